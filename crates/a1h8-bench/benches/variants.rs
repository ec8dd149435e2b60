//! Criterion benchmarks of a1h8's variant perft: each case of
//! `a1h8_bench::variants`, a ply shallower than the table of
//! `a1h8-bench variants` (Capablanca and Chancellor chess to depth 4,
//! Gardner's minichess to 6) so that criterion's many samples stay short.
//!
//! `cargo bench -p a1h8-bench --features peers --bench variants`

use a1h8::variant::{VariantPosition, perft};
use a1h8_bench::variants::CASES;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn variants(c: &mut Criterion) {
    let mut group = c.benchmark_group("variant perft (one ply less)");
    group.sample_size(10);
    for case in CASES {
        let start = VariantPosition::start(case.variant).expect("a built-in start position");
        let depth = case.depth - 1;
        group.throughput(Throughput::Elements(perft(&start, depth)));
        group.bench_function(format!("{} d{depth}", case.variant.name()), |b| {
            b.iter(|| perft(&start, depth))
        });
    }
    group.finish();
}

criterion_group!(benches, variants);
criterion_main!(benches);
