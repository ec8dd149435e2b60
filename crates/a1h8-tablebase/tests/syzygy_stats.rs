//! The tables of three and four pieces against Syzygy's published
//! statistics (tests/data/syzygy-stats.tsv, copied from the project's
//! reference facts): wins, draws and losses per side to move and the DTZ
//! histograms, line for line.

use std::collections::BTreeMap;

use a1h8::{Color, Position};
use a1h8_tablebase::{Material, Stats, Tables, generate};

struct Line {
    wins: u64,
    draws: u64,
    losses: u64,
    dtz_of_wins: BTreeMap<u16, u64>,
    dtz_of_losses: BTreeMap<u16, u64>,
}

fn published() -> BTreeMap<(String, String), Line> {
    let text = include_str!("data/syzygy-stats.tsv");
    let histogram = |field: &str| -> BTreeMap<u16, u64> {
        if field == "-" {
            return BTreeMap::new();
        }
        field
            .split(',')
            .map(|pair| {
                let (ply, count) = pair.split_once(':').unwrap();
                (ply.parse().unwrap(), count.parse().unwrap())
            })
            .collect()
    };
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            (
                (f[0].to_string(), f[1].to_string()),
                Line {
                    wins: f[2].parse().unwrap(),
                    draws: f[3].parse().unwrap(),
                    losses: f[4].parse().unwrap(),
                    dtz_of_wins: histogram(f[5]),
                    dtz_of_losses: histogram(f[6]),
                },
            )
        })
        .collect()
}

/// Generates `names` and the endings they need, smaller first.
fn generate_all(names: &[&str]) -> Tables {
    let game = Position::starting();
    let mut tables = Tables::new();
    for name in names {
        let material: Material = name.parse().unwrap();
        let table = generate(&game, material, &tables).unwrap();
        tables.insert(table);
    }
    tables
}

/// Compares every table of `names` with the published line of each side
/// to move; every difference is listed before the test fails.
fn check(tables: &Tables, names: &[&str]) {
    let published = published();
    let mut differences = Vec::new();
    for name in names {
        let table = tables.get(name.parse().unwrap()).unwrap();
        let stats = Stats::of(table);
        for (color, side) in [(Color::White, "white"), (Color::Black, "black")] {
            let line = &published[&(name.to_string(), side.to_string())];
            let ours = stats.side(color);
            if (ours.wins, ours.draws, ours.losses) != (line.wins, line.draws, line.losses) {
                differences.push(format!(
                    "{name} {side}: wins, draws, losses {:?}, published {:?}",
                    (ours.wins, ours.draws, ours.losses),
                    (line.wins, line.draws, line.losses)
                ));
            }
            if (ours.cursed_wins, ours.blessed_losses) != (Some(0), Some(0)) {
                differences.push(format!("{name} {side}: cursed wins or blessed losses"));
            }
            for (what, ours, theirs) in [
                ("DTZ of wins", &ours.dtz_of_wins, &line.dtz_of_wins),
                ("DTZ of losses", &ours.dtz_of_losses, &line.dtz_of_losses),
            ] {
                if ours.as_ref() != Some(theirs) {
                    differences.push(format!(
                        "{name} {side}: {what} {ours:?}, published {theirs:?}"
                    ));
                }
            }
        }
    }
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

/// The longest mates of the reference facts, in moves, and the side to
/// move that mates: `(ending, side, moves)`.
const LONGEST_MATES: [(&str, Color, u16); 8] = [
    ("KQvK", Color::White, 10),
    ("KRvK", Color::White, 16),
    ("KPvK", Color::White, 28),
    ("KBBvK", Color::White, 19),
    ("KBNvK", Color::White, 33),
    ("KQvKR", Color::White, 35),
    ("KRvKN", Color::White, 40),
    // KPvKR: Black, with the pawn, to move in KRvKP's orientation.
    ("KRvKP", Color::Black, 43),
];

/// The longest mates of the endings of `tables` that the reference facts
/// give: a mate in `n` moves is `2n - 1` plies for the side that mates.
fn check_longest_mates(tables: &Tables) {
    for (name, side, moves) in LONGEST_MATES {
        let Some(table) = tables.get(name.parse().unwrap()) else {
            continue;
        };
        let plies = Stats::of(table).side(side).longest_mate.unwrap().0;
        assert_eq!(plies, 2 * moves - 1, "{name}, {side} to move");
    }
}

#[test]
fn three_pieces() {
    let names = ["KNvK", "KBvK", "KRvK", "KQvK", "KPvK"];
    let tables = generate_all(&names);
    check(&tables, &names);
    check_longest_mates(&tables);
}

/// Every 4-piece ending and the 3-piece ones they need.
fn four_pieces() -> Vec<String> {
    use a1h8::PieceKind::*;
    Material::all_with(4, &[Queen, Rook, Bishop, Knight, Pawn])
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn plan(names: &[String]) -> Vec<String> {
    use a1h8::PieceKind::*;
    let targets: Vec<Material> = names.iter().map(|n| n.parse().unwrap()).collect();
    Material::with_successors(&targets, &[Queen, Rook, Bishop, Knight])
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
#[ignore = "every 4-piece ending, generated and verified: minutes; run with --ignored"]
fn four_pieces_all() {
    let names = four_pieces();
    let order = plan(&names);
    let order: Vec<&str> = order.iter().map(String::as_str).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let tables = generate_all(&order);
    check(&tables, &names);
    check_longest_mates(&tables);
    let game = Position::starting();
    for name in &order {
        let table = tables.get(name.parse().unwrap()).unwrap();
        let verified = a1h8_tablebase::verify(&game, table, &tables);
        assert!(verified.is_ok(), "{name}: {verified:?}");
    }
}
