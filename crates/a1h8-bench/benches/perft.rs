//! Criterion benchmarks of perft: every contender of `a1h8_bench::perft`
//! on each published position, one ply shallower than the table of
//! `a1h8-bench perft` so that criterion's many samples stay short.
//!
//! `cargo bench -p a1h8-bench --features peers --bench perft`

use a1h8_bench::perft::{CASES, contenders};
use criterion::{Criterion, criterion_group, criterion_main};

fn perft(c: &mut Criterion) {
    for case in CASES.map(|case| case.shallower()) {
        let mut group = c.benchmark_group(format!("perft {case}"));
        group.sample_size(10);
        for contender in contenders() {
            group.bench_function(contender.name, |b| {
                b.iter(|| (contender.count)(case.fen(), case.depth))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, perft);
criterion_main!(benches);
