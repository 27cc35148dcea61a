//! Parsing a contract («4♠X», «3БК», «6HXX») and a result («=», «+1», «-2»).
//!
//! Directors type contracts in many ways: Latin letters, suit symbols, Russian
//! suit initials, with or without spaces, and often in the Russian keyboard
//! layout. The parser accepts all of these and turns them into one canonical
//! [`Contract`], whose `Display` is the form shown everywhere in the app.

use std::fmt;

use super::ToolError;

/// A denomination: one of the four suits or no trump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Strain {
    /// Clubs («трефы», т).
    Clubs,
    /// Diamonds («бубны», б).
    Diamonds,
    /// Hearts («черви», ч).
    Hearts,
    /// Spades («пики», п).
    Spades,
    /// No trump («без козыря», БК).
    NoTrump,
}

impl Strain {
    /// All denominations, from lowest to highest.
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    /// The display symbol: «♣», «♦», «♥», «♠», or «NT» for no trump.
    pub fn symbol(self) -> &'static str {
        match self {
            Strain::Clubs => "♣",
            Strain::Diamonds => "♦",
            Strain::Hearts => "♥",
            Strain::Spades => "♠",
            Strain::NoTrump => "NT",
        }
    }

    /// The Russian abbreviation: «т», «б», «ч», «п», «БК».
    pub fn ru(self) -> &'static str {
        match self {
            Strain::Clubs => "т",
            Strain::Diamonds => "б",
            Strain::Hearts => "ч",
            Strain::Spades => "п",
            Strain::NoTrump => "БК",
        }
    }

    /// The plain ASCII letter(s): «C», «D», «H», «S», «NT».
    pub fn letter(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// True for clubs and diamonds, whose tricks are worth 20 (Law 77).
    pub fn is_minor(self) -> bool {
        matches!(self, Strain::Clubs | Strain::Diamonds)
    }
}

/// Whether the contract was doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Doubling {
    /// Not doubled.
    #[default]
    None,
    /// Doubled («контра», X).
    Doubled,
    /// Redoubled («реконтра», XX).
    Redoubled,
}

impl Doubling {
    /// The canonical suffix: «», «X» or «XX».
    pub fn suffix(self) -> &'static str {
        match self {
            Doubling::None => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A contract: level, denomination and doubling.
///
/// Build one with [`Contract::parse`] or [`Contract::new`]; both check the
/// level. The fields are public for convenience, so [`score`](super::score::score)
/// checks the level again rather than trusting it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Contract {
    /// The level, 1–7 (the contract asks for level + 6 tricks).
    pub level: u8,
    /// The denomination.
    pub strain: Strain,
    /// Undoubled, doubled or redoubled.
    pub doubling: Doubling,
}

impl Contract {
    /// Builds a contract, checking that the level is 1–7.
    pub fn new(level: u8, strain: Strain, doubling: Doubling) -> Result<Contract, ToolError> {
        let contract = Contract {
            level,
            strain,
            doubling,
        };
        if (1..=7).contains(&level) {
            Ok(contract)
        } else {
            Err(ToolError::BadLevel {
                input: contract.to_string(),
            })
        }
    }

    /// The number of tricks declarer must win: level + 6.
    pub fn tricks_needed(&self) -> u8 {
        self.level.saturating_add(6)
    }

    /// Parses a contract as a director might type it.
    ///
    /// Accepted, in any letter case and with spaces anywhere:
    ///
    /// * level: one digit 1–7, first;
    /// * denomination: `C D H S`, `NT` or `N`; the symbols `♣ ♦ ♥ ♠` (also the
    ///   outline forms `♧ ♢ ♡ ♤`); the Russian initials `т б ч п` and `БК`;
    /// * doubling: nothing, `X` or `XX`, where the Cyrillic `Х` counts as `X`.
    ///
    /// Examples: `4S`, `3NT`, `6HXX`, `4♠X`, `4♠x`, `4П`, `3БК`, `2Т`, `1БХ`.
    pub fn parse(input: &str) -> Result<Contract, ToolError> {
        let shown = input.trim().to_string();
        // Keep each original character next to its upper-case form: matching uses
        // the upper case, but error messages quote what the user actually typed.
        let chars: Vec<(char, char)> = input
            .chars()
            // Spaces carry no meaning; emoji variation selectors come along when a
            // suit symbol is pasted from a phone and are invisible.
            .filter(|c| !c.is_whitespace() && *c != '\u{FE0F}' && *c != '\u{FE0E}')
            .map(|c| (c, upper(c)))
            .collect();
        if chars.is_empty() {
            return Err(ToolError::Empty {
                what: "контракт"
            });
        }

        let digits = chars.iter().take_while(|(_, u)| u.is_ascii_digit()).count();
        if digits == 0 {
            return Err(ToolError::MissingLevel { input: shown });
        }
        // Only a single digit 1–7 is a level; «10S» or «0S» must not be read as
        // something else, so any other digit run is a level error.
        let level = chars
            .first()
            .and_then(|(_, u)| u.to_digit(10))
            .and_then(|d| u8::try_from(d).ok())
            .filter(|d| digits == 1 && (1..=7).contains(d));
        let Some(level) = level else {
            return Err(ToolError::BadLevel { input: shown });
        };

        let rest = &chars[digits..];
        let upper_rest: Vec<char> = rest.iter().map(|(_, u)| *u).collect();
        let Some((strain, used)) = match_strain(&upper_rest) else {
            // Report the denomination without any trailing doubling marks, so that
            // «4ZX» complains about «Z» and «4X» about a missing denomination.
            let core_len = upper_rest.len()
                - upper_rest
                    .iter()
                    .rev()
                    .take_while(|c| is_double_mark(**c))
                    .count();
            if core_len == 0 {
                return Err(ToolError::MissingStrain { input: shown });
            }
            return Err(ToolError::UnknownStrain {
                strain: original(&rest[..core_len]),
                input: shown,
            });
        };

        let tail = &rest[used..];
        if !tail.iter().all(|(_, u)| is_double_mark(*u)) {
            return Err(ToolError::UnexpectedSuffix {
                suffix: original(tail),
                input: shown,
            });
        }
        let doubling = match tail.len() {
            0 => Doubling::None,
            1 => Doubling::Doubled,
            2 => Doubling::Redoubled,
            _ => {
                return Err(ToolError::BadDoubling {
                    doubling: original(tail),
                    input: shown,
                });
            }
        };
        Ok(Contract {
            level,
            strain,
            doubling,
        })
    }
}

impl fmt::Display for Contract {
    /// The canonical form: `4♠X`, `3NT`, `6♥XX`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.level,
            self.strain.symbol(),
            self.doubling.suffix()
        )
    }
}

/// Upper-cases one character, keeping it unchanged when the upper case is not a
/// single character (e.g. «ß» → «SS»), so that it can never match a letter it
/// does not look like.
fn upper(c: char) -> char {
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// Latin X or Cyrillic Х (they look the same and both layouts are in use).
fn is_double_mark(c: char) -> bool {
    c == 'X' || c == 'Х'
}

/// The characters as the user typed them.
fn original(chars: &[(char, char)]) -> String {
    chars.iter().map(|(o, _)| *o).collect()
}

/// Recognises the denomination at the start of `s` (upper case) and returns it
/// with the number of characters it used.
fn match_strain(s: &[char]) -> Option<(Strain, usize)> {
    // Two-letter no-trump forms first: «Б» alone means diamonds, «БК» no trump.
    match s {
        ['N', 'T', ..] | ['Б', 'К', ..] => return Some((Strain::NoTrump, 2)),
        _ => {}
    }
    let strain = match s.first()? {
        'N' => Strain::NoTrump,
        'C' | '♣' | '♧' | 'Т' => Strain::Clubs,
        'D' | '♦' | '♢' | 'Б' => Strain::Diamonds,
        'H' | '♥' | '♡' | 'Ч' => Strain::Hearts,
        'S' | '♠' | '♤' | 'П' => Strain::Spades,
        _ => return None,
    };
    Some((strain, 1))
}

/// Parses a result relative to the contract.
///
/// `=` (or a bare `0`) means exactly made and gives 0; `+N` gives N overtricks;
/// `-N` gives N undertricks. The minus may also be the Unicode minus «−» or an en
/// dash «–», which word processors substitute. N must be 0–13. Spaces are ignored.
/// Whether the result is possible for a given contract is checked by
/// [`score`](super::score::score), which knows the level.
pub fn parse_result(input: &str) -> Result<i8, ToolError> {
    let s: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    if s.is_empty() {
        return Err(ToolError::Empty {
            what: "результат"
        });
    }
    if s == "=" || s == "0" {
        return Ok(0);
    }
    let bad = || ToolError::BadResult {
        input: input.trim().to_string(),
    };
    let mut chars = s.chars();
    let sign: i8 = match chars.next() {
        Some('+') => 1,
        Some('-' | '−' | '–') => -1,
        _ => return Err(bad()),
    };
    let digits = chars.as_str();
    // A bare number without a sign is ambiguous (tricks taken? result?), so only
    // signed numbers are accepted; «0» is the one unambiguous exception above.
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    match digits.parse::<i8>() {
        Ok(n @ 0..=13) => Ok(sign * n),
        _ => Err(bad()),
    }
}

/// Formats a result the way it is written on a travelling score slip:
/// `=` for 0, `+2`, `-3`.
pub fn format_result(result: i8) -> String {
    match result {
        0 => "=".to_string(),
        r if r > 0 => format!("+{r}"),
        r => format!("{r}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(level: u8, strain: Strain, doubling: Doubling) -> Contract {
        Contract {
            level,
            strain,
            doubling,
        }
    }

    #[test]
    fn parses_latin_forms() {
        use Doubling as D;
        use Strain as S;
        let cases = [
            ("4S", c(4, S::Spades, D::None)),
            ("3NT", c(3, S::NoTrump, D::None)),
            ("3N", c(3, S::NoTrump, D::None)),
            ("6HXX", c(6, S::Hearts, D::Redoubled)),
            ("1c", c(1, S::Clubs, D::None)),
            ("2dx", c(2, S::Diamonds, D::Doubled)),
            ("3ntxx", c(3, S::NoTrump, D::Redoubled)),
            (" 4 s x ", c(4, S::Spades, D::Doubled)),
            ("7NTXX", c(7, S::NoTrump, D::Redoubled)),
        ];
        for (input, want) in cases {
            assert_eq!(Contract::parse(input), Ok(want), "{input}");
        }
    }

    #[test]
    fn parses_symbols() {
        use Doubling as D;
        use Strain as S;
        let cases = [
            ("4♠X", c(4, S::Spades, D::Doubled)),
            ("4♠x", c(4, S::Spades, D::Doubled)),
            ("5♣", c(5, S::Clubs, D::None)),
            ("2♦XX", c(2, S::Diamonds, D::Redoubled)),
            ("6♥", c(6, S::Hearts, D::None)),
            ("6♥\u{FE0F}", c(6, S::Hearts, D::None)),
            ("3♤", c(3, S::Spades, D::None)),
            ("3♡x", c(3, S::Hearts, D::Doubled)),
        ];
        for (input, want) in cases {
            assert_eq!(Contract::parse(input), Ok(want), "{input}");
        }
    }

    #[test]
    fn parses_russian_forms() {
        use Doubling as D;
        use Strain as S;
        let cases = [
            ("4П", c(4, S::Spades, D::None)),
            ("3БК", c(3, S::NoTrump, D::None)),
            ("3бк", c(3, S::NoTrump, D::None)),
            ("2Т", c(2, S::Clubs, D::None)),
            ("5Ч", c(5, S::Hearts, D::None)),
            ("1Б", c(1, S::Diamonds, D::None)),
            ("1б", c(1, S::Diamonds, D::None)),
            // Cyrillic Х as double: «1БХ» is 1♦ doubled, «1БКХ» is 1NT doubled.
            ("1БХ", c(1, S::Diamonds, D::Doubled)),
            ("1БКХ", c(1, S::NoTrump, D::Doubled)),
            ("4пхх", c(4, S::Spades, D::Redoubled)),
            ("4ПХ", c(4, S::Spades, D::Doubled)),
            // Mixed layouts: Cyrillic suit with Latin X and vice versa.
            ("4ПX", c(4, S::Spades, D::Doubled)),
            ("4SХ", c(4, S::Spades, D::Doubled)),
        ];
        for (input, want) in cases {
            assert_eq!(Contract::parse(input), Ok(want), "{input}");
        }
    }

    #[test]
    fn displays_canonical_form() {
        assert_eq!(
            Contract::parse("4sx").map(|c| c.to_string()),
            Ok("4♠X".into())
        );
        assert_eq!(
            Contract::parse("3бк").map(|c| c.to_string()),
            Ok("3NT".into())
        );
        assert_eq!(
            Contract::parse("6HXX").map(|c| c.to_string()),
            Ok("6♥XX".into())
        );
        assert_eq!(
            Contract::parse("1т").map(|c| c.to_string()),
            Ok("1♣".into())
        );
        assert_eq!(
            Contract::parse("2♦").map(|c| c.to_string()),
            Ok("2♦".into())
        );
    }

    #[test]
    fn display_round_trips() {
        for level in 1..=7 {
            for strain in Strain::ALL {
                for doubling in [Doubling::None, Doubling::Doubled, Doubling::Redoubled] {
                    let contract = c(level, strain, doubling);
                    assert_eq!(Contract::parse(&contract.to_string()), Ok(contract));
                }
            }
        }
    }

    #[test]
    fn strain_names() {
        let symbols: Vec<_> = Strain::ALL.iter().map(|s| s.symbol()).collect();
        assert_eq!(symbols, ["♣", "♦", "♥", "♠", "NT"]);
        let ru: Vec<_> = Strain::ALL.iter().map(|s| s.ru()).collect();
        assert_eq!(ru, ["т", "б", "ч", "п", "БК"]);
    }

    #[test]
    fn rejects_bad_contracts() {
        assert_eq!(
            Contract::parse("8S"),
            Err(ToolError::BadLevel { input: "8S".into() })
        );
        assert_eq!(
            Contract::parse("8S").map_err(|e| e.to_string()),
            Err("Уровень контракта должен быть от 1 до 7: «8S»".into())
        );
        assert_eq!(
            Contract::parse("0NT"),
            Err(ToolError::BadLevel {
                input: "0NT".into()
            })
        );
        assert_eq!(
            Contract::parse("10S"),
            Err(ToolError::BadLevel {
                input: "10S".into()
            })
        );
        assert_eq!(
            Contract::parse("4Z").map_err(|e| e.to_string()),
            Err("Неизвестная деноминация «Z» в «4Z»".into())
        );
        assert_eq!(
            Contract::parse("4zx"),
            Err(ToolError::UnknownStrain {
                strain: "z".into(),
                input: "4zx".into()
            })
        );
        assert_eq!(
            Contract::parse("4SXXX"),
            Err(ToolError::BadDoubling {
                doubling: "XXX".into(),
                input: "4SXXX".into()
            })
        );
        assert_eq!(
            Contract::parse("4SQ"),
            Err(ToolError::UnexpectedSuffix {
                suffix: "Q".into(),
                input: "4SQ".into()
            })
        );
        assert_eq!(
            Contract::parse("4"),
            Err(ToolError::MissingStrain { input: "4".into() })
        );
        assert_eq!(
            Contract::parse("4X"),
            Err(ToolError::MissingStrain { input: "4X".into() })
        );
        assert_eq!(
            Contract::parse("S4"),
            Err(ToolError::MissingLevel { input: "S4".into() })
        );
        assert_eq!(
            Contract::parse(""),
            Err(ToolError::Empty {
                what: "контракт"
            })
        );
        assert_eq!(
            Contract::parse("   "),
            Err(ToolError::Empty {
                what: "контракт"
            })
        );
        // «ß» upper-cases to «SS»; it must not sneak through as spades.
        assert!(Contract::parse("4ß").is_err());
        // Cyrillic «К» alone is not a denomination.
        assert!(Contract::parse("3К").is_err());
    }

    #[test]
    fn new_checks_level() {
        assert!(Contract::new(7, Strain::NoTrump, Doubling::None).is_ok());
        assert_eq!(
            Contract::new(0, Strain::Spades, Doubling::None),
            Err(ToolError::BadLevel {
                input: "0♠".into()
            })
        );
        assert!(Contract::new(8, Strain::Spades, Doubling::None).is_err());
    }

    #[test]
    fn parses_results() {
        let cases = [
            ("=", 0),
            ("0", 0),
            ("+0", 0),
            ("+1", 1),
            ("+ 2", 2),
            ("-1", -1),
            ("−3", -3),
            ("–4", -4),
            ("-13", -13),
            ("+13", 13),
            (" = ", 0),
        ];
        for (input, want) in cases {
            assert_eq!(parse_result(input), Ok(want), "{input}");
        }
    }

    #[test]
    fn rejects_bad_results() {
        assert_eq!(
            parse_result(""),
            Err(ToolError::Empty {
                what: "результат"
            })
        );
        for input in [
            "abc", "2", "+", "-", "+14", "-99", "+1.5", "==", "+-1", "+300",
        ] {
            assert_eq!(
                parse_result(input),
                Err(ToolError::BadResult {
                    input: input.into()
                }),
                "{input}"
            );
        }
    }

    #[test]
    fn formats_results() {
        assert_eq!(format_result(0), "=");
        assert_eq!(format_result(2), "+2");
        assert_eq!(format_result(-3), "-3");
        for r in -13..=13 {
            assert_eq!(parse_result(&format_result(r)), Ok(r));
        }
    }
}
