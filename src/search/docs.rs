//! The searchable documents, built from the loaded data: index entries, laws, items,
//! definitions, commentary, popular rules and decision trees.

use crate::load::Handbook;
use crate::model::lawref::LawRef;

/// What a hit is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// An entry of the alphabetical index.
    Index,
    /// A law (its title and intro).
    Law,
    /// An item of a law.
    Item,
    /// A definition.
    Definition,
    /// A decision tree.
    Tree,
    /// A commentary paragraph.
    Commentary,
    /// A section of the popular summary (not the Laws).
    QuickRule,
}

impl Kind {
    /// The JSON name: `index`, `law`, `item`, `definition`, `commentary`, `quick_rule`, `tree`.
    pub fn json_name(self) -> &'static str {
        match self {
            Kind::Index => "index",
            Kind::Law => "law",
            Kind::Item => "item",
            Kind::Definition => "definition",
            Kind::Tree => "tree",
            Kind::Commentary => "commentary",
            Kind::QuickRule => "quick_rule",
        }
    }

    /// The Russian group heading.
    pub fn group_ru(self) -> &'static str {
        match self {
            Kind::Index => "Указатель",
            Kind::Law => "Правила",
            Kind::Item => "Пункты правил",
            Kind::Definition => "Определения",
            Kind::Tree => "Разборы",
            Kind::Commentary => "Комментарий",
            Kind::QuickRule => "Популярные правила (не текст Правил)",
        }
    }
}

/// One searchable document.
#[derive(Debug, Clone)]
pub struct Doc {
    /// What it is.
    pub kind: Kind,
    /// The title shown.
    pub title: String,
    /// The name the title gives, without a law number or item path in front: what a query
    /// that names the thing exactly is compared with.
    pub name: String,
    /// The law/item reference to open, or the tree id.
    pub target: String,
    /// Every law the document points to.
    pub laws: Vec<u8>,
    /// The text searched besides the title.
    pub body: String,
}

fn law_numbers(refs: &[String]) -> Vec<u8> {
    let mut v: Vec<u8> = refs
        .iter()
        .filter_map(|r| LawRef::parse(r))
        .map(|r| r.law)
        .collect();
    v.dedup();
    v
}

/// Builds the documents of a handbook.
pub fn documents(hb: &Handbook) -> Vec<Doc> {
    let mut out = Vec::new();
    for e in &hb.index.entries {
        let head = e.headword.clone().unwrap_or_default();
        if !head.is_empty() {
            // The headword itself points to its own laws, or else to all its sub-entries' laws.
            let mut laws = e.laws.clone();
            if laws.is_empty() {
                laws = e.subs.iter().flat_map(|s| s.laws.iter().copied()).collect();
                laws.sort_unstable();
                laws.dedup();
            }
            let mut body = String::new();
            for s in e.see.iter().chain(&e.see_also) {
                body.push_str(s);
                body.push(' ');
            }
            // Open the law the sub-entries name most often (ties: the lower number), so the
            // headword «Фальшренонс» leads to 61, not to the 14 of a side entry.
            let mut counts: std::collections::BTreeMap<u8, usize> =
                std::collections::BTreeMap::new();
            for n in e
                .laws
                .iter()
                .chain(e.subs.iter().flat_map(|s| s.laws.iter()))
            {
                *counts.entry(*n).or_default() += 1;
            }
            let main = counts
                .iter()
                .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
                .map(|(n, _)| *n);
            out.push(Doc {
                kind: Kind::Index,
                name: head.clone(),
                title: head.clone(),
                target: main.map(|n| n.to_string()).unwrap_or_default(),
                laws,
                body,
            });
        }
        for s in &e.subs {
            out.push(Doc {
                kind: Kind::Index,
                name: s.display.clone(),
                title: s.display.clone(),
                target: s.laws.first().map(u8::to_string).unwrap_or_default(),
                laws: s.laws.clone(),
                body: format!("{head} {}", s.see.join(" ")),
            });
        }
    }
    for law in &hb.laws.laws {
        let title = match &law.title {
            Some(t) => format!("Правило {}. {t}", law.number),
            None => format!("Правило {}", law.number),
        };
        out.push(Doc {
            kind: Kind::Law,
            name: law.title.clone().unwrap_or_default(),
            title,
            target: law.number.to_string(),
            laws: vec![law.number],
            body: law
                .intro
                .iter()
                .map(|p| p.text.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        });
        for it in law.all_items() {
            if it.title.is_none() && it.paras.is_empty() {
                continue;
            }
            out.push(Doc {
                kind: Kind::Item,
                name: it.title.clone().unwrap_or_default(),
                title: format!("{} {}", it.path, it.title.as_deref().unwrap_or(""))
                    .trim()
                    .to_string(),
                target: it.path.clone(),
                laws: vec![law.number],
                body: it
                    .paras
                    .iter()
                    .map(|p| p.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
            });
        }
        for f in &law.footnotes {
            out.push(Doc {
                kind: Kind::Item,
                name: String::new(),
                title: format!("Сноска ({}) к правилу {}", f.mark, law.number),
                target: f
                    .anchors
                    .first()
                    .cloned()
                    .unwrap_or_else(|| law.number.to_string()),
                laws: vec![law.number],
                body: f
                    .paras
                    .iter()
                    .map(|p| p.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
            });
        }
    }
    for d in &hb.definitions.definitions {
        out.push(Doc {
            kind: Kind::Definition,
            name: d.terms_ru.first().cloned().unwrap_or_default(),
            title: format!("{} ({})", d.terms_ru.join(", "), d.term_en),
            target: d.law_refs.first().cloned().unwrap_or_default(),
            laws: law_numbers(&d.law_refs),
            body: d
                .senses
                .iter()
                .map(|p| p.text.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        });
    }
    for c in &hb.commentary.laws {
        for p in &c.paras {
            out.push(Doc {
                kind: Kind::Commentary,
                name: String::new(),
                title: format!(
                    "Комментарий {} к правилу {}",
                    p.number.as_deref().unwrap_or(""),
                    c.law
                )
                .replace("  ", " "),
                target: c.law.to_string(),
                laws: vec![c.law],
                body: p.para.text.clone(),
            });
        }
    }
    for s in &hb.quick_rules.sections {
        out.push(Doc {
            kind: Kind::QuickRule,
            name: s.heading.clone(),
            title: s.heading.clone(),
            target: s
                .related_laws
                .first()
                .map(u8::to_string)
                .unwrap_or_default(),
            laws: s.related_laws.clone(),
            body: s
                .paras
                .iter()
                .map(|p| p.text.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        });
    }
    for (_, t) in &hb.trees {
        out.push(Doc {
            kind: Kind::Tree,
            name: t.title.clone(),
            title: t.title.clone(),
            target: t.id.clone(),
            laws: t.laws.clone(),
            body: format!("{} {}", t.summary, t.keywords.join(" ")),
        });
    }
    out
}
