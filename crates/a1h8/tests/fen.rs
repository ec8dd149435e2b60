//! FEN reading and writing, by both readers (8x8 chess's and a variant's,
//! on any board): round trips, every error with its message, and the legal
//! cases beside them; a variant's FEN written as Fairy-Stockfish writes it.

mod common;

use a1h8::variant::{CAPABLANCA, CHANCELLOR, CHESS, GARDNER, LOS_ALAMOS, Variant, VariantPosition};
use a1h8::{
    Board, CastlingRights, CastlingSide, Color, FenError, FenField, Piece, PieceKind, Position,
    Square,
};
use common::Reader;

/// Chess read both ways.
const BOTH: [Reader; 2] = [Reader::Chess, Reader::Variant(&CHESS)];

/// The FEN `reader` reads and writes back, or its error.
fn read(reader: Reader, fen: &str) -> Result<String, FenError> {
    reader.read(fen.as_bytes())
}

/// The error of a FEN of `variant`, and its message.
fn error(variant: &'static Variant<'static>, fen: &str) -> (FenError, String) {
    let error = read(Reader::Variant(variant), fen).expect_err(fen);
    (error, error.to_string())
}

fn message(variant: &'static Variant<'static>, fen: &str) -> String {
    error(variant, fen).1
}

fn square(variant: &Variant<'_>, name: &str) -> a1h8::geometry::BoardSquare {
    variant.size().parse_square(name).unwrap()
}

/// The positions of the published perft suite, `crates/a1h8/tests/data/standard.epd` (their FEN
/// part).
const PERFT_POSITIONS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

#[test]
fn published_positions_round_trip() {
    for fen in PERFT_POSITIONS {
        for reader in BOTH {
            assert_eq!(read(reader, fen), Ok(fen.to_string()), "{reader:?}");
        }
    }
    assert_eq!(
        Position::from_fen(PERFT_POSITIONS[0]),
        Ok(Position::starting())
    );
}

#[test]
fn four_fields_mean_clocks_zero_and_one() {
    let position = Position::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -").unwrap();
    assert_eq!(
        (position.halfmove_clock(), position.fullmove_number()),
        (0, 1)
    );
    assert_eq!(position.to_string(), PERFT_POSITIONS[2]);
    // White space between fields may be any ASCII white space.
    let spaced = Position::from_fen("  8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8\tw  -  - 0 1\n").unwrap();
    assert_eq!(spaced, position);
}

#[test]
fn parts_of_a_parsed_position() {
    let position = Position::from_fen(PERFT_POSITIONS[4]).unwrap();
    assert_eq!(position.turn(), Color::Black);
    assert_eq!(
        position.castling(),
        CastlingRights::NONE
            .with(Color::White, CastlingSide::KingSide)
            .with(Color::White, CastlingSide::QueenSide)
    );
    assert_eq!(
        position.board().piece_at(Square::A6),
        Some(Piece::new(Color::White, PieceKind::Queen))
    );
    assert_eq!(position.board().by_color(Color::White).count(), 15);
    // Position 4 of the perft suite, colours mirrored: Black is in check
    // from the bishop on b3.
    assert_eq!(position.checkers(), Square::B3.bitboard());
    let check = Position::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
    assert!(check.is_check());
    assert_eq!(check.checkers(), Square::H1.bitboard());
}

/// Every error of 8x8 FEN, the field it names and its message, from both
/// readers but where chess's own rules or one-digit counts are at stake.
#[test]
fn every_error_says_what_and_where() {
    use FenError::*;
    let k = "4k3/8/8/8/8/8/8/4K3";
    let cases: Vec<(String, FenError, Option<FenField>, &str)> = vec![
        ("".into(), Empty, None, "empty FEN"),
        (" \t ".into(), Empty, None, "empty FEN"),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 é".into(),
            NonAscii { column: 29 },
            None,
            "non-ASCII byte at column 29",
        ),
        (
            format!("{k} w -"),
            FieldCount { found: 3 },
            None,
            "3 fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4",
        ),
        (
            format!("{k} w - - 0"),
            FieldCount { found: 5 },
            None,
            "5 fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4",
        ),
        (
            format!("{k} w - - 0 1 x"),
            FieldCount { found: 7 },
            None,
            "7 fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number) or the first 4",
        ),
        (
            "4k3/8/8/8/8/8/4K3 w - -".into(),
            RankCount {
                found: 7,
                expected: 8,
            },
            Some(FenField::Placement),
            "field 1 (placement): 7 ranks, expected 8 separated by /",
        ),
        (
            "4k3/8/8/8/8/8/8/8/4K3 w - -".into(),
            RankCount {
                found: 9,
                expected: 8,
            },
            Some(FenField::Placement),
            "field 1 (placement): 9 ranks, expected 8 separated by /",
        ),
        (
            "4k3/8/8/8/8/8/7/4K3 w - -".into(),
            RankLength {
                rank: 2,
                squares: 7,
                expected: 8,
                column: 15,
            },
            Some(FenField::Placement),
            "field 1 (placement): rank 2 at column 15 describes 7 squares, expected 8",
        ),
        (
            "4k4/8/8/8/8/8/8/4K3 w - -".into(),
            RankLength {
                rank: 8,
                squares: 9,
                expected: 8,
                column: 1,
            },
            Some(FenField::Placement),
            "field 1 (placement): rank 8 at column 1 describes 9 squares, expected 8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3p w - -".into(),
            RankLength {
                rank: 1,
                squares: 9,
                expected: 8,
                column: 17,
            },
            Some(FenField::Placement),
            "field 1 (placement): rank 1 at column 17 describes 9 squares, expected 8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2x w - -".into(),
            UnknownPiece {
                character: 'x',
                column: 20,
            },
            Some(FenField::Placement),
            "field 1 (placement): unknown piece letter 'x' at column 20: expected a piece letter of the game (KQRBNP kqrbnp in chess), a count of empty squares, or /",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2/ w - -".into(),
            RankCount {
                found: 9,
                expected: 8,
            },
            Some(FenField::Placement),
            "field 1 (placement): 9 ranks, expected 8 separated by /",
        ),
        (
            "4k3/8/8/8/8/8/8/0K6 w - -".into(),
            UnknownPiece {
                character: '0',
                column: 17,
            },
            Some(FenField::Placement),
            "field 1 (placement): unknown piece letter '0' at column 17: expected a piece letter of the game (KQRBNP kqrbnp in chess), a count of empty squares, or /",
        ),
        (
            // A 9 counts no squares of 8x8 FEN (a variant reads it as 9).
            "4k3/K7/8/8/8/8/8/9 w - -".into(),
            UnknownPiece {
                character: '9',
                column: 18,
            },
            Some(FenField::Placement),
            "",
        ),
        (
            format!("{k} x - -"),
            InvalidSideToMove { column: 21 },
            Some(FenField::SideToMove),
            "field 2 (side to move): expected w or b at column 21",
        ),
        (
            format!("{k} white - -"),
            InvalidSideToMove { column: 21 },
            Some(FenField::SideToMove),
            "field 2 (side to move): expected w or b at column 21",
        ),
        (
            format!("{k} w KX -"),
            InvalidCastling {
                character: 'X',
                column: 24,
            },
            Some(FenField::Castling),
            "field 3 (castling): unexpected 'X' at column 24: expected - or letters of KQkq or rook files of the board (A-H, a-h in chess), one per right",
        ),
        (
            format!("{k} w KK -"),
            CastlingOrder {
                character: 'K',
                column: 24,
            },
            Some(FenField::Castling),
            "field 3 (castling): 'K' at column 24 is out of order or repeated: castling rights come as KQkq, white before black, king side before queen side (file letters too)",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w kqKQ -".into(),
            CastlingOrder {
                character: 'K',
                column: 29,
            },
            Some(FenField::Castling),
            "field 3 (castling): 'K' at column 29 is out of order or repeated: castling rights come as KQkq, white before black, king side before queen side (file letters too)",
        ),
        (
            "4k3/8/8/8/8/8/8/44 w - -".into(),
            ConsecutiveDigits { column: 18 },
            Some(FenField::Placement),
            "field 1 (placement): two digits in a row at column 18: one digit counts the empty squares up to the next piece",
        ),
        (
            "4k3/8/8/8/8/8/8/4K111 w - -".into(),
            ConsecutiveDigits { column: 20 },
            Some(FenField::Placement),
            "field 1 (placement): two digits in a row at column 20: one digit counts the empty squares up to the next piece",
        ),
        (
            format!("{k} w -- -"),
            InvalidCastling {
                character: '-',
                column: 23,
            },
            Some(FenField::Castling),
            "field 3 (castling): unexpected '-' at column 23: expected - or letters of KQkq or rook files of the board (A-H, a-h in chess), one per right",
        ),
        (
            format!("{k} w - e9"),
            InvalidEnPassant {
                column: 25,
                error: a1h8::geometry::ParseBoardSquareError::RankOffBoard { rank: 9, ranks: 8 },
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): expected - or a square at column 25, but the field is not a square of the board (rank 9 is off the board: it has 8 ranks)",
        ),
        (
            format!("{k} w - - x 1"),
            InvalidHalfmoveClock { column: 27 },
            Some(FenField::HalfmoveClock),
            "field 5 (halfmove clock): expected a number at column 27",
        ),
        (
            format!("{k} w - - 4294967296 1"),
            HalfmoveClockOutOfRange { column: 27 },
            Some(FenField::HalfmoveClock),
            "field 5 (halfmove clock): out of range at column 27: at most 4294967295",
        ),
        (
            format!("{k} w - - 0 99999999999999999999999"),
            FullmoveNumberOutOfRange { column: 29 },
            Some(FenField::FullmoveNumber),
            "field 6 (fullmove number): out of range at column 29: at most 4294967295",
        ),
        (
            format!("{k} w - - 0 -1"),
            InvalidFullmoveNumber { column: 29 },
            Some(FenField::FullmoveNumber),
            "field 6 (fullmove number): expected a number at column 29",
        ),
        (
            format!("{k} w - - 0 0"),
            FullmoveNumberZero,
            Some(FenField::FullmoveNumber),
            "field 6 (fullmove number): 0, but moves are counted from 1",
        ),
        (
            "4k3/8/8/8/8/8/8/8 w - -".into(),
            KingCount {
                color: Color::White,
                count: 0,
            },
            Some(FenField::Placement),
            "field 1 (placement): no white king",
        ),
        (
            "4k3/8/8/8/8/8/8/3KK3 w - -".into(),
            KingCount {
                color: Color::White,
                count: 2,
            },
            Some(FenField::Placement),
            "field 1 (placement): 2 white kings, but a side has exactly one",
        ),
        (
            "4K3/8/8/8/8/8/8/8 w - -".into(),
            KingCount {
                color: Color::Black,
                count: 0,
            },
            Some(FenField::Placement),
            "field 1 (placement): no black king",
        ),
        (
            "4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - -".into(),
            TooManyPawns {
                color: Color::White,
                count: 9,
            },
            Some(FenField::Placement),
            "field 1 (placement): 9 white pawns, but a side has at most 8",
        ),
        (
            "4k3/8/8/8/8/NNNNNNNN/NNNNNNNN/N3K3 w - -".into(),
            TooManyPieces {
                color: Color::White,
                count: 18,
            },
            Some(FenField::Placement),
            "field 1 (placement): 18 white pieces, but a side has at most 16",
        ),
        (
            "4k3/8/8/8/8/8/8/p3K3 w - -".into(),
            PawnOnForbiddenRank {
                square: Square::A1.into(),
                color: Color::Black,
            },
            Some(FenField::Placement),
            "field 1 (placement): a black pawn on a1, but black pawns never stand on their first rank nor on a rank where they promote",
        ),
        (
            "4k2P/8/8/8/8/8/8/4K3 w - -".into(),
            PawnOnForbiddenRank {
                square: Square::H8.into(),
                color: Color::White,
            },
            Some(FenField::Placement),
            "field 1 (placement): a white pawn on h8, but white pawns never stand on their first rank nor on a rank where they promote",
        ),
        (
            "4k3/8/8/8/8/8/3K4/7R w K -".into(),
            CastlingWithoutKing {
                color: Color::White,
                side: CastlingSide::KingSide,
                rank: 1,
            },
            Some(FenField::Castling),
            "field 3 (castling): white king side castling right, but the white king is not on rank 1",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w KQ -".into(),
            CastlingWithoutRook {
                color: Color::White,
                side: CastlingSide::KingSide,
                square: Square::H1.into(),
            },
            Some(FenField::Castling),
            "field 3 (castling): white king side castling right, but no white rook on h1",
        ),
        (
            "4k2r/8/8/8/8/8/8/4K3 w q -".into(),
            CastlingWithoutRook {
                color: Color::Black,
                side: CastlingSide::QueenSide,
                square: Square::A8.into(),
            },
            Some(FenField::Castling),
            "field 3 (castling): black queen side castling right, but no black rook on a8",
        ),
        (
            "4k3/8/8/4p3/8/8/8/4K3 w - e5".into(),
            EnPassantWrongRank {
                square: Square::E5.into(),
                turn: Color::White,
                rank: 6,
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): e5 cannot be an en passant square with white to move: it would be on rank 6",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - e6".into(),
            EnPassantWrongRank {
                square: Square::E6.into(),
                turn: Color::Black,
                rank: 3,
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): e6 cannot be an en passant square with black to move: it would be on rank 3",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e6".into(),
            EnPassantWithoutPawn {
                square: Square::E6.into(),
                pawn: Square::E5.into(),
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): e6 needs a pawn that has just passed it, on e5, but there is none",
        ),
        (
            "4k3/4n3/8/4p3/8/8/8/4K3 w - e6".into(),
            EnPassantSquareOccupied {
                square: Square::E6.into(),
                occupied: Square::E7.into(),
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): e6 needs the squares a pawn has just passed empty, but e7 is occupied",
        ),
        (
            "4k3/8/8/8/4P3/4N3/8/4K3 b - e3".into(),
            EnPassantSquareOccupied {
                square: Square::E3.into(),
                occupied: Square::E3.into(),
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): e3 needs the squares a pawn has just passed empty, but e3 is occupied",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - -".into(),
            SideNotToMoveInCheck {
                color: Color::White,
                king: Square::E1.into(),
            },
            None,
            "the white king on e1 is in check, but it is black's move",
        ),
        (
            "4k3/3P4/8/8/8/8/8/4K3 w - -".into(),
            SideNotToMoveInCheck {
                color: Color::Black,
                king: Square::E8.into(),
            },
            None,
            "the black king on e8 is in check, but it is white's move",
        ),
        (
            "4k3/8/8/8/1b6/8/4r3/r3K2r w - -".into(),
            TooManyCheckers {
                king: Square::E1.into(),
                count: 4,
            },
            None,
            "the king on e1 is in check from 4 pieces, but no move gives more than two checks",
        ),
        (
            "4k3/8/8/8/r2K3r/8/8/8 w - -".into(),
            ImpossibleDoubleCheck {
                king: Square::D4.into(),
                first: Square::A4.into(),
                second: Square::H4.into(),
            },
            None,
            "the king on d4 is in check from a4 and h4 on one line through it, which no single move could have uncovered",
        ),
        (
            "4k2R/8/8/8/4P3/8/8/4K3 b - e3".into(),
            CheckNotFromDoubleStep {
                square: Square::E3.into(),
                checker: Square::H8.into(),
            },
            Some(FenField::EnPassant),
            "field 4 (en passant): e3 says the last move was a pawn's double step, but that move could not have given the check from h8",
        ),
    ];
    for (fen, error, field, message) in cases {
        // Chess's own limits and checks no last move gives, and 8x8 FEN's
        // digits (a variant reads `44` as 44 squares, `0` as a count).
        let chess_only = matches!(
            error,
            TooManyPawns { .. }
                | TooManyPieces { .. }
                | TooManyCheckers { .. }
                | ImpossibleDoubleCheck { .. }
                | CheckNotFromDoubleStep { .. }
                | ConsecutiveDigits { .. }
                | UnknownPiece {
                    character: '0' | '9',
                    ..
                }
        );
        for reader in &BOTH[..if chess_only { 1 } else { 2 }] {
            assert_eq!(read(*reader, &fen), Err(error), "{fen:?} by {reader:?}");
        }
        assert_eq!(error.field(), field, "{fen:?}");
        // An empty message: the case pins the error, another case its text.
        if !message.is_empty() {
            assert_eq!(error.to_string(), message, "{fen:?}");
        }
    }
}

#[test]
fn new_checks_the_parts_as_parsing_does() {
    let mut board = Board::EMPTY;
    board.set(Square::E1, Some(Piece::new(Color::White, PieceKind::King)));
    assert_eq!(
        Position::new(board, Color::White, CastlingRights::NONE, None, 0, 1),
        Err(FenError::KingCount {
            color: Color::Black,
            count: 0
        })
    );
    board.set(Square::E8, Some(Piece::new(Color::Black, PieceKind::King)));
    let position = Position::new(board, Color::White, CastlingRights::NONE, None, 5, 9).unwrap();
    assert_eq!(position.to_string(), "4k3/8/8/8/8/8/8/4K3 w - - 5 9");
}

#[test]
fn legal_en_passant_squares_are_accepted() {
    // Written back as given when a pawn can take there; after 1. e4 none
    // can, and the square is dropped (issue 18, point 12).
    for (fen, written) in [
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        ),
    ] {
        assert_eq!(Position::from_fen(fen).unwrap().to_string(), written);
    }
}

#[test]
fn clocks_reach_the_largest_u32_and_no_further() {
    let k = "4k3/8/8/8/8/8/8/4K3";
    let position = Position::from_fen(&format!("{k} w - - 4294967295 4294967295")).unwrap();
    assert_eq!(position.halfmove_clock(), u32::MAX);
    assert_eq!(position.fullmove_number(), u32::MAX);
    assert_eq!(
        Position::from_fen(&format!("{k} w - - 0 4294967296")),
        Err(FenError::FullmoveNumberOutOfRange { column: 29 })
    );
    assert_eq!(
        Position::from_fen(&format!("{k} w - - 0 +1")),
        Err(FenError::InvalidFullmoveNumber { column: 29 })
    );
}

#[test]
fn checks_a_legal_move_could_give_are_accepted() {
    for fen in [
        // Double checks: a knight that uncovered a rook, a bishop and a
        // rook on different lines.
        "4k3/8/8/8/4P3/5n2/8/2r1K3 w - - 0 1",
        "4k3/8/8/b7/8/8/8/r3K3 w - - 0 1",
        // After a double step: the pawn's own check (f4 may take it en
        // passant), and a check its square of departure uncovered (no pawn
        // can take, so the square is dropped when written).
        "8/8/8/3k4/4Pp2/8/8/4K3 b - e3 0 1",
        "8/8/8/8/4P3/8/k6R/4K3 b - e3 0 1",
        // Castling rights in order, some left out.
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1",
    ] {
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let written = match position.en_passant() {
            Some(_) => fen.to_string(),
            None => fen.replace(" e3 ", " - "),
        };
        assert_eq!(position.to_string(), written);
    }
    let taken = Position::from_fen("8/8/8/3k4/4Pp2/8/8/4K3 b - e3 0 1").unwrap();
    assert_eq!(taken.en_passant(), Some(Square::E3));
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
        "field 1 (placement): unknown piece letter 'c' at column 7: expected a piece letter of \
         the game (KQRBNP kqrbnp in chess), a count of empty squares, or /"
    );
    // Los Alamos has no bishops.
    let (e, _) = error(&LOS_ALAMOS, "rnbknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1");
    assert_eq!(
        e,
        FenError::UnknownPiece {
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
         rank nor on a rank where they promote"
    );
    assert_eq!(
        error(&GARDNER, "4k/5/5/5/p3K w - - 0 1").0,
        FenError::PawnOnForbiddenRank {
            square: square(&GARDNER, "a1"),
            color: Color::Black
        }
    );
    assert_eq!(
        error(&GARDNER, "4k/5/5/5/P3K w - - 0 1").0,
        FenError::PawnOnForbiddenRank {
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
    assert_eq!(e, FenError::InvalidSideToMove { column: 27 });
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
         files of the board (A-H, a-h in chess), one per right"
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
        "field 3 (castling): white king side castling right, but the white king is not on rank 1"
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
        FenError::CastlingOrder {
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
        FenError::CastlingOrder {
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
        FenError::CastlingWithoutRook {
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
        FenError::SideNotToMoveInCheck {
            color: Color::Black,
            king: square(&CAPABLANCA, "a8")
        }
    );
    let check =
        VariantPosition::from_fen(&CAPABLANCA, "k9/10/1A8/10/10/10/10/9K b - - 0 1").unwrap();
    assert!(check.is_check());
    assert_eq!(check.checkers().count(), 1);
}
