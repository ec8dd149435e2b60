//! The numeric tables of the source documents, computed by the library.
//!
//! Five tables number the squares by the line they are on (the Diagonals
//! and Anti-Diagonals pages); two list every diagonal with the number of
//! bishop moves from each of its squares (the forum post). Each is
//! computed here from the library's own types, never copied: the test
//! suite compares every number with the sources' text, and `a1h8 table NAME`
//! prints them.

use core::fmt;
use core::str::FromStr;

use crate::{AntiDiagonal, Diagonal, Direction, Square};

/// One of the sources' numeric tables.
///
/// ```
/// use a1h8::line_tables::{LineTable, TableData};
///
/// let TableData::Grid(grid) = LineTable::RankMinusFileAnd15.data() else { unreachable!() };
/// assert_eq!(grid[0], [0, 15, 14, 13, 12, 11, 10, 9]); // rank 1, files a..h
///
/// let TableData::Diagonals(rows) = LineTable::NwSe.data() else { unreachable!() };
/// assert_eq!(rows[1].key, 6);
/// assert_eq!(rows[1].entries(), [(6, 1), (8, 0)]); // "6 | 6,1 8,0"
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineTable {
    /// `rank - file` of every square: the diagonal numbers, -7..=7.
    RankMinusFile,
    /// `7 + rank - file`: the diagonal numbers made non-negative, 0..=14.
    SevenPlusRankMinusFile,
    /// `(rank - file) & 15`: the diagonal numbers 0..=15 without 8.
    RankMinusFileAnd15,
    /// `rank + file`: the anti-diagonal numbers, 0..=14.
    RankPlusFile,
    /// `(rank + file) ^ 7`: the anti-diagonal numbers 0..=15 without 8.
    RankPlusFileXor7,
    /// The forum post's NW-SE table: per fixed `diff = row - column`, the
    /// `sum,len` pairs.
    NwSe,
    /// The forum post's NE-SW table: per fixed `sum = row + column`, the
    /// `diff,len` pairs.
    NeSw,
}

/// The numbers of a [`LineTable`].
// No `Box` without `std`; a table is built once per print, so its size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableData {
    /// One value per square, `grid[rank][file]` (rank and file indices
    /// 0..=7, so `grid[0]` is rank 1).
    Grid([[i8; 8]; 8]),
    /// One row per diagonal, in the forum post's order.
    Diagonals([DiagonalRow; 15]),
}

/// One line of the forum post's tables: a diagonal's fixed number and a
/// pair for each of its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiagonalRow {
    /// The number all squares of the diagonal share: `diff = row - column`
    /// in the NW-SE table, `sum = row + column` in the NE-SW table.
    pub key: i8,
    entries: [(i8, u8); 8],
    length: u8,
}

impl DiagonalRow {
    /// The pairs, one per square in the forum post's order: `(sum, len)` in the
    /// NW-SE table, `(diff, len)` in the NE-SW table, where `len` is the
    /// number of bishop moves from the square towards the south along the
    /// diagonal.
    pub fn entries(&self) -> &[(i8, u8)] {
        &self.entries[..self.length as usize]
    }
}

impl LineTable {
    /// All seven tables, in the order of `a1h8 table --list`.
    pub const ALL: [LineTable; 7] = [
        LineTable::RankMinusFile,
        LineTable::SevenPlusRankMinusFile,
        LineTable::RankMinusFileAnd15,
        LineTable::RankPlusFile,
        LineTable::RankPlusFileXor7,
        LineTable::NwSe,
        LineTable::NeSw,
    ];

    /// The name used on the command line: `rank-minus-file`, ..., `nw-se`.
    pub const fn name(self) -> &'static str {
        match self {
            LineTable::RankMinusFile => "rank-minus-file",
            LineTable::SevenPlusRankMinusFile => "seven-plus-rank-minus-file",
            LineTable::RankMinusFileAnd15 => "rank-minus-file-and-15",
            LineTable::RankPlusFile => "rank-plus-file",
            LineTable::RankPlusFileXor7 => "rank-plus-file-xor-7",
            LineTable::NwSe => "nw-se",
            LineTable::NeSw => "ne-sw",
        }
    }

    /// One line saying what the table shows. It contains no digits, so
    /// that a printed table's only numbers are the table's.
    pub const fn description(self) -> &'static str {
        match self {
            LineTable::RankMinusFile => {
                "rank - file: the diagonal of each square, zero on the long diagonal (Diagonals page)"
            }
            LineTable::SevenPlusRankMinusFile => {
                "seven + rank - file: the diagonal numbers shifted to start at zero (Diagonals page)"
            }
            LineTable::RankMinusFileAnd15 => {
                "(rank - file) & fifteen: the diagonal numbers wrapped, eight unused (Diagonals page)"
            }
            LineTable::RankPlusFile => {
                "rank + file: the anti-diagonal of each square (Anti-Diagonals page)"
            }
            LineTable::RankPlusFileXor7 => {
                "(rank + file) ^ seven: the anti-diagonal numbers, long anti-diagonal zero, eight unused (Anti-Diagonals page)"
            }
            LineTable::NwSe => {
                "NW-SE diagonals in top-left coordinates: diff, then sum,len per square (forum post)"
            }
            LineTable::NeSw => {
                "NE-SW diagonals in top-left coordinates: sum, then diff,len per square (forum post)"
            }
        }
    }

    /// The table's numbers.
    pub fn data(self) -> TableData {
        let grid = |value: fn(Square) -> i8| {
            let mut grid = [[0; 8]; 8];
            for square in Square::ALL {
                grid[square.rank().index()][square.file().index()] = value(square);
            }
            TableData::Grid(grid)
        };
        match self {
            LineTable::RankMinusFile => grid(|s| s.diagonal().rank_minus_file()),
            LineTable::SevenPlusRankMinusFile => grid(|s| s.diagonal().index() as i8),
            LineTable::RankMinusFileAnd15 => grid(|s| s.diagonal().wrapped_index() as i8),
            LineTable::RankPlusFile => grid(|s| s.anti_diagonal().rank_plus_file() as i8),
            LineTable::RankPlusFileXor7 => grid(|s| s.anti_diagonal().wrapped_index() as i8),
            LineTable::NwSe => TableData::Diagonals(nw_se_rows()),
            LineTable::NeSw => TableData::Diagonals(ne_sw_rows()),
        }
    }
}

/// `row - column` and `row + column` of a square in the forum post's top-left
/// coordinates.
fn top_left_diff_sum(square: Square) -> (i8, i8) {
    let top_left = square.top_left();
    let (row, column) = (top_left.row as i8, top_left.column as i8);
    (row - column, row + column)
}

/// A row from `squares`, keyed by `key`, each square giving one pair.
fn row(
    key: i8,
    squares: impl Iterator<Item = Square>,
    pair: impl Fn(Square) -> (i8, u8),
) -> DiagonalRow {
    let mut row = DiagonalRow {
        key,
        entries: [(0, 0); 8],
        length: 0,
    };
    for square in squares {
        row.entries[row.length as usize] = pair(square);
        row.length += 1;
    }
    row
}

/// The NW-SE table: fixed `diff = row - column` from 7 (a1) down to -7
/// (h8). These are the library's anti-diagonals (`rank + file = 7 -
/// diff`); pairs run by increasing `sum`, north-west to south-east, and
/// `len` is the number of moves south-east.
fn nw_se_rows() -> [DiagonalRow; 15] {
    core::array::from_fn(|i| {
        let diff = 7 - i as i8;
        let anti_diagonal =
            AntiDiagonal::from_rank_plus_file((7 - diff) as u8).expect("7 - diff is in 0..=14");
        row(diff, anti_diagonal.squares().rev(), |square| {
            (
                top_left_diff_sum(square).1,
                square.moves_to_edge(Direction::SouthEast),
            )
        })
    })
}

/// The NE-SW table: fixed `sum = row + column` from 14 (h1) down to 0
/// (a8). These are the library's diagonals (`rank - file = 7 - sum`);
/// pairs run by increasing `diff`, north-east to south-west, and `len` is
/// the number of moves south-west.
fn ne_sw_rows() -> [DiagonalRow; 15] {
    core::array::from_fn(|i| {
        let sum = 14 - i as i8;
        let diagonal = Diagonal::from_rank_minus_file(7 - sum).expect("7 - sum is in -7..=7");
        row(sum, diagonal.squares().rev(), |square| {
            (
                top_left_diff_sum(square).0,
                square.moves_to_edge(Direction::SouthWest),
            )
        })
    })
}

/// A name that is not one of the tables; see [`LineTable::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownTable;

impl fmt::Display for UnknownTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::names::write_unknown(f, "table", &LineTable::ALL, LineTable::name)
    }
}

impl core::error::Error for UnknownTable {}

impl FromStr for LineTable {
    type Err = UnknownTable;

    /// Parses a table's [`name`](LineTable::name).
    fn from_str(s: &str) -> Result<LineTable, UnknownTable> {
        crate::names::by_name(&LineTable::ALL, LineTable::name, s).ok_or(UnknownTable)
    }
}

impl fmt::Display for LineTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
