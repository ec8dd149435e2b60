//! Lines through squares: rays, `between`, `line`, `aligned`, and the
//! [`Line`] a pair of squares shares.
//!
//! The three tables behind these functions (rays: 64 x 8, `between` and
//! `line`: 64 x 64) are `static`s computed at compile time by the crate's
//! one ray walk, [`BoardMasks::ray`](crate::bitboard128::BoardMasks::ray) on
//! the 8x8 board, which takes [`Square::moves_to_edge`] steps from the
//! closed formulas of [`geometry`](crate::geometry). Nothing is initialised
//! at run time.

use core::fmt;

use crate::bitboard128::{STANDARD, standard_square};
use crate::{AntiDiagonal, Bitboard, Diagonal, Direction, File, Rank, Square};

/// The eight rays of one square, by [`Direction::index`]: 64 bytes, one
/// cache line, so a slider's rays are one memory access.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct SquareRays([Bitboard; 8]);

/// Rays from every square in every direction: `RAYS[square].0[direction]`.
static RAYS: [SquareRays; 64] = {
    let mut rays = [SquareRays([Bitboard::EMPTY; 8]); 64];
    let mut s = 0;
    while s < 64 {
        let mut d = 0;
        while d < 8 {
            rays[s].0[d] = STANDARD
                .ray(standard_square(Square::ALL[s]), Direction::ALL[d])
                .to_standard();
            d += 1;
        }
        s += 1;
    }
    rays
};

/// `BETWEEN[a][b]`: the squares strictly between `a` and `b`.
static BETWEEN: [[Bitboard; 64]; 64] = build_pair_table(PairTable::Between);

/// `LINE[a][b]`: the whole line through `a` and `b`, edge to edge.
static LINE: [[Bitboard; 64]; 64] = build_pair_table(PairTable::Line);

/// Which 64 x 64 table [`build_pair_table`] builds.
#[derive(Clone, Copy)]
enum PairTable {
    Between,
    Line,
}

/// [`BoardMasks::between`](crate::bitboard128::BoardMasks::between) or
/// [`BoardMasks::line`](crate::bitboard128::BoardMasks::line) of every pair
/// of squares of the 8x8 board.
const fn build_pair_table(kind: PairTable) -> [[Bitboard; 64]; 64] {
    let mut table = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (sa, sb) = (
                standard_square(Square::ALL[a]),
                standard_square(Square::ALL[b]),
            );
            table[a][b] = match kind {
                PairTable::Between => STANDARD.between(sa, sb),
                PairTable::Line => STANDARD.line(sa, sb),
            }
            .to_standard();
            b += 1;
        }
        a += 1;
    }
    table
}

/// The squares a queen on `square` would cross moving towards `direction`
/// on an empty board: from the next square to the edge, `square` itself
/// excluded. Empty at the edge.
///
/// ```
/// use a1h8::{bitboard, ray, Direction, Square};
///
/// assert_eq!(ray(Square::C2, Direction::NorthEast), bitboard! {
///     . . . . . . . .
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert!(ray(Square::H8, Direction::North).is_empty());
/// ```
pub const fn ray(square: Square, direction: Direction) -> Bitboard {
    RAYS[square.index()].0[direction.index()]
}

/// The squares strictly between `a` and `b` on the file, rank, diagonal or
/// anti-diagonal they share: **both ends excluded**. Empty if `a` and `b`
/// share no line, if they are neighbours, or if `a == b`.
///
/// (Stockfish's `between_bb` includes `b`; this one does not. Add `b`
/// yourself where a move generator wants it.)
///
/// ```
/// use a1h8::{between, bitboard, Bitboard, Square};
///
/// //  b2 . . . . g7: the four squares c3, d4, e5, f6 in between.
/// assert_eq!(between(Square::B2, Square::G7), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . X . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert_eq!(between(Square::G7, Square::B2), between(Square::B2, Square::G7));
/// assert_eq!(between(Square::B2, Square::C4), Bitboard::EMPTY); // not on one line
/// assert_eq!(between(Square::B2, Square::C3), Bitboard::EMPTY); // neighbours
/// ```
pub const fn between(a: Square, b: Square) -> Bitboard {
    BETWEEN[a.index()][b.index()]
}

/// The whole line through `a` and `b`, from edge to edge, both included.
/// Empty if they share no file, rank, diagonal or anti-diagonal, or if
/// `a == b` (one square lies on four lines, so none is chosen).
///
/// ```
/// use a1h8::{bitboard, line, Bitboard, Square};
///
/// // d4 and f2 share the anti-diagonal a7-g1.
/// assert_eq!(line(Square::D4, Square::F2), bitboard! {
///     . . . . . . . .
///     X . . . . . . .
///     . X . . . . . .
///     . . X . . . . .
///     . . . X . . . .
///     . . . . X . . .
///     . . . . . X . .
///     . . . . . . X .
/// });
/// assert_eq!(line(Square::D4, Square::D4), Bitboard::EMPTY);
/// ```
pub const fn line(a: Square, b: Square) -> Bitboard {
    LINE[a.index()][b.index()]
}

/// `true` if one file, rank, diagonal or anti-diagonal holds all three
/// squares.
///
/// Squares may repeat: `aligned(a, a, c)` is `true` exactly when `a` and
/// `c` share a line (always, if `c == a` too). The result does not depend
/// on the order of the three squares. (Stockfish's `aligned` is `false`
/// whenever its first two squares are equal.)
///
/// ```
/// use a1h8::{aligned, Square};
///
/// assert!(aligned(Square::A1, Square::D4, Square::H8));
/// assert!(aligned(Square::E1, Square::E8, Square::E4));
/// assert!(!aligned(Square::A1, Square::D4, Square::H7));
/// assert!(aligned(Square::B1, Square::B1, Square::B7));
/// ```
pub const fn aligned(a: Square, b: Square, c: Square) -> bool {
    if a.index() != b.index() {
        line(a, b).contains(c)
    } else if a.index() != c.index() {
        !line(a, c).is_empty()
    } else {
        true
    }
}

/// A whole line of the board: a file, a rank, a diagonal or an
/// anti-diagonal.
///
/// ```
/// use a1h8::{File, Line, Square};
///
/// assert_eq!(Line::through(Square::E2, Square::E7), Some(Line::File(File::E)));
/// assert_eq!(Line::through(Square::E2, Square::F4), None);
/// let long = Line::through(Square::H1, Square::B7).unwrap();
/// assert_eq!(long.to_string(), "anti-diagonal h1-a8");
/// assert_eq!(long.mask().count(), 8);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Line {
    /// A file, a to h.
    File(File),
    /// A rank, 1 to 8.
    Rank(Rank),
    /// A diagonal, south-west to north-east.
    Diagonal(Diagonal),
    /// An anti-diagonal, south-east to north-west.
    AntiDiagonal(AntiDiagonal),
}

impl Line {
    /// The one line through two different squares, or `None` if they share
    /// none or are the same square.
    pub const fn through(a: Square, b: Square) -> Option<Line> {
        if a.index() == b.index() {
            None
        } else if a.same_file(b) {
            Some(Line::File(a.file()))
        } else if a.same_rank(b) {
            Some(Line::Rank(a.rank()))
        } else if a.same_diagonal(b) {
            Some(Line::Diagonal(a.diagonal()))
        } else if a.same_anti_diagonal(b) {
            Some(Line::AntiDiagonal(a.anti_diagonal()))
        } else {
            None
        }
    }

    /// The squares of the line.
    pub const fn mask(self) -> Bitboard {
        match self {
            Line::File(file) => file.mask(),
            Line::Rank(rank) => rank.mask(),
            Line::Diagonal(diagonal) => diagonal.mask(),
            Line::AntiDiagonal(anti_diagonal) => anti_diagonal.mask(),
        }
    }

    /// `true` if `square` is on the line.
    pub const fn contains(self, square: Square) -> bool {
        self.mask().contains(square)
    }
}

impl fmt::Display for Line {
    /// `file e`, `rank 4`, `diagonal c1-h6`, `anti-diagonal h1-a8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::File(file) => write!(f, "file {file}"),
            Line::Rank(rank) => write!(f, "rank {rank}"),
            Line::Diagonal(diagonal) => write!(f, "diagonal {diagonal}"),
            Line::AntiDiagonal(anti_diagonal) => write!(f, "anti-diagonal {anti_diagonal}"),
        }
    }
}
