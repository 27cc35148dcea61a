//! Load and validate the embedded data (issue target: < 20 ms).

use criterion::{Criterion, criterion_group, criterion_main};
use td_handbook::load;

fn bench(c: &mut Criterion) {
    let files = load::embedded();
    c.bench_function("parse embedded data", |b| {
        b.iter(|| load::parse(&files).map(|h| h.laws.laws.len()))
    });
    c.bench_function("parse and validate embedded data", |b| {
        b.iter(|| {
            load::load(&files)
                .map(|(h, _)| h.laws.laws.len())
                .unwrap_or(0)
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
