//! Decision trees for rulings: `laws/trees/*.ron`, one tree per irregularity.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One decision tree.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tree {
    /// Stable id, also the file name without `.ron`: `revoke`.
    pub id: String,
    /// Russian title shown in the list: «Фальшренонс».
    pub title: String,
    /// The edition of the Laws the tree follows (1987).
    pub edition: u16,
    /// Words a director might type to find this tree (Russian, English, popular terms).
    #[serde(default)]
    pub keywords: Vec<String>,
    /// Law numbers the tree concerns.
    pub laws: Vec<u8>,
    /// A short description of when to use the tree.
    #[serde(default)]
    pub summary: String,
    /// The id of the first node.
    pub start: String,
    /// All nodes by id.
    pub nodes: BTreeMap<String, Node>,
}

/// What a step of a tree rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Basis {
    /// The law text it rests on is in `laws/` (the 1987 Russian text of the sources).
    #[default]
    Sources,
    /// The sources lack the text: the step follows the 1987 laws as known
    /// (the 1997 English text is the nearest public reference).
    Outside,
}

/// A node of a tree.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Node {
    /// A question about the facts, with two or more answers.
    Question(Question),
    /// A number to enter (e.g. tricks won after a revoke) that chooses the next node.
    Count(Count),
    /// The end: a ruling.
    Ruling(Ruling),
}

/// A question about the facts.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// The question (Russian).
    pub text: String,
    /// What to look at to answer it.
    #[serde(default)]
    pub help: Option<String>,
    /// The law references it rests on: `["63A1", "63A2"]`.
    #[serde(default)]
    pub refs: Vec<String>,
    /// Whether those laws' text is in the sources.
    #[serde(default)]
    pub basis: Basis,
    /// Two or more answers.
    pub answers: Vec<Answer>,
}

/// One answer to a question.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The answer as shown on the button.
    pub label: String,
    /// The node it leads to.
    pub next: String,
}

/// A number to enter.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Count {
    /// The question (Russian).
    pub text: String,
    /// What to count.
    #[serde(default)]
    pub help: Option<String>,
    /// The law references it rests on.
    #[serde(default)]
    pub refs: Vec<String>,
    /// Whether those laws' text is in the sources.
    #[serde(default)]
    pub basis: Basis,
    /// Smallest number accepted.
    pub min: u32,
    /// Largest number accepted.
    pub max: u32,
    /// Ranges (inclusive) and where each leads; together they cover `min..=max` without overlap.
    pub branches: Vec<CountBranch>,
}

/// One range of a count.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountBranch {
    /// Smallest number of the range.
    pub from: u32,
    /// Largest number of the range.
    pub to: u32,
    /// How the range reads in the path: «2 и больше».
    pub label: String,
    /// The node it leads to.
    pub next: String,
}

/// A ruling: the end of a path.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    /// A short headline: «Две взятки переходят к ненарушившей стороне».
    pub title: String,
    /// The rectification, in plain words (our words, not law text).
    pub ruling: String,
    /// What to tell the players: the options they must be offered, without pressure (10C1).
    pub announce: String,
    /// Law references, at least one: `["63A1", "64A1"]`.
    pub citations: Vec<String>,
    /// Further notes: when to consider an adjusted score, what to watch for.
    #[serde(default)]
    pub notes: Vec<String>,
    /// Whether the cited laws' text is in the sources.
    #[serde(default)]
    pub basis: Basis,
}
