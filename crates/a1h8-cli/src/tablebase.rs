//! `a1h8 tablebase`: endgame tablebases of chess and of the variants,
//! generated, probed, counted and verified by the library
//! `a1h8-tablebase`, written once for every game.

use std::collections::BTreeMap;
use std::path::Path;

use a1h8::{AnyGame, Color, Endgame, Game, Rules};
use a1h8_tablebase::{AnyTablebase, Event, Material, Stats, Values};
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
/// move under the 50-move rule (DTZ), from which the results WDL and WDL50 follow.
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
    /// of tables and the memory the largest needs (and refuses if more than is available), then
    /// each table as it is read or generated and written. Each file is written under a temporary
    /// name and renamed when complete.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase generate KQvK --dir tables\n  a1h8 tablebase generate KQvKR KRvKP --dir tables\n  a1h8 tablebase generate --up-to 4 --dir tables\n  a1h8 tablebase generate KAvK KCvK --variant capablanca --dir tables"
    )]
    Generate(TablebaseGenerateArgs),
    /// The values of positions: WDL, DTM, WDL50 and DTZ, and those of every legal move
    ///
    /// Values are for the side to move, with python-chess's conventions: wdl 1/0/-1 and dtm
    /// (plies to mate, negative when mated; 50-move rule ignored) as Gaviota's, wdl50 2/1/0/-1/-2
    /// and dtz (plies to the next capture or pawn move; beyond 100 when the 50-move rule turns the
    /// result into a draw, then 100 more than the plies) as Syzygy's. Each move is shown with the
    /// values of the position it leads to, for the side to move there. A position with castling
    /// rights is refused; an en passant capture is taken into account. --format json (or --json)
    /// prints one object a position: {"fen", "wdl", "dtm", "wdl50", "dtz", "moves": [{"uci", "san", "wdl", "dtm",
    /// "wdl50", "dtz"}]} and, with --line, "line": [SAN...]. A position that cannot be probed is
    /// one line on standard error; the others go on, and the status is 1.
    #[command(
        after_help = "Examples:\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables\n  a1h8 tablebase probe \"8/8/8/8/8/2k5/8/R3K3 w - - 0 1\" --dir tables --line\n  a1h8 tablebase probe --dir tables --json < positions.fen"
    )]
    Probe(TablebaseProbeArgs),
    /// Statistics of a table: results per side to move, DTZ histograms, longest mates, density
    ///
    /// Positions are counted as Syzygy's published statistics count them: each class under the
    /// board's symmetries once, pieces of one kind and colour told apart. --format json (or
    /// --json) prints one object: {"ending", "index_size", "density", "white": {...}, "black": {...}}, each side to
    /// move with "wins", "cursed_wins", "draws", "blessed_losses", "losses",
    /// "longest_mate_plies", "longest_mate_fen", "dtz_of_wins", "dtz_of_losses",
    /// "dtm_of_wins", "dtm_of_losses" (histograms as {"plies": count}).
    #[command(
        after_help = "Examples:\n  a1h8 tablebase stats KQvK --dir tables\n  a1h8 tablebase stats KQvKR --dir tables --json | jq .white.longest_mate_plies"
    )]
    Stats(TablebaseStatsArgs),
    /// Verify tables: every value derived again from the positions one move away
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
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct TablebaseProbeArgs {
    /// A position in FEN, quoted as one argument [default: one per line of standard input]
    pub fen: Option<String>,
    /// The directory of the table files
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: String,
    /// Print the line of best play to mate (or as far as the position is decided), in SAN
    #[arg(long)]
    pub line: bool,
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
        "{} tables to make or read in {}, up to {} of memory for the largest",
        plan.len(),
        tablebase.dir().display(),
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

/// One move and the values of the position it leads to.
#[derive(Serialize)]
struct MoveJson {
    uci: String,
    san: String,
    wdl: i8,
    dtm: i32,
    wdl50: i8,
    dtz: i32,
}

/// What `probe --json` prints of a position.
#[derive(Serialize)]
struct ProbeJson {
    fen: String,
    wdl: i8,
    dtm: i32,
    wdl50: i8,
    dtz: i32,
    moves: Vec<MoveJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<Vec<String>>,
}

fn probe(args: &TablebaseProbeArgs, game: &Played, out: &mut Out) -> Outcome {
    let mut tablebase = tablebase(game, &args.dir);
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
    let values = tablebase
        .probe(&position)
        .map_err(|e| input(format!("{fen}: {e}")))?;
    let moves = tablebase
        .probe_moves(&position)
        .map_err(|e| input(format!("{fen}: {e}")))?;
    let line = if args.line {
        Some(best_line(tablebase, &position).map_err(|e| input(format!("{fen}: {e}")))?)
    } else {
        None
    };
    if args.output.json() {
        return out.json_line(&ProbeJson {
            fen: position.to_string(),
            wdl: values.wdl,
            dtm: values.dtm,
            wdl50: values.wdl50,
            dtz: values.dtz,
            moves: moves
                .iter()
                .map(|&(mv, v)| MoveJson {
                    uci: position.uci(mv).to_string(),
                    san: position.san(mv).to_string(),
                    wdl: v.wdl,
                    dtm: v.dtm,
                    wdl50: v.wdl50,
                    dtz: v.dtz,
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
    out.line(&format!(
        "  wdl {} dtm {} wdl50 {} dtz {}",
        values.wdl, values.dtm, values.wdl50, values.dtz
    ))?;
    if !moves.is_empty() {
        out.line(&format!(
            "moves, with the values for {} after each:",
            position.turn().other()
        ))?;
    }
    for (mv, v) in &moves {
        out.line(&format!(
            "  {:<8} wdl {:>2} dtm {:>4} wdl50 {:>2} dtz {:>4}",
            position.san(*mv).to_string(),
            v.wdl,
            v.dtm,
            v.wdl50,
            v.dtz
        ))?;
    }
    if let Some(line) = line {
        out.line(&format!("line: {}", numbered(&position, &line)))?;
    }
    Ok(())
}

/// The values in words, for `turn` to move.
fn describe(values: &Values, turn: Color) -> String {
    let plies = values.dtm.unsigned_abs();
    match (values.wdl, values.wdl50) {
        (0, _) => "a draw".to_string(),
        (1, wdl50) => format!(
            "{turn} mates in {plies} plies{}",
            if wdl50 == 1 {
                " (a draw by the 50-move rule)"
            } else {
                ""
            }
        ),
        (_, wdl50) if plies == 0 && wdl50 == -2 => format!("{turn} is mated"),
        (_, wdl50) => format!(
            "{turn} is mated in {plies} plies{}",
            if wdl50 == -1 {
                " (saved by the 50-move rule)"
            } else {
                ""
            }
        ),
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
        if values.wdl == 0 || line.len() >= 1000 {
            return Ok(line);
        }
        let moves = tablebase.probe_moves(&position)?;
        // After the winner's move the loser is mated in dtm - 1; after the
        // loser's, the winner mates in |dtm| - 1.
        let wanted = -(values.dtm - values.dtm.signum());
        let Some(&(mv, _)) = moves
            .iter()
            .find(|(_, v)| v.dtm == wanted && v.wdl == -values.wdl)
        else {
            return Ok(line);
        };
        line.push(position.san(mv).to_string());
        position = position.play(mv);
    }
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

/// One side to move's statistics in JSON.
#[derive(Serialize)]
struct SideJson {
    wins: u64,
    cursed_wins: u64,
    draws: u64,
    blessed_losses: u64,
    losses: u64,
    longest_mate_plies: u16,
    longest_mate_fen: Option<String>,
    dtz_of_wins: BTreeMap<u16, u64>,
    dtz_of_losses: BTreeMap<u16, u64>,
    dtm_of_wins: BTreeMap<u16, u64>,
    dtm_of_losses: BTreeMap<u16, u64>,
}

#[derive(Serialize)]
struct StatsJson {
    ending: String,
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
        let (plies, index) = side.longest_mate;
        SideJson {
            wins: side.wins,
            cursed_wins: side.cursed_wins,
            draws: side.draws,
            blessed_losses: side.blessed_losses,
            losses: side.losses,
            longest_mate_plies: plies,
            longest_mate_fen: index
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
        "{}: {} indices per side to move, {} legal positions in all, density {:.3}",
        json.ending, json.index_size, json.positions, json.density
    ))?;
    for (name, side) in [("white", &json.white), ("black", &json.black)] {
        out.line(&format!(
            "{name} to move: {} wins, {} cursed wins, {} draws, {} blessed losses, {} losses",
            side.wins, side.cursed_wins, side.draws, side.blessed_losses, side.losses
        ))?;
        match &side.longest_mate_fen {
            Some(fen) if side.longest_mate_plies > 0 => out.line(&format!(
                "  longest mate: {} plies, {fen}",
                side.longest_mate_plies
            ))?,
            _ => out.line("  no win")?,
        }
        let histogram = |h: &BTreeMap<u16, u64>| {
            h.iter()
                .map(|(plies, count)| format!("{plies}:{count}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        out.line(&format!("  dtz of wins: {}", histogram(&side.dtz_of_wins)))?;
        out.line(&format!(
            "  dtz of losses: {}",
            histogram(&side.dtz_of_losses)
        ))?;
    }
    Ok(())
}

fn verify(args: &TablebaseVerifyArgs, game: &Played, out: &mut Out) -> Outcome {
    let mut tablebase = tablebase(game, &args.dir);
    let mut failed = false;
    for name in &args.endings {
        let material = ending(name, &game.template)?;
        match tablebase.verify(material) {
            Ok(verified) => out.line(&format!(
                "{material}: verified, {} positions derived again from their successors",
                verified.positions
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
