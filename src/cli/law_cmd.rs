//! `td-handbook law REF [--json]`.

use serde_json::{Value, json};
use td_handbook::load::Handbook;
use td_handbook::model::lawref::LawRef;
use td_handbook::model::laws::{Item, Law};
use td_handbook::model::source::Para;

fn para_json(p: &Para) -> Value {
    json!({
        "text": p.text,
        "source": {"file": p.src.file, "lines": [p.src.lines.0, p.src.lines.1], "page": p.src.page},
        "truncated_start": p.truncated_start,
        "truncated_end": p.truncated_end,
        "edits": p.edits.iter().map(|e| json!({"kind": format!("{:?}", e.kind), "before": e.before, "after": e.after})).collect::<Vec<_>>(),
    })
}

/// The paragraphs of an item and its sub-items, each with its heading line.
fn item_paras<'a>(it: &'a Item, out: &mut Vec<(String, &'a Para)>) {
    for p in &it.paras {
        out.push((it.path.clone(), p));
    }
    for c in &it.children {
        item_paras(c, out);
    }
}

fn heading(it: &Item) -> String {
    format!("{} {}", it.path, it.title.as_deref().unwrap_or(""))
}

/// Prints a law or item. Returns an error for a reference that is not in the data.
pub fn run(hb: &Handbook, reference: &str, as_json: bool) -> anyhow::Result<()> {
    let Some(r) = LawRef::parse(reference) else {
        anyhow::bail!("«{reference}» — не ссылка на правило (пример: 64, 64A1, 25B2(B)(1))");
    };
    let Some(law) = hb.laws.law(r.law) else {
        anyhow::bail!(
            "правила {} нет: в редакции {} г. правила с 1 по 93",
            r.law,
            hb.laws.edition
        );
    };
    let item = if r.item.is_empty() {
        None
    } else {
        match law.item(&r.path()) {
            Some(it) => Some(it),
            None => anyhow::bail!(
                "пункта {} нет в данных: в источниках у правила {} есть пункты {}",
                r.path(),
                r.law,
                law.all_items()
                    .iter()
                    .map(|i| i.path.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    };
    let mut paras: Vec<(String, &Para)> = Vec::new();
    match item {
        Some(it) => item_paras(it, &mut paras),
        None => {
            paras.extend(law.intro.iter().map(|p| (law.number.to_string(), p)));
            for it in &law.items {
                item_paras(it, &mut paras);
            }
        }
    }
    let title = item
        .and_then(|i| i.title.clone())
        .or_else(|| law.title.clone());
    let completeness = item.map_or(law.completeness, |i| i.completeness);
    let commentary: Vec<_> = hb
        .commentary
        .laws
        .iter()
        .filter(|c| c.law == law.number)
        .flat_map(|c| c.paras.iter())
        .collect();
    let footnotes: Vec<_> = law
        .footnotes
        .iter()
        .filter(|f| item.is_none_or(|it| f.anchors.iter().any(|a| a.starts_with(&it.path))))
        .collect();
    if as_json {
        let text = paras
            .iter()
            .map(|(_, p)| p.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        let v = json!({
            "ref": r.path(),
            "law": law.number,
            "title": title,
            "completeness": completeness.json_name(),
            "text": text,
            "paragraphs": paras.iter().map(|(path, p)| { let mut j = para_json(p); j["item"] = json!(path); j }).collect::<Vec<_>>(),
            "footnotes": footnotes.iter().map(|f| json!({"mark": f.mark, "anchors": f.anchors, "text": f.paras.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join("\n"), "paragraphs": f.paras.iter().map(para_json).collect::<Vec<_>>()})).collect::<Vec<_>>(),
            "commentary": commentary.iter().map(|c| json!({"number": c.number, "text": c.para.text, "source": {"file": c.para.src.file, "lines": [c.para.src.lines.0, c.para.src.lines.1]}})).collect::<Vec<_>>(),
            "notes": law.notes,
            "items": item.map_or_else(|| law.all_items().iter().map(|i| i.path.clone()).collect(), |it| { let mut v = Vec::new(); collect_paths(it, &mut v); v }),
        });
        println!("{v}");
        return Ok(());
    }
    print_text(law, item, &paras, completeness.label_ru());
    for f in footnotes {
        println!(
            "\n({}) {}",
            f.mark,
            f.paras
                .iter()
                .map(|p| p.text.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    if !commentary.is_empty() {
        println!("\nКомментарий:");
        for c in commentary {
            println!("  {} {}", c.number.as_deref().unwrap_or("…"), c.para.text);
        }
    }
    Ok(())
}

fn collect_paths(it: &Item, out: &mut Vec<String>) {
    out.push(it.path.clone());
    for c in &it.children {
        collect_paths(c, out);
    }
}

fn print_text(law: &Law, item: Option<&Item>, paras: &[(String, &Para)], completeness: &str) {
    println!(
        "Правило {}. {}",
        law.number,
        law.title
            .as_deref()
            .unwrap_or("(заголовок в источниках отсутствует)")
    );
    if let Some(it) = item {
        println!("{}", heading(it));
    }
    println!("[{completeness}]");
    if paras.is_empty() {
        println!(
            "\nТекста этого {} в источниках нет.",
            if item.is_some() {
                "пункта"
            } else {
                "правила"
            }
        );
    }
    let mut last = String::new();
    for (path, p) in paras {
        if *path != last {
            let it = law.item(path);
            if let Some(it) = it {
                println!("\n{}", heading(it));
            }
            last = path.clone();
        }
        let pre = if p.truncated_start { "… " } else { "" };
        let post = if p.truncated_end { " …" } else { "" };
        println!("{pre}{}{post}", p.text);
        println!(
            "    [{}, строки {}–{}, стр. {}]",
            p.src.file,
            p.src.lines.0,
            p.src.lines.1,
            p.src.page.map_or("?".into(), |n| n.to_string())
        );
    }
    for n in &law.notes {
        println!("\nПримечание: {n}");
    }
}
