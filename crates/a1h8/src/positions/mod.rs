//! Positions: colours, pieces, placements, castling rights, FEN, Zobrist
//! hashing, the canonical forms tablebases index by, and [`Game`](game::Game),
//! what every position, of chess or of a variant, offers.

pub mod board;
pub mod canonical;
pub mod castling;
pub mod color;
pub mod endgame;
pub mod fen;
pub mod game;
pub mod piece;
pub mod position;
pub mod zobrist;
