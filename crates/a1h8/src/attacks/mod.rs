//! The squares a piece attacks.
//!
//! **Compound pieces** of the large variants: the [`archbishop`] (bishop
//! and knight) and the [`chancellor`] (rook and knight), by the default
//! technique, or by any with [`Technique::piece`]. On boards of other
//! sizes, up to 128 squares: [`any_size`].
//!
//! **Leapers** (knight, king, pawn) read one 64-entry table each,
//! computed at compile time from their steps; [`pawn_pushes`] gives the
//! pawn's non-capturing moves on an empty board.
//!
//! **Sliders** (rook, bishop, queen) are computed by seven techniques, each
//! in its own module with the same three functions `rook`, `bishop` and
//! `queen`, of signature `fn(Square, Bitboard) -> Bitboard` (the square
//! and the occupied squares; whether the square itself is occupied does
//! not matter, and the attack set includes the first blocker of each ray,
//! whatever its colour). The integration tests check every one of them
//! against a plain walk of the board for every relevant occupancy of
//! every square.
//!
//! | module | technique | tables | rook and bishop |
//! |---|---|---|---|
//! | [`classical`] | rays, bit scan to the first blocker | 4 KiB of rays (shared with [`ray`](crate::ray)) | share |
//! | [`hyperbola`] | hyperbola quintessence, `o ^ (o - 2r)` and a byte swap | 2 KiB of line masks, 512 B of rank attacks | share |
//! | [`kindergarten`] | kindergarten bitboards: a line's six inner squares gathered into a 6-bit index | 4 KiB of a-file attacks, 4 KiB of rank attacks, 2 KiB of line masks | share |
//! | [`obstruction`] | obstruction difference | none (the 4 KiB rays) | share |
//! | [`kogge_stone`] | Kogge-Stone occluded fills, set-wise | none | n/a |
//! | [`magic`] | fancy magic bitboards | 800 KiB rook + 45 KiB bishop (3.5 KiB of it padding) + 8 KiB of magics and lookups | separate arrays |
//! | [`pext`] | PEXT bitboards (BMI2 only; magic otherwise); the rook's entries 16 bits, spread by PDEP | 210 KiB rook + 48.4 KiB bishop (of them 4 KiB each of free lines between the squares' parts, and padding) + 4 KiB of masks, rays and windows, a second table beside the magic one | separate arrays |
//!
//! Every table is `static` data computed by `const fn` at compile time;
//! the magic numbers come from the crate's own finder
//! ([`magic::find_magic`]) and are checked when the crate compiles.
//!
//! The functions of this module are the default entry points. For sliders
//! they use the fastest technique for the build target
//! ([`Technique::DEFAULT`]): [`pext`] when it has BMI2
//! (`cfg(target_feature = "bmi2")`, e.g. with `-C target-cpu=native` on
//! a recent x86-64), [`magic`] otherwise. [`Technique`] names every
//! technique for choosing one at run time.
//!
//! ```
//! use a1h8::attacks::{self, classical, kogge_stone};
//! use a1h8::{bitboard, Color, Square};
//!
//! let occupied = Square::D7.bitboard() | Square::G4 | Square::B2;
//! assert_eq!(attacks::queen(Square::D4, occupied), bitboard! {
//!     . . . . . . . X
//!     X . . X . . X .
//!     . X . X . X . .
//!     . . X X X . . .
//!     X X X . X X X .
//!     . . X X X . . .
//!     . X . X . X . .
//!     . . . X . . X .
//! });
//! assert_eq!(attacks::queen(Square::D4, occupied), classical::queen(Square::D4, occupied));
//! assert_eq!(
//!     attacks::rook(Square::D4, occupied),
//!     kogge_stone::rook_attacks_setwise(Square::D4.bitboard(), !occupied)
//! );
//! assert_eq!(attacks::knight(Square::G1), Square::E2.bitboard() | Square::F3 | Square::H3);
//! assert_eq!(attacks::pawn(Color::White, Square::D4), Square::C5.bitboard() | Square::E5);
//! ```

pub mod any_size;
pub mod classical;
pub mod hyperbola;
pub mod kindergarten;
pub mod kogge_stone;
pub(crate) mod leaper;
pub mod magic;
pub mod obstruction;
pub mod pext;
mod piece;
mod slider;
mod table_builder;
mod technique;

pub use leaper::{king, knight, pawn, pawn_pushes};
pub use piece::piece;
pub use slider::{ParseSliderError, Slider};
pub use technique::{ParseTechniqueError, Technique};

use crate::{Bitboard, Square};

// The fastest technique for the build target; see `Technique::DEFAULT`.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
use pext as fastest;

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
use magic as fastest;

/// The squares a bishop on `square` attacks with `occupied` blocking
/// ([`Technique::DEFAULT`]).
///
/// ```
/// use a1h8::{attacks, Bitboard, Square};
///
/// assert_eq!(attacks::bishop(Square::A1, Bitboard::EMPTY), Square::A1.diagonal().mask() - Square::A1);
/// ```
#[inline]
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    fastest::bishop(square, occupied)
}

/// The squares a rook on `square` attacks with `occupied` blocking
/// ([`Technique::DEFAULT`]).
///
/// ```
/// use a1h8::{attacks, Bitboard, Square};
///
/// assert_eq!(attacks::rook(Square::A1, Bitboard::FULL), Square::A2.bitboard() | Square::B1);
/// ```
#[inline]
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    fastest::rook(square, occupied)
}

/// The squares a queen on `square` attacks with `occupied` blocking: the
/// rook's and the bishop's ([`Technique::DEFAULT`]).
///
/// ```
/// use a1h8::{attacks, Bitboard, Square};
///
/// assert_eq!(attacks::queen(Square::E4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    fastest::queen(square, occupied)
}

/// The squares an archbishop (bishop and knight in one) on `square`
/// attacks with `occupied` blocking its diagonals ([`Technique::DEFAULT`]).
///
/// ```
/// use a1h8::{attacks, Bitboard, Square};
///
/// let d4 = Square::D4;
/// assert_eq!(attacks::archbishop(d4, Bitboard::EMPTY), attacks::bishop(d4, Bitboard::EMPTY) | attacks::knight(d4));
/// assert_eq!(attacks::archbishop(d4, Bitboard::EMPTY).count(), 13 + 8);
/// ```
#[inline]
pub fn archbishop(square: Square, occupied: Bitboard) -> Bitboard {
    bishop(square, occupied) | knight(square)
}

/// The squares a chancellor (rook and knight in one) on `square` attacks
/// with `occupied` blocking its files and ranks ([`Technique::DEFAULT`]).
///
/// ```
/// use a1h8::{attacks, Bitboard, Square};
///
/// assert_eq!(attacks::chancellor(Square::A1, Bitboard::FULL), Square::A2.bitboard() | Square::B1 | Square::B3 | Square::C2);
/// ```
#[inline]
pub fn chancellor(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied) | knight(square)
}
