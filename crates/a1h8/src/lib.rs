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
//! every piece attacks ([`attacks`]), sliders by seven techniques side by
//! side, magic and PEXT bitboards among them; legal moves generated with
//! check and pin masks ([`Position::legal_moves`]), played by copy-make
//! ([`Position::play_unchecked`]; checked: [`Position::play`]), in UCI notation ([`Move`]) and counted by
//! [`perft()`]. On boards of any size up to 16x16 with at most 128
//! squares, [`variant`] plays chess variants (Capablanca, Gothic, Embassy,
//! Chancellor, Gardner's and Los Alamos chess, or one read from
//! Fairy-Stockfish's `variants.ini` syntax) with the archbishop and the
//! chancellor, the same move generator design and perft, checked against
//! Fairy-Stockfish. The crate is `#![no_std]`
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
//! | squares, their colour, top-left coordinates, distances | [`Square`], [`SquareColor`], [`TopLeft`], [`SquareIndexError`] | `squares/square.rs` |
//! | files and ranks | [`File`], [`Rank`] | `squares/file.rs`, `squares/rank.rs` |
//! | diagonals (a1-h8 direction) | [`Diagonal`] | `squares/diagonal.rs` |
//! | anti-diagonals (h1-a8 direction) | [`AntiDiagonal`] | `squares/anti_diagonal.rs` |
//! | the eight directions | [`Direction`] | `squares/direction.rs` |
//! | sets of squares, their subsets, wrapping arithmetic | [`Bitboard`], [`bitboard!`], [`Subsets`] | `squares/bitboard.rs` |
//! | rays, between, line, aligned | [`ray`], [`between`], [`line`](fn@line), [`aligned`], [`Line`] | `squares/line.rs` |
//! | closed formulas for any board size, 1x1 to 16x16 | [`geometry`] | `any_size/geometry.rs` |
//! | line masks of boards up to 128 squares; the one ray walk | [`bitboard128`], [`BoardMasks::ray`](bitboard128::BoardMasks::ray) | `any_size/bitboard128.rs` |
//! | the eight symmetries of the board | [`Symmetry`] | `squares/symmetry.rs` |
//! | colours, pieces, placements | [`Color`], [`Piece`], [`PieceKind`], [`Board`] | `pieces/color.rs`, `pieces/piece.rs`, `positions/board.rs` |
//! | castling rights | [`CastlingRights`], [`CastlingSide`] | `positions/castling.rs` |
//! | positions, their symmetries and colour flip | [`Position`], [`TransformError`] | `positions/position.rs` |
//! | FEN parsing and its errors | [`Position::from_fen`], [`FenError`] | `positions/fen.rs` |
//! | what a tablebase reads of every game: positions from pieces, where pawns stand, what pieces reach | [`Endgame`], [`PiecesError`] | `game/endgame.rs` |
//! | one model of a game: what chess and every variant offer to counting, hashing and the end of a game | [`Game`], [`Outcome`] | `game/interface.rs`, `moves/outcome.rs` |
//! | moves, UCI notation and its errors | [`Move`], [`MoveKind`], [`Move::from_uci`], [`UciError`] | `moves/chess_move.rs` |
//! | standard algebraic notation (SAN), check and mate marks, its errors | [`Position::san`], [`San`], [`Move::from_san`], [`SanError`], [`SanIntent`], [`CheckMark`]; for variants [`VariantPosition::san`](variant::VariantPosition::san), [`VariantMove::from_san`](variant::VariantMove::from_san), [`VariantSanError`](variant::VariantSanError), [`VariantSanIntent`](variant::VariantSanIntent) | `game/san.rs` |
//! | legal move generation: check and pin masks; the move list of every game | [`Position::legal_moves`], [`Position::count_legal_moves`], [`MoveList`], [`FixedMoveList`] | `moves/movegen/mod.rs`, `moves/move_list.rs` |
//! | playing a move (copy-make), checked or not, legality of one move | [`Position::play`], [`Position::play_unchecked`], [`IllegalMoveError`], [`Position::is_legal`] | `moves/play.rs` |
//! | Zobrist hashing, incremental and from scratch, on every board | [`Position::zobrist`], [`Position::zobrist_from_scratch`], [`variant::VariantPosition::zobrist`] | `positions/zobrist.rs`, `variants/zobrist.rs` |
//! | perft and divide of every game, with a transposition table, checked for overflow, stoppable; chess's walk without a move list | [`perft()`], [`Game::perft`], [`checked_perft`], [`divide`], [`perft_hashed`], [`PerftTable`], [`perft_until`], [`PerftError`], [`MAX_PERFT_DEPTH`] | `counting/perft.rs`, `game/walk.rs`, `moves/movegen/perft_walk.rs` |
//! | perft split into work units: the positions a number of plies away | [`for_each_position_at`], [`Position::without_clocks`], [`Position::fen_without_clocks`] | `counting/split.rs` |
//! | tablebase canonical forms | [`canonical`] | `game/canonical.rs` |
//! | attacked squares: the default entry points, the technique table, any piece | [`attacks`], [`attacks::Technique`], [`attacks::piece`] | `attacks/mod.rs`, `attacks/technique.rs`, `attacks/piece.rs` |
//! | knight, king, pawn attacks, pawn pushes | [`attacks::knight`], [`attacks::king`], [`attacks::pawn`], [`attacks::pawn_pushes`] | `attacks/leaper.rs` |
//! | rook and bishop, relevant occupancy | [`attacks::Slider`] | `attacks/slider.rs` |
//! | sliders: rays and a bit scan | [`attacks::classical`] | `attacks/classical.rs` |
//! | sliders: hyperbola quintessence | [`attacks::hyperbola`] | `attacks/hyperbola.rs` |
//! | sliders: kindergarten bitboards | [`attacks::kindergarten`] | `attacks/kindergarten.rs` |
//! | sliders: obstruction difference | [`attacks::obstruction`] | `attacks/obstruction.rs` |
//! | sliders: Kogge-Stone fills, set-wise | [`attacks::kogge_stone`] | `attacks/kogge_stone.rs` |
//! | sliders: fancy magic bitboards, the magic finder | [`attacks::magic`], [`attacks::magic::find_magic`] | `attacks/magic/` |
//! | sliders: PEXT bitboards (BMI2) | [`attacks::pext`] | `attacks/pext.rs` |
//! | the compile-time builder of the magic and PEXT tables | (private) | `attacks/table_builder.rs` |
//! | attacks on any board up to 128 squares, three slider techniques | [`attacks::any_size::BoardAttacks`], [`attacks::any_size::Technique`] | `attacks/any_size.rs` |
//! | a variant's rules as data, the built-in variants | [`variant::Variant`], [`variant::CAPABLANCA`], ... | `variants/rules.rs` |
//! | a variant read from Fairy-Stockfish's `variants.ini` syntax | [`variant::Variant::from_ini`], [`variant::IniError`] | `variants/ini.rs` |
//! | variant positions and their FEN | [`variant::VariantPosition`], [`FenError`] (one error for every board) | `variants/position.rs`, `variants/fen.rs` |
//! | a variant position built from its parts, checked as FEN | [`variant::VariantSetup`], [`variant::SetupError`] | `variants/setup.rs` |
//! | variant moves, UCI, legal move generation, playing | [`variant::VariantMove`], [`variant::VariantMoveList`] | `variants/variant_move.rs`, `variants/movegen.rs`, `variants/play.rs` |
//! | the tables as C, Rust or JSON source | [`emit`] | `emit.rs` |
//! | boards of any size as SVG pictures: sets, numbers, pieces, two boards and a symmetry | [`svg`] | `svg.rs` |
//! | names in any case, and the nearest name for a near miss ("did you mean `capablanca`?") | [`names::find`], [`names::nearest`], [`names::did_you_mean`] | `names.rs` |
//! | perft suites, `FEN ;D1 20 ;D2 400` | [`epd::PerftLine`] | `counting/epd.rs` |
//! | the sources' numeric tables | [`line_tables`] | `sources/line_tables.rs` |
//! | the sources' wrong snippets, measured | [`errata`] | `sources/errata.rs` |
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
//! # Errata in the sources
//!
//! The source documents this crate implements are right about the geometry
//! but not always about their code. Where they are wrong, the library is
//! right, says so here, and a test pins the difference down:
//!
//! - **The "two squares on one diagonal" snippets fail.** The `& 7` test for
//!   diagonals calls 84 of the 4096 ordered pairs aligned that are not (b1
//!   and a8) and misses 140 that are (b2 and a1); the `% 9` alternative
//!   accepts 112 wrong pairs (c1 and a8, h1 and a3); the `& 7` test for
//!   anti-diagonals is wrong for 84 + 140 pairs and not even symmetric (b1,
//!   a2 is missed, a2, b1 found); the `% 7` test the Anti-Diagonals page
//!   warns about accepts 242 wrong pairs. Use [`Square::same_diagonal`] and
//!   [`Square::same_anti_diagonal`]. The transcriptions, the counts and the
//!   reasons are in [`errata`].
//! - **"All even indices are the dark diagonals" depends on the
//!   enumeration.** It holds for `rank - file`, `(rank - file) & 15` and
//!   `rank + file`; with `7 + rank - file` and `(rank + file) ^ 7` the even
//!   indices are the *light* lines (a1 is dark and has `7 + 0 - 0 = 7`).
//!   See [`Diagonal::color`] and [`AntiDiagonal::color`].
//! - **The forum post's `diagonallength = maxsum - 6` is 8x8 only.** On
//!   an `n x n` board it is `maxsum - (n - 2)`; [`geometry`] gives forms
//!   that hold on every board from 1x1 to 16x16.
//!
//! The sources' numeric tables themselves are right: [`line_tables`]
//! recomputes every one and the tests compare them with the sources' text
//! number by number.

#![no_std]
#![deny(unsafe_code)]
#![deny(missing_docs)]

// One folder per layer, each a module; the public paths stay at the
// root (`a1h8::geometry`, `a1h8::attacks`, `a1h8::Square`, ...) by the
// re-exports below. A module imports only from its floor or those below
// (`tests/layers.rs` reads the sources and checks it): names and digests;
// squares, boards of any size and pieces; attacks; chess positions; chess
// moves; the variants; the game interface over both; counting; the
// sources' tables, code and pictures.

// Squares and lines of the 8x8 board.
mod squares;

// Boards of any size, 1x1 to 16x16.
mod any_size;

// Colours and pieces.
mod pieces;

// What pieces attack.
pub mod attacks;

// Chess positions: placements, castling rights, FEN, Zobrist keys.
mod positions;

// Chess moves: UCI, the legal move generator and its perft walk, playing
// a move.
mod moves;

// Chess variants on boards up to 128 squares.
mod variants;

// One model of a game, above chess and the variants: the traits every
// position offers, canonical forms, SAN, a game of any kind.
mod game;

// Perft, its work units and suites.
mod counting;

// The source documents' tables and wrong snippets.
mod sources;

// 64-bit FNV-1a digests of text and bytes.
mod digest;

// The tables as source code for other languages, boards as pictures,
// and names of things.
pub mod emit;
pub mod names;
pub mod svg;

pub use any_size::{bitboard128, geometry};
pub use counting::epd;
pub use game::canonical;
pub use sources::{errata, line_tables, relations};
pub use squares::symmetry;

pub use counting::perft::{
    MAX_PERFT_DEPTH, PerftDepthError, PerftError, PerftTable, checked_perft, divide, perft,
    perft_hashed, perft_until,
};
pub use counting::split::for_each_position_at;
pub use digest::Digest;
pub use game::any_game::{AnyGame, AnyMove, AnyMoveList, Rules};
pub use game::endgame::{Endgame, PawnRules, PiecesError};
pub use game::interface::Game;
pub use game::san::{CheckMark, San, SanError, SanIntent};
pub use moves::chess_move::{Move, MoveKind, UciError, UciMove};
pub use moves::move_list::{FixedMoveList, FixedMoveListIntoIter};
pub use moves::movegen::{MoveList, MoveListIntoIter};
pub use moves::outcome::Outcome;
pub use moves::play::IllegalMoveError;
pub use pieces::color::{Color, ParseColorError};
pub use pieces::piece::{ParsePieceKindError, Piece, PieceKind};
pub use positions::board::Board;
pub use positions::castling::{CastlingRights, CastlingSide};
pub use positions::fen::{FenError, FenField};
pub use positions::position::{Position, TransformError};
pub use squares::anti_diagonal::AntiDiagonal;
pub use squares::bitboard::{Bitboard, BitboardIter, Subsets};
pub use squares::diagonal::Diagonal;
pub use squares::direction::{Direction, ParseDirectionError};
pub use squares::file::{File, ParseFileError};
pub use squares::line::{Line, aligned, between, line, ray};
pub use squares::rank::{ParseRankError, Rank};
pub use squares::square::{ParseSquareError, Square, SquareColor, SquareIndexError, TopLeft};
// Shown as re-exports of the public `symmetry` module, as before the
// folders became modules.
#[doc(no_inline)]
pub use symmetry::{Symmetry, UnknownSymmetry};

/// The crate README's example, compiled and run as a doctest. (The
/// repository README's examples are run by `a1h8-bench`, which is not
/// published: that README is outside this crate's package.)
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

// The variants' public face: what `variants/` defines, with perft and SAN,
// written once for every game above it, at hand.
pub mod variant {
    //! Chess variants on boards of any size up to 16x16 with at most 128
    //! squares: the rules as data ([`Variant`]), positions and their FEN
    //! ([`VariantPosition`]), legal moves ([`VariantMove`]) and perft.
    //!
    //! The forum post asks whether its formulas hold on n x n and
    //! m x n boards; [`geometry`](crate::geometry) answers on paper. This
    //! module plays on those boards: the attack tables of a board
    //! ([`BoardAttacks`](crate::attacks::any_size::BoardAttacks)) are built
    //! from the same closed formulas and ray walk as the 8x8 ones, and the
    //! move generator is the 8x8 one's design (check and pin masks once per
    //! node, the last ply of perft counted by popcount) on 128-bit sets.
    //!
    //! Built in, with Fairy-Stockfish's rules for each (the reference engine
    //! for chess variants; the tests check perft against its published counts
    //! and against suites made with it):
    //!
    //! | variant | board | pieces beyond chess's | notes |
    //! |---|---|---|---|
    //! | [`CHESS`] | 8x8 | | the same counts as [`Position`](crate::Position) |
    //! | [`GARDNER`] | 5x5 | | no double step, no castling |
    //! | [`LOS_ALAMOS`] | 6x6 | no bishop | promotion to Q R N, no double step, no castling |
    //! | [`CHANCELLOR`] | 9x9 | chancellor | the king castles to g or c |
    //! | [`CAPABLANCA`] | 10x8 | archbishop, chancellor | the king castles from f to i or c |
    //! | [`GOTHIC`] | 10x8 | archbishop, chancellor | Capablanca's rules, another start |
    //! | [`EMBASSY`] | 10x8 | archbishop, chancellor | the king castles from e to h or b |
    //!
    //! Others are read from text in the syntax of Fairy-Stockfish's
    //! `variants.ini` ([`Variant::from_ini`]).
    //!
    //! ```
    //! use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition, perft};
    //!
    //! let start = VariantPosition::start(&CAPABLANCA)?;
    //! assert_eq!(perft(&start, 2), 784);
    //! let after = start.play_unchecked(VariantMove::from_uci(&start, "e2e4")?);
    //! assert_eq!(after.to_string(), "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1");
    //! # Ok::<(), Box<dyn std::error::Error>>(())
    //! ```

    pub use crate::game::san::{
        BoardSquareSet, BoardSquareSetIter, VariantSanError, VariantSanIntent,
    };
    // Perft is written once, for every game: the crate root's, here too.
    pub use crate::variants::*;
    pub use crate::{checked_perft, divide, perft, perft_until};
}
