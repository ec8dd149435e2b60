//! 128-bit bitboards and the line masks of boards of up to 128 squares.

use core::fmt;
use core::ops::{BitAnd, BitOr, BitXor, Not, Sub};

use crate::Direction;
use crate::geometry::{BoardSize, BoardSquare};

/// A set of squares of a board of up to 128 squares: bit `i` is the square
/// of index `i = rank * files + file` ([`BoardSize::index_of`]).
///
/// It does not know its board; [`BoardMasks`] builds the sets of one board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bitboard128(pub u128);

impl Bitboard128 {
    /// The empty set.
    pub const EMPTY: Bitboard128 = Bitboard128(0);

    /// `true` if the square of `index` is in the set.
    pub const fn contains(self, index: usize) -> bool {
        index < 128 && self.0 >> index & 1 != 0
    }

    /// The number of squares in the set.
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` if the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The indices of the squares in the set, lowest first.
    pub fn indices(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(index)
        })
    }
}

macro_rules! operator {
    ($trait:ident, $method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl $trait for Bitboard128 {
            type Output = Bitboard128;

            fn $method(self, rhs: Bitboard128) -> Bitboard128 {
                let ($a, $b) = (self.0, rhs.0);
                Bitboard128($body)
            }
        }
    };
}

operator!(BitAnd, bitand, |a, b| a & b);
operator!(BitOr, bitor, |a, b| a | b);
operator!(BitXor, bitxor, |a, b| a ^ b);
operator!(Sub, sub, |a, b| a & !b);

impl Not for Bitboard128 {
    type Output = Bitboard128;

    fn not(self) -> Bitboard128 {
        Bitboard128(!self.0)
    }
}

impl fmt::Debug for Bitboard128 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard128({:#034x})", self.0)
    }
}

/// The line masks of one board of at most 128 squares: files, ranks,
/// diagonals, anti-diagonals, rays, `between` and `line`, with the same
/// meaning as the 8x8 functions ([`crate::ray`], [`crate::between`],
/// [`fn@crate::line`]) and computed from the same closed formulas.
///
/// ```
/// use a1h8::bitboard128::BoardMasks;
/// use a1h8::geometry::BoardSize;
/// use a1h8::Direction;
///
/// // Capablanca chess: 10 files by 8 ranks, 80 squares.
/// let board = BoardSize::new(10, 8)?;
/// let masks = BoardMasks::new(board).unwrap();
/// let (a1, h8) = (board.parse_square("a1").unwrap(), board.parse_square("h8").unwrap());
/// assert_eq!(masks.between(a1, h8).count(), 6);
/// assert_eq!(masks.line(a1, h8), masks.diagonal(0));
/// assert_eq!(masks.ray(a1, Direction::East).count(), 9);
///
/// // 12 x 12 has 144 squares: counts and square lists, but no u128 masks.
/// assert!(BoardMasks::new(BoardSize::new(12, 12)?).is_none());
/// # Ok::<(), a1h8::geometry::BoardSizeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardMasks {
    size: BoardSize,
}

impl BoardMasks {
    /// The masks of `size`, or `None` if it has more than 128 squares.
    pub const fn new(size: BoardSize) -> Option<BoardMasks> {
        if size.square_count() <= 128 {
            Some(BoardMasks { size })
        } else {
            None
        }
    }

    /// The board.
    pub const fn size(self) -> BoardSize {
        self.size
    }

    /// The set of one square.
    ///
    /// # Panics
    ///
    /// If the square is off the board.
    pub const fn square(self, square: BoardSquare) -> Bitboard128 {
        Bitboard128(1 << self.size.index_of(square))
    }

    fn set(self, squares: impl Iterator<Item = BoardSquare>) -> Bitboard128 {
        squares.fold(Bitboard128::EMPTY, |set, square| set | self.square(square))
    }

    /// The squares of `file` (from 0); empty past the last file.
    pub fn file(self, file: usize) -> Bitboard128 {
        self.set((0..self.size.ranks()).filter_map(|rank| self.size.square(file, rank)))
    }

    /// The squares of `rank` (from 0); empty past the last rank.
    pub fn rank(self, rank: usize) -> Bitboard128 {
        self.set((0..self.size.files()).filter_map(|file| self.size.square(file, rank)))
    }

    /// The squares of diagonal `d = rank - file`.
    pub fn diagonal(self, d: i32) -> Bitboard128 {
        self.set(self.size.diagonal_squares(d))
    }

    /// The squares of anti-diagonal `a = rank + file`.
    pub fn anti_diagonal(self, a: i32) -> Bitboard128 {
        self.set(self.size.anti_diagonal_squares(a))
    }

    /// From the square next to `square` towards `direction` to the edge.
    pub fn ray(self, square: BoardSquare, direction: Direction) -> Bitboard128 {
        let steps = self.size.moves(square, direction);
        self.set((1..=steps).map(|step| {
            let file = square.file() as i32 + step as i32 * direction.file_step() as i32;
            let rank = square.rank() as i32 + step as i32 * direction.rank_step() as i32;
            self.size
                .square(file as usize, rank as usize)
                .expect("moves_to_edge stays on the board")
        }))
    }

    /// The direction from `a` towards `b` if they share a line and differ.
    fn direction(a: BoardSquare, b: BoardSquare) -> Option<Direction> {
        Direction::towards(
            b.file() as i32 - a.file() as i32,
            b.rank() as i32 - a.rank() as i32,
        )
    }

    /// The squares strictly between `a` and `b` on their common line, both
    /// excluded; empty if they share none or are equal.
    pub fn between(self, a: BoardSquare, b: BoardSquare) -> Bitboard128 {
        match Self::direction(a, b) {
            Some(d) => self.ray(a, d) & self.ray(b, d.opposite()),
            None => Bitboard128::EMPTY,
        }
    }

    /// The whole line through `a` and `b`, edge to edge, both included;
    /// empty if they share none or are equal.
    pub fn line(self, a: BoardSquare, b: BoardSquare) -> Bitboard128 {
        match Self::direction(a, b) {
            Some(d) => self.ray(a, d) | self.ray(a, d.opposite()) | self.square(a),
            None => Bitboard128::EMPTY,
        }
    }

    /// The squares one of `steps` (`(file, rank)` each) leads to from
    /// `square`, those on the board.
    fn leaper(self, square: BoardSquare, steps: &[(i8, i8)]) -> Bitboard128 {
        self.set(steps.iter().filter_map(|&(df, dr)| {
            let file = square.file().checked_add_signed(isize::from(df))?;
            let rank = square.rank().checked_add_signed(isize::from(dr))?;
            self.size.square(file, rank)
        }))
    }

    /// The squares a knight on `square` attacks.
    pub fn knight(self, square: BoardSquare) -> Bitboard128 {
        self.leaper(square, &crate::attacks::KNIGHT_STEPS)
    }

    /// The squares a king on `square` attacks.
    pub fn king(self, square: BoardSquare) -> Bitboard128 {
        self.leaper(square, &crate::attacks::KING_STEPS)
    }

    /// The squares a pawn of `color` on `square` attacks: diagonally
    /// forward, towards the last rank for white, the first for black.
    pub fn pawn(self, color: crate::Color, square: BoardSquare) -> Bitboard128 {
        self.leaper(square, &crate::attacks::PAWN_STEPS[color.index()])
    }
}
