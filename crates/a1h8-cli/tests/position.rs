//! `a1h8 transform`, `a1h8 canonical` and `a1h8 show FEN`, run as a user
//! runs them.

use a1h8::canonical::{canonical, canonical_with_colors};
use a1h8::{Position, Square, Symmetry};

mod common;

use common::{INPUT, USAGE, a1h8, a1h8_with_stdin, one_error_line, stdout};

/// The Diagonal Mirroring page's sample position.
const SAMPLE: &str = "k7/8/NK2B3/8/8/8/8/8 w - -";

/// The positions of the published perft suite, `crates/a1h8/tests/data/standard.epd` (their FEN
/// part).
const PERFT_POSITIONS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// Positions without pawns or castling rights: every symmetry applies.
const PAWNLESS: [&str; 4] = [
    SAMPLE,
    "k7/8/8/8/3Q4/8/8/6K1 w - - 0 1",
    "8/8/2k5/8/5R2/8/1K6/6n1 b - - 3 41",
    "3k4/8/8/8/8/8/8/3K4 w - - 0 1",
];

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The single line a successful run prints.
fn one_line(args: &[&str]) -> String {
    let out = stdout(args);
    assert_eq!(out.lines().count(), 1, "a1h8 {args:?}: {out:?}");
    out.trim_end_matches('\n').to_string()
}

/// Standard output and error of `a1h8 args...` with `input`, as lines, and
/// whether it succeeded.
fn with_stdin(args: &[&str], input: &str) -> (Vec<String>, Vec<String>, bool) {
    let output = a1h8_with_stdin(args, input.as_bytes());
    let lines = |bytes: Vec<u8>| -> Vec<String> {
        String::from_utf8(bytes)
            .expect("UTF-8 output")
            .lines()
            .map(str::to_string)
            .collect()
    };
    (
        lines(output.stdout),
        lines(output.stderr),
        output.status.success(),
    )
}

#[test]
fn transform_prints_the_mirroring_pages_sample_table() {
    assert_eq!(
        one_line(&["transform", "mirror-diagonal", SAMPLE]),
        "8/8/8/5B2/8/8/5K2/5N1k w - - 0 1"
    );
    assert_eq!(
        one_line(&["transform", "mirror-anti-diagonal", SAMPLE]),
        "k1N5/2K5/8/8/2B5/8/8/8 w - - 0 1"
    );
}

#[test]
fn transform_applies_every_op_as_the_library_does() {
    for fen in PAWNLESS {
        let original = position(fen);
        for symmetry in Symmetry::ALL {
            let expected = original.transform(symmetry).unwrap().to_string();
            assert_eq!(
                one_line(&["transform", symmetry.name(), fen]),
                expected,
                "{symmetry} {fen}"
            );
        }
        assert_eq!(
            one_line(&["transform", "color-flip", fen]),
            original.flip_colors().to_string(),
            "color-flip {fen}"
        );
    }
    // The page's sample piece by piece: every piece lands on the image of
    // its square.
    let original = position(SAMPLE);
    for symmetry in Symmetry::ALL {
        let image = position(&one_line(&["transform", symmetry.name(), SAMPLE]));
        for square in Square::ALL {
            assert_eq!(
                image.board().piece_at(symmetry.apply(square)),
                original.board().piece_at(square),
                "{symmetry}: {square}"
            );
        }
    }
}

#[test]
fn color_flip_of_the_perft_positions() {
    // Position 4 flipped is its published mirror, position 5, and back.
    assert_eq!(
        one_line(&["transform", "color-flip", PERFT_POSITIONS[3]]),
        PERFT_POSITIONS[4]
    );
    assert_eq!(
        one_line(&["transform", "color-flip", PERFT_POSITIONS[4]]),
        PERFT_POSITIONS[3]
    );
    // All of them through standard input, one line each, in order; flipped
    // twice they come back.
    let input = PERFT_POSITIONS.join("\n") + "\n";
    let (flipped, errors, ok) = with_stdin(&["transform", "color-flip"], &input);
    assert!(ok && errors.is_empty(), "{errors:?}");
    let expected: Vec<String> = PERFT_POSITIONS
        .iter()
        .map(|fen| position(fen).flip_colors().to_string())
        .collect();
    assert_eq!(flipped, expected);
    let (back, errors, ok) = with_stdin(&["transform", "color-flip"], &flipped.join("\n"));
    assert!(ok && errors.is_empty(), "{errors:?}");
    assert_eq!(back, PERFT_POSITIONS);
}

#[test]
fn transform_keeps_the_rules_of_the_library() {
    // Castling rights allow only the identity; pawns only the horizontal mirror too.
    assert_eq!(
        one_line(&["transform", "identity", PERFT_POSITIONS[0]]),
        PERFT_POSITIONS[0]
    );
    let line = one_error_line(
        &["transform", "mirror-horizontal", PERFT_POSITIONS[0]],
        INPUT,
    );
    assert_eq!(
        line,
        format!(
            "a1h8: {}\n",
            position(PERFT_POSITIONS[0])
                .transform(Symmetry::MirrorHorizontal)
                .unwrap_err()
        )
    );
    assert!(line.contains("castling rights"), "{line}");
    assert_eq!(
        one_line(&["transform", "mirror-horizontal", PERFT_POSITIONS[2]]),
        "8/5p2/4p3/r5PK/k1p3R1/8/1P1P4/8 w - - 0 1"
    );
    let line = one_error_line(&["transform", "rotate-90", PERFT_POSITIONS[2]], INPUT);
    assert!(
        line.starts_with("a1h8: rotate-90 does not apply to a position with pawns"),
        "{line}"
    );
}

#[test]
fn transform_errors_are_one_line() {
    let cases: &[(&[&str], &str, i32)] = &[
        (
            &["transform", "mirror", SAMPLE],
            "unknown symmetry: expected one of identity, flip-vertical, mirror-horizontal, \
             mirror-diagonal, mirror-anti-diagonal, rotate-90, rotate-180, rotate-270, or \
             color-flip",
            USAGE,
        ),
        (
            &["transform", "rotate-90", "8/8/8/8/8/8/8/4k3 w - - 0 1"],
            "a1h8: field 1 (placement): no white king",
            INPUT,
        ),
        (&["transform", "rotate-90", ""], "a1h8: empty FEN", INPUT),
        (
            &[
                "transform",
                "rotate-90",
                "k7/8/NK2B3/8/8/8/8/8",
                "w",
                "-",
                "-",
            ],
            "quote a FEN as one argument",
            USAGE,
        ),
        (
            &["canonical", "k7/8/NK2B3/8/8/8/8/8 w"],
            "a1h8: 2 fields, expected 6",
            INPUT,
        ),
    ];
    for &(args, expected, status) in cases {
        let line = one_error_line(args, status);
        assert!(line.contains(expected), "a1h8 {args:?}: {line:?}");
    }
}

#[test]
fn standard_input_gives_one_line_per_good_line_and_one_error_per_bad_line() {
    let input = [
        SAMPLE,                                // 1
        "8/8/8/8/8/8/8/4k3 w - - 0 1",         // 2: no white king
        PERFT_POSITIONS[2],                    // 3: pawns
        "k7/8/8/8/3Q4/8/8/6K1 w - - 0 1\r",    // 4: CRLF
        "",                                    // 5: blank
        "  3k4/8/8/8/8/8/8/3K4   b - - 0 1  ", // 6
        "k7/8/NK2B3/8/8/8/8/8 x - -",          // 7: side to move
        "8/8/2k5/8/5R2/8/1K6/6n1 b - - 3 41",  // 8, no final newline
    ]
    .join("\n");
    let (out, errors, ok) = with_stdin(&["transform", "mirror-diagonal"], &input);
    let good = [1, 4, 6, 8];
    let lines: Vec<&str> = input.split('\n').collect();
    let expected: Vec<String> = good
        .iter()
        .map(|&n| {
            position(lines[n - 1])
                .transform(Symmetry::MirrorDiagonal)
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(out, expected);
    assert_eq!(
        errors,
        [
            "a1h8: line 2: field 1 (placement): no white king".to_string(),
            format!(
                "a1h8: line 3: {}",
                position(PERFT_POSITIONS[2])
                    .transform(Symmetry::MirrorDiagonal)
                    .unwrap_err()
            ),
            "a1h8: line 5: empty FEN".to_string(),
            "a1h8: line 7: field 2 (side to move): expected w or b at column 22".to_string(),
        ]
    );
    assert!(!ok, "a failed line fails the run");

    // All good: success, and the order kept.
    let input = PAWNLESS.join("\n") + "\n";
    let (out, errors, ok) = with_stdin(&["transform", "rotate-180"], &input);
    assert!(ok && errors.is_empty(), "{errors:?}");
    let expected: Vec<String> = PAWNLESS
        .iter()
        .map(|fen| {
            position(fen)
                .transform(Symmetry::Rotate180)
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(out, expected);

    // Nothing in, nothing out.
    let (out, errors, ok) = with_stdin(&["canonical"], "");
    assert!(ok && out.is_empty() && errors.is_empty());
    // Bytes that are not text are a bad line like any other.
    let output = a1h8_with_stdin(&["canonical"], b"\xff\xfe\n3k4/8/8/8/8/8/8/3K4 w - - 0 1\n");
    assert!(!output.status.success());
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "a1h8: line 1: non-ASCII byte at column 1\n"
    );
    assert_eq!(String::from_utf8(output.stdout).unwrap().lines().count(), 1);
}

#[test]
fn canonical_prints_the_representative_and_explains_it() {
    let fen = "k7/8/8/8/3Q4/8/8/6K1 w - - 0 1";
    assert_eq!(
        one_line(&["canonical", fen]),
        "7k/8/8/8/4Q3/8/8/1K6 w - - 0 1"
    );
    assert_eq!(
        one_line(&["canonical", fen, "--explain"]),
        "7k/8/8/8/4Q3/8/8/1K6 w - - 0 1  # via mirror-horizontal"
    );
    let sample = canonical(&position(SAMPLE));
    assert_eq!(
        one_line(&["canonical", "--explain", SAMPLE]),
        format!("{}  # via {}", sample.position, sample.symmetry)
    );
    // A representative is its own.
    assert_eq!(
        one_line(&["canonical", "--explain", "7k/8/8/8/4Q3/8/8/1K6 w - - 0 1"]),
        "7k/8/8/8/4Q3/8/8/1K6 w - - 0 1  # via identity"
    );
}

#[test]
fn colors_fold_kqvk_and_kvkq() {
    let kqvk = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let kvkq = one_line(&["transform", "color-flip", kqvk]);
    assert_eq!(kvkq, "3qk3/8/8/8/8/8/8/4K3 b - - 0 1");
    let plain = (
        one_line(&["canonical", kqvk]),
        one_line(&["canonical", &kvkq]),
    );
    assert_ne!(plain.0, plain.1, "without --colors they are two classes");
    let folded = one_line(&["canonical", "--colors", kqvk]);
    assert_eq!(one_line(&["canonical", "--colors", &kvkq]), folded);
    assert_eq!(
        folded,
        canonical_with_colors(&position(kqvk)).position.to_string()
    );
    assert!(folded.contains('Q'), "the queen is White's: {folded}");
    assert!(one_line(&["canonical", "--colors", "--explain", &kvkq]).contains("# via color-flip"),);
}

/// The operations of an `--explain` comment, in the order to apply them.
fn via(line: &str) -> (String, Vec<String>) {
    let (fen, comment) = line.split_once("  # via ").expect("an --explain comment");
    let ops = comment.split(" then ").map(str::to_string).collect();
    (fen.to_string(), ops)
}

#[test]
fn explain_says_how_to_get_there() {
    let mut positions: Vec<&str> = PAWNLESS.to_vec();
    positions.extend(&PERFT_POSITIONS);
    for colors in [false, true] {
        for fen in &positions {
            let mut args = vec!["canonical", "--explain", fen];
            if colors {
                args.push("--colors");
            }
            let (canonical, ops) = via(&one_line(&args));
            let mut current = fen.to_string();
            for op in &ops {
                current = one_line(&["transform", op, &current]);
            }
            assert_eq!(current, canonical, "{fen} via {ops:?}");
            if !colors {
                assert!(!ops.contains(&"color-flip".to_string()), "{fen}: {ops:?}");
            }
        }
    }
}

#[test]
fn every_transformed_version_has_the_same_canonical_form() {
    let positions = [
        SAMPLE,
        "8/8/2k5/8/5R2/8/1K6/6n1 b - - 3 41",
        "3k4/8/8/8/8/8/8/3K4 w - - 0 1",
        PERFT_POSITIONS[2],
        "8/8/3k4/8/2P5/8/8/6K1 w - - 0 1",
    ];
    for fen in positions {
        let original = position(fen);
        let mut images: Vec<Position> = original
            .symmetries()
            .map(|s| original.transform(s).unwrap())
            .collect();
        for colors in [false, true] {
            if colors {
                // With colours folded, the flipped images belong to the class too.
                let flipped: Vec<Position> = images.iter().map(Position::flip_colors).collect();
                images.extend(flipped);
            }
            let input: String = images.iter().map(|p| format!("{p}\n")).collect();
            let args: &[&str] = if colors {
                &["canonical", "--colors"]
            } else {
                &["canonical"]
            };
            let (out, errors, ok) = with_stdin(args, &input);
            assert!(ok && errors.is_empty(), "{errors:?}");
            assert_eq!(out.len(), images.len());
            assert!(
                out.iter().all(|line| line == &out[0]),
                "{fen} (colors: {colors}): {out:#?}"
            );
        }
    }
}

/// The boards drawn in `output`, left to right: the character on each
/// square, a1 first.
fn boards(output: &str) -> Vec<[char; 64]> {
    let mut boards: Vec<[char; 64]> = Vec::new();
    for line in output.lines() {
        let parts: Vec<&str> = line.split('│').collect();
        let mut k = 0;
        for pair in (1..parts.len()).step_by(2) {
            let Some(rank) = parts[pair - 1]
                .trim_end()
                .chars()
                .last()
                .and_then(|c| c.to_digit(10))
            else {
                continue;
            };
            let cells: Vec<char> = parts[pair]
                .split_whitespace()
                .map(|cell| {
                    let mut chars = cell.chars();
                    let c = chars.next().unwrap();
                    assert_eq!(chars.next(), None, "one character per cell: {line}");
                    c
                })
                .collect();
            assert_eq!(cells.len(), 8, "{line}");
            if boards.len() == k {
                boards.push(['?'; 64]);
            }
            for (file, cell) in cells.into_iter().enumerate() {
                boards[k][8 * (rank as usize - 1) + file] = cell;
            }
            k += 1;
        }
    }
    boards
}

/// What the board of `position` should show on each square.
fn expected_board(position: &Position) -> [char; 64] {
    Square::ALL.map(|square| {
        position
            .board()
            .piece_at(square)
            .map_or('·', |piece| piece.symbol())
    })
}

#[test]
fn show_draws_the_position() {
    for fen in PERFT_POSITIONS.iter().chain(&PAWNLESS) {
        let position = position(fen);
        let out = stdout(&["show", fen]);
        assert_eq!(boards(&out), [expected_board(&position)], "{out}");
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[0].starts_with("  ┌"), "{out}");
        assert_eq!(lines[10], "    a b c d e f g h");
        assert_eq!(lines[11], position.to_string());
        let check = if position.is_check() {
            ", in check"
        } else {
            ""
        };
        // A position that ends the game says how (bare kings: insufficient
        // material).
        let end = match a1h8::Game::outcome(&position) {
            Some(outcome) => format!(": {outcome}"),
            None => String::new(),
        };
        assert_eq!(
            lines[12],
            format!("{} to move{check}{end}", position.turn())
        );
        assert_eq!(lines.len(), 13);
    }
    let out = stdout(&["show", SAMPLE]);
    assert!(out.contains("8 │ ♚ · · · · · · · │\n"), "{out}");
    assert!(out.contains("6 │ ♘ ♔ · · ♗ · · · │\n"), "{out}");
    let out = stdout(&["show", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"]);
    assert!(out.ends_with("black to move, in check\n"), "{out}");
}

#[test]
fn show_transform_draws_both_boards_side_by_side() {
    let out = stdout(&["show", SAMPLE, "--transform", "mirror-diagonal"]);
    let image = "8/8/8/5B2/8/8/5K2/5N1k w - - 0 1";
    assert_eq!(
        boards(&out),
        [
            expected_board(&position(SAMPLE)),
            expected_board(&position(image))
        ],
        "{out}"
    );
    let lines: Vec<&str> = out.lines().collect();
    let titles: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(titles, ["original", "mirror-diagonal"]);
    let fens = lines
        .iter()
        .find(|line| line.starts_with("k7/"))
        .expect("a line of FENs");
    assert_eq!(
        fens.split("  ")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>(),
        ["k7/8/NK2B3/8/8/8/8/8 w - - 0 1", image]
    );
    // Each column starts where its title does.
    let column = |line: &str, text: &str| line[..line.find(text).unwrap()].chars().count();
    let right = column(lines[0], "mirror-diagonal");
    assert_eq!(column(fens, image), right);
    assert_eq!(column(lines[1], "  ┌"), 0);
    assert_eq!(
        lines[1].rfind("  ┌").map(|i| lines[1][..i].chars().count()),
        Some(right)
    );

    let out = stdout(&["show", PERFT_POSITIONS[3], "--transform", "color-flip"]);
    assert_eq!(
        boards(&out),
        [
            expected_board(&position(PERFT_POSITIONS[3])),
            expected_board(&position(PERFT_POSITIONS[4]))
        ],
        "{out}"
    );
    // Position 4 is check, and stays check for the other side.
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("white to move, in check "), "{last}");
    assert!(last.ends_with(" black to move, in check"), "{last}");
}

#[test]
fn show_errors_are_one_line() {
    let cases: &[(&[&str], &str, i32)] = &[
        (
            &["show", "8/8/8/8/8/8/8/4k3 w - - 0 1"],
            "a1h8: field 1 (placement): no white king",
            INPUT,
        ),
        (
            &["show", PERFT_POSITIONS[2], "--transform", "rotate-90"],
            "a1h8: rotate-90 does not apply to a position with pawns",
            INPUT,
        ),
        (
            &["show", SAMPLE, "--transform", "spin"],
            "or color-flip",
            USAGE,
        ),
        (
            &["show", "--transform", "rotate-90"],
            "required arguments were not provided: <FEN>",
            USAGE,
        ),
        (&["show", SAMPLE, "--hex"], "--hex", USAGE),
        (
            &["show", "betwen"],
            "\"betwen\" is neither a FEN nor one of file, rank, diagonal",
            USAGE,
        ),
    ];
    for &(args, expected, status) in cases {
        let line = one_error_line(args, status);
        assert!(line.contains(expected), "a1h8 {args:?}: {line:?}");
    }
    // The subcommands still work, --hex too.
    assert_eq!(
        stdout(&["show", "between", "b2", "g7", "--hex"]),
        "0x0000201008040000\n"
    );
    // `a1h8 show` alone is its short usage, and a command-line error.
    let output = a1h8(&["show"]);
    assert_eq!(output.status.code(), Some(USAGE));
    assert!(
        String::from_utf8(output.stderr)
            .unwrap()
            .contains("Usage: a1h8 show")
    );
}

#[test]
fn new_commands_have_help_with_examples() {
    let top = stdout(&["--help"]);
    for example in [
        "  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n",
        "  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n",
        "  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n",
    ] {
        assert!(top.contains(example), "{example:?} in:\n{top}");
    }
    for command in ["transform", "canonical", "show"] {
        for flag in ["-h", "--help"] {
            let help = stdout(&[command, flag]);
            assert!(
                help.contains(&format!("Examples:\n  a1h8 {command} "))
                    && help.contains(&format!("\"{SAMPLE}\"")),
                "{command} {flag}:\n{help}"
            );
        }
    }
    let help = stdout(&["transform", "--help"]);
    assert!(help.contains("echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal"));
    assert!(help.contains("a1h8: line N: <why>"), "{help}");
    // The short help names every op.
    let help = stdout(&["transform", "-h"]);
    for symmetry in Symmetry::ALL {
        assert!(help.contains(symmetry.name()), "{symmetry}:\n{help}");
    }
    assert!(help.contains("color-flip"));
    let help = stdout(&["canonical", "--help"]);
    assert!(help.contains("# via color-flip then rotate-90"), "{help}");
}
