//! Times perft, best of 5 runs: `cargo run --release -p a1h8 --example
//! perft_time -- [game] [depth] [fen]`. The game is `chess` (the 8x8
//! generator, the default), a built-in variant's name (`capablanca`), or
//! `variant:chess` for the variants' generator on chess; the depth is 6 by
//! default, the FEN the game's start position.

use a1h8::variant::{Variant, VariantPosition};
use a1h8::{Game, Position, perft};

/// Runs perft 5 times and prints the best time.
fn time<G: Game>(name: &str, position: &G, depth: u32) {
    let mut best = f64::INFINITY;
    let mut count = 0;
    for _ in 0..5 {
        let start = std::time::Instant::now();
        count = perft(position, depth);
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!(
        "{name} perft {depth}: {count} in {:.1} ms (best of 5): {:.1} Mnps",
        best * 1e3,
        count as f64 / best / 1e6
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "chess".to_string());
    let depth = args.next().map_or(6, |d| d.parse().expect("a depth"));
    let fen = args.collect::<Vec<String>>().join(" ");
    if name == "chess" {
        let position = if fen.is_empty() {
            Position::starting()
        } else {
            Position::from_fen(&fen).expect("a FEN")
        };
        time(&name, &position, depth);
    } else {
        let variant_name = name.strip_prefix("variant:").unwrap_or(&name);
        let variant = Variant::built_in(variant_name).expect("chess or a built-in variant");
        let position = if fen.is_empty() {
            VariantPosition::start(variant)
        } else {
            VariantPosition::from_fen(variant, &fen)
        }
        .expect("a FEN");
        time(&name, &position, depth);
    }
}
