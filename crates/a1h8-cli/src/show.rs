//! `a1h8 show`: one set of squares, drawn.

use a1h8::{
    AntiDiagonal, Bitboard, Diagonal, Direction, File, Line, Rank, Square, between, line, ray,
};

/// What to draw: a title, the set, and the squares it was computed from.
pub struct Figure {
    pub title: String,
    pub set: Bitboard,
    pub anchors: Vec<Square>,
}

/// A diagonal or anti-diagonal named by a square on it or by its number.
#[derive(Clone, Copy, Debug)]
pub enum LineArg {
    Through(Square),
    Number(i64),
}

/// Parses `c1` (the line through c1) or a number (`-2`).
pub fn parse_line_arg(s: &str) -> Result<LineArg, String> {
    if let Ok(square) = s.parse::<Square>() {
        return Ok(LineArg::Through(square));
    }
    s.parse::<i64>()
        .map(LineArg::Number)
        .map_err(|_| format!("expected a square such as c1 or a number, not {s:?}"))
}

/// Parses a bitboard value: hexadecimal with `0x` (`0x8040201008040201`),
/// or decimal.
pub fn parse_bitboard(s: &str) -> Result<Bitboard, String> {
    let digits = s.replace('_', "");
    let parsed = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => digits.parse::<u64>(),
    };
    parsed
        .map(Bitboard)
        .map_err(|e| format!("not a 64-bit value ({e}): write hex as 0x8040201008040201"))
}

fn figure(title: String, set: Bitboard, anchors: Vec<Square>) -> Figure {
    Figure {
        title,
        set,
        anchors,
    }
}

pub fn file(file: File) -> Figure {
    figure(format!("file {file}"), file.mask(), vec![])
}

pub fn rank(rank: Rank) -> Figure {
    figure(format!("rank {rank}"), rank.mask(), vec![])
}

pub fn diagonal(which: LineArg) -> Result<Figure, String> {
    let (diagonal, anchors) = match which {
        LineArg::Through(square) => (square.diagonal(), vec![square]),
        LineArg::Number(n) => (
            i8::try_from(n)
                .ok()
                .and_then(Diagonal::from_rank_minus_file)
                .ok_or(format!(
                    "no diagonal has rank - file = {n}: expected -7 to 7"
                ))?,
            vec![],
        ),
    };
    Ok(figure(
        format!(
            "diagonal {diagonal}: rank - file = {}, {} squares, {}",
            diagonal.rank_minus_file(),
            diagonal.length(),
            diagonal.color()
        ),
        diagonal.mask(),
        anchors,
    ))
}

pub fn anti_diagonal(which: LineArg) -> Result<Figure, String> {
    let (anti_diagonal, anchors) = match which {
        LineArg::Through(square) => (square.anti_diagonal(), vec![square]),
        LineArg::Number(n) => (
            u8::try_from(n)
                .ok()
                .and_then(AntiDiagonal::from_rank_plus_file)
                .ok_or(format!(
                    "no anti-diagonal has rank + file = {n}: expected 0 to 14"
                ))?,
            vec![],
        ),
    };
    Ok(figure(
        format!(
            "anti-diagonal {anti_diagonal}: rank + file = {}, {} squares, {}",
            anti_diagonal.rank_plus_file(),
            anti_diagonal.length(),
            anti_diagonal.color()
        ),
        anti_diagonal.mask(),
        anchors,
    ))
}

pub fn ray_from(square: Square, direction: Direction) -> Figure {
    let set = ray(square, direction);
    figure(
        format!(
            "ray from {square} towards {direction}: {} squares, origin excluded",
            set.count()
        ),
        set,
        vec![square],
    )
}

fn relation(a: Square, b: Square) -> String {
    match Line::through(a, b) {
        Some(line) => format!("on {line}"),
        None if a == b => "the same square".to_string(),
        None => "not on one line".to_string(),
    }
}

pub fn between_squares(a: Square, b: Square) -> Figure {
    let set = between(a, b);
    figure(
        format!(
            "between {a} and {b} ({}): {} squares, both ends excluded",
            relation(a, b),
            set.count()
        ),
        set,
        vec![a, b],
    )
}

pub fn line_through(a: Square, b: Square) -> Figure {
    let set = line(a, b);
    figure(
        format!(
            "line through {a} and {b} ({}): {} squares, edge to edge",
            relation(a, b),
            set.count()
        ),
        set,
        vec![a, b],
    )
}

pub fn value(set: Bitboard) -> Figure {
    figure(format!("bitboard: {} squares", set.count()), set, vec![])
}
