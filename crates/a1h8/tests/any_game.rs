//! `AnyGame`, a game of any kind as one value, answers as the position it
//! holds: the same moves, notation, counts, hashes and symmetries.

use a1h8::canonical::Symmetric;
use a1h8::variant::{Variant, VariantPosition};
use a1h8::{AnyGame, AnyMove, Game, Position, Rules, Symmetry, perft};

/// Every answer of `any` equals the held position's, move by move.
fn agrees<G: Game>(any: &AnyGame<'_>, held: &G, wrap: impl Fn(G::Move) -> AnyMove) {
    let moves = held.legal_moves();
    let any_moves = any.legal_moves();
    assert_eq!(any_moves.len(), moves.len(), "{any}");
    for (&mv, &any_mv) in moves.iter().zip(any_moves.iter()) {
        assert_eq!(wrap(mv), any_mv);
        assert_eq!(any.san(any_mv).to_string(), held.san(mv).to_string());
        assert_eq!(any.uci(any_mv).to_string(), held.uci(mv).to_string());
        assert_eq!(
            any.play_unchecked(any_mv).to_string(),
            held.play_unchecked(mv).to_string()
        );
        assert_eq!(
            any.play_unchecked(any_mv).zobrist(),
            held.play_unchecked(mv).zobrist()
        );
        assert_eq!(any.move_from_uci(&held.uci(mv).to_string()), Some(any_mv));
    }
    assert_eq!(any.to_string(), held.to_string());
    assert_eq!(any.zobrist(), held.zobrist());
    assert_eq!(any.rules_digest(), held.rules_digest());
    assert_eq!(any.game_name(), held.game_name());
    for depth in 0..=3 {
        assert_eq!(perft(any, depth), perft(held, depth), "{any} depth {depth}");
    }
}

#[test]
fn chess_and_chess960_answer_as_their_position() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        let any = Rules::Chess.from_fen(fen).unwrap();
        agrees(&any, &Position::from_fen(fen).unwrap(), AnyMove::Chess);
    }
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let any = Rules::Chess960.from_fen(fen).unwrap();
    agrees(&any, &Position::from_fen_960(fen).unwrap(), AnyMove::Chess);
    // Chess960's start is chess's, castling as the king takes its rook.
    let start = Rules::Chess960.start().unwrap();
    assert!(start.chess().unwrap().is_chess960());
}

#[test]
fn every_built_in_variant_answers_as_its_position() {
    for variant in Variant::BUILT_IN {
        let rules = Rules::Variant(variant);
        let expected = if variant.name() == "chess" {
            // Chess by name is chess's own generator.
            Rules::Chess
        } else {
            rules
        };
        assert_eq!(Rules::named(variant.name()), Some(expected));
        let any = rules.start().unwrap();
        agrees(
            &any,
            &VariantPosition::start(variant).unwrap(),
            AnyMove::Variant,
        );
        assert_eq!(
            Rules::named(&variant.name().to_uppercase()),
            Some(expected),
            "names in any case"
        );
    }
    assert_eq!(Rules::named("nonsense"), None);
}

#[test]
fn symmetries_and_moves_of_another_game() {
    let chess = Rules::Chess
        .from_fen("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")
        .unwrap();
    let mirrored = Symmetric::transform(&chess, Symmetry::MirrorHorizontal).unwrap();
    assert_eq!(mirrored.to_string(), "8/8/8/8/8/5k2/8/3K3R w - - 0 1");
    assert_eq!(Symmetric::flip_colors(&chess).turn(), a1h8::Color::Black);
    // A move of a variant does not play in chess: the position stays.
    let gardner = Rules::named("gardner").unwrap().start().unwrap();
    let variant_move = gardner.legal_moves()[0];
    assert_eq!(chess.play_unchecked(variant_move), chess);
    assert_eq!(chess.uci(variant_move).to_string(), "0000");
}
