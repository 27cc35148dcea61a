//! Bad data never panics: every problem comes back as `file:line:col`, all in one run.

mod common;
use common::Lcg;

use td_handbook::load::{self, DataFiles};
use td_handbook::validate::Severity;

fn files() -> DataFiles {
    load::embedded()
}

fn errors(f: &DataFiles) -> Vec<String> {
    match load::load(f) {
        Ok(_) => Vec::new(),
        Err(p) => p
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .map(ToString::to_string)
            .collect(),
    }
}

#[test]
fn embedded_data_has_no_errors() {
    assert!(errors(&files()).is_empty(), "{:?}", errors(&files()));
}

#[test]
fn empty_truncated_and_garbled_files_are_reported_with_positions() {
    let mut f = files();
    f.laws = String::new();
    f.index = f.index[..f.index.len() / 2].to_string();
    f.definitions = f.definitions.replacen("terms_ru: [", "terms_xx: [", 1);
    let e = errors(&f);
    assert_eq!(
        e.len(),
        3,
        "one problem per broken file, all in one run: {e:#?}"
    );
    assert!(e[0].starts_with("laws.ron:1:1: ошибка"), "{}", e[0]);
    assert!(
        e[1].starts_with("index.ron:") && e[1].contains("ошибка"),
        "{}",
        e[1]
    );
    let line = f
        .definitions
        .lines()
        .position(|l| l.contains("terms_xx"))
        .expect("line")
        + 1;
    assert!(
        e[2].starts_with(&format!("definitions.ron:{line}:")),
        "{}",
        e[2]
    );
}

#[test]
fn semantic_problems_are_all_found() {
    let mut f = files();
    // A law number out of place, a reference to a law that does not exist, a broken tree.
    f.laws = f.laws.replacen("number: 93,", "number: 94,", 1);
    f.quick_rules = f
        .quick_rules
        .replacen("law_ref: \"64A1\"", "law_ref: \"99A1\"", 1);
    let (name, tree) = f
        .trees
        .iter()
        .find(|(n, _)| n == "revoke.ron")
        .cloned()
        .expect("revoke");
    f.trees.retain(|(n, _)| n != "revoke.ron");
    f.trees
        .push((name, tree.replacen("next: \"", "next: \"nowhere_", 1)));
    let e = errors(&f);
    assert!(
        e.iter()
            .any(|p| p.starts_with("laws.ron:") && p.contains("94")),
        "{e:#?}"
    );
    assert!(
        e.iter()
            .any(|p| p.starts_with("quick_rules.ron:") && p.contains("99A1")),
        "{e:#?}"
    );
    assert!(
        e.iter()
            .any(|p| p.starts_with("trees/revoke.ron:") && p.contains("nowhere_")),
        "{e:#?}"
    );
    assert!(e.iter().all(|p| {
        p.split(':')
            .nth(1)
            .is_some_and(|l| l.parse::<usize>().is_ok_and(|n| n > 0))
    }));
}

#[test]
fn random_bytes_and_random_cuts_never_panic() {
    let base = files();
    let mut rng = Lcg(42);
    for round in 0..200 {
        let mut f = base.clone();
        let target: &mut String = match round % 5 {
            0 => &mut f.laws,
            1 => &mut f.index,
            2 => &mut f.definitions,
            3 => &mut f.commentary,
            _ => &mut f.quick_rules,
        };
        let mut bytes = target.clone().into_bytes();
        match round % 3 {
            0 => bytes.truncate(rng.next() as usize % bytes.len().max(1)),
            1 => {
                for _ in 0..8 {
                    let i = rng.next() as usize % bytes.len().max(1);
                    bytes[i] = (rng.next() & 0xff) as u8;
                }
            }
            _ => {
                bytes = (0..(rng.next() % 4096))
                    .map(|_| (rng.next() & 0xff) as u8)
                    .collect()
            }
        }
        *target = String::from_utf8_lossy(&bytes).into_owned();
        // Must return, not panic; a changed file may still parse (e.g. a cut in a comment).
        let _ = load::load(&f);
    }
}
