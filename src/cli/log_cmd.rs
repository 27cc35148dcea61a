//! `td-handbook log list|show ID|export|new` and the record options of `rule`.

use std::path::{Path, PathBuf};

use td_handbook::records::journal::{self, Journal};
use td_handbook::records::{RulingRecord, pdf, text};

/// The log file: `--log-file`, or the platform default (the app's too).
pub fn log_path(given: Option<&Path>) -> PathBuf {
    given.map_or_else(journal::default_path, Path::to_path_buf)
}

/// Local time for a record, read at the edge of the program.
pub fn now() -> String {
    chrono::Local::now().format("%Y-%m-%d %H:%M").to_string()
}

/// Writes the PDF and/or text of a record, and appends it to the log if asked.
pub fn write_record(
    mut record: RulingRecord,
    pdf_path: Option<&Path>,
    txt_path: Option<&Path>,
    log: Option<&Path>,
) -> anyhow::Result<()> {
    if let Some(path) = log {
        let mut j = Journal::open(path)?;
        let id = j.append(record.clone())?;
        record.id = id;
        eprintln!("Решение № {id} записано в журнал {}", path.display());
    }
    if let Some(p) = pdf_path {
        std::fs::write(p, pdf::record_pdf(&record)?)?;
    }
    if let Some(p) = txt_path {
        std::fs::write(p, text::record(&record))?;
    }
    Ok(())
}

/// `log list`.
pub fn list(path: &Path) -> anyhow::Result<()> {
    let j = Journal::open(path)?;
    if j.log.records.is_empty() {
        println!("Журнал пуст ({}).", path.display());
    }
    for r in &j.log.records {
        let board = r
            .facts
            .board
            .map_or_else(String::new, |b| format!("сдача {b}"));
        println!(
            "{:>4}  {}  стол {:<4} {:<10} {} — {}",
            r.id, r.time, r.facts.table, board, r.tree_title, r.title
        );
    }
    Ok(())
}

/// `log show ID`.
pub fn show(path: &Path, id: u64) -> anyhow::Result<()> {
    let j = Journal::open(path)?;
    let r = j.get(id).ok_or(journal::LogError::NoSuchRecord(id))?;
    print!("{}", text::record(r));
    Ok(())
}

/// `log export --pdf FILE | --txt FILE`.
pub fn export(path: &Path, pdf_path: Option<&Path>, txt_path: Option<&Path>) -> anyhow::Result<()> {
    let j = Journal::open(path)?;
    if pdf_path.is_none() && txt_path.is_none() {
        anyhow::bail!("укажите --pdf FILE или --txt FILE");
    }
    if let Some(p) = pdf_path {
        std::fs::write(p, pdf::session_pdf(&j.log.records, "Журнал решений судьи")?)?;
    }
    if let Some(p) = txt_path {
        std::fs::write(p, text::session(&j.log.records))?;
    }
    println!("Экспортировано решений: {}", j.log.records.len());
    Ok(())
}

/// `log new`: a fresh log; the old file is kept beside it.
pub fn new_log(path: &Path) -> anyhow::Result<()> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S").to_string();
    let (_, moved) = Journal::start_new(path, &stamp)?;
    match moved {
        Some(old) => println!(
            "Начат новый журнал {}; прежний файл сохранён как {}",
            path.display(),
            old.display()
        ),
        None => println!("Начат новый журнал {}", path.display()),
    }
    Ok(())
}
