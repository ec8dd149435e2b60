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
