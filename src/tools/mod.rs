//! The director's tools: small, pure calculators built on the 1987 Laws of
//! Duplicate Contract Bridge.
//!
//! Each concern lives in its own file:
//!
//! * [`contract`] — parsing a contract («4♠X», «3БК») and a result («=», «+1», «-2»);
//! * [`score`] — the duplicate score of Law 77;
//! * [`board`] — seats, vulnerability, and the dealer and vulnerability of a board (Law 2);
//! * [`imp`] — the IMP scale (Law 78B);
//! * [`matchpoints`] — matchpoints and percentages on one board (Law 78A);
//! * [`adjusted`] — artificial adjusted scores (Law 12C1);
//! * [`revoke`] — how many tricks a revoke transfers (Law 64A).
//!
//! Nothing here does I/O or depends on other crates, so the GUI, the CLI and the
//! tests can all call these functions directly. Every error is a [`ToolError`]
//! whose message is in Russian and quotes the input that was rejected, because
//! the message is shown to the director as is.

pub mod adjusted;
pub mod board;
pub mod contract;
pub mod imp;
pub mod matchpoints;
pub mod revoke;
pub mod score;

pub use adjusted::{Fault, artificial_matchpoints, artificial_percent};
pub use board::{BoardInfo, Seat, Vulnerability, board_info, parse_board};
pub use contract::{Contract, Doubling, Strain, format_result, parse_result};
pub use imp::{IMP_SCALE, ImpBand, imps, parse_diff};
pub use matchpoints::{matchpoints, percentages, top};
pub use revoke::{RevokeFacts, RevokeTransfer, revoke_transfer};
pub use score::{ScoreLine, describe_score, score, score_for};

use std::fmt;

/// Everything that can go wrong in the director's tools.
///
/// The `Display` text is a complete Russian sentence meant for the director; it
/// always names the rejected input so the user can see what to fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToolError {
    /// An input string was empty (or only spaces).
    Empty {
        /// What was expected, in Russian, in the nominative case («контракт»).
        what: &'static str,
    },
    /// A contract does not start with its level.
    MissingLevel {
        /// The contract as typed.
        input: String,
    },
    /// A contract level outside 1–7.
    BadLevel {
        /// The contract as typed (or as displayed, for a hand-built contract).
        input: String,
    },
    /// A contract has a level but no denomination.
    MissingStrain {
        /// The contract as typed.
        input: String,
    },
    /// A contract has a denomination we do not know.
    UnknownStrain {
        /// The unrecognised denomination.
        strain: String,
        /// The contract as typed.
        input: String,
    },
    /// Too many doubling marks, e.g. «XXX».
    BadDoubling {
        /// The doubling marks as typed.
        doubling: String,
        /// The contract as typed.
        input: String,
    },
    /// Characters after the denomination that are not a double or redouble.
    UnexpectedSuffix {
        /// The unexpected characters.
        suffix: String,
        /// The contract as typed.
        input: String,
    },
    /// A result that is not «=», «+N», «-N» or «0».
    BadResult {
        /// The result as typed.
        input: String,
    },
    /// A result that would give fewer than 0 or more than 13 tricks.
    ImpossibleResult {
        /// The result relative to the contract (+ over, − under).
        result: i8,
        /// The contract, as displayed.
        contract: String,
    },
    /// A seat that is not N, E, S or W.
    BadSeat {
        /// The seat as typed.
        input: String,
    },
    /// A vulnerability we do not recognise.
    BadVulnerability {
        /// The vulnerability as typed.
        input: String,
    },
    /// Board number 0: boards are numbered from 1 (Law 2).
    BoardZero,
    /// A board number that is not a whole number.
    BadBoard {
        /// The board number as typed.
        input: String,
    },
    /// A score difference that is not a whole number.
    BadDiff {
        /// The difference as typed.
        input: String,
    },
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolError::Empty { what } => write!(f, "Пустая строка: ожидается {what}"),
            ToolError::MissingLevel { input } => write!(
                f,
                "Контракт должен начинаться с уровня от 1 до 7: «{input}»"
            ),
            ToolError::BadLevel { input } => {
                write!(f, "Уровень контракта должен быть от 1 до 7: «{input}»")
            }
            ToolError::MissingStrain { input } => write!(
                f,
                "Не указана деноминация (т, б, ч, п, БК или C, D, H, S, NT) в «{input}»"
            ),
            ToolError::UnknownStrain { strain, input } => {
                write!(f, "Неизвестная деноминация «{strain}» в «{input}»")
            }
            ToolError::BadDoubling { doubling, input } => write!(
                f,
                "Неверное обозначение контры «{doubling}» в «{input}»: допустимо X (контра) или XX (реконтра)"
            ),
            ToolError::UnexpectedSuffix { suffix, input } => {
                write!(f, "Лишние символы «{suffix}» после деноминации в «{input}»")
            }
            ToolError::BadResult { input } => write!(
                f,
                "Непонятный результат «{input}»: ожидается «=», «+N» или «-N» (N от 1 до 13)"
            ),
            ToolError::ImpossibleResult { result, contract } => {
                // The sign alone tells which bound was crossed: a positive result can
                // only overshoot 13, a negative one can only undershoot 0.
                let bound = if *result > 0 {
                    "больше 13"
                } else {
                    "меньше 0"
                };
                write!(
                    f,
                    "Результат {} даёт {bound} взяток для контракта {contract}",
                    format_result(*result)
                )
            }
            ToolError::BadSeat { input } => {
                write!(f, "Неизвестная позиция «{input}»: ожидается N, E, S или W")
            }
            ToolError::BadVulnerability { input } => write!(
                f,
                "Неизвестная зональность «{input}»: ожидается none, ns, ew или both"
            ),
            ToolError::BoardZero => write!(f, "Номер сдачи должен быть 1 или больше: 0"),
            ToolError::BadBoard { input } => {
                write!(f, "Номер сдачи должен быть целым числом: «{input}»")
            }
            ToolError::BadDiff { input } => {
                write!(f, "Разница должна быть целым числом: «{input}»")
            }
        }
    }
}

impl std::error::Error for ToolError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_russian_and_name_the_input() {
        let cases = [
            (
                ToolError::BadLevel { input: "8S".into() },
                "Уровень контракта должен быть от 1 до 7: «8S»",
            ),
            (
                ToolError::UnknownStrain {
                    strain: "Z".into(),
                    input: "4Z".into(),
                },
                "Неизвестная деноминация «Z» в «4Z»",
            ),
            (
                ToolError::ImpossibleResult {
                    result: 5,
                    contract: "4♠".into(),
                },
                "Результат +5 даёт больше 13 взяток для контракта 4♠",
            ),
            (
                ToolError::ImpossibleResult {
                    result: -8,
                    contract: "1NT".into(),
                },
                "Результат -8 даёт меньше 0 взяток для контракта 1NT",
            ),
            (
                ToolError::BoardZero,
                "Номер сдачи должен быть 1 или больше: 0",
            ),
            (
                ToolError::BadDiff {
                    input: "abc".into(),
                },
                "Разница должна быть целым числом: «abc»",
            ),
        ];
        for (err, want) in cases {
            assert_eq!(err.to_string(), want);
        }
    }

    #[test]
    fn is_a_std_error() {
        let err: Box<dyn std::error::Error> = Box::new(ToolError::BoardZero);
        assert!(err.to_string().contains("Номер сдачи"));
    }
}
