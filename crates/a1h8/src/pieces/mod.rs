//! Colours and pieces: what stands on a square, of chess and of the
//! variants (the archbishop and the chancellor too).

pub mod color;
pub mod piece;
