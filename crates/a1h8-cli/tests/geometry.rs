//! `a1h8 geometry`, run as a user runs it, checked against a plain walk of
//! the board written here (no library formulas).

mod common;

use common::{USAGE, one_error_line, stdout};
use serde_json::Value;

/// The eight directions in the order the tool prints them: the JSON key,
/// the text title's name, and one step as (file, rank) change.
const DIRECTIONS: [(&str, &str, i32, i32); 8] = [
    ("north", "north", 0, 1),
    ("north_east", "north-east", 1, 1),
    ("east", "east", 1, 0),
    ("south_east", "south-east", 1, -1),
    ("south", "south", 0, -1),
    ("south_west", "south-west", -1, -1),
    ("west", "west", -1, 0),
    ("north_west", "north-west", -1, 1),
];

/// The name of the square on `file` and `rank` (from 0): `j10`.
fn name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

/// Steps from (`file`, `rank`) by (`df`, `dr`) until the next one leaves a
/// `files` x `ranks` board.
fn walk(files: usize, ranks: usize, file: usize, rank: usize, df: i32, dr: i32) -> u64 {
    let (mut f, mut r, mut steps) = (file as i32, rank as i32, 0);
    loop {
        f += df;
        r += dr;
        if f < 0 || r < 0 || f >= files as i32 || r >= ranks as i32 {
            return steps;
        }
        steps += 1;
    }
}

/// The names of the squares whose `key(file, rank)` is `index`, by
/// increasing rank, found by scanning the whole board.
fn scan(files: usize, ranks: usize, index: i64, key: impl Fn(i64, i64) -> i64) -> Vec<String> {
    let mut squares = Vec::new();
    for rank in 0..ranks {
        for file in 0..files {
            if key(file as i64, rank as i64) == index {
                squares.push(name(file, rank));
            }
        }
    }
    squares
}

fn keys(value: &Value) -> Vec<&str> {
    value
        .as_object()
        .unwrap_or_else(|| panic!("not an object: {value}"))
        .keys()
        .map(String::as_str)
        .collect()
}

/// A diagonal or anti-diagonal object: keys, index, length and squares.
fn check_line(what: &str, line: &Value, index: i64, squares: &[String]) {
    assert_eq!(keys(line), ["index", "length", "squares"], "{what}");
    assert_eq!(line["index"], index, "{what}");
    assert_eq!(line["length"], squares.len(), "{what}");
    assert_eq!(line["squares"], Value::from(squares), "{what}");
}

fn check_json(files: usize, ranks: usize) {
    let size = format!("{files}x{ranks}");
    let text = stdout(&[
        "geometry",
        "--files",
        &files.to_string(),
        "--ranks",
        &ranks.to_string(),
        "--json",
    ]);
    let json: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{size}: {e}"));
    assert_eq!(
        keys(&json),
        ["files", "ranks", "squares", "diagonals", "anti_diagonals"],
        "{size}"
    );
    assert_eq!(json["files"], files, "{size}");
    assert_eq!(json["ranks"], ranks, "{size}");

    let squares = json["squares"].as_array().expect("squares is an array");
    assert_eq!(squares.len(), files * ranks, "{size}");
    for (index, square) in squares.iter().enumerate() {
        let (file, rank) = (index % files, index / files);
        let what = format!("{size} square {index}");
        assert_eq!(
            keys(square),
            [
                "index",
                "name",
                "file",
                "rank",
                "diagonal",
                "anti_diagonal",
                "rays"
            ],
            "{what}"
        );
        assert_eq!(square["index"], index, "{what}");
        assert_eq!(square["name"], name(file, rank), "{what}");
        assert_eq!(square["file"], file, "{what}");
        assert_eq!(square["rank"], rank, "{what}");
        assert_eq!(square["diagonal"], rank as i64 - file as i64, "{what}");
        assert_eq!(square["anti_diagonal"], rank + file, "{what}");
        let rays = &square["rays"];
        let expected: Vec<&str> = DIRECTIONS.iter().map(|d| d.0).collect();
        assert_eq!(keys(rays), expected, "{what}");
        for (key, _, df, dr) in DIRECTIONS {
            assert_eq!(
                rays[key],
                walk(files, ranks, file, rank, df, dr),
                "{what} {key}"
            );
        }
    }

    let diagonals = json["diagonals"].as_array().expect("diagonals is an array");
    let indices = -(files as i64 - 1)..=ranks as i64 - 1;
    assert_eq!(diagonals.len(), indices.clone().count(), "{size}");
    for (d, line) in indices.zip(diagonals) {
        let squares = scan(files, ranks, d, |f, r| r - f);
        check_line(&format!("{size} diagonal {d}"), line, d, &squares);
    }

    let anti_diagonals = json["anti_diagonals"]
        .as_array()
        .expect("anti_diagonals is an array");
    let indices = 0..=(files + ranks - 2) as i64;
    assert_eq!(anti_diagonals.len(), indices.clone().count(), "{size}");
    for (a, line) in indices.zip(anti_diagonals) {
        let squares = scan(files, ranks, a, |f, r| r + f);
        check_line(&format!("{size} anti-diagonal {a}"), line, a, &squares);
    }
}

#[test]
fn json_of_every_board_size_matches_a_walk_of_the_board() {
    // 256 runs of the binary, spread over a few threads.
    let sizes: Vec<(usize, usize)> = (1..=16)
        .flat_map(|files| (1..=16).map(move |ranks| (files, ranks)))
        .collect();
    std::thread::scope(|scope| {
        for chunk in sizes.chunks(32) {
            scope.spawn(move || {
                for &(files, ranks) in chunk {
                    check_json(files, ranks);
                }
            });
        }
    });
}

/// The text output's grids, checked against the walk: a summary line, then
/// per table a title, the header `r/f 0 1 ...` and one line per rank from
/// the top, each the rank then the values by file, right-aligned.
fn check_text(files: usize, ranks: usize) {
    let size = format!("{files}x{ranks}");
    let text = stdout(&[
        "geometry",
        "--files",
        &files.to_string(),
        "--ranks",
        &ranks.to_string(),
    ]);
    let count = files + ranks - 1;
    let plural = |n: usize, noun: &str| match n {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    };
    let mut blocks = text.split("\n\n");
    assert_eq!(
        blocks.next(),
        Some(
            format!(
                "board {size}: {}, {}, {}",
                plural(files * ranks, "square"),
                plural(count, "diagonal"),
                plural(count, "anti-diagonal")
            )
            .as_str()
        )
    );
    type Value = Box<dyn Fn(usize, usize) -> i64>;
    let mut tables: Vec<(String, Value)> = vec![
        (
            "diagonal: rank - file".to_string(),
            Box::new(|f, r| r as i64 - f as i64),
        ),
        (
            "anti-diagonal: rank + file".to_string(),
            Box::new(|f, r| (r + f) as i64),
        ),
    ];
    for (_, title, df, dr) in DIRECTIONS {
        tables.push((
            format!("moves {title}"),
            Box::new(move |f, r| walk(files, ranks, f, r, df, dr) as i64),
        ));
    }
    for (title, value) in &tables {
        let block = blocks
            .next()
            .unwrap_or_else(|| panic!("{size}: no {title}"));
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines[0], title, "{size}");
        assert_eq!(lines.len(), 2 + ranks, "{size} {title}");
        let header: Vec<&str> = lines[1].split_whitespace().collect();
        let numbers: Vec<String> = (0..files).map(|f| f.to_string()).collect();
        assert_eq!(header[0], "r/f", "{size} {title}");
        assert_eq!(header[1..], numbers, "{size} {title}");
        for (i, line) in lines[2..].iter().enumerate() {
            let rank = ranks - 1 - i;
            let row: Vec<i64> = line
                .split_whitespace()
                .map(|n| n.parse().expect("a number"))
                .collect();
            let expected: Vec<i64> = std::iter::once(rank as i64)
                .chain((0..files).map(|f| value(f, rank)))
                .collect();
            assert_eq!(row, expected, "{size} {title}: {line:?}");
        }
        // Right-aligned columns: every line as long as the header.
        let width = lines[1].len();
        assert!(
            lines[1..]
                .iter()
                .all(|l| l.len() == width && !l.ends_with(' ')),
            "{size} {title}:\n{block}"
        );
    }
    assert_eq!(blocks.next(), None, "{size}: more than ten tables");
}

#[test]
fn text_grids_match_a_walk_of_the_board() {
    for (files, ranks) in [(8, 8), (10, 8), (8, 10), (3, 2), (1, 1), (1, 16), (16, 16)] {
        check_text(files, ranks);
    }
}

#[test]
fn text_columns_are_aligned() {
    let text = stdout(&["geometry", "--files", "10", "--ranks", "8"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "board 10x8: 80 squares, 17 diagonals, 17 anti-diagonals",
            "",
            "diagonal: rank - file",
            "r/f  0  1  2  3  4  5  6  7  8  9",
            "  7  7  6  5  4  3  2  1  0 -1 -2",
        ]
    );
    assert_eq!(lines[11], "  0  0 -1 -2 -3 -4 -5 -6 -7 -8 -9");
}

#[test]
fn bad_sizes_are_one_line_on_stderr_and_a_failure() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--files", "0", "--ranks", "8"],
            "a1h8: invalid value '0' for '--files <FILES>': 0 files is out of range: a board has 1 to 16 files\n",
        ),
        (
            &["--files", "17", "--ranks", "8"],
            "a1h8: invalid value '17' for '--files <FILES>': 17 files is out of range: a board has 1 to 16 files\n",
        ),
        (
            &["--files", "8", "--ranks", "17"],
            "a1h8: invalid value '17' for '--ranks <RANKS>': 17 ranks is out of range: a board has 1 to 16 ranks\n",
        ),
        (
            &["--files", "8", "--ranks", "0", "--json"],
            "a1h8: invalid value '0' for '--ranks <RANKS>': 0 ranks is out of range: a board has 1 to 16 ranks\n",
        ),
    ];
    for (args, expected) in cases {
        let mut full = vec!["geometry"];
        full.extend(*args);
        assert_eq!(one_error_line(&full, USAGE), *expected, "{full:?}");
    }
    let cases: &[(&[&str], &str)] = &[
        (
            &["--files", "x", "--ranks", "8"],
            "invalid value 'x' for '--files <FILES>'",
        ),
        (
            &["--files", "8", "--ranks", "1.5"],
            "invalid value '1.5' for '--ranks <RANKS>'",
        ),
        (&["--files", "8"], "--ranks <RANKS>"),
        (&["--ranks", "8"], "--files <FILES>"),
    ];
    for (args, expected) in cases {
        let mut full = vec!["geometry"];
        full.extend(*args);
        let line = one_error_line(&full, USAGE);
        assert!(line.contains(expected), "{full:?}: {line:?}");
    }
}

#[test]
fn geometry_has_help_with_examples() {
    let help = stdout(&["geometry", "--help"]);
    assert!(
        help.contains("Examples:\n  a1h8 geometry --files 8 --ranks 8\n")
            && help.contains("--json"),
        "{help}"
    );
    let top = stdout(&["--help"]);
    assert!(top.contains("  a1h8 geometry --files"), "{top}");
}
