//! Attacks on a board of any size up to 128 squares: leapers, sliders and
//! the compound pieces, on [`Bitboard128`] sets.
//!
//! A [`BoardAttacks`] holds the tables of one board, 192 bytes a square
//! (24 KiB for 128 squares), computed by `const fn` from the crate's one
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
//! thousands of occupancies); the `variants` benchmark measures them, and
//! [`Technique::DEFAULT`] is the fastest, which the move generator of
//! [`variant`](crate::variant) uses.
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
//! assert_eq!(board.archbishop(square("e4"), empty).count(), 13 + 8);
//! // A blocker on c3 stops the bishop there; the knight still jumps.
//! let blocker = board.square(square("c3"));
//! assert!(board.archbishop(square("a1"), blocker).contains(board.index(square("c3"))));
//! assert!(!board.archbishop(square("a1"), blocker).contains(board.index(square("d4"))));
//! # Ok::<(), a1h8::geometry::BoardSizeError>(())
//! ```

use core::fmt;

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

/// The lines a rook slides along (rank and file), and a bishop's.
pub(crate) const STRAIGHT: [usize; 2] = [0, 1];
pub(crate) const DIAGONAL: [usize; 2] = [2, 3];

/// The tables of one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct SquareTables {
    /// Per line, the ray towards lower indices.
    lower: [u128; 4],
    /// Per line, the ray towards higher indices.
    upper: [u128; 4],
    knight: u128,
    king: u128,
    /// By [`Color::index`].
    pawn: [u128; 2],
}

const EMPTY_SQUARE: SquareTables = SquareTables {
    lower: [0; 4],
    upper: [0; 4],
    knight: 0,
    king: 0,
    pawn: [0; 2],
};

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

    /// The fastest, by the `variants` benchmark on this project's machine:
    /// see the README's performance section.
    pub const DEFAULT: Technique = Technique::ObstructionDifference;

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
/// same 24 KiB of arithmetic, with no allocation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardAttacks {
    size: BoardSize,
    squares: [SquareTables; 128],
    /// Every square of the board.
    all: u128,
    /// The a-file, and the last file.
    first_file: u128,
    last_file: u128,
}

/// The lowest set bit of `x` (0 if none).
#[inline(always)]
const fn lowest(x: u128) -> u128 {
    x & x.wrapping_neg()
}

/// The highest set bit of `x | 1`: bit 0 stands in when `x` is empty.
#[inline(always)]
const fn highest_or_first(x: u128) -> u128 {
    1 << (127 - (x | 1).leading_zeros())
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
        Some(BoardAttacks {
            size,
            squares,
            all,
            first_file: first.0,
            last_file: last.0,
        })
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
        Bitboard128(self.knight_at(self.index(square)))
    }

    /// The squares a king on `square` attacks.
    pub const fn king(&self, square: BoardSquare) -> Bitboard128 {
        Bitboard128(self.king_at(self.index(square)))
    }

    /// The squares a pawn of `color` on `square` attacks: diagonally
    /// forward, towards the last rank for White, the first for Black.
    pub const fn pawn(&self, color: Color, square: BoardSquare) -> Bitboard128 {
        Bitboard128(self.pawn_at(color, self.index(square)))
    }

    /// The squares a rook on `square` attacks with `occupied` blocking
    /// ([`Technique::DEFAULT`]); each ray ends on its first occupied
    /// square, included whatever stands there.
    pub fn rook(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        Bitboard128(self.rook_at(self.index(square), occupied.0))
    }

    /// The squares a bishop on `square` attacks with `occupied` blocking
    /// ([`Technique::DEFAULT`]).
    pub fn bishop(&self, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        Bitboard128(self.bishop_at(self.index(square), occupied.0))
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
    pub fn piece_by(
        &self,
        technique: Technique,
        piece: Piece,
        square: BoardSquare,
        occupied: Bitboard128,
    ) -> Bitboard128 {
        let index = self.index(square);
        let kind = piece.kind;
        let mut attacks = match kind {
            PieceKind::Pawn => self.pawn_at(piece.color, index),
            PieceKind::King => self.king_at(index),
            _ => 0,
        };
        if kind.jumps() {
            attacks |= self.knight_at(index);
        }
        let lines = [
            (kind.slides_straight(), STRAIGHT),
            (kind.slides_diagonally(), DIAGONAL),
        ];
        for (slides, lines) in lines {
            if slides {
                for line in lines {
                    attacks |= self.line_by(technique, index, line, occupied.0);
                }
            }
        }
        Bitboard128(attacks)
    }

    /// [`piece_by`](BoardAttacks::piece_by) with [`Technique::DEFAULT`].
    pub fn piece(&self, piece: Piece, square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        self.piece_by(Technique::DEFAULT, piece, square, occupied)
    }

    /// Every square of the board.
    pub const fn all(&self) -> Bitboard128 {
        Bitboard128(self.all)
    }

    /// The squares of `rank` (from 0); empty past the last rank.
    pub const fn rank(&self, rank: usize) -> Bitboard128 {
        Bitboard128(self.rank_mask(rank))
    }

    // The move generator's entry points, by index and on bare `u128`s.

    #[inline(always)]
    pub(crate) const fn all_mask(&self) -> u128 {
        self.all
    }

    /// Every square but those of the a-file.
    #[inline(always)]
    pub(crate) const fn not_first_file(&self) -> u128 {
        self.all & !self.first_file
    }

    /// Every square but those of the last file.
    #[inline(always)]
    pub(crate) const fn not_last_file(&self) -> u128 {
        self.all & !self.last_file
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
    pub(crate) const fn knight_at(&self, index: usize) -> u128 {
        self.squares[index].knight
    }

    #[inline(always)]
    pub(crate) const fn king_at(&self, index: usize) -> u128 {
        self.squares[index].king
    }

    #[inline(always)]
    pub(crate) const fn pawn_at(&self, color: Color, index: usize) -> u128 {
        self.squares[index].pawn[color.index()]
    }

    /// The ray from `index` along `line` towards lower indices.
    #[inline(always)]
    pub(crate) const fn lower(&self, index: usize, line: usize) -> u128 {
        self.squares[index].lower[line]
    }

    /// The ray from `index` along `line` towards higher indices.
    #[inline(always)]
    pub(crate) const fn upper(&self, index: usize, line: usize) -> u128 {
        self.squares[index].upper[line]
    }

    /// The whole `line` through `index`, without it.
    #[inline(always)]
    pub(crate) const fn line(&self, index: usize, line: usize) -> u128 {
        self.lower(index, line) | self.upper(index, line)
    }

    /// The rank and file through `index`, without it: a rook's attacks
    /// on an empty board.
    #[inline(always)]
    pub(crate) const fn straight_lines(&self, index: usize) -> u128 {
        self.line(index, 0) | self.line(index, 1)
    }

    /// The diagonal and anti-diagonal through `index`, without it.
    #[inline(always)]
    pub(crate) const fn diagonal_lines(&self, index: usize) -> u128 {
        self.line(index, 2) | self.line(index, 3)
    }

    /// The attacks along `line` from `index`, by [`Technique::DEFAULT`].
    #[inline(always)]
    pub(crate) const fn line_attacks(&self, index: usize, line: usize, occupied: u128) -> u128 {
        self.obstruction_difference(index, line, occupied)
    }

    #[inline(always)]
    pub(crate) const fn rook_at(&self, index: usize, occupied: u128) -> u128 {
        self.line_attacks(index, 0, occupied) | self.line_attacks(index, 1, occupied)
    }

    #[inline(always)]
    pub(crate) const fn bishop_at(&self, index: usize, occupied: u128) -> u128 {
        self.line_attacks(index, 2, occupied) | self.line_attacks(index, 3, occupied)
    }

    /// The attacks along `line` from `index` by `technique`.
    #[inline]
    pub(crate) const fn line_by(
        &self,
        technique: Technique,
        index: usize,
        line: usize,
        occupied: u128,
    ) -> u128 {
        match technique {
            Technique::Classical => self.classical(index, line, occupied),
            Technique::ObstructionDifference => self.obstruction_difference(index, line, occupied),
            Technique::Hyperbola => self.hyperbola(index, line, occupied),
        }
    }

    /// The ray up to its nearest blocker each way: the blocker's own ray
    /// beyond it taken off.
    #[inline(always)]
    const fn classical(&self, index: usize, line: usize, occupied: u128) -> u128 {
        let (lower, upper) = (self.lower(index, line), self.upper(index, line));
        let above = upper & occupied;
        let up = if above == 0 {
            upper
        } else {
            upper ^ self.upper(above.trailing_zeros() as usize, line)
        };
        let below = lower & occupied;
        let down = if below == 0 {
            lower
        } else {
            lower ^ self.lower(127 - below.leading_zeros() as usize, line)
        };
        up | down
    }

    /// As integers, `2 * (nearest blocker above) - (nearest blocker below)`
    /// has the bits from the lower blocker to the upper one set, both
    /// included; bit 0 stands in for a missing lower blocker, and a
    /// missing upper one makes `2 * 0 - below` run to the top bit.
    #[inline(always)]
    const fn obstruction_difference(&self, index: usize, line: usize, occupied: u128) -> u128 {
        let (lower, upper) = (self.lower(index, line), self.upper(index, line));
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
    const fn hyperbola(&self, index: usize, line: usize, occupied: u128) -> u128 {
        let mask = self.line(index, line);
        let o = occupied & mask;
        let r = 1u128 << index;
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
