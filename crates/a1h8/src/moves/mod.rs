//! Moves: their UCI and SAN notations, legal move generation, playing a
//! move, the outcome of a game.

pub(crate) mod bit_field;
pub mod chess_move;
pub mod move_list;
pub mod movegen;
pub mod outcome;
pub mod play;
