//! Merging the body, the contents and the commentary into all 93 laws, and working out how
//! complete each law and item is.

use super::blocks::BlockKind;
use super::corrections::Corrections;
use super::lawbody::{Body, item_at};
use super::pages::Chunk;
use super::toc::TocEntry;
use crate::model::commentary::CommentaryLaw;
use crate::model::laws::{Heading, HeadingKind, Item, Law, LawsFile, TitleFrom};
use crate::model::source::{Completeness, Para, Src};

/// A structural heading from the contents waiting for the law it precedes.
type PendingHeading = (
    HeadingKind,
    String,
    String,
    Option<u16>,
    Src,
    Vec<crate::model::source::Edit>,
);

/// The number of laws in the 1987 Laws.
pub const LAW_COUNT: u8 = 93;

/// Builds `laws.ron`.
pub fn merge(
    mut body: Body,
    toc: &[TocEntry],
    commentary: &[CommentaryLaw],
    preface: &[&Chunk],
    corr: &Corrections,
) -> LawsFile {
    let mut laws: Vec<Law> = (1..=LAW_COUNT)
        .map(|n| Law {
            number: n,
            title: None,
            title_from: vec![],
            title_src: vec![],
            title_edits: vec![],
            toc_page: None,
            completeness: Completeness::Missing,
            attribution: None,
            intro: vec![],
            items: vec![],
            footnotes: vec![],
            notes: vec![],
        })
        .collect();
    let mut cut = vec![false; usize::from(LAW_COUNT) + 1];
    let mut cut_items: Vec<String> = Vec::new();
    for (n, bl) in std::mem::take(&mut body.laws) {
        let Some(law) = laws.get_mut(usize::from(n).wrapping_sub(1)) else {
            continue;
        };
        if let Some((title, src, edits)) = bl.title {
            law.title = Some(title);
            law.title_from.push(TitleFrom::Body);
            law.title_src.push(src);
            law.title_edits = edits;
        }
        law.attribution = bl.attribution;
        law.intro = bl.intro;
        law.items = bl.items;
        law.footnotes = bl.footnotes;
        cut[usize::from(n)] = bl.cut;
        cut_items.extend(bl.cut_items);
    }
    // The contents: titles and pages.
    let mut headings: Vec<Heading> = body.headings;
    let mut pending: Vec<PendingHeading> = Vec::new();
    for e in toc {
        match &e.kind {
            BlockKind::Structural(word, number) => {
                let kind = match word.as_str() {
                    "Глава" => HeadingKind::Chapter,
                    "Часть" => HeadingKind::Part,
                    _ => HeadingKind::Section,
                };
                pending.push((
                    kind,
                    number.clone(),
                    e.title.clone(),
                    e.page,
                    e.src.clone(),
                    e.edits.clone(),
                ));
            }
            BlockKind::Law(n) => {
                for (kind, number, title, page, src, edits) in pending.drain(..) {
                    match headings
                        .iter_mut()
                        .find(|h| h.kind == kind && h.number == number && h.precedes_law == *n)
                    {
                        Some(h) => {
                            h.toc_page = page;
                            h.src.insert(0, src);
                            h.edits.extend(edits);
                        }
                        None => headings.push(Heading {
                            kind,
                            number,
                            title,
                            precedes_law: *n,
                            toc_page: page,
                            src: vec![src],
                            edits,
                        }),
                    }
                }
                let Some(law) = laws.get_mut(usize::from(*n).wrapping_sub(1)) else {
                    continue;
                };
                law.toc_page = e.page.or(law.toc_page);
                law.title_src.insert(0, e.src.clone());
                match &law.title {
                    Some(t) if normalise(t) != normalise(&e.title) => law.notes.push(format!(
                        "Заголовок в оглавлении: «{}»; в тексте: «{}».",
                        e.title, t
                    )),
                    Some(_) => law.title_edits.extend(e.edits.clone()),
                    None => {
                        law.title = Some(e.title.clone());
                        law.title_edits = e.edits.clone();
                    }
                }
                law.title_from.insert(0, TitleFrom::Toc);
            }
            BlockKind::Item { .. } => {
                let Some(n) = e.law else { continue };
                let Some(law) = laws.get_mut(usize::from(n).wrapping_sub(1)) else {
                    continue;
                };
                let it = item_at(n, &mut law.items, &e.labels);
                it.toc_page = e.page;
                match &it.title {
                    Some(t) if normalise(t) != normalise(&e.title) => {
                        law.notes.push(format!(
                            "Пункт {}: в оглавлении «{}», в тексте «{}».",
                            it.path, e.title, t
                        ));
                    }
                    Some(_) => it.title_edits.extend(e.edits.clone()),
                    None => {
                        it.title = Some(e.title.clone());
                        it.title_edits = e.edits.clone();
                    }
                }
                it.title_from.insert(0, TitleFrom::Toc);
            }
            _ => {}
        }
    }
    // Headings without a law after them in the contents keep precedes_law 0; drop none.
    headings.sort_by_key(|h| (h.precedes_law, h.kind as u8));
    // Commentary headings give titles to laws the formal text lacks.
    for c in commentary {
        let Some(law) = laws.get_mut(usize::from(c.law).wrapping_sub(1)) else {
            continue;
        };
        if let Some(h) = &c.heading {
            if law.title.is_none() {
                law.title = Some(sentence_case(h));
            }
            law.title_from.push(TitleFrom::Commentary);
            if let Some(s) = &c.heading_src {
                law.title_src.push(s.clone());
            }
        }
    }
    for note in &corr.law_notes {
        if let Some(law) = laws.get_mut(usize::from(note.law).wrapping_sub(1)) {
            law.notes.push(note.note.clone());
        }
    }
    for law in &mut laws {
        sort_items(&mut law.items);
        let mut items_complete = true;
        for it in &mut law.items {
            items_complete &= set_completeness(it, &cut_items) == Completeness::Complete;
        }
        let intro_complete = law
            .intro
            .iter()
            .all(|p| !p.truncated_start && !p.truncated_end);
        let gaps = has_gaps(&law.items);
        law.completeness = if law.has_text() {
            if items_complete && intro_complete && !gaps && !cut[usize::from(law.number)] {
                Completeness::Complete
            } else {
                Completeness::Partial
            }
        } else if law.title_from.contains(&TitleFrom::Toc)
            || law
                .items
                .iter()
                .any(|i| i.completeness == Completeness::TocOnly)
        {
            Completeness::TocOnly
        } else if law.title.is_some() || !law.items.is_empty() {
            Completeness::TitleOnly
        } else {
            Completeness::Missing
        };
    }
    // The preface: one paragraph per line, the first line its heading.
    let mut preface_title = None;
    let mut preface_paras = Vec::new();
    for chunk in preface {
        for l in &chunk.lines {
            let t = l.text.trim();
            if t.chars().all(|c| c == '?') {
                continue;
            }
            if preface_title.is_none() && t.starts_with("ПРЕДИСЛОВИЕ") {
                preface_title = Some(t.to_string());
                continue;
            }
            preface_paras.push(Para {
                text: t.to_string(),
                truncated_start: false,
                truncated_end: false,
                edits: l.edits.clone(),
                src: Src {
                    file: chunk.file.clone(),
                    lines: (l.no, l.no),
                    page: chunk.page,
                },
            });
        }
    }
    if let Some(p) = preface_paras.last_mut()
        && !p.text.ends_with('.')
    {
        p.truncated_end = true;
    }
    LawsFile {
        edition: 1987,
        book: "Все о Бридже".into(),
        author_as_printed: Some("Автор Неизвестен".into()),
        translator: None,
        notes: vec![
            "Источники — фрагменты книги: многие правила представлены частично, только заголовком \
             из оглавления или не представлены совсем; это указано у каждого правила."
                .into(),
            "Переводчик в источниках не назван.".into(),
            "Пункт, буква которого в источниках не видна, обозначен «?»: 16?1 — пункт 1 под \
             неизвестной буквой правила 16."
                .into(),
        ],
        preface_title,
        preface: preface_paras,
        headings,
        laws,
    }
}

/// Compares titles ignoring case, ё/е and spacing.
fn normalise(s: &str) -> String {
    s.to_lowercase()
        .replace('ё', "е")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_end_matches('.')
        .to_string()
}

/// «ХОД РАЗЫГРЫВАЮЩЕГО ВНЕ ОЧЕРЕДИ» → «Ход разыгрывающего вне очереди».
fn sentence_case(s: &str) -> String {
    let lower = s.to_lowercase();
    let mut c = lower.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn label_rank(label: &str) -> (u8, u32) {
    let inner = label.trim_matches(|c| c == '(' || c == ')');
    if inner == "?" {
        return (0, 0);
    }
    match inner.parse::<u32>() {
        Ok(n) => (1, n),
        Err(_) => (2, inner.chars().next().map_or(0, |c| c as u32)),
    }
}

fn sort_items(items: &mut [Item]) {
    items.sort_by_key(|i| label_rank(&i.label));
    for it in items {
        sort_items(&mut it.children);
    }
}

/// Whether the letters or numbers at some level skip one (B without A), so text is missing.
fn has_gaps(items: &[Item]) -> bool {
    let mut expected: Option<u32> = None;
    for it in items {
        let (kind, v) = label_rank(&it.label);
        if kind == 0 {
            return true;
        }
        let first = if kind == 1 { 1 } else { 'A' as u32 };
        let want = expected.unwrap_or(first);
        if v != want {
            return true;
        }
        expected = Some(v + 1);
        if has_gaps(&it.children) {
            return true;
        }
    }
    false
}

fn set_completeness(it: &mut Item, cut_items: &[String]) -> Completeness {
    let mut children_complete = true;
    for c in &mut it.children {
        children_complete &= set_completeness(c, cut_items) == Completeness::Complete;
    }
    let own_complete = it
        .paras
        .iter()
        .all(|p| !p.truncated_start && !p.truncated_end);
    let any_text = !it.paras.is_empty()
        || it.children.iter().any(|c| {
            matches!(
                c.completeness,
                Completeness::Complete | Completeness::Partial
            )
        });
    // An item is complete when its own text is whole, every sub-item is complete and none is
    // missing from the run of labels, and its beginning is not on a missing page.
    let whole = own_complete
        && children_complete
        && !has_gaps(&it.children)
        && !cut_items.contains(&it.path)
        && (!it.paras.is_empty() || !it.children.is_empty());
    it.completeness = if any_text {
        if whole {
            Completeness::Complete
        } else {
            Completeness::Partial
        }
    } else if it.title_from.contains(&TitleFrom::Toc) {
        Completeness::TocOnly
    } else if it.title.is_some() {
        Completeness::TitleOnly
    } else {
        Completeness::Missing
    };
    it.completeness
}
