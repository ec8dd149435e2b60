//! Chess960: the published perft counts of `tests/data/chess960.epd`
//! (the first positions of the Chess960 perft list of the chessprogramming
//! wiki, "Chess960 Perft Results", and start position 518, standard
//! chess, in Shredder-FEN), X-FEN and Shredder-FEN castling fields, castling
//! where the king or the rook stays or the two swap, and UCI notation.
//!
//! The default run checks every count up to [`DEFAULT_LIMIT`] leaves; the
//! ignored test checks every depth (minutes in release mode).

mod common;

use a1h8::{
    CastlingRights, CastlingSide, Color, FenError, File, Move, MoveKind, Position, Square, perft,
};

const DEFAULT_LIMIT: u64 = 2_000_000;

fn suite() -> Vec<(String, Vec<(u32, u64)>)> {
    let text = include_str!("data/chess960.epd");
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut fields = line.split(';');
            let fen = fields.next().unwrap().trim().to_string();
            let counts = fields
                .map(|field| {
                    let (depth, count) = field.trim()[1..].split_once(' ').unwrap();
                    (depth.parse().unwrap(), count.parse().unwrap())
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

fn run(limit: u64) {
    let cases = suite();
    assert!(cases.len() >= 15);
    for (fen, counts) in cases {
        let position = Position::from_fen_960(&fen).unwrap();
        assert!(position.is_chess960());
        // File letters make any FEN a Chess960 one.
        assert_eq!(Position::from_fen(&fen), Ok(position), "{fen}");
        for &(depth, expected) in counts.iter().filter(|(_, n)| *n <= limit) {
            assert_eq!(perft(&position, depth), expected, "{fen} at depth {depth}");
        }
    }
}

#[test]
fn chess960_suite_to_two_million_leaves() {
    run(DEFAULT_LIMIT);
}

#[test]
#[ignore = "about 20 s in release mode: cargo test -p a1h8 --release --test chess960 -- --ignored"]
fn chess960_suite_every_depth() {
    run(u64::MAX);
}

fn castlings(position: &Position) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .filter(|mv| mv.kind() == MoveKind::Castling)
        .map(|mv| mv.to_string())
        .collect();
    moves.sort();
    moves
}

#[test]
fn castling_fields_in_x_fen_and_shredder_fen() {
    // Start position 284: king d1, rooks c1 and f1 (outermost on each side).
    let x_fen = "nbrknrbq/pppppppp/8/8/8/8/PPPPPPPP/NBRKNRBQ w KQkq - 0 1";
    let shredder = "nbrknrbq/pppppppp/8/8/8/8/PPPPPPPP/NBRKNRBQ w FCfc - 0 1";
    let a = Position::from_fen(x_fen).unwrap();
    let b = Position::from_fen(shredder).unwrap();
    assert_eq!(a, b);
    assert!(a.is_chess960());
    assert_eq!(a.to_string(), x_fen);
    assert_eq!(
        a.castling().rook_file(Color::White, CastlingSide::KingSide),
        Some(File::F)
    );
    assert_eq!(
        a.castling()
            .rook_file(Color::Black, CastlingSide::QueenSide),
        Some(File::C)
    );
    assert_eq!(a.castling().to_string(), "FCfc");
    // Two rooks on one side: K names the outer one, the inner one needs its letter.
    let two = Position::from_fen("4k3/8/8/8/8/8/8/R3K1RR w KG - 0 1");
    assert_eq!(
        two,
        Err(FenError::CastlingOrder {
            character: 'G',
            column: 27
        })
    );
    let inner = Position::from_fen("4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1").unwrap();
    assert_eq!(
        inner.castling().rook(Color::White, CastlingSide::KingSide),
        Some(Square::G1)
    );
    assert_eq!(inner.to_string(), "4k3/8/8/8/8/8/8/R3K1RR w GQ - 0 1");
    let outer = Position::from_fen("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1").unwrap();
    assert_eq!(
        outer.castling().rook(Color::White, CastlingSide::KingSide),
        Some(Square::H1)
    );
    assert_eq!(outer.to_string(), "4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1");
    assert_eq!(
        Position::from_fen(&outer.to_string().replace("KQ", "HA")),
        Ok(outer.with_chess960(true))
    );
    // Standard chess stays standard, unless asked for.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert!(!Position::from_fen(start).unwrap().is_chess960());
    assert!(Position::from_fen_960(start).unwrap().is_chess960());
    assert!(
        Position::from_fen(&start.replace("KQkq", "HAha"))
            .unwrap()
            .is_chess960()
    );
}

#[test]
fn castling_field_errors_say_what_and_where() {
    let rooks = "r3k2r/8/8/8/8/8/8/R3K2R w";
    let error =
        |castling: &str| Position::from_fen(&format!("{rooks} {castling} - 0 1")).unwrap_err();
    // Order: white before black, king side (h side of the king) first.
    assert_eq!(
        error("AH"),
        FenError::CastlingOrder {
            character: 'H',
            column: 28
        }
    );
    assert_eq!(
        error("hH"),
        FenError::CastlingOrder {
            character: 'H',
            column: 28
        }
    );
    assert_eq!(
        error("HK"),
        FenError::CastlingOrder {
            character: 'K',
            column: 28
        }
    );
    assert_eq!(
        error("I"),
        FenError::InvalidCastling {
            character: 'I',
            column: 27
        }
    );
    // A file letter without a rook there.
    assert_eq!(
        error("G"),
        FenError::CastlingWithoutRook {
            color: Color::White,
            side: CastlingSide::KingSide,
            square: Square::G1.into()
        }
    );
    assert!(error("G").to_string().contains("no white rook on g1"));
    // Rights built by hand with the rook on the other side of the king.
    let board = Position::from_fen(&format!("{rooks} - - 0 1")).unwrap();
    let wrong = CastlingRights::NONE.with_rook(Color::White, CastlingSide::KingSide, File::A);
    assert_eq!(
        Position::new(*board.board(), Color::White, wrong, None, 0, 1),
        Err(FenError::CastlingRookOnWrongSide {
            color: Color::White,
            side: CastlingSide::KingSide,
            square: Square::A1.into()
        })
    );
}

#[test]
fn king_or_rook_stays_or_they_swap() {
    // King g1, rook h1: the king stays, the rook goes to f1.
    let stays = Position::from_fen("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1").unwrap();
    assert_eq!(castlings(&stays), ["g1b1", "g1h1"]);
    assert_eq!(
        common::play_from(stays, &["g1h1"]).to_string(),
        "1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1"
    );
    // Queen side from g1 with b1: king to c1, rook to d1.
    assert_eq!(
        common::play_from(stays, &["g1b1"]).to_string(),
        "1r4kr/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
    // Rook f1 stays, king e1 to g1.
    let rook_stays = Position::from_fen("4k3/8/8/8/8/8/8/4KR2 w F - 0 1").unwrap();
    assert_eq!(castlings(&rook_stays), ["e1f1"]);
    assert_eq!(
        common::play_from(rook_stays, &["e1f1"]).to_string(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    // King f1 and rook g1 swap.
    let swap = Position::from_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1").unwrap();
    assert_eq!(
        common::play_from(swap, &["f1g1"]).to_string(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    // Queen side: king d1 and rook c1 swap; king b1 and rook a1: king c1, rook d1.
    let queen = Position::from_fen("4k3/8/8/8/8/8/8/2RK4 w C - 0 1").unwrap();
    assert_eq!(
        common::play_from(queen, &["d1c1"]).to_string(),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
    let corner = Position::from_fen("4k3/8/8/8/8/8/8/RK6 w A - 0 1").unwrap();
    assert_eq!(
        common::play_from(corner, &["b1a1"]).to_string(),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
    // Black too, and the hash follows.
    let black = Position::from_fen("5kr1/8/8/8/8/8/8/4K3 b g - 0 1").unwrap();
    let after = common::play_from(black, &["f8g8"]);
    assert_eq!(after.to_string(), "5rk1/8/8/8/8/8/8/4K3 w - - 1 2");
    assert_eq!(after.zobrist(), after.zobrist_from_scratch());
}

#[test]
fn castling_needs_empty_squares_and_an_unattacked_path() {
    // King d1, rook b1, an enemy rook a1: the castling rook shields c1
    // now, but after castling the king on c1 would be in check.
    let shield = Position::from_fen("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1").unwrap();
    assert!(castlings(&shield).is_empty());
    // Without the enemy rook it is legal.
    let free = Position::from_fen("4k3/8/8/8/8/8/8/1R1K4 w B - 0 1").unwrap();
    assert_eq!(castlings(&free), ["d1b1"]);
    // A piece on the rook's target blocks even when the king passes nowhere.
    let blocked = Position::from_fen("4k3/8/8/8/8/8/8/5NKR w H - 0 1").unwrap();
    assert!(castlings(&blocked).is_empty());
    // An attacked square the king passes over, or its target.
    let through = Position::from_fen("4k3/8/8/8/8/8/5r2/1K5R w H - 0 1").unwrap();
    assert!(castlings(&through).is_empty());
    // Only the rook's path attacked: legal.
    let rook_path = Position::from_fen("4k3/8/8/8/8/8/1r6/R4K2 w A - 0 1").unwrap();
    assert_eq!(castlings(&rook_path), ["f1a1"]);
    let rook_path = Position::from_fen("4k3/8/8/8/8/8/1r6/R2K4 w A - 0 1").unwrap();
    assert_eq!(castlings(&rook_path), ["d1a1"]);
    // In check: no castling.
    let check = Position::from_fen("3rk3/8/8/8/8/8/8/R2K4 w A - 0 1").unwrap();
    assert!(castlings(&check).is_empty());
}

#[test]
fn uci_castling_depends_on_the_mode() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let standard = Position::from_fen(fen).unwrap();
    let chess960 = Position::from_fen_960(fen).unwrap();
    assert_eq!(castlings(&standard), ["e1c1", "e1g1"]);
    assert_eq!(castlings(&chess960), ["e1a1", "e1h1"]);
    assert!(Move::from_uci(&standard, "e1h1").is_err());
    assert!(Move::from_uci(&chess960, "e1g1").is_err());
    let a = common::play_from(standard, &["e1g1"]);
    let b = common::play_from(chess960, &["e1h1"]);
    assert_eq!(a.to_string(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // Chess960 standard-looking rights in file letters, to read back as Chess960.
    assert_eq!(b.to_string(), "r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1");
    assert_eq!(Position::from_fen(&b.to_string()), Ok(b));
    assert_eq!(a.zobrist(), b.zobrist());
    assert!(b.is_chess960() && !a.is_chess960());
}

use common::Playout as Rng;

#[test]
fn random_chess960_games_agree_with_is_legal_uci_fen_and_the_hash() {
    let every = common::every_move();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut castled = 0;
    let mut positions = 0;
    for (fen, _) in suite() {
        let start = Position::from_fen_960(&fen).unwrap();
        for _ in 0..6 {
            let mut position = start;
            for _ in 0..40 {
                let moves = position.legal_moves();
                let mut generated = moves.to_vec();
                generated.sort();
                let mut accepted: Vec<Move> = every
                    .iter()
                    .copied()
                    .filter(|&mv| position.is_legal(mv))
                    .collect();
                accepted.sort();
                assert_eq!(generated, accepted, "{position}");
                for mv in &moves {
                    assert_eq!(Move::from_uci(&position, &mv.to_string()), Ok(*mv));
                }
                assert_eq!(Position::from_fen_960(&position.to_string()), Ok(position));
                assert_eq!(position.zobrist(), position.zobrist_from_scratch());
                positions += 1;
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                castled += usize::from(mv.kind() == MoveKind::Castling);
                position = position.play_unchecked(mv);
            }
        }
    }
    assert!(positions > 3_000, "{positions}");
    assert!(castled > 5, "{castled} castlings played");
}
