//! Take-backs: the positions of the level one move before a position, found
//! from its placement alone. Moves inside a level are symmetric (a piece
//! other than a pawn to an empty square, which it may come back from), so
//! the squares a piece may have come from are the squares it reaches.

use a1h8::{Color, Endgame};

use super::moves::{Board, Moves, king_slot};

impl<G: Endgame> Moves<'_, G> {
    /// Calls `each(before)` for the index of every position that reaches
    /// `board` (the position of `index`, `turn` to move) by a move of the
    /// other side inside the level, that side to move there. A position
    /// may come twice (two moves reaching the same class), and so may an
    /// index that is no position (the moving side's piece uncovered a check
    /// of the other king as it left): its state is unused.
    pub(crate) fn take_backs(
        &self,
        index: u64,
        board: &Board,
        turn: Color,
        mut each: impl FnMut(u64),
    ) {
        let mover = turn.other();
        let king = board.squares[king_slot(turn)];
        self.inside_target_sets(board, mover, |slot, targets| {
            let piece = self.piece(slot);
            let from = board.squares[slot];
            let vacated = board.occupied & !(1 << from);
            // The side to move before may not be in check: the piece may not
            // have come from a square it attacks the king from (moves being
            // symmetric, the squares the king reaches as that piece). A
            // check it uncovered by leaving its square is not looked for:
            // such a position is no position of the table, its index
            // unused, which the caller's look at its state finds.
            let mut targets = targets & !self.template.reach(piece, king as usize, vacated);
            while targets != 0 {
                let target = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                if let Some(before) = self.indexer.moved(index, &board.squares, slot, target) {
                    each(before);
                }
            }
            false
        });
    }
}
