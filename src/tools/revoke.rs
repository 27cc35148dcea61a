//! How many tricks an established revoke transfers (Law 64A, 1987).
//!
//! The sources give Law 63 and the text of 64A1 (004:128–166):
//!
//! «1.Нарушитель выиграл взятку фальшренонса. И взятка, в которой имел место
//! фальшренонс, была выиграна нарушителем, (НАКАЗАНИЕ) после окончания игры
//! взятка, в которой имел место фальшренонс, плюс одна из последующих взяток,
//! выигранных нарушившей стороной, переходит к ненарушившей стороне.»
//!
//! Of 64A2 only the title survives (TOC, 000:470: «Нарушитель не выиграл взятку
//! фальшренонса»). Its rule here follows the 1987 Law as published: if the
//! offending player did not win the revoke trick, then, if the offending side
//! won that or any subsequent trick, one trick is transferred. Law 67B1(B)
//! (004:205) speaks of a «одновзяточного наказания по правилу 64», which agrees.
//!
//! Only tricks the offending side actually won from the revoke trick on can be
//! transferred. When it won none, nothing is transferred; that is the first
//! no-penalty case of 64B («Нарушившая сторона не выиграла взятку фальшренонса
//! и последующие взятки»), reported here as law `"64B1"`. The other 64B cases
//! (a second revoke in the same suit, a revoke by failing to play a faced card,
//! after the next deal's call, after the round, at trick 12) are decided by the
//! decision tree before this function is used. In the 1987 Laws the Director
//! may still adjust the score when the transfer does not compensate the
//! non-offending side (Law 64C); that text is not in the sources either.

/// What happened after the revoke, as the Director establishes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RevokeFacts {
    /// The revoking player won the revoke trick himself.
    pub offender_won_revoke_trick: bool,
    /// The offending side (the offender or his partner) won the revoke trick.
    /// Implied by `offender_won_revoke_trick`.
    pub side_won_revoke_trick: bool,
    /// Tricks the offending side won after the revoke trick.
    pub side_tricks_after: u8,
}

/// The trick transfer for one revoke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevokeTransfer {
    /// Tricks transferred to the non-offending side after play ends (0–2).
    pub tricks: u8,
    /// The law applied: `"64A1"`, `"64A2"`, or `"64B1"` when nothing can be
    /// transferred.
    pub law: &'static str,
    /// A Russian explanation for the Director.
    pub explanation_ru: String,
}

/// The number of tricks transferred for an established revoke under Law 64A
/// (1987).
///
/// * 64A1 — the offender won the revoke trick: that trick plus one more if the
///   offending side won any later trick (1 or 2 in all).
/// * 64A2 — the offender did not win the revoke trick: one trick if his side
///   won the revoke trick or any later trick.
/// * otherwise (64B1) — nothing.
pub fn revoke_transfer(facts: &RevokeFacts) -> RevokeTransfer {
    // The offender belongs to the offending side, so his trick is his side's
    // trick even if the caller left the second flag unset.
    let side_won_revoke_trick = facts.side_won_revoke_trick || facts.offender_won_revoke_trick;
    let won_later = facts.side_tricks_after > 0;

    if facts.offender_won_revoke_trick {
        let tricks = if won_later { 2 } else { 1 };
        let detail = if won_later {
            "взятка фальшренонса и одна из последующих взяток, выигранных нарушившей стороной"
        } else {
            "взятка фальшренонса; последующих взяток нарушившая сторона не выиграла, \
             поэтому вторую взятку передать нельзя"
        };
        return RevokeTransfer {
            tricks,
            law: "64A1",
            explanation_ru: format!(
                "Нарушитель выиграл взятку фальшренонса (правило 64A1): после окончания игры \
                 к ненарушившей стороне переходит {detail}. Итого: {}.",
                tricks_ru(tricks)
            ),
        };
    }

    if side_won_revoke_trick || won_later {
        let which = if side_won_revoke_trick {
            "взятку фальшренонса выиграл партнёр нарушителя"
        } else {
            "нарушившая сторона выиграла последующую взятку"
        };
        return RevokeTransfer {
            tricks: 1,
            law: "64A2",
            explanation_ru: format!(
                "Нарушитель не выиграл взятку фальшренонса, но {which} (правило 64A2): после \
                 окончания игры к ненарушившей стороне переходит одна взятка. Итого: {}.",
                tricks_ru(1)
            ),
        };
    }

    RevokeTransfer {
        tricks: 0,
        law: "64B1",
        explanation_ru: format!(
            "Нарушившая сторона не выиграла ни взятку фальшренонса, ни последующие взятки \
             (правило 64B1): наказания нет, взятки не переходят. Итого: {}.",
            tricks_ru(0)
        ),
    }
}

/// «0 взяток», «1 взятка», «2 взятки».
fn tricks_ru(n: u8) -> String {
    let word = match (n % 10, n % 100) {
        (_, 11..=14) => "взяток",
        (1, _) => "взятка",
        (2..=4, _) => "взятки",
        _ => "взяток",
    };
    format!("{n} {word}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(offender: bool, side: bool, after: u8) -> RevokeFacts {
        RevokeFacts {
            offender_won_revoke_trick: offender,
            side_won_revoke_trick: side,
            side_tricks_after: after,
        }
    }

    #[test]
    fn offender_won_revoke_trick_and_later_tricks() {
        for after in [1, 2, 5, 12] {
            let t = revoke_transfer(&facts(true, true, after));
            assert_eq!((t.tricks, t.law), (2, "64A1"), "after = {after}");
            assert!(t.explanation_ru.contains("2 взятки"));
        }
    }

    #[test]
    fn offender_won_only_the_revoke_trick() {
        let t = revoke_transfer(&facts(true, true, 0));
        assert_eq!((t.tricks, t.law), (1, "64A1"));
        assert!(t.explanation_ru.contains("1 взятка"));
    }

    #[test]
    fn offender_flag_implies_side_flag() {
        assert_eq!(
            revoke_transfer(&facts(true, false, 3)),
            revoke_transfer(&facts(true, true, 3))
        );
        assert_eq!(revoke_transfer(&facts(true, false, 0)).tricks, 1);
    }

    #[test]
    fn partner_won_revoke_trick() {
        for after in [0, 1, 4] {
            let t = revoke_transfer(&facts(false, true, after));
            assert_eq!((t.tricks, t.law), (1, "64A2"), "after = {after}");
            assert!(t.explanation_ru.contains("партнёр"));
        }
    }

    #[test]
    fn side_won_only_later_tricks() {
        for after in [1, 2, 9] {
            let t = revoke_transfer(&facts(false, false, after));
            assert_eq!((t.tricks, t.law), (1, "64A2"), "after = {after}");
        }
    }

    #[test]
    fn side_won_nothing() {
        let t = revoke_transfer(&facts(false, false, 0));
        assert_eq!((t.tricks, t.law), (0, "64B1"));
        assert!(t.explanation_ru.contains("0 взяток"));
    }

    #[test]
    fn never_more_than_the_side_won() {
        for offender in [false, true] {
            for side in [false, true] {
                for after in 0..=12u8 {
                    let f = facts(offender, side, after);
                    let won = u8::from(offender || side) + after;
                    let t = revoke_transfer(&f);
                    assert!(t.tricks <= won, "{f:?}");
                    assert!(t.tricks <= 2, "{f:?}");
                }
            }
        }
    }

    #[test]
    fn russian_plurals() {
        assert_eq!(tricks_ru(0), "0 взяток");
        assert_eq!(tricks_ru(1), "1 взятка");
        assert_eq!(tricks_ru(2), "2 взятки");
        assert_eq!(tricks_ru(5), "5 взяток");
        assert_eq!(tricks_ru(11), "11 взяток");
        assert_eq!(tricks_ru(21), "21 взятка");
    }
}
