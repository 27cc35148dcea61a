//! Search speed: building the index, query latency (p50/p99) over the director query suite
//! on the shipped data, and on a generated corpus 100 times larger.
//! Targets (issue «Search»): build < 20 ms; p99 < 1 ms; 100× corpus p99 < 16 ms.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use td_handbook::load;
use td_handbook::search::{Doc, SearchIndex};

fn queries() -> Vec<String> {
    let text = include_str!("../tests/data/search_queries.ron");
    // The suite's `q: "…"` fields, without pulling in its types.
    text.split("q: \"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(str::to_string)
        .collect()
}

fn percentiles(index: &SearchIndex, qs: &[String], rounds: usize) -> (Duration, Duration) {
    let mut times = Vec::new();
    for _ in 0..rounds {
        for q in qs {
            // As typed: every prefix of the query, the way the app searches on each keystroke.
            let chars: Vec<char> = q.chars().collect();
            for n in 1..=chars.len() {
                let prefix: String = chars[..n].iter().collect();
                let t = Instant::now();
                std::hint::black_box(index.search(&prefix, 20));
                times.push(t.elapsed());
            }
        }
    }
    times.sort();
    (times[times.len() / 2], times[times.len() * 99 / 100])
}

fn bench(c: &mut Criterion) {
    let (hb, _) = load::load(&load::embedded()).expect("data");
    c.bench_function("build search index", |b| {
        b.iter(|| SearchIndex::new(&hb, &hb.synonyms))
    });
    let index = SearchIndex::new(&hb, &hb.synonyms);
    let qs = queries();
    c.bench_function("query «фальшренонс»", |b| {
        b.iter(|| index.search("фальшренонс", 20))
    });
    c.bench_function("query «afkmihtyjyc»", |b| {
        b.iter(|| index.search("afkmihtyjyc", 20))
    });
    let (p50, p99) = percentiles(&index, &qs, 3);
    println!(
        "shipped data: {} docs; keystroke queries p50 {:?}, p99 {:?}",
        index.docs().len(),
        p50,
        p99
    );

    // 100 times the documents. Every tenth copy gives its long words a suffix, so the
    // vocabulary grows tenfold too (a fuller book has more words, not only more pages).
    let base: Vec<Doc> = index.docs().to_vec();
    let mut big = Vec::with_capacity(base.len() * 100);
    for k in 0..100 {
        for d in &base {
            let mut d = d.clone();
            if k > 0 {
                let tag = k % 10;
                if tag > 0 {
                    d.body = d
                        .body
                        .split(' ')
                        .map(|w| {
                            if w.chars().count() > 6 {
                                format!("{w}{tag}")
                            } else {
                                w.to_string()
                            }
                        })
                        .collect::<Vec<_>>()
                        .join(" ");
                }
                d.target = format!("{}#{k}", d.target);
            }
            big.push(d);
        }
    }
    let t = Instant::now();
    let big_index = SearchIndex::from_docs(big, &hb.synonyms, 93);
    println!(
        "100x corpus: {} docs, index built in {:?}",
        big_index.docs().len(),
        t.elapsed()
    );
    let (p50, p99) = percentiles(&big_index, &qs, 1);
    println!("100x corpus: keystroke queries p50 {p50:?}, p99 {p99:?}");
}

criterion_group!(benches, bench);
criterion_main!(benches);
