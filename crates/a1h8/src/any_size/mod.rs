//! Boards of any size, 1x1 to 16x16: the closed formulas, and the line
//! masks of boards up to 128 squares with the one ray walk.

pub mod bitboard128;
pub mod geometry;
