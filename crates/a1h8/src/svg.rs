//! Boards drawn as SVG pictures, written into any [`core::fmt::Write`].
//!
//! One renderer draws a board of any size from 1x1 to 16x16 (files `a` to
//! `p`, ranks `1` to `16`) with what each square holds: a [`Cell`] of
//! [`Marks`] (a dot, an outline, a ring, a cross, a tint), a [`Label`] (a
//! number, a pair of numbers, a piece, a word) and a small note in its
//! corner. [`board`] draws one board; [`side_by_side`] draws two of the
//! same size with an arrow between them and the [`Change`] that leads
//! from one to the other: a mirror's axis drawn on both, or a turn's arc.
//!
//! The conventions, which the tests of the tool check on every picture:
//!
//! - The root is `<svg xmlns="http://www.w3.org/2000/svg">` with a
//!   `viewBox` of `0 0 W H` in units of which a square has [`UNIT`], and
//!   `width` and `height` of `W / 2` and `H / 2` pixels ([`SCALE`]): an 8x8
//!   board is about 450 pixels wide, and scales to any size without loss.
//! - Every square is one `<g data-square="e4">` holding a `<title>` with
//!   its name, its `<rect>` ([`DARK`] when file + rank is even, so a1 is
//!   dark, else [`LIGHT`]), its marks and its label; a square of the set
//!   shown also has `data-on="true"`. Two boards side by side are each in
//!   a `<g data-board="left">` and `<g data-board="right">`.
//! - The coordinates are `<text class="coordinate">` elements: the file
//!   letters under the board, the rank numbers left of it.
//! - Text is escaped (`&`, `<`, `>`, `"`, `'`); the font sizes are
//!   fractions of a square, so that a label stays readable at 400 pixels.
//!
//! ```
//! use a1h8::geometry::BoardSize;
//! use a1h8::svg::{self, Cell, Label, Marks, Picture};
//!
//! let mut out = String::new();
//! let picture = Picture::new("squares a + b = 1");
//! svg::board(&mut out, BoardSize::new(2, 2)?, &picture, |square| Cell {
//!     on: square.file() + square.rank() == 1,
//!     marks: Marks::DOT,
//!     label: Label::Number(square.anti_diagonal().into()),
//!     ..Cell::EMPTY
//! })?;
//! assert!(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert_eq!(out.matches("data-square=").count(), 4);
//! assert!(out.contains("<g data-square=\"b1\" data-on=\"true\">"));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use core::fmt::{self, Write};
use core::ops::BitOr;

use crate::Symmetry;
use crate::geometry::{BoardSize, BoardSquare};

/// The side of a square, in `viewBox` units.
pub const UNIT: usize = 100;

/// `viewBox` units per pixel of the `width` and `height` attributes.
pub const SCALE: usize = 2;

/// The fill of a light square.
pub const LIGHT: &str = "#ecdcbc";

/// The fill of a dark square (a1, and every square with file + rank even).
pub const DARK: &str = "#a97c50";

/// What is drawn on a square, as a set of flags: `Marks::DOT | Marks::CROSS`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks(u8);

impl Marks {
    /// Nothing.
    pub const NONE: Marks = Marks(0);
    /// A filled dot in the middle: a member of the set, an attacked square.
    pub const DOT: Marks = Marks(1);
    /// A thick outline inside the square's edge: a square given, highlighted.
    pub const OUTLINE: Marks = Marks(2);
    /// A ring around the square's middle: the slider whose attacks are shown.
    pub const RING: Marks = Marks(4);
    /// A cross from corner to corner: a blocker, an occupied square.
    pub const CROSS: Marks = Marks(8);
    /// A tint over the whole square.
    pub const TINT: Marks = Marks(16);

    /// Whether every flag of `other` is set in `self`.
    pub const fn contains(self, other: Marks) -> bool {
        self.0 & other.0 == other.0
    }

    /// The flags of both.
    pub const fn union(self, other: Marks) -> Marks {
        Marks(self.0 | other.0)
    }

    /// Whether no flag is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl BitOr for Marks {
    type Output = Marks;

    fn bitor(self, other: Marks) -> Marks {
        self.union(other)
    }
}

/// The text on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label<'a> {
    /// No text.
    None,
    /// A number, as the Diagonals pages' tables print it.
    Number(i64),
    /// Two numbers, `6,1`, as the forum post's diagonal tables print them.
    Pair(i64, i64),
    /// A piece: a Unicode chess symbol (`♔` to `♟`), or a letter for the
    /// pieces Unicode has none for, drawn large.
    Piece(char),
    /// A piece Unicode has no symbol for, drawn as two chess symbols
    /// combined in its square, the first up and left, the second down and
    /// right over it: the archbishop as a bishop and a knight (`♗` `♘`),
    /// the chancellor as a rook and a knight (`♖` `♘`). Two `<text
    /// class="label">` elements.
    Pieces(char, char),
    /// A short word.
    Text(&'a str),
}

/// What one square shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell<'a> {
    /// Whether the square belongs to the set shown: `data-on="true"`.
    pub on: bool,
    /// The marks drawn on it.
    pub marks: Marks,
    /// The text in its middle.
    pub label: Label<'a>,
    /// A small text in its top-left corner.
    pub note: Label<'a>,
}

impl Cell<'_> {
    /// A square with nothing on it.
    pub const EMPTY: Cell<'static> = Cell {
        on: false,
        marks: Marks::NONE,
        label: Label::None,
        note: Label::None,
    };
}

/// What a picture says around its board or boards.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// The title above, also the picture's `<title>`; none when empty.
    pub title: &'a str,
    /// Whether the file letters and rank numbers are drawn.
    pub coordinates: bool,
    /// The legend under the board: each kind of mark and what it means.
    pub legend: &'a [(Marks, &'a str)],
    /// Lines of text under the legend.
    pub notes: &'a [&'a str],
}

impl<'a> Picture<'a> {
    /// A picture titled `title`, with coordinates, no legend and no notes.
    pub const fn new(title: &'a str) -> Picture<'a> {
        Picture {
            title,
            coordinates: true,
            legend: &[],
            notes: &[],
        }
    }
}

/// A mirror's axis, as the board is drawn (rank 1 at the bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Between the two middle files: files reversed.
    Vertical,
    /// Between the two middle ranks: ranks reversed.
    Horizontal,
    /// Along the main diagonal, a1-h8.
    Diagonal,
    /// Along the main anti-diagonal, h1-a8.
    AntiDiagonal,
}

/// How the right board of [`side_by_side`] follows from the left one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// Nothing moves.
    Same,
    /// Mirrored along an axis, drawn on both boards.
    Mirror(Axis),
    /// Turned by this many quarter turns clockwise (1 to 3), drawn as an
    /// arc with an arrowhead on the left board.
    Turn(u8),
}

impl Change {
    /// What `symmetry` does to the board, drawn.
    ///
    /// ```
    /// use a1h8::svg::{Axis, Change};
    /// use a1h8::Symmetry;
    ///
    /// assert_eq!(Change::of(Symmetry::FlipVertical), Change::Mirror(Axis::Horizontal));
    /// assert_eq!(Change::of(Symmetry::Rotate270), Change::Turn(3));
    /// ```
    pub const fn of(symmetry: Symmetry) -> Change {
        match symmetry {
            Symmetry::Identity => Change::Same,
            Symmetry::FlipVertical => Change::Mirror(Axis::Horizontal),
            Symmetry::MirrorHorizontal => Change::Mirror(Axis::Vertical),
            Symmetry::MirrorDiagonal => Change::Mirror(Axis::Diagonal),
            Symmetry::MirrorAntiDiagonal => Change::Mirror(Axis::AntiDiagonal),
            Symmetry::Rotate90 => Change::Turn(1),
            Symmetry::Rotate180 => Change::Turn(2),
            Symmetry::Rotate270 => Change::Turn(3),
        }
    }
}

/// One board of [`side_by_side`]: its title, the lines under it, and what
/// each square shows.
pub struct Side<'a, 'c> {
    /// The title above this board.
    pub title: &'a str,
    /// Lines of text under this board (a FEN, the side to move).
    pub notes: &'a [&'a str],
    /// What each square shows.
    pub cell: &'a dyn Fn(BoardSquare) -> Cell<'c>,
}

/// `text` with `&`, `<`, `>`, `"` and `'` written as XML entities.
///
/// ```
/// use a1h8::svg::Escaped;
///
/// assert_eq!(Escaped("a < b & \"c\"").to_string(), "a &lt; b &amp; &quot;c&quot;");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(at) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..at])?;
            f.write_str(match rest.as_bytes()[at] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&apos;",
            })?;
            rest = &rest[at + 1..];
        }
        f.write_str(rest)
    }
}

// The layout, in viewBox units.
/// Left of the board: the rank numbers.
const MARGIN_LEFT: usize = 70;
/// Right of the board, and the least space beside any text.
const MARGIN: usize = 30;
/// One line of the title.
const TITLE_LINE: usize = 44;
/// The least width of a picture: room for a title on a small board.
const MIN_WIDTH: usize = 600;
/// Above each board of two: its own title.
const SIDE_TITLE_HEIGHT: usize = 60;
/// Under the board: the file letters.
const FILES_HEIGHT: usize = 60;
/// One line of a legend or of notes.
const LINE_HEIGHT: usize = 48;

const TITLE_FONT: usize = 36;
const SIDE_TITLE_FONT: usize = 32;
const COORDINATE_FONT: usize = 34;
const LINE_FONT: usize = 28;
const NUMBER_FONT: usize = 36;
const PAIR_FONT: usize = 28;
const PIECE_FONT: usize = 78;

/// The font of each of the two symbols of a [`Label::Pieces`].
const COMPOUND_FONT: usize = 68;
const NOTE_FONT: usize = 22;
/// The legend's sample squares.
const SAMPLE: usize = 40;

const FONTS: &str = "DejaVu Sans, Noto Sans, Segoe UI, Arial, sans-serif";
const PIECE_FONTS: &str = "DejaVu Sans, Noto Sans Symbols 2, Segoe UI Symbol, serif";
const INK: &str = "#1a1a1a";
const DOT_COLOR: &str = "#1c5bbf";
const OUTLINE_COLOR: &str = "#d9480f";
const RING_COLOR: &str = "#2b8a3e";
const CROSS_COLOR: &str = "#c92a2a";
const TINT_COLOR: &str = "#4dabf7";
const AXIS_COLOR: &str = "#d6336c";

/// About how wide a character is at `font` units: 0.62 of the font
/// size, enough for the sans-serif fonts asked for.
const fn char_width(font: usize) -> usize {
    font * 62 / 100
}

/// About how wide `text` is at `font` units.
fn text_width(text: &str, font: usize) -> usize {
    text.chars().count() * char_width(font)
}

/// How wide the longest word of `text` is at `font` units: no line of it
/// can be narrower.
fn longest_word(text: &str, font: usize) -> usize {
    text.split(' ')
        .map(|word| text_width(word, font))
        .max()
        .unwrap_or(0)
}

/// The lines `text` takes at `font` in `width` units: broken at spaces,
/// as many words on a line as fit; a word longer than a line has one of
/// its own.
fn wrap(text: &str, font: usize, width: usize) -> Wrap<'_> {
    Wrap {
        rest: text,
        max: (width / char_width(font)).max(1),
    }
}

/// The lines of [`wrap`].
struct Wrap<'t> {
    rest: &'t str,
    /// Characters to a line.
    max: usize,
}

impl<'t> Iterator for Wrap<'t> {
    type Item = &'t str;

    fn next(&mut self) -> Option<&'t str> {
        let rest = self.rest.trim_start_matches(' ');
        if rest.is_empty() {
            return None;
        }
        let mut end = rest.len();
        if rest.chars().count() > self.max {
            // The last space that keeps the line within `max` characters,
            // or else the first space.
            let within = rest
                .char_indices()
                .take(self.max + 1)
                .filter(|&(_, c)| c == ' ')
                .map(|(at, _)| at)
                .last();
            end = within.or_else(|| rest.find(' ')).unwrap_or(rest.len());
        }
        self.rest = &rest[end..];
        Some(rest[..end].trim_end_matches(' '))
    }
}

/// The number of lines `texts` take at `font` in `width` units.
fn line_count(texts: &[&str], font: usize, width: usize) -> usize {
    texts.iter().map(|t| wrap(t, font, width).count()).sum()
}

/// `n` rounded up to an even number, so that `n / SCALE` is exact.
const fn even(n: usize) -> usize {
    n.div_ceil(SCALE) * SCALE
}

/// The least width the texts of `picture` need, with their margins: the
/// legend's lines whole, the longest word of the title and of the notes.
fn texts_width(picture: &Picture<'_>) -> usize {
    let legend = picture
        .legend
        .iter()
        .map(|(_, text)| SAMPLE + 16 + text_width(text, LINE_FONT));
    let notes = picture
        .notes
        .iter()
        .map(|text| longest_word(text, LINE_FONT));
    let title = longest_word(picture.title, TITLE_FONT);
    legend.chain(notes).chain([title]).max().unwrap_or(0) + 2 * MARGIN
}

/// The height of the title of `picture` wrapped in `width` units, and the
/// space above the board.
fn title_height(picture: &Picture<'_>, width: usize) -> usize {
    match wrap(picture.title, TITLE_FONT, width - 2 * MARGIN).count() {
        0 => MARGIN,
        lines => 36 + lines * TITLE_LINE,
    }
}

/// The title of `picture`, wrapped in `width` units.
fn draw_title(out: &mut impl Write, picture: &Picture<'_>, width: usize) -> fmt::Result {
    for (index, line) in wrap(picture.title, TITLE_FONT, width - 2 * MARGIN).enumerate() {
        text(
            out,
            MARGIN,
            52 + index * TITLE_LINE,
            TITLE_FONT,
            "start",
            "title",
            line,
        )?;
    }
    Ok(())
}

/// The height of the board's frame: the board and, with coordinates, the
/// file letters under it.
fn frame_height(size: BoardSize, picture: &Picture<'_>) -> usize {
    size.ranks() * UNIT
        + if picture.coordinates {
            FILES_HEIGHT
        } else {
            MARGIN
        }
}

/// The width of the board's frame: the rank numbers and the board.
fn frame_width(size: BoardSize) -> usize {
    MARGIN_LEFT + size.files() * UNIT + MARGIN
}

/// The opening `<svg>` tag, its `<title>` and a white background.
fn open(out: &mut impl Write, width: usize, height: usize, title: &str) -> fmt::Result {
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"{FONTS}\" role=\"img\">",
        width / SCALE,
        height / SCALE
    )?;
    let title = if title.is_empty() { "a board" } else { title };
    writeln!(out, "<title>{}</title>", Escaped(title))?;
    writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    )
}

/// A line of text, `anchor` `start`, `middle` or `end`.
fn text(
    out: &mut impl Write,
    x: usize,
    y: usize,
    font: usize,
    anchor: &str,
    class: &str,
    content: &str,
) -> fmt::Result {
    writeln!(
        out,
        "<text class=\"{class}\" x=\"{x}\" y=\"{y}\" font-size=\"{font}\" \
         text-anchor=\"{anchor}\" fill=\"{INK}\">{}</text>",
        Escaped(content)
    )
}

/// The marks of `marks` on the square of side `side` at `(x, y)`.
fn draw_marks(out: &mut impl Write, x: usize, y: usize, side: usize, marks: Marks) -> fmt::Result {
    let (cx, cy) = (x + side / 2, y + side / 2);
    let part = |hundredths: usize| side * hundredths / 100;
    if marks.contains(Marks::TINT) {
        writeln!(
            out,
            "<rect class=\"tint\" x=\"{x}\" y=\"{y}\" width=\"{side}\" height=\"{side}\" \
             fill=\"{TINT_COLOR}\" fill-opacity=\"0.45\"/>"
        )?;
    }
    if marks.contains(Marks::OUTLINE) {
        let inset = part(7);
        writeln!(
            out,
            "<rect class=\"outline\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" \
             stroke=\"{OUTLINE_COLOR}\" stroke-width=\"{}\"/>",
            x + inset,
            y + inset,
            side - 2 * inset,
            side - 2 * inset,
            part(8).max(2)
        )?;
    }
    if marks.contains(Marks::RING) {
        writeln!(
            out,
            "<circle class=\"ring\" cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"none\" \
             stroke=\"{RING_COLOR}\" stroke-width=\"{}\"/>",
            part(43),
            part(7).max(2)
        )?;
    }
    if marks.contains(Marks::DOT) {
        writeln!(
            out,
            "<circle class=\"dot\" cx=\"{cx}\" cy=\"{cy}\" r=\"{}\" fill=\"{DOT_COLOR}\"/>",
            part(20)
        )?;
    }
    if marks.contains(Marks::CROSS) {
        let (near, far) = (part(24), side - part(24));
        writeln!(
            out,
            "<path class=\"cross\" d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"{CROSS_COLOR}\" \
             stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            x + near,
            y + near,
            x + far,
            y + far,
            x + far,
            y + near,
            x + near,
            y + far,
            part(10).max(2)
        )?;
    }
    Ok(())
}

/// `label` centred on the square at `(x, y)` filled with `fill`, or in its
/// top-left corner when `corner`.
fn draw_label(
    out: &mut impl Write,
    (x, y, fill): (usize, usize, &str),
    label: Label<'_>,
    corner: bool,
) -> fmt::Result {
    if label == Label::None {
        return Ok(());
    }
    if let (Label::Pieces(first, second), false) = (label, corner) {
        // Each symbol a little smaller than a piece alone, the second
        // overlapping the first: one piece, both shapes recognisable.
        for (c, dx, dy) in [(first, 35, 62), (second, 65, 90)] {
            write!(
                out,
                "<text class=\"label\" x=\"{}\" y=\"{}\" font-size=\"{COMPOUND_FONT}\" \
                 font-family=\"{PIECE_FONTS}\" text-anchor=\"middle\" fill=\"{INK}\" \
                 stroke=\"{fill}\" stroke-width=\"5\" paint-order=\"stroke\">",
                x + dx,
                y + dy
            )?;
            write_piece(out, c)?;
            writeln!(out, "</text>")?;
        }
        return Ok(());
    }
    let (font, family) = match label {
        _ if corner => (NOTE_FONT, FONTS),
        Label::Piece(_) | Label::Pieces(..) => (PIECE_FONT, PIECE_FONTS),
        Label::Pair(..) => (PAIR_FONT, FONTS),
        _ => (NUMBER_FONT, FONTS),
    };
    let class = if corner { "note" } else { "label" };
    if corner {
        write!(
            out,
            "<text class=\"{class}\" x=\"{}\" y=\"{}\" font-size=\"{font}\" fill=\"{INK}\">",
            x + 8,
            y + 8 + font * 8 / 10
        )?;
    } else {
        // The baseline a third of the font below the middle centres digits
        // and the chess symbols alike, without dominant-baseline, which
        // not every renderer honours.
        write!(
            out,
            "<text class=\"{class}\" x=\"{}\" y=\"{}\" font-size=\"{font}\" \
             font-family=\"{family}\" text-anchor=\"middle\" fill=\"{INK}\">",
            x + UNIT / 2,
            y + UNIT / 2 + font * 35 / 100
        )?;
    }
    match label {
        Label::None => {}
        Label::Number(n) => write!(out, "{n}")?,
        Label::Pair(a, b) => write!(out, "{a},{b}")?,
        Label::Piece(c) => write_piece(out, c)?,
        // Drawn above, or as a note: both symbols side by side.
        Label::Pieces(first, second) => {
            write_piece(out, first)?;
            write_piece(out, second)?;
        }
        Label::Text(text) => write!(out, "{}", Escaped(text))?,
    }
    writeln!(out, "</text>")
}

/// A piece's character; a chess symbol with U+FE0E, which asks for its
/// text presentation, not an emoji.
fn write_piece(out: &mut impl Write, c: char) -> fmt::Result {
    out.write_char(c)?;
    if ('\u{2654}'..='\u{265F}').contains(&c) {
        out.write_char('\u{FE0E}')?;
    }
    Ok(())
}

/// The board of `size` with its top-left corner at `(x0, y0)`: every
/// square, its border and, with coordinates, the file letters and rank
/// numbers.
fn draw_board<'c>(
    out: &mut impl Write,
    size: BoardSize,
    (x0, y0): (usize, usize),
    coordinates: bool,
    cell: &dyn Fn(BoardSquare) -> Cell<'c>,
) -> fmt::Result {
    for rank in (0..size.ranks()).rev() {
        for file in 0..size.files() {
            let Some(square) = size.square(file, rank) else {
                continue;
            };
            let cell = cell(square);
            let (x, y) = (x0 + file * UNIT, y0 + (size.ranks() - 1 - rank) * UNIT);
            let on = if cell.on { " data-on=\"true\"" } else { "" };
            writeln!(
                out,
                "<g data-square=\"{square}\"{on}><title>{square}</title>"
            )?;
            let fill = if (file + rank) % 2 == 0 { DARK } else { LIGHT };
            writeln!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{UNIT}\" height=\"{UNIT}\" fill=\"{fill}\"/>"
            )?;
            draw_marks(out, x, y, UNIT, cell.marks)?;
            draw_label(out, (x, y, fill), cell.label, false)?;
            draw_label(out, (x, y, fill), cell.note, true)?;
            writeln!(out, "</g>")?;
        }
    }
    writeln!(
        out,
        "<rect class=\"border\" x=\"{x0}\" y=\"{y0}\" width=\"{}\" height=\"{}\" fill=\"none\" \
         stroke=\"#4a3b2a\" stroke-width=\"3\"/>",
        size.files() * UNIT,
        size.ranks() * UNIT
    )?;
    if coordinates {
        let bottom = y0 + size.ranks() * UNIT;
        for file in 0..size.files() {
            let letter = [(b'a' + file as u8)];
            let letter = core::str::from_utf8(&letter).unwrap_or("?");
            text(
                out,
                x0 + file * UNIT + UNIT / 2,
                bottom + 42,
                COORDINATE_FONT,
                "middle",
                "coordinate",
                letter,
            )?;
        }
        for rank in 0..size.ranks() {
            let mut digits = [0u8; 2];
            let number = rank + 1;
            let name = if number < 10 {
                digits[0] = b'0' + number as u8;
                &digits[..1]
            } else {
                digits = [b'0' + (number / 10) as u8, b'0' + (number % 10) as u8];
                &digits[..]
            };
            text(
                out,
                x0 - 16,
                y0 + (size.ranks() - 1 - rank) * UNIT + UNIT / 2 + 12,
                COORDINATE_FONT,
                "end",
                "coordinate",
                core::str::from_utf8(name).unwrap_or("?"),
            )?;
        }
    }
    Ok(())
}

/// The legend and the notes of `picture`, from `y` down, at `x`, the
/// notes wrapped in `width` units.
fn draw_lines(
    out: &mut impl Write,
    (x, mut y): (usize, usize),
    width: usize,
    picture: &Picture<'_>,
) -> fmt::Result {
    for (marks, meaning) in picture.legend {
        writeln!(out, "<g class=\"legend\">")?;
        writeln!(
            out,
            "<rect x=\"{x}\" y=\"{}\" width=\"{SAMPLE}\" height=\"{SAMPLE}\" fill=\"{LIGHT}\" \
             stroke=\"#4a3b2a\" stroke-width=\"1\"/>",
            y + 4
        )?;
        draw_marks(out, x, y + 4, SAMPLE, *marks)?;
        text(
            out,
            x + SAMPLE + 16,
            y + 34,
            LINE_FONT,
            "start",
            "legend",
            meaning,
        )?;
        writeln!(out, "</g>")?;
        y += LINE_HEIGHT;
    }
    for note in picture.notes {
        for line in wrap(note, LINE_FONT, width) {
            text(out, x, y + 34, LINE_FONT, "start", "caption", line)?;
            y += LINE_HEIGHT;
        }
    }
    Ok(())
}

/// The height of the legend and the notes of `picture`, the notes wrapped
/// in `width` units.
fn lines_height(picture: &Picture<'_>, width: usize) -> usize {
    (picture.legend.len() + line_count(picture.notes, LINE_FONT, width)) * LINE_HEIGHT
}

/// Draws one board of `size` as a whole SVG document: the title of
/// `picture` above, the board with what `cell` gives each square, the
/// coordinates, then the legend and the notes.
///
/// ```
/// use a1h8::geometry::BoardSize;
/// use a1h8::svg::{self, Cell, Picture, UNIT};
///
/// let mut out = String::new();
/// svg::board(&mut out, BoardSize::STANDARD, &Picture::new("empty"), |_| Cell::EMPTY)?;
/// assert_eq!(out.matches("<g data-square=").count(), 64);
/// assert!(out.contains("<g data-square=\"a1\"><title>a1</title>\n<rect x=\"70\" y=\"780\""));
/// assert_eq!(UNIT, 100);
/// # Ok::<(), core::fmt::Error>(())
/// ```
pub fn board<'c>(
    out: &mut impl Write,
    size: BoardSize,
    picture: &Picture<'_>,
    cell: impl Fn(BoardSquare) -> Cell<'c>,
) -> fmt::Result {
    let width = even(frame_width(size).max(MIN_WIDTH).max(texts_width(picture)));
    let room = width - 2 * MARGIN;
    let top = title_height(picture, width);
    let height = even(top + frame_height(size, picture) + lines_height(picture, room) + MARGIN / 2);
    open(out, width, height, picture.title)?;
    draw_title(out, picture, width)?;
    let x0 = MARGIN_LEFT + (width - frame_width(size)) / 2;
    draw_board(out, size, (x0, top), picture.coordinates, &cell)?;
    let below = top + frame_height(size, picture);
    draw_lines(out, (MARGIN, below), room, picture)?;
    writeln!(out, "</svg>")
}

/// Draws two boards of `size` side by side as a whole SVG document: the
/// title of `picture` above, each [`Side`] with its title and notes, an
/// arrow from the left one to the right one labelled `via`, and `change`
/// drawn: a mirror's axis on both boards, a turn as an arc with an
/// arrowhead on the left one. The legend and the notes of `picture` come
/// last.
///
/// ```
/// use a1h8::geometry::BoardSize;
/// use a1h8::svg::{self, Axis, Cell, Change, Picture, Side};
///
/// let mut out = String::new();
/// let empty = |_| Cell::EMPTY;
/// let side = |title| Side { title, notes: &[], cell: &empty };
/// svg::side_by_side(
///     &mut out,
///     BoardSize::STANDARD,
///     &Picture::new(""),
///     [side("original"), side("mirror-diagonal")],
///     Change::Mirror(Axis::Diagonal),
///     "mirror-diagonal",
/// )?;
/// assert_eq!(out.matches("<g data-square=").count(), 128);
/// assert_eq!(out.matches("class=\"axis\"").count(), 2);
/// # Ok::<(), core::fmt::Error>(())
/// ```
pub fn side_by_side(
    out: &mut impl Write,
    size: BoardSize,
    picture: &Picture<'_>,
    sides: [Side<'_, '_>; 2],
    change: Change,
    via: &str,
) -> fmt::Result {
    let gap = (text_width(via, LINE_FONT) + 2 * MARGIN).max(160);
    // A column: the rank numbers, the board, and its notes under it from
    // the board's left edge, wrapped to the board's width or to their
    // longest word.
    let side_width = |side: &Side<'_, '_>| {
        let notes = side.notes.iter().map(|n| longest_word(n, LINE_FONT));
        let title = text_width(side.title, SIDE_TITLE_FONT);
        MARGIN_LEFT + notes.chain([title]).max().unwrap_or(0) + MARGIN
    };
    let column = sides
        .iter()
        .map(side_width)
        .fold(frame_width(size), usize::max);
    let notes_room = column - MARGIN_LEFT - MARGIN;
    let side_notes = sides
        .iter()
        .map(|s| line_count(s.notes, LINE_FONT, notes_room))
        .max()
        .unwrap_or(0);
    let width = even((2 * column + gap).max(texts_width(picture)));
    let room = width - 2 * MARGIN;
    let top = title_height(picture, width);
    let board_top = top + SIDE_TITLE_HEIGHT;
    let below = board_top + frame_height(size, picture) + side_notes * LINE_HEIGHT;
    let height = even(below + lines_height(picture, room) + MARGIN / 2);
    open(out, width, height, picture.title)?;
    draw_title(out, picture, width)?;
    let left = (width - 2 * column - gap) / 2;
    let (board_width, board_height) = (size.files() * UNIT, size.ranks() * UNIT);
    for (index, side) in sides.iter().enumerate() {
        let name = if index == 0 { "left" } else { "right" };
        let x = left + index * (column + gap);
        let x0 = x + MARGIN_LEFT;
        writeln!(out, "<g data-board=\"{name}\">")?;
        text(
            out,
            x0,
            top + 40,
            SIDE_TITLE_FONT,
            "start",
            "board-title",
            side.title,
        )?;
        draw_board(out, size, (x0, board_top), picture.coordinates, side.cell)?;
        let notes = Picture {
            title: "",
            coordinates: false,
            legend: &[],
            notes: side.notes,
        };
        let under = board_top + frame_height(size, picture);
        draw_lines(out, (x0, under), notes_room, &notes)?;
        match change {
            Change::Mirror(axis) => {
                draw_axis(out, (x0, board_top), (board_width, board_height), axis)?
            }
            Change::Turn(quarters) if index == 0 => {
                draw_turn(out, (x0, board_top), (board_width, board_height), quarters)?
            }
            _ => {}
        }
        writeln!(out, "</g>")?;
    }
    // The arrow from the left board to the right one, `via` above it.
    let (start, end) = (
        left + MARGIN_LEFT + board_width + 24,
        left + column + gap + MARGIN_LEFT - 24,
    );
    let y = board_top + board_height / 2;
    writeln!(
        out,
        "<g class=\"arrow\"><path d=\"M{start} {y}H{}\" stroke=\"{INK}\" stroke-width=\"6\"/>\
         <path d=\"M{end} {y}l-26 -16v32z\" fill=\"{INK}\"/></g>",
        end - 20
    )?;
    text(
        out,
        (start + end) / 2,
        y - 24,
        LINE_FONT,
        "middle",
        "via",
        via,
    )?;
    draw_lines(out, (MARGIN, below), room, picture)?;
    writeln!(out, "</svg>")
}

/// The dashed line of `axis` over the board at `(x0, y0)` of `(w, h)`
/// units, reaching a little past its edges.
fn draw_axis(
    out: &mut impl Write,
    (x0, y0): (usize, usize),
    (w, h): (usize, usize),
    axis: Axis,
) -> fmt::Result {
    const OVER: usize = 24;
    let n = w.min(h);
    let (x1, y1, x2, y2) = match axis {
        Axis::Vertical => (x0 + w / 2, y0 - OVER, x0 + w / 2, y0 + h + OVER),
        Axis::Horizontal => (x0 - OVER, y0 + h / 2, x0 + w + OVER, y0 + h / 2),
        // From a1's corner up and right, at 45 degrees.
        Axis::Diagonal => (x0 - OVER, y0 + h + OVER, x0 + n + OVER, y0 + h - n - OVER),
        // From the corner of the last file's first rank up and left.
        Axis::AntiDiagonal => (
            x0 + w + OVER,
            y0 + h + OVER,
            x0 + w - n - OVER,
            y0 + h - n - OVER,
        ),
    };
    writeln!(
        out,
        "<path class=\"axis\" d=\"M{x1} {y1}L{x2} {y2}\" stroke=\"{AXIS_COLOR}\" \
         stroke-width=\"8\" stroke-dasharray=\"24 14\" stroke-linecap=\"round\"/>"
    )
}

/// An arc from the top of the board at `(x0, y0)` around its middle,
/// `quarters` quarter turns clockwise (3: one anticlockwise), with an
/// arrowhead at its end.
fn draw_turn(
    out: &mut impl Write,
    (x0, y0): (usize, usize),
    (w, h): (usize, usize),
    quarters: u8,
) -> fmt::Result {
    let (cx, cy) = (x0 + w / 2, y0 + h / 2);
    let r = w.min(h) * 3 / 10;
    let (top_x, top_y) = (cx, cy - r);
    // The end of the arc, its sweep, and the arrowhead there, pointing
    // along the way the arc goes.
    // The tip of the arrowhead a little past the end, and its base behind.
    let (end_x, end_y, sweep, tip, head) = match quarters {
        1 => (cx + r, cy, 1, (cx + r, cy + 14), "l-18 -24h36z"),
        2 => (cx, cy + r, 1, (cx - 14, cy + r), "l24 -18v36z"),
        _ => (cx - r, cy, 0, (cx - r, cy + 14), "l-18 -24h36z"),
    };
    writeln!(
        out,
        "<g class=\"turn\"><path d=\"M{top_x} {top_y}A{r} {r} 0 0 {sweep} {end_x} {end_y}\" \
         fill=\"none\" stroke=\"{AXIS_COLOR}\" stroke-width=\"10\" stroke-opacity=\"0.85\"/>\
         <path d=\"M{} {}{head}\" fill=\"{AXIS_COLOR}\"/></g>",
        tip.0, tip.1
    )
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::String;
    use std::vec::Vec;

    use super::*;

    fn picture(size: BoardSize, picture: &Picture<'_>) -> String {
        let mut out = String::new();
        board(&mut out, size, picture, |s| Cell {
            on: s.file() == 0,
            marks: Marks::DOT,
            label: Label::Number(s.diagonal().into()),
            ..Cell::EMPTY
        })
        .unwrap();
        out
    }

    /// The value of `name="..."` in the root tag.
    fn root_attribute(svg: &str, name: &str) -> usize {
        let root = &svg[..svg.find('>').unwrap()];
        let start = root.find(&std::format!(" {name}=\"")).unwrap() + name.len() + 3;
        root[start..].split('"').next().unwrap().parse().unwrap()
    }

    #[test]
    fn every_board_size_has_its_squares_and_a_size_twice_its_pixels() {
        for files in 1..=16 {
            for ranks in 1..=16 {
                let size = BoardSize::new(files, ranks).unwrap();
                let svg = picture(size, &Picture::new("x"));
                assert_eq!(svg.matches("<g data-square=").count(), files * ranks);
                assert_eq!(svg.matches("data-on=\"true\"").count(), ranks);
                let viewbox = std::format!(
                    "viewBox=\"0 0 {} {}\"",
                    root_attribute(&svg, "width") * SCALE,
                    root_attribute(&svg, "height") * SCALE
                );
                assert!(svg.contains(&viewbox), "{files}x{ranks}");
                assert!(root_attribute(&svg, "width") * SCALE >= files * UNIT);
                assert!(svg.ends_with("</svg>\n"));
            }
        }
    }

    #[test]
    fn a1_is_dark_and_b1_light() {
        let svg = picture(BoardSize::STANDARD, &Picture::new(""));
        let fill = |square: &str| {
            let at = svg.find(&std::format!("data-square=\"{square}\"")).unwrap();
            let rest = &svg[at..];
            let fill = rest.find("fill=\"").unwrap() + 6;
            String::from(&rest[fill..fill + 7])
        };
        assert_eq!(fill("a1"), DARK);
        assert_eq!(fill("h8"), DARK);
        assert_eq!(fill("b1"), LIGHT);
        assert_eq!(fill("h1"), LIGHT);
    }

    #[test]
    fn text_is_escaped() {
        let svg = picture(
            BoardSize::STANDARD,
            &Picture {
                notes: &["<b> & 'c'"],
                ..Picture::new("a \"title\" <x>")
            },
        );
        assert!(svg.contains("<title>a &quot;title&quot; &lt;x&gt;</title>"));
        assert!(svg.contains(">&lt;b&gt; &amp; &apos;c&apos;</text>"));
        assert!(!svg.contains("<x>"));
    }

    #[test]
    fn long_titles_wrap_and_long_words_widen_the_picture() {
        let title = "a title much longer than one square of a 1x1 board, or than the least width";
        let svg = picture(BoardSize::new(1, 1).unwrap(), &Picture::new(title));
        assert_eq!(root_attribute(&svg, "width") * SCALE, MIN_WIDTH);
        let lines = wrap(title, TITLE_FONT, MIN_WIDTH - 2 * MARGIN).count();
        assert!(lines >= 3, "{lines}");
        assert_eq!(svg.matches("class=\"title\"").count(), lines);
        let word = "k7/8/NK2B3/8/8/8/8/8/and/so/on/and/so/on/and/so/on/and/so/on";
        let svg = picture(BoardSize::STANDARD, &Picture::new(word));
        assert!(root_attribute(&svg, "width") * SCALE >= text_width(word, TITLE_FONT));
    }

    #[test]
    fn wrapping_breaks_at_spaces() {
        let lines: std::vec::Vec<&str> =
            wrap("aa bb cc dddddd e", 10, 5 * char_width(10)).collect();
        assert_eq!(lines, ["aa bb", "cc", "dddddd", "e"]);
        assert_eq!(wrap("", 10, 100).count(), 0);
        assert_eq!(
            wrap("  one  ", 10, 100).collect::<std::vec::Vec<_>>(),
            ["one"]
        );
    }

    #[test]
    fn chess_symbols_ask_for_their_text_presentation() {
        let mut out = String::new();
        board(
            &mut out,
            BoardSize::new(2, 1).unwrap(),
            &Picture::new(""),
            |s| Cell {
                label: Label::Piece(if s.file() == 0 { '♔' } else { 'A' }),
                ..Cell::EMPTY
            },
        )
        .unwrap();
        assert!(out.contains(">♔\u{FE0E}</text>"));
        assert!(out.contains(">A</text>"));
    }

    #[test]
    fn a_compound_piece_is_two_symbols_within_its_square() {
        let mut out = String::new();
        board(
            &mut out,
            BoardSize::new(1, 1).unwrap(),
            &Picture::new(""),
            |_| Cell {
                label: Label::Pieces('♗', '♘'),
                ..Cell::EMPTY
            },
        )
        .unwrap();
        let labels: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("<text class=\"label\""))
            .collect();
        assert_eq!(labels.len(), 2);
        assert!(labels[0].ends_with(">♗\u{FE0E}</text>"));
        assert!(labels[1].ends_with(">♘\u{FE0E}</text>"));
        // Both inside the square, the second below and right of the first.
        let (x0, y0) = (
            labels[0].find("x=\"").unwrap(),
            labels[0].find("y=\"").unwrap(),
        );
        let number = |line: &str, at: usize| -> usize {
            line[at + 3..].split('"').next().unwrap().parse().unwrap()
        };
        let first = (number(labels[0], x0), number(labels[0], y0));
        let second = (
            number(labels[1], labels[1].find("x=\"").unwrap()),
            number(labels[1], labels[1].find("y=\"").unwrap()),
        );
        assert!(
            first.0 < second.0 && first.1 < second.1,
            "{first:?} {second:?}"
        );
        let square: Vec<usize> = ["x=\"", "y=\""]
            .iter()
            .map(|key| {
                let rect = out.lines().find(|l| l.starts_with("<rect x=")).unwrap();
                number(rect, rect.find(key).unwrap())
            })
            .collect();
        for (x, y) in [first, second] {
            assert!(x > square[0] && x < square[0] + UNIT && y > square[1] && y < square[1] + UNIT);
        }
    }

    #[test]
    fn marks_combine() {
        let marks = Marks::DOT | Marks::CROSS;
        assert!(marks.contains(Marks::DOT) && marks.contains(Marks::CROSS));
        assert!(!marks.contains(Marks::RING));
        assert!(Marks::NONE.is_empty());
    }

    #[test]
    fn every_symmetry_is_drawn() {
        for symmetry in Symmetry::ALL {
            let mut out = String::new();
            let empty = |_| Cell::EMPTY;
            let side = |title| Side {
                title,
                notes: &["a note"],
                cell: &empty,
            };
            side_by_side(
                &mut out,
                BoardSize::STANDARD,
                &Picture::new("t"),
                [side("original"), side(symmetry.name())],
                Change::of(symmetry),
                symmetry.name(),
            )
            .unwrap();
            let expected = match Change::of(symmetry) {
                Change::Mirror(_) => (2, 0),
                Change::Turn(_) => (0, 1),
                Change::Same => (0, 0),
            };
            assert_eq!(
                (
                    out.matches("class=\"axis\"").count(),
                    out.matches("class=\"turn\"").count()
                ),
                expected,
                "{symmetry}"
            );
            assert_eq!(out.matches("data-board=").count(), 2);
        }
    }
}
