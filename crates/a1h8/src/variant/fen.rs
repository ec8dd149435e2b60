//! FEN of a variant's positions: parsing with errors that say what and
//! where; writing is [`VariantPosition`]'s `Display`.
//!
//! As Fairy-Stockfish writes it: the placement from the last rank down,
//! runs of empty squares as decimal numbers (`10`, `16`), the variant's
//! piece letters (White's upper case); then the side to move, the
//! castling rights (`KQkq` for the outermost rook on that side of the
//! king, or the rook's file letter, `A`.. for White and `a`.. for Black),
//! the en passant square (`e3`, `j10`) and the two clocks, which may be
//! left out together (EPD style: then 0 and 1). Parsing works on bytes and
//! never panics, whatever they are.

use core::fmt;

use crate::geometry::{BoardSquare, ParseBoardSquareError};
use crate::positions::fen::{
    Field, castling_in_order, castling_side, parse_clocks, parse_turn, split,
};
use crate::variant::{Variant, VariantPosition};
use crate::{CastlingSide, Color, Piece, PieceKind};
use crate::{FenError, FenField};

/// Why a FEN string is not a valid position of a variant.
///
/// Columns count bytes from 1 in the whole string; ranks are numbered from
/// 1 as in square names. Each error names its field
/// ([`VariantFenError::field`]) where it has one.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, GARDNER, VariantFenError, VariantPosition};
///
/// let error = VariantPosition::from_fen(&CAPABLANCA, "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
///     .unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "field 1 (placement): rank 6 at column 23 describes 9 squares, expected 10"
/// );
/// let error = VariantPosition::from_fen(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK w KQ - 0 1").unwrap_err();
/// assert_eq!(error, VariantFenError::CastlingNotInVariant { column: 29 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantFenError {
    /// An error of the syntax every FEN shares, as [`FenError`] reports
    /// it for 8x8 FEN: nothing but white space, a byte outside ASCII, not
    /// 4 or 6 fields, a side to move other than `w` or `b`, a clock that
    /// is no number, out of range, or a fullmove number of 0.
    Syntax(FenError),
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
    /// A count of empty squares that is 0 or starts with 0.
    ZeroEmptyCount {
        /// Where the count starts.
        column: usize,
    },
    /// A character of the placement that is no piece letter of the
    /// variant, digit or `/`.
    UnknownPiece {
        /// The character.
        character: char,
        /// Where.
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
    /// A castling right whose king is not on its back rank.
    CastlingWithoutKing {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
    },
    /// A castling right without its rook: no rook on that side of the
    /// king for `K`/`Q`, none on the named file for a file letter.
    CastlingWithoutRook {
        /// The side with the right.
        color: Color,
        /// Which castling.
        side: CastlingSide,
        /// Where the rook should be.
        square: BoardSquare,
    },
    /// The en passant field is neither `-` nor a square of the board.
    InvalidEnPassant {
        /// Where the field starts.
        column: usize,
        /// What is wrong with it as a square name.
        error: ParseBoardSquareError,
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
    /// A side has no king, or more than one.
    KingCount {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: usize,
    },
    /// A pawn on its side's first rank, or on the rank where it promotes.
    PawnOnForbiddenRank {
        /// Its square.
        square: BoardSquare,
        /// Its colour.
        color: Color,
    },
    /// The side not to move is in check: the side to move could take its
    /// king.
    SideNotToMoveInCheck {
        /// The side in check.
        color: Color,
        /// Its king's square.
        king: BoardSquare,
    },
}

impl VariantFenError {
    /// The field the error is in, or `None` for errors about the string or
    /// the position as a whole.
    pub const fn field(&self) -> Option<FenField> {
        use VariantFenError as E;
        match self {
            E::Syntax(error) => error.field(),
            E::SideNotToMoveInCheck { .. } => None,
            E::RankCount { .. }
            | E::RankLength { .. }
            | E::ZeroEmptyCount { .. }
            | E::UnknownPiece { .. }
            | E::KingCount { .. }
            | E::PawnOnForbiddenRank { .. } => Some(FenField::Placement),
            E::CastlingNotInVariant { .. }
            | E::InvalidCastling { .. }
            | E::CastlingOrder { .. }
            | E::CastlingWithoutKing { .. }
            | E::CastlingWithoutRook { .. } => Some(FenField::Castling),
            E::InvalidEnPassant { .. }
            | E::EnPassantWithoutDoubleStep { .. }
            | E::EnPassantWrongRank { .. }
            | E::EnPassantWithoutPawn { .. }
            | E::EnPassantSquareOccupied { .. } => Some(FenField::EnPassant),
        }
    }
}

impl fmt::Display for VariantFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VariantFenError as E;
        if let Some(field) = self.field()
            && !matches!(self, E::Syntax(_))
        {
            write!(f, "{field}: ")?;
        }
        match *self {
            // It names its own field.
            E::Syntax(error) => write!(f, "{error}"),
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
            E::ZeroEmptyCount { column } => write!(
                f,
                "a count of empty squares at column {column} is 0 or starts with 0"
            ),
            E::UnknownPiece { character, column } => write!(
                f,
                "{character:?} at column {column} is not a piece letter of this variant, a \
                 number of empty squares or /"
            ),
            E::CastlingNotInVariant { column } => write!(
                f,
                "castling rights at column {column}, but this variant has no castling: expected -"
            ),
            E::InvalidCastling { character, column } => write!(
                f,
                "unexpected {character:?} at column {column}: expected - or letters of KQkq or \
                 rook files of the board, one per right"
            ),
            E::CastlingOrder { character, column } => write!(
                f,
                "{character:?} at column {column} is out of order or repeated: castling rights \
                 come as KQkq, white before black, king side before queen side (file letters \
                 too)"
            ),
            E::CastlingWithoutKing { color, side } => write!(
                f,
                "{color} {} castling right, but the {color} king is not on its back rank",
                side.name()
            ),
            E::CastlingWithoutRook {
                color,
                side,
                square,
            } => write!(
                f,
                "{color} {} castling right, but no {color} rook on {square}",
                side.name()
            ),
            E::InvalidEnPassant { column, error } => write!(
                f,
                "expected - or a square at column {column}, but the field is not a square of \
                 the board ({error})"
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
            E::KingCount { color, count: 0 } => write!(f, "no {color} king"),
            E::KingCount { color, count } => {
                write!(f, "{count} {color} kings, but a side has exactly one")
            }
            E::PawnOnForbiddenRank { square, color } => write!(
                f,
                "a {color} pawn on {square}, but {color} pawns never stand on their first rank \
                 nor on the rank where they promote"
            ),
            E::SideNotToMoveInCheck { color, king } => write!(
                f,
                "the {color} king on {king} is in check, but it is {}'s move",
                color.other()
            ),
        }
    }
}

impl core::error::Error for VariantFenError {}

/// The placement field onto `position`'s empty board.
fn parse_placement(
    position: &mut VariantPosition<'_>,
    (bytes, column): Field<'_>,
) -> Result<(), VariantFenError> {
    let variant = position.variant;
    let (files, ranks) = (variant.size().files(), variant.size().ranks());
    let found = bytes.iter().filter(|&&b| b == b'/').count() + 1;
    if found != ranks {
        return Err(VariantFenError::RankCount {
            found,
            expected: ranks,
        });
    }
    let mut start = column;
    for (row, rank_bytes) in bytes.split(|&b| b == b'/').enumerate() {
        let rank = ranks - 1 - row;
        let too_long = |squares| VariantFenError::RankLength {
            rank: rank + 1,
            squares,
            expected: files,
            column: start,
        };
        let mut file = 0;
        let mut i = 0;
        while i < rank_bytes.len() {
            let byte = rank_bytes[i];
            if byte.is_ascii_digit() {
                let digits = rank_bytes[i..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                if byte == b'0' {
                    return Err(VariantFenError::ZeroEmptyCount { column: start + i });
                }
                // More digits than a board has squares in a rank is too long
                // whatever they say; three digits are enough to say so.
                let count = rank_bytes[i..i + digits.min(3)]
                    .iter()
                    .fold(0, |n, &b| 10 * n + usize::from(b - b'0'));
                file += count;
                if file > files {
                    return Err(too_long(file));
                }
                i += digits;
                continue;
            }
            let piece = variant
                .piece(byte as char)
                .ok_or(VariantFenError::UnknownPiece {
                    character: byte as char,
                    column: start + i,
                })?;
            if file >= files {
                return Err(too_long(file + 1));
            }
            position.put(rank * files + file, piece);
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

/// The castling field against the placement. `K`/`Q` name the outermost
/// rook on that side of the king (the corner when there is none, for
/// validation to report), a file letter the rook on that file, whose side
/// is the side of the king it is on.
fn parse_castling(
    position: &mut VariantPosition<'_>,
    (bytes, column): Field<'_>,
) -> Result<(), VariantFenError> {
    if bytes == b"-" {
        return Ok(());
    }
    let variant = position.variant;
    if variant.castling().is_none() {
        return Err(VariantFenError::CastlingNotInVariant { column });
    }
    let size = variant.size();
    let last_file = b'a' + (size.files() - 1) as u8;
    let mut next = 0;
    for (i, &byte) in bytes.iter().enumerate() {
        let lower = byte.to_ascii_lowercase();
        let invalid = VariantFenError::InvalidCastling {
            character: byte as char,
            column: column + i,
        };
        if !byte.is_ascii_alphabetic() || !(lower == b'k' || lower == b'q' || lower <= last_file) {
            return Err(invalid);
        }
        let color = if byte.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let rank = variant.back_rank(color);
        // The king on its back rank, or the middle file for want of one.
        let king = position
            .king(color)
            .filter(|king| king.rank() == rank)
            .map_or(size.files() / 2, |king| king.file());
        let rooks = position.by_piece(Piece::new(color, PieceKind::Rook));
        let rook_files = (0..size.files()).filter(|&file| {
            size.square(file, rank)
                .is_some_and(|square| rooks.contains(size.index_of(square)))
        });
        let (side, file) = match lower {
            b'k' => (
                CastlingSide::KingSide,
                rook_files
                    .filter(|&f| f > king)
                    .max()
                    .unwrap_or(size.files() - 1),
            ),
            b'q' => (
                CastlingSide::QueenSide,
                rook_files.filter(|&f| f < king).min().unwrap_or(0),
            ),
            letter => {
                let file = usize::from(letter - b'a');
                (castling_side(file > king), file)
            }
        };
        if !castling_in_order(&mut next, color, side) {
            return Err(VariantFenError::CastlingOrder {
                character: byte as char,
                column: column + i,
            });
        }
        position.castling[color.index()][side as usize] = Some(file as u8);
    }
    Ok(())
}

impl<'v> VariantPosition<'v> {
    /// Parses FEN of a position of `variant` (6 fields, or the first 4),
    /// and checks it (see [`VariantPosition`]). An en passant square is
    /// checked, then dropped if no pawn of the side to move can legally
    /// take there.
    ///
    /// ```
    /// use a1h8::variant::{CHANCELLOR, VariantPosition};
    ///
    /// // Black's double step from e8 passed e7, and d6 can take it there.
    /// let fen = "rnbqkcnbr/pppp1pppp/9/3Pp4/9/9/9/PPP1PPPPP/RNBQKCNBR w KQkq e7 0 4";
    /// let position = VariantPosition::from_fen(&CHANCELLOR, fen)?;
    /// assert_eq!(position.en_passant().map(|s| s.to_string()), Some("e7".to_string()));
    /// assert_eq!(position.to_string(), fen);
    /// // With no white pawn beside e6, the square is dropped.
    /// let fen = "rnbqkcnbr/pppp1pppp/9/4p4/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq e7 0 2";
    /// let position = VariantPosition::from_fen(&CHANCELLOR, fen)?;
    /// assert_eq!(position.en_passant(), None);
    /// assert_eq!(position.to_string(), fen.replace(" e7 ", " - "));
    /// # Ok::<(), a1h8::variant::VariantFenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first problem found, field by field, then the position's rules.
    pub fn from_fen(
        variant: &'v Variant<'v>,
        fen: &str,
    ) -> Result<VariantPosition<'v>, VariantFenError> {
        VariantPosition::from_fen_bytes(variant, fen.as_bytes())
    }

    /// [`VariantPosition::from_fen`] for bytes that may not even be text.
    ///
    /// # Errors
    ///
    /// As [`VariantPosition::from_fen`], and [`FenError::NonAscii`] (in
    /// [`VariantFenError::Syntax`]) for a byte above 127.
    pub fn from_fen_bytes(
        variant: &'v Variant<'v>,
        fen: &[u8],
    ) -> Result<VariantPosition<'v>, VariantFenError> {
        let (fields, count) = split(fen).map_err(VariantFenError::Syntax)?;
        let mut position = VariantPosition::empty(variant);
        parse_placement(&mut position, fields[0])?;
        position.turn = parse_turn(fields[1]).map_err(VariantFenError::Syntax)?;
        parse_castling(&mut position, fields[2])?;
        let (bytes, column) = fields[3];
        if bytes != b"-" {
            let text = core::str::from_utf8(bytes).unwrap_or("");
            let square = variant
                .size()
                .parse_square(text)
                .map_err(|error| VariantFenError::InvalidEnPassant { column, error })?;
            position.en_passant = Some(variant.size().index_of(square) as u8);
        }
        (position.halfmove_clock, position.fullmove_number) =
            parse_clocks(&fields, count).map_err(VariantFenError::Syntax)?;
        if position.fullmove_number == 0 {
            return Err(VariantFenError::Syntax(FenError::FullmoveNumberZero));
        }
        position.validate()?;
        position.drop_unusable_en_passant();
        Ok(position)
    }
}
