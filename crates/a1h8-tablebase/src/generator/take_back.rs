//! Take-backs: the positions of the level one move before a position, found
//! from its placement alone. Moves inside a level are symmetric (a piece
//! other than a pawn to an empty square, which it may come back from), so
//! the squares a piece may have come from are the squares it reaches.

use a1h8::{Color, Endgame};

use super::moves::{Board, Moves, king_slot};
use crate::index::MAX_PIECES;

impl<G: Endgame> Moves<'_, G> {
    /// Calls `each(before)` for the index of every position that reaches
    /// `board` (the position of `index`, `turn` to move) by a move of the
    /// other side inside the level, that side to move there. A position
    /// may come twice (two moves reaching the same class).
    pub(crate) fn take_backs(
        &self,
        index: u64,
        board: &Board,
        turn: Color,
        mut each: impl FnMut(u64),
    ) {
        let mover = turn.other();
        let king = board.squares[king_slot(turn)];
        let mut slots = self.slots(mover) & board.alive;
        while slots != 0 {
            let slot = slots.trailing_zeros() as usize;
            slots &= slots - 1;
            let piece = self.piece(slot);
            if piece.kind == a1h8::PieceKind::Pawn {
                continue;
            }
            let from = board.squares[slot];
            let vacated = board.occupied & !(1 << from);
            // The side to move before may not be in check: the piece may not
            // have come from a square it attacks the king from (moves being
            // symmetric, the squares the king reaches as that piece) ...
            let attacking = self.template.reach(piece, king as usize, vacated);
            let mut targets = self.template.reach(piece, from as usize, board.occupied)
                & !board.occupied
                & !attacking
                & self.all();
            if targets == 0 {
                continue;
            }
            // ... nor have uncovered another piece's check, unless it stood
            // in the way.
            let mut uncovered = [0usize; MAX_PIECES];
            let mut uncovering = 0;
            let mut others = self.slots(mover) & board.alive & !(1 << slot);
            while others != 0 {
                let other = others.trailing_zeros() as usize;
                others &= others - 1;
                if self
                    .template
                    .reach(self.piece(other), board.squares[other] as usize, vacated)
                    >> king
                    & 1
                    != 0
                {
                    uncovered[uncovering] = other;
                    uncovering += 1;
                }
            }
            while targets != 0 {
                let target = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                if uncovering > 0 {
                    let blocked = vacated | 1 << target;
                    let checks = uncovered[..uncovering].iter().any(|&other| {
                        self.template.reach(
                            self.piece(other),
                            board.squares[other] as usize,
                            blocked,
                        ) >> king
                            & 1
                            != 0
                    });
                    if checks {
                        continue;
                    }
                }
                if let Some((before, _)) = self.indexer.moved(index, &board.squares, slot, target) {
                    each(before);
                }
            }
        }
    }
}
