//! Criterion benchmarks of the public path: every contender of
//! `a1h8_bench::play` (legal moves listed and each played at every node,
//! no count in bulk) on each published position, one ply shallower than
//! the table of `a1h8-bench play` so that criterion's many samples stay
//! short.
//!
//! `cargo bench -p a1h8-bench --features peers --bench play`

use a1h8_bench::play::{cases, contenders};
use criterion::{Criterion, criterion_group, criterion_main};

fn play(c: &mut Criterion) {
    for case in cases(false).map(|case| case.shallower()) {
        let mut group = c.benchmark_group(format!("play {case}"));
        group.sample_size(10);
        for contender in contenders() {
            group.bench_function(contender.name, |b| {
                b.iter(|| (contender.count)(case.fen(), case.depth))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, play);
criterion_main!(benches);
