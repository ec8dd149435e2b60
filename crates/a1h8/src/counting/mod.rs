//! Counting moves: perft and divide, perft split into work units, perft
//! suites in EPD.

pub(crate) mod chess_perft;
pub mod epd;
pub mod perft;
pub mod split;
