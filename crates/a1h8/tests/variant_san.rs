//! Variant SAN against Fairy-Stockfish: `tests/data/variant_san.txt`,
//! written by `scripts/variant_san.py` with pyffish (run outside CI),
//! holds every legal move of positions of every built-in variant and of a
//! 10x10 variant (two-digit ranks) in UCI with Fairy-Stockfish's SAN.
//! a1h8 must have the same legal moves, write the same SAN for each, and
//! read that SAN back to the same move.

use a1h8::variant::{Variant, VariantMove, VariantPosition, VariantSanError};

const NAME: &str = "tests/data/variant_san.txt";

struct Case {
    variant: String,
    fen: String,
    moves: Vec<(String, String)>,
}

/// The positions of the file with their moves, and the variants.ini text
/// after its `ini` line.
fn read() -> (Vec<Case>, String) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(NAME);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (body, ini) = text.split_once("\nini\n").expect("an `ini` line");
    let ini = ini
        .lines()
        .map(|line| line.strip_prefix("; ").unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n");
    let mut cases: Vec<Case> = Vec::new();
    for line in body.lines().filter(|line| !line.starts_with('#')) {
        if let Some(mv) = line.strip_prefix("  ") {
            let (uci, san) = mv.split_once(' ').expect("`uci san`");
            let case = cases.last_mut().expect("a position first");
            case.moves.push((uci.to_string(), san.to_string()));
        } else {
            let (variant, fen) = line.split_once(' ').expect("`variant FEN`");
            cases.push(Case {
                variant: variant.to_string(),
                fen: fen.to_string(),
                moves: Vec::new(),
            });
        }
    }
    (cases, ini)
}

#[test]
fn a1h8_writes_and_reads_fairy_stockfish_s_san() {
    let (cases, ini) = read();
    let ten = Variant::from_ini(&ini, "tenbyten").expect("the tenbyten section");
    let mut moves = 0;
    let mut variants = std::collections::BTreeMap::new();
    for case in &cases {
        let variant = match case.variant.as_str() {
            "tenbyten" => &ten,
            name => Variant::built_in(name).unwrap_or_else(|| panic!("{name}")),
        };
        let position = VariantPosition::from_fen(variant, &case.fen)
            .unwrap_or_else(|e| panic!("{} {}: {e}", case.variant, case.fen));
        let context = format!("{} {}", case.variant, case.fen);
        assert_eq!(
            position.legal_moves().len(),
            case.moves.len(),
            "{context}: the number of legal moves"
        );
        for (uci, san) in &case.moves {
            let mv = VariantMove::from_uci(&position, uci)
                .unwrap_or_else(|e| panic!("{context}: {uci}: {e}"));
            assert_eq!(position.san(mv).as_str(), san, "{context}: {uci}");
            assert_eq!(
                VariantMove::from_san(&position, san),
                Ok(mv),
                "{context}: {san}"
            );
        }
        moves += case.moves.len();
        *variants.entry(case.variant.as_str()).or_insert(0) += case.moves.len();
    }
    assert!(cases.len() >= 200, "{} positions", cases.len());
    assert!(moves >= 3000, "{moves} moves");
    for (name, count) in &variants {
        assert!(*count >= 150, "{name}: {count} moves");
    }
    assert_eq!(variants.len(), 8, "{variants:?}");
    eprintln!("{} positions, {moves} moves: {variants:?}", cases.len());
}

/// What the file cannot show: Fairy-Stockfish's SAN never has these, but
/// a1h8 reads them as it does chess's.
#[test]
fn the_variants_of_san_a1h8_reads() {
    let (_, ini) = read();
    let ten = Variant::from_ini(&ini, "tenbyten").expect("the tenbyten section");
    let position = VariantPosition::from_fen(
        &ten,
        "r3k4r/1P8/10/10/3N1N4/10/10/10/6p3/R3K4R w KQkq - 0 1",
    )
    .unwrap();
    let read = |san: &str| VariantMove::from_san(&position, san).map(|mv| mv.uci(&ten).to_string());
    assert_eq!(read("b10=C").as_deref(), Ok("b9b10c"));
    assert_eq!(read("b10C").as_deref(), Ok("b9b10c"));
    assert_eq!(read("b9b10=A").as_deref(), Ok("b9b10a"));
    assert_eq!(read("bxa10=Q+").as_deref(), Ok("b9a10q"));
    assert_eq!(read("0-0-0").as_deref(), Ok("e1c1"));
    assert_eq!(read("Rj1j10").as_deref(), Ok("j1j10"));
    assert_eq!(read("Rjxj10").as_deref(), Ok("j1j10"));
    assert_eq!(read("Nde8").as_deref(), Ok("d6e8"));
    assert!(matches!(
        VariantMove::from_san(&position, "b10"),
        Err(VariantSanError::MissingPromotion { .. })
    ));
    assert_eq!(
        VariantMove::from_san(&position, "Ne8")
            .unwrap_err()
            .to_string(),
        "Ne8 is ambiguous: it can be played from d6 or f6"
    );
    assert_eq!(
        VariantMove::from_san(&position, "Rk1"),
        Err(VariantSanError::UnexpectedCharacter {
            column: 2,
            character: 'k'
        })
    );
    assert_eq!(
        VariantMove::from_san(&position, "Ra11"),
        Err(VariantSanError::UnexpectedCharacter {
            column: 4,
            character: '1'
        })
    );
}
