//! Variant FEN parsing never panics, on any bytes and on every built-in
//! variant's board, and whatever it accepts it writes back to a FEN that
//! parses to the same position. 1,200,000 inputs in all, in three
//! families: arbitrary bytes, strings over the alphabet of variant FEN
//! (multi-digit counts, the archbishop's and chancellor's letters, square
//! names up to p16), and valid FENs with a few bytes changed.

use a1h8::variant::{Variant, VariantPosition};
use proptest::collection::vec;
use proptest::prelude::*;

/// Parses `bytes` as a position of the built-in variant `which` (modulo
/// their number); if accepted, the written FEN must parse back to the same
/// position.
fn check(which: usize, bytes: &[u8]) -> Result<(), TestCaseError> {
    let variant = Variant::BUILT_IN[which % Variant::BUILT_IN.len()];
    if let Ok(position) = VariantPosition::from_fen_bytes(variant, bytes) {
        let written = position.to_string();
        prop_assert_eq!(
            VariantPosition::from_fen(variant, &written),
            Ok(position),
            "{}",
            written
        );
    }
    Ok(())
}

/// Valid FENs, each with the index of its variant in `Variant::BUILT_IN`.
const VALID: [(usize, &str); 10] = [
    (
        0,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (1, "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"),
    (1, "k4/2P2/5/5/K4 w - - 3 40"),
    (2, "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"),
    (2, "6/2P3/6/1K1k2/6/6 w - - 0 1"),
    (
        3,
        // d6 takes e7 en passant: a square is written back only then.
        "rnbqkcnbr/pppp1pppp/9/3Pp4/9/9/9/PPP1PPPPP/RNBQKCNBR w KQkq e7 0 4",
    ),
    (
        4,
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    ),
    (
        4,
        "r4k3r/pp1a1ppcpp/10/2pPp5/10/10/PP3PPPPP/R4K3R w KQkq c6 0 9",
    ),
    (
        5,
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w Kq - 4 3",
    ),
    (
        6,
        "rnbqkcabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQKCABNR b KQkq - 0 1",
    ),
];

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 400_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes(which in 0..7usize, bytes in vec(any::<u8>(), 0..128)) {
        check(which, &bytes)?;
    }

    #[test]
    fn strings_over_the_variant_fen_alphabet(
        which in 0..7usize,
        text in "[KQRBNPACkqrbnpac0-9/ wb\\-a-p]{0,120}",
    ) {
        check(which, text.as_bytes())?;
    }

    #[test]
    fn valid_fens_with_a_few_bytes_changed(
        base in 0..VALID.len(),
        edits in vec(
            (any::<usize>(), prop::sample::select(b"KQRBNPACkqrbnpac0123456789/ wb-ejp\xff".to_vec())),
            1..4,
        ),
    ) {
        let (which, fen) = VALID[base];
        let mut bytes = fen.as_bytes().to_vec();
        for (at, byte) in edits {
            let at = at % bytes.len();
            bytes[at] = byte;
        }
        check(which, &bytes)?;
    }
}

#[test]
fn the_valid_fens_are_valid_and_written_back_as_given() {
    for (which, fen) in VALID {
        let variant = Variant::BUILT_IN[which];
        let position = VariantPosition::from_fen(variant, fen)
            .unwrap_or_else(|e| panic!("{}: {fen}: {e}", variant.name()));
        assert_eq!(position.to_string(), fen);
    }
}
