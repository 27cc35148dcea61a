//! The laws: `laws/laws.ron`.

use serde::{Deserialize, Serialize};

use super::source::{Completeness, Edit, Para, Src};

/// `laws.ron`: the edition, the preface, the structural headings and all 93 laws.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawsFile {
    /// The edition of the Laws (1987).
    pub edition: u16,
    /// The book the Russian text comes from.
    pub book: String,
    /// The author as the sources name him (the web copy says «Автор Неизвестен»).
    #[serde(default)]
    pub author_as_printed: Option<String>,
    /// The translator, if the sources name one (they do not).
    #[serde(default)]
    pub translator: Option<String>,
    /// Notes on the data as a whole.
    #[serde(default)]
    pub notes: Vec<String>,
    /// The preface's heading as printed: «ПРЕДИСЛОВИЕ К РЕДАКЦИИ 1987 г».
    #[serde(default)]
    pub preface_title: Option<String>,
    /// The preface.
    #[serde(default)]
    pub preface: Vec<Para>,
    /// Глава / Часть / Раздел headings, in book order.
    #[serde(default)]
    pub headings: Vec<Heading>,
    /// Exactly 93 laws, numbered 1 to 93.
    pub laws: Vec<Law>,
}

/// The kind of a structural heading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HeadingKind {
    /// Глава.
    Chapter,
    /// Часть.
    Part,
    /// Раздел.
    Section,
}

impl HeadingKind {
    /// The Russian word.
    pub fn ru(self) -> &'static str {
        match self {
            HeadingKind::Chapter => "Глава",
            HeadingKind::Part => "Часть",
            HeadingKind::Section => "Раздел",
        }
    }
}

/// A structural heading. Numbers and titles repeat in the book, so a heading is
/// identified by its position: the law it precedes.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Heading {
    /// Глава, Часть or Раздел.
    pub kind: HeadingKind,
    /// The number as printed: `IV`, `II`.
    pub number: String,
    /// The title as printed.
    pub title: String,
    /// The first law after the heading.
    pub precedes_law: u8,
    /// Page from the table of contents.
    #[serde(default)]
    pub toc_page: Option<u16>,
    /// Every place the heading is seen (contents, body).
    pub src: Vec<Src>,
    /// Editorial changes made to the title (a rejoined word).
    #[serde(default)]
    pub edits: Vec<Edit>,
}

/// Where a title is known from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TitleFrom {
    /// The table of contents.
    Toc,
    /// The heading in the body of the laws.
    Body,
    /// The heading in the commentary.
    Commentary,
}

/// How a piece of text was attributed to its law or item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Attribution {
    /// The heading is printed with the text.
    Explicit,
    /// The text directly precedes the next law's heading on the same page.
    Position,
    /// Matched through the table of contents (titles or pages).
    Toc,
    /// Matched through the index or the subject matter (weakest).
    Index,
}

/// One law.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Law {
    /// 1 to 93.
    pub number: u8,
    /// The title, when the sources show one.
    #[serde(default)]
    pub title: Option<String>,
    /// Where the title is known from.
    #[serde(default)]
    pub title_from: Vec<TitleFrom>,
    /// Where the title is printed.
    #[serde(default)]
    pub title_src: Vec<Src>,
    /// Editorial changes made to the title.
    #[serde(default)]
    pub title_edits: Vec<Edit>,
    /// Page from the table of contents.
    #[serde(default)]
    pub toc_page: Option<u16>,
    /// How much of the law the sources contain.
    pub completeness: Completeness,
    /// How the law's text was attributed to it.
    #[serde(default)]
    pub attribution: Option<Attribution>,
    /// Text before the first item.
    #[serde(default)]
    pub intro: Vec<Para>,
    /// The items (A, B, … with 1, 2, … and (A), (B), … below them).
    #[serde(default)]
    pub items: Vec<Item>,
    /// Footnotes, each with the items that carry its mark.
    #[serde(default)]
    pub footnotes: Vec<Footnote>,
    /// Editorial notes on this law (disagreements between sources, attribution reasons).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// An item of a law: `64A`, `64A1`, `25B2(B)(1)`.
///
/// Where the sources do not show an item's letter, `?` stands for it: `16?1` is item 1 under
/// an unknown letter of Law 16.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Item {
    /// The label: `A`, `1`, `(A)`, `(1)`, or `?` when the sources do not show it.
    pub label: String,
    /// The full path: `64A1`.
    pub path: String,
    /// The title, when known.
    #[serde(default)]
    pub title: Option<String>,
    /// Where the title is known from.
    #[serde(default)]
    pub title_from: Vec<TitleFrom>,
    /// Editorial changes made to the title.
    #[serde(default)]
    pub title_edits: Vec<Edit>,
    /// Page from the table of contents.
    #[serde(default)]
    pub toc_page: Option<u16>,
    /// How much of the item the sources contain.
    pub completeness: Completeness,
    /// How the item's text was attributed to it.
    #[serde(default)]
    pub attribution: Option<Attribution>,
    /// The text.
    #[serde(default)]
    pub paras: Vec<Para>,
    /// Sub-items.
    #[serde(default)]
    pub children: Vec<Item>,
}

/// A footnote of a law.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Footnote {
    /// The mark: `*` or `**`.
    pub mark: String,
    /// The item paths (or the law number, for its intro) whose text carries the mark.
    pub anchors: Vec<String>,
    /// The note's text.
    pub paras: Vec<Para>,
}

impl LawsFile {
    /// The law with this number.
    pub fn law(&self, number: u8) -> Option<&Law> {
        self.laws.iter().find(|l| l.number == number)
    }
}

impl Law {
    /// Every item of the law, depth first.
    pub fn all_items(&self) -> Vec<&Item> {
        fn walk<'a>(items: &'a [Item], out: &mut Vec<&'a Item>) {
            for it in items {
                out.push(it);
                walk(&it.children, out);
            }
        }
        let mut out = Vec::new();
        walk(&self.items, &mut out);
        out
    }

    /// The item with this path (`64A1`).
    pub fn item(&self, path: &str) -> Option<&Item> {
        self.all_items().into_iter().find(|i| i.path == path)
    }

    /// Whether the sources have any text of the law (intro, items or footnotes).
    pub fn has_text(&self) -> bool {
        !self.intro.is_empty() || self.all_items().iter().any(|i| !i.paras.is_empty())
    }
}
