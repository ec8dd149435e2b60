//! `--variant` on `perft`, `moves` and `show`, and `a1h8 variants`, run as
//! a user runs them; the counts are Fairy-Stockfish's (checked by hand with
//! its `go perft`) and the library's.

use std::collections::BTreeSet;

use a1h8::variant::{CAPABLANCA, GARDNER, Variant, VariantMove, VariantPosition, perft};

mod common;

use common::{INPUT, USAGE, a1h8, file, gardner_suite, one_error_line, stdout};

/// Capablanca chess: Black, in check from the archbishop on d6.
const CAPABLANCA_CHECK: &str =
    "r1abqkbcnr/pppp1ppppp/2nA6/4p5/4P5/5C4/PPPP1PPPPP/RN1BQKB1NR b KQkq - 3 3";

/// Capablanca chess: a white pawn on b7 takes or pushes to promote, to six
/// kinds on three squares.
const CAPABLANCA_PROMOTION: &str =
    "r1abqkbcnr/pPpp1ppppp/2n7/4p5/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 4";

/// The UCI of a line of `a1h8 moves`: its last word (after the SAN).
fn uci_of(line: &str) -> &str {
    line.split_whitespace().last().unwrap_or("")
}

/// The nodes of `a1h8 perft args... --json`.
fn nodes(args: &[&str]) -> u64 {
    let mut full = vec!["perft"];
    full.extend(args);
    full.push("--json");
    let value: serde_json::Value = serde_json::from_str(&stdout(&full)).unwrap();
    value["nodes"].as_u64().expect("a count")
}

#[test]
fn perft_counts_are_fairy_stockfish_s() {
    for (variant, depth, expected) in [
        ("capablanca", "3", 25_228),
        ("chancellor", "3", 15_896),
        ("gardner", "4", 4_775),
        ("losalamos", "4", 14_332),
        ("embassy", "3", 25_281),
        ("gothic", "3", 25_283),
    ] {
        let out = stdout(&["perft", "--variant", variant, "--depth", depth]);
        let lines: Vec<&str> = out.lines().collect();
        let start = Variant::built_in(variant).unwrap().start_fen();
        assert_eq!(lines.len(), 2, "{out}");
        assert_eq!(lines[0], format!("perft {depth} of {start}"));
        assert!(
            lines[1].starts_with(&format!("{expected} nodes in ")),
            "{out}"
        );
        assert!(lines[1].ends_with(" Mnps (1 thread)"), "{out}");
        let library = perft(
            &VariantPosition::start(Variant::built_in(variant).unwrap()).unwrap(),
            depth.parse().unwrap(),
        );
        assert_eq!(library, expected, "{variant}");
    }
    // From a FEN: the position in check, and the promotions.
    assert_eq!(
        nodes(&[
            "--variant",
            "capablanca",
            "--fen",
            CAPABLANCA_CHECK,
            "--depth",
            "1"
        ]),
        6
    );
    assert_eq!(
        nodes(&[
            "--variant",
            "capablanca",
            "--fen",
            CAPABLANCA_PROMOTION,
            "--depth",
            "1"
        ]),
        54
    );
}

#[test]
fn the_default_depth_of_a_variant_is_5() {
    let out = stdout(&["perft", "--variant", "gardner"]);
    assert!(
        out.starts_with("perft 5 of rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\n52512 nodes in "),
        "{out}"
    );
    // Chess keeps its 6.
    assert!(stdout(&["perft", "--help"]).contains("[default: 6, with --variant 5]"));
}

#[test]
fn divide_lists_every_move_in_the_variant_s_uci_then_the_total() {
    let start = VariantPosition::start(&CAPABLANCA).unwrap();
    let legal: Vec<String> = start
        .legal_moves()
        .iter()
        .map(|mv| mv.uci(&CAPABLANCA).to_string())
        .collect();
    let listed = common::divide(
        &["--variant", "capablanca", "--depth", "3"],
        25_228,
        |uci| {
            perft(
                &start.play_unchecked(VariantMove::from_uci(&start, uci).unwrap()),
                2,
            )
        },
    );
    // Every legal move, in the library's order.
    assert_eq!(listed, legal);
    // Moves on the tenth file and promotions to the chancellor, as
    // Fairy-Stockfish writes them.
    let out = stdout(&[
        "perft",
        "--variant",
        "capablanca",
        "--fen",
        CAPABLANCA_PROMOTION,
        "--depth",
        "2",
        "--divide",
    ]);
    for uci in ["j2j4", "b7a8c", "b7b8a", "b7c8q", "h1i3"] {
        assert!(
            out.lines().any(|l| l.starts_with(&format!("{uci}: "))),
            "{uci}: {out}"
        );
    }
}

#[test]
fn threads_give_the_counts_of_one_thread() {
    for (variant, depth) in [
        ("chancellor", "4"),
        ("embassy", "3"),
        ("gardner", "5"),
        ("losalamos", "4"),
    ] {
        let one = nodes(&["--variant", variant, "--depth", depth]);
        for threads in ["2", "3"] {
            assert_eq!(
                nodes(&["--variant", variant, "--depth", depth, "--threads", threads]),
                one,
                "{variant} on {threads} threads"
            );
        }
    }
}

#[test]
fn chess_as_a_variant_counts_and_divides_as_chess() {
    assert_eq!(nodes(&["--variant", "chess", "--depth", "4"]), 197_281);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let divide = |variant: &[&str]| {
        let mut args = vec!["perft", "--fen", kiwipete, "--depth", "3", "--divide"];
        args.extend(variant);
        let lines: BTreeSet<String> = stdout(&args).lines().map(str::to_string).collect();
        lines
    };
    assert_eq!(divide(&["--variant", "chess"]), divide(&[]));
}

#[test]
fn epd_suites_of_a_variant_pass_or_name_each_mismatch() {
    assert_eq!(stdout(&gardner_suite(&[])), "4 passed, 0 failed\n");
    assert_eq!(
        stdout(&gardner_suite(&["--max-depth", "3", "--threads", "2"])),
        "4 passed, 0 failed\n"
    );
    let mismatch = file(
        "mismatch.epd",
        &format!(
            "{} ;D1 7 ;D2 54\n4k/1P3/5/5/K4 w - - 0 1 ;D1 7 ;D2 18\n",
            GARDNER.start_fen()
        ),
    );
    let output = a1h8(&["perft", "--variant", "gardner", "--epd", &mismatch]);
    assert_eq!(output.status.code(), Some(INPUT));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "line 1: depth 2: expected 54, got 53: rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\n\
         1 passed, 1 failed\n"
    );
    // A line that is no position of the variant is a bad file, named by
    // its line and field, before anything is counted.
    let chess = file(
        "chess.epd",
        "# chess, not gardner\n4k/1P3/5/5/K4 w - - 0 1 ;D1 7\n\
         rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20\n",
    );
    let error = one_error_line(&["perft", "--variant", "gardner", "--epd", &chess], USAGE);
    assert!(
        error.ends_with(
            "chess.epd: line 3: field 1 (placement): 8 ranks, expected 5 separated by /\n"
        ),
        "{error}"
    );
    assert!(
        one_error_line(
            &["perft", "--variant", "gardner", "--epd", "/no/such.epd"],
            USAGE
        )
        .ends_with("cannot read /no/such.epd: No such file or directory\n")
    );
}

#[test]
fn moves_are_the_legal_moves_in_san_and_the_variant_s_uci() {
    assert_eq!(
        stdout(&["moves", "--variant", "gardner"]),
        "Na3  b1a3\nNc3  b1c3\na3   a2a3\nb3   b2b3\nc3   c2c3\nd3   d2d3\ne3   e2e3\n"
    );
    assert_eq!(
        stdout(&["moves", "--variant", "gardner", GARDNER.start_fen()]),
        stdout(&["moves", "--variant", "gardner"])
    );
    let position = VariantPosition::from_fen(&CAPABLANCA, CAPABLANCA_PROMOTION).unwrap();
    let legal: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|mv| mv.uci(&CAPABLANCA).to_string())
        .collect();
    let out = stdout(&["moves", "--variant", "capablanca", CAPABLANCA_PROMOTION]);
    assert_eq!(out.lines().map(uci_of).collect::<Vec<_>>(), legal);
    let sans: Vec<&str> = out
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    for (san, &mv) in sans.iter().zip(position.legal_moves().iter()) {
        assert_eq!(*san, position.san(mv).as_str());
    }
    for san in ["b8=C", "b8=A", "b8=Q"] {
        assert!(sans.iter().any(|s| s.starts_with(san)), "{san}: {out}");
    }
    assert_eq!(legal.len(), 54);
    for kind in ["c", "a", "q", "r", "b", "n"] {
        assert!(legal.contains(&format!("b7b8{kind}")), "{kind}");
    }
    // Mate: no moves, and the one line that says so.
    assert_eq!(
        stdout(&["moves", "--variant", "gardner", "k4/1Q3/1K3/5/5 b - - 0 1"]),
        "checkmate, white wins\n"
    );
}

#[test]
fn castling_by_one_square_is_listed_once_as_king_takes_rook() {
    // Fairy-Stockfish (pyffish 0.0.90) lists the king step h1i1 and
    // castling, the king to i1 and the rook to h1, as h1j1.
    let fen = "r3k4r/10/10/10/10/10/10/R6K1R w K - 0 1";
    let out = stdout(&["moves", "--variant", "capablanca", fen]);
    // Written O-O, as Fairy-Stockfish writes it.
    assert!(
        out.lines()
            .any(|l| l.split_whitespace().eq(["O-O", "h1j1"])),
        "{out}"
    );
    let mut moves: Vec<&str> = out.lines().map(uci_of).collect();
    moves.sort();
    let count = moves.len();
    moves.dedup();
    assert_eq!(moves.len(), count, "a move twice: {out}");
    assert_eq!(count, 27);
    let from_h1: Vec<&str> = moves.into_iter().filter(|m| m.starts_with("h1")).collect();
    assert_eq!(from_h1, ["h1g1", "h1g2", "h1h2", "h1i1", "h1i2", "h1j1"]);

    let out = stdout(&[
        "perft",
        "--variant",
        "capablanca",
        "--fen",
        fen,
        "--depth",
        "2",
        "--divide",
    ]);
    let (moves, total) = out
        .split_once("\n\n")
        .expect("a blank line before the total");
    assert_eq!(total, "Nodes searched: 582\n");
    let listed: BTreeSet<&str> = moves.lines().collect();
    assert_eq!(listed.len(), 27, "{out}");
    // Black has 26 moves after either (Fairy-Stockfish).
    assert!(listed.contains("h1j1: 26"), "{out}");
    assert!(listed.contains("h1i1: 26"), "{out}");
}

#[test]
fn show_draws_a_10x8_board() {
    assert_eq!(
        stdout(&["show", "--variant", "capablanca", CAPABLANCA_CHECK]),
        "  ┌─────────────────────┐
8 │ ♜ · a ♝ ♛ ♚ ♝ c ♞ ♜ │
7 │ ♟ ♟ ♟ ♟ · ♟ ♟ ♟ ♟ ♟ │
6 │ · · ♞ A · · · · · · │
5 │ · · · · ♟ · · · · · │
4 │ · · · · ♙ · · · · · │
3 │ · · · · · C · · · · │
2 │ ♙ ♙ ♙ ♙ · ♙ ♙ ♙ ♙ ♙ │
1 │ ♖ ♘ · ♗ ♕ ♔ ♗ · ♘ ♖ │
  └─────────────────────┘
    a b c d e f g h i j
r1abqkbcnr/pppp1ppppp/2nA6/4p5/4P5/5C4/PPPP1PPPPP/RN1BQKB1NR b KQkq - 3 3
black to move, in check
"
    );
    // Without FEN, the start position; chess as a variant is drawn as chess.
    let start = stdout(&["show", "--variant", "capablanca"]);
    assert!(
        start.ends_with(&format!("{}\nwhite to move\n", CAPABLANCA.start_fen())),
        "{start}"
    );
    let chess = "k7/8/NK2B3/8/8/8/8/8 w - - 0 1";
    assert_eq!(
        stdout(&["show", "--variant", "chess", chess]),
        stdout(&["show", chess])
    );
}

#[test]
fn variants_lists_the_built_in_ones() {
    assert_eq!(
        stdout(&["variants"]),
        "\
chess       8x8   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
gardner     5x5   rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
losalamos   6x6   rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
chancellor  9x9   rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1
capablanca  10x8  rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
gothic      10x8  rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1
embassy     10x8  rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1
"
    );
    // Every name listed is one --variant takes.
    for line in stdout(&["variants"]).lines() {
        let name = line.split_whitespace().next().unwrap();
        assert!(Variant::built_in(name).is_some(), "{name}");
        assert!(stdout(&["perft", "--variant", name, "--depth", "1"]).starts_with("perft 1 of "));
    }
}

#[test]
fn variant_errors_are_one_line_in_the_user_s_words() {
    let cases: &[(&[&str], &str, i32)] = &[
        (
            &["perft", "--variant", "shogi"],
            "invalid value 'shogi' for '--variant <NAME>': no built-in variant \"shogi\": \
             expected one of chess, gardner, losalamos, chancellor, capablanca, gothic, embassy, chess960, \
             or a section of a variants.ini with --variant-file",
            USAGE,
        ),
        (
            &[
                "perft",
                "--variant",
                "capablanca",
                "--fen",
                "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
            ],
            "field 1 (placement): rank 6 at column 23 describes 9 squares, expected 10",
            INPUT,
        ),
        (
            &[
                "moves",
                "--variant",
                "gardner",
                "rnbqk/ppppp/5/PPPPP/RNBQK w KQ - 0 1",
            ],
            "field 3 (castling): castling rights at column 29, but this variant has no \
             castling: expected -",
            INPUT,
        ),
        (
            &["show", "--variant", "chancellor", "8/8/8/8/8/8/8/8 w - -"],
            "field 1 (placement): 8 ranks, expected 9 separated by /",
            INPUT,
        ),
        (
            &["show", "--variant", "gardner", "--hex"],
            "--hex prints the bitboard of a subcommand, not a position",
            USAGE,
        ),
    ];
    common::each_fails_with(cases);
}

/// Variants of a variants.ini: grandish (10x10) and wide (16x8).
const INI: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/variants.ini");

/// Grandish after 1. e4: Black's two-digit ranks.
const GRANDISH: &str = "r8r/1nbqkcabn1/pppppppppp/10/10/10/4P5/PPPP1PPPPP/1NBQKCABN1/R8R b - - 0 1";

/// `first` then `then`, as one command line.
fn joined<'a>(first: &[&'a str], then: &[&'a str]) -> Vec<&'a str> {
    first.iter().chain(then).copied().collect()
}

/// `args` with the variant `name` of [`INI`].
fn with<'a>(args: &[&'a str], name: &'a str) -> Vec<&'a str> {
    joined(args, &["--variant-file", INI, "--variant", name])
}

#[test]
fn a_variant_file_gives_its_sections() {
    // Fairy-Stockfish's count of the 10x10 board, and the 16x8 one's.
    let out = stdout(&with(&["perft", "--depth", "3"], "grandish"));
    assert!(
        out.starts_with(
            "perft 3 of r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1\n\
             259514 nodes in "
        ),
        "{out}"
    );
    assert_eq!(
        stdout(&with(
            &["perft", "--depth", "3", "--divide", "--threads", "2"],
            "wide"
        ))
        .lines()
        .last(),
        Some("Nodes searched: 80577")
    );
    // Moves from the tenth rank.
    let moves = stdout(&with(&["moves", GRANDISH], "grandish"));
    for uci in ["e9d10", "a10a9", "j10j9"] {
        assert!(moves.lines().any(|l| uci_of(l) == uci), "{uci}: {moves}");
    }
    // The built-in variants stay available beside the file's.
    assert_eq!(
        stdout(&with(&["moves"], "gardner")),
        stdout(&["moves", "--variant", "gardner"])
    );
    // Suites of a file's variant.
    let suite = file(
        "grandish.epd",
        &format!("{GRANDISH} ;D1 {}\n", moves.lines().count()),
    );
    assert_eq!(
        stdout(&with(&["perft", "--epd", &suite], "grandish")),
        "1 passed, 0 failed\n"
    );
}

#[test]
fn show_draws_16_files_and_right_aligns_two_digit_ranks() {
    let show = |name: &str, fen: Option<&str>| {
        let mut args = vec!["show", "--variant-file", INI, "--variant", name];
        args.extend(fen);
        stdout(&args)
    };
    assert_eq!(
        show("wide", None),
        "  ┌─────────────────────────────────┐
8 │ ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜ ♜ ♞ ♝ ♛ c ♝ ♞ ♜ │
7 │ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ │
6 │ · · · · · · · · · · · · · · · · │
5 │ · · · · · · · · · · · · · · · · │
4 │ · · · · · · · · · · · · · · · · │
3 │ · · · · · · · · · · · · · · · · │
2 │ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙ │
1 │ ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖ ♖ ♘ ♗ ♕ C ♗ ♘ ♖ │
  └─────────────────────────────────┘
    a b c d e f g h i j k l m n o p
rnbqkbnrrnbqcbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBQKBNRRNBQCBNR w - - 0 1
white to move
"
    );
    assert_eq!(
        show("grandish", Some(GRANDISH)),
        "   ┌─────────────────────┐
10 │ ♜ · · · · · · · · ♜ │
 9 │ · ♞ ♝ ♛ ♚ c a ♝ ♞ · │
 8 │ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟ │
 7 │ · · · · · · · · · · │
 6 │ · · · · · · · · · · │
 5 │ · · · · · · · · · · │
 4 │ · · · · ♙ · · · · · │
 3 │ ♙ ♙ ♙ ♙ · ♙ ♙ ♙ ♙ ♙ │
 2 │ · ♘ ♗ ♕ ♔ C A ♗ ♘ · │
 1 │ ♖ · · · · · · · · ♖ │
   └─────────────────────┘
     a b c d e f g h i j
r8r/1nbqkcabn1/pppppppppp/10/10/10/4P5/PPPP1PPPPP/1NBQKCABN1/R8R b - - 0 1
black to move
"
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "show",
        "--variant-file",
        INI,
        "--variant",
        "grandish",
        GRANDISH,
        "--json",
    ]))
    .unwrap();
    assert_eq!(json["position"]["pieces"]["j10"], "r");
    assert_eq!(json["position"]["pieces"]["g9"], "a");
    assert_eq!(json["position"]["turn"], "black");
}

#[test]
fn variants_lists_the_sections_of_a_file() {
    assert_eq!(
        stdout(&["variants", "--file", INI]),
        "\
grandish  10x10  r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1
wide      16x8   rnbqkbnrrnbqcbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBQKBNRRNBQCBNR w - - 0 1
"
    );
    let json = stdout(&["variants", "--file", INI, "--json"]);
    let names: Vec<String> = json
        .lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            format!("{} {}x{}", value["name"], value["files"], value["ranks"])
        })
        .collect();
    assert_eq!(names, ["\"grandish\" 10x10", "\"wide\" 16x8"]);
    // A section that cannot be read: its error, the others still listed,
    // status 1.
    let mixed = file(
        "mixed.ini",
        "[small:chess]\nmaxRank = 6\nmaxFile = f\n\
         startFen = rnbkqr/pppppp/6/6/PPPPPP/RNBKQR w - - 0 1\ncastling = false\n\n\
         [big:chess]\nmaxFile = 12\nmaxRank = 12\n",
    );
    let output = a1h8(&["variants", "--file", &mixed]);
    assert_eq!(output.status.code(), Some(INPUT));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "small  6x6  rnbkqr/pppppp/6/6/PPPPPP/RNBKQR w - - 0 1\n"
    );
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        format!(
            "a1h8: {mixed}: section [big]: line 9: a board of 12 files and 12 ranks is too \
             large: a1h8 plays on at most 16 files, 16 ranks and 128 squares\n"
        )
    );
    // A file whose structure is wrong: one line, not one per section.
    let broken = file("broken.ini", "[a:chess]\n[b:chess]\nnot a key\n");
    assert_eq!(
        one_error_line(&["variants", "--file", &broken], INPUT),
        format!(
            "a1h8: {broken}: line 3: expected [name], [name:parent], key = value, a comment \
             (# or ;) or a blank line\n"
        )
    );
    assert_eq!(
        one_error_line(&["variants", "--file", "/no/such.ini"], USAGE),
        "a1h8: cannot read /no/such.ini: No such file or directory\n"
    );
}

#[test]
fn variant_file_errors_are_one_line_and_a_bad_file_is_usage() {
    let big = file("big.ini", "[big:chess]\nmaxFile = 12\nmaxRank = 12\n");
    for command in [&["perft"][..], &["moves"], &["show"]] {
        assert_eq!(
            one_error_line(
                &joined(command, &["--variant-file", &big, "--variant", "big"]),
                USAGE
            ),
            format!(
                "a1h8: {big}: line 3: a board of 12 files and 12 ranks is too large: a1h8 \
                 plays on at most 16 files, 16 ranks and 128 squares\n"
            ),
            "{command:?}"
        );
        assert_eq!(
            one_error_line(
                &joined(command, &["--variant-file", &big, "--variant", "small"]),
                USAGE
            ),
            format!("a1h8: {big}: no section [small] nor [small:parent]\n"),
            "{command:?}"
        );
        assert_eq!(
            one_error_line(
                &joined(
                    command,
                    &["--variant-file", "/no/such.ini", "--variant", "big"]
                ),
                USAGE
            ),
            "a1h8: cannot read /no/such.ini: No such file or directory\n",
            "{command:?}"
        );
        assert_eq!(
            one_error_line(&joined(command, &["--variant-file", INI]), USAGE),
            "a1h8: --variant-file needs --variant NAME: the variant of the file to play\n",
            "{command:?}"
        );
    }
    // Fairy-Stockfish would play its own janus, not the file's.
    let janus = file("janus.ini", "[janus:capablanca] # mine\narchbishop = -\n");
    assert_eq!(
        one_error_line(
            &["perft", "--variant-file", &janus, "--variant", "janus"],
            USAGE
        ),
        format!(
            "a1h8: {janus}: line 1: section [janus] has the name of one of Fairy-Stockfish's \
             own variants: Fairy-Stockfish would ignore the section and play its own janus, so \
             the file would not mean the same there: rename the section\n"
        )
    );
}

#[test]
fn the_hash_table_counts_variants_as_without_it() {
    for (variant, depth) in [("capablanca", "4"), ("gardner", "6"), ("chancellor", "3")] {
        let plain = stdout(&["perft", "--variant", variant, "--depth", depth, "--divide"]);
        for threads in ["1", "2"] {
            let hashed = common::hashed_divide(&["--variant", variant], depth, threads);
            assert_eq!(hashed, plain, "{variant} with --hash 1 --threads {threads}");
        }
    }
}
