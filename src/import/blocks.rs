//! From the lines of a page chunk of law text to blocks: law headings, structural headings,
//! item headings, paragraphs and footnotes — for both layouts of the sources:
//! reflowed (one paragraph per line, headings glued to line ends, `?????` rules) and
//! hard-wrapped (soft hyphens at line ends, `-----` and `== ==` rules).

use std::sync::LazyLock;

use regex::Regex;

use super::corrections::Corrections;
use super::pages::{Chunk, Line};
use crate::model::source::{Edit, EditKind, Src};

/// How a source lays out its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// One paragraph per line (000, 001).
    Reflow,
    /// Hard-wrapped at about 48 columns, soft hyphens kept (004).
    Wrapped,
}

/// Guesses the layout: wrapped text has short lines.
pub fn detect_layout(text: &str) -> Layout {
    let lines: Vec<_> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let short = lines.iter().filter(|l| l.chars().count() <= 60).count();
    if lines.is_empty() || short * 10 >= lines.len() * 8 {
        Layout::Wrapped
    } else {
        Layout::Reflow
    }
}

/// What a block is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockKind {
    /// «Правило N. Title».
    Law(u8),
    /// «Глава II – Title» and the like: (kind word, number).
    Structural(String, String),
    /// An item heading with its label (`A`, `1`, `(A)`, `(1)`); `untitled` when the text after
    /// the label is body text.
    Item {
        /// `A`, `1`, `(A)` or `(1)`.
        label: String,
        /// 1 for a letter, 2 for a number, 3 for `(A)`, 4 for `(1)`.
        level: usize,
        /// The text after the label is body text, not a title.
        untitled: bool,
    },
    /// A footnote with its mark (`*`, `**`).
    Footnote(String),
    /// Body text.
    Para,
}

/// A block of text with its provenance.
#[derive(Debug, Clone)]
pub struct Block {
    /// What it is.
    pub kind: BlockKind,
    /// The text (for headings: the title).
    pub text: String,
    /// Lines it spans.
    pub from: u32,
    /// Last line.
    pub to: u32,
    /// Edits made while building it (joins, replacements).
    pub edits: Vec<Edit>,
    /// A text block that continues a footnote (inside the footnote area of the page).
    pub in_footnote: bool,
}

impl Block {
    /// The block's source location.
    pub fn src(&self, chunk: &Chunk) -> Src {
        Src {
            file: chunk.file.clone(),
            lines: (self.from, self.to),
            page: chunk.page,
        }
    }
}

/// A piece of a line: text, or a rule that separates.
#[derive(Debug, Clone)]
enum Piece {
    Rule,
    Text {
        line: u32,
        text: String,
        line_start: bool,
        edits: Vec<Edit>,
    },
}

static QRULE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\?{3,}(?:\s+\?{2,})*").expect("valid regex"));
static WRULE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?:-{3,}|=(?:[= ]*=)?)\s*(.*)$").expect("valid regex"));
static LAW: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^Правило\s*(\d{1,2})\.\s*(.*)$").expect("valid regex"));
static STRUCT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(Глава|Часть|Раздел)\s+([IVXL]+)\s*[–-]\s*(.+)$").expect("valid regex")
});
static LETTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^([A-H])\.(\S.*)$").expect("valid regex"));
static NUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\d)\.(\S.*)$").expect("valid regex"));
static PLETTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\(([A-H])\)\.(.*)$").expect("valid regex"));
static PNUMBER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\((\d)\)\.(.*)$").expect("valid regex"));
static FOOT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\((\*{1,3})\)\s*[–-]\s*(.*)$").expect("valid regex"));

/// Byte offsets where a lettered heading is glued into a reflowed line: `…виновного. C.Игра`.
/// The letter must not follow a word character or a dot (so `S.O.` and `N,E,S,W.` do not
/// match) and must be followed by a dot and a Cyrillic capital.
fn glued_heading_starts(s: &str) -> Vec<usize> {
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let mut out = Vec::new();
    for k in 1..chars.len().saturating_sub(2) {
        let (pos, c) = chars[k];
        let prev = chars[k - 1].1;
        if ('A'..='H').contains(&c)
            && prev.is_whitespace()
            && chars[k + 1].1 == '.'
            && ('А'..='Я').contains(&chars[k + 2].1)
        {
            // The char before the space must end a sentence or clause.
            let before = s[..pos].trim_end();
            if before.ends_with(['.', ':', ')', ';', '»', '"']) || before.is_empty() {
                out.push(pos);
            }
        }
    }
    out
}

fn pieces(lines: &[Line], layout: Layout) -> Vec<Piece> {
    let mut out = Vec::new();
    for l in lines {
        let mut line_start = true;
        let push_text = |out: &mut Vec<Piece>, t: &str, line_start: &mut bool, edits: &[Edit]| {
            let t = t.trim();
            if !t.is_empty() {
                out.push(Piece::Text {
                    line: l.no,
                    text: t.to_string(),
                    line_start: *line_start,
                    edits: edits.to_vec(),
                });
                *line_start = false;
            }
        };
        match layout {
            Layout::Wrapped => {
                let t = l.text.trim();
                if t.starts_with("------------->") {
                    push_text(&mut out, t, &mut line_start, &l.edits);
                } else if let Some(c) = WRULE.captures(t) {
                    out.push(Piece::Rule);
                    // Text after a rule on the same line continues a heading («---- фальшренонса»).
                    let rest = c.get(1).map_or("", |m| m.as_str());
                    if !rest.is_empty() {
                        line_start = false;
                        push_text(&mut out, rest, &mut line_start, &l.edits);
                    }
                } else {
                    push_text(&mut out, t, &mut line_start, &l.edits);
                }
            }
            Layout::Reflow => {
                let t = l.text.trim();
                if t.chars().all(|c| c == '=') && t.len() >= 3 {
                    out.push(Piece::Rule);
                    continue;
                }
                let mut last = 0;
                let mut segments: Vec<(usize, usize, bool)> = Vec::new(); // (start, end, rule_after)
                for m in QRULE.find_iter(t) {
                    segments.push((last, m.start(), true));
                    last = m.end();
                }
                segments.push((last, t.len(), false));
                for (k, (a, b, rule_after)) in segments.into_iter().enumerate() {
                    let seg = &t[a..b];
                    let starts_line = k == 0 || !seg.trim().is_empty();
                    let _ = starts_line;
                    let mut cut = 0;
                    for p in glued_heading_starts(seg) {
                        push_text(&mut out, &seg[cut..p], &mut line_start, &l.edits);
                        line_start = true;
                        cut = p;
                    }
                    // After a rule, what follows on the line starts a block of its own.
                    push_text(&mut out, &seg[cut..], &mut line_start, &l.edits);
                    if rule_after {
                        out.push(Piece::Rule);
                        line_start = true;
                    }
                }
            }
        }
    }
    out
}

fn starts_lower(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_lowercase())
}

/// Classifies the text that starts a line (shared with the contents parser).
pub fn classify(text: &str) -> (BlockKind, String) {
    if let Some(c) = LAW.captures(text)
        && let Ok(n) = c[1].parse::<u8>()
    {
        return (BlockKind::Law(n), c[2].trim().to_string());
    }
    if let Some(c) = STRUCT.captures(text) {
        return (
            BlockKind::Structural(c[1].to_string(), c[2].to_string()),
            c[3].trim().to_string(),
        );
    }
    if let Some(c) = FOOT.captures(text) {
        return (
            BlockKind::Footnote(c[1].to_string()),
            c[2].trim().to_string(),
        );
    }
    for (re, level, paren) in [
        (&*LETTER, 1, false),
        (&*NUMBER, 2, false),
        (&*PLETTER, 3, true),
        (&*PNUMBER, 4, true),
    ] {
        if let Some(c) = re.captures(text) {
            let label = if paren {
                format!("({})", &c[1])
            } else {
                c[1].to_string()
            };
            return (
                BlockKind::Item {
                    label,
                    level,
                    untitled: false,
                },
                c[2].trim().to_string(),
            );
        }
    }
    (BlockKind::Para, text.to_string())
}

/// Builds the blocks of one chunk.
pub fn blocks(chunk: &Chunk, layout: Layout, corr: &Corrections) -> Vec<Block> {
    let is_join = |line: u32| {
        corr.joins
            .iter()
            .any(|j| j.file == chunk.file && j.line == line)
    };
    let is_cont = |line: u32| {
        corr.heading_continuations
            .iter()
            .any(|j| j.file == chunk.file && j.line == line)
    };
    let is_untitled = |line: u32| {
        corr.untitled_items
            .iter()
            .any(|j| j.file == chunk.file && j.line == line)
    };
    let verbatim = |line: u32| {
        corr.verbatim
            .iter()
            .any(|v| v.file == chunk.file && v.from <= line && line <= v.to)
    };
    let mut out: Vec<Block> = Vec::new();
    // Whether the last block is a heading still open for continuation lines.
    let mut heading_open = false;
    let mut in_footnote = false;
    let mut after_rule = false;
    for p in pieces(&chunk.lines, layout) {
        let (line, text, line_start, edits) = match p {
            Piece::Rule => {
                after_rule = true;
                // A rule ends a paragraph but not a heading split by its underline.
                continue;
            }
            Piece::Text {
                line,
                text,
                line_start,
                edits,
            } => (line, text, line_start, edits),
        };
        let continues = !out.is_empty()
            && !verbatim(line)
            && (is_cont(line)
                || (starts_lower(&text)
                    && (heading_open || !after_rule || layout == Layout::Reflow))
                || (layout == Layout::Wrapped
                    && !line_start
                    && out.last().is_some_and(|b| b.to + 1 == line)));
        let (kind, body) = if continues && !(line_start && !starts_lower(&text) && !is_cont(line)) {
            (None, text.clone())
        } else {
            let (k, t) = classify(&text);
            (Some(k), t)
        };
        let kind = match kind {
            // Hard-wrapped body text: a line that is no heading continues the paragraph
            // (or footnote) above, unless a rule came between.
            Some(BlockKind::Para)
                if layout == Layout::Wrapped
                    && !after_rule
                    && !verbatim(line)
                    && out.last().is_some_and(|b| {
                        matches!(b.kind, BlockKind::Para | BlockKind::Footnote(_)) && !heading_open
                    }) =>
            {
                None
            }
            k => k,
        };
        after_rule = false;
        match kind {
            None => {
                let Some(last) = out.last_mut() else { continue };
                let mut edits = edits;
                let joined = join(&last.text, &body, layout, is_join(line), &mut edits);
                last.text = joined;
                last.to = line;
                last.edits.extend(edits);
            }
            Some(kind) => {
                let mut kind = kind;
                let mut text = body;
                if let BlockKind::Item { untitled, .. } = &mut kind
                    && is_untitled(line)
                {
                    *untitled = true;
                }
                heading_open = matches!(
                    kind,
                    BlockKind::Law(_)
                        | BlockKind::Structural(..)
                        | BlockKind::Item {
                            untitled: false,
                            ..
                        }
                );
                if matches!(kind, BlockKind::Footnote(_)) {
                    in_footnote = true;
                }
                if text.is_empty() && matches!(kind, BlockKind::Para) {
                    continue;
                }
                text = text.trim().to_string();
                out.push(Block {
                    kind,
                    text,
                    from: line,
                    to: line,
                    edits,
                    in_footnote,
                });
                continue;
            }
        }
    }
    // Wrapped layout: a heading is closed by the first body line. The loop above only joins
    // lower-case lines to an open heading, so close headings when a capitalised line arrives.
    out
}

/// The edit that records joining `next` to `prev` without a space: the reflow lost the
/// hyphen of a word broken across lines («Присуж|дённый»).
pub fn lost_hyphen_edit(prev: &str, next: &str) -> Edit {
    let w1 = prev.rsplit(' ').next().unwrap_or("");
    let w2 = next.split(' ').next().unwrap_or("");
    Edit {
        kind: EditKind::JoinedHyphenation,
        before: format!("{w1}\n{w2}"),
        after: format!("{w1}{w2}"),
        reason: Some("перенос без дефиса, потерянного при вёрстке".into()),
    }
}

/// Joins a continuation line to the text before it, recording the join as an edit when a
/// word is rejoined.
fn join(prev: &str, next: &str, layout: Layout, no_space: bool, edits: &mut Vec<Edit>) -> String {
    let prev = prev.trim_end();
    if layout == Layout::Wrapped && prev.ends_with('-') && !prev.ends_with("--") {
        // Every line-final hyphen in the wrapped source is soft (INVENTORY §4.5).
        let head = &prev[..prev.len() - 1];
        let w1 = head.rsplit(' ').next().unwrap_or("");
        let w2 = next.split(' ').next().unwrap_or("");
        edits.push(Edit {
            kind: EditKind::JoinedHyphenation,
            before: format!("{w1}-\n{w2}"),
            after: format!("{w1}{w2}"),
            reason: None,
        });
        return format!("{head}{next}");
    }
    if no_space {
        edits.push(lost_hyphen_edit(prev, next));
        return format!("{prev}{next}");
    }
    format!("{prev} {next}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glued_headings() {
        let s = "судья может наказать виновного. C.Игра завершена";
        assert_eq!(glued_heading_starts(s).len(), 1);
        assert!(glued_heading_starts("предписания S.O. не запрещают").is_empty());
        assert!(glued_heading_starts("обозначенных N,E,S,W. Сдававший").is_empty());
    }

    #[test]
    fn classifies() {
        assert_eq!(
            classify("Правило 27.Недостаточное назначение").0,
            BlockKind::Law(27)
        );
        assert!(matches!(
            classify("(A).Повторяет деноминацию").0,
            BlockKind::Item { level: 3, .. }
        ));
        assert!(matches!(
            classify("(*) – Разыгрывающий").0,
            BlockKind::Footnote(_)
        ));
        assert_eq!(classify("Когда").0, BlockKind::Para);
    }
}
