//! Benchmarks of a1h8 against other Rust chess libraries, and its chess
//! variants against Fairy-Stockfish, measured in the same run: the
//! workloads, the contenders and the measurements, shared by the criterion
//! benches (`cargo bench -p a1h8-bench`) and the plain binary
//! (`cargo run --release -p a1h8-bench -- sliders`).

pub mod perft;
pub mod play;
pub mod sliders;
pub mod tablebase;
pub mod variants;

/// The repository README's library example, compiled and run as a doctest
/// here, in a crate that is not published: the README and `docs/` are
/// outside the package of every published crate.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;

/// The examples of `docs/library.md`, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/library.md")]
pub struct LibraryDoctests;

/// The Rust examples of `docs/variants.md`, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/variants.md")]
pub struct VariantsDoctests;

/// The Rust example of `docs/tablebase.md`, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/tablebase.md")]
pub struct TablebaseDoctests;
