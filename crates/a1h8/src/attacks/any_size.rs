//! Attacks on a board of any size up to 128 squares: leapers, sliders and
//! the compound pieces, on [`Bitboard128`] sets.
//!
//! A [`BoardAttacks`] holds the tables of one board, 192 bytes a square
//! for 128 squares (24 KiB) and a 64-bit copy of them for 64 (6 KiB; see
//! below), 30 KiB in all, computed by `const fn` from the crate's one
//! ray walk ([`BoardMasks::ray`]) and its leaper steps: for every square
//! the knight's, the king's and both pawns' attacks, and for each of the
//! four lines through it (rank, file, diagonal, anti-diagonal) its
//! **lower** ray (towards lower indices: west, south, south-west,
//! south-east) and its **upper** ray (east, north, north-east, north-west).
//! A square's index is `rank * files + file`, so each of those rays runs
//! one way through the bits of a `u128`, and the three slider techniques
//! read the same two rays a line:
//!
//! | [`Technique`] | per line |
//! |---|---|
//! | [`Classical`](Technique::Classical) | the nearest blocker above (lowest bit) and below (highest bit), and their own rays taken off |
//! | [`ObstructionDifference`](Technique::ObstructionDifference) | `2 * nearest above - nearest below`, masked with the line: no branch |
//! | [`Hyperbola`](Technique::Hyperbola) | hyperbola quintessence, `o - 2r` forwards and on the bit-reversed line |
//!
//! All three give the same sets (the tests compare them with a walk of the
//! board on every board size up to 128 squares, every square and
//! thousands of occupancies); the `variants` benchmark measures them.
//! [`Technique::DEFAULT`], the fastest on 128 bits, is the one of this
//! type's methods.
//!
//! The move generator of [`variant`](crate::variant) computes in `u64` on
//! a board of at most 64 squares (Gardner's 5x5, Los Alamos's 6x6, chess),
//! where every operation costs half of `u128`'s: the tables keep a 64-bit
//! copy for those boards, and there obstruction difference is the fastest
//! (perft of Gardner's minichess 2x faster than in `u128`).
//!
//! Magic and PEXT bitboards, the fastest 8x8 techniques, are not offered
//! here: their tables grow with `2^(relevant squares)` per square (a
//! corner rook of a 10x8 board has 14 relevant squares, 16384 entries of
//! 16 bytes) and would be computed for every board size, megabytes of
//! constants; the three techniques above need only the rays.
//!
//! ```
//! use a1h8::attacks::any_size::BoardAttacks;
//! use a1h8::bitboard128::Bitboard128;
//! use a1h8::geometry::BoardSize;
//!
//! // Capablanca chess: 10 files, 8 ranks.
//! let board = BoardAttacks::new(BoardSize::new(10, 8)?).unwrap();
//! let size = board.size();
//! let square = |name| size.parse_square(name).unwrap();
//! let empty = Bitboard128::EMPTY;
//! assert_eq!(board.rook(square("a1"), empty).count(), 9 + 7);
//! assert_eq!(board.bishop(square("a1"), empty).count(), 7);
//! assert_eq!(board.chancellor(square("a1"), empty).count(), 16 + 2);
//! assert_eq!(board.archbishop(square("e4"), empty).count(), 14 + 8);
//! // A blocker on c3 stops the bishop there; the knight still jumps.
//! let blocker = board.square(square("c3"));
//! assert!(board.archbishop(square("a1"), blocker).contains(board.index(square("c3"))));
//! assert!(!board.archbishop(square("a1"), blocker).contains(board.index(square("d4"))));
//! # Ok::<(), a1h8::geometry::BoardSizeError>(())
//! ```

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use crate::bitboard128::{Bitboard128, BoardMasks};
use crate::geometry::{BoardSize, BoardSquare};
use crate::{Color, Direction, Piece, PieceKind};

/// The four lines through a square as (lower ray, upper ray): rank, file,
/// diagonal, anti-diagonal.
const LINES: [(Direction, Direction); 4] = [
    (Direction::West, Direction::East),
    (Direction::South, Direction::North),
    (Direction::SouthWest, Direction::NorthEast),
    (Direction::SouthEast, Direction::NorthWest),
];

/// The tables of one square, on sets of `B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SquareTables<B> {
    /// Per line, the ray towards lower indices.
    lower: [B; 4],
    /// Per line, the ray towards higher indices.
    upper: [B; 4],
    knight: B,
    king: B,
    /// By [`Color::index`].
    pawn: [B; 2],
}

const EMPTY_SQUARE: SquareTables<u128> = SquareTables {
    lower: [0; 4],
    upper: [0; 4],
    knight: 0,
    king: 0,
    pawn: [0; 2],
};

/// The same tables on 64 bits, for a board of at most 64 squares.
const fn narrow(wide: &SquareTables<u128>) -> SquareTables<u64> {
    let mut lower = [0; 4];
    let mut upper = [0; 4];
    let mut line = 0;
    while line < 4 {
        lower[line] = wide.lower[line] as u64;
        upper[line] = wide.upper[line] as u64;
        line += 1;
    }
    SquareTables {
        lower,
        upper,
        knight: wide.knight as u64,
        king: wide.king as u64,
        pawn: [wide.pawn[0] as u64, wide.pawn[1] as u64],
    }
}

/// The sets of a whole board: its squares, its first and last files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BoardSets<B> {
    all: B,
    first_file: B,
    last_file: B,
}

/// The integer a board's sets are computed in: `u64` for a board of at
/// most 64 squares (half the work of `u128` for every operation), `u128`
/// for the others. Bit `i` is the square of index `i` in both.
pub(crate) trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// The empty set.
    const ZERO: Self;
    /// The set of square 0.
    const ONE: Self;
    /// The number of bits.
    const BITS: u32;
    /// The fastest slider technique in this width, by the `variants`
    /// benchmark: see [`Technique::DEFAULT`].
    const FASTEST: Technique;
    /// The low bits of a `u128` set.
    fn from_wide(set: u128) -> Self;
    /// The tables of `attacks` in this width.
    fn tables(attacks: &BoardAttacks) -> &[SquareTables<Self>];
    /// The board's sets in this width.
    fn sets(attacks: &BoardAttacks) -> BoardSets<Self>;
    fn trailing_zeros(self) -> u32;
    fn leading_zeros(self) -> u32;
    fn count_ones(self) -> u32;
    fn wrapping_neg(self) -> Self;
    fn wrapping_add(self, other: Self) -> Self;
    fn wrapping_sub(self, other: Self) -> Self;
    fn reverse_bits(self) -> Self;
}

macro_rules! bits {
    ($t:ty, $tables:ident, $sets:ident, $fastest:expr) => {
        impl Bits for $t {
            const FASTEST: Technique = $fastest;
            const ZERO: $t = 0;
            const ONE: $t = 1;
            const BITS: u32 = <$t>::BITS;
            #[inline(always)]
            fn from_wide(set: u128) -> $t {
                set as $t
            }
            #[inline(always)]
            fn tables(attacks: &BoardAttacks) -> &[SquareTables<$t>] {
                &attacks.$tables
            }
            #[inline(always)]
            fn sets(attacks: &BoardAttacks) -> BoardSets<$t> {
                attacks.$sets
            }
            #[inline(always)]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline(always)]
            fn leading_zeros(self) -> u32 {
                <$t>::leading_zeros(self)
            }
            #[inline(always)]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline(always)]
            fn wrapping_neg(self) -> $t {
                <$t>::wrapping_neg(self)
            }
            #[inline(always)]
            fn wrapping_add(self, other: $t) -> $t {
                <$t>::wrapping_add(self, other)
            }
            #[inline(always)]
            fn wrapping_sub(self, other: $t) -> $t {
                <$t>::wrapping_sub(self, other)
            }
            #[inline(always)]
            fn reverse_bits(self) -> $t {
                <$t>::reverse_bits(self)
            }
        }
    };
}

bits!(u64, narrow, narrow_sets, Technique::ObstructionDifference);
bits!(u128, squares, sets, Technique::Classical);

/// A way to compute a slider's attacks along a line; see the
/// [module](self) for each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Technique {
    /// The nearest blocker each way by a bit scan, and its ray taken off.
    Classical,
    /// Obstruction difference: `2 * nearest above - nearest below`.
    ObstructionDifference,
    /// Hyperbola quintessence on the line and on its bit reversal.
    Hyperbola,
}

impl Technique {
    /// Every technique.
    pub const ALL: [Technique; 3] = [
        Technique::Classical,
        Technique::ObstructionDifference,
        Technique::Hyperbola,
    ];

    /// The fastest on 128-bit sets, by perft of the 10x8 and 9x9 variants
    /// on this project's machine (see `docs/performance.md` in the repository):
    /// classical, whose branches on an empty ray predict well, beats the
    /// branch-free obstruction difference, whose 128-bit leading-zero count
    /// and shift cost more than they do on 64 bits.
    pub const DEFAULT: Technique = <u128 as Bits>::FASTEST;

    /// `"classical"`, `"obstruction"`, `"hyperbola"`.
    pub const fn name(self) -> &'static str {
        match self {
            Technique::Classical => "classical",
            Technique::ObstructionDifference => "obstruction",
            Technique::Hyperbola => "hyperbola",
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The attack tables of one board of at most 128 squares.
///
/// Built by `const fn`, so that a `static` of it is computed at compile
/// time (the built-in variants' boards are); built at run time it is the
/// same 30 KiB of arithmetic, with no allocation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardAttacks {
    size: BoardSize,
    squares: [SquareTables<u128>; 128],
    sets: BoardSets<u128>,
    /// The same on 64 bits, for a board of at most 64 squares (empty for
    /// a larger one).
    narrow: [SquareTables<u64>; 64],
    narrow_sets: BoardSets<u64>,
}

/// The lowest set bit of `x` (0 if none).
#[inline(always)]
fn lowest<B: Bits>(x: B) -> B {
    x & x.wrapping_neg()
}

/// The highest set bit of `x | 1`: bit 0 stands in when `x` is empty.
#[inline(always)]
fn highest_or_first<B: Bits>(x: B) -> B {
    B::ONE << (B::BITS - 1 - (x | B::ONE).leading_zeros()) as usize
}

impl BoardAttacks {
    /// The tables of `size`, or `None` if it has more than 128 squares.
    pub const fn new(size: BoardSize) -> Option<BoardAttacks> {
        let Some(masks) = BoardMasks::new(size) else {
            return None;
        };
        let mut squares = [EMPTY_SQUARE; 128];
        let mut index = 0;
        while index < size.square_count() {
            let square = match size.square_at(index) {
                Some(square) => square,
                None => panic!("every index below the square count is a square"),
            };
            let mut tables = SquareTables {
                knight: masks.knight(square).0,
                king: masks.king(square).0,
                pawn: [
                    masks.pawn(Color::White, square).0,
                    masks.pawn(Color::Black, square).0,
                ],
                ..EMPTY_SQUARE
            };
            let mut line = 0;
            while line < 4 {
                let (lower, upper) = LINES[line];
                tables.lower[line] = masks.ray(square, lower).0;
                tables.upper[line] = masks.ray(square, upper).0;
                line += 1;
            }
            squares[index] = tables;
            index += 1;
        }
        let all = if size.square_count() == 128 {
            u128::MAX
        } else {
            (1 << size.square_count()) - 1
        };
        let (first, last) = (masks.file(0), masks.file(size.files() - 1));
        let sets = BoardSets {
            all,
            first_file: first.0,
            last_file: last.0,
        };
        let mut narrow_tables = [narrow(&EMPTY_SQUARE); 64];
        let mut narrow_sets = BoardSets {
            all: 0,
            first_file: 0,
            last_file: 0,
        };
        if size.square_count() <= 64 {
            let mut index = 0;
            while index < 64 {
                narrow_tables[index] = narrow(&squares[index]);
                index += 1;
            }
            narrow_sets = BoardSets {
                all: all as u64,
                first_file: first.0 as u64,
                last_file: last.0 as u64,
            };
        }
        Some(BoardAttacks {
            size,
            squares,
            sets,
            narrow: narrow_tables,
            narrow_sets,
        })
    }

    /// `true` if the board's sets fit in 64 bits: the move generator then
    /// computes in `u64`.
    pub(crate) const fn is_narrow(&self) -> bool {
        self.size.square_count() <= 64
    }

    /// The board.
    pub const fn size(&self) -> BoardSize {
        self.size
    }

    /// The index of `square`, `rank * files + file`: its bit in a
    /// [`Bitboard128`].
    ///
    /// # Panics
    ///
    /// If the square is off the board.
    pub const fn index(&self, square: BoardSquare) -> usize {
        self.size.index_of(square)
    }

    /// The set of one square.
    ///
    /// # Panics
    ///
    /// If the square is off the board.
    pub const fn square(&self, square: BoardSquare) -> Bitboard128 {
        Bitboard128(1 << self.index(square))
    }

    /// The squares a knight on `square` attacks.
    pub const fn knight(&self, square: BoardSquare) -> Bitboard128 {
        Bitboard128(self.squares[self.index(square)].knight)
    }

    /// The squares a king on `square` attacks.
    pub const fn king(&self, square: BoardSquare) -> Bitboard128 {
        Bitboard128(self.squares[self.index(square)].king)
    }

    /// The squares a pawn of `color` on `square` attacks: diagonally
    /// forward, towards the last rank for White, the first for Black.
    pub const fn pawn(&self, color: Color, square: BoardSquare) -> Bitboard128 {
        Bitboard128(self.squares[self.index(square)].pawn[color.index()])
    }

    /// The squares a rook on `square` attacks with `occupied` blocking
    /// ([`Technique::DEFAULT`]); each ray ends on its first occupied
    /// square, included whatever stands there.
    pub fn rook(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        Bitboard128(self.rook_at::<u128>(self.index(square), occupied.0))
    }

    /// The squares a bishop on `square` attacks with `occupied` blocking
    /// ([`Technique::DEFAULT`]).
    pub fn bishop(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        Bitboard128(self.bishop_at::<u128>(self.index(square), occupied.0))
    }

    /// The squares a queen on `square` attacks: the rook's and the
    /// bishop's.
    pub fn queen(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        self.rook(square, occupied) | self.bishop(square, occupied)
    }

    /// The squares an archbishop (bishop and knight) on `square` attacks.
    pub fn archbishop(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        self.bishop(square, occupied) | self.knight(square)
    }

    /// The squares a chancellor (rook and knight) on `square` attacks.
    pub fn chancellor(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        self.rook(square, occupied) | self.knight(square)
    }

    /// The squares `piece` on `square` attacks with `occupied` blocking,
    /// by `technique` for the slides: a pawn diagonally forward for its
    /// colour, the compound pieces as the union of their parts.
    #[inline]
    pub fn piece_by(
        &self,
        technique: Technique,
        piece: Piece,
        square: BoardSquare,
        occupied: Bitboard128,
    ) -> Bitboard128 {
        let index = self.index(square);
        let kind = piece.kind;
        let tables = &self.squares[index];
        let mut attacks = match kind {
            PieceKind::Pawn => tables.pawn[piece.color.index()],
            PieceKind::King => tables.king,
            _ => 0,
        };
        if kind.jumps() {
            attacks |= tables.knight;
        }
        let occupied = occupied.0;
        if kind.slides_straight() {
            attacks |= self.line_by(technique, index, 0, occupied)
                | self.line_by(technique, index, 1, occupied);
        }
        if kind.slides_diagonally() {
            attacks |= self.line_by(technique, index, 2, occupied)
                | self.line_by(technique, index, 3, occupied);
        }
        Bitboard128(attacks)
    }

    /// [`piece_by`](BoardAttacks::piece_by) with [`Technique::DEFAULT`].
    #[inline]
    pub fn piece(&self, piece: Piece, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        self.piece_by(Technique::DEFAULT, piece, square, occupied)
    }

    /// Every square of the board.
    pub const fn all(&self) -> Bitboard128 {
        Bitboard128(self.sets.all)
    }

    /// The squares of `rank` (from 0); empty past the last rank.
    pub const fn rank(&self, rank: usize) -> Bitboard128 {
        Bitboard128(self.rank_mask(rank))
    }

    // The move generator's entry points, by index, on bare integers of
    // either width: `u128`, or `u64` for a board of at most 64 squares.

    /// The tables of the square of `index`.
    #[inline(always)]
    fn at<B: Bits>(&self, index: usize) -> &SquareTables<B> {
        &B::tables(self)[index]
    }

    /// Every square of the board.
    #[inline(always)]
    pub(crate) fn all_mask<B: Bits>(&self) -> B {
        B::sets(self).all
    }

    /// Every square but those of the a-file.
    #[inline(always)]
    pub(crate) fn not_first_file<B: Bits>(&self) -> B {
        let sets = B::sets(self);
        sets.all & !sets.first_file
    }

    /// Every square but those of the last file.
    #[inline(always)]
    pub(crate) fn not_last_file<B: Bits>(&self) -> B {
        let sets = B::sets(self);
        sets.all & !sets.last_file
    }

    /// The squares of `rank`, or none past the last rank.
    #[inline(always)]
    pub(crate) const fn rank_mask(&self, rank: usize) -> u128 {
        if rank >= self.size.ranks() {
            return 0;
        }
        let files = self.size.files();
        ((1 << files) - 1) << (rank * files)
    }

    #[inline(always)]
    pub(crate) fn knight_at<B: Bits>(&self, index: usize) -> B {
        self.at::<B>(index).knight
    }

    #[inline(always)]
    pub(crate) fn king_at<B: Bits>(&self, index: usize) -> B {
        self.at::<B>(index).king
    }

    #[inline(always)]
    pub(crate) fn pawn_at<B: Bits>(&self, color: Color, index: usize) -> B {
        self.at::<B>(index).pawn[color.index()]
    }

    /// The ray from `index` along `line` towards lower indices.
    #[inline(always)]
    pub(crate) fn lower<B: Bits>(&self, index: usize, line: usize) -> B {
        self.at::<B>(index).lower[line]
    }

    /// The ray from `index` along `line` towards higher indices.
    #[inline(always)]
    pub(crate) fn upper<B: Bits>(&self, index: usize, line: usize) -> B {
        self.at::<B>(index).upper[line]
    }

    /// The whole `line` through `index`, without it.
    #[inline(always)]
    pub(crate) fn line<B: Bits>(&self, index: usize, line: usize) -> B {
        let tables = self.at::<B>(index);
        tables.lower[line] | tables.upper[line]
    }

    /// The rank and file through `index`, without it: a rook's attacks
    /// on an empty board.
    #[inline(always)]
    pub(crate) fn straight_lines<B: Bits>(&self, index: usize) -> B {
        let t = self.at::<B>(index);
        t.lower[0] | t.upper[0] | t.lower[1] | t.upper[1]
    }

    /// The diagonal and anti-diagonal through `index`, without it.
    #[inline(always)]
    pub(crate) fn diagonal_lines<B: Bits>(&self, index: usize) -> B {
        let t = self.at::<B>(index);
        t.lower[2] | t.upper[2] | t.lower[3] | t.upper[3]
    }

    /// The attacks along `line` from `index`, by [`Technique::DEFAULT`].
    #[inline(always)]
    pub(crate) fn line_attacks<B: Bits>(&self, index: usize, line: usize, occupied: B) -> B {
        self.line_by(B::FASTEST, index, line, occupied)
    }

    #[inline(always)]
    pub(crate) fn rook_at<B: Bits>(&self, index: usize, occupied: B) -> B {
        self.line_attacks(index, 0, occupied) | self.line_attacks(index, 1, occupied)
    }

    #[inline(always)]
    pub(crate) fn bishop_at<B: Bits>(&self, index: usize, occupied: B) -> B {
        self.line_attacks(index, 2, occupied) | self.line_attacks(index, 3, occupied)
    }

    /// The attacks along `line` from `index` by `technique`.
    #[inline]
    pub(crate) fn line_by<B: Bits>(
        &self,
        technique: Technique,
        index: usize,
        line: usize,
        occupied: B,
    ) -> B {
        match technique {
            Technique::Classical => self.classical(index, line, occupied),
            Technique::ObstructionDifference => self.obstruction_difference(index, line, occupied),
            Technique::Hyperbola => self.hyperbola(index, line, occupied),
        }
    }

    /// The ray up to its nearest blocker each way: the blocker's own ray
    /// beyond it taken off.
    #[inline(always)]
    fn classical<B: Bits>(&self, index: usize, line: usize, occupied: B) -> B {
        let (lower, upper) = (self.lower::<B>(index, line), self.upper::<B>(index, line));
        let above = upper & occupied;
        let up = if above == B::ZERO {
            upper
        } else {
            upper ^ self.upper::<B>(above.trailing_zeros() as usize, line)
        };
        let below = lower & occupied;
        let down = if below == B::ZERO {
            lower
        } else {
            lower ^ self.lower::<B>((B::BITS - 1 - below.leading_zeros()) as usize, line)
        };
        up | down
    }

    /// As integers, `2 * (nearest blocker above) - (nearest blocker below)`
    /// has the bits from the lower blocker to the upper one set, both
    /// included; bit 0 stands in for a missing lower blocker, and a
    /// missing upper one makes `2 * 0 - below` run to the top bit.
    #[inline(always)]
    fn obstruction_difference<B: Bits>(&self, index: usize, line: usize, occupied: B) -> B {
        let tables = self.at::<B>(index);
        let (lower, upper) = (tables.lower[line], tables.upper[line]);
        let nearest_below = highest_or_first(lower & occupied);
        let nearest_above = lowest(upper & occupied);
        let span = nearest_above
            .wrapping_add(nearest_above)
            .wrapping_sub(nearest_below);
        (lower | upper) & span
    }

    /// `o - 2r` sets the squares from the slider up to its first blocker
    /// (and garbage past it that the line mask and the reversed half
    /// cancel); the same on the reversed bits gives the other way.
    #[inline(always)]
    fn hyperbola<B: Bits>(&self, index: usize, line: usize, occupied: B) -> B {
        let mask = self.line::<B>(index, line);
        let o = occupied & mask;
        let r = B::ONE << index;
        let up = o.wrapping_sub(r.wrapping_add(r));
        let (o_reversed, r_reversed) = (o.reverse_bits(), r.reverse_bits());
        let down = o_reversed
            .wrapping_sub(r_reversed.wrapping_add(r_reversed))
            .reverse_bits();
        (up ^ down) & mask
    }
}

// Every lower ray goes towards lower indices, every upper ray higher, on
// every board (north-west is `files - 1`, not negative, for files >= 1).
const _: () = {
    let mut line = 0;
    while line < 4 {
        let (lower, upper) = LINES[line];
        assert!(lower.index_delta() < 0 && upper.index_delta() > 0);
        assert!(lower.opposite() as usize == upper as usize);
        line += 1;
    }
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The 64-bit tables and arithmetic the move generator uses on boards
    /// of at most 64 squares give the 128-bit sets (which the integration
    /// tests check against a walk of the board): every such board, square,
    /// line and technique, with leapers and board sets too.
    #[test]
    fn sixty_four_bits_agree_with_128_on_every_small_board() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut boards = 0;
        for files in 1..=16 {
            for ranks in 1..=16 {
                let size = BoardSize::new(files, ranks).unwrap();
                let Some(attacks) = BoardAttacks::new(size) else {
                    continue;
                };
                assert_eq!(attacks.is_narrow(), files * ranks <= 64);
                if !attacks.is_narrow() {
                    continue;
                }
                boards += 1;
                let wide = |set: u64| u128::from(set);
                assert_eq!(wide(attacks.all_mask::<u64>()), attacks.all_mask::<u128>());
                assert_eq!(
                    wide(attacks.not_first_file::<u64>()),
                    attacks.not_first_file::<u128>()
                );
                assert_eq!(
                    wide(attacks.not_last_file::<u64>()),
                    attacks.not_last_file::<u128>()
                );
                for index in 0..size.square_count() {
                    assert_eq!(
                        wide(attacks.knight_at::<u64>(index)),
                        attacks.knight_at::<u128>(index)
                    );
                    assert_eq!(
                        wide(attacks.king_at::<u64>(index)),
                        attacks.king_at::<u128>(index)
                    );
                    for color in Color::ALL {
                        assert_eq!(
                            wide(attacks.pawn_at::<u64>(color, index)),
                            attacks.pawn_at::<u128>(color, index)
                        );
                    }
                    for _ in 0..64 {
                        let occupied = random() & random() & attacks.all_mask::<u64>();
                        for technique in Technique::ALL {
                            for line in 0..4 {
                                assert_eq!(
                                    wide(attacks.line_by(technique, index, line, occupied)),
                                    attacks.line_by(technique, index, line, wide(occupied)),
                                    "{size} square {index} line {line} by {technique}"
                                );
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(boards, 142, "the boards of at most 64 squares");
    }
}
