//! The numeric options of the command line, all read by one function so
//! that a value out of range reads the same way whatever the option:
//! `expected a whole number: ...`, `-1 is negative: ...`, `300 is out of
//! range: ...`, each followed by the option's range in words.

use a1h8::{MAX_PERFT_DEPTH, PerftDepthError};

/// What is wrong with a numeric option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Not digits, with at most a leading `-`.
    NotWhole,
    /// A `-` and digits.
    Negative,
    /// Digits, but outside the option's range (or past 64 bits).
    OutOfRange,
}

impl NumberError {
    /// The message for the value `s` of an option whose range `range`
    /// says in words ("a board has 1 to 16 files").
    pub fn message(self, s: &str, range: &str) -> String {
        match self {
            NumberError::NotWhole => format!("expected a whole number: {range}"),
            NumberError::Negative => format!("{s} is negative: {range}"),
            NumberError::OutOfRange => format!("{s} is out of range: {range}"),
        }
    }
}

/// The whole number `s`, from `min` to `max`.
pub fn whole_number_in(s: &str, min: u64, max: u64) -> Result<u64, NumberError> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotWhole);
    }
    if s.starts_with('-') {
        return Err(NumberError::Negative);
    }
    digits
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or(NumberError::OutOfRange)
}

/// The whole number `s`, from `min` to `max`; `range` says in words what
/// the option takes ("a board has 1 to 16 files"), and ends every message.
pub fn whole_number(s: &str, min: u64, max: u64, range: &str) -> Result<u64, String> {
    whole_number_in(s, min, max).map_err(|e| e.message(s, range))
}

/// The depth `a1h8 perft` counts to by default.
pub const DEPTH: u32 = 6;

/// The depth `a1h8 perft --variant` counts to by default: the variants'
/// trees are wider and their generator slower.
pub const VARIANT_DEPTH: u32 = 5;

/// A perft depth, 0 to [`MAX_PERFT_DEPTH`]: `--depth`, `--max-depth`,
/// `--at`. Too deep is the library's message, the one a perft suite's
/// line gets.
pub fn parse_depth(s: &str) -> Result<u32, String> {
    let range = format!("a perft counts 0 to {MAX_PERFT_DEPTH} plies");
    let depth = whole_number(s, 0, u64::MAX, &range)?;
    PerftDepthError::check(depth).map_err(|e| e.to_string())
}

/// The most threads a command starts.
pub const MAX_THREADS: u16 = 256;

/// `--threads`: 1 to [`MAX_THREADS`].
pub fn parse_threads(s: &str) -> Result<u16, String> {
    let range = format!("1 to {MAX_THREADS} threads");
    let n = whole_number(s, 1, u64::from(MAX_THREADS), &range)?;
    Ok(u16::try_from(n).expect("at most MAX_THREADS"))
}

/// The largest hash table, in MiB.
pub const MAX_HASH_MB: u16 = 16384;

/// `--hash`: 0 to [`MAX_HASH_MB`] MiB.
pub fn parse_hash(s: &str) -> Result<u16, String> {
    let range = format!("a hash table has 0 to {MAX_HASH_MB} MiB");
    let n = whole_number(s, 0, u64::from(MAX_HASH_MB), &range)?;
    Ok(u16::try_from(n).expect("at most MAX_HASH_MB"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_reads_range_errors_one_way() {
        assert_eq!(
            parse_depth("-1"),
            Err("-1 is negative: a perft counts 0 to 20 plies".to_string())
        );
        assert_eq!(
            parse_depth("21"),
            Err("depth 21 is too deep: a perft counts at most 20 plies".to_string())
        );
        assert_eq!(
            parse_depth("x"),
            Err("expected a whole number: a perft counts 0 to 20 plies".to_string())
        );
        assert_eq!(
            parse_depth("-0"),
            Err("-0 is negative: a perft counts 0 to 20 plies".to_string())
        );
        assert_eq!(
            parse_threads("0"),
            Err("0 is out of range: 1 to 256 threads".to_string())
        );
        assert_eq!(
            parse_hash("-5"),
            Err("-5 is negative: a hash table has 0 to 16384 MiB".to_string())
        );
        assert_eq!(parse_hash("16384"), Ok(16384));
    }
}
