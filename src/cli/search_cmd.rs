//! `td-handbook search QUERY [--limit N] [--json]` and `search --stdin`.

use std::io::{BufRead, Write};

use serde_json::json;
use td_handbook::load::Handbook;
use td_handbook::search::{Hit, SearchIndex};

fn hits_json(hits: &[Hit]) -> serde_json::Value {
    serde_json::Value::Array(
        hits.iter()
            .map(|h| {
                json!({"kind": h.kind.json_name(), "title": h.title, "target": h.target, "laws": h.laws,
                       "snippet": h.snippet, "score": h.score})
            })
            .collect(),
    )
}

fn print_grouped(query: &str, hits: &[Hit], out: &mut impl Write) -> std::io::Result<()> {
    if hits.is_empty() {
        writeln!(out, "По запросу «{query}» ничего не найдено.")?;
        return Ok(());
    }
    let mut current = None;
    for h in td_handbook::search::grouped(hits) {
        if current != Some(h.kind) {
            writeln!(out, "{}:", h.kind.group_ru())?;
            current = Some(h.kind);
        }
        writeln!(
            out,
            "  {} → {}  [правила: {}]",
            h.title,
            h.target,
            h.laws_text()
        )?;
        if !h.snippet.is_empty() {
            writeln!(out, "      {}", h.snippet)?;
        }
    }
    Ok(())
}

/// Runs one query, or one per line of standard input.
pub fn run(
    hb: &Handbook,
    query: Option<&str>,
    stdin: bool,
    limit: usize,
    as_json: bool,
) -> anyhow::Result<()> {
    let index = SearchIndex::new(hb, &hb.synonyms);
    let mut out = std::io::stdout().lock();
    if stdin {
        for line in std::io::stdin().lock().lines() {
            let line = line?;
            let hits = index.search(&line, limit);
            if as_json {
                writeln!(out, "{}", hits_json(&hits))?;
            } else {
                print_grouped(&line, &hits, &mut out)?;
            }
        }
        return Ok(());
    }
    let Some(q) = query else {
        anyhow::bail!("укажите запрос или --stdin");
    };
    let hits = index.search(q, limit);
    if as_json {
        writeln!(out, "{}", hits_json(&hits))?;
    } else {
        print_grouped(q, &hits, &mut out)?;
    }
    Ok(())
}
