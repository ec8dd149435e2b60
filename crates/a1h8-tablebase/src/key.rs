//! A position as a table key: its pieces as square indices, the ending
//! they make, the squares seen from the other side (a table of the
//! colours swapped), and the placement of the pieces in an ending's slots,
//! which its indexer numbers.

use a1h8::geometry::BoardSize;
use a1h8::{Color, Endgame, Piece, PieceKind};

use crate::Material;
use crate::index::{Indexer, MAX_PIECES, Placement};

/// The pieces of `position`: square indices and pieces, and how many.
pub(crate) fn pieces_of<G: Endgame>(position: &G) -> ([(u8, Piece); MAX_PIECES + 1], usize) {
    let mut pieces = [(0u8, Piece::new(Color::White, PieceKind::King)); MAX_PIECES + 1];
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

/// The ending of `pieces` as they stand (not in stored orientation).
pub(crate) fn ending_of(pieces: &[(u8, Piece)]) -> Material {
    pieces
        .iter()
        .fold(Material::KINGS, |material, &(_, piece)| {
            if piece.kind == PieceKind::King {
                material
            } else {
                material.with(piece, 1)
            }
        })
}

/// The ending of `position`'s pieces, in stored orientation.
pub(crate) fn material_of<G: Endgame>(position: &G) -> Material {
    let (pieces, len) = pieces_of(position);
    ending_of(&pieces[..len]).normalized().0
}

/// The square of index `square` seen from the other side: the same file,
/// the rank counted from the other end.
pub(crate) fn flip_rank(size: BoardSize, square: u8) -> u8 {
    let files = size.files();
    let (file, rank) = (square as usize % files, square as usize / files);
    ((size.ranks() - 1 - rank) * files + file) as u8
}

impl Indexer {
    /// The placement of `pieces` in this ending's slots, or `None` if the
    /// pieces are not this ending's.
    pub(crate) fn placement_of(&self, pieces: &[(u8, Piece)]) -> Option<Placement> {
        if pieces.len() != self.piece_count() {
            return None;
        }
        let mut placement = [0u8; MAX_PIECES];
        let mut filled = 0u16;
        for &(square, piece) in pieces {
            let slot = (0..self.piece_count())
                .find(|&slot| filled >> slot & 1 == 0 && self.pieces()[slot] == piece)?;
            filled |= 1 << slot;
            placement[slot] = square;
        }
        Some(placement)
    }
}
