//! Zobrist hashing: the hash `play` keeps up to date equals the hash
//! computed from scratch after every move of random games; transpositions
//! hash alike; different positions do not collide.

mod common;

use std::collections::HashMap;

use a1h8::Position;

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
fn key(position: &Position) -> String {
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
                position = position.play(moves[rng.below(moves.len())]);
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
            collect(position.play(mv), depth - 1, seen, collisions);
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
