//! Legal move generation: check and pin masks computed once per node,
//! specialised by the side to move.
//!
//! The generator never plays a move to test it. Per position it finds the
//! checkers of the king, the **check mask** (the squares that answer a
//! single check: the checker and the squares [`between`] it and the king;
//! every square when not in check; none in double check, where only the
//! king moves), and the **pinned** pieces, each free to move only along
//! the [`line`] through it and its king. The king goes to squares no enemy
//! piece attacks with the king itself taken off the board (so it does not
//! step back along a checking ray). En passant, the one move that takes
//! two pieces off a line at once, is tested against the sliders with the
//! occupancy after the capture (the pawns beside each other on the king's
//! rank). Castling, standard or Chess960, needs the right, the squares the
//! king and the rook cross and reach empty but for these two, and no
//! attack on the king's square, the squares it crosses and the one it
//! reaches, with king and rook off the board.
//!
//! One generator serves two sinks: the move list, and a counter that adds
//! up the sizes of the destination sets (perft's last ply, without a list).

use crate::moves::move_list::{FixedMoveList, FixedMoveListIntoIter};
use crate::{
    Bitboard, CastlingSide, Color, Direction, File, Move, MoveKind, PieceKind, Position, Rank,
    Square, attacks, between, line,
};

/// The most legal moves a chess position has is 218; the list holds 256.
const CAPACITY: usize = 256;

/// The legal moves of a chess position, in a fixed-capacity array (no
/// allocation). Dereferences to a slice of [`Move`]s.
///
/// ```
/// use a1h8::Position;
///
/// let moves = Position::starting().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "g1f3"));
/// ```
pub type MoveList = FixedMoveList<Move, CAPACITY>;

/// The moves of a [`MoveList`], by value.
pub type MoveListIntoIter = FixedMoveListIntoIter<Move, CAPACITY>;

impl MoveList {
    /// The empty list.
    pub const fn new() -> MoveList {
        FixedMoveList::filled(Move::normal(Square::A1, Square::A1))
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

/// What the generator hands its moves to.
trait Sink {
    /// A piece's moves from `from` to every square of `to`.
    fn piece(&mut self, from: Square, to: Bitboard);
    /// Pawn moves, set-wise: to every square of `to` from the square
    /// `back` indices away (`from = to + back`), each with `flags`.
    fn pawns(&mut self, to: Bitboard, back: i8, flags: PawnMove);
    /// One move (en passant, castling).
    fn one(&mut self, mv: Move);
}

/// The kinds of a pawn's move the set-wise generation hands on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PawnMove {
    Normal,
    DoubleStep,
    /// Four moves each: queen, rook, bishop, knight.
    Promotion,
}

impl Sink for MoveList {
    #[inline]
    fn piece(&mut self, from: Square, to: Bitboard) {
        for to in to {
            self.push(Move::normal(from, to));
        }
    }

    #[inline]
    fn pawns(&mut self, to: Bitboard, back: i8, flags: PawnMove) {
        for to in to {
            let from = Square::from_low_bits((to.index() as i32 + i32::from(back)) as u32);
            match flags {
                PawnMove::Normal => self.push(Move::normal(from, to)),
                PawnMove::DoubleStep => self.push(Move::new(from, to, MoveKind::DoubleStep)),
                PawnMove::Promotion => {
                    for kind in [
                        PieceKind::Queen,
                        PieceKind::Rook,
                        PieceKind::Bishop,
                        PieceKind::Knight,
                    ] {
                        self.push(Move::with_promotion(from, to, kind));
                    }
                }
            }
        }
    }

    #[inline]
    fn one(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// Counts the moves without listing them.
struct Counter(u64);

impl Sink for Counter {
    #[inline]
    fn piece(&mut self, _: Square, to: Bitboard) {
        self.0 += to.count() as u64;
    }

    #[inline]
    fn pawns(&mut self, to: Bitboard, _: i8, flags: PawnMove) {
        let each = if flags == PawnMove::Promotion { 4 } else { 1 };
        self.0 += each * to.count() as u64;
    }

    #[inline]
    fn one(&mut self, _: Move) {
        self.0 += 1;
    }
}

/// What depends on the side to move, fixed at compile time.
trait Side {
    const US: Color;
    /// Forward, and forward to the west and to the east.
    const UP: Direction;
    const UP_WEST: Direction;
    const UP_EAST: Direction;
    /// The square index change of a step forward.
    const STEP: i8;
    /// The rank a double step passes over (3 for White), and the last.
    const THIRD: Rank;
    const LAST: Rank;
}

struct White;
struct Black;

impl Side for White {
    const US: Color = Color::White;
    const UP: Direction = Direction::North;
    const UP_WEST: Direction = Direction::NorthWest;
    const UP_EAST: Direction = Direction::NorthEast;
    const STEP: i8 = 8;
    const THIRD: Rank = Rank::Third;
    const LAST: Rank = Rank::Eighth;
}

impl Side for Black {
    const US: Color = Color::Black;
    const UP: Direction = Direction::South;
    const UP_WEST: Direction = Direction::SouthWest;
    const UP_EAST: Direction = Direction::SouthEast;
    const STEP: i8 = -8;
    const THIRD: Rank = Rank::Sixth;
    const LAST: Rank = Rank::First;
}

/// The pawn moves of `pawns` to squares of `mask` (the check mask, and a
/// pinned pawn's line), set-wise.
#[inline]
fn pawn_moves<S: Side, K: Sink>(
    sink: &mut K,
    pawns: Bitboard,
    empty: Bitboard,
    theirs: Bitboard,
    mask: Bitboard,
) {
    let last = S::LAST.mask();
    let single = pawns.shift(S::UP) & empty;
    let double = (single & S::THIRD.mask()).shift(S::UP) & empty & mask;
    let single = single & mask;
    let west = pawns.shift(S::UP_WEST) & theirs & mask;
    let east = pawns.shift(S::UP_EAST) & theirs & mask;
    // `from = to + back`: a step forward is STEP, west one less, east one more.
    let (up, up_west, up_east) = (-S::STEP, -S::STEP + 1, -S::STEP - 1);
    sink.pawns(single - last, up, PawnMove::Normal);
    sink.pawns(west - last, up_west, PawnMove::Normal);
    sink.pawns(east - last, up_east, PawnMove::Normal);
    sink.pawns(double, 2 * up, PawnMove::DoubleStep);
    sink.pawns(single & last, up, PawnMove::Promotion);
    sink.pawns(west & last, up_west, PawnMove::Promotion);
    sink.pawns(east & last, up_east, PawnMove::Promotion);
}

/// Every legal move of `position`, whose side to move is `S`, to `sink`.
#[inline]
fn generate<S: Side, K: Sink>(position: &Position, sink: &mut K) {
    let board = position.board();
    let (us, them) = (S::US, S::US.other());
    let ours = board.by_color(us);
    let theirs = board.by_color(them);
    let occupied = ours | theirs;
    let Some(king) = (board.by_kind(PieceKind::King) & ours).first() else {
        return;
    };
    let checkers = position.attackers(king, them);

    // The king, off the board while its squares are tested.
    let without_king = occupied - king;
    let mut escapes = Bitboard::EMPTY;
    for to in attacks::king(king) - ours {
        if position.attackers_with(to, them, without_king).is_empty() {
            escapes |= to;
        }
    }
    sink.piece(king, escapes);
    if checkers.more_than_one() {
        return;
    }
    let check_mask = match checkers.first() {
        Some(checker) => between(king, checker).with(checker),
        None => Bitboard::FULL,
    };

    let queens = board.by_kind(PieceKind::Queen);
    let straight = board.by_kind(PieceKind::Rook) | queens;
    let diagonal = board.by_kind(PieceKind::Bishop) | queens;
    // Enemy sliders that would see the king through our pieces: with one
    // piece between, ours, that piece is pinned.
    let snipers = theirs
        & ((attacks::rook(king, theirs) & straight) | (attacks::bishop(king, theirs) & diagonal));
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = between(king, sniper) & occupied;
        if !blockers.more_than_one() && blockers.is_subset(ours) {
            pinned |= blockers;
        }
    }

    let targets = check_mask - ours;
    for from in board.by_kind(PieceKind::Knight) & (ours - pinned) {
        sink.piece(from, attacks::knight(from) & targets);
    }
    for from in diagonal & ours {
        let mut to = attacks::bishop(from, occupied) & targets;
        if pinned.contains(from) {
            to &= line(king, from);
        }
        sink.piece(from, to);
    }
    for from in straight & ours {
        let mut to = attacks::rook(from, occupied) & targets;
        if pinned.contains(from) {
            to &= line(king, from);
        }
        sink.piece(from, to);
    }

    let pawns = board.by_kind(PieceKind::Pawn) & ours;
    let empty = !occupied;
    pawn_moves::<S, K>(sink, pawns - pinned, empty, theirs, check_mask);
    for pawn in pawns & pinned {
        let mask = check_mask & line(king, pawn);
        pawn_moves::<S, K>(sink, pawn.bitboard(), empty, theirs, mask);
    }

    if let Some(target) = position.en_passant() {
        let captured = Square::from_low_bits((target.index() as i32 - i32::from(S::STEP)) as u32);
        // Knights and pawns giving check, but the pawn taken.
        let leapers = checkers - straight - diagonal - captured;
        if leapers.is_empty() {
            for from in attacks::pawn(them, target) & pawns {
                let after = (occupied - from - captured) | target;
                let exposed = (attacks::rook(king, after) & straight)
                    | (attacks::bishop(king, after) & diagonal);
                if (exposed & theirs).is_empty() {
                    sink.one(Move::new(from, target, MoveKind::EnPassant));
                }
            }
        }
    }

    if checkers.is_empty() && !position.castling().is_empty() {
        for side in CastlingSide::ALL {
            // The quick test of `castling` first, that usually settles it.
            if let Some(rook) = position.castling().rook(us, side)
                && !between(king, rook).intersects(occupied)
                && let Some(mv) = castling(position, us, side, king)
            {
                sink.one(mv);
            }
        }
    }
}

/// The castling move of `color` on `side`, if it has the right and may
/// castle now, its king on `king` not being in check (the caller's test): the
/// squares the king and the rook cross and reach are empty but for these
/// two, and no square the king crosses or reaches is attacked, tested with
/// king and rook off the board (in Chess960 the rook may have shielded the
/// king's target along the back rank).
///
/// The move is the king's to its target in standard chess (`e1g1`), the
/// king's to its own rook in Chess960 (`e1h1`).
#[inline(always)]
pub(crate) fn castling(
    position: &Position,
    color: Color,
    side: CastlingSide,
    king: Square,
) -> Option<Move> {
    let rook = position.castling().rook(color, side)?;
    let occupied = position.board().occupied();
    // Every square between king and rook is on the king's path or the
    // rook's: the quick test that usually settles it.
    if between(king, rook).intersects(occupied) {
        return None;
    }
    let (king_to, rook_to) = (
        castling_king_target(color, side),
        castling_rook_target(color, side),
    );
    let others = occupied - king - rook;
    let king_path = between(king, king_to).with(king_to);
    if (king_path | between(rook, rook_to).with(rook_to)).intersects(others) {
        return None;
    }
    let them = color.other();
    if king_path
        .into_iter()
        .any(|square| !position.attackers_with(square, them, others).is_empty())
    {
        return None;
    }
    let to = if position.is_chess960() {
        rook
    } else {
        king_to
    };
    Some(Move::new(king, to, MoveKind::Castling))
}

/// The king's square after castling: g1, c1, g8 or c8.
pub(crate) const fn castling_king_target(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::KingSide => File::G,
        CastlingSide::QueenSide => File::C,
    };
    Square::from_file_rank(file, color.back_rank())
}

/// The rook's square after castling: f1, d1, f8 or d8.
pub(crate) const fn castling_rook_target(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::KingSide => File::F,
        CastlingSide::QueenSide => File::D,
    };
    Square::from_file_rank(file, color.back_rank())
}

/// Legal move generation.
impl Position {
    /// Every legal move: king moves first, then knights, bishops and
    /// queens on diagonals, rooks and queens on files and ranks, pawns,
    /// en passant, castling.
    ///
    /// ```
    /// use a1h8::{MoveKind, Position};
    ///
    /// // Kiwipete: 48 moves, two of them castling.
    /// let kiwipete = Position::from_fen(
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    /// )?;
    /// let moves = kiwipete.legal_moves();
    /// assert_eq!(moves.len(), 48);
    /// assert_eq!(moves.iter().filter(|m| m.kind() == MoveKind::Castling).count(), 2);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        match self.turn() {
            Color::White => generate::<White, _>(self, &mut list),
            Color::Black => generate::<Black, _>(self, &mut list),
        }
        list
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        match self.turn() {
            Color::White => generate::<White, _>(self, &mut counter),
            Color::Black => generate::<Black, _>(self, &mut counter),
        }
        counter.0
    }
}
