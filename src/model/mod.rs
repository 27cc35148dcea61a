//! The data model: typed structs for every file in `laws/`.

pub mod commentary;
pub mod definitions;
pub mod index;
pub mod laws;
pub mod lawref;
pub mod quick_rules;
pub mod source;
pub mod tree;
