//! Artificial adjusted scores (Law 12C1, 000:743).
//!
//! «Когда вследствие нарушения никакой результат в сдаче не может быть
//! достигнут естественным образом, судья назначает искусственный присуждённый
//! результат: 40 % достижимых MP ("средний минус") для безусловно виновной
//! стороны; 50 % ("среднее") для частично виновной стороны; и по меньшей мере
//! 60 % ("средний плюс") для невиновной стороны … Результаты, назначенные двум
//! сторонам, не обязаны быть сбалансированными.»
//!
//! The two sides are scored separately, so the percentages need not add up to
//! 100 (e.g. 60 % and 40 %, but also 60 % and 60 %).

/// How far a side is to blame for the irregularity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fault {
    /// Directly at fault («безусловно виновная сторона»).
    Direct,
    /// Partly at fault («частично виновная сторона»).
    Partial,
    /// Not at fault («невиновная сторона»).
    None,
}

impl Fault {
    /// The Russian name of the award as printed in 12C1: «средний минус»,
    /// «среднее», «средний плюс».
    pub fn label_ru(self) -> &'static str {
        match self {
            Fault::Direct => "средний минус",
            Fault::Partial => "среднее",
            Fault::None => "средний плюс",
        }
    }

    /// How the side is described in 12C1: «безусловно виновная», «частично
    /// виновная», «невиновная».
    pub fn side_ru(self) -> &'static str {
        match self {
            Fault::Direct => "безусловно виновная",
            Fault::Partial => "частично виновная",
            Fault::None => "невиновная",
        }
    }
}

/// The percentage of the available matchpoints awarded under 12C1:
/// 40 directly at fault, 50 partly at fault, 60 not at fault.
///
/// For a side not at fault 60 is the **minimum** («по меньшей мере 60 %»): 12C1
/// refers to Law 86 (teams) and Law 88 (pairs) for when more is due; neither
/// law's text is in the sources. This function returns the minimum.
pub fn artificial_percent(fault: Fault) -> u8 {
    match fault {
        Fault::Direct => 40,
        Fault::Partial => 50,
        Fault::None => 60,
    }
}

/// The artificial adjusted score in matchpoints on a board whose top is `top`
/// (see [`super::matchpoints::top`]); for a side not at fault, the minimum.
pub fn artificial_matchpoints(fault: Fault, top: f64) -> f64 {
    top * f64::from(artificial_percent(fault)) / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_from_12c1() {
        assert_eq!(artificial_percent(Fault::Direct), 40);
        assert_eq!(artificial_percent(Fault::Partial), 50);
        assert_eq!(artificial_percent(Fault::None), 60);
    }

    #[test]
    fn labels_from_12c1() {
        assert_eq!(Fault::Direct.label_ru(), "средний минус");
        assert_eq!(Fault::Partial.label_ru(), "среднее");
        assert_eq!(Fault::None.label_ru(), "средний плюс");
        assert_eq!(Fault::None.side_ru(), "невиновная");
    }

    #[test]
    fn matchpoints_on_a_top() {
        assert!((artificial_matchpoints(Fault::Direct, 10.0) - 4.0).abs() < 1e-9);
        assert!((artificial_matchpoints(Fault::Partial, 10.0) - 5.0).abs() < 1e-9);
        assert!((artificial_matchpoints(Fault::None, 10.0) - 6.0).abs() < 1e-9);
        // The two sides need not balance: 60 % + 40 % and 60 % + 60 % are both valid.
        let both_innocent = 2.0 * artificial_matchpoints(Fault::None, 12.0);
        assert!(both_innocent > 12.0);
    }
}
