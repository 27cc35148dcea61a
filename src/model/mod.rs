//! The data model: typed structs for every file in `laws/`.

pub mod commentary;
pub mod definitions;
pub mod index;
pub mod lawref;
pub mod laws;
pub mod quick_rules;
pub mod source;
pub mod synonyms;
pub mod tree;
