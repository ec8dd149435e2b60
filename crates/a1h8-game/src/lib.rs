//! Whole games for the chess library [`a1h8`]: a game's history, the moves
//! played from its start with push and pop, the draw rules that need that
//! history (threefold and fivefold repetition, the claims a player can
//! make), and PGN read and written.
//!
//! A position of `a1h8` knows the rules that depend on it alone
//! (checkmate, stalemate, insufficient material, the move counters:
//! [`Game::outcome`](a1h8::Game::outcome)); this crate adds what depends on
//! how the game got there. Everything is written once, against
//! [`a1h8::Game`], for chess and every variant.

#![forbid(unsafe_code)]

mod history;
pub mod pgn;

pub use history::{History, PushError};
pub use pgn::{PgnGame, PgnReader};
