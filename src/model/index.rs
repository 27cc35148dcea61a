//! The alphabetical index (Указатель): `laws/index.ron`.

use serde::{Deserialize, Serialize};

use super::source::{Edit, Src};

/// `index.ron`: the index groups in the order of the sources.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IndexFile {
    /// Headwords (groups) with their sub-entries.
    pub entries: Vec<IndexEntry>,
}

/// Where a headword is known from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HeadwordFrom {
    /// Printed in the index.
    Printed,
    /// Known only from the bracket of a page marker: `– 131 [приличия]`.
    PageBracket,
    /// Not in the sources (the page with it is missing).
    Unseen,
}

/// One headword (or a group of sub-entries whose headword is not printed).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IndexEntry {
    /// The headword; `None` when the sources do not have it.
    #[serde(default)]
    pub headword: Option<String>,
    /// Where the headword is known from.
    pub headword_from: HeadwordFrom,
    /// Law numbers printed after the headword itself.
    #[serde(default)]
    pub laws: Vec<u8>,
    /// «– см.» targets.
    #[serde(default)]
    pub see: Vec<String>,
    /// «– см.также» targets.
    #[serde(default)]
    pub see_also: Vec<String>,
    /// The sub-entries.
    #[serde(default)]
    pub subs: Vec<SubEntry>,
    /// Where the headword is (or the page-marker bracket that names it).
    pub src: Src,
    /// Editorial changes (a word rejoined across lines).
    #[serde(default)]
    pub edits: Vec<Edit>,
}

/// One sub-entry.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubEntry {
    /// As printed, with `=` standing for the headword: «Определение =».
    pub raw: String,
    /// In correct Russian, the headword inflected: «Определение фальшренонса».
    pub display: String,
    /// The law numbers as printed.
    #[serde(default)]
    pub laws: Vec<u8>,
    /// «– см.» targets.
    #[serde(default)]
    pub see: Vec<String>,
    /// The entry prints no law number at all.
    #[serde(default)]
    pub refs_missing: bool,
    /// Where it is.
    pub src: Src,
    /// Editorial changes (a word rejoined across lines).
    #[serde(default)]
    pub edits: Vec<Edit>,
}
