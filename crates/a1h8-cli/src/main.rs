//! The `a1h8` command-line tool.
fn main() {}
