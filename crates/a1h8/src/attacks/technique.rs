//! The slider techniques by name, for choosing one at run time.

use core::fmt;
use core::str::FromStr;

use crate::attacks::{
    Slider, classical, hyperbola, kindergarten, kogge_stone, magic, obstruction, pext,
};
use crate::{Bitboard, Square};

/// One of the ways this crate computes slider attacks, each in its own
/// module with the same `rook`, `bishop` and `queen`. All give the same
/// sets; they differ in speed and memory.
///
/// ```
/// use a1h8::attacks::Technique;
/// use a1h8::Square;
///
/// let occupied = Square::E6.bitboard() | Square::B4;
/// let reference = Technique::Classical.rook(Square::E4, occupied);
/// for technique in Technique::ALL {
///     assert_eq!(technique.rook(Square::E4, occupied), reference, "{technique}");
/// }
/// assert_eq!("kogge-stone".parse::<Technique>(), Ok(Technique::KoggeStone));
/// // The default is PEXT where the library was built with BMI2, else magic.
/// let default = if a1h8::attacks::pext::NATIVE { Technique::Pext } else { Technique::Magic };
/// assert_eq!(Technique::DEFAULT, default);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// [`classical`]: ray tables and a bit scan to the first blocker.
    Classical,
    /// [`hyperbola`]: hyperbola quintessence, `o ^ (o - 2r)` and a byte swap.
    Hyperbola,
    /// [`kindergarten`]: each line's inner occupancy gathered into an
    /// index of one small table.
    Kindergarten,
    /// [`obstruction`]: obstruction difference of the nearest blockers.
    Obstruction,
    /// [`kogge_stone`]: set-wise occluded fills.
    KoggeStone,
    /// [`magic`]: fancy magic bitboards.
    Magic,
    /// [`pext`]: PEXT bitboards (magic without BMI2).
    Pext,
}

impl Technique {
    /// Every technique.
    pub const ALL: [Technique; 7] = [
        Technique::Classical,
        Technique::Hyperbola,
        Technique::Kindergarten,
        Technique::Obstruction,
        Technique::KoggeStone,
        Technique::Magic,
        Technique::Pext,
    ];

    /// The technique behind [`attacks::rook`](super::rook),
    /// [`attacks::bishop`](super::bishop) and
    /// [`attacks::queen`](super::queen) in this build: [`Technique::Pext`]
    /// when the target has BMI2, [`Technique::Magic`] otherwise.
    ///
    /// Chosen by `a1h8-bench sliders` (ns per lookup on a Zen 4, rook /
    /// bishop / queen, throughput then latency). With BMI2, PEXT: 0.95 /
    /// 0.64 / 1.44 and 6.06 / 3.55 / 6.47, the fastest technique in
    /// throughput (magic: 1.90 / 1.65 / 3.73, kindergarten 1.11 / 1.47 /
    /// 2.89); the arithmetic techniques have shorter latency chains
    /// (hyperbola 2.73 / 2.71 / 3.88) but lose in throughput. Without BMI2,
    /// magic: 1.32 / 0.86 / 2.24 and 8.08 / 3.82 / 8.70, the fastest in
    /// throughput (kindergarten 1.60 / 1.53 / 3.05, hyperbola 1.91 / 1.76 /
    /// 3.28).
    pub const DEFAULT: Technique = if pext::NATIVE {
        Technique::Pext
    } else {
        Technique::Magic
    };

    /// The module name, with a hyphen for Kogge-Stone: `"classical"`,
    /// `"hyperbola"`, `"obstruction"`, `"kogge-stone"`, `"magic"`,
    /// `"pext"`.
    pub const fn name(self) -> &'static str {
        match self {
            Technique::Classical => "classical",
            Technique::Hyperbola => "hyperbola",
            Technique::Kindergarten => "kindergarten",
            Technique::Obstruction => "obstruction",
            Technique::KoggeStone => "kogge-stone",
            Technique::Magic => "magic",
            Technique::Pext => "pext",
        }
    }

    /// A rook's attacks by this technique.
    pub fn rook(self, square: Square, occupied: Bitboard) -> Bitboard {
        match self {
            Technique::Classical => classical::rook(square, occupied),
            Technique::Hyperbola => hyperbola::rook(square, occupied),
            Technique::Kindergarten => kindergarten::rook(square, occupied),
            Technique::Obstruction => obstruction::rook(square, occupied),
            Technique::KoggeStone => kogge_stone::rook(square, occupied),
            Technique::Magic => magic::rook(square, occupied),
            Technique::Pext => pext::rook(square, occupied),
        }
    }

    /// A bishop's attacks by this technique.
    pub fn bishop(self, square: Square, occupied: Bitboard) -> Bitboard {
        match self {
            Technique::Classical => classical::bishop(square, occupied),
            Technique::Hyperbola => hyperbola::bishop(square, occupied),
            Technique::Kindergarten => kindergarten::bishop(square, occupied),
            Technique::Obstruction => obstruction::bishop(square, occupied),
            Technique::KoggeStone => kogge_stone::bishop(square, occupied),
            Technique::Magic => magic::bishop(square, occupied),
            Technique::Pext => pext::bishop(square, occupied),
        }
    }

    /// A queen's attacks by this technique.
    pub fn queen(self, square: Square, occupied: Bitboard) -> Bitboard {
        match self {
            Technique::Classical => classical::queen(square, occupied),
            Technique::Hyperbola => hyperbola::queen(square, occupied),
            Technique::Kindergarten => kindergarten::queen(square, occupied),
            Technique::Obstruction => obstruction::queen(square, occupied),
            Technique::KoggeStone => kogge_stone::queen(square, occupied),
            Technique::Magic => magic::queen(square, occupied),
            Technique::Pext => pext::queen(square, occupied),
        }
    }

    /// The attacks of `slider` by this technique.
    pub fn attacks(self, slider: Slider, square: Square, occupied: Bitboard) -> Bitboard {
        match slider {
            Slider::Rook => self.rook(square, occupied),
            Slider::Bishop => self.bishop(square, occupied),
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that names no [`Technique`]; its message suggests the
/// nearest name for a near miss.
///
/// ```
/// use a1h8::attacks::Technique;
///
/// let error = "koge-stone".parse::<Technique>().unwrap_err();
/// assert_eq!(error.suggestion(), Some("kogge-stone"));
/// assert!(error.to_string().starts_with("unknown technique: expected one of classical, "));
/// assert!(error.to_string().ends_with("; did you mean `kogge-stone`?"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseTechniqueError {
    suggestion: Option<&'static str>,
}

impl ParseTechniqueError {
    /// The name nearest to what was typed, if one is near enough.
    pub const fn suggestion(self) -> Option<&'static str> {
        self.suggestion
    }
}

impl fmt::Display for ParseTechniqueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::names::write_unknown(f, "technique", &Technique::ALL, Technique::name)?;
        write!(f, "{}", crate::names::DidYouMean(self.suggestion))
    }
}

impl core::error::Error for ParseTechniqueError {}

impl FromStr for Technique {
    type Err = ParseTechniqueError;

    /// Parses a [`name`](Technique::name), ignoring ASCII case; `_` may
    /// stand for the hyphen.
    fn from_str(s: &str) -> Result<Technique, ParseTechniqueError> {
        Technique::ALL
            .into_iter()
            .find(|t| {
                t.name().len() == s.len()
                    && t.name()
                        .bytes()
                        .zip(s.bytes())
                        .all(|(a, b)| a == b.to_ascii_lowercase() || (a == b'-' && b == b'_'))
            })
            .ok_or_else(|| ParseTechniqueError {
                suggestion: crate::names::nearest(s, Technique::ALL.map(Technique::name)),
            })
    }
}
