//! The decision trees: every path ends in a ruling with resolvable citations, and the
//! scenarios written as facts reach the expected outcome.

use serde::Deserialize;
use td_handbook::load::{self, Handbook};
use td_handbook::model::lawref::LawRef;
use td_handbook::model::tree::Node;
use td_handbook::rulings::{Input, Session, all_paths};

fn hb() -> Handbook {
    load::load(&load::embedded()).expect("data loads").0
}

#[test]
fn every_path_ends_in_a_ruling_whose_citations_resolve() {
    let hb = hb();
    assert!(hb.trees.len() >= 17, "trees: {}", hb.trees.len());
    let mut total = 0;
    for (_, tree) in &hb.trees {
        let paths = all_paths(tree);
        assert!(!paths.is_empty(), "{}", tree.id);
        for p in paths {
            let mut s = Session::new(tree);
            for i in &p {
                s.answer(*i).unwrap_or_else(|e| panic!("{}: {e}", tree.id));
            }
            let o = s
                .outcome()
                .unwrap_or_else(|| panic!("{}: path {p:?} ends without a ruling", tree.id));
            assert!(!o.ruling.citations.is_empty());
            for c in &o.ruling.citations {
                let r = LawRef::parse(c).unwrap_or_else(|| panic!("{}: «{c}»", tree.id));
                assert!(hb.laws.law(r.law).is_some(), "{}: {c}", tree.id);
            }
            total += 1;
        }
        // Every ruling node is reached by some path.
        let rulings = tree
            .nodes
            .values()
            .filter(|n| matches!(n, Node::Ruling(_)))
            .count();
        assert!(rulings >= 2, "{}", tree.id);
    }
    println!("paths checked: {total}");
}

#[derive(Debug, Deserialize)]
struct Scenario {
    facts: String,
    answers: Vec<String>,
    expected_ruling: String,
    expected_citations: Vec<String>,
}

#[test]
fn scenarios_reach_their_rulings() {
    let hb = hb();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/scenarios");
    let mut count = 0;
    for (_, tree) in &hb.trees {
        let text = std::fs::read_to_string(dir.join(format!("{}.ron", tree.id)))
            .unwrap_or_else(|_| panic!("no scenarios for tree {}", tree.id));
        let scenarios: Vec<Scenario> = ron::Options::default()
            .from_str(&text)
            .expect("scenarios parse");
        assert!(scenarios.len() >= 2, "{}: at least two scenarios", tree.id);
        for sc in scenarios {
            let s = Session::replay(tree, &sc.answers).unwrap_or_else(|(k, e)| {
                panic!("{}: answer {}: {e} — {}", tree.id, k + 1, sc.facts)
            });
            let o = s
                .outcome()
                .unwrap_or_else(|| panic!("{}: no ruling — {}", tree.id, sc.facts));
            assert_eq!(o.id, sc.expected_ruling, "{}: {}", tree.id, sc.facts);
            assert_eq!(
                o.ruling.citations, sc.expected_citations,
                "{}: {}",
                tree.id, sc.facts
            );
            count += 1;
        }
    }
    println!("scenarios: {count}");
}

#[test]
fn the_revoke_example_of_the_issue() {
    // A defender ruffed with the revoke card and won the trick; his side won two later
    // tricks → two tricks to the other side (63A1, 64A1).
    let hb = hb();
    let tree = hb.tree("revoke").expect("revoke");
    let sc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/scenarios/revoke.ron"
    ))
    .expect("file");
    let scenarios: Vec<Scenario> = ron::Options::default().from_str(&sc).expect("parse");
    let two = scenarios
        .iter()
        .find(|s| {
            s.expected_citations.contains(&"64A1".to_string())
                && s.answers
                    .last()
                    .is_some_and(|a| a.parse::<u32>().is_ok_and(|n| n >= 1))
        })
        .expect("a 64A1 scenario with tricks after");
    let s = Session::replay(tree, &two.answers).expect("answers");
    let o = s.outcome().expect("ruling");
    assert!(o.ruling.citations.iter().any(|c| c == "64A1"));
    assert!(
        o.ruling.title.contains("Две") || o.ruling.ruling.contains("две"),
        "{}",
        o.ruling.title
    );
}

#[test]
fn back_and_back_to() {
    let hb = hb();
    let tree = hb.tree("revoke").expect("revoke");
    let mut s = Session::new(tree);
    let start = s.current_id().to_string();
    assert!(!s.back());
    let first = all_paths(tree)
        .into_iter()
        .max_by_key(Vec::len)
        .expect("a path");
    for i in &first {
        s.answer(*i).expect("answer");
    }
    assert!(s.outcome().is_some());
    assert!(
        s.answer(Input::Choice(0)).is_err(),
        "no answers after the ruling"
    );
    s.back_to(1);
    assert_eq!(s.steps().len(), 1);
    s.back_to(0);
    assert_eq!(s.current_id(), start);
    assert!(s.answer(Input::Choice(99)).is_err());
    assert!(
        s.answer(Input::Count(3)).is_err(),
        "a number where a choice is asked"
    );
}
