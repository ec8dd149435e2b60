//! Plain definitions shared by the integration tests.
//!
//! Coordinates come from the square index by division (`file = index % 8`,
//! `rank = index / 8`), and every line is found by walking the board one
//! step at a time with bounds checks. Nothing here uses the library's
//! geometry (no masks, no tables, no closed formulas), so the tests compare
//! the library with an independent definition.

// Each test file uses only part of these helpers.
#![allow(dead_code)]

use a1h8::geometry::BoardSize;
use a1h8::{Direction, Square};

/// Every square, index 0 to 63.
pub fn all_squares() -> impl Iterator<Item = Square> + Clone {
    (0..64).map(|index| Square::from_index(index).expect("0..64 is a square index"))
}

/// The file of `square`, 0 (a) to 7 (h), by division.
pub fn file_of(square: Square) -> i32 {
    (square.index() % 8) as i32
}

/// The rank of `square`, 0 (rank 1) to 7 (rank 8), by division.
pub fn rank_of(square: Square) -> i32 {
    (square.index() / 8) as i32
}

/// The square on `file` and `rank` (both from 0), or `None` off the board.
pub fn square_at(file: i32, rank: i32) -> Option<Square> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Square::from_index((8 * rank + file) as usize)
    } else {
        None
    }
}

/// `(file step, rank step)` of one step towards `direction`, written out
/// from the compass: north is rank + 1, east is file + 1.
pub fn step(direction: Direction) -> (i32, i32) {
    match direction {
        Direction::North => (0, 1),
        Direction::NorthEast => (1, 1),
        Direction::East => (1, 0),
        Direction::SouthEast => (1, -1),
        Direction::South => (0, -1),
        Direction::SouthWest => (-1, -1),
        Direction::West => (-1, 0),
        Direction::NorthWest => (-1, 1),
    }
}

/// The eight directions with their steps, in no particular library order.
pub fn directions() -> [Direction; 8] {
    [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ]
}

/// The squares `(file, rank)` visited walking from `(file, rank)` by
/// `(df, dr)` a step on a `files x ranks` board, until the next step would
/// leave the board. The starting square is not included.
pub fn walk(files: i32, ranks: i32, file: i32, rank: i32, df: i32, dr: i32) -> Vec<(i32, i32)> {
    assert!(df != 0 || dr != 0, "a walk needs a step");
    let mut visited = Vec::new();
    let (mut f, mut r) = (file + df, rank + dr);
    while 0 <= f && f < files && 0 <= r && r < ranks {
        visited.push((f, r));
        f += df;
        r += dr;
    }
    visited
}

/// The squares visited walking from `square` towards `direction` on the
/// 8x8 board, nearest first, `square` itself excluded.
pub fn walk_from(square: Square, direction: Direction) -> Vec<Square> {
    let (df, dr) = step(direction);
    walk(8, 8, file_of(square), rank_of(square), df, dr)
        .into_iter()
        .map(|(f, r)| square_at(f, r).expect("a walk stays on the board"))
        .collect()
}

/// The last square reached walking from `square` towards `direction`, or
/// `square` itself if it is already at that edge.
pub fn walk_to_edge(square: Square, direction: Direction) -> Square {
    walk_from(square, direction)
        .last()
        .copied()
        .unwrap_or(square)
}

/// The 64-bit set with bit `index` set for each square.
pub fn bits<I: IntoIterator<Item = Square>>(squares: I) -> u64 {
    squares
        .into_iter()
        .fold(0, |bits, square| bits | 1u64 << square.index())
}

/// `true` if bit `index` of `bits` is set.
pub fn has(bits: u64, index: usize) -> bool {
    (bits >> index) & 1 == 1
}

/// The four keys of a square that name its lines: file, rank, `rank - file`
/// (diagonal) and `rank + file` (anti-diagonal).
pub fn line_keys(square: Square) -> [i32; 4] {
    let (f, r) = (file_of(square), rank_of(square));
    [f, r, r - f, r + f]
}

/// `true` if `a` and `b` share a file, a rank, a diagonal or an
/// anti-diagonal (also when they are equal).
pub fn share_a_line(a: Square, b: Square) -> bool {
    let (ka, kb) = (line_keys(a), line_keys(b));
    (0..4).any(|k| ka[k] == kb[k])
}

/// A xorshift64 generator: enough pseudo-randomness for set tests, with no
/// dependency.
pub struct XorShift(u64);

impl XorShift {
    /// A generator from a non-zero seed.
    pub fn new(seed: u64) -> XorShift {
        assert_ne!(seed, 0, "xorshift needs a non-zero seed");
        XorShift(seed)
    }

    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A 64-bit set that is sometimes sparse, sometimes dense, sometimes
    /// uniform, so that empty and full corners are reached too.
    pub fn next_set(&mut self) -> u64 {
        match self.next_u64() % 6 {
            0 => self.next_u64() & self.next_u64() & self.next_u64(),
            1 => self.next_u64() | self.next_u64() | self.next_u64(),
            2 => 1u64 << (self.next_u64() % 64),
            3 => [0, !0, 0x8000_0000_0000_0001][(self.next_u64() % 3) as usize],
            _ => self.next_u64(),
        }
    }
}

/// Every square `(file, rank)` of a `files x ranks` board.
pub fn board_squares(files: i32, ranks: i32) -> impl Iterator<Item = (i32, i32)> + Clone {
    (0..ranks).flat_map(move |r| (0..files).map(move |f| (f, r)))
}

/// Every board size the library accepts, with the board.
pub fn all_boards() -> impl Iterator<Item = (i32, i32, BoardSize)> {
    (1..=16).flat_map(|files| {
        (1..=16).map(move |ranks| {
            (
                files,
                ranks,
                BoardSize::new(files as usize, ranks as usize).unwrap(),
            )
        })
    })
}

/// A line of `tests/data/standard.epd`: a FEN and its published counts.
pub struct PerftCase {
    /// The position.
    pub fen: String,
    /// `(depth, leaves)`, depth from 1.
    pub counts: Vec<(u32, u64)>,
}

/// The published perft suite, `tests/data/standard.epd` (the six classic
/// positions and their published counts). A missing or unreadable file is
/// a failure, never a skip.
pub fn perft_suite() -> Vec<PerftCase> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/standard.epd");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the perft suite {} cannot be read: {e}", path.display()));
    let cases = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let line = a1h8::epd::PerftLine::parse(line).expect("a perft line");
            PerftCase {
                fen: line.fen().to_string(),
                counts: line.counts().map(|c| c.expect("`Dk n`")).collect(),
            }
        })
        .collect::<Vec<_>>();
    assert!(cases.len() >= 6, "the suite has at least six positions");
    cases
}

/// A small, fixed pseudo-random sequence (xorshift64*), for random
/// playouts: `Playout(seed)`.
pub struct Playout(pub u64);

impl Playout {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// Positions to play random games from: `extra`, then the perft suite's.
pub fn playout_starts(extra: &[&str]) -> Vec<a1h8::Position> {
    let mut fens: Vec<String> = extra.iter().map(|fen| fen.to_string()).collect();
    fens.extend(perft_suite().into_iter().map(|case| case.fen));
    fens.iter()
        .map(|fen| a1h8::Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
        .collect()
}

/// `position` after the UCI moves `moves`, each of which must be legal.
pub fn play_from(position: a1h8::Position, moves: &[&str]) -> a1h8::Position {
    moves.iter().fold(position, |position, uci| {
        let mv = a1h8::Move::from_uci(&position, uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
        position.play_unchecked(mv)
    })
}

/// The position of `fen` after the UCI moves `moves`.
pub fn play(fen: &str, moves: &[&str]) -> a1h8::Position {
    play_from(a1h8::Position::from_fen(fen).unwrap(), moves)
}

/// Every move that could be written: every from, to and kind, and the
/// four promotions.
pub fn every_move() -> Vec<a1h8::Move> {
    use a1h8::{Move, MoveKind, PieceKind};
    let mut moves = Vec::new();
    for from in all_squares() {
        for to in all_squares() {
            for kind in [
                MoveKind::Normal,
                MoveKind::DoubleStep,
                MoveKind::EnPassant,
                MoveKind::Castling,
            ] {
                moves.push(Move::new(from, to, kind));
            }
            for kind in [
                PieceKind::Knight,
                PieceKind::Bishop,
                PieceKind::Rook,
                PieceKind::Queen,
            ] {
                moves.push(Move::with_promotion(from, to, kind));
            }
        }
    }
    moves
}

/// A FEN reader: 8x8 chess's ([`a1h8::Position`]), or a variant's on its
/// board (chess among the variants), for tests run through both.
#[derive(Clone, Copy, Debug)]
pub enum Reader {
    /// [`a1h8::Position::from_fen_bytes`].
    Chess,
    /// [`a1h8::variant::VariantPosition::from_fen_bytes`] of the variant.
    Variant(&'static a1h8::variant::Variant<'static>),
}

impl Reader {
    /// The 8x8 reader, then every built-in variant's.
    pub fn all() -> [Reader; 8] {
        let variants = a1h8::variant::Variant::BUILT_IN;
        core::array::from_fn(|i| match i {
            0 => Reader::Chess,
            _ => Reader::Variant(variants[i - 1]),
        })
    }

    /// The FEN `bytes` read and written back, or the reader's error.
    pub fn read(self, bytes: &[u8]) -> Result<String, a1h8::FenError> {
        match self {
            Reader::Chess => a1h8::Position::from_fen_bytes(bytes).map(|p| p.to_string()),
            Reader::Variant(variant) => {
                a1h8::variant::VariantPosition::from_fen_bytes(variant, bytes)
                    .map(|p| p.to_string())
            }
        }
    }
}
