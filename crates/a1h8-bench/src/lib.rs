//! Benchmarks of a1h8 against other Rust chess libraries, and its chess
//! variants against Fairy-Stockfish, measured in the same run: the
//! workloads, the contenders and the measurements, shared by the criterion
//! benches (`cargo bench -p a1h8-bench --features peers`) and the plain
//! binary (`cargo run --release -p a1h8-bench --features peers -- sliders`).
//!
//! The other libraries (shakmaty, cozy-chess, chess) and criterion come
//! with the feature `peers` only, which the binary and the benches require:
//! without it, `cargo test --workspace --release` builds none of them, and
//! this crate's tests check a1h8's own contenders, the workloads, the
//! tables and the documentation's examples.

pub mod perft;
pub mod pgn;
pub mod play;
pub mod probe;
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
