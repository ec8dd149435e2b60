//! The forum post's diagonal relations, and on which boards they hold.
//!
//! The forum post derives six relations for the 8x8 board (the length of a
//! diagonal, and the bishop moves from a square along it in both
//! directions) and asks whether they hold on n x n and m x n boards. This
//! module states each relation three ways and checks it on any board from
//! 1x1 to 16x16 against the library's moves to the edge
//! ([`BoardSize::moves_to_edge`], itself tested against walks):
//!
//! - [`Form::Verbatim`]: as the post writes it, with its 8x8 constants 7,
//!   14 and 6;
//! - [`Form::SquareBoard`]: those constants read as n - 1, 2(n - 1) and
//!   n - 2 (on square boards only, n the side);
//! - [`Form::General`]: the closed form for every F x R board of
//!   `docs/geometry.md`.
//!
//! Everything is in the post's coordinates: `row` from the top, `column`
//! from the left, `diff = row - column`, `sum = row + column`, "south" down
//! the diagram.
//!
//! ```
//! use a1h8::geometry::BoardSize;
//! use a1h8::relations::{Form, Relation};
//!
//! let board = |f, r| BoardSize::new(f, r).unwrap();
//! let length = Relation::NeSwLength;
//! assert!(length.holds(Form::Verbatim, board(8, 8)) == Some(true));
//! assert!(length.holds(Form::Verbatim, board(7, 7)) == Some(false));
//! assert!(length.holds(Form::SquareBoard, board(7, 7)) == Some(true));
//! assert!(length.holds(Form::SquareBoard, board(10, 8)).is_none());
//! assert!(length.holds(Form::General, board(10, 8)) == Some(true));
//! ```

use crate::Direction;
use crate::geometry::BoardSize;

/// One of the forum post's six relations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// NW-SE `len = (maxsum - sum)/2`: bishop moves south-east.
    NwSeLen,
    /// NW-SE `backlen = -7 + (maxsum + sum)/2`: bishop moves north-west.
    NwSeBacklen,
    /// NW-SE `diagonallength = maxsum - 6`.
    NwSeLength,
    /// NE-SW `diagonallength = maxdiff + 1`.
    NeSwLength,
    /// NE-SW `len = (maxdiff - diff)/2`: bishop moves south-west.
    NeSwLen,
    /// NE-SW `backlen = (maxdiff + diff)/2`: bishop moves north-east.
    NeSwBacklen,
}

/// How a [`Relation`] is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// As the post writes it, 8x8 constants and all.
    Verbatim,
    /// With 7, 14 and 6 read as n - 1, 2(n - 1) and n - 2: square boards only.
    SquareBoard,
    /// The closed form for any board of F files and R ranks.
    General,
}

impl Form {
    /// All three, in declaration order.
    pub const ALL: [Form; 3] = [Form::Verbatim, Form::SquareBoard, Form::General];

    /// `verbatim`, `square-board`, `general`.
    pub const fn name(self) -> &'static str {
        match self {
            Form::Verbatim => "verbatim",
            Form::SquareBoard => "square-board",
            Form::General => "general",
        }
    }
}

/// A square in the post's coordinates, with what the board says of it.
#[derive(Clone, Copy, Debug)]
struct Seen {
    diff: i32,
    sum: i32,
    south_east: i32,
    north_west: i32,
    south_west: i32,
    north_east: i32,
}

/// `maxsum` of an NW-SE diagonal: the `sum` at its south-east end.
const fn maxsum(files: i32, ranks: i32, diff: i32) -> i32 {
    ranks + files - 2 - (ranks - files - diff).abs()
}

/// `maxdiff` of an NE-SW diagonal: the `diff` at its south-west end.
const fn maxdiff(ranks: i32, sum: i32) -> i32 {
    (ranks - 1) - ((ranks - 1) - sum).abs()
}

/// Minus the `diff` at an NE-SW diagonal's north-east end.
const fn maxdiff_across(files: i32, sum: i32) -> i32 {
    (files - 1) - ((files - 1) - sum).abs()
}

impl Relation {
    /// All six, in the post's order.
    pub const ALL: [Relation; 6] = [
        Relation::NwSeLen,
        Relation::NwSeBacklen,
        Relation::NwSeLength,
        Relation::NeSwLength,
        Relation::NeSwLen,
        Relation::NeSwBacklen,
    ];

    /// A short name: `nw-se-len`, `ne-sw-backlen`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Relation::NwSeLen => "nw-se-len",
            Relation::NwSeBacklen => "nw-se-backlen",
            Relation::NwSeLength => "nw-se-diagonallength",
            Relation::NeSwLength => "ne-sw-diagonallength",
            Relation::NeSwLen => "ne-sw-len",
            Relation::NeSwBacklen => "ne-sw-backlen",
        }
    }

    /// The relation written in `form`.
    pub const fn formula(self, form: Form) -> &'static str {
        match (self, form) {
            (Relation::NwSeLen, Form::Verbatim) => "len = (maxsum - sum)/2, maxsum = 14 - |diff|",
            (Relation::NwSeLen, Form::SquareBoard) => {
                "len = (maxsum - sum)/2, maxsum = 2(n-1) - |diff|"
            }
            (Relation::NwSeLen, Form::General) => {
                "len = (maxsum - sum)/2, maxsum = R + F - 2 - |R - F - diff|"
            }
            (Relation::NwSeBacklen, Form::Verbatim) => "backlen = -7 + (maxsum + sum)/2",
            (Relation::NwSeBacklen, Form::SquareBoard) => "backlen = -(n-1) + (maxsum + sum)/2",
            (Relation::NwSeBacklen, Form::General) => "backlen = (sum - |diff|)/2",
            (Relation::NwSeLength, Form::Verbatim) => "diagonallength = maxsum - 6",
            (Relation::NwSeLength, Form::SquareBoard) => "diagonallength = maxsum - (n-2)",
            (Relation::NwSeLength, Form::General) => "diagonallength = (maxsum - |diff|)/2 + 1",
            (Relation::NeSwLength, Form::Verbatim) => {
                "diagonallength = maxdiff + 1, maxdiff = 7 - |7 - sum|"
            }
            (Relation::NeSwLength, Form::SquareBoard) => {
                "diagonallength = maxdiff + 1, maxdiff = (n-1) - |(n-1) - sum|"
            }
            (Relation::NeSwLength, Form::General) => {
                "diagonallength = (maxdiff + maxdiff')/2 + 1, maxdiff' = (F-1) - |(F-1) - sum|"
            }
            (Relation::NeSwLen, Form::Verbatim) => "len = (maxdiff - diff)/2",
            (Relation::NeSwLen, Form::SquareBoard) => "len = (maxdiff - diff)/2",
            (Relation::NeSwLen, Form::General) => {
                "len = (maxdiff - diff)/2, maxdiff = (R-1) - |(R-1) - sum|"
            }
            (Relation::NeSwBacklen, Form::Verbatim) => "backlen = (maxdiff + diff)/2",
            (Relation::NeSwBacklen, Form::SquareBoard) => "backlen = (maxdiff + diff)/2",
            (Relation::NeSwBacklen, Form::General) => "backlen = (maxdiff' + diff)/2",
        }
    }

    /// Whether the relation in `form` gives the right number on every
    /// square of `board`: `None` for [`Form::SquareBoard`] on a board that
    /// is not square.
    pub fn holds(self, form: Form, board: BoardSize) -> Option<bool> {
        let (files, ranks) = (board.files() as i32, board.ranks() as i32);
        if form == Form::SquareBoard && files != ranks {
            return None;
        }
        Some(board.squares().all(|square| {
            let (file, rank) = (square.file(), square.rank());
            let moves = |direction| board.moves_to_edge(file, rank, direction) as i32;
            let (row, column) = (ranks - 1 - rank as i32, file as i32);
            let seen = Seen {
                diff: row - column,
                sum: row + column,
                south_east: moves(Direction::SouthEast),
                north_west: moves(Direction::NorthWest),
                south_west: moves(Direction::SouthWest),
                north_east: moves(Direction::NorthEast),
            };
            self.holds_at(form, files, ranks, seen)
        }))
    }

    /// Whether the relation in `form` is right at one square.
    fn holds_at(self, form: Form, files: i32, ranks: i32, s: Seen) -> bool {
        // The post's constants 7, 14 and 6, or their n x n readings.
        let n = match form {
            Form::Verbatim => 8,
            _ => files,
        };
        let (seven, fourteen, six) = (n - 1, 2 * (n - 1), n - 2);
        let nw_se_length = s.south_east + s.north_west + 1;
        let ne_sw_length = s.south_west + s.north_east + 1;
        match form {
            Form::Verbatim | Form::SquareBoard => {
                let maxsum = fourteen - s.diff.abs();
                let maxdiff = seven - (seven - s.sum).abs();
                match self {
                    Relation::NwSeLen => {
                        (maxsum - s.sum) % 2 == 0 && (maxsum - s.sum) / 2 == s.south_east
                    }
                    Relation::NwSeBacklen => -seven + (maxsum + s.sum) / 2 == s.north_west,
                    Relation::NwSeLength => maxsum - six == nw_se_length,
                    Relation::NeSwLength => maxdiff + 1 == ne_sw_length,
                    Relation::NeSwLen => (maxdiff - s.diff) / 2 == s.south_west,
                    Relation::NeSwBacklen => (maxdiff + s.diff) / 2 == s.north_east,
                }
            }
            Form::General => {
                let maxsum = maxsum(files, ranks, s.diff);
                let maxdiff = maxdiff(ranks, s.sum);
                let across = maxdiff_across(files, s.sum);
                match self {
                    Relation::NwSeLen => (maxsum - s.sum) / 2 == s.south_east,
                    Relation::NwSeBacklen => (s.sum - s.diff.abs()) / 2 == s.north_west,
                    Relation::NwSeLength => (maxsum - s.diff.abs()) / 2 + 1 == nw_se_length,
                    Relation::NeSwLength => (maxdiff + across) / 2 + 1 == ne_sw_length,
                    Relation::NeSwLen => (maxdiff - s.diff) / 2 == s.south_west,
                    Relation::NeSwBacklen => (across + s.diff) / 2 == s.north_east,
                }
            }
        }
    }
}
