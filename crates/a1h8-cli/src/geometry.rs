//! `a1h8 geometry`: the lines and moves of a board of any size, as grids
//! or as JSON.

use clap::Args;

use crate::output::{Out, Outcome};
use crate::picture::{PictureFormat, PictureOutput, deliver, svg_file};

use a1h8::Direction;
use a1h8::geometry::{BoardSize, BoardSquare};
use serde::Serialize;

use a1h8::svg::{self, Cell, Label, Picture};

use crate::board::{Align, board_grid};
use crate::numbers::NumberError;
use crate::output::count;
use crate::picture::draw;

/// Diagonals and moves to the edge of every square of a board of any size up to 16x16
///
/// The grids count files and ranks from 0, as the formulas do, with the top rank first.
///
/// --format json (or --json) prints one indented JSON object instead: every square with its
/// lines and rays, every diagonal and anti-diagonal.
///
/// --format svg prints an SVG picture of the board instead (--svg FILE writes it to FILE):
/// on each square its diagonal (rank - file), and small in its corner its anti-diagonal
/// (rank + file), the files and ranks named a.. and 1.. on the edge.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 geometry --files 8 --ranks 8\n  a1h8 geometry --files 10 --ranks 8\n  a1h8 geometry --files 10 --ranks 8 --svg capablanca.svg\n  a1h8 geometry --files 10 --ranks 8 --json\n  a1h8 geometry --files 16 --ranks 16 --json | jq '.diagonals[0]'"
)]
pub struct GeometryArgs {
    /// The number of files (columns), 1 to 16
    #[arg(long, allow_negative_numbers = true, value_parser = parse_files)]
    pub files: usize,
    /// The number of ranks (rows), 1 to 16
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ranks)]
    pub ranks: usize,
    #[command(flatten)]
    pub output: PictureOutput,
}

/// The board of `files` by `ranks`, each checked by [`parse_files`] and
/// [`parse_ranks`].
pub fn board(files: usize, ranks: usize) -> BoardSize {
    BoardSize::new(files, ranks).expect("both sides were checked when parsed")
}

/// Parses a direction as the library does (`north-east`, `NE`, ...),
/// suggesting the nearest name for a near miss. A wrapper, for now: the
/// library's [`a1h8::ParseDirectionError`] names no suggestion, because
/// the Python binding adds its own to it; moving the suggestion into the
/// library needs the binding changed with it.
pub fn parse_direction(s: &str) -> Result<Direction, String> {
    s.parse().map_err(|e: a1h8::ParseDirectionError| {
        format!(
            "{e}{}",
            a1h8::names::did_you_mean(s, Direction::ALL.map(Direction::name))
        )
    })
}

/// Parses `--files`: a whole number of files a board can have.
pub fn parse_files(s: &str) -> Result<usize, String> {
    parse_side(s, "files", |n| BoardSize::new(n, 1))
}

/// Parses `--ranks`: a whole number of ranks a board can have.
pub fn parse_ranks(s: &str) -> Result<usize, String> {
    parse_side(s, "ranks", |n| BoardSize::new(1, n))
}

/// A side of `noun` (files or ranks), read as every numeric option is
/// ([`crate::numbers::whole_number`]), in the words of the library's
/// [`a1h8::geometry::BoardSizeError`] when out of range.
fn parse_side(
    s: &str,
    noun: &str,
    check: impl Fn(usize) -> Result<BoardSize, a1h8::geometry::BoardSizeError>,
) -> Result<usize, String> {
    let range = format!("a board has 1 to {} {noun}", BoardSize::MAX_SIDE);
    // Out of range in the library's words, which name the noun.
    let out_of_range = || format!("{s} {noun} is out of range: {range}");
    let n = match crate::numbers::whole_number_in(s, 0, u64::MAX) {
        Ok(n) => usize::try_from(n).map_err(|_| out_of_range())?,
        Err(NumberError::OutOfRange) => return Err(out_of_range()),
        Err(error) => return Err(error.message(s, &range)),
    };
    check(n).map(|_| n).map_err(|e| e.to_string())
}

/// A summary line, then one grid per table: the diagonal and anti-diagonal
/// of each square, then its moves to the edge in each direction.
pub fn render(board: BoardSize) -> String {
    let mut out = format!(
        "board {board}: {}, {}, {}\n",
        count(board.square_count(), "square"),
        count(board.diagonals().count(), "diagonal"),
        count(board.anti_diagonals().count(), "anti-diagonal")
    );
    let mut table = |title: &str, value: &dyn Fn(BoardSquare) -> String| {
        out.push_str(&format!("\n{title}\n"));
        for line in board_grid(board, Align::Right, value) {
            out.push_str(&line);
            out.push('\n');
        }
    };
    table("diagonal: rank - file", &|s| s.diagonal().to_string());
    table("anti-diagonal: rank + file", &|s| {
        s.anti_diagonal().to_string()
    });
    for direction in Direction::ALL {
        table(&format!("moves {direction}"), &|s| {
            board.moves(s, direction).to_string()
        });
    }
    out
}

/// The board as an SVG picture: on each square its diagonal (`rank -
/// file`) large, its anti-diagonal (`rank + file`) small in the corner.
pub fn svg(board: BoardSize) -> String {
    let title = format!("board {board}: its diagonals");
    let picture = Picture {
        notes: &[
            "large: the diagonal, rank - file",
            "small: the anti-diagonal, rank + file",
        ],
        ..Picture::new(&title)
    };
    draw(|out| {
        svg::board(out, board, &picture, |square| Cell {
            label: Label::Number(square.diagonal().into()),
            note: Label::Number(square.anti_diagonal().into()),
            ..Cell::EMPTY
        })
    })
}

/// The JSON document: the board's size, every square, every diagonal and
/// every anti-diagonal.
#[derive(Serialize)]
struct Geometry {
    files: usize,
    ranks: usize,
    squares: Vec<SquareInfo>,
    diagonals: Vec<LineInfo>,
    anti_diagonals: Vec<LineInfo>,
}

#[derive(Serialize)]
struct SquareInfo {
    index: usize,
    name: String,
    file: usize,
    rank: usize,
    diagonal: i32,
    anti_diagonal: i32,
    rays: Rays,
}

/// Moves to the edge per direction; the keys are the direction names with
/// `_` for `-`.
#[derive(Serialize)]
struct Rays {
    north: usize,
    north_east: usize,
    east: usize,
    south_east: usize,
    south: usize,
    south_west: usize,
    west: usize,
    north_west: usize,
}

/// A diagonal or anti-diagonal: its index, length and squares in order.
#[derive(Serialize)]
struct LineInfo {
    index: i32,
    length: usize,
    squares: Vec<String>,
}

fn square_info(board: BoardSize, square: BoardSquare) -> SquareInfo {
    let moves = |direction| board.moves(square, direction);
    SquareInfo {
        index: board.index_of(square),
        name: square.to_string(),
        file: square.file(),
        rank: square.rank(),
        diagonal: square.diagonal(),
        anti_diagonal: square.anti_diagonal(),
        rays: Rays {
            north: moves(Direction::North),
            north_east: moves(Direction::NorthEast),
            east: moves(Direction::East),
            south_east: moves(Direction::SouthEast),
            south: moves(Direction::South),
            south_west: moves(Direction::SouthWest),
            west: moves(Direction::West),
            north_west: moves(Direction::NorthWest),
        },
    }
}

fn line_info(index: i32, length: usize, squares: impl Iterator<Item = BoardSquare>) -> LineInfo {
    LineInfo {
        index,
        length,
        squares: squares.map(|s| s.to_string()).collect(),
    }
}

/// The board as one JSON object, keys in a fixed order.
pub fn json(board: BoardSize) -> impl Serialize {
    Geometry {
        files: board.files(),
        ranks: board.ranks(),
        squares: board.squares().map(|s| square_info(board, s)).collect(),
        diagonals: board
            .diagonals()
            .map(|d| line_info(d, board.diagonal_length(d), board.diagonal_squares(d)))
            .collect(),
        anti_diagonals: board
            .anti_diagonals()
            .map(|a| {
                line_info(
                    a,
                    board.anti_diagonal_length(a),
                    board.anti_diagonal_squares(a),
                )
            })
            .collect(),
    }
}

/// `a1h8 geometry`: the board of `--files` by `--ranks`, as `--format`
/// asks.
pub fn command(args: GeometryArgs, out: &mut Out) -> Outcome {
    let board = board(args.files, args.ranks);
    match args.output.format {
        PictureFormat::Json => out.json_pretty(&json(board)),
        PictureFormat::Svg => deliver(&svg(board), svg_file(&args.output.svg), out),
        PictureFormat::Text => out.print(&render(board)),
    }
}
