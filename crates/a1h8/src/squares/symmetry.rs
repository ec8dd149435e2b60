//! The eight symmetries of the square board: flips, mirrors and rotations.
//!
//! They form the dihedral group D4. Each acts on squares
//! ([`Symmetry::apply`]), on bitboards by a few bit-parallel operations
//! ([`Symmetry::apply_bitboard`]) and on 8x8 arrays in place
//! ([`Symmetry::apply_array`]); [`Symmetry::then`] composes two of them.
//!
//! Pawnless endgame tablebases use all eight to bring the white king into
//! the ten squares of the triangle a1-d1-d4; with pawns on the board only
//! the symmetries that keep every square on its rank are allowed
//! ([`Symmetry::preserves_ranks`]).
//!
//! The same formulas act on boards of any size ([`Symmetry::apply_on`],
//! [`Symmetry::apply_index`], [`Symmetry::apply_set`]): a square board has
//! all eight symmetries, a rectangle four ([`Symmetry::of_board`]).

use core::fmt;
use core::str::FromStr;

use crate::bitboard128::Bitboard128;
use crate::geometry::{BoardSize, BoardSquare};
use crate::{Bitboard, Square};

/// One of the eight symmetries of the board, acting on `(file, rank)`, both
/// counted from 0:
///
/// | symmetry | `(file, rank)` becomes | for example |
/// |---|---|---|
/// | [`Identity`](Symmetry::Identity) | `(file, rank)` | |
/// | [`FlipVertical`](Symmetry::FlipVertical) | `(file, 7 - rank)` | a1 <-> a8 |
/// | [`MirrorHorizontal`](Symmetry::MirrorHorizontal) | `(7 - file, rank)` | a1 <-> h1 |
/// | [`MirrorDiagonal`](Symmetry::MirrorDiagonal) | `(rank, file)` | a8 <-> h1 |
/// | [`MirrorAntiDiagonal`](Symmetry::MirrorAntiDiagonal) | `(7 - rank, 7 - file)` | a1 <-> h8 |
/// | [`Rotate90`](Symmetry::Rotate90) | `(rank, 7 - file)` | a1 -> a8 -> h8 -> h1 -> a1 |
/// | [`Rotate180`](Symmetry::Rotate180) | `(7 - file, 7 - rank)` | a1 <-> h8 |
/// | [`Rotate270`](Symmetry::Rotate270) | `(7 - rank, file)` | a1 -> h1 -> h8 -> a8 -> a1 |
///
/// Rotations turn the board as it is printed, rank 8 on top: `Rotate90`
/// clockwise, `Rotate270` anticlockwise.
///
/// The sample position of the Diagonal Mirroring page, `k7/8/NK2B3/8/8/8/8/8`,
/// mirrored along the main diagonal becomes `8/8/8/5B2/8/8/5K2/5N1k`, and
/// along the main anti-diagonal `k1N5/2K5/8/8/2B5/8/8/8`:
///
/// ```
/// use a1h8::{Square, Symmetry};
///
/// //        black king  white knight  white king  white bishop
/// let original = [Square::A8, Square::A6, Square::B6, Square::E6];
/// let diagonal = original.map(|s| Symmetry::MirrorDiagonal.apply(s));
/// assert_eq!(diagonal, [Square::H1, Square::F1, Square::F2, Square::F5]);
/// let anti_diagonal = original.map(|s| Symmetry::MirrorAntiDiagonal.apply(s));
/// assert_eq!(anti_diagonal, [Square::A8, Square::C8, Square::C7, Square::C4]);
/// ```
///
/// The names are the ones of the command line:
///
/// ```
/// use a1h8::Symmetry;
///
/// assert_eq!("rotate-90".parse::<Symmetry>(), Ok(Symmetry::Rotate90));
/// assert_eq!(Symmetry::MirrorAntiDiagonal.to_string(), "mirror-anti-diagonal");
/// assert!("rotate90".parse::<Symmetry>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symmetry {
    /// Every square stays where it is.
    Identity,
    /// Ranks reversed, `(file, 7 - rank)`: a1 <-> a8, the board seen from
    /// the other side's back rank.
    FlipVertical,
    /// Files reversed, `(7 - file, rank)`: a1 <-> h1.
    MirrorHorizontal,
    /// Mirrored along the main diagonal a1-h8, `(rank, file)`: a8 <-> h1;
    /// the squares of a1-h8 stay.
    MirrorDiagonal,
    /// Mirrored along the main anti-diagonal h1-a8, `(7 - rank, 7 - file)`:
    /// a1 <-> h8; the squares of h1-a8 stay.
    MirrorAntiDiagonal,
    /// A quarter turn clockwise (rank 8 on top), `(rank, 7 - file)`:
    /// a1 -> a8 -> h8 -> h1 -> a1.
    Rotate90,
    /// A half turn, `(7 - file, 7 - rank)`: a1 <-> h8, a8 <-> h1.
    Rotate180,
    /// A quarter turn anticlockwise (rank 8 on top), `(7 - rank, file)`:
    /// a1 -> h1 -> h8 -> a8 -> a1.
    Rotate270,
}

/// A square no symmetry but the identity leaves in place (nor maps to
/// itself): its images under the eight symmetries are eight different
/// squares, so its image tells which symmetry acted.
const WITNESS: Square = Square::B1;

/// The symmetry that maps [`WITNESS`] to `target`.
const fn mapping_witness_to(target: Square) -> Symmetry {
    let mut i = 0;
    while i < Symmetry::COUNT {
        if Symmetry::ALL[i].apply(WITNESS).index() == target.index() {
            return Symmetry::ALL[i];
        }
        i += 1;
    }
    panic!("the witness square has eight different images")
}

/// `THEN[a][b]`: the symmetry "first `a`, then `b`", found by following the
/// witness square through both and looking up which single symmetry takes
/// it to the same place. Computed at compile time from [`Symmetry::apply`].
const THEN: [[Symmetry; 8]; 8] = {
    let mut table = [[Symmetry::Identity; 8]; 8];
    let mut a = 0;
    while a < Symmetry::COUNT {
        let mut b = 0;
        while b < Symmetry::COUNT {
            let image = Symmetry::ALL[b].apply(Symmetry::ALL[a].apply(WITNESS));
            table[a][b] = mapping_witness_to(image);
            b += 1;
        }
        a += 1;
    }
    table
};

/// Swaps every bit `i` set in `mask` with bit `i + shift`. The two bits of
/// each pair are exchanged at once: `t` holds a 1 where they differ, and
/// flipping both bits of those pairs swaps them. `mask` must mark the lower
/// bit of each pair only (`mask & (mask << shift) == 0`).
const fn delta_swap(x: u64, mask: u64, shift: u32) -> u64 {
    let t = ((x >> shift) ^ x) & mask;
    x ^ t ^ (t << shift)
}

/// `(file, rank)` becomes `(file, 7 - rank)`: the eight bytes are the eight
/// ranks, so reversing their order reverses the ranks.
const fn flip_vertical(x: u64) -> u64 {
    x.swap_bytes()
}

/// `(file, rank)` becomes `(7 - file, rank)`: reverse the bits of each byte
/// by swapping neighbouring bits, then pairs, then nibbles (the file's bits
/// 0, 1 and 2 complemented one after the other).
const fn mirror_horizontal(x: u64) -> u64 {
    let x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1);
    let x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2);
    ((x >> 4) & 0x0f0f_0f0f_0f0f_0f0f) | ((x & 0x0f0f_0f0f_0f0f_0f0f) << 4)
}

/// `(file, rank)` becomes `(rank, file)`.
///
/// Write the index `8 * rank + file` in binary as `r2 r1 r0 f2 f1 f0`.
/// Transposing exchanges `f_k` with `r_k` for k = 0, 1, 2, three
/// independent exchanges that can be done in any order. Squares with
/// `f_k == r_k` do not move; a square with `f_k = 1, r_k = 0` trades places
/// with the one with `f_k = 0, r_k = 1` and otherwise equal bits, whose
/// index is `8 * 2^k - 2^k = 7 * 2^k` higher. So each exchange is one
/// [`delta_swap`] with shift `7 * 2^k` and the mask of the squares with
/// `f_k = 1, r_k = 0` (the lower bit of each pair):
///
/// - k = 2, shift 28: files e-h (`f2`) on ranks 1-4 (`!r2`), byte `0xf0`
///   on ranks 1 to 4: `0x0000_0000_f0f0_f0f0`.
/// - k = 1, shift 14: files c, d, g, h (`f1`, byte `0xcc`) on ranks 1, 2,
///   5, 6 (`!r1`): `0x0000_cccc_0000_cccc`.
/// - k = 0, shift 7: files b, d, f, h (`f0`, byte `0xaa`) on ranks 1, 3,
///   5, 7 (`!r0`): `0x00aa_00aa_00aa_00aa`.
const fn mirror_diagonal(x: u64) -> u64 {
    let x = delta_swap(x, 0x0000_0000_f0f0_f0f0, 28);
    let x = delta_swap(x, 0x0000_cccc_0000_cccc, 14);
    delta_swap(x, 0x00aa_00aa_00aa_00aa, 7)
}

/// `(file, rank)` becomes `(7 - rank, 7 - file)`.
///
/// With the index in binary as `r2 r1 r0 f2 f1 f0`, the new `f_k` is the
/// complement of `r_k` and the new `r_k` the complement of `f_k`. Squares
/// with `f_k != r_k` keep both bits; a square with `f_k = r_k = 0` trades
/// places with the one with `f_k = r_k = 1`, whose index is `8 * 2^k + 2^k
/// = 9 * 2^k` higher. So each exchange is one [`delta_swap`] with shift
/// `9 * 2^k` and the mask of the squares with `f_k = r_k = 0`:
///
/// - k = 2, shift 36: files a-d (`!f2`, byte `0x0f`) on ranks 1-4 (`!r2`):
///   `0x0000_0000_0f0f_0f0f`.
/// - k = 1, shift 18: files a, b, e, f (`!f1`, byte `0x33`) on ranks 1, 2,
///   5, 6 (`!r1`): `0x0000_3333_0000_3333`.
/// - k = 0, shift 9: files a, c, e, g (`!f0`, byte `0x55`) on ranks 1, 3,
///   5, 7 (`!r0`): `0x0055_0055_0055_0055`.
const fn mirror_anti_diagonal(x: u64) -> u64 {
    let x = delta_swap(x, 0x0000_0000_0f0f_0f0f, 36);
    let x = delta_swap(x, 0x0000_3333_0000_3333, 18);
    delta_swap(x, 0x0055_0055_0055_0055, 9)
}

impl Symmetry {
    /// The number of symmetries.
    pub const COUNT: usize = 8;

    /// All eight, in declaration order; `ALL[s.index()] == s`.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::FlipVertical,
        Symmetry::MirrorHorizontal,
        Symmetry::MirrorDiagonal,
        Symmetry::MirrorAntiDiagonal,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
    ];

    /// The position in [`ALL`](Symmetry::ALL), 0 (identity) to 7
    /// (rotate-270).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The command-line name: `"identity"`, `"flip-vertical"`,
    /// `"mirror-horizontal"`, `"mirror-diagonal"`, `"mirror-anti-diagonal"`,
    /// `"rotate-90"`, `"rotate-180"` or `"rotate-270"`.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::Identity => "identity",
            Symmetry::FlipVertical => "flip-vertical",
            Symmetry::MirrorHorizontal => "mirror-horizontal",
            Symmetry::MirrorDiagonal => "mirror-diagonal",
            Symmetry::MirrorAntiDiagonal => "mirror-anti-diagonal",
            Symmetry::Rotate90 => "rotate-90",
            Symmetry::Rotate180 => "rotate-180",
            Symmetry::Rotate270 => "rotate-270",
        }
    }

    /// The square `square` is moved to, by the formula of the table in
    /// [`Symmetry`].
    ///
    /// ```
    /// use a1h8::{Square, Symmetry};
    ///
    /// assert_eq!(Symmetry::FlipVertical.apply(Square::E2), Square::E7);
    /// assert_eq!(Symmetry::MirrorHorizontal.apply(Square::E2), Square::D2);
    /// assert_eq!(Symmetry::MirrorDiagonal.apply(Square::E2), Square::B5);
    /// assert_eq!(Symmetry::Rotate90.apply(Square::A1), Square::A8);
    /// assert_eq!(Symmetry::Rotate90.apply(Square::A8), Square::H8);
    /// assert_eq!(Symmetry::Rotate270.apply(Square::A1), Square::H1);
    /// ```
    pub const fn apply(self, square: Square) -> Square {
        let (f, r) = (square.index() % 8, square.index() / 8);
        let (file, rank) = self.map_coordinates(8, 8, f, r);
        Square::ALL[8 * rank + file]
    }

    /// The one formula of every board: `(file, rank)` of a board of
    /// `files` by `ranks` to its image, with `files - 1` and `ranks - 1`
    /// where the table in [`Symmetry`] has 7. A symmetry that
    /// [swaps files and ranks](Symmetry::swaps_files_and_ranks) lands on
    /// the transposed board, `ranks` by `files`.
    const fn map_coordinates(
        self,
        files: usize,
        ranks: usize,
        f: usize,
        r: usize,
    ) -> (usize, usize) {
        let (last_file, last_rank) = (files - 1, ranks - 1);
        match self {
            Symmetry::Identity => (f, r),
            Symmetry::FlipVertical => (f, last_rank - r),
            Symmetry::MirrorHorizontal => (last_file - f, r),
            Symmetry::MirrorDiagonal => (r, f),
            Symmetry::MirrorAntiDiagonal => (last_rank - r, last_file - f),
            Symmetry::Rotate90 => (r, last_file - f),
            Symmetry::Rotate180 => (last_file - f, last_rank - r),
            Symmetry::Rotate270 => (last_rank - r, f),
        }
    }

    /// `true` if this symmetry maps a board of `size` onto itself: all
    /// eight on a square board, on a rectangle only the four that keep
    /// files as files (identity, flip-vertical, mirror-horizontal,
    /// rotate-180).
    ///
    /// ```
    /// use a1h8::Symmetry;
    /// use a1h8::geometry::BoardSize;
    ///
    /// let capablanca = BoardSize::new(10, 8)?;
    /// assert!(Symmetry::Rotate180.is_symmetry_of(capablanca));
    /// assert!(!Symmetry::Rotate90.is_symmetry_of(capablanca));
    /// assert!(Symmetry::Rotate90.is_symmetry_of(BoardSize::new(9, 9)?));
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    pub const fn is_symmetry_of(self, size: BoardSize) -> bool {
        size.files() == size.ranks() || !self.swaps_files_and_ranks()
    }

    /// The symmetries of a board of `size`, identity first, in the order
    /// of [`ALL`](Symmetry::ALL): eight on a square board, four on a
    /// rectangle ([`is_symmetry_of`](Symmetry::is_symmetry_of)).
    ///
    /// ```
    /// use a1h8::Symmetry;
    /// use a1h8::geometry::BoardSize;
    ///
    /// assert_eq!(Symmetry::of_board(BoardSize::new(10, 8)?).count(), 4);
    /// assert_eq!(Symmetry::of_board(BoardSize::STANDARD).count(), 8);
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    pub fn of_board(size: BoardSize) -> impl Iterator<Item = Symmetry> + Clone {
        Symmetry::ALL
            .into_iter()
            .filter(move |s| s.is_symmetry_of(size))
    }

    /// The size of the image of a board of `size`: the same, or the
    /// transposed board (`ranks` by `files`) for the symmetries that
    /// [swap files and ranks](Symmetry::swaps_files_and_ranks).
    pub const fn image_size(self, size: BoardSize) -> BoardSize {
        if self.swaps_files_and_ranks() {
            match BoardSize::new(size.ranks(), size.files()) {
                Ok(transposed) => transposed,
                Err(_) => panic!("a transposed board has the same sides"),
            }
        } else {
            size
        }
    }

    /// The square `square` of a board of `size` is moved to, by the table
    /// in [`Symmetry`] with `files - 1` and `ranks - 1` for 7: a square of
    /// [`image_size`](Symmetry::image_size), which is `size` itself for a
    /// [symmetry of the board](Symmetry::is_symmetry_of). On 8x8 it is
    /// [`apply`](Symmetry::apply), which is written with the same formula.
    ///
    /// ```
    /// use a1h8::Symmetry;
    /// use a1h8::geometry::BoardSize;
    ///
    /// let size = BoardSize::new(10, 8)?;
    /// let a1 = size.square(0, 0).unwrap();
    /// assert_eq!(Symmetry::MirrorHorizontal.apply_on(size, a1).to_string(), "j1");
    /// assert_eq!(Symmetry::Rotate180.apply_on(size, a1).to_string(), "j8");
    /// // Off the board's group: onto the 8x10 board.
    /// assert_eq!(Symmetry::Rotate90.apply_on(size, a1).to_string(), "a10");
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// If `square` is off the board.
    pub const fn apply_on(self, size: BoardSize, square: BoardSquare) -> BoardSquare {
        assert!(size.contains(square), "square off the board");
        let (file, rank) =
            self.map_coordinates(size.files(), size.ranks(), square.file(), square.rank());
        match self.image_size(size).square(file, rank) {
            Some(image) => image,
            None => panic!("the image of a square is on the image board"),
        }
    }

    /// [`apply_on`](Symmetry::apply_on) on square indices (`rank * files +
    /// file`): the index on [`image_size`](Symmetry::image_size) of the
    /// image of the square of index `index` on a board of `size`.
    ///
    /// # Panics
    ///
    /// If `index` is not below `size.square_count()`.
    pub const fn apply_index(self, size: BoardSize, index: usize) -> usize {
        assert!(index < size.square_count(), "index off the board");
        let (files, ranks) = (size.files(), size.ranks());
        let (file, rank) = self.map_coordinates(files, ranks, index % files, index / files);
        let image_files = if self.swaps_files_and_ranks() {
            ranks
        } else {
            files
        };
        rank * image_files + file
    }

    /// The set `set` of squares of a board of `size` (bit `i` for the
    /// square of index `i`) with every square moved by
    /// [`apply_index`](Symmetry::apply_index); one step per square of the
    /// set. Bits past the board are dropped.
    ///
    /// ```
    /// use a1h8::Symmetry;
    /// use a1h8::bitboard128::Bitboard128;
    /// use a1h8::geometry::BoardSize;
    ///
    /// let size = BoardSize::new(10, 8)?;
    /// let first_rank = Bitboard128((1 << 10) - 1);
    /// let last_rank = Bitboard128(((1 << 10) - 1) << 70);
    /// assert_eq!(Symmetry::FlipVertical.apply_set(size, first_rank), last_rank);
    /// assert_eq!(Symmetry::MirrorHorizontal.apply_set(size, first_rank), first_rank);
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    pub const fn apply_set(self, size: BoardSize, set: Bitboard128) -> Bitboard128 {
        let count = size.square_count();
        let mut rest = if count >= 128 {
            set.0
        } else {
            set.0 & ((1u128 << count) - 1)
        };
        let mut image = 0u128;
        while rest != 0 {
            let index = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            image |= 1u128 << self.apply_index(size, index);
        }
        Bitboard128(image)
    }

    /// The symmetry "first `self`, then `next`":
    /// `self.then(next).apply(s) == next.apply(self.apply(s))` for every
    /// square `s`.
    ///
    /// The composition table is computed at compile time from
    /// [`apply`](Symmetry::apply). The group is not commutative: the order
    /// matters.
    ///
    /// ```
    /// use a1h8::Symmetry;
    ///
    /// let (d, v) = (Symmetry::MirrorDiagonal, Symmetry::FlipVertical);
    /// assert_eq!(d.then(v), Symmetry::Rotate90);
    /// assert_eq!(v.then(d), Symmetry::Rotate270);
    /// assert_eq!(Symmetry::Rotate90.then(Symmetry::Rotate90), Symmetry::Rotate180);
    /// assert_eq!(Symmetry::FlipVertical.then(Symmetry::MirrorHorizontal), Symmetry::Rotate180);
    /// ```
    #[must_use]
    pub const fn then(self, next: Symmetry) -> Symmetry {
        THEN[self.index()][next.index()]
    }

    /// The symmetry that undoes this one: `s.then(s.inverse())` and
    /// `s.inverse().then(s)` are the identity. The two quarter turns are
    /// each other's inverse; every other symmetry is its own.
    ///
    /// ```
    /// use a1h8::Symmetry;
    ///
    /// assert_eq!(Symmetry::Rotate90.inverse(), Symmetry::Rotate270);
    /// assert_eq!(Symmetry::MirrorDiagonal.inverse(), Symmetry::MirrorDiagonal);
    /// ```
    #[must_use]
    pub const fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    /// `true` for the four mirrors (flip-vertical, mirror-horizontal and
    /// the two diagonal mirrors): they reverse the board's orientation,
    /// turning a clockwise walk round the corners into an anticlockwise
    /// one. The other four are the rotations, identity included.
    pub const fn is_reflection(self) -> bool {
        matches!(
            self,
            Symmetry::FlipVertical
                | Symmetry::MirrorHorizontal
                | Symmetry::MirrorDiagonal
                | Symmetry::MirrorAntiDiagonal
        )
    }

    /// `true` for the symmetries that turn files into ranks and ranks into
    /// files: the two diagonal mirrors and the two quarter turns. For them
    /// the new file of a square depends only on its old rank; for the other
    /// four the new file depends only on the old file.
    ///
    /// ```
    /// use a1h8::{File, Rank, Symmetry};
    ///
    /// assert!(Symmetry::Rotate90.swaps_files_and_ranks());
    /// assert!(!Symmetry::Rotate180.swaps_files_and_ranks());
    /// let a_file = File::A.mask().iter().map(|s| Symmetry::Rotate90.apply(s));
    /// assert_eq!(a_file.collect::<a1h8::Bitboard>(), Rank::Eighth.mask());
    /// ```
    pub const fn swaps_files_and_ranks(self) -> bool {
        matches!(
            self,
            Symmetry::MirrorDiagonal
                | Symmetry::MirrorAntiDiagonal
                | Symmetry::Rotate90
                | Symmetry::Rotate270
        )
    }

    /// `true` for the symmetries that keep every square on its rank: the
    /// identity and mirror-horizontal. These are the only ones a position
    /// with pawns (which move along files, towards one side) or with
    /// castling rights (which need the king on its original square) can be
    /// brought to without changing the game, and even then
    /// mirror-horizontal needs the castling rights to be gone.
    pub const fn preserves_ranks(self) -> bool {
        matches!(self, Symmetry::Identity | Symmetry::MirrorHorizontal)
    }

    /// The set `bitboard` with every square moved by [`apply`](Symmetry::apply),
    /// computed with a handful of word operations and no loop over
    /// squares:
    ///
    /// - flip-vertical reverses the byte order (`u64::swap_bytes`): each
    ///   byte is one rank;
    /// - mirror-horizontal reverses the bits within every byte by three
    ///   masked swaps (neighbours, pairs, nibbles);
    /// - each diagonal mirror is three delta swaps, one per bit of the
    ///   file and rank (see the comments in the source for the masks);
    /// - rotate-180 reverses all 64 bits (`u64::reverse_bits`): square `i`
    ///   goes to `63 - i`;
    /// - rotate-90 is mirror-diagonal then flip-vertical, rotate-270 is
    ///   flip-vertical then mirror-diagonal.
    ///
    /// ```
    /// use a1h8::{bitboard, Symmetry};
    ///
    /// let l = bitboard! {
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     X . . . . . . .
    ///     X . . . . . . .
    ///     X . . . . . . .
    ///     X . . . . . . .
    ///     X X X . . . . .
    /// };
    /// assert_eq!(Symmetry::MirrorDiagonal.apply_bitboard(l), bitboard! {
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     X . . . . . . .
    ///     X . . . . . . .
    ///     X X X X X . . .
    /// });
    /// assert_eq!(Symmetry::Rotate90.apply_bitboard(l), bitboard! {
    ///     X X X X X . . .
    ///     X . . . . . . .
    ///     X . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    /// });
    /// assert_eq!(Symmetry::MirrorAntiDiagonal.apply_bitboard(l), bitboard! {
    ///     . . . X X X X X
    ///     . . . . . . . X
    ///     . . . . . . . X
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    /// });
    /// ```
    pub const fn apply_bitboard(self, bitboard: Bitboard) -> Bitboard {
        let x = bitboard.0;
        Bitboard(match self {
            Symmetry::Identity => x,
            Symmetry::FlipVertical => flip_vertical(x),
            Symmetry::MirrorHorizontal => mirror_horizontal(x),
            Symmetry::MirrorDiagonal => mirror_diagonal(x),
            Symmetry::MirrorAntiDiagonal => mirror_anti_diagonal(x),
            // (f, r) -> (r, f) -> (r, 7 - f)
            Symmetry::Rotate90 => flip_vertical(mirror_diagonal(x)),
            Symmetry::Rotate180 => x.reverse_bits(),
            // (f, r) -> (f, 7 - r) -> (7 - r, f)
            Symmetry::Rotate270 => mirror_diagonal(flip_vertical(x)),
        })
    }

    /// Rearranges a board stored as an array indexed by square (a1 = 0,
    /// h8 = 63), in place, so that what was on `sq` ends on
    /// `self.apply(sq)` for every square.
    ///
    /// For the main-diagonal mirror this is the loop of the Diagonal
    /// Mirroring page: visit every square strictly below the
    /// diagonal, file `f` from 1 to 7 and rank `r` from 0 to `f - 1`, and
    /// exchange `board[8 * r + f]` with its mirror image `board[8 * f + r]`.
    /// Each pair is met once, and the eight squares of the diagonal, which
    /// are their own image, are never touched. The other mirrors and the half
    /// turn likewise exchange each pair of squares once; a quarter turn moves
    /// squares round in cycles of four (one starting from each square of the
    /// quarter a1-d4), with three exchanges per cycle. Nothing is copied or
    /// allocated, so any `T` will do.
    ///
    /// ```
    /// use a1h8::{Square, Symmetry};
    ///
    /// let mut board = ['.'; 64];
    /// board[Square::A8.index()] = 'k';
    /// board[Square::A6.index()] = 'N';
    /// board[Square::B6.index()] = 'K';
    /// board[Square::E6.index()] = 'B';
    /// Symmetry::MirrorDiagonal.apply_array(&mut board);
    /// assert_eq!(board[Square::H1.index()], 'k');
    /// assert_eq!(board[Square::F1.index()], 'N');
    /// assert_eq!(board[Square::F2.index()], 'K');
    /// assert_eq!(board[Square::F5.index()], 'B');
    /// assert_eq!(board.iter().filter(|&&c| c != '.').count(), 4);
    /// ```
    pub const fn apply_array<T>(self, board: &mut [T; 64]) {
        match self {
            Symmetry::Identity => {}
            Symmetry::MirrorDiagonal => {
                let mut f = 1;
                while f < 8 {
                    let mut r = 0;
                    while r < f {
                        board.swap(8 * r + f, 8 * f + r);
                        r += 1;
                    }
                    f += 1;
                }
            }
            _ => {
                // Every cycle of the permutation is started once, from its
                // lowest square: exchanging the start with each later
                // square of the cycle in turn moves every item one step on.
                let mut start = 0;
                while start < 64 {
                    if self.starts_cycle(start) {
                        let mut square = self.apply(Square::ALL[start]).index();
                        while square != start {
                            board.swap(start, square);
                            square = self.apply(Square::ALL[square]).index();
                        }
                    }
                    start += 1;
                }
            }
        }
    }

    /// `true` if `start` is the lowest index on its cycle under `self`.
    const fn starts_cycle(self, start: usize) -> bool {
        let mut square = self.apply(Square::ALL[start]).index();
        while square != start {
            if square < start {
                return false;
            }
            square = self.apply(Square::ALL[square]).index();
        }
        true
    }
}

impl fmt::Display for Symmetry {
    /// The command-line [`name`](Symmetry::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that is not the name of a [`Symmetry`].
///
/// ```
/// use a1h8::Symmetry;
/// use a1h8::symmetry::UnknownSymmetry;
///
/// assert_eq!("mirror".parse::<Symmetry>(), Err(UnknownSymmetry));
/// assert_eq!(
///     UnknownSymmetry.to_string(),
///     "unknown symmetry: expected one of identity, flip-vertical, \
///      mirror-horizontal, mirror-diagonal, mirror-anti-diagonal, \
///      rotate-90, rotate-180, rotate-270"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownSymmetry;

impl fmt::Display for UnknownSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::names::write_unknown(f, "symmetry", &Symmetry::ALL, Symmetry::name)
    }
}

impl core::error::Error for UnknownSymmetry {}

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    /// Parses one of the eight [`name`](Symmetry::name)s exactly (lower
    /// case, with the hyphens).
    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        crate::names::by_name(&Symmetry::ALL, Symmetry::name, s).ok_or(UnknownSymmetry)
    }
}
