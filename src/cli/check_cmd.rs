//! `td-handbook check`: validates the data and prints a summary.

use std::path::Path;

use td_handbook::load;
use td_handbook::model::source::Completeness;
use td_handbook::validate::Severity;

use super::data::prefixed;

/// Runs the check; returns whether the data is free of errors.
pub fn run(data: Option<&Path>) -> anyhow::Result<bool> {
    let files = match data {
        Some(dir) => load::read_dir(dir)?,
        None => load::embedded(),
    };
    let (hb, problems) = match load::parse(&files) {
        Ok(hb) => {
            let p = td_handbook::validate::validate(&hb, &files);
            (Some(hb), p)
        }
        Err(p) => (None, p),
    };
    for p in &problems {
        eprintln!("{}", prefixed(data, p));
    }
    let errors = problems
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .count();
    let warnings = problems
        .iter()
        .filter(|p| p.severity == Severity::Warning)
        .count();
    println!("Данные: {}", files.origin);
    if let Some(hb) = hb {
        let count = |c: Completeness| hb.laws.laws.iter().filter(|l| l.completeness == c).count();
        println!(
            "Правила {} г.: {} (полный текст {}, частично {}, только оглавление {}, только заголовок {}, нет текста {})",
            hb.laws.edition,
            hb.laws.laws.len(),
            count(Completeness::Complete),
            count(Completeness::Partial),
            count(Completeness::TocOnly),
            count(Completeness::TitleOnly),
            count(Completeness::Missing),
        );
        let items: usize = hb.laws.laws.iter().map(|l| l.all_items().len()).sum();
        let subs: usize = hb.index.entries.iter().map(|e| e.subs.len()).sum();
        println!(
            "Пунктов: {items}; статей указателя: {}, подстатей: {subs}",
            hb.index.entries.len()
        );
        println!(
            "Определений: {}; комментариев к правилам: {}; разделов популярных правил: {}; деревьев решений: {}",
            hb.definitions.definitions.len(),
            hb.commentary.laws.len(),
            hb.quick_rules.sections.len(),
            hb.trees.len()
        );
    }
    println!("Ошибок: {errors}, предупреждений: {warnings}");
    Ok(errors == 0)
}
