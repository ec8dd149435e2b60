//! Legal move generation, written once for every game ([`Game`]) and run
//! for 8x8 chess ([`Position`]) and for the variants
//! ([`VariantPosition`], chess among them): in positions of random
//! playouts, the generated moves are those of an independent definition,
//! each once and counted by `count_legal_moves`; every move reads back
//! from its UCI; every position reached writes a FEN that reads back to
//! it. On chess the two generators are compared on the same positions.
//! Then what only one side has: chess's moves one by one (castling, en
//! passant, promotions, clocks, UCI errors), and the variants' plain
//! generator.
//!
//! The definitions: for chess, the moves `Position::is_legal` accepts
//! among every move that could be written; for the variants, a plain
//! generator written here: every pseudo-legal move from each piece's
//! attack set, played on a mailbox board, kept if the king is not attacked
//! afterwards. It uses the library only for the attack set of one piece on
//! one square ([`BoardAttacks::piece`], tested against a walk of the board
//! in `any_size_attacks.rs`) and for reading the position; checks, pins,
//! en passant and castling are decided here the plain way. Its playouts
//! cover every built-in variant and a few sections of `variants.ini`
//! (castling by one square, double steps onto the promotion rank).
//!
//! [`BoardAttacks::piece`]: a1h8::attacks::BoardAttacks::piece

mod common;

use std::collections::BTreeSet;

use a1h8::bitboard128::Bitboard128;
use a1h8::geometry::BoardSize;
use a1h8::variant::{CHESS, Variant, VariantMove, VariantPosition};
use a1h8::{
    CastlingRights, CastlingSide, Color, FenError, Game, Move, MoveKind, Piece, PieceKind,
    Position, Square, UciError,
};
use common::Playout;

/// A game whose positions read from FEN and whose moves read from UCI, by
/// the rules of a position of it.
trait Rules: Game {
    /// `fen` read by the rules of `self`.
    fn read_fen(&self, fen: &str) -> Result<Self, FenError>;
    /// The legal move `uci` names, or the error's message.
    fn read_uci(&self, uci: &str) -> Result<Self::Move, String>;
}

impl Rules for Position {
    fn read_fen(&self, fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
    fn read_uci(&self, uci: &str) -> Result<Move, String> {
        Move::from_uci(self, uci).map_err(|e| e.to_string())
    }
}

impl<'v> Rules for VariantPosition<'v> {
    fn read_fen(&self, fen: &str) -> Result<VariantPosition<'v>, FenError> {
        VariantPosition::from_fen(self.variant(), fen)
    }
    fn read_uci(&self, uci: &str) -> Result<VariantMove, String> {
        VariantMove::from_uci(self, uci).map_err(|e| e.to_string())
    }
}

/// A move as the definitions see it: from and to by index on the board,
/// kind and promotion.
type Plain = (usize, usize, MoveKind, Option<PieceKind>);

fn plain<G: Game>(position: &G, mv: G::Move) -> Plain {
    let size = position.board_size();
    (
        size.index_of(position.move_from(mv)),
        size.index_of(position.move_to(mv)),
        position.move_kind(mv),
        position.move_promotion(mv),
    )
}

/// `games` random games of up to `plies` plies from each of `starts`,
/// every position on the way (the last included). With `active`, half of
/// the moves are picked among captures and pawn moves, to reach
/// promotions and endings.
fn playouts<G: Game>(
    starts: &[G],
    games: usize,
    plies: usize,
    rng: &mut Playout,
    active: bool,
) -> Vec<G> {
    let mut reached = Vec::new();
    for start in starts {
        for _ in 0..games {
            let mut position = start.clone();
            for ply in 0..=plies {
                reached.push(position.clone());
                let moves = position.legal_moves();
                if ply == plies || moves.is_empty() {
                    break;
                }
                let lively: Vec<G::Move> = if active {
                    (moves.iter().copied())
                        .filter(|&mv| {
                            position.kind_on(position.move_to(mv)).is_some()
                                || position.kind_on(position.move_from(mv)) == Some(PieceKind::Pawn)
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let pool = if !lively.is_empty() && rng.below(2) == 0 {
                    &lively[..]
                } else {
                    &moves[..]
                };
                position = position.play_unchecked(pool[rng.below(pool.len())]);
            }
        }
    }
    reached
}

/// In each position of `cases`, the generated moves are those given with
/// it (by a definition), each listed once, and `count_legal_moves` counts
/// them. Gives the kinds of move seen, with whether they promote.
fn moves_are_the_definition_s<'a, G: Game + 'a>(
    cases: impl IntoIterator<Item = (&'a G, BTreeSet<Plain>)>,
) -> BTreeSet<(MoveKind, bool)> {
    let mut seen = BTreeSet::new();
    for (position, expected) in cases {
        let moves = position.legal_moves();
        let got: BTreeSet<Plain> = moves.iter().map(|&mv| plain(position, mv)).collect();
        assert_eq!(got.len(), moves.len(), "a move listed twice: {position}");
        assert_eq!(
            got,
            expected,
            "{}: {position}\nonly generated: {:?}\nonly defined: {:?}",
            position.game_name(),
            got.difference(&expected).collect::<Vec<_>>(),
            expected.difference(&got).collect::<Vec<_>>()
        );
        assert_eq!(position.count_legal_moves(), moves.len() as u64);
        seen.extend((moves.iter()).map(|&mv| {
            (
                position.move_kind(mv),
                position.move_promotion(mv).is_some(),
            )
        }));
    }
    seen
}

/// Every position of `positions` writes a FEN that reads back to it.
fn fen_round_trip<G: Rules>(positions: &[G]) {
    for position in positions {
        let fen = position.to_string();
        let read = position.read_fen(&fen);
        assert_eq!(
            read.as_ref(),
            Ok(position),
            "{}: {fen}",
            position.game_name()
        );
    }
}

/// Every legal move of `positions` reads back from its UCI; gives how many
/// moves were read.
fn uci_round_trip<G: Rules>(positions: &[G]) -> usize {
    let mut count = 0;
    for position in positions {
        for &mv in position.legal_moves().iter() {
            let uci = position.uci(mv).to_string();
            assert_eq!(position.read_uci(&uci), Ok(mv), "{uci} in {position}");
            count += 1;
        }
    }
    count
}

/// `position` read by the variant chess.
fn as_variant(position: &Position) -> VariantPosition<'static> {
    VariantPosition::from_fen(&CHESS, &position.to_string()).unwrap()
}

/// Positions with something to test beside the suite's: en passant
/// pinned along a rank and under check, promotions, castling.
const EXTRA: [&str; 7] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
];

/// `games` random games of up to `plies` plies from each chess start
/// position (`EXTRA` and the perft suite's), every position on the way.
fn chess_positions(games: usize, plies: usize) -> Vec<Position> {
    let starts = common::playout_starts(&EXTRA);
    playouts(
        &starts,
        games,
        plies,
        &mut Playout(0x9e37_79b9_7f4a_7c15),
        false,
    )
}

/// Chess by both generators: the moves `is_legal` accepts, by
/// [`Position`] and by [`VariantPosition`] of the variant chess on the same
/// positions; every kind of move comes up.
#[test]
fn generated_moves_are_the_moves_is_legal_accepts() {
    let positions = chess_positions(40, 50);
    assert!(positions.len() > 3_000, "{} positions", positions.len());
    let every = common::every_move();
    let accepted = |position: &Position| -> BTreeSet<Plain> {
        (every.iter().copied())
            .filter(|&mv| position.is_legal(mv))
            .map(|mv| plain(position, mv))
            .collect()
    };
    let kinds = [
        MoveKind::Normal,
        MoveKind::DoubleStep,
        MoveKind::EnPassant,
        MoveKind::Castling,
    ];
    let expected: Vec<BTreeSet<Plain>> = positions.iter().map(accepted).collect();
    let seen = moves_are_the_definition_s(positions.iter().zip(expected.iter().cloned()));
    // The playouts reach every kind of move.
    assert!(
        kinds.iter().all(|&kind| seen.contains(&(kind, false))),
        "{seen:?}"
    );
    let variant: Vec<VariantPosition<'_>> = positions.iter().map(as_variant).collect();
    let by_variant = moves_are_the_definition_s(variant.iter().zip(expected));
    assert_eq!(by_variant, seen);
}

/// Variants of `variants.ini` sections beyond the built-in ones: castling
/// by one square each way (`kf`), king side to the left (`kg`), double
/// steps onto the promotion rank (`promo4`, and `tiny` on 4x4).
const SECTIONS: &str = "[kf:chess]\ncastlingKingsideFile = f\ncastlingQueensideFile = d\n\
                        [kg:capablanca]\ncastlingKingsideFile = g\n\
                        [promo4:chess]\npromotionRegionWhite = *4\npromotionRegionBlack = *5\n\
                        [tiny:chess]\nmaxRank = 4\nmaxFile = d\n\
                        startFen = 1k2/pp2/2PP/2K1 w - - 0 1\npromotionRegionWhite = *4\n\
                        promotionRegionBlack = *1\ndoubleStepRegionBlack = *3\ncastling = false\n";

/// Every variant by the plain generator, in playouts from its start
/// position; every position reached reads back from its FEN; every kind of
/// move comes up in the variants that have it.
#[test]
fn the_generator_gives_the_plain_legal_moves_in_random_playouts() {
    let mut rng = Playout(0x7a1a_b0a7);
    let mut positions = 0;
    let sections: Vec<Variant<'_>> = ["kf", "kg", "promo4", "tiny"]
        .into_iter()
        .map(|name| Variant::from_ini(SECTIONS, name).unwrap())
        .collect();
    for variant in Variant::BUILT_IN.iter().copied().chain(&sections) {
        let start = VariantPosition::start(variant).unwrap();
        let reached = playouts(&[start], 60, 120, &mut rng, true);
        let seen = moves_are_the_definition_s(reached.iter().map(|p| (p, reference(p))));
        fen_round_trip(&reached);
        positions += reached.len();
        if !Variant::BUILT_IN.contains(&variant) {
            continue;
        }
        let name = variant.name();
        assert!(
            seen.contains(&(MoveKind::Normal, true)),
            "{name}: no promotion"
        );
        if variant.double_step_rank(Color::White).is_some() {
            assert!(seen.contains(&(MoveKind::DoubleStep, false)), "{name}");
            assert!(
                seen.contains(&(MoveKind::EnPassant, false)),
                "{name}: no en passant"
            );
        }
        if variant.castling().is_some() {
            assert!(
                seen.contains(&(MoveKind::Castling, false)),
                "{name}: no castling"
            );
        }
    }
    assert!(positions > 20_000, "{positions}");
}

#[test]
fn played_positions_are_valid_fen() {
    let positions = chess_positions(40, 80);
    fen_round_trip(&positions);
    fen_round_trip(&positions.iter().map(as_variant).collect::<Vec<_>>());
}

#[test]
fn uci_round_trip_of_every_move() {
    let positions = chess_positions(10, 50);
    let count = uci_round_trip(&positions);
    assert!(count > 10_000, "{count} moves");
    let variant: Vec<VariantPosition<'_>> = positions.iter().map(as_variant).collect();
    assert_eq!(uci_round_trip(&variant), count);
    let mut rng = Playout(41);
    for variant in Variant::BUILT_IN {
        let start = VariantPosition::start(variant).unwrap();
        uci_round_trip(&playouts(&[start], 1, 80, &mut rng, false));
    }
}

/// The legal moves of `position` in UCI, sorted.
fn sorted_uci<G: Game>(position: &G) -> Vec<String> {
    let mut moves: Vec<String> = (position.legal_moves().iter())
        .map(|&mv| position.uci(mv).to_string())
        .collect();
    moves.sort();
    moves
}

/// `position` after its legal move written `uci`.
fn play_uci<G: Game>(position: &G, uci: &str) -> G {
    let moves = position.legal_moves();
    let found = moves
        .iter()
        .find(|&&mv| position.uci(mv).to_string() == uci);
    position.play_unchecked(*found.unwrap_or_else(|| panic!("{uci} in {position}")))
}

/// `a` and `b`, the same position by two games' rules, have the same
/// moves in UCI and write the same FEN, and so do the positions after the
/// same moves, in `games` random games of up to `plies` plies. Gives the
/// number of positions compared.
fn the_same_moves<A: Game, B: Game>(
    a: &A,
    b: &B,
    games: usize,
    plies: usize,
    rng: &mut Playout,
) -> usize {
    let mut positions = 0;
    for _ in 0..games {
        let (mut a, mut b) = (a.clone(), b.clone());
        for _ in 0..plies {
            let moves = sorted_uci(&a);
            assert_eq!(sorted_uci(&b), moves, "{a}");
            assert_eq!(b.count_legal_moves(), moves.len() as u64);
            assert_eq!(b.to_string(), a.to_string());
            positions += 1;
            if moves.is_empty() {
                break;
            }
            let pick = &moves[rng.below(moves.len())];
            (a, b) = (play_uci(&a, pick), play_uci(&b, pick));
        }
    }
    positions
}

/// Every position of a few thousand random playouts on 8x8, by chess's
/// generator and by the variant chess's: the same set of moves in UCI,
/// and the same FEN after each.
#[test]
fn on_8x8_the_same_moves_in_the_same_positions() {
    let mut rng = Playout(0x0a1b_8c0d);
    // Positions with castling, en passant and promotions near, so that the
    // test stands on its own beside the suite.
    let starts = common::playout_starts(&[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ]);
    let positions: usize = (starts.iter())
        .map(|start| the_same_moves(start, &as_variant(start), 40, 60, &mut rng))
        .sum();
    assert!(positions > 5_000, "{positions}");
}

#[test]
fn castling_moves_the_rook_and_rights_follow_king_and_rooks() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let after = common::play(kiwipete, &["e1g1"]);
    assert_eq!(
        after.to_string(),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"
    );
    let after = common::play(kiwipete, &["e1c1", "e8c8"]);
    assert_eq!(
        after.to_string(),
        "2kr3r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/2KR3R w - - 2 2"
    );
    // A rook moved, and a rook taken on its square.
    let after = common::play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &["a1a8"]);
    assert_eq!(
        after.castling(),
        CastlingRights::ALL
            .without(Color::White, CastlingSide::QueenSide)
            .without(Color::Black, CastlingSide::QueenSide)
    );
    // Through an attacked square, and out of check: refused.
    let through = Position::from_fen("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1").unwrap();
    assert!(matches!(
        Move::from_uci(&through, "e1g1"),
        Err(UciError::IllegalMove { .. })
    ));
    let check = Position::from_fen("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1").unwrap();
    assert!(
        check
            .legal_moves()
            .iter()
            .all(|m| m.kind() != MoveKind::Castling)
    );
    // b1 attacked does not stop queen-side castling.
    let b1 = Position::from_fen("4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1").unwrap();
    assert!(Move::from_uci(&b1, "e1c1").is_ok());
}

#[test]
fn en_passant_square_is_set_when_a_pawn_can_take() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(common::play(start, &["e2e4"]).en_passant(), None);
    let position = common::play(start, &["e2e4", "a7a6", "e4e5", "d7d5"]);
    assert_eq!(position.en_passant(), Some(Square::D6));
    let taken = common::play(start, &["e2e4", "a7a6", "e4e5", "d7d5", "e5d6"]);
    assert_eq!(
        taken.to_string(),
        "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    // No square when the capture is illegal (both pawns would leave the
    // king's rank to the rook), and no en passant move (issue 18, point 12).
    let pinned = Position::from_fen("7k/3p4/8/K3P2r/8/8/8/8 b - - 0 1").unwrap();
    let after = common::play(&pinned.to_string(), &["d7d5"]);
    assert_eq!(after.en_passant(), None);
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|m| m.kind() != MoveKind::EnPassant)
    );
}

#[test]
fn promotions_and_clocks() {
    let position = common::play("8/4P3/8/8/8/8/k7/4K3 w - - 7 40", &["e7e8n"]);
    assert_eq!(position.to_string(), "4N3/8/8/8/8/8/k7/4K3 b - - 0 40");
    let position = common::play(&position.to_string(), &["a2b2"]);
    assert_eq!(position.to_string(), "4N3/8/8/8/8/8/1k6/4K3 w - - 1 41");
    let before = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    assert_eq!(
        Move::from_uci(&before, "e7e8"),
        Err(UciError::MissingPromotion {
            from: Square::E7,
            to: Square::E8
        })
    );
    assert_eq!(
        before
            .legal_moves()
            .iter()
            .filter(|m| m.promotion().is_some())
            .count(),
        4
    );
}

#[test]
fn mate_and_stalemate_have_no_moves() {
    let mate = common::play(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &["f2f3", "e7e5", "g2g4", "d8h4"],
    );
    assert!(mate.is_check());
    assert!(mate.legal_moves().is_empty());
    let stalemate = Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert!(!stalemate.is_check());
    assert_eq!(stalemate.count_legal_moves(), 0);
}

#[test]
fn uci_errors_say_what_and_where() {
    let start = Position::starting();
    let cases: [(&str, UciError); 7] = [
        ("", UciError::Length { length: 0 }),
        ("e2e4qq", UciError::Length { length: 6 }),
        (
            "é2e4",
            UciError::InvalidFile {
                column: 1,
                character: 'é',
            },
        ),
        (
            "e0e4",
            UciError::InvalidRank {
                column: 2,
                character: '0',
            },
        ),
        (
            "e2E4",
            UciError::InvalidFile {
                column: 3,
                character: 'E',
            },
        ),
        (
            "e2e4Q",
            UciError::InvalidPromotion {
                column: 5,
                character: 'Q',
            },
        ),
        (
            "e1e2",
            UciError::IllegalMove {
                from: Square::E1,
                to: Square::E2,
                promotion: None,
            },
        ),
    ];
    for (uci, error) in cases {
        assert_eq!(Move::from_uci(&start, uci), Err(error), "{uci:?}");
        assert!(!error.to_string().is_empty());
    }
}

/// A board as a list of squares, by index.
#[derive(Clone)]
struct Mailbox {
    size: BoardSize,
    squares: Vec<Option<Piece>>,
}

impl Mailbox {
    fn of(position: &VariantPosition<'_>) -> Mailbox {
        let size = position.variant().size();
        Mailbox {
            size,
            squares: size.squares().map(|s| position.piece_at(s)).collect(),
        }
    }

    fn occupied(&self) -> Bitboard128 {
        let bits = (self.squares.iter().enumerate())
            .filter(|(_, p)| p.is_some())
            .fold(0u128, |set, (i, _)| set | 1 << i);
        Bitboard128(bits)
    }

    /// `true` if a piece of `by` attacks `target`.
    fn attacked(&self, variant: &Variant<'_>, target: usize, by: Color) -> bool {
        let occupied = self.occupied();
        self.squares
            .iter()
            .enumerate()
            .any(|(i, piece)| match piece {
                Some(piece) if piece.color == by => {
                    let square = self.size.square_at(i).unwrap();
                    variant
                        .attacks()
                        .piece(*piece, square, occupied)
                        .contains(target)
                }
                _ => false,
            })
    }

    fn king(&self, color: Color) -> usize {
        let king = Piece::new(color, PieceKind::King);
        self.squares.iter().position(|&p| p == Some(king)).unwrap()
    }
}

/// Every legal move of `position`, the plain way.
fn reference(position: &VariantPosition<'_>) -> BTreeSet<Plain> {
    let variant = position.variant();
    let size = variant.size();
    let files = size.files();
    let board = Mailbox::of(position);
    let us = position.turn();
    let them = us.other();
    let occupied = board.occupied();
    let mut pseudo: Vec<Plain> = Vec::new();
    for (from, piece) in board.squares.iter().enumerate() {
        let Some(piece) = *piece else { continue };
        if piece.color != us {
            continue;
        }
        let square = size.square_at(from).unwrap();
        let ours = |i: usize| board.squares[i].is_some_and(|p| p.color == us);
        let theirs = |i: usize| board.squares[i].is_some_and(|p| p.color == them);
        if piece.kind != PieceKind::Pawn {
            for to in variant.attacks().piece(piece, square, occupied).indices() {
                if !ours(to) {
                    pseudo.push((from, to, MoveKind::Normal, None));
                }
            }
            continue;
        }
        let step: isize = match us {
            Color::White => 1,
            Color::Black => -1,
        };
        let on_board = |rank: isize| (0..size.ranks() as isize).contains(&rank);
        let promotes = |to: usize| variant.promotion_rank(us) == Some(to / files);
        let mut add = |to: usize, kind: MoveKind| {
            if promotes(to) {
                for promotion in variant.promotions().iter() {
                    pseudo.push((from, to, MoveKind::Normal, Some(promotion)));
                }
            } else {
                pseudo.push((from, to, kind, None));
            }
        };
        let rank = square.rank() as isize;
        if on_board(rank + step) {
            let one = (rank + step) as usize * files + square.file();
            if board.squares[one].is_none() {
                add(one, MoveKind::Normal);
                if variant.double_step_rank(us) == Some(square.rank()) && on_board(rank + 2 * step)
                {
                    let two = (rank + 2 * step) as usize * files + square.file();
                    if board.squares[two].is_none() {
                        add(two, MoveKind::DoubleStep);
                    }
                }
            }
        }
        for to in variant.attacks().pawn(us, square).indices() {
            if theirs(to) {
                add(to, MoveKind::Normal);
            }
            if position.en_passant().map(|s| size.index_of(s)) == Some(to) {
                add(to, MoveKind::EnPassant);
            }
        }
    }
    let mut legal: BTreeSet<Plain> = pseudo
        .into_iter()
        .filter(|&mv| {
            let after = make(&board, mv, us);
            !after.attacked(variant, after.king(us), them)
        })
        .collect();
    // Castling: not in check; the squares the king and the rook cross and
    // reach empty but for them; none the king crosses or reaches attacked
    // with both off the board.
    let king = board.king(us);
    if let Some(targets) = variant.castling()
        && !board.attacked(variant, king, them)
    {
        for side in CastlingSide::ALL {
            let Some(rook) = position.castling_rook(us, side) else {
                continue;
            };
            let rook = size.index_of(rook);
            let back = king - king % files;
            let (king_to, rook_to) = match side {
                CastlingSide::KingSide => {
                    let to = back + usize::from(targets.king_side);
                    (to, to - 1)
                }
                CastlingSide::QueenSide => {
                    let to = back + usize::from(targets.queen_side);
                    (to, to + 1)
                }
            };
            let mut bare = board.clone();
            bare.squares[king] = None;
            bare.squares[rook] = None;
            let crossed = |a: usize, b: usize| a.min(b)..=a.max(b);
            let clear = crossed(king, king_to)
                .chain(crossed(rook, rook_to))
                .all(|i| bare.squares[i].is_none());
            let safe = crossed(king, king_to).filter(|&i| i != king).all(|i| {
                let mut standing = bare.clone();
                standing.squares[i] = Some(Piece::new(us, PieceKind::King));
                !standing.attacked(variant, i, them)
            });
            if clear && safe {
                legal.insert((king, king_to, MoveKind::Castling, None));
            }
        }
    }
    legal
}

/// The board after the non-castling move `mv` of `us`.
fn make(board: &Mailbox, (from, to, kind, promotion): Plain, us: Color) -> Mailbox {
    let mut after = board.clone();
    let piece = after.squares[from].take().unwrap();
    if kind == MoveKind::EnPassant {
        let files = board.size.files();
        let captured = match us {
            Color::White => to - files,
            Color::Black => to + files,
        };
        after.squares[captured] = None;
    }
    after.squares[to] = Some(Piece::new(us, promotion.unwrap_or(piece.kind)));
    after
}
