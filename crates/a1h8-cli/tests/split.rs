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
    // A result edited in place, and one of another unit of this split with
    // its id changed: named, line by line, and no result.
    let units = file("named.units", &std::fs::read_to_string(UNITS).unwrap());
    let edited = file(
        "edited.results",
        &format!(
            "{}\n{}\n",
            lines[3].replace("\"nodes\":400,", "\"nodes\":401,"),
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
    let (out, err, status) = run(&["perft", "merge", &units, &rest, &edited]);
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 2, "{err}");
    for (number, line) in errors.iter().enumerate() {
        assert!(
            line.starts_with(&format!("a1h8: {edited}: line {}: check ", number + 1))
                && line.ends_with(": the line was edited or damaged"),
            "{line}"
        );
    }
    assert_eq!(out, "missing: 3\n");
    assert_eq!(status, Some(INPUT));
}

/// Point 1 of issue 18: results of another split (another depth, another
/// ply) are refused by name, in one line for the file, and give no total.
#[test]
fn results_of_another_split_are_refused() {
    let units5 = split("other-split-5.units", &["--depth", "5", "--at", "2"]);
    let units4 = split("other-split-4.units", &["--depth", "4", "--at", "2"]);
    let results4 = run_units("other-split-4.results", &units4, &[]);
    assert_eq!(
        stdout(&["perft", "merge", &units4, &results4]),
        format!("perft 4 of {START}: 197281\n")
    );
    let (out, err, status) = run(&["perft", "merge", &units5, &results4]);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "a1h8: {results4}: line 1: a result of a unit counted to depth 2, and these units \
             are counted to depth 3: a result of another split ("
        )),
        "{err}"
    );
    assert!(out.starts_with("missing: 0 1 2"), "{out}");
    assert_eq!(status, Some(INPUT));
    // The same depth left, from another ply: the split names the mismatch.
    let units3 = split("other-split-3.units", &["--depth", "3", "--at", "1"]);
    let results3 = run_units("other-split-3.results", &units3, &[]);
    let units_at_2 = split("other-split-at2.units", &["--depth", "4", "--at", "2"]);
    let (_, err, status) = run(&["perft", "merge", &units_at_2, &results3]);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(": line 1: a result of another split, "),
        "{err}"
    );
    assert_eq!(status, Some(INPUT));
    // With --json, no total either.
    let (out, _, _) = run(&["perft", "merge", &units5, &results4, "--json"]);
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["nodes"], Value::Null);
}

/// Point 2 of issue 18: a units or results file edited in place is an
/// error, not another total: every field of every line is under its check.
#[test]
fn edited_units_and_results_are_refused() {
    let units = std::fs::read_to_string(UNITS).unwrap();
    let results = std::fs::read_to_string(RESULTS).unwrap();
    // The multiplicity edited from 1 to 2 (once 197680 for 197281).
    let edited = file(
        "edited-multiplicity.units",
        &units.replacen("\"multiplicity\":1,", "\"multiplicity\":2,", 1),
    );
    let message = one_error_line(&["perft", "merge", &edited, RESULTS], USAGE);
    assert!(
        message.starts_with(&format!("a1h8: {edited}: line 2: check "))
            && message.ends_with(": the line was edited or damaged\n"),
        "{message}"
    );
    // Each field of the header and of a unit, edited.
    let lines: Vec<&str> = units.lines().collect();
    for (number, from, to) in [
        (1, "\"depth\":3", "\"depth\":4"),
        (1, "\"at\":1", "\"at\":2"),
        (1, "\"units\":20", "\"units\":21"),
        (1, " w KQkq - 0 1", " w KQkq - 0 2"),
        (3, "\"depth\":2", "\"depth\":3"),
        (3, "\"id\":1,", "\"id\":0,"),
        (3, "\"multiplicity\":1", "\"multiplicity\":3"),
    ] {
        let mut edited = lines.clone();
        let line = edited[number - 1].replacen(from, to, 1);
        assert_ne!(line, edited[number - 1], "{from}");
        edited[number - 1] = &line;
        let path = file(
            &format!("edited-{number}-{}.units", from.len()),
            &(edited.join("\n") + "\n"),
        );
        let message = one_error_line(&["perft", "run-units", &path], USAGE);
        assert!(
            message.starts_with(&format!("a1h8: {path}: line {number}: check ")),
            "{from}: {message}"
        );
    }
    // A count edited in place in a result line.
    let edited = file(
        "edited-count.results",
        &results.replacen("\"nodes\":440,", "\"nodes\":441,", 1),
    );
    let (out, err, status) = run(&["perft", "merge", UNITS, &edited]);
    assert!(
        err.starts_with(&format!("a1h8: {edited}: line 2: check ")),
        "{err}"
    );
    assert_eq!(out, "missing: 1\n");
    assert_eq!(status, Some(INPUT));
}

/// Point 13 of issue 18: a last line cut short (a writer killed) is treated
/// as the Dask driver treats it: no result, its unit missing, with a note;
/// a count out of range is said in the file's terms.
#[test]
fn a_cut_last_line_is_no_result_and_counts_read_in_the_files_terms() {
    let results = std::fs::read_to_string(RESULTS).unwrap();
    let cut = file("cut.results", &results[..results.len() - 25]);
    let (out, err, status) = run(&["perft", "merge", UNITS, &cut]);
    assert_eq!(
        err,
        format!(
            "{cut}: line 20: cut short (the file ends inside it, as when its writer was \
             stopped): no result, its unit is counted as missing\n"
        )
    );
    assert_eq!(out, "missing: 19\n");
    assert_eq!(status, Some(INPUT));
    // With the missing unit's line from another file, the total.
    let last = file(
        "cut-last.results",
        &format!("{}\n", results.lines().last().unwrap()),
    );
    let (out, _, status) = run(&["perft", "merge", UNITS, &cut, &last]);
    assert_eq!(out, format!("perft 3 of {START}: 8902\n"));
    assert_eq!(status, Some(0));
    // A broken line that is not the last, or not the start of a result, is a
    // bad file.
    let broken = file(
        "broken-middle.results",
        &format!("{}\n{results}", &results[..40]),
    );
    let message = one_error_line(&["perft", "merge", UNITS, &broken], USAGE);
    assert!(message.contains(": line 1: not JSON: "), "{message}");
    let notes = file("notes.results", "my notes, no newline");
    let message = one_error_line(&["perft", "merge", UNITS, &notes], USAGE);
    assert!(message.contains(": line 1: not JSON: "), "{message}");
    // Counts out of range or of the wrong type, in the file's terms.
    let first = results.lines().next().unwrap();
    for (nodes, words) in [
        (
            "1.23e29",
            "nodes 1.23e+29 is out of range: a count is a whole number from 0 to 2^64 - 1",
        ),
        (
            "18446744073709551616",
            "nodes 1.8446744073709552e+19 is out of range: a count is a whole number from 0 to \
             2^64 - 1",
        ),
        (
            "-1",
            "nodes -1 is negative: a count is a whole number from 0 to 2^64 - 1",
        ),
        (
            "true",
            "nodes true: expected a whole number: a count is a whole number from 0 to 2^64 - 1",
        ),
    ] {
        let path = file(
            &format!("nodes-{}.results", nodes.len()),
            &format!(
                "{}\n",
                first.replace("\"nodes\":400,", &format!("\"nodes\":{nodes},"))
            ),
        );
        assert_eq!(
            one_error_line(&["perft", "merge", UNITS, &path], USAGE),
            format!("a1h8: {path}: line 1: {words}\n")
        );
    }
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
            walk(&position.play_unchecked(mv), plies - 1, order, counts);
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
        let rules = a1h8::variant::CHESS.rules_digest();
        let split_id = a1h8_units::SplitId::of("chess", rules, START, 4, at).to_string();
        let mut header = lines[0].clone();
        assert_eq!(header["check"].as_str().map(str::len), Some(16));
        header.as_object_mut().unwrap().remove("check");
        assert_eq!(
            header,
            serde_json::json!({
                "split": split_id,
                "game": "chess",
                "rules": format!("{rules:016x}"),
                "ini": "",
                "root": START,
                "depth": 4,
                "at": at,
                "units": count
            })
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

/// `line`, a unit of the units file whose header is `header`, with its
/// check made anew: a file edited by someone who recomputes the checks, to
/// reach the checks behind them.
fn rechecked_unit(header: &str, line: &str) -> String {
    let split = serde_json::from_str::<Value>(header).unwrap()["split"]
        .as_str()
        .unwrap()
        .to_string();
    let unit: Value = serde_json::from_str(line).unwrap();
    let text = |field: &str| unit[field].as_str().unwrap().to_string();
    let number = |field: &str| unit[field].as_u64().unwrap();
    let check = a1h8_units::Digest::of_fields(&[
        &"unit",
        &split,
        &number("id"),
        &text("fen"),
        &text("hash"),
        &number("multiplicity"),
        &number("depth"),
    ]);
    let old = text("check");
    line.replace(&old, &format!("{check:016x}"))
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
    let rechecked = |text: &str| rechecked_unit(lines[0], text);
    let hash_of = |line: &str| {
        serde_json::from_str::<Value>(line).unwrap()["hash"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let header_fields =
        r#"{"split", "game", "rules", "ini", "root", "depth", "at", "units", "check"}"#;
    let unit_fields = r#"{"id", "fen", "hash", "multiplicity", "depth", "check"}"#;
    let cases: Vec<(&str, String, String)> =
        vec![
        (
            "empty",
            String::new(),
            format!(
                "no header: the file is empty, and a units file of a1h8 perft split begins with \
                 the header of a units file {header_fields}"
            ),
        ),
        (
            "not-json",
            with_line(3, "{\"id\": 1,"),
            "line 3: not JSON: EOF while parsing a value at column 9".to_string(),
        ),
        (
            "headless",
            lines[1..].join("\n"),
            format!(
                "line 1: not the header of a units file {header_fields}: unknown field \"fen\""
            ),
        ),
        (
            "wrong-field",
            with_line(3, &unit_2.replace("multiplicity", "weight")),
            format!("line 3: not a unit {unit_fields}: unknown field \"weight\""),
        ),
        (
            "missing-field",
            with_line(3, &unit_2.replace(",\"depth\":2", "")),
            format!("line 3: not a unit {unit_fields}: no field \"depth\""),
        ),
        (
            "wrong-type",
            with_line(1, &lines[0].replace("\"depth\":3", "\"depth\":\"3\"")),
            "line 1: depth \"3\": expected a whole number: a depth is a whole number from 0 to 20"
                .to_string(),
        ),
        (
            "too-deep",
            with_line(1, &lines[0].replace("\"depth\":3", "\"depth\":300")),
            "line 1: depth 300 is out of range: a depth is a whole number from 0 to 20"
                .to_string(),
        ),
        (
            "edited",
            with_line(3, &unit_2.replace("\"multiplicity\":1", "\"multiplicity\":2")),
            "line 3: check ".to_string(),
        ),
        (
            "out-of-order",
            with_line(3, lines[3]),
            "line 3: unit id 2 where 1 was expected: the units are numbered from 0, in order"
                .to_string(),
        ),
        (
            "wrong-depth",
            with_line(3, &rechecked(&unit_2.replace("\"depth\":2", "\"depth\":3"))),
            "line 3: depth 3, but the header's depth 3 at 1 leaves 2".to_string(),
        ),
        (
            "short",
            lines[..5].join("\n") + "\n",
            "line 6: the file ends after 4 units, and its header promises 20".to_string(),
        ),
        (
            "long-line",
            format!("{good}{}\n", lines[20]),
            "line 22: a unit more than the header's 20 units".to_string(),
        ),
        (
            "bad-hash",
            with_line(3, &unit_2.replace("\"hash\":\"0x", "\"hash\":\"0y")),
            format!(
                "line 3: hash \"0y{}\": expected 0x and up to 16 hex digits",
                &hash_of(unit_2)[2..]
            ),
        ),
        (
            "bad-fen",
            with_line(3, &rechecked(&unit_2.replace(" b KQkq -", " x KQkq -"))),
            "line 3: fen: field 2 (side to move): expected w or b at column 47".to_string(),
        ),
        (
            "other-hash",
            with_line(3, &rechecked(&unit_2.replace(&hash_of(unit_2), &hash_of(lines[3])))),
            format!(
                "line 3: hash {} is not that of its FEN, {}",
                hash_of(lines[3]),
                hash_of(unit_2)
            ),
        ),
        (
            "results",
            std::fs::read_to_string(RESULTS).unwrap(),
            format!(
                "line 1: not the header of a units file {header_fields}: unknown field \"hash\""
            ),
        ),
    ];
    for (name, text, message) in cases {
        let path = file(&format!("{name}.units"), &text);
        let expected = format!("a1h8: {path}: {message}");
        for command in ["run-units", "merge"] {
            let mut args = vec!["perft", command, &path];
            if command == "merge" {
                args.push(RESULTS);
            }
            let line = one_error_line(&args, USAGE);
            if name == "edited" {
                assert!(line.starts_with(&expected), "{name}: {line}");
            } else {
                assert_eq!(line, format!("{expected}\n"), "{name}");
            }
        }
    }
    // A bad results file is a bad file too.
    let path = file("garbage.results", "{\"id\":0,\"nodes\":1}\n");
    assert_eq!(
        one_error_line(&["perft", "merge", UNITS, &path], USAGE),
        format!(
            "a1h8: {path}: line 1: not a result {{\"split\", \"id\", \"hash\", \"depth\", \
             \"nodes\", \"check\"}}: no field \"split\"\n"
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

/// Point 9 of issue 18: a split too large for the memory it may have is
/// one error line and status 1, not an abort. The memory is limited by
/// `ulimit -v` (100 MB of address space) in a shell that then runs the
/// tool.
#[test]
fn a_split_out_of_memory_is_one_line_and_status_1() {
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 100000 && exec '{}' perft split --depth 8 --at 6",
            env!("CARGO_BIN_EXE_a1h8")
        ))
        .output()
        .unwrap();
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(INPUT), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("a1h8: out of memory: cannot allocate ")
            && err.contains(" MiB for the units of the split, holding ")
            && err.ends_with(" distinct positions; take the units at a smaller --at\n"),
        "{err}"
    );
}

#[test]
fn a_variant_s_perft_splits_counts_and_merges_to_its_perft() {
    for (variant, depth, at, expected) in [
        ("capablanca", "4", "2", "805128"),
        ("gardner", "6", "3", "572874"),
        ("chancellor", "3", "1", "15896"),
    ] {
        let units = split(
            &format!("{variant}-units"),
            &["--variant", variant, "--depth", depth, "--at", at],
        );
        let shards: Vec<String> = (0..2)
            .map(|i| {
                run_units(
                    &format!("{variant}-results-{i}"),
                    &units,
                    &[
                        "--variant",
                        variant,
                        "--shard",
                        &format!("{i}/2"),
                        "--threads",
                        "2",
                    ],
                )
            })
            .collect();
        let merged = stdout(&[
            "perft",
            "merge",
            &units,
            &shards[0],
            &shards[1],
            "--variant",
            variant,
        ]);
        assert!(
            merged.ends_with(&format!(": {expected}\n")),
            "{variant}: {merged}"
        );
        let direct = stdout(&["perft", "--variant", variant, "--depth", depth, "--divide"]);
        assert!(
            direct.ends_with(&format!("Nodes searched: {expected}\n")),
            "{variant}"
        );
    }
}

/// The Capablanca chess units of the start position, depth 4, at 2.
fn capablanca_units(name: &str) -> String {
    split(
        name,
        &["--variant", "capablanca", "--depth", "4", "--at", "2"],
    )
}

/// `a1h8 perft VERB units [results] args...`, `merge` with `results`.
fn on_units<'a>(verb: &'a str, units: &'a str, results: &'a str, args: &[&'a str]) -> Vec<&'a str> {
    let mut full = vec!["perft", verb, units];
    if verb == "merge" {
        full.push(results);
    }
    full.extend(args);
    full
}

#[test]
fn a_variant_s_units_are_counted_and_merged_without_its_variant() {
    // Issue 30: the units file names its game; run-units and merge need
    // nothing else.
    let units = capablanca_units("capablanca-alone");
    let shards: Vec<String> = (0..2)
        .map(|i| {
            let shard = format!("{i}/2");
            run_units(
                &format!("capablanca-alone-{i}"),
                &units,
                &["--shard", &shard, "--threads", "2"],
            )
        })
        .collect();
    let direct = stdout(&["perft", "--variant", "capablanca", "--depth", "4"]);
    let nodes = direct
        .lines()
        .find_map(|line| line.split_once(" nodes in ").map(|(n, _)| n.to_string()))
        .unwrap_or_else(|| panic!("{direct}"));
    assert_eq!(nodes, "805128", "Fairy-Stockfish's count");
    let root = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    assert_eq!(
        stdout(&["perft", "merge", &units, &shards[0], &shards[1]]),
        format!("perft 4 of {root}: {nodes}\n")
    );
    // --variant naming the file's game is taken, and changes nothing.
    assert_eq!(
        stdout(&[
            "perft",
            "merge",
            &units,
            &shards[0],
            &shards[1],
            "--variant",
            "Capablanca"
        ]),
        format!("perft 4 of {root}: {nodes}\n")
    );
    // Chess's file, with --variant chess960 (chess's rules), reads too.
    assert_eq!(
        stdout(&["perft", "merge", UNITS, RESULTS, "--variant", "chess960"]),
        format!("perft 3 of {START}: 8902\n")
    );
}

#[test]
fn a_units_file_is_read_only_as_its_own_game() {
    let units = capablanca_units("capablanca-as-other");
    let rules = |variant: &a1h8::variant::Variant<'_>| format!("{:016x}", variant.rules_digest());
    let capablanca = rules(&a1h8::variant::CAPABLANCA);
    let chess = rules(&a1h8::variant::CHESS);
    let grandish = {
        let text = std::fs::read_to_string(INI).unwrap();
        rules(&a1h8::variant::Variant::from_ini(&text, "grandish").unwrap())
    };
    // A short path, which the message quotes whole.
    let chess_units = file(
        "chess-as-other.units",
        &std::fs::read_to_string(UNITS).unwrap(),
    );
    for (file, results, args, game, other) in [
        // Gothic chess has Capablanca chess's rules, but another name.
        (
            units.as_str(),
            RESULTS,
            vec!["--variant", "gothic"],
            format!("capablanca (rules {capablanca})"),
            format!("gothic (rules {capablanca})"),
        ),
        (
            &units,
            RESULTS,
            vec!["--variant-file", INI, "--variant", "grandish"],
            format!("capablanca (rules {capablanca})"),
            format!("grandish (rules {grandish})"),
        ),
        (
            &chess_units,
            RESULTS,
            vec!["--variant", "capablanca"],
            format!("chess (rules {chess})"),
            format!("capablanca (rules {capablanca})"),
        ),
    ] {
        for verb in ["run-units", "merge"] {
            assert_eq!(
                one_error_line(&on_units(verb, file, results, &args), USAGE),
                format!(
                    "a1h8: {file}: the units are of {game}, not of {other} as --variant says: \
                     leave --variant out, a units file names its game\n"
                ),
                "{verb} {args:?}"
            );
        }
    }
}

/// Variants for the tests of a units file that carries its game's
/// definition.
const INI: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/variants.ini");

#[test]
fn a_variants_ini_game_is_counted_and_merged_without_the_ini() {
    // The ini file exists only while the units are split.
    let ini = file("grandish.ini", &std::fs::read_to_string(INI).unwrap());
    let units = split(
        "grandish.units",
        &[
            "--variant-file",
            &ini,
            "--variant",
            "grandish",
            "--depth",
            "3",
            "--at",
            "1",
        ],
    );
    std::fs::remove_file(&ini).unwrap();
    let header: Value = serde_json::from_str(&json_lines(&units)[0].to_string()).unwrap();
    let definition = header["ini"].as_str().unwrap();
    assert!(
        definition.starts_with("[grandish:capablanca]\n"),
        "{definition}"
    );
    assert!(!definition.contains("[wide"), "only grandish: {definition}");
    let results = run_units("grandish.results", &units, &[]);
    let root = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    // Fairy-Stockfish's count (tests/data/variants.ini), as perft counts it.
    assert_eq!(
        stdout(&["perft", "merge", &units, &results]),
        format!("perft 3 of {root}: 259514\n")
    );
    let direct = stdout(&[
        "perft",
        "--variant-file",
        INI,
        "--variant",
        "grandish",
        "--depth",
        "3",
    ]);
    assert!(direct.contains("\n259514 nodes in "), "{direct}");
    // The same ini given again is the same game.
    assert_eq!(
        stdout(&[
            "perft",
            "merge",
            &units,
            &results,
            "--variant-file",
            INI,
            "--variant",
            "grandish"
        ]),
        format!("perft 3 of {root}: 259514\n")
    );
    // A grandish of other rules (castling) is another game of that name.
    let other = file(
        "grandish-castling.ini",
        &std::fs::read_to_string(INI).unwrap().replacen(
            "castling = false\n",
            "castlingKingsideFile = h\n",
            1,
        ),
    );
    let args = ["--variant-file", other.as_str(), "--variant", "grandish"];
    let refused = one_error_line(&on_units("run-units", &units, "", &args), USAGE);
    assert!(
        refused.starts_with(&format!("a1h8: {units}: the units are of grandish (rules "))
            && refused.contains("not of grandish (rules "),
        "{refused}"
    );
}

/// `header`, the header of a units file, with `edit` done to its fields
/// and its check made anew: a header edited by someone who recomputes the
/// check.
fn rechecked_header(
    header: &str,
    edit: impl FnOnce(&mut serde_json::Map<String, Value>),
) -> String {
    let Ok(Value::Object(mut fields)) = serde_json::from_str(header) else {
        panic!("{header}")
    };
    edit(&mut fields);
    let text = |name: &str| fields[name].as_str().unwrap().to_string();
    let number = |name: &str| fields[name].as_u64().unwrap();
    let check = a1h8_units::Digest::of_fields(&[
        &"header",
        &text("split"),
        &text("game"),
        &text("rules"),
        &text("ini"),
        &text("root"),
        &number("depth"),
        &number("at"),
        &number("units"),
    ]);
    fields.insert("check".into(), Value::String(format!("{check:016x}")));
    Value::Object(fields).to_string()
}

/// The units file `path` with its header edited by `edit` (the check made
/// anew), written to a fresh file `name`.
fn with_edited_header(
    name: &str,
    path: &str,
    edit: impl FnOnce(&mut serde_json::Map<String, Value>),
) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let (header, units) = text.split_once('\n').unwrap();
    file(
        name,
        &format!("{}\n{units}", rechecked_header(header, edit)),
    )
}

#[test]
fn a_header_of_a_game_not_played_here_is_refused() {
    let capablanca = capablanca_units("capablanca-edited");
    let digest = format!("{:016x}", a1h8::variant::CAPABLANCA.rules_digest());
    let grandish = split(
        "grandish-edited.units",
        &[
            "--variant-file",
            INI,
            "--variant",
            "grandish",
            "--depth",
            "2",
            "--at",
            "1",
        ],
    );
    let set = |field: &'static str, value: String| {
        move |fields: &mut serde_json::Map<String, Value>| {
            fields.insert(field.into(), Value::String(value));
        }
    };
    let cases = [
        (
            with_edited_header(
                "rules-edited.units",
                &capablanca,
                set("rules", "0123456789abcdef".into()),
            ),
            format!(
                "line 1: the header's game capablanca has rules 0123456789abcdef, and a1h8's \
                 built-in capablanca has rules {digest}: the header was edited, or the units are \
                 of another a1h8's capablanca"
            ),
        ),
        (
            with_edited_header(
                "renamed.units",
                &capablanca,
                set("game", "capablanca2".into()),
            ),
            "line 1: game \"capablanca2\" is not built into a1h8, and the header has no \
             variants.ini definition of it (\"ini\" is empty)"
                .to_string(),
        ),
        (
            with_edited_header("ini-dropped.units", &grandish, set("ini", String::new())),
            "line 1: game \"grandish\" is not built into a1h8, and the header has no \
             variants.ini definition of it (\"ini\" is empty)"
                .to_string(),
        ),
        (
            with_edited_header(
                "ini-broken.units",
                &grandish,
                set("ini", "[grandish:nothing]\n".into()),
            ),
            "line 1: the header's \"ini\" does not define the game \"grandish\": line 1: unknown \
             parent \"nothing\": neither a section above this one nor a built-in variant (chess, \
             gardner, losalamos, chancellor, capablanca, gothic, embassy, fairy)"
                .to_string(),
        ),
    ];
    for (path, message) in &cases {
        for verb in ["run-units", "merge"] {
            assert_eq!(
                one_error_line(&on_units(verb, path, RESULTS, &[]), USAGE),
                format!("a1h8: {path}: {message}\n"),
                "{verb}"
            );
        }
    }
    // The ini's rules edited: the header names rules its ini does not give.
    let castling = with_edited_header("ini-castling.units", &grandish, |fields| {
        let ini = fields["ini"]
            .as_str()
            .unwrap()
            .replace("castling = false\n", "");
        fields.insert("ini".into(), Value::String(ini));
    });
    let refused = one_error_line(&on_units("run-units", &castling, "", &[]), USAGE);
    assert!(
        refused.starts_with(&format!(
            "a1h8: {castling}: line 1: the header's game grandish has rules "
        )) && refused.contains(", and the grandish of the header's \"ini\" has rules "),
        "{refused}"
    );
}

#[test]
fn a_units_file_of_the_older_format_is_named() {
    // The header and first unit of format 2, which did not record the game.
    let old = file(
        "format-2.units",
        "{\"split\":\"17cb4716eb69ae25\",\"root\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w \
         KQkq - 0 1\",\"depth\":3,\"at\":1,\"units\":20,\"check\":\"eb8c163e5e2d2d88\"}\n\
         {\"id\":0,\"fen\":\"rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/R1BQKBNR b KQkq -\",\"hash\":\
         \"0xc14f6c7152b90716\",\"multiplicity\":1,\"depth\":2,\"check\":\"0b88290d7278d0f9\"}\n",
    );
    for verb in ["run-units", "merge"] {
        assert_eq!(
            one_error_line(&on_units(verb, &old, RESULTS, &[]), USAGE),
            format!(
                "a1h8: {old}: line 1: a units file of an older a1h8, whose header does not \
                 record the game (no \"game\", \"rules\" nor \"ini\"): split the perft again \
                 with this a1h8\n"
            )
        );
    }
}
