//! The commentary on Laws 54–57 (seed 002): hard-wrapped, numbered paragraphs («55.3.»),
//! headings «Правило 55. …», `¶` at many paragraph ends, `..pageN` markers that are not book
//! pages. Paragraphs are split on the numbers, not on `¶` (it is not used consistently).

use std::sync::LazyLock;

use regex::Regex;

use crate::model::commentary::{CommentaryLaw, CommentaryPara};
use crate::model::source::{Para, Src};

static HEAD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^Правило\s*(\d{1,2})\.\s*(.*)$").expect("valid regex"));
static NUM: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\d{1,2})\.(\d{1,2})\.\s*(.*)$").expect("valid regex"));

/// Parses the commentary lines `(line number, text)`.
pub fn parse(file: &str, lines: &[(u32, String)]) -> Vec<CommentaryLaw> {
    let mut laws: Vec<CommentaryLaw> = Vec::new();
    let mut in_heading = false;
    // The unnumbered paragraph that opens the file: its law is known from the first number.
    let mut orphan: Option<CommentaryPara> = None;
    for (no, raw) in lines {
        let t = raw.trim();
        if t.is_empty() || t.starts_with("..page") {
            continue;
        }
        let ends = t.ends_with('¶');
        let t = t.trim_end_matches('¶').trim();
        if let Some(c) = HEAD.captures(t) {
            let law: u8 = c[1].parse().unwrap_or(0);
            laws.push(CommentaryLaw {
                law,
                heading: Some(c[2].to_string()),
                heading_src: Some(Src {
                    file: file.into(),
                    lines: (*no, *no),
                    page: None,
                }),
                paras: Vec::new(),
            });
            in_heading = !ends;
            continue;
        }
        if in_heading {
            if let Some(l) = laws.last_mut() {
                if let Some(h) = &mut l.heading {
                    h.push(' ');
                    h.push_str(t);
                }
                if let Some(s) = &mut l.heading_src {
                    s.lines.1 = *no;
                }
            }
            in_heading = !ends;
            continue;
        }
        if let Some(c) = NUM.captures(t) {
            let law: u8 = c[1].parse().unwrap_or(0);
            if laws.last().is_none_or(|l| l.law != law) {
                laws.push(CommentaryLaw {
                    law,
                    heading: None,
                    heading_src: None,
                    paras: Vec::new(),
                });
                if let Some(o) = orphan.take()
                    && let Some(l) = laws.last_mut()
                {
                    l.paras.push(o);
                }
            }
            let para = Para {
                text: c[3].to_string(),
                truncated_start: false,
                truncated_end: false,
                edits: vec![],
                src: Src {
                    file: file.into(),
                    lines: (*no, *no),
                    page: None,
                },
            };
            if let Some(l) = laws.last_mut() {
                l.paras.push(CommentaryPara {
                    number: Some(format!("{}.{}", &c[1], &c[2])),
                    para,
                });
            }
            continue;
        }
        // A continuation line.
        let target = match laws.last_mut().and_then(|l| l.paras.last_mut()) {
            Some(p) => Some(&mut p.para),
            None => {
                let o = orphan.get_or_insert_with(|| CommentaryPara {
                    number: None,
                    para: Para {
                        text: String::new(),
                        truncated_start: true,
                        truncated_end: false,
                        edits: vec![],
                        src: Src {
                            file: file.into(),
                            lines: (*no, *no),
                            page: None,
                        },
                    },
                });
                Some(&mut o.para)
            }
        };
        if let Some(p) = target {
            if !p.text.is_empty() {
                p.text.push(' ');
            }
            p.text.push_str(t);
            p.src.lines.1 = *no;
        }
    }
    laws
}
