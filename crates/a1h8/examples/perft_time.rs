//! Times perft: `cargo run --release -p a1h8 --example perft_time -- [depth] [fen]`.

use a1h8::{Position, perft};

fn main() {
    let mut args = std::env::args().skip(1);
    let depth = args.next().map_or(6, |d| d.parse().expect("a depth"));
    let fen: Vec<String> = args.collect();
    let position = if fen.is_empty() {
        Position::starting()
    } else {
        Position::from_fen(&fen.join(" ")).expect("a FEN")
    };
    let mut best = f64::INFINITY;
    let mut count = 0;
    for _ in 0..5 {
        let start = std::time::Instant::now();
        count = perft(&position, depth);
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!("perft {depth}: {count} in {:.1} ms (best of 5)", best * 1e3);
}
