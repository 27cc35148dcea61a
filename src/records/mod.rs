//! Ruling records: what a director writes up after a ruling — for the organiser and a
//! possible appeal — built from an answered tree, with the cited law text quoted from the
//! loaded data. Time is passed in, never read here.

pub mod flowchart;
pub mod journal;
pub mod layout;
pub mod pdf;
pub mod text;

use serde::{Deserialize, Serialize};

use crate::load::Handbook;
use crate::model::lawref::LawRef;
use crate::rulings::Outcome;
use crate::tools;

/// The facts of the table, typed by the director.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Facts {
    /// The event (турнир).
    pub event: String,
    /// The director's name.
    pub director: String,
    /// The round.
    pub round: String,
    /// The table.
    pub table: String,
    /// The board number.
    pub board: Option<u32>,
    /// The N-S pair.
    pub ns: String,
    /// The E-W pair.
    pub ew: String,
    /// A score adjustment, if any («N-S +110 → 60 % / 40 %»).
    pub adjustment: String,
    /// The director's notes.
    pub notes: String,
}

/// A cited law with the text quoted from the loaded data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Citation {
    /// The reference: `64A1`.
    pub reference: String,
    /// The law or item title, if known.
    #[serde(default)]
    pub title: Option<String>,
    /// The quoted paragraphs (empty when the sources have no text).
    #[serde(default)]
    pub text: Vec<String>,
}

/// One question answered on the way to the ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answered {
    /// The question.
    pub question: String,
    /// The answer.
    pub answer: String,
}

/// A ruling record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulingRecord {
    /// Its number in the log (0 before it is logged).
    #[serde(default)]
    pub id: u64,
    /// When the ruling was made, as the caller gives it: `2026-11-30 19:05`.
    pub time: String,
    /// The facts of the table.
    pub facts: Facts,
    /// Dealer of the board (Law 2), when the board is known.
    #[serde(default)]
    pub dealer: Option<String>,
    /// Vulnerability of the board in Russian («В зоне N-S»), when known.
    #[serde(default)]
    pub vulnerability: Option<String>,
    /// The tree's id.
    pub tree: String,
    /// The tree's title.
    pub tree_title: String,
    /// The edition of the Laws ruled under.
    pub edition: u16,
    /// The questions and answers.
    pub path: Vec<Answered>,
    /// The ruling's headline.
    pub title: String,
    /// The rectification.
    pub ruling: String,
    /// What the players were told.
    pub announce: String,
    /// The law citations with their quoted text.
    pub citations: Vec<Citation>,
    /// The tree's notes for this ruling.
    #[serde(default)]
    pub ruling_notes: Vec<String>,
    /// Whether the ruling rests on text the sources lack.
    #[serde(default)]
    pub outside_sources: bool,
}

/// The quoted text of a reference: the item's (or law's intro) paragraphs and those of its
/// sub-items.
pub fn cite(hb: &Handbook, reference: &str) -> Citation {
    let none = Citation {
        reference: reference.to_string(),
        title: None,
        text: Vec::new(),
    };
    let Some(r) = LawRef::parse(reference) else {
        return none;
    };
    let Some(law) = hb.laws.law(r.law) else {
        return none;
    };
    if r.item.is_empty() {
        let mut text: Vec<String> = law.intro.iter().map(|p| p.text.clone()).collect();
        for it in law.all_items() {
            text.extend(it.paras.iter().map(|p| format!("{}: {}", it.path, p.text)));
        }
        return Citation {
            reference: r.path(),
            title: law.title.clone(),
            text,
        };
    }
    match law.item(&r.path()) {
        Some(it) => {
            let mut text: Vec<String> = it.paras.iter().map(|p| p.text.clone()).collect();
            fn walk(items: &[crate::model::laws::Item], out: &mut Vec<String>) {
                for c in items {
                    out.extend(c.paras.iter().map(|p| format!("{}: {}", c.path, p.text)));
                    walk(&c.children, out);
                }
            }
            walk(&it.children, &mut text);
            Citation {
                reference: r.path(),
                title: it.title.clone(),
                text,
            }
        }
        None => Citation {
            reference: r.path(),
            title: None,
            text: Vec::new(),
        },
    }
}

impl RulingRecord {
    /// Builds the record of an outcome.
    pub fn new(
        hb: &Handbook,
        tree_id: &str,
        tree_title: &str,
        outcome: &Outcome<'_>,
        facts: Facts,
        time: &str,
    ) -> RulingRecord {
        let board = facts.board.and_then(|b| tools::board_info(b).ok());
        RulingRecord {
            id: 0,
            time: time.to_string(),
            dealer: board.map(|b| b.dealer.letter().to_string()),
            vulnerability: board.map(|b| b.vul.ru().to_string()),
            facts,
            tree: tree_id.to_string(),
            tree_title: tree_title.to_string(),
            edition: hb.laws.edition,
            path: outcome
                .path
                .iter()
                .map(|s| Answered {
                    question: s.question.clone(),
                    answer: s.answer.clone(),
                })
                .collect(),
            title: outcome.ruling.title.clone(),
            ruling: outcome.ruling.ruling.clone(),
            announce: outcome.ruling.announce.clone(),
            citations: outcome
                .ruling
                .citations
                .iter()
                .map(|c| cite(hb, c))
                .collect(),
            ruling_notes: outcome.ruling.notes.clone(),
            outside_sources: outcome.ruling.basis == crate::model::tree::Basis::Outside,
        }
    }
}
