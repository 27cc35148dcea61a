//! Validation of the loaded data: one pass that collects every problem, each with
//! `file:line:col`.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt;

use crate::load::{DataFiles, Handbook};
use crate::model::lawref::{LawRef, extract_refs};
use crate::model::laws::{Item, LawsFile};
use crate::model::source::Para;
use crate::model::tree::{Node, Tree};

/// How serious a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// The data is wrong; `check` fails.
    Error,
    /// Suspicious, but usable.
    Warning,
    /// For information: e.g. a reference to an item the sources lack.
    Note,
}

/// One problem found in the data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// How serious.
    pub severity: Severity,
    /// The data file (`laws.ron`, `trees/revoke.ron`).
    pub file: String,
    /// Line, 1-based (0 when unknown).
    pub line: usize,
    /// Column, 1-based.
    pub col: usize,
    /// What is wrong (Russian).
    pub message: String,
}

impl Problem {
    /// An error at a position.
    pub fn error(file: &str, line: usize, col: usize, message: impl Into<String>) -> Problem {
        Problem {
            severity: Severity::Error,
            file: file.into(),
            line,
            col,
            message: message.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "ошибка",
            Severity::Warning => "предупреждение",
            Severity::Note => "примечание",
        };
        write!(
            f,
            "{}:{}:{}: {sev}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// Finds where `needle` first occurs in `text`, as (line, column), 1-based; (1, 1) if absent.
fn locate(text: &str, needle: &str) -> (usize, usize) {
    match text.find(needle) {
        Some(pos) => {
            let before = &text[..pos];
            let line = before.matches('\n').count() + 1;
            let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            (line, col)
        }
        None => (1, 1),
    }
}

/// Gathers problems and finds their positions in the files.
pub struct Collector<'a> {
    files: &'a DataFiles,
    out: Vec<Problem>,
}

impl Collector<'_> {
    fn text_of(&self, file: &str) -> &str {
        match file {
            "laws.ron" => &self.files.laws,
            "index.ron" => &self.files.index,
            "definitions.ron" => &self.files.definitions,
            "commentary.ron" => &self.files.commentary,
            "quick_rules.ron" => &self.files.quick_rules,
            "synonyms.ron" => &self.files.synonyms,
            _ => self
                .files
                .trees
                .iter()
                .find(|(n, _)| file.strip_prefix("trees/") == Some(n.as_str()))
                .map_or("", |(_, t)| t.as_str()),
        }
    }

    fn push(&mut self, severity: Severity, file: &str, near: &str, message: String) {
        let (line, col) = locate(self.text_of(file), near);
        self.out.push(Problem {
            severity,
            file: file.into(),
            line,
            col,
            message,
        });
    }
}

/// Whether a reference resolves: the law exists (1–93) and, for an item, whether the
/// sources have that item.
enum Resolution {
    Ok,
    ItemMissing,
    NoLaw,
}

fn resolve(laws: &LawsFile, r: &LawRef) -> Resolution {
    let Some(law) = laws.law(r.law) else {
        return Resolution::NoLaw;
    };
    if r.item.is_empty() || law.item(&r.path()).is_some() {
        Resolution::Ok
    } else {
        Resolution::ItemMissing
    }
}

/// Validates everything; returns all problems found.
pub fn validate(hb: &Handbook, files: &DataFiles) -> Vec<Problem> {
    let mut c = Collector {
        files,
        out: Vec::new(),
    };
    validate_laws(hb, &mut c);
    validate_refs(hb, &mut c);
    for (name, tree) in &hb.trees {
        validate_tree(tree, &format!("trees/{name}"), &hb.laws, &mut c);
    }
    c.out
}

fn validate_laws(hb: &Handbook, c: &mut Collector<'_>) {
    let laws = &hb.laws;
    if laws.laws.len() != 93 {
        c.push(
            Severity::Error,
            "laws.ron",
            "laws:",
            format!("правил должно быть 93, а их {}", laws.laws.len()),
        );
    }
    for (i, law) in laws.laws.iter().enumerate() {
        if usize::from(law.number) != i + 1 {
            c.push(
                Severity::Error,
                "laws.ron",
                &format!("number: {},", law.number),
                format!(
                    "правило №{} стоит на месте {}: нужны номера 1–93 по порядку",
                    law.number,
                    i + 1
                ),
            );
        }
        let mut seen = HashSet::new();
        fn walk(items: &[Item], parent: &str, seen: &mut HashSet<String>, bad: &mut Vec<String>) {
            for it in items {
                if it.path != format!("{parent}{}", it.label) {
                    bad.push(format!(
                        "путь пункта «{}» не равен «{parent}» + «{}»",
                        it.path, it.label
                    ));
                }
                if !seen.insert(it.path.clone()) {
                    bad.push(format!("пункт «{}» встречается дважды", it.path));
                }
                walk(&it.children, &it.path, seen, bad);
            }
        }
        let mut bad = Vec::new();
        walk(&law.items, &law.number.to_string(), &mut seen, &mut bad);
        for b in bad {
            c.push(
                Severity::Error,
                "laws.ron",
                &format!("number: {},", law.number),
                format!("правило {}: {b}", law.number),
            );
        }
    }
}

fn all_paras(items: &[Item], out: &mut Vec<(String, String)>) {
    for it in items {
        for p in &it.paras {
            out.push((it.path.clone(), p.text.clone()));
        }
        all_paras(&it.children, out);
    }
}

fn validate_refs(hb: &Handbook, c: &mut Collector<'_>) {
    let laws = &hb.laws;
    let mut missing_items: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let check_text = |file: &str,
                      text: &str,
                      c: &mut Collector<'_>,
                      missing: &mut BTreeMap<String, BTreeSet<String>>| {
        for r in extract_refs(text) {
            match resolve(laws, &r.target) {
                Resolution::Ok => {}
                Resolution::ItemMissing => {
                    missing
                        .entry(file.to_string())
                        .or_default()
                        .insert(r.target.path());
                }
                Resolution::NoLaw => c.push(
                    Severity::Error,
                    file,
                    &text[r.start..r.end],
                    format!("ссылка на несуществующее правило «{}»", r.target),
                ),
            }
        }
    };
    let mut texts: Vec<(String, String)> = Vec::new();
    for law in &laws.laws {
        for p in &law.intro {
            texts.push(("laws.ron".into(), p.text.clone()));
        }
        let mut v = Vec::new();
        all_paras(&law.items, &mut v);
        texts.extend(v.into_iter().map(|(_, t)| ("laws.ron".to_string(), t)));
        for f in &law.footnotes {
            texts.extend(
                f.paras
                    .iter()
                    .map(|p| ("laws.ron".to_string(), p.text.clone())),
            );
        }
    }
    let para_texts = |file: &str, paras: &[Para]| -> Vec<(String, String)> {
        paras
            .iter()
            .map(|p| (file.to_string(), p.text.clone()))
            .collect()
    };
    for d in &hb.definitions.definitions {
        texts.extend(para_texts("definitions.ron", &d.senses));
    }
    for l in &hb.commentary.laws {
        texts.extend(
            l.paras
                .iter()
                .map(|p| ("commentary.ron".to_string(), p.para.text.clone())),
        );
    }
    for (file, text) in &texts {
        check_text(file, text, c, &mut missing_items);
    }
    // Structured references.
    let mut check_ref = |file: &str, s: &str, c: &mut Collector<'_>| match LawRef::parse(s) {
        None => c.push(
            Severity::Error,
            file,
            s,
            format!("«{s}» — не ссылка на правило"),
        ),
        Some(r) => match resolve(laws, &r) {
            Resolution::Ok => {}
            Resolution::ItemMissing => {
                missing_items
                    .entry(file.to_string())
                    .or_default()
                    .insert(r.path());
            }
            Resolution::NoLaw => c.push(
                Severity::Error,
                file,
                s,
                format!("ссылка на несуществующее правило «{s}»"),
            ),
        },
    };
    for d in &hb.definitions.definitions {
        for r in &d.law_refs {
            check_ref("definitions.ron", r, c);
        }
    }
    for s in &hb.quick_rules.sections {
        for n in &s.related_laws {
            check_ref("quick_rules.ron", &n.to_string(), c);
        }
        for d in &s.differs {
            check_ref("quick_rules.ron", &d.law_ref, c);
        }
    }
    for e in &hb.index.entries {
        for n in e
            .laws
            .iter()
            .chain(e.subs.iter().flat_map(|s| s.laws.iter()))
        {
            check_ref("index.ron", &n.to_string(), c);
        }
    }
    for (file, set) in missing_items {
        let list: Vec<String> = set.into_iter().collect();
        c.out.push(Problem {
            severity: Severity::Note,
            file,
            line: 1,
            col: 1,
            message: format!(
                "ссылки на пункты, текста которых нет в источниках ({}): {}",
                list.len(),
                list.join(", ")
            ),
        });
    }
}

/// Checks one decision tree: reachable nodes, no cycles, no dangling ids, answers and
/// citations, count ranges, the edition.
pub fn validate_tree(tree: &Tree, file: &str, laws: &LawsFile, c: &mut Collector<'_>) {
    let _ = c.text_of(file);
    let mut problems: Vec<(Severity, String, String)> = Vec::new();
    if tree.edition != laws.edition {
        problems.push((
            Severity::Warning,
            "edition:".into(),
            format!(
                "дерево «{}» составлено по редакции {}, а загружены правила {} г.",
                tree.id, tree.edition, laws.edition
            ),
        ));
    }
    if !tree.nodes.contains_key(&tree.start) {
        problems.push((
            Severity::Error,
            "start:".into(),
            format!("начальный узел «{}» не существует", tree.start),
        ));
    }
    let check_refs = |refs: &[String],
                      near: &str,
                      problems: &mut Vec<(Severity, String, String)>| {
        for r in refs {
            match LawRef::parse(r) {
                None => problems.push((
                    Severity::Error,
                    near.into(),
                    format!("«{r}» — не ссылка на правило"),
                )),
                Some(lr) => match resolve(laws, &lr) {
                    Resolution::NoLaw => {
                        problems.push((Severity::Error, near.into(), format!("правила «{r}» нет")))
                    }
                    Resolution::ItemMissing | Resolution::Ok => {}
                },
            }
        }
    };
    for (id, node) in &tree.nodes {
        let near = format!("\"{id}\":");
        let nexts: Vec<&String> = match node {
            Node::Question(q) => {
                if q.answers.len() < 2 {
                    problems.push((
                        Severity::Error,
                        near.clone(),
                        format!("у вопроса «{id}» меньше двух ответов"),
                    ));
                }
                check_refs(&q.refs, &near, &mut problems);
                q.answers.iter().map(|a| &a.next).collect()
            }
            Node::Count(n) => {
                check_refs(&n.refs, &near, &mut problems);
                let mut covered = vec![0u32; (n.max.saturating_sub(n.min) + 1) as usize];
                for b in &n.branches {
                    if b.from > b.to || b.from < n.min || b.to > n.max {
                        problems.push((
                            Severity::Error,
                            near.clone(),
                            format!("диапазон {}–{} вне {}–{}", b.from, b.to, n.min, n.max),
                        ));
                        continue;
                    }
                    for v in b.from..=b.to {
                        covered[(v - n.min) as usize] += 1;
                    }
                }
                if covered.iter().any(|&k| k != 1) {
                    problems.push((
                        Severity::Error,
                        near.clone(),
                        format!(
                            "диапазоны узла «{id}» не покрывают {}–{} ровно один раз",
                            n.min, n.max
                        ),
                    ));
                }
                n.branches.iter().map(|b| &b.next).collect()
            }
            Node::Ruling(r) => {
                if r.citations.is_empty() {
                    problems.push((
                        Severity::Error,
                        near.clone(),
                        format!("у решения «{id}» нет ссылок на правила"),
                    ));
                }
                check_refs(&r.citations, &near, &mut problems);
                Vec::new()
            }
        };
        for n in nexts {
            if !tree.nodes.contains_key(n) {
                problems.push((
                    Severity::Error,
                    near.clone(),
                    format!("узел «{id}» ведёт в несуществующий «{n}»"),
                ));
            }
        }
    }
    // Reachability and cycles: depth-first from the start.
    let mut state: BTreeMap<&str, u8> = BTreeMap::new(); // 1 = on stack, 2 = done
    fn dfs<'t>(
        tree: &'t Tree,
        id: &'t str,
        state: &mut BTreeMap<&'t str, u8>,
        cycles: &mut Vec<String>,
    ) {
        state.insert(id, 1);
        let nexts: Vec<&str> = match tree.nodes.get(id) {
            Some(Node::Question(q)) => q.answers.iter().map(|a| a.next.as_str()).collect(),
            Some(Node::Count(n)) => n.branches.iter().map(|b| b.next.as_str()).collect(),
            _ => Vec::new(),
        };
        for n in nexts {
            match state.get(n) {
                Some(1) => cycles.push(format!("{id} → {n}")),
                Some(_) => {}
                None if tree.nodes.contains_key(n) => dfs(tree, n, state, cycles),
                None => {}
            }
        }
        state.insert(id, 2);
    }
    let mut cycles = Vec::new();
    if tree.nodes.contains_key(&tree.start) {
        dfs(tree, &tree.start, &mut state, &mut cycles);
    }
    for cy in cycles {
        problems.push((
            Severity::Error,
            "start:".into(),
            format!("цикл в дереве: {cy}"),
        ));
    }
    for id in tree.nodes.keys() {
        if !state.contains_key(id.as_str()) {
            problems.push((
                Severity::Error,
                format!("\"{id}\":"),
                format!("узел «{id}» недостижим"),
            ));
        }
    }
    for (sev, near, msg) in problems {
        c.push(sev, file, &near, msg);
    }
}
