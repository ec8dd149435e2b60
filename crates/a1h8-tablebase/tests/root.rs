//! The root probe against the tables' own values: on positions of KQvKR
//! and KRvKP (pawn moves, promotions and captures that zero the count), the
//! best move is worth exactly the position's WDL, WDL50 and DTZ, the
//! quickest mate among the moves is its DTM, and no move ranked after
//! another is better; the halfmove clock turns late wins into the rule's
//! draws.

use a1h8::{Color, Game, Position};
use a1h8_tablebase::{Material, Tables, Values, generate};

fn tables(target: &str) -> Tables {
    let game = Position::starting();
    let target: Material = target.parse().unwrap();
    let promotions: Vec<_> = game.promotions().iter().collect();
    let mut tables = Tables::new();
    for material in Material::with_successors(&[target], &promotions) {
        let table = generate(&game, material, &tables).unwrap();
        tables.insert(table);
    }
    tables
}

/// DTM's order for the mover: a win before a draw before a loss, the
/// quicker mate, the slower one.
fn dtm_key(v: &Values) -> (i8, i32) {
    (v.wdl, if v.wdl == 0 { 0 } else { -v.dtm.unwrap() })
}

fn check(target: &str, stride: u64) -> u64 {
    let game = Position::starting();
    let tables = tables(target);
    let table = tables.get(target.parse().unwrap()).unwrap();
    let mut checked = 0;
    for index in (0..table.indexer().len()).step_by(stride as usize) {
        for turn in Color::ALL {
            let Some(position) = table.position(&game, turn, index) else {
                continue;
            };
            let root = tables.probe_root(&position, 0).unwrap();
            let fen = position.to_string();
            assert_eq!(root.values, tables.probe(&position).unwrap(), "{fen}");
            assert_eq!(root.wdl50_at_clock, root.values.wdl50, "{fen}");
            let Some(best) = root.best() else {
                assert!(position.legal_moves().is_empty());
                continue;
            };
            let (v, b) = (root.values, best.value);
            assert_eq!((b.wdl, b.wdl50, b.dtz), (v.wdl, v.wdl50, v.dtz), "{fen}");
            let quickest = root.moves.iter().map(|m| dtm_key(&m.value)).max().unwrap();
            assert_eq!(quickest, dtm_key(&v), "{fen}");
            for pair in root.moves.windows(2) {
                let (a, b) = (pair[0].value, pair[1].value);
                assert!(
                    (a.wdl50, -a.dtz.unwrap()) >= (b.wdl50, -b.dtz.unwrap()) || a.wdl50 > b.wdl50,
                    "{fen}: {a:?} before {b:?}"
                );
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn the_best_move_is_worth_the_position_kqvkr() {
    assert!(check("KQvKR", 151) > 10_000);
}

#[test]
fn the_best_move_is_worth_the_position_krvkp() {
    assert!(check("KRvKP", 211) > 10_000);
}

#[test]
fn the_clock_turns_a_late_win_into_the_rules_draw() {
    let tables = tables("KQvK");
    // White mates in a few moves, its zeroing move (the mate counts as
    // none: DTZ is the plies to mate here) within the rule from a clock
    // of 0, past it from a clock of 99.
    let position = Position::from_fen("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1").unwrap();
    let dtz = tables.probe(&position).unwrap().dtz.unwrap();
    assert!(dtz > 1);
    assert_eq!(
        tables.probe_root(&position, 0).unwrap().wdl50_at_clock,
        Some(2)
    );
    let at = |clock: u32| tables.probe_root(&position, clock).unwrap().wdl50_at_clock;
    assert_eq!(at(100 - dtz as u32), Some(2));
    assert_eq!(at(101 - dtz as u32), Some(1));
    let root = tables.probe_root(&position, 99).unwrap();
    assert!(root.moves.iter().all(|m| m.wdl50_at_clock != Some(2)));
}
