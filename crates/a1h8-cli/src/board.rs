//! Drawing sets of squares as a labelled board, and grids of numbers laid
//! out like the source documents' tables.

use a1h8::geometry::{BoardSize, BoardSquare};
use a1h8::{Bitboard, Color, Game, Piece, Rank, Square};

/// How marks are drawn: plain text, or with ANSI colours on a terminal.
#[derive(Clone, Copy)]
pub struct Style {
    pub color: bool,
}

impl Style {
    /// Colours when standard output is a terminal and `NO_COLOR` is unset.
    pub fn detect() -> Style {
        use std::io::IsTerminal;
        Style {
            color: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }

    fn paint(self, text: &str, code: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

/// The labelled board frame, rank 8 on top, with `cell(square)` in each
/// square.
fn framed(cell: impl Fn(Square) -> String) -> String {
    framed_board(BoardSize::STANDARD, |square| {
        let index = BoardSize::STANDARD.index_of(square);
        cell(Square::from_index(index).expect("a square of the 8x8 board"))
    })
}

/// The labelled frame of a board of any size up to 16x16, the top rank
/// first, with `cell(square)` in each square: rank numbers down the left
/// (right-aligned when the board has ten ranks or more), file letters
/// along the bottom.
fn framed_board(size: BoardSize, cell: impl Fn(BoardSquare) -> String) -> String {
    let label = size.ranks().to_string().len();
    let margin = " ".repeat(label + 1);
    let rule = "─".repeat(2 * size.files() + 1);
    let mut out = format!("{margin}┌{rule}┐\n");
    for rank in (0..size.ranks()).rev() {
        out.push_str(&format!("{:>label$} │", rank + 1));
        for square in (0..size.files()).filter_map(|file| size.square(file, rank)) {
            out.push(' ');
            out.push_str(&cell(square));
        }
        out.push_str(" │\n");
    }
    out.push_str(&format!("{margin}└{rule}┘\n{margin}  "));
    let letters: Vec<String> = (0..size.files())
        .filter_map(|file| size.square(file, 0))
        .map(|square| square.file_char().to_string())
        .collect();
    out.push_str(&letters.join(" "));
    out.push('\n');
    out
}

/// The board with `set` marked `●`, the `anchors` (the squares a set was
/// computed from) marked `◆` if in the set and `◇` if not, others `·`;
/// rank 8 on top, files and ranks labelled.
pub fn draw(set: Bitboard, anchors: &[Square], style: Style) -> String {
    framed(
        |square| match (set.contains(square), anchors.contains(&square)) {
            (true, false) => style.paint("●", "1;33"),
            (true, true) => style.paint("◆", "1;36"),
            (false, true) => style.paint("◇", "1;36"),
            (false, false) => "·".to_string(),
        },
    )
}

/// A position's placement in the frame of [`draw`], on its board of any
/// size: the six kinds of chess as their Unicode symbols (`♔` to `♟`), the
/// others (the archbishop and the chancellor) as the game's FEN letters,
/// upper case for White; empty squares `·`; on a terminal the pieces bold
/// and the empty dark squares dimmed.
pub fn draw_position<G: Game>(position: &G, style: Style) -> String {
    framed_board(position.board_size(), |square| {
        let symbol = position.piece_on(square).map(|piece| {
            if piece.kind.is_standard() {
                piece.symbol()
            } else {
                fen_letter(position, piece)
            }
        });
        // a1 is dark, as on every board.
        let dark = (square.file() + square.rank()) % 2 == 0;
        piece_cell(symbol, dark, style)
    })
}

/// The FEN letter of `piece` in `game`'s notation: upper case for White.
pub fn fen_letter<G: Game>(game: &G, piece: Piece) -> char {
    let letter = game.piece_letter(piece.kind);
    match piece.color {
        Color::White => letter,
        Color::Black => letter.to_ascii_lowercase(),
    }
}

/// A square of a position's drawing: the piece's symbol in bold, or `·`,
/// dimmed on a dark square.
fn piece_cell(symbol: Option<char>, dark: bool, style: Style) -> String {
    match (symbol, dark) {
        (Some(symbol), _) => style.paint(&symbol.to_string(), "1"),
        (None, true) => style.paint("·", "2"),
        (None, false) => "·".to_string(),
    }
}

/// A piece's attacks in the frame of [`draw`]: the piece as its symbol,
/// attacked squares `●`, occupied squares `■` if attacked and `□` if
/// not, others `·`.
pub fn draw_attacks(
    piece: Piece,
    square: Square,
    attacks: Bitboard,
    occupied: Bitboard,
    style: Style,
) -> String {
    framed(|s| {
        if s == square {
            return style.paint(&piece.symbol().to_string(), "1;36");
        }
        match (attacks.contains(s), occupied.contains(s)) {
            (true, false) => style.paint("●", "1;33"),
            (true, true) => style.paint("■", "1;31"),
            (false, true) => "□".to_string(),
            (false, false) => "·".to_string(),
        }
    })
}

/// The legend of [`draw_attacks`].
pub const ATTACKS_LEGEND: &str = "● attacked   ■ occupied, attacked   □ occupied, not attacked";

/// A legend line for [`draw`] when `anchors` are drawn.
pub const LEGEND: &str = "● in the set   ◆/◇ the given squares, in the set or not";

/// The Diagonals pages' grid layout: a header `r/f 0 1 2 3 4 5 6 7`, then one
/// line per rank from 7 down to 0, the rank index then the eight values by
/// file, separated by single spaces.
pub fn pages_grid(grid: &[[i8; 8]; 8]) -> Vec<String> {
    board_grid(BoardSize::STANDARD, Align::None, |square| {
        grid[square.rank()][square.file()].to_string()
    })
}

/// How [`board_grid`] lines up its columns.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Single spaces only, as the source documents print their 8x8 tables.
    None,
    /// Every column right-aligned: the rank indices under `r/f`, the values
    /// and the file numbers of the header to one common width.
    Right,
}

/// The Diagonals pages' grid layout for a board of any size: a header
/// `r/f 0 1 ... files-1`, then one line per rank from the top rank down to
/// 0, the rank index then the value of each square by file.
pub fn board_grid(
    board: BoardSize,
    align: Align,
    value: impl Fn(BoardSquare) -> String,
) -> Vec<String> {
    let rows: Vec<(String, Vec<String>)> = (0..board.ranks())
        .rev()
        .map(|rank| {
            let cells = (0..board.files())
                .filter_map(|file| board.square(file, rank))
                .map(&value)
                .collect();
            (rank.to_string(), cells)
        })
        .collect();
    let header = (
        "r/f".to_string(),
        (0..board.files()).map(|f| f.to_string()).collect(),
    );
    let all = || std::iter::once(&header).chain(&rows);
    let (label_width, width) = match align {
        Align::None => (0, 0),
        Align::Right => (
            all().map(|(label, _)| label.len()).max().unwrap_or(0),
            all()
                .flat_map(|(_, cells)| cells)
                .map(|cell| cell.chars().count())
                .max()
                .unwrap_or(0),
        ),
    };
    all()
        .map(|(label, cells)| {
            let mut line = format!("{label:>label_width$}");
            for cell in cells {
                line.push_str(&format!(" {cell:>width$}"));
            }
            line
        })
        .collect()
}

/// A grid of values per square with rank 8 on top and right-aligned
/// columns, labelled with algebraic files and ranks.
pub fn labelled_grid(value: impl Fn(Square) -> String) -> Vec<String> {
    let cells: Vec<String> = Square::ALL.iter().map(|&s| value(s)).collect();
    let width = cells.iter().map(|c| c.chars().count()).max().unwrap_or(1);
    let mut lines = Vec::new();
    for rank in Rank::ALL.into_iter().rev() {
        let mut line = format!("{} │", rank.char());
        for square in rank.squares() {
            line.push_str(&format!(" {:>width$}", cells[square.index()]));
        }
        lines.push(line);
    }
    let mut footer = String::from("   ");
    for file in a1h8::File::ALL {
        footer.push_str(&format!(" {:>width$}", file.char()));
    }
    lines.push(footer);
    lines
}

/// Two blocks of lines side by side, `gap` spaces apart. Widths are
/// counted in characters shown: colour codes take no room.
pub fn side_by_side(left: &[String], right: &[String], gap: usize) -> Vec<String> {
    let width = left.iter().map(|l| shown_width(l)).max().unwrap_or(0);
    (0..left.len().max(right.len()))
        .map(|i| {
            let l = left.get(i).map_or("", String::as_str);
            let r = right.get(i).map_or("", String::as_str);
            let pad = width - shown_width(l) + gap;
            format!("{l}{}{r}", " ".repeat(pad)).trim_end().to_string()
        })
        .collect()
}

/// The characters of `line` a terminal shows: all but the ANSI colour
/// codes (`ESC [ ... m`) that [`Style`] paints with.
fn shown_width(line: &str) -> usize {
    let mut width = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            chars.by_ref().find(|&c| c == 'm');
        } else {
            width += 1;
        }
    }
    width
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `line` without its colour codes.
    fn plain(line: &str) -> String {
        let mut out = String::new();
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                chars.by_ref().find(|&c| c == 'm');
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn the_frame_fits_every_board_and_right_aligns_two_digit_ranks() {
        let frame = |files, ranks| {
            framed_board(BoardSize::new(files, ranks).unwrap(), |square| {
                square.file_char().to_string()
            })
        };
        let wide = frame(16, 8);
        let lines: Vec<&str> = wide.lines().collect();
        assert_eq!(lines[0], format!("  ┌{}┐", "─".repeat(33)));
        assert_eq!(lines[1], "8 │ a b c d e f g h i j k l m n o p │");
        assert_eq!(lines[10], "    a b c d e f g h i j k l m n o p");
        let tall = frame(10, 10);
        let lines: Vec<&str> = tall.lines().collect();
        assert_eq!(lines[0], format!("   ┌{}┐", "─".repeat(21)));
        assert_eq!(lines[1], "10 │ a b c d e f g h i j │");
        assert_eq!(lines[2], " 9 │ a b c d e f g h i j │");
        assert_eq!(lines[11], format!("   └{}┘", "─".repeat(21)));
        assert_eq!(lines[12], "     a b c d e f g h i j");
        assert_eq!(frame(1, 1), "  ┌───┐\n1 │ a │\n  └───┘\n    a\n");
    }

    #[test]
    fn colour_codes_take_no_room_side_by_side() {
        let start = a1h8::Position::starting();
        let block = |color| -> Vec<String> {
            draw_position(&start, Style { color })
                .lines()
                .map(str::to_string)
                .collect()
        };
        let (colored, uncolored) = (block(true), block(false));
        assert_ne!(colored, uncolored);
        assert_eq!(
            colored.iter().map(|l| plain(l)).collect::<Vec<_>>(),
            uncolored
        );
        let together = side_by_side(&colored, &colored, 4);
        assert_eq!(
            together.iter().map(|l| plain(l)).collect::<Vec<_>>(),
            side_by_side(&uncolored, &uncolored, 4)
        );
        assert_eq!(shown_width(&colored[1]), uncolored[1].chars().count());
    }
}
