//! `a1h8 perft split`, `run-units` and `merge`, run as a user runs them:
//! split, counted (whole or in shards) and merged, a perft is the perft.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use a1h8::{Position, perft};
use serde_json::Value;

mod common;

use common::{INPUT, USAGE, a1h8, a1h8_with_stdin, one_error_line, stdout};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The units of the start position, depth 3, at 1, and their results.
const UNITS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/split-units.jsonl");
const RESULTS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/split-results.jsonl"
);

/// A path for `name`, fresh for this test run. The tests run at once in
/// one process, so each name may be taken once (two tests writing one file
/// fail at random).
fn path(name: &str) -> String {
    static TAKEN: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let mut taken = TAKEN.lock().unwrap_or_else(|e| e.into_inner());
    assert!(
        !taken.iter().any(|n| n == name),
        "two tests write the file {name:?}"
    );
    taken.push(name.to_string());
    let path: PathBuf =
        std::env::temp_dir().join(format!("a1h8-split-{}-{name}", std::process::id()));
    path.to_string_lossy().into_owned()
}

/// Writes `text` to a fresh file of this test run and returns its path.
fn file(name: &str, text: &str) -> String {
    let path = path(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// The units file of `a1h8 perft split args...`, written to a fresh file.
fn split(name: &str, args: &[&str]) -> String {
    let mut full = vec!["perft", "split"];
    full.extend(args);
    file(name, &stdout(&full))
}

/// The results of `a1h8 perft run-units units args...`, written to a
/// fresh file.
fn run_units(name: &str, units: &str, args: &[&str]) -> String {
    let mut full = vec!["perft", "run-units", units];
    full.extend(args);
    file(name, &stdout(&full))
}

/// The JSON lines of a file.
fn json_lines(path: &str) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// Standard output and error, and the exit status, of `a1h8 args...`.
fn run(args: &[&str]) -> (String, String, Option<i32>) {
    let output = a1h8(args);
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

#[test]
fn split_run_and_merge_give_the_perft() {
    for (name, fen, depth, nodes) in [
        ("start", START, "6", 119_060_324u64),
        ("kiwipete", KIWIPETE, "5", 193_690_690),
        // A published Chess960 count (the root is written back in X-FEN).
        (
            "chess960",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "4",
            326_672,
        ),
    ] {
        let root = Position::from_fen(fen).unwrap().to_string();
        for at in ["1", "2", "3"] {
            let tag = format!("{name}-{at}");
            let units = split(
                &format!("{tag}.units"),
                &["--fen", fen, "--depth", depth, "--at", at],
            );
            let results = run_units(&format!("{tag}.results"), &units, &["--threads", "2"]);
            assert_eq!(
                stdout(&["perft", "merge", &units, &results]),
                format!("perft {depth} of {root}: {nodes}\n"),
                "{tag}"
            );
        }
    }
}

#[test]
fn shards_merged_are_one_run() {
    let units = split(
        "shards.units",
        &["--fen", KIWIPETE, "--depth", "4", "--at", "2"],
    );
    let whole = run_units("shards.whole", &units, &[]);
    let shards: Vec<String> = (0..3)
        .map(|i| {
            run_units(
                &format!("shards.{i}"),
                &units,
                &["--shard", &format!("{i}/3")],
            )
        })
        .collect();
    // Each shard has the ids that are its index modulo 3, and together they
    // are the whole run, line for line.
    let mut lines: Vec<Value> = Vec::new();
    for (i, shard) in shards.iter().enumerate() {
        let shard = json_lines(shard);
        assert!(!shard.is_empty());
        assert!(
            shard
                .iter()
                .all(|r| r["id"].as_u64().unwrap() % 3 == i as u64)
        );
        lines.extend(shard);
    }
    lines.sort_by_key(|r| r["id"].as_u64().unwrap());
    assert_eq!(lines, json_lines(&whole));
    let expected = format!("perft 4 of {KIWIPETE}: 4085603\n");
    assert_eq!(stdout(&["perft", "merge", &units, &whole]), expected);
    let mut merge = vec!["perft", "merge", &units];
    merge.extend(shards.iter().map(String::as_str));
    assert_eq!(stdout(&merge), expected);
    // The shards through standard input, in any order.
    let mut text = String::new();
    for shard in shards.iter().rev() {
        text.push_str(&std::fs::read_to_string(shard).unwrap());
    }
    let output = a1h8_with_stdin(&["perft", "merge", &units, "-"], text.as_bytes());
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected);
    // Threads change nothing, and the units come from standard input too.
    let threaded = stdout(&["perft", "run-units", &units, "--threads", "2"]);
    assert_eq!(threaded, std::fs::read_to_string(&whole).unwrap());
    let piped = a1h8_with_stdin(
        &["perft", "run-units", "-", "--shard", "2/3"],
        std::fs::read_to_string(&units).unwrap().as_bytes(),
    );
    assert_eq!(
        String::from_utf8(piped.stdout).unwrap(),
        std::fs::read_to_string(&shards[2]).unwrap()
    );
}

#[test]
fn merge_names_missing_and_duplicated_results() {
    let results = std::fs::read_to_string(RESULTS).unwrap();
    let lines: Vec<&str> = results.lines().collect();
    assert_eq!(lines.len(), 20);
    // Unit 3's result lost, unit 5's counted twice.
    let mut kept: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.contains("\"id\":3,"))
        .collect();
    kept.push(lines[5]);
    let broken = file("broken.results", &(kept.join("\n") + "\n"));
    let (out, err, status) = run(&["perft", "merge", UNITS, &broken]);
    assert_eq!(
        (out.as_str(), err.as_str()),
        ("missing: 3\nduplicated: 5\n", "")
    );
    assert_eq!(status, Some(INPUT));
    // The same, the other half in another file: the lines of all files count.
    let first = file("first.results", &(lines[..10].join("\n") + "\n"));
    let (out, _, status) = run(&["perft", "merge", UNITS, &first, RESULTS]);
    assert_eq!(out, "duplicated: 0 1 2 3 4 5 6 7 8 9\n");
    assert_eq!(status, Some(INPUT));
    // With --json, the lists and no total.
    let (out, _, status) = run(&["perft", "merge", UNITS, &broken, "--json"]);
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["nodes"], Value::Null);
    assert_eq!(json["missing"], serde_json::json!([3]));
    assert_eq!(json["duplicated"], serde_json::json!([5]));
    assert_eq!(status, Some(INPUT));
    // A result of no unit, and one of another position: named, line by line.
    let unit_3 = lines[3];
    let stranger = file(
        "stranger.results",
        &format!(
            "{}\n{}\n",
            unit_3.replace("\"id\":3,", "\"id\":20,"),
            lines[7].replace("\"id\":7,", "\"id\":3,")
        ),
    );
    let rest = file(
        "rest.results",
        &(lines
            .iter()
            .copied()
            .filter(|l| !l.contains("\"id\":3,"))
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"),
    );
    // (A copy of the units under a short path: messages cut long words.)
    let units = file("named.units", &std::fs::read_to_string(UNITS).unwrap());
    let (out, err, status) = run(&["perft", "merge", &units, &rest, &stranger]);
    let hash = |line: &str| serde_json::from_str::<Value>(line).unwrap()["hash"].clone();
    assert_eq!(
        err,
        format!(
            "a1h8: {stranger}: line 1: unit 20 is not in {units}, whose 20 units are numbered \
             from 0\n\
             a1h8: {stranger}: line 2: unit 3 has hash {} in {units}, not {}: a result of other \
             units\n",
            hash(lines[3]).as_str().unwrap(),
            hash(lines[7]).as_str().unwrap()
        )
    );
    // The result with the wrong hash is no result for unit 3.
    assert_eq!(out, "missing: 3\n");
    assert_eq!(status, Some(INPUT));
    // Every unit has its result, but one result belongs to no unit: no total.
    let extra = file(
        "extra.results",
        &format!("{results}{}\n", unit_3.replace("\"id\":3,", "\"id\":99,")),
    );
    let (out, err, status) = run(&["perft", "merge", UNITS, &extra]);
    assert_eq!(out, "");
    assert!(err.contains("line 21: unit 99 is not in"), "{err}");
    assert_eq!(status, Some(INPUT));
}

#[test]
fn long_lists_of_ids_are_cut_to_twenty() {
    let units = split("many.units", &["--depth", "3", "--at", "2"]);
    let shard = run_units("many.0", &units, &["--shard", "0/3"]);
    let (out, _, status) = run(&["perft", "merge", &units, &shard]);
    let missing: Vec<String> = (0..400)
        .filter(|id| id % 3 != 0)
        .map(|id| id.to_string())
        .collect();
    assert_eq!(
        out,
        format!(
            "missing: {} … (266 in all; --json lists every one)\n",
            missing[..20].join(" ")
        )
    );
    assert_eq!(status, Some(INPUT));
    let (out, _, _) = run(&["perft", "merge", &units, &shard, "--json"]);
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["missing"].as_array().unwrap().len(), 266);
}

/// The positions after every sequence of `plies` legal moves, as FEN
/// without the clocks (the first four fields of the six), each with the
/// number of sequences that reach it, in the order first reached: counted
/// here without the library's walk.
fn positions_at(position: &Position, plies: u32) -> (Vec<String>, HashMap<String, u64>) {
    fn walk(
        position: &Position,
        plies: u32,
        order: &mut Vec<String>,
        counts: &mut HashMap<String, u64>,
    ) {
        if plies == 0 {
            let fen = position.to_string();
            let fields: Vec<&str> = fen.split(' ').collect();
            let key = fields[..4].join(" ");
            let count = counts.entry(key.clone()).or_insert(0);
            if *count == 0 {
                order.push(key);
            }
            *count += 1;
            return;
        }
        for &mv in &position.legal_moves() {
            walk(&position.play(mv), plies - 1, order, counts);
        }
    }
    let (mut order, mut counts) = (Vec::new(), HashMap::new());
    walk(position, plies, &mut order, &mut counts);
    (order, counts)
}

#[test]
fn units_are_the_distinct_positions_with_their_multiplicities() {
    let start = Position::starting();
    for (at, count) in [(0, 1), (1, 20), (2, 400), (3, 5362)] {
        let units = split(
            &format!("count-{at}.units"),
            &["--depth", "4", "--at", &at.to_string()],
        );
        let lines = json_lines(&units);
        assert_eq!(
            lines[0],
            serde_json::json!({"root": START, "depth": 4, "at": at, "units": count})
        );
        let (order, counts) = positions_at(&start, at);
        assert_eq!(order.len(), count);
        let set: HashSet<&String> = order.iter().collect();
        assert_eq!(set.len(), count);
        assert_eq!(lines.len(), count + 1);
        let mut total = 0;
        for (id, unit) in lines[1..].iter().enumerate() {
            let fen = unit["fen"].as_str().unwrap();
            // In the order the depth-first walk first reaches them.
            assert_eq!(fen, order[id], "unit {id}");
            assert_eq!(unit["id"], id);
            assert_eq!(unit["multiplicity"], counts[fen], "{fen}");
            assert_eq!(unit["depth"], 4 - at);
            let hash = Position::from_fen(fen).unwrap().zobrist();
            assert_eq!(unit["hash"], format!("{hash:#018x}"));
            total += unit["multiplicity"].as_u64().unwrap();
        }
        assert_eq!(total, perft(&start, at));
    }
    // Kiwipete has a transposition at ply 2 already.
    let position = Position::from_fen(KIWIPETE).unwrap();
    let (order, counts) = positions_at(&position, 2);
    let lines = json_lines(&split(
        "kiwi-2.units",
        &["--fen", KIWIPETE, "--depth", "2", "--at", "2"],
    ));
    assert_eq!(lines[0]["units"], order.len());
    assert!(order.len() < 2039);
    let twice: Vec<&Value> = lines[1..]
        .iter()
        .filter(|u| u["multiplicity"] != 1)
        .collect();
    assert!(!twice.is_empty());
    for unit in twice {
        assert_eq!(unit["multiplicity"], counts[unit["fen"].as_str().unwrap()]);
    }
}

#[test]
fn the_stored_units_and_results_are_what_the_tool_writes() {
    assert_eq!(
        stdout(&["perft", "split", "--depth", "3", "--at", "1"]),
        std::fs::read_to_string(UNITS).unwrap()
    );
    assert_eq!(
        stdout(&["perft", "run-units", UNITS]),
        std::fs::read_to_string(RESULTS).unwrap()
    );
    assert_eq!(
        stdout(&["perft", "merge", UNITS, RESULTS]),
        format!("perft 3 of {START}: 8902\n")
    );
}

#[test]
fn at_0_is_the_root_and_at_the_depth_counts_ones() {
    let units = split(
        "root.units",
        &["--fen", KIWIPETE, "--depth", "3", "--at", "0"],
    );
    let lines = json_lines(&units);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[1]["fen"],
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"
    );
    assert_eq!(
        (
            lines[1]["multiplicity"].as_u64(),
            lines[1]["depth"].as_u64()
        ),
        (Some(1), Some(3))
    );
    let results = run_units("root.results", &units, &[]);
    assert_eq!(
        stdout(&["perft", "merge", &units, &results]),
        format!("perft 3 of {KIWIPETE}: 97862\n")
    );
    let leaves = split("leaves.units", &["--depth", "2", "--at", "2"]);
    let results = run_units("leaves.results", &leaves, &[]);
    assert!(json_lines(&results).iter().all(|r| r["nodes"] == 1));
    assert_eq!(
        stdout(&["perft", "merge", &leaves, &results]),
        format!("perft 2 of {START}: 400\n")
    );
}

#[test]
fn bad_command_lines_are_usage_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["perft", "split", "--depth", "2", "--at", "3"],
            "--at 3 is deeper than --depth 2: the units are the positions after --at plies, each \
             counted to the depth left",
        ),
        (
            &["perft", "split", "--depth", "3"],
            "the following required arguments were not provided: --at <K>",
        ),
        (
            &["perft", "run-units", UNITS, "--shard", "3/3"],
            "invalid value '3/3' for '--shard <I/N>': there is no shard 3 of 3: I goes from 0 to 2",
        ),
        (
            &["perft", "run-units", UNITS, "--shard", "1/0"],
            "invalid value '1/0' for '--shard <I/N>': 0 shards: N is at least 1",
        ),
        (
            &["perft", "run-units", UNITS, "--shard", "2"],
            "invalid value '2' for '--shard <I/N>': expected I/N, such as 0/4: shard I of N, I \
             from 0 to N - 1",
        ),
        (
            &["perft", "run-units", UNITS, "--shard", "-1/2"],
            "invalid value '-1/2' for '--shard <I/N>': expected I/N, such as 0/4: shard I of N, I \
             from 0 to N - 1; \"-1\" is not a whole number",
        ),
        (
            &["perft", "run-units", UNITS, "--threads", "0"],
            "invalid value '0' for '--threads <THREADS>': 0 is out of range: 1 to 256 threads",
        ),
        (
            &["perft", "merge", UNITS],
            "the following required arguments were not provided: <RESULTS>...",
        ),
        (
            &["perft", "--depth", "3", "split", "--at", "1"],
            "the subcommand 'split' cannot be used with '--depth <DEPTH>'",
        ),
        (
            &["perft", "run-units", "/no/such/units.jsonl"],
            "cannot read /no/such/units.jsonl: No such file or directory",
        ),
        (
            &["perft", "merge", UNITS, "/no/such/results.jsonl"],
            "cannot read /no/such/results.jsonl: No such file or directory",
        ),
        // A path is not taken for an unquoted FEN.
        (
            &["perft", "run-units", "/tmp/units.jsonl", "--bogus"],
            "unexpected argument '--bogus' found",
        ),
    ];
    for &(args, message) in cases {
        assert_eq!(
            one_error_line(args, USAGE),
            format!("a1h8: {message}\n"),
            "a1h8 {args:?}"
        );
    }
    // A FEN that fails is input that failed.
    assert_eq!(
        one_error_line(
            &[
                "perft",
                "split",
                "--fen",
                "8/8/8/8/8/8/8/8 w - -",
                "--at",
                "1"
            ],
            INPUT
        ),
        "a1h8: field 1 (placement): no white king\n"
    );
}

#[test]
fn a_bad_units_file_is_one_line_naming_the_line() {
    let good = std::fs::read_to_string(UNITS).unwrap();
    let lines: Vec<&str> = good.lines().collect();
    let with_line = |number: usize, text: &str| -> String {
        let mut lines = lines.clone();
        lines[number - 1] = text;
        lines.join("\n") + "\n"
    };
    let unit_2 = lines[2];
    let cases: Vec<(&str, String, String)> =
        vec![
        (
            "empty",
            String::new(),
            "no header: the file is empty, and a units file of a1h8 perft split begins with \
             {\"root\", \"depth\", \"at\", \"units\"}"
                .to_string(),
        ),
        (
            "not-json",
            with_line(3, "{\"id\": 1,"),
            "line 3: not JSON: EOF while parsing a value at column 9".to_string(),
        ),
        (
            "headless",
            lines[1..].join("\n"),
            "line 1: not the header of a units file {\"root\", \"depth\", \"at\", \"units\"}: \
             unknown field `id`, expected one of `root`, `depth`, `at`, `units`"
                .to_string(),
        ),
        (
            "wrong-field",
            with_line(3, &unit_2.replace("multiplicity", "weight")),
            "line 3: not a unit {\"id\", \"fen\", \"hash\", \"multiplicity\", \"depth\"}: unknown \
             field `weight`, expected one of `id`, `fen`, `hash`, `multiplicity`, `depth`"
                .to_string(),
        ),
        (
            "missing-field",
            with_line(3, &unit_2.replace(",\"depth\":2", "")),
            "line 3: not a unit {\"id\", \"fen\", \"hash\", \"multiplicity\", \"depth\"}: missing \
             field `depth`"
                .to_string(),
        ),
        (
            "wrong-type",
            with_line(1, &lines[0].replace("\"depth\":3", "\"depth\":\"3\"")),
            "line 1: not the header of a units file {\"root\", \"depth\", \"at\", \"units\"}: \
             invalid type: string \"3\", expected u32"
                .to_string(),
        ),
        (
            "out-of-order",
            with_line(3, &unit_2.replace("\"id\":1,", "\"id\":2,")),
            "line 3: unit id 2 where 1 was expected: the units are numbered from 0, in order"
                .to_string(),
        ),
        (
            "wrong-depth",
            with_line(3, &unit_2.replace("\"depth\":2", "\"depth\":3")),
            "line 3: depth 3, but the header's depth 3 at 1 leaves 2".to_string(),
        ),
        (
            "short",
            lines[..5].join("\n") + "\n",
            "line 6: the file ends after 4 units, and its header promises 20".to_string(),
        ),
        (
            "long-line",
            format!("{good}{}\n", lines[20].replace("\"id\":19,", "\"id\":20,")),
            "line 22: a unit more than the header's 20 units".to_string(),
        ),
        (
            "bad-hash",
            with_line(3, &unit_2.replace("\"hash\":\"0x", "\"hash\":\"0y")),
            format!(
                "line 3: hash \"0y{}\": expected 0x and up to 16 hex digits",
                &serde_json::from_str::<Value>(unit_2).unwrap()["hash"].as_str().unwrap()[2..]
            ),
        ),
        (
            "bad-fen",
            with_line(3, &unit_2.replace(" b KQkq -", " x KQkq -")),
            "line 3: fen: field 2 (side to move): expected w or b at column 47".to_string(),
        ),
        (
            "results",
            std::fs::read_to_string(RESULTS).unwrap(),
            "line 1: not the header of a units file {\"root\", \"depth\", \"at\", \"units\"}: \
             unknown field `id`, expected one of `root`, `depth`, `at`, `units`"
                .to_string(),
        ),
    ];
    for (name, text, message) in cases {
        let path = file(&format!("{name}.units"), &text);
        let expected = if name == "empty" {
            format!("a1h8: {path}: {message}\n")
        } else {
            format!(
                "a1h8: {path}: line {}\n",
                message.strip_prefix("line ").unwrap()
            )
        };
        assert_eq!(
            one_error_line(&["perft", "run-units", &path], USAGE),
            expected,
            "{name}"
        );
        assert_eq!(
            one_error_line(&["perft", "merge", &path, RESULTS], USAGE),
            expected,
            "{name}"
        );
    }
    // A hash that is not its FEN's: the file was edited, or is of another tool.
    let other = serde_json::from_str::<Value>(lines[3]).unwrap()["hash"].clone();
    let path = file(
        "other-hash.units",
        &with_line(
            3,
            &unit_2.replace(
                serde_json::from_str::<Value>(unit_2).unwrap()["hash"]
                    .as_str()
                    .unwrap(),
                other.as_str().unwrap(),
            ),
        ),
    );
    assert_eq!(
        one_error_line(&["perft", "run-units", &path], USAGE),
        format!(
            "a1h8: {path}: line 3: hash {} is not that of its FEN, {}\n",
            other.as_str().unwrap(),
            serde_json::from_str::<Value>(unit_2).unwrap()["hash"]
                .as_str()
                .unwrap()
        )
    );
    // A bad results file is a bad file too.
    let path = file("garbage.results", "{\"id\":0,\"nodes\":1}\n");
    assert_eq!(
        one_error_line(&["perft", "merge", UNITS, &path], USAGE),
        format!(
            "a1h8: {path}: line 1: not a result {{\"id\", \"hash\", \"nodes\"}}: missing field \
             `hash`\n"
        )
    );
}

#[test]
fn perft_itself_is_unchanged_and_its_subcommands_have_help() {
    let out = stdout(&["perft", "--depth", "3"]);
    assert!(
        out.starts_with(&format!("perft 3 of {START}\n8902 nodes in ")),
        "{out}"
    );
    for command in ["split", "run-units", "merge"] {
        let help = stdout(&["perft", command, "--help"]);
        assert_eq!(stdout(&["help", "perft", command]), help);
        assert!(
            help.contains(&format!("Usage: a1h8 perft {command} ")),
            "{help}"
        );
        assert!(help.contains("Examples:\n  a1h8 perft "), "{help}");
    }
    let help = stdout(&["perft", "--help"]);
    assert!(
        help.contains("Usage: a1h8 perft [OPTIONS]\n       a1h8 perft <COMMAND>\n"),
        "{help}"
    );
    for command in ["split", "run-units", "merge"] {
        assert!(help.contains(&format!("\n  {command} ")), "{help}");
    }
    assert!(stdout(&["perft", "split", "--help"]).contains("move clocks"));
}
