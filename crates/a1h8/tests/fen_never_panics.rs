//! FEN parsing never panics, on any bytes, and whatever it accepts it writes
//! back to a FEN that parses to the same position. 1,200,000 inputs in all,
//! in three families: arbitrary bytes, strings over FEN's alphabet, and
//! valid FENs with a few bytes changed.

use a1h8::Position;
use proptest::collection::vec;
use proptest::prelude::*;

/// Parses; if accepted, the written FEN must parse back to the same position.
fn check(bytes: &[u8]) -> Result<(), TestCaseError> {
    if let Ok(position) = Position::from_fen_bytes(bytes) {
        let written = position.to_string();
        prop_assert_eq!(Position::from_fen(&written), Ok(position), "{}", written);
    }
    Ok(())
}

const VALID: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
    "k7/8/NK2B3/8/8/8/8/8 w - -",
    "4k3/8/8/8/8/8/8/4K3 b - - 99 120",
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
    fn arbitrary_bytes(bytes in vec(any::<u8>(), 0..96)) {
        check(&bytes)?;
    }

    #[test]
    fn strings_over_the_fen_alphabet(text in "[KQRBNPkqrbnp0-9/ wb\\-a-h]{0,90}") {
        check(text.as_bytes())?;
    }

    #[test]
    fn valid_fens_with_a_few_bytes_changed(
        base in 0..VALID.len(),
        edits in vec((any::<usize>(), prop::sample::select(b"KQRBNPkqrbnp012345678/ wb-eh\xff".to_vec())), 1..4),
    ) {
        let mut bytes = VALID[base].as_bytes().to_vec();
        for (at, byte) in edits {
            let at = at % bytes.len();
            bytes[at] = byte;
        }
        check(&bytes)?;
    }
}
