//! The variant move generator against a plain one written here: every
//! pseudo-legal move from each piece's attack set, played on a mailbox
//! board, kept if the king is not attacked afterwards. In thousands of
//! positions of random playouts in every built-in variant and a few
//! sections of `variants.ini` (castling by one square, double steps onto
//! the promotion rank), the two give the same moves; the position after
//! each move writes a FEN that reads back to it.
//!
//! The reference uses the library only for the attack set of one piece on
//! one square ([`BoardAttacks::piece`], tested against a walk of the board
//! in `any_size_attacks.rs`) and for reading the position; checks, pins,
//! en passant and castling are decided here the plain way.

mod common;

use std::collections::BTreeSet;

use a1h8::bitboard128::Bitboard128;
use a1h8::geometry::BoardSize;
use a1h8::variant::{Variant, VariantMove, VariantPosition};
use a1h8::{CastlingSide, Color, MoveKind, Piece, PieceKind};

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

/// A move as the reference sees it.
type Plain = (usize, usize, MoveKind, Option<PieceKind>);

fn plain(mv: VariantMove) -> Plain {
    (mv.from_index(), mv.to_index(), mv.kind(), mv.promotion())
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

/// Variants of `variants.ini` sections beyond the built-in ones: castling
/// by one square each way (`kf`), king side to the left (`kg`), double
/// steps onto the promotion rank (`promo4`, and `tiny` on 4x4).
const SECTIONS: &str = "[kf:chess]\ncastlingKingsideFile = f\ncastlingQueensideFile = d\n\
                        [kg:capablanca]\ncastlingKingsideFile = g\n\
                        [promo4:chess]\npromotionRegionWhite = *4\npromotionRegionBlack = *5\n\
                        [tiny:chess]\nmaxRank = 4\nmaxFile = d\n\
                        startFen = 1k2/pp2/2PP/2K1 w - - 0 1\npromotionRegionWhite = *4\n\
                        promotionRegionBlack = *1\ndoubleStepRegionBlack = *3\ncastling = false\n";

#[test]
fn the_generator_gives_the_plain_legal_moves_in_random_playouts() {
    let mut rng = common::Playout(0x7a1a_b0a7);
    let mut positions = 0;
    let mut seen = BTreeSet::new();
    let sections: Vec<Variant<'_>> = ["kf", "kg", "promo4", "tiny"]
        .into_iter()
        .map(|name| Variant::from_ini(SECTIONS, name).unwrap())
        .collect();
    for variant in Variant::BUILT_IN.iter().copied().chain(&sections) {
        let start = VariantPosition::start(variant).unwrap();
        for _ in 0..60 {
            let mut position = start;
            for _ in 0..120 {
                let expected = reference(&position);
                let moves = position.legal_moves();
                let got: BTreeSet<Plain> = moves.iter().copied().map(plain).collect();
                assert_eq!(got.len(), moves.len(), "a move listed twice: {position}");
                assert_eq!(
                    got,
                    expected,
                    "{}: {position}\nonly generated: {:?}\nonly plain: {:?}",
                    variant.name(),
                    got.difference(&expected).collect::<Vec<_>>(),
                    expected.difference(&got).collect::<Vec<_>>()
                );
                assert_eq!(position.count_legal_moves(), moves.len() as u64);
                for mv in moves.iter() {
                    seen.insert((variant.name(), mv.kind(), mv.promotion().is_some()));
                }
                positions += 1;
                if moves.is_empty() {
                    break;
                }
                // Captures and pawn moves half of the time, to reach
                // promotions and endings.
                let active: Vec<VariantMove> = moves
                    .iter()
                    .copied()
                    .filter(|mv| {
                        position.piece_at_index(mv.to_index()).is_some()
                            || position.piece_at_index(mv.from_index()).map(|p| p.kind)
                                == Some(PieceKind::Pawn)
                    })
                    .collect();
                let pool = if !active.is_empty() && rng.below(2) == 0 {
                    &active[..]
                } else {
                    &moves[..]
                };
                let mv = pool[rng.below(pool.len())];
                position = position.play(mv);
                let fen = position.to_string();
                let read = VariantPosition::from_fen(variant, &fen)
                    .unwrap_or_else(|e| panic!("{}: {fen}: {e}", variant.name()));
                assert_eq!(read, position, "{fen}");
            }
        }
    }
    assert!(positions > 20_000, "{positions}");
    // Every kind of move came up in the variants that have it.
    for variant in Variant::BUILT_IN {
        let name = variant.name();
        assert!(
            seen.contains(&(name, MoveKind::Normal, true)),
            "{name}: no promotion"
        );
        if variant.double_step_rank(Color::White).is_some() {
            assert!(
                seen.contains(&(name, MoveKind::DoubleStep, false)),
                "{name}"
            );
            assert!(
                seen.contains(&(name, MoveKind::EnPassant, false)),
                "{name}: no en passant"
            );
        }
        if variant.castling().is_some() {
            assert!(
                seen.contains(&(name, MoveKind::Castling, false)),
                "{name}: no castling"
            );
        }
    }
}

#[test]
fn uci_round_trip_of_every_move() {
    let mut rng = common::Playout(41);
    for variant in Variant::BUILT_IN {
        let mut position = VariantPosition::start(variant).unwrap();
        for _ in 0..80 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &mv in moves.iter() {
                let text = mv.uci(variant).to_string();
                assert_eq!(VariantMove::from_uci(&position, &text), Ok(mv), "{text}");
            }
            position = position.play(moves[rng.below(moves.len())]);
        }
    }
}
