//! Commentary on Laws 54–57 (seed 002): `laws/commentary.ron`.

use serde::{Deserialize, Serialize};

use super::source::{Para, Src};

/// `commentary.ron`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommentaryFile {
    /// What the commentary is.
    pub notice: String,
    /// Commentary grouped by law.
    pub laws: Vec<CommentaryLaw>,
}

/// The commentary on one law.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommentaryLaw {
    /// The law.
    pub law: u8,
    /// The heading as printed: «ХОД РАЗЫГРЫВАЮЩЕГО ВНЕ ОЧЕРЕДИ».
    #[serde(default)]
    pub heading: Option<String>,
    /// Where the heading is.
    #[serde(default)]
    pub heading_src: Option<Src>,
    /// The numbered paragraphs.
    pub paras: Vec<CommentaryPara>,
}

/// One commentary paragraph.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommentaryPara {
    /// «55.3»; `None` for the unnumbered tail that opens the source.
    #[serde(default)]
    pub number: Option<String>,
    /// The text.
    pub para: Para,
}
