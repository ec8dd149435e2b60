//! Zobrist hashing: the hash `play` keeps up to date equals the hash
//! computed from scratch after every move of random games; transpositions
//! hash alike; different positions do not collide; on every board, and
//! chess alike on both generators.

mod common;

use std::collections::HashMap;

use a1h8::variant::{self, VariantPosition};
use a1h8::{Game, Position};

/// Positions with castling, en passant and promotions to play from,
/// besides the perft suite's.
const EXTRA: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
];

use common::Playout as Rng;

fn start_positions() -> Vec<Position> {
    common::playout_starts(&EXTRA)
}

/// The FEN without the clocks: what the hash stands for.
fn key(position: &impl Game) -> String {
    let fen = position.to_string();
    fen.rsplitn(3, ' ').nth(2).unwrap().to_string()
}

#[test]
fn incremental_hash_equals_hash_from_scratch_in_random_games() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut checked = 0;
    for start in start_positions() {
        assert_eq!(start.zobrist(), start.zobrist_from_scratch());
        for _ in 0..60 {
            let mut position = start;
            for _ in 0..100 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.play_unchecked(moves[rng.below(moves.len())]);
                assert_eq!(
                    position.zobrist(),
                    position.zobrist_from_scratch(),
                    "{position}"
                );
                let reparsed = Position::from_fen(&position.to_string()).unwrap();
                assert_eq!(reparsed.zobrist(), position.zobrist(), "{position}");
                checked += 1;
            }
        }
    }
    assert!(checked > 30_000, "{checked} positions");
}

#[test]
fn transpositions_hash_alike_and_what_differs_hashes_differently() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // Knights out and back: the start position again, clocks aside.
    let back = common::play(start, &["g1f3", "g8f6", "f3g1", "f6g8"]);
    assert_eq!(back.zobrist(), Position::starting().zobrist());
    // Two orders, one position.
    let a = common::play(start, &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"]);
    let b = common::play(start, &["g1f3", "b8c6", "e2e4", "e7e5", "f1c4"]);
    assert_eq!(a.zobrist(), b.zobrist());
    assert_eq!(key(&a), key(&b));
    // Castling rights: king there and back has lost them.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let rights_lost = common::play(kiwipete, &["e1f1", "e8f8", "f1e1", "f8e8"]);
    assert_eq!(
        key(&rights_lost),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - -"
    );
    assert_ne!(
        rights_lost.zobrist(),
        Position::from_fen(kiwipete).unwrap().zobrist()
    );
    assert_eq!(
        rights_lost.zobrist(),
        Position::from_fen(&key(&rights_lost)).unwrap().zobrist()
    );
    // Castled one way or walked there: the same position.
    let rooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let castled = common::play(rooks, &["e1g1", "e8d8", "a1b1", "d8e8", "b1a1", "e8d8"]);
    let walked = common::play(
        rooks,
        &[
            "h1h2", "e8d8", "e1f1", "d8e8", "f1g1", "e8d8", "h2f2", "d8e8", "f2f1", "e8d8",
        ],
    );
    assert_eq!(key(&castled), "r2k3r/8/8/8/8/8/8/R4RK1 w - -");
    assert_eq!(key(&castled), key(&walked));
    assert_eq!(castled.zobrist(), walked.zobrist());
    // The side to move is hashed.
    let white = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let black = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").unwrap();
    assert_ne!(white.zobrist(), black.zobrist());
    // En passant: hashed when set, by file.
    let with_ep = common::play(start, &["e2e4", "a7a6", "e4e5", "d7d5"]);
    assert_eq!(with_ep.en_passant(), Some(a1h8::Square::D6));
    let without = Position::from_fen(&key(&with_ep).replace(" d6", " -")).unwrap();
    assert_ne!(with_ep.zobrist(), without.zobrist());
    // A double step no pawn can take sets no square: transposes.
    let e4_first = common::play(start, &["e2e4", "g8f6", "g1f3"]);
    let nf3_first = common::play(start, &["g1f3", "g8f6", "e2e4"]);
    assert_eq!(e4_first.zobrist(), nf3_first.zobrist());
    assert_eq!(e4_first.en_passant(), None);
}

/// Every position reached in `depth` plies from `position`, by hash.
fn collect(position: Position, depth: u32, seen: &mut HashMap<u64, String>, collisions: &mut u32) {
    let fen = key(&position);
    match seen.get(&position.zobrist()) {
        Some(other) if *other != fen => *collisions += 1,
        Some(_) => {}
        None => {
            seen.insert(position.zobrist(), fen);
        }
    }
    if depth > 0 {
        for mv in position.legal_moves() {
            collect(position.play_unchecked(mv), depth - 1, seen, collisions);
        }
    }
}

#[test]
fn no_collision_among_the_positions_of_short_trees() {
    let mut seen = HashMap::new();
    let mut collisions = 0;
    collect(Position::starting(), 4, &mut seen, &mut collisions);
    let kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    collect(kiwipete, 3, &mut seen, &mut collisions);
    assert_eq!(collisions, 0);
    // 1 + 20 + 400 + 5362 + 72078 distinct positions from the start
    // (clocks aside), and Kiwipete's tree to depth 3.
    assert!(seen.len() > 100_000, "{} positions", seen.len());
}

#[test]
fn chess_hashes_alike_as_a_position_and_as_a_variant_position() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut checked = 0;
    for start in start_positions().into_iter().filter(|p| !p.is_chess960()) {
        for _ in 0..20 {
            let mut position = start;
            for _ in 0..80 {
                let generic = VariantPosition::from_fen(&variant::CHESS, &position.to_string())
                    .unwrap_or_else(|e| panic!("{position}: {e}"));
                assert_eq!(generic.zobrist(), position.zobrist(), "{position}");
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.play_unchecked(moves[rng.below(moves.len())]);
                checked += 1;
            }
        }
    }
    assert!(checked > 5_000, "{checked} positions");
}

/// Every position of the tree of `depth` plies from `position`: no two
/// with one FEN (clocks aside) and two hashes, none with one hash and two
/// FENs.
fn no_collision_in_tree<G: Game>(position: &G, depth: u32) -> usize {
    fn walk<G: Game>(
        position: &G,
        depth: u32,
        by_hash: &mut HashMap<u64, String>,
        by_fen: &mut HashMap<String, u64>,
    ) {
        let fen = key(position);
        let hash = position.zobrist();
        if let Some(other) = by_hash.insert(hash, fen.clone()) {
            assert_eq!(other, fen, "one hash, two positions");
        }
        if let Some(other) = by_fen.insert(fen.clone(), hash) {
            assert_eq!(other, hash, "{fen}: two hashes");
        }
        if depth > 0 {
            for &mv in position.legal_moves().iter() {
                walk(&position.play_unchecked(mv), depth - 1, by_hash, by_fen);
            }
        }
    }
    let (mut by_hash, mut by_fen) = (HashMap::new(), HashMap::new());
    walk(position, depth, &mut by_hash, &mut by_fen);
    by_hash.len()
}

#[test]
fn every_variant_hashes_transpositions_alike_and_different_positions_apart() {
    for (variant, depth, at_least) in [
        (&variant::CAPABLANCA, 3, 10_000),
        (&variant::GOTHIC, 3, 10_000),
        (&variant::EMBASSY, 3, 10_000),
        (&variant::CHANCELLOR, 3, 5_000),
        (&variant::LOS_ALAMOS, 4, 5_000),
        (&variant::GARDNER, 5, 10_000),
        (&variant::CHESS, 4, 70_000),
    ] {
        let start = VariantPosition::start(variant).unwrap();
        let distinct = no_collision_in_tree(&start, depth);
        assert!(
            distinct >= at_least,
            "{}: {distinct} positions",
            variant.name()
        );
    }
    // Castling rights and en passant squares on a 10x8 board: a position
    // with and without them hashes apart.
    let with = VariantPosition::from_fen(
        &variant::CAPABLANCA,
        "r4k3r/10/10/10/4pP4/10/10/R4K3R b KQkq f3 0 1",
    )
    .unwrap();
    assert!(with.en_passant().is_some());
    for other in [
        "r4k3r/10/10/10/4pP4/10/10/R4K3R b KQkq - 0 1",
        "r4k3r/10/10/10/4pP4/10/10/R4K3R b Qkq f3 0 1",
        "r4k3r/10/10/10/4pP4/10/10/R4K3R b KQk f3 0 1",
        "r4k3r/10/10/10/4pP4/10/10/R4K3R w KQkq - 0 1",
    ] {
        let other = VariantPosition::from_fen(&variant::CAPABLANCA, other).unwrap();
        assert_ne!(other.zobrist(), with.zobrist(), "{other}");
    }
}
