//! Names typed on the command line (variants, pieces, techniques): matched
//! in any case, and for a near miss the nearest known name suggested.

/// The number of single-character insertions, deletions and substitutions
/// that turn `a` into `b`, ignoring ASCII case (Levenshtein's distance).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substituted = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// The known name nearest to `typed`, if it is near enough to be what was
/// meant: at most a third of the name's length away (at least one edit,
/// at most three).
pub fn nearest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|name| (distance(typed, name), name))
        .filter(|&(edits, name)| edits <= (name.chars().count() / 3).clamp(1, 3))
        .min_by_key(|&(edits, _)| edits)
        .map(|(_, name)| name)
}

/// `; did you mean `name`?` for the known name nearest to `typed`, or
/// nothing if none is near.
pub fn did_you_mean<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    nearest(typed, known)
        .map(|name| format!("; did you mean `{name}`?"))
        .unwrap_or_default()
}

/// The item whose name is `typed` in any case, if there is one.
pub fn find<T: Copy>(typed: &str, items: &[T], name: impl Fn(T) -> &'static str) -> Option<T> {
    items
        .iter()
        .copied()
        .find(|&item| name(item).eq_ignore_ascii_case(typed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("perft", "perft"), 0);
        assert_eq!(distance("perf", "perft"), 1);
        assert_eq!(distance("Capablanka", "capablanca"), 1);
        assert_eq!(distance("", "rook"), 4);
        assert_eq!(distance("kogge_stone", "kogge-stone"), 1);
    }

    #[test]
    fn only_near_names_are_suggested() {
        let variants = ["chess", "gardner", "capablanca", "chancellor"];
        assert_eq!(nearest("capablanka", variants), Some("capablanca"));
        assert_eq!(nearest("chess9", variants), Some("chess"));
        assert_eq!(nearest("xyzzy", variants), None);
        assert_eq!(nearest("", variants), None);
        assert_eq!(
            did_you_mean("gardener", variants),
            "; did you mean `gardner`?"
        );
        assert_eq!(did_you_mean("zzz", variants), "");
    }
}
