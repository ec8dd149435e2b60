//! `--format` and `--svg FILE`: what a command prints, and where an SVG
//! picture goes, with the groups of these options the commands take
//! ([`SetOutput`], [`TextOrJsonOutput`], [`PictureOutput`]). The pictures
//! themselves are drawn by [`a1h8::svg`].

use a1h8::Square;
use a1h8::geometry::{BoardSize, BoardSquare};
use clap::builder::ArgPredicate;
use clap::{Args, ValueEnum};

use crate::output::{Failure, Out, Outcome, describe};

/// `--format` of `show` and `attacks`, and its shorthands `--json`,
/// `--hex` and `--svg FILE`, which clap turns into that value. Global, so
/// that they may follow a subcommand of `show` (`a1h8 show between b2 g7
/// --hex`).
#[derive(Args)]
pub struct SetOutput {
    /// What to print: text (the default), json, svg (a picture of the board) or hex (the set's
    /// value, a bitboard)
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = Format::Text, hide_default_value = true, global = true,
          default_value_ifs = [("json", ArgPredicate::IsPresent, Some("json")), ("hex", ArgPredicate::IsPresent, Some("hex")), ("svg", ArgPredicate::IsPresent, Some("svg"))])]
    pub format: Format,
    /// The same as --format json: one JSON object instead of the drawing
    #[arg(long, global = true, conflicts_with_all = ["format", "hex", "svg"])]
    #[allow(dead_code)] // clap turns it into `format`
    json: bool,
    /// The same as --format hex: only the set's value, as 0x followed by 16 hex digits
    #[arg(long, global = true, conflicts_with_all = ["format", "svg"])]
    #[allow(dead_code)] // clap turns it into `format`
    hex: bool,
    /// Write the SVG picture (--format svg) to FILE instead, - for standard output
    #[arg(long, value_name = "FILE", global = true, conflicts_with = "format")]
    pub svg: Option<String>,
}

/// `--format` of `perft`, `perft merge`, `moves`, `variants`, `magics`,
/// `canonical` and `pgn`, and its shorthand `--json`, which clap turns into
/// `--format json`. What the JSON holds is said in each command's help.
#[derive(Args)]
pub struct TextOrJsonOutput {
    /// What to print: text (the default) or json
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = TextOrJson::Text, hide_default_value = true,
          default_value_ifs = [("json", ArgPredicate::IsPresent, Some("json"))])]
    pub format: TextOrJson,
    /// The same as --format json
    #[arg(long, conflicts_with = "format")]
    #[allow(dead_code)] // clap turns it into `format`
    json: bool,
}

impl TextOrJsonOutput {
    /// Whether JSON is asked for, by `--format json` or `--json`.
    pub fn json(&self) -> bool {
        self.format == TextOrJson::Json
    }

    /// Refuses `--format json` together with `option`, given when `given`,
    /// which prints text only: clap refuses `--json` with it, but cannot
    /// tell `--format json` from `--format text`.
    pub fn text_only(&self, option: &str, given: bool) -> Result<(), Failure> {
        if given && self.json() {
            return Err(Failure::Usage(format!(
                "the argument '--format json' cannot be used with '{option}'"
            )));
        }
        Ok(())
    }
}

/// `--format` of `table`, `geometry` and `transform`, and its shorthands
/// `--json` and `--svg FILE`, which clap turns into that value. What the
/// JSON holds is said in each command's help.
#[derive(Args)]
pub struct PictureOutput {
    /// What to print: text (the default), json or svg (a picture of the board)
    #[arg(long, value_name = "FORMAT", value_enum, default_value_t = PictureFormat::Text, hide_default_value = true,
          default_value_ifs = [("json", ArgPredicate::IsPresent, Some("json")), ("svg", ArgPredicate::IsPresent, Some("svg"))])]
    pub format: PictureFormat,
    /// The same as --format json
    #[arg(long, conflicts_with_all = ["format", "svg"])]
    #[allow(dead_code)] // clap turns it into `format`
    json: bool,
    /// Write the SVG picture (--format svg) to FILE instead, - for standard output
    #[arg(long, value_name = "FILE", conflicts_with = "format")]
    pub svg: Option<String>,
}

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
