//! The `a1h8` command-line tool: shows the geometry of the `a1h8` library.
//!
//! `main` only parses the arguments and dispatches to one function per
//! command, in the command's module; everything printed is computed by
//! the library. All output goes through [`output::Out`], and every run
//! ends in [`output::exit`], which turns a failure into one line on
//! standard error and the documented exit status.

mod attacks;
mod board;
mod emit;
mod geometry;
mod help;
mod magics;
mod numbers;
mod output;
mod perft;
mod pgn;
mod picture;
mod position;
mod progress;
mod show;
mod site;
mod site_tablebase;
mod split;
mod table;
mod tablebase;
mod tour;
mod variants;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use crate::board::Style;
use crate::output::{Out, Outcome};

/// The end of `a1h8 --help`: examples, then the exit-status contract.
const MAIN_AFTER_HELP: &str = concat!(
    "Examples:\n  a1h8 tour\n  a1h8 table --list\n  a1h8 table rank-minus-file\n",
    "  a1h8 show between b2 g7\n  a1h8 show ray e4 north-west\n",
    "  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n",
    "  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n",
    "  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n",
    "  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n",
    "  a1h8 geometry --files 10 --ranks 8\n  a1h8 show line d4 f2 --json | jq .squares\n",
    "  a1h8 attacks rook e4 --occupied e6,b4,e2\n  a1h8 emit --lang c > a1h8_tables.h\n",
    "  a1h8 perft split --depth 7 --at 3 > units.jsonl\n",
    "  a1h8 variants\n  a1h8 perft --variant capablanca --depth 4\n",
    "  a1h8 site /tmp/a1h8-site && xdg-open /tmp/a1h8-site/index.html\n",
    "  a1h8 show --variant capablanca\n  a1h8 show ray e4 north-west --svg ray.svg\n",
    "  a1h8 pgn games.pgn --json | jq -c .error\n\n",
    "Exit status: 0 success; 1 the input was read but something in it failed (a bad FEN, a\n",
    "symmetry that does not apply) or standard output could not be written; 2 the command\n",
    "line itself was wrong. A reader that closes standard output early (| head) ends the\n",
    "run quietly, with status 0."
);

/// Chess-board geometry, symmetries and lookup tables, computed and shown.
#[derive(Parser)]
#[command(
    name = "a1h8",
    version,
    disable_help_subcommand = true,
    subcommand_required = true,
    arg_required_else_help = false,
    after_help = MAIN_AFTER_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands. Each one's arguments, help text and examples are in its
/// module, with its code; a doc comment on a variant would replace that
/// help text.
#[derive(Subcommand)]
enum Command {
    /// A guided tour of the source documents' ideas, computed live
    #[command(after_help = "Example:\n  a1h8 tour | less -R")]
    Tour,
    Table(table::TableArgs),
    Show(show::ShowArgs),
    Transform(position::TransformArgs),
    Canonical(position::CanonicalArgs),
    Geometry(geometry::GeometryArgs),
    Attacks(attacks::AttacksArgs),
    Magics(magics::MagicsArgs),
    #[command(subcommand)]
    Tablebase(tablebase::TablebaseCommand),
    Perft(perft::PerftArgs),
    Moves(perft::MovesArgs),
    Variants(variants::VariantsArgs),
    Emit(emit::EmitArgs),
    Pgn(pgn::PgnArgs),
    Site(site::SiteArgs),
    Completions(help::CompletionsArgs),
    /// Print the manual page (roff), generated from this help
    #[command(
        after_help = "Examples:\n  a1h8 man > ~/.local/share/man/man1/a1h8.1\n  a1h8 man | man -l -"
    )]
    Man,
    Help(help::HelpArgs),
}

/// Runs the command, printing through `out`: one function per command,
/// in the command's module.
fn run(cli: Cli, out: &mut Out) -> Outcome {
    match cli.command {
        Command::Transform(args) => position::transform_command(args, out),
        Command::Canonical(args) => position::canonical_command(args, out),
        Command::Tour => out.print(&tour::render(Style::detect())),
        Command::Table(args) => table::command(args, out),
        Command::Show(args) => show::command(args, out),
        Command::Geometry(args) => geometry::command(args, out),
        Command::Emit(args) => emit::command(args, out),
        Command::Pgn(args) => pgn::command(args, out),
        Command::Site(args) => site::write(&args.out_dir, out),
        Command::Perft(args) => perft::command(args, out),
        Command::Moves(args) => perft::moves_command(args, out),
        Command::Variants(args) => variants::command(args, out),
        Command::Attacks(args) => attacks::command(args, out),
        Command::Magics(args) => magics::command(args, out),
        Command::Tablebase(command) => tablebase::command(command, out),
        Command::Completions(args) => help::completions(Cli::command(), args.shell, out),
        Command::Man => help::man(Cli::command(), out),
        Command::Help(args) => help::command(Cli::command(), &args.command, out),
    }
}

fn main() -> ExitCode {
    let mut out = Out::new();
    let outcome = match Cli::try_parse() {
        Ok(cli) => run(cli, &mut out),
        Err(error) => help::refused(Cli::command(), error, &mut out),
    };
    let flushed = out.flush();
    output::exit(outcome.and(flushed))
}
