//! `a1h8 tablebase`: endgame tablebases of chess and of the variants,
//! generated, probed, counted and verified by the library
//! `a1h8-tablebase`, written once for every game.

use std::collections::BTreeMap;
use std::path::Path;

use a1h8::{AnyGame, AnyMove, Color, Endgame, Game, Rules};
use a1h8_tablebase::{AnyTablebase, Event, Material, Metric, Metrics, Stats, Tables, Values};
use clap::{Args, Subcommand};
use serde::Serialize;

use crate::numbers::parse_threads;
use crate::output::{Failure, Out, Outcome, report};
use crate::picture::TextOrJsonOutput;
use crate::position::reader;
use crate::variants::VariantArgs;

/// Endgame tablebases of chess: generate, probe, count and verify every ending up to a few pieces
///
/// Each ending (KQvKR: White's pieces, v, Black's, strongest first, as Syzygy names them;
/// KvKQ is KQvK with the colours swapped) is one file in --dir, KQvKR.a1h8tb, holding for
/// every position and side to move its distance to mate (DTM) and to the next capture or pawn
/// move under the 50-move rule (DTZ), from which the results WDL and WDL50 follow, or the
/// metrics chosen with generate --metrics (wdl50,dtz as Syzygy's tables, dtm,wdl as
/// Gaviota's). Probe, stats and verify use what a table holds.
#[derive(Subcommand)]
#[command(
    after_help = "Examples:\n  a1h8 tablebase generate KQvK KRvK --dir tables\n  a1h8 tablebase generate --up-to 4 --dir tables --threads 2\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables --line\n  a1h8 tablebase stats KQvKR --dir tables --json\n  a1h8 tablebase verify KQvKR --dir tables"
)]
pub enum TablebaseCommand {
    /// Generate the tables of endings, and first those their captures and promotions lead into
    ///
    /// With --variant, the tables of that variant's board, pieces and promotions, in the folder
    /// of --dir named after it (chess's are in --dir itself); probe, stats and verify look there
    /// too. Tables already there and valid are read, not generated again. Says first the number
    /// of tables, their metrics and the memory the largest needs (and refuses if more than is
    /// available), then each table as it is read or generated and written. Each file is written
    /// under a temporary name and renamed when complete. Every table made holds the --metrics
    /// given; a table there that lacks them (or, for one only read by larger tables, lacks what
    /// their generation needs of it) is an error naming the file, never made again in its place.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase generate KQvK --dir tables\n  a1h8 tablebase generate KQvKR KRvKP --dir tables\n  a1h8 tablebase generate --up-to 4 --dir tables\n  a1h8 tablebase generate --up-to 5 --metrics wdl50,dtz --dir syzygy\n  a1h8 tablebase generate KAvK KCvK --variant capablanca --dir tables"
    )]
    Generate(TablebaseGenerateArgs),
    /// The values of positions: WDL, DTM, WDL50 and DTZ, and those of every legal move
    ///
    /// Values are for the side to move, with python-chess's conventions: wdl 1/0/-1 and dtm
    /// (plies to mate, negative when mated; 50-move rule ignored) as Gaviota's, wdl50 2/1/0/-1/-2
    /// and dtz (plies to the next capture or pawn move; beyond 100 when the 50-move rule turns the
    /// result into a draw, then 100 more than the plies) as Syzygy's: those the position's table
    /// holds, or those --metrics names (a table lacking one, the position's or a move's, is an
    /// error naming its file). Each move is shown with the values of the position it leads to,
    /// for the side to move there (- for a metric its table lacks). A position with castling
    /// rights is refused; an en passant capture is taken into account. --format json (or --json)
    /// prints one object a position: {"fen", "metrics", "wdl", "dtm", "wdl50", "dtz", "moves":
    /// [{"uci", "san", "wdl", "dtm", "wdl50", "dtz"}]}, a metric not shown null, and, with
    /// --line, "line": [SAN...] (the line follows DTM: its tables must hold it). A position that
    /// cannot be probed is one line on standard error; the others go on, and the status is 1.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables --line\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables --metrics wdl50,dtz\n  a1h8 tablebase probe --dir tables --json < positions.fen"
    )]
    Probe(TablebaseProbeArgs),
    /// Statistics of a table: results per side to move, DTZ histograms, longest mates, density
    ///
    /// Positions are counted as Syzygy's published statistics count them: each class under the
    /// board's symmetries once, pieces of one kind and colour told apart. What a table lacks is
    /// left out: cursed wins and blessed losses need wdl50 (without it, wins and losses are
    /// those of wdl, the 50-move rule ignored), the DTZ histograms dtz, the longest mates and
    /// the DTM histograms dtm. --format json (or --json) prints one object: {"ending",
    /// "metrics", "index_size", "positions", "density", "white": {...}, "black": {...}}, each
    /// side to move with "wins", "cursed_wins", "draws", "blessed_losses", "losses",
    /// "longest_mate_plies", "longest_mate_fen", "dtz_of_wins", "dtz_of_losses",
    /// "dtm_of_wins", "dtm_of_losses" (histograms as {"plies": count}), null for what the
    /// table lacks.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase stats KQvK --dir tables\n  a1h8 tablebase stats KQvKR --dir tables --json | jq .white.longest_mate_plies"
    )]
    Stats(TablebaseStatsArgs),
    /// Verify tables: every value derived again from the positions one move away
    ///
    /// Each metric a table holds is derived from the same metric of the positions one move
    /// away. DTM and DTZ (and the results they give) are checked exactly: their distances go
    /// down along best play. A table of wdl without dtm or dtz, or of wdl50 without dtz, is
    /// checked for local consistency only (a win has a move into a loss, a loss every move into
    /// a win), which positions marked won and lost in a cycle, or on the wrong side of the
    /// 50-move rule's 100 plies, could pass: the line says so, and generating dtz (or dtm for
    /// wdl) too makes the check exact.
    #[command(after_help = "Examples:\n  a1h8 tablebase verify KQvK KRvK --dir tables")]
    Verify(TablebaseVerifyArgs),
}

#[derive(Args)]
pub struct TablebaseGenerateArgs {
    /// The endings, such as KQvKR
    #[arg(value_name = "ENDING", required_unless_present = "up_to")]
    pub endings: Vec<String>,
    /// Every ending of 3 to N pieces, kings included
    #[arg(long, value_name = "N", conflicts_with = "endings", value_parser = clap::value_parser!(u8).range(3..=8))]
    pub up_to: Option<u8>,
    /// The directory of the table files (created if missing)
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    /// Threads to generate with, 1 to 256 (the positions of each step shared between them)
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: u16,
    /// The metrics the tables hold: a comma-separated list of dtm, wdl, wdl50 and dtz (dtm
    /// brings wdl, dtz brings wdl50, which brings wdl); wdl50,dtz are Syzygy's, dtm,wdl
    /// Gaviota's. Fewer take less memory and time
    #[arg(long, value_name = "LIST", default_value = "dtm,wdl,wdl50,dtz", value_parser = parse_metrics)]
    pub metrics: Metrics,
    /// Keep the values of one side to move only in each file (the side whose blocks compress
    /// smaller), as Syzygy's DTZ files do: files about half as large; the other side's values
    /// are derived from the moves when read (a probe of that side searches one ply). Tables of
    /// wdl50 without dtz keep both sides
    #[arg(long)]
    pub one_side: bool,
    #[command(flatten)]
    pub variant: VariantArgs,
}

/// `--metrics`: a comma-separated list of metric names.
fn parse_metrics(list: &str) -> Result<Metrics, String> {
    list.parse()
        .map_err(|e: a1h8_tablebase::MetricsError| e.to_string())
}

#[derive(Args)]
pub struct TablebaseProbeArgs {
    /// A position in FEN, quoted as one argument [default: one per line of standard input]
    pub fen: Option<String>,
    /// The directory of the table files: a1h8's, and for chess Syzygy's (.rtbw, .rtbz), read for
    /// the endings without a table of a1h8's
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    /// Print the line of best play to mate (or as far as the position is decided), in SAN: by
    /// DTM, or by DTZ for a position read in Syzygy's files
    #[arg(long)]
    pub line: bool,
    /// The metrics to show, a comma-separated list of dtm, wdl, wdl50 and dtz [default: those
    /// the position's table holds]; a table lacking one is an error naming it
    #[arg(long, value_name = "LIST", value_parser = parse_metrics)]
    pub metrics: Option<Metrics>,
    /// The MiB of decompressed blocks of the table files kept in memory for the next probes, 0
    /// to 1048576: the files are read block by block as probes need them, and the least
    /// recently used blocks are dropped beyond this
    #[arg(long, value_name = "MIB", default_value_t = Tables::DEFAULT_CACHE_BYTES >> 20,
          value_parser = clap::value_parser!(u64).range(0..=1 << 20))]
    pub cache_mb: u64,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct TablebaseStatsArgs {
    /// The ending, such as KQvKR
    #[arg(value_name = "ENDING")]
    pub ending: String,
    /// The directory of the table files
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct TablebaseVerifyArgs {
    /// The endings, such as KQvKR
    #[arg(value_name = "ENDING", required = true)]
    pub endings: Vec<String>,
    /// The directory of the table files
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    #[command(flatten)]
    pub variant: VariantArgs,
}

/// The game a command plays: its rules, chosen once, and a template
/// position of it (its start).
struct Played {
    rules: Rules<'static>,
    template: AnyGame<'static>,
}

/// Runs one `a1h8 tablebase` command, on chess or on the variant it
/// names.
pub fn command(command: TablebaseCommand, out: &mut Out) -> Outcome {
    let variant = match &command {
        TablebaseCommand::Generate(args) => &args.variant,
        TablebaseCommand::Probe(args) => &args.variant,
        TablebaseCommand::Stats(args) => &args.variant,
        TablebaseCommand::Verify(args) => &args.variant,
    };
    let rules = crate::variants::chosen(variant)?.rules;
    let template = rules
        .start()
        .map_err(|e| Failure::Usage(format!("the variant's start position: {e}")))?;
    let game = Played { rules, template };
    match &command {
        TablebaseCommand::Generate(args) => generate(args, &game, out),
        TablebaseCommand::Probe(args) => probe(args, &game, out),
        TablebaseCommand::Stats(args) => stats(args, &game, out),
        TablebaseCommand::Verify(args) => verify(args, &game, out),
    }
}

/// The tablebase of the game in `dir` (a variant's in its folder).
fn tablebase(game: &Played, dir: &str) -> AnyTablebase<'static> {
    AnyTablebase::new(game.template, Path::new(dir))
}

/// An ending named on the command line, of pieces the game plays, in
/// its stored orientation (status 2 if it is no name or the game lacks a
/// piece).
fn ending<G: Endgame>(name: &str, game: &G) -> Result<Material, Failure> {
    Material::of_game(name, game).map_err(|e| Failure::Usage(e.to_string()))
}

fn input(error: impl std::fmt::Display) -> Failure {
    Failure::Input(error.to_string())
}

/// `1.5 GiB`, `320.0 KiB`: a number of bytes for people.
fn bytes(bytes: u64) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < units.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} bytes")
    } else {
        format!("{value:.1} {}", units[unit])
    }
}

/// The memory the system has available, from /proc/meminfo where there is
/// one.
fn available_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text
        .lines()
        .find(|line| line.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn generate(args: &TablebaseGenerateArgs, game: &Played, out: &mut Out) -> Outcome {
    let mut targets = Vec::new();
    for name in &args.endings {
        targets.push(ending(name, &game.template)?);
    }
    if let Some(pieces) = args.up_to {
        let tablebase = tablebase(game, &args.dir);
        for count in 3..=usize::from(pieces) {
            targets.extend(tablebase.endings_of(count).map_err(input)?);
        }
    }
    std::fs::create_dir_all(&args.dir).map_err(|e| {
        input(format!(
            "cannot create {}: {}",
            args.dir,
            crate::output::describe(&e)
        ))
    })?;
    let mut tablebase = tablebase(game, &args.dir);
    tablebase.set_metrics(args.metrics);
    tablebase.set_one_side(args.one_side);
    // A table there lacking what is needed: refused before the report.
    tablebase.check_present(&targets).map_err(input)?;
    let plan = tablebase.plan(&targets);
    // The largest table first: a plan that cannot be made is refused
    // before the memory of all its tables is computed.
    let mut most = (0u64, None);
    for &material in plan.iter().rev() {
        let needed = tablebase.memory_to_generate(material).map_err(input)?;
        if needed > most.0 {
            most = (needed, Some(material));
        }
        if let Some(available) = available_memory()
            && needed > available
        {
            return Err(input(format!(
                "{material} needs {} of memory to generate, but {} are available",
                bytes(needed),
                bytes(available)
            )));
        }
    }
    let most = most.0;
    out.line(&format!(
        "{} table{} to make or read in {}, holding {}, up to {} of memory for the largest",
        plan.len(),
        if plan.len() == 1 { "" } else { "s" },
        tablebase.dir().display(),
        tablebase.metrics(),
        bytes(most)
    ))?;
    out.flush()?;
    // What cannot be written stops the report, not the generation: its
    // error ends the run once the tables are made.
    let threads = usize::from(args.threads);
    // The process's pool: the generator's parallel steps run on it.
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
        .map_err(|e| input(format!("cannot start {threads} threads: {e}")))?;
    let mut written: Outcome = Ok(());
    // A bar on standard error while a table is generated, on a terminal.
    let mut bar: Option<crate::progress::Progress> = None;
    let generated = tablebase.generate(&targets, |event| {
        if let Event::Progress { material, progress } = event {
            bar.get_or_insert_with(|| {
                crate::progress::Progress::new(progress.total, &material.to_string())
            })
            .set(progress.done);
            return;
        }
        bar = None;
        if written.is_err() {
            return;
        }
        let line = match event {
            Event::Progress { .. } => return,
            Event::Present { material } => format!("{material}: present, read"),
            Event::Trivial { material } => {
                format!("{material}: a draw in every position, no table needed")
            }
            Event::Replacing { material, reason } => {
                format!("{material}: generating again, replacing {reason}")
            }
            Event::RemovedStale { paths } => format!(
                "removed {} temporary file{} left by a generation that stopped: {}",
                paths.len(),
                if paths.len() == 1 { "" } else { "s" },
                paths
                    .iter()
                    .map(|path| path.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Event::Start {
                material,
                index_size,
            } => format!("{material}: generating, {index_size} indices per side to move"),
            Event::Written {
                material,
                path,
                bytes: size,
                seconds,
            } => format!(
                "{material}: written to {} ({}) in {seconds:.2} s",
                path.display(),
                bytes(*size)
            ),
        };
        written = out.line(&line).and_then(|()| out.flush());
    });
    generated.map_err(input)?;
    written
}

/// The values of a position shown: those of `shown` it holds, the
/// others `null`.
#[derive(Serialize)]
struct ValuesJson {
    wdl: Option<i8>,
    dtm: Option<i32>,
    wdl50: Option<i8>,
    dtz: Option<i32>,
}

impl ValuesJson {
    fn of(values: &Values, shown: Metrics) -> ValuesJson {
        let show = |metric| shown.contains(metric);
        ValuesJson {
            wdl: show(Metric::Wdl).then_some(values.wdl),
            dtm: values.dtm.filter(|_| show(Metric::Dtm)),
            wdl50: values.wdl50.filter(|_| show(Metric::Wdl50)),
            dtz: values.dtz.filter(|_| show(Metric::Dtz)),
        }
    }
}

/// One move and the values of the position it leads to.
#[derive(Serialize)]
struct MoveJson {
    uci: String,
    san: String,
    #[serde(flatten)]
    values: ValuesJson,
}

/// What `probe --json` prints of a position.
#[derive(Serialize)]
struct ProbeJson {
    fen: String,
    /// The metrics shown.
    metrics: String,
    #[serde(flatten)]
    values: ValuesJson,
    /// WDL50 counted from the FEN's halfmove clock (`wdl50` is the
    /// table's); null without WDL50.
    wdl50_at_clock: Option<i8>,
    /// The best move in UCI, null without a move.
    best: Option<String>,
    /// Best first.
    moves: Vec<MoveJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<Vec<String>>,
}

fn probe(args: &TablebaseProbeArgs, game: &Played, out: &mut Out) -> Outcome {
    let mut tablebase = tablebase(game, &args.dir);
    tablebase.set_cache_bytes(args.cache_mb << 20);
    match &args.fen {
        Some(fen) => probe_one(&mut tablebase, game, fen, args, out),
        None => crate::output::each_input_line(std::io::stdin().lock(), |line| {
            let fen = std::str::from_utf8(line)
                .map_err(|e| input(format!("not UTF-8 (byte {})", e.valid_up_to() + 1)))?
                .trim();
            if fen.is_empty() {
                return Ok(());
            }
            probe_one(&mut tablebase, game, fen, args, out)
        }),
    }
}

fn probe_one(
    tablebase: &mut AnyTablebase<'static>,
    game: &Played,
    fen: &str,
    args: &TablebaseProbeArgs,
    out: &mut Out,
) -> Outcome {
    let position = reader(game.rules)(fen).map_err(|e| input(format!("{fen}: {e}")))?;
    let failed = |e: a1h8_tablebase::TablebaseError| input(format!("{fen}: {e}"));
    let root = tablebase
        .probe_root(&position, position.halfmove_clock())
        .map_err(failed)?;
    let values = root.values;
    // Best first.
    let moves: Vec<(AnyMove, Values)> = root.moves.iter().map(|m| (m.mv, m.child)).collect();
    // What is shown: what was asked for, every table read holding it, or
    // what the position's values hold.
    let shown = match args.metrics {
        Some(asked) => {
            let asked = asked.with(Metric::Wdl);
            tablebase.require(&position, asked).map_err(failed)?;
            for &(mv, _) in &moves {
                tablebase
                    .require(&position.play_unchecked(mv), asked)
                    .map_err(failed)?;
            }
            asked
        }
        None => values.metrics(),
    };
    // A position read in Syzygy's files: they hold WDL50 and DTZ, and say
    // nothing of DTM nor, as such, of WDL.
    let material = Material::of_position(&position);
    let syzygy = tablebase.reads_syzygy(material);
    let shown = if syzygy {
        shown.difference(Metrics::of(Metric::Wdl).with(Metric::Dtm))
    } else {
        shown
    };
    let line = match (args.line, syzygy) {
        (false, _) => None,
        (true, false) => {
            tablebase
                .require(&position, Metrics::of(Metric::Dtm))
                .map_err(|e| input(format!("{fen}: --line follows DTM: {e}")))?;
            Some(best_line(tablebase, &position).map_err(failed)?)
        }
        (true, true) => {
            tablebase
                .require(&position, Metrics::of(Metric::Dtz))
                .map_err(|e| input(format!("{fen}: --line follows DTZ: {e}")))?;
            Some(best_line_by_dtz(tablebase, &position).map_err(failed)?)
        }
    };
    // Syzygy's WDL files without the DTZ file: said, not only left out.
    let dtz_missing = (syzygy && values.dtz.is_none()).then(|| format!("{material}.rtbz"));
    if args.output.json() {
        return out.json_line(&ProbeJson {
            fen: position.to_string(),
            metrics: shown.to_string(),
            values: ValuesJson::of(&values, shown),
            wdl50_at_clock: root
                .wdl50_at_clock
                .filter(|_| shown.contains(Metric::Wdl50)),
            best: root.best().map(|best| position.uci(best.mv).to_string()),
            moves: moves
                .iter()
                .map(|(mv, v)| MoveJson {
                    uci: position.uci(*mv).to_string(),
                    san: position.san(*mv).to_string(),
                    values: ValuesJson::of(v, shown),
                })
                .collect(),
            line,
        });
    }
    out.line(&position.to_string())?;
    out.line(&format!(
        "{} to move: {}",
        position.turn(),
        describe(&values, position.turn())
    ))?;
    let shown_values = |values: &Values, widths: Option<[usize; 4]>| {
        let mut text = String::new();
        for (at, metric) in Values::ORDER.into_iter().enumerate() {
            if !shown.contains(metric) {
                continue;
            }
            let value = values
                .get(metric)
                .map_or("-".to_string(), |value| value.to_string());
            let width = widths.map_or(0, |widths| widths[at]);
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&format!("{metric} {value:>width$}"));
        }
        text
    };
    out.line(&format!("  {}", shown_values(&values, None)))?;
    if let Some(file) = &dtz_missing {
        out.line(&format!(
            "  (no DTZ: the directory has Syzygy's WDL file of this ending, not {file})"
        ))?;
    }
    if !moves.is_empty() {
        out.line(&format!(
            "moves, best first, with the values for {} after each:",
            position.turn().other()
        ))?;
    }
    for (mv, v) in &moves {
        out.line(&format!(
            "  {:<8} {}",
            position.san(*mv).to_string(),
            shown_values(v, Some([2, 4, 2, 4]))
        ))?;
    }
    if let Some(line) = line {
        out.line(&format!("line: {}", numbered(&position, &line)))?;
    }
    Ok(())
}

/// The values in words, for `turn` to move: the plies to mate with DTM,
/// the result alone without.
fn describe(values: &Values, turn: Color) -> String {
    let rule = |wdl50: Option<i8>| match wdl50 {
        Some(1) => " (a draw by the 50-move rule)",
        Some(-1) => " (saved by the 50-move rule)",
        _ => "",
    };
    match (values.wdl, values.dtm) {
        (0, _) => "a draw".to_string(),
        (1, Some(dtm)) => format!("{turn} mates in {dtm} plies{}", rule(values.wdl50)),
        (1, None) => format!("{turn} wins{}", rule(values.wdl50)),
        (_, Some(0)) => format!("{turn} is mated"),
        (_, Some(dtm)) => format!(
            "{turn} is mated in {} plies{}",
            dtm.unsigned_abs(),
            rule(values.wdl50)
        ),
        (_, None) => format!("{turn} loses{}", rule(values.wdl50)),
    }
}

/// The moves of best play by DTM from `position`: the quickest mate for
/// the winner, the slowest for the loser, until mate (empty for a draw).
fn best_line(
    tablebase: &mut AnyTablebase<'static>,
    position: &AnyGame<'static>,
) -> Result<Vec<String>, a1h8_tablebase::TablebaseError> {
    let mut line = Vec::new();
    let mut position = *position;
    loop {
        let values = tablebase.probe(&position)?;
        let Some(dtm) = values.dtm else {
            // A table without DTM (checked first for the position): the
            // line goes no further.
            return Ok(line);
        };
        if values.wdl == 0 || line.len() >= 1000 {
            return Ok(line);
        }
        let moves = tablebase.probe_moves(&position)?;
        // After the winner's move the loser is mated in dtm - 1; after the
        // loser's, the winner mates in |dtm| - 1.
        let wanted = -(dtm - dtm.signum());
        let Some(&(mv, _)) = moves
            .iter()
            .find(|(_, v)| v.dtm == Some(wanted) && v.wdl == -values.wdl)
        else {
            return Ok(line);
        };
        line.push(position.san(mv).to_string());
        position = position.play_unchecked(mv);
    }
}

/// The moves of best play by DTZ from `position`, each the root probe's
/// best (the quickest zeroing move that keeps the win, the slowest for
/// the loser), until the game ends or is a draw, or a table is missing.
fn best_line_by_dtz(
    tablebase: &mut AnyTablebase<'static>,
    position: &AnyGame<'static>,
) -> Result<Vec<String>, a1h8_tablebase::TablebaseError> {
    let mut line = Vec::new();
    let mut position = *position;
    while line.len() < 1000 {
        let root = match tablebase.probe_root(&position, 0) {
            Ok(root) => root,
            // Past the tables there are (a capture into an ending the
            // directory has no file of): the line stops there.
            Err(_) if !line.is_empty() => break,
            Err(error) => return Err(error),
        };
        let Some(best) = root.best() else { break };
        if root.values.wdl50 == Some(0) {
            break;
        }
        line.push(position.san(best.mv).to_string());
        position = position.play_unchecked(best.mv);
    }
    Ok(line)
}

/// `1. Kb2 Kd4 2. ...` from `position`'s move number (its FEN's last
/// field) and side.
fn numbered<G: Endgame>(position: &G, line: &[String]) -> String {
    let mut text = String::new();
    let fen = position.to_string();
    let mut number: u32 = fen
        .split_whitespace()
        .last()
        .and_then(|field| field.parse().ok())
        .unwrap_or(1);
    let mut turn = position.turn();
    for (at, san) in line.iter().enumerate() {
        if turn == Color::White {
            text.push_str(&format!("{number}. "));
        } else if at == 0 {
            text.push_str(&format!("{number}... "));
        }
        text.push_str(san);
        text.push(' ');
        if turn == Color::Black {
            number += 1;
        }
        turn = turn.other();
    }
    text.trim_end().to_string()
}

/// One side to move's statistics in JSON: `null` for what the table's
/// metrics do not give.
#[derive(Serialize)]
struct SideJson {
    wins: u64,
    cursed_wins: Option<u64>,
    draws: u64,
    blessed_losses: Option<u64>,
    losses: u64,
    longest_mate_plies: Option<u16>,
    longest_mate_fen: Option<String>,
    dtz_of_wins: Option<BTreeMap<u16, u64>>,
    dtz_of_losses: Option<BTreeMap<u16, u64>>,
    dtm_of_wins: Option<BTreeMap<u16, u64>>,
    dtm_of_losses: Option<BTreeMap<u16, u64>>,
}

#[derive(Serialize)]
struct StatsJson {
    ending: String,
    metrics: String,
    index_size: u64,
    positions: u64,
    density: f64,
    white: SideJson,
    black: SideJson,
}

fn stats(args: &TablebaseStatsArgs, game: &Played, out: &mut Out) -> Outcome {
    let material = ending(&args.ending, &game.template)?;
    let mut tablebase = tablebase(game, &args.dir);
    tablebase.load(material).map_err(input)?;
    let table = tablebase.tables().get(material).expect("loaded");
    let stats = Stats::of(table);
    let side = |color: Color| {
        let side = stats.side(color);
        SideJson {
            wins: side.wins,
            cursed_wins: side.cursed_wins,
            draws: side.draws,
            blessed_losses: side.blessed_losses,
            losses: side.losses,
            longest_mate_plies: side.longest_mate.map(|(plies, _)| plies),
            longest_mate_fen: side
                .longest_mate
                .and_then(|(_, index)| index)
                .and_then(|index| table.position(&tablebase.template(), color, index))
                .map(|position| position.to_string()),
            dtz_of_wins: side.dtz_of_wins.clone(),
            dtz_of_losses: side.dtz_of_losses.clone(),
            dtm_of_wins: side.dtm_of_wins.clone(),
            dtm_of_losses: side.dtm_of_losses.clone(),
        }
    };
    let json = StatsJson {
        ending: material.to_string(),
        metrics: stats.metrics.to_string(),
        index_size: stats.index_size,
        positions: stats.sides.iter().map(|side| side.positions).sum(),
        density: stats.density(),
        white: side(Color::White),
        black: side(Color::Black),
    };
    if args.output.json() {
        return out.json_line(&json);
    }
    out.line(&format!(
        "{}: {} indices per side to move, {} legal positions in all, density {:.3}; holds {}",
        json.ending, json.index_size, json.positions, json.density, json.metrics
    ))?;
    for (name, side) in [("white", &json.white), ("black", &json.black)] {
        match (side.cursed_wins, side.blessed_losses) {
            (Some(cursed), Some(blessed)) => out.line(&format!(
                "{name} to move: {} wins, {cursed} cursed wins, {} draws, {blessed} blessed \
                 losses, {} losses",
                side.wins, side.draws, side.losses
            ))?,
            _ => out.line(&format!(
                "{name} to move: {} wins, {} draws, {} losses (the 50-move rule ignored: no \
                 wdl50)",
                side.wins, side.draws, side.losses
            ))?,
        }
        match (&side.longest_mate_plies, &side.longest_mate_fen) {
            (Some(plies), Some(fen)) if *plies > 0 => {
                out.line(&format!("  longest mate: {plies} plies, {fen}"))?;
            }
            (Some(_), _) => out.line("  no win")?,
            (None, _) => {}
        }
        let histogram = |h: &BTreeMap<u16, u64>| {
            h.iter()
                .map(|(plies, count)| format!("{plies}:{count}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        if let (Some(wins), Some(losses)) = (&side.dtz_of_wins, &side.dtz_of_losses) {
            out.line(&format!("  dtz of wins: {}", histogram(wins)))?;
            out.line(&format!("  dtz of losses: {}", histogram(losses)))?;
        }
    }
    Ok(())
}

fn verify(args: &TablebaseVerifyArgs, game: &Played, out: &mut Out) -> Outcome {
    let mut tablebase = tablebase(game, &args.dir);
    let mut failed = false;
    for name in &args.endings {
        let material = ending(name, &game.template)?;
        match tablebase.verify(material) {
            Ok(verified) if verified.local.is_empty() => out.line(&format!(
                "{material}: verified, {} positions derived again from their successors",
                verified.positions
            ))?,
            Ok(verified) => out.line(&format!(
                "{material}: verified, {} positions derived again from their successors ({} \
                 checked for local consistency only, a weaker check: generating {} too makes it \
                 exact)",
                verified.positions,
                verified.local,
                if verified.local.contains(Metric::Wdl50) {
                    "dtz"
                } else {
                    "dtm or dtz"
                }
            ))?,
            Err(error) => {
                report(error);
                failed = true;
            }
        }
    }
    if failed {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}
