//! UCI parsing never panics, on any string, and whatever it accepts is a
//! legal move that writes back to the same text. 1,000,000 inputs in all:
//! arbitrary strings, and strings over UCI's alphabet, each in one of a
//! few positions (promotions, castling, en passant).

use a1h8::{Move, Position};
use proptest::prelude::*;

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
];

fn check(position: usize, text: &str) -> Result<(), TestCaseError> {
    let position = Position::from_fen(POSITIONS[position]).unwrap();
    if let Ok(mv) = Move::from_uci(&position, text) {
        prop_assert!(position.is_legal(mv), "{}", text);
        prop_assert_eq!(mv.to_string(), text);
    }
    Ok(())
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 500_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_strings(position in 0..POSITIONS.len(), text in any::<String>()) {
        check(position, &text)?;
    }

    #[test]
    fn strings_over_the_uci_alphabet(position in 0..POSITIONS.len(), text in "[a-i0-9nbrqkNQ ]{0,6}") {
        check(position, &text)?;
    }
}
