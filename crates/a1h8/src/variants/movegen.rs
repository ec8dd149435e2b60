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

use crate::moves::move_list::FixedMoveList;
use crate::moves::movegen::{Black, PawnMove, Side, White};

use crate::attacks::any_size::{Bits, BoardAttacks};
use crate::variants::{VariantMove, VariantPosition};
use crate::{CastlingSide, Color, MoveKind, PieceKind};

/// The most legal moves a position of any variant can have, with room to
/// spare: every move reaches its square from one of 8 directions (the
/// first piece that way) or one of 8 knight jumps, so a board of at most
/// 128 squares has at most `128 * 16 = 2048` moves before promotions; a
/// pawn reaches a square of its promotion rank (at most 16) in at most 3
/// ways (a step or a double step from behind, two captures), each 6
/// promotions at most (5 more moves than counted); castling adds 2. That
/// is 2290; the list holds 2304.
pub const CAPACITY: usize = 2304;

const _: () = assert!(128 * 16 + 16 * 3 * 5 + 2 <= CAPACITY);

/// The legal moves of a variant position, in a fixed-capacity array (no
/// allocation). Dereferences to a slice of [`VariantMove`]s.
pub type VariantMoveList = FixedMoveList<VariantMove, CAPACITY>;

impl VariantMoveList {
    /// The empty list.
    pub const fn new() -> VariantMoveList {
        FixedMoveList::filled(VariantMove::new(0, 0, MoveKind::Normal))
    }
}

impl Default for VariantMoveList {
    fn default() -> VariantMoveList {
        VariantMoveList::new()
    }
}

/// What the generator hands its moves to.
pub(crate) trait Sink {
    /// A piece's moves from `from` to every square of `to`.
    fn piece<B: Bits>(&mut self, from: usize, to: B);
    /// Pawn moves, set-wise: to every square of `to` from the square
    /// `back` indices away (`from = to + back`), each of kind `kind`.
    fn pawns<B: Bits>(&mut self, to: B, back: isize, kind: PawnMove);
    /// One move (en passant, castling).
    fn one(&mut self, mv: VariantMove);
}

/// The indices of the squares of `set`, lowest first.
#[inline(always)]
pub(crate) fn squares<B: Bits>(mut set: B) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == B::ZERO {
            return None;
        }
        let index = set.trailing_zeros() as usize;
        set &= set.wrapping_sub(B::ONE);
        Some(index)
    })
}

/// Hands every move to a function, promotions one per kind.
pub(crate) struct Visit<'a, F> {
    pub(crate) promotions: crate::variants::PieceKindSet,
    pub(crate) each: &'a mut F,
}

impl<F: FnMut(VariantMove)> Sink for Visit<'_, F> {
    #[inline(always)]
    fn piece<B: Bits>(&mut self, from: usize, to: B) {
        for to in squares(to) {
            (self.each)(VariantMove::new(from, to, MoveKind::Normal));
        }
    }

    #[inline(always)]
    fn pawns<B: Bits>(&mut self, to: B, back: isize, kind: PawnMove) {
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
    fn piece<B: Bits>(&mut self, _: usize, to: B) {
        self.count += u64::from(to.count_ones());
    }

    #[inline(always)]
    fn pawns<B: Bits>(&mut self, to: B, _: isize, kind: PawnMove) {
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
fn lowest<B: Bits>(x: B) -> B {
    x & x.wrapping_neg()
}

/// The highest set bit of a non-empty `x`.
#[inline(always)]
fn highest<B: Bits>(x: B) -> B {
    B::ONE << (B::BITS - 1 - x.leading_zeros()) as usize
}

/// The squares strictly between `a` and `b` on the same rank.
#[inline(always)]
fn span<B: Bits>(a: usize, b: usize) -> B {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    if high - low < 2 {
        return B::ZERO;
    }
    (B::ONE << high).wrapping_sub(B::ONE) & !(B::ONE << (low + 1)).wrapping_sub(B::ONE)
}

/// One step forward for the side `S` (north for White).
#[inline(always)]
fn forward<B: Bits, S: Side>(set: B, files: usize, all: B) -> B {
    if S::US == Color::White {
        (set << files) & all
    } else {
        set >> files
    }
}

/// The pawn moves of `pawns` to squares of `mask` (the check mask, and a
/// pinned pawn's line), set-wise.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn pawn_moves<B: Bits, S: Side, K: Sink>(
    sink: &mut K,
    attacks: &BoardAttacks,
    pawns: B,
    empty: B,
    theirs: B,
    mask: B,
    promotion: B,
    double_step: B,
) {
    let files = attacks.size().files();
    let all = attacks.all_mask::<B>();
    let single = forward::<B, S>(pawns, files, all) & empty;
    let double = forward::<B, S>(single & double_step, files, all) & empty & mask;
    let single = single & mask;
    // West captures leave from the files but the first, east ones from the
    // files but the last; `from = to + back`.
    let (west, east, up, up_west, up_east) = if S::US == Color::White {
        (
            ((pawns & attacks.not_first_file::<B>()) << (files - 1)) & all,
            ((pawns & attacks.not_last_file::<B>()) << (files + 1)) & all,
            -(files as isize),
            1 - files as isize,
            -(files as isize) - 1,
        )
    } else {
        (
            (pawns & attacks.not_first_file::<B>()) >> (files + 1),
            (pawns & attacks.not_last_file::<B>()) >> (files - 1),
            files as isize,
            files as isize + 1,
            files as isize - 1,
        )
    };
    let (west, east) = (west & theirs & mask, east & theirs & mask);
    sink.pawns(single & !promotion, up, PawnMove::Normal);
    sink.pawns(west & !promotion, up_west, PawnMove::Normal);
    sink.pawns(east & !promotion, up_east, PawnMove::Normal);
    sink.pawns(double & !promotion, 2 * up, PawnMove::DoubleStep);
    // A pawn reaching the promotion rank promotes, by whatever move: a
    // double step onto it too (then no en passant, the pawn being gone).
    if (single | west | east | double) & promotion != B::ZERO {
        sink.pawns(single & promotion, up, PawnMove::Promotion);
        sink.pawns(west & promotion, up_west, PawnMove::Promotion);
        sink.pawns(east & promotion, up_east, PawnMove::Promotion);
        sink.pawns(double & promotion, 2 * up, PawnMove::Promotion);
    }
}

/// Every legal move of `position`, whose side to move is `S`,
/// to `sink`, computed on sets of `B` (`u64` when the board has at most 64
/// squares).
#[inline(always)]
pub(crate) fn generate<B: Bits, S: Side, K: Sink>(position: &VariantPosition<'_>, sink: &mut K) {
    let variant = position.variant;
    let attacks = variant.attacks();
    let (us, them) = if S::US == Color::White {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let kind = |kind: PieceKind| B::from_wide(position.kinds[kind.index()]);
    let ours = B::from_wide(position.colors[us.index()]);
    let theirs = B::from_wide(position.colors[them.index()]);
    let occupied = ours | theirs;
    let queens = kind(PieceKind::Queen);
    let straight = kind(PieceKind::Rook) | queens | kind(PieceKind::Chancellor);
    let diagonal = kind(PieceKind::Bishop) | queens | kind(PieceKind::Archbishop);
    let jumpers =
        kind(PieceKind::Knight) | kind(PieceKind::Archbishop) | kind(PieceKind::Chancellor);
    let pawns = kind(PieceKind::Pawn);
    let kings = kind(PieceKind::King);
    let king_set = kings & ours;
    if king_set == B::ZERO {
        return;
    }
    let king = king_set.trailing_zeros() as usize;
    let (their_straight, their_diagonal) = (straight & theirs, diagonal & theirs);
    let (their_jumpers, their_pawns) = (jumpers & theirs, pawns & theirs);

    let mut checkers = (attacks.knight_at::<B>(king) & their_jumpers)
        | (attacks.pawn_at::<B>(us, king) & their_pawns);
    if attacks.straight_lines::<B>(king) & their_straight != B::ZERO {
        checkers |= attacks.rook_at(king, occupied) & their_straight;
    }
    if attacks.diagonal_lines::<B>(king) & their_diagonal != B::ZERO {
        checkers |= attacks.bishop_at(king, occupied) & their_diagonal;
    }

    // The king, off the board while its squares are tested. Their pawns'
    // attacks first, set-wise, then each square's other attackers.
    let without_king = occupied ^ king_set;
    let files = attacks.size().files();
    let all = attacks.all_mask::<B>();
    let their_pawn_attacks = if S::US == Color::White {
        ((their_pawns & attacks.not_first_file::<B>()) >> (files + 1))
            | ((their_pawns & attacks.not_last_file::<B>()) >> (files - 1))
    } else {
        (((their_pawns & attacks.not_first_file::<B>()) << (files - 1))
            | ((their_pawns & attacks.not_last_file::<B>()) << (files + 1)))
            & all
    };
    let their_king = kings & theirs;
    let mut escapes = B::ZERO;
    for to in squares(attacks.king_at::<B>(king) & !ours & !their_pawn_attacks) {
        let attacked = attacks.knight_at::<B>(to) & their_jumpers != B::ZERO
            || attacks.king_at::<B>(to) & their_king != B::ZERO
            || (attacks.straight_lines::<B>(to) & their_straight != B::ZERO
                && attacks.rook_at(to, without_king) & their_straight != B::ZERO)
            || (attacks.diagonal_lines::<B>(to) & their_diagonal != B::ZERO
                && attacks.bishop_at(to, without_king) & their_diagonal != B::ZERO);
        if !attacked {
            escapes |= B::ONE << to;
        }
    }
    sink.piece(king, escapes);
    if checkers & checkers.wrapping_sub(B::ONE) != B::ZERO {
        return;
    }

    let check_mask = if checkers == B::ZERO {
        all
    } else {
        let checker = checkers.trailing_zeros() as usize;
        let mut mask = checkers;
        for line in 0..4 {
            if attacks.line::<B>(king, line) & checkers != B::ZERO {
                mask |= if checker > king {
                    attacks.upper::<B>(king, line) & attacks.lower::<B>(checker, line)
                } else {
                    attacks.lower::<B>(king, line) & attacks.upper::<B>(checker, line)
                };
            }
        }
        mask
    };

    // Pinned pieces by line: ours, alone between the king and an enemy
    // slider of that line.
    let mut pinned_on = [B::ZERO; 4];
    for (line, pinned) in pinned_on.iter_mut().enumerate() {
        let sliders = if line < 2 {
            their_straight
        } else {
            their_diagonal
        };
        if attacks.line::<B>(king, line) & sliders == B::ZERO {
            continue;
        }
        let above = attacks.upper::<B>(king, line) & occupied;
        if above != B::ZERO {
            let first = lowest(above);
            let second = lowest(above ^ first);
            if first & ours != B::ZERO && second & sliders != B::ZERO {
                *pinned |= first;
            }
        }
        let below = attacks.lower::<B>(king, line) & occupied;
        if below != B::ZERO {
            let first = highest(below);
            let rest = below ^ first;
            if first & ours != B::ZERO && rest != B::ZERO && highest(rest) & sliders != B::ZERO {
                *pinned |= first;
            }
        }
    }
    let pinned = pinned_on[0] | pinned_on[1] | pinned_on[2] | pinned_on[3];
    // The line a pinned piece on `from` may move along.
    let pin_line = |from: usize| -> B {
        let bit = B::ONE << from;
        let mut line = 0;
        while pinned_on[line] & bit == B::ZERO {
            line += 1;
        }
        attacks.line::<B>(king, line)
    };
    let is_pinned = |from: usize| pinned != B::ZERO && pinned & (B::ONE << from) != B::ZERO;

    let targets = check_mask & !ours;
    for from in squares(jumpers & ours & !pinned) {
        sink.piece(from, attacks.knight_at::<B>(from) & targets);
    }
    for from in squares(diagonal & ours) {
        let mut to = attacks.bishop_at(from, occupied) & targets;
        if is_pinned(from) {
            to &= pin_line(from);
        }
        sink.piece(from, to);
    }
    for from in squares(straight & ours) {
        let mut to = attacks.rook_at(from, occupied) & targets;
        if is_pinned(from) {
            to &= pin_line(from);
        }
        sink.piece(from, to);
    }

    let our_pawns = pawns & ours;
    let empty = all & !occupied;
    let promotion = variant
        .promotion_rank(us)
        .map_or(B::ZERO, |rank| B::from_wide(attacks.rank_mask(rank)));
    // The rank a pawn reaches with the first step of its double step.
    let double_step = variant.double_step_rank(us).map_or(B::ZERO, |rank| {
        let start = B::from_wide(attacks.rank_mask(rank));
        forward::<B, S>(start, files, all)
    });
    pawn_moves::<B, S, K>(
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
        pawn_moves::<B, S, K>(
            sink,
            attacks,
            B::ONE << pawn,
            empty,
            theirs,
            check_mask & pin_line(pawn),
            promotion,
            double_step,
        );
    }

    if let Some(target) = position.en_passant {
        let target = usize::from(target);
        let captured = if S::US == Color::White {
            target - files
        } else {
            target + files
        };
        for from in squares(attacks.pawn_at::<B>(them, target) & our_pawns) {
            // The position after the capture: is our king attacked?
            let after = (occupied ^ (B::ONE << from) ^ (B::ONE << captured)) | B::ONE << target;
            let theirs_after = theirs ^ B::ONE << captured;
            let exposed = (attacks.knight_at::<B>(king) & jumpers & theirs_after)
                | (attacks.pawn_at::<B>(us, king) & pawns & theirs_after)
                | (attacks.rook_at(king, after) & straight & theirs_after)
                | (attacks.bishop_at(king, after) & diagonal & theirs_after);
            if exposed == B::ZERO {
                sink.one(VariantMove::new(from, target, MoveKind::EnPassant));
            }
        }
    }

    if checkers == B::ZERO
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
            let others = occupied & !(king_set | B::ONE << rook);
            let king_path = span::<B>(king, king_to) | B::ONE << king_to;
            let rook_path = span::<B>(rook, rook_to) | B::ONE << rook_to;
            if (king_path | rook_path) & others != B::ZERO {
                continue;
            }
            let safe = squares(king_path).all(|square| {
                attacks.knight_at::<B>(square) & their_jumpers == B::ZERO
                    && attacks.king_at::<B>(square) & their_king == B::ZERO
                    && attacks.pawn_at::<B>(us, square) & their_pawns == B::ZERO
                    && attacks.rook_at(square, others) & their_straight == B::ZERO
                    && attacks.bishop_at(square, others) & their_diagonal == B::ZERO
            });
            if safe {
                sink.one(VariantMove::castling(king, king_to, rook));
            }
        }
    }
}

/// `generate` in the narrowest width for the board, for the side to move.
#[inline(always)]
fn dispatch<K: Sink>(position: &VariantPosition<'_>, sink: &mut K) {
    let narrow = position.variant.attacks().is_narrow();
    match (position.turn, narrow) {
        (Color::White, true) => generate::<u64, White, _>(position, sink),
        (Color::Black, true) => generate::<u64, Black, _>(position, sink),
        (Color::White, false) => generate::<u128, White, _>(position, sink),
        (Color::Black, false) => generate::<u128, Black, _>(position, sink),
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
    /// # Ok::<(), a1h8::FenError>(())
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
        dispatch(self, &mut visit);
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter {
            count: 0,
            promotions: self.variant.promotions().len() as u64,
        };
        dispatch(self, &mut counter);
        counter.count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn span_is_strictly_between() {
        assert_eq!(span::<u128>(3, 3), 0);
        assert_eq!(span::<u128>(3, 4), 0);
        assert_eq!(span::<u128>(3, 5), 1 << 4);
        assert_eq!(span::<u64>(9, 5), 0b1110 << 5);
        assert_eq!(span::<u128>(0, 127), u128::MAX >> 1 & !1);
    }
}
