//! SAN parsing never panics, on any string, and whatever it accepts is a
//! legal move whose own SAN reads back to it; errors point inside the
//! text. 1,050,000 inputs in all, in three families: arbitrary strings,
//! strings over SAN's alphabet, and valid SANs with a few characters
//! changed, inserted or removed; each in one of a few positions
//! (ambiguities, promotions, castling, en passant, check).

use std::sync::OnceLock;

use a1h8::{Move, Position, SanError};
use proptest::collection::vec;
use proptest::prelude::*;

const POSITIONS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
    "1r5k/P1P3pp/8/8/8/8/8/K7 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "4k3/8/8/8/1b6/8/3N3N/4K1N1 w - - 0 1",
];

fn positions() -> &'static [Position] {
    static POSITIONS_PARSED: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS_PARSED.get_or_init(|| {
        POSITIONS
            .iter()
            .map(|fen| Position::from_fen(fen).unwrap())
            .collect()
    })
}

fn check(position: usize, text: &str) -> Result<(), TestCaseError> {
    let position = &positions()[position];
    match Move::from_san(position, text) {
        Ok(mv) => {
            prop_assert!(position.legal_moves().contains(&mv), "{}", text);
            let san = position.san(mv);
            prop_assert_eq!(Move::from_san(position, san.as_str()), Ok(mv), "{}", text);
        }
        Err(SanError::UnexpectedCharacter { column, character }) => {
            prop_assert_eq!(text.chars().nth(column - 1), Some(character), "{}", text);
        }
        Err(SanError::Incomplete { column }) => {
            prop_assert_eq!(column, text.chars().count() + 1, "{}", text);
        }
        Err(SanError::Empty) => prop_assert!(text.is_empty()),
        Err(_) => {}
    }
    Ok(())
}

/// Every legal move's SAN in every position, to mutate.
fn valid() -> &'static [(usize, String)] {
    static VALID: OnceLock<Vec<(usize, String)>> = OnceLock::new();
    VALID.get_or_init(|| {
        let mut all = Vec::new();
        for (index, position) in positions().iter().enumerate() {
            for &mv in &position.legal_moves() {
                all.push((index, position.san(mv).to_string()));
            }
        }
        all
    })
}

const ALPHABET: &str = "KQRBNabcdefgh12345678xX:=+#!?O0-.pPqrnk 9i";

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(cases)
    }
}

proptest! {
    #![proptest_config(config(250_000))]

    #[test]
    fn arbitrary_strings(position in 0..POSITIONS.len(), text in any::<String>()) {
        check(position, &text)?;
    }
}

proptest! {
    #![proptest_config(config(450_000))]

    #[test]
    fn strings_over_the_san_alphabet(
        position in 0..POSITIONS.len(),
        text in "[KQRBNa-h1-8xX:=+#!?O0.pPqrnk 9-]{0,10}",
    ) {
        check(position, &text)?;
    }
}

proptest! {
    #![proptest_config(config(350_000))]

    #[test]
    fn valid_sans_with_a_few_characters_changed(
        pick in any::<usize>(),
        edits in vec((0..3u8, any::<usize>(), prop::sample::select(ALPHABET.chars().collect::<Vec<_>>())), 0..3),
    ) {
        let (position, san) = &valid()[pick % valid().len()];
        let mut chars: Vec<char> = san.chars().collect();
        for (operation, at, c) in edits {
            let at = at % (chars.len() + 1);
            match operation {
                0 if at < chars.len() => chars[at] = c,
                1 if at < chars.len() => {
                    chars.remove(at);
                }
                _ => chars.insert(at, c),
            }
        }
        let text: String = chars.into_iter().collect();
        check(*position, &text)?;
    }
}
