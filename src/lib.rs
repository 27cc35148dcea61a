//! td-handbook core: the 1987 Laws of Duplicate Contract Bridge (Russian text of «Все о
//! Бридже») as structured data, and everything built on it. No GUI types below this crate
//! root: the egui shell lives in `app/` behind the `gui` feature.

#[cfg(feature = "gui")]
pub mod app;
pub mod import;
pub mod load;
pub mod model;
pub mod records;
pub mod rulings;
pub mod search;
pub mod tools;
pub mod validate;
