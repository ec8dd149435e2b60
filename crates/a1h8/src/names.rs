//! Things known by a name: finding one by its name, and the message that
//! lists the names when none matches.

use core::fmt;

/// The item of `all` named `s` by `name`.
pub(crate) fn by_name<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str, s: &str) -> Option<T> {
    all.iter().copied().find(|&item| name(item) == s)
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
