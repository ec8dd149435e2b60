//! Indexing: every position of an ending as a number, one number per
//! class of positions that the board's symmetries make equivalent.
//!
//! The pieces stand in *slots*: White's king, Black's king, then the
//! other pieces in groups of one kind and colour, pawns first. A position
//! is a [`Placement`]: the square of each slot, the squares of a group in
//! increasing order (identical pieces are indexed together, as
//! combinations, not permutations).
//!
//! The index of a placement is, most significant first:
//!
//! 1. the *pawn part*: each pawn group's squares as a combination of the
//!    squares a pawn of its colour may stand on;
//! 2. the *king pair*: the number of the two kings' squares among the king
//!    pairs that are their class's smallest image under the symmetries;
//! 3. the other groups, each a combination of all the board's squares.
//!
//! The symmetries are those of the core's [`Rule`]: all the board's
//! (eight on a square board, four on a rectangle) without pawns, the
//! identity and the left-right mirror with pawns. A class's representative
//! is the image whose king pair is smallest (White's king square first,
//! then Black's: on 8x8 without pawns White's king in the triangle
//! a1-d1-d4, as the canonical forms have it), and among images with that
//! king pair the one of smallest index. Numbers whose placement is not a
//! representative, or not a position at all (two pieces on a square), are
//! left unused: the statistics say how many are used ([`Stats::density`](crate::Stats::density)).
//!
//! Pawn moves never come back: positions are grouped into *levels* by the
//! pawns' advance, and a level's positions reach others of their level by
//! piece moves alone (captures change the material). A generator solves
//! the levels from the most advanced pawns down.

use a1h8::canonical::Rule;
use a1h8::geometry::BoardSize;
use a1h8::{Color, Piece, PieceKind};

use crate::Material;

/// The most pieces a placement holds.
pub const MAX_PIECES: usize = Material::MAX_PIECES;

/// The squares of the pieces of an ending, slot by slot (see the module's
/// documentation): square indices, `rank * files + file`.
pub type Placement = [u8; MAX_PIECES];

/// A group of identical pieces, placed as a combination.
#[derive(Clone, Debug)]
struct Group {
    /// The piece.
    piece: Piece,
    /// Its first slot.
    first: usize,
    /// How many.
    count: usize,
    /// The squares a piece of the group may stand on, increasing.
    allowed: Vec<u8>,
    /// For each square, its place in `allowed`; `u8::MAX` if not there.
    place: Vec<u8>,
    /// The number of combinations: `allowed.len()` choose `count`.
    combinations: u64,
    /// The same, to divide by quickly.
    divisor: Divisor,
}

/// A divisor known when an indexer is made, for the quotients and
/// remainders of decoding, which a division instruction would slow: a
/// shift for a power of two, else a multiplication by its reciprocal.
#[derive(Clone, Copy, Debug)]
struct Divisor {
    divisor: u64,
    /// `log2(divisor)` for a power of two.
    shift: Option<u32>,
    /// `ceil(2^64 / divisor)`, exact for dividends below `limit`.
    reciprocal: u64,
    limit: u64,
}

impl Divisor {
    fn new(divisor: u64) -> Divisor {
        let divisor = divisor.max(1);
        let shift = divisor.is_power_of_two().then(|| divisor.trailing_zeros());
        let reciprocal = ((1u128 << 64).div_ceil(u128::from(divisor))) as u64;
        Divisor {
            divisor,
            shift,
            reciprocal,
            limit: ((1u128 << 64) / u128::from(divisor)) as u64,
        }
    }

    /// `(n / divisor, n % divisor)`.
    #[inline]
    fn div_rem(self, n: u64) -> (u64, u64) {
        if let Some(shift) = self.shift {
            return (n >> shift, n & (self.divisor - 1));
        }
        // With m = (2^64 + e) / d (0 <= e < d), n * m / 2^64 is n / d plus
        // less than n / 2^64, which stays below 1 / d while n < 2^64 / d:
        // the floor is the quotient.
        let quotient = if n < self.limit {
            ((u128::from(n) * u128::from(self.reciprocal)) >> 64) as u64
        } else {
            n / self.divisor
        };
        (quotient, n - quotient * self.divisor)
    }
}

/// A set of positions the pawns' advance keeps apart from the others.
#[derive(Clone, Debug)]
pub(crate) struct Level {
    /// The pawns' advance: the ranks White's pawns have gone up and
    /// Black's down, summed.
    pub(crate) advance: usize,
    /// The pawn parts of its positions; each stands for the indices
    /// `part * per_pawn_part .. (part + 1) * per_pawn_part`.
    pub(crate) pawn_parts: Vec<u64>,
}

/// How a move of a slot's piece changes an index when only the identity
/// keeps the kings' representative pair (see [`Indexer::moved`]).
#[derive(Clone, Copy, Debug)]
enum SlotMove {
    /// A king: the king pair's digit changes.
    King,
    /// The only piece of its group: its digit changes by the squares it
    /// moved, times the stride.
    Single {
        /// What one square of its digit adds to an index.
        stride: u64,
    },
    /// One of several identical pieces: the group's combination changes.
    Grouped,
    /// A pawn: its move leaves the level.
    Pawn,
}

/// Why an ending cannot be indexed on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IndexError {
    /// More positions than 64-bit numbers count.
    TooLarge,
    /// A piece kind the game does not play, or pawns that cannot stand
    /// anywhere.
    NoSquares {
        /// The piece.
        piece: Piece,
    },
}

impl core::fmt::Display for IndexError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            IndexError::TooLarge => f.write_str("the ending has more positions than 2^64"),
            IndexError::NoSquares { piece } => write!(
                f,
                "no square for the {} {} on this board",
                piece.color,
                piece.kind.name()
            ),
        }
    }
}

impl std::error::Error for IndexError {}

/// Numbers the positions of one ending on one board.
///
/// ```
/// use a1h8::geometry::BoardSize;
/// use a1h8_tablebase::{Indexer, Material};
///
/// let chess = BoardSize::STANDARD;
/// let kqvk = Indexer::new("KQvK".parse()?, chess, |_, rank| (1..7).contains(&rank))?;
/// assert_eq!(kqvk.king_pairs(), 462); // White's king in a1-d1-d4
/// assert_eq!(kqvk.len(), 462 * 64);
/// let kpvk = Indexer::new("KPvK".parse()?, chess, |_, rank| (1..7).contains(&rank))?;
/// assert_eq!(kpvk.king_pairs(), 1806); // White's king on files a-d
/// assert_eq!(kpvk.len(), 48 * 1806);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Indexer {
    material: Material,
    size: BoardSize,
    /// The symmetries' square maps, the identity first.
    maps: Vec<Vec<u8>>,
    /// The piece of each slot.
    pieces: Vec<Piece>,
    /// The groups after the kings, pawn groups first.
    groups: Vec<Group>,
    /// How many of `groups` are pawn groups.
    pawn_groups: usize,
    /// The representatives' king pairs, White's king first.
    king_pairs: Vec<(u8, u8)>,
    /// For each square pair `white * squares + black`: its king pair's
    /// number, `u32::MAX` if the kings cannot stand so.
    king_pair_number: Vec<u32>,
    /// For each square pair: the symmetries (bits by place in `maps`)
    /// that bring it to its representative.
    king_pair_maps: Vec<u8>,
    /// For each slot, its group's place in `groups` (`usize::MAX` for
    /// the kings).
    slot_group: Vec<usize>,
    /// For each slot, how a move of its piece changes an index.
    slot_moves: [SlotMove; MAX_PIECES],
    /// For each group, what one step of its rank adds to an index.
    strides: Vec<u64>,
    /// The numbers of pawn parts and of other parts.
    pawn_part_count: u64,
    other_part_count: u64,
    /// The number of other parts and of king pairs, to divide by.
    other_parts: Divisor,
    pairs: Divisor,
    len: u64,
    levels: Vec<Level>,
    binomial: Vec<[u64; MAX_PIECES + 1]>,
}

impl Indexer {
    /// The indexer of `material` on a board of `size`, where a pawn of a
    /// colour may stand on the ranks `pawn_may_stand` says.
    ///
    /// # Errors
    ///
    /// More positions than 2^64, or a pawn group with nowhere to stand.
    pub fn new(
        material: Material,
        size: BoardSize,
        pawn_may_stand: impl Fn(Color, usize) -> bool,
    ) -> Result<Indexer, IndexError> {
        let mut indexer = Indexer::without_levels(material, size, pawn_may_stand)?;
        indexer.levels = indexer.find_levels();
        Ok(indexer)
    }

    /// The number of indices per side to move of [`Indexer::new`]'s
    /// indexer, without finding its levels (a walk over every placement of
    /// the pawns): quick for any ending, so that a plan can be sized
    /// before anything is made.
    ///
    /// # Errors
    ///
    /// As [`Indexer::new`].
    pub fn size_of(
        material: Material,
        size: BoardSize,
        pawn_may_stand: impl Fn(Color, usize) -> bool,
    ) -> Result<u64, IndexError> {
        Ok(Indexer::without_levels(material, size, pawn_may_stand)?.len)
    }

    /// [`Indexer::new`] but for its levels, left empty.
    fn without_levels(
        material: Material,
        size: BoardSize,
        pawn_may_stand: impl Fn(Color, usize) -> bool,
    ) -> Result<Indexer, IndexError> {
        let squares = size.square_count();
        let rule = if material.has_pawns() {
            Rule::MirrorHorizontal
        } else {
            Rule::AllSymmetries
        };
        let maps: Vec<Vec<u8>> = rule
            .symmetries_of(size)
            .map(|symmetry| {
                (0..squares)
                    .map(|index| symmetry.apply_index(size, index) as u8)
                    .collect()
            })
            .collect();
        let binomial = binomials(squares);

        // Slots: the kings, then pawn groups, then the others.
        let mut pieces = vec![
            Piece::new(Color::White, PieceKind::King),
            Piece::new(Color::Black, PieceKind::King),
        ];
        let mut groups = Vec::new();
        let kinds_in_order = |pawns: bool| {
            Color::ALL.into_iter().flat_map(move |color| {
                crate::material::NAME_ORDER
                    .into_iter()
                    .filter(move |&kind| {
                        kind != PieceKind::King && (kind == PieceKind::Pawn) == pawns
                    })
                    .map(move |kind| Piece::new(color, kind))
            })
        };
        for pawns in [true, false] {
            for piece in kinds_in_order(pawns) {
                let count = material.count(piece.color, piece.kind);
                if count == 0 {
                    continue;
                }
                let allowed: Vec<u8> = (0..squares)
                    .filter(|&index| !pawns || pawn_may_stand(piece.color, index / size.files()))
                    .map(|index| index as u8)
                    .collect();
                if allowed.len() < count {
                    return Err(IndexError::NoSquares { piece });
                }
                let mut place = vec![u8::MAX; squares];
                for (at, &square) in allowed.iter().enumerate() {
                    place[square as usize] = at as u8;
                }
                let combinations = binomial[allowed.len()][count];
                groups.push(Group {
                    piece,
                    first: pieces.len(),
                    count,
                    allowed,
                    place,
                    combinations,
                    divisor: Divisor::new(combinations),
                });
                pieces.extend(core::iter::repeat_n(piece, count));
            }
        }
        let pawn_groups = groups
            .iter()
            .filter(|group| group.piece.kind == PieceKind::Pawn)
            .count();

        // King pairs: the smallest image of each legal pair.
        let mut king_pairs = Vec::new();
        let mut king_pair_number = vec![u32::MAX; squares * squares];
        let mut king_pair_maps = vec![0u8; squares * squares];
        let adjacent = |a: usize, b: usize| {
            let (fa, ra) = (a % size.files(), a / size.files());
            let (fb, rb) = (b % size.files(), b / size.files());
            fa.abs_diff(fb) <= 1 && ra.abs_diff(rb) <= 1
        };
        for white in 0..squares {
            for black in 0..squares {
                if adjacent(white, black) {
                    continue;
                }
                let images = maps
                    .iter()
                    .map(|map| (map[white], map[black]))
                    .collect::<Vec<_>>();
                let smallest = *images.iter().min().expect("the identity");
                let mut bits = 0u8;
                for (at, image) in images.iter().enumerate() {
                    if *image == smallest {
                        bits |= 1 << at;
                    }
                }
                king_pair_maps[white * squares + black] = bits;
                if (white as u8, black as u8) == smallest {
                    king_pair_number[white * squares + black] = king_pairs.len() as u32;
                    king_pairs.push(smallest);
                }
            }
        }
        for white in 0..squares {
            for black in 0..squares {
                let at = white * squares + black;
                if king_pair_maps[at] != 0 && king_pair_number[at] == u32::MAX {
                    let map = &maps[king_pair_maps[at].trailing_zeros() as usize];
                    let (w, b) = (map[white] as usize, map[black] as usize);
                    king_pair_number[at] = king_pair_number[w * squares + b];
                }
            }
        }

        let product = |groups: &[Group]| {
            groups
                .iter()
                .try_fold(1u64, |total, group| total.checked_mul(group.combinations))
        };
        let pawn_part_count = product(&groups[..pawn_groups]).ok_or(IndexError::TooLarge)?;
        let other_part_count = product(&groups[pawn_groups..]).ok_or(IndexError::TooLarge)?;
        let len = pawn_part_count
            .checked_mul(king_pairs.len() as u64)
            .and_then(|n| n.checked_mul(other_part_count))
            .ok_or(IndexError::TooLarge)?;
        let mut slot_group = vec![usize::MAX; pieces.len()];
        for (at, group) in groups.iter().enumerate() {
            slot_group[group.first..group.first + group.count].fill(at);
        }
        // Each group's rank is a digit of the index, the last group's the
        // least significant: the pawn groups' digits are worth the king
        // pairs and the other groups besides.
        let mut strides = vec![0u64; groups.len()];
        let mut stride = 1u64;
        for at in (0..groups.len()).rev() {
            if at + 1 == pawn_groups {
                stride *= king_pairs.len() as u64;
            }
            strides[at] = stride;
            stride = stride.saturating_mul(groups[at].combinations);
        }
        let mut slot_moves = [SlotMove::King; MAX_PIECES];
        for (at, group) in groups.iter().enumerate() {
            let kind = if group.piece.kind == PieceKind::Pawn {
                SlotMove::Pawn
            } else if group.count == 1 {
                SlotMove::Single {
                    stride: strides[at],
                }
            } else {
                SlotMove::Grouped
            };
            slot_moves[group.first..group.first + group.count].fill(kind);
        }
        let pair_count = king_pairs.len() as u64;
        Ok(Indexer {
            material,
            size,
            maps,
            pieces,
            groups,
            pawn_groups,
            slot_group,
            slot_moves,
            strides,
            king_pairs,
            king_pair_number,
            king_pair_maps,
            pawn_part_count,
            other_part_count,
            other_parts: Divisor::new(other_part_count),
            pairs: Divisor::new(pair_count),
            len,
            levels: Vec::new(),
            binomial,
        })
    }

    /// The pawn parts grouped by the pawns' advance, most advanced first.
    fn find_levels(&self) -> Vec<Level> {
        let ranks = self.size.ranks();
        let files = self.size.files();
        let mut levels: Vec<Level> = Vec::new();
        let mut placement = [0u8; MAX_PIECES];
        for part in 0..self.pawn_part_count {
            self.decode_part(part, &self.groups[..self.pawn_groups], &mut placement);
            let advance = self.groups[..self.pawn_groups]
                .iter()
                .flat_map(|group| {
                    placement[group.first..group.first + group.count]
                        .iter()
                        .map(move |&square| {
                            let rank = square as usize / files;
                            match group.piece.color {
                                Color::White => rank,
                                Color::Black => ranks - 1 - rank,
                            }
                        })
                })
                .sum();
            match levels.iter_mut().find(|level| level.advance == advance) {
                Some(level) => level.pawn_parts.push(part),
                None => levels.push(Level {
                    advance,
                    pawn_parts: vec![part],
                }),
            }
        }
        levels.sort_by_key(|level| std::cmp::Reverse(level.advance));
        levels
    }

    /// The ending.
    pub const fn material(&self) -> Material {
        self.material
    }

    /// The board.
    pub const fn size(&self) -> BoardSize {
        self.size
    }

    /// The number of indices: positions of one side to move, used or not.
    pub const fn len(&self) -> u64 {
        self.len
    }

    /// Always `false`: every ending has a position.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of pieces, kings included.
    pub fn piece_count(&self) -> usize {
        self.pieces.len()
    }

    /// The piece of each slot.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The number of representatives' king pairs: 462 on 8x8 without
    /// pawns, 1806 with.
    pub fn king_pairs(&self) -> usize {
        self.king_pairs.len()
    }

    /// The number of symmetries the index folds: 8, 4, 2 or 1.
    pub fn symmetry_count(&self) -> usize {
        self.maps.len()
    }

    /// The levels, most advanced pawns first; one level without pawns.
    pub(crate) fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// The indices of one pawn part: `part * per + .. (part + 1) * per`.
    pub(crate) fn per_pawn_part(&self) -> u64 {
        self.king_pairs.len() as u64 * self.other_part_count
    }

    /// The placement of `index` (which may be no position: two pieces on a
    /// square).
    pub fn decode(&self, index: u64) -> Placement {
        let mut placement = [0u8; MAX_PIECES];
        let (rest, others) = self.other_parts.div_rem(index);
        let (pawns, pair) = self.pairs.div_rem(rest);
        let pair = pair as usize;
        (placement[0], placement[1]) = self.king_pairs[pair];
        self.decode_part(pawns, &self.groups[..self.pawn_groups], &mut placement);
        self.decode_part(others, &self.groups[self.pawn_groups..], &mut placement);
        placement
    }

    /// Writes the squares of `groups` numbered `part` into `placement`.
    fn decode_part(&self, mut part: u64, groups: &[Group], placement: &mut Placement) {
        for group in groups.iter().rev() {
            let (quotient, mut rank) = group.divisor.div_rem(part);
            part = quotient;
            if group.count == 1 {
                placement[group.first] = group.allowed[rank as usize];
                continue;
            }
            // The combinatorial number system, largest element first.
            let mut top = group.allowed.len();
            for i in (0..group.count).rev() {
                let mut c = top - 1;
                while self.binomial[c][i + 1] > rank {
                    c -= 1;
                }
                rank -= self.binomial[c][i + 1];
                placement[group.first + i] = group.allowed[c];
                top = c;
            }
        }
    }

    /// The index of a placement whose king pair is a representative's and
    /// whose groups are in increasing order, or `None` if a pawn stands
    /// where it may not.
    #[inline(always)]
    fn index_of(&self, placement: &Placement) -> Option<u64> {
        let squares = self.size.square_count();
        let pair =
            self.king_pair_number[placement[0] as usize * squares + placement[1] as usize] as u64;
        let mut index = pair * self.other_part_count;
        for (group, &stride) in self.groups.iter().zip(&self.strides) {
            let squares = &placement[group.first..group.first + group.count];
            let mut rank = 0;
            for (i, &square) in squares.iter().enumerate() {
                let at = group.place[square as usize];
                if at == u8::MAX {
                    return None;
                }
                rank += if group.count == 1 {
                    u64::from(at)
                } else {
                    self.binomial[at as usize][i + 1]
                };
            }
            index += rank * stride;
        }
        Some(index)
    }

    /// Whether no two pieces of `placement` share a square.
    pub fn is_position(&self, placement: &Placement) -> bool {
        let mut seen = 0u128;
        for &square in &placement[..self.pieces.len()] {
            if seen >> square & 1 != 0 {
                return false;
            }
            seen |= 1 << square;
        }
        true
    }

    /// The representative's index of `placement` (its squares in slot
    /// order, groups in any order), and the number of symmetries that fix
    /// the position: `None` if the kings stand next to each other or a
    /// pawn where it may not.
    pub fn canonical(&self, placement: &Placement) -> Option<(u64, u8)> {
        let squares = self.size.square_count();
        let pair = placement[0] as usize * squares + placement[1] as usize;
        let mut maps = self.king_pair_maps[pair];
        if maps == 1 {
            // The identity alone brings the kings to their representative.
            let mut image = *placement;
            self.sort_groups(&mut image);
            return self.index_of(&image).map(|index| (index, 1));
        }
        if maps.is_power_of_two() {
            // One symmetry alone does (a king gone out of the triangle):
            // its image is the representative.
            let map = &self.maps[maps.trailing_zeros() as usize];
            let mut image = [0u8; MAX_PIECES];
            for (slot, &square) in placement[..self.pieces.len()].iter().enumerate() {
                image[slot] = map[square as usize];
            }
            self.sort_groups(&mut image);
            return self.index_of(&image).map(|index| (index, 1));
        }
        let mut best = u64::MAX;
        let mut fixing = 0u8;
        while maps != 0 {
            let map = &self.maps[maps.trailing_zeros() as usize];
            maps &= maps - 1;
            let mut image = [0u8; MAX_PIECES];
            for (slot, &square) in placement[..self.pieces.len()].iter().enumerate() {
                image[slot] = map[square as usize];
            }
            self.sort_groups(&mut image);
            let index = self.index_of(&image)?;
            if index < best {
                best = index;
                fixing = 1;
            } else if index == best {
                fixing += 1;
            }
        }
        (best != u64::MAX).then_some((best, fixing))
    }

    /// Puts the squares of each group of several pieces of `placement` in
    /// increasing order, as indices have them.
    #[inline]
    fn sort_groups(&self, placement: &mut Placement) {
        for group in &self.groups {
            if group.count > 1 {
                placement[group.first..group.first + group.count].sort_unstable();
            }
        }
    }

    /// Whether `index`, whose placement is `placement`, is a position (no
    /// two pieces on a square) and its class's representative: an index a
    /// table uses if the rules allow the position.
    pub fn is_representative(&self, index: u64, placement: &Placement) -> bool {
        if !self.is_position(placement) {
            return false;
        }
        // A decoded placement is its own image under the identity: when no
        // other symmetry keeps the kings' representative pair, it is the
        // representative.
        self.only_identity_keeps_kings(placement)
            || self
                .canonical(placement)
                .map(|(representative, _)| representative)
                == Some(index)
    }

    /// The number of symmetries that keep the position of the
    /// representative `placement` ([`canonical`](Self::canonical)'s second
    /// number): 1 when the identity alone keeps its kings.
    pub(crate) fn fixing(&self, placement: &Placement) -> u8 {
        if self.only_identity_keeps_kings(placement) {
            1
        } else {
            self.canonical(placement).map_or(1, |(_, fixing)| fixing)
        }
    }

    /// Whether the identity alone brings the kings of `placement` to their
    /// representative pair.
    fn only_identity_keeps_kings(&self, placement: &Placement) -> bool {
        let squares = self.size.square_count();
        self.king_pair_maps[placement[0] as usize * squares + placement[1] as usize] == 1
    }

    /// The index of [`canonical`](Self::canonical) of `placement` with the
    /// piece of `slot` moved to `to`, where `placement` is the placement of
    /// the representative `index`. When only the identity keeps the kings
    /// (before the move, and after it for a king), the index changes in
    /// one digit: the moved piece's, or the king pair's for a king; a piece
    /// of a group of several changes its group's; otherwise the moved
    /// placement's canonical form is computed. Inlined where moves are
    /// taken: the one-digit changes are most of them.
    #[inline(always)]
    pub(crate) fn moved(
        &self,
        index: u64,
        placement: &Placement,
        slot: usize,
        to: u8,
    ) -> Option<u64> {
        let squares = self.size.square_count();
        let (white, black) = (placement[0] as usize, placement[1] as usize);
        match self.slot_moves[slot] {
            SlotMove::Single { stride } if self.king_pair_maps[white * squares + black] == 1 => {
                // `to` may be below the square left: the difference wraps,
                // and the sum with it.
                let step = u64::from(to).wrapping_sub(u64::from(placement[slot]));
                Some(index.wrapping_add(step.wrapping_mul(stride)))
            }
            SlotMove::King => {
                let new = if slot == 0 {
                    to as usize * squares + black
                } else {
                    white * squares + to as usize
                };
                if self.king_pair_maps[new] != 1 {
                    return self.moved_slowly(placement, slot, to);
                }
                let old = u64::from(self.king_pair_number[white * squares + black]);
                let step = u64::from(self.king_pair_number[new]).wrapping_sub(old);
                Some(index.wrapping_add(step.wrapping_mul(self.other_part_count)))
            }
            SlotMove::Grouped if self.king_pair_maps[white * squares + black] == 1 => {
                Some(self.moved_in_group(index, placement, slot, to))
            }
            _ => self.moved_slowly(placement, slot, to),
        }
    }

    /// [`moved`](Self::moved) of a piece of a group of several, when only
    /// the identity keeps the kings: the group's combination changes.
    #[inline(never)]
    fn moved_in_group(&self, index: u64, placement: &Placement, slot: usize, to: u8) -> u64 {
        let group_at = self.slot_group[slot];
        let group = &self.groups[group_at];
        let stride = self.strides[group_at];
        let mut child = *placement;
        child[slot] = to;
        let squares = &mut child[group.first..group.first + group.count];
        squares.sort_unstable();
        let rank = |squares: &[u8]| -> u64 {
            squares
                .iter()
                .enumerate()
                .map(|(i, &square)| self.binomial[square as usize][i + 1])
                .sum()
        };
        let before = rank(&placement[group.first..group.first + group.count]);
        index - before * stride + rank(squares) * stride
    }

    /// [`moved`](Self::moved) when a symmetry other than the identity
    /// keeps the kings: the moved placement's canonical form.
    #[inline(never)]
    fn moved_slowly(&self, placement: &Placement, slot: usize, to: u8) -> Option<u64> {
        let mut child = *placement;
        child[slot] = to;
        self.canonical(&child).map(|(index, _)| index)
    }

    /// The position of `placement` with `turn` to move, in the game of
    /// `template`; `None` if the game's rules refuse it.
    pub fn position<G: a1h8::Endgame>(
        &self,
        template: &G,
        placement: &Placement,
        turn: Color,
    ) -> Option<G> {
        let size = self.size;
        let mut pieces = [(size.square(0, 0)?, self.pieces[0]); MAX_PIECES];
        for (slot, piece) in self.pieces.iter().enumerate() {
            pieces[slot] = (size.square_at(placement[slot] as usize)?, *piece);
        }
        template
            .with_pieces(&pieces[..self.pieces.len()], turn)
            .ok()
    }

    /// How many labelled placements the class of the representative
    /// `placement` stands for, counted as Syzygy's statistics count (pieces
    /// of one kind and colour told apart, then each class under the
    /// symmetries once): the product of the groups' `count!`, times the
    /// symmetries fixing every piece, over those fixing the position.
    pub fn labelled_classes(&self, placement: &Placement, fixing: u8) -> u64 {
        let labellings: u64 = self
            .groups
            .iter()
            .map(|group| (1..=group.count as u64).product::<u64>())
            .product();
        let pointwise = self
            .maps
            .iter()
            .filter(|map| {
                placement[..self.pieces.len()]
                    .iter()
                    .all(|&square| map[square as usize] == square)
            })
            .count() as u64;
        labellings * pointwise / fixing as u64
    }
}

/// `binomial[n][k]` = n choose k for n up to `squares`, k up to
/// [`MAX_PIECES`].
fn binomials(squares: usize) -> Vec<[u64; MAX_PIECES + 1]> {
    let mut table = vec![[0u64; MAX_PIECES + 1]; squares + 1];
    for n in 0..=squares {
        table[n][0] = 1;
        for k in 1..=MAX_PIECES.min(n) {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess(name: &str) -> Indexer {
        Indexer::new(name.parse().unwrap(), BoardSize::STANDARD, |_, rank| {
            (1..7).contains(&rank)
        })
        .unwrap()
    }

    #[test]
    fn king_pairs_are_the_known_counts() {
        assert_eq!(chess("KvK").king_pairs(), 462);
        assert_eq!(chess("KPvK").king_pairs(), 1806);
        let triangle: std::collections::BTreeSet<u8> =
            chess("KvK").king_pairs.iter().map(|&(w, _)| w).collect();
        // a1 b1 c1 d1, b2 c2 d2, c3 d3, d4
        assert_eq!(
            triangle.into_iter().collect::<Vec<_>>(),
            [0, 1, 2, 3, 9, 10, 11, 18, 19, 27]
        );
    }

    #[test]
    fn decode_then_index_is_the_identity() {
        for name in ["KQvK", "KBBvK", "KRPvKP", "KPPvK", "KBNvKN"] {
            let indexer = chess(name);
            let step = (indexer.len() / 5000).max(1);
            for index in (0..indexer.len()).step_by(step as usize) {
                let placement = indexer.decode(index);
                assert_eq!(indexer.index_of(&placement), Some(index), "{name} {index}");
            }
        }
    }

    #[test]
    fn every_image_of_a_position_has_one_representative() {
        let indexer = chess("KBBvK");
        let mut used = 0;
        for index in 0..indexer.len() {
            let placement = indexer.decode(index);
            if !indexer.is_position(&placement) {
                continue;
            }
            let (canonical, fixing) = indexer.canonical(&placement).unwrap();
            if canonical != index {
                continue;
            }
            used += 1;
            // Every image, with the bishops in either order, comes back.
            for map in &indexer.maps {
                let mut image = placement;
                for square in image[..indexer.piece_count()].iter_mut() {
                    *square = map[*square as usize];
                }
                image.swap(2, 3);
                assert_eq!(indexer.canonical(&image), Some((index, fixing)));
            }
        }
        assert!(used > 0);
    }

    #[test]
    fn a_moved_piece_is_indexed_as_canonical_indexes_it() {
        for name in ["KQvKR", "KBBvK", "KRPvKR", "KNNvKP"] {
            let indexer = chess(name);
            let step = (indexer.len() / 3000).max(1);
            let mut fast = 0;
            for index in (0..indexer.len()).step_by(step as usize) {
                let placement = indexer.decode(index);
                if !indexer.is_representative(index, &placement) {
                    continue;
                }
                for slot in 0..indexer.piece_count() {
                    if indexer.pieces()[slot].kind == PieceKind::Pawn {
                        continue;
                    }
                    for to in 0..64u8 {
                        let mut child = placement;
                        child[slot] = to;
                        let moved = indexer.moved(index, &placement, slot, to);
                        assert_eq!(
                            moved,
                            indexer.canonical(&child).map(|(index, _)| index),
                            "{name} {index} {slot} {to}"
                        );
                        fast += usize::from(indexer.only_identity_keeps_kings(&placement));
                    }
                }
            }
            assert!(fast > 0, "{name}");
        }
    }

    #[test]
    fn quick_division_is_division() {
        let dividends = [
            0u64,
            1,
            2,
            63,
            64,
            461,
            462,
            463,
            4095,
            4096,
            121_000_000,
            u32::MAX as u64,
        ];
        for divisor in [
            1u64,
            2,
            3,
            7,
            48,
            64,
            462,
            1806,
            2016,
            41_664,
            1 << 20,
            635_376,
            1 << 40,
        ] {
            let quick = Divisor::new(divisor);
            let mut numbers = dividends.to_vec();
            numbers.extend([
                u64::MAX,
                u64::MAX - 1,
                quick.limit - 1,
                quick.limit,
                quick.limit + 1,
            ]);
            numbers.extend((0..2000).map(|i| i * 7919 + divisor * 3 - 1));
            for n in numbers {
                assert_eq!(
                    quick.div_rem(n),
                    (n / divisor, n % divisor),
                    "{n} / {divisor}"
                );
            }
        }
    }

    #[test]
    fn levels_order_the_pawns_advance() {
        let indexer = chess("KPvKP");
        let advances: Vec<usize> = indexer.levels().iter().map(|l| l.advance).collect();
        assert_eq!(advances.first(), Some(&12));
        assert_eq!(advances.last(), Some(&2));
        let parts: usize = indexer.levels().iter().map(|l| l.pawn_parts.len()).sum();
        assert_eq!(parts as u64, 48 * 48);
    }
}
