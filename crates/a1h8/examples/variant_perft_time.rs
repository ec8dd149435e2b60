//! Times variant perft: `cargo run --release -p a1h8 --example
//! variant_perft_time -- [variant] [depth] [fen]` (capablanca and 5 by
//! default; best of 5 runs).

use a1h8::variant::{Variant, VariantPosition, perft};

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "capablanca".to_string());
    let variant = Variant::built_in(&name).expect("a built-in variant");
    let depth = args.next().map_or(5, |d| d.parse().expect("a depth"));
    let fen: Vec<String> = args.collect();
    let position = if fen.is_empty() {
        VariantPosition::start(variant)
    } else {
        VariantPosition::from_fen(variant, &fen.join(" "))
    }
    .expect("a FEN");
    let mut best = f64::INFINITY;
    let mut count = 0;
    for _ in 0..5 {
        let start = std::time::Instant::now();
        count = perft(&position, depth);
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "{name} perft {depth}: {count} in {:.1} ms (best of 5): {:.1} Mnps",
        best * 1e3,
        count as f64 / best / 1e6
    );
}
