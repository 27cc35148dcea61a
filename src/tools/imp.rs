//! The IMP scale (Law 78B, «Обсчёт по IMP»).
//!
//! The sources hold only the title of Law 78B (TOC, 000:499–507), not the
//! table, so [`IMP_SCALE`] is the standard international scale as published.
//! The printed table lists ranges on multiples of 10 (scores always are); for
//! any other difference we use the usual reading that a band starts at its
//! printed lower bound, so the number of IMPs is the number of lower bounds
//! (20, 50, 90, …, 4000) that do not exceed the absolute difference.

use super::ToolError;

/// One row of the printed IMP table: differences `from..=to` are worth `imps`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImpBand {
    /// The smallest difference in this band, as printed.
    pub from: u32,
    /// The largest difference in this band, as printed; `None` for «4000 and more».
    pub to: Option<u32>,
    /// IMPs for a difference in this band.
    pub imps: i32,
}

const fn band(from: u32, to: u32, imps: i32) -> ImpBand {
    ImpBand {
        from,
        to: Some(to),
        imps,
    }
}

/// The IMP table as printed, for display and as the single source of the bands.
pub const IMP_SCALE: [ImpBand; 25] = [
    band(0, 10, 0),
    band(20, 40, 1),
    band(50, 80, 2),
    band(90, 120, 3),
    band(130, 160, 4),
    band(170, 210, 5),
    band(220, 260, 6),
    band(270, 310, 7),
    band(320, 360, 8),
    band(370, 420, 9),
    band(430, 490, 10),
    band(500, 590, 11),
    band(600, 740, 12),
    band(750, 890, 13),
    band(900, 1090, 14),
    band(1100, 1290, 15),
    band(1300, 1490, 16),
    band(1500, 1740, 17),
    band(1750, 1990, 18),
    band(2000, 2240, 19),
    band(2250, 2490, 20),
    band(2500, 2990, 21),
    band(3000, 3490, 22),
    band(3500, 3990, 23),
    ImpBand {
        from: 4000,
        to: None,
        imps: 24,
    },
];

/// Converts a score difference into IMPs, keeping its sign.
///
/// `imps(430) == 10`, `imps(-430) == -10`, `imps(10) == 0`. Differences that
/// are not multiples of 10 fall into the band whose printed lower bound they
/// have reached: `imps(15) == 0`, `imps(45) == 1`.
pub fn imps(diff: i32) -> i32 {
    // unsigned_abs: i32::MIN has no positive i32 counterpart.
    let magnitude = diff.unsigned_abs();
    // The first band starts at 0 and is worth nothing, so skip it.
    let reached = IMP_SCALE[1..]
        .iter()
        .filter(|b| b.from <= magnitude)
        .count();
    // At most 24 bands are counted, so this conversion cannot fail.
    let value = i32::try_from(reached).unwrap_or(24);
    if diff < 0 { -value } else { value }
}

/// Parses a score difference such as «430», «-1100», «+50» or «−620».
///
/// Spaces (also the non-breaking spaces Russian texts use between thousands,
/// «1 100») are ignored; the minus may be «-», «−» or «–».
pub fn parse_diff(input: &str) -> Result<i32, ToolError> {
    let bad = || ToolError::BadDiff {
        input: input.trim().to_string(),
    };
    let s: String = input
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == '−' || c == '–' { '-' } else { c })
        .collect();
    if s.is_empty() {
        return Err(ToolError::Empty {
            what: "разница"
        });
    }
    s.parse::<i32>().map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries() {
        // (difference, IMPs) typed from the printed scale: every band's two ends.
        let cases = [
            (0, 0),
            (10, 0),
            (20, 1),
            (40, 1),
            (50, 2),
            (80, 2),
            (90, 3),
            (120, 3),
            (130, 4),
            (160, 4),
            (170, 5),
            (210, 5),
            (220, 6),
            (260, 6),
            (270, 7),
            (310, 7),
            (320, 8),
            (360, 8),
            (370, 9),
            (420, 9),
            (430, 10),
            (490, 10),
            (500, 11),
            (590, 11),
            (600, 12),
            (740, 12),
            (750, 13),
            (890, 13),
            (900, 14),
            (1090, 14),
            (1100, 15),
            (1290, 15),
            (1300, 16),
            (1490, 16),
            (1500, 17),
            (1740, 17),
            (1750, 18),
            (1990, 18),
            (2000, 19),
            (2240, 19),
            (2250, 20),
            (2490, 20),
            (2500, 21),
            (2990, 21),
            (3000, 22),
            (3490, 22),
            (3500, 23),
            (3990, 23),
            (4000, 24),
            (5000, 24),
            (7600, 24),
        ];
        for (diff, want) in cases {
            assert_eq!(imps(diff), want, "{diff}");
            assert_eq!(imps(-diff), -want, "-{diff}");
        }
    }

    #[test]
    fn between_printed_values() {
        assert_eq!(imps(15), 0);
        assert_eq!(imps(19), 0);
        assert_eq!(imps(45), 1);
        assert_eq!(imps(-45), -1);
        assert_eq!(imps(3999), 23);
        assert_eq!(imps(i32::MAX), 24);
        assert_eq!(imps(i32::MIN), -24);
    }

    #[test]
    fn scale_is_contiguous_and_monotone() {
        for (i, pair) in IMP_SCALE.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            assert_eq!(a.imps, i32::try_from(i).expect("small"));
            assert_eq!(b.imps, a.imps + 1);
            // Printed bands leave no 10-point gap: the next starts 10 above.
            assert_eq!(a.to.map(|t| t + 10), Some(b.from));
        }
        for band in IMP_SCALE {
            assert_eq!(imps(i32::try_from(band.from).expect("small")), band.imps);
        }
    }

    #[test]
    fn well_known_swings() {
        // 4♠= vul vs 4♠-1 vul at the other table: 620 + 100.
        assert_eq!(imps(620 + 100), 12);
        // 3NT= nv vs 2NT+1 nv: 400 − 150.
        assert_eq!(imps(400 - 150), 6);
        // 6♠= nv vs 4♠+2 nv: 980 − 480.
        assert_eq!(imps(980 - 480), 11);
    }

    #[test]
    fn parses_differences() {
        assert_eq!(parse_diff("430"), Ok(430));
        assert_eq!(parse_diff(" -1100 "), Ok(-1100));
        assert_eq!(parse_diff("+50"), Ok(50));
        assert_eq!(parse_diff("−620"), Ok(-620));
        assert_eq!(parse_diff("1 100"), Ok(1100));
        assert_eq!(parse_diff("1\u{00A0}100"), Ok(1100));
        assert_eq!(
            parse_diff("abc"),
            Err(ToolError::BadDiff {
                input: "abc".into()
            })
        );
        assert_eq!(
            parse_diff("abc").map_err(|e| e.to_string()),
            Err("Разница должна быть целым числом: «abc»".into())
        );
        assert_eq!(
            parse_diff("12.5"),
            Err(ToolError::BadDiff {
                input: "12.5".into()
            })
        );
        assert_eq!(
            parse_diff("99999999999"),
            Err(ToolError::BadDiff {
                input: "99999999999".into()
            })
        );
        assert_eq!(
            parse_diff(""),
            Err(ToolError::Empty {
                what: "разница"
            })
        );
        assert_eq!(
            parse_diff("  "),
            Err(ToolError::Empty {
                what: "разница"
            })
        );
    }
}
