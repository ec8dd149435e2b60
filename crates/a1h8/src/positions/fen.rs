//! Forsyth-Edwards Notation: parsing with errors that say what and where,
//! and writing (through `Display` of [`Position`] and [`Board`]).
//!
//! Accepted: the six fields `placement side castling en-passant halfmove
//! fullmove`, or the first four alone (EPD style, clocks then 0 and 1),
//! separated by ASCII white space. Castling rights are `KQkq` (X-FEN: the
//! outermost rook on that side of the king), or the rook's file letters of
//! Shredder-FEN and X-FEN (`HAha`, `Bkq`), which make the position a
//! Chess960 one. Parsing works on bytes and never
//! panics, whatever they are.
//!
//! The en passant field: read, a square must be one a double step could
//! have left (behind a pawn of the side not to move, on the right rank,
//! with the squares it passed empty, and any check one that step could
//! give), or the FEN is refused; then the square is dropped if no pawn of
//! the side to move can legally take there. Written, it is a square only
//! when a legal en passant capture exists, `-` otherwise, as python-chess
//! and shakmaty write it. So a FEN with a square nothing can use reads as
//! the same position, with the same hash, as that FEN with `-`.

use core::fmt;

use crate::geometry::{BoardSize, BoardSquare, ParseBoardSquareError};
use crate::{Board, CastlingRights, CastlingSide, Color, File, Piece, PieceKind, Position, Square};

/// A field of a FEN string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// Field 1: the pieces, rank 8 first.
    Placement,
    /// Field 2: `w` or `b`.
    SideToMove,
    /// Field 3: `KQkq` or `-`.
    Castling,
    /// Field 4: a square or `-`.
    EnPassant,
    /// Field 5: half-moves since a capture or pawn move.
    HalfmoveClock,
    /// Field 6: the move number, from 1.
    FullmoveNumber,
}

impl FenField {
    /// 1 to 6.
    pub const fn number(self) -> usize {
        self as usize + 1
    }

    /// `"placement"`, `"side to move"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::SideToMove => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
        }
    }
}

impl fmt::Display for FenField {
    /// `field 3 (castling)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field {} ({})", self.number(), self.name())
    }
}

/// Why a FEN string, or a set of position parts, is not a valid position,
/// of chess or of a variant on any board.
///
/// Columns count bytes from 1 in the whole string; ranks are numbered from
/// 1 as in square names. Each error names its field ([`FenError::field`])
/// where it has one. A few errors come from one reader only: the chess
/// rules' limits ([`TooManyPawns`](FenError::TooManyPawns),
/// [`TooManyPieces`](FenError::TooManyPieces), the checks no last move
/// could give) and its one-digit counts
/// ([`ConsecutiveDigits`](FenError::ConsecutiveDigits)) from 8x8 FEN;
/// counts of empty squares in decimal
/// ([`ZeroEmptyCount`](FenError::ZeroEmptyCount)), castling and double
/// steps a variant may lack from a variant's FEN.
///
/// ```
/// use a1h8::geometry::BoardSize;
/// use a1h8::variant::{CAPABLANCA, GARDNER, VariantPosition};
/// use a1h8::{Color, FenError, Position};
///
/// assert_eq!(
///     Position::from_fen("8/8/8/8/8/8/8/4k3 w - - 0 1").unwrap_err().to_string(),
///     "field 1 (placement): no white king"
/// );
/// let a1 = BoardSize::new(8, 8)?.square(0, 0).unwrap();
/// assert_eq!(
///     Position::from_fen("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
///     Err(FenError::PawnOnForbiddenRank { square: a1, color: Color::White })
/// );
/// let error = VariantPosition::from_fen(&CAPABLANCA, "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
///     .unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "field 1 (placement): rank 6 at column 23 describes 9 squares, expected 10"
/// );
/// let error = VariantPosition::from_fen(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK w KQ - 0 1").unwrap_err();
/// assert_eq!(error, FenError::CastlingNotInVariant { column: 29 });
/// # Ok::<(), a1h8::geometry::BoardSizeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenError {
    /// Nothing but white space.
    Empty,
    /// A byte outside ASCII.
    NonAscii {
        /// Where.
        column: usize,
    },
    /// Not 4 or 6 fields.
    FieldCount {
        /// How many fields there are.
        found: usize,
    },
    /// The placement has another number of ranks than the board.
    RankCount {
        /// How many ranks it has.
        found: usize,
        /// How many the board has.
        expected: usize,
    },
    /// A rank of the placement describes another number of squares than
    /// the board has files.
    RankLength {
        /// The rank, from 1.
        rank: usize,
        /// How many squares it describes (counted up to the first excess).
        squares: usize,
        /// How many files the board has.
        expected: usize,
        /// Where the rank starts.
        column: usize,
    },
    /// Two digits in a row in a rank of 8x8 FEN: one digit counts the
    /// empty squares up to the next piece (python-chess and other readers
    /// refuse `44`).
    ConsecutiveDigits {
        /// Where the second digit is.
        column: usize,
    },
    /// A count of empty squares that is 0 or starts with 0 (a variant's
    /// FEN, whose counts are decimal numbers).
    ZeroEmptyCount {
        /// Where the count starts.
        column: usize,
    },
    /// A character of the placement that is no piece letter of the game,
    /// count of empty squares or `/`.
    UnknownPiece {
        /// The character.
        character: char,
        /// Where.
        column: usize,
    },
    /// The side to move is not `w` or `b`.
    InvalidSideToMove {
        /// Where the field starts.
        column: usize,
    },
    /// Castling rights in a variant without castling.
    CastlingNotInVariant {
        /// Where the field starts.
        column: usize,
    },
    /// A character of the castling field that is not `-` alone, one of
    /// `KQkq`, or a file letter of the board.
    InvalidCastling {
        /// The character.
        character: char,
        /// Where.
        column: usize,
    },
    /// A castling letter out of the order `KQkq` (white before black, king
    /// side before queen side, file letters by the side of the king their
    /// rook is on), or a right given twice.
    CastlingOrder {
        /// The letter.
        character: char,
        /// Where.
        column: usize,
    },
    /// The en passant field is neither `-` nor a square of the board.
    InvalidEnPassant {
        /// Where the field starts.
        column: usize,
        /// What is wrong with it as a square name.
        error: ParseBoardSquareError,
    },
    /// The halfmove clock is not a number.
    InvalidHalfmoveClock {
        /// Where the field starts.
        column: usize,
    },
    /// The fullmove number is not a number.
    InvalidFullmoveNumber {
        /// Where the field starts.
        column: usize,
    },
    /// The halfmove clock is a number above 4294967295.
    HalfmoveClockOutOfRange {
        /// Where the field starts.
        column: usize,
    },
    /// The fullmove number is a number above 4294967295.
    FullmoveNumberOutOfRange {
        /// Where the field starts.
        column: usize,
    },
    /// The fullmove number is 0; it counts from 1.
    FullmoveNumberZero,
    /// A side has no king, or more than one.
    KingCount {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: usize,
    },
    /// A side has more than 8 pawns (chess).
    TooManyPawns {
        /// The side.
        color: Color,
        /// How many.
        count: usize,
    },
    /// A side has more than 16 pieces (chess).
    TooManyPieces {
        /// The side.
        color: Color,
        /// How many.
        count: usize,
    },
    /// A pawn on its side's first rank, or on a rank where it promotes.
    PawnOnForbiddenRank {
        /// Its square.
        square: BoardSquare,
        /// Its colour.
        color: Color,
    },
    /// A castling right whose king is not on its back rank.
    CastlingWithoutKing {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// The back rank, from 1.
        rank: usize,
    },
    /// A castling right without its rook: no rook on that side of the king
    /// (the corner is named) for `K`/`Q`, none on the named file for a
    /// file letter.
    CastlingWithoutRook {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// Where the rook should be.
        square: BoardSquare,
    },
    /// A castling right whose rook is on the wrong side of the king (a
    /// king-side right with the rook towards the a-file), in a position
    /// built from parts.
    CastlingRookOnWrongSide {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// The rook's square.
        square: BoardSquare,
    },
    /// An en passant square though the side not to move has no double
    /// step in this variant (or none that passes over a square).
    EnPassantWithoutDoubleStep {
        /// The square given.
        square: BoardSquare,
    },
    /// An en passant square not on the rank a double step of the side not
    /// to move passes over.
    EnPassantWrongRank {
        /// The square given.
        square: BoardSquare,
        /// The side to move.
        turn: Color,
        /// The rank (from 1) it should be on.
        rank: usize,
    },
    /// No pawn of the side not to move in front of the en passant square.
    EnPassantWithoutPawn {
        /// The square given.
        square: BoardSquare,
        /// Where that pawn should be.
        pawn: BoardSquare,
    },
    /// The en passant square, or the square the pawn came from, is occupied.
    EnPassantSquareOccupied {
        /// The square given.
        square: BoardSquare,
        /// The occupied square.
        occupied: BoardSquare,
    },
    /// The side not to move is in check: the side to move could take its king.
    SideNotToMoveInCheck {
        /// The side in check.
        color: Color,
        /// Its king's square.
        king: BoardSquare,
    },
    /// The side to move is in check from more than two pieces: no move
    /// gives more than two checks at once (chess).
    TooManyCheckers {
        /// The king in check.
        king: BoardSquare,
        /// How many pieces attack it.
        count: usize,
    },
    /// Two pieces give check from one line through the king: no single
    /// move could have uncovered both (chess).
    ImpossibleDoubleCheck {
        /// The king in check.
        king: BoardSquare,
        /// One checker.
        first: BoardSquare,
        /// The other, on the same line.
        second: BoardSquare,
    },
    /// The en passant square says the last move was a pawn's double step,
    /// which could not have given this check: the checker is not that pawn
    /// and the pawn's square of departure did not stand between the checker
    /// and the king, or there are two checkers (chess).
    CheckNotFromDoubleStep {
        /// The en passant square given.
        square: BoardSquare,
        /// A piece giving check.
        checker: BoardSquare,
    },
}

impl FenError {
    /// The field the error is in, or `None` for errors about the string as a
    /// whole or the position as a whole (check).
    pub const fn field(&self) -> Option<FenField> {
        use FenError as E;
        match self {
            E::Empty
            | E::NonAscii { .. }
            | E::FieldCount { .. }
            | E::SideNotToMoveInCheck { .. }
            | E::TooManyCheckers { .. }
            | E::ImpossibleDoubleCheck { .. } => None,
            E::RankCount { .. }
            | E::RankLength { .. }
            | E::ConsecutiveDigits { .. }
            | E::ZeroEmptyCount { .. }
            | E::UnknownPiece { .. }
            | E::KingCount { .. }
            | E::TooManyPawns { .. }
            | E::TooManyPieces { .. }
            | E::PawnOnForbiddenRank { .. } => Some(FenField::Placement),
            E::InvalidSideToMove { .. } => Some(FenField::SideToMove),
            E::CastlingNotInVariant { .. }
            | E::InvalidCastling { .. }
            | E::CastlingOrder { .. }
            | E::CastlingWithoutKing { .. }
            | E::CastlingWithoutRook { .. }
            | E::CastlingRookOnWrongSide { .. } => Some(FenField::Castling),
            E::InvalidEnPassant { .. }
            | E::EnPassantWithoutDoubleStep { .. }
            | E::EnPassantWrongRank { .. }
            | E::EnPassantWithoutPawn { .. }
            | E::EnPassantSquareOccupied { .. }
            | E::CheckNotFromDoubleStep { .. } => Some(FenField::EnPassant),
            E::InvalidHalfmoveClock { .. } | E::HalfmoveClockOutOfRange { .. } => {
                Some(FenField::HalfmoveClock)
            }
            E::InvalidFullmoveNumber { .. }
            | E::FullmoveNumberOutOfRange { .. }
            | E::FullmoveNumberZero => Some(FenField::FullmoveNumber),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FenError as E;
        if let Some(field) = self.field() {
            write!(f, "{field}: ")?;
        }
        match *self {
            E::Empty => f.write_str("empty FEN"),
            E::NonAscii { column } => write!(f, "non-ASCII byte at column {column}"),
            E::FieldCount { found } => write!(
                f,
                "{found} fields, expected 6 (placement, side to move, castling, en passant, \
                 halfmove clock, fullmove number) or the first 4"
            ),
            E::RankCount { found, expected } => {
                write!(f, "{found} ranks, expected {expected} separated by /")
            }
            E::RankLength {
                rank,
                squares,
                expected,
                column,
            } => write!(
                f,
                "rank {rank} at column {column} describes {squares} squares, expected {expected}"
            ),
            E::ConsecutiveDigits { column } => write!(
                f,
                "two digits in a row at column {column}: one digit counts the empty squares up \
                 to the next piece"
            ),
            E::ZeroEmptyCount { column } => write!(
                f,
                "a count of empty squares at column {column} is 0 or starts with 0"
            ),
            E::UnknownPiece { character, column } => write!(
                f,
                "unknown piece letter {character:?} at column {column}: expected a piece letter \
                 of the game (KQRBNP kqrbnp in chess), a count of empty squares, or /"
            ),
            E::InvalidSideToMove { column } => {
                write!(f, "expected w or b at column {column}")
            }
            E::CastlingNotInVariant { column } => write!(
                f,
                "castling rights at column {column}, but this variant has no castling: expected -"
            ),
            E::InvalidCastling { character, column } => write!(
                f,
                "unexpected {character:?} at column {column}: expected - or letters of KQkq \
                 or rook files of the board (A-H, a-h in chess), one per right"
            ),
            E::CastlingOrder { character, column } => write!(
                f,
                "{character:?} at column {column} is out of order or repeated: castling rights \
                 come as KQkq, white before black, king side before queen side (file \
                 letters too)"
            ),
            E::InvalidEnPassant { column, error } => write!(
                f,
                "expected - or a square at column {column}, but the field is not a square of \
                 the board ({error})"
            ),
            E::InvalidHalfmoveClock { column } | E::InvalidFullmoveNumber { column } => {
                write!(f, "expected a number at column {column}")
            }
            E::HalfmoveClockOutOfRange { column } | E::FullmoveNumberOutOfRange { column } => {
                write!(f, "out of range at column {column}: at most {}", u32::MAX)
            }
            E::FullmoveNumberZero => f.write_str("0, but moves are counted from 1"),
            E::KingCount { color, count: 0 } => write!(f, "no {color} king"),
            E::KingCount { color, count } => {
                write!(f, "{count} {color} kings, but a side has exactly one")
            }
            E::TooManyPawns { color, count } => {
                write!(f, "{count} {color} pawns, but a side has at most 8")
            }
            E::TooManyPieces { color, count } => {
                write!(f, "{count} {color} pieces, but a side has at most 16")
            }
            E::PawnOnForbiddenRank { square, color } => write!(
                f,
                "a {color} pawn on {square}, but {color} pawns never stand on their first rank \
                 nor on a rank where they promote"
            ),
            E::CastlingWithoutKing { color, side, rank } => write!(
                f,
                "{color} {} castling right, but the {color} king is not on rank {rank}",
                side.name(),
            ),
            E::CastlingWithoutRook {
                color,
                side,
                square,
            } => write!(
                f,
                "{color} {} castling right, but no {color} rook on {square}",
                side.name(),
            ),
            E::CastlingRookOnWrongSide {
                color,
                side,
                square,
            } => write!(
                f,
                "{color} {} castling right, but its rook on {square} is on the other side of \
                 the king",
                side.name(),
            ),
            E::EnPassantWithoutDoubleStep { square } => write!(
                f,
                "{square} cannot be an en passant square: the side not to move has no double \
                 step in this variant"
            ),
            E::EnPassantWrongRank { square, turn, rank } => write!(
                f,
                "{square} cannot be an en passant square with {turn} to move: it would be on \
                 rank {rank}"
            ),
            E::EnPassantWithoutPawn { square, pawn } => write!(
                f,
                "{square} needs a pawn that has just passed it, on {pawn}, but there is none"
            ),
            E::EnPassantSquareOccupied { square, occupied } => write!(
                f,
                "{square} needs the squares a pawn has just passed empty, but {occupied} is \
                 occupied"
            ),
            E::SideNotToMoveInCheck { color, king } => write!(
                f,
                "the {color} king on {king} is in check, but it is {}'s move",
                color.other()
            ),
            E::TooManyCheckers { king, count } => write!(
                f,
                "the king on {king} is in check from {count} pieces, but no move gives more \
                 than two checks"
            ),
            E::ImpossibleDoubleCheck {
                king,
                first,
                second,
            } => write!(
                f,
                "the king on {king} is in check from {first} and {second} on one line through \
                 it, which no single move could have uncovered"
            ),
            E::CheckNotFromDoubleStep { square, checker } => write!(
                f,
                "{square} says the last move was a pawn's double step, but that move could not \
                 have given the check from {checker}"
            ),
        }
    }
}

impl core::error::Error for FenError {}

/// A field's bytes and the column of its first byte.
pub(crate) type Field<'a> = (&'a [u8], usize);

/// Splits on ASCII white space; at most 7 fields are kept, the count is exact.
fn fields(fen: &[u8]) -> ([Field<'_>; 7], usize) {
    let mut fields: [Field<'_>; 7] = [(&[], 0); 7];
    let mut count = 0;
    let mut i = 0;
    while i < fen.len() {
        if fen[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < fen.len() && !fen[i].is_ascii_whitespace() {
            i += 1;
        }
        if count < fields.len() {
            fields[count] = (&fen[start..i], start + 1);
        }
        count += 1;
    }
    (fields, count)
}

/// How a rank of the placement counts its empty squares.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum EmptyCounts {
    /// One digit up to the number of files, never two in a row: 8x8 FEN.
    Digit,
    /// A decimal number, without leading 0: a variant's FEN, whose boards
    /// may have more than 9 files.
    Number,
}

/// Reads the placement field of a board of `size`, rank by rank from the
/// last: `piece` names a letter's piece (or refuses it), `put` places it
/// on (file, rank), both from 0. For every FEN reader of the crate.
pub(crate) fn read_placement<P>(
    (bytes, column): Field<'_>,
    size: BoardSize,
    counts: EmptyCounts,
    piece: impl Fn(u8) -> Option<P>,
    mut put: impl FnMut(usize, usize, P),
) -> Result<(), FenError> {
    let (files, ranks) = (size.files(), size.ranks());
    let found = bytes.iter().filter(|&&b| b == b'/').count() + 1;
    if found != ranks {
        return Err(FenError::RankCount {
            found,
            expected: ranks,
        });
    }
    let mut start = column;
    for (row, rank_bytes) in bytes.split(|&b| b == b'/').enumerate() {
        let rank = ranks - 1 - row;
        let too_long = |squares| FenError::RankLength {
            rank: rank + 1,
            squares,
            expected: files,
            column: start,
        };
        let mut file = 0;
        let mut i = 0;
        let mut after_digit = false;
        while i < rank_bytes.len() {
            let byte = rank_bytes[i];
            let digits = match counts {
                EmptyCounts::Digit if (b'1'..=b'0' + files.min(9) as u8).contains(&byte) => 1,
                EmptyCounts::Number if byte.is_ascii_digit() => rank_bytes[i..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count(),
                _ => 0,
            };
            if digits > 0 {
                if after_digit {
                    return Err(FenError::ConsecutiveDigits { column: start + i });
                }
                if byte == b'0' {
                    return Err(FenError::ZeroEmptyCount { column: start + i });
                }
                // More digits than a board has squares in a rank is too
                // long whatever they say; three are enough to say so.
                file += rank_bytes[i..i + digits.min(3)]
                    .iter()
                    .fold(0, |n, &b| 10 * n + usize::from(b - b'0'));
                if file > files {
                    return Err(too_long(file));
                }
                after_digit = counts == EmptyCounts::Digit;
                i += digits;
                continue;
            }
            after_digit = false;
            let piece = piece(byte).ok_or(FenError::UnknownPiece {
                character: byte as char,
                column: start + i,
            })?;
            if file >= files {
                return Err(too_long(file + 1));
            }
            put(file, rank, piece);
            file += 1;
            i += 1;
        }
        if file != files {
            return Err(too_long(file));
        }
        start += rank_bytes.len() + 1;
    }
    Ok(())
}

/// Reads the castling field (not `-`) of a board with `files` files: for
/// each right, in order, `grant(color, side, rook file)`. `K`/`Q` name the
/// outermost rook on that side of the king (the corner when there is
/// none, for validation to report), a file letter the rook on that file,
/// whose side is the side of the king it is on. `king_file` is the file of
/// the king on its back rank, if there is one, `rook_files` the files of
/// the rooks there, one bit a file. Returns whether file letters were used.
/// For every FEN reader of the crate.
pub(crate) fn read_castling(
    (bytes, column): Field<'_>,
    files: usize,
    king_file: impl Fn(Color) -> Option<usize>,
    rook_files: impl Fn(Color) -> u32,
    mut grant: impl FnMut(Color, CastlingSide, usize),
) -> Result<bool, FenError> {
    let last_file = b'a' + (files - 1) as u8;
    let mut next = 0;
    let mut file_letters = false;
    for (i, &byte) in bytes.iter().enumerate() {
        let lower = byte.to_ascii_lowercase();
        if !byte.is_ascii_alphabetic() || !(lower == b'k' || lower == b'q' || lower <= last_file) {
            return Err(FenError::InvalidCastling {
                character: byte as char,
                column: column + i,
            });
        }
        let color = if byte.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        // The king on its back rank, or the middle file for want of one.
        let king = king_file(color).unwrap_or(files / 2);
        let rooks = rook_files(color);
        let rooks = (0..files).filter(|&file| rooks & (1 << file) != 0);
        let (side, file) = match lower {
            b'k' => (
                CastlingSide::KingSide,
                rooks.filter(|&f| f > king).max().unwrap_or(files - 1),
            ),
            b'q' => (
                CastlingSide::QueenSide,
                rooks.filter(|&f| f < king).min().unwrap_or(0),
            ),
            letter => {
                file_letters = true;
                let file = usize::from(letter - b'a');
                (castling_side(file > king), file)
            }
        };
        if !castling_in_order(&mut next, color, side) {
            return Err(FenError::CastlingOrder {
                character: byte as char,
                column: column + i,
            });
        }
        grant(color, side, file);
    }
    Ok(file_letters)
}

/// The first rule of every position: one king each, `kings` counting a
/// side's.
pub(crate) fn one_king_each(kings: impl Fn(Color) -> usize) -> Result<(), FenError> {
    for color in Color::ALL {
        let count = kings(color);
        if count != 1 {
            return Err(FenError::KingCount { color, count });
        }
    }
    Ok(())
}

/// Reads the en passant field of a board of `size`: `None` for `-`.
pub(crate) fn read_en_passant(
    (bytes, column): Field<'_>,
    size: BoardSize,
) -> Result<Option<BoardSquare>, FenError> {
    if bytes == b"-" {
        return Ok(None);
    }
    // The whole input is ASCII by now, so this is valid UTF-8.
    let text = core::str::from_utf8(bytes).unwrap_or("");
    size.parse_square(text)
        .map(Some)
        .map_err(|error| FenError::InvalidEnPassant { column, error })
}

/// The side of a castling right named by its rook's file: king side for a
/// rook beyond the king towards the last file. For every FEN parser.
pub(crate) const fn castling_side(beyond_king: bool) -> CastlingSide {
    if beyond_king {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// The castling field's order, `K Q k q` (0 1 2 3) strictly increasing:
/// `true` if the right of `color` on `side` may come now, `next` being the
/// least order still allowed (0 at the start), which it moves past it.
pub(crate) fn castling_in_order(next: &mut usize, color: Color, side: CastlingSide) -> bool {
    let order = 2 * color.index() + side as usize;
    let in_order = order >= *next;
    *next = order + 1;
    in_order
}

/// Writes the castling field of `position` as X-FEN: `K Q k q` for the
/// outermost rook on its side of the king, the file letter for another;
/// file letters only for a Chess960 position that would otherwise read
/// back as standard chess.
pub(crate) fn write_castling(f: &mut fmt::Formatter<'_>, position: &Position) -> fmt::Result {
    let rights = position.castling();
    if rights.is_empty() {
        return f.write_str("-");
    }
    let board = position.board();
    // A Chess960 position whose letters would read back as standard chess
    // is written with file letters (Shredder-FEN), which read back as
    // Chess960.
    let shredder = position.is_chess960() && !position.with_chess960(false).is_chess960();
    for color in Color::ALL {
        let rooks = board.by_piece(Piece::new(color, PieceKind::Rook)) & color.back_rank().mask();
        for side in CastlingSide::ALL {
            let (Some(rook), Some(king)) = (rights.rook(color, side), board.king(color)) else {
                continue;
            };
            // Rooks beyond this one, away from the king.
            let beyond = rooks.into_iter().any(|other| match side {
                CastlingSide::KingSide => other.file() > rook.file(),
                CastlingSide::QueenSide => other.file() < rook.file(),
            });
            let beside_king = match side {
                CastlingSide::KingSide => rook.file() > king.file(),
                CastlingSide::QueenSide => rook.file() < king.file(),
            };
            let c = if shredder || beyond || !beside_king {
                CastlingRights::file_char(color, rook.file())
            } else {
                CastlingRights::char(color, side)
            };
            fmt::Write::write_char(f, c)?;
        }
    }
    Ok(())
}

/// A clock field: `Ok(None)` for digits too many for a `u32`, `Err(())`
/// for anything but digits.
fn parse_number((bytes, _): Field<'_>) -> Result<Option<u32>, ()> {
    if bytes.is_empty() || !bytes.iter().all(u8::is_ascii_digit) {
        return Err(());
    }
    Ok(bytes.iter().try_fold(0u32, |n, &b| {
        n.checked_mul(10)?.checked_add(u32::from(b - b'0'))
    }))
}

/// The fields of FEN, refusing a byte outside ASCII and a count other than
/// 6 or 4: the start of every FEN parser of the crate (8x8 and variants).
pub(crate) fn split(fen: &[u8]) -> Result<([Field<'_>; 7], usize), FenError> {
    if let Some(i) = fen.iter().position(|b| !b.is_ascii()) {
        return Err(FenError::NonAscii { column: i + 1 });
    }
    let (fields, count) = fields(fen);
    match count {
        0 => Err(FenError::Empty),
        4 | 6 => Ok((fields, count)),
        found => Err(FenError::FieldCount { found }),
    }
}

/// The side to move: `w` or `b`.
pub(crate) fn parse_turn((bytes, column): Field<'_>) -> Result<Color, FenError> {
    match bytes {
        b"w" => Ok(Color::White),
        b"b" => Ok(Color::Black),
        _ => Err(FenError::InvalidSideToMove { column }),
    }
}

/// The halfmove clock and the fullmove number of the `count` fields, 0 and
/// 1 when there are 4 (EPD style). A fullmove number of 0 is the
/// position's rules' to refuse.
pub(crate) fn parse_clocks(fields: &[Field<'_>; 7], count: usize) -> Result<(u32, u32), FenError> {
    if count != 6 {
        return Ok((0, 1));
    }
    let (half, full) = (fields[4].1, fields[5].1);
    Ok((
        parse_number(fields[4])
            .map_err(|()| FenError::InvalidHalfmoveClock { column: half })?
            .ok_or(FenError::HalfmoveClockOutOfRange { column: half })?,
        parse_number(fields[5])
            .map_err(|()| FenError::InvalidFullmoveNumber { column: full })?
            .ok_or(FenError::FullmoveNumberOutOfRange { column: full })?,
    ))
}

impl Position {
    /// Parses FEN (6 fields) or its first 4 fields, and checks the position.
    /// An en passant square no legal capture can use is checked, then
    /// dropped (see [`Position`]).
    ///
    /// ```
    /// use a1h8::Position;
    ///
    /// // b5 cannot take c6: both pawns would leave the rook's rank.
    /// let pinned = Position::from_fen("8/8/8/KPp4r/8/8/8/7k w - c6 0 2")?;
    /// assert_eq!(pinned.en_passant(), None);
    /// assert_eq!(pinned, Position::from_fen("8/8/8/KPp4r/8/8/8/7k w - - 0 2")?);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first problem found, field by field, then the position's rules
    /// (see [`Position`]).
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_bytes(fen.as_bytes())
    }

    /// [`Position::from_fen`] for bytes that may not even be text.
    ///
    /// # Errors
    ///
    /// As [`Position::from_fen`], and [`FenError::NonAscii`] for a byte
    /// above 127.
    pub fn from_fen_bytes(fen: &[u8]) -> Result<Position, FenError> {
        Position::parse_fen(fen, false)
    }

    /// [`Position::from_fen`] for a Chess960 game: the position is a
    /// Chess960 one ([`Position::is_chess960`]) even when its castling
    /// rights read as standard chess (start position 518, or none left).
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// let start = Position::from_fen_960("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert!(start.is_chess960());
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Position::from_fen`].
    pub fn from_fen_960(fen: &str) -> Result<Position, FenError> {
        Position::parse_fen(fen.as_bytes(), true)
    }

    pub(crate) fn parse_fen(fen: &[u8], chess960: bool) -> Result<Position, FenError> {
        let (fields, count) = split(fen)?;
        let mut board = Board::EMPTY;
        read_placement(
            fields[0],
            BoardSize::STANDARD,
            EmptyCounts::Digit,
            |byte| Piece::from_char(byte as char),
            |file, rank, piece| {
                let square = Square::from_file_rank(File::ALL[file], crate::Rank::ALL[rank]);
                board.set(square, Some(piece));
            },
        )?;
        let turn = parse_turn(fields[1])?;
        let mut castling = CastlingRights::NONE;
        let file_letters = fields[2].0 != b"-"
            && read_castling(
                fields[2],
                8,
                |color| {
                    board
                        .king(color)
                        .filter(|king| king.rank() == color.back_rank())
                        .map(|king| king.file().index())
                },
                |color| {
                    let rooks = board.by_piece(Piece::new(color, PieceKind::Rook));
                    (rooks & color.back_rank().mask())
                        .into_iter()
                        .fold(0, |files, rook| files | 1 << rook.file().index())
                },
                |color, side, file| castling = castling.with_rook(color, side, File::ALL[file]),
            )?;
        let en_passant =
            read_en_passant(fields[3], BoardSize::STANDARD)?.and_then(BoardSquare::to_square);
        let (halfmove_clock, fullmove_number) = parse_clocks(&fields, count)?;
        Position::new(
            board,
            turn,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
        )
        .map(|position| position.with_chess960(chess960 || file_letters))
    }
}

impl core::str::FromStr for Position {
    type Err = FenError;

    /// [`Position::from_fen`].
    ///
    /// ```
    /// use a1h8::Position;
    ///
    /// let start: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse()?;
    /// assert_eq!(start, Position::starting());
    /// assert_eq!(start.to_string().parse::<Position>()?, start);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}
