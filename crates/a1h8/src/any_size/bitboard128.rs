//! 128-bit bitboards and the line masks of boards of up to 128 squares.

use core::fmt;
use core::ops::{BitAnd, BitOr, BitXor, Not, Sub};

use crate::geometry::{BoardSize, BoardSquare};
use crate::{Bitboard, Direction, Square};

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

    /// The low 64 bits as a [`Bitboard`]: on the 8x8 board, where a
    /// square's index `rank * 8 + file` is its [`Square::index`], the same
    /// set.
    pub(crate) const fn to_standard(self) -> Bitboard {
        Bitboard(self.0 as u64)
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

/// The masks of the 8x8 board: the source of the crate's 8x8 ray,
/// `between`, `line` and diagonal tables (through
/// [`Bitboard128::to_standard`]).
pub(crate) const STANDARD: BoardMasks = BoardMasks {
    size: BoardSize::STANDARD,
};

/// `square` as a square of the 8x8 board.
pub(crate) const fn standard_square(square: Square) -> BoardSquare {
    BoardSize::STANDARD
        .square(square.file().index(), square.rank().index())
        .expect("every square is on the 8x8 board")
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

    /// The squares of `file` (from 0); empty past the last file.
    pub const fn file(self, file: usize) -> Bitboard128 {
        self.line_from(self.size.square(file, 0), Direction::North)
    }

    /// The squares of `rank` (from 0); empty past the last rank.
    pub const fn rank(self, rank: usize) -> Bitboard128 {
        self.line_from(self.size.square(0, rank), Direction::East)
    }

    /// The squares of diagonal `d = rank - file`, walked north-east from
    /// its south-west end ([`BoardSize::diagonal_start`]); empty if the
    /// board has no such diagonal (its end is then off the board).
    pub const fn diagonal(self, d: i32) -> Bitboard128 {
        let end = self.on_board(self.size.diagonal_start(d));
        self.line_from(end, Direction::NorthEast)
    }

    /// The squares of anti-diagonal `a = rank + file`, walked north-west
    /// from its south-east end ([`BoardSize::anti_diagonal_start`]); empty
    /// if the board has no such anti-diagonal (its end is then off the
    /// board).
    pub const fn anti_diagonal(self, a: i32) -> Bitboard128 {
        let end = self.on_board(self.size.anti_diagonal_start(a));
        self.line_from(end, Direction::NorthWest)
    }

    /// The square at `(file, rank)`, or `None` off the board.
    const fn on_board(self, (file, rank): (i32, i32)) -> Option<BoardSquare> {
        if file < 0 || rank < 0 {
            None
        } else {
            self.size.square(file as usize, rank as usize)
        }
    }

    /// The whole line from its end `end` towards `direction`; empty
    /// without an end.
    const fn line_from(self, end: Option<BoardSquare>, direction: Direction) -> Bitboard128 {
        match end {
            Some(end) => self.ray_from(end, direction),
            None => Bitboard128::EMPTY,
        }
    }

    /// From the square next to `square` towards `direction` to the edge.
    ///
    /// This is the crate's one walk along a ray: it takes the number of
    /// steps the closed formulas give ([`BoardSize::moves`]) one square at
    /// a time. Every ray, `between`, `line`, diagonal and anti-diagonal
    /// mask of the crate, on this board and on the 8x8 board
    /// ([`crate::ray`], [`crate::between`], [`fn@crate::line`]), is
    /// computed from it at compile time.
    ///
    /// # Panics
    ///
    /// If the square is off the board.
    pub const fn ray(self, square: BoardSquare, direction: Direction) -> Bitboard128 {
        let mut steps = self.size.moves(square, direction);
        let (mut file, mut rank) = (square.file() as i32, square.rank() as i32);
        let mut bits = 0;
        while steps > 0 {
            file += direction.file_step() as i32;
            rank += direction.rank_step() as i32;
            bits |= 1 << (rank as usize * self.size.files() + file as usize);
            steps -= 1;
        }
        Bitboard128(bits)
    }

    /// `square` and its ray towards `direction`.
    const fn ray_from(self, square: BoardSquare, direction: Direction) -> Bitboard128 {
        Bitboard128(self.square(square).0 | self.ray(square, direction).0)
    }

    /// The direction from `a` towards `b` if they share a line and differ.
    const fn direction(a: BoardSquare, b: BoardSquare) -> Option<Direction> {
        Direction::towards(
            b.file() as i32 - a.file() as i32,
            b.rank() as i32 - a.rank() as i32,
        )
    }

    /// The squares strictly between `a` and `b` on their common line, both
    /// excluded; empty if they share none or are equal.
    pub const fn between(self, a: BoardSquare, b: BoardSquare) -> Bitboard128 {
        match Self::direction(a, b) {
            Some(d) => Bitboard128(self.ray(a, d).0 & self.ray(b, d.opposite()).0),
            None => Bitboard128::EMPTY,
        }
    }

    /// The whole line through `a` and `b`, edge to edge, both included;
    /// empty if they share none or are equal.
    pub const fn line(self, a: BoardSquare, b: BoardSquare) -> Bitboard128 {
        match Self::direction(a, b) {
            Some(d) => Bitboard128(self.ray_from(a, d).0 | self.ray(a, d.opposite()).0),
            None => Bitboard128::EMPTY,
        }
    }

    /// Whether `a`, `b` and `c` lie on one line, by the rule of the 8x8
    /// [`aligned`](crate::aligned): squares may repeat, and two equal
    /// squares are aligned with any square sharing a line with them.
    ///
    /// ```
    /// use a1h8::bitboard128::BoardMasks;
    /// use a1h8::geometry::BoardSize;
    ///
    /// let board = BoardSize::new(10, 8)?;
    /// let masks = BoardMasks::new(board).unwrap();
    /// let square = |name| board.parse_square(name).unwrap();
    /// assert!(masks.aligned(square("a1"), square("d4"), square("h8")));
    /// assert!(!masks.aligned(square("a1"), square("d4"), square("j8")));
    /// assert!(masks.aligned(square("b1"), square("b1"), square("b7")));
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    pub const fn aligned(self, a: BoardSquare, b: BoardSquare, c: BoardSquare) -> bool {
        if !self.size.contains(c) {
            false
        } else if a.file() != b.file() || a.rank() != b.rank() {
            self.line(a, b).contains(self.size.index_of(c))
        } else if a.file() != c.file() || a.rank() != c.rank() {
            !self.line(a, c).is_empty()
        } else {
            true
        }
    }

    /// The squares one of `steps` (`(file, rank)` each) leads to from
    /// `square`, those on the board.
    const fn leaper(self, square: BoardSquare, steps: &[(i8, i8)]) -> Bitboard128 {
        let mut bits = 0;
        let mut i = 0;
        while i < steps.len() {
            let (df, dr) = steps[i];
            let target = (
                square.file() as i32 + df as i32,
                square.rank() as i32 + dr as i32,
            );
            if let Some(target) = self.on_board(target) {
                bits |= self.square(target).0;
            }
            i += 1;
        }
        Bitboard128(bits)
    }

    /// The squares a knight on `square` attacks.
    pub const fn knight(self, square: BoardSquare) -> Bitboard128 {
        self.leaper(square, &crate::squares::direction::KNIGHT_STEPS)
    }

    /// The squares a king on `square` attacks.
    pub const fn king(self, square: BoardSquare) -> Bitboard128 {
        self.leaper(square, &crate::squares::direction::KING_STEPS)
    }

    /// The squares a pawn of `color` on `square` attacks: diagonally
    /// forward, towards the last rank for white, the first for black.
    pub const fn pawn(self, color: crate::Color, square: BoardSquare) -> Bitboard128 {
        self.leaper(
            square,
            &crate::squares::direction::PAWN_STEPS[color.index()],
        )
    }
}
