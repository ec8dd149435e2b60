//! The longest mates on n x n boards, against V. Kotesovec's published
//! sequences (OEIS A225551 for KQvK, A225552 for KRvK, A225556 for KBNvK:
//! the longest mate in moves with White to move, for n from 3). The boards
//! are the sections of `tests/data/square-boards.ini`, read as a user's
//! variants.ini is read.
//!
//! KQvK and KRvK on every board from 3x3 to 11x11, and KBNvK up to 8x8, run
//! in every test run; KBNvK on 9x9 to 11x11 (some minutes) is ignored:
//! `cargo test --release -p a1h8-tablebase --test square_boards -- --ignored`.

use a1h8::variant::{Variant, VariantPosition};
use a1h8_tablebase::{Material, Stats, Tables, generate, verify};

const BOARDS: &str = include_str!("data/square-boards.ini");

/// A225551: KQvK, n = 3 to 11.
const KQVK: [u16; 9] = [1, 4, 6, 7, 8, 10, 11, 12, 14];
/// A225552: KRvK, n = 3 to 11.
const KRVK: [u16; 9] = [3, 7, 10, 12, 14, 16, 18, 21, 23];
/// A225556: KBNvK, n = 3 to 11.
const KBNVK: [u16; 9] = [7, 14, 13, 22, 21, 33, 29, 47, 39];

/// The longest mate in moves with White to move of `ending` on the n x n
/// board, its table and those it leads into generated and verified.
fn longest_mate(n: usize, ending: &str) -> u16 {
    let variant = Variant::from_ini(BOARDS, &format!("square{n}")).unwrap();
    let game = VariantPosition::start(&variant).unwrap();
    assert_eq!(a1h8::Game::board_size(&game).files(), n);
    let target: Material = ending.parse().unwrap();
    let mut tables = Tables::new();
    for material in Material::with_successors(&[target], &[]) {
        let table = generate(&game, material, &tables).unwrap();
        let verified = verify(&game, &table, &tables);
        assert!(verified.is_ok(), "{material} on {n}x{n}: {verified:?}");
        tables.insert(table);
    }
    let table = tables.get(target).unwrap();
    let plies = Stats::of(table)
        .side(a1h8::Color::White)
        .longest_mate
        .unwrap()
        .0;
    plies.div_ceil(2)
}

fn check(ending: &str, published: &[u16], sizes: impl Iterator<Item = usize>) {
    for n in sizes {
        assert_eq!(
            longest_mate(n, ending),
            published[n - 3],
            "{ending} on {n}x{n}"
        );
    }
}

#[test]
fn kqvk_longest_mates_from_3x3_to_11x11() {
    check("KQvK", &KQVK, 3..=11);
}

#[test]
fn krvk_longest_mates_from_3x3_to_11x11() {
    check("KRvK", &KRVK, 3..=11);
}

#[test]
fn kbnvk_longest_mates_from_3x3_to_8x8() {
    check("KBNvK", &KBNVK, 3..=8);
}

#[test]
#[ignore = "some minutes: run by hand with --ignored"]
fn kbnvk_longest_mates_from_9x9_to_11x11() {
    check("KBNvK", &KBNVK, 9..=11);
}
