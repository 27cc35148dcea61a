//! Provenance: where a piece of text came from and what was changed in it.

use serde::{Deserialize, Serialize};

/// A location in one of the source texts in `laws/source/`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Src {
    /// File name of the source text, e.g. `000_a4fbb80cd8d67c42.txt`.
    pub file: String,
    /// First and last line (1-based, inclusive) in the raw source file.
    pub lines: (u32, u32),
    /// Printed book page, when the source shows it (from the page marker that closes the page).
    #[serde(default)]
    pub page: Option<u16>,
}

/// The kind of an editorial change made to the source text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum EditKind {
    /// A ♠♥♦♣ symbol the source lost, put back.
    RestoredSuitSymbol,
    /// A word broken across lines joined (a soft hyphen removed, or a lost hyphen inferred).
    JoinedHyphenation,
    /// An obvious misprint corrected.
    FixedTypo,
    /// Spacing or punctuation normalised (a missing space after a comma, an NBSP).
    Spacing,
    /// Anything else, described in words.
    Other(String),
}

/// One editorial change: the text as the source has it, and as the data has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edit {
    /// What kind of change this is.
    pub kind: EditKind,
    /// The text as in the source.
    pub before: String,
    /// The text as in the data.
    pub after: String,
    /// Why, when it is not obvious from the kind.
    #[serde(default)]
    pub reason: Option<String>,
}

/// A paragraph of text with its provenance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Para {
    /// The cleaned text: page markers removed, hyphenation joined, corrections applied.
    pub text: String,
    /// The paragraph begins mid-sentence because the page before it is not in the sources.
    #[serde(default)]
    pub truncated_start: bool,
    /// The paragraph breaks off because the page after it is not in the sources.
    #[serde(default)]
    pub truncated_end: bool,
    /// Every change made to the source text, never silent.
    #[serde(default)]
    pub edits: Vec<Edit>,
    /// Where it came from.
    pub src: Src,
}

/// How much of a law, an item or a definition the sources contain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Completeness {
    /// The whole text is in the sources.
    Complete,
    /// Some of the text is in the sources.
    Partial,
    /// Only the title, from the table of contents.
    TocOnly,
    /// Only a title or heading from the body (or the commentary), no text.
    TitleOnly,
    /// Nothing but citations from elsewhere.
    Missing,
}

impl Completeness {
    /// A short Russian label for the user.
    pub fn label_ru(self) -> &'static str {
        match self {
            Completeness::Complete => "полный текст",
            Completeness::Partial => "текст частично",
            Completeness::TocOnly => "только заголовок из оглавления",
            Completeness::TitleOnly => "только заголовок",
            Completeness::Missing => "текста нет в источниках",
        }
    }

    /// The JSON name used by the CLI (`complete`, `partial`, `toc_only`, `title_only`, `missing`).
    pub fn json_name(self) -> &'static str {
        match self {
            Completeness::Complete => "complete",
            Completeness::Partial => "partial",
            Completeness::TocOnly => "toc_only",
            Completeness::TitleOnly => "title_only",
            Completeness::Missing => "missing",
        }
    }
}
