//! Legal move generation on a variant's board: check and pin masks
//! computed once per node, as on 8x8, on 128-bit sets.
//!
//! Per position the generator finds the checkers of the king, the **check
//! mask** (the checker and the squares between it and the king; every
//! square when not in check; only king moves in double check), and the
//! **pinned** pieces, each free to move only along the line through it and
//! its king. The king goes to squares no enemy piece attacks with the king
//! itself taken off the board. En passant is tested by the position after
//! it, with both pawns moved; castling needs the right, the squares the
//! king and the rook cross and reach empty but for these two, and no
//! attack on the squares the king crosses and reaches, tested with king
//! and rook off the board. The compound pieces move as their parts: an
//! archbishop's slides are generated with the bishops', its jumps with the
//! knights'; a pinned piece never jumps (no knight move stays on a line).

use core::ops::Deref;

use crate::attacks::any_size::BoardAttacks;
use crate::variant::{VariantMove, VariantPosition};
use crate::{CastlingSide, Color, MoveKind, PieceKind};

/// The most legal moves a position of any variant can have, with room to
/// spare: every move reaches its square from one of 8 directions (the
/// first piece that way) or one of 8 knight jumps, so a board of at most
/// 128 squares has at most `128 * 16 = 2048` moves before promotions; a
/// pawn reaches a square of its promotion rank (at most 16) in at most 3
/// ways, each 6 promotions at most (5 more moves than counted); castling
/// adds 2. That is 2290; the list holds 2304.
pub const CAPACITY: usize = 2304;

const _: () = assert!(128 * 16 + 16 * 3 * 5 + 2 <= CAPACITY);

/// The legal moves of a variant position, in a fixed-capacity array (no
/// allocation). Dereferences to a slice of [`VariantMove`]s.
#[derive(Clone)]
pub struct VariantMoveList {
    moves: [VariantMove; CAPACITY],
    len: usize,
}

impl VariantMoveList {
    /// The empty list.
    pub const fn new() -> VariantMoveList {
        VariantMoveList {
            moves: [VariantMove::new(0, 0, MoveKind::Normal); CAPACITY],
            len: 0,
        }
    }

    /// The moves, as a slice.
    pub fn as_slice(&self) -> &[VariantMove] {
        &self.moves[..self.len]
    }

    #[inline]
    fn push(&mut self, mv: VariantMove) {
        // CAPACITY is a bound on the legal moves of any position.
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }
}

impl Default for VariantMoveList {
    fn default() -> VariantMoveList {
        VariantMoveList::new()
    }
}

impl Deref for VariantMoveList {
    type Target = [VariantMove];

    fn deref(&self) -> &[VariantMove] {
        self.as_slice()
    }
}

impl core::fmt::Debug for VariantMoveList {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a VariantMoveList {
    type Item = &'a VariantMove;
    type IntoIter = core::slice::Iter<'a, VariantMove>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// The kinds of a pawn's move the set-wise generation hands on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum PawnMove {
    Normal,
    DoubleStep,
    /// One move for each kind pawns promote to.
    Promotion,
}

/// What the generator hands its moves to.
pub(crate) trait Sink {
    /// A piece's moves from `from` to every square of `to`.
    fn piece(&mut self, from: usize, to: u128);
    /// Pawn moves, set-wise: to every square of `to` from the square
    /// `back` indices away (`from = to + back`), each of kind `kind`.
    fn pawns(&mut self, to: u128, back: isize, kind: PawnMove);
    /// One move (en passant, castling).
    fn one(&mut self, mv: VariantMove);
}

/// The indices of the squares of `set`, lowest first.
#[inline(always)]
pub(crate) fn squares(mut set: u128) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(index)
    })
}

/// Hands every move to a function, promotions one per kind.
pub(crate) struct Visit<'a, F> {
    pub(crate) promotions: crate::variant::PieceKindSet,
    pub(crate) each: &'a mut F,
}

impl<F: FnMut(VariantMove)> Sink for Visit<'_, F> {
    #[inline(always)]
    fn piece(&mut self, from: usize, to: u128) {
        for to in squares(to) {
            (self.each)(VariantMove::new(from, to, MoveKind::Normal));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, to: u128, back: isize, kind: PawnMove) {
        for to in squares(to) {
            let from = to.wrapping_add_signed(back);
            match kind {
                PawnMove::Normal => (self.each)(VariantMove::new(from, to, MoveKind::Normal)),
                PawnMove::DoubleStep => {
                    (self.each)(VariantMove::new(from, to, MoveKind::DoubleStep));
                }
                PawnMove::Promotion => {
                    for kind in self.promotions.iter() {
                        (self.each)(VariantMove::with_promotion(from, to, kind));
                    }
                }
            }
        }
    }

    #[inline(always)]
    fn one(&mut self, mv: VariantMove) {
        (self.each)(mv);
    }
}

/// Counts the moves without listing them.
pub(crate) struct Counter {
    pub(crate) count: u64,
    /// The number of kinds pawns promote to.
    pub(crate) promotions: u64,
}

impl Sink for Counter {
    #[inline(always)]
    fn piece(&mut self, _: usize, to: u128) {
        self.count += u64::from(to.count_ones());
    }

    #[inline(always)]
    fn pawns(&mut self, to: u128, _: isize, kind: PawnMove) {
        let each = if kind == PawnMove::Promotion {
            self.promotions
        } else {
            1
        };
        self.count += each * u64::from(to.count_ones());
    }

    #[inline(always)]
    fn one(&mut self, _: VariantMove) {
        self.count += 1;
    }
}

/// The lowest set bit of `x` (0 if none).
#[inline(always)]
const fn lowest(x: u128) -> u128 {
    x & x.wrapping_neg()
}

/// The highest set bit of a non-empty `x`.
#[inline(always)]
const fn highest(x: u128) -> u128 {
    1 << (127 - x.leading_zeros())
}

/// The squares strictly between `a` and `b` on the same rank.
#[inline(always)]
const fn span(a: usize, b: usize) -> u128 {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    if high - low < 2 {
        return 0;
    }
    ((1u128 << high) - 1) & !((1u128 << (low + 1)) - 1)
}

/// One step forward for the side `WHITE` (north for White).
#[inline(always)]
fn forward<const WHITE: bool>(set: u128, files: usize, all: u128) -> u128 {
    if WHITE {
        (set << files) & all
    } else {
        set >> files
    }
}

/// The pawn moves of `pawns` to squares of `mask` (the check mask, and a
/// pinned pawn's line), set-wise.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn pawn_moves<const WHITE: bool, K: Sink>(
    sink: &mut K,
    attacks: &BoardAttacks,
    pawns: u128,
    empty: u128,
    theirs: u128,
    mask: u128,
    promotion: u128,
    double_step: u128,
) {
    let files = attacks.size().files();
    let all = attacks.all_mask();
    let single = forward::<WHITE>(pawns, files, all) & empty;
    let double = forward::<WHITE>(single & double_step, files, all) & empty & mask;
    let single = single & mask;
    // West captures leave from the files but the first, east ones from the
    // files but the last; `from = to + back`.
    let (west, east, up, up_west, up_east) = if WHITE {
        (
            ((pawns & attacks.not_first_file()) << (files - 1)) & all,
            ((pawns & attacks.not_last_file()) << (files + 1)) & all,
            -(files as isize),
            1 - files as isize,
            -(files as isize) - 1,
        )
    } else {
        (
            (pawns & attacks.not_first_file()) >> (files + 1),
            (pawns & attacks.not_last_file()) >> (files - 1),
            files as isize,
            files as isize + 1,
            files as isize - 1,
        )
    };
    let (west, east) = (west & theirs & mask, east & theirs & mask);
    sink.pawns(single & !promotion, up, PawnMove::Normal);
    sink.pawns(west & !promotion, up_west, PawnMove::Normal);
    sink.pawns(east & !promotion, up_east, PawnMove::Normal);
    sink.pawns(double, 2 * up, PawnMove::DoubleStep);
    if single & promotion | (west | east) & promotion != 0 {
        sink.pawns(single & promotion, up, PawnMove::Promotion);
        sink.pawns(west & promotion, up_west, PawnMove::Promotion);
        sink.pawns(east & promotion, up_east, PawnMove::Promotion);
    }
}

/// Every legal move of `position`, whose side to move is White if `WHITE`,
/// to `sink`.
#[inline(always)]
pub(crate) fn generate<const WHITE: bool, K: Sink>(position: &VariantPosition<'_>, sink: &mut K) {
    let variant = position.variant;
    let attacks = variant.attacks();
    let (us, them) = if WHITE {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let k = &position.kinds;
    let ours = position.colors[us.index()];
    let theirs = position.colors[them.index()];
    let occupied = ours | theirs;
    let queens = k[PieceKind::Queen.index()];
    let straight = k[PieceKind::Rook.index()] | queens | k[PieceKind::Chancellor.index()];
    let diagonal = k[PieceKind::Bishop.index()] | queens | k[PieceKind::Archbishop.index()];
    let jumpers = k[PieceKind::Knight.index()]
        | k[PieceKind::Archbishop.index()]
        | k[PieceKind::Chancellor.index()];
    let pawns = k[PieceKind::Pawn.index()];
    let king_set = k[PieceKind::King.index()] & ours;
    if king_set == 0 {
        return;
    }
    let king = king_set.trailing_zeros() as usize;
    let (their_straight, their_diagonal) = (straight & theirs, diagonal & theirs);
    let (their_jumpers, their_pawns) = (jumpers & theirs, pawns & theirs);

    let mut checkers =
        (attacks.knight_at(king) & their_jumpers) | (attacks.pawn_at(us, king) & their_pawns);
    if attacks.straight_lines(king) & their_straight != 0 {
        checkers |= attacks.rook_at(king, occupied) & their_straight;
    }
    if attacks.diagonal_lines(king) & their_diagonal != 0 {
        checkers |= attacks.bishop_at(king, occupied) & their_diagonal;
    }

    // The king, off the board while its squares are tested. Their pawns'
    // attacks first, set-wise, then each square's other attackers.
    let without_king = occupied ^ king_set;
    let files = attacks.size().files();
    let all = attacks.all_mask();
    let their_pawn_attacks = if WHITE {
        ((their_pawns & attacks.not_first_file()) >> (files + 1))
            | ((their_pawns & attacks.not_last_file()) >> (files - 1))
    } else {
        (((their_pawns & attacks.not_first_file()) << (files - 1))
            | ((their_pawns & attacks.not_last_file()) << (files + 1)))
            & all
    };
    let their_king = k[PieceKind::King.index()] & theirs;
    let mut escapes = 0;
    for to in squares(attacks.king_at(king) & !ours & !their_pawn_attacks) {
        let attacked = attacks.knight_at(to) & their_jumpers != 0
            || attacks.king_at(to) & their_king != 0
            || (attacks.straight_lines(to) & their_straight != 0
                && attacks.rook_at(to, without_king) & their_straight != 0)
            || (attacks.diagonal_lines(to) & their_diagonal != 0
                && attacks.bishop_at(to, without_king) & their_diagonal != 0);
        if !attacked {
            escapes |= 1 << to;
        }
    }
    sink.piece(king, escapes);
    if checkers & (checkers - 1) != 0 {
        return;
    }

    let check_mask = if checkers == 0 {
        all
    } else {
        let checker = checkers.trailing_zeros() as usize;
        let mut mask = checkers;
        for line in 0..4 {
            if attacks.line(king, line) & checkers != 0 {
                mask |= if checker > king {
                    attacks.upper(king, line) & attacks.lower(checker, line)
                } else {
                    attacks.lower(king, line) & attacks.upper(checker, line)
                };
            }
        }
        mask
    };

    // Pinned pieces by line: ours, alone between the king and an enemy
    // slider of that line.
    let mut pinned_on = [0u128; 4];
    for (line, pinned) in pinned_on.iter_mut().enumerate() {
        let sliders = if line < 2 {
            their_straight
        } else {
            their_diagonal
        };
        if attacks.line(king, line) & sliders == 0 {
            continue;
        }
        let above = attacks.upper(king, line) & occupied;
        if above != 0 {
            let first = lowest(above);
            let second = lowest(above ^ first);
            if first & ours != 0 && second & sliders != 0 {
                *pinned |= first;
            }
        }
        let below = attacks.lower(king, line) & occupied;
        if below != 0 {
            let first = highest(below);
            let rest = below ^ first;
            if first & ours != 0 && rest != 0 && highest(rest) & sliders != 0 {
                *pinned |= first;
            }
        }
    }
    let pinned = pinned_on[0] | pinned_on[1] | pinned_on[2] | pinned_on[3];
    // The line a pinned piece on `from` may move along.
    let pin_line = |from: usize| -> u128 {
        let bit = 1u128 << from;
        let mut line = 0;
        while pinned_on[line] & bit == 0 {
            line += 1;
        }
        attacks.line(king, line)
    };

    let targets = check_mask & !ours;
    for from in squares(jumpers & ours & !pinned) {
        sink.piece(from, attacks.knight_at(from) & targets);
    }
    for from in squares(diagonal & ours) {
        let mut to = attacks.bishop_at(from, occupied) & targets;
        if pinned >> from & 1 != 0 {
            to &= pin_line(from);
        }
        sink.piece(from, to);
    }
    for from in squares(straight & ours) {
        let mut to = attacks.rook_at(from, occupied) & targets;
        if pinned >> from & 1 != 0 {
            to &= pin_line(from);
        }
        sink.piece(from, to);
    }

    let our_pawns = pawns & ours;
    let empty = all & !occupied;
    let promotion = variant
        .promotion_rank(us)
        .map_or(0, |rank| attacks.rank_mask(rank));
    // The rank a pawn reaches with the first step of its double step.
    let double_step = variant.double_step_rank(us).map_or(0, |rank| {
        let start = attacks.rank_mask(rank);
        forward::<WHITE>(start, files, all)
    });
    pawn_moves::<WHITE, K>(
        sink,
        attacks,
        our_pawns & !pinned,
        empty,
        theirs,
        check_mask,
        promotion,
        double_step,
    );
    for pawn in squares(our_pawns & pinned) {
        pawn_moves::<WHITE, K>(
            sink,
            attacks,
            1 << pawn,
            empty,
            theirs,
            check_mask & pin_line(pawn),
            promotion,
            double_step,
        );
    }

    if let Some(target) = position.en_passant {
        let target = usize::from(target);
        let captured = if WHITE {
            target - files
        } else {
            target + files
        };
        for from in squares(attacks.pawn_at(them, target) & our_pawns) {
            // The position after the capture: is our king attacked?
            let after = (occupied ^ (1 << from) ^ (1 << captured)) | 1 << target;
            let theirs_after = theirs ^ 1 << captured;
            let exposed = (attacks.knight_at(king) & jumpers & theirs_after)
                | (attacks.pawn_at(us, king) & pawns & theirs_after)
                | (attacks.rook_at(king, after) & straight & theirs_after)
                | (attacks.bishop_at(king, after) & diagonal & theirs_after);
            if exposed == 0 {
                sink.one(VariantMove::new(from, target, MoveKind::EnPassant));
            }
        }
    }

    if checkers == 0
        && !position.has_no_castling()
        && let Some(files_to) = variant.castling()
    {
        let back = variant.back_rank(us) * files;
        for side in CastlingSide::ALL {
            let Some(rook_file) = position.castling[us.index()][side as usize] else {
                continue;
            };
            let rook = back + usize::from(rook_file);
            let (king_to, rook_to) = match side {
                CastlingSide::KingSide => {
                    let to = back + usize::from(files_to.king_side);
                    (to, to - 1)
                }
                CastlingSide::QueenSide => {
                    let to = back + usize::from(files_to.queen_side);
                    (to, to + 1)
                }
            };
            let others = occupied & !(king_set | 1 << rook);
            let king_path = span(king, king_to) | 1 << king_to;
            let rook_path = span(rook, rook_to) | 1 << rook_to;
            if (king_path | rook_path) & others != 0 {
                continue;
            }
            let safe = squares(king_path).all(|square| {
                attacks.knight_at(square) & their_jumpers == 0
                    && attacks.king_at(square) & their_king == 0
                    && attacks.pawn_at(us, square) & their_pawns == 0
                    && attacks.rook_at(square, others) & their_straight == 0
                    && attacks.bishop_at(square, others) & their_diagonal == 0
            });
            if safe {
                sink.one(VariantMove::new(king, king_to, MoveKind::Castling));
            }
        }
    }
}

/// Legal move generation.
impl VariantPosition<'_> {
    /// Every legal move: king moves first, then the jumps of knights,
    /// archbishops and chancellors, the slides of bishops, queens and
    /// archbishops along diagonals and of rooks, queens and chancellors
    /// along files and ranks, pawn moves (promotions to each kind of the
    /// variant, strongest first), en passant, castling.
    ///
    /// ```
    /// use a1h8::variant::{CHANCELLOR, VariantPosition};
    ///
    /// let start = VariantPosition::start(&CHANCELLOR)?;
    /// assert_eq!(start.legal_moves().len(), 24);
    /// # Ok::<(), a1h8::variant::VariantFenError>(())
    /// ```
    pub fn legal_moves(&self) -> VariantMoveList {
        let mut list = VariantMoveList::new();
        self.for_each_legal_move(|mv| list.push(mv));
        list
    }

    /// Calls `each` with every legal move, in the order of
    /// [`legal_moves`](VariantPosition::legal_moves), without a list.
    #[inline]
    pub fn for_each_legal_move(&self, mut each: impl FnMut(VariantMove)) {
        let mut visit = Visit {
            promotions: self.variant.promotions(),
            each: &mut each,
        };
        match self.turn {
            Color::White => generate::<true, _>(self, &mut visit),
            Color::Black => generate::<false, _>(self, &mut visit),
        }
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter {
            count: 0,
            promotions: self.variant.promotions().len() as u64,
        };
        match self.turn {
            Color::White => generate::<true, _>(self, &mut counter),
            Color::Black => generate::<false, _>(self, &mut counter),
        }
        counter.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn span_is_strictly_between() {
        assert_eq!(span(3, 3), 0);
        assert_eq!(span(3, 4), 0);
        assert_eq!(span(3, 5), 1 << 4);
        assert_eq!(span(9, 5), 0b1110 << 5);
        assert_eq!(span(0, 127), u128::MAX >> 1 & !1);
    }
}
