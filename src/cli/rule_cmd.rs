//! `td-handbook rule [TREE] [--answers 1,2,1] [--json]`: the decision trees at a terminal.

use std::io::{BufRead, Write};

use serde_json::json;
use td_handbook::load::Handbook;
use td_handbook::model::tree::{Basis, Node, Tree};
use td_handbook::rulings::{Outcome, Session};

fn find<'h>(hb: &'h Handbook, id: &str) -> anyhow::Result<&'h Tree> {
    hb.tree(id).ok_or_else(|| {
        let ids: Vec<&str> = hb.trees.iter().map(|(_, t)| t.id.as_str()).collect();
        anyhow::anyhow!("разбора «{id}» нет; есть: {}", ids.join(", "))
    })
}

/// `rule`: the list of trees.
pub fn list(hb: &Handbook) {
    let mut trees: Vec<&Tree> = hb.trees.iter().map(|(_, t)| t).collect();
    trees.sort_by(|a, b| a.title.cmp(&b.title));
    for t in trees {
        println!("{:<28} {}", t.id, t.title);
    }
}

fn outcome_json(tree: &Tree, o: &Outcome<'_>) -> serde_json::Value {
    json!({
        "tree": tree.id,
        "edition": tree.edition,
        "path": o.path.iter().map(|s| json!({"question": s.question, "answer": s.answer})).collect::<Vec<_>>(),
        "ruling": o.ruling.ruling,
        "announce": o.ruling.announce,
        "citations": o.ruling.citations,
        "title": o.ruling.title,
        "notes": o.ruling.notes,
        "node": o.id,
        "outside_sources": o.ruling.basis == Basis::Outside,
    })
}

fn print_outcome(
    hb: &Handbook,
    tree: &Tree,
    o: &Outcome<'_>,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(out, "\n══ Решение: {} ══", o.ruling.title)?;
    writeln!(out, "{}", o.ruling.ruling)?;
    writeln!(out, "\nОбъявить игрокам:\n{}", o.ruling.announce)?;
    writeln!(out, "\nПравила:")?;
    for c in &o.ruling.citations {
        let title = td_handbook::model::lawref::LawRef::parse(c)
            .and_then(|r| {
                let law = hb.laws.law(r.law)?;
                if r.item.is_empty() {
                    law.title.clone()
                } else {
                    law.item(&r.path()).and_then(|i| i.title.clone())
                }
            })
            .unwrap_or_default();
        writeln!(out, "  {c} {title}")?;
    }
    for n in &o.ruling.notes {
        writeln!(out, "Примечание: {n}")?;
    }
    if o.ruling.basis == Basis::Outside {
        writeln!(
            out,
            "(Текста, на котором основано решение, нет в источниках: оно следует правилам {} г. в известной редакции.)",
            tree.edition
        )?;
    }
    Ok(())
}

/// Where the result of `rule TREE --answers …` goes.
pub struct Output<'a> {
    /// Print JSON.
    pub json: bool,
    /// Write the record as PDF.
    pub pdf: Option<&'a std::path::Path>,
    /// Write the record as text.
    pub txt: Option<&'a std::path::Path>,
    /// Append the record to this log.
    pub log: Option<&'a std::path::Path>,
}

/// `flowchart TREE --pdf FILE`.
pub fn flowchart(hb: &Handbook, id: &str, pdf: &std::path::Path) -> anyhow::Result<()> {
    let tree = find(hb, id)?;
    std::fs::write(pdf, td_handbook::records::pdf::flowchart_pdf(tree)?)?;
    println!("Блок-схема «{}» записана в {}", tree.title, pdf.display());
    Ok(())
}

/// `rule TREE --answers …`.
pub fn answered(
    hb: &Handbook,
    id: &str,
    answers: &str,
    out: &Output<'_>,
    facts: td_handbook::records::Facts,
) -> anyhow::Result<()> {
    let as_json = out.json;
    let tree = find(hb, id)?;
    let list: Vec<&str> = answers
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .collect();
    let s = Session::replay(tree, &list).map_err(|(k, e)| match e {
        // An answer given after the ruling was reached.
        td_handbook::rulings::RuleError::Finished => {
            anyhow::anyhow!(
                "лишние ответы: решение получено после {k}, а дано {}",
                list.len()
            )
        }
        e => anyhow::anyhow!("ответ {} («{}»): {e}", k + 1, list[k]),
    })?;
    let Some(o) = s.outcome() else {
        anyhow::bail!(
            "ответов не хватает: после {} ответов дерево ждёт ещё ответа на «{}»",
            list.len(),
            question_text(&s)
        );
    };
    if out.pdf.is_some() || out.txt.is_some() || out.log.is_some() {
        let record = td_handbook::records::RulingRecord::new(
            hb,
            &tree.id,
            &tree.title,
            &o,
            facts,
            &super::log_cmd::now(),
        );
        super::log_cmd::write_record(record, out.pdf, out.txt, out.log)?;
    }
    if as_json {
        println!("{}", outcome_json(tree, &o));
    } else {
        let mut out = std::io::stdout().lock();
        for st in &o.path {
            writeln!(out, "{} — {}", st.question, st.answer)?;
        }
        print_outcome(hb, tree, &o, &mut out)?;
    }
    Ok(())
}

fn question_text(s: &Session<'_>) -> String {
    match s.current() {
        Ok(Node::Question(q)) => q.text.clone(),
        Ok(Node::Count(c)) => c.text.clone(),
        _ => String::new(),
    }
}

/// `rule TREE`: interactive, one question at a time.
pub fn interactive(hb: &Handbook, id: &str) -> anyhow::Result<()> {
    let tree = find(hb, id)?;
    let mut s = Session::new(tree);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout().lock();
    writeln!(out, "Разбор: {} (правила {} г.)", tree.title, tree.edition)?;
    loop {
        if let Some(o) = s.outcome() {
            print_outcome(hb, tree, &o, &mut out)?;
            return Ok(());
        }
        let node = s.current()?;
        writeln!(out)?;
        match node {
            Node::Question(q) => {
                writeln!(out, "{}", q.text)?;
                if let Some(h) = &q.help {
                    writeln!(out, "  ({h})")?;
                }
                if !q.refs.is_empty() {
                    writeln!(out, "  Правила: {}", q.refs.join(", "))?;
                }
                for (i, a) in q.answers.iter().enumerate() {
                    writeln!(out, "  {}. {}", i + 1, a.label)?;
                }
            }
            Node::Count(c) => {
                writeln!(out, "{} (число от {} до {})", c.text, c.min, c.max)?;
                if let Some(h) = &c.help {
                    writeln!(out, "  ({h})")?;
                }
            }
            Node::Ruling(_) => {}
        }
        write!(out, "Ответ (номер, b — назад, q — выход): ")?;
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out, "\nВвод закончился; разбор прерван.")?;
            return Ok(());
        };
        let line = line?;
        match line.trim() {
            "q" | "й" | "Q" => {
                writeln!(out, "Выход.")?;
                return Ok(());
            }
            "b" | "и" | "B" => {
                if !s.back() {
                    writeln!(out, "Это первый вопрос.")?;
                }
            }
            other => match s.parse_input(other).and_then(|i| s.answer(i)) {
                Ok(()) => {}
                Err(e) => writeln!(
                    out,
                    "Не понял «{other}»: {e}. Введите номер ответа, b — назад или q — выход."
                )?,
            },
        }
    }
}
