//! The checks of the files: 64-bit FNV-1a digests of a line's fields, and
//! the identifier of a split.
//!
//! Every line of a units or results file carries a `"check"`: the digest
//! of the line's kind and its fields' values, one a line of text (see
//! [`Digest`]). An edited or damaged field changes the digest (FNV-1a maps
//! two texts of one length that differ in one byte to two digests, always),
//! so the line no longer matches its check. The check guards against
//! accidents (a slip of an editor, a bit flipped on a disk, a line of
//! another file pasted in), not against someone who recomputes it.

use core::fmt;

pub use a1h8::Digest;

/// 64 bits as the files write checks and split identifiers: 16 lower-case
/// hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hex16(pub u64);

impl Hex16 {
    /// Reads exactly 16 hex digits (either case).
    pub fn parse(text: &str) -> Option<Hex16> {
        (text.len() == 16 && text.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| u64::from_str_radix(text, 16).ok().map(Hex16))
            .flatten()
    }
}

impl fmt::Display for Hex16 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// The identifier of a split: the digest of what it is a split of, the
/// game (its name and the digest of its rules), the root position's FEN,
/// the depth of the whole perft and the ply the units are taken at. Two
/// splits of one perft at one ply are the same split (the walk that
/// numbers the units is deterministic), so they have one identifier; any
/// other split has another, but for a chance of one in 2^64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitId(pub Hex16);

impl SplitId {
    /// The first field of the digest: the name and version of the format.
    /// Version 3 records the game in the header (`game`, `rules`, `ini`).
    pub const FORMAT: &'static str = "a1h8 perft units 3";

    /// The identifier of the split of a perft of `depth` from `root` (a
    /// FEN as the game writes it) at ply `at`, in the game named `game`
    /// (`chess`, or a variant's name) whose rules have the digest `rules`
    /// ([`Game::rules_digest`](a1h8::Game::rules_digest)).
    ///
    /// ```
    /// use a1h8::variant::CHESS;
    /// use a1h8_units::SplitId;
    ///
    /// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// let rules = CHESS.rules_digest();
    /// let id = SplitId::of("chess", rules, start, 3, 1);
    /// assert_ne!(id, SplitId::of("chess", rules, start, 4, 1));
    /// assert_ne!(id, SplitId::of("chess", rules, start, 3, 2));
    /// assert_ne!(id, SplitId::of("chess", rules ^ 1, start, 3, 1));
    /// assert_eq!(id.to_string().len(), 16);
    /// ```
    pub fn of(game: &str, rules: u64, root: &str, depth: u32, at: u32) -> SplitId {
        SplitId(Hex16(Digest::of_fields(&[
            &SplitId::FORMAT,
            &game,
            &Hex16(rules),
            &root,
            &depth,
            &at,
        ])))
    }
}

impl fmt::Display for SplitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex16_reads_only_sixteen_digits() {
        assert_eq!(
            Hex16::parse("00000000000000fF"),
            Some(Hex16(255)),
            "either case"
        );
        for bad in [
            "",
            "ff",
            "0x00000000000000ff",
            "000000000000000g",
            "00000000000000000",
        ] {
            assert_eq!(Hex16::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Hex16(255).to_string(), "00000000000000ff");
    }
}
