//! `a1h8 attacks`: the squares a piece attacks, drawn with its blockers.

use clap::Args;

use crate::output::{Failure, Out, Outcome};
use crate::picture::{Format, SetOutput, deliver, svg_file};

use a1h8::attacks::Technique;
use a1h8::{Bitboard, Color, Piece, PieceKind, Square};
use serde::Serialize;

use crate::board::{ATTACKS_LEGEND, Style, draw_attacks};
use a1h8::geometry::BoardSize;
use a1h8::svg::{self, Cell, Label, Marks, Picture};

use crate::output::count;
use crate::picture::{draw, standard};
use crate::show::{hex, parse_bitboard};

/// Draw the squares a piece attacks, with the occupied squares that block it
///
/// Sliders (rook, bishop, queen, and the slides of the archbishop and the chancellor) stop
/// at the first occupied square of each ray, which is
/// attacked whatever stands on it. --method picks one of the library's techniques; they all
/// give the same set (the tests check every one), the default is the fastest for this build.
/// Leapers (knight, king, pawn) ignore --occupied; a pawn attacks diagonally forward for
/// its --color.
///
/// --json prints {"piece", "color", "square", "method", "occupied", "attacks", "count",
/// "squares", "occupied_attacked"} on one line; "method" is null for leapers.
///
/// --format svg prints an SVG picture instead (--svg FILE writes it to FILE): the piece
/// ringed, the attacked squares dotted (data-on="true"), the occupied squares crossed.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 attacks rook e4 --occupied e6,b4,e2\n  a1h8 attacks queen d4 --occupied 0x0000080000400002 --method kogge-stone\n  a1h8 attacks bishop c1 --occupied d2 --hex\n  a1h8 attacks knight g1\n  a1h8 attacks pawn e4 --color black\n  a1h8 attacks rook a1 --occupied a4 --json\n  a1h8 attacks rook e4 --occupied e6,b4,e2 --svg rook.svg"
)]
pub struct AttacksArgs {
    /// rook, bishop, queen, knight, king, pawn, archbishop (bishop + knight) or chancellor
    /// (rook + knight)
    #[arg(value_name = "PIECE")]
    pub piece: PieceKind,
    /// The square it stands on
    #[arg(value_name = "SQUARE")]
    pub square: Square,
    /// The occupied squares: a bitboard (0x... or decimal) or squares with commas (e6,b4)
    #[arg(long, value_name = "SET", value_parser = parse_occupied, default_value = "0")]
    pub occupied: Bitboard,
    /// How sliders are computed: classical, hyperbola, kindergarten, obstruction, kogge-stone,
    /// magic or pext [default: the fastest for this build]
    #[arg(long, value_name = "TECHNIQUE")]
    pub method: Option<Technique>,
    /// The pawn's colour: white or black
    #[arg(long, value_name = "COLOR", default_value = "white")]
    pub color: Color,
    #[command(flatten)]
    pub output: SetOutput,
}

/// Parses the occupied squares: a bitboard value (`0x...` or decimal, as
/// `show hex` takes) or squares separated by commas (`e6,b4`). A wrapper
/// and not `Bitboard: FromStr`: the list of squares is this option's
/// spelling, not the library's.
pub fn parse_occupied(s: &str) -> Result<Bitboard, String> {
    let number = s.starts_with("0x")
        || s.starts_with("0X")
        || s.bytes()
            .all(|b| b.is_ascii_digit() || b == b'_' || b == b'-');
    if !number {
        return s
            .split(',')
            .map(|name| {
                name.trim()
                    .parse::<Square>()
                    .map_err(|e| format!("{name:?}: {e}"))
            })
            .try_fold(Bitboard::EMPTY, |set, square| Ok(set | square?));
    }
    parse_bitboard(s)
}

/// What `a1h8 attacks` computed.
pub struct Attacks {
    piece: Piece,
    square: Square,
    occupied: Bitboard,
    technique: Option<Technique>,
    attacks: Bitboard,
}

impl Attacks {
    /// The attacks of `piece` on `square` with `occupied` blocking, by
    /// `technique` for sliders (the default when `None`).
    pub fn new(
        piece: Piece,
        square: Square,
        occupied: Bitboard,
        technique: Option<Technique>,
    ) -> Result<Attacks, String> {
        let slider = piece.kind.slides_straight() || piece.kind.slides_diagonally();
        if technique.is_some() && !slider {
            return Err(format!(
                "--method chooses how sliders are computed; a {} is read from its table",
                piece.kind.name()
            ));
        }
        let technique = slider.then(|| technique.unwrap_or(Technique::DEFAULT));
        let attacks = technique
            .unwrap_or(Technique::DEFAULT)
            .piece(piece, square, occupied);
        Ok(Attacks {
            piece,
            square,
            occupied,
            technique,
            attacks,
        })
    }

    /// The attack set.
    pub fn set(&self) -> Bitboard {
        self.attacks
    }

    /// `rook on e4 by magic, 2 occupied squares: 11 squares attacked, 1 of them occupied`.
    fn title(&self) -> String {
        let name = match self.piece.kind {
            PieceKind::Pawn => format!("{} pawn", self.piece.color),
            kind => kind.name().to_string(),
        };
        let by = self
            .technique
            .map(|t| format!(" by {t}"))
            .unwrap_or_default();
        let blockers = self.occupied.without(self.square);
        format!(
            "{name} on {}{by}, {}: {} attacked, {} of them occupied",
            self.square,
            count(blockers.count(), "occupied square"),
            count(self.attacks.count(), "square"),
            (self.attacks & blockers).count()
        )
    }

    /// The title, the board, the legend and the value.
    pub fn render(&self, style: Style) -> String {
        format!(
            "{}\n{}{ATTACKS_LEGEND}\n{}\n",
            self.title(),
            draw_attacks(
                self.piece,
                self.square,
                self.attacks,
                self.occupied.without(self.square),
                style
            ),
            hex(self.attacks)
        )
    }

    /// The board as an SVG picture: the piece ringed, the attacked squares
    /// dotted (and `data-on`), the occupied squares crossed; the title
    /// above, the legend and the value under it.
    pub fn svg(&self) -> String {
        let blockers = self.occupied.without(self.square);
        let piece = format!("the {}", self.piece.kind.name());
        let legend = [
            (Marks::RING, piece.as_str()),
            (Marks::DOT, "attacked"),
            (Marks::CROSS, "occupied, not attacked"),
            (Marks::DOT | Marks::CROSS, "occupied and attacked"),
        ];
        let title = self.title();
        let value = hex(self.attacks);
        let notes = [value.as_str()];
        let picture = Picture {
            legend: &legend,
            notes: &notes,
            ..Picture::new(&title)
        };
        draw(|out| {
            svg::board(out, BoardSize::STANDARD, &picture, |square| {
                let square = standard(square);
                if square == self.square {
                    return Cell {
                        marks: Marks::RING,
                        label: Label::Piece(self.piece.symbol()),
                        on: self.attacks.contains(square),
                        ..Cell::EMPTY
                    };
                }
                let on = self.attacks.contains(square);
                let mut marks = Marks::NONE;
                if on {
                    marks = marks | Marks::DOT;
                }
                if blockers.contains(square) {
                    marks = marks | Marks::CROSS;
                }
                Cell {
                    on,
                    marks,
                    ..Cell::EMPTY
                }
            })
        })
    }

    /// The JSON of `a1h8 attacks --json`.
    pub fn json(&self) -> AttacksJson {
        let names = |set: Bitboard| set.into_iter().map(|s| s.to_string()).collect();
        let blockers = self.occupied.without(self.square);
        AttacksJson {
            piece: self.piece.kind.name(),
            color: self.piece.color.name(),
            square: self.square.to_string(),
            method: self.technique.map(Technique::name),
            occupied: hex(self.occupied),
            attacks: hex(self.attacks),
            count: self.attacks.count(),
            squares: names(self.attacks),
            occupied_attacked: names(self.attacks & blockers),
        }
    }
}

/// `a1h8 attacks --json`: `{"piece", "color", "square", "method",
/// "occupied", "attacks", "count", "squares", "occupied_attacked"}`;
/// `method` is null for leapers.
#[derive(Serialize)]
pub struct AttacksJson {
    piece: &'static str,
    color: &'static str,
    square: String,
    method: Option<&'static str>,
    occupied: String,
    attacks: String,
    count: usize,
    squares: Vec<String>,
    occupied_attacked: Vec<String>,
}

/// `a1h8 attacks`: the squares the piece attacks, as `--format` asks.
pub fn command(args: AttacksArgs, out: &mut Out) -> Outcome {
    let piece = Piece::new(args.color, args.piece);
    let attacks =
        Attacks::new(piece, args.square, args.occupied, args.method).map_err(Failure::Usage)?;
    match args.output.format {
        Format::Hex => out.line(&hex(attacks.set())),
        Format::Json => out.json_line(&attacks.json()),
        Format::Svg => deliver(&attacks.svg(), svg_file(&args.output.svg), out),
        Format::Text => out.print(&attacks.render(Style::detect())),
    }
}
