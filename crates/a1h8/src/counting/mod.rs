//! Counting moves: perft and divide, perft split into work units, perft
//! suites in EPD.

pub mod epd;
pub mod perft;
pub mod split;
