//! A ruling record as plain text (UTF-8, for the log export and `--txt`).

use std::fmt::Write as _;

use super::RulingRecord;

fn line(out: &mut String, label: &str, value: &str) {
    if !value.trim().is_empty() {
        let _ = writeln!(out, "{label}: {value}");
    }
}

/// One record.
pub fn record(r: &RulingRecord) -> String {
    let mut out = String::new();
    let head = if r.id > 0 {
        format!("РЕШЕНИЕ СУДЬИ № {}", r.id)
    } else {
        "РЕШЕНИЕ СУДЬИ".to_string()
    };
    let _ = writeln!(out, "{head}");
    let _ = writeln!(out, "{}", "=".repeat(head.chars().count()));
    line(&mut out, "Время", &r.time);
    line(&mut out, "Турнир", &r.facts.event);
    line(&mut out, "Судья", &r.facts.director);
    line(&mut out, "Тур", &r.facts.round);
    line(&mut out, "Стол", &r.facts.table);
    if let Some(b) = r.facts.board {
        let mut s = b.to_string();
        if let (Some(d), Some(v)) = (&r.dealer, &r.vulnerability) {
            s.push_str(&format!(" (сдаёт {d}, {v})"));
        }
        line(&mut out, "Сдача", &s);
    }
    line(&mut out, "Пара N-S", &r.facts.ns);
    line(&mut out, "Пара E-W", &r.facts.ew);
    let _ = writeln!(
        out,
        "\nНарушение: {} (правила {} г.)",
        r.tree_title, r.edition
    );
    let _ = writeln!(out, "\nОбстоятельства:");
    for a in &r.path {
        let _ = writeln!(out, "  — {} {}", a.question, a.answer);
    }
    let _ = writeln!(out, "\nРешение: {}", r.title);
    let _ = writeln!(out, "{}", r.ruling);
    let _ = writeln!(out, "\nОбъявлено игрокам:\n{}", r.announce);
    line(&mut out, "\nИзменение результата", &r.facts.adjustment);
    let _ = writeln!(out, "\nПравила:");
    for c in &r.citations {
        let _ = writeln!(
            out,
            "  {} {}",
            c.reference,
            c.title.as_deref().unwrap_or("")
        );
        if c.text.is_empty() {
            let _ = writeln!(out, "    (текста этого пункта в источниках нет)");
        }
        for t in &c.text {
            let _ = writeln!(out, "    «{t}»");
        }
    }
    if !r.ruling_notes.is_empty() {
        let _ = writeln!(out, "\nПримечания к решению:");
        for n in &r.ruling_notes {
            let _ = writeln!(out, "  • {n}");
        }
    }
    if r.outside_sources {
        let _ = writeln!(
            out,
            "\nТекста, на котором основано решение, в источниках нет: решение следует правилам {} г. в известной редакции.",
            r.edition
        );
    }
    line(&mut out, "\nЗаметки судьи", &r.facts.notes);
    let _ = writeln!(out, "\nПодпись судьи: ____________________");
    out
}

/// A session: a list of the rulings, then each one.
pub fn session(records: &[RulingRecord]) -> String {
    let mut out = String::from("ЖУРНАЛ РЕШЕНИЙ СУДЬИ\n====================\n");
    for r in records {
        let board = r
            .facts
            .board
            .map_or_else(String::new, |b| format!("сдача {b}"));
        let _ = writeln!(
            out,
            "№ {:<3} {}  стол {:<4} {:<10} {} — {}",
            r.id, r.time, r.facts.table, board, r.tree_title, r.title
        );
    }
    for r in records {
        out.push_str("\n\u{c}\n");
        out.push_str(&record(r));
    }
    out
}
