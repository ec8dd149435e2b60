//! The `a1h8` binary, run as a user runs it.

use a1h8::{Bitboard, Direction, Square, between, line, ray};

mod common;

use common::{USAGE, marked, one_error_line, stdout};

/// The source documents' tables, transcribed verbatim, by name: the lines
/// after the title.
fn line_tables() -> Vec<(String, Vec<String>)> {
    let text = include_str!("../../a1h8/tests/data/line_tables.txt");
    let mut tables: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("== ") {
            tables.push((name.to_string(), Vec::new()));
        } else if let Some((_, lines)) = tables.last_mut()
            && !line.trim().is_empty()
        {
            lines.push(line.to_string());
        }
    }
    tables
        .into_iter()
        .map(|(name, lines)| (name, lines[1..].to_vec()))
        .collect()
}

/// The integers of a table line, with the documents' `(a1)`-style labels and
/// the `|` separators left out: `"6 | 6,1 8,0"` gives `[6, 6, 1, 8, 0]`.
fn numbers(line: &str) -> Vec<i64> {
    line.split_whitespace()
        .filter(|token| !token.starts_with('('))
        .flat_map(|token| token.split(','))
        .filter_map(|token| token.parse().ok())
        .collect()
}

#[test]
fn every_table_prints_the_line_numbers() {
    let tables = line_tables();
    assert_eq!(tables.len(), 7);
    for (name, source_lines) in tables {
        let printed = stdout(&["table", &name]);
        let mut lines = printed.lines();
        let title = lines.next().expect("a title line");
        assert!(
            !title.chars().any(|c| c.is_ascii_digit()),
            "{name}: title {title:?} has digits"
        );
        let body: Vec<&str> = lines.collect();
        if name.starts_with("rank") || name.starts_with("seven") {
            // The grids are the pages' text to the character.
            assert_eq!(body, source_lines, "{name}");
        } else {
            // Lines without numbers (headers, the post's `=====|====` rule) are layout.
            let numeric = |lines: &[&str]| -> Vec<Vec<i64>> {
                lines
                    .iter()
                    .map(|l| numbers(l))
                    .filter(|n| !n.is_empty())
                    .collect()
            };
            let source_lines: Vec<&str> = source_lines.iter().map(String::as_str).collect();
            let (theirs, ours) = (numeric(&source_lines), numeric(&body));
            assert_eq!(theirs.len(), 15, "{name}");
            assert_eq!(ours, theirs, "{name}");
        }
    }
}

#[test]
fn table_list_names_every_table_once() {
    let list = stdout(&["table", "--list"]);
    let names: Vec<&str> = list
        .lines()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "rank-minus-file",
            "seven-plus-rank-minus-file",
            "rank-minus-file-and-15",
            "rank-plus-file",
            "rank-plus-file-xor-7",
            "nw-se",
            "ne-sw"
        ]
    );
}

/// The marked squares of a board drawn by `show`.
fn drawn(output: &str) -> Bitboard {
    marked(output, &["●", "◆"])
}

fn hex(set: Bitboard) -> String {
    format!("{:#018x}\n", set.0)
}

#[test]
fn show_draws_and_prints_what_the_library_computes() {
    let cases: Vec<(Vec<&str>, Bitboard)> = vec![
        (vec!["file", "e"], a1h8::File::E.mask()),
        (vec!["rank", "4"], a1h8::Rank::Fourth.mask()),
        (vec!["diagonal", "c1"], Square::C1.diagonal().mask()),
        (vec!["diagonal", "-2"], Square::C1.diagonal().mask()),
        (vec!["anti-diagonal", "7"], a1h8::AntiDiagonal::MAIN.mask()),
        (
            vec!["anti-diagonal", "b1"],
            Square::B1.anti_diagonal().mask(),
        ),
        (
            vec!["ray", "e4", "north-west"],
            ray(Square::E4, Direction::NorthWest),
        ),
        (vec!["ray", "e4", "s"], ray(Square::E4, Direction::South)),
        (vec!["between", "b2", "g7"], between(Square::B2, Square::G7)),
        (vec!["between", "b2", "c4"], Bitboard::EMPTY),
        (vec!["line", "d4", "f2"], line(Square::D4, Square::F2)),
        (
            vec!["hex", "0x8040201008040201"],
            Square::A1.diagonal().mask(),
        ),
        (vec!["hex", "255"], a1h8::Rank::First.mask()),
    ];
    for (args, expected) in cases {
        let mut full = vec!["show"];
        full.extend(&args);
        let out = stdout(&full);
        assert_eq!(drawn(&out), expected, "show {args:?}:\n{out}");
        assert!(out.ends_with(&hex(expected)), "show {args:?}:\n{out}");
        full.push("--hex");
        assert_eq!(stdout(&full), hex(expected), "show {args:?} --hex");
    }
}

#[test]
fn show_titles_say_what_is_drawn() {
    let out = stdout(&["show", "diagonal", "c1"]);
    assert!(
        out.starts_with("diagonal c1-h6: rank - file = -2, 6 squares, dark\n"),
        "{out}"
    );
    let out = stdout(&["show", "between", "b2", "g7"]);
    assert!(
        out.starts_with("between b2 and g7 (on diagonal a1-h8): 4 squares, both ends excluded\n"),
        "{out}"
    );
    let out = stdout(&["show", "line", "b2", "c4"]);
    assert!(
        out.starts_with("line through b2 and c4 (not on one line): 0 squares"),
        "{out}"
    );
}

#[test]
fn bad_input_is_one_line_on_stderr_and_a_failure() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["show", "between", "z9", "a1"],
            "invalid file 'z' at column 1",
        ),
        (
            &["show", "between", "e9", "a1"],
            "invalid rank '9' at column 2",
        ),
        (&["show", "between", "a1"], "<SQUARE>"),
        (
            &["show", "diagonal", "8"],
            "no diagonal has rank - file = 8",
        ),
        (
            &["show", "diagonal", "x"],
            "expected a square such as c1 or a number",
        ),
        (
            &["show", "anti-diagonal", "15"],
            "no anti-diagonal has rank + file = 15",
        ),
        (
            &["show", "anti-diagonal", "-1"],
            "no anti-diagonal has rank + file = -1",
        ),
        (&["show", "ray", "e4", "up"], "unknown direction"),
        (
            &["show", "hex", "0xfffffffffffffffff"],
            "is out of range: a bitboard is a value from 0 to 0xffffffffffffffff",
        ),
        (&["show", "file", "i"], "invalid file"),
        (&["show", "rank", "0"], "invalid rank"),
        (
            &["table", "nope"],
            "unknown table: expected one of rank-minus-file",
        ),
        (&["frobnicate"], "unrecognized subcommand"),
    ];
    for (args, expected) in cases {
        let line = one_error_line(args, USAGE);
        assert!(line.contains(expected), "a1h8 {args:?}: {line:?}");
    }
}

#[test]
fn every_command_has_help_with_examples() {
    for args in [
        &["--help"][..],
        &["tour", "--help"],
        &["table", "--help"],
        &["show", "--help"],
    ] {
        let help = stdout(args);
        assert!(
            help.contains("Examples:") || help.contains("Example:"),
            "{args:?}:\n{help}"
        );
    }
    for sub in [
        "file",
        "rank",
        "diagonal",
        "anti-diagonal",
        "ray",
        "between",
        "line",
        "hex",
    ] {
        let help = stdout(&["show", sub, "--help"]);
        assert!(
            help.contains("Usage: a1h8 show") && help.contains("Examples:\n  a1h8 show"),
            "show {sub} --help:\n{help}"
        );
    }
}

#[test]
fn the_tour_computes_its_numbers_live() {
    let tour = stdout(&["tour"]);
    for heading in [
        "1. Squares",
        "2. Diagonals and anti-diagonals",
        "3. Lines, between and rays",
        "4. Errata",
        "5. Moves per direction",
        "6. Other boards",
        "7. Symmetries and tablebases",
        "8. Sliding pieces: the in-between squares, looked up",
        "9. Move generation: perft",
        "10. Other boards, played: Capablanca chess on 10x8",
    ] {
        assert!(tour.contains(heading), "missing {heading:?}");
    }
    for snippet in a1h8::errata::Snippet::ALL {
        let audit = snippet.audit();
        let row = tour
            .lines()
            .find(|l| l.contains(snippet.code()))
            .unwrap_or_else(|| panic!("no row for {}", snippet.code()));
        let counts = numbers(&row[row.find(snippet.code()).unwrap() + snippet.code().len()..]);
        assert_eq!(
            counts[..2],
            [audit.false_positives as i64, audit.false_negatives as i64]
        );
    }
    assert!(tour.contains("between(b2, g7)"));
    assert!(tour.contains("c3 d4 e5 f6"));
    assert!(tour.contains("d5 c6 b7 a8"));
    assert!(tour.contains("mirror-diagonal       8/8/8/5B2/8/8/5K2/5N1k w - - 0 1"));
    assert!(tour.contains("462 classes under all eight symmetries, 1806 under"));
    let techniques = a1h8::attacks::Technique::ALL.len();
    assert!(tour.contains(&format!(
        "{techniques} of the {techniques} techniques of the library give this same set"
    )));
    assert!(tour.contains("  attacks           0x00001010ee101000\n"));
    assert!(tour.contains("  perft(5) =   4865609\n"), "{tour}");
    // Capablanca chess after 1. e4 e5 2. Ad3 Ci6: Fairy-Stockfish's count.
    assert!(tour.contains("  perft(4) =   3429591\n"), "{tour}");
    assert!(tour.contains("moves to the edge: n 5, ne 5, e 6, se 2, s 2, sw 2, w 3, nw 3"));
    assert!(tour.contains(
        "They add up to 28, and the attack tables give a queen there on the empty\nboard 28 squares"
    ));
    assert!(
        tour.contains("10x8 Capablanca         80        17  1 2 3 4 5 6 7 8 8 8 7 6 5 4 3 2 1")
    );
    assert!(
        !tour.contains('\x1b'),
        "no colour codes when not on a terminal"
    );
}
