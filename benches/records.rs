//! Ruling records to PDF. Targets: one ruling < 100 ms; a 100-ruling session report < 2 s.

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use td_handbook::load;
use td_handbook::records::{Facts, RulingRecord, pdf};
use td_handbook::rulings::{Session, all_paths};

fn bench(c: &mut Criterion) {
    let (hb, _) = load::load(&load::embedded()).expect("data");
    // Records from the longest path of every tree, repeated to 100.
    let mut records = Vec::new();
    for (_, tree) in &hb.trees {
        let path = all_paths(tree)
            .into_iter()
            .max_by_key(Vec::len)
            .expect("a path");
        let mut s = Session::new(tree);
        for i in path {
            s.answer(i).expect("answer");
        }
        let o = s.outcome().expect("ruling");
        let facts = Facts {
            event: "Кубок города".into(),
            table: "7".into(),
            board: Some(23),
            ..Default::default()
        };
        records.push(RulingRecord::new(
            &hb,
            &tree.id,
            &tree.title,
            &o,
            facts,
            "2026-11-30 19:05",
        ));
    }
    let one = records
        .iter()
        .find(|r| r.tree == "revoke")
        .expect("revoke")
        .clone();
    let mut session = Vec::new();
    for k in 0..100 {
        let mut r = records[k % records.len()].clone();
        r.id = k as u64 + 1;
        session.push(r);
    }
    c.bench_function("one ruling → PDF", |b| {
        b.iter(|| pdf::record_pdf(&one).expect("pdf").len())
    });
    let mut g = c.benchmark_group("session");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    g.bench_function("100 rulings → session PDF", |b| {
        b.iter(|| pdf::session_pdf(&session, "Журнал").expect("pdf").len())
    });
    g.finish();
    let tree = hb.tree("revoke").expect("revoke");
    c.bench_function("revoke flowchart → PDF", |b| {
        b.iter(|| pdf::flowchart_pdf(tree).expect("pdf").len())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
