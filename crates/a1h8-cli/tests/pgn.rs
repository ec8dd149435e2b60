//! `a1h8 pgn`: the games of a PGN file listed, as FENs, UCI lines and JSON,
//! against what python-chess read of the same files (the data of
//! a1h8-game's tests, written by scripts/pgn_games.py).

use std::fs::File;
use std::process::{Command, Stdio};

mod common;

use common::{a1h8, a1h8_with_stdin, one_error_line};

const HAND: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../a1h8-game/tests/data/hand.pgn"
);
const RANDOM: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../a1h8-game/tests/data/random.pgn"
);
const RANDOM_TSV: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../a1h8-game/tests/data/random.tsv"
);

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("UTF-8 output")
}

#[test]
fn the_listing_has_a_line_a_game_and_a_summary() {
    let output = a1h8(&["pgn", HAND]);
    assert_eq!(output.status.code(), Some(1), "some games have a fault");
    assert!(output.stderr.is_empty());
    let stdout = text(output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 17);
    assert_eq!(
        lines[0],
        "1. Morphy, Paul - Duke Karl / Count Isouard: 33 plies, 1-0"
    );
    assert_eq!(
        lines[8],
        "9. ? - ?: 2 plies, then line 114, column 13: illegal move Nf6: no legal move \
         matches Nf6, in rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(lines[16], "16 games: 9 read whole, 7 with a fault");

    let output = a1h8(&["pgn", RANDOM]);
    assert_eq!(output.status.code(), Some(0));
    assert!(text(output.stdout).ends_with("\n1000 games: 1000 read whole, 0 with a fault\n"));
}

#[test]
fn uci_and_fen_lines_are_python_chess_s() {
    let tsv = std::fs::read_to_string(RANDOM_TSV).unwrap();
    let rows: Vec<Vec<&str>> = tsv.lines().map(|l| l.split('\t').collect()).collect();
    let uci = a1h8(&["pgn", RANDOM, "--uci"]);
    assert!(uci.status.success());
    let uci = text(uci.stdout);
    let fen = a1h8(&["pgn", RANDOM, "--fen"]);
    assert!(fen.status.success());
    let fen = text(fen.stdout);
    assert_eq!(uci.lines().count(), rows.len());
    assert_eq!(fen.lines().count(), rows.len());
    let mut same_fen = 0;
    for ((row, uci), fen) in rows.iter().zip(uci.lines()).zip(fen.lines()) {
        assert_eq!(uci, row[3]);
        // Chess960's castling rights: python-chess writes K/Q/k/q for
        // the outermost rook, a1h8 its file; the rest is the same.
        let theirs: Vec<&str> = row[2].split(' ').collect();
        let ours: Vec<&str> = fen.split(' ').collect();
        assert_eq!(ours.len(), 6);
        for field in [0, 1, 3, 4, 5] {
            assert_eq!(ours[field], theirs[field], "{fen} vs {}", row[2]);
        }
        same_fen += usize::from(fen == row[2]);
    }
    assert!(same_fen >= 900, "{same_fen}");
}

#[test]
fn faults_go_to_standard_error_beside_the_fen_and_uci_lines() {
    let output = a1h8(&["pgn", HAND, "--uci"]);
    assert_eq!(output.status.code(), Some(1));
    let stdout = text(output.stdout);
    assert_eq!(stdout.lines().count(), 16);
    assert_eq!(stdout.lines().nth(8), Some("e2e4 e7e5"));
    let stderr = text(output.stderr);
    assert_eq!(stderr.lines().count(), 7);
    assert!(
        stderr.starts_with("a1h8: game 9: line 114, column 13: illegal move Nf6: "),
        "{stderr}"
    );
    assert!(stderr.contains("a1h8: game 14: line 165, column 1: unknown variant \"Atomic\"\n"));
}

/// The shape docs/cli.md gives, unknown fields refused.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // read to check the shape
struct GameJson {
    game: u64,
    tags: std::collections::BTreeMap<String, String>,
    uci: Vec<String>,
    fen: String,
    result: Option<String>,
    error: Option<String>,
}

#[test]
fn json_gives_tags_moves_fen_result_and_error() {
    let output = a1h8(&["pgn", HAND, "--json"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stderr.is_empty());
    let stdout = text(output.stdout);
    let games: Vec<serde_json::Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    assert_eq!(games.len(), 16);
    for (number, line) in stdout.lines().enumerate() {
        let game: GameJson = serde_json::from_str(line).expect("the documented shape");
        assert_eq!(game.game, number as u64 + 1);
    }
    let keys: Vec<&str> = games[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["game", "tags", "uci", "fen", "result", "error"]);
    let tags: Vec<&str> = games[0]["tags"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        tags,
        [
            "Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO"
        ]
    );
    assert_eq!(games[0]["tags"]["White"], "Morphy, Paul");
    assert_eq!(games[0]["uci"].as_array().unwrap().len(), 33);
    assert_eq!(games[0]["result"], "1-0");
    assert_eq!(games[0]["error"], serde_json::Value::Null);
    assert_eq!(games[8]["uci"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(
        games[8]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    let error = games[8]["error"].as_str().unwrap();
    assert!(
        error.starts_with("line 114, column 13: illegal move Nf6: "),
        "{error}"
    );
    assert_eq!(games[15]["result"], serde_json::Value::Null);
}

#[test]
fn standard_input_is_read_with_a_dash() {
    let output = a1h8_with_stdin(
        &["pgn", "-", "--uci"],
        b"[White \"Legal\"]\n\n1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 1-0\n\n1. d4 *\n",
    );
    assert!(output.status.success());
    assert_eq!(text(output.stdout), "e2e4 e7e5 g1f3 d7d6 f1c4 c8g4\nd2d4\n");
    let output = a1h8_with_stdin(&["pgn", "-"], b"");
    assert!(output.status.success());
    assert_eq!(
        text(output.stdout),
        "0 games: 0 read whole, 0 with a fault\n"
    );
}

#[test]
fn bad_command_lines_and_files_are_status_2() {
    assert_eq!(
        one_error_line(&["pgn", "/no/such/file.pgn"], 2),
        "a1h8: cannot read /no/such/file.pgn: No such file or directory\n"
    );
    let output = a1h8(&["pgn", HAND, "--fen", "--json"]);
    assert_eq!(output.status.code(), Some(2));
    let output = a1h8(&["pgn", HAND, "--fen", "--uci"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        one_error_line(&["pgn", HAND, "--format", "json", "--uci"], 2),
        "a1h8: the argument '--format json' cannot be used with '--uci'\n"
    );
    let same = a1h8(&["pgn", HAND, "--format", "json"]);
    assert_eq!(same.stdout, a1h8(&["pgn", HAND, "--json"]).stdout);
}

#[test]
fn a_full_disk_is_status_1_and_a_closed_pipe_status_0() {
    let full = Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(["pgn", RANDOM, "--uci"])
        .stdout(File::create("/dev/full").expect("/dev/full"))
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(full.status.code(), Some(1));
    assert_eq!(
        text(full.stderr),
        "a1h8: cannot write standard output: No space left on device\n"
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(["pgn", RANDOM, "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read one line, then close the pipe: the tool ends quietly.
    {
        use std::io::{BufRead, BufReader};
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(first.starts_with("{\"game\":1,"));
    }
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stderr.is_empty());
}
