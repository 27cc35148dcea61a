//! From blocks to laws: items as a tree, paragraphs, footnotes attached to their anchors,
//! structural headings, and the law context of headless page chunks.

use std::collections::BTreeMap;

use super::blocks::{Block, BlockKind};
use super::corrections::Corrections;
use super::pages::Chunk;
use crate::model::laws::{Attribution, Footnote, Heading, HeadingKind, Item, TitleFrom};
use crate::model::source::{Completeness, Para, Src};

/// What the body of the laws gave, before the table of contents is merged in.
#[derive(Debug, Default)]
pub struct Body {
    /// Laws seen in the body, by number.
    pub laws: BTreeMap<u8, BodyLaw>,
    /// Structural headings in the body.
    pub headings: Vec<Heading>,
    /// Problems: text that could not be attributed.
    pub problems: Vec<String>,
}

/// One law as the body shows it.
#[derive(Debug, Default)]
pub struct BodyLaw {
    /// Title from the body heading.
    pub title: Option<(String, Src, Vec<crate::model::source::Edit>)>,
    /// How the text was attributed (the weakest over its fragments).
    pub attribution: Option<Attribution>,
    /// Intro paragraphs.
    pub intro: Vec<Para>,
    /// Items.
    pub items: Vec<Item>,
    /// Footnotes.
    pub footnotes: Vec<Footnote>,
    /// Whether a page gap cuts the law (text before its heading or after its end is missing).
    pub cut: bool,
    /// Items whose beginning is on a missing page (the context of a headless page).
    pub cut_items: Vec<String>,
}

fn new_item(law: u8, parent_path: &str, label: &str) -> Item {
    Item {
        label: label.to_string(),
        path: format!("{parent_path}{label}"),
        title: None,
        title_from: Vec::new(),
        title_edits: Vec::new(),
        toc_page: None,
        completeness: Completeness::Missing,
        attribution: None,
        paras: Vec::new(),
        children: Vec::new(),
    }
    .with_law_prefix(law)
}

trait WithLaw {
    fn with_law_prefix(self, law: u8) -> Self;
}

impl WithLaw for Item {
    fn with_law_prefix(mut self, law: u8) -> Self {
        if !self.path.starts_with(|c: char| c.is_ascii_digit()) {
            self.path = format!("{law}{}", self.path);
        }
        self
    }
}

/// Splits an item path below the law into its labels: `B2(B)(1)` → `B`, `2`, `(B)`, `(1)`.
pub fn labels(item: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = item.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '(' {
            let mut s = String::from("(");
            for d in chars.by_ref() {
                s.push(d);
                if d == ')' {
                    break;
                }
            }
            out.push(s);
        } else if c.is_ascii_digit() {
            let mut s = c.to_string();
            while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                s.push(d);
                chars.next();
            }
            out.push(s);
        } else {
            out.push(c.to_string());
        }
    }
    out
}

/// Finds or creates the item with the given labels under `items`, returning it.
pub fn item_at<'a>(law: u8, items: &'a mut Vec<Item>, labels: &[String]) -> &'a mut Item {
    let mut list = items;
    let mut path = law.to_string();
    let mut idx = 0;
    loop {
        let label = &labels[idx];
        let pos = match list.iter().position(|i| &i.label == label) {
            Some(p) => p,
            None => {
                list.push(new_item(law, &path, label));
                list.len() - 1
            }
        };
        path.push_str(label);
        if idx + 1 == labels.len() {
            return &mut list[pos];
        }
        list = &mut list[pos].children;
        idx += 1;
    }
}

fn weaker(a: Option<Attribution>, b: Attribution) -> Attribution {
    let rank = |x: Attribution| match x {
        Attribution::Explicit => 0,
        Attribution::Position => 1,
        Attribution::Toc => 2,
        Attribution::Index => 3,
    };
    match a {
        Some(a) if rank(a) >= rank(b) => a,
        _ => b,
    }
}

fn ends_sentence(s: &str) -> bool {
    s.trim_end().ends_with(['.', '!', '?', '»', '"', ')'])
}

impl Body {
    /// Adds one chunk of law text.
    pub fn add_chunk(&mut self, chunk: &Chunk, blocks: &[Block], corr: &Corrections) {
        let fragment = corr
            .fragments
            .iter()
            .find(|f| f.file == chunk.file && Some(f.page) == chunk.page);
        let mut law: Option<u8> = None;
        let mut stack: Vec<String> = Vec::new();
        let mut attribution = Attribution::Explicit;
        if let Some(f) = fragment {
            law = Some(f.law);
            stack = labels(f.context.trim_start_matches(|c: char| c.is_ascii_digit()));
            attribution = f.attribution;
        }
        let starts_headless = !matches!(
            blocks.first().map(|b| &b.kind),
            Some(BlockKind::Law(_)) | Some(BlockKind::Structural(..))
        );
        if starts_headless && fragment.is_none() {
            self.problems.push(format!(
                "{}:{}: текст в начале страницы {:?} не отнесён ни к одному правилу (нужна запись в fragments)",
                chunk.file,
                blocks.first().map_or(0, |b| b.from),
                chunk.page
            ));
        }
        if starts_headless && let Some(n) = law {
            let bl = self.laws.entry(n).or_default();
            bl.cut = true;
            if !stack.is_empty() {
                let it = item_at(n, &mut bl.items, &stack);
                it.attribution = Some(attribution);
                bl.cut_items.push(it.path.clone());
            }
            bl.attribution = Some(weaker(bl.attribution, attribution));
        }
        let mut pending_headings: Vec<usize> = Vec::new();
        let mut first_text = true;
        let mut last_para: Option<(u8, Vec<String>, bool)> = None; // law, item labels, in intro
        let mut page_footnotes: Vec<(String, Vec<Para>)> = Vec::new();
        let mut page_paths: Vec<(u8, String, String)> = Vec::new(); // law, path, text
        for b in blocks {
            let src = b.src(chunk);
            match &b.kind {
                BlockKind::Structural(word, number) => {
                    let kind = match word.as_str() {
                        "Глава" => HeadingKind::Chapter,
                        "Часть" => HeadingKind::Part,
                        _ => HeadingKind::Section,
                    };
                    self.headings.push(Heading {
                        kind,
                        number: number.clone(),
                        title: b.text.clone(),
                        precedes_law: 0,
                        toc_page: None,
                        src: vec![src],
                        edits: b.edits.clone(),
                    });
                    pending_headings.push(self.headings.len() - 1);
                }
                BlockKind::Law(n) => {
                    law = Some(*n);
                    stack.clear();
                    attribution = Attribution::Explicit;
                    for i in pending_headings.drain(..) {
                        self.headings[i].precedes_law = *n;
                    }
                    let bl = self.laws.entry(*n).or_default();
                    bl.title = Some((b.text.clone(), src, b.edits.clone()));
                    bl.attribution = Some(weaker(bl.attribution, Attribution::Explicit));
                }
                BlockKind::Item {
                    label,
                    level,
                    untitled,
                } => {
                    let Some(n) = law else {
                        self.problems.push(format!(
                            "{}:{}: пункт «{}» вне правила",
                            chunk.file, b.from, label
                        ));
                        continue;
                    };
                    stack.truncate(level - 1);
                    while stack.len() < level - 1 {
                        stack.push("?".into());
                    }
                    stack.push(label.clone());
                    let bl = self.laws.entry(n).or_default();
                    let it = item_at(n, &mut bl.items, &stack);
                    it.attribution = Some(attribution);
                    if *untitled {
                        it.paras.push(Para {
                            text: b.text.clone(),
                            truncated_start: false,
                            truncated_end: false,
                            edits: b.edits.clone(),
                            src: src.clone(),
                        });
                        page_paths.push((n, it.path.clone(), b.text.clone()));
                        last_para = Some((n, stack.clone(), false));
                    } else {
                        it.title = Some(b.text.clone());
                        it.title_from.push(TitleFrom::Body);
                        it.title_edits.extend(b.edits.clone());
                        last_para = None;
                    }
                }
                BlockKind::Footnote(mark) => {
                    page_footnotes.push((mark.clone(), vec![para(b, src)]));
                }
                BlockKind::Para if b.in_footnote => {
                    if let Some(f) = page_footnotes.last_mut() {
                        f.1.push(para(b, src));
                    }
                }
                BlockKind::Para => {
                    let Some(n) = law else {
                        continue;
                    };
                    let mut p = para(b, src);
                    if first_text && chunk.after_gap && starts_headless {
                        p.truncated_start = true;
                    }
                    let bl = self.laws.entry(n).or_default();
                    if stack.is_empty() {
                        page_paths.push((n, n.to_string(), p.text.clone()));
                        bl.intro.push(p);
                        last_para = Some((n, Vec::new(), true));
                    } else {
                        let it = item_at(n, &mut bl.items, &stack);
                        if it.attribution.is_none() {
                            it.attribution = Some(attribution);
                        }
                        page_paths.push((n, it.path.clone(), p.text.clone()));
                        it.paras.push(p);
                        last_para = Some((n, stack.clone(), false));
                    }
                }
            }
            first_text = false;
        }
        // The last paragraph before a page gap that does not end a sentence is cut off.
        // Every chunk ends at a page gap or at the end of its file.
        {
            if let Some((n, st, intro)) = last_para {
                let bl = self.laws.entry(n).or_default();
                let p = if intro {
                    bl.intro.last_mut()
                } else {
                    item_at(n, &mut bl.items, &st).paras.last_mut()
                };
                if let Some(p) = p
                    && !ends_sentence(&p.text)
                {
                    p.truncated_end = true;
                    bl.cut = true;
                }
            }
            if let Some(n) = law {
                // The law runs to the end of the page: what follows it is not in the sources.
                let bl = self.laws.entry(n).or_default();
                if !corr.complete_laws.iter().any(|c| c.law == n) {
                    bl.cut = true;
                }
            }
        }
        // Footnotes: anchored where the page's text carries the mark.
        for (mark, paras) in page_footnotes {
            let needle = format!("({mark})");
            let anchors: Vec<(u8, String)> = page_paths
                .iter()
                // «(*)» is not a substring of «(**)», so a plain search tells the marks apart.
                .filter(|(_, _, t)| t.contains(&needle))
                .map(|(n, p, _)| (*n, p.clone()))
                .collect();
            let mut anchors_dedup: Vec<(u8, String)> = Vec::new();
            for a in anchors {
                if !anchors_dedup.contains(&a) {
                    anchors_dedup.push(a);
                }
            }
            let owner = anchors_dedup.first().map(|a| a.0).or(law);
            let Some(owner) = owner else { continue };
            let bl = self.laws.entry(owner).or_default();
            bl.footnotes.push(Footnote {
                mark,
                anchors: anchors_dedup
                    .into_iter()
                    .filter(|a| a.0 == owner)
                    .map(|a| a.1)
                    .collect(),
                paras,
            });
        }
    }
}

fn para(b: &Block, src: Src) -> Para {
    Para {
        text: b.text.clone(),
        truncated_start: false,
        truncated_end: false,
        edits: b.edits.clone(),
        src,
    }
}
