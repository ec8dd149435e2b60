//! The `a1h8` command-line tool: shows the geometry of the `a1h8` library.
//!
//! This binary only parses arguments and prints; everything it prints is
//! computed by the library.

mod board;
mod geometry;
mod position;
mod show;
mod table;
mod tour;

use std::process::ExitCode;

use a1h8::seed::SeedTable;
use a1h8::{Direction, File, Rank, Square};
use clap::{Args, Parser, Subcommand};

use crate::board::Style;
use crate::position::{Op, each_fen, parse_op};
use crate::show::{LineArg, parse_bitboard, parse_line_arg};

/// Chess-board geometry, symmetries and lookup tables, computed and shown.
#[derive(Parser)]
#[command(
    name = "a1h8",
    version,
    after_help = "Examples:\n  a1h8 tour\n  a1h8 table --list\n  a1h8 table rank-minus-file\n  a1h8 show between b2 g7\n  a1h8 show ray e4 north-west\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n  a1h8 geometry --files 10 --ranks 8"
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
    /// Draw a line, a ray, the squares between two squares, a bitboard, or a position
    ///
    /// Give a subcommand to draw a set of squares, or a position in FEN (quoted, as one
    /// argument) to draw its board: the pieces as Unicode symbols, empty squares as ·, then
    /// the FEN and the side to move. With --transform OP, the position and its image under OP
    /// are drawn side by side.
    #[command(
        after_help = "Examples:\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n  a1h8 show \"8/8/8/8/8/8/8/K1k4Q b - - 0 1\" --transform color-flip\n  a1h8 show file e\n  a1h8 show diagonal c1\n  a1h8 show diagonal -2\n  a1h8 show anti-diagonal 7\n  a1h8 show ray e4 north-west\n  a1h8 show between b2 g7\n  a1h8 show line d4 f2\n  a1h8 show hex 0x8040201008040201\n  a1h8 show between b2 g7 --hex"
    )]
    Show(ShowArgs),
    /// Apply a symmetry or the colour flip to a position in FEN
    ///
    /// Prints the image as a 6-field FEN. The symmetries need a position without castling
    /// rights, and all but identity and mirror-horizontal one without pawns; color-flip always
    /// applies.
    ///
    /// Without FEN, reads one FEN per line from standard input and prints one line per
    /// position, in order. A line that fails (a bad FEN, a blank line, a symmetry that does
    /// not apply) prints nothing on standard output and one line "a1h8: line N: <why>" on
    /// standard error; the lines after it are still read, and the exit status is 1 if any
    /// line failed.
    #[command(
        after_help = "Examples:\n  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n  a1h8 transform color-flip \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"\n  a1h8 transform rotate-90 < positions.fen > rotated.fen"
    )]
    Transform(TransformArgs),
    /// The tablebase canonical form of a position in FEN
    ///
    /// Prints the representative of the position's class, the positions the symmetries make
    /// equivalent, as a 6-field FEN. Without pawns and castling rights all eight
    /// symmetries apply and the white king ends in the triangle a1-d1-d4; with pawns, the
    /// horizontal mirror puts it on files a to d; with castling rights the position is its own
    /// representative. --colors also folds the colour-flipped positions in, with the stronger
    /// side as White, so KQvK and KvKQ print the same FEN.
    ///
    /// --explain adds, on the same line, how the position maps to its representative:
    /// "<fen>  # via mirror-horizontal", or with --colors "<fen>  # via color-flip then
    /// rotate-90" (apply the colour flip, then the symmetry; see a1h8 transform).
    ///
    /// Without FEN, reads one FEN per line from standard input, as a1h8 transform does: one
    /// line out per good line in, in order, and "a1h8: line N: <why>" on standard error for
    /// each bad one, with exit status 1 if any line failed.
    #[command(
        after_help = "Examples:\n  a1h8 canonical \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n  a1h8 canonical --colors --explain \"8/8/8/8/8/8/8/K1k4q w - - 0 1\"\n  a1h8 canonical --colors < positions.fen | sort -u | wc -l"
    )]
    Canonical(CanonicalArgs),
    /// Diagonals and moves to the edge of every square of a board of any size up to 16x16
    #[command(
        after_help = "Examples:\n  a1h8 geometry --files 8 --ranks 8\n  a1h8 geometry --files 10 --ranks 8\n  a1h8 geometry --files 10 --ranks 8 --json\n  a1h8 geometry --files 16 --ranks 16 --json | jq '.diagonals[0]'"
    )]
    Geometry(GeometryArgs),
}

#[derive(Args)]
struct TransformArgs {
    /// identity, flip-vertical, mirror-horizontal, mirror-diagonal, mirror-anti-diagonal,
    /// rotate-90, rotate-180, rotate-270 or color-flip
    #[arg(value_parser = parse_op)]
    op: Op,
    /// A position in FEN, quoted as one argument [default: one per line of standard input]
    fen: Option<String>,
}

#[derive(Args)]
struct CanonicalArgs {
    /// A position in FEN, quoted as one argument [default: one per line of standard input]
    fen: Option<String>,
    /// Fold colour-flipped positions too: the stronger side becomes White
    #[arg(long)]
    colors: bool,
    /// Say after the FEN how the position maps to it: "  # via <operations>"
    #[arg(long)]
    explain: bool,
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
#[command(args_conflicts_with_subcommands = true, arg_required_else_help = true)]
struct ShowArgs {
    #[command(subcommand)]
    what: Option<ShowWhat>,
    /// A position in FEN, quoted as one argument, to draw instead of a set of squares
    fen: Option<String>,
    /// With FEN: draw the position and its image under OP (a symmetry or color-flip) side by side
    #[arg(long, value_name = "OP", value_parser = parse_op, requires = "fen")]
    transform: Option<Op>,
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
    let Some(what) = args.what else {
        let fen = args.fen.as_deref().unwrap_or_default();
        if args.hex {
            return Err("--hex prints the bitboard of a subcommand, not a position".to_string());
        }
        if !fen.contains('/') {
            // Not even a placement: more likely a mistyped subcommand.
            let show = ShowWhat::augment_subcommands(clap::Command::new("show"));
            let names: Vec<&str> = show.get_subcommands().map(|c| c.get_name()).collect();
            return Err(format!(
                "{fen:?} is neither a FEN nor one of {}",
                names.join(", ")
            ));
        }
        return position::show(fen, args.transform, Style::detect());
    };
    let figure = match what {
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

/// Runs the command and prints what it computes: the text on standard
/// output, or one line `a1h8: <why>` on standard error and a failure.
/// `transform` and `canonical` print line by line as they read.
fn run(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Command::Transform(args) => {
            return each_fen(args.fen.as_deref(), |p| position::transform(p, args.op));
        }
        Command::Canonical(args) => {
            return each_fen(args.fen.as_deref(), |p| {
                Ok(position::canonical_fen(p, args.colors, args.explain))
            });
        }
        Command::Tour => Ok(tour::render(Style::detect())),
        Command::Table(args) => Ok(match args.name {
            Some(table) if !args.list => table::render(table),
            _ => table::list(),
        }),
        Command::Show(args) => show(args),
        Command::Geometry(args) => geometry::board(args.files, args.ranks).map(|board| {
            if args.json {
                geometry::json(board)
            } else {
                geometry::render(board)
            }
        }),
    };
    match result {
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
            let mut message = one_line(&error.render().to_string());
            let kind = error.kind();
            if matches!(
                kind,
                clap::error::ErrorKind::UnknownArgument | clap::error::ErrorKind::ArgumentConflict
            ) && std::env::args().any(|arg| arg.contains('/') && !arg.contains(' '))
            {
                // `a1h8 transform rotate-90 k7/8/NK2B3/8/8/8/8/8 w - -`
                message.push_str(": quote a FEN as one argument");
            }
            eprintln!("a1h8: {message}");
            return ExitCode::from(2);
        }
    };
    run(cli)
}
