//! The definitions (Определения) of the laws: `laws/definitions.ron`.

use serde::{Deserialize, Serialize};

use super::source::{Completeness, Edit, Para};

/// `definitions.ron`: the defined terms, in the book's order (the English alphabet).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefinitionsFile {
    /// The definitions.
    pub definitions: Vec<Definition>,
}

/// One defined term.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Definition {
    /// The Russian term and its alternatives, as printed: `["Игра", "розыгрыш"]`.
    pub terms_ru: Vec<String>,
    /// The English term, corrected where misprinted (the edit is in `term_en_edits`).
    pub term_en: String,
    /// Corrections made to the English term (e.g. «phychic call» → «psychic call»).
    #[serde(default)]
    pub term_en_edits: Vec<Edit>,
    /// The senses, one paragraph each («1) …», «2) …» split apart), notes as further paragraphs.
    pub senses: Vec<Para>,
    /// Law references the definition makes («см. правило 50» → `"50"`, «30C»).
    #[serde(default)]
    pub law_refs: Vec<String>,
    /// Whether the sources have the whole definition.
    pub completeness: Completeness,
}
