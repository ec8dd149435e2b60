//! The numeric tables of the seed documents, computed by the library.
//!
//! Five tables number the squares by the line they are on (the Diagonals
//! and Anti-Diagonals seeds); two list every diagonal with the number of
//! bishop moves from each of its squares (the fourth seed). Each is
//! computed here from the library's own types, never copied: the test
//! suite compares every number with the seeds' text, and `a1h8 table NAME`
//! prints them.

use core::fmt;
use core::str::FromStr;

use crate::{AntiDiagonal, Diagonal, Direction, Square};

/// One of the seeds' numeric tables.
///
/// ```
/// use a1h8::seed::{SeedTable, TableData};
///
/// let TableData::Grid(grid) = SeedTable::RankMinusFileAnd15.data() else { unreachable!() };
/// assert_eq!(grid[0], [0, 15, 14, 13, 12, 11, 10, 9]); // rank 1, files a..h
///
/// let TableData::Diagonals(rows) = SeedTable::NwSe.data() else { unreachable!() };
/// assert_eq!(rows[1].key, 6);
/// assert_eq!(rows[1].entries(), [(6, 1), (8, 0)]); // "6 | 6,1 8,0"
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeedTable {
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
    /// The fourth seed's NW-SE table: per fixed `diff = row - column`, the
    /// `sum,len` pairs.
    NwSe,
    /// The fourth seed's NE-SW table: per fixed `sum = row + column`, the
    /// `diff,len` pairs.
    NeSw,
}

/// The numbers of a [`SeedTable`].
// No `Box` without `std`; a table is built once per print, so its size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableData {
    /// One value per square, `grid[rank][file]` (rank and file indices
    /// 0..=7, so `grid[0]` is rank 1).
    Grid([[i8; 8]; 8]),
    /// One row per diagonal, in the seed's order.
    Diagonals([DiagonalRow; 15]),
}

/// One line of the fourth seed's tables: a diagonal's fixed number and a
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
    /// The pairs, one per square in the seed's order: `(sum, len)` in the
    /// NW-SE table, `(diff, len)` in the NE-SW table, where `len` is the
    /// number of bishop moves from the square towards the south along the
    /// diagonal.
    pub fn entries(&self) -> &[(i8, u8)] {
        &self.entries[..self.length as usize]
    }
}

impl SeedTable {
    /// All seven tables, in the order of `a1h8 table --list`.
    pub const ALL: [SeedTable; 7] = [
        SeedTable::RankMinusFile,
        SeedTable::SevenPlusRankMinusFile,
        SeedTable::RankMinusFileAnd15,
        SeedTable::RankPlusFile,
        SeedTable::RankPlusFileXor7,
        SeedTable::NwSe,
        SeedTable::NeSw,
    ];

    /// The name used on the command line: `rank-minus-file`, ..., `nw-se`.
    pub const fn name(self) -> &'static str {
        match self {
            SeedTable::RankMinusFile => "rank-minus-file",
            SeedTable::SevenPlusRankMinusFile => "seven-plus-rank-minus-file",
            SeedTable::RankMinusFileAnd15 => "rank-minus-file-and-15",
            SeedTable::RankPlusFile => "rank-plus-file",
            SeedTable::RankPlusFileXor7 => "rank-plus-file-xor-7",
            SeedTable::NwSe => "nw-se",
            SeedTable::NeSw => "ne-sw",
        }
    }

    /// One line saying what the table shows. It contains no digits, so
    /// that a printed table's only numbers are the table's.
    pub const fn description(self) -> &'static str {
        match self {
            SeedTable::RankMinusFile => {
                "rank - file: the diagonal of each square, zero on the long diagonal (Diagonals seed)"
            }
            SeedTable::SevenPlusRankMinusFile => {
                "seven + rank - file: the diagonal numbers shifted to start at zero (Diagonals seed)"
            }
            SeedTable::RankMinusFileAnd15 => {
                "(rank - file) & fifteen: the diagonal numbers wrapped, eight unused (Diagonals seed)"
            }
            SeedTable::RankPlusFile => {
                "rank + file: the anti-diagonal of each square (Anti-Diagonals seed)"
            }
            SeedTable::RankPlusFileXor7 => {
                "(rank + file) ^ seven: the anti-diagonal numbers, long anti-diagonal zero, eight unused (Anti-Diagonals seed)"
            }
            SeedTable::NwSe => {
                "NW-SE diagonals in top-left coordinates: diff, then sum,len per square (fourth seed)"
            }
            SeedTable::NeSw => {
                "NE-SW diagonals in top-left coordinates: sum, then diff,len per square (fourth seed)"
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
            SeedTable::RankMinusFile => grid(|s| s.diagonal().rank_minus_file()),
            SeedTable::SevenPlusRankMinusFile => grid(|s| s.diagonal().index() as i8),
            SeedTable::RankMinusFileAnd15 => grid(|s| s.diagonal().wrapped_index() as i8),
            SeedTable::RankPlusFile => grid(|s| s.anti_diagonal().rank_plus_file() as i8),
            SeedTable::RankPlusFileXor7 => grid(|s| s.anti_diagonal().wrapped_index() as i8),
            SeedTable::NwSe => TableData::Diagonals(nw_se_rows()),
            SeedTable::NeSw => TableData::Diagonals(ne_sw_rows()),
        }
    }
}

/// `row - column` and `row + column` of a square in the seed's top-left
/// coordinates.
fn seed_diff_sum(square: Square) -> (i8, i8) {
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
                seed_diff_sum(square).1,
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
                seed_diff_sum(square).0,
                square.moves_to_edge(Direction::SouthWest),
            )
        })
    })
}

/// A name that is not one of the tables; see [`SeedTable::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownTable;

impl fmt::Display for UnknownTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::names::write_unknown(f, "table", &SeedTable::ALL, SeedTable::name)
    }
}

impl core::error::Error for UnknownTable {}

impl FromStr for SeedTable {
    type Err = UnknownTable;

    /// Parses a table's [`name`](SeedTable::name).
    fn from_str(s: &str) -> Result<SeedTable, UnknownTable> {
        crate::names::by_name(&SeedTable::ALL, SeedTable::name, s).ok_or(UnknownTable)
    }
}

impl fmt::Display for SeedTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
