//! The `a1h8` command-line tool: shows the geometry of the `a1h8` library.
//!
//! `main` only parses the arguments and dispatches to one function per
//! command, in the command's module; everything printed is computed by
//! the library. All output goes through [`output::Out`], and every run
//! ends in [`output::exit`], which turns a failure into one line on
//! standard error and the documented exit status.

mod args;
mod attacks;
mod board;
mod emit;
mod geometry;
mod help;
mod magics;
mod numbers;
mod output;
mod perft;
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

use clap::Parser;

use crate::args::{Cli, Command};
use crate::board::Style;
use crate::output::{Out, Outcome};

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
        Command::Site(args) => site::write(&args.out_dir, out),
        Command::Perft(args) => perft::command(args, out),
        Command::Moves(args) => perft::moves_command(args, out),
        Command::Variants(args) => variants::command(args, out),
        Command::Attacks(args) => attacks::command(args, out),
        Command::Magics(args) => magics::command(args, out),
        Command::Tablebase(command) => tablebase::command(command, out),
        Command::Completions { shell } => help::completions(shell, out),
        Command::Man => help::man(out),
        Command::Help { command } => help::command(&command, out),
    }
}

fn main() -> ExitCode {
    let mut out = Out::new();
    let outcome = match Cli::try_parse() {
        Ok(cli) => run(cli, &mut out),
        Err(error) => help::refused(error, &mut out),
    };
    let flushed = out.flush();
    output::exit(outcome.and(flushed))
}
