//! Search synonyms: `laws/synonyms.ron`. The terminology of the sources differs (the popular
//! summary says «пригвожденная карта» where the Laws say «штрафная карта»), and directors
//! type English terms; each group lists terms that mean the same thing for search.

use serde::{Deserialize, Serialize};

/// `synonyms.ron`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SynonymsFile {
    /// The groups.
    pub groups: Vec<SynonymGroup>,
}

/// Terms that mean the same thing.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SynonymGroup {
    /// The terms; the first is the one the Laws use.
    pub terms: Vec<String>,
    /// The laws the concept is mainly about.
    #[serde(default)]
    pub laws: Vec<u8>,
    /// Where the synonym comes from.
    #[serde(default)]
    pub source: String,
}
