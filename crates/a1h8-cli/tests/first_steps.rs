//! What a new user tries first: the start position by default and as
//! `startpos`, moves played with `--moves`, mate and stalemate reported,
//! and suggestions for near misses.

mod common;

use common::{INPUT, a1h8, one_error_line, stdout};

/// The start position's FEN, as a1h8 writes it.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The position after 1. e4 e5 2. Nf3.
const AFTER_NF3: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

#[test]
fn moves_without_a_position_lists_the_start_positions_moves() {
    let out = stdout(&["moves"]);
    assert_eq!(out, stdout(&["moves", START]));
    assert_eq!(out.lines().count(), 20);
}

#[test]
fn startpos_is_accepted_wherever_a_fen_is() {
    let same = |with: &[&str], without: &[&str]| {
        assert_eq!(stdout(with), stdout(without), "a1h8 {with:?}");
    };
    same(&["moves", "startpos"], &["moves", START]);
    same(&["show", "startpos", "--json"], &["show", START, "--json"]);
    same(
        &["show", "startpos", "--transform", "color-flip", "--json"],
        &["show", START, "--transform", "color-flip", "--json"],
    );
    same(
        &["transform", "color-flip", "startpos"],
        &["transform", "color-flip", START],
    );
    same(
        &["canonical", "startpos", "--json"],
        &["canonical", START, "--json"],
    );
    same(
        &["perft", "--fen", "startpos", "--depth", "3", "--divide"],
        &["perft", "--depth", "3", "--divide"],
    );
    same(
        &[
            "perft", "split", "--fen", "startpos", "--depth", "3", "--at", "1",
        ],
        &["perft", "split", "--depth", "3", "--at", "1"],
    );
    same(
        &["moves", "--variant", "capablanca", "startpos"],
        &["moves", "--variant", "capablanca"],
    );
    same(
        &[
            "perft",
            "--variant",
            "gardner",
            "--fen",
            "startpos",
            "--divide",
        ],
        &["perft", "--variant", "gardner", "--divide"],
    );
    // On standard input too: one line a position.
    let output = common::a1h8_with_stdin(&["canonical"], b"startpos\n");
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), START);
}

#[test]
fn moves_are_played_first_in_uci_or_san() {
    // Each move read in the position reached so far, in either notation.
    let json = stdout(&["moves", "--moves", "e2e4", "e5", "Nf3", "--json"]);
    assert!(
        json.starts_with(&format!("{{\"fen\":\"{AFTER_NF3}\"")),
        "{json}"
    );
    assert_eq!(
        stdout(&["moves", START, "--moves", "e4", "e7e5", "g1f3"]),
        stdout(&["moves", AFTER_NF3])
    );
    let shown = stdout(&["show", "--moves", "e4", "e5", "Nf3"]);
    assert!(shown.contains(AFTER_NF3), "{shown}");
    assert_eq!(
        stdout(&["show", "startpos", "--moves", "e4", "e5", "Nf3", "--json"]),
        stdout(&["show", AFTER_NF3, "--json"])
    );
    // perft and perft --divide count from there, as an engine's
    // "position startpos moves e2e4 e7e5 g1f3" then "go perft 3".
    assert_eq!(
        stdout(&[
            "perft", "--moves", "e4", "e5", "Nf3", "--depth", "3", "--divide"
        ]),
        stdout(&["perft", "--fen", AFTER_NF3, "--depth", "3", "--divide"])
    );
    let counted = stdout(&["perft", "--moves", "e2e4", "--depth", "2", "--json"]);
    assert!(counted.contains("\"nodes\":600,"), "{counted}");
    // Castling and promotion, in SAN and UCI.
    let fen = "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let after = stdout(&["show", fen, "--moves", "O-O-O", "e8g8", "bxa8=Q", "--json"]);
    assert!(
        after.contains("\"fen\":\"Q4rk1/8/8/8/8/8/8/2KR3R b - - 0 2\""),
        "{after}"
    );
}

#[test]
fn variant_moves_are_played_in_uci() {
    let after = stdout(&[
        "moves",
        "--variant",
        "capablanca",
        "--moves",
        "e2e4",
        "--json",
    ]);
    assert!(
        after.contains("rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1"),
        "{after}"
    );
    assert_eq!(
        stdout(&[
            "perft",
            "--variant",
            "capablanca",
            "--moves",
            "e2e4",
            "--depth",
            "1",
            "--json"
        ])
        .contains("\"nodes\":28,"),
        stdout(&["moves", "--variant", "capablanca", "--moves", "e2e4"])
            .lines()
            .count()
            == 28
    );
}

#[test]
fn a_bad_move_is_one_line_naming_it_its_number_and_why() {
    let error = one_error_line(&["moves", "--moves", "e4", "e4"], INPUT);
    assert!(
        error
            == ("a1h8: --moves: move 2 \"e4\" is illegal: in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1, no legal move matches e4\n"),
        "{error}"
    );
    let error = one_error_line(&["perft", "--moves", "e2e5", "--depth", "1"], INPUT);
    assert!(error.contains("move 1 \"e2e5\" is illegal"), "{error}");
    let error = one_error_line(
        &["perft", "--depth", "1", "--divide", "--moves", "zz"],
        INPUT,
    );
    assert!(
        error.contains("move 1 \"zz\" is not UCI or SAN: "),
        "{error}"
    );
    let error = one_error_line(
        &["show", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "--moves", "Nd2"],
        INPUT,
    );
    assert!(
        error.contains("move 1 \"Nd2\" is ambiguous: Nd2 is ambiguous"),
        "{error}"
    );
    let error = one_error_line(
        &["moves", "--variant", "capablanca", "--moves", "e4", "Ck6"],
        INPUT,
    );
    assert!(
        error.contains("move 2 \"Ck6\" is not UCI or SAN: as UCI, "),
        "{error}"
    );
    assert!(
        error.contains("as SAN, unexpected character 'k' at column 2"),
        "{error}"
    );
    let error = one_error_line(
        &["moves", "--variant", "capablanca", "--moves", "e4", "Ci3"],
        INPUT,
    );
    assert!(
        error.contains("move 2 \"Ci3\" is illegal: ")
            && error.contains("no legal move matches Ci3"),
        "{error}"
    );
    let error = one_error_line(
        &[
            "moves",
            "--variant",
            "capablanca",
            "--moves",
            "e2e4",
            "e2e4",
        ],
        INPUT,
    );
    assert!(error.contains("move 2 \"e2e4\" is illegal"), "{error}");
    // A FEN that fails is still the FEN's error, before any move.
    let error = one_error_line(&["moves", "8/8 w - -", "--moves", "e4"], INPUT);
    assert!(!error.contains("--moves"), "{error}");
    assert!(a1h8(&["moves", "--moves"]).status.code() == Some(common::USAGE));
}

#[test]
fn the_help_shows_the_new_options() {
    for command in ["moves", "show", "perft"] {
        let help = stdout(&[command, "--help"]);
        assert!(help.contains("--moves <MOVE>..."), "{command}: {help}");
        assert!(help.contains("startpos"), "{command}: {help}");
        assert!(help.contains(&format!("a1h8 {command} ")), "{command}");
        assert!(
            help.contains("--moves e"),
            "{command}: an example with --moves"
        );
    }
}

/// Fool's mate, played: white is mated.
const FOOLS_MATE: [&str; 6] = ["moves", "--moves", "f3", "e5", "g4", "Qh4"];

/// A stalemate: black to move, not in check, without a move.
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

/// A back-rank mate of black.
const BACK_RANK: &str = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";

#[test]
fn moves_says_checkmate_and_stalemate() {
    assert_eq!(stdout(&FOOLS_MATE), "checkmate, black wins\n");
    assert_eq!(stdout(&["moves", BACK_RANK]), "checkmate, white wins\n");
    assert_eq!(stdout(&["moves", STALEMATE]), "stalemate, a draw\n");
    let mut json = FOOLS_MATE.to_vec();
    json.push("--json");
    assert!(
        stdout(&json).ends_with("\"moves\":[],\"outcome\":\"checkmate\",\"winner\":\"black\"}\n")
    );
    assert!(
        stdout(&["moves", STALEMATE, "--json"])
            .ends_with("\"moves\":[],\"outcome\":\"stalemate\",\"winner\":null}\n")
    );
    assert!(stdout(&["moves", "--json"]).ends_with("\"outcome\":null,\"winner\":null}\n"));
    // Variants too.
    let gardner = ["moves", "--variant", "gardner", "R2k1/5/3K1/5/5 b - - 0 1"];
    assert_eq!(stdout(&gardner), "checkmate, white wins\n");
    assert_eq!(
        stdout(&["moves", "--variant", "gardner", "4k/2Q2/3K1/5/5 b - - 0 1"]),
        "stalemate, a draw\n"
    );
}

#[test]
fn show_says_checkmate_and_stalemate() {
    let shown = stdout(&["show", BACK_RANK]);
    assert!(
        shown.ends_with("\nblack to move, in check: checkmate, white wins\n"),
        "{shown}"
    );
    let shown = stdout(&["show", STALEMATE]);
    assert!(
        shown.ends_with("\nblack to move: stalemate, a draw\n"),
        "{shown}"
    );
    let json = stdout(&["show", STALEMATE, "--json"]);
    assert!(
        json.contains("\"outcome\":\"stalemate\",\"winner\":null"),
        "{json}"
    );
    let json = stdout(&["show", BACK_RANK, "--json"]);
    assert!(
        json.contains("\"outcome\":\"checkmate\",\"winner\":\"white\""),
        "{json}"
    );
    assert!(stdout(&["show", "startpos", "--json"]).contains("\"outcome\":null,\"winner\":null"));
    let shown = stdout(&["show", "--variant", "gardner", "R2k1/5/3K1/5/5 b - - 0 1"]);
    assert!(shown.ends_with(": checkmate, white wins\n"), "{shown}");
    let svg = stdout(&["show", BACK_RANK, "--format", "svg"]);
    assert!(svg.contains("checkmate, white wins"));
}

#[test]
fn a_mistyped_command_suggests_the_nearest() {
    for (typed, meant) in [("perf", "perft"), ("mvoes", "moves"), ("shwo", "show")] {
        let error = one_error_line(&[typed], common::USAGE);
        assert!(
            error.ends_with(&format!("; did you mean `{meant}`?\n")),
            "{error}"
        );
    }
    let error = one_error_line(&["perft", "splt"], common::USAGE);
    assert!(error.contains("did you mean `split`?"), "{error}");
    // Nothing near: no suggestion.
    let error = one_error_line(&["frobnicate"], common::USAGE);
    assert!(!error.contains("did you mean"), "{error}");
}

#[test]
fn a_mistyped_variant_piece_or_technique_suggests_the_nearest() {
    for (args, meant) in [
        (&["perft", "--variant", "capablanka"][..], "capablanca"),
        (&["moves", "--variant", "gardener"][..], "gardner"),
        (&["show", "--variant", "chess96"][..], "chess960"),
        (&["attacks", "rok", "e4"][..], "rook"),
        (&["attacks", "knigt", "e4"][..], "knight"),
        (&["attacks", "rook", "e4", "--method", "magik"][..], "magic"),
        (
            &["attacks", "rook", "e4", "--method", "koge-stone"][..],
            "kogge-stone",
        ),
        (&["transform", "rotate90", "startpos"][..], "rotate-90"),
        (&["transform", "colour-flip", "startpos"][..], "color-flip"),
        (&["show", "ray", "e4", "nort"][..], "north"),
        (&["show", "ray", "e4", "North-Easy"][..], "north-east"),
    ] {
        let error = one_error_line(args, common::USAGE);
        assert!(
            error.ends_with(&format!("; did you mean `{meant}`?\n")),
            "{args:?}: {error}"
        );
    }
    for args in [
        &["perft", "--variant", "xyzzy"][..],
        &["attacks", "wizard", "e4"][..],
    ] {
        let error = one_error_line(args, common::USAGE);
        assert!(!error.contains("did you mean"), "{args:?}: {error}");
    }
}

#[test]
fn variant_piece_and_technique_names_are_taken_in_any_case() {
    assert_eq!(
        stdout(&["moves", "--variant", "Capablanca", "--json"]),
        stdout(&["moves", "--variant", "capablanca", "--json"])
    );
    assert_eq!(
        stdout(&["show", "--variant", "GARDNER", "--json"]),
        stdout(&["show", "--variant", "gardner", "--json"])
    );
    assert_eq!(
        stdout(&["attacks", "Rook", "e4", "--method", "MAGIC", "--json"]),
        stdout(&["attacks", "rook", "e4", "--method", "magic", "--json"])
    );
    assert_eq!(
        stdout(&["attacks", "KNIGHT", "g1", "--json"]),
        stdout(&["attacks", "knight", "g1", "--json"])
    );
}

#[test]
fn symmetry_and_direction_names_are_taken_in_any_case() {
    let fen = "8/8/8/8/8/8/8/K1k4N w - - 0 1";
    for (typed, name) in [
        ("Rotate-90", "rotate-90"),
        ("MIRROR-ANTI-DIAGONAL", "mirror-anti-diagonal"),
        ("Color-Flip", "color-flip"),
    ] {
        assert_eq!(
            stdout(&["transform", typed, fen]),
            stdout(&["transform", name, fen])
        );
    }
    assert_eq!(
        stdout(&["show", "ray", "e4", "NORTH-WEST", "--hex"]),
        stdout(&["show", "ray", "e4", "north-west", "--hex"])
    );
}

#[test]
fn chess960_is_a_variant_name() {
    // Position 1 of the usual Chess960 perft suite: 21, 528, 12189.
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let json = stdout(&[
        "perft",
        "--variant",
        "chess960",
        "--fen",
        fen,
        "--depth",
        "3",
        "--json",
    ]);
    assert!(json.contains("\"nodes\":12189,"), "{json}");
    let json = stdout(&[
        "perft",
        "--variant",
        "Chess960",
        "--fen",
        fen,
        "--depth",
        "2",
        "--hash",
        "1",
        "--json",
    ]);
    assert!(json.contains("\"nodes\":528,"), "{json}");
    // Castling is king takes rook, in UCI, and is played so with --moves.
    let castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let moves = stdout(&["moves", "--variant", "chess960", castling]);
    assert!(moves.contains("O-O    e1h1\n"), "{moves}");
    assert!(moves.contains("O-O-O  e1a1\n"), "{moves}");
    let after = stdout(&[
        "show",
        "--variant",
        "chess960",
        castling,
        "--moves",
        "e1h1",
        "--json",
    ]);
    assert!(
        after.contains("\"fen\":\"r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1\""),
        "{after}"
    );
    // Without a FEN, the standard start position as a Chess960 one.
    let start = stdout(&["show", "--variant", "chess960", "--json"]);
    assert!(
        start.contains("\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\""),
        "{start}"
    );
    assert_eq!(
        stdout(&["moves", "--variant", "chess960"]).lines().count(),
        20
    );
    let error = one_error_line(&["moves", "--variant", "chess960", "8/8 w - -"], INPUT);
    assert!(error.starts_with("a1h8: "), "{error}");
}
