//! Leapers: the knight, the king and the pawn, one 64-entry table each,
//! computed at compile time from their steps.

use crate::squares::direction::{KING_STEPS, KNIGHT_STEPS, PAWN_STEPS, Step};
use crate::{Bitboard, Color, Square};

/// The square `step` away from `square`, or `None` off the board.
const fn leap(square: Square, (df, dr): Step) -> Option<Square> {
    match (square.file().offset(df), square.rank().offset(dr)) {
        (Some(file), Some(rank)) => Some(Square::from_file_rank(file, rank)),
        _ => None,
    }
}

/// The squares reached from every square by one of `steps`.
const fn leaper_table(steps: &[Step]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut s = 0;
    while s < 64 {
        let mut i = 0;
        while i < steps.len() {
            if let Some(target) = leap(Square::ALL[s], steps[i]) {
                table[s] = table[s].with(target);
            }
            i += 1;
        }
        s += 1;
    }
    table
}

/// The one or two squares a pawn of `color` advances to from every square
/// on an empty board: one step forward, and a second from its own second
/// rank.
const fn push_table(color: Color) -> [Bitboard; 64] {
    let forward = color.pawn_step();
    let mut table = leaper_table(&[(0, forward)]);
    let start = match color.back_rank().offset(forward) {
        Some(rank) => rank,
        None => panic!("the second rank is on the board"),
    };
    let mut s = 0;
    while s < 64 {
        let square = Square::ALL[s];
        if square.rank().index() == start.index()
            && let Some(target) = leap(square, (0, 2 * forward))
        {
            table[s] = table[s].with(target);
        }
        s += 1;
    }
    table
}

static KNIGHT: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);

static KING: [Bitboard; 64] = leaper_table(&KING_STEPS);

/// Pawn captures by [`Color::index`]: diagonally forward.
static PAWN: [[Bitboard; 64]; 2] = [leaper_table(&PAWN_STEPS[0]), leaper_table(&PAWN_STEPS[1])];

/// Pawn pushes by [`Color::index`].
static PAWN_PUSHES: [[Bitboard; 64]; 2] = [push_table(Color::White), push_table(Color::Black)];

/// The squares a knight on `square` attacks.
///
/// ```
/// use a1h8::{attacks, bitboard, Square};
///
/// assert_eq!(attacks::knight(Square::B1), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . X . . . . .
///     . . . X . . . .
///     . . . . . . . .
/// });
/// assert_eq!(attacks::knight(Square::E4).count(), 8);
/// ```
#[inline]
pub const fn knight(square: Square) -> Bitboard {
    KNIGHT[square.index()]
}

/// The squares a king on `square` attacks.
///
/// ```
/// use a1h8::{attacks, bitboard, Square};
///
/// assert_eq!(attacks::king(Square::H1), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . X X
///     . . . . . . X .
/// });
/// assert_eq!(attacks::king(Square::E4).count(), 8);
/// ```
#[inline]
pub const fn king(square: Square) -> Bitboard {
    KING[square.index()]
}

/// The squares a pawn of `color` on `square` attacks (diagonally forward;
/// empty on the last rank).
///
/// ```
/// use a1h8::{attacks, Color, Square};
///
/// assert_eq!(attacks::pawn(Color::White, Square::E4), Square::D5.bitboard() | Square::F5);
/// assert_eq!(attacks::pawn(Color::Black, Square::A7), Square::B6.bitboard());
/// assert!(attacks::pawn(Color::White, Square::E8).is_empty());
/// ```
#[inline]
pub const fn pawn(color: Color, square: Square) -> Bitboard {
    PAWN[color.index()][square.index()]
}

/// The squares a pawn of `color` on `square` advances to on an empty
/// board: the square in front, and from the pawn's second rank (rank 2
/// for White, 7 for Black) also the one after it. Empty on the last rank.
/// A move generator keeps the second square only if the first is empty.
///
/// ```
/// use a1h8::{attacks, Color, Square};
///
/// assert_eq!(attacks::pawn_pushes(Color::White, Square::E2), Square::E3.bitboard() | Square::E4);
/// assert_eq!(attacks::pawn_pushes(Color::White, Square::E3), Square::E4.bitboard());
/// assert_eq!(attacks::pawn_pushes(Color::Black, Square::D7), Square::D6.bitboard() | Square::D5);
/// assert!(attacks::pawn_pushes(Color::Black, Square::D1).is_empty());
/// ```
#[inline]
pub const fn pawn_pushes(color: Color, square: Square) -> Bitboard {
    PAWN_PUSHES[color.index()][square.index()]
}
