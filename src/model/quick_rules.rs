//! The popular, non-normative summary «Правила для особых случаев» (seed 003):
//! `laws/quick_rules.ron`.

use serde::{Deserialize, Serialize};

use super::source::{Para, Src};

/// `quick_rules.ron`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuickRulesFile {
    /// The title as printed: «ПРАВИЛА ДЛЯ ОСОБЫХ СЛУЧАЕВ».
    pub title: String,
    /// Always false: this text is not the Laws. Kept in the data so no reader can miss it.
    pub normative: bool,
    /// Our note to the user on what this text is (Russian).
    pub notice: String,
    /// The one-line introduction.
    pub intro: Para,
    /// The 12 sections.
    pub sections: Vec<QuickSection>,
    /// The list of sources the summary names (003:63–72).
    pub sources: Vec<Para>,
}

/// One section of the popular summary.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuickSection {
    /// A stable id, e.g. `revoke`.
    pub id: String,
    /// The heading as printed: «Фальшивый ренонс».
    pub heading: String,
    /// Where the heading is.
    pub heading_src: Src,
    /// The paragraphs; list items are separate paragraphs that keep their marker («– », «а)»).
    pub paras: Vec<Para>,
    /// The laws this section is about (our curation: the summary names no law).
    #[serde(default)]
    pub related_laws: Vec<u8>,
    /// Where the summary differs from the Laws (INVENTORY §6).
    #[serde(default)]
    pub differs: Vec<Difference>,
}

/// A point where the popular summary departs from the Laws.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difference {
    /// The law or item the difference concerns, e.g. `64A1`.
    pub law_ref: String,
    /// In our words (Russian): what the summary says and what the Laws say.
    pub summary: String,
    /// Where both texts are.
    pub evidence: Vec<Src>,
}
