//! `a1h8 table`: the source documents' numeric tables.

use clap::Args;

use crate::output::{Failure, Out, Outcome};
use crate::picture::{PictureFormat, PictureOutput, deliver, svg_file};

use a1h8::line_tables::{LineTable, TableData};
use serde::Serialize;

use a1h8::geometry::BoardSize;
use a1h8::svg::{self, Cell, Label, Picture};

use crate::board::pages_grid;
use crate::picture::draw;

/// Print one of the source documents' numeric tables
///
/// --format json (or --json) prints the table's numbers as one JSON object, or with --list
/// the names and descriptions.
///
/// --format svg prints the table as an SVG picture instead, its numbers on the squares of a
/// board (--svg FILE writes it to FILE).
#[derive(Args)]
#[command(
    override_usage = "a1h8 table <NAME> [--format <FORMAT> | --json | --svg <FILE>]\n       a1h8 table --list [--json]",
    after_help = "Examples:\n  a1h8 table --list\n  a1h8 table rank-minus-file\n  a1h8 table rank-plus-file-xor-7\n  a1h8 table nw-se\n  a1h8 table nw-se --json\n  a1h8 table nw-se --svg nw-se.svg"
)]
pub struct TableArgs {
    /// The table to print, required unless --list is given
    pub name: Option<LineTable>,
    /// List the tables, one line each
    #[arg(long, conflicts_with = "name")]
    pub list: bool,
    #[command(flatten)]
    pub output: PictureOutput,
}

/// Every table's name and description, one per line.
pub fn list() -> String {
    let width = LineTable::ALL
        .iter()
        .map(|t| t.name().len())
        .max()
        .unwrap_or(0);
    LineTable::ALL
        .iter()
        .map(|t| format!("{:width$}  {}\n", t.name(), t.description()))
        .collect()
}

/// The table as its source document prints it: a title line (no digits in
/// it), then the numbers.
pub fn render(table: LineTable) -> String {
    let mut lines = vec![table.description().to_string()];
    match table.data() {
        TableData::Grid(grid) => lines.extend(pages_grid(&grid)),
        TableData::Diagonals(rows) => {
            let (key, [value, len]) = diagonal_names(table);
            lines.push(format!("{key:>4} | {value},{len}"));
            for row in rows {
                let pairs: Vec<String> = row
                    .entries()
                    .iter()
                    .map(|(value, len)| format!("{value},{len}"))
                    .collect();
                lines.push(format!("{:>4} | {}", row.key, pairs.join(" ")));
            }
        }
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// The table as an SVG picture: its numbers on the squares of a board,
/// rank 8 on top; the forum post's tables give each square its pair.
pub fn svg(table: LineTable) -> String {
    let description = table.description();
    match table.data() {
        TableData::Grid(grid) => {
            let picture = Picture::new(description);
            draw(|out| {
                svg::board(out, BoardSize::STANDARD, &picture, |square| Cell {
                    label: Label::Number(grid[square.rank()][square.file()].into()),
                    ..Cell::EMPTY
                })
            })
        }
        TableData::Diagonals(rows) => {
            let (key, [value, len]) = diagonal_names(table);
            let note = format!("on each square: {value},{len}; {key} is the same along each line");
            let notes = [note.as_str()];
            let picture = Picture {
                notes: &notes,
                ..Picture::new(description)
            };
            draw(|out| {
                svg::board(out, BoardSize::STANDARD, &picture, |square| {
                    // The forum post's coordinates: row from the top, column from the left.
                    let (row, column) = (7 - square.rank() as i8, square.file() as i8);
                    let (key, value) = match table {
                        LineTable::NwSe => (row - column, row + column),
                        _ => (row + column, row - column),
                    };
                    let pair = rows
                        .iter()
                        .filter(|r| r.key == key)
                        .flat_map(|r| r.entries().iter())
                        .find(|(v, _)| *v == value);
                    Cell {
                        label: pair
                            .map_or(Label::None, |&(v, len)| Label::Pair(v.into(), len.into())),
                        ..Cell::EMPTY
                    }
                })
            })
        }
    }
}

/// `a1h8 table --list --json`: one entry per table.
#[derive(Serialize)]
pub struct Entry {
    name: &'static str,
    description: &'static str,
}

/// Every table's name and description.
pub fn list_json() -> Vec<Entry> {
    LineTable::ALL
        .iter()
        .map(|t| Entry {
            name: t.name(),
            description: t.description(),
        })
        .collect()
}

/// `a1h8 table NAME --json`: a grid by rank and file, or the forum post's
/// rows of pairs.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TableJson {
    /// `grid[rank][file]`, rank 0 (rank 1 of the board) first.
    Grid {
        name: &'static str,
        description: &'static str,
        grid: [[i8; 8]; 8],
    },
    /// One row per diagonal in the forum post's order: its `key` (diff or sum)
    /// and its `[value, len]` pairs, named by `key_name` and `pair_names`.
    Diagonals {
        name: &'static str,
        description: &'static str,
        key_name: &'static str,
        pair_names: [&'static str; 2],
        rows: Vec<RowJson>,
    },
}

/// A row of [`TableJson::Diagonals`].
#[derive(Serialize)]
pub struct RowJson {
    key: i8,
    pairs: Vec<(i8, u8)>,
}

/// The names of the key and of the pair's two numbers in a diagonals
/// table: `diff` then `sum,len` for NW-SE.
fn diagonal_names(table: LineTable) -> (&'static str, [&'static str; 2]) {
    match table {
        LineTable::NwSe => ("diff", ["sum", "len"]),
        _ => ("sum", ["diff", "len"]),
    }
}

/// The table's numbers as JSON.
pub fn json(table: LineTable) -> TableJson {
    let (name, description) = (table.name(), table.description());
    match table.data() {
        TableData::Grid(grid) => TableJson::Grid {
            name,
            description,
            grid,
        },
        TableData::Diagonals(rows) => {
            let (key_name, pair_names) = diagonal_names(table);
            TableJson::Diagonals {
                name,
                description,
                key_name,
                pair_names,
                rows: rows
                    .iter()
                    .map(|row| RowJson {
                        key: row.key,
                        pairs: row.entries().to_vec(),
                    })
                    .collect(),
            }
        }
    }
}

/// `a1h8 table`: one table, or the list of them, as `--format` asks.
pub fn command(args: TableArgs, out: &mut Out) -> Outcome {
    let file = svg_file(&args.output.svg);
    match (args.name, args.output.format) {
        (_, PictureFormat::Svg) if args.list => Err(Failure::Usage(
            "--list cannot be drawn: an SVG picture is of one table NAME".to_string(),
        )),
        (_, PictureFormat::Json) if args.list => out.json_line(&list_json()),
        _ if args.list => out.print(&list()),
        (Some(name), PictureFormat::Json) => out.json_line(&json(name)),
        (Some(name), PictureFormat::Svg) => deliver(&svg(name), file, out),
        (Some(name), _) => out.print(&render(name)),
        (None, _) => Err(Failure::Usage(format!(
            "a table NAME is needed: one of {} (a1h8 table --list describes them)",
            LineTable::ALL.map(LineTable::name).join(", ")
        ))),
    }
}
