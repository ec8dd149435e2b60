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

use crate::{
    Board, CastlingRights, CastlingSide, Color, File, ParseSquareError, Piece, PieceKind, Position,
    Rank, Square,
};

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

/// Why a FEN string, or a set of position parts, is not a valid position.
///
/// Columns count bytes from 1 in the whole string. Each error names its
/// field ([`FenError::field`]) where it has one.
///
/// ```
/// use a1h8::{FenError, Position, Square};
///
/// assert_eq!(
///     Position::from_fen("8/8/8/8/8/8/8/4k3 w - - 0 1").unwrap_err().to_string(),
///     "field 1 (placement): no white king"
/// );
/// assert_eq!(
///     Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1")
///         .unwrap_err()
///         .to_string(),
///     "field 1 (placement): unknown piece letter 'X' at column 43: expected one of KQRBNP kqrbnp, a digit 1 to 8, or /"
/// );
/// assert_eq!(
///     Position::from_fen("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
///     Err(FenError::PawnOnBackRank { square: Square::A1 })
/// );
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
    /// The placement has other than 8 ranks.
    RankCount {
        /// How many ranks it has.
        found: usize,
    },
    /// A rank of the placement describes other than 8 squares.
    RankLength {
        /// The rank.
        rank: Rank,
        /// How many squares it describes (counted up to the first excess).
        squares: usize,
        /// Where the rank starts.
        column: usize,
    },
    /// A character of the placement that is no piece letter, digit 1-8 or `/`.
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
    /// A character of the castling field that is not `-` alone, one of
    /// `KQkq`, or a rook's file letter (`A`..`H` White, `a`..`h` Black).
    InvalidCastling {
        /// The character.
        character: char,
        /// Where.
        column: usize,
    },
    /// The en passant field is neither `-` nor a square name.
    InvalidEnPassant {
        /// Where the field starts.
        column: usize,
        /// What is wrong with it as a square name.
        error: ParseSquareError,
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
    /// A side has more than 8 pawns.
    TooManyPawns {
        /// The side.
        color: Color,
        /// How many.
        count: usize,
    },
    /// A side has more than 16 pieces.
    TooManyPieces {
        /// The side.
        color: Color,
        /// How many.
        count: usize,
    },
    /// A pawn on rank 1 or 8.
    PawnOnBackRank {
        /// Its square.
        square: Square,
    },
    /// A castling right whose king is not on its back rank.
    CastlingWithoutKing {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
    },
    /// A castling right whose rook is not on its square: the corner for
    /// `KQkq` without a rook on that side of the king, the named file for
    /// a file letter.
    CastlingWithoutRook {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// Where the rook should be.
        square: Square,
    },
    /// A castling right whose rook is on the wrong side of the king (a
    /// king-side right with the rook towards the a-file).
    CastlingRookOnWrongSide {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// The rook's square.
        square: Square,
    },
    /// An en passant square not on rank 6 (White to move) or 3 (Black).
    EnPassantWrongRank {
        /// The square given.
        square: Square,
        /// The side to move.
        turn: Color,
    },
    /// No pawn of the side not to move in front of the en passant square.
    EnPassantWithoutPawn {
        /// The square given.
        square: Square,
        /// Where that pawn should be.
        pawn: Square,
    },
    /// The en passant square, or the square the pawn came from, is occupied.
    EnPassantSquareOccupied {
        /// The square given.
        square: Square,
        /// The occupied square.
        occupied: Square,
    },
    /// The side not to move is in check: the side to move could take its king.
    SideNotToMoveInCheck {
        /// The side in check.
        color: Color,
        /// Its king's square.
        king: Square,
    },
    /// The side to move is in check from more than two pieces: no move
    /// gives more than two checks at once.
    TooManyCheckers {
        /// The king in check.
        king: Square,
        /// How many pieces attack it.
        count: usize,
    },
    /// Two pieces give check from one line through the king: no single
    /// move could have uncovered both.
    ImpossibleDoubleCheck {
        /// The king in check.
        king: Square,
        /// One checker.
        first: Square,
        /// The other, on the same line.
        second: Square,
    },
    /// The en passant square says the last move was a pawn's double step,
    /// which could not have given this check: the checker is not that pawn
    /// and the pawn's square of departure did not stand between the checker
    /// and the king (or there are two checkers).
    CheckNotFromDoubleStep {
        /// The en passant square given.
        square: Square,
        /// A piece giving check.
        checker: Square,
    },
    /// Two digits in a row in a rank: one digit counts the empty squares
    /// up to the next piece (python-chess and other readers refuse `44`).
    ConsecutiveDigits {
        /// Where the second digit is.
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
}

impl FenError {
    /// The field the error is in, or `None` for errors about the string as a
    /// whole or the position as a whole (kings, check).
    pub const fn field(&self) -> Option<FenField> {
        match self {
            FenError::Empty
            | FenError::NonAscii { .. }
            | FenError::FieldCount { .. }
            | FenError::SideNotToMoveInCheck { .. }
            | FenError::TooManyCheckers { .. }
            | FenError::ImpossibleDoubleCheck { .. } => None,
            FenError::RankCount { .. }
            | FenError::ConsecutiveDigits { .. }
            | FenError::RankLength { .. }
            | FenError::UnknownPiece { .. }
            | FenError::KingCount { .. }
            | FenError::TooManyPawns { .. }
            | FenError::TooManyPieces { .. }
            | FenError::PawnOnBackRank { .. } => Some(FenField::Placement),
            FenError::InvalidSideToMove { .. } => Some(FenField::SideToMove),
            FenError::InvalidCastling { .. }
            | FenError::CastlingOrder { .. }
            | FenError::CastlingWithoutKing { .. }
            | FenError::CastlingWithoutRook { .. }
            | FenError::CastlingRookOnWrongSide { .. } => Some(FenField::Castling),
            FenError::InvalidEnPassant { .. }
            | FenError::EnPassantWrongRank { .. }
            | FenError::EnPassantWithoutPawn { .. }
            | FenError::EnPassantSquareOccupied { .. }
            | FenError::CheckNotFromDoubleStep { .. } => Some(FenField::EnPassant),
            FenError::InvalidHalfmoveClock { .. } | FenError::HalfmoveClockOutOfRange { .. } => {
                Some(FenField::HalfmoveClock)
            }
            FenError::InvalidFullmoveNumber { .. }
            | FenError::FullmoveNumberOutOfRange { .. }
            | FenError::FullmoveNumberZero => Some(FenField::FullmoveNumber),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = self.field() {
            write!(f, "{field}: ")?;
        }
        match *self {
            FenError::Empty => f.write_str("empty FEN"),
            FenError::NonAscii { column } => write!(f, "non-ASCII byte at column {column}"),
            FenError::FieldCount { found } => write!(
                f,
                "{found} fields, expected 6 (placement, side to move, castling, en passant, \
                 halfmove clock, fullmove number) or the first 4"
            ),
            FenError::RankCount { found } => {
                write!(f, "{found} ranks, expected 8 separated by /")
            }
            FenError::RankLength {
                rank,
                squares,
                column,
            } => write!(
                f,
                "rank {rank} at column {column} describes {squares} squares, expected 8"
            ),
            FenError::UnknownPiece { character, column } => write!(
                f,
                "unknown piece letter {character:?} at column {column}: expected one of \
                 KQRBNP kqrbnp, a digit 1 to 8, or /"
            ),
            FenError::InvalidSideToMove { column } => {
                write!(f, "expected w or b at column {column}")
            }
            FenError::InvalidCastling { character, column } => write!(
                f,
                "unexpected {character:?} at column {column}: expected - or letters of KQkq \
                 or rook files (A-H, a-h), one per right"
            ),
            FenError::InvalidEnPassant { column, error } => write!(
                f,
                "expected - or a square at column {column}, but the field is not a square \
                 name ({error})"
            ),
            FenError::InvalidHalfmoveClock { column } => {
                write!(f, "expected a number at column {column}")
            }
            FenError::InvalidFullmoveNumber { column } => {
                write!(f, "expected a number at column {column}")
            }
            FenError::HalfmoveClockOutOfRange { column }
            | FenError::FullmoveNumberOutOfRange { column } => {
                write!(f, "out of range at column {column}: at most {}", u32::MAX)
            }
            FenError::FullmoveNumberZero => f.write_str("0, but moves are counted from 1"),
            FenError::KingCount { color, count: 0 } => write!(f, "no {color} king"),
            FenError::KingCount { color, count } => {
                write!(f, "{count} {color} kings, but a side has exactly one")
            }
            FenError::TooManyPawns { color, count } => {
                write!(f, "{count} {color} pawns, but a side has at most 8")
            }
            FenError::TooManyPieces { color, count } => {
                write!(f, "{count} {color} pieces, but a side has at most 16")
            }
            FenError::PawnOnBackRank { square } => write!(
                f,
                "a pawn on {square}, but pawns never stand on rank 1 or 8"
            ),
            FenError::CastlingWithoutKing { color, side } => write!(
                f,
                "{color} {} castling right, but the {color} king is not on rank {}",
                side.name(),
                color.back_rank()
            ),
            FenError::CastlingWithoutRook {
                color,
                side,
                square,
            } => write!(
                f,
                "{color} {} castling right, but no {color} rook on {square}",
                side.name(),
            ),
            FenError::CastlingRookOnWrongSide {
                color,
                side,
                square,
            } => write!(
                f,
                "{color} {} castling right, but its rook on {square} is on the other side of \
                 the king",
                side.name(),
            ),
            FenError::EnPassantWrongRank { square, turn } => write!(
                f,
                "{square} cannot be an en passant square with {turn} to move: it would be on \
                 rank {}",
                match turn {
                    Color::White => 6,
                    Color::Black => 3,
                }
            ),
            FenError::EnPassantWithoutPawn { square, pawn } => write!(
                f,
                "{square} needs a pawn that has just passed it, on {pawn}, but there is none"
            ),
            FenError::EnPassantSquareOccupied { square, occupied } => write!(
                f,
                "{square} needs the squares a pawn has just passed empty, but {occupied} is \
                 occupied"
            ),
            FenError::SideNotToMoveInCheck { color, king } => write!(
                f,
                "the {color} king on {king} is in check, but it is {}'s move",
                color.other()
            ),
            FenError::TooManyCheckers { king, count } => write!(
                f,
                "the king on {king} is in check from {count} pieces, but no move gives more \
                 than two checks"
            ),
            FenError::ImpossibleDoubleCheck {
                king,
                first,
                second,
            } => write!(
                f,
                "the king on {king} is in check from {first} and {second} on one line through \
                 it, which no single move could have uncovered"
            ),
            FenError::CheckNotFromDoubleStep { square, checker } => write!(
                f,
                "{square} says the last move was a pawn's double step, but that move could not \
                 have given the check from {checker}"
            ),
            FenError::ConsecutiveDigits { column } => write!(
                f,
                "two digits in a row at column {column}: one digit counts the empty squares up \
                 to the next piece"
            ),
            FenError::CastlingOrder { character, column } => write!(
                f,
                "{character:?} at column {column} is out of order or repeated: castling rights \
                 come as KQkq, white before black, king side before queen side (file \
                 letters too)"
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

fn parse_placement((bytes, column): Field<'_>) -> Result<Board, FenError> {
    let ranks = bytes.iter().filter(|&&b| b == b'/').count() + 1;
    if ranks != 8 {
        return Err(FenError::RankCount { found: ranks });
    }
    let mut board = Board::EMPTY;
    let mut start = column;
    for (row, rank_bytes) in bytes.split(|&b| b == b'/').enumerate() {
        let rank = Rank::ALL[7 - row];
        let mut file = 0;
        let mut after_digit = false;
        for (i, &byte) in rank_bytes.iter().enumerate() {
            let too_long = |squares| FenError::RankLength {
                rank,
                squares,
                column: start,
            };
            match byte {
                b'1'..=b'8' => {
                    if after_digit {
                        return Err(FenError::ConsecutiveDigits { column: start + i });
                    }
                    after_digit = true;
                    file += usize::from(byte - b'0');
                    if file > 8 {
                        return Err(too_long(file));
                    }
                }
                _ => {
                    after_digit = false;
                    let piece = Piece::from_char(byte as char).ok_or(FenError::UnknownPiece {
                        character: byte as char,
                        column: start + i,
                    })?;
                    if file >= 8 {
                        return Err(too_long(file + 1));
                    }
                    let square = Square::from_file_rank(crate::File::ALL[file], rank);
                    board.set(square, Some(piece));
                    file += 1;
                }
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank,
                squares: file,
                column: start,
            });
        }
        start += rank_bytes.len() + 1;
    }
    Ok(board)
}

/// The castling field against the placement, and whether file letters
/// were used. `K`/`Q` name the outermost rook on that side of the king (the
/// corner when there is none, for validation to report), a file letter the
/// rook on that file, whose side is the side of the king it is on.
fn parse_castling(
    (bytes, column): Field<'_>,
    board: &Board,
) -> Result<(CastlingRights, bool), FenError> {
    if bytes == b"-" {
        return Ok((CastlingRights::NONE, false));
    }
    let mut rights = CastlingRights::NONE;
    let mut next = 0;
    let mut file_letters = false;
    for (i, &byte) in bytes.iter().enumerate() {
        let invalid = FenError::InvalidCastling {
            character: byte as char,
            column: column + i,
        };
        let color = match byte {
            b'K' | b'Q' | b'A'..=b'H' => Color::White,
            b'k' | b'q' | b'a'..=b'h' => Color::Black,
            _ => return Err(invalid),
        };
        let rank = color.back_rank();
        // The king on its back rank, if there is exactly one.
        let king = board
            .king(color)
            .filter(|king| king.rank() == rank)
            .map_or(File::E, Square::file);
        let rooks = board.by_piece(Piece::new(color, PieceKind::Rook)) & rank.mask();
        let (side, file) = match byte.to_ascii_uppercase() {
            b'K' => {
                let outer = rooks.into_iter().map(Square::file).filter(|&f| f > king);
                (CastlingSide::KingSide, outer.max().unwrap_or(File::H))
            }
            b'Q' => {
                let outer = rooks.into_iter().map(Square::file).filter(|&f| f < king);
                (CastlingSide::QueenSide, outer.min().unwrap_or(File::A))
            }
            letter => {
                file_letters = true;
                let file = File::ALL[usize::from(letter - b'A')];
                (castling_side(file > king), file)
            }
        };
        if !castling_in_order(&mut next, color, side) {
            return Err(FenError::CastlingOrder {
                character: byte as char,
                column: column + i,
            });
        }
        rights = rights.with_rook(color, side, file);
    }
    Ok((rights, file_letters))
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

fn parse_en_passant((bytes, column): Field<'_>) -> Result<Option<Square>, FenError> {
    if bytes == b"-" {
        return Ok(None);
    }
    // The whole input is ASCII by now, so this is valid UTF-8.
    let text = core::str::from_utf8(bytes).unwrap_or("");
    text.parse()
        .map(Some)
        .map_err(|error| FenError::InvalidEnPassant { column, error })
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

    fn parse_fen(fen: &[u8], chess960: bool) -> Result<Position, FenError> {
        let (fields, count) = split(fen)?;
        let board = parse_placement(fields[0])?;
        let turn = parse_turn(fields[1])?;
        let (castling, file_letters) = parse_castling(fields[2], &board)?;
        let en_passant = parse_en_passant(fields[3])?;
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
