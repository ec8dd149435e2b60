//! Chess-board geometry, exact and computed at compile time.
//!
//! `a1h8` numbers the squares in little-endian rank-file mapping (a1 = 0,
//! b1 = 1, ..., h8 = 63) and gives every relation between them that a move
//! generator, a tablebase or a student of either needs: files, ranks,
//! diagonals and anti-diagonals with all their usual enumerations, rays,
//! the squares [`between`] two others, the [`line`](fn@line) through them, whether
//! three are [`aligned`], and the number of moves from any square to the
//! edge, on the 8x8 board and on any board up to 16x16 ([`geometry`]). On
//! top of that: positions with strict FEN parsing, the eight symmetries of
//! the board and the canonical forms tablebases index by; and the squares
//! every piece attacks ([`attacks`]), sliders by six techniques side by
//! side, magic and PEXT bitboards among them; legal moves generated with
//! check and pin masks ([`Position::legal_moves`]), played by copy-make
//! ([`Position::play`]), in UCI notation ([`Move`]) and counted by
//! [`perft()`]. The crate is `#![no_std]`
//! and has no dependencies. Every table, the magic and PEXT attack tables
//! included, is `const` or `static` data computed by `const fn` at compile
//! time from one set of closed formulas ([`geometry`]) and one ray walk
//! ([`bitboard128::BoardMasks::ray`]), so nothing runs at start-up.
//!
//! `unsafe` code is denied (`#![deny(unsafe_code)]`, and the workspace
//! lint) with one exception: the `PEXT` and `PDEP` instructions in
//! [`attacks::pext`], called from one small private function compiled only
//! when the build target has BMI2, allowed by name and explained by
//! `SAFETY` comments. `PDEP` is there because it lets the rook's table
//! hold 16-bit entries (200 KiB instead of 800 KiB): the `sliders`
//! benchmark measures the rook's lookup 25% faster in throughput and 17%
//! in latency with it.
//!
//! ```
//! use a1h8::{between, bitboard, line, ray, Direction, Square};
//!
//! let (a, b) = (Square::B2, Square::G7);
//! assert!(a.same_diagonal(b));
//! assert_eq!(between(a, b).count(), 4); // c3 d4 e5 f6: both ends excluded
//! assert_eq!(line(a, b), Square::A1.diagonal().mask()); // edge to edge
//! assert_eq!(ray(Square::E4, Direction::NorthWest), bitboard! {
//!     X . . . . . . .
//!     . X . . . . . .
//!     . . X . . . . .
//!     . . . X . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//! });
//! ```
//!
//! # Where to find what
//!
//! | concept | type or function | file |
//! |---|---|---|
//! | squares, their colour, top-left coordinates, distances | [`Square`], [`SquareColor`], [`TopLeft`], [`SquareIndexError`] | `square.rs` |
//! | files and ranks | [`File`], [`Rank`] | `file.rs`, `rank.rs` |
//! | diagonals (a1-h8 direction) | [`Diagonal`] | `diagonal.rs` |
//! | anti-diagonals (h1-a8 direction) | [`AntiDiagonal`] | `anti_diagonal.rs` |
//! | the eight directions | [`Direction`] | `direction.rs` |
//! | sets of squares, their subsets, wrapping arithmetic | [`Bitboard`], [`bitboard!`], [`Subsets`] | `bitboard.rs` |
//! | rays, between, line, aligned | [`ray`], [`between`], [`line`](fn@line), [`aligned`], [`Line`] | `line.rs` |
//! | closed formulas for any board size, 1x1 to 16x16 | [`geometry`] | `geometry.rs` |
//! | line masks of boards up to 128 squares; the one ray walk | [`bitboard128`], [`BoardMasks::ray`](bitboard128::BoardMasks::ray) | `bitboard128.rs` |
//! | the eight symmetries of the board | [`Symmetry`] | `symmetry.rs` |
//! | colours, pieces, placements | [`Color`], [`Piece`], [`PieceKind`], [`Board`] | `color.rs`, `piece.rs`, `board.rs` |
//! | castling rights | [`CastlingRights`], [`CastlingSide`] | `castling.rs` |
//! | positions, their symmetries and colour flip | [`Position`], [`TransformError`] | `position.rs` |
//! | FEN parsing and its errors | [`Position::from_fen`], [`FenError`] | `fen.rs` |
//! | moves, UCI notation and its errors | [`Move`], [`MoveKind`], [`Move::from_uci`], [`UciError`] | `chess_move.rs` |
//! | standard algebraic notation (SAN), check and mate marks, its errors | [`Position::san`], [`San`], [`Move::from_san`], [`SanError`], [`SanIntent`], [`CheckMark`] | `san.rs` |
//! | legal move generation: check and pin masks | [`Position::legal_moves`], [`Position::count_legal_moves`], [`MoveList`] | `movegen.rs` |
//! | playing a move (copy-make), legality of one move | [`Position::play`], [`Position::is_legal`] | `play.rs` |
//! | Zobrist hashing, incremental and from scratch | [`Position::zobrist`], [`Position::zobrist_from_scratch`] | `zobrist.rs` |
//! | perft and divide | [`perft()`], [`divide`] | `perft.rs` |
//! | tablebase canonical forms | [`canonical`] | `canonical.rs` |
//! | attacked squares: the default entry points, the technique table | [`attacks`], [`attacks::Technique`] | `attacks/mod.rs`, `attacks/technique.rs` |
//! | knight, king, pawn attacks, pawn pushes | [`attacks::knight`], [`attacks::king`], [`attacks::pawn`], [`attacks::pawn_pushes`] | `attacks/leaper.rs` |
//! | rook and bishop, relevant occupancy | [`attacks::Slider`] | `attacks/slider.rs` |
//! | sliders: rays and a bit scan | [`attacks::classical`] | `attacks/classical.rs` |
//! | sliders: hyperbola quintessence | [`attacks::hyperbola`] | `attacks/hyperbola.rs` |
//! | sliders: obstruction difference | [`attacks::obstruction`] | `attacks/obstruction.rs` |
//! | sliders: Kogge-Stone fills, set-wise | [`attacks::kogge_stone`] | `attacks/kogge_stone.rs` |
//! | sliders: fancy magic bitboards, the magic finder | [`attacks::magic`], [`attacks::magic::find_magic`] | `attacks/magic/` |
//! | sliders: PEXT bitboards (BMI2) | [`attacks::pext`] | `attacks/pext.rs` |
//! | the compile-time builder of the magic and PEXT tables | (private) | `attacks/table_builder.rs` |
//! | the tables as C, Rust or JSON source | [`emit`] | `emit.rs` |
//! | perft suites, `FEN ;D1 20 ;D2 400` | [`epd::PerftLine`] | `epd.rs` |
//! | the seeds' numeric tables | [`seed`] | `seed.rs` |
//! | the seeds' wrong snippets, measured | [`errata`] | `errata.rs` |
//!
//! # Conventions
//!
//! - North is towards rank 8, east towards the h-file. A step north adds
//!   8 to the index, east 1, north-east 9, north-west 7.
//! - A **diagonal** runs south-west to north-east and is numbered by
//!   `rank - file` (main diagonal a1-h8 = 0); an **anti-diagonal** runs
//!   south-east to north-west and is numbered by `rank + file` (main
//!   anti-diagonal h1-a8 = 7).
//! - [`between`] excludes **both** end squares; [`line`](fn@line) includes both and
//!   runs edge to edge; [`ray`] excludes its origin. All three are empty
//!   for a square paired with itself.
//! - Diagrams (the `Display` of [`Bitboard`] and the [`bitboard!`] macro)
//!   put rank 8 on top, as a board is printed.
//! - Indices are `usize` throughout: square, file, rank, direction and
//!   colour indices, table offsets and counts. A [`Square`] converts to
//!   and from `usize` and `u8` by `From`/`TryFrom`; the other integer
//!   types are deltas (`i8` steps, `i32` line numbers of
//!   [`geometry`]) and shift amounts (`u32`, as Rust's shifts take).
//! - On [`Bitboard`], `-` is set difference; integer arithmetic on the bit
//!   pattern has explicit names ([`Bitboard::wrapping_sub`], ...).
//!
//! # Seed errata
//!
//! The seed documents this crate implements are right about the geometry
//! but not always about their code. Where they are wrong, the library is
//! right, says so here, and a test pins the difference down:
//!
//! - **The "two squares on one diagonal" snippets fail.** The `& 7` test
//!   for diagonals calls 84 of the 4096 ordered pairs aligned that are not
//!   (b1 and a8) and misses 140 that are (b2 and a1); the `% 9` alternative
//!   accepts 112 wrong pairs (c1 and a8, h1 and a3); the `& 7` test for
//!   anti-diagonals is wrong for 84 + 140 pairs and not even symmetric
//!   (b1, a2 is missed, a2, b1 found); the `% 7` test the seed warns about
//!   accepts 242 wrong pairs. Use [`Square::same_diagonal`] and
//!   [`Square::same_anti_diagonal`]. The transcriptions, the counts and
//!   the reasons are in [`errata`].
//! - **"All even indices are the dark diagonals" depends on the
//!   enumeration.** It holds for `rank - file`, `(rank - file) & 15` and
//!   `rank + file`; with `7 + rank - file` and `(rank + file) ^ 7` the even
//!   indices are the *light* lines (a1 is dark and has `7 + 0 - 0 = 7`).
//!   See [`Diagonal::color`] and [`AntiDiagonal::color`].
//! - **The fourth seed's `diagonallength = maxsum - 6` is 8x8 only.** On
//!   an `n x n` board it is `maxsum - (n - 2)`; [`geometry`] gives forms
//!   that hold on every board from 1x1 to 16x16.
//!
//! The seed's numeric tables themselves are right: [`seed`] recomputes
//! every one and the tests compare them with the seed text number by
//! number.

#![no_std]
#![deny(unsafe_code)]
#![deny(missing_docs)]

mod anti_diagonal;
pub mod attacks;
mod bitboard;
pub mod bitboard128;
mod board;
pub mod canonical;
mod castling;
mod chess_move;
mod color;
mod diagonal;
mod direction;
pub mod emit;
pub mod epd;
pub mod errata;
mod fen;
mod file;
pub mod geometry;
mod line;
mod movegen;
mod names;
mod perft;
mod piece;
mod play;
mod position;
mod rank;
mod san;
pub mod seed;
mod square;
pub mod symmetry;
mod zobrist;

pub use anti_diagonal::AntiDiagonal;
pub use bitboard::{Bitboard, BitboardIter, Subsets};
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide};
pub use chess_move::{Move, MoveKind, UciError};
pub use color::Color;
pub use diagonal::Diagonal;
pub use direction::{Direction, ParseDirectionError};
pub use fen::{FenError, FenField};
pub use file::{File, ParseFileError};
pub use line::{Line, aligned, between, line, ray};
pub use movegen::{MoveList, MoveListIntoIter};
pub use perft::{PerftEntry, PerftTable, divide, perft, perft_hashed};
pub use piece::{Piece, PieceKind};
pub use position::{Position, TransformError};
pub use rank::{ParseRankError, Rank};
pub use san::{CheckMark, San, SanError, SanIntent};
pub use square::{ParseSquareError, Square, SquareColor, SquareIndexError, TopLeft};
pub use symmetry::{Symmetry, UnknownSymmetry};

/// The README's library example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
