//! The alphabetical index (Указатель). In the reflowed source every headword is glued to the
//! end of the line before it; every line begins with a sub-entry or a continuation
//! (INVENTORY §3.2). A logical line is split into items: the first is a sub-entry, the rest
//! are headwords.

use std::sync::LazyLock;

use regex::Regex;

use super::corrections::Corrections;
use super::pages::Chunk;
use crate::model::index::{HeadwordFrom, IndexEntry, SubEntry};
use crate::model::source::Src;

static LEADER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\s*\.{1,}\s*(\d{1,2}(?:,\d{1,2})*)(?:\s+|$)").expect("valid regex")
});
static SEE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\s*[–-]\s*см\.\s*(также)?\s*").expect("valid regex"));

/// One parsed item of a line.
#[derive(Debug, Clone, PartialEq)]
struct Piece {
    text: String,
    laws: Vec<u8>,
    see: Vec<String>,
    see_also: Vec<String>,
}

/// Splits a logical line into pieces.
fn split(line: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        let leader = LEADER.captures(rest);
        let see = SEE.captures(rest);
        let lpos = leader.as_ref().and_then(|c| c.get(0)).map(|m| m.start());
        let spos = see.as_ref().and_then(|c| c.get(0)).map(|m| m.start());
        match (lpos, spos) {
            (Some(l), s) if s.is_none_or(|s| l < s) => {
                let c = leader.as_ref().expect("matched");
                let m = c.get(0).expect("matched");
                let laws = c[1].split(',').filter_map(|n| n.parse().ok()).collect();
                out.push(Piece {
                    text: rest[..l].trim().to_string(),
                    laws,
                    see: vec![],
                    see_also: vec![],
                });
                rest = rest[m.end()..].trim();
            }
            (_, Some(s)) => {
                let c = see.as_ref().expect("matched");
                let m = c.get(0).expect("matched");
                let also = c.get(1).is_some();
                let text = rest[..s].trim().to_string();
                let after = &rest[m.end()..];
                // Targets each end with «;». What follows the last «;» is a new headword.
                let mut targets = Vec::new();
                let mut tail = after;
                while let Some(p) = tail.find(';') {
                    targets.push(tail[..p].trim().to_string());
                    tail = tail[p + 1..].trim_start();
                }
                let (see, see_also) = if also {
                    (vec![], targets)
                } else {
                    (targets, vec![])
                };
                out.push(Piece {
                    text,
                    laws: vec![],
                    see,
                    see_also,
                });
                rest = tail.trim();
            }
            _ => {
                out.push(Piece {
                    text: rest.to_string(),
                    laws: vec![],
                    see: vec![],
                    see_also: vec![],
                });
                rest = "";
            }
        }
    }
    out
}

/// Parses the index chunks into entries.
pub fn parse(chunks: &[&Chunk], corr: &Corrections) -> (Vec<IndexEntry>, Vec<String>) {
    let mut problems = Vec::new();
    let mut entries: Vec<IndexEntry> = Vec::new();
    for chunk in chunks {
        // Lower-case starts continue the line before; so does a line of «target;» items after
        // a see-list left open.
        let logical = super::pages::logical_lines(chunk, corr, |prev, t| {
            t.chars().next().is_some_and(char::is_lowercase)
                || (!t.contains("..")
                    && t.ends_with(';')
                    && prev.contains("см.")
                    && prev.trim_end().ends_with(';'))
        });
        if let Some((b, line)) = &chunk.bracket {
            let mut head = b.clone();
            if let Some(first) = head.get(..head.chars().next().map_or(0, char::len_utf8)) {
                head = format!("{}{}", first.to_uppercase(), &head[first.len()..]);
            }
            entries.push(IndexEntry {
                headword: Some(head),
                headword_from: HeadwordFrom::PageBracket,
                laws: vec![],
                see: vec![],
                see_also: vec![],
                subs: vec![],
                src: Src {
                    file: chunk.file.clone(),
                    lines: (*line, *line),
                    page: chunk.page.map(|p| p - 4),
                },
                edits: vec![],
            });
        } else if entries.is_empty() {
            entries.push(IndexEntry {
                headword: None,
                headword_from: HeadwordFrom::Unseen,
                laws: vec![],
                see: vec![],
                see_also: vec![],
                subs: vec![],
                src: Src {
                    file: chunk.file.clone(),
                    lines: (chunk.lines[0].no, chunk.lines[0].no),
                    page: chunk.page,
                },
                edits: vec![],
            });
        }
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
            for (k, p) in split(&text).into_iter().enumerate() {
                if k == 0 {
                    let display = corr
                        .index_display
                        .iter()
                        .find(|d| d.file == chunk.file && d.line == from && d.raw == p.text)
                        .map(|d| d.display.clone());
                    let display = match display {
                        Some(d) => d,
                        None if !p.text.contains('=') => p.text.clone(),
                        None => {
                            problems.push(format!(
                                "{}:{}: нет формы для показа подстатьи «{}» (index_display)",
                                chunk.file, from, p.text
                            ));
                            p.text.clone()
                        }
                    };
                    let refs_missing = p.laws.is_empty() && p.see.is_empty();
                    let Some(e) = entries.last_mut() else {
                        continue;
                    };
                    e.subs.push(SubEntry {
                        raw: p.text,
                        display,
                        laws: p.laws,
                        see: p.see,
                        refs_missing,
                        src: src.clone(),
                        edits: edits.clone(),
                    });
                } else {
                    let head = p.text.trim_end_matches(':').trim().to_string();
                    entries.push(IndexEntry {
                        headword: Some(head),
                        headword_from: HeadwordFrom::Printed,
                        laws: p.laws,
                        see: p.see,
                        see_also: p.see_also,
                        subs: vec![],
                        src: src.clone(),
                        edits: edits.clone(),
                    });
                }
            }
        }
    }
    (entries, problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_lines() {
        let p = split(
            "= после претензии или уступки..............68 Онер как старшая штрафная карта...............50 Опоздание.....................................90 Отказ от наказания – см.также Потеря прав;",
        );
        assert_eq!(p.len(), 4);
        assert_eq!(p[0].laws, vec![68]);
        assert_eq!(p[3].text, "Отказ от наказания");
        assert_eq!(p[3].see_also, vec!["Потеря прав"]);
        let p = split(
            "= текущей взятки...........................68 Ушедшие взятки – см. Взятки (сыгранные); Факты",
        );
        assert_eq!(p.len(), 3);
        assert_eq!(p[1].see, vec!["Взятки (сыгранные)"]);
        assert_eq!(p[2].text, "Факты");
        let p = split("Право спрашивать о возможном = ......42,43,61");
        assert_eq!(p[0].laws, vec![42, 43, 61]);
    }
}
