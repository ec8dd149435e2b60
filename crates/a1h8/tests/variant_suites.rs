//! Perft suites of every built-in variant, made with Fairy-Stockfish's
//! Python binding `pyffish` as the oracle by `scripts/variant_suites.py`
//! (run outside CI): positions of random playouts that show castling, en
//! passant, promotion, check, mate and stalemate, with their counts to
//! depth 3 or 4. `tests/data/variants/<variant>.epd`, one `FEN ;D1 n ;D2
//! n ...` a line, `#` lines commenting.

use a1h8::epd::PerftLine;
use a1h8::variant::{Variant, VariantPosition, perft};

/// The suite of `variant`: its positions and their counts.
fn suite(variant: &Variant<'_>) -> Vec<(String, Vec<(u32, u64)>)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/variants")
        .join(format!("{}.epd", variant.name()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let line = PerftLine::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            let counts = line.counts().map(|c| c.expect("`Dk n`")).collect();
            (line.fen().to_string(), counts)
        })
        .collect()
}

#[test]
fn every_built_in_variant_s_suite_passes() {
    let mut leaves = 0;
    for variant in Variant::BUILT_IN {
        let cases = suite(variant);
        assert!(
            cases.len() >= 10,
            "{}: {} positions",
            variant.name(),
            cases.len()
        );
        let start = std::time::Instant::now();
        for (fen, counts) in &cases {
            let position = VariantPosition::from_fen(variant, fen)
                .unwrap_or_else(|e| panic!("{}: {fen}: {e}", variant.name()));
            // Fairy-Stockfish's FEN is written back as it was read.
            assert_eq!(&position.to_string(), fen, "{}", variant.name());
            for &(depth, expected) in counts {
                assert_eq!(
                    perft(&position, depth),
                    expected,
                    "{} {fen} depth {depth}",
                    variant.name()
                );
                leaves += expected;
            }
        }
        eprintln!(
            "{}: {} positions in {:.2?}",
            variant.name(),
            cases.len(),
            start.elapsed()
        );
    }
    eprintln!("{leaves} leaves in all");
}
