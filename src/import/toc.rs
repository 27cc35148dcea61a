//! The table of contents (Оглавление): law and item titles with their pages, and the
//! structural headings. Entries are glued together in the reflowed source; each ends with a
//! dot leader and a page number.

use std::sync::LazyLock;

use regex::Regex;

use super::blocks::BlockKind;
use super::corrections::Corrections;
use super::pages::Chunk;
use crate::model::source::{Edit, Src};

/// One entry of the contents.
#[derive(Debug, Clone)]
pub struct TocEntry {
    /// Law, structural heading or item.
    pub kind: BlockKind,
    /// The title.
    pub title: String,
    /// The page, when printed.
    pub page: Option<u16>,
    /// Where it is.
    pub src: Src,
    /// Joins and replacements made to it.
    pub edits: Vec<Edit>,
    /// The law the entry belongs to.
    pub law: Option<u8>,
    /// The item labels from the law down (empty for a law or a heading).
    pub labels: Vec<String>,
}

static LEADER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\.+\s*(\d{1,3})(?:\s+|$)").expect("valid regex"));

/// Parses the contents chunks, in file order.
pub fn parse(chunks: &[&Chunk], corr: &Corrections) -> Vec<TocEntry> {
    let mut out = Vec::new();
    for chunk in chunks {
        // A line starting in lower case continues the one before.
        let logical = super::pages::logical_lines(chunk, corr, |_, t| {
            t.chars().next().is_some_and(char::is_lowercase)
        });
        let fragment = corr
            .fragments
            .iter()
            .find(|f| f.file == chunk.file && Some(f.page) == chunk.page);
        let mut law: Option<u8> = fragment.map(|f| f.law);
        let mut stack: Vec<String> = fragment
            .map(|f| {
                super::lawbody::labels(f.context.trim_start_matches(|c: char| c.is_ascii_digit()))
            })
            .unwrap_or_default();
        for super::pages::LogicalLine {
            text,
            from,
            to,
            edits,
        } in logical
        {
            let src = Src {
                file: chunk.file.clone(),
                lines: (from, to),
                page: chunk.page,
            };
            for (title_raw, page) in split_entries(&text) {
                let (kind, title) = super::blocks::classify(&title_raw);
                let mut labels = Vec::new();
                match &kind {
                    BlockKind::Law(n) => {
                        law = Some(*n);
                        stack.clear();
                    }
                    BlockKind::Item { label, level, .. } => {
                        stack.truncate(level - 1);
                        while stack.len() < level - 1 {
                            stack.push("?".into());
                        }
                        stack.push(label.clone());
                        labels = stack.clone();
                    }
                    _ => {}
                }
                out.push(TocEntry {
                    kind,
                    title,
                    page,
                    src: src.clone(),
                    edits: edits.clone(),
                    law,
                    labels,
                });
            }
        }
    }
    out
}

/// Splits a logical line into entries, each `(text, page)`. The text after the last leader
/// is an entry without a page (cut off, or continued on a missing page).
fn split_entries(s: &str) -> Vec<(String, Option<u16>)> {
    let mut out = Vec::new();
    let mut last = 0;
    for c in LEADER.captures_iter(s) {
        let (Some(m), Some(num)) = (c.get(0), c.get(1)) else {
            continue;
        };
        let mut title = s[last..m.start()].trim().to_string();
        // An abbreviation swallowed by the leader: «S.O............114».
        if title.ends_with(|c: char| c.is_ascii_uppercase())
            && title[..title.len() - 1].ends_with('.')
        {
            title.push('.');
        }
        if !title.is_empty() {
            out.push((title, num.as_str().parse().ok()));
        }
        last = m.end();
    }
    let rest = s[last..].trim();
    if !rest.is_empty() {
        out.push((rest.to_string(), None));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_glued_entries() {
        let e = split_entries(
            "D.Ответственность за процедуры............40 Правило 8. Последовательность раундов.......40",
        );
        assert_eq!(e.len(), 2);
        assert_eq!(
            e[1],
            (
                "Правило 8. Последовательность раундов".to_string(),
                Some(40)
            )
        );
        let e = split_entries(
            "Глава IX – ОРГАНИЗАЦИЯ ТУРНИРА...............114 Правило 80. S.O............................114",
        );
        assert_eq!(e[1].0, "Правило 80. S.O.");
        let e = split_entries("(A).Разыгрывающим или любым вистующим.41");
        assert_eq!(
            e,
            vec![(
                "(A).Разыгрывающим или любым вистующим".to_string(),
                Some(41)
            )]
        );
    }
}
