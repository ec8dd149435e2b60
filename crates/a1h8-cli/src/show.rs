//! `a1h8 show`: one set of squares, drawn, or described as JSON.

use clap::{Args, Subcommand};

use crate::geometry::parse_direction;
use crate::output::{Failure, Out, Outcome};
use crate::picture::{Format, SetOutput, deliver, svg_file};
use crate::position::{self, Op};
use crate::variants::{self, VariantArgs};

use std::num::IntErrorKind;

use a1h8::{
    AntiDiagonal, Bitboard, Diagonal, Direction, File, Line, Rank, Rules, Square, between, line,
    ray,
};
use serde_json::{Value, json};

use a1h8::geometry::BoardSize;
use a1h8::svg::{self, Cell, Marks, Picture};

use crate::board::{self, Style};
use crate::output::count;
use crate::picture::{draw, standard};

/// Draw a line, a ray, the squares between two squares, a bitboard, or a position
///
/// Give a subcommand to draw a set of squares, or a position in FEN (quoted, as one
/// argument) to draw its board: the pieces as Unicode symbols, empty squares as ·, then
/// the FEN and the side to move. startpos is the start position, and --moves plays moves
/// from the position first (UCI or SAN; from the start position without FEN). With
/// --transform OP, the position and its image under OP are drawn side by side.
///
/// With --variant NAME, a position of that chess variant (its start position without
/// FEN; --variant-file reads it from a variants.ini), on its board of any size up to
/// 16x16: files a.. along the bottom, ranks 1.. up the side; the archbishop and the
/// chancellor as the variant's FEN letters (upper case White), and in --format svg as two
/// chess symbols combined (bishop and knight, rook and knight).
///
/// --json prints one JSON object instead. For a set: {"shape", "title", "hex", "count",
/// "squares", "given", "facts"}, the squares in index order (a1 first), "given" the
/// squares it was computed from, "facts" what the title says by name. For a position:
/// {"position": {"fen", "turn", "check", "pieces", "outcome", "winner"}}, with "op" and
/// "image" after --transform. A position that ends the game says so after the side to move
/// ("black to move, in check: checkmate, white wins"; in JSON "outcome": "checkmate" or
/// "stalemate", "winner": "white", "black" or null).
///
/// --format svg prints an SVG picture instead, and --svg FILE writes it to FILE: a set's
/// squares dotted and the given squares outlined, with a legend; a position's pieces as
/// Unicode chess symbols; with --transform, both boards side by side, the mirror's axis or
/// the turn drawn. Each square is a <g data-square="e4">, with data-on="true" on the
/// squares of the set (of a position: the occupied squares).
#[derive(Args)]
#[command(
    args_conflicts_with_subcommands = true,
    override_usage = "a1h8 show <WHAT> [--format <FORMAT> | --json | --hex | --svg <FILE>]\n       a1h8 show <FEN> [--transform <OP>] [--format <FORMAT> | --json | --svg <FILE>]\n       a1h8 show --variant <NAME> [--variant-file <FILE.ini>] [FEN] [--transform <OP>] [--format <FORMAT> | --json | --svg <FILE>]",
    after_help = "Examples:\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 show startpos --moves e4 e5 Nf3\n  a1h8 show \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\" --json\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform mirror-diagonal\n  a1h8 show \"8/8/8/8/8/8/8/K1k4Q b - - 0 1\" --transform color-flip\n  a1h8 show file e\n  a1h8 show diagonal c1\n  a1h8 show diagonal -2\n  a1h8 show anti-diagonal 7\n  a1h8 show ray e4 north-west\n  a1h8 show between b2 g7\n  a1h8 show line d4 f2\n  a1h8 show hex 0x8040201008040201\n  a1h8 show between b2 g7 --hex\n  a1h8 show between b2 g7 --json\n  a1h8 show ray e4 north-west --format svg > ray.svg\n  a1h8 show \"k7/8/NK2B3/8/8/8/8/8 w - -\" --transform rotate-90 --svg rotated.svg\n  a1h8 show --variant capablanca\n  a1h8 show --variant gardner \"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\""
)]
pub struct ShowArgs {
    #[command(subcommand)]
    pub what: Option<ShowWhat>,
    /// A position in FEN, quoted as one argument, or startpos, to draw instead of a set of
    /// squares [with --variant, default: its start position]
    pub fen: Option<String>,
    /// Play these moves first, each in UCI (e2e4) or SAN (e4), read in the position reached so
    /// far, as an engine's "position ... moves" (with --variant, its UCI or SAN; give a FEN
    /// before --moves, as the moves take every word after it)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,

    /// With FEN: draw the position and its image under OP (a symmetry or color-flip) side by side
    #[arg(long, value_name = "OP", requires = "fen")]
    pub transform: Option<Op>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub output: SetOutput,
}

/// The set of squares `a1h8 show` draws, by its subcommand.
#[derive(Subcommand)]
pub enum ShowWhat {
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
        #[arg(allow_negative_numbers = true)]
        which: DiagonalArg,
    },
    /// An anti-diagonal (south-east to north-west), by a square on it or by rank + file (0..14)
    #[command(after_help = "Examples:\n  a1h8 show anti-diagonal b1\n  a1h8 show anti-diagonal 7")]
    AntiDiagonal {
        /// A square such as c1, or a number from 0 to 14
        #[arg(allow_negative_numbers = true)]
        which: AntiDiagonalArg,
    },
    /// The ray from a square to the edge, origin excluded
    #[command(after_help = "Examples:\n  a1h8 show ray e4 north-west\n  a1h8 show ray c2 ne --hex")]
    Ray {
        /// The origin
        #[arg(value_name = "SQUARE")]
        square: Square,
        /// north, north-east, east, ... or n, ne, e, ...
        #[arg(value_name = "DIRECTION", value_parser = parse_direction)]
        direction: Direction,
    },
    /// The squares strictly between two squares on one line (both excluded)
    #[command(after_help = "Examples:\n  a1h8 show between b2 g7\n  a1h8 show between e1 e8 --hex")]
    Between {
        /// One end
        #[arg(value_name = "SQUARE")]
        a: Square,
        /// The other end
        #[arg(value_name = "SQUARE")]
        b: Square,
    },
    /// The whole line through two squares, edge to edge (both included)
    #[command(after_help = "Examples:\n  a1h8 show line d4 f2")]
    Line {
        /// One square
        #[arg(value_name = "SQUARE")]
        a: Square,
        /// Another square
        #[arg(value_name = "SQUARE")]
        b: Square,
    },
    /// A bitboard given as a number: 0x8040201008040201 or decimal
    #[command(after_help = "Examples:\n  a1h8 show hex 0x8040201008040201\n  a1h8 show hex 255")]
    Hex {
        /// The value: bit i is square i (a1 = 0, h8 = 63)
        #[arg(allow_negative_numbers = true, value_parser = parse_bitboard)]
        value: a1h8::Bitboard,
    },
}

/// What to draw: its shape, a title, the set, the squares it was computed
/// from, and the facts the title states, by name.
pub struct Figure {
    pub shape: &'static str,
    pub title: String,
    pub set: Bitboard,
    pub anchors: Vec<Square>,
    pub facts: Value,
}

impl Figure {
    /// The title, the board with the set and anchors marked, and the value.
    pub fn render(&self, style: Style) -> String {
        let mut out = format!("{}\n", self.title);
        out.push_str(&board::draw(self.set, &self.anchors, style));
        if !self.anchors.is_empty() {
            out.push_str(board::LEGEND);
            out.push('\n');
        }
        out.push_str(&hex(self.set));
        out.push('\n');
        out
    }

    /// The board as an SVG picture: the set's squares dotted (and
    /// `data-on`), the given squares outlined, the title above, the legend
    /// and the value under it.
    pub fn svg(&self) -> String {
        let legend = [
            (Marks::DOT, "in the set"),
            (Marks::OUTLINE, "the squares it was computed from"),
        ];
        let legend = if self.anchors.is_empty() {
            &legend[..1]
        } else {
            &legend[..]
        };
        let value = hex(self.set);
        let notes = [value.as_str()];
        let picture = Picture {
            legend,
            notes: &notes,
            ..Picture::new(&self.title)
        };
        draw(|out| {
            svg::board(out, BoardSize::STANDARD, &picture, |square| {
                let square = standard(square);
                let on = self.set.contains(square);
                let dot = if on { Marks::DOT } else { Marks::NONE };
                let given = if self.anchors.contains(&square) {
                    Marks::OUTLINE
                } else {
                    Marks::NONE
                };
                Cell {
                    on,
                    marks: dot | given,
                    ..Cell::EMPTY
                }
            })
        })
    }

    /// The figure as JSON: `{"shape", "title", "hex", "count", "squares",
    /// "given", "facts"}`.
    pub fn json(&self) -> Value {
        let names = |squares: &mut dyn Iterator<Item = Square>| -> Vec<String> {
            squares.map(|s| s.to_string()).collect()
        };
        json!({
            "shape": self.shape,
            "title": self.title,
            "hex": hex(self.set),
            "count": self.set.count(),
            "squares": names(&mut self.set.into_iter()),
            "given": names(&mut self.anchors.iter().copied()),
            "facts": self.facts,
        })
    }
}

/// `0x` and 16 hexadecimal digits.
pub fn hex(set: Bitboard) -> String {
    format!("{:#018x}", set.0)
}

/// A diagonal chosen on the command line, and the square it was named by.
#[derive(Clone, Copy, Debug)]
pub struct DiagonalArg {
    pub diagonal: Diagonal,
    pub through: Option<Square>,
}

/// An anti-diagonal chosen on the command line, and the square it was
/// named by.
#[derive(Clone, Copy, Debug)]
pub struct AntiDiagonalArg {
    pub anti_diagonal: AntiDiagonal,
    pub through: Option<Square>,
}

/// The line numbered `s`, found by `lookup`; `what` and `range` word the
/// errors (`no diagonal has rank - file = 9: expected -7 to 7`), and a
/// number too large for any integer is out of range like any other.
fn line_number<T>(
    s: &str,
    what: &str,
    range: &str,
    lookup: impl Fn(i64) -> Option<T>,
) -> Result<T, String> {
    let number = match s.parse::<i64>() {
        Ok(n) => Some(n),
        Err(e)
            if matches!(
                e.kind(),
                IntErrorKind::PosOverflow | IntErrorKind::NegOverflow
            ) =>
        {
            None
        }
        Err(_) => {
            return Err(format!(
                "expected a square such as c1 or a number from {range}"
            ));
        }
    };
    number
        .and_then(lookup)
        .ok_or(format!("no {what} = {s}: expected {range}"))
}

/// Parses `c1` (the diagonal through c1) or `rank - file` (`-2`).
impl std::str::FromStr for DiagonalArg {
    type Err = String;

    fn from_str(s: &str) -> Result<DiagonalArg, String> {
        if let Ok(square) = s.parse::<Square>() {
            return Ok(DiagonalArg {
                diagonal: square.diagonal(),
                through: Some(square),
            });
        }
        let diagonal = line_number(s, "diagonal has rank - file", "-7 to 7", |n| {
            i8::try_from(n)
                .ok()
                .and_then(Diagonal::from_rank_minus_file)
        })?;
        Ok(DiagonalArg {
            diagonal,
            through: None,
        })
    }
}

/// Parses `b1` (the anti-diagonal through b1) or `rank + file` (`7`).
impl std::str::FromStr for AntiDiagonalArg {
    type Err = String;

    fn from_str(s: &str) -> Result<AntiDiagonalArg, String> {
        if let Ok(square) = s.parse::<Square>() {
            return Ok(AntiDiagonalArg {
                anti_diagonal: square.anti_diagonal(),
                through: Some(square),
            });
        }
        let anti_diagonal = line_number(s, "anti-diagonal has rank + file", "0 to 14", |n| {
            u8::try_from(n)
                .ok()
                .and_then(AntiDiagonal::from_rank_plus_file)
        })?;
        Ok(AntiDiagonalArg {
            anti_diagonal,
            through: None,
        })
    }
}

/// Parses a bitboard value: hexadecimal with `0x` (`0x8040201008040201`),
/// or decimal; `_` may group digits.
pub fn parse_bitboard(s: &str) -> Result<Bitboard, String> {
    const RANGE: &str = "a bitboard is a value from 0 to 0xffffffffffffffff";
    if s.starts_with('-') {
        return Err(format!("{s} is negative: {RANGE}"));
    }
    let digits = s.replace('_', "");
    let parsed = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => digits.parse::<u64>(),
    };
    parsed.map(Bitboard).map_err(|e| match e.kind() {
        IntErrorKind::PosOverflow => format!("{s} is out of range: {RANGE}"),
        _ => "not a number: write hex as 0x8040201008040201, or decimal".to_string(),
    })
}

fn figure(
    shape: &'static str,
    title: String,
    set: Bitboard,
    anchors: Vec<Square>,
    facts: Value,
) -> Figure {
    Figure {
        shape,
        title,
        set,
        anchors,
        facts,
    }
}

pub fn file(file: File) -> Figure {
    figure(
        "file",
        format!("file {file}"),
        file.mask(),
        vec![],
        json!({ "file": file.to_string() }),
    )
}

pub fn rank(rank: Rank) -> Figure {
    figure(
        "rank",
        format!("rank {rank}"),
        rank.mask(),
        vec![],
        json!({ "rank": rank.to_string() }),
    )
}

pub fn diagonal(which: DiagonalArg) -> Figure {
    let diagonal = which.diagonal;
    figure(
        "diagonal",
        format!(
            "diagonal {diagonal}: rank - file = {}, {}, {}",
            diagonal.rank_minus_file(),
            count(diagonal.length(), "square"),
            diagonal.color()
        ),
        diagonal.mask(),
        which.through.into_iter().collect(),
        json!({
            "name": diagonal.to_string(),
            "rank_minus_file": diagonal.rank_minus_file(),
            "length": diagonal.length(),
            "color": diagonal.color().to_string(),
        }),
    )
}

pub fn anti_diagonal(which: AntiDiagonalArg) -> Figure {
    let anti_diagonal = which.anti_diagonal;
    figure(
        "anti-diagonal",
        format!(
            "anti-diagonal {anti_diagonal}: rank + file = {}, {}, {}",
            anti_diagonal.rank_plus_file(),
            count(anti_diagonal.length(), "square"),
            anti_diagonal.color()
        ),
        anti_diagonal.mask(),
        which.through.into_iter().collect(),
        json!({
            "name": anti_diagonal.to_string(),
            "rank_plus_file": anti_diagonal.rank_plus_file(),
            "length": anti_diagonal.length(),
            "color": anti_diagonal.color().to_string(),
        }),
    )
}

pub fn ray_from(square: Square, direction: Direction) -> Figure {
    let set = ray(square, direction);
    figure(
        "ray",
        format!(
            "ray from {square} towards {direction}: {}, origin excluded",
            count(set.count(), "square")
        ),
        set,
        vec![square],
        json!({ "origin": square.to_string(), "direction": direction.to_string() }),
    )
}

/// The line two squares share, if any.
fn relation(a: Square, b: Square) -> (String, Value) {
    match Line::through(a, b) {
        Some(line) => (format!("on {line}"), json!(line.to_string())),
        None if a == b => ("the same square".to_string(), Value::Null),
        None => ("not on one line".to_string(), Value::Null),
    }
}

pub fn between_squares(a: Square, b: Square) -> Figure {
    let set = between(a, b);
    let (relation, on) = relation(a, b);
    figure(
        "between",
        format!(
            "between {a} and {b} ({relation}): {}, both ends excluded",
            count(set.count(), "square")
        ),
        set,
        vec![a, b],
        json!({ "line": on }),
    )
}

pub fn line_through(a: Square, b: Square) -> Figure {
    let set = line(a, b);
    let (relation, on) = relation(a, b);
    figure(
        "line",
        format!(
            "line through {a} and {b} ({relation}): {}, edge to edge",
            count(set.count(), "square")
        ),
        set,
        vec![a, b],
        json!({ "line": on }),
    )
}

pub fn value(set: Bitboard) -> Figure {
    figure(
        "hex",
        format!("bitboard: {}", count(set.count(), "square")),
        set,
        vec![],
        json!({}),
    )
}

/// `a1h8 show`: a set of squares, or a position, as `--format` asks.
pub fn command(args: ShowArgs, out: &mut Out) -> Outcome {
    let format = args.output.format;
    let file = svg_file(&args.output.svg);
    if args.variant.variant.is_some() && format == Format::Hex {
        return Err(Failure::Usage(
            "--hex prints the bitboard of a subcommand, not a position".to_string(),
        ));
    }
    let rules = variants::chosen(&args.variant)?.rules;
    if let Rules::Variant(_) = rules {
        let position = position::game_position(rules, args.fen.as_deref(), &args.moves)?;
        return show_position(&position, args.transform, format, file, out);
    }
    let Some(what) = args.what else {
        // With --moves alone, they are played from the start position.
        let fen = args
            .fen
            .as_deref()
            .or((!args.moves.is_empty() || rules == Rules::Chess960).then_some(position::STARTPOS));
        let Some(fen) = fen else {
            return Err(Failure::Usage(format!(
                "show needs what to draw: a position in FEN, or one of {}\n\n{}\n\n\
                 For more information, try 'a1h8 show --help'.",
                show_subcommands().join(", "),
                crate::help::usage(tool(), &["show"])
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
        let position = position::game_position(rules, Some(fen), &args.moves)?;
        return show_position(&position, args.transform, format, file, out);
    };
    let figure = match what {
        ShowWhat::File { file } => self::file(file),
        ShowWhat::Rank { rank } => self::rank(rank),
        ShowWhat::Diagonal { which } => diagonal(which),
        ShowWhat::AntiDiagonal { which } => anti_diagonal(which),
        ShowWhat::Ray { square, direction } => ray_from(square, direction),
        ShowWhat::Between { a, b } => between_squares(a, b),
        ShowWhat::Line { a, b } => line_through(a, b),
        ShowWhat::Hex { value } => self::value(value),
    };
    match format {
        Format::Hex => out.line(&hex(figure.set)),
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

/// `a1h8 show` alone, as a command of a tool named `a1h8`, for messages:
/// its usage as `a1h8 show --help` begins, the names of its subcommands.
fn tool() -> clap::Command {
    clap::Command::new("a1h8")
        .disable_help_subcommand(true)
        .subcommand(ShowArgs::augment_args(clap::Command::new("show")))
}

/// The names of `show`'s subcommands: `file`, `rank`, ...
fn show_subcommands() -> Vec<String> {
    let command = tool();
    let show = command.find_subcommand("show").expect("show is a command");
    show.get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect()
}
