//! Chess positions on the 8x8 board: placements, castling rights (with
//! the squares the generator reads of each right), FEN, Zobrist hashing
//! (whose keys the variants share).

pub mod board;
pub mod castling;
pub mod fen;
pub mod position;
pub mod zobrist;
