//! Things known by a name (variants, pieces, techniques, symmetries,
//! directions): finding one by its name in any case, and for a near miss
//! the nearest known name, to suggest ("did you mean `capablanca`?").
//!
//! The command line and the Python package both take names this way; all
//! of it works without allocating.
//!
//! ```
//! use a1h8::PieceKind;
//! use a1h8::names::{did_you_mean, find, nearest};
//!
//! assert_eq!(find("Rook", &PieceKind::ALL, PieceKind::name), Some(PieceKind::Rook));
//! assert_eq!(find("rook ", &PieceKind::ALL, PieceKind::name), None);
//!
//! let variants = ["chess", "gardner", "capablanca"];
//! assert_eq!(nearest("capablanka", variants), Some("capablanca"));
//! assert_eq!(nearest("xyzzy", variants), None);
//! assert_eq!(did_you_mean("Gardener", variants).to_string(), "; did you mean `gardner`?");
//! assert_eq!(did_you_mean("xyzzy", variants).to_string(), "");
//! ```

use core::fmt;

/// The longest known name, in characters, that [`nearest`] can suggest:
/// a longer one is never suggested (the distance is computed in a
/// fixed-size row on the stack).
pub const LONGEST_SUGGESTED: usize = 32;

/// The item of `items` whose name is `typed`, ignoring ASCII case (and
/// nothing else: white space or another separator is no match).
pub fn find<T: Copy>(typed: &str, items: &[T], name: impl Fn(T) -> &'static str) -> Option<T> {
    items
        .iter()
        .copied()
        .find(|&item| name(item).eq_ignore_ascii_case(typed))
}

/// The item of `all` named exactly `s` by `name`.
pub(crate) fn by_name<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str, s: &str) -> Option<T> {
    all.iter().copied().find(|&item| name(item) == s)
}

/// The most edits that keep `typed` near a known name of `len`
/// characters: a third of its length, at least one and at most three.
fn allowed_edits(len: usize) -> usize {
    (len / 3).clamp(1, 3)
}

/// The number of single-character insertions, deletions and substitutions
/// that turn `typed` into `known`, ignoring ASCII case (Levenshtein's
/// distance); `None` if `known` is longer than [`LONGEST_SUGGESTED`]
/// characters. Takes time in the product of the lengths: callers bound
/// the length of `typed` first.
fn distance(typed: &str, known: &str) -> Option<usize> {
    let columns = known.chars().count();
    if columns > LONGEST_SUGGESTED {
        return None;
    }
    // row[j]: the distance from the part of `typed` read so far to the
    // first j characters of `known`.
    let mut row = [0usize; LONGEST_SUGGESTED + 1];
    for (j, cell) in row.iter_mut().enumerate().take(columns + 1) {
        *cell = j;
    }
    for (i, a) in typed.chars().enumerate() {
        let a = a.to_ascii_lowercase();
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, b) in known.chars().enumerate() {
            let substituted = diagonal + usize::from(a != b.to_ascii_lowercase());
            diagonal = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(diagonal + 1);
        }
    }
    Some(row[columns])
}

/// The known name nearest to `typed`, if it is near enough to be what was
/// meant: at most a third of the name's length away (at least one edit,
/// at most three), ASCII case ignored; the first of the nearest on a tie.
/// A known name longer than [`LONGEST_SUGGESTED`] characters is never
/// suggested; `typed` may be of any length and any text.
pub fn nearest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let mut best: Option<(usize, &'a str)> = None;
    for name in known {
        let len = name.chars().count();
        let allowed = allowed_edits(len);
        // Too long or too short to be near: skip before measuring, so a
        // long `typed` costs no more than a look at its first characters.
        let typed_len = typed.chars().take(len + allowed + 1).count();
        if typed_len.abs_diff(len) > allowed {
            continue;
        }
        match distance(typed, name) {
            Some(edits) if edits <= allowed && best.is_none_or(|(fewest, _)| edits < fewest) => {
                best = Some((edits, name));
            }
            _ => {}
        }
    }
    best.map(|(_, name)| name)
}

/// The suggestion for `typed` among the `known` names: written as
/// ``; did you mean `name`?`` for the [`nearest`] name, or as nothing if
/// none is near, to follow a message that lists the names.
pub fn did_you_mean<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> DidYouMean<'a> {
    DidYouMean(nearest(typed, known))
}

/// A suggestion made by [`did_you_mean`]: its [`Display`](fmt::Display)
/// writes ``; did you mean `name`?``, or nothing without a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DidYouMean<'a>(pub Option<&'a str>);

impl fmt::Display for DidYouMean<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(name) => write!(f, "; did you mean `{name}`?"),
            None => Ok(()),
        }
    }
}

/// Writes `unknown WHAT: expected one of NAME, NAME, ...`.
pub(crate) fn write_unknown<T: Copy>(
    f: &mut fmt::Formatter<'_>,
    what: &str,
    all: &[T],
    name: impl Fn(T) -> &'static str,
) -> fmt::Result {
    write!(f, "unknown {what}: expected one of ")?;
    for (i, &item) in all.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str(name(item))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use std::string::ToString;

    #[test]
    fn distances() {
        assert_eq!(distance("perft", "perft"), Some(0));
        assert_eq!(distance("perf", "perft"), Some(1));
        assert_eq!(distance("Capablanka", "capablanca"), Some(1));
        assert_eq!(distance("", "rook"), Some(4));
        assert_eq!(distance("rook", ""), Some(4));
        assert_eq!(distance("kogge_stone", "kogge-stone"), Some(1));
        assert_eq!(distance("é", "e"), Some(1));
        assert_eq!(distance("x", &"a".repeat(LONGEST_SUGGESTED)), Some(32));
        assert_eq!(distance("x", &"a".repeat(LONGEST_SUGGESTED + 1)), None);
    }

    #[test]
    fn only_near_names_are_suggested() {
        let variants = ["chess", "gardner", "capablanca", "chancellor"];
        assert_eq!(nearest("capablanka", variants), Some("capablanca"));
        assert_eq!(nearest("CAPABLANKA", variants), Some("capablanca"));
        assert_eq!(nearest("chess9", variants), Some("chess"));
        assert_eq!(nearest("xyzzy", variants), None);
        assert_eq!(nearest("", variants), None);
        assert_eq!(nearest("capablanca", []), None);
        assert_eq!(
            did_you_mean("gardener", variants).to_string(),
            "; did you mean `gardner`?"
        );
        assert_eq!(did_you_mean("zzz", variants).to_string(), "");
    }

    #[test]
    fn a_third_of_the_length_at_least_one_at_most_three() {
        assert_eq!(nearest("x", ["n"]), Some("n"));
        assert_eq!(nearest("xy", ["n"]), None);
        assert_eq!(nearest("rk", ["rook"]), None); // 2 edits, 1 allowed
        assert_eq!(nearest("rok", ["rook"]), Some("rook"));
        assert_eq!(
            nearest("mirror-horizon", ["mirror-horizontal"]),
            Some("mirror-horizontal")
        );
        assert_eq!(nearest("mirror-horizo", ["mirror-horizontal"]), None); // 4 edits
        // The nearest wins; on a tie, the first.
        assert_eq!(
            nearest("rotate-18", ["rotate-90", "rotate-180"]),
            Some("rotate-180")
        );
        assert_eq!(
            nearest("rotate-80", ["rotate-90", "rotate-180"]),
            Some("rotate-90")
        );
        assert_eq!(nearest("ab", ["ax", "ay"]), Some("ax"));
    }

    #[test]
    fn long_and_non_ascii_input_never_panics() {
        let names = ["chess", "capablanca", "north-east", "é", "Ünïcödé"];
        let long = "capablanca".repeat(100_000);
        assert_eq!(nearest(&long, names), None);
        assert_eq!(nearest(&"é".repeat(1000), names), None);
        assert_eq!(nearest("\0", names), Some("é"));
        assert_eq!(nearest("châss", names), Some("chess"));
        assert_eq!(nearest("♔♕♖♗♘", names), None);
        assert_eq!(nearest("ünïcödé", names), Some("Ünïcödé"));
        assert_eq!(find("ÜNÏCÖDÉ", &names, |n| n), None); // ASCII case only
        // A known name too long for the row is never suggested, even when
        // typed exactly.
        let too_long = "a".repeat(LONGEST_SUGGESTED + 1);
        assert_eq!(nearest(&too_long, [too_long.as_str()]), None);
        let longest = "a".repeat(LONGEST_SUGGESTED);
        assert_eq!(
            nearest(&longest[1..], [longest.as_str()]),
            Some(longest.as_str())
        );
    }

    #[test]
    fn found_in_any_case_and_nothing_else() {
        let names = ["chess", "gardner"];
        assert_eq!(find("chess", &names, |n| n), Some("chess"));
        assert_eq!(find("CHESS", &names, |n| n), Some("chess"));
        assert_eq!(find("GardNer", &names, |n| n), Some("gardner"));
        for bad in ["chess ", " chess", "chess\0", "", "chéss"] {
            assert_eq!(find(bad, &names, |n| n), None, "{bad:?}");
        }
        assert_eq!(by_name(&names, |n| n, "chess"), Some("chess"));
        assert_eq!(by_name(&names, |n| n, "CHESS"), None);
    }
}
