//! `--format svg` and `--svg FILE`: what a command prints, and where an
//! SVG picture goes. The pictures themselves are drawn by [`a1h8::svg`].

use a1h8::Square;
use a1h8::geometry::{BoardSize, BoardSquare};
use clap::{Args, ValueEnum};

use crate::output::{Failure, Out, Outcome, describe};

/// What a command prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The drawing in text (the default)
    Text,
    /// JSON, as --json prints it
    Json,
    /// An SVG picture
    Svg,
}

/// The options `show`, `table`, `attacks`, `geometry` and `transform`
/// share: the format, and the file a picture is written to.
#[derive(Args, Debug)]
pub struct FormatArgs {
    /// What to print: text (the default), json (as --json) or svg, a picture of the board
    #[arg(long, value_name = "FORMAT", value_enum, global = true)]
    pub format: Option<Format>,
    /// Write the board as an SVG picture to FILE (- for standard output) instead of printing it
    #[arg(long, value_name = "FILE", global = true)]
    pub svg: Option<String>,
}

/// What a run prints, once `--json`, `--hex`, `--format` and `--svg` are
/// read together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    Text,
    Json,
    Hex,
    /// An SVG picture, to this file (`None`: standard output).
    Svg(Option<String>),
}

impl FormatArgs {
    /// What to print, from these options and the command's own `--json`
    /// and `--hex`; two that ask for different things are a usage error.
    pub fn shown(&self, json: bool, hex: bool) -> Result<Shown, Failure> {
        let mut asked: Vec<(&str, Shown)> = Vec::new();
        if json {
            asked.push(("--json", Shown::Json));
        }
        if hex {
            asked.push(("--hex", Shown::Hex));
        }
        match self.format {
            Some(Format::Text) => asked.push(("--format text", Shown::Text)),
            Some(Format::Json) => asked.push(("--format json", Shown::Json)),
            Some(Format::Svg) => asked.push(("--format svg", Shown::Svg(None))),
            None => {}
        }
        if let Some(file) = &self.svg {
            let file = (file != "-").then(|| file.clone());
            asked.push(("--svg", Shown::Svg(file)));
        }
        let mut chosen: Option<(&str, Shown)> = None;
        for (name, shown) in asked {
            match &mut chosen {
                None => chosen = Some((name, shown)),
                // --format svg --svg FILE: the file.
                Some((_, Shown::Svg(None))) if matches!(shown, Shown::Svg(_)) => {
                    chosen = Some((name, shown))
                }
                Some((_, same)) if *same == shown => {}
                Some((first, _)) => {
                    return Err(Failure::Usage(format!(
                        "{first} and {name} ask for different outputs: give one"
                    )));
                }
            }
        }
        Ok(chosen.map_or(Shown::Text, |(_, shown)| shown))
    }
}

/// Prints `svg`, or writes it to `file`: a file that cannot be written is
/// one error line and status 1.
pub fn deliver(svg: &str, file: Option<&str>, out: &mut Out) -> Outcome {
    match file {
        None => out.print(svg),
        Some(path) => std::fs::write(path, svg)
            .map_err(|e| Failure::Input(format!("cannot write {path}: {}", describe(&e)))),
    }
}

/// The square of the 8x8 board that `square` of [`BoardSize::STANDARD`] is.
pub fn standard(square: BoardSquare) -> Square {
    Square::from_index(BoardSize::STANDARD.index_of(square)).expect("a square of the 8x8 board")
}

/// A picture drawn into a string.
pub fn draw(draw: impl FnOnce(&mut String) -> std::fmt::Result) -> String {
    let mut svg = String::new();
    draw(&mut svg).expect("a String takes any text");
    svg
}
