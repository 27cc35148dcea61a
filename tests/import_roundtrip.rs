//! The importer reproduces the committed data, and nothing from the sources is lost.

use std::collections::HashMap;
use std::path::PathBuf;

use td_handbook::import;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sources() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("laws/source"))
        .expect("laws/source")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    v.sort();
    v
}

#[test]
fn import_reproduces_the_committed_files() {
    let corr_text =
        std::fs::read_to_string(root().join("laws/corrections.ron")).expect("corrections");
    let corr =
        import::parse_corrections("laws/corrections.ron", &corr_text).expect("corrections parse");
    let src = import::read_sources(&sources()).expect("sources");
    let imported = import::import(&src, &corr).expect("import");
    assert!(
        imported.problems.is_empty(),
        "import problems: {:#?}",
        imported.problems
    );
    let out = std::env::temp_dir().join(format!("td-handbook-import-{}", std::process::id()));
    import::write(&imported, &out).expect("write");
    for name in ["laws.ron", "index.ron", "commentary.ron"] {
        let got = std::fs::read_to_string(out.join(name)).expect("generated");
        let want = std::fs::read_to_string(root().join("laws").join(name)).expect("committed");
        assert!(
            got == want,
            "{name} differs from a fresh import: run `td-handbook import laws/source/*.txt --out laws`"
        );
    }
    let _ = std::fs::remove_dir_all(out);
}

fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace('ё', "е")
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The source lines that hold content: web boilerplate, page markers, `..pageN` markers
/// and runs of page numbers are not content.
fn content_lines(name: &str, text: &str) -> Vec<String> {
    let skip_head = match name {
        n if n.starts_with("000_") => 8,
        n if n.starts_with("001_") => 2,
        _ => 0,
    };
    let marker = regex::Regex::new(r"^\s*[–-] \d{1,3}( -)?( \[[^\]]*\])?").expect("regex");
    text.split('\n')
        .skip(skip_head)
        .filter(|l| !l.starts_with("..page") && !l.starts_with("1 2 3 4 5 6 7 8 9 10"))
        .map(|l| marker.replace(l, "").into_owned())
        .collect()
}

#[test]
fn no_word_of_the_sources_is_lost() {
    let mut source: HashMap<String, usize> = HashMap::new();
    for p in sources() {
        let name = p.file_name().expect("name").to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&p).expect("source");
        for l in content_lines(&name, &text) {
            for w in words(&l) {
                *source.entry(w).or_default() += 1;
            }
        }
    }
    let mut data: HashMap<String, usize> = HashMap::new();
    for f in [
        "laws.ron",
        "index.ron",
        "definitions.ron",
        "commentary.ron",
        "quick_rules.ron",
    ] {
        let text = std::fs::read_to_string(root().join("laws").join(f)).expect("data");
        // Edits keep the source form of every changed word (`before`), so a word changed by
        // a recorded edit still counts as kept; `\n` inside them is an escape, not a word.
        for w in words(&text.replace("\\n", " ")) {
            *data.entry(w).or_default() += 1;
        }
    }
    // Structure words are kept as structure, not as text: «Правило N.» as a law number,
    // «Глава/Часть/Раздел» and their Roman numbers as a heading kind and number, «см.»,
    // «см.также» as see / see_also lists.
    for w in [
        "правило",
        "глава",
        "часть",
        "раздел",
        "см",
        "также",
        "i",
        "ii",
        "iii",
        "iv",
        "vi",
        "viii",
        "ix",
        "x",
    ] {
        source.remove(w);
    }
    // A title printed both in the contents and in the body is kept once, with both places
    // named in `title_from`: count it as often as it is printed.
    let hb = td_handbook::load::load(&td_handbook::load::embedded())
        .expect("data loads")
        .0;
    for law in &hb.laws.laws {
        let mut titled: Vec<(Option<&String>, usize)> =
            vec![(law.title.as_ref(), law.title_from.len())];
        for it in law.all_items() {
            titled.push((it.title.as_ref(), it.title_from.len()));
        }
        for (title, times) in titled {
            if let Some(t) = title {
                for w in words(t) {
                    *data.entry(w).or_default() += times.saturating_sub(1);
                }
            }
        }
    }
    let total: usize = source.values().sum();
    let mut misses: Vec<(String, usize)> = source
        .iter()
        .filter_map(|(w, &n)| {
            let have = data.get(w).copied().unwrap_or(0);
            (n > have).then(|| (w.clone(), n - have))
        })
        .collect();
    misses.sort();
    let missed: usize = misses.iter().map(|m| m.1).sum();
    let ratio = missed as f64 / total as f64;
    println!(
        "source words: {total}, missed: {missed} ({:.3} %): {misses:?}",
        ratio * 100.0
    );
    assert!(
        ratio <= 0.005,
        "missed {missed} of {total} words: {misses:?}"
    );
}
