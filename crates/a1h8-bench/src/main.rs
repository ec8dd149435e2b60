//! `a1h8-bench`: a1h8 against other Rust chess libraries, and its chess
//! variants against Fairy-Stockfish, measured in the same run, printed as
//! tables.
//!
//! ```text
//! cargo run --release -p a1h8-bench --features peers -- sliders [--rounds N] [--repeats N] [--only NAME]
//! cargo run --release -p a1h8-bench --features peers -- perft [--rounds N] [--quick] [--tool PATH]
//! cargo run --release -p a1h8-bench --features peers -- play [--rounds N] [--quick]
//! cargo run --release -p a1h8-bench --features peers -- variants [--fairy-stockfish PATH] [--rounds N] [--slider-rounds N]
//! cargo build --release -p a1h8-cli && cargo run --release -p a1h8-bench --features peers -- tablebase [--rounds N] [--quick] [--krpvkr] [--endings KQvKR,KRvKP] [--metrics LIST] [--tool PATH]
//! cargo build --release -p a1h8-cli && cargo run --release -p a1h8-bench --features peers -- probe --dir DIR [--syzygy DIR] [--positions N] [--rounds N] [--cache-mb N]
//! cargo run --release -p a1h8-bench --features peers -- syzygy --syzygy DIR [--positions N] [--rounds N]
//! cargo run --release -p a1h8-bench --features peers -- pgn [--file PGN] [--rounds N] [--python PATH]
//! RUSTFLAGS="-C target-cpu=native" cargo run --release -p a1h8-bench --features pext -- sliders
//! ```
//!
//! `perft` counts the start position to depth 7, Kiwipete to 5 and
//! position 3 to 7 (`--quick`: the start position and position 3 one ply
//! less), the last ply in bulk, and prints a1h8's speed over cozy-chess's
//! and over the fastest peer's beside the targets of this build (BMI2:
//! 2.2, 2.3 and 2.5 times cozy-chess; without: 1.5 times the fastest
//! peer). `play` is the public path, as an engine's search uses a
//! library: list the legal moves and play each of them at every node, one
//! ply less than perft and no count in bulk.
//!
//! `variants` times a1h8's variant perft (Capablanca and Chancellor chess
//! to depth 5, Gardner's minichess to 7) against a Fairy-Stockfish binary
//! driven over UCI in the same run (`crates/a1h8-bench/fairy-stockfish.sh
//! [--native]` builds one into `target/fairy-stockfish/`), then the three
//! slider techniques of boards of any size on 10x8 and 16x8.
//!
//! `tablebase` runs the tool `a1h8 tablebase generate ENDING` as a child,
//! with one thread and with two, for KQvKR, KRvKP and KQRvKR (`--quick`:
//! the first two, seconds instead of minutes; `--krpvkr` adds KRPvKR, with
//! no figure of Syzygy's to compare), and prints its time and its peak
//! memory (the child's maximum resident set) beside those of Syzygy's
//! generator on this machine; `--metrics wdl50,dtz` has the tool make that
//! ending's table with those metrics alone (Syzygy's pair, what `rtbgen`
//! makes). The tool is the one beside this binary, so build it first:
//! `cargo build --release -p a1h8-cli`.
//!
//! `syzygy` reads Syzygy's files in `--syzygy` with a1h8's reader and with
//! shakmaty-syzygy: `probe_wdl`, then `probe_dtz`, of the same random
//! legal positions of their endings (100,000 unless `--positions`), each
//! run from files not yet opened.
//!
//! `probe` draws random legal positions of the 35 chess endings of 3-4
//! pieces (20,000 unless `--positions`) and probes each with the values of
//! every legal move: a1h8's root probe on the tables in `--dir` (the
//! library, and the tool beside this binary with the FENs on standard
//! input), and shakmaty-syzygy's `probe_dtz` of the position and of each
//! move's on Syzygy's files in `--syzygy`, in the same run.

use std::process::ExitCode;

use a1h8_bench::sliders::{self, Workload};

const USAGE: &str = "usage: a1h8-bench sliders [--rounds N] [--repeats N] [--only NAME]
       a1h8-bench perft [--rounds N] [--quick] [--tool PATH]
       a1h8-bench play [--rounds N] [--quick]
       a1h8-bench variants [--fairy-stockfish PATH] [--rounds N] [--slider-rounds N]
       a1h8-bench tablebase [--rounds N] [--quick] [--krpvkr] [--endings KQvKR,KRvKP,KQRvKR,KRPvKR] [--metrics wdl50,dtz] [--tool PATH]
       a1h8-bench probe --dir DIR [--syzygy DIR] [--positions N] [--rounds N] [--cache-mb N]
       a1h8-bench syzygy --syzygy DIR [--positions N] [--rounds N]
       a1h8-bench pgn [--file PGN] [--rounds N] [--python PATH]";

/// The value after `flag` in `args`, or `default`.
fn option(args: &[String], flag: &str, default: usize) -> Result<usize, String> {
    match args.iter().position(|a| a == flag) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .filter(|&n| n > 0)
            .ok_or(format!("{flag} needs a whole number above 0\n{USAGE}")),
    }
}

/// What this build was compiled for, as the table's first line says.
/// An error naming the first argument that is none of `valued` (flags
/// followed by a value) or `plain` (flags alone).
fn known_flags(args: &[String], valued: &[&str], plain: &[&str]) -> Result<(), String> {
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if valued.contains(&arg.as_str()) {
            rest.next();
        } else if !plain.contains(&arg.as_str()) {
            return Err(format!("unknown argument {arg}\n{USAGE}"));
        }
    }
    Ok(())
}

fn build() -> String {
    let bmi2 = if cfg!(target_feature = "bmi2") {
        "BMI2 on"
    } else {
        "BMI2 off"
    };
    let pext = if cfg!(feature = "pext") {
        ", cozy-chess with pext"
    } else if cfg!(target_feature = "bmi2") {
        ", cozy-chess WITHOUT pext: add --features pext for its fastest configuration"
    } else {
        ""
    };
    format!("build: {bmi2}{pext}")
}

fn sliders(args: &[String]) -> Result<String, String> {
    let rounds = option(args, "--rounds", 9)?;
    let repeats = option(args, "--repeats", 16)?;
    let workload = Workload::new(Workload::SIZE);
    // `--only NAME`: a1h8's default, the peers, and the contenders whose
    // name contains NAME (a quicker run while working on one technique).
    let only = args
        .iter()
        .position(|a| a == "--only")
        .map(|i| {
            args.get(i + 1)
                .cloned()
                .ok_or(format!("--only needs a name\n{USAGE}"))
        })
        .transpose()?;
    let rows = sliders::measure_some(&workload, rounds, repeats, |c| match &only {
        None => true,
        Some(name) => c.origin != sliders::Origin::Ours || c.name.contains(name.as_str()),
    });
    Ok(format!(
        "sliders: {} (square, occupancy) pairs, {repeats} passes, best of {rounds} rounds; {}\n{}",
        Workload::SIZE,
        build(),
        sliders::table(&rows)
    ))
}

fn perft(args: &[String]) -> Result<String, String> {
    let rounds = option(args, "--rounds", 3)?;
    // The tool beside this binary (cargo builds both into target/release),
    // or the one given; timed as a whole process, as users run it.
    let tool = match args.iter().position(|a| a == "--tool") {
        Some(i) => Some(std::path::PathBuf::from(
            args.get(i + 1)
                .ok_or(format!("--tool needs a path\n{USAGE}"))?,
        )),
        None => std::env::current_exe()
            .ok()
            .and_then(|exe| Some(exe.parent()?.join("a1h8")))
            .filter(|path| path.exists()),
    };
    let cases = a1h8_bench::perft::cases(args.iter().any(|a| a == "--quick"));
    let rows = a1h8_bench::perft::measure(&cases, rounds, tool.as_deref())?;
    Ok(format!(
        "perft: single-threaded, no hash, last ply in bulk, best of {rounds} rounds; {}\n{}{}",
        build(),
        a1h8_bench::perft::table(&rows, &cases),
        a1h8_bench::perft::target_lines(
            &rows,
            &cases,
            &a1h8_bench::perft::Targets::of_this_build()
        )
    ))
}

fn play(args: &[String]) -> Result<String, String> {
    let rounds = option(args, "--rounds", 3)?;
    let cases = a1h8_bench::play::cases(args.iter().any(|a| a == "--quick"));
    let rows = a1h8_bench::play::measure(&cases, rounds)?;
    Ok(format!(
        "play: single-threaded, legal moves listed and each played at every node, \
         every leaf counted one by one, best of {rounds} rounds; {}\n{}",
        build(),
        a1h8_bench::perft::table(&rows, &cases)
    ))
}

fn variants(args: &[String]) -> Result<String, String> {
    let rounds = option(args, "--rounds", 5)?;
    let slider_rounds = option(args, "--slider-rounds", 9)?;
    let repeats = 16;
    let engine = match args.iter().position(|a| a == "--fairy-stockfish") {
        Some(i) => Some(std::path::PathBuf::from(
            args.get(i + 1)
                .ok_or(format!("--fairy-stockfish needs a path\n{USAGE}"))?,
        )),
        None => None,
    };
    let measurement = a1h8_bench::variants::measure(rounds, engine.as_deref())?;
    let engine = match &measurement.fairy_stockfish {
        Some((row, path)) => format!("Fairy-Stockfish: {} ({})", path.display(), row.name),
        None => "no Fairy-Stockfish".to_string(),
    };
    let boards = a1h8_bench::variants::measure_techniques(Workload::SIZE, slider_rounds, repeats);
    Ok(format!(
        "variants: single-threaded, no hash, last ply in bulk, best of {rounds} interleaved rounds; {}; {engine}\n{}\n\
         any-size sliders: {} (square, occupancy) pairs a board, {repeats} passes, best of {slider_rounds} rounds, through BoardAttacks::piece_by\n{}",
        build(),
        a1h8_bench::variants::table(&measurement),
        Workload::SIZE,
        a1h8_bench::variants::technique_table(&boards)
    ))
}

fn tablebase(args: &[String]) -> Result<String, String> {
    use a1h8_bench::tablebase::{self as bench, Ending};
    let rounds = option(args, "--rounds", 1)?;
    let mut names: Vec<String> = match args.iter().position(|a| a == "--endings") {
        Some(i) => args
            .get(i + 1)
            .ok_or(format!("--endings needs names\n{USAGE}"))?
            .split(',')
            .map(str::to_string)
            .collect(),
        None if args.iter().any(|a| a == "--quick") => {
            bench::QUICK.iter().map(|n| n.to_string()).collect()
        }
        None => bench::DEFAULT.iter().map(|n| n.to_string()).collect(),
    };
    if args.iter().any(|a| a == "--krpvkr") && !names.iter().any(|n| n == "KRPvKR") {
        names.push("KRPvKR".to_string());
    }
    let endings: Vec<Ending> = names
        .iter()
        .map(|name| {
            bench::ending(name).ok_or(format!(
                "{name}: not benchmarked (KQvKR, KRvKP, KQRvKR or KRPvKR)"
            ))
        })
        .collect::<Result<_, _>>()?;
    let tool = match args.iter().position(|a| a == "--tool") {
        Some(i) => std::path::PathBuf::from(
            args.get(i + 1)
                .ok_or(format!("--tool needs a path\n{USAGE}"))?,
        ),
        None => bench::tool_beside_this_binary().map_err(|e| e.to_string())?,
    };
    if !tool.is_file() {
        return Err(bench::BenchError::NoTool { path: tool }.to_string());
    }
    let metrics = match args.iter().position(|a| a == "--metrics") {
        Some(i) => {
            let list = args
                .get(i + 1)
                .ok_or(format!("--metrics needs a list\n{USAGE}"))?;
            // Checked here, before any table is made.
            list.parse::<a1h8_tablebase::Metrics>()
                .map_err(|e| format!("--metrics {list}: {e}"))?;
            Some(list.as_str())
        }
        None => None,
    };
    let scratch = bench::Scratch::new().map_err(|e| e.to_string())?;
    // Removed at the end, but not if the run is killed (Ctrl-C).
    eprintln!("tables in {}, removed at the end", scratch.path().display());
    // Each run as it ends, on standard error: the large tables take minutes.
    let rows = bench::measure(&tool, &endings, rounds, metrics, scratch.path(), |line| {
        eprintln!("{line}")
    })
    .map_err(|e| e.to_string())?;
    Ok(format!(
        "tablebase: `{} tablebase generate ENDING --threads N{}` as a child, {}, the file \
         written; wall time best of {rounds} rounds, peak memory the child's largest maximum \
         resident set (MB: 10^6 bytes)\n{}",
        tool.display(),
        metrics.map_or(String::new(), |m| format!(" --metrics {m}")),
        metrics.map_or("every metric (DTM, WDL, WDL50 and DTZ)".to_string(), |m| {
            format!("the metrics {m}")
        }),
        bench::table(&rows)
    ))
}

fn probe(args: &[String]) -> Result<String, String> {
    use a1h8_bench::probe::{self as bench, Throughput};
    use a1h8_tablebase::{Material, Tablebase};
    use std::path::PathBuf;
    let rounds = option(args, "--rounds", 3)?;
    let count = option(args, "--positions", 20_000)?;
    let cache_mb = option(args, "--cache-mb", 512)?;
    let path = |flag: &str| -> Result<Option<PathBuf>, String> {
        match args.iter().position(|a| a == flag) {
            Some(i) => Ok(Some(PathBuf::from(
                args.get(i + 1)
                    .ok_or(format!("{flag} needs a directory\n{USAGE}"))?,
            ))),
            None => Ok(None),
        }
    };
    let dir = path("--dir")?.ok_or(format!("--dir is needed: a1h8's tables\n{USAGE}"))?;
    let syzygy = path("--syzygy")?;
    let tool = a1h8_bench::tablebase::tool_beside_this_binary().ok();
    let chess = Tablebase::new(a1h8::Position::starting(), &dir);
    let mut endings: Vec<Material> = chess.endings_of(3).map_err(|e| e.to_string())?;
    endings.extend(chess.endings_of(4).map_err(|e| e.to_string())?);
    let fens = bench::random_positions(&endings, count, 1);
    let best =
        |run: Box<dyn FnMut() -> Result<Throughput, String> + '_>| bench::best_of(rounds, run);
    let mut rows = vec![(
        format!("a1h8, the library's root probe, cache {cache_mb} MiB"),
        best(Box::new(|| {
            bench::a1h8(&fens, &dir, (cache_mb as u64) << 20).map_err(|e| e.to_string())
        }))?,
    )];
    if let Some(tool) = tool.filter(|tool| tool.is_file()) {
        rows.push((
            format!(
                "a1h8 tablebase probe --format json --cache-mb {cache_mb}, FENs on standard input"
            ),
            best(Box::new(|| bench::tool(&tool, &fens, &dir, cache_mb)))?,
        ));
    }
    let peer = match &syzygy {
        Some(syzygy) => {
            let row = best(Box::new(|| bench::shakmaty_syzygy(&fens, syzygy)))?;
            rows.push((
                "shakmaty-syzygy 0.25, probe_dtz of the position and of each move's".to_string(),
                row,
            ));
            Some(row.per_second())
        }
        None => None,
    };
    let mut text = format!(
        "probe: {count} random legal positions of the {} chess endings of 3-4 pieces, each \
         with the values of every legal move; best of {rounds} rounds, each from files not yet \
         opened; a1h8's tables in {}{}\n\
         | prober | positions/s | moves/s | vs shakmaty-syzygy |\n|---|---:|---:|---:|\n",
        endings.len(),
        dir.display(),
        syzygy
            .as_ref()
            .map_or(" (no Syzygy files: --syzygy DIR)".to_string(), |d| format!(
                ", Syzygy's in {}",
                d.display()
            ))
    );
    for (name, row) in &rows {
        text.push_str(&format!(
            "| {name} | {:.0} | {:.0} | {} |\n",
            row.per_second(),
            row.moves as f64 / row.elapsed.as_secs_f64(),
            peer.map_or("-".to_string(), |peer| format!(
                "{:.2}",
                row.per_second() / peer
            ))
        ));
    }
    Ok(text)
}

/// `a1h8-bench syzygy --syzygy DIR`: a1h8's Syzygy reader against
/// shakmaty-syzygy on the same files, `probe_wdl` and `probe_dtz` of the
/// same random positions.
fn syzygy(args: &[String]) -> Result<String, String> {
    use a1h8_bench::probe::{self as bench, SyzygyProbe, Throughput};
    use std::path::PathBuf;
    let rounds = option(args, "--rounds", 3)?;
    let count = option(args, "--positions", 100_000)?;
    let dir = match args.iter().position(|a| a == "--syzygy") {
        Some(i) => PathBuf::from(
            args.get(i + 1)
                .ok_or(format!("--syzygy needs a directory\n{USAGE}"))?,
        ),
        None => {
            return Err(format!(
                "--syzygy is needed: a directory of Syzygy's files\n{USAGE}"
            ));
        }
    };
    let endings: Vec<a1h8_tablebase::Material> = a1h8_tablebase::Syzygy::open(&dir)
        .map_err(|e| e.to_string())?
        .endings()
        .collect();
    if endings.is_empty() {
        return Err(format!("{}: no Syzygy file", dir.display()));
    }
    let fens = bench::random_positions(&endings, count, 2);
    let best = |run: &dyn Fn() -> Result<Throughput, String>| bench::best_of(rounds, run);
    let mut text = format!(
        "syzygy: {count} random legal positions of the {} endings of the Syzygy files in {}, \
         each probed once; best of {rounds} rounds, each from files not yet opened\n\
         | probe | a1h8 positions/s | shakmaty-syzygy 0.25, positioned reads | a1h8 / it | \
         shakmaty-syzygy 0.25, memory-mapped | a1h8 / it |\n|---|---:|---:|---:|---:|---:|\n",
        endings.len(),
        dir.display()
    );
    for (name, probe) in [
        ("probe_wdl", SyzygyProbe::Wdl),
        ("probe_dtz", SyzygyProbe::Dtz),
    ] {
        let ours = best(&|| bench::a1h8_syzygy(&fens, &dir, probe))?;
        let read = best(&|| bench::shakmaty_syzygy_alone(&fens, &dir, probe, false))?;
        let mapped = best(&|| bench::shakmaty_syzygy_alone(&fens, &dir, probe, true))?;
        text.push_str(&format!(
            "| {name} | {:.0} | {:.0} | {:.2} | {:.0} | {:.2} |\n",
            ours.per_second(),
            read.per_second(),
            ours.per_second() / read.per_second(),
            mapped.per_second(),
            ours.per_second() / mapped.per_second()
        ));
    }
    Ok(text)
}

/// `a1h8-bench pgn`: a1h8's PGN reader against python-chess's
/// `chess.pgn.read_game` on the same file.
fn pgn(args: &[String]) -> Result<String, String> {
    let rounds = option(args, "--rounds", 5)?;
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .map(|i| {
                args.get(i + 1)
                    .cloned()
                    .ok_or(format!("{flag} needs a value\n{USAGE}"))
            })
            .transpose()
    };
    let file =
        value("--file")?.map_or_else(a1h8_bench::pgn::default_file, std::path::PathBuf::from);
    let python = value("--python")?.unwrap_or_else(|| "python3".to_string());
    a1h8_bench::pgn::measure(&file, rounds, &python)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(String::as_str) {
        Some("sliders") => known_flags(rest, &["--rounds", "--repeats", "--only"], &[])
            .and_then(|()| sliders(rest)),
        Some("perft") => {
            known_flags(rest, &["--rounds", "--tool"], &["--quick"]).and_then(|()| perft(rest))
        }
        Some("play") => known_flags(rest, &["--rounds"], &["--quick"]).and_then(|()| play(rest)),
        Some("variants") => known_flags(
            rest,
            &["--fairy-stockfish", "--rounds", "--slider-rounds"],
            &[],
        )
        .and_then(|()| variants(rest)),
        Some("tablebase") => known_flags(
            rest,
            &["--rounds", "--endings", "--tool", "--metrics"],
            &["--quick", "--krpvkr"],
        )
        .and_then(|()| tablebase(rest)),
        Some("syzygy") => known_flags(rest, &["--syzygy", "--positions", "--rounds"], &[])
            .and_then(|()| syzygy(rest)),
        Some("probe") => known_flags(
            rest,
            &["--rounds", "--positions", "--dir", "--syzygy", "--cache-mb"],
            &[],
        )
        .and_then(|()| probe(rest)),
        Some("pgn") => {
            known_flags(rest, &["--file", "--rounds", "--python"], &[]).and_then(|()| pgn(rest))
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(text) => {
            use std::io::Write;
            // A reader that stops early (`| head`) is not an error; a
            // full disk is.
            match std::io::stdout().write_all(text.as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("a1h8-bench: cannot write the table: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(message) => {
            eprintln!("a1h8-bench: {message}");
            ExitCode::from(2)
        }
    }
}
