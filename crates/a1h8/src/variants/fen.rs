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

use crate::positions::fen::{
    EmptyCounts, Field, parse_clocks, parse_turn, read_castling, read_en_passant, read_placement,
    split,
};
use crate::variants::{Variant, VariantPosition};
use crate::{FenError, Piece, PieceKind};

/// The placement field onto `position`'s empty board.
fn parse_placement(position: &mut VariantPosition<'_>, field: Field<'_>) -> Result<(), FenError> {
    let variant = position.variant;
    let size = variant.size();
    read_placement(
        field,
        size,
        EmptyCounts::Number,
        |byte| variant.piece(byte as char),
        |file, rank, piece| position.put(rank * size.files() + file, piece),
    )
}

/// The castling field against the placement.
fn parse_castling(position: &mut VariantPosition<'_>, field: Field<'_>) -> Result<(), FenError> {
    if field.0 == b"-" {
        return Ok(());
    }
    let variant = position.variant;
    if variant.castling().is_none() {
        return Err(FenError::CastlingNotInVariant { column: field.1 });
    }
    let size = variant.size();
    let mut rights = position.castling;
    read_castling(
        field,
        size.files(),
        |color| {
            position
                .king(color)
                .filter(|king| king.rank() == variant.back_rank(color))
                .map(|king| king.file())
        },
        |color| {
            let rank = variant.back_rank(color);
            let rooks = position.by_piece(Piece::new(color, PieceKind::Rook));
            (0..size.files())
                .filter(|&file| {
                    size.square(file, rank)
                        .is_some_and(|square| rooks.contains(size.index_of(square)))
                })
                .fold(0, |files, file| files | 1 << file)
        },
        |color, side, file| rights[color.index()][side as usize] = Some(file as u8),
    )?;
    position.castling = rights;
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
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first problem found, field by field, then the position's rules.
    pub fn from_fen(variant: &'v Variant<'v>, fen: &str) -> Result<VariantPosition<'v>, FenError> {
        VariantPosition::from_fen_bytes(variant, fen.as_bytes())
    }

    /// [`VariantPosition::from_fen`] for bytes that may not even be text.
    ///
    /// # Errors
    ///
    /// As [`VariantPosition::from_fen`], and [`FenError::NonAscii`] (in
    /// [`FenError`]) for a byte above 127.
    pub fn from_fen_bytes(
        variant: &'v Variant<'v>,
        fen: &[u8],
    ) -> Result<VariantPosition<'v>, FenError> {
        let (fields, count) = split(fen)?;
        let mut position = VariantPosition::empty(variant);
        parse_placement(&mut position, fields[0])?;
        position.turn = parse_turn(fields[1])?;
        parse_castling(&mut position, fields[2])?;
        position.en_passant = read_en_passant(fields[3], variant.size())?
            .map(|square| variant.size().index_of(square) as u8);
        (position.halfmove_clock, position.fullmove_number) = parse_clocks(&fields, count)?;
        if position.fullmove_number == 0 {
            return Err(FenError::FullmoveNumberZero);
        }
        position.validate()?;
        position.drop_unusable_en_passant();
        Ok(position)
    }
}
