//! Insufficient material: when neither side can ever checkmate, written
//! once against [`Game`] for chess (python-chess's definition) and for the
//! variants (bare kings).

use crate::game::interface::Game;
use crate::{Color, PieceKind};

/// What one side has on the board, as the rule reads it.
#[derive(Default)]
struct Side {
    /// Pieces other than the king, of every kind.
    pieces: usize,
    /// Knights and bishops among them.
    knights: usize,
    bishops: usize,
    /// Pieces that can always mate with help: pawns, rooks, queens and
    /// every variant piece.
    heavy: usize,
    /// Queens: the only pieces the knight rule lets the other side keep.
    queens: usize,
    /// Bishops on light squares and on dark squares.
    light_bishops: usize,
    dark_bishops: usize,
}

/// Each side's pieces, counted square by square.
fn sides<G: Game>(game: &G) -> [Side; 2] {
    let mut sides = [Side::default(), Side::default()];
    let size = game.board_size();
    let mut occupied = game.occupied_set();
    while occupied != 0 {
        let index = occupied.trailing_zeros() as usize;
        occupied &= occupied - 1;
        let (Some(square), Some(piece)) = (size.square_at(index), game.piece_at_index(index))
        else {
            continue;
        };
        let side = &mut sides[piece.color.index()];
        match piece.kind {
            PieceKind::King => continue,
            PieceKind::Knight => side.knights += 1,
            PieceKind::Bishop => {
                side.bishops += 1;
                // a1 is dark: file + rank even.
                if (square.file() + square.rank()) % 2 == 0 {
                    side.dark_bishops += 1;
                } else {
                    side.light_bishops += 1;
                }
            }
            PieceKind::Queen => {
                side.queens += 1;
                side.heavy += 1;
            }
            _ => side.heavy += 1,
        }
        side.pieces += 1;
    }
    sides
}

/// `true` if nothing but kings is on the board.
pub(crate) fn only_kings<G: Game>(game: &G) -> bool {
    sides(game).iter().all(|side| side.pieces == 0)
}

/// python-chess's definition for chess: neither side can mate.
///
/// A side cannot mate when it has only its king; or its king and one
/// knight while the other side has only its king and queens (no piece of
/// its own that could block its king's flight); or its king and bishops
/// only, every bishop on the board on one colour of square, with no pawn
/// or knight anywhere (which could block a flight square of the other
/// colour).
pub(crate) fn chess_insufficient<G: Game>(game: &G) -> bool {
    let sides = sides(game);
    Color::ALL.into_iter().all(|color| {
        let (ours, theirs) = (&sides[color.index()], &sides[color.other().index()]);
        if ours.heavy > 0 {
            false
        } else if ours.knights > 0 {
            ours.pieces == 1 && theirs.pieces == theirs.queens
        } else if ours.bishops > 0 {
            let light = ours.light_bishops + theirs.light_bishops;
            let dark = ours.dark_bishops + theirs.dark_bishops;
            let one_colour = light == 0 || dark == 0;
            one_colour && theirs.knights == 0 && !game.has_pawns()
        } else {
            true
        }
    })
}
