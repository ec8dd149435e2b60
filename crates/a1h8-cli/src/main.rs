//! The `a1h8` command-line tool: shows the geometry of the `a1h8` library.
//!
//! This binary only parses arguments and prints; everything it prints is
//! computed by the library. All its output goes through [`output::Out`],
//! and every run ends in [`output::exit`], which keeps the exit-status
//! contract.

mod args;
mod attacks;
mod board;
mod geometry;
mod magics;
mod numbers;
mod output;
mod perft;
mod picture;
mod position;
mod show;
mod site;
mod split;
mod table;
mod tour;
mod variants;

use std::process::ExitCode;

use a1h8::line_tables::LineTable;
use clap::{CommandFactory, Parser};

use a1h8::Piece;
use a1h8::attacks::Slider;
use a1h8::attacks::magic::SEED;
use a1h8::bitboard128::BoardMasks;
use a1h8::emit::{EmitError, Source, Table};

use crate::args::{
    Cli, Command, EmitArgs, MovesArgs, PerftArgs, PerftCommand, ShowArgs, ShowWhat, TableArgs,
};
use crate::board::Style;
use crate::output::{Failure, Out, Outcome};
use crate::picture::{Format, PictureFormat, deliver, svg_file};
use crate::position::{each_fen, read_chess, read_variant};

fn show(args: ShowArgs, out: &mut Out) -> Outcome {
    let format = args.format;
    let file = svg_file(&args.svg);
    if args.variant.variant.is_some() && format == Format::Hex {
        return Err(Failure::Usage(
            "--hex prints the bitboard of a subcommand, not a position".to_string(),
        ));
    }
    let shown = variants::with_variant(&args.variant, |variant| {
        let position = perft::variant_position(variant, args.fen.as_deref(), &args.moves)?;
        show_position(&position, args.transform, format, file, out)
    });
    if let Some(outcome) = shown {
        return outcome;
    }
    let Some(what) = args.what else {
        // With --moves alone, they are played from the start position.
        let rules = variants::rules(&args.variant);
        let fen = args
            .fen
            .as_deref()
            .or((!args.moves.is_empty() || rules == perft::Rules::Chess960)
                .then_some(position::STARTPOS));
        let Some(fen) = fen else {
            return Err(Failure::Usage(format!(
                "show needs what to draw: a position in FEN, or one of {}\n\n{}\n\n\
                 For more information, try 'a1h8 show --help'.",
                show_subcommands().join(", "),
                usage(&["show"])
            )));
        };
        if format == Format::Hex {
            return Err(Failure::Usage(
                "--hex prints the bitboard of a subcommand, not a position".to_string(),
            ));
        }
        if !fen.contains('/') && fen != position::STARTPOS {
            // Not even a placement: more likely a mistyped subcommand.
            return Err(Failure::Usage(format!(
                "{fen:?} is neither a FEN nor one of {}",
                show_subcommands().join(", ")
            )));
        }
        let position = perft::chess_position(Some(fen), &args.moves, rules)?;
        return show_position(&position, args.transform, format, file, out);
    };
    let figure = match what {
        ShowWhat::File { file } => show::file(file),
        ShowWhat::Rank { rank } => show::rank(rank),
        ShowWhat::Diagonal { which } => show::diagonal(which),
        ShowWhat::AntiDiagonal { which } => show::anti_diagonal(which),
        ShowWhat::Ray { square, direction } => show::ray_from(square, direction),
        ShowWhat::Between { a, b } => show::between_squares(a, b),
        ShowWhat::Line { a, b } => show::line_through(a, b),
        ShowWhat::Hex { value } => show::value(value),
    };
    match format {
        Format::Hex => out.line(&show::hex(figure.set)),
        Format::Json => out.json_line(&figure.json()),
        Format::Svg => deliver(&figure.svg(), file, out),
        Format::Text => out.print(&figure.render(Style::detect())),
    }
}

/// `a1h8 show FEN` (or `--variant NAME [FEN]`): `position`, with `op`
/// beside its image, as `format` asks (an SVG picture to `file`).
fn show_position<G: a1h8::Game + a1h8::canonical::Symmetric>(
    position: &G,
    op: Option<position::Op>,
    format: Format,
    file: Option<&str>,
    out: &mut Out,
) -> Outcome {
    match format {
        Format::Json => out.json_line(&position::show_json(position, op).map_err(Failure::Input)?),
        Format::Svg => {
            let svg = position::show_svg(position, op).map_err(Failure::Input)?;
            deliver(&svg, file, out)
        }
        _ => out.print(&position::show(position, op, Style::detect()).map_err(Failure::Input)?),
    }
}

/// The names of `show`'s subcommands: `file`, `rank`, ...
fn show_subcommands() -> Vec<String> {
    let command = Cli::command();
    let show = command.find_subcommand("show").expect("show is a command");
    show.get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect()
}

fn table(args: TableArgs, out: &mut Out) -> Outcome {
    let file = svg_file(&args.svg);
    match (args.name, args.format) {
        (_, PictureFormat::Svg) if args.list => Err(Failure::Usage(
            "--list cannot be drawn: an SVG picture is of one table NAME".to_string(),
        )),
        (_, PictureFormat::Json) if args.list => out.json_line(&table::list_json()),
        _ if args.list => out.print(&table::list()),
        (Some(name), PictureFormat::Json) => out.json_line(&table::json(name)),
        (Some(name), PictureFormat::Svg) => deliver(&table::svg(name), file, out),
        (Some(name), _) => out.print(&table::render(name)),
        (None, _) => Err(Failure::Usage(format!(
            "a table NAME is needed: one of {} (a1h8 table --list describes them)",
            LineTable::ALL.map(LineTable::name).join(", ")
        ))),
    }
}

/// The usage block of the command at `path` (`["show"]`), as `--help`
/// begins it: `Usage: a1h8 show ...`.
fn usage(path: &[&str]) -> String {
    let mut command = Cli::command();
    command.build();
    let mut found = command;
    for name in path {
        found = found
            .find_subcommand(name)
            .expect("a command of the tool")
            .clone();
    }
    found.render_usage().to_string()
}

/// `a1h8 help [COMMAND...]`: the help of that command, exactly as its
/// `--help` prints it.
fn help(path: &[String], out: &mut Out) -> Outcome {
    let mut command = Cli::command();
    command.build();
    let mut found = &command;
    for (depth, name) in path.iter().enumerate() {
        let parent = std::iter::once("a1h8")
            .chain(path[..depth].iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ");
        let names: Vec<&str> = found.get_subcommands().map(|c| c.get_name()).collect();
        found = match found.find_subcommand(name) {
            Some(sub) => sub,
            None if names.is_empty() => {
                return Err(Failure::Usage(format!("{parent} has no subcommands")));
            }
            None => {
                return Err(Failure::Usage(format!(
                    "{parent} has no command {name:?}: expected one of {}",
                    names.join(", ")
                )));
            }
        };
    }
    // What `a1h8 PATH --help` prints, short or long as clap decides.
    let words = std::iter::once("a1h8")
        .chain(path.iter().map(String::as_str))
        .chain(["--help"]);
    match Cli::command().try_get_matches_from(words) {
        Err(shown) => out.print(&shown.render().to_string()),
        Ok(_) => unreachable!("--help always stops the parse"),
    }
}

/// `a1h8 emit`: the tables as source code.
fn emit(args: EmitArgs, out: &mut Out) -> Outcome {
    if args.explorer {
        if args.lang != a1h8::emit::Language::Json {
            return Err(Failure::Usage(format!(
                "--explorer writes JSON, not {}: use --lang json",
                args.lang.name()
            )));
        }
        return out.print(&site::explorer_json());
    }
    let source = match (args.files, args.ranks) {
        (Some(files), Some(ranks)) => {
            let size = geometry::board(files, ranks);
            let masks = BoardMasks::new(size).ok_or(Failure::Usage(format!(
                "a {size} board has {} squares: --files and --ranks emit boards of up to 128",
                size.square_count()
            )))?;
            Source::Board(masks)
        }
        _ => Source::Standard,
    };
    let tables = match (args.tables.is_empty(), source) {
        (false, _) => &args.tables[..],
        (true, Source::Standard) => &Table::ALL[..],
        (true, Source::Board(_)) => &Table::GEOMETRY[..],
    };
    let mut text = String::new();
    a1h8::emit::emit(&mut text, args.lang, source, tables).map_err(|e| match e {
        EmitError::Write => unreachable!("a String takes any text"),
        refused => Failure::Usage(refused.to_string()),
    })?;
    out.print(&text)
}

/// The FEN reader of chess, its error as text.
fn chess_reader(fen: &str) -> Result<a1h8::Position, String> {
    a1h8::Position::from_fen(fen).map_err(|e| e.to_string())
}

/// The FEN reader of `variant`, its error as text.
fn variant_reader<'v>(
    variant: &'v a1h8::variant::Variant<'v>,
) -> impl Fn(&str) -> Result<a1h8::variant::VariantPosition<'v>, String> {
    move |fen| a1h8::variant::VariantPosition::from_fen(variant, fen).map_err(|e| e.to_string())
}

/// `a1h8 perft`: of chess, or with `--variant` of a chess variant.
fn perft(args: PerftArgs, out: &mut Out) -> Outcome {
    match args.command {
        Some(PerftCommand::Split(args)) => {
            let (fen, depth, at) = (args.fen.as_deref(), args.depth, args.at);
            return variants::with_variant(&args.variant, |variant| {
                split::split(perft::variant_position(variant, fen, &[])?, depth, at, out)
            })
            .unwrap_or_else(|| {
                let rules = variants::rules(&args.variant);
                split::split(perft::chess_position(fen, &[], rules)?, depth, at, out)
            });
        }
        Some(PerftCommand::RunUnits(args)) => {
            let (path, shard, threads) = (&args.units, args.shard, usize::from(args.threads));
            return variants::with_variant(&args.variant, |variant| {
                split::run_units(path, variant_reader(variant), shard, threads, out)
            })
            .unwrap_or_else(|| split::run_units(path, chess_reader, shard, threads, out));
        }
        Some(PerftCommand::Merge(args)) => {
            let (path, results, json) = (&args.units, &args.results, args.json);
            return variants::with_variant(&args.variant, |variant| {
                split::merge(path, variant_reader(variant), results, json, out)
            })
            .unwrap_or_else(|| split::merge(path, chess_reader, results, json, out));
        }
        None => {}
    }
    let resources = perft::Resources {
        threads: usize::from(args.threads),
        hash_mb: usize::from(args.hash.unwrap_or(0)),
    };
    let (fen, moves) = (args.fen.as_deref(), &args.moves);
    variants::with_variant(&args.variant, |variant| {
        count(
            &args,
            resources,
            variant_reader(variant),
            || perft::variant_position(variant, fen, moves),
            perft::VARIANT_DEPTH,
            out,
        )
    })
    .unwrap_or_else(|| {
        let rules = variants::rules(&args.variant);
        count(
            &args,
            resources,
            chess_reader,
            || perft::chess_position(fen, moves, rules),
            perft::DEPTH,
            out,
        )
    })
}

/// `a1h8 perft` of one game: the suite of `--epd`, each FEN read by
/// `read`, or `position()` counted (to `depth` without `--depth`).
fn count<G: a1h8::Game + Sync>(
    args: &PerftArgs,
    resources: perft::Resources,
    read: impl Fn(&str) -> Result<G, String>,
    position: impl FnOnce() -> Result<G, Failure>,
    depth: u32,
    out: &mut Out,
) -> Outcome
where
    G::Move: Sync,
{
    match args.epd.as_deref() {
        Some(path) => perft::epd(path, args.max_depth, resources, args.json, read, out),
        None => perft::run(
            position()?,
            args.depth.unwrap_or(depth),
            args.divide,
            resources,
            args.json,
            out,
        ),
    }
}

/// `a1h8 moves`: of chess, or with `--variant` of a chess variant.
fn moves(args: MovesArgs, out: &mut Out) -> Outcome {
    let (fen, moves, json) = (args.fen.as_deref(), &args.moves, args.json);
    variants::with_variant(&args.variant, |variant| {
        perft::moves(&perft::variant_position(variant, fen, moves)?, json, out)
    })
    .unwrap_or_else(|| {
        let rules = variants::rules(&args.variant);
        perft::moves(&perft::chess_position(fen, moves, rules)?, json, out)
    })
}

/// Runs the command, printing through `out`.
fn run(cli: Cli, out: &mut Out) -> Outcome {
    match cli.command {
        Command::Transform(args) => {
            let format = args.format;
            if format == PictureFormat::Svg {
                // One picture of one position: the position and its image.
                let Some(fen) = args.fen.as_deref() else {
                    return Err(Failure::Usage(
                        "an SVG picture is of one position: give its FEN as an argument"
                            .to_string(),
                    ));
                };
                let (op, file) = (Some(args.op), svg_file(&args.svg));
                let mut picture = |svg: Result<String, String>| -> Outcome {
                    deliver(&svg.map_err(Failure::Input)?, file, out)
                };
                return variants::with_variant(&args.variant, |variant| {
                    let position = perft::variant_position(variant, Some(fen), &[])?;
                    picture(position::show_svg(&position, op))
                })
                .unwrap_or_else(|| {
                    let rules = variants::rules(&args.variant);
                    let position = perft::chess_position(Some(fen), &[], rules)?;
                    picture(position::show_svg(&position, op))
                });
            }
            let (fen, op, json) = (args.fen.as_deref(), args.op, format == PictureFormat::Json);
            variants::with_variant(&args.variant, |variant| {
                each_fen(fen, out, read_variant(variant), |p| {
                    position::transform(p, op, json)
                })
            })
            .unwrap_or_else(|| each_fen(fen, out, read_chess, |p| position::transform(p, op, json)))
        }
        Command::Canonical(args) => {
            let (fen, colors, explain, json) =
                (args.fen.as_deref(), args.colors, args.explain, args.json);
            variants::with_variant(&args.variant, |variant| {
                each_fen(fen, out, read_variant(variant), |p| {
                    Ok(position::canonical_fen(p, colors, explain, json))
                })
            })
            .unwrap_or_else(|| {
                each_fen(fen, out, read_chess, |p| {
                    Ok(position::canonical_fen(p, colors, explain, json))
                })
            })
        }
        Command::Tour => out.print(&tour::render(Style::detect())),
        Command::Table(args) => table(args, out),
        Command::Show(args) => show(args, out),
        Command::Geometry(args) => {
            let board = geometry::board(args.files, args.ranks);
            match args.format {
                PictureFormat::Json => out.json_pretty(&geometry::json(board)),
                PictureFormat::Svg => deliver(&geometry::svg(board), svg_file(&args.svg), out),
                PictureFormat::Text => out.print(&geometry::render(board)),
            }
        }
        Command::Emit(args) => emit(args, out),
        Command::Site(args) => site::write(&args.out_dir, out),
        Command::Perft(args) => perft(args, out),
        Command::Moves(args) => moves(args, out),
        Command::Variants(args) => match args.file.as_deref() {
            Some(path) => variants::variants_of_file(path, args.json, out),
            None => variants::variants(args.json, out),
        },
        Command::Attacks(args) => {
            let piece = Piece::new(args.color, args.piece);
            let attacks = attacks::Attacks::new(piece, args.square, args.occupied, args.method)
                .map_err(Failure::Usage)?;
            match args.format {
                Format::Hex => out.line(&show::hex(attacks.set())),
                Format::Json => out.json_line(&attacks.json()),
                Format::Svg => deliver(&attacks.svg(), svg_file(&args.svg), out),
                Format::Text => out.print(&attacks.render(Style::detect())),
            }
        }
        Command::Magics(args) => {
            let sliders = match args.piece {
                Some(slider) => vec![slider],
                None => Slider::ALL.to_vec(),
            };
            if let Some(file) = args.verify.as_deref() {
                magics::verify(Some(file), out)
            } else if args.stored {
                magics::stored(&sliders, out)
            } else {
                magics::find(&sliders, args.seed.unwrap_or(SEED), args.json, out)
            }
        }
        Command::Completions { shell } => {
            let mut script = Vec::new();
            let shell = match shell {
                args::Shell::Bash => clap_complete::Shell::Bash,
                args::Shell::Zsh => clap_complete::Shell::Zsh,
                args::Shell::Fish => clap_complete::Shell::Fish,
            };
            clap_complete::generate(shell, &mut Cli::command(), "a1h8", &mut script);
            out.print(&String::from_utf8_lossy(&script))
        }
        Command::Man => {
            let mut page = Vec::new();
            clap_mangen::Man::new(Cli::command())
                .render(&mut page)
                .expect("rendering into memory does not fail");
            out.print(&String::from_utf8_lossy(&page))
        }
        Command::Help { command } => help(&command, out),
    }
}

/// clap's message up to its usage hint, joined into one line:
/// `the following required arguments were not provided: <SQUARE>`.
fn one_line(message: &str) -> String {
    let words: Vec<&str> = message
        .lines()
        .take_while(|line| !line.trim().is_empty() && !line.starts_with("Usage:"))
        .map(str::trim)
        .collect();
    words.join(" ").trim_start_matches("error: ").to_string()
}

/// `true` for an argument that may be a FEN's placement field, split from
/// the rest of an unquoted FEN (`k7/8/NK2B3/8/8/8/8/8`): letters, digits
/// and at least two slashes, not at its start, so that a path such as
/// `/tmp/units.jsonl` or `results/0.jsonl` is none.
fn looks_like_placement(arg: &str) -> bool {
    arg.matches('/').count() >= 2
        && !arg.starts_with('/')
        && arg.chars().all(|c| c.is_ascii_alphanumeric() || c == '/')
}

/// What a command line clap refused becomes: `--help` and `--version`
/// printed, a missing command the short usage, anything else one line.
fn refused(error: clap::Error, out: &mut Out) -> Outcome {
    use clap::error::ErrorKind;
    if !error.use_stderr() {
        // --help and --version: printed as asked, through the same checks.
        return out.print(&error.render().to_string());
    }
    if error.kind() == ErrorKind::MissingSubcommand {
        let names: Vec<String> = Cli::command()
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect();
        return Err(Failure::Usage(format!(
            "a command is needed: one of {}\n\n{}\n\nFor more information, try 'a1h8 --help'.",
            names.join(", "),
            usage(&[])
        )));
    }
    let mut message = one_line(&error.render().to_string());
    // clap's "tip: a similar subcommand exists", kept on the one line.
    if let Some(clap::error::ContextValue::String(near)) =
        error.get(clap::error::ContextKind::SuggestedSubcommand)
    {
        message.push_str(&a1h8::names::DidYouMean(Some(near)).to_string());
    } else if let Some(clap::error::ContextValue::Strings(near)) =
        error.get(clap::error::ContextKind::SuggestedSubcommand)
        && let Some(near) = near.first()
    {
        message.push_str(&a1h8::names::DidYouMean(Some(near)).to_string());
    }
    if matches!(
        error.kind(),
        ErrorKind::UnknownArgument | ErrorKind::ArgumentConflict
    ) && std::env::args()
        .skip(1)
        .any(|arg| looks_like_placement(&arg))
    {
        // `a1h8 transform rotate-90 k7/8/NK2B3/8/8/8/8/8 w - -`
        message.push_str(": quote a FEN as one argument");
    }
    Err(Failure::Usage(message))
}

fn main() -> ExitCode {
    let mut out = Out::new();
    let outcome = match Cli::try_parse() {
        Ok(cli) => run(cli, &mut out),
        Err(error) => refused(error, &mut out),
    };
    let flushed = out.flush();
    output::exit(outcome.and(flushed))
}
