//! Running the `a1h8` binary as a user runs it, shared by the integration
//! tests.

use std::process::{Command, Output};

/// The output of `a1h8 args...`, without colours.
pub fn a1h8(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the a1h8 binary runs")
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

/// Standard error of a run that must fail: exactly one line, non-zero exit.
pub fn one_error_line(args: &[&str]) -> String {
    let output = a1h8(args);
    assert!(!output.status.success(), "a1h8 {args:?} should fail");
    assert!(output.stdout.is_empty(), "a1h8 {args:?} printed to stdout");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 error");
    assert_eq!(stderr.lines().count(), 1, "a1h8 {args:?}: {stderr:?}");
    assert!(stderr.starts_with("a1h8: "), "{stderr:?}");
    stderr
}
