//! A position as a table key: its pieces as square indices, which a
//! table's indexer turns into a placement.

use a1h8::{Color, Endgame, Piece, PieceKind};

/// The pieces of `position`: square indices and pieces, and how many.
pub(crate) fn pieces_of<G: Endgame>(
    position: &G,
) -> ([(u8, Piece); crate::index::MAX_PIECES + 1], usize) {
    let mut pieces =
        [(0u8, Piece::new(Color::White, PieceKind::King)); crate::index::MAX_PIECES + 1];
    let mut len = 0;
    let mut occupied = position.occupied_set();
    while occupied != 0 && len < pieces.len() {
        let square = occupied.trailing_zeros() as usize;
        occupied &= occupied - 1;
        if let Some(piece) = position.piece_at_index(square) {
            pieces[len] = (square as u8, piece);
            len += 1;
        }
    }
    (pieces, len)
}
