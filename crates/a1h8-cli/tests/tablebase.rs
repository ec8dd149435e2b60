//! `a1h8 tablebase`: generate, probe, stats and verify as a user runs
//! them, and the errors of missing, corrupted and truncated files.

mod common;

use std::path::PathBuf;

use common::{a1h8, a1h8_with_stdin, one_error_line, stdout};

/// A fresh directory for one test's tables.
fn directory(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("a1h8-tablebase-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `a1h8 tablebase generate` of `endings` into `dir`, which must succeed
/// and say nothing on standard error; its report.
fn generate(dir: &str, endings: &[&str]) -> String {
    let mut args = vec!["tablebase", "generate", "--dir", dir];
    args.extend_from_slice(endings);
    let output = a1h8(&args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stderr.is_empty());
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn generate_makes_the_smaller_endings_first_and_skips_present_ones() {
    let dir = directory("generate");
    let dir = dir.to_str().unwrap();
    let said = generate(dir, &["KPvK"]);
    // KPvK promotes into the four endings of one piece.
    for ending in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"] {
        assert!(said.contains(&format!("{ending}: written")), "{said}");
        assert!(PathBuf::from(dir).join(format!("{ending}.a1h8tb")).exists());
    }
    assert!(said.lines().next().unwrap().contains("5 tables"), "{said}");
    let again = generate(dir, &["KvKP"]);
    assert!(again.contains("KPvK: present, read"), "{again}");
    assert!(!again.contains("written"), "{again}");
    // No temporary file is left.
    let left: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| !name.ends_with(".a1h8tb"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn probe_gives_the_four_metrics_and_the_mating_line() {
    let dir = directory("probe");
    let dir = dir.to_str().unwrap();
    generate(dir, &["KQvK"]);
    // The longest KQvK mate: 10 moves, 19 plies.
    let fen = "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1";
    let text = stdout(&["tablebase", "probe", fen, "--dir", dir, "--line"]);
    assert!(text.contains("white mates in 19 plies"), "{text}");
    assert!(text.contains("wdl 1 dtm 19 wdl50 2 dtz 19"), "{text}");
    let line = text.lines().find(|l| l.starts_with("line: ")).unwrap();
    assert!(line.ends_with('#'), "{line}");
    assert_eq!(line.matches(". ").count(), 10, "{line}");

    let json = stdout(&["tablebase", "probe", fen, "--dir", dir, "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["wdl"], 1);
    assert_eq!(value["dtm"], 19);
    assert_eq!(value["wdl50"], 2);
    assert_eq!(value["dtz"], 19);
    let moves = value["moves"].as_array().unwrap();
    // The best moves leave Black mated in 18 plies: listed first, the
    // first of them named the best.
    assert_eq!(moves[0]["dtm"], -18);
    assert_eq!(value["best"], moves[0]["uci"]);
    assert_eq!(value["wdl50_at_clock"], 2);
    // From a halfmove clock of 90, the mate comes too late for the rule.
    let late = "8/8/8/5k2/8/8/1Q6/K7 w - - 90 1";
    let json = stdout(&["tablebase", "probe", late, "--dir", dir, "--json"]);
    let late: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (late["wdl50"].as_i64(), late["wdl50_at_clock"].as_i64()),
        (Some(2), Some(1))
    );
    assert!(
        moves
            .iter()
            .all(|m| m["dtm"].as_i64().unwrap() <= 0 || m["wdl"] == 0)
    );

    // Mated: dtz -1, as python-chess gives it; the statistics count it as 0.
    let mated = stdout(&[
        "tablebase",
        "probe",
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
        "--dir",
        dir,
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&mated).unwrap();
    assert_eq!(
        (value["wdl"].as_i64(), value["dtm"].as_i64()),
        (Some(-1), Some(0))
    );
    assert!(value["best"].is_null(), "{mated}");
    assert_eq!(
        (value["wdl50"].as_i64(), value["dtz"].as_i64()),
        (Some(-2), Some(-1))
    );
}

#[test]
fn probe_reads_a_batch_and_goes_on_after_an_error() {
    let dir = directory("batch");
    let dir = dir.to_str().unwrap();
    generate(dir, &["KRvK"]);
    let input = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1\n\
                 8/8/8/8/8/2k5/8/4K2Q w - - 0 1\n\
                 r3k3/8/8/8/8/8/8/4K3 b q - 0 1\n\
                 not a fen\n\
                 8/8/8/8/8/2k5/8/R3K3 b - - 0 1\n";
    let output = a1h8_with_stdin(
        &["tablebase", "probe", "--dir", dir, "--json"],
        input.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(1));
    let out = String::from_utf8(output.stdout).unwrap();
    assert_eq!(out.lines().count(), 2, "{out}");
    let err = String::from_utf8(output.stderr).unwrap();
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 3, "{err}");
    assert!(errors[0].contains("KQvK"), "{err}");
    assert!(errors[1].contains("castling rights"), "{err}");
}

#[test]
fn stats_count_as_syzygy_counts() {
    let dir = directory("stats");
    let dir = dir.to_str().unwrap();
    generate(dir, &["KQvK"]);
    let json = stdout(&["tablebase", "stats", "KQvK", "--dir", dir, "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["white"]["wins"], 18081);
    assert_eq!(value["black"]["draws"], 2896);
    assert_eq!(value["black"]["losses"], 25160);
    assert_eq!(value["white"]["longest_mate_plies"], 19);
    assert_eq!(value["black"]["longest_mate_plies"], 0);
    let fen = value["white"]["longest_mate_fen"].as_str().unwrap();
    let probed = stdout(&["tablebase", "probe", fen, "--dir", dir, "--json"]);
    assert!(probed.contains("\"dtm\":19,"), "{probed}");
    let formatted = stdout(&[
        "tablebase",
        "stats",
        "KQvK",
        "--dir",
        dir,
        "--format",
        "json",
    ]);
    assert_eq!(formatted, json);
    // The same ending named the other way round.
    let swapped = stdout(&["tablebase", "stats", "KvKQ", "--dir", dir, "--json"]);
    assert_eq!(swapped, json);
}

#[test]
fn verify_derives_every_value_again() {
    let dir = directory("verify");
    let dir = dir.to_str().unwrap();
    generate(dir, &["KRvK"]);
    let text = stdout(&["tablebase", "verify", "KRvK", "--dir", dir]);
    assert_eq!(
        text,
        "KRvK: verified, 50015 positions derived again from their successors\n"
    );
}

#[test]
fn bad_files_and_endings_are_one_line() {
    let dir = directory("bad");
    let dir = dir.to_str().unwrap();
    generate(dir, &["KQvK"]);
    let path = PathBuf::from(dir).join("KQvK.a1h8tb");
    let good = std::fs::read(&path).unwrap();

    // Missing.
    let error = one_error_line(&["tablebase", "stats", "KRvK", "--dir", dir], 1);
    assert!(error.contains("KRvK.a1h8tb"), "{error}");
    assert!(error.ends_with(": No such file or directory\n"), "{error}");
    // Truncated.
    std::fs::write(&path, &good[..good.len() / 2]).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(
        error.contains("KQvK.a1h8tb") && error.contains("truncated"),
        "{error}"
    );
    // One byte of a block changed.
    let mut corrupted = good.clone();
    let last = corrupted.len() - 10;
    corrupted[last] ^= 0x55;
    std::fs::write(&path, &corrupted).unwrap();
    let error = one_error_line(&["tablebase", "verify", "KQvK", "--dir", dir], 1);
    assert!(
        error.contains("KQvK.a1h8tb") && error.contains("corrupted"),
        "{error}"
    );
    // A probe reads the header and the blocks it needs: the last block is
    // the last section's, Black to move's DTZ. White's are sound, but the
    // moves lead to positions of Black to move, whose values are read too.
    for (fen, cache) in [
        ("8/8/8/5k2/8/8/1Q6/K7 b - - 0 1", "32"),
        ("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1", "0"),
    ] {
        let error = one_error_line(
            &["tablebase", "probe", fen, "--dir", dir, "--cache-mb", cache],
            1,
        );
        assert!(
            error.contains("KQvK.a1h8tb: corrupted: the block 3's digest"),
            "{error}"
        );
    }
    // One byte of the header changed.
    let mut header = good.clone();
    header[20] ^= 1;
    std::fs::write(&path, &header).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(error.contains("corrupted: the header"), "{error}");
    // Not a table.
    std::fs::write(&path, b"hello").unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(
        error.contains("truncated") || error.contains("not an a1h8 table"),
        "{error}"
    );
    // Another ending's file under this name.
    std::fs::copy(PathBuf::from(dir).join("KRvK.a1h8tb"), &path).ok();
    generate(dir, &["KRvK"]);
    std::fs::copy(PathBuf::from(dir).join("KRvK.a1h8tb"), &path).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(error.contains("a table of KRvK"), "{error}");
    // A bad file is generated again.
    let said = generate(dir, &["KQvK"]);
    assert!(said.contains("KQvK: written"), "{said}");
    assert_eq!(std::fs::read(&path).unwrap(), good);

    for (args, part) in [
        (
            &["tablebase", "stats", "KQK"][..],
            "White's pieces, v, Black's",
        ),
        (&["tablebase", "generate", "KXvK"][..], "names no piece"),
        (&["tablebase", "verify"][..], "ENDING"),
    ] {
        let output = a1h8(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(output.stderr).unwrap();
        assert!(err.contains(part), "{args:?}: {err}");
    }
}

#[test]
fn variants_have_tables_of_their_own_in_their_own_folder() {
    let dir = directory("variants");
    let dir = dir.to_str().unwrap();
    // Chess's KQvK in the directory, Gardner's (5x5) and Capablanca's
    // (10x8, the archbishop) in their folders: never mixed.
    generate(dir, &["KQvK"]);
    let said = generate(dir, &["KQvK", "--variant", "gardner"]);
    assert!(said.contains("KQvK: written"), "{said}");
    assert!(said.contains("gardner"), "{said}");
    assert!(PathBuf::from(dir).join("gardner/KQvK.a1h8tb").exists());
    assert!(PathBuf::from(dir).join("KQvK.a1h8tb").exists());
    let said = generate(dir, &["KAvK", "--variant", "capablanca"]);
    assert!(said.contains("KAvK: written"), "{said}");
    let error = one_error_line(
        &[
            "tablebase",
            "generate",
            "KAvK",
            "--dir",
            dir,
            "--variant",
            "gardner",
        ],
        2,
    );
    assert!(error.contains("gardner has no archbishop"), "{error}");

    // Gardner's queen mates from b1 in 9 plies; the same FEN is no chess
    // position.
    let fen = "5/5/1k3/5/K1Q2 w - - 0 1";
    let json = stdout(&[
        "tablebase",
        "probe",
        fen,
        "--dir",
        dir,
        "--variant",
        "gardner",
        "--json",
        "--line",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["dtm"], 9, "{json}");
    assert_eq!(value["line"].as_array().unwrap().len(), 9, "{json}");
    assert_eq!(value["line"][8], "Qb4#", "{json}");
    one_error_line(&["tablebase", "probe", fen, "--dir", dir], 1);

    // Statistics and verification read the variant's folder.
    let json = stdout(&[
        "tablebase",
        "stats",
        "KAvK",
        "--dir",
        dir,
        "--variant",
        "capablanca",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["white"]["draws"], 0, "{json}");
    assert!(value["white"]["longest_mate_plies"].as_u64().unwrap() > 0);
    let text = stdout(&[
        "tablebase",
        "verify",
        "KQvK",
        "--dir",
        dir,
        "--variant",
        "gardner",
    ]);
    assert!(text.contains("KQvK: verified"), "{text}");

    // A board of the user's, from a variants.ini.
    let ini = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../a1h8-tablebase/tests/data/square-boards.ini");
    let ini = ini.to_str().unwrap();
    generate(
        dir,
        &["KRvK", "--variant", "square4", "--variant-file", ini],
    );
    let json = stdout(&[
        "tablebase",
        "stats",
        "KRvK",
        "--dir",
        dir,
        "--variant",
        "square4",
        "--variant-file",
        ini,
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    // Kotesovec's 7 moves on 4x4 (OEIS A225552).
    assert_eq!(value["white"]["longest_mate_plies"], 13, "{json}");
    assert!(PathBuf::from(dir).join("square4/KRvK.a1h8tb").exists());
}

/// `generate --metrics`: what each table holds, and probe, stats and
/// verify with what is there.
#[test]
fn metrics_chosen_are_held_and_shown() {
    let dir = directory("metrics");
    let dir = dir.to_str().unwrap();
    let said = generate(dir, &["KQvK", "--metrics", "dtz,wdl50"]);
    assert!(
        said.lines()
            .next()
            .unwrap()
            .contains("holding wdl,wdl50,dtz"),
        "{said}"
    );
    let fen = "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1";
    let text = stdout(&["tablebase", "probe", fen, "--dir", dir]);
    assert!(text.contains("white to move: white wins\n"), "{text}");
    assert!(text.contains("\n  wdl 1 wdl50 2 dtz 19\n"), "{text}");
    assert!(!text.contains("dtm"), "{text}");
    let json = stdout(&["tablebase", "probe", fen, "--dir", dir, "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["metrics"], "wdl,wdl50,dtz");
    assert_eq!(
        (value["dtz"].as_i64(), value["wdl50"].as_i64()),
        (Some(19), Some(2))
    );
    assert!(value["dtm"].is_null(), "{json}");
    assert!(value["moves"][0]["dtm"].is_null(), "{json}");
    assert!(value["moves"][0]["dtz"].is_i64(), "{json}");
    // Asking for what the table lacks: its file and the metric named.
    for args in [
        &["--metrics", "dtm"][..],
        &["--line"][..],
        &["--metrics", "wdl,dtm"][..],
    ] {
        let mut command = vec!["tablebase", "probe", fen, "--dir", dir];
        command.extend_from_slice(args);
        let error = one_error_line(&command, 1);
        assert!(
            error.contains("KQvK.a1h8tb: the table of KQvK holds wdl,wdl50,dtz, not dtm"),
            "{args:?}: {error}"
        );
    }
    let text = stdout(&["tablebase", "probe", fen, "--dir", dir, "--metrics", "dtz"]);
    assert!(text.contains("\n  wdl 1 dtz 19\n"), "{text}");
    // Stats: no longest mate nor DTM histogram without DTM.
    let text = stdout(&["tablebase", "stats", "KQvK", "--dir", dir]);
    assert!(
        text.lines()
            .next()
            .unwrap()
            .ends_with("; holds wdl,wdl50,dtz"),
        "{text}"
    );
    assert!(
        text.contains("white to move: 18081 wins, 0 cursed wins,"),
        "{text}"
    );
    assert!(text.contains("  dtz of wins: "), "{text}");
    assert!(!text.contains("longest mate"), "{text}");
    let json = stdout(&["tablebase", "stats", "KQvK", "--dir", dir, "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["metrics"], "wdl,wdl50,dtz");
    assert!(value["white"]["longest_mate_plies"].is_null(), "{json}");
    assert!(value["white"]["dtm_of_wins"].is_null(), "{json}");
    assert_eq!(value["white"]["cursed_wins"], 0);
    assert_eq!(value["white"]["wins"], 18081);
    let text = stdout(&["tablebase", "verify", "KQvK", "--dir", dir]);
    assert_eq!(
        text,
        "KQvK: verified, 46137 positions derived again from their successors\n"
    );

    // Gaviota's pair, and WDL50 alone: the check said to be weaker.
    let gaviota = directory("metrics-gaviota");
    let gaviota = gaviota.to_str().unwrap();
    generate(gaviota, &["KQvK", "--metrics", "dtm,wdl"]);
    let text = stdout(&["tablebase", "probe", fen, "--dir", gaviota, "--line"]);
    assert!(
        text.contains("white mates in 19 plies\n  wdl 1 dtm 19\n"),
        "{text}"
    );
    let json = stdout(&["tablebase", "stats", "KQvK", "--dir", gaviota, "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["white"]["longest_mate_plies"], 19);
    assert!(value["white"]["cursed_wins"].is_null(), "{json}");
    assert!(value["white"]["dtz_of_wins"].is_null(), "{json}");
    let text = stdout(&["tablebase", "stats", "KQvK", "--dir", gaviota]);
    assert!(
        text.contains("white to move: 18081 wins, 0 draws, 0 losses (the 50-move rule ignored"),
        "{text}"
    );
    let wdl50 = directory("metrics-wdl50");
    let wdl50 = wdl50.to_str().unwrap();
    generate(wdl50, &["KQvK", "--metrics", "wdl50"]);
    let text = stdout(&["tablebase", "verify", "KQvK", "--dir", wdl50]);
    assert!(
        text.contains("(wdl,wdl50 checked for local consistency only, a weaker check: generating dtz too makes it exact)"),
        "{text}"
    );
    // Files are smaller with fewer metrics.
    let size = |dir: &str| {
        std::fs::metadata(PathBuf::from(dir).join("KQvK.a1h8tb"))
            .unwrap()
            .len()
    };
    let all = directory("metrics-all");
    let all = all.to_str().unwrap();
    generate(all, &["KQvK"]);
    assert!(
        size(wdl50) < size(dir) && size(dir) < size(all),
        "{} {} {}",
        size(wdl50),
        size(dir),
        size(all)
    );

    // A list that names no metric.
    let error = one_error_line(
        &[
            "tablebase",
            "generate",
            "KQvK",
            "--dir",
            dir,
            "--metrics",
            "dtm,mate",
        ],
        2,
    );
    assert!(error.contains("\"mate\" is no metric"), "{error}");
}

/// A table there that lacks what a generation needs of it is an error
/// naming its file, what it holds and what is needed; it is never made
/// again in its place.
#[test]
fn a_table_lacking_what_is_needed_is_an_error() {
    let dir = directory("lacking");
    let dir = dir.to_str().unwrap();
    generate(dir, &["KQvK", "KRvK", "--metrics", "wdl50,dtz"]);
    let path = PathBuf::from(dir).join("KQvK.a1h8tb");
    let before = std::fs::read(&path).unwrap();
    let error = one_error_line(
        &[
            "tablebase",
            "generate",
            "KQvKR",
            "--dir",
            dir,
            "--metrics",
            "dtm",
        ],
        1,
    );
    assert!(
        error.contains("KQvK.a1h8tb: the table of KQvK holds wdl,wdl50,dtz, but generating the tables that lead into it with dtm,wdl needs dtm,wdl of it: remove the file"),
        "{error}"
    );
    // A target there without the metrics asked for.
    let error = one_error_line(&["tablebase", "generate", "KRvK", "--dir", dir], 1);
    assert!(
        error.contains("KRvK.a1h8tb: the table of KRvK holds wdl,wdl50,dtz, not the dtm,wdl,wdl50,dtz asked for"),
        "{error}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert!(!PathBuf::from(dir).join("KQvKR.a1h8tb").exists());
    // What it holds is enough for a table of WDL50 and DTZ, or of WDL.
    let said = generate(dir, &["KQvKR", "--metrics", "wdl"]);
    assert!(said.contains("KQvK: present, read"), "{said}");
    assert!(said.contains("KQvKR: written"), "{said}");
}

#[test]
fn one_side_files_are_smaller_and_probe_stats_and_verify_the_same() {
    let both = directory("both-sides");
    let one = directory("one-side");
    let (both, one) = (both.to_str().unwrap(), one.to_str().unwrap());
    generate(both, &["KPvK"]);
    generate(one, &["KPvK", "--one-side"]);
    let size = |dir: &str| {
        std::fs::metadata(PathBuf::from(dir).join("KPvK.a1h8tb"))
            .unwrap()
            .len()
    };
    assert!(
        size(one) * 10 < size(both) * 7,
        "{} {}",
        size(one),
        size(both)
    );
    // Each side to move, the one left out among them: the same values,
    // moves, best move and line.
    for fen in [
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1",
        "8/1P6/8/8/8/2k5/8/K7 b - - 0 1",
    ] {
        let probe = |dir: &str| {
            stdout(&[
                "tablebase",
                "probe",
                fen,
                "--dir",
                dir,
                "--format",
                "json",
                "--line",
            ])
        };
        assert_eq!(probe(one), probe(both), "{fen}");
    }
    for command in ["stats", "verify"] {
        let run = |dir: &str| stdout(&["tablebase", command, "KPvK", "--dir", dir]);
        assert_eq!(run(one), run(both), "{command}");
    }
}

/// Syzygy's published files of the endings `endings` (`.rtbw` and, if
/// `dtz`, `.rtbz`) copied into a fresh directory.
fn syzygy_directory(name: &str, endings: &[&str], dtz: bool) -> PathBuf {
    let dir = directory(name);
    let source =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../a1h8-tablebase/tests/data/syzygy");
    for ending in endings {
        for extension in ["rtbw", "rtbz"].iter().take(if dtz { 2 } else { 1 }) {
            let file = format!("{ending}.{extension}");
            std::fs::copy(source.join(&file), dir.join(&file)).unwrap();
        }
    }
    dir
}

#[test]
fn syzygy_files_are_probed_alone_and_beside_own_tables() {
    let dir = syzygy_directory("syzygy", &["KQvK", "KRvK", "KPvK"], true);
    let dir = dir.to_str().unwrap();
    let fen = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1";
    let text = stdout(&["tablebase", "probe", "--dir", dir, fen]);
    assert!(
        text.starts_with(&format!(
            "{fen}\nwhite to move: white wins\n  wdl50 2 dtz 21\n"
        )),
        "{text}"
    );
    assert!(text.contains("  Ra4      wdl50 -2 dtz  -20\n"), "{text}");
    let json = stdout(&["tablebase", "probe", "--dir", dir, fen, "--json"]);
    assert!(
        json.starts_with(&format!(
            "{{\"fen\":\"{fen}\",\"metrics\":\"wdl50,dtz\",\"wdl\":null,\"dtm\":null,\"wdl50\":2,\"dtz\":21,\
             \"wdl50_at_clock\":2,\"best\":\"a1a4\",\"moves\":[{{\"uci\":\"a1a4\",\"san\":\"Ra4\",\"wdl\":null,"
        )),
        "{json}"
    );
    // The line by DTZ, through the promotion into KQvK.
    let line = stdout(&[
        "tablebase",
        "probe",
        "--dir",
        dir,
        "8/8/8/8/8/1k6/3P4/4K3 w - - 0 1",
        "--line",
    ]);
    let line = line.lines().last().unwrap();
    assert!(
        line.starts_with("line: 1. Ke2 ") && line.contains("d8=Q") && line.ends_with('#'),
        "{line}"
    );
    // DTM is not in Syzygy's files.
    let error = one_error_line(
        &["tablebase", "probe", "--dir", dir, fen, "--metrics", "dtm"],
        1,
    );
    assert!(
        error.contains("KRvK is read in Syzygy's files, which hold wdl50 and dtz, not dtm"),
        "{error}"
    );
    // Beside a1h8's own table of KQvK, which comes first: all four metrics.
    generate(dir, &["KQvK"]);
    let own = stdout(&[
        "tablebase",
        "probe",
        "--dir",
        dir,
        "8/8/8/8/8/2k5/8/Q3K3 b - - 0 1",
        "--json",
    ]);
    assert!(own.contains("\"metrics\":\"dtm,wdl,wdl50,dtz\""), "{own}");
    let theirs = stdout(&["tablebase", "probe", "--dir", dir, fen, "--json"]);
    assert!(theirs.contains("\"metrics\":\"wdl50,dtz\""), "{theirs}");
}

#[test]
fn syzygy_files_without_dtz_and_bad_ones_are_said() {
    let dir = syzygy_directory("syzygy-wdl", &["KQvK", "KRvK", "KQvKR"], false);
    let fen = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1";
    let text = stdout(&["tablebase", "probe", "--dir", dir.to_str().unwrap(), fen]);
    assert!(text.contains("  wdl50 2\n  (no DTZ: the directory has Syzygy's WDL file of this ending, not KRvK.rtbz)\n"), "{text}");
    for args in [&["--metrics", "dtz"][..], &["--line"][..]] {
        let mut command = vec!["tablebase", "probe", "--dir", dir.to_str().unwrap(), fen];
        command.extend_from_slice(args);
        let error = one_error_line(&command, 1);
        assert!(
            error.contains("no Syzygy file KRvK.rtbz: DTZ of KRvK is missing"),
            "{error}"
        );
    }
    // Missing: a five-piece ending.
    let kqvqr = "4k3/8/8/8/8/8/1Q6/r5qK w - - 0 1";
    let error = one_error_line(
        &["tablebase", "probe", "--dir", dir.to_str().unwrap(), kqvqr],
        1,
    );
    assert!(error.ends_with(": no Syzygy file KQRvKQ.rtbw\n"), "{error}");
    // Truncated, and a file of another ending under the name.
    let path = dir.join("KQvKR.rtbw");
    let good = std::fs::read(&path).unwrap();
    let kqvkr = "4k3/8/8/8/8/8/1Q6/r6K w - - 0 1";
    std::fs::write(&path, &good[..3000]).unwrap();
    let error = one_error_line(
        &["tablebase", "probe", "--dir", dir.to_str().unwrap(), kqvkr],
        1,
    );
    assert!(
        error.contains("KQvKR.rtbw is not a valid Syzygy file") && error.contains("truncated"),
        "{error}"
    );
    std::fs::copy(dir.join("KRvK.rtbw"), &path).unwrap();
    let error = one_error_line(
        &["tablebase", "probe", "--dir", dir.to_str().unwrap(), kqvkr],
        1,
    );
    assert!(
        error.contains("KQvKR.rtbw is not a valid Syzygy file"),
        "{error}"
    );
}
