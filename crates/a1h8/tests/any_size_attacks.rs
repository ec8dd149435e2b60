//! Attacks on boards of any size up to 128 squares: every board, every
//! square, every piece, every technique, against a plain walk of the board
//! with thousands of occupancies; on 8x8, bit for bit the 64-bit tables.
//!
//! The reference walks squares by file and rank deltas with bounds checks
//! and stops at the first occupied square. It uses no table and no formula
//! of the library.

mod common;

use a1h8::attacks::any_size::{BoardAttacks, Technique};
use a1h8::bitboard128::Bitboard128;
use a1h8::geometry::BoardSize;
use a1h8::{Bitboard, Color, Piece, PieceKind, Square, attacks};
use common::{XorShift, all_boards, board_squares};

const STRAIGHT: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The boards of at most 128 squares, with their tables.
fn boards() -> impl Iterator<Item = (i32, i32, BoardAttacks)> {
    all_boards().filter_map(|(files, ranks, size)| Some((files, ranks, BoardAttacks::new(size)?)))
}

/// The bit of `(file, rank)` on a board of `files` files.
fn bit(files: i32, (file, rank): (i32, i32)) -> u128 {
    1 << (rank * files + file)
}

/// The squares reached by sliding along `steps` from `from` until the
/// first occupied square, which is included.
fn slide(files: i32, ranks: i32, from: (i32, i32), occupied: u128, steps: &[(i32, i32)]) -> u128 {
    let mut attacks = 0;
    for &(df, dr) in steps {
        let (mut file, mut rank) = (from.0 + df, from.1 + dr);
        while (0..files).contains(&file) && (0..ranks).contains(&rank) {
            let target = bit(files, (file, rank));
            attacks |= target;
            if occupied & target != 0 {
                break;
            }
            (file, rank) = (file + df, rank + dr);
        }
    }
    attacks
}

/// The squares one of `steps` leads to, on the board.
fn leap(files: i32, ranks: i32, (file, rank): (i32, i32), steps: &[(i32, i32)]) -> u128 {
    steps
        .iter()
        .map(|&(df, dr)| (file + df, rank + dr))
        .filter(|&(f, r)| (0..files).contains(&f) && (0..ranks).contains(&r))
        .fold(0, |set, target| set | bit(files, target))
}

/// What `kind` attacks by the plain definitions.
fn walked(files: i32, ranks: i32, from: (i32, i32), occupied: u128, piece: Piece) -> u128 {
    let kind = piece.kind;
    let forward = match piece.color {
        Color::White => 1,
        Color::Black => -1,
    };
    let mut set = match kind {
        PieceKind::Pawn => leap(files, ranks, from, &[(-1, forward), (1, forward)]),
        PieceKind::King => leap(files, ranks, from, &[STRAIGHT, DIAGONAL].concat()),
        _ => 0,
    };
    if matches!(
        kind,
        PieceKind::Knight | PieceKind::Archbishop | PieceKind::Chancellor
    ) {
        set |= leap(files, ranks, from, &KNIGHT);
    }
    if matches!(
        kind,
        PieceKind::Rook | PieceKind::Queen | PieceKind::Chancellor
    ) {
        set |= slide(files, ranks, from, occupied, &STRAIGHT);
    }
    if matches!(
        kind,
        PieceKind::Bishop | PieceKind::Queen | PieceKind::Archbishop
    ) {
        set |= slide(files, ranks, from, occupied, &DIAGONAL);
    }
    set
}

/// Every piece of both colours.
fn pieces() -> impl Iterator<Item = Piece> {
    Color::ALL
        .into_iter()
        .flat_map(|color| PieceKind::ALL.map(|kind| Piece::new(color, kind)))
}

/// A random set on a board of `squares` squares: sparse, dense or uniform.
fn random_set(rng: &mut XorShift, squares: i32) -> u128 {
    let set = u128::from(rng.next_set()) << 64 | u128::from(rng.next_set());
    let board = if squares == 128 {
        u128::MAX
    } else {
        (1 << squares) - 1
    };
    set & board
}

#[test]
fn the_boards_of_at_most_128_squares_have_tables_and_no_other() {
    let with_tables = all_boards()
        .filter(|&(_, _, size)| BoardAttacks::new(size).is_some())
        .count();
    let small = all_boards().filter(|&(f, r, _)| f * r <= 128).count();
    assert_eq!(with_tables, small);
    assert_eq!(with_tables, 209);
    assert!(BoardAttacks::new(BoardSize::new(12, 11).unwrap()).is_none());
}

#[test]
fn every_piece_on_every_square_of_every_board_empty_and_full() {
    for (files, ranks, board) in boards() {
        let size = board.size();
        let full = if files * ranks == 128 {
            u128::MAX
        } else {
            (1 << (files * ranks)) - 1
        };
        for (file, rank) in board_squares(files, ranks) {
            let square = size.square(file as usize, rank as usize).unwrap();
            for piece in pieces() {
                for occupied in [0, full] {
                    let expected = walked(files, ranks, (file, rank), occupied, piece);
                    for technique in Technique::ALL {
                        let got = board.piece_by(technique, piece, square, Bitboard128(occupied));
                        assert_eq!(
                            got.0, expected,
                            "{piece:?} on {square} of {size} by {technique}, occupied {occupied:#x}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn sliders_with_random_occupancies_on_every_board() {
    let mut rng = XorShift::new(0x5eed_a1b8);
    let sliders = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Queen,
        PieceKind::Archbishop,
        PieceKind::Chancellor,
    ];
    let mut checked = 0u64;
    for (files, ranks, board) in boards() {
        let size = board.size();
        for _ in 0..2000 {
            let occupied = random_set(&mut rng, files * ranks);
            for (file, rank) in board_squares(files, ranks) {
                let square = size.square(file as usize, rank as usize).unwrap();
                for kind in sliders {
                    let piece = Piece::new(Color::White, kind);
                    let expected = walked(files, ranks, (file, rank), occupied, piece);
                    for technique in Technique::ALL {
                        let got = board.piece_by(technique, piece, square, Bitboard128(occupied));
                        assert_eq!(
                            got.0, expected,
                            "{kind:?} on {square} of {size} by {technique}, occupied {occupied:#x}"
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    // 209 boards, 2000 occupancies each, at every square, five sliders.
    assert!(checked > 70_000_000, "{checked}");
}

#[test]
fn the_named_methods_are_the_pieces() {
    let board = BoardAttacks::new(BoardSize::new(10, 8).unwrap()).unwrap();
    let size = board.size();
    let mut rng = XorShift::new(7);
    for square in size.squares() {
        let occupied = Bitboard128(random_set(&mut rng, 80));
        let white = |kind| Piece::new(Color::White, kind);
        let piece = |kind| board.piece(white(kind), square, occupied);
        assert_eq!(board.rook(square, occupied), piece(PieceKind::Rook));
        assert_eq!(board.bishop(square, occupied), piece(PieceKind::Bishop));
        assert_eq!(board.queen(square, occupied), piece(PieceKind::Queen));
        assert_eq!(
            board.archbishop(square, occupied),
            piece(PieceKind::Archbishop)
        );
        assert_eq!(
            board.chancellor(square, occupied),
            piece(PieceKind::Chancellor)
        );
        assert_eq!(board.knight(square), piece(PieceKind::Knight));
        assert_eq!(board.king(square), piece(PieceKind::King));
        for color in Color::ALL {
            assert_eq!(
                board.pawn(color, square),
                board.piece(Piece::new(color, PieceKind::Pawn), square, occupied)
            );
        }
    }
}

#[test]
fn on_8x8_bit_for_bit_the_64_bit_tables() {
    let board = BoardAttacks::new(BoardSize::STANDARD).unwrap();
    let mut rng = XorShift::new(0x8888);
    let mut occupancies = vec![0, !0];
    occupancies.extend((0..3000).map(|_| rng.next_set()));
    for square in Square::ALL {
        let wide = BoardSize::STANDARD
            .square(square.file().index(), square.rank().index())
            .unwrap();
        for &occupied in &occupancies {
            for piece in pieces() {
                let narrow = attacks::piece(piece, square, Bitboard(occupied));
                for technique in Technique::ALL {
                    let got = board.piece_by(technique, piece, wide, Bitboard128(occupied.into()));
                    assert_eq!(
                        got.0,
                        u128::from(narrow.0),
                        "{piece:?} on {square} by {technique}, occupied {occupied:#x}"
                    );
                }
            }
        }
    }
}

#[test]
fn compound_pieces_on_8x8_are_their_parts() {
    let mut rng = XorShift::new(99);
    for square in Square::ALL {
        for _ in 0..200 {
            let occupied = Bitboard(rng.next_set());
            assert_eq!(
                attacks::archbishop(square, occupied),
                attacks::bishop(square, occupied) | attacks::knight(square)
            );
            assert_eq!(
                attacks::chancellor(square, occupied),
                attacks::rook(square, occupied) | attacks::knight(square)
            );
            for technique in a1h8::attacks::Technique::ALL {
                for color in Color::ALL {
                    let archbishop = Piece::new(color, PieceKind::Archbishop);
                    assert_eq!(
                        technique.piece(archbishop, square, occupied),
                        attacks::archbishop(square, occupied)
                    );
                }
            }
        }
    }
}
