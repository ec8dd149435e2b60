//! Variant FEN: every error with its message, and the legal cases beside
//! them; writing as Fairy-Stockfish writes.

use a1h8::variant::{
    CAPABLANCA, CHANCELLOR, CHESS, GARDNER, LOS_ALAMOS, Variant, VariantFenError, VariantPosition,
};
use a1h8::{CastlingSide, Color, FenError, FenField};

fn error(variant: &Variant<'_>, fen: &str) -> (VariantFenError, String) {
    let error = VariantPosition::from_fen(variant, fen).expect_err(fen);
    (error, error.to_string())
}

fn message(variant: &Variant<'_>, fen: &str) -> String {
    error(variant, fen).1
}

fn square(variant: &Variant<'_>, name: &str) -> a1h8::geometry::BoardSquare {
    variant.size().parse_square(name).unwrap()
}

#[test]
fn every_built_in_start_position_reads_and_writes_back() {
    for variant in Variant::BUILT_IN {
        let start = VariantPosition::start(variant).unwrap();
        assert_eq!(start.to_string(), variant.start_fen(), "{}", variant.name());
        assert_eq!(start.turn(), Color::White);
        assert!(!start.is_check());
    }
}

#[test]
fn the_string_as_a_whole() {
    assert_eq!(message(&CAPABLANCA, "  "), "empty FEN");
    assert_eq!(
        message(&CAPABLANCA, "10/10 w - - é"),
        "non-ASCII byte at column 13"
    );
    assert_eq!(
        message(&CAPABLANCA, "10/10 w -"),
        "3 fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, \
         fullmove number) or the first 4"
    );
    let (e, _) = error(&CAPABLANCA, "10/10 w -");
    assert_eq!(e.field(), None);
}

#[test]
fn placement() {
    assert_eq!(
        message(&CAPABLANCA, "10/10/10 w - - 0 1"),
        "field 1 (placement): 3 ranks, expected 8 separated by /"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        "field 1 (placement): rank 6 at column 23 describes 11 squares, expected 10"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnrr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        "field 1 (placement): rank 8 at column 1 describes 11 squares, expected 10"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/010/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        "field 1 (placement): a count of empty squares at column 23 is 0 or starts with 0"
    );
    // Two numbers in a row are one number: 55 squares.
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/55/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        "field 1 (placement): rank 6 at column 23 describes 55 squares, expected 10"
    );
    // The chancellor's letter is no letter of chess.
    assert_eq!(
        message(
            &CHESS,
            "rnbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        ),
        "field 1 (placement): 'c' at column 7 is not a piece letter of this variant, a number \
         of empty squares or /"
    );
    // Los Alamos has no bishops.
    let (e, _) = error(&LOS_ALAMOS, "rnbknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1");
    assert_eq!(
        e,
        VariantFenError::UnknownPiece {
            character: 'b',
            column: 3
        }
    );
    assert_eq!(e.field(), Some(FenField::Placement));
}

#[test]
fn kings_and_pawns() {
    assert_eq!(
        message(&GARDNER, "rnbq1/ppppp/5/PPPPP/RNBQK w - - 0 1"),
        "field 1 (placement): no black king"
    );
    assert_eq!(
        message(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNKQK w - - 0 1"),
        "field 1 (placement): 2 white kings, but a side has exactly one"
    );
    // Gardner's pawns promote on the fifth rank.
    assert_eq!(
        message(&GARDNER, "P3k/5/5/5/4K w - - 0 1"),
        "field 1 (placement): a white pawn on a5, but white pawns never stand on their first \
         rank nor on the rank where they promote"
    );
    assert_eq!(
        error(&GARDNER, "4k/5/5/5/p3K w - - 0 1").0,
        VariantFenError::PawnOnForbiddenRank {
            square: square(&GARDNER, "a1"),
            color: Color::Black
        }
    );
    assert_eq!(
        error(&GARDNER, "4k/5/5/5/P3K w - - 0 1").0,
        VariantFenError::PawnOnForbiddenRank {
            square: square(&GARDNER, "a1"),
            color: Color::White
        }
    );
    // On its own promotion rank's neighbour, a pawn is fine.
    assert!(VariantPosition::from_fen(&GARDNER, "4k/P4/5/5/4K w - - 0 1").is_ok());
}

#[test]
fn side_to_move_and_clocks() {
    assert_eq!(
        message(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK x - - 0 1"),
        "field 2 (side to move): expected w or b at column 27"
    );
    assert_eq!(
        message(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK w - - x 1"),
        "field 5 (halfmove clock): expected a number at column 33"
    );
    assert_eq!(
        message(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 99999999999"),
        "field 6 (fullmove number): out of range at column 35: at most 4294967295"
    );
    assert_eq!(
        message(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 0"),
        "field 6 (fullmove number): 0, but moves are counted from 1"
    );
    // The syntax every FEN shares is reported as 8x8 FEN reports it.
    let (e, _) = error(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK x - - 0 1");
    assert_eq!(
        e,
        VariantFenError::Syntax(FenError::InvalidSideToMove { column: 27 })
    );
    assert_eq!(e.field(), Some(FenField::SideToMove));
    let epd = VariantPosition::from_fen(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK b - -").unwrap();
    assert_eq!(epd.to_string(), "rnbqk/ppppp/5/PPPPP/RNBQK b - - 0 1");
}

#[test]
fn castling() {
    assert_eq!(
        message(&GARDNER, "rnbqk/ppppp/5/PPPPP/RNBQK w K - 0 1"),
        "field 3 (castling): castling rights at column 29, but this variant has no castling: \
         expected -"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkx - 0 1"
        ),
        "field 3 (castling): unexpected 'x' at column 62: expected - or letters of KQkq or rook \
         files of the board, one per right"
    );
    // k is a letter past the ten files of Capablanca chess, but it means king side.
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w QK - 0 1"
        ),
        "field 3 (castling): 'K' at column 60 is out of order or repeated: castling rights come \
         as KQkq, white before black, king side before queen side (file letters too)"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcn1/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        "field 3 (castling): black king side castling right, but no black rook on j8"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQ1BCNR w KQkq - 0 1"
        ),
        "field 1 (placement): no white king"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPKPPPP/RNABQ1BCNR w KQkq - 0 1"
        ),
        "field 3 (castling): white king side castling right, but the white king is not on its \
         back rank"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkqa - 0 1"
        ),
        "field 3 (castling): 'a' at column 63 is out of order or repeated: castling rights come \
         as KQkq, white before black, king side before queen side (file letters too)"
    );
    let (e, _) = error(
        &CAPABLANCA,
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkqB - 0 1",
    );
    assert_eq!(
        e,
        VariantFenError::CastlingOrder {
            character: 'B',
            column: 63
        }
    );
    // An inner rook by its file letter: X-FEN, written back the same way.
    let inner = "r4k2r1/10/10/10/10/10/10/R4K2R1 w IAia - 0 1";
    let position = VariantPosition::from_fen(&CAPABLANCA, inner).unwrap();
    assert_eq!(
        position.castling_rook(Color::White, CastlingSide::KingSide),
        Some(square(&CAPABLANCA, "i1"))
    );
    assert_eq!(
        position.to_string(),
        "r4k2r1/10/10/10/10/10/10/R4K2R1 w KQkq - 0 1"
    );
    let two = "r4k1rr1/10/10/10/10/10/10/R4K1RR1 w HQhq - 0 1";
    let position = VariantPosition::from_fen(&CAPABLANCA, two).unwrap();
    assert_eq!(position.to_string(), two);
    assert_eq!(
        error(&CAPABLANCA, "r4k2r1/10/10/10/10/10/10/R4K2R1 w aI - 0 1").0,
        VariantFenError::CastlingOrder {
            character: 'I',
            column: 36
        }
    );
    assert_eq!(
        message(&CAPABLANCA, "r4k2r1/10/10/10/10/10/10/R4K2R1 w C - 0 1"),
        "field 3 (castling): white queen side castling right, but no white rook on c1"
    );
    assert_eq!(
        error(&CAPABLANCA, "5k4/10/10/10/10/10/10/R4K4 w K - 0 1").0,
        VariantFenError::CastlingWithoutRook {
            color: Color::White,
            side: CastlingSide::KingSide,
            square: square(&CAPABLANCA, "j1")
        }
    );
}

#[test]
fn en_passant() {
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq k3 0 1"
        ),
        "field 4 (en passant): expected - or a square at column 64, but the field is not a \
         square of the board (file 'k' at column 1 is off the board: it has 10 files)"
    );
    assert_eq!(
        message(&GARDNER, "rnbqk/pppp1/4p/PPPPP/RNBQK w - e4 0 1"),
        "field 4 (en passant): e4 cannot be an en passant square: the side not to move has no \
         double step in this variant"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e3 0 1"
        ),
        "field 4 (en passant): e3 cannot be an en passant square with white to move: it would \
         be on rank 6"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e6 0 1"
        ),
        "field 4 (en passant): e6 needs a pawn that has just passed it, on e5, but there is none"
    );
    assert_eq!(
        message(
            &CAPABLANCA,
            "rnabqkbcnr/pppp1ppppp/4p5/4p5/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e6 0 1"
        ),
        "field 4 (en passant): e6 needs the squares a pawn has just passed empty, but e6 is \
         occupied"
    );
    // Chancellor chess: Black's double step from the eighth rank passes the seventh.
    assert!(
        VariantPosition::from_fen(
            &CHANCELLOR,
            "rnbqkcnbr/pppp1pppp/9/4p4/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq e7 0 2"
        )
        .is_ok()
    );
    assert_eq!(
        message(
            &CHANCELLOR,
            "rnbqkcnbr/pppp1pppp/9/9/4p4/9/9/PPPPPPPPP/RNBQKCNBR w KQkq e6 0 2"
        ),
        "field 4 (en passant): e6 cannot be an en passant square with white to move: it would \
         be on rank 7"
    );
    // On a 16-rank board... (no built-in has one) the square name may have
    // two digits: Chancellor chess's 9 ranks say j10 is off the board.
    assert!(
        message(
            &CHANCELLOR,
            "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq a10 0 1"
        )
        .contains("rank 10 is off the board: it has 9 ranks")
    );
}

#[test]
fn check() {
    assert_eq!(
        message(&GARDNER, "k4/5/5/5/R3K w - - 0 1"),
        "the black king on a5 is in check, but it is white's move"
    );
    // The chancellor's knight jump gives check too.
    assert_eq!(
        error(&CAPABLANCA, "k9/10/1C8/10/10/10/10/9K w - - 0 1").0,
        VariantFenError::SideNotToMoveInCheck {
            color: Color::Black,
            king: square(&CAPABLANCA, "a8")
        }
    );
    let check =
        VariantPosition::from_fen(&CAPABLANCA, "k9/10/1A8/10/10/10/10/9K b - - 0 1").unwrap();
    assert!(check.is_check());
    assert_eq!(check.checkers().count(), 1);
}
