//! Source lines, page markers and page chunks.
//!
//! A page marker (`– 40`, `- 42`, `- 75 -`) closes its page: the text before it is on that
//! printed page. Consecutive markers differ by 4 — three pages are missing between any two
//! chunks — so text never joins across a marker.

use std::sync::LazyLock;

use regex::Regex;

use super::blocks::lost_hyphen_edit;
use super::corrections::{Corrections, RegionKind};
use crate::model::source::Edit;

/// One line of a source file, after the corrections for that line.
#[derive(Debug, Clone)]
pub struct Line {
    /// 1-based line number in the raw file.
    pub no: u32,
    /// The text, page marker removed.
    pub text: String,
    /// Replacements applied to this line.
    pub edits: Vec<Edit>,
}

/// A run of lines of one region on one printed page.
#[derive(Debug, Clone)]
pub struct Chunk {
    /// The source file name.
    pub file: String,
    /// What the lines are.
    pub kind: RegionKind,
    /// The printed page.
    pub page: Option<u16>,
    /// The bracket of the marker that opens this chunk: `– 131 [приличия]`.
    pub bracket: Option<(String, u32)>,
    /// Whether a page marker (a gap of missing pages) comes right before the chunk.
    pub after_gap: bool,
    /// Whether a page marker (a gap) comes right after the chunk.
    pub before_gap: bool,
    /// Non-empty lines.
    pub lines: Vec<Line>,
}

/// Reflowed lines joined where one continues the line before (a break inside an entry).
#[derive(Debug, Clone)]
pub struct LogicalLine {
    /// The joined text.
    pub text: String,
    /// First source line.
    pub from: u32,
    /// Last source line.
    pub to: u32,
    /// Replacements of the source lines, and each join that dropped a space.
    pub edits: Vec<Edit>,
}

/// Joins the lines of a chunk that `continues(previous, line)` says belong to the line
/// before; the join drops the space where `corrections.joins` names the line (a hyphen the
/// reflow lost), and that join is recorded as an edit.
pub fn logical_lines(
    chunk: &Chunk,
    corr: &Corrections,
    continues: impl Fn(&str, &str) -> bool,
) -> Vec<LogicalLine> {
    let mut out: Vec<LogicalLine> = Vec::new();
    for l in &chunk.lines {
        let t = l.text.trim();
        match out.last_mut() {
            Some(last) if continues(&last.text, t) => {
                if corr
                    .joins
                    .iter()
                    .any(|j| j.file == chunk.file && j.line == l.no)
                {
                    last.edits.push(lost_hyphen_edit(&last.text, t));
                } else {
                    last.text.push(' ');
                }
                last.text.push_str(t);
                last.to = l.no;
                last.edits.extend(l.edits.iter().cloned());
            }
            _ => out.push(LogicalLine {
                text: t.to_string(),
                from: l.no,
                to: l.no,
                edits: l.edits.clone(),
            }),
        }
    }
    out
}

static MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*[–-]\s(\d{1,3})(?:\s+-)?(?:\s+\[([^\]]+)\])?(?:\s+(.*))?$")
        .expect("valid regex")
});

/// A page marker at the start of a line: the page number, the bracket and the glued rest.
fn marker(line: &str) -> Option<(u16, Option<String>, String)> {
    let c = MARKER.captures(line)?;
    let page: u16 = c.get(1)?.as_str().parse().ok()?;
    Some((
        page,
        c.get(2).map(|m| m.as_str().to_string()),
        c.get(3).map_or(String::new(), |m| m.as_str().to_string()),
    ))
}

/// Splits one source file into page chunks by region, applying the line replacements.
pub fn chunks(file: &str, text: &str, corr: &Corrections) -> Vec<Chunk> {
    let regions: Vec<_> = corr.regions.iter().filter(|r| r.file == file).collect();
    let kind_of = |no: u32| -> RegionKind {
        regions
            .iter()
            .find(|r| r.from <= no && no <= r.to)
            .map_or(RegionKind::Laws, |r| r.kind)
    };
    // First pass: lines, markers.
    struct Raw {
        line: Line,
        marker: Option<(u16, Option<String>)>,
    }
    let mut raws = Vec::new();
    for (i, raw) in text.split('\n').enumerate() {
        let no = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let mut t = raw.to_string();
        let mut edits = Vec::new();
        for r in corr
            .replacements
            .iter()
            .filter(|r| r.file == file && r.line == no)
        {
            if t.contains(&r.before) {
                t = t.replacen(&r.before, &r.after, 1);
                edits.push(Edit {
                    kind: r.kind.clone(),
                    before: r.before.clone(),
                    after: r.after.clone(),
                    reason: Some(r.reason.clone()),
                });
            }
        }
        let kind = kind_of(no);
        let m = if matches!(
            kind,
            RegionKind::Laws
                | RegionKind::Index
                | RegionKind::Toc
                | RegionKind::Definitions
                | RegionKind::Preface
        ) {
            marker(&t)
        } else {
            None
        };
        match m {
            Some((page, bracket, rest)) => {
                raws.push(Raw {
                    line: Line {
                        no,
                        text: rest,
                        edits,
                    },
                    marker: Some((page, bracket)),
                });
            }
            None => raws.push(Raw {
                line: Line { no, text: t, edits },
                marker: None,
            }),
        }
    }
    // The page of a line's content: the page closed by the next marker after it (the rest
    // of a marker line is after its marker); after the last marker, that page + 4.
    let last_marker = raws
        .iter()
        .rev()
        .find_map(|r| r.marker.as_ref().map(|m| m.0));
    let mut page_of = vec![last_marker.map(|p| p + 4); raws.len()];
    let mut next: Option<u16> = last_marker.map(|p| p + 4);
    for i in (0..raws.len()).rev() {
        if let Some((p, _)) = &raws[i].marker {
            page_of[i] = next;
            next = Some(*p);
        } else {
            page_of[i] = next;
        }
    }
    let mut out: Vec<Chunk> = Vec::new();
    let mut open = false;
    let mut gap = false;
    let mut bracket: Option<(String, u32)> = None;
    for (i, r) in raws.iter().enumerate() {
        let kind = kind_of(r.line.no);
        if let Some((_, b)) = &r.marker {
            if open && let Some(last) = out.last_mut() {
                last.before_gap = true;
            }
            open = false;
            gap = true;
            bracket = b.clone().map(|b| (b, r.line.no));
        }
        if r.line.text.trim().is_empty() {
            continue;
        }
        if !open || out.last().is_some_and(|c| c.kind != kind) {
            out.push(Chunk {
                file: file.to_string(),
                kind,
                page: page_of[i],
                bracket: bracket.take(),
                after_gap: gap,
                before_gap: false,
                lines: Vec::new(),
            });
            open = true;
            gap = false;
        }
        if let Some(c) = out.last_mut() {
            let mut line = r.line.clone();
            line.text = line.text.trim_end().to_string();
            c.lines.push(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers() {
        assert_eq!(
            marker("– 131 [приличия]"),
            Some((131, Some("приличия".into()), String::new()))
        );
        assert_eq!(marker("- 75 -"), Some((75, None, String::new())));
        assert_eq!(
            marker("– 36 ния судьи. C.Возвращение"),
            Some((36, None, "ния судьи. C.Возвращение".into()))
        );
        assert_eq!(
            marker("- 50 B.Повторение"),
            Some((50, None, "B.Повторение".into()))
        );
        assert_eq!(marker("-----"), None);
        assert_eq!(marker("-2 игро"), None);
    }
}
