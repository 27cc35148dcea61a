//! `td-handbook import FILE... --out DIR`.

use std::path::{Path, PathBuf};

use td_handbook::import;

/// The corrections the importer uses unless told otherwise.
const CORRECTIONS: &str = include_str!("../../laws/corrections.ron");

pub fn run(files: &[PathBuf], out: &Path, corrections: Option<&Path>) -> anyhow::Result<()> {
    let (name, text) = match corrections {
        Some(p) => (p.display().to_string(), std::fs::read_to_string(p)?),
        None => ("laws/corrections.ron".to_string(), CORRECTIONS.to_string()),
    };
    let corr = import::parse_corrections(&name, &text)?;
    let sources = import::read_sources(files)?;
    let imported = import::import(&sources, &corr)?;
    for p in &imported.problems {
        eprintln!("предупреждение: {p}");
    }
    import::write(&imported, out)?;
    let with_text = imported.laws.laws.iter().filter(|l| l.has_text()).count();
    println!(
        "Импортировано: правил с текстом {with_text} из {}, статей указателя {}, комментариев {} → {}",
        imported.laws.laws.len(),
        imported.index.entries.len(),
        imported.commentary.laws.len(),
        out.display()
    );
    Ok(())
}
