//! The endings of three and four pieces with an archbishop or a chancellor
//! on four boards, against `tests/data/variant-endings.tsv`, which
//! `scripts/variant_tablebases.py` wrote through the tool: every table
//! generated again here through the library, verified, and its counts and
//! longest mates (with their positions) equal to the file's.
//!
//! Gardner's 5x5 and Los Alamos's 6x6 boards (with the two pieces added by
//! `tests/data/fairy-boards.ini`) and the three-piece endings of the large
//! boards run in every test run; the four-piece endings of Capablanca's
//! 10x8 and Chancellor chess's 9x9 (some minutes) in an ignored test:
//! `cargo test --release -p a1h8-tablebase --test variant_endings -- --ignored`.

use a1h8::Color;
use a1h8::variant::{Variant, VariantPosition};
use a1h8_tablebase::{Material, Stats, Tables, generate, verify};

const ENDINGS: &str = include_str!("data/variant-endings.tsv");
const FAIRY_BOARDS: &str = include_str!("data/fairy-boards.ini");

/// The variant of a board of the file.
fn variant(board: &str) -> Variant<'static> {
    match Variant::BUILT_IN.iter().find(|v| v.name() == board) {
        Some(&variant) => variant.clone(),
        None => Variant::from_ini(FAIRY_BOARDS, board).unwrap(),
    }
}

/// Checks the lines of the file whose board and piece count `select`
/// takes; returns how many.
fn check(select: impl Fn(&str, usize) -> bool) -> usize {
    let mut checked = 0;
    let lines: Vec<Vec<&str>> = ENDINGS
        .lines()
        .skip(1)
        .map(|line| line.split('\t').collect())
        .collect();
    let mut boards: Vec<&str> = lines.iter().map(|line| line[0]).collect();
    boards.dedup();
    for board in boards {
        let variant = variant(board);
        let game = VariantPosition::start(&variant).unwrap();
        let promotions: Vec<_> = a1h8::Game::promotions(&game).iter().collect();
        let mut tables = Tables::new();
        for line in lines.iter().filter(|line| line[0] == board) {
            let material: Material = line[2].parse().unwrap();
            if !select(board, material.pieces().count()) {
                continue;
            }
            for needed in Material::with_successors(&[material], &promotions) {
                if tables.contains(needed) {
                    continue;
                }
                let table = generate(&game, needed, &tables).unwrap();
                let verified = verify(&game, &table, &tables);
                assert!(verified.is_ok(), "{needed} on {board}: {verified:?}");
                tables.insert(table);
            }
            let table = tables.get(material).unwrap();
            let stats = Stats::of(table);
            let mut found = vec![
                line[0].to_string(),
                line[1].to_string(),
                material.to_string(),
            ];
            for color in Color::ALL {
                let side = stats.side(color);
                let (wins, draws, losses) = side.wdl();
                found.push(wins.to_string());
                found.push(draws.to_string());
                found.push(losses.to_string());
            }
            for color in Color::ALL {
                let (plies, index) = stats.side(color).longest_mate.unwrap();
                found.push(plies.to_string());
                found.push(
                    index
                        .and_then(|index| table.position(&game, color, index))
                        .filter(|_| plies > 0)
                        .map_or("-".to_string(), |position| position.to_string()),
                );
            }
            assert_eq!(found, *line, "{} on {board}", line[2]);
            checked += 1;
        }
    }
    checked
}

#[test]
fn small_boards_and_three_pieces_everywhere() {
    let checked = check(|board, pieces| board.ends_with("-ac") || pieces == 3);
    // Gardner's 28 endings, Los Alamos's 24 (it has no bishop), and KAvK
    // and KCvK on 10x8, KCvK on 9x9.
    assert_eq!(checked, 28 + 24 + 3);
}

#[test]
#[ignore = "some minutes: run by hand with --ignored"]
fn four_pieces_on_the_large_boards() {
    let checked = check(|board, pieces| !board.ends_with("-ac") && pieces == 4);
    assert!(checked > 0);
}
