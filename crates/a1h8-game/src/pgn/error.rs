//! What can be wrong in a PGN game, and where.

use std::fmt;

use a1h8::variant::VariantSanError;
use a1h8::{FenError, SanError};

/// A place in the input: its line and column, both from 1. Columns count
/// characters (a UTF-8 sequence is one), a tab is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    /// The line, from 1.
    pub line: u64,
    /// The column, from 1.
    pub column: u64,
}

impl Location {
    /// The first character of the input.
    pub const START: Location = Location { line: 1, column: 1 };
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why a SAN token is no legal move: chess's or a variant's SAN error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnySanError {
    /// Of a chess (or Chess960) position.
    Chess(SanError),
    /// Of a variant's position.
    Variant(VariantSanError),
}

impl AnySanError {
    /// Whether the text is no move at all (an unexpected character, an
    /// incomplete move), rather than a move that is not legal here.
    pub fn is_syntax(&self) -> bool {
        fn syntax<I, C>(error: &SanError<I, C>) -> bool {
            matches!(
                error,
                SanError::Empty
                    | SanError::UnexpectedCharacter { .. }
                    | SanError::Incomplete { .. }
            )
        }
        match self {
            AnySanError::Chess(error) => syntax(error),
            AnySanError::Variant(error) => syntax(error),
        }
    }

    /// Whether more than one legal move matches.
    pub fn is_ambiguous(&self) -> bool {
        match self {
            AnySanError::Chess(error) => matches!(error, SanError::Ambiguous { .. }),
            AnySanError::Variant(error) => matches!(error, SanError::Ambiguous { .. }),
        }
    }
}

impl fmt::Display for AnySanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnySanError::Chess(error) => error.fmt(f),
            AnySanError::Variant(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for AnySanError {}

/// What is wrong with a game, without where: the kind of a [`PgnError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A movetext token that is no move, move number, result, comment,
    /// annotation or parenthesis (`Xx3`, `e9`, `]`).
    NotAMove {
        /// The token as written.
        token: String,
        /// Why it is no move.
        error: AnySanError,
    },
    /// A well-formed move that is not legal in the game's position, or
    /// that more than one legal move matches.
    IllegalMove {
        /// The token as written.
        token: String,
        /// Why: no legal move matches, or several do.
        error: AnySanError,
        /// The position it was read in, in FEN.
        fen: String,
    },
    /// `--` or `Z0`: null moves are not read.
    NullMove {
        /// The token as written.
        token: String,
    },
    /// A tag pair that is not `[Name "value"]`.
    BadTag {
        /// What was wrong.
        reason: &'static str,
    },
    /// A `{` comment that the input ends inside.
    UnterminatedComment,
    /// A `(` variation that the game ends inside.
    UnterminatedVariation,
    /// A `)` without its `(`.
    UnmatchedParenthesis,
    /// A variation before the game's first move: there is no move it
    /// stands for.
    VariationBeforeFirstMove,
    /// `$` not followed by a number from 0 to 255.
    BadNag {
        /// The token as written.
        token: String,
    },
    /// The `[FEN]` tag's position cannot be read under the game's rules.
    BadFen {
        /// The tag's value.
        fen: String,
        /// Why.
        error: FenError,
    },
    /// The `[Variant]` tag names no game a1h8 plays.
    UnknownVariant {
        /// The tag's value.
        name: String,
    },
    /// A token, tag or comment longer than the reader's limit (see
    /// [`Limits`](super::Limits)).
    TooLong {
        /// What was too long: `token`, `tag`, `comment`, `variation`.
        what: &'static str,
        /// The limit, in bytes.
        limit: usize,
    },
    /// More moves, tags or comments than the reader's limit.
    TooMany {
        /// What there were too many of: `moves`, `tags`, `comments`.
        what: &'static str,
        /// The limit.
        limit: usize,
    },
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::NotAMove { token, error } => {
                write!(f, "not a move: {token:?} ({error})")
            }
            PgnErrorKind::IllegalMove { token, error, fen } => {
                let what = if error.is_ambiguous() {
                    "ambiguous"
                } else {
                    "illegal"
                };
                write!(f, "{what} move {token}: {error}, in {fen}")
            }
            PgnErrorKind::NullMove { token } => {
                write!(f, "null move {token}: null moves are not read")
            }
            PgnErrorKind::BadTag { reason } => write!(f, "bad tag pair: {reason}"),
            PgnErrorKind::UnterminatedComment => {
                f.write_str("comment '{' not closed before the end of the input")
            }
            PgnErrorKind::UnterminatedVariation => {
                f.write_str("variation '(' not closed before the end of the game")
            }
            PgnErrorKind::UnmatchedParenthesis => f.write_str("')' closes no variation"),
            PgnErrorKind::VariationBeforeFirstMove => {
                f.write_str("a variation before the first move")
            }
            PgnErrorKind::BadNag { token } => {
                write!(f, "bad annotation {token:?}: expected $0 to $255")
            }
            PgnErrorKind::BadFen { fen, error } => write!(f, "bad FEN tag {fen:?}: {error}"),
            PgnErrorKind::UnknownVariant { name } => write!(f, "unknown variant {name:?}"),
            PgnErrorKind::TooLong { what, limit } => {
                write!(f, "{what} longer than {limit} bytes")
            }
            PgnErrorKind::TooMany { what, limit } => {
                write!(f, "more than {limit} {what} in one game")
            }
        }
    }
}

/// Why a game of a PGN file could not be read to its end, and where: the
/// line and column of the offending token.
///
/// ```
/// use a1h8_game::pgn::{Location, PgnReader};
///
/// let pgn = "1. e4 e5\n2. Nf6 Nc6 *\n";
/// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
/// let error = game.error.unwrap();
/// assert_eq!(error.location, Location { line: 2, column: 4 });
/// assert!(error.to_string().starts_with("line 2, column 4: illegal move Nf6: "));
/// assert_eq!(game.moves.len(), 2); // e4 and e5, read before the fault
/// # Ok::<(), std::io::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// Where the offending token starts.
    pub location: Location,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.kind)
    }
}

impl std::error::Error for PgnError {}
