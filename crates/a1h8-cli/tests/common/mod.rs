#![allow(dead_code)] // each test file uses its own part of these helpers
//! Running the `a1h8` binary as a user runs it, shared by the integration
//! tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The output of `a1h8 args...`, without colours, with nothing on
/// standard input.
pub fn a1h8(args: &[&str]) -> Output {
    a1h8_with_stdin(args, b"")
}

/// The output of `a1h8 args...`, without colours, with `input` on
/// standard input.
pub fn a1h8_with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the a1h8 binary runs");
    let mut stdin = child.stdin.take().expect("a piped standard input");
    let input = input.to_vec();
    // Written from another thread so that a large input cannot block while
    // the output fills its pipe; a command that reads nothing closes it
    // early, which is no error here.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the a1h8 binary runs");
    writer.join().expect("the input is written");
    output
}

/// Standard output of a run that must succeed.
pub fn stdout(args: &[&str]) -> String {
    let output = a1h8(args);
    assert!(
        output.status.success(),
        "a1h8 {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// Standard error of a run that must fail with exit status `status`:
/// exactly one line, nothing on standard output.
pub fn one_error_line(args: &[&str], status: i32) -> String {
    let output = a1h8(args);
    assert_eq!(output.status.code(), Some(status), "a1h8 {args:?}");
    assert!(output.stdout.is_empty(), "a1h8 {args:?} printed to stdout");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 error");
    assert_eq!(stderr.lines().count(), 1, "a1h8 {args:?}: {stderr:?}");
    assert!(stderr.starts_with("a1h8: "), "{stderr:?}");
    stderr
}

/// Each command line of `cases` fails with its exit status and exactly
/// the one line `a1h8: <message>`.
pub fn each_fails_with(cases: &[(&[&str], &str, i32)]) {
    for &(args, message, status) in cases {
        assert_eq!(
            one_error_line(args, status),
            format!("a1h8: {message}\n"),
            "a1h8 {args:?}"
        );
    }
}

/// Runs `a1h8 perft args... --divide` on one thread and on two, and
/// checks each run: "move: count" lines, a blank line, "Nodes searched:
/// <total>", each count `count_after(move)` and their sum `total`, the
/// timing on standard error. Returns the moves listed, in order (the same
/// on both runs).
pub fn divide(args: &[&str], total: u64, count_after: impl Fn(&str) -> u64) -> Vec<String> {
    let mut listed_by_each = Vec::new();
    for threads in ["1", "2"] {
        let mut full = vec!["perft"];
        full.extend(args);
        full.extend(["--divide", "--threads", threads]);
        let output = a1h8(&full);
        assert!(output.status.success(), "a1h8 {full:?}");
        let out = String::from_utf8(output.stdout).unwrap();
        let (moves, nodes) = out
            .split_once("\n\n")
            .expect("a blank line before the total");
        assert_eq!(nodes, format!("Nodes searched: {total}\n"));
        let mut sum = 0;
        let mut listed = Vec::new();
        for line in moves.lines() {
            let (mv, count) = line.split_once(": ").expect("move: count");
            let count: u64 = count.parse().unwrap();
            assert_eq!(count, count_after(mv), "{mv}");
            sum += count;
            listed.push(mv.to_string());
        }
        assert_eq!(sum, total);
        let timing = String::from_utf8(output.stderr).unwrap();
        assert!(
            timing.starts_with(&format!("{total} nodes in ")),
            "{timing}"
        );
        listed_by_each.push(listed);
    }
    assert_eq!(listed_by_each[0], listed_by_each[1]);
    listed_by_each.swap_remove(0)
}

/// Writes `text` to a fresh file of this test run (`name` in the
/// temporary directory, after the process id) and returns its path.
pub fn file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("a1h8-test-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// A perft suite of Gardner minichess, counted by Fairy-Stockfish.
pub const GARDNER_EPD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/gardner.epd");

/// `a1h8 perft --variant gardner --epd GARDNER_EPD`, then `more`.
pub fn gardner_suite<'a>(more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["perft", "--variant", "gardner", "--epd", GARDNER_EPD];
    args.extend(more);
    args
}

/// `a1h8 perft <game...> --depth <depth> --divide --hash 1 --threads
/// <threads>`: a divide counted with a hash table, of chess (`--fen`) or
/// of a variant (`--variant`).
pub fn hashed_divide(game: &[&str], depth: &str, threads: &str) -> String {
    let mut args = vec!["perft"];
    args.extend(game);
    args.extend([
        "--depth",
        depth,
        "--divide",
        "--hash",
        "1",
        "--threads",
        threads,
    ]);
    stdout(&args)
}

/// The exit status of a command line that is itself wrong.
pub const USAGE: i32 = 2;

/// The exit status of input that was read but failed.
pub const INPUT: i32 = 1;

/// The squares of a board drawn by the tool (rank 8 on top, files a to h)
/// whose cell is one of `marks`.
pub fn marked(output: &str, marks: &[&str]) -> a1h8::Bitboard {
    let mut set = a1h8::Bitboard::EMPTY;
    for line in output.lines() {
        let Some((rank, cells)) = line.split_once(" │") else {
            continue;
        };
        let Ok(rank) = rank.trim().parse::<u8>() else {
            continue;
        };
        for (file, cell) in cells.split_whitespace().take(8).enumerate() {
            if marks.contains(&cell) {
                let name = format!("{}{rank}", (b'a' + file as u8) as char);
                set = set.with(name.parse().expect("a square name"));
            }
        }
    }
    set
}
