//! Law references: `64`, `64A1`, `25B2(B)(1)`, `16?1`, and their extraction from running text
//! («см. правило 50E2», «правила 41B и 41C», «Правилом 72В1» with Cyrillic letters).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A reference to a law or one of its items.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LawRef {
    /// The law number (1 to 93 for a real law).
    pub law: u8,
    /// The item part after the number, canonical: `A1`, `B2(B)(1)`, `?1`; empty for the law.
    pub item: String,
}

impl LawRef {
    /// The full canonical path: `64A1`.
    pub fn path(&self) -> String {
        format!("{}{}", self.law, self.item)
    }

    /// The reference one level up (`64A1` → `64A`, `64A` → `64`), or `None` for a whole law.
    pub fn parent(&self) -> Option<LawRef> {
        if self.item.is_empty() {
            return None;
        }
        let segs = segments(&self.item);
        Some(LawRef {
            law: self.law,
            item: join_segments(&segs[..segs.len() - 1]),
        })
    }

    /// Parses a reference typed by a person or written in the data. Accepts Cyrillic А/В/С/Е/Н
    /// for the Latin letters, lower case, spaces, and the item parts with or without
    /// parentheses (`25B2B1` = `25B2(B)(1)`). Returns `None` when it is not a reference.
    pub fn parse(s: &str) -> Option<LawRef> {
        let s: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(latinize)
            .collect();
        let digits: String = s.chars().take_while(|c| c.is_ascii_digit()).collect();
        if digits.is_empty() || digits.len() > 3 {
            return None;
        }
        let law: u16 = digits.parse().ok()?;
        let law = u8::try_from(law).ok()?;
        let rest = &s[digits.len()..];
        let mut segs: Vec<String> = Vec::new();
        let mut chars = rest.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '(' | ')' => continue,
                '?' => segs.push("?".into()),
                c if c.is_ascii_alphabetic() => segs.push(c.to_ascii_uppercase().to_string()),
                c if c.is_ascii_digit() => {
                    let mut n = c.to_string();
                    while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                        n.push(d);
                        chars.next();
                    }
                    segs.push(n);
                }
                _ => return None,
            }
        }
        // Levels alternate letter, number, letter, number; `?` may stand for either.
        for (i, seg) in segs.iter().enumerate() {
            let want_letter = i % 2 == 0;
            let is_letter = seg.chars().all(|c| c.is_ascii_alphabetic());
            if seg != "?" && want_letter != is_letter {
                return None;
            }
        }
        if segs.len() > 4 {
            return None;
        }
        Some(LawRef {
            law,
            item: join_segments(&segs),
        })
    }
}

impl fmt::Display for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.law, self.item)
    }
}

/// Cyrillic letters that look like Latin ones, as the sources use them inside references.
pub fn latinize(c: char) -> char {
    match c {
        'А' | 'а' => 'A',
        'В' | 'в' => 'B',
        'С' | 'с' => 'C',
        'Е' | 'е' => 'E',
        'Н' | 'н' => 'H',
        'Д' | 'д' => 'D',
        'Ф' | 'ф' => 'F',
        'Г' | 'г' => 'G',
        _ => c,
    }
}

fn segments(item: &str) -> Vec<String> {
    LawRef::parse(&format!("1{item}")).map_or_else(Vec::new, |_| {
        let mut segs = Vec::new();
        let mut cur = String::new();
        for c in item.chars() {
            match c {
                '(' => {}
                ')' => segs.push(std::mem::take(&mut cur)),
                c if c.is_ascii_digit() && cur.chars().all(|d| d.is_ascii_digit()) => cur.push(c),
                c => {
                    if !cur.is_empty() {
                        segs.push(std::mem::take(&mut cur));
                    }
                    cur.push(c);
                }
            }
        }
        if !cur.is_empty() {
            segs.push(cur);
        }
        segs
    })
}

fn join_segments(segs: &[String]) -> String {
    let mut out = String::new();
    for (i, s) in segs.iter().enumerate() {
        if i < 2 {
            out.push_str(s);
        } else {
            out.push('(');
            out.push_str(s);
            out.push(')');
        }
    }
    out
}

/// A law reference found in running text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefSpan {
    /// Byte offset of the start of the reference token in the text.
    pub start: usize,
    /// Byte offset just past the token.
    pub end: usize,
    /// The reference.
    pub target: LawRef,
}

/// Finds references to laws in Russian text: a word starting with «правил» followed by a
/// reference, and any further references joined by «,», «и», «или» («правила 41B и 41C»).
/// Numbers above 93 (years: «Правила 1975 г») are not references.
pub fn extract_refs(text: &str) -> Vec<RefSpan> {
    let lower = text.to_lowercase();
    let mut out = Vec::new();
    // `to_lowercase` keeps byte offsets for Cyrillic and ASCII (same lengths), which is all
    // the sources contain; fall back to no references if it does not.
    if lower.len() != text.len() {
        return out;
    }
    let mut search_from = 0;
    while let Some(pos) = lower[search_from..].find("правил") {
        let start = search_from + pos;
        search_from = start + "правил".len();
        // The rest of the word («правилом», «правила»).
        let mut i = search_from;
        while let Some(c) = text[i..].chars().next() {
            if c.is_alphabetic() {
                i += c.len_utf8();
            } else {
                break;
            }
        }
        let mut first = true;
        loop {
            // Separator: spaces before the first token; «,», «и», «или» before the others.
            let mut j = i;
            let rest = &text[j..];
            let trimmed = rest.trim_start();
            j += rest.len() - trimmed.len();
            if !first {
                let t = &text[j..];
                let sep_len = if t.starts_with(',') {
                    1
                } else if t.starts_with("и ") {
                    "и".len()
                } else if t.starts_with("или ") {
                    "или".len()
                } else {
                    break;
                };
                j += sep_len;
                let rest = &text[j..];
                j += rest.len() - rest.trim_start().len();
            } else if j == i && !text[j..].starts_with(|c: char| c.is_ascii_digit()) {
                break;
            }
            match ref_token(&text[j..]) {
                Some((len, target)) => {
                    out.push(RefSpan {
                        start: j,
                        end: j + len,
                        target,
                    });
                    i = j + len;
                    first = false;
                    search_from = i;
                }
                None => break,
            }
        }
    }
    out
}

/// A reference token at the start of `s`: digits, then item letters/digits/parenthesised
/// parts. Returns its byte length and the parsed reference.
fn ref_token(s: &str) -> Option<(usize, LawRef)> {
    let mut len = 0;
    let mut saw_digit = false;
    for c in s.chars() {
        let ok = if !saw_digit || len == 0 {
            c.is_ascii_digit()
        } else {
            c.is_ascii_digit()
                || c.is_ascii_uppercase()
                || matches!(c, 'А' | 'В' | 'С' | 'Е' | 'Д' | 'Ф' | 'Г')
                || c == '('
                || c == ')'
        };
        if c.is_ascii_digit() {
            saw_digit = true;
        }
        if !ok {
            break;
        }
        len += c.len_utf8();
    }
    if !saw_digit {
        return None;
    }
    // A parenthesis opening a remark, not an item: «45E(5-я карта…)». Cut at the first
    // parenthesis that does not hold a single letter or digit.
    let mut tok = &s[..len];
    if let Some(p) = tok.find('(') {
        let inner = &tok[p..];
        let valid = inner.len() >= 3
            && inner.as_bytes()[2] == b')'
            && (inner.as_bytes()[1] as char).is_ascii_alphanumeric();
        if !valid {
            tok = &tok[..p];
        }
    }
    // Trailing unmatched ')' belongs to the surrounding text: «(см. правило 50)».
    while tok.ends_with(')') && tok.matches('(').count() < tok.matches(')').count() {
        tok = &tok[..tok.len() - 1];
    }
    // A reference ends on a word boundary: «Правило 12C1» yes, «1987г» no.
    let next = s[tok.len()..].chars().next();
    if next.is_some_and(|c| c.is_alphabetic() && c != 'и') {
        return None;
    }
    let r = LawRef::parse(tok)?;
    if r.law == 0 || r.law > 93 {
        return None;
    }
    Some((tok.len(), r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(t: &str) -> Vec<String> {
        extract_refs(t)
            .into_iter()
            .map(|r| r.target.path())
            .collect()
    }

    #[test]
    fn parses_paths() {
        assert_eq!(LawRef::parse("64A1").map(|r| r.path()), Some("64A1".into()));
        assert_eq!(LawRef::parse("64В1").map(|r| r.path()), Some("64B1".into()));
        assert_eq!(
            LawRef::parse("25b2b1").map(|r| r.path()),
            Some("25B2(B)(1)".into())
        );
        assert_eq!(
            LawRef::parse("25B2(B)(1)").map(|r| r.path()),
            Some("25B2(B)(1)".into())
        );
        assert_eq!(LawRef::parse("16?1").map(|r| r.path()), Some("16?1".into()));
        assert_eq!(LawRef::parse("64").map(|r| r.path()), Some("64".into()));
        assert_eq!(LawRef::parse("A1"), None);
        assert_eq!(LawRef::parse("6411"), None);
        assert_eq!(LawRef::parse("64AB"), None);
        assert_eq!(LawRef::parse(""), None);
    }

    #[test]
    fn parent_walks_up() {
        let r = LawRef::parse("25B2(B)(1)").expect("valid");
        let chain: Vec<String> = std::iter::successors(Some(r), |r| r.parent())
            .map(|r| r.path())
            .collect();
        assert_eq!(chain, ["25B2(B)(1)", "25B2(B)", "25B2", "25B", "25"]);
    }

    #[test]
    fn extracts_from_text() {
        assert_eq!(refs("(см. правило 50)"), ["50"]);
        assert_eq!(refs("см. правила 41B и 41C)."), ["41B", "41C"]);
        assert_eq!(refs("Правилами 72В1 и 84Е"), ["72B1", "84E"]);
        assert_eq!(refs("правило 45E(5-я карта,сыгранная во взятку)"), ["45E"]);
        assert_eq!(refs("Правила 1975 г стали"), Vec::<String>::new());
        assert_eq!(
            refs("(см. правило 86 для командной игры или правило 88"),
            ["86", "88"]
        );
        assert_eq!(refs("предусмотренные правилом 26)."), ["26"]);
        assert_eq!(refs("пра-вило"), Vec::<String>::new());
        assert_eq!(refs("правило 47E и правило 41)"), ["47E", "41"]);
    }
}
