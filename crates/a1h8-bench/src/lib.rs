//! Benchmarks of a1h8 against other Rust chess libraries, and its chess
//! variants against Fairy-Stockfish, measured in the same run: the
//! workloads, the contenders and the measurements, shared by the criterion
//! benches (`cargo bench -p a1h8-bench`) and the plain binary
//! (`cargo run --release -p a1h8-bench -- sliders`).

pub mod perft;
pub mod sliders;
pub mod variants;

/// The repository README's library examples, compiled and run as doctests
/// here, in a crate that is not published: the README is outside the
/// package of every published crate.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
