//! `td-handbook index [PREFIX] [--json]`.

use serde_json::json;
use td_handbook::load::Handbook;

/// Lists the index, or the headwords starting with PREFIX (case and ё/е folded).
pub fn run(hb: &Handbook, prefix: Option<&str>, as_json: bool) -> anyhow::Result<()> {
    let fold = |s: &str| s.to_lowercase().replace('ё', "е");
    let want = prefix.map(fold);
    let entries: Vec<_> = hb
        .index
        .entries
        .iter()
        .filter(|e| match (&want, &e.headword) {
            (None, _) => true,
            (Some(p), Some(h)) => fold(h).starts_with(p.as_str()),
            (Some(_), None) => false,
        })
        .collect();
    if prefix.is_some() && entries.is_empty() {
        anyhow::bail!("в указателе нет статей на «{}»", prefix.unwrap_or_default());
    }
    if as_json {
        let v: Vec<_> = entries
            .iter()
            .map(|e| {
                json!({
                    "headword": e.headword,
                    "headword_from": format!("{:?}", e.headword_from),
                    "laws": e.laws, "see": e.see, "see_also": e.see_also,
                    "subs": e.subs.iter().map(|s| json!({"raw": s.raw, "display": s.display, "laws": s.laws, "see": s.see, "refs_missing": s.refs_missing})).collect::<Vec<_>>(),
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(v));
        return Ok(());
    }
    for e in entries {
        let nums = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
        let mut line = e
            .headword
            .clone()
            .unwrap_or_else(|| "(заголовок статьи в источниках отсутствует)".into());
        if !e.laws.is_empty() {
            line += &format!(" — {}", nums(&e.laws));
        }
        if !e.see.is_empty() {
            line += &format!(" — см. {}", e.see.join("; "));
        }
        if !e.see_also.is_empty() {
            line += &format!(" — см. также {}", e.see_also.join("; "));
        }
        println!("{line}");
        for s in &e.subs {
            let tail = if s.laws.is_empty() {
                if s.see.is_empty() {
                    " — (номер правила не указан)".to_string()
                } else {
                    format!(" — см. {}", s.see.join("; "))
                }
            } else {
                format!(" — {}", nums(&s.laws))
            };
            println!("    {}{tail}", s.display);
        }
    }
    Ok(())
}
