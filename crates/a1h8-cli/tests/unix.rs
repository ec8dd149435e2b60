//! The tool as a Unix command: output that cannot be written, readers that
//! stop early, the exit-status contract, and messages in the user's words.

use std::fs::File;
use std::io::Write;
use std::process::{Command, Output, Stdio};

mod common;

use common::{INPUT, USAGE, a1h8, a1h8_with_stdin, gardner_suite, one_error_line, stdout};

const SAMPLE: &str = "k7/8/NK2B3/8/8/8/8/8 w - -";

/// Variants of a variants.ini: grandish (10x10) and wide (16x8).
const INI: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/variants.ini");

/// Work units of `a1h8 perft split --depth 3 --at 1`, and their results.
const UNITS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/split-units.jsonl");
const RESULTS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/split-results.jsonl"
);

/// Where `a1h8 site` writes in these tests (each run overwrites it).
const SITE: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/unix-site");

/// Capablanca chess after 1. e4.
const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1";

/// A directory holding the table of KQvK, generated once for all the
/// tests of this file.
fn tables() -> &'static str {
    static TABLES: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let dir = concat!(env!("CARGO_TARGET_TMPDIR"), "/unix-tables");
        let output = a1h8(&["tablebase", "generate", "KQvK", "--dir", dir]);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        dir.to_string()
    })
}

/// A run of every command that succeeds, with what it reads on standard
/// input: each subcommand at least once, `--json` wherever it exists.
fn every_command() -> Vec<(Vec<&'static str>, &'static [u8])> {
    let fens: &'static [u8] = b"k7/8/NK2B3/8/8/8/8/8 w - -\n8/8/8/8/8/2k5/q7/4K3 b - - 0 1\n";
    let tables = tables();
    vec![
        (vec!["tablebase", "generate", "KQvK", "--dir", tables], b""),
        (
            vec![
                "tablebase",
                "probe",
                "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1",
                "--dir",
                tables,
                "--line",
            ],
            b"",
        ),
        (
            vec!["tablebase", "probe", "--dir", tables, "--json"],
            b"8/8/8/5k2/8/8/1Q6/K7 w - - 0 1\n8/8/8/8/8/2k5/q7/4K3 b - - 0 1\n",
        ),
        (vec!["tablebase", "stats", "KQvK", "--dir", tables], b""),
        (
            vec!["tablebase", "stats", "KQvK", "--dir", tables, "--json"],
            b"",
        ),
        (vec!["tablebase", "verify", "KQvK", "--dir", tables], b""),
        (vec!["tour"], b""),
        (vec!["table", "nw-se"], b""),
        (vec!["table", "rank-minus-file", "--json"], b""),
        (vec!["table", "--list"], b""),
        (vec!["table", "--list", "--json"], b""),
        (vec!["show", "file", "e"], b""),
        (vec!["show", "rank", "4", "--json"], b""),
        (vec!["show", "diagonal", "-2"], b""),
        (vec!["show", "anti-diagonal", "b1", "--json"], b""),
        (vec!["show", "between", "b2", "g7"], b""),
        (vec!["show", "line", "d4", "f2", "--hex"], b""),
        (vec!["show", "ray", "e4", "nw", "--json"], b""),
        (vec!["show", "hex", "255", "--hex"], b""),
        (vec!["show", SAMPLE], b""),
        (
            vec!["show", SAMPLE, "--transform", "rotate-90", "--json"],
            b"",
        ),
        (vec!["transform", "rotate-90", SAMPLE], b""),
        (vec!["transform", "mirror-diagonal"], fens),
        (vec!["transform", "color-flip", "--json"], fens),
        (vec!["canonical", SAMPLE, "--explain"], b""),
        (vec!["canonical", "startpos"], b""),
        (vec!["moves"], b""),
        (vec!["moves", "--variant", "chess960"], b""),
        (vec!["show", "--variant", "Capablanca"], b""),
        (vec!["attacks", "Rook", "e4", "--method", "MAGIC"], b""),
        (
            vec!["moves", "startpos", "--moves", "e2e4", "e5", "--json"],
            b"",
        ),
        (vec!["show", "--moves", "e4", "e5"], b""),
        (vec!["perft", "--fen", "startpos", "--depth", "2"], b""),
        (vec!["perft", "--moves", "e4", "--depth", "2"], b""),
        (
            vec![
                "perft",
                "--variant",
                "capablanca",
                "--moves",
                "e2e4",
                "--depth",
                "1",
            ],
            b"",
        ),
        (vec!["canonical", "--colors"], fens),
        (vec!["canonical", "--json"], fens),
        (vec!["geometry", "--files", "10", "--ranks", "8"], b""),
        (
            vec!["geometry", "--files", "16", "--ranks", "16", "--json"],
            b"",
        ),
        (vec!["attacks", "rook", "e4", "--occupied", "e6,b4"], b""),
        (
            vec!["attacks", "queen", "d4", "--json", "--method", "hyperbola"],
            b"",
        ),
        (vec!["attacks", "knight", "g1", "--hex"], b""),
        (vec!["magics", "--piece", "bishop"], b""),
        (vec!["magics", "--stored", "--piece", "rook"], b""),
        (
            vec!["magics", "--verify"],
            b"bishop c1 0x0a0401020a009000\n",
        ),
        (vec!["perft", "--depth", "3"], b""),
        (
            vec!["perft", "--depth", "2", "--divide", "--threads", "2"],
            b"",
        ),
        (vec!["perft", "--depth", "2", "--json"], b""),
        (
            vec!["perft", "--variant", "capablanca", "--depth", "2"],
            b"",
        ),
        (
            vec![
                "perft",
                "--variant",
                "gardner",
                "--depth",
                "2",
                "--divide",
                "--threads",
                "2",
            ],
            b"",
        ),
        (
            vec!["perft", "--variant", "chancellor", "--depth", "2", "--json"],
            b"",
        ),
        (gardner_suite(&[]), b""),
        (gardner_suite(&["--max-depth", "2", "--json"]), b""),
        (vec!["perft", "split", "--depth", "3", "--at", "1"], b""),
        (vec!["perft", "split", "--depth", "2", "--at", "0"], b""),
        (
            vec![
                "perft",
                "run-units",
                UNITS,
                "--shard",
                "1/3",
                "--threads",
                "2",
            ],
            b"",
        ),
        (
            vec!["perft", "run-units", "-"],
            include_bytes!("data/split-units.jsonl"),
        ),
        (vec!["perft", "merge", UNITS, RESULTS], b""),
        (
            vec!["perft", "merge", UNITS, "-", "--json"],
            include_bytes!("data/split-results.jsonl"),
        ),
        (vec!["help", "perft", "split"], b""),
        (vec!["perft", "merge", "--help"], b""),
        (vec!["moves", SAMPLE], b""),
        (vec!["moves", "--json", SAMPLE], b""),
        (vec!["moves", "--variant", "gardner"], b""),
        (
            vec!["moves", "--variant", "capablanca", "--json", CAPABLANCA],
            b"",
        ),
        (vec!["show", "--variant", "capablanca", CAPABLANCA], b""),
        (vec!["show", "--variant", "chancellor", "--json"], b""),
        (vec!["variants"], b""),
        (vec!["variants", "--json"], b""),
        (
            vec![
                "perft",
                "--variant-file",
                INI,
                "--variant",
                "grandish",
                "--depth",
                "2",
            ],
            b"",
        ),
        (
            vec!["moves", "--variant-file", INI, "--variant", "grandish"],
            b"",
        ),
        (
            vec!["show", "--variant-file", INI, "--variant", "wide"],
            b"",
        ),
        (vec!["variants", "--file", INI], b""),
        (vec!["variants", "--file", INI, "--json"], b""),
        (vec!["emit", "--lang", "c"], b""),
        (
            vec!["emit", "--lang", "json", "--files", "10", "--ranks", "8"],
            b"",
        ),
        (vec!["emit", "--lang", "rust", "--table", "knight"], b""),
        (vec!["emit", "--lang", "json", "--explorer"], b""),
        (vec!["site", SITE], b""),
        (vec!["pgn", "-"], b"[White \"A\"]\n\n1. e4 e5 2. Nf3 *\n"),
        (vec!["pgn", "-", "--json"], b"1. d4 d5 1/2-1/2\n"),
        (vec!["pgn", "-", "--fen"], b"1. c4 *\n"),
        (vec!["completions", "bash"], b""),
        (vec!["completions", "zsh"], b""),
        (vec!["completions", "fish"], b""),
        (vec!["man"], b""),
        (vec!["help"], b""),
        (vec!["help", "show", "ray"], b""),
        (vec!["--help"], b""),
        (vec!["--version"], b""),
        (vec!["show", "--help"], b""),
        (vec!["show", "ray", "e4", "nw", "--format", "svg"], b""),
        (vec!["show", "between", "b2", "g7", "--svg", "-"], b""),
        (
            vec![
                "show",
                SAMPLE,
                "--transform",
                "rotate-90",
                "--format",
                "svg",
            ],
            b"",
        ),
        (
            vec!["show", "--variant", "capablanca", "--format", "svg"],
            b"",
        ),
        (vec!["table", "nw-se", "--format", "svg"], b""),
        (
            vec![
                "attacks",
                "rook",
                "e4",
                "--occupied",
                "e6,b4",
                "--format",
                "svg",
            ],
            b"",
        ),
        (
            vec![
                "geometry", "--files", "16", "--ranks", "16", "--format", "svg",
            ],
            b"",
        ),
        (
            vec!["transform", "mirror-diagonal", SAMPLE, "--format", "svg"],
            b"",
        ),
    ]
}

/// The commands `a1h8 --help` lists.
fn listed_commands() -> Vec<String> {
    listed_subcommands(&[])
}

/// The subcommands `a1h8 path... --help` lists.
fn listed_subcommands(path: &[&str]) -> Vec<String> {
    let mut args = path.to_vec();
    args.push("--help");
    let help = stdout(&args);
    help.lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

#[test]
fn the_list_covers_every_command() {
    let listed = listed_commands();
    assert!(listed.len() >= 9, "{listed:?}");
    for name in listed {
        assert!(
            every_command().iter().any(|(args, _)| args[0] == name),
            "{name} is not tried"
        );
    }
    // And the subcommands of perft.
    let listed = listed_subcommands(&["perft"]);
    assert_eq!(listed, ["split", "run-units", "merge"]);
    for name in listed {
        assert!(
            every_command()
                .iter()
                .any(|(args, _)| args.starts_with(&["perft", name.as_str()])),
            "perft {name} is not tried"
        );
    }
}

/// Runs `a1h8 args` with standard output sent to `stdout`.
fn run_into(args: &[&str], input: &[u8], out: impl Into<Stdio>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(out)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the a1h8 binary runs");
    let mut stdin = child.stdin.take().expect("a piped standard input");
    // A command that stops reading closes its input: no error here.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("the a1h8 binary runs")
}

#[test]
fn a_full_disk_is_one_line_and_status_1() {
    for (args, input) in every_command() {
        let full = File::create("/dev/full").expect("/dev/full exists");
        let output = run_into(&args, input, full);
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            "a1h8: cannot write standard output: No space left on device\n",
            "a1h8 {args:?} >/dev/full"
        );
        assert_eq!(output.status.code(), Some(1), "a1h8 {args:?} >/dev/full");
    }
}

#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    for (args, input) in every_command() {
        // The reader is gone before the command starts: its first write fails.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let output = run_into(&args, input, writer);
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            "",
            "a1h8 {args:?} | (closed)"
        );
        assert_eq!(output.status.code(), Some(0), "a1h8 {args:?} | (closed)");
    }
}

#[test]
fn a_reader_that_stops_early_is_no_failure() {
    // More output than a pipe holds, read in part: `| head -1`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(["geometry", "--files", "16", "--ranks", "16", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 1];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut first).unwrap();
    assert_eq!(&first, b"{");
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn batch_mode_keeps_its_failures_when_the_reader_stops() {
    // A bad first line is reported and counted even if nobody reads the rest.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let output = run_into(
        &["transform", "rotate-90"],
        b"nonsense\nk7/8/NK2B3/8/8/8/8/8 w - -\n",
        writer,
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "a1h8: line 1: 1 fields, expected 6 (placement, side to move, castling, en passant, \
         halfmove clock, fullmove number) or the first 4\n"
    );
    assert_eq!(output.status.code(), Some(1));
}

/// Every command meets the contract: 0 success, 1 input that failed, 2 a
/// wrong command line. (Status 1 for output that cannot be written is
/// [`a_full_disk_is_one_line_and_status_1`].)
#[test]
fn every_command_keeps_the_exit_status_contract() {
    for (args, input) in every_command() {
        let output = a1h8_with_stdin(&args, input);
        assert_eq!(output.status.code(), Some(0), "a1h8 {args:?}");
        // Only `perft --divide` speaks on standard error when all is well:
        // its timing, kept off the lines that diff against other programs.
        let stderr = String::from_utf8_lossy(&output.stderr);
        if args.contains(&"--divide") {
            assert!(
                stderr.ends_with(" Mnps (2 threads)\n"),
                "a1h8 {args:?}: {stderr}"
            );
        } else {
            assert!(stderr.is_empty(), "a1h8 {args:?}: {stderr}");
        }
        assert!(!output.stdout.is_empty(), "a1h8 {args:?}");
    }
    let input_failures: &[&[&str]] = &[
        &["show", "8/8/8/8/8/8/8/8 w - -"],
        &["show", "k7/8/8/8/8/8/8/7K w KQ -"],
        &[
            "show",
            "4k3/8/8/8/8/8/4P3/4K3 w - -",
            "--transform",
            "rotate-90",
        ],
        &["show", "8/8/8/8/8/8/8/8 w - -", "--json"],
        &["transform", "rotate-90", "8/8/8/8/8/8/8/8 w - -"],
        &["transform", "rotate-90", "4k3/8/8/8/8/8/4P3/4K3 w - -"],
        &["canonical", "8/8/8/8/8/8/8/8 w - -"],
        &["canonical", "--json", "k7/8/8/8 w - -"],
        &["magics", "--verify", "/no/such/file"],
        &["perft", "--fen", "8/8/8/8/8/8/8/8 w - -"],
        &[
            "perft",
            "split",
            "--fen",
            "8/8/8/8/8/8/8/8 w - -",
            "--at",
            "1",
        ],
        &["moves", "8/8/8/8/8/8/8/8 w - -"],
        &[
            "perft",
            "--variant",
            "gardner",
            "--fen",
            "8/8/8/8/8/8/8/8 w - -",
        ],
        &["moves", "--variant", "capablanca", "10/10/10 w - -"],
        &["show", "--variant", "gardner", "5/5/5/5/5 w - -"],
        &["show", "--variant", "gardner", "5/5/5/5/5 w - -", "--json"],
        &["site", "/dev/null/site"],
        &["moves", "--moves", "e4", "e4"],
        &["show", "--moves", "Nx"],
        &["perft", "--moves", "e2e5"],
        &["moves", "--variant", "capablanca", "--moves", "Nf3"],
    ];
    for args in input_failures {
        one_error_line(args, INPUT);
    }
    let usage_failures: &[&[&str]] = &[
        &["frobnicate"],
        &["--frobnicate"],
        &["tour", "extra"],
        &["table", "nope"],
        &["table", "nw-se", "--list"],
        &["show", "diagonal", "9"],
        &["show", "between", "a1"],
        &["show", "notafen"],
        &["show", SAMPLE, "--hex"],
        &["transform", "spin", SAMPLE],
        &["transform"],
        &["canonical", "--bogus"],
        &["canonical", "--json", "--explain", SAMPLE],
        &["geometry", "--files", "8"],
        &["geometry", "--files", "0", "--ranks", "8"],
        &["attacks", "rook"],
        &["attacks", "king", "e1", "--method", "magic"],
        &["magics", "--piece", "queen"],
        &["magics", "--seed", "1", "--verify"],
        &["perft", "--depth", "99"],
        &["perft", "--epd", "/no/such/file"],
        &["perft", "split", "--depth", "2", "--at", "3"],
        &["perft", "--depth", "3", "split", "--at", "1"],
        &["perft", "run-units", UNITS, "--shard", "3/3"],
        &["perft", "run-units", "/no/such/file"],
        &["perft", "run-units", RESULTS],
        &["perft", "merge", UNITS],
        &["perft", "merge", RESULTS, UNITS],
        &["help", "perft", "nope"],
        &["moves", "--moves"],
        &["perf"],
        &["perft", "--variant", "capablanka"],
        &["attacks", "rok", "e4"],
        &["attacks", "rook", "e4", "--method", "magik"],
        &["perft", "--variant", "nope"],
        &["perft", "run-units", UNITS, "--variant", "capablanca"],
        &["perft", "--variant", "gardner", "--epd", "/no/such/file"],
        &["moves", "--variant", "nope"],
        &["show", "--variant", "nope"],
        &["show", "--variant", "gardner", "--hex"],
        &["show", "--variant", "gardner", "--transform", "rotate-90"],
        &["variants", "extra"],
        &["perft", "--variant-file", INI],
        &[
            "perft",
            "--variant-file",
            "/no/such.ini",
            "--variant",
            "wide",
        ],
        &["moves", "--variant-file", INI, "--variant", "nope"],
        &["show", "--variant-file", INI, "--variant", "nope"],
        &["variants", "--file", "/no/such.ini"],
        &["emit"],
        &["emit", "--lang", "c", "--files", "12", "--ranks", "12"],
        &["emit", "--lang", "rust", "--explorer"],
        &["emit", "--lang", "json", "--explorer", "--table", "knight"],
        &["site"],
        &["completions", "tcsh"],
        &["completions"],
        &["man", "extra"],
        &["help", "nope"],
        &["help", "tour", "deeper"],
    ];
    for args in usage_failures {
        one_error_line(args, USAGE);
    }
    // A bad line among good ones on standard input: status 1.
    let output = a1h8_with_stdin(&["canonical"], b"nonsense\nk7/8/NK2B3/8/8/8/8/8 w - -\n");
    assert_eq!(output.status.code(), Some(INPUT));
    assert_eq!(String::from_utf8_lossy(&output.stdout).lines().count(), 1);
}

#[test]
fn the_contract_is_in_the_help() {
    let help = stdout(&["--help"]);
    assert!(
        help.contains(
            "Exit status: 0 success; 1 the input was read but something in it failed (a bad FEN, a\n\
             symmetry that does not apply) or standard output could not be written; 2 the command\n\
             line itself was wrong."
        ),
        "{help}"
    );
}

/// Exactly what the user reads on standard error.
#[test]
fn messages_speak_the_users_words() {
    let cases: &[(&[&str], &str, i32)] = &[
        (
            &["show", "between", "z9", "a1"],
            "invalid value 'z9' for '<SQUARE>': invalid file 'z' at column 1: expected a letter \
             from a to h",
            USAGE,
        ),
        (
            &["show", "ray", "e4"],
            "the following required arguments were not provided: <DIRECTION>",
            USAGE,
        ),
        (
            &["table"],
            "a table NAME is needed: one of rank-minus-file, seven-plus-rank-minus-file, \
             rank-minus-file-and-15, rank-plus-file, rank-plus-file-xor-7, nw-se, ne-sw \
             (a1h8 table --list describes them)",
            USAGE,
        ),
        (
            &["show", "diagonal", "99999999999999999999"],
            "invalid value '99999999999999999999' for '<WHICH>': no diagonal has rank - file = \
             99999999999999999999: expected -7 to 7",
            USAGE,
        ),
        (
            &["show", "anti-diagonal", "-99999999999999999999"],
            "invalid value '-99999999999999999999' for '<WHICH>': no anti-diagonal has rank + \
             file = -99999999999999999999: expected 0 to 14",
            USAGE,
        ),
        (
            &["show", "diagonal", "x"],
            "invalid value 'x' for '<WHICH>': expected a square such as c1 or a number from -7 \
             to 7",
            USAGE,
        ),
        (
            &["geometry", "--files", "-1", "--ranks", "8"],
            "invalid value '-1' for '--files <FILES>': -1 is negative: a board has 1 to 16 files",
            USAGE,
        ),
        (
            &[
                "geometry",
                "--files",
                "8",
                "--ranks",
                "99999999999999999999",
            ],
            "invalid value '99999999999999999999' for '--ranks <RANKS>': 99999999999999999999 \
             ranks is out of range: a board has 1 to 16 ranks",
            USAGE,
        ),
        (
            &["geometry", "--files", "x", "--ranks", "8"],
            "invalid value 'x' for '--files <FILES>': expected a whole number: a board has 1 to \
             16 files",
            USAGE,
        ),
        (
            &["show", "hex", "-1"],
            "invalid value '-1' for '<VALUE>': -1 is negative: a bitboard is a value from 0 to \
             0xffffffffffffffff",
            USAGE,
        ),
        (
            &["show", "hex", "0x1ffffffffffffffff"],
            "invalid value '0x1ffffffffffffffff' for '<VALUE>': 0x1ffffffffffffffff is out of \
             range: a bitboard is a value from 0 to 0xffffffffffffffff",
            USAGE,
        ),
        (
            &[
                "transform",
                "rotate-90",
                "k7/8/NK2B3/8/8/8/8/8 w - - 0 99999999999999999999",
            ],
            "field 6 (fullmove number): out of range at column 30: at most 4294967295",
            INPUT,
        ),
        (
            &["help", "nope"],
            "a1h8 has no command \"nope\": expected one of tour, table, show, transform, \
             canonical, geometry, attacks, magics, tablebase, perft, moves, variants, emit, pgn, site, completions, \
             man, help",
            USAGE,
        ),
        (
            &["help", "tour", "x"],
            "a1h8 tour has no subcommands",
            USAGE,
        ),
    ];
    common::each_fails_with(cases);
    // The FEN hint is for FENs only, not for the program's own path.
    assert!(!one_error_line(&["geometry", "--files", "8", "--x"], USAGE).contains("quote"));
}

#[test]
fn a_missing_command_prints_the_short_usage_not_the_help() {
    for (args, usage, hint) in [
        (
            &[][..],
            "Usage: a1h8 <COMMAND>\n",
            "For more information, try 'a1h8 --help'.\n",
        ),
        (
            &["show"][..],
            "Usage: a1h8 show <WHAT> [--format <FORMAT> | --json | --hex | --svg <FILE>]\n       \
             a1h8 show <FEN> [--transform <OP>] [--format <FORMAT> | --json | --svg <FILE>]\n",
            "For more information, try 'a1h8 show --help'.\n",
        ),
    ] {
        let output = a1h8(args);
        assert_eq!(output.status.code(), Some(USAGE), "a1h8 {args:?}");
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.starts_with("a1h8: "), "{stderr}");
        assert!(stderr.contains(usage), "{stderr}");
        assert!(stderr.ends_with(hint), "{stderr}");
        assert!(!stderr.contains("Options:"), "the whole help: {stderr}");
        assert!(stderr.lines().count() <= 7, "{stderr}");
    }
}

#[test]
fn help_is_a_command_with_help_of_its_own() {
    let help = stdout(&["help", "--help"]);
    assert!(help.contains("Usage: a1h8 help [COMMAND]..."), "{help}");
    assert_eq!(stdout(&["help"]), stdout(&["--help"]));
    assert_eq!(stdout(&["help", "show"]), stdout(&["show", "--help"]));
    assert_eq!(
        stdout(&["help", "show", "ray"]),
        stdout(&["show", "ray", "--help"])
    );
}

#[test]
fn table_usage_shows_the_name_as_required() {
    let help = stdout(&["table", "--help"]);
    assert!(
        help.contains(
            "Usage: a1h8 table <NAME> [--format <FORMAT> | --json | --svg <FILE>]\n       \
             a1h8 table --list [--json]\n"
        ),
        "{help}"
    );
    let usage: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Usage:"))
        .take_while(|l| !l.is_empty())
        .collect();
    assert!(!usage.join("\n").contains("[NAME]"), "{help}");
}

#[test]
fn counts_of_one_are_singular() {
    let first_line = |args: &[&str]| stdout(args).lines().next().unwrap().to_string();
    assert_eq!(
        first_line(&["geometry", "--files", "1", "--ranks", "1"]),
        "board 1x1: 1 square, 1 diagonal, 1 anti-diagonal"
    );
    assert_eq!(
        first_line(&["show", "ray", "g1", "east"]),
        "ray from g1 towards east: 1 square, origin excluded"
    );
    assert_eq!(
        first_line(&["show", "between", "b2", "d4"]),
        "between b2 and d4 (on diagonal a1-h8): 1 square, both ends excluded"
    );
    assert_eq!(first_line(&["show", "hex", "1"]), "bitboard: 1 square");
    assert_eq!(
        first_line(&["show", "diagonal", "-7"]),
        "diagonal h1: rank - file = -7, 1 square, light"
    );
    assert_eq!(
        first_line(&["show", "ray", "h1", "east"]),
        "ray from h1 towards east: 0 squares, origin excluded"
    );
}

#[test]
fn completions_and_the_man_page_are_made() {
    for (shell, mark) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef a1h8"),
        ("fish", "complete -c a1h8"),
    ] {
        let script = stdout(&["completions", shell]);
        assert!(script.contains(mark), "{shell}: {script}");
        for command in ["geometry", "canonical", "transform"] {
            assert!(script.contains(command), "{shell} lacks {command}");
        }
    }
    let page = stdout(&["man"]);
    assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{page}");
    assert!(page.contains(".TH a1h8 1"), "{page}");
    assert!(page.contains("Exit status"), "{page}");
}

#[test]
fn long_input_is_quoted_as_a_short_excerpt() {
    let long = "x".repeat(100_000);
    let line = one_error_line(&["show", &long], USAGE);
    assert_eq!(
        line,
        format!(
            "a1h8: \"{}…(100002 characters) is neither a FEN nor one of file, rank, diagonal, \
             anti-diagonal, ray, between, line, hex\n",
            "x".repeat(31)
        )
    );
    let squares = "e".repeat(100_000);
    let line = one_error_line(&["show", "between", &squares, "a1"], USAGE);
    assert!(line.len() < 200, "{line}");
    assert!(
        line.contains("…(100002 characters) for '<SQUARE>'"),
        "{line}"
    );
    // Many short words: the line is cut in the middle, its reason kept.
    let words = vec!["w"; 50_000].join(" ");
    let line = one_error_line(&["attacks", "rook", "e4", "--occupied", &words], USAGE);
    assert!(line.chars().count() < 450, "{line}");
    assert!(line.contains(" … "), "{line}");
}
