//! `a1h8 emit`: the C header compiles with gcc in its strictest mode and a
//! C program checks every value against plain walks of the board; the Rust
//! module compiles on its own and a Rust program does the same; the JSON
//! parses and holds the library's values.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use a1h8::bitboard128::BoardMasks;
use a1h8::geometry::BoardSize;
use a1h8::{Direction, Square, attacks, between, line, ray};
use serde_json::Value;

mod common;

use common::{USAGE, one_error_line, stdout};

/// A fresh directory of this test run.
fn scratch(name: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "a1h8-emit-{}-{}-{name}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// `a1h8 emit --lang LANG` for the 8x8 board (`None`) or `files x ranks`.
fn emit(lang: &str, board: Option<(usize, usize)>, extra: &[&str]) -> String {
    let mut args = vec!["emit".to_string(), "--lang".to_string(), lang.to_string()];
    if let Some((files, ranks)) = board {
        args.extend([
            "--files".to_string(),
            files.to_string(),
            "--ranks".to_string(),
            ranks.to_string(),
        ]);
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    stdout(&args)
}

/// Runs `command`, which must succeed; its standard output.
fn run(command: &mut Command) -> String {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("{command:?}: {e}"));
    assert!(
        output.status.success(),
        "{command:?}:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

const BOARDS: [Option<(usize, usize)>; 7] = [
    None,
    Some((10, 8)),
    Some((5, 5)),
    Some((16, 8)),
    Some((11, 11)),
    Some((3, 7)),
    Some((1, 1)),
];

#[test]
fn the_c_header_compiles_strictly_and_checks_out() {
    for board in BOARDS {
        let dir = scratch("c");
        std::fs::write(dir.join("a1h8_tables.h"), emit("c", board, &[])).unwrap();
        let binary = dir.join("check");
        run(Command::new("gcc")
            .args([
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-pedantic",
                "-O1",
                "-I",
            ])
            .arg(&dir)
            .arg(data("check_tables.c"))
            .arg("-o")
            .arg(&binary));
        let report = run(&mut Command::new(&binary));
        let (files, ranks) = board.unwrap_or((8, 8));
        assert!(
            report.ends_with(&format!("values of a {files}x{ranks} board, 0 wrong\n")),
            "{report}"
        );
        // The 8x8 header has the magic tables, and the program checks them.
        assert_eq!(
            report.starts_with("magic lookups checked\n"),
            board.is_none(),
            "{report}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn the_rust_module_compiles_on_its_own_and_checks_out() {
    for board in [None, Some((10, 8)), Some((3, 7))] {
        let dir = scratch("rust");
        std::fs::write(dir.join("tables.rs"), emit("rust", board, &[])).unwrap();
        // On its own, as a library, warnings denied.
        run(Command::new("rustc")
            .args(["--edition", "2024", "--crate-type", "lib", "-D", "warnings"])
            .arg("--out-dir")
            .arg(&dir)
            .arg(dir.join("tables.rs")));
        std::fs::copy(data("check_tables.rs"), dir.join("main.rs")).unwrap();
        let binary = dir.join("check");
        let mut rustc = Command::new("rustc");
        rustc.args(["--edition", "2024", "-O"]);
        if board.is_none() {
            rustc.args(["--cfg", "magics"]);
        }
        run(rustc.arg(dir.join("main.rs")).arg("-o").arg(&binary));
        let report = run(&mut Command::new(&binary));
        assert!(report.ends_with(", 0 wrong\n"), "{report}");
        std::fs::remove_dir_all(dir).unwrap();
    }
}

/// A JSON set: `"0x..."`.
fn bits(value: &Value) -> u128 {
    let text = value.as_str().expect("a string");
    u128::from_str_radix(text.strip_prefix("0x").expect("0x"), 16).expect("hex")
}

#[test]
fn the_json_holds_the_librarys_tables() {
    let json: Value = serde_json::from_str(&emit("json", None, &[])).unwrap();
    assert_eq!(json["files"], 8);
    assert_eq!(json["squares"], 64);
    for a in Square::ALL {
        assert_eq!(
            bits(&json["knight"][a.index()]),
            u128::from(attacks::knight(a).0)
        );
        assert_eq!(
            bits(&json["king"][a.index()]),
            u128::from(attacks::king(a).0)
        );
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
            assert_eq!(
                bits(&json["ray"][d][a.index()]),
                u128::from(ray(a, direction).0)
            );
        }
        for b in Square::ALL {
            let (i, j) = (a.index(), b.index());
            assert_eq!(bits(&json["between"][i][j]), u128::from(between(a, b).0));
            assert_eq!(bits(&json["line"][i][j]), u128::from(line(a, b).0));
        }
    }
    // The magic tables: the documented formula gives the library's attacks.
    assert_eq!(json["rook_attacks"].as_array().unwrap().len(), 102_400);
    assert_eq!(json["bishop_attacks"].as_array().unwrap().len(), 5_248);
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    for square in Square::ALL {
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let occupied = state & state.rotate_left(17);
            for (name, expected) in [
                ("rook", attacks::rook(square, a1h8::Bitboard(occupied))),
                ("bishop", attacks::bishop(square, a1h8::Bitboard(occupied))),
            ] {
                let s = square.index();
                let number = |key: &str| json[format!("{name}_{key}")][s].as_u64().unwrap();
                let hex = |key: &str| bits(&json[format!("{name}_{key}")][s]) as u64;
                let hash = (occupied & hex("mask")).wrapping_mul(hex("magic")) >> number("shift");
                let index = (number("offset") + hash) as usize;
                assert_eq!(
                    bits(&json[format!("{name}_attacks")][index]),
                    u128::from(expected.0)
                );
            }
        }
    }
    // A 10x8 board needs 128 bits: 32 hex digits.
    let json: Value = serde_json::from_str(&emit("json", Some((10, 8)), &[])).unwrap();
    let size = BoardSize::new(10, 8).unwrap();
    let masks = BoardMasks::new(size).unwrap();
    let j10 = size.parse_square("j8").unwrap();
    assert_eq!(json["knight"][79].as_str().unwrap().len(), 34);
    assert_eq!(bits(&json["knight"][79]), masks.knight(j10).0);
    assert_eq!(json["anti_diagonal"].as_array().unwrap().len(), 17);
}

#[test]
fn tables_can_be_chosen() {
    let header = emit("c", None, &["--table", "between", "--table", "knight"]);
    assert!(header.contains("static const uint64_t A1H8_BETWEEN[64][64] = {"));
    assert!(header.contains("static const uint64_t A1H8_KNIGHT[64] = {"));
    assert!(!header.contains("A1H8_LINE"));
    let header = emit("c", Some((10, 8)), &["--table", "ray"]);
    assert!(header.contains("static const a1h8_u128 A1H8_RAY[8][80] = {"));
    let module = emit("rust", Some((4, 4)), &["--table", "file"]);
    assert!(module.contains("pub static FILE: [u64; 4] = ["), "{module}");
}

#[test]
fn emit_errors_are_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["emit", "--lang", "c", "--files", "16", "--ranks", "16"],
            "a1h8: a 16x16 board has 256 squares: --files and --ranks emit boards of up to 128\n",
        ),
        (
            &["emit", "--lang", "go"],
            "a1h8: invalid value 'go' for '--lang <LANG>': unknown language: expected one of c, rust, json\n",
        ),
        (
            &["emit", "--lang", "c", "--table", "queen"],
            "a1h8: invalid value 'queen' for '--table <NAME>': unknown table: expected one of \
             file, rank, diagonal, anti-diagonal, ray, between, line, knight, king, pawn-attacks, \
             rook-magic, bishop-magic\n",
        ),
        (
            &[
                "emit",
                "--lang",
                "c",
                "--files",
                "5",
                "--ranks",
                "5",
                "--table",
                "rook-magic",
            ],
            "a1h8: rook-magic is a table of the 8x8 board, not of a 5x5 board\n",
        ),
        (
            &["emit", "--lang", "c", "--files", "8"],
            "a1h8: the following required arguments were not provided: --ranks <RANKS>\n",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(one_error_line(args, USAGE), *message, "{args:?}");
    }
}
