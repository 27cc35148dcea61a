//! `laws/corrections.ron`: every hand decision the importer needs, each with its reason.
//! Keeping them here (and nowhere in the code) makes the generated data reproducible and
//! every editorial change reviewable in one place.

use serde::{Deserialize, Serialize};

use crate::model::laws::Attribution;
use crate::model::source::EditKind;

/// The whole corrections file.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Corrections {
    /// What each range of lines of each source file holds.
    pub regions: Vec<Region>,
    /// Law and item context for page chunks that start without a law heading.
    pub fragments: Vec<Fragment>,
    /// Line joins that drop the space (a hyphen the reflow lost): «суро|вого».
    pub joins: Vec<Join>,
    /// Lines that continue the heading above them although they start with a capital or «(».
    pub heading_continuations: Vec<LineRef>,
    /// Items whose text follows the label on the same line with no title: «(A).Если карта…».
    pub untitled_items: Vec<LineRef>,
    /// Text replacements on single source lines (restored suits, typos), recorded as edits.
    pub replacements: Vec<Replacement>,
    /// Line ranges kept one paragraph per line (tables).
    pub verbatim: Vec<LineRange>,
    /// Editorial notes attached to laws.
    pub law_notes: Vec<LawNote>,
    /// Display forms of index sub-entries (the `=` inflected by hand), by source line.
    pub index_display: Vec<IndexDisplay>,
    /// Laws the sources show as complete although their text runs to the end of a page.
    pub complete_laws: Vec<LawNote>,
}

/// What a range of lines is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RegionKind {
    /// Web-page boilerplate, dropped.
    Boilerplate,
    /// The alphabetical index.
    Index,
    /// The table of contents.
    Toc,
    /// The preface.
    Preface,
    /// The definitions (curated by hand in `definitions.ron`, not parsed).
    Definitions,
    /// The body of the laws.
    Laws,
    /// The commentary (numbered paragraphs).
    Commentary,
    /// The popular summary (curated by hand in `quick_rules.ron`, not parsed).
    Popular,
    /// Noise: runs of page numbers.
    Noise,
}

/// A range of lines of a source file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    /// The source file name.
    pub file: String,
    /// First line, 1-based.
    pub from: u32,
    /// Last line, inclusive.
    pub to: u32,
    /// What it is.
    pub kind: RegionKind,
}

/// The law context of a page chunk that begins without a law heading.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fragment {
    /// The source file name.
    pub file: String,
    /// The printed page of the chunk.
    pub page: u16,
    /// The law the chunk's first text belongs to.
    pub law: u8,
    /// The item path the first text continues (`7B`, `15?`); empty for the law itself.
    #[serde(default)]
    pub context: String,
    /// How it was attributed.
    pub attribution: Attribution,
    /// Why (the evidence).
    pub reason: String,
}

/// A line join.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Join {
    /// The source file name.
    pub file: String,
    /// The line that is joined to the one before it.
    pub line: u32,
    /// Why.
    pub reason: String,
}

/// One line of a source file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineRef {
    /// The source file name.
    pub file: String,
    /// The line, 1-based.
    pub line: u32,
}

/// A range of lines of a source file.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineRange {
    /// The source file name.
    pub file: String,
    /// First line.
    pub from: u32,
    /// Last line, inclusive.
    pub to: u32,
}

/// A replacement within one source line.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replacement {
    /// The source file name.
    pub file: String,
    /// The line, 1-based.
    pub line: u32,
    /// The exact text in the line.
    pub before: String,
    /// What it becomes.
    pub after: String,
    /// The kind of edit.
    pub kind: EditKind,
    /// Why.
    pub reason: String,
}

/// An editorial note on a law.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawNote {
    /// The law.
    pub law: u8,
    /// The note (Russian, shown to the user).
    pub note: String,
}

/// The display form of an index sub-entry.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IndexDisplay {
    /// The source file name.
    pub file: String,
    /// The line of the sub-entry.
    pub line: u32,
    /// The raw text, to check the line is the one meant.
    pub raw: String,
    /// The display form.
    pub display: String,
}
