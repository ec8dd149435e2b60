//! Diagonals and anti-diagonals: every enumeration and its inverse, masks,
//! lengths, ends, walking order, colours and names, against file/rank
//! arithmetic and walks of the board.

mod common;

use a1h8::{AntiDiagonal, Diagonal, Direction, Square, SquareColor};
use common::{all_squares, bits, file_of, rank_of, walk_from, walk_to_edge};

/// `rank - file` of a square.
fn difference(square: Square) -> i32 {
    rank_of(square) - file_of(square)
}

/// `rank + file` of a square.
fn sum(square: Square) -> i32 {
    rank_of(square) + file_of(square)
}

fn is_dark(square: Square) -> bool {
    (file_of(square) + rank_of(square)) % 2 == 0
}

/// The squares with `key(square) == value`, in index order.
fn squares_with(key: fn(Square) -> i32, value: i32) -> Vec<Square> {
    all_squares().filter(|&s| key(s) == value).collect()
}

/// The line through `member`, from the end reached walking `back` to the
/// end reached walking `towards`.
fn walked_line(member: Square, back: Direction, towards: Direction) -> Vec<Square> {
    let start = walk_to_edge(member, back);
    let mut squares = vec![start];
    squares.extend(walk_from(start, towards));
    squares
}

// ---------------------------------------------------------------- diagonals

#[test]
fn diagonal_enumerations_per_square() {
    for square in all_squares() {
        let d = square.diagonal();
        let k = difference(square);
        assert_eq!(i32::from(d.rank_minus_file()), k, "{square}");
        assert_eq!(d.index() as i32, 7 + k, "{square}");
        assert_eq!(i32::from(d.wrapped_index()), k.rem_euclid(16), "{square}");
        assert_eq!(Diagonal::containing(square), d);
        for other in all_squares() {
            assert_eq!(
                d.contains(other),
                difference(other) == k,
                "{square} {other}"
            );
        }
    }
}

#[test]
fn diagonal_all_count_and_main() {
    assert_eq!(Diagonal::COUNT, 15);
    assert_eq!(Diagonal::ALL.len(), 15);
    for (i, d) in Diagonal::ALL.into_iter().enumerate() {
        assert_eq!(d.index(), i);
        assert_eq!(i32::from(d.rank_minus_file()), i as i32 - 7);
    }
    assert_eq!(Diagonal::MAIN.rank_minus_file(), 0);
    assert_eq!(Diagonal::MAIN, Square::A1.diagonal());
    assert_eq!(Diagonal::MAIN, Square::H8.diagonal());
    // The Diagonals page: a8 is 7, h1 is -7; shifted, h1 is 0 and a8 14.
    assert_eq!(Square::A8.diagonal().rank_minus_file(), 7);
    assert_eq!(Square::H1.diagonal().rank_minus_file(), -7);
    assert_eq!(Square::H1.diagonal().index(), 0);
    assert_eq!(Square::A8.diagonal().index(), 14);
    assert_eq!(Square::H1.diagonal().wrapped_index(), 9);
}

#[test]
fn diagonal_from_rank_minus_file_over_all_i8() {
    for value in i8::MIN..=i8::MAX {
        let d = Diagonal::from_rank_minus_file(value);
        assert_eq!(d.is_some(), (-7..=7).contains(&value), "{value}");
        if let Some(d) = d {
            assert_eq!(d.rank_minus_file(), value);
        }
    }
}

#[test]
fn diagonal_from_index_over_a_wide_range() {
    for index in 0..=1000 {
        let d = Diagonal::from_index(index);
        assert_eq!(d.is_some(), index <= 14, "{index}");
        if let Some(d) = d {
            assert_eq!(d.index(), index);
        }
    }
    assert_eq!(Diagonal::from_index(usize::MAX), None);
}

#[test]
fn diagonal_from_wrapped_index_over_all_u8() {
    for value in 0..=u8::MAX {
        let d = Diagonal::from_wrapped_index(value);
        assert_eq!(d.is_some(), value <= 15 && value != 8, "{value}");
        if let Some(d) = d {
            assert_eq!(d.wrapped_index(), value);
        }
    }
    assert_eq!(Diagonal::from_wrapped_index(8), None);
    assert_eq!(Diagonal::from_wrapped_index(16), None);
}

#[test]
fn diagonal_inverses_round_trip() {
    for d in Diagonal::ALL {
        assert_eq!(Diagonal::from_rank_minus_file(d.rank_minus_file()), Some(d));
        assert_eq!(Diagonal::from_index(d.index()), Some(d));
        assert_eq!(Diagonal::from_wrapped_index(d.wrapped_index()), Some(d));
    }
}

#[test]
fn diagonal_mask_length_ends_and_order() {
    for d in Diagonal::ALL {
        let k = i32::from(d.rank_minus_file());
        let members = squares_with(difference, k);
        assert_eq!(d.mask().0, bits(members.iter().copied()), "{d}");
        assert_eq!(d.length(), members.len(), "{d}");
        assert_eq!(d.length() as i32, 8 - k.abs(), "{d}");
        assert_eq!(d.mask().count(), d.length());

        let walked = walked_line(members[0], Direction::SouthWest, Direction::NorthEast);
        assert_eq!(d.first(), walked[0], "{d} south-west end");
        assert_eq!(d.last(), *walked.last().unwrap(), "{d} north-east end");
        assert_eq!(d.squares().collect::<Vec<_>>(), walked, "{d}");
        assert_eq!(d.squares().len(), d.length());
        let mut reversed = walked.clone();
        reversed.reverse();
        assert_eq!(d.squares().rev().collect::<Vec<_>>(), reversed);
    }
}

#[test]
fn diagonal_masks_partition_the_board() {
    let mut union = 0u64;
    for d in Diagonal::ALL {
        assert_eq!(union & d.mask().0, 0, "{d} overlaps another diagonal");
        union |= d.mask().0;
    }
    assert_eq!(union, !0);
}

#[test]
fn diagonal_is_monochrome_with_its_colour() {
    for d in Diagonal::ALL {
        let dark = is_dark(d.first());
        for square in squares_with(difference, i32::from(d.rank_minus_file())) {
            assert_eq!(is_dark(square), dark, "{d} is not monochrome at {square}");
        }
        let expected = if dark {
            SquareColor::Dark
        } else {
            SquareColor::Light
        };
        assert_eq!(d.color(), expected, "{d}");
    }
}

/// The Diagonals page's "all even indices are the diagonals with dark
/// squares" holds for `rank - file` and `(rank - file) & 15`.
#[test]
fn even_rank_minus_file_and_wrapped_index_are_dark() {
    for d in Diagonal::ALL {
        let dark = is_dark(d.first());
        assert_eq!(d.rank_minus_file() % 2 == 0, dark, "{d}");
        assert_eq!(d.wrapped_index() % 2 == 0, dark, "{d}");
    }
}

/// ... and is exactly reversed for the shifted `7 + rank - file`: a1 is dark
/// and its diagonal has index 7.
#[test]
fn even_shifted_index_is_light() {
    for d in Diagonal::ALL {
        let dark = is_dark(d.first());
        assert_eq!(d.index() % 2 == 0, !dark, "{d}");
    }
    assert_eq!(Diagonal::MAIN.index(), 7);
    assert_eq!(Diagonal::MAIN.color(), SquareColor::Dark);
}

#[test]
fn diagonal_names() {
    let names = [
        "h1", "g1-h2", "f1-h3", "e1-h4", "d1-h5", "c1-h6", "b1-h7", "a1-h8", "a2-g8", "a3-f8",
        "a4-e8", "a5-d8", "a6-c8", "a7-b8", "a8",
    ];
    for (d, name) in Diagonal::ALL.into_iter().zip(names) {
        assert_eq!(d.to_string(), name);
    }
    assert_eq!(Square::C1.diagonal().to_string(), "c1-h6");
    assert_eq!(Square::A8.diagonal().to_string(), "a8");
}

// ---------------------------------------------------------------- anti-diagonals

/// `(rank + file) ^ 7` written out: `^ 7` complements the three low bits,
/// so 0..=7 becomes 7..=0 and 8..=15 becomes 15..=8.
fn xor_seven(value: i32) -> i32 {
    if value <= 7 { 7 - value } else { 23 - value }
}

#[test]
fn anti_diagonal_enumerations_per_square() {
    for square in all_squares() {
        let a = square.anti_diagonal();
        let k = sum(square);
        assert_eq!(i32::from(a.rank_plus_file()), k, "{square}");
        assert_eq!(a.index() as i32, k, "{square}");
        assert_eq!(i32::from(a.wrapped_index()), xor_seven(k), "{square}");
        assert_eq!(AntiDiagonal::containing(square), a);
        for other in all_squares() {
            assert_eq!(a.contains(other), sum(other) == k, "{square} {other}");
        }
    }
}

#[test]
fn anti_diagonal_all_count_and_main() {
    assert_eq!(AntiDiagonal::COUNT, 15);
    assert_eq!(AntiDiagonal::ALL.len(), 15);
    for (i, a) in AntiDiagonal::ALL.into_iter().enumerate() {
        assert_eq!(a.index(), i);
        assert_eq!(usize::from(a.rank_plus_file()), i);
    }
    assert_eq!(AntiDiagonal::MAIN.rank_plus_file(), 7);
    assert_eq!(AntiDiagonal::MAIN.wrapped_index(), 0);
    assert_eq!(AntiDiagonal::MAIN, Square::H1.anti_diagonal());
    assert_eq!(AntiDiagonal::MAIN, Square::A8.anti_diagonal());
    // The Anti-Diagonals page: a1 is anti-diagonal 0 of length 1, h8 is 14 of length 1.
    assert_eq!(Square::A1.anti_diagonal().rank_plus_file(), 0);
    assert_eq!(Square::A1.anti_diagonal().length(), 1);
    assert_eq!(Square::H8.anti_diagonal().rank_plus_file(), 14);
    assert_eq!(Square::H8.anti_diagonal().length(), 1);
    assert_eq!(AntiDiagonal::MAIN.length(), 8);
}

#[test]
fn anti_diagonal_from_rank_plus_file_over_all_u8() {
    for value in 0..=u8::MAX {
        let a = AntiDiagonal::from_rank_plus_file(value);
        assert_eq!(a.is_some(), value <= 14, "{value}");
        if let Some(a) = a {
            assert_eq!(a.rank_plus_file(), value);
        }
    }
}

#[test]
fn anti_diagonal_from_index_over_a_wide_range() {
    for index in 0..=1000 {
        let a = AntiDiagonal::from_index(index);
        assert_eq!(a.is_some(), index <= 14, "{index}");
        if let Some(a) = a {
            assert_eq!(a.index(), index);
        }
    }
    assert_eq!(AntiDiagonal::from_index(usize::MAX), None);
}

#[test]
fn anti_diagonal_from_wrapped_index_over_all_u8() {
    for value in 0..=u8::MAX {
        let a = AntiDiagonal::from_wrapped_index(value);
        assert_eq!(a.is_some(), value <= 15 && value != 8, "{value}");
        if let Some(a) = a {
            assert_eq!(a.wrapped_index(), value);
        }
    }
    assert_eq!(AntiDiagonal::from_wrapped_index(8), None);
    assert_eq!(AntiDiagonal::from_wrapped_index(16), None);
}

#[test]
fn anti_diagonal_inverses_round_trip() {
    for a in AntiDiagonal::ALL {
        assert_eq!(
            AntiDiagonal::from_rank_plus_file(a.rank_plus_file()),
            Some(a)
        );
        assert_eq!(AntiDiagonal::from_index(a.index()), Some(a));
        assert_eq!(AntiDiagonal::from_wrapped_index(a.wrapped_index()), Some(a));
    }
}

#[test]
fn anti_diagonal_mask_length_ends_and_order() {
    for a in AntiDiagonal::ALL {
        let k = i32::from(a.rank_plus_file());
        let members = squares_with(sum, k);
        assert_eq!(a.mask().0, bits(members.iter().copied()), "{a}");
        assert_eq!(a.length(), members.len(), "{a}");
        assert_eq!(a.length() as i32, 8 - (k - 7).abs(), "{a}");
        assert_eq!(a.mask().count(), a.length());

        let walked = walked_line(members[0], Direction::SouthEast, Direction::NorthWest);
        assert_eq!(a.first(), walked[0], "{a} south-east end");
        assert_eq!(a.last(), *walked.last().unwrap(), "{a} north-west end");
        assert_eq!(a.squares().collect::<Vec<_>>(), walked, "{a}");
        assert_eq!(a.squares().len(), a.length());
        let mut reversed = walked.clone();
        reversed.reverse();
        assert_eq!(a.squares().rev().collect::<Vec<_>>(), reversed);
    }
}

#[test]
fn anti_diagonal_masks_partition_the_board() {
    let mut union = 0u64;
    for a in AntiDiagonal::ALL {
        assert_eq!(union & a.mask().0, 0, "{a} overlaps another anti-diagonal");
        union |= a.mask().0;
    }
    assert_eq!(union, !0);
}

#[test]
fn anti_diagonal_is_monochrome_with_its_colour() {
    for a in AntiDiagonal::ALL {
        let dark = is_dark(a.first());
        for square in squares_with(sum, i32::from(a.rank_plus_file())) {
            assert_eq!(is_dark(square), dark, "{a} is not monochrome at {square}");
        }
        let expected = if dark {
            SquareColor::Dark
        } else {
            SquareColor::Light
        };
        assert_eq!(a.color(), expected, "{a}");
    }
}

/// The Anti-Diagonals page's "all even indices are the anti-diagonals with
/// dark squares" holds for `rank + file`.
#[test]
fn even_rank_plus_file_is_dark() {
    for a in AntiDiagonal::ALL {
        assert_eq!(a.rank_plus_file() % 2 == 0, is_dark(a.first()), "{a}");
        assert_eq!(a.index() % 2 == 0, is_dark(a.first()), "{a}");
    }
}

/// ... and is exactly reversed for `(rank + file) ^ 7`, which flips the
/// lowest bit: the main anti-diagonal h1-a8 is 0 and light.
#[test]
fn even_xor_seven_index_is_light() {
    for a in AntiDiagonal::ALL {
        assert_eq!(a.wrapped_index() % 2 == 0, !is_dark(a.first()), "{a}");
    }
    assert_eq!(AntiDiagonal::MAIN.color(), SquareColor::Light);
}

#[test]
fn anti_diagonal_names() {
    let names = [
        "a1", "b1-a2", "c1-a3", "d1-a4", "e1-a5", "f1-a6", "g1-a7", "h1-a8", "h2-b8", "h3-c8",
        "h4-d8", "h5-e8", "h6-f8", "h7-g8", "h8",
    ];
    for (a, name) in AntiDiagonal::ALL.into_iter().zip(names) {
        assert_eq!(a.to_string(), name);
    }
    assert_eq!(AntiDiagonal::MAIN.to_string(), "h1-a8");
    assert_eq!(Square::B1.anti_diagonal().to_string(), "b1-a2");
}

// ---------------------------------------------------------------- both

/// Every square lies on exactly one diagonal and one anti-diagonal, and
/// the two cross there only.
#[test]
fn diagonal_and_anti_diagonal_cross_in_one_square_at_most() {
    for d in Diagonal::ALL {
        for a in AntiDiagonal::ALL {
            let crossing: Vec<Square> = all_squares()
                .filter(|&s| {
                    difference(s) == i32::from(d.rank_minus_file())
                        && sum(s) == i32::from(a.rank_plus_file())
                })
                .collect();
            assert_eq!(
                (d.mask() & a.mask()).0,
                bits(crossing.iter().copied()),
                "{d} x {a}"
            );
            assert!(crossing.len() <= 1);
        }
    }
}
