//! `--format` and `--svg FILE`: what a command prints, and where an SVG
//! picture goes. The pictures themselves are drawn by [`a1h8::svg`].

use a1h8::Square;
use a1h8::geometry::{BoardSize, BoardSquare};
use clap::ValueEnum;

use crate::output::{Failure, Out, Outcome, describe};

/// What `show` and `attacks` print: `--format`, which `--json`, `--hex`
/// and `--svg FILE` set for clap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The drawing in text (the default)
    Text,
    /// One JSON object (--json)
    Json,
    /// An SVG picture of the board (--svg FILE writes it to FILE)
    Svg,
    /// Only the bitboard's value, 0x and 16 hex digits (--hex)
    Hex,
}

/// What `table`, `geometry` and `transform` print: `--format`, which
/// `--json` and `--svg FILE` set for clap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PictureFormat {
    /// The text (the default)
    Text,
    /// JSON (--json)
    Json,
    /// An SVG picture of the board (--svg FILE writes it to FILE)
    Svg,
}

/// What `perft`, `perft merge`, `moves`, `variants`, `magics` and
/// `canonical` print: `--format`, which `--json` sets for clap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TextOrJson {
    /// The text (the default)
    Text,
    /// JSON (--json)
    Json,
}

/// The file `--svg FILE` names: `None` for standard output (no `--svg`,
/// or `--svg -`).
pub fn svg_file(svg: &Option<String>) -> Option<&str> {
    svg.as_deref().filter(|file| *file != "-")
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
