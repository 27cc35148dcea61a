//! The duplicate score of a board under Law 77 of the 1987 Laws
//! («Расчётная таблица для спортивного бриджа»).
//!
//! Only a fragment of the Law 77 table survives in the sources (004:329–337:
//! overtricks undoubled = trick value, doubled 100/200, redoubled 200/400); the
//! rest follows the 1987 table as published:
//!
//! * contract tricks: ♣♦ 20, ♥♠ 30, NT 40 for the first and 30 for each further
//!   trick; ×2 when doubled, ×4 when redoubled;
//! * 50 for a part score; a game (contract trick points ≥ 100) earns 300 not
//!   vulnerable, 500 vulnerable;
//! * small slam 500 / 750, grand slam 1000 / 1500;
//! * making a doubled contract 50, a redoubled one 100;
//! * undertricks undoubled 50 / 100 each; doubled not vulnerable 100, 200, 200,
//!   then 300 for the 4th and each further one (new in 1987); doubled
//!   vulnerable 200, then 300 each; redoubled twice the doubled figures.

use super::ToolError;
use super::board::{Seat, Vulnerability};
use super::contract::{Contract, Doubling, Strain, format_result};

/// One board's score, seen from both sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreLine {
    /// The declaring side's score (negative when the contract fails).
    pub declarer_score: i32,
    /// North–South's score.
    pub ns: i32,
    /// East–West's score (always `-ns`).
    pub ew: i32,
}

/// The declaring side's duplicate score (Law 77, 1987).
///
/// `result` is relative to the contract: 0 made exactly, +N overtricks, −N
/// undertricks. It is an error when level + 6 + result is not 0–13, or when the
/// contract's level is not 1–7 (the fields of [`Contract`] are public).
pub fn score(contract: Contract, result: i8, vulnerable: bool) -> Result<i32, ToolError> {
    if !(1..=7).contains(&contract.level) {
        return Err(ToolError::BadLevel {
            input: contract.to_string(),
        });
    }
    let level = i32::from(contract.level);
    let result_i = i32::from(result);
    let tricks = level + 6 + result_i;
    if !(0..=13).contains(&tricks) {
        return Err(ToolError::ImpossibleResult {
            result,
            contract: contract.to_string(),
        });
    }

    // Doubling multiplies both the contract trick points and the penalties.
    let factor = match contract.doubling {
        Doubling::None => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    };

    if result_i < 0 {
        return Ok(-undertrick_penalty(
            -result_i,
            contract.doubling,
            vulnerable,
        ));
    }

    // No trump: the first trick is worth 40, so add a 10-point premium once.
    let (per_trick, first_extra) = match contract.strain {
        Strain::Clubs | Strain::Diamonds => (20, 0),
        Strain::Hearts | Strain::Spades => (30, 0),
        Strain::NoTrump => (30, 10),
    };
    let contract_points = (per_trick * level + first_extra) * factor;

    let mut total = contract_points;
    total += match (contract_points >= 100, vulnerable) {
        (false, _) => 50,
        (true, false) => 300,
        (true, true) => 500,
    };
    total += match (contract.level, vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    // The «insult»: a premium for making a doubled or redoubled contract.
    total += match contract.doubling {
        Doubling::None => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    // Overtricks: undoubled at trick value (30 in no trump, not 40); doubled at a
    // flat rate that depends only on vulnerability, twice that when redoubled.
    let per_overtrick = match contract.doubling {
        Doubling::None => per_trick,
        Doubling::Doubled | Doubling::Redoubled => {
            (if vulnerable { 200 } else { 100 }) * factor / 2
        }
    };
    total += per_overtrick * result_i;
    Ok(total)
}

/// The penalty for `down` undertricks (a positive number).
fn undertrick_penalty(down: i32, doubling: Doubling, vulnerable: bool) -> i32 {
    match doubling {
        Doubling::None => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled_penalty(down, vulnerable),
        // The 1987 table gives redoubled undertricks as twice the doubled ones.
        Doubling::Redoubled => 2 * doubled_penalty(down, vulnerable),
    }
}

/// Doubled undertricks, summed trick by trick.
fn doubled_penalty(down: i32, vulnerable: bool) -> i32 {
    (1..=down)
        .map(|nth| match (vulnerable, nth) {
            (false, 1) => 100,
            (false, 2 | 3) => 200,
            // From the 4th undertrick on, not vulnerable costs as much as
            // vulnerable: the 1987 change that made sacrifices dearer.
            (false, _) => 300,
            (true, 1) => 200,
            (true, _) => 300,
        })
        .sum()
}

/// The score of a board for both sides, given who declared and the board's
/// vulnerability.
pub fn score_for(
    contract: Contract,
    result: i8,
    vul: Vulnerability,
    declarer: Seat,
) -> Result<ScoreLine, ToolError> {
    let declarer_score = score(contract, result, vul.is_vulnerable(declarer))?;
    let ns = if declarer.is_ns() {
        declarer_score
    } else {
        -declarer_score
    };
    Ok(ScoreLine {
        declarer_score,
        ns,
        ew: -ns,
    })
}

/// A one-line Russian summary such as «4♠X= в зоне: +790».
pub fn describe_score(
    contract: Contract,
    result: i8,
    vulnerable: bool,
) -> Result<String, ToolError> {
    let points = score(contract, result, vulnerable)?;
    let zone = if vulnerable {
        "в зоне"
    } else {
        "до зоны"
    };
    Ok(format!(
        "{contract}{} {zone}: {points:+}",
        format_result(result)
    ))
}

#[cfg(test)]
mod tests {
    use super::super::contract::parse_result;
    use super::*;

    /// The table written from the law by an independent script (see its header).
    const TABLE: &str = include_str!("../../tests/data/scores_1987.tsv");

    fn contract(s: &str) -> Contract {
        Contract::parse(s).expect("valid contract")
    }

    #[test]
    fn matches_the_1987_table() {
        let mut rows = 0;
        let mut failures = Vec::new();
        for line in TABLE.lines() {
            if line.starts_with('#') || line.starts_with("level") || line.trim().is_empty() {
                continue;
            }
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 6, "bad row: {line}");
            let level: u8 = cols[0].parse().expect("level");
            let strain = match cols[1] {
                "C" => Strain::Clubs,
                "D" => Strain::Diamonds,
                "H" => Strain::Hearts,
                "S" => Strain::Spades,
                "NT" => Strain::NoTrump,
                other => panic!("strain {other}"),
            };
            let (doubling, suffix) = match cols[2] {
                "-" => (Doubling::None, ""),
                "X" => (Doubling::Doubled, "X"),
                "XX" => (Doubling::Redoubled, "XX"),
                other => panic!("doubling {other}"),
            };
            let vulnerable = match cols[3] {
                "nv" => false,
                "v" => true,
                other => panic!("vul {other}"),
            };
            let result = parse_result(cols[4]).expect("result");
            let want: i32 = cols[5].parse().expect("score");

            let built = Contract {
                level,
                strain,
                doubling,
            };
            // The parser must agree with the table's own notation too.
            let parsed = contract(&format!("{level}{}{suffix}", cols[1]));
            assert_eq!(parsed, built, "{line}");

            let got = score(built, result, vulnerable);
            if got != Ok(want) {
                failures.push(format!("{line} → {got:?}"));
            }
            rows += 1;
        }
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
        // 7 levels × 5 strains × 3 doublings × 2 vulnerabilities × 6 results,
        // minus the impossible +1 at level 7.
        assert_eq!(rows, 7 * 5 * 3 * 2 * 6 - 5 * 3 * 2);
    }

    #[test]
    fn well_known_values() {
        let cases = [
            ("1NT", 0, false, 90),
            ("3NT", 0, false, 400),
            ("4H", 0, true, 620),
            ("6S", 0, false, 980),
            ("2SX", 0, false, 470),
            ("1NTX", 1, true, 380),
            ("3NTX", -3, true, -800),
            ("4♠X", 0, true, 790),
            ("7NTXX", 0, true, 2980),
            ("4♥X", -4, false, -800),
            ("1NTXX", -3, false, -1000),
            // The 4th and later doubled undertricks cost 300 even not vulnerable.
            ("7NTX", -13, false, -3500),
            ("7NTX", -13, true, -3800),
            ("1CXX", 0, false, 230),
            ("2CXX", 0, false, 560),
        ];
        for (c, result, vul, want) in cases {
            assert_eq!(
                score(contract(c), result, vul),
                Ok(want),
                "{c} {result} {vul}"
            );
        }
    }

    #[test]
    fn impossible_results_are_errors() {
        assert_eq!(
            score(contract("4S"), 5, false),
            Err(ToolError::ImpossibleResult {
                result: 5,
                contract: "4♠".into()
            })
        );
        assert_eq!(
            score(contract("4S"), 5, false).map_err(|e| e.to_string()),
            Err("Результат +5 даёт больше 13 взяток для контракта 4♠".into())
        );
        assert!(score(contract("7NT"), 1, false).is_err());
        assert!(score(contract("1NT"), -8, false).is_err());
        assert!(score(contract("1NT"), -7, false).is_ok());
        assert!(score(contract("1NT"), i8::MIN, true).is_err());
        assert!(score(contract("1NT"), i8::MAX, true).is_err());
        let bad = Contract {
            level: 9,
            strain: Strain::Spades,
            doubling: Doubling::None,
        };
        assert_eq!(
            score(bad, 0, false),
            Err(ToolError::BadLevel {
                input: "9♠".into()
            })
        );
        let zero = Contract { level: 0, ..bad };
        assert!(score(zero, 0, false).is_err());
    }

    #[test]
    fn score_line_sides() {
        let c = contract("4S");
        let vul = Vulnerability::NS;
        assert_eq!(
            score_for(c, 0, vul, Seat::N),
            Ok(ScoreLine {
                declarer_score: 620,
                ns: 620,
                ew: -620
            })
        );
        assert_eq!(
            score_for(c, 0, vul, Seat::E),
            Ok(ScoreLine {
                declarer_score: 420,
                ns: -420,
                ew: 420
            })
        );
        assert_eq!(
            score_for(c, -1, vul, Seat::W),
            Ok(ScoreLine {
                declarer_score: -50,
                ns: 50,
                ew: -50
            })
        );
        assert!(score_for(c, 5, vul, Seat::S).is_err());
    }

    #[test]
    fn describes() {
        assert_eq!(
            describe_score(contract("4sx"), 0, true),
            Ok("4♠X= в зоне: +790".into())
        );
        assert_eq!(
            describe_score(contract("3бк"), -2, false),
            Ok("3NT-2 до зоны: -100".into())
        );
    }
}
