//! Chess variants on boards of any size up to 16x16 with at most 128
//! squares, the floor above chess's positions and moves: the rules as
//! data, positions, their FEN, moves and their generator. The public
//! module [`variant`](crate::variant) shows them with what is written
//! once for every game above (perft, SAN).

mod fen;
mod ini;
mod movegen;
mod play;
mod position;
mod rules;
mod setup;
mod transform;
mod variant_move;
mod zobrist;

pub use ini::{
    FAIRY_STOCKFISH_VARIANTS, IniDefinition, IniError, IniText, ini_definition, ini_sections,
};
pub use movegen::{CAPACITY, VariantMoveList};
pub use position::VariantPosition;
pub use rules::{
    CAPABLANCA, CHANCELLOR, CHESS, CastlingFiles, EMBASSY, GARDNER, GOTHIC, LOS_ALAMOS,
    PieceKindSet, RulesText, Variant,
};
pub use setup::{SetupError, VariantSetup};
pub use variant_move::{VariantMove, VariantUciError};
