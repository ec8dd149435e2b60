//! Legal move generation: check and pin masks computed once per node,
//! specialised by the side to move.
//!
//! The generator never plays a move to test it. Per position it finds the
//! checkers of the king, the **check mask** (the squares that answer a
//! single check: the checker and the squares [`between`] it and the king;
//! every square when not in check; none in double check, where only the
//! king moves), and the **pins**, from the enemy sliders on the king's
//! lines of the empty board only: two masks, one for files and ranks, one
//! for diagonals, each the squares between the king and a pinner and the
//! pinner's own, inside which a pinned piece stays. The king goes to
//! squares outside the map of every square the enemy attacks with the
//! king itself taken off the board (so it does not step back along a
//! checking ray). En passant, the one move that takes two pieces off a
//! line at once, is tested against the sliders with the occupancy after
//! the capture (the pawns beside each other on the king's rank).
//! Castling, standard or Chess960, needs the right, the squares the king
//! and the rook cross and reach empty but for these two, and no attack on
//! the king's square, the squares it crosses and the one it reaches, with
//! king and rook off the board.
//!
//! One generator serves three sinks: the move list, a counter that adds up
//! the sizes of the destination sets (perft's last ply, without a list),
//! and perft's walk, which makes each child as its move comes
//! ([`perft_walk`]). Each piece's
//! moves are handed on as one set, with the piece's kind fixed at the call
//! (bishops and queens in calls of their own), so that a sink that plays
//! them is compiled for each kind.

mod filter;
pub(crate) mod perft_walk;

use crate::moves::move_list::{FixedMoveList, FixedMoveListIntoIter};
use crate::positions::castling::{
    Castle, Castles, Rights, castling_king_target, castling_king_target_on,
};
use crate::{
    Bitboard, Board, CastlingSide, Color, Direction, Move, MoveKind, PieceKind, Position, Rank,
    Square, attacks, between, ray,
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

/// What the generator hands its moves to: the move list, a counter, or
/// perft's walk, which plays each move as it comes
/// ([`perft_walk`]).
pub(crate) trait Sink {
    /// The moves of a piece of `kind` (not a pawn) from `from` to every
    /// square of `to`.
    fn piece(&mut self, kind: PieceKind, from: Square, to: Bitboard);
    /// Pawn moves, set-wise: to every square of `to` from the square
    /// `back` indices away (`from = to + back`), each with `flags`.
    fn pawns(&mut self, to: Bitboard, back: i8, flags: PawnMove);
    /// Every pawn move of `S`: [`pawns`](Sink::pawns) for each kind of
    /// move, in the move list's order, unless a sink has a quicker way.
    #[inline(always)]
    fn pawn_targets<S: Side>(&mut self, targets: PawnTargets) {
        let PawnTargets {
            single,
            double,
            west,
            east,
        } = targets;
        let last = S::LAST.mask();
        // `from = to + back`: a step forward is STEP, west one less, east
        // one more.
        let (up, up_west, up_east) = (-S::STEP, -S::STEP + 1, -S::STEP - 1);
        self.pawns(single - last, up, PawnMove::Normal);
        self.pawns(west - last, up_west, PawnMove::Normal);
        self.pawns(east - last, up_east, PawnMove::Normal);
        self.pawns(double, 2 * up, PawnMove::DoubleStep);
        self.pawns(single & last, up, PawnMove::Promotion);
        self.pawns(west & last, up_west, PawnMove::Promotion);
        self.pawns(east & last, up_east, PawnMove::Promotion);
    }
    /// The en passant capture of the pawn from `from` to `to`.
    fn en_passant(&mut self, from: Square, to: Square);
    /// Castling on `side`, the king on `king` and its rook on `rook`.
    fn castle(&mut self, side: CastlingSide, king: Square, rook: Square);
}

/// The squares the pawns of the side to move reach, by kind of move, the
/// last rank included.
#[derive(Clone, Copy)]
pub(crate) struct PawnTargets {
    /// One step forward.
    single: Bitboard,
    /// Two steps forward.
    double: Bitboard,
    /// Captures towards the a-file and towards the h-file.
    west: Bitboard,
    east: Bitboard,
}

/// The kinds of a pawn's move the set-wise generation hands on, in both
/// generators (chess's and the variants').
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum PawnMove {
    Normal,
    DoubleStep,
    /// One move for each kind pawns promote to: queen, rook, bishop,
    /// knight in chess, the variant's kinds in a variant.
    Promotion,
}

/// The kinds a pawn promotes to, in the order of the move list.
pub(crate) const PROMOTIONS: [PieceKind; 4] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
];

/// The square `back` indices from `to`: a pawn's square of departure.
#[inline]
pub(crate) fn behind(to: Square, back: i8) -> Square {
    Square::from_low_bits((to.index() as i32 + i32::from(back)) as u32)
}

/// The move list's sink: castling is written as Chess960 writes it (the
/// king takes its rook) or as standard chess does (the king's target).
struct Listing {
    pub(super) list: MoveList,
    pub(super) chess960: bool,
}

impl Sink for Listing {
    #[inline]
    fn piece(&mut self, _: PieceKind, from: Square, to: Bitboard) {
        for to in to {
            self.list.push(Move::normal(from, to));
        }
    }

    #[inline]
    fn pawns(&mut self, to: Bitboard, back: i8, flags: PawnMove) {
        for to in to {
            let from = behind(to, back);
            match flags {
                PawnMove::Normal => self.list.push(Move::normal(from, to)),
                PawnMove::DoubleStep => self.list.push(Move::new(from, to, MoveKind::DoubleStep)),
                PawnMove::Promotion => {
                    for kind in PROMOTIONS {
                        self.list.push(Move::with_promotion(from, to, kind));
                    }
                }
            }
        }
    }

    #[inline]
    fn en_passant(&mut self, from: Square, to: Square) {
        self.list.push(Move::new(from, to, MoveKind::EnPassant));
    }

    #[inline]
    fn castle(&mut self, side: CastlingSide, king: Square, rook: Square) {
        let to = if self.chess960 {
            rook
        } else {
            castling_king_target_on(king.rank(), side)
        };
        self.list.push(Move::new(king, to, MoveKind::Castling));
    }
}

/// Counts the moves without listing them.
pub(crate) struct Counter(pub(crate) u64);

impl Sink for Counter {
    #[inline]
    fn piece(&mut self, _: PieceKind, _: Square, to: Bitboard) {
        self.0 += to.count() as u64;
    }

    #[inline]
    fn pawns(&mut self, to: Bitboard, _: i8, flags: PawnMove) {
        let each = if flags == PawnMove::Promotion { 4 } else { 1 };
        self.0 += each * to.count() as u64;
    }

    /// Fewer counts than one per kind of move (a popcount is a dozen
    /// instructions without the POPCNT instruction): single and double
    /// steps never reach one square, and promotions are rare.
    #[inline(always)]
    fn pawn_targets<S: Side>(&mut self, targets: PawnTargets) {
        let last = S::LAST.mask();
        let moves = [
            (targets.single | targets.double),
            targets.west,
            targets.east,
        ];
        for set in moves {
            self.0 += (set - last).count() as u64;
        }
        if (targets.single | targets.west | targets.east).intersects(last) {
            for set in moves {
                self.0 += 4 * (set & last).count() as u64;
            }
        }
    }

    #[inline]
    fn en_passant(&mut self, _: Square, _: Square) {
        self.0 += 1;
    }

    #[inline]
    fn castle(&mut self, _: CastlingSide, _: Square, _: Square) {
        self.0 += 1;
    }
}

/// What depends on the side to move, fixed at compile time: `White` or
/// `Black`, in both generators (the variants' read [`Side::US`], the rest
/// is the 8x8 board's).
pub(crate) trait Side {
    /// The other side.
    type Other: Side;
    const US: Color;
    /// Forward, and forward to the west and to the east.
    const UP: Direction;
    const UP_WEST: Direction;
    const UP_EAST: Direction;
    /// The directions of the other side's pawn captures.
    const DOWN_WEST: Direction;
    const DOWN_EAST: Direction;
    /// The square index change of a step forward.
    const STEP: i8;
    /// The rank a double step passes over (3 for White), and the last.
    const THIRD: Rank;
    const LAST: Rank;
}

pub(crate) struct White;
pub(crate) struct Black;

impl Side for White {
    type Other = Black;
    const US: Color = Color::White;
    const UP: Direction = Direction::North;
    const UP_WEST: Direction = Direction::NorthWest;
    const UP_EAST: Direction = Direction::NorthEast;
    const DOWN_WEST: Direction = Direction::SouthWest;
    const DOWN_EAST: Direction = Direction::SouthEast;
    const STEP: i8 = 8;
    const THIRD: Rank = Rank::Third;
    const LAST: Rank = Rank::Eighth;
}

impl Side for Black {
    type Other = White;
    const US: Color = Color::Black;
    const UP: Direction = Direction::South;
    const UP_WEST: Direction = Direction::SouthWest;
    const UP_EAST: Direction = Direction::SouthEast;
    const DOWN_WEST: Direction = Direction::NorthWest;
    const DOWN_EAST: Direction = Direction::NorthEast;
    const STEP: i8 = -8;
    const THIRD: Rank = Rank::Sixth;
    const LAST: Rank = Rank::First;
}

/// The lines of a rook and of a bishop on each square of the empty board:
/// the only squares from which an enemy slider can check or pin.
static EMPTY_BOARD_LINES: [[Bitboard; 2]; 64] = {
    let mut lines = [[Bitboard::EMPTY; 2]; 64];
    let mut index = 0;
    while index < 64 {
        let square = Square::ALL[index];
        let mut straight = Bitboard::EMPTY;
        let mut diagonal = Bitboard::EMPTY;
        let mut d = 0;
        while d < 8 {
            let direction = Direction::ALL[d];
            let rays = ray(square, direction);
            if direction.is_diagonal() {
                diagonal = diagonal.union(rays);
            } else {
                straight = straight.union(rays);
            }
            d += 1;
        }
        lines[index] = [straight, diagonal];
        index += 1;
    }
    lines
};

/// What the generator reads of a position: the placement, the castling
/// rights held with their squares, and the en passant square (whose
/// capture is legal, as [`Position`] keeps it).
#[derive(Clone, Copy)]
pub(crate) struct Setup<'a> {
    pub(crate) board: &'a Board,
    pub(crate) rights: Rights,
    pub(crate) castles: &'a Castles,
    pub(crate) en_passant: Option<Square>,
}

/// Every legal move of `setup`, whose side to move is `S`, to `sink`: the
/// king's moves, then knights', bishops' and queens' on diagonals, rooks'
/// and queens' on files and ranks, pawns', en passant, castling.
///
/// Checks and pins come from the enemy sliders that stand on the king's
/// lines of the empty board, most often none: each one with nothing
/// between it and the king checks; with exactly one piece between, ours,
/// it pins that piece, which then moves only inside the pin's squares
/// (the ones between and the pinner's). Pins on files and ranks and pins
/// on diagonals are kept apart: a piece pinned on one kind of line cannot
/// move along the other kind, and a piece's moves along its own line never
/// reach another pin line of the same king.
#[inline(always)]
pub(crate) fn generate<S: Side, K: Sink>(setup: Setup<'_>, sink: &mut K) {
    let board = setup.board;
    let (us, them) = (S::US, S::US.other());
    let ours = board.by_color(us);
    let theirs = board.by_color(them);
    let occupied = ours | theirs;
    let kings = board.by_kind(PieceKind::King);
    let Some(king) = (kings & ours).first() else {
        return;
    };
    let pawns = board.by_kind(PieceKind::Pawn);
    let knights = board.by_kind(PieceKind::Knight);
    let queens = board.by_kind(PieceKind::Queen);
    let straight = board.by_kind(PieceKind::Rook) | queens;
    let diagonal = board.by_kind(PieceKind::Bishop) | queens;
    let [straight_lines, diagonal_lines] = EMPTY_BOARD_LINES[king.index()];

    let mut checkers =
        theirs & ((attacks::knight(king) & knights) | (attacks::pawn(us, king) & pawns));
    let (checks, pin_straight) = pins(king, straight & theirs & straight_lines, occupied, ours);
    let (diagonal_checks, pin_diagonal) =
        pins(king, diagonal & theirs & diagonal_lines, occupied, ours);
    checkers |= checks | diagonal_checks;

    // Castling rights whose squares are empty, out of check: the quick
    // test that usually settles castling.
    let unblocked = |side| {
        let castle = setup.castles.of(us, side);
        (setup.rights.has(us, side) && !(occupied - king - castle.rook).intersects(castle.empty))
            .then_some(castle)
    };
    let castles = if checkers.is_empty() && setup.rights.without_color(them) != Rights::NONE {
        [
            unblocked(CastlingSide::KingSide),
            unblocked(CastlingSide::QueenSide),
        ]
    } else {
        [None; 2]
    };

    // The squares enemy pieces attack with our king off the board (so that
    // it does not step back along a checking ray): where the king may not
    // go, nor pass when castling. Computed when the king has a square to
    // go to or may castle.
    let mut escapes = attacks::king(king) - ours;
    let mut attacked = Bitboard::EMPTY;
    if !escapes.is_empty() || castles[0].is_some() || castles[1].is_some() {
        let their_pawns = pawns & theirs;
        attacked = their_pawns.shift(S::DOWN_WEST) | their_pawns.shift(S::DOWN_EAST);
        if let Some(their_king) = (kings & theirs).first() {
            attacked |= attacks::king(their_king);
        }
        let without_king = occupied - king;
        for from in knights & theirs {
            attacked |= attacks::knight(from);
        }
        for from in straight & theirs {
            attacked |= attacks::rook(from, without_king);
        }
        for from in diagonal & theirs {
            attacked |= attacks::bishop(from, without_king);
        }
        escapes -= attacked;
    }
    // Which castling moves are legal, settled now and handed on last: one
    // byte kept to the end rather than the squares it is decided by.
    let mut castle_sides = [false; 2];
    for (legal, castle) in castle_sides.iter_mut().zip(castles) {
        *legal = castle.is_some_and(|castle| castling_is_safe(board, us, castle, attacked));
    }
    sink.piece(PieceKind::King, king, escapes);
    if checkers.more_than_one() {
        return;
    }
    let check_mask = match checkers.first() {
        Some(checker) => between(king, checker).with(checker),
        None => Bitboard::FULL,
    };

    let targets = check_mask - ours;
    for from in knights & (ours - pin_straight - pin_diagonal) {
        sink.piece(PieceKind::Knight, from, attacks::knight(from) & targets);
    }
    slider_moves(
        sink,
        diagonal & (ours - pin_straight),
        queens,
        PieceKind::Bishop,
        pin_diagonal,
        |from| attacks::bishop(from, occupied) & targets,
    );
    slider_moves(
        sink,
        straight & (ours - pin_diagonal),
        queens,
        PieceKind::Rook,
        pin_straight,
        |from| attacks::rook(from, occupied) & targets,
    );

    // Pawns, set-wise: free ones, pushes of those pinned on a file (a
    // push leaves a rank), captures of those pinned on a diagonal.
    let our_pawns = pawns & ours;
    let free = our_pawns - pin_straight - pin_diagonal;
    let pushing = our_pawns & pin_straight;
    let taking = our_pawns & pin_diagonal;
    let empty = !occupied;
    let single = (free.shift(S::UP) | (pushing.shift(S::UP) & pin_straight)) & empty;
    let double = (single & S::THIRD.mask()).shift(S::UP) & empty & check_mask;
    let single = single & check_mask;
    let capture = |direction| {
        (free.shift(direction) | (taking.shift(direction) & pin_diagonal)) & theirs & check_mask
    };
    let (west, east) = (capture(S::UP_WEST), capture(S::UP_EAST));
    sink.pawn_targets::<S>(PawnTargets {
        single,
        double,
        west,
        east,
    });

    if let Some(target) = setup.en_passant {
        let captured = behind(target, -S::STEP);
        // Knights and pawns giving check, but the pawn taken.
        let leapers = checkers - straight - diagonal - captured;
        if leapers.is_empty() {
            for from in attacks::pawn(them, target) & our_pawns {
                let after = (occupied - from - captured) | target;
                let exposed = (attacks::rook(king, after) & straight)
                    | (attacks::bishop(king, after) & diagonal);
                if (exposed & theirs).is_empty() {
                    sink.en_passant(from, target);
                }
            }
        }
    }

    for (side, legal) in CastlingSide::ALL.into_iter().zip(castle_sides) {
        if legal {
            let rook = setup.castles.of(us, side).rook;
            sink.castle(side, king, rook);
        }
    }
}

/// The checkers among `snipers`, enemy sliders on one kind of line
/// through `king` (files and ranks, or diagonals), and the pin mask they
/// make: each with nothing between it and the king checks; with exactly
/// one piece between, ours, it pins it, and the squares between and its
/// own join the mask.
#[inline(always)]
fn pins(
    king: Square,
    snipers: Bitboard,
    occupied: Bitboard,
    ours: Bitboard,
) -> (Bitboard, Bitboard) {
    let (mut checkers, mut pin) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for sniper in snipers {
        let path = between(king, sniper);
        let blockers = path & occupied;
        if blockers.is_empty() {
            checkers |= sniper;
        } else if !blockers.more_than_one() && blockers.is_subset(ours) {
            pin |= path.with(sniper);
        }
    }
    (checkers, pin)
}

/// The moves of `sliders`, ours of `kind` or queens, each to `moves(from)`
/// and, if pinned, inside `pin`, the pin mask of their kind of line. Each
/// kind is handed on in a call of its own: a sink that plays the moves
/// knows the kind at compile time.
#[inline(always)]
fn slider_moves<K: Sink>(
    sink: &mut K,
    sliders: Bitboard,
    queens: Bitboard,
    kind: PieceKind,
    pin: Bitboard,
    moves: impl Fn(Square) -> Bitboard,
) {
    for from in sliders {
        let along = if pin.contains(from) {
            pin
        } else {
            Bitboard::FULL
        };
        let to = moves(from) & along;
        if queens.contains(from) {
            sink.piece(PieceKind::Queen, from, to);
        } else {
            sink.piece(kind, from, to);
        }
    }
}

/// `true` if no square `color`'s king crosses or reaches castling by
/// `castle` is attacked, tested with king and rook off the board (in
/// Chess960 the rook may shield the king's target along the back rank).
/// The squares must be empty: the caller's test.
///
/// `attacked` holds the squares the other side attacks with the king off
/// the board, or is empty if not computed. It decides when the rook
/// shields nothing: no enemy rook or queen on its rank beyond it.
#[inline(always)]
fn castling_is_safe(board: &Board, color: Color, castle: &Castle, attacked: Bitboard) -> bool {
    let them = color.other();
    let their_straight =
        board.by_color(them) & (board.by_kind(PieceKind::Rook) | board.by_kind(PieceKind::Queen));
    if !attacked.is_empty() && !castle.beyond.intersects(their_straight) {
        return !castle.safe.intersects(attacked);
    }
    let others = board.occupied() - castle.king - castle.rook;
    !castle
        .safe
        .into_iter()
        .any(|square| !board.attackers_with(square, them, others).is_empty())
}

/// The castling move of `color` on `side`, if it has the right and may
/// castle now, its king on `king` not being in check (the caller's test).
///
/// The move is the king's to its target in standard chess (`e1g1`), the
/// king's to its own rook in Chess960 (`e1h1`).
pub(crate) fn castling(
    position: &Position,
    color: Color,
    side: CastlingSide,
    king: Square,
) -> Option<Move> {
    let rook = position.castling().rook(color, side)?;
    let board = position.board();
    let castle = Castle::new(color, side, king, rook);
    if (board.occupied() - king - rook).intersects(castle.empty)
        || !castling_is_safe(board, color, &castle, Bitboard::EMPTY)
    {
        return None;
    }
    let to = if position.is_chess960() {
        rook
    } else {
        castling_king_target(color, side)
    };
    Some(Move::new(king, to, MoveKind::Castling))
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
        let mut listing = Listing {
            list: MoveList::new(),
            chess960: self.is_chess960(),
        };
        match self.turn() {
            Color::White => self.with_setup(|setup| generate::<White, _>(setup, &mut listing)),
            Color::Black => self.with_setup(|setup| generate::<Black, _>(setup, &mut listing)),
        }
        listing.list
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        match self.turn() {
            Color::White => self.with_setup(|setup| generate::<White, _>(setup, &mut counter)),
            Color::Black => self.with_setup(|setup| generate::<Black, _>(setup, &mut counter)),
        }
        counter.0
    }

    /// Calls `generate` with what the generator reads.
    #[inline(always)]
    pub(super) fn with_setup<R>(&self, generate: impl FnOnce(Setup<'_>) -> R) -> R {
        let (rights, castles) = if self.castling().is_empty() {
            (Rights::NONE, None)
        } else {
            let (rights, castles) = Castles::of_color(self.board(), self.castling(), self.turn());
            (rights, Some(castles))
        };
        generate(Setup {
            board: self.board(),
            rights,
            castles: castles.as_ref().unwrap_or(&Castles::NONE),
            en_passant: self.en_passant(),
        })
    }
}
