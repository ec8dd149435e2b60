//! Criterion benchmarks of slider attacks: every contender of
//! `a1h8_bench::sliders`, per piece, throughput and latency.
//!
//! `cargo bench -p a1h8-bench --features peers --bench sliders`

use a1h8_bench::sliders::{Mode, Piece, Workload, contenders};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn sliders(c: &mut Criterion) {
    let workload = Workload::new(Workload::SIZE);
    for piece in Piece::ALL {
        for mode in Mode::ALL {
            let mut group = c.benchmark_group(format!("{} {}", piece.name(), mode.name()));
            group.throughput(Throughput::Elements(Workload::SIZE as u64));
            for contender in contenders() {
                group.bench_function(contender.name, |b| {
                    b.iter_custom(|passes| {
                        (contender.time)(&workload, piece, mode, passes as usize)
                    })
                });
            }
            group.finish();
        }
    }
}

criterion_group!(benches, sliders);
criterion_main!(benches);
