//! CPU time per frame of the app, headless (egui_kittest, no GPU): the longest law, the
//! search results of a common word, the ruling wizard. Target: < 4 ms a frame.

use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use eframe::egui;
use egui_kittest::Harness;
use td_handbook::app::HandbookApp;
use td_handbook::app::state::{Command, Prefs, View};
use td_handbook::load;

fn harness(view: Command) -> Harness<'static, HandbookApp> {
    let (hb, _) = load::load(&load::embedded()).expect("data");
    let hb = Arc::new(hb);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| {
            HandbookApp::new(
                &cc.egui_ctx,
                hb.clone(),
                Prefs::default(),
                &std::env::temp_dir().join("td-bench-journal.ron"),
            )
        });
    h.run_steps(2);
    h.state_mut().apply(&egui::Context::default(), view);
    h.run_steps(3);
    h
}

fn bench(c: &mut Criterion) {
    // Law 75 has the most text in the sources (with its long footnote).
    let mut h = harness(Command::Open(View::Law("75".into())));
    c.bench_function("frame: law 75 (longest)", |b| b.iter(|| h.step()));
    let mut h = harness(Command::Search("карта".into()));
    assert!(!h.state().hits().is_empty());
    c.bench_function("frame: search results «карта»", |b| {
        b.iter(|| h.step())
    });
    let mut h = harness(Command::Open(View::Wizard(Some("revoke".into()))));
    c.bench_function("frame: revoke wizard", |b| b.iter(|| h.step()));
    let mut h = harness(Command::Tab(td_handbook::app::state::Tab::Index));
    c.bench_function("frame: index tab (all entries)", |b| b.iter(|| h.step()));
}

criterion_group!(benches, bench);
criterion_main!(benches);
