//! The forum post's formulas, transcribed literally in its own top-left
//! coordinates (`row = 7 - rank`, `column = file`, `diff = row - column`,
//! `sum = row + column`), against the library on all 64 squares; and where
//! they stop holding on other board sizes.

mod common;

use a1h8::geometry::BoardSize;
use a1h8::{Direction, Square};
use common::{all_squares, file_of, rank_of, step, walk};

/// The post's `(diff, sum)` of a square, from its index.
fn top_left_diff_sum(square: Square) -> (i32, i32) {
    let (row, column) = (7 - rank_of(square), file_of(square));
    (row - column, row + column)
}

/// The post's NW-SE formulas: `(diagonallength, len, backlen)`.
fn nw_se(diff: i32, sum: i32) -> (i32, i32, i32) {
    let maxsum = 14 - (diff).abs();
    let diagonallength = maxsum - 6;
    let len = (maxsum - sum) / 2;
    let backlen = -7 + (maxsum + sum) / 2;
    (diagonallength, len, backlen)
}

/// The post's NE-SW formulas: `(diagonallength, len, backlen)`.
fn ne_sw(diff: i32, sum: i32) -> (i32, i32, i32) {
    let maxdiff = 7 - (7 - sum).abs();
    let diagonallength = maxdiff + 1;
    let len = (maxdiff - diff) / 2;
    let backlen = (maxdiff + diff) / 2;
    (diagonallength, len, backlen)
}

fn walked(square: Square, direction: Direction) -> i32 {
    let (df, dr) = step(direction);
    walk(8, 8, file_of(square), rank_of(square), df, dr).len() as i32
}

#[test]
fn nw_se_formulas_match_the_library() {
    for square in all_squares() {
        let (diff, sum) = top_left_diff_sum(square);
        let (diagonallength, len, backlen) = nw_se(diff, sum);
        assert_eq!(
            len,
            i32::from(square.moves_to_edge(Direction::SouthEast)),
            "{square} len"
        );
        assert_eq!(
            backlen,
            i32::from(square.moves_to_edge(Direction::NorthWest)),
            "{square} backlen"
        );
        assert_eq!(
            diagonallength,
            square.anti_diagonal().length() as i32,
            "{square} diagonallength"
        );
        assert_eq!(diagonallength, len + backlen + 1, "{square}");
    }
}

#[test]
fn ne_sw_formulas_match_the_library() {
    for square in all_squares() {
        let (diff, sum) = top_left_diff_sum(square);
        let (diagonallength, len, backlen) = ne_sw(diff, sum);
        assert_eq!(
            len,
            i32::from(square.moves_to_edge(Direction::SouthWest)),
            "{square} len"
        );
        assert_eq!(
            backlen,
            i32::from(square.moves_to_edge(Direction::NorthEast)),
            "{square} backlen"
        );
        assert_eq!(
            diagonallength,
            square.diagonal().length() as i32,
            "{square} diagonallength"
        );
        assert_eq!(diagonallength, len + backlen + 1, "{square}");
    }
}

/// The post's formulas are also right about the board itself.
#[test]
fn closed_formulas_match_a_walk() {
    for square in all_squares() {
        let (diff, sum) = top_left_diff_sum(square);
        let (_, len, backlen) = nw_se(diff, sum);
        assert_eq!(
            (len, backlen),
            (
                walked(square, Direction::SouthEast),
                walked(square, Direction::NorthWest)
            )
        );
        let (_, len, backlen) = ne_sw(diff, sum);
        assert_eq!(
            (len, backlen),
            (
                walked(square, Direction::SouthWest),
                walked(square, Direction::NorthEast)
            )
        );
    }
}

#[test]
fn post_coordinates_are_the_top_left_ones() {
    for square in all_squares() {
        let top_left = square.top_left();
        let (row, column) = (i32::from(top_left.row), i32::from(top_left.column));
        assert_eq!(
            top_left_diff_sum(square),
            (row - column, row + column),
            "{square}"
        );
    }
}

/// On an `n x n` board, in top-left coordinates: the square at `(row,
/// column)` is the library's `(file, rank) = (column, n - 1 - row)`.
fn library_coordinates(n: i32, row: i32, column: i32) -> (usize, usize) {
    (column as usize, (n - 1 - row) as usize)
}

/// "diagonallength = maxsum - 6" holds on 8x8 only; `maxsum - (n - 2)`,
/// with `maxsum = 2 (n - 1) - |diff|`, holds on every `n x n` board.
#[test]
fn diagonallength_maxsum_minus_six_is_eight_by_eight_only() {
    for n in 1..=16 {
        let board = BoardSize::new(n as usize, n as usize).unwrap();
        for row in 0..n {
            for column in 0..n {
                let (diff, sum) = (row - column, row + column);
                let (file, rank) = library_coordinates(n, row, column);
                let length = board.anti_diagonal_length((file + rank) as i32) as i32;
                let maxsum = 2 * (n - 1) - diff.abs();
                assert_eq!(length, maxsum - (n - 2), "{n}x{n} ({row}, {column})");
                assert_eq!(maxsum - 6 == length, n == 8, "{n}x{n} ({row}, {column})");
                // The other NW-SE formulas, generalised.
                let len = (maxsum - sum) / 2;
                let backlen = (maxsum + sum) / 2 - (n - 1);
                assert_eq!(
                    len as usize,
                    board.moves_to_edge(file, rank, Direction::SouthEast)
                );
                assert_eq!(
                    backlen as usize,
                    board.moves_to_edge(file, rank, Direction::NorthWest)
                );
            }
        }
    }
}

/// The NE-SW side generalises with `maxdiff = (n - 1) - |(n - 1) - sum|`.
#[test]
fn ne_sw_formulas_hold_on_every_square_board() {
    for n in 1..=16 {
        let board = BoardSize::new(n as usize, n as usize).unwrap();
        for row in 0..n {
            for column in 0..n {
                let (diff, sum) = (row - column, row + column);
                let (file, rank) = library_coordinates(n, row, column);
                let maxdiff = (n - 1) - ((n - 1) - sum).abs();
                let length = board.diagonal_length(rank as i32 - file as i32) as i32;
                assert_eq!(length, maxdiff + 1, "{n}x{n} ({row}, {column})");
                assert_eq!(
                    (maxdiff - diff) / 2,
                    board.moves_to_edge(file, rank, Direction::SouthWest) as i32
                );
                assert_eq!(
                    (maxdiff + diff) / 2,
                    board.moves_to_edge(file, rank, Direction::NorthEast) as i32
                );
            }
        }
    }
}
