//! Bitboards as sets of squares: operators, queries, iteration, shifts and
//! formatting, against per-square membership on pseudo-random sets.

mod common;

use a1h8::{Bitboard, Square, bitboard};
use common::{XorShift, all_squares, bits, directions, file_of, has, rank_of, square_at, step};

const ROUNDS: usize = 4000;

/// `ROUNDS` pseudo-random sets, always the same ones.
fn random_sets(seed: u64) -> Vec<u64> {
    let mut rng = XorShift::new(seed);
    (0..ROUNDS).map(|_| rng.next_set()).collect()
}

/// The members of a set, by testing every square.
fn members(set: u64) -> Vec<Square> {
    all_squares().filter(|s| has(set, s.index())).collect()
}

/// The set made of the squares for which `keep(square)` holds.
fn set_where(keep: impl Fn(Square) -> bool) -> u64 {
    bits(all_squares().filter(|&s| keep(s)))
}

#[test]
fn binary_operators_are_set_operations() {
    let (xs, ys) = (random_sets(1), random_sets(2));
    for (&x, &y) in xs.iter().zip(&ys) {
        let (a, b) = (Bitboard(x), Bitboard(y));
        let both = |s: Square| has(x, s.index()) && has(y, s.index());
        let either = |s: Square| has(x, s.index()) || has(y, s.index());
        let one = |s: Square| has(x, s.index()) != has(y, s.index());
        let only_x = |s: Square| has(x, s.index()) && !has(y, s.index());
        assert_eq!((a & b).0, set_where(both));
        assert_eq!((a | b).0, set_where(either));
        assert_eq!((a ^ b).0, set_where(one));
        assert_eq!((a - b).0, set_where(only_x));
        assert_eq!((!a).0, set_where(|s| !has(x, s.index())));
        // A u64 on the right works the same.
        assert_eq!(a & y, a & b);
        assert_eq!(a | y, a | b);
        assert_eq!(a ^ y, a ^ b);
        assert_eq!(a - y, a - b);
        // And the assigning forms.
        let mut c = a;
        c &= b;
        assert_eq!(c, a & b);
        let mut c = a;
        c |= b;
        assert_eq!(c, a | b);
        let mut c = a;
        c ^= b;
        assert_eq!(c, a ^ b);
        let mut c = a;
        c -= b;
        assert_eq!(c, a - b);
    }
}

#[test]
fn operators_with_a_square_on_the_right() {
    for x in random_sets(3).into_iter().take(500) {
        let a = Bitboard(x);
        for square in all_squares() {
            let is = |s: Square| s == square;
            let inside = |s: Square| has(x, s.index());
            assert_eq!(
                (a & square).0,
                set_where(|s| inside(s) && is(s)),
                "{square}"
            );
            assert_eq!(
                (a | square).0,
                set_where(|s| inside(s) || is(s)),
                "{square}"
            );
            assert_eq!(
                (a ^ square).0,
                set_where(|s| inside(s) != is(s)),
                "{square}"
            );
            assert_eq!(
                (a - square).0,
                set_where(|s| inside(s) && !is(s)),
                "{square}"
            );
            let mut c = a;
            c |= square;
            assert!(c.contains(square));
            c -= square;
            assert!(!c.contains(square));
            c ^= square;
            assert!(c.contains(square));
            c &= square;
            assert_eq!(c.0, set_where(is));
        }
    }
}

#[test]
fn membership_and_single_square_updates() {
    for x in random_sets(4) {
        let a = Bitboard(x);
        for square in all_squares() {
            assert_eq!(a.contains(square), has(x, square.index()), "{square}");
            assert_eq!(
                a.with(square).0,
                set_where(|s| has(x, s.index()) || s == square)
            );
            assert_eq!(
                a.without(square).0,
                set_where(|s| has(x, s.index()) && s != square)
            );
        }
        assert_eq!(a.is_empty(), members(x).is_empty());
    }
}

#[test]
fn count_first_last() {
    for x in random_sets(5) {
        let a = Bitboard(x);
        let m = members(x);
        assert_eq!(a.count(), m.len());
        assert_eq!(a.first(), m.first().copied());
        assert_eq!(a.last(), m.last().copied());
    }
    assert_eq!(Bitboard::EMPTY.first(), None);
    assert_eq!(Bitboard::EMPTY.last(), None);
    assert_eq!(Bitboard::FULL.first(), Some(Square::A1));
    assert_eq!(Bitboard::FULL.last(), Some(Square::H8));
}

#[test]
fn subset_and_intersection() {
    let (xs, ys) = (random_sets(6), random_sets(7));
    for (&x, &y) in xs.iter().zip(&ys) {
        let (mx, my) = (members(x), members(y));
        let (a, b) = (Bitboard(x), Bitboard(y));
        assert_eq!(a.is_subset(b), mx.iter().all(|s| my.contains(s)));
        assert_eq!(a.intersects(b), mx.iter().any(|s| my.contains(s)));
        assert!((a & b).is_subset(a) && (a & b).is_subset(b));
        assert!(a.is_subset(a | b));
        assert!(a.is_subset(a));
        assert!(Bitboard::EMPTY.is_subset(a));
        assert!(!a.intersects(!a));
    }
}

#[test]
fn iteration_is_ascending_and_exact() {
    for x in random_sets(8) {
        let a = Bitboard(x);
        let m = members(x);
        assert_eq!(a.iter().collect::<Vec<_>>(), m);
        assert_eq!(a.into_iter().collect::<Vec<_>>(), m);
        let mut reversed = m.clone();
        reversed.reverse();
        assert_eq!(a.iter().rev().collect::<Vec<_>>(), reversed);

        let mut iter = a.iter();
        assert_eq!(iter.len(), m.len());
        assert_eq!(iter.size_hint(), (m.len(), Some(m.len())));
        // Take from both ends alternately: the squares come out in order
        // from each end and the length follows.
        let (mut front, mut back) = (0, m.len());
        let mut from_front = true;
        while front < back {
            let next = if from_front {
                iter.next()
            } else {
                iter.next_back()
            };
            if from_front {
                assert_eq!(next, Some(m[front]));
                front += 1;
            } else {
                back -= 1;
                assert_eq!(next, Some(m[back]));
            }
            assert_eq!(iter.len(), back - front);
            from_front = !from_front;
        }
        assert_eq!(iter.next(), None);
        assert_eq!(iter.next_back(), None);
        assert_eq!(iter.next(), None, "fused");
    }
}

#[test]
fn from_iterator_and_extend() {
    let (xs, ys) = (random_sets(9), random_sets(10));
    for (&x, &y) in xs.iter().zip(&ys) {
        let (mx, my) = (members(x), members(y));
        // Duplicates and any order give the same set.
        let doubled: Vec<Square> = mx.iter().rev().chain(mx.iter()).copied().collect();
        assert_eq!(doubled.into_iter().collect::<Bitboard>().0, x);
        let mut a = Bitboard(x);
        a.extend(my.iter().copied());
        assert_eq!(a.0, set_where(|s| mx.contains(&s) || my.contains(&s)));
    }
    assert_eq!(
        std::iter::empty::<Square>().collect::<Bitboard>(),
        Bitboard::EMPTY
    );
}

#[test]
fn conversions_and_constants() {
    for square in all_squares() {
        let single = set_where(|s| s == square);
        assert_eq!(Bitboard::from(square).0, single);
        assert_eq!(Bitboard::from_square(square).0, single);
        assert_eq!(square.bitboard().0, single);
    }
    for x in random_sets(11).into_iter().take(100) {
        assert_eq!(Bitboard::from(x).0, x);
        assert_eq!(u64::from(Bitboard(x)), x);
    }
    assert_eq!(Bitboard::EMPTY.count(), 0);
    assert_eq!(Bitboard::FULL.count(), 64);
    assert_eq!(Bitboard::default(), Bitboard::EMPTY);
    assert!(Bitboard::EMPTY.is_empty());
    assert!(!Bitboard::FULL.is_empty());
}

/// Each square moved one step towards `direction` with bounds checks,
/// dropping those that would leave the board.
fn shifted_by_walking(set: u64, dx: i32, dy: i32) -> u64 {
    bits(
        members(set)
            .into_iter()
            .filter_map(|s| square_at(file_of(s) + dx, rank_of(s) + dy)),
    )
}

#[test]
fn shift_moves_every_square_one_step() {
    let mut sets = random_sets(12);
    sets.extend((0..64).map(|i| 1u64 << i));
    for x in sets {
        for direction in directions() {
            let (df, dr) = step(direction);
            let expected = shifted_by_walking(x, df, dr);
            assert_eq!(
                Bitboard(x).shift(direction).0,
                expected,
                "{x:#x} {direction}"
            );
        }
    }
}

#[test]
fn shift_agrees_with_square_offset() {
    for square in all_squares() {
        for direction in directions() {
            let expected = square.offset(direction).map_or(0, |s| bits([s]));
            assert_eq!(
                square.bitboard().shift(direction).0,
                expected,
                "{square} {direction}"
            );
        }
    }
}

/// The diagram `Display` should print: rank 8 first, `X` or `.` per square
/// from the a-file, single spaces, a newline after each rank.
fn diagram(set: u64) -> String {
    let mut text = String::new();
    for rank in (0..8).rev() {
        let cells: Vec<&str> = (0..8)
            .map(|file| {
                if has(set, square_at(file, rank).unwrap().index()) {
                    "X"
                } else {
                    "."
                }
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// Reads a diagram back, as `bitboard!` would.
fn read_diagram(text: &str) -> u64 {
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8);
    let mut set = 0;
    for (row, line) in lines.iter().enumerate() {
        let cells: Vec<&str> = line.split(' ').collect();
        assert_eq!(cells.len(), 8, "{line:?}");
        for (file, cell) in cells.iter().enumerate() {
            match *cell {
                "X" => set |= bits([square_at(file as i32, 7 - row as i32).unwrap()]),
                "." => {}
                other => panic!("unexpected cell {other:?}"),
            }
        }
    }
    set
}

#[test]
fn display_is_a_diagram_with_rank_eight_first() {
    for x in random_sets(13) {
        let text = Bitboard(x).to_string();
        assert_eq!(text, diagram(x));
        assert_eq!(read_diagram(&text), x);
    }
}

#[test]
fn display_round_trips_through_the_macro() {
    let corners = bitboard! {
        X . . . . . . X
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        X . . . . . . X
    };
    assert_eq!(
        corners.0,
        bits([Square::A1, Square::H1, Square::A8, Square::H8])
    );
    assert_eq!(
        corners.to_string(),
        "X . . . . . . X\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n\
         . . . . . . . .\n. . . . . . . .\n. . . . . . . .\nX . . . . . . X\n"
    );

    let e4_and_b7 = bitboard! {
        . . . . . . . .
        . X . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . X . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    };
    assert_eq!(e4_and_b7.0, bits([Square::E4, Square::B7]));
    assert_eq!(read_diagram(&e4_and_b7.to_string()), e4_and_b7.0);

    let empty = bitboard! {
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    };
    assert_eq!(empty, Bitboard::EMPTY);
    assert_eq!(read_diagram(&empty.to_string()), 0);

    let full = bitboard! {
        X X X X X X X X
        X X X X X X X X
        X X X X X X X X
        X X X X X X X X
        X X X X X X X X
        X X X X X X X X
        X X X X X X X X
        X X X X X X X X
    };
    assert_eq!(full, Bitboard::FULL);
    assert_eq!(full.to_string(), "X X X X X X X X\n".repeat(8));

    let second_rank_and_a_file = bitboard! {
        X . . . . . . .
        X . . . . . . .
        X . . . . . . .
        X . . . . . . .
        X . . . . . . .
        X . . . . . . .
        X X X X X X X X
        X . . . . . . .
    };
    assert_eq!(
        second_rank_and_a_file.0,
        set_where(|s| file_of(s) == 0 || rank_of(s) == 1)
    );
}

#[test]
fn from_grid_reads_rank_eight_first() {
    for x in random_sets(14).into_iter().take(200) {
        let mut cells = [false; 64];
        for (i, cell) in cells.iter_mut().enumerate() {
            let (row, column) = (i / 8, i % 8);
            *cell = has(x, square_at(column as i32, 7 - row as i32).unwrap().index());
        }
        assert_eq!(Bitboard::from_grid(cells).0, x);
    }
}

#[test]
fn debug_shows_sixteen_hex_digits_then_the_diagram() {
    for x in random_sets(15) {
        let text = format!("{:?}", Bitboard(x));
        let (first, rest) = text.split_once('\n').unwrap();
        let hex = first
            .strip_prefix("Bitboard(0x")
            .unwrap()
            .strip_suffix(')')
            .unwrap();
        assert_eq!(hex.len(), 16, "{first}");
        assert!(
            hex.chars()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        );
        assert_eq!(u64::from_str_radix(hex, 16).unwrap(), x);
        assert_eq!(rest, diagram(x));
    }
    assert!(format!("{:?}", Bitboard(1)).starts_with("Bitboard(0x0000000000000001)\n"));
}

#[test]
fn hex_and_binary_formatting() {
    for x in random_sets(16).into_iter().take(200) {
        let a = Bitboard(x);
        assert_eq!(format!("{a:x}"), format!("{x:x}"));
        assert_eq!(format!("{a:X}"), format!("{x:X}"));
        assert_eq!(format!("{a:#018x}"), format!("{x:#018x}"));
        assert_eq!(format!("{a:b}"), format!("{x:b}"));
        assert_eq!(format!("{a:064b}"), format!("{x:064b}"));
    }
}

#[test]
fn const_set_operations_are_the_operators() {
    let (xs, ys) = (random_sets(11), random_sets(12));
    for (&x, &y) in xs.iter().zip(&ys) {
        let (a, b) = (Bitboard(x), Bitboard(y));
        assert_eq!(a.union(b), a | b);
        assert_eq!(a.intersection(b), a & b);
        assert_eq!(a.difference(b), a - b);
        assert_eq!(a.symmetric_difference(b), a ^ b);
        assert_eq!(a.complement(), !a);
    }
}

#[test]
fn in_place_operators_update_the_set() {
    let (xs, ys) = (random_sets(13), random_sets(14));
    for (&x, &y) in xs.iter().zip(&ys) {
        let (a, b) = (Bitboard(x), Bitboard(y));
        let mut c = a;
        c &= b;
        assert_eq!(c.0, x & y);
        let mut c = a;
        c |= b;
        assert_eq!(c.0, x | y);
        let mut c = a;
        c ^= b;
        assert_eq!(c.0, x ^ y);
        let mut c = a;
        c -= b;
        assert_eq!(c.0, x & !y);
    }
}

#[test]
fn pop_first_takes_the_squares_in_ascending_order() {
    for x in random_sets(15) {
        let mut set = Bitboard(x);
        let mut popped = Vec::new();
        while let Some(square) = set.pop_first() {
            assert!(!set.contains(square));
            popped.push(square);
        }
        assert_eq!(popped, members(x));
        assert!(set.is_empty());
    }
}

#[test]
fn more_than_one_and_single_follow_the_count() {
    let mut sets = random_sets(16);
    sets.extend(all_squares().map(|s| 1u64 << s.index()));
    sets.push(0);
    for x in sets {
        let set = Bitboard(x);
        let n = members(x).len();
        assert_eq!(set.more_than_one(), n > 1, "{set:?}");
        let expected = if n == 1 { Some(members(x)[0]) } else { None };
        assert_eq!(set.single(), expected, "{set:?}");
    }
}

/// Every subset of a mask by counting `n` from 0 to `2^k - 1` and placing
/// bit `i` of `n` on the `i`-th square of the mask.
fn subsets_by_counting(mask: u64) -> Vec<u64> {
    let squares = members(mask);
    (0u64..1 << squares.len())
        .map(|n| {
            let chosen = squares
                .iter()
                .enumerate()
                .filter(|&(i, _)| n >> i & 1 == 1)
                .map(|(_, &s)| s);
            bits(chosen)
        })
        .collect()
}

#[test]
fn subsets_are_every_subset_in_increasing_order() {
    let mut rng = XorShift::new(17);
    let mut masks: Vec<u64> = (0..300)
        .map(|_| rng.next_u64() & rng.next_u64() & rng.next_u64())
        .collect();
    masks.extend([
        0,
        1,
        1 << 63,
        0x8000_0000_0000_0001,
        0xff,
        0x0101_0101_0101_0101,
    ]);
    for mask in masks {
        let subsets: Vec<u64> = Bitboard(mask).subsets().map(|b| b.0).collect();
        assert_eq!(subsets, subsets_by_counting(mask), "{mask:#x}");
        // The const step walks the same sequence and wraps to the empty set.
        let mut step = Bitboard::EMPTY;
        for &subset in &subsets {
            assert_eq!(step.0, subset);
            step = step.next_subset(Bitboard(mask));
        }
        assert_eq!(step, Bitboard::EMPTY);
    }
}

#[test]
fn wrapping_arithmetic_is_integer_arithmetic() {
    let (xs, ys) = (random_sets(18), random_sets(19));
    for (&x, &y) in xs.iter().zip(&ys) {
        let (a, b) = (Bitboard(x), Bitboard(y));
        assert_eq!(a.wrapping_add(b).0, x.wrapping_add(y));
        assert_eq!(a.wrapping_sub(b).0, x.wrapping_sub(y));
        assert_eq!(a.wrapping_neg().0, x.wrapping_neg());
        assert_eq!(a.wrapping_mul(y), x.wrapping_mul(y));
        assert_eq!(a.flip_vertical().0, x.swap_bytes());
    }
}

#[test]
fn flip_vertical_mirrors_every_square_across_the_middle() {
    for x in random_sets(20) {
        let flipped = set_where(|s| {
            let mirror = square_at(file_of(s), 7 - rank_of(s)).unwrap();
            has(x, mirror.index())
        });
        assert_eq!(Bitboard(x).flip_vertical().0, flipped);
    }
}
