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
//! let after = start.play(VariantMove::from_uci(&start, "e2e4")?);
//! assert_eq!(after.to_string(), "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod fen;
mod ini;
mod movegen;
mod play;
mod position;
mod rules;
mod setup;
mod transform;
mod variant_move;

pub use ini::{
    FAIRY_STOCKFISH_VARIANTS, IniDefinition, IniError, IniText, ini_definition, ini_sections,
};
pub use movegen::{CAPACITY, VariantMoveList};
// Perft is written once, for every game: the crate root's, here too.
pub use crate::moves::san::{
    BoardSquareSet, BoardSquareSetIter, VariantSanError, VariantSanIntent,
};
pub use crate::{checked_perft, divide, perft, perft_until};
pub use position::VariantPosition;
pub use rules::{
    CAPABLANCA, CHANCELLOR, CHESS, CastlingFiles, EMBASSY, GARDNER, GOTHIC, LOS_ALAMOS,
    PieceKindSet, RulesText, Variant,
};
pub use setup::{SetupError, VariantSetup};
pub use variant_move::{VariantMove, VariantUciError};
