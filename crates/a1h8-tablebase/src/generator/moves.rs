//! Moves on a placement: what the generator knows of a position without
//! building one. The pieces' squares, the occupancy and the squares each
//! piece reaches ([`Endgame::reach`]) give checks, the moves inside a level
//! (a piece other than a pawn moving to an empty square: one digit of the
//! index changes) and the moves out of it (captures and pawn moves, whose
//! positions are looked up in other tables).

use a1h8::{Color, Endgame, PawnRules, Piece, PieceKind};

use crate::index::{Indexer, MAX_PIECES, Placement};

/// The slot of each side's king: White's first, Black's second.
pub(crate) const fn king_slot(color: Color) -> usize {
    color.index()
}

/// The pieces of a position: `(square, piece)`, as tables look them up.
pub(crate) type Pieces = [(u8, Piece); MAX_PIECES];

/// A move out of the level: the position it leads to, its pieces in
/// `pieces[..len]`, with the other side to move.
pub(crate) struct Exit {
    pub(crate) pieces: Pieces,
    pub(crate) len: usize,
    /// For a pawn's double step: the square passed over and the square
    /// reached, if a pawn of the other side stands beside that square (an
    /// en passant capture may follow).
    pub(crate) double_step: Option<(usize, usize)>,
}

/// A placement with its occupancy: the position of an index, one side or
/// the other to move.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    pub(crate) squares: Placement,
    /// The slots holding a piece: all but a piece captured.
    pub(crate) alive: u32,
    pub(crate) occupied: u128,
    /// The squares of each side's pieces, by [`Color::index`].
    pub(crate) sides: [u128; 2],
}

/// The moves of one ending's positions in one game.
pub(crate) struct Moves<'a, G> {
    pub(crate) template: &'a G,
    pub(crate) indexer: &'a Indexer,
    pieces: [Piece; MAX_PIECES],
    count: usize,
    /// The slots of each side's pieces, by [`Color::index`], as bits.
    slots: [u32; 2],
    pawns: PawnRules,
    files: usize,
    ranks: usize,
    /// Every square of the board.
    all: u128,
}

impl<'a, G: Endgame> Moves<'a, G> {
    pub(crate) fn new(template: &'a G, indexer: &'a Indexer) -> Moves<'a, G> {
        let mut pieces = [Piece::new(Color::White, PieceKind::King); MAX_PIECES];
        let mut slots = [0u32; 2];
        for (slot, &piece) in indexer.pieces().iter().enumerate() {
            pieces[slot] = piece;
            slots[piece.color.index()] |= 1 << slot;
        }
        let size = indexer.size();
        Moves {
            template,
            indexer,
            pieces,
            count: indexer.piece_count(),
            slots,
            pawns: template.pawn_rules(),
            files: size.files(),
            ranks: size.ranks(),
            all: if size.square_count() >= 128 {
                u128::MAX
            } else {
                (1u128 << size.square_count()) - 1
            },
        }
    }

    /// The piece of each slot.
    pub(crate) fn piece(&self, slot: usize) -> Piece {
        self.pieces[slot]
    }

    /// The board of `placement`, every piece on it.
    pub(crate) fn board(&self, placement: &Placement) -> Board {
        // Gathered in two locals, not in the array by colour: OR-ing into
        // an array indexed at run time goes through memory, and reading
        // the 128-bit words back then stalls on the narrower stores.
        let (mut white, mut black) = (0u128, 0u128);
        for (slot, &square) in placement[..self.count].iter().enumerate() {
            let bit = 1u128 << square;
            if self.slots[0] >> slot & 1 != 0 {
                white |= bit;
            } else {
                black |= bit;
            }
        }
        Board {
            squares: *placement,
            alive: (1 << self.count) - 1,
            occupied: white | black,
            sides: [white, black],
        }
    }

    /// Whether a piece of `by` on `board` attacks `target`.
    #[inline]
    pub(crate) fn attacked(&self, board: &Board, target: u8, by: Color) -> bool {
        let mut slots = self.slots[by.index()] & board.alive;
        while slots != 0 {
            let slot = slots.trailing_zeros() as usize;
            slots &= slots - 1;
            let reach = self.template.reach(
                self.pieces[slot],
                board.squares[slot] as usize,
                board.occupied,
            );
            if reach >> target & 1 != 0 {
                return true;
            }
        }
        false
    }

    /// Whether `turn`'s king is in check on `board`.
    #[inline]
    pub(crate) fn in_check(&self, board: &Board, turn: Color) -> bool {
        self.attacked(board, board.squares[king_slot(turn)], turn.other())
    }

    /// Whether `board` with `turn` to move is a position of the tables:
    /// the side not to move is not in check.
    #[inline]
    pub(crate) fn is_legal(&self, board: &Board, turn: Color) -> bool {
        !self.in_check(board, turn.other())
    }

    /// Calls `each(slot, to)` for every legal move of `turn` inside the
    /// level (a piece other than a pawn to an empty square) until it
    /// breaks; whether it broke.
    pub(crate) fn inside_moves(
        &self,
        board: &Board,
        turn: Color,
        mut each: impl FnMut(usize, u8) -> bool,
    ) -> bool {
        self.inside_targets(board, turn, |slot, to| {
            let after = moved(board, slot, turn, to);
            !self.in_check(&after, turn) && each(slot, to)
        })
    }

    /// [`inside_moves`](Self::inside_moves), the moves that leave the
    /// king in check included: for a caller that finds them out by the
    /// position they lead to, which no table holds (its side not to move
    /// in check).
    pub(crate) fn inside_targets(
        &self,
        board: &Board,
        turn: Color,
        mut each: impl FnMut(usize, u8) -> bool,
    ) -> bool {
        self.inside_target_sets(board, turn, |slot, mut targets| {
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                if each(slot, to) {
                    return true;
                }
            }
            false
        })
    }

    /// Calls `each(slot, targets)` for every piece of `turn` but the
    /// pawns, with the empty squares it reaches (its moves inside the
    /// level, those that leave the king in check included), until it
    /// breaks; whether it broke.
    pub(crate) fn inside_target_sets(
        &self,
        board: &Board,
        turn: Color,
        mut each: impl FnMut(usize, u128) -> bool,
    ) -> bool {
        let mut slots = self.slots[turn.index()] & board.alive;
        while slots != 0 {
            let slot = slots.trailing_zeros() as usize;
            slots &= slots - 1;
            let piece = self.pieces[slot];
            if piece.kind == PieceKind::Pawn {
                continue;
            }
            let from = board.squares[slot] as usize;
            let targets =
                self.template.reach(piece, from, board.occupied) & !board.occupied & self.all;
            if targets != 0 && each(slot, targets) {
                return true;
            }
        }
        false
    }

    /// The number of legal moves of `turn` inside the level: those of a
    /// piece neither pinned nor moving while its king is in check counted
    /// in bulk, the others one by one against the pieces that may attack
    /// the king after them (the checkers alone, for a piece not pinned).
    pub(crate) fn inside_move_count(&self, board: &Board, turn: Color) -> u32 {
        let own_king = king_slot(turn);
        let king = board.squares[own_king];
        let theirs = self.slots[turn.other().index()] & board.alive;
        let checkers = self.attackers(board, theirs, board.occupied, king);
        let mut count = 0;
        self.inside_target_sets(board, turn, |slot, mut targets| {
            let vacated = board.occupied & !(1 << board.squares[slot]);
            if slot == own_king {
                // The squares the other side attacks, the king gone from
                // its own (a square's own occupant never shields it).
                count += (targets & !self.attacks(board, theirs, vacated)).count_ones();
                return false;
            }
            // Pinned: another piece of theirs attacks the king once this
            // one has left. Otherwise a move only has to stop the checks.
            let pinned = self.attackers(board, theirs & !checkers, vacated, king) != 0;
            if !pinned && checkers == 0 {
                count += targets.count_ones();
                return false;
            }
            let testing = if pinned { theirs } else { checkers };
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                count += u32::from(self.attackers(board, testing, vacated | 1 << to, king) == 0);
            }
            false
        });
        count
    }

    /// The squares the pieces of `slots` on `board` attack, over
    /// `occupied`.
    fn attacks(&self, board: &Board, mut slots: u32, occupied: u128) -> u128 {
        let mut attacked = 0;
        while slots != 0 {
            let slot = slots.trailing_zeros() as usize;
            slots &= slots - 1;
            attacked |=
                self.template
                    .reach(self.pieces[slot], board.squares[slot] as usize, occupied);
        }
        attacked
    }

    /// Those of the pieces of `slots` on `board` that attack `target` over
    /// `occupied`, as bits.
    fn attackers(&self, board: &Board, slots: u32, occupied: u128, target: u8) -> u32 {
        let mut rest = slots;
        let mut attacking = 0;
        while rest != 0 {
            let slot = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let reach =
                self.template
                    .reach(self.pieces[slot], board.squares[slot] as usize, occupied);
            if reach >> target & 1 != 0 {
                attacking |= 1 << slot;
            }
        }
        attacking
    }

    /// Whether `turn` has a legal move inside the level.
    pub(crate) fn has_inside_move(&self, board: &Board, turn: Color) -> bool {
        self.inside_moves(board, turn, |_, _| true)
    }

    /// Calls `each` for every legal move of `turn` out of the level: the
    /// captures and the pawns' moves, a promotion once for each kind.
    ///
    /// # Errors
    ///
    /// The first error of `each`, which ends the walk.
    pub(crate) fn exits<E>(
        &self,
        board: &Board,
        turn: Color,
        mut each: impl FnMut(&Exit) -> Result<(), E>,
    ) -> Result<(), E> {
        let them = turn.other();
        let their_king = 1u128 << board.squares[king_slot(them)];
        let mut slots = self.slots[turn.index()] & board.alive;
        while slots != 0 {
            let slot = slots.trailing_zeros() as usize;
            slots &= slots - 1;
            let piece = self.pieces[slot];
            let from = board.squares[slot];
            let mut targets = self.template.reach(piece, from as usize, board.occupied)
                & board.sides[them.index()]
                & !their_king;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                let mut after = moved(board, slot, turn, to);
                let victim = (0..self.count)
                    .find(|&other| {
                        other != slot && board.alive >> other & 1 != 0 && board.squares[other] == to
                    })
                    .expect("a piece stands on a square of the other side's");
                after.alive &= !(1 << victim);
                after.occupied |= 1 << to;
                after.sides[them.index()] &= !(1 << to);
                self.exit_to(&after, slot, turn, None, &mut each)?;
            }
            if piece.kind != PieceKind::Pawn {
                continue;
            }
            // Steps forward.
            let rank = from as usize / self.files;
            let Some(step) = self.forward(from as usize, turn) else {
                continue;
            };
            if board.occupied >> step & 1 != 0 {
                continue;
            }
            let after = moved(board, slot, turn, step as u8);
            self.exit_to(&after, slot, turn, None, &mut each)?;
            if self.pawns.double_step_rank(turn) != Some(rank) {
                continue;
            }
            let Some(double) = self.forward(step, turn) else {
                continue;
            };
            if board.occupied >> double & 1 != 0 {
                continue;
            }
            let after = moved(board, slot, turn, double as u8);
            let beside = self.beside(double) & board.sides[them.index()];
            let pawn_beside = (0..self.count).any(|other| {
                board.alive >> other & 1 != 0
                    && self.pieces[other] == Piece::new(them, PieceKind::Pawn)
                    && beside >> board.squares[other] & 1 != 0
            });
            self.exit_to(
                &after,
                slot,
                turn,
                pawn_beside.then_some((step, double)),
                &mut each,
            )?;
        }
        Ok(())
    }

    /// Whether `turn` has a legal move out of the level.
    pub(crate) fn has_exit(&self, board: &Board, turn: Color) -> bool {
        self.exits(board, turn, |_| Err(())).is_err()
    }

    /// The legal en passant captures of `turn` on `board`, where the other
    /// side's pawn has just passed over `passed` to `reached`: the
    /// positions they lead to, the other side to move.
    pub(crate) fn en_passant_captures(
        &self,
        board: &Board,
        turn: Color,
        passed: usize,
        reached: usize,
        mut each: impl FnMut(&Exit),
    ) {
        let them = turn.other();
        let Some(taken) = (0..self.count)
            .find(|&slot| board.alive >> slot & 1 != 0 && board.squares[slot] as usize == reached)
        else {
            return;
        };
        let mut slots = self.slots[turn.index()] & board.alive;
        while slots != 0 {
            let slot = slots.trailing_zeros() as usize;
            slots &= slots - 1;
            let piece = self.pieces[slot];
            if piece.kind != PieceKind::Pawn
                || self.beside(reached) >> board.squares[slot] & 1 == 0
                || self
                    .template
                    .reach(piece, board.squares[slot] as usize, board.occupied)
                    >> passed
                    & 1
                    == 0
            {
                continue;
            }
            let mut after = moved(board, slot, turn, passed as u8);
            after.alive &= !(1 << taken);
            after.occupied &= !(1 << reached);
            after.sides[them.index()] &= !(1 << reached);
            if !self.in_check(&after, turn) {
                each(&self.exit(&after, slot, None, None));
            }
        }
    }

    /// Calls `each` with the position `after` (the piece of `slot` moved,
    /// a capture taken off) if the move was legal, once for each kind a
    /// pawn reaching its promotion rank may become.
    fn exit_to<E>(
        &self,
        after: &Board,
        slot: usize,
        turn: Color,
        double_step: Option<(usize, usize)>,
        each: &mut impl FnMut(&Exit) -> Result<(), E>,
    ) -> Result<(), E> {
        if self.in_check(after, turn) {
            return Ok(());
        }
        let piece = self.pieces[slot];
        let rank = after.squares[slot] as usize / self.files;
        if piece.kind == PieceKind::Pawn && self.pawns.promotion_rank(turn) == Some(rank) {
            for kind in self.pawns.promotions.iter() {
                if kind != PieceKind::Pawn && kind != PieceKind::King {
                    each(&self.exit(after, slot, Some(kind), None))?;
                }
            }
            return Ok(());
        }
        if piece.kind == PieceKind::Pawn && !self.template.pawn_may_stand(turn, rank) {
            return Ok(());
        }
        each(&self.exit(after, slot, None, double_step))
    }

    /// The pieces of `board`, the piece of `slot` become `promoted`.
    fn exit(
        &self,
        board: &Board,
        slot: usize,
        promoted: Option<PieceKind>,
        double_step: Option<(usize, usize)>,
    ) -> Exit {
        let mut pieces = [(0u8, self.pieces[0]); MAX_PIECES];
        let mut len = 0;
        for at in 0..self.count {
            if board.alive >> at & 1 == 0 {
                continue;
            }
            let mut piece = self.pieces[at];
            if at == slot
                && let Some(kind) = promoted
            {
                piece = Piece::new(piece.color, kind);
            }
            pieces[len] = (board.squares[at], piece);
            len += 1;
        }
        Exit {
            pieces,
            len,
            double_step,
        }
    }

    /// The square one step forward of `square` for a pawn of `color`.
    fn forward(&self, square: usize, color: Color) -> Option<usize> {
        let rank = square / self.files;
        match color {
            Color::White => (rank + 1 < self.ranks).then_some(square + self.files),
            Color::Black => (rank > 0).then(|| square - self.files),
        }
    }

    /// The squares beside `square` on its rank.
    fn beside(&self, square: usize) -> u128 {
        let file = square % self.files;
        let mut set = 0u128;
        if file > 0 {
            set |= 1 << (square - 1);
        }
        if file + 1 < self.files {
            set |= 1 << (square + 1);
        }
        set
    }
}

/// `board` with the piece of `slot` (of `color`) moved to the empty square
/// `to`.
#[inline]
pub(crate) fn moved(board: &Board, slot: usize, color: Color, to: u8) -> Board {
    let mut after = *board;
    let change = 1u128 << board.squares[slot] | 1 << to;
    after.squares[slot] = to;
    after.occupied ^= change;
    after.sides[color.index()] ^= change;
    after
}
