//! `a1h8 tablebase` under bad input, faults and resource limits: nothing
//! wrong, nothing lost, no hang. Each test is one item of what an
//! adversarial run found (issue 30), and fails without its fix.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use common::{a1h8, a1h8_with_stdin, one_error_line, stdout};

/// A fresh directory for one test's tables.
fn directory(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("a1h8-faults-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The text of a path.
fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// `a1h8 args...` started, its output piped.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_a1h8"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// How `child` ended, or `None` (and it killed) if it was still running
/// after `patience`: a hang, far beyond what the command takes.
fn ended_within(mut child: Child, patience: Duration) -> Option<(ExitStatus, String, String)> {
    let deadline = Instant::now() + patience;
    while Instant::now() < deadline {
        if child.try_wait().unwrap().is_some() {
            let output = child.wait_with_output().unwrap();
            return Some((
                output.status,
                String::from_utf8_lossy(&output.stdout).into_owned(),
                String::from_utf8_lossy(&output.stderr).into_owned(),
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// Item 1: two `variants.ini` sections of one name and other rules. The
/// second's generation replaces the first's table, saying so, and a probe
/// under the first's rules refuses the table it finds.
#[test]
fn a_table_of_other_rules_is_refused_and_replaced_saying_so() {
    let dir = directory("rules");
    let dir = text(&dir);
    let queen = common::file(
        "faults-queen.ini",
        "[mine:chess]\npromotionPieceTypes = q\n",
    );
    let knight = common::file(
        "faults-knight.ini",
        "[mine:chess]\npromotionPieceTypes = n\n",
    );
    let game = |ini: &str| ["--variant", "mine", "--variant-file", ini].map(String::from);
    let run = |command: &str, rest: &[&str], ini: &str| {
        let mut args: Vec<String> = ["tablebase", command, "--dir", dir]
            .iter()
            .chain(rest)
            .map(|s| s.to_string())
            .collect();
        args.extend(game(ini));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        a1h8(&args)
    };
    // The pawn about to promote: a win with a queen, a draw with a knight.
    let fen = "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1";
    let made = run("generate", &["KPvK"], &queen);
    assert!(made.status.success());
    let probed = String::from_utf8(run("probe", &[fen], &queen).stdout).unwrap();
    assert!(probed.contains("white mates"), "{probed}");

    let made = run("generate", &["KPvK"], &knight);
    assert!(made.status.success(), "{:?}", made);
    let said = String::from_utf8(made.stdout).unwrap();
    assert!(
        said.contains("KPvK: generating again, replacing") && said.contains("other rules"),
        "{said}"
    );
    assert!(said.contains("KPvK: written"), "{said}");
    let probed = String::from_utf8(run("probe", &[fen], &knight).stdout).unwrap();
    assert!(probed.contains("white to move: a draw"), "{probed}");

    // The queen's game finds a table of other rules: an error, not a value.
    let refused = run("probe", &[fen], &queen);
    assert_eq!(refused.status.code(), Some(1));
    assert!(refused.stdout.is_empty());
    let error = String::from_utf8(refused.stderr).unwrap();
    assert!(
        error.contains("KPvK.a1h8tb") && error.contains("other rules"),
        "{error}"
    );
}

/// Item 2: the names `a.b` and `a_b` have folders of their own.
#[test]
fn games_whose_names_differ_never_share_a_folder() {
    let dir = directory("folders");
    let ini = common::file("faults-folders.ini", "[a.b:chess]\n[a_b:gardner]\n");
    let generate = |name: &str| {
        stdout(&[
            "tablebase",
            "generate",
            "KQvK",
            "--dir",
            text(&dir),
            "--variant",
            name,
            "--variant-file",
            &ini,
        ])
    };
    for name in ["a.b", "a_b"] {
        let said = generate(name);
        assert!(said.contains("KQvK: written"), "{name}: {said}");
    }
    assert_eq!(names_in(&dir), ["a%2Eb", "a_b"]);
    // Both tables are there, each read as its own game's.
    for name in ["a.b", "a_b"] {
        let said = generate(name);
        assert!(said.contains("KQvK: present, read"), "{name}: {said}");
    }
}

/// Item 3: two bare kings are a draw everywhere, with no file.
#[test]
fn bare_kings_are_a_draw_without_a_file() {
    let dir = directory("kings");
    let dir = text(&dir);
    let said = stdout(&["tablebase", "generate", "KvK", "--dir", dir]);
    assert!(
        said.contains("KvK: a draw in every position, no table needed"),
        "{said}"
    );
    assert!(names_in(Path::new(dir)).is_empty());
    let json = stdout(&[
        "tablebase",
        "probe",
        "8/8/8/8/8/2k5/8/4K3 w - - 0 1",
        "--dir",
        dir,
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (&value["wdl"], &value["dtm"], &value["wdl50"], &value["dtz"]),
        (&0.into(), &0.into(), &0.into(), &0.into()),
        "{json}"
    );
    assert_eq!(value["moves"].as_array().unwrap().len(), 4, "{json}");
    let stats = stdout(&["tablebase", "stats", "KvK", "--dir", dir, "--json"]);
    let value: serde_json::Value = serde_json::from_str(&stats).unwrap();
    // 462 placements of the two kings up to symmetry, each a draw.
    assert_eq!(value["white"]["draws"], 462, "{stats}");
    assert_eq!(value["black"]["draws"], 462, "{stats}");
    assert_eq!(value["white"]["wins"], 0, "{stats}");
    let verified = stdout(&["tablebase", "verify", "KvK", "--dir", dir]);
    assert!(
        verified.starts_with("KvK: verified, 924 positions"),
        "{verified}"
    );
}

/// `a1h8 args...` under a limit of `bytes` of address space (util-linux's
/// `prlimit`), `input` on standard input.
fn limited(bytes: u64, args: &[&str], input: &[u8]) -> std::process::Output {
    use std::io::Write;
    let mut child = Command::new("prlimit")
        .arg(format!("--as={bytes}"))
        .arg(env!("CARGO_BIN_EXE_a1h8"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("prlimit (util-linux) runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

/// Item 4: too little memory is an error of one line and status 1, never
/// an abort; a huge line on standard input is an error for that line.
#[cfg(target_os = "linux")]
#[test]
fn too_little_memory_is_an_error_not_an_abort() {
    let dir = directory("memory");
    let dir = text(&dir);
    let mut errors = 0;
    for megabytes in [20, 30, 60, 150] {
        let _ = std::fs::remove_dir_all(dir);
        let output = limited(
            megabytes << 20,
            &["tablebase", "generate", "KBNvK", "--dir", dir],
            b"",
        );
        let err = String::from_utf8_lossy(&output.stderr);
        // Either made, or refused in words: never killed by a signal.
        match output.status.code() {
            Some(0) => assert!(err.is_empty(), "{megabytes} MiB: {err}"),
            Some(1) => {
                errors += 1;
                assert_eq!(err.lines().count(), 1, "{megabytes} MiB: {err}");
                assert!(err.contains("out of memory"), "{megabytes} MiB: {err}");
            }
            _ => panic!("{megabytes} MiB: {:?}: {err}", output.status),
        }
        assert!(
            names_in(Path::new(dir))
                .iter()
                .all(|name| !name.ends_with(".tmp")),
            "{megabytes} MiB"
        );
    }
    assert!(errors > 0, "no limit was too small");

    // A line of 48 MiB under a limit of 40 MiB: that line is an error, the
    // next is probed.
    stdout(&["tablebase", "generate", "KQvK", "--dir", dir]);
    let fen = "8/8/8/8/8/2k5/8/Q3K3 b - - 0 1";
    let mut input = format!("{fen}\n").into_bytes();
    input.extend(std::iter::repeat_n(b'x', 48 << 20));
    input.extend(format!("\n{fen}\n").bytes());
    let output = limited(40 << 20, &["tablebase", "probe", "--dir", dir], &input);
    assert_eq!(output.status.code(), Some(1));
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(err, "a1h8: line 2: longer than 4096 bytes: no FEN is\n");
    let out = String::from_utf8(output.stdout).unwrap();
    assert_eq!(out.matches("black to move").count(), 2, "{out}");
}

/// Item 5: a plan that cannot be made is refused at once, for any size.
#[test]
fn a_plan_too_large_is_refused_quickly() {
    let dir = directory("plan");
    for pieces in ["7", "8"] {
        let child = spawn(&[
            "tablebase",
            "generate",
            "--up-to",
            pieces,
            "--dir",
            text(&dir),
        ]);
        let (status, out, err) = ended_within(child, Duration::from_secs(120))
            .unwrap_or_else(|| panic!("--up-to {pieces} still planning after two minutes"));
        assert_eq!(status.code(), Some(1), "{out}{err}");
        assert!(out.is_empty(), "{out}");
        assert!(err.contains("of memory to generate, but"), "{err}");
    }
    assert!(names_in(&dir).is_empty());
}

/// Item 7: a generation killed while it writes leaves a temporary, which
/// the next one removes (and not a live one's, nor other files); a
/// destination that cannot take the table is found before the work.
#[test]
fn killed_generations_leave_nothing_for_good_and_bad_destinations_fail_first() {
    let dir = directory("killed");
    let mut child = spawn(&["tablebase", "generate", "KBNvK", "--dir", text(&dir)]);
    let temporary = dir.join(format!(".KBNvK.a1h8tb.{}.tmp", child.id()));
    let deadline = Instant::now() + Duration::from_secs(120);
    while !temporary.exists() {
        assert!(Instant::now() < deadline, "no temporary file appeared");
        assert!(child.try_wait().unwrap().is_none(), "it ended first");
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(temporary.exists(), "the kill left its temporary");
    // A live generation's temporary (locked), and a file not ours.
    let live = dir.join(".KQvK.a1h8tb.1.tmp");
    let held = std::fs::File::create(&live).unwrap();
    held.lock().unwrap();
    std::fs::write(dir.join(".notes.tmp"), "mine").unwrap();

    let said = stdout(&["tablebase", "generate", "KRvK", "--dir", text(&dir)]);
    assert!(
        said.contains("removed 1 temporary file left by a generation that stopped"),
        "{said}"
    );
    assert!(!temporary.exists());
    assert!(live.exists() && dir.join(".notes.tmp").exists());
    drop(held);

    // A directory where the table should go: refused before generating.
    std::fs::create_dir(dir.join("KQvK.a1h8tb")).unwrap();
    let output = a1h8(&["tablebase", "generate", "KQvK", "--dir", text(&dir)]);
    assert_eq!(output.status.code(), Some(1));
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(!out.contains("generating"), "{out}");
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(
        err.contains("KQvK.a1h8tb: a directory, not a table file"),
        "{err}"
    );
    // A destination below a file: refused before generating, saying what.
    let file = dir.join("plain");
    std::fs::write(&file, "").unwrap();
    let error = one_error_line(
        &[
            "tablebase",
            "generate",
            "KQvK",
            "--dir",
            text(&file.join("below")),
        ],
        1,
    );
    assert!(error.contains("Not a directory"), "{error}");
}

/// Item 8: a line of standard input that is no UTF-8 is an error for that
/// line, with its number; the others are probed.
#[test]
fn a_line_of_bad_bytes_stops_only_itself() {
    let dir = directory("utf8");
    let dir = text(&dir);
    stdout(&["tablebase", "generate", "KQvK", "--dir", dir]);
    let fen = b"8/8/8/8/8/2k5/8/Q3K3 b - - 0 1\n";
    let mut input = fen.to_vec();
    input.extend_from_slice(b"8/8/8/8/8/2k5/8/Q3K3 b - - 0 \xff\n");
    input.extend_from_slice(fen);
    let output = a1h8_with_stdin(&["tablebase", "probe", "--dir", dir, "--json"], &input);
    assert_eq!(output.status.code(), Some(1));
    let out = String::from_utf8(output.stdout).unwrap();
    assert_eq!(out.lines().count(), 2, "{out}");
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(err, "a1h8: line 2: not UTF-8 (byte 30)\n");
}

/// Item 9: a FIFO named like a table is refused, never opened (which
/// would block for ever).
#[cfg(unix)]
#[test]
fn a_fifo_named_like_a_table_is_refused_without_blocking() {
    let dir = directory("fifo");
    let fifo = dir.join("KQvK.a1h8tb");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    for args in [
        &["tablebase", "probe", "8/8/8/8/8/2k5/8/Q3K3 b - - 0 1"][..],
        &["tablebase", "generate", "KQvK"][..],
        &["tablebase", "stats", "KQvK"][..],
    ] {
        let mut args = args.to_vec();
        args.extend(["--dir", text(&dir)]);
        let (status, _, err) = ended_within(spawn(&args), Duration::from_secs(60))
            .unwrap_or_else(|| panic!("{args:?} blocked on the FIFO"));
        assert_eq!(status.code(), Some(1), "{args:?}: {err}");
        assert!(
            err.contains("KQvK.a1h8tb: a FIFO, not a table file"),
            "{err}"
        );
    }
}

/// The FNV-1a digest of a header, as the format computes it.
fn header_digest(file: &[u8]) -> (usize, u64) {
    let length = u32::from_le_bytes(file[12..16].try_into().unwrap()) as usize;
    (length, a1h8::Digest::of(&file[16..16 + length]))
}

/// Item 10: a header whose digest matches but a field of which is wrong
/// names the field; bytes after the last block are refused.
#[test]
fn bad_header_fields_are_named_and_files_have_one_length() {
    let dir = directory("header");
    let dir = text(&dir);
    stdout(&["tablebase", "generate", "KQvK", "--dir", dir]);
    let path = Path::new(dir).join("KQvK.a1h8tb");
    let good = std::fs::read(&path).unwrap();
    // The header: the game's name (2 + 5 bytes of "chess"), then the board.
    assert_eq!(&good[18..23], b"chess");
    let mut bad = good.clone();
    bad[23] = 0;
    let (length, digest) = header_digest(&bad);
    bad[16 + length..24 + length].copy_from_slice(&digest.to_le_bytes());
    std::fs::write(&path, &bad).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(
        error.contains("corrupted header: the board 0x8 is no board"),
        "{error}"
    );
    // The ending's name made unreadable.
    let mut bad = good.clone();
    bad[27] = b'X';
    let (length, digest) = header_digest(&bad);
    bad[16 + length..24 + length].copy_from_slice(&digest.to_le_bytes());
    std::fs::write(&path, &bad).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(error.contains("corrupted header: the ending"), "{error}");
    // A byte appended.
    let mut longer = good.clone();
    longer.push(0);
    std::fs::write(&path, &longer).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(error.contains("1 bytes after the last block"), "{error}");
    // A file of the previous format version (3: both sides' columns in
    // one block, two bytes a code): generate it again.
    let mut old = good.clone();
    old[8..12].copy_from_slice(&3u32.to_le_bytes());
    std::fs::write(&path, &old).unwrap();
    for command in ["stats", "verify"] {
        let error = one_error_line(&["tablebase", command, "KQvK", "--dir", dir], 1);
        assert!(
            error.contains("KQvK.a1h8tb: format version 3, but this program reads version 4")
                && error.ends_with("generate the table again\n"),
            "{error}"
        );
    }
    let error = one_error_line(
        &[
            "tablebase",
            "probe",
            "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1",
            "--dir",
            dir,
        ],
        1,
    );
    assert!(error.contains("format version 3"), "{error}");
    // Metrics that make no table's set (DTZ without WDL50).
    let mut bad = good.clone();
    let metrics = 16 + 2 + 5 + 2 + 2 + 4 + 8;
    assert_eq!(&bad[metrics - 12..metrics - 8], b"KQvK");
    assert_eq!(bad[metrics], 0b1111);
    bad[metrics] = 0b1011;
    let (length, digest) = header_digest(&bad);
    bad[16 + length..24 + length].copy_from_slice(&digest.to_le_bytes());
    std::fs::write(&path, &bad).unwrap();
    let error = one_error_line(&["tablebase", "stats", "KQvK", "--dir", dir], 1);
    assert!(
        error.contains("corrupted header: the metrics are 0b1011, no set a table holds"),
        "{error}"
    );
}
