//! Search on the real data: a suite of director queries (hit@3 ≥ 95 %), and bad input.

mod common;
use common::Lcg;

use serde::Deserialize;
use td_handbook::load::{self, Handbook};
use td_handbook::search::{Kind, SearchIndex};

fn hb() -> Handbook {
    load::load(&load::embedded()).expect("data loads").0
}

#[derive(Debug, Deserialize)]
struct Query {
    q: String,
    laws: Vec<u8>,
    feature: String,
}

#[test]
fn director_queries_hit_at_3() {
    let hb = hb();
    let index = SearchIndex::new(&hb, &hb.synonyms);
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/search_queries.ron"
    ))
    .expect("suite");
    let suite: Vec<Query> = ron::Options::default()
        .from_str(&text)
        .expect("suite parses");
    assert!(suite.len() >= 40);
    let mut features = std::collections::BTreeMap::<&str, (usize, usize)>::new();
    let mut misses = Vec::new();
    for q in &suite {
        let hits = index.search(&q.q, 3);
        let ok = hits
            .iter()
            .any(|h| h.laws.iter().any(|l| q.laws.contains(l)));
        let e = features.entry(q.feature.as_str()).or_default();
        e.0 += 1;
        if ok {
            e.1 += 1;
        } else {
            misses.push(format!(
                "«{}» ({}) wants {:?}, got {:?}",
                q.q,
                q.feature,
                q.laws,
                hits.iter()
                    .map(|h| (h.title.clone(), h.laws.clone()))
                    .collect::<Vec<_>>()
            ));
        }
    }
    let hit = suite.len() - misses.len();
    println!(
        "hit@3: {hit}/{} = {:.1} %",
        suite.len(),
        100.0 * hit as f64 / suite.len() as f64
    );
    for (f, (n, ok)) in &features {
        println!("  {f}: {ok}/{n}");
    }
    for m in &misses {
        println!("MISS {m}");
    }
    for f in [
        "index term",
        "word form",
        "typo",
        "synonym",
        "english",
        "layout",
        "reference",
        "phrase",
        "title",
    ] {
        assert!(
            features.get(f).is_some_and(|(n, _)| *n >= 4),
            "feature {f} needs at least 4 queries"
        );
    }
    assert!(
        hit * 100 >= suite.len() * 95,
        "hit@3 below 95 %: {misses:#?}"
    );
}

#[test]
fn exact_index_term_ranks_above_running_text() {
    let hb = hb();
    let index = SearchIndex::new(&hb, &hb.synonyms);
    let hits = index.search("фальшренонс", 10);
    assert!(
        matches!(hits[0].kind, Kind::Index | Kind::Law | Kind::Tree),
        "{:?}",
        hits[0]
    );
    assert!(hits[0].title.to_lowercase().contains("фальшренонс"));
    let hits = index.search("64a1", 5);
    assert_eq!(hits[0].target, "64A1");
    let hits = index.search("правило 27", 5);
    assert_eq!(hits[0].target, "27");
    let hits = index.search("штрафная карта", 5);
    assert!(
        hits.iter()
            .take(3)
            .any(|h| h.laws.contains(&50) || h.laws.contains(&49)),
        "{hits:#?}"
    );
    assert!(
        hits.iter().any(|h| h.snippet.contains("**")) || hits.iter().all(|h| h.snippet.is_empty())
    );
}

#[test]
fn bad_input_never_panics() {
    let hb = hb();
    let index = SearchIndex::new(&hb, &hb.synonyms);
    let long = "фальшренонс ".repeat(900);
    for q in [
        "",
        " ",
        "\u{0}\u{7}\n\t",
        "!!!???...",
        "😀🃏♠♥",
        "фальш revoke 64A1 😀",
        &long,
        "((((",
        "правило",
        "п.",
        "999",
        "0",
        "64Z9",
    ] {
        let hits = index.search(q, 10);
        assert!(hits.len() <= 10);
    }
    assert!(index.search("", 10).is_empty());
    assert!(index.search("!!!", 10).is_empty());
    assert!(
        !index.search(&long, 10).is_empty(),
        "a pasted long text still finds the term"
    );
    let alphabet: Vec<char> =
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюяabcxyz0123456789 .,-()♠♥😀\u{301}\u{0}"
            .chars()
            .collect();
    let mut rng = Lcg(7);
    for _ in 0..500 {
        let len = (rng.next() % 40) as usize;
        let q: String = (0..len)
            .map(|_| alphabet[(rng.next() as usize) % alphabet.len()])
            .collect();
        let _ = index.search(&q, 5);
    }
}
