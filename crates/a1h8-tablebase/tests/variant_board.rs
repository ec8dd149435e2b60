//! The generator on another board: Gardner's minichess (5x5), whose
//! tables are small enough to make and verify in every test run. A
//! pawn ending with a queen makes wins by a zeroing move and losses meet on
//! one DTZ level, which a 3-piece chess table does not.

use a1h8::variant::{GARDNER, VariantPosition};
use a1h8_tablebase::{Material, Tables, generate, verify};

#[test]
fn gardner_pawn_endings_with_a_queen_verify() {
    let game = VariantPosition::start(&GARDNER).unwrap();
    let promotions: Vec<_> = a1h8::Game::promotions(&game).iter().collect();
    let targets: Vec<Material> = ["KQPvK", "KQvKP"]
        .iter()
        .map(|n| n.parse().unwrap())
        .collect();
    let mut tables = Tables::new();
    for material in Material::with_successors(&targets, &promotions) {
        let table = generate(&game, material, &tables).unwrap();
        let verified = verify(&game, &table, &tables);
        assert!(verified.is_ok(), "{material}: {verified:?}");
        tables.insert(table);
    }
    assert!(targets.iter().all(|&m| tables.contains(m.normalized().0)));
}
