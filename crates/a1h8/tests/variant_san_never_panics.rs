//! Variant SAN parsing never panics, on any string, and whatever it
//! accepts is a legal move whose own SAN reads back to it; errors point
//! inside the text. On boards of 5x5 to 10x10 (two-digit ranks, files
//! beyond h, the archbishop and the chancellor), 500,000 inputs of three
//! families: arbitrary strings, strings over SAN's characters, and legal
//! moves' SAN with a few characters changed, inserted or removed.

use std::sync::OnceLock;

use a1h8::variant::{
    CAPABLANCA, CHANCELLOR, GARDNER, Variant, VariantMove, VariantPosition, VariantSanError,
};
use proptest::collection::vec;
use proptest::prelude::*;

/// A 10x10 board with Capablanca's pieces, from Fairy-Stockfish's syntax.
const TEN_BY_TEN: &str = "[tenbyten:chess]
maxRank = 10
maxFile = j
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPieceTypes = acqrbn
doubleStepRegionBlack = *9
castlingKingsideFile = i
castlingQueensideFile = c
";

fn ten() -> &'static Variant<'static> {
    static TEN: OnceLock<Variant<'static>> = OnceLock::new();
    TEN.get_or_init(|| Variant::from_ini(TEN_BY_TEN, "tenbyten").unwrap())
}

fn positions() -> &'static [VariantPosition<'static>] {
    static POSITIONS: OnceLock<Vec<VariantPosition<'static>>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let cases: [(&'static Variant<'static>, &str); 6] = [
            (
                &CAPABLANCA,
                "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
            ),
            (
                &CAPABLANCA,
                "r4k3r/1P8/10/10/2C3C3/10/10/R4K3R w KQkq - 0 1",
            ),
            (&CHANCELLOR, "4k4/1P7/9/9/9/3pP4/9/9/4K4 b - e3 0 1"),
            (&GARDNER, "1k3/4P/5/5/K3R w - - 0 1"),
            (
                ten(),
                "r3k4r/1P8/10/10/3N1N4/10/10/10/6p3/R3K4R w KQkq - 0 1",
            ),
            (ten(), "4k5/c8P/10/10/3C1C4/10/3C6/10/10/4K5 w - - 0 1"),
        ];
        cases
            .iter()
            .map(|(variant, fen)| VariantPosition::from_fen(variant, fen).unwrap())
            .collect()
    })
}

/// Reads `text` in position `index`: an accepted move is legal and its
/// own SAN reads back to it; an error points inside the text.
fn read_back(index: usize, text: &str) -> Result<(), TestCaseError> {
    let position = &positions()[index];
    let context = format!("{text:?} in {position}");
    match VariantMove::from_san(position, text) {
        Ok(mv) => {
            prop_assert!(position.legal_moves().contains(&mv), "{}", context);
            let again = VariantMove::from_san(position, position.san(mv).as_str());
            prop_assert_eq!(again, Ok(mv), "{}", context);
        }
        Err(VariantSanError::Empty) => prop_assert_eq!(text, "", "{}", context),
        Err(VariantSanError::Incomplete { column }) => {
            prop_assert_eq!(column - 1, text.chars().count(), "{}", context);
        }
        Err(VariantSanError::UnexpectedCharacter { column, character }) => {
            let found = text.chars().nth(column - 1);
            prop_assert_eq!(found, Some(character), "{}", context);
        }
        Err(_) => {}
    }
    Ok(())
}

/// `(position, SAN)` for every legal move of every position.
fn sans() -> &'static [(usize, String)] {
    static SANS: OnceLock<Vec<(usize, String)>> = OnceLock::new();
    SANS.get_or_init(|| {
        (0..positions().len())
            .flat_map(|index| {
                let position = &positions()[index];
                position
                    .legal_moves()
                    .iter()
                    .map(move |&mv| (index, position.san(mv).to_string()))
                    .collect::<Vec<_>>()
            })
            .collect()
    })
}

/// Characters of SAN on these boards, and a few others.
const CHARACTERS: &str = "KQRBNACabcdefghijkp1234567890xX:=+#!?O-.qrnac ";

/// One edit of a text: the kept characters up to `at`, then `insert` if
/// any, then the rest but the first `drop` of it.
fn edit(text: &str, at: usize, drop: usize, insert: Option<char>) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = at % (chars.len() + 1);
    let mut out: String = chars[..at].iter().collect();
    out.extend(insert);
    out.extend(chars[at..].iter().skip(drop));
    out
}

/// The inputs: any string, a string of SAN's characters, or a legal move's
/// SAN edited once or twice.
fn inputs() -> impl Strategy<Value = (usize, String)> {
    let position = 0..positions().len();
    let edited = (
        any::<prop::sample::Index>(),
        vec(
            (
                any::<usize>(),
                0..2usize,
                prop::option::of(prop::sample::select(CHARACTERS.chars().collect::<Vec<_>>())),
            ),
            0..3,
        ),
    )
        .prop_map(|(pick, edits)| {
            let (index, san) = &sans()[pick.index(sans().len())];
            let text = edits
                .into_iter()
                .fold(san.clone(), |text, (at, drop, insert)| {
                    edit(&text, at, drop, insert)
                });
            (*index, text)
        });
    prop_oneof![
        (position.clone(), any::<String>()),
        (position, "[KQRBNACa-k0-9xX:=+#!?O.pqrnac -]{0,12}"),
        edited,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        failure_persistence: None,
        ..ProptestConfig::with_cases(500_000)
    })]

    #[test]
    fn variant_san_reading_never_panics((index, text) in inputs()) {
        read_back(index, &text)?;
    }
}
