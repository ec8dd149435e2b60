//! The forum post's open question: do its formulas hold on n x n and on
//! m x n boards? Each test here backs one claim of `docs/geometry.md`.
//!
//! Everything is in the post's own coordinates: `row` from the top (0) to
//! the bottom (`R - 1`, with `R` the number of ranks), `column` from the
//! left (0) to the right (`F - 1`, `F` files); `diff = row - column`,
//! `sum = row + column`. "South" is down the diagram (row + 1). The moves
//! are counted by walking step by step, never by a formula.

mod common;

use common::{all_boards, walk};

/// What walking the board says about one square.
#[derive(Clone, Copy, Debug)]
struct Square {
    diff: i32,
    sum: i32,
    /// Bishop moves south-east (row + 1, column + 1): the NW-SE `len`.
    south_east: i32,
    /// North-west: the NW-SE `backlen`.
    north_west: i32,
    /// South-west (row + 1, column - 1): the NE-SW `len`.
    south_west: i32,
    /// North-east: the NE-SW `backlen`.
    north_east: i32,
}

impl Square {
    /// Squares on the square's NW-SE diagonal (fixed diff).
    fn nw_se_length(self) -> i32 {
        self.south_east + self.north_west + 1
    }

    /// Squares on the square's NE-SW diagonal (fixed sum).
    fn ne_sw_length(self) -> i32 {
        self.south_west + self.north_east + 1
    }
}

/// Every square of an `F x R` board (files x ranks), walked.
fn squares(files: i32, ranks: i32) -> Vec<Square> {
    let moves = |row, column, drow, dcolumn| {
        // `walk` takes (files, ranks, file, rank, dfile, drank): columns are
        // files and rows are ranks, only counted from the other side.
        walk(files, ranks, column, row, dcolumn, drow).len() as i32
    };
    let mut all = Vec::new();
    for row in 0..ranks {
        for column in 0..files {
            all.push(Square {
                diff: row - column,
                sum: row + column,
                south_east: moves(row, column, 1, 1),
                north_west: moves(row, column, -1, -1),
                south_west: moves(row, column, 1, -1),
                north_east: moves(row, column, -1, 1),
            });
        }
    }
    all
}

/// A formula of the post: given the board's `(files, ranks)` and a square,
/// does it give the walked answer?
type Claim = fn(i32, i32, Square) -> bool;

/// The six relations of the post exactly as written, 8x8 constants and all.
const LITERAL: [(&str, Claim); 6] = [
    (
        "NW-SE len = (maxsum - sum)/2, maxsum = 14 - |diff|",
        |_, _, s| {
            let maxsum = 14 - s.diff.abs();
            (maxsum - s.sum) % 2 == 0 && (maxsum - s.sum) / 2 == s.south_east
        },
    ),
    ("NW-SE backlen = -7 + (maxsum + sum)/2", |_, _, s| {
        let maxsum = 14 - s.diff.abs();
        -7 + (maxsum + s.sum) / 2 == s.north_west
    }),
    ("NW-SE diagonallength = maxsum - 6", |_, _, s| {
        14 - s.diff.abs() - 6 == s.nw_se_length()
    }),
    (
        "NE-SW diagonallength = maxdiff + 1, maxdiff = 7 - |7 - sum|",
        |_, _, s| 7 - (7 - s.sum).abs() + 1 == s.ne_sw_length(),
    ),
    ("NE-SW len = (maxdiff - diff)/2", |_, _, s| {
        (7 - (7 - s.sum).abs() - s.diff) / 2 == s.south_west
    }),
    ("NE-SW backlen = (maxdiff + diff)/2", |_, _, s| {
        (7 - (7 - s.sum).abs() + s.diff) / 2 == s.north_east
    }),
];

/// The same six with the 8x8 constants read for an n x n board: 7 = n - 1,
/// 14 = 2(n - 1), 6 = n - 2 (n = files; only used on square boards).
const SQUARE_BOARD: [(&str, Claim); 6] = [
    (
        "NW-SE len = (maxsum - sum)/2, maxsum = 2(n-1) - |diff|",
        |n, _, s| (2 * (n - 1) - s.diff.abs() - s.sum) / 2 == s.south_east,
    ),
    ("NW-SE backlen = -(n-1) + (maxsum + sum)/2", |n, _, s| {
        -(n - 1) + (2 * (n - 1) - s.diff.abs() + s.sum) / 2 == s.north_west
    }),
    ("NW-SE diagonallength = maxsum - (n-2)", |n, _, s| {
        2 * (n - 1) - s.diff.abs() - (n - 2) == s.nw_se_length()
    }),
    (
        "NE-SW diagonallength = maxdiff + 1, maxdiff = (n-1) - |(n-1) - sum|",
        |n, _, s| (n - 1) - ((n - 1) - s.sum).abs() + 1 == s.ne_sw_length(),
    ),
    ("NE-SW len = (maxdiff - diff)/2", |n, _, s| {
        ((n - 1) - ((n - 1) - s.sum).abs() - s.diff) / 2 == s.south_west
    }),
    ("NE-SW backlen = (maxdiff + diff)/2", |n, _, s| {
        ((n - 1) - ((n - 1) - s.sum).abs() + s.diff) / 2 == s.north_east
    }),
];

/// `maxsum` of an NW-SE diagonal on an `F x R` board: the `sum` at its
/// south-east end, `R + F - 2 - |R - F - diff|`.
fn maxsum(files: i32, ranks: i32, diff: i32) -> i32 {
    ranks + files - 2 - (ranks - files - diff).abs()
}

/// `maxdiff` of an NE-SW diagonal: the `diff` at its south-west end,
/// `(R - 1) - |(R - 1) - sum|`.
fn maxdiff(ranks: i32, sum: i32) -> i32 {
    (ranks - 1) - ((ranks - 1) - sum).abs()
}

/// The same for the other end: minus the `diff` at the north-east end,
/// `(F - 1) - |(F - 1) - sum|`. On a square board it equals `maxdiff`.
fn maxdiff_across(files: i32, sum: i32) -> i32 {
    (files - 1) - ((files - 1) - sum).abs()
}

/// The general forms, for every board `F x R`.
const GENERAL: [(&str, Claim); 6] = [
    (
        "NW-SE len = (maxsum - sum)/2, maxsum = R + F - 2 - |R - F - diff|",
        |f, r, s| (maxsum(f, r, s.diff) - s.sum) / 2 == s.south_east,
    ),
    ("NW-SE backlen = (sum - |diff|)/2", |_, _, s| {
        (s.sum - s.diff.abs()) / 2 == s.north_west
    }),
    (
        "NW-SE diagonallength = (maxsum - |diff|)/2 + 1",
        |f, r, s| (maxsum(f, r, s.diff) - s.diff.abs()) / 2 + 1 == s.nw_se_length(),
    ),
    (
        "NE-SW diagonallength = (maxdiff + maxdiff')/2 + 1",
        |f, r, s| (maxdiff(r, s.sum) + maxdiff_across(f, s.sum)) / 2 + 1 == s.ne_sw_length(),
    ),
    (
        "NE-SW len = (maxdiff - diff)/2, maxdiff = (R-1) - |(R-1) - sum|",
        |_, r, s| (maxdiff(r, s.sum) - s.diff) / 2 == s.south_west,
    ),
    (
        "NE-SW backlen = (maxdiff' + diff)/2, maxdiff' = (F-1) - |(F-1) - sum|",
        |f, _, s| (maxdiff_across(f, s.sum) + s.diff) / 2 == s.north_east,
    ),
];

/// Does `claim` hold on every square of the `files x ranks` board?
fn holds(claim: Claim, files: i32, ranks: i32) -> bool {
    squares(files, ranks)
        .into_iter()
        .all(|s| claim(files, ranks, s))
}

fn square_sizes_where(claim: Claim) -> Vec<i32> {
    (1..=16).filter(|&n| holds(claim, n, n)).collect()
}

/// Claim 1: as written, with its 8x8 constants, the post is right on 8x8,
/// and of its other square boards only on 1x1 (where every NE-SW quantity
/// is 0) for the NE-SW formulas; the NW-SE `backlen` holds on every board.
#[test]
fn the_literal_formulas_hold_on_8x8_only() {
    let every: Vec<i32> = (1..=16).collect();
    let expected: [Vec<i32>; 6] = [
        vec![8],
        every.clone(),
        vec![8],
        vec![1, 8],
        vec![1, 8],
        vec![1, 8],
    ];
    for ((name, claim), expected) in LITERAL.iter().zip(expected) {
        assert_eq!(square_sizes_where(*claim), expected, "{name}");
    }
}

/// Claim 2: the literal NW-SE `backlen` holds on every board, square or
/// not: its constants cancel, `-7 + (14 - |diff| + sum)/2 = (sum - |diff|)/2`.
#[test]
fn the_literal_nw_se_backlen_holds_on_every_board() {
    for (files, ranks, _) in all_boards() {
        assert!(holds(LITERAL[1].1, files, ranks), "{files}x{ranks}");
    }
}

/// Claim 3: the post's guess is right for n x n: all six relations hold on
/// every square board from 1x1 to 16x16 once 7, 14 and 6 are read as
/// n - 1, 2(n - 1) and n - 2.
#[test]
fn every_relation_holds_on_every_square_board() {
    for (name, claim) in SQUARE_BOARD {
        assert_eq!(
            square_sizes_where(claim),
            (1..=16).collect::<Vec<_>>(),
            "{name}"
        );
    }
}

/// Claim 4: the general forms hold on every board from 1x1 to 16x16,
/// square or not.
#[test]
fn the_general_forms_hold_on_every_board() {
    for (files, ranks, _) in all_boards() {
        for (name, claim) in GENERAL {
            assert!(holds(claim, files, ranks), "{name} on {files}x{ranks}");
        }
    }
}

/// Claim 5: on square boards the general forms are the post's:
/// `maxsum = 2(n-1) - |diff|` and `maxdiff' = maxdiff`.
#[test]
fn on_square_boards_the_general_forms_are_the_posts() {
    for n in 1..=16 {
        for s in squares(n, n) {
            assert_eq!(maxsum(n, n, s.diff), 2 * (n - 1) - s.diff.abs());
            assert_eq!(maxdiff(n, s.sum), maxdiff_across(n, s.sum));
            assert_eq!(maxdiff(n, s.sum), (n - 1) - ((n - 1) - s.sum).abs());
        }
    }
}

/// Claim 6: on m x n (m != n) the n x n forms break, whichever side is
/// taken for n. The NW-SE `len` and both diagonal lengths fail on every
/// non-square board. Of the NE-SW pair, taking n = ranks keeps `len` and
/// breaks `backlen`; n = files keeps `backlen` and breaks `len`: a
/// rectangle's NE-SW diagonal needs both `maxdiff` (ranks) and `maxdiff'`
/// (files). The NW-SE `backlen` never depended on n.
#[test]
fn off_square_boards_the_square_forms_fail() {
    for (files, ranks, _) in all_boards() {
        if files == ranks {
            continue;
        }
        for n in [files, ranks] {
            let holds = |i: usize| holds_with_n(SQUARE_BOARD[i].1, n, files, ranks);
            let board = format!("{files}x{ranks}, n = {n}");
            assert!(!holds(0), "NW-SE len, {board}");
            assert!(holds(1), "NW-SE backlen, {board}");
            assert!(!holds(2), "NW-SE length, {board}");
            assert!(!holds(3), "NE-SW length, {board}");
            assert_eq!(holds(4), n == ranks, "NE-SW len, {board}");
            assert_eq!(holds(5), n == files, "NE-SW backlen, {board}");
        }
    }
}

/// `claim` of the square-board table with `n` given, on a `files x ranks`
/// board.
fn holds_with_n(claim: Claim, n: i32, files: i32, ranks: i32) -> bool {
    squares(files, ranks).into_iter().all(|s| claim(n, n, s))
}

/// Claim 7: the library's formulas (a1 = 0 conventions, `d = rank - file`,
/// `a = rank + file`) are the post's general forms in other coordinates:
/// the post's NW-SE diagonal `diff` is the library's anti-diagonal
/// `a = (R - 1) - diff`, its `sum` is `(R - 1) - d`; the NE-SW `sum` is the
/// library's diagonal `d = (R - 1) - sum`.
#[test]
fn the_library_formulas_are_the_general_forms() {
    for (files, ranks, board) in all_boards() {
        for row in 0..ranks {
            for column in 0..files {
                let (rank, file) = (ranks - 1 - row, column);
                let (diff, sum) = (row - column, row + column);
                let (d, a) = (rank - file, rank + file);
                assert_eq!(a, (ranks - 1) - diff);
                assert_eq!(sum, (ranks - 1) - d);
                // NW-SE maxsum is the post's sum at the library's minimum
                // difference of anti-diagonal a (its south-east end).
                assert_eq!(
                    maxsum(files, ranks, diff),
                    (ranks - 1) - board.anti_diagonal_min_difference(a)
                );
                // NE-SW maxdiff is the post's diff at the library's minimum sum
                // of diagonal d (its south-west end), and maxdiff' at the
                // maximum sum (north-east end).
                assert_eq!(maxdiff(ranks, sum), (ranks - 1) - board.diagonal_min_sum(d));
                assert_eq!(
                    maxdiff_across(files, sum),
                    board.diagonal_max_sum(d) - (ranks - 1)
                );
                assert_eq!(
                    board.diagonal_length(d) as i32,
                    (maxdiff(ranks, sum) + maxdiff_across(files, sum)) / 2 + 1
                );
            }
        }
    }
}

/// `docs/geometry.md` ties each claim to a test written as
/// `file.rs::test_name`: every one of them must exist.
#[test]
fn every_test_the_docs_name_exists() {
    let doc = include_str!("../docs/geometry.md");
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut named = 0;
    for reference in doc.split('`').filter(|s| s.contains(".rs::")) {
        let (file, test) = reference.split_once("::").unwrap();
        let source = std::fs::read_to_string(tests.join(file))
            .unwrap_or_else(|e| panic!("docs/geometry.md names {file}: {e}"));
        assert!(
            source.contains(&format!("#[test]\nfn {test}()")),
            "docs/geometry.md names {reference}, which is not a test"
        );
        named += 1;
    }
    assert!(named >= 12, "only {named} tests named");
}

/// `a1h8::relations`, which `a1h8 emit --explorer` and the web explorer
/// show, says of every board what the walks here say: verbatim, read for
/// n x n (square boards only) and in the general form.
#[test]
fn the_librarys_relations_are_these_claims() {
    use a1h8::relations::{Form, Relation};
    for (files, ranks, board) in all_boards() {
        for (i, relation) in Relation::ALL.iter().enumerate() {
            let square = (files == ranks).then(|| holds(SQUARE_BOARD[i].1, files, ranks));
            assert_eq!(
                relation.holds(Form::Verbatim, board),
                Some(holds(LITERAL[i].1, files, ranks)),
                "{} on {files}x{ranks}",
                LITERAL[i].0
            );
            assert_eq!(relation.holds(Form::SquareBoard, board), square);
            assert_eq!(
                relation.holds(Form::General, board),
                Some(holds(GENERAL[i].1, files, ranks))
            );
        }
    }
}
