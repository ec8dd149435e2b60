//! The `a1h8` command-line tool: shows the geometry of the `a1h8` library.
//!
//! This binary only parses arguments and prints; everything it prints is
//! computed by the library.

mod board;
mod geometry;
mod show;
mod table;
mod tour;

use std::process::ExitCode;

use a1h8::seed::SeedTable;
use a1h8::{Direction, File, Rank, Square};
use clap::{Args, Parser, Subcommand};

use crate::board::Style;
use crate::show::{LineArg, parse_bitboard, parse_line_arg};

/// Chess-board geometry, symmetries and lookup tables, computed and shown.
#[derive(Parser)]
#[command(
    name = "a1h8",
    version,
    after_help = "Examples:\n  a1h8 tour\n  a1h8 table --list\n  a1h8 table rank-minus-file\n  a1h8 show between b2 g7\n  a1h8 show ray e4 north-west\n  a1h8 geometry --files 10 --ranks 8"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// A guided tour of the seed documents' ideas, computed live
    #[command(after_help = "Example:\n  a1h8 tour | less -R")]
    Tour,
    /// Print one of the seed documents' numeric tables
    #[command(
        after_help = "Examples:\n  a1h8 table --list\n  a1h8 table rank-minus-file\n  a1h8 table rank-plus-file-xor-7\n  a1h8 table nw-se"
    )]
    Table(TableArgs),
    /// Draw a line, a ray, the squares between two squares, or a bitboard
    #[command(
        after_help = "Examples:\n  a1h8 show file e\n  a1h8 show diagonal c1\n  a1h8 show diagonal -2\n  a1h8 show anti-diagonal 7\n  a1h8 show ray e4 north-west\n  a1h8 show between b2 g7\n  a1h8 show line d4 f2\n  a1h8 show hex 0x8040201008040201\n  a1h8 show between b2 g7 --hex"
    )]
    Show(ShowArgs),
    /// Diagonals and moves to the edge of every square of a board of any size up to 16x16
    #[command(
        after_help = "Examples:\n  a1h8 geometry --files 8 --ranks 8\n  a1h8 geometry --files 10 --ranks 8\n  a1h8 geometry --files 10 --ranks 8 --json\n  a1h8 geometry --files 16 --ranks 16 --json | jq '.diagonals[0]'"
    )]
    Geometry(GeometryArgs),
}

#[derive(Args)]
struct GeometryArgs {
    /// The number of files (columns), 1 to 16
    #[arg(long)]
    files: usize,
    /// The number of ranks (rows), 1 to 16
    #[arg(long)]
    ranks: usize,
    /// Print one JSON object: every square with its lines and rays, every diagonal and anti-diagonal
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct TableArgs {
    /// The table to print (see --list)
    #[arg(required_unless_present = "list", value_parser = parse_table)]
    name: Option<SeedTable>,
    /// List the tables, one line each
    #[arg(long, conflicts_with = "name")]
    list: bool,
}

fn parse_table(s: &str) -> Result<SeedTable, String> {
    s.parse()
        .map_err(|e: a1h8::seed::UnknownTable| e.to_string())
}

#[derive(Args)]
struct ShowArgs {
    #[command(subcommand)]
    what: ShowWhat,
    /// Print only the bitboard's value, as 0x followed by 16 hex digits
    #[arg(long, global = true)]
    hex: bool,
}

#[derive(Subcommand)]
enum ShowWhat {
    /// A file, a to h
    #[command(after_help = "Examples:\n  a1h8 show file e")]
    File {
        /// The file letter
        file: File,
    },
    /// A rank, 1 to 8
    #[command(after_help = "Examples:\n  a1h8 show rank 4")]
    Rank {
        /// The rank digit
        rank: Rank,
    },
    /// A diagonal (south-west to north-east), by a square on it or by rank - file (-7..7)
    #[command(
        after_help = "Examples:\n  a1h8 show diagonal c1\n  a1h8 show diagonal -2\n  a1h8 show diagonal 0 --hex"
    )]
    Diagonal {
        /// A square such as c1, or a number from -7 to 7
        #[arg(allow_negative_numbers = true, value_parser = parse_line_arg)]
        which: LineArg,
    },
    /// An anti-diagonal (south-east to north-west), by a square on it or by rank + file (0..14)
    #[command(after_help = "Examples:\n  a1h8 show anti-diagonal b1\n  a1h8 show anti-diagonal 7")]
    AntiDiagonal {
        /// A square such as c1, or a number from 0 to 14
        #[arg(allow_negative_numbers = true, value_parser = parse_line_arg)]
        which: LineArg,
    },
    /// The ray from a square to the edge, origin excluded
    #[command(after_help = "Examples:\n  a1h8 show ray e4 north-west\n  a1h8 show ray c2 ne --hex")]
    Ray {
        /// The origin
        square: Square,
        /// north, north-east, east, ... or n, ne, e, ...
        direction: Direction,
    },
    /// The squares strictly between two squares on one line (both excluded)
    #[command(after_help = "Examples:\n  a1h8 show between b2 g7\n  a1h8 show between e1 e8 --hex")]
    Between {
        /// One end
        a: Square,
        /// The other end
        b: Square,
    },
    /// The whole line through two squares, edge to edge (both included)
    #[command(after_help = "Examples:\n  a1h8 show line d4 f2")]
    Line {
        /// One square
        a: Square,
        /// Another square
        b: Square,
    },
    /// A bitboard given as a number: 0x8040201008040201 or decimal
    #[command(after_help = "Examples:\n  a1h8 show hex 0x8040201008040201\n  a1h8 show hex 255")]
    Hex {
        /// The value: bit i is square i (a1 = 0, h8 = 63)
        #[arg(value_parser = parse_bitboard)]
        value: a1h8::Bitboard,
    },
}

fn show(args: ShowArgs) -> Result<String, String> {
    let figure = match args.what {
        ShowWhat::File { file } => show::file(file),
        ShowWhat::Rank { rank } => show::rank(rank),
        ShowWhat::Diagonal { which } => show::diagonal(which)?,
        ShowWhat::AntiDiagonal { which } => show::anti_diagonal(which)?,
        ShowWhat::Ray { square, direction } => show::ray_from(square, direction),
        ShowWhat::Between { a, b } => show::between_squares(a, b),
        ShowWhat::Line { a, b } => show::line_through(a, b),
        ShowWhat::Hex { value } => show::value(value),
    };
    if args.hex {
        return Ok(format!("{:#018x}\n", figure.set.0));
    }
    let mut out = format!("{}\n", figure.title);
    out.push_str(&board::draw(figure.set, &figure.anchors, Style::detect()));
    if !figure.anchors.is_empty() {
        out.push_str(board::LEGEND);
        out.push('\n');
    }
    out.push_str(&format!("{:#018x}\n", figure.set.0));
    Ok(out)
}

fn run(cli: Cli) -> Result<String, String> {
    match cli.command {
        Command::Tour => Ok(tour::render(Style::detect())),
        Command::Table(args) => Ok(match args.name {
            Some(table) if !args.list => table::render(table),
            _ => table::list(),
        }),
        Command::Show(args) => show(args),
        Command::Geometry(args) => {
            let board = geometry::board(args.files, args.ranks)?;
            Ok(if args.json {
                geometry::json(board)
            } else {
                geometry::render(board)
            })
        }
    }
}

/// clap's message up to its usage hint, joined into one line:
/// `the following required arguments were not provided: <B>`.
fn one_line(message: &str) -> String {
    let words: Vec<&str> = message
        .lines()
        .take_while(|line| !line.trim().is_empty() && !line.starts_with("Usage:"))
        .map(str::trim)
        .collect();
    words.join(" ").trim_start_matches("error: ").to_string()
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version: print as clap does, successfully.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error)
            if error.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            // `a1h8` alone, or `a1h8 show` without what to show: the help.
            let _ = error.print();
            return ExitCode::from(2);
        }
        Err(error) => {
            eprintln!("a1h8: {}", one_line(&error.render().to_string()));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("a1h8: {message}");
            ExitCode::FAILURE
        }
    }
}
