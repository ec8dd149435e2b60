//! Perft suites in EPD style: one position a line with its expected
//! counts, `FEN ;D1 20 ;D2 400 ...`.

use core::fmt;

use crate::{MAX_PERFT_DEPTH, PerftDepthError};

/// One line of a perft suite: the FEN, and the expected perft count of
/// each depth given.
///
/// ```
/// use a1h8::epd::PerftLine;
///
/// let line = PerftLine::parse("4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 ;D2 25").unwrap();
/// assert_eq!(line.fen(), "4k3/8/8/8/8/8/8/4K3 w - -");
/// let counts: Vec<(u32, u64)> = line.counts().map(Result::unwrap).collect();
/// assert_eq!(counts, [(1, 5), (2, 25)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerftLine<'a> {
    line: &'a str,
    fen_end: usize,
}

/// What is wrong with a perft line, and where (columns count characters
/// from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EpdError {
    /// The line has no FEN before its first `;`.
    MissingFen,
    /// A count is not of the form `Dk n`.
    BadCount {
        /// Where the field starts.
        column: usize,
    },
    /// A depth is not a whole number from 1 up.
    BadDepth {
        /// Where the depth starts.
        column: usize,
    },
    /// A depth is deeper than [`MAX_PERFT_DEPTH`].
    TooDeep {
        /// Where the depth starts.
        column: usize,
        /// What is wrong with it.
        error: PerftDepthError,
    },
    /// A count is not a whole number that fits 64 bits.
    BadNumber {
        /// Where the number starts.
        column: usize,
    },
}

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EpdError::MissingFen => f.write_str("no FEN before the first ';'"),
            EpdError::BadCount { column } => {
                write!(f, "expected ';D<depth> <count>' at column {column}")
            }
            EpdError::BadDepth { column } => {
                write!(
                    f,
                    "expected a depth from 1 to {MAX_PERFT_DEPTH} at column {column}"
                )
            }
            EpdError::TooDeep { column, error } => write!(f, "{error} (column {column})"),
            EpdError::BadNumber { column } => {
                write!(f, "expected a count (a whole number) at column {column}")
            }
        }
    }
}

impl core::error::Error for EpdError {}

impl<'a> PerftLine<'a> {
    /// Splits a line into its FEN and its counts; the counts are checked
    /// as [`counts`](PerftLine::counts) yields them.
    ///
    /// # Errors
    ///
    /// [`EpdError::MissingFen`] if nothing but blanks stands before the
    /// first `;`.
    pub fn parse(line: &'a str) -> Result<PerftLine<'a>, EpdError> {
        let fen_end = line.find(';').unwrap_or(line.len());
        if line[..fen_end].trim().is_empty() {
            return Err(EpdError::MissingFen);
        }
        Ok(PerftLine { line, fen_end })
    }

    /// The FEN, without the blanks around it.
    pub fn fen(&self) -> &'a str {
        self.line[..self.fen_end].trim()
    }

    /// Each `(depth, count)` in the order given, or the error of a field
    /// that is not `Dk n`.
    pub fn counts(&self) -> impl Iterator<Item = Result<(u32, u64), EpdError>> + 'a {
        let line = self.line;
        let mut at = self.fen_end;
        core::iter::from_fn(move || {
            if at >= line.len() {
                return None;
            }
            // `at` is at a ';'.
            let start = at + 1;
            let end = line[start..].find(';').map_or(line.len(), |i| start + i);
            at = end;
            Some(parse_count(line, start, end))
        })
    }
}

/// The `(depth, count)` of the field `line[start..end]`.
fn parse_count(line: &str, start: usize, end: usize) -> Result<(u32, u64), EpdError> {
    // The column of byte `at` of the line, counted in characters from 1.
    let column = |at: usize| line[..at].chars().count() + 1;
    let field = &line[start..end];
    let body_start = start + (field.len() - field.trim_start().len());
    let body = field.trim();
    let bad_count = EpdError::BadCount {
        column: column(body_start),
    };
    let rest = body.strip_prefix('D').ok_or(bad_count)?;
    let space = rest.find(' ').ok_or(bad_count)?;
    let depth_column = column(body_start + 1);
    let depth = rest[..space]
        .parse::<u64>()
        .ok()
        .filter(|&d| d > 0)
        .ok_or(EpdError::BadDepth {
            column: depth_column,
        })?;
    let depth = PerftDepthError::check(depth).map_err(|error| EpdError::TooDeep {
        column: depth_column,
        error,
    })?;
    let after = &rest[space..];
    let count_start = body_start + 1 + space + (after.len() - after.trim_start().len());
    let count = after
        .trim()
        .parse::<u64>()
        .map_err(|_| EpdError::BadNumber {
            column: column(count_start),
        })?;
    Ok((depth, count))
}
