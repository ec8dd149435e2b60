//! `a1h8 perft` and `a1h8 moves`, run as a user runs them.

use std::collections::BTreeSet;

use a1h8::{Position, perft};

mod common;

use common::{INPUT, USAGE, a1h8, file, one_error_line, stdout};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn perft_prints_the_count_and_its_speed() {
    let out = stdout(&["perft", "--depth", "4"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(
        lines[0],
        "perft 4 of rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert!(lines[1].starts_with("197281 nodes in "), "{out}");
    assert!(lines[1].ends_with(" Mnps (1 thread)"), "{out}");
    let two = stdout(&["perft", "--fen", KIWIPETE, "--depth", "3", "--threads", "2"]);
    assert!(two.contains("\n97862 nodes in "), "{two}");
    assert!(two.ends_with(" Mnps (2 threads)\n"), "{two}");
}

#[test]
fn divide_lists_every_move_then_the_total() {
    let position = Position::from_fen(KIWIPETE).unwrap();
    let listed = common::divide(&["--fen", KIWIPETE, "--depth", "3"], 97_862, |mv| {
        perft(
            &position.play_unchecked(a1h8::Move::from_uci(&position, mv).unwrap()),
            2,
        )
    });
    let seen: BTreeSet<String> = listed.into_iter().collect();
    let legal: BTreeSet<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(seen, legal);
}

#[test]
fn perft_json_parses() {
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&["perft", "--depth", "3", "--divide", "--json"])).unwrap();
    assert_eq!(value["nodes"], 8902);
    assert_eq!(value["depth"], 3);
    assert_eq!(value["threads"], 1);
    assert_eq!(value["divide"].as_array().unwrap().len(), 20);
    let sum: u64 = value["divide"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["nodes"].as_u64().unwrap())
        .sum();
    assert_eq!(sum, 8902);
}

#[test]
fn epd_suites_pass_or_name_each_mismatch() {
    let good = file(
        "good.epd",
        &format!(
            "# a comment\n{} ;D1 20 ;D2 400 ;D3 8902\n\n{KIWIPETE} ;D1 48 ;D2 2039 ;D3 97862 ;D4 4085603\n",
            Position::starting()
        ),
    );
    assert_eq!(stdout(&["perft", "--epd", &good]), "2 passed, 0 failed\n");
    assert_eq!(
        stdout(&[
            "perft",
            "--epd",
            &good,
            "--max-depth",
            "2",
            "--threads",
            "2"
        ]),
        "2 passed, 0 failed\n"
    );
    let bad_count = file(
        "mismatch.epd",
        &format!(
            "{} ;D1 20 ;D2 401\n{KIWIPETE} ;D1 48\n",
            Position::starting()
        ),
    );
    let output = a1h8(&["perft", "--epd", &bad_count]);
    assert_eq!(output.status.code(), Some(INPUT));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "line 1: depth 2: expected 401, got 400: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
         1 passed, 1 failed\n"
    );
    let json = stdout(&["perft", "--epd", &good, "--max-depth", "1", "--json"]);
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), 3);
    let first: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(first["line"], 2);
    assert_eq!(first["passed"], true);
    let broken = file("broken.epd", "8/8/8 w - - ;D1 3\n");
    assert!(
        one_error_line(&["perft", "--epd", &broken], USAGE)
            .contains("broken.epd: line 1: field 1 (placement): 3 ranks")
    );
    let bad_depth = file(
        "depth.epd",
        &format!("{} ;D1 20 ;Dx 400\n", Position::starting()),
    );
    assert!(
        one_error_line(&["perft", "--epd", &bad_depth], USAGE)
            .ends_with("depth.epd: line 1: expected a depth from 1 to 20 at column 67\n")
    );
    assert!(
        one_error_line(&["perft", "--epd", "/no/such.epd"], USAGE)
            .ends_with("cannot read /no/such.epd: No such file or directory\n")
    );
}

#[test]
fn perft_arguments_are_checked() {
    assert_eq!(
        one_error_line(&["perft", "--depth", "21"], USAGE),
        "a1h8: invalid value '21' for '--depth <DEPTH>': depth 21 is too deep: a perft counts at most 20 plies\n"
    );
    assert_eq!(
        one_error_line(&["perft", "--threads", "0"], USAGE),
        "a1h8: invalid value '0' for '--threads <THREADS>': 0 is out of range: 1 to 256 threads\n"
    );
    assert!(one_error_line(&["perft", "--fen", "8/8 w"], INPUT).contains("2 fields"));
    assert_eq!(
        stdout(&["perft", "--depth", "0"])
            .lines()
            .nth(1)
            .unwrap()
            .split(' ')
            .next(),
        Some("1")
    );
}

#[test]
fn moves_are_the_legal_moves() {
    let out = stdout(&["moves", KIWIPETE]);
    let position = Position::from_fen(KIWIPETE).unwrap();
    let listed: BTreeSet<(String, String)> = out
        .lines()
        .map(|l| {
            let mut words = l.split_whitespace();
            let san = words.next().unwrap().to_string();
            (san, words.next().unwrap().to_string())
        })
        .collect();
    let legal: BTreeSet<(String, String)> = position
        .legal_moves()
        .iter()
        .map(|&m| (position.san(m).to_string(), m.to_string()))
        .collect();
    assert_eq!(listed, legal);
    assert_eq!(listed.len(), 48);
    assert!(listed.contains(&("O-O".to_string(), "e1g1".to_string())));
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["moves", "--json", KIWIPETE])).unwrap();
    assert_eq!(json["moves"].as_array().unwrap().len(), 48);
    assert_eq!(
        json["moves"][0]["uci"],
        position.legal_moves()[0].to_string()
    );
    // Mate: no moves, and the one line that says so.
    assert_eq!(
        stdout(&["moves", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"]),
        "checkmate, white wins\n"
    );
}

#[test]
fn threads_and_hash_give_the_counts_of_one_thread_without_hash() {
    for (fen, depth, expected) in [
        (Position::starting().to_string(), "5", "4865609"),
        (KIWIPETE.to_string(), "4", "4085603"),
        (
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1".to_string(),
            "5",
            "674624",
        ),
    ] {
        for (threads, hash) in [("1", "0"), ("2", "0"), ("1", "1"), ("2", "1"), ("3", "16")] {
            let out = stdout(&[
                "perft",
                "--fen",
                &fen,
                "--depth",
                depth,
                "--threads",
                threads,
                "--hash",
                hash,
                "--json",
            ]);
            let value: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(
                value["nodes"].to_string(),
                expected,
                "{fen} {threads} threads {hash} MB"
            );
        }
        let divided = common::hashed_divide(&["--fen", &fen], depth, "2");
        assert!(
            divided.ends_with(&format!("Nodes searched: {expected}\n")),
            "{divided}"
        );
    }
}

#[test]
fn epd_suites_of_chess960_are_read_by_their_castling_field() {
    let suite = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../a1h8/tests/data/chess960.epd"
    );
    assert_eq!(
        stdout(&["perft", "--epd", suite, "--max-depth", "3"]),
        "18 passed, 0 failed\n"
    );
    // Castling in Chess960 is king to rook in UCI.
    let out = stdout(&["moves", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"]);
    assert!(out.lines().any(|l| l == "O-O    e1h1"), "{out}");
    assert!(out.lines().any(|l| l == "O-O-O  e1a1"), "{out}");
}

/// Every numeric option reads a value out of range one way, the way
/// `geometry --files -1` does: negative, out of range, or not a number,
/// then the option's range in words.
#[test]
fn numeric_options_read_range_errors_one_way() {
    let error = |args: &[&str]| one_error_line(args, USAGE);
    assert_eq!(
        error(&["geometry", "--files", "-1", "--ranks", "8"]),
        "a1h8: invalid value '-1' for '--files <FILES>': -1 is negative: a board has 1 to 16 files\n"
    );
    assert_eq!(
        error(&["perft", "--depth", "-1"]),
        "a1h8: invalid value '-1' for '--depth <DEPTH>': -1 is negative: a perft counts 0 to 20 plies\n"
    );
    assert_eq!(
        error(&["perft", "--epd", "x.epd", "--max-depth", "-1"]),
        "a1h8: invalid value '-1' for '--max-depth <D>': -1 is negative: a perft counts 0 to 20 plies\n"
    );
    assert_eq!(
        error(&["perft", "split", "--depth", "4", "--at", "-1"]),
        "a1h8: invalid value '-1' for '--at <K>': -1 is negative: a perft counts 0 to 20 plies\n"
    );
    assert_eq!(
        error(&["perft", "--threads", "-1"]),
        "a1h8: invalid value '-1' for '--threads <THREADS>': -1 is negative: 1 to 256 threads\n"
    );
    assert_eq!(
        error(&["perft", "--threads", "0"]),
        "a1h8: invalid value '0' for '--threads <THREADS>': 0 is out of range: 1 to 256 threads\n"
    );
    assert_eq!(
        error(&["perft", "run-units", "u.jsonl", "--threads", "-2"]),
        "a1h8: invalid value '-2' for '--threads <THREADS>': -2 is negative: 1 to 256 threads\n"
    );
    assert_eq!(
        error(&["perft", "--hash", "-1"]),
        "a1h8: invalid value '-1' for '--hash <MB>': -1 is negative: a hash table has 0 to 16384 MiB\n"
    );
    assert_eq!(
        error(&["perft", "--hash", "16385"]),
        "a1h8: invalid value '16385' for '--hash <MB>': 16385 is out of range: a hash table has 0 to 16384 MiB\n"
    );
    assert_eq!(
        error(&["perft", "--depth", "x"]),
        "a1h8: invalid value 'x' for '--depth <DEPTH>': expected a whole number: a perft counts 0 to 20 plies\n"
    );
}

/// `--depth` and a perft suite's `;D21` stop at one depth, with one
/// message.
#[test]
fn epd_and_depth_share_one_limit_and_one_message() {
    let too_deep = "depth 21 is too deep: a perft counts at most 20 plies";
    assert_eq!(
        one_error_line(&["perft", "--depth", "21"], USAGE),
        format!("a1h8: invalid value '21' for '--depth <DEPTH>': {too_deep}\n")
    );
    let dir = tempdir();
    let path = dir.join("deep.epd");
    std::fs::write(&path, "4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 ;D21 5\n").unwrap();
    let line = one_error_line(&["perft", "--epd", path.to_str().unwrap()], USAGE);
    assert!(
        line.ends_with(&format!("deep.epd: line 1: {too_deep} (column 35)\n")),
        "{line}"
    );
}

/// A directory of its own for each test that writes files.
fn tempdir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "a1h8-perft-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A count past 2^64 is one error line and status 1, never a wrapped
/// number: a queen against a king to depth 20 with a table (a few
/// seconds).
#[test]
fn a_count_past_64_bits_is_an_error() {
    let line = one_error_line(
        &[
            "perft",
            "--fen",
            "8/8/8/4k3/8/8/8/3QK3 w - - 0 1",
            "--depth",
            "20",
            "--hash",
            "64",
            "--threads",
            "2",
        ],
        INPUT,
    );
    assert_eq!(
        line,
        "a1h8: perft 20 of 8/8/8/4k3/8/8/8/3QK3 w - - 0 1: the count does not fit in 64 bits (2^64 - 1 or more)\n"
    );
}

/// The table keeps each position's count at every depth: kings alone to
/// depth 20 with 64 MiB is a few thousand positions at twenty depths
/// (under a second), and agrees with the library's count.
#[test]
fn a_deep_hashed_count_of_kings_alone() {
    let kings = "8/8/8/4k3/8/8/8/4K3 w - - 0 1";
    let mut words = vec![0u64; 1 << 20];
    let mut table = a1h8::PerftTable::new(&mut words);
    let expected = a1h8::perft_hashed(&Position::from_fen(kings).unwrap(), 20, &mut table).unwrap();
    let out = stdout(&["perft", "--fen", kings, "--depth", "20", "--hash", "64"]);
    assert!(out.contains(&format!("\n{expected} nodes in ")), "{out}");
    // A large table costs nothing until it is used.
    let out = stdout(&["perft", "--depth", "3", "--hash", "4096", "--threads", "2"]);
    assert!(out.contains("\n8902 nodes in "), "{out}");
}

/// A hash table larger than the memory the process may have is one line
/// naming it, status 1, not an abort.
#[cfg(unix)]
#[test]
fn a_hash_table_too_large_for_memory_is_one_error_line() {
    for threads in ["1", "4"] {
        let output = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v 2000000; exec \"$0\" perft --hash 16384 --depth 3 --threads {threads}"
            ))
            .arg(env!("CARGO_BIN_EXE_a1h8"))
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(INPUT), "{stderr}");
        assert_eq!(
            stderr,
            "a1h8: cannot allocate the hash table (--hash 16384): 16384 MiB of memory are not available\n"
        );
        assert!(output.stdout.is_empty());
    }
}
