//! Perft of chess positions, specialised: the walk behind
//! [`perft`](crate::perft) for [`Position`].
//!
//! The generic walk ([`Game::perft`](crate::Game::perft)'s default) lists
//! each node's moves, then plays them one by one, decoding each move
//! again to find what moves. This one builds no list: the generator
//! (`moves/movegen/mod.rs`) hands every piece's set of destinations to a sink
//! that makes each child at once, knowing the kind of the piece that moves
//! and, from the set it came in, what kind of move it is, and counts below
//! it. The side to move is a type ([`White`], [`Black`]), so that each
//! node's code and its children's are compiled for their colour; the
//! leaves are counted by popcount of the destination sets, without making
//! them.
//!
//! A node carries only what the moves below it depend on: the placement,
//! the castling rights held as four bits, and the en passant square (set
//! only when a capture there is legal, as [`Position`] keeps it). No
//! clock, no hash. The squares of each castling right, which do not
//! change in a game, are computed once at the root: a node tests a right
//! with two ANDs, and a child keeps its parent's rights unless its move
//! touches a right's king or rook.
//!
//! A quiet move and a capture are made apart (the destination set split
//! by the enemy's squares), so a quiet move clears nothing.

use core::marker::PhantomData;

use super::{Black, Counter, PROMOTIONS, PawnMove, Setup, Side, Sink, White, behind, generate};
use crate::positions::castling::{Castles, Rights, castling_king_target, castling_rook_target};
use crate::positions::position::can_take_en_passant;
use crate::{Bitboard, Board, CastlingSide, Color, Piece, PieceKind, Position, Square, attacks};

/// The castling rights' squares of a walk ([`Castles`]), and for each set
/// of rights held the squares whose move loses some: what stays the same
/// from the root down.
struct WalkCastles {
    castles: Castles,
    /// By [`Rights`]: the kings' and rooks' squares of the rights held.
    touching: [Bitboard; 16],
}

impl WalkCastles {
    fn new(castles: Castles) -> WalkCastles {
        let mut touching = [Bitboard::EMPTY; 16];
        for (held, squares) in touching.iter_mut().enumerate() {
            *squares = castles.touching(Rights(held as u8));
        }
        WalkCastles { castles, touching }
    }

    /// The squares whose move, from or to, loses some of `rights`.
    #[inline(always)]
    fn touching(&self, rights: Rights) -> Bitboard {
        self.touching[usize::from(rights.0 & 15)]
    }

    /// `rights` after a move from `from` to `to`.
    fn rights_after(&self, rights: Rights, from: Square, to: Square) -> Rights {
        self.castles.after_touching(rights, from, to)
    }
}

/// What the moves of a position depend on, besides the squares of the
/// castling rights ([`WalkCastles`]), which stay the same for the whole
/// walk.
#[derive(Clone, Copy)]
struct Node {
    board: Board,
    rights: Rights,
    en_passant: Option<Square>,
}

impl Node {
    /// The child after a move of `S`'s piece of `kind` from `from` to `to`,
    /// becoming `arrives` there (a promotion), and taking what stood there
    /// if `CAPTURE` (an empty square otherwise).
    #[inline(always)]
    fn after_move<S: Side, const CAPTURE: bool>(
        &self,
        castles: &WalkCastles,
        kind: PieceKind,
        from: Square,
        to: Square,
        arrives: PieceKind,
    ) -> Node {
        let mut board = self.board;
        if CAPTURE {
            board.clear(to);
        }
        board.toggle(from, Piece::new(S::US, kind));
        board.toggle(to, Piece::new(S::US, arrives));
        // A move that touches no right's king or rook, the common case,
        // keeps the rights.
        let rights = if castles
            .touching(self.rights)
            .intersects(from.bitboard() | to)
        {
            castles.rights_after(self.rights, from, to)
        } else {
            self.rights
        };
        Node {
            board,
            rights,
            en_passant: None,
        }
    }
}

/// The number of legal move sequences of `depth` plies from `position`,
/// saturating at `u64::MAX`: [`perft`](crate::perft) for chess.
pub(crate) fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (rights, castles) = Castles::new(position.board(), position.castling());
    let castles = WalkCastles::new(castles);
    let node = Node {
        board: *position.board(),
        rights,
        en_passant: position.en_passant(),
    };
    match position.turn() {
        Color::White => walk::<White>(&node, &castles, depth),
        Color::Black => walk::<Black>(&node, &castles, depth),
    }
}

/// What the generator reads of `node`.
#[inline(always)]
fn setup<'a>(node: &'a Node, castles: &'a WalkCastles) -> Setup<'a> {
    Setup {
        board: &node.board,
        rights: node.rights,
        castles: &castles.castles,
        en_passant: node.en_passant,
    }
}

/// The leaves `depth` plies (at least 1) below `node`, `S` to move.
fn walk<S: Side>(node: &Node, castles: &WalkCastles, depth: u32) -> u64 {
    if depth == 1 {
        return count::<S>(node, castles);
    }
    let mut children = Children::<S> {
        node,
        castles,
        depth: depth - 1,
        total: 0,
        side: PhantomData,
    };
    generate::<S, _>(setup(node, castles), &mut children);
    children.total
}

/// The legal moves of `node`, `S` to move, counted by popcount.
#[inline(never)]
fn count<S: Side>(node: &Node, castles: &WalkCastles) -> u64 {
    let mut counter = Counter(0);
    generate::<S, _>(setup(node, castles), &mut counter);
    counter.0
}

/// The sink that makes each child of `node` as its move comes and adds
/// the leaves below it.
struct Children<'a, S> {
    node: &'a Node,
    castles: &'a WalkCastles,
    /// The depth below each child.
    depth: u32,
    total: u64,
    side: PhantomData<S>,
}

impl<S: Side> Children<'_, S> {
    #[inline(always)]
    fn count(&mut self, child: &Node) {
        self.total = self
            .total
            .saturating_add(walk::<S::Other>(child, self.castles, self.depth));
    }

    /// The child after a move that is not en passant or castling.
    #[inline(always)]
    fn after<const CAPTURE: bool>(
        &self,
        kind: PieceKind,
        from: Square,
        to: Square,
        arrives: PieceKind,
    ) -> Node {
        self.node
            .after_move::<S, CAPTURE>(self.castles, kind, from, to, arrives)
    }
}

impl<S: Side> Sink for Children<'_, S> {
    #[inline(always)]
    fn piece(&mut self, kind: PieceKind, from: Square, to: Bitboard) {
        let theirs = self.node.board.by_color(S::US.other());
        for to in to & theirs {
            let child = self.after::<true>(kind, from, to, kind);
            self.count(&child);
        }
        for to in to - theirs {
            let child = self.after::<false>(kind, from, to, kind);
            self.count(&child);
        }
    }

    #[inline(always)]
    fn pawns(&mut self, to: Bitboard, back: i8, flags: PawnMove) {
        // Pawns take diagonally: a step back off the file is a capture.
        let capture = back != -S::STEP && back != -2 * S::STEP;
        let pawn = PieceKind::Pawn;
        for to in to {
            let from = behind(to, back);
            match flags {
                PawnMove::Normal => {
                    let child = if capture {
                        self.after::<true>(pawn, from, to, pawn)
                    } else {
                        self.after::<false>(pawn, from, to, pawn)
                    };
                    self.count(&child);
                }
                PawnMove::DoubleStep => {
                    let mut child = self.after::<false>(pawn, from, to, pawn);
                    // The square passed over, if a pawn beside may take there.
                    let passed = behind(to, -S::STEP);
                    let takers = child.board.by_piece(Piece::new(S::US.other(), pawn));
                    if attacks::pawn(S::US, passed).intersects(takers)
                        && can_take_en_passant(&child.board, S::US.other(), passed)
                    {
                        child.en_passant = Some(passed);
                    }
                    self.count(&child);
                }
                PawnMove::Promotion => {
                    for kind in PROMOTIONS {
                        let child = if capture {
                            self.after::<true>(pawn, from, to, kind)
                        } else {
                            self.after::<false>(pawn, from, to, kind)
                        };
                        self.count(&child);
                    }
                }
            }
        }
    }

    fn en_passant(&mut self, from: Square, to: Square) {
        let pawn = PieceKind::Pawn;
        let mut child = self.after::<false>(pawn, from, to, pawn);
        child
            .board
            .toggle(behind(to, -S::STEP), Piece::new(S::US.other(), pawn));
        self.count(&child);
    }

    fn castle(&mut self, side: CastlingSide, king: Square, rook: Square) {
        let mut board = self.node.board;
        let (king_piece, rook_piece) = (
            Piece::new(S::US, PieceKind::King),
            Piece::new(S::US, PieceKind::Rook),
        );
        // Toggles commute: a king or rook that stays, or the two swapping
        // squares (Chess960), come out right.
        board.toggle(king, king_piece);
        board.toggle(castling_king_target(S::US, side), king_piece);
        board.toggle(rook, rook_piece);
        board.toggle(castling_rook_target(S::US, side), rook_piece);
        let child = Node {
            board,
            rights: self.node.rights.without_color(S::US),
            en_passant: None,
        };
        self.count(&child);
    }
}
