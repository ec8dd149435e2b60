//! A variant position built from its parts is the position its FEN reads
//! as, for every position of random games of every built-in variant; each
//! part that does not fit, and each rule the whole breaks, is an error.

mod common;

use a1h8::geometry::BoardSquare;
use a1h8::variant::{
    CAPABLANCA, GARDNER, LOS_ALAMOS, SetupError, Variant, VariantPosition, VariantSetup,
};
use a1h8::{CastlingSide, Color, FenError, Piece, PieceKind};
use common::Playout;

/// The setup of `position`'s parts, read through its public accessors.
fn parts<'v>(position: &VariantPosition<'v>) -> VariantSetup<'v> {
    let variant = position.variant();
    let size = variant.size();
    let mut setup = VariantSetup::new(variant);
    for rank in 0..size.ranks() {
        for file in 0..size.files() {
            let square = size.square(file, rank).unwrap();
            if let Some(piece) = position.piece_at(square) {
                setup.put(square, piece).unwrap();
            }
        }
    }
    setup.turn(position.turn());
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(rook) = position.castling_rook(color, side) {
                setup.castling(color, side, rook.file()).unwrap();
            }
        }
    }
    if let Some(square) = position.en_passant() {
        setup.en_passant(square).unwrap();
    }
    setup
        .clocks(position.halfmove_clock(), position.fullmove_number())
        .unwrap();
    setup
}

#[test]
fn every_position_of_random_games_builds_from_its_parts() {
    let mut rng = Playout(0x05ee_d0f9_a7e5);
    let mut built = 0;
    for variant in Variant::BUILT_IN {
        for _ in 0..30 {
            let mut position = VariantPosition::start(variant).unwrap();
            for _ in 0..60 {
                assert_eq!(parts(&position).build(), Ok(position), "{position}");
                built += 1;
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }
    assert!(built > 5_000, "{built} positions");
}

fn square(variant: &Variant<'_>, name: &str) -> BoardSquare {
    variant.size().parse_square(name).unwrap()
}

#[test]
fn a_part_that_does_not_fit_the_variant_is_refused() {
    let white_king = Piece::new(Color::White, PieceKind::King);
    let mut setup = VariantSetup::new(&GARDNER);
    setup.put(square(&GARDNER, "a1"), white_king).unwrap();
    let off = a1h8::geometry::BoardSize::new(8, 8)
        .unwrap()
        .square(7, 7)
        .unwrap();
    assert_eq!(
        setup.put(off, white_king).unwrap_err(),
        SetupError::OffBoard { square: off }
    );
    assert_eq!(
        setup
            .put(
                square(&GARDNER, "a1"),
                Piece::new(Color::Black, PieceKind::King)
            )
            .unwrap_err(),
        SetupError::Occupied {
            square: square(&GARDNER, "a1")
        }
    );
    let archbishop = Piece::new(Color::White, PieceKind::Archbishop);
    assert_eq!(
        setup.put(square(&GARDNER, "b1"), archbishop).unwrap_err(),
        SetupError::PieceNotInVariant { piece: archbishop }
    );
    let bishop = Piece::new(Color::Black, PieceKind::Bishop);
    assert!(
        VariantSetup::new(&LOS_ALAMOS)
            .put(square(&LOS_ALAMOS, "c6"), bishop)
            .is_err()
    );
    assert_eq!(
        setup
            .castling(Color::White, CastlingSide::KingSide, 4)
            .unwrap_err(),
        SetupError::Castling {
            color: Color::White,
            file: 4
        }
    );
    assert_eq!(
        setup.clocks(0, 0).unwrap_err(),
        SetupError::FullmoveNumberZero
    );
    assert_eq!(
        SetupError::PieceNotInVariant { piece: archbishop }.to_string(),
        "the variant has no white archbishop"
    );
}

#[test]
fn a_whole_that_breaks_a_rule_is_refused_as_its_fen_is() {
    let v = &CAPABLANCA;
    let piece = |color, kind| Piece::new(color, kind);
    let kings = || {
        let mut setup = VariantSetup::new(v);
        setup
            .put(square(v, "f1"), piece(Color::White, PieceKind::King))
            .unwrap();
        setup
            .put(square(v, "f8"), piece(Color::Black, PieceKind::King))
            .unwrap();
        setup
    };
    // No black king.
    let mut one_king = VariantSetup::new(v);
    one_king
        .put(square(v, "f1"), piece(Color::White, PieceKind::King))
        .unwrap();
    assert!(matches!(
        one_king.build(),
        Err(FenError::KingCount {
            color: Color::Black,
            ..
        })
    ));
    // A pawn on its back rank.
    let mut pawn = kings();
    pawn.put(square(v, "a1"), piece(Color::White, PieceKind::Pawn))
        .unwrap();
    assert!(matches!(
        pawn.build(),
        Err(FenError::PawnOnForbiddenRank { .. })
    ));
    // A right without its rook, and one whose rook is on the other side.
    let mut no_rook = kings();
    no_rook
        .castling(Color::White, CastlingSide::KingSide, 9)
        .unwrap();
    assert!(matches!(
        no_rook.build(),
        Err(FenError::CastlingWithoutRook { .. })
    ));
    let mut wrong_side = kings();
    wrong_side
        .put(square(v, "a1"), piece(Color::White, PieceKind::Rook))
        .unwrap();
    wrong_side
        .castling(Color::White, CastlingSide::KingSide, 0)
        .unwrap();
    assert!(matches!(
        wrong_side.build(),
        Err(FenError::CastlingWithoutRook {
            side: CastlingSide::KingSide,
            ..
        })
    ));
    // An en passant square with no pawn in front of it.
    let mut en_passant = kings();
    en_passant
        .turn(Color::Black)
        .en_passant(square(v, "e3"))
        .unwrap();
    assert!(en_passant.build().is_err());
    // An en passant square no capture can use is dropped, as FEN drops it.
    en_passant
        .put(square(v, "e4"), piece(Color::White, PieceKind::Pawn))
        .unwrap();
    let built = en_passant.build().unwrap();
    assert_eq!(built.en_passant(), None);
    assert_eq!(
        built,
        VariantPosition::from_fen(v, "5k4/10/10/10/4P5/10/10/5K4 b - e3 0 1").unwrap()
    );
}
