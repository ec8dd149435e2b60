//! FEN reading never panics, on any bytes, by the 8x8 reader and by every
//! built-in variant's on its board, and whatever a reader accepts it writes
//! back to a FEN it reads as the same position. 1,800,000 inputs in all, in
//! three families: arbitrary bytes, strings over the alphabet of FEN
//! (multi-digit counts, the archbishop's and chancellor's letters, square
//! names up to p16), and valid FENs with a few bytes changed.

mod common;

use common::Reader;
use proptest::collection::vec;
use proptest::prelude::*;

/// Reads `bytes` by reader `which` of [`Reader::all`] (modulo their
/// number); if accepted, the written FEN must read back as itself.
fn check(which: usize, bytes: &[u8]) -> Result<(), TestCaseError> {
    let readers = Reader::all();
    let reader = readers[which % readers.len()];
    if let Ok(written) = reader.read(bytes) {
        prop_assert_eq!(
            reader.read(written.as_bytes()),
            Ok(written.clone()),
            "{:?}",
            reader
        );
    }
    Ok(())
}

/// Valid FENs, each with the index of its reader in [`Reader::all`].
const VALID: [(usize, &str); 17] = [
    (
        0,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        0,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (0, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        0,
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ),
    (
        0,
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ),
    (
        0,
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
    ),
    (0, "4k3/8/8/8/8/8/8/4K3 b - - 99 120"),
    (
        1,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (2, "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"),
    (2, "k4/2P2/5/5/K4 w - - 3 40"),
    (3, "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"),
    (3, "6/2P3/6/1K1k2/6/6 w - - 0 1"),
    (
        4,
        // d6 takes e7 en passant: a square is written back only then.
        "rnbqkcnbr/pppp1pppp/9/3Pp4/9/9/9/PPP1PPPPP/RNBQKCNBR w KQkq e7 0 4",
    ),
    (
        5,
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    ),
    (
        5,
        "r4k3r/pp1a1ppcpp/10/2pPp5/10/10/PP3PPPPP/R4K3R w KQkq c6 0 9",
    ),
    (
        6,
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w Kq - 4 3",
    ),
    (
        7,
        "rnbqkcabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQKCABNR b KQkq - 0 1",
    ),
];

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 600_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes(which in 0..8usize, bytes in vec(any::<u8>(), 0..128)) {
        check(which, &bytes)?;
    }

    #[test]
    fn strings_over_the_fen_alphabet(
        which in 0..8usize,
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
fn the_readers_are_chess_then_every_built_in_variant() {
    let readers = Reader::all();
    assert_eq!(readers.len(), 8);
    assert!(matches!(readers[0], Reader::Chess));
    assert!(matches!(readers[1], Reader::Variant(v) if v.name() == "chess"));
}

#[test]
fn the_valid_fens_are_valid_and_written_back_as_given() {
    for (which, fen) in VALID {
        let reader = Reader::all()[which];
        assert_eq!(
            reader.read(fen.as_bytes()),
            Ok(fen.to_string()),
            "{reader:?}"
        );
    }
}
