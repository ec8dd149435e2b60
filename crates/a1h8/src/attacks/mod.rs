//! The squares a piece attacks.
//!
//! Knights, kings and pawns use 64-entry tables computed at compile time
//! from [`Square::offset`]-style steps. Sliders use the classical approach
//! ([`classical`]): each ray from the square, cut after its first occupied
//! square. Faster techniques for the move generator come later, side by
//! side with this one.

pub mod classical;

use crate::{Bitboard, Color, Square};

/// The attack sets of a leaper making the steps `(file, rank)` in `steps`.
const fn leaper_table(steps: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut s = 0;
    while s < 64 {
        let square = Square::ALL[s];
        let mut bits = 0u64;
        let mut i = 0;
        while i < steps.len() {
            let (df, dr) = steps[i];
            if let (Some(file), Some(rank)) = (square.file().offset(df), square.rank().offset(dr)) {
                bits |= Square::from_file_rank(file, rank).bitboard().0;
            }
            i += 1;
        }
        table[s] = Bitboard(bits);
        s += 1;
    }
    table
}

/// The eight knight steps `(file, rank)`.
pub(crate) const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight king steps `(file, rank)`.
pub(crate) const KING_STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The pawn capture steps `(file, rank)` per colour, white first.
pub(crate) const PAWN_STEPS: [[(i8, i8); 2]; 2] = [[(-1, 1), (1, 1)], [(-1, -1), (1, -1)]];

static KNIGHT: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);

static KING: [Bitboard; 64] = leaper_table(&KING_STEPS);

static PAWN: [[Bitboard; 64]; 2] = [leaper_table(&PAWN_STEPS[0]), leaper_table(&PAWN_STEPS[1])];

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
/// ```
pub const fn knight(square: Square) -> Bitboard {
    KNIGHT[square.index()]
}

/// The squares a king on `square` attacks.
pub const fn king(square: Square) -> Bitboard {
    KING[square.index()]
}

/// The squares a pawn of `color` on `square` attacks (diagonally forward;
/// empty on the last rank).
pub const fn pawn(color: Color, square: Square) -> Bitboard {
    PAWN[color.index()][square.index()]
}

/// The squares a bishop on `square` attacks with `occupied` blocking.
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    classical::bishop(square, occupied)
}

/// The squares a rook on `square` attacks with `occupied` blocking.
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    classical::rook(square, occupied)
}

/// The squares a queen on `square` attacks with `occupied` blocking.
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    bishop(square, occupied) | rook(square, occupied)
}
