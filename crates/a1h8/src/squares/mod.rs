//! The 8x8 board's geometry: squares, files, ranks, diagonals and
//! anti-diagonals, the eight directions, sets of squares, the lines
//! through two squares, the eight symmetries.

pub mod anti_diagonal;
pub mod bitboard;
pub mod diagonal;
pub mod direction;
pub mod file;
pub mod line;
pub mod rank;
pub mod square;
pub mod symmetry;
