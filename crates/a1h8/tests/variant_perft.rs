//! Perft of the variants: Fairy-Stockfish's published counts, and on 8x8
//! the generic generator against the dedicated one on the published
//! suite. (What every game's counting shares, divide and the hashed count
//! among it, is tested once for every game in `perft.rs`.)

mod common;

use a1h8::variant::{
    CAPABLANCA, CHANCELLOR, CHESS, EMBASSY, GOTHIC, LOS_ALAMOS, Variant, VariantPosition, perft,
};
use a1h8::{Position, perft as perft_8x8};

/// The generic generator on 8x8 stops each position at the first depth
/// whose count passes this many leaves.
const GENERIC_LIMIT: u64 = 5_000_000;

fn count(variant: &Variant<'_>, fen: Option<&str>, depth: u32) -> u64 {
    let position = match fen {
        Some(fen) => VariantPosition::from_fen(variant, fen).unwrap(),
        None => VariantPosition::start(variant).unwrap(),
    };
    let start = std::time::Instant::now();
    let nodes = perft(&position, depth);
    eprintln!(
        "{} {} depth {depth}: {nodes} in {:.2?}",
        variant.name(),
        fen.unwrap_or("start"),
        start.elapsed()
    );
    nodes
}

#[test]
fn capablanca_start_depth_4_is_fairy_stockfish_s_805128() {
    assert_eq!(count(&CAPABLANCA, None, 4), 805_128);
}

#[test]
fn embassy_start_depth_4_is_809539() {
    assert_eq!(count(&EMBASSY, None, 4), 809_539);
}

#[test]
fn chancellor_start_depth_4_is_436656() {
    assert_eq!(count(&CHANCELLOR, None, 4), 436_656);
}

#[test]
fn los_alamos_start_depth_5_is_191846() {
    assert_eq!(count(&LOS_ALAMOS, None, 5), 191_846);
}

#[test]
fn los_alamos_promotion_position_depth_6_is_187431() {
    let fen = "6/2P3/6/1K1k2/6/6 w - - 0 1";
    assert_eq!(count(&LOS_ALAMOS, Some(fen), 6), 187_431);
}

#[test]
fn gothic_start_shallow_counts() {
    // Fairy-Stockfish 241126 LB, `go perft` (the gothic start position has
    // no published count).
    let expected = [28, 784, 25_283];
    for (depth, expected) in (1..).zip(expected) {
        assert_eq!(count(&GOTHIC, None, depth), expected);
    }
}

#[test]
fn on_8x8_the_generic_generator_counts_as_the_dedicated_one() {
    let cases = common::perft_suite();
    for case in cases {
        let dedicated = Position::from_fen(&case.fen).unwrap();
        let generic = VariantPosition::from_fen(&CHESS, &case.fen).unwrap();
        assert_eq!(generic.to_string(), dedicated.to_string());
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= GENERIC_LIMIT) {
            assert_eq!(
                perft(&generic, depth),
                expected,
                "{} depth {depth}",
                case.fen
            );
            assert_eq!(perft_8x8(&dedicated, depth), expected);
        }
    }
}
