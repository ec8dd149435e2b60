//! `a1h8 transform`, `a1h8 canonical` and `a1h8 show FEN`: positions in
//! FEN, read from the command line or from standard input.

use std::collections::BTreeMap;
use std::io::{self, BufRead};

use a1h8::canonical::{canonical, canonical_with_colors};
use a1h8::variant::VariantPosition;
use a1h8::{Color, Piece, PieceKind, Position, Symmetry, TransformError};

use serde::Serialize;

use a1h8::geometry::{BoardSize, BoardSquare};
use a1h8::svg::{self, Cell, Change, Label, Picture, Side};

use crate::board::{Style, draw_position, draw_variant_position, side_by_side};
use crate::output::{Failure, Out, Outcome, describe, json_line, report};
use crate::picture::{draw, standard};

/// What `transform` applies: one of the eight symmetries, or the colour
/// flip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Symmetry(Symmetry),
    ColorFlip,
}

impl Op {
    /// The image of `position`, or why the symmetry does not apply.
    pub fn apply(self, position: &Position) -> Result<Position, TransformError> {
        match self {
            Op::Symmetry(symmetry) => position.transform(symmetry),
            Op::ColorFlip => Ok(position.flip_colors()),
        }
    }

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Op::Symmetry(symmetry) => symmetry.name(),
            Op::ColorFlip => "color-flip",
        }
    }
}

/// Parses `color-flip` or a symmetry's name; the library's message for
/// anything else, with `color-flip` added to its list.
pub fn parse_op(s: &str) -> Result<Op, String> {
    if s == Op::ColorFlip.name() {
        return Ok(Op::ColorFlip);
    }
    s.parse()
        .map(Op::Symmetry)
        .map_err(|e: a1h8::symmetry::UnknownSymmetry| format!("{e}, or color-flip"))
}

/// The FEN of `position` under `op`; with `json`, one JSON line
/// `{"fen", "op", "image"}` (the input and the image as 6-field FENs).
pub fn transform(position: &Position, op: Op, json: bool) -> Result<String, String> {
    let image = op.apply(position).map_err(|e| e.to_string())?;
    if !json {
        return Ok(image.to_string());
    }
    #[derive(Serialize)]
    struct Transformed {
        fen: String,
        op: &'static str,
        image: String,
    }
    Ok(json_line(&Transformed {
        fen: position.to_string(),
        op: op.name(),
        image: image.to_string(),
    }))
}

/// The FEN of the representative of `position`'s class, folding the
/// colours too with `colors`; with `explain`, followed on the same line by
/// `  # via ` and the operations that lead there (`color-flip then
/// rotate-90`). With `json`, one JSON line `{"fen", "canonical",
/// "symmetry", "colors_flipped"}` instead (`explain` adds nothing to it:
/// the symmetry is always there).
pub fn canonical_fen(position: &Position, colors: bool, explain: bool, json: bool) -> String {
    let form = if colors {
        canonical_with_colors(position)
    } else {
        canonical(position)
    };
    let fen = form.position.to_string();
    if json {
        #[derive(Serialize)]
        struct Canonical {
            fen: String,
            canonical: String,
            symmetry: &'static str,
            colors_flipped: bool,
        }
        return json_line(&Canonical {
            fen: position.to_string(),
            canonical: fen,
            symmetry: form.symmetry.name(),
            colors_flipped: form.colors_flipped,
        });
    }
    if !explain {
        return fen;
    }
    let via = match (form.colors_flipped, form.symmetry) {
        (false, symmetry) => symmetry.name().to_string(),
        (true, Symmetry::Identity) => Op::ColorFlip.name().to_string(),
        (true, symmetry) => format!("{} then {symmetry}", Op::ColorFlip.name()),
    };
    format!("{fen}  # via {via}")
}

/// A position as JSON: its FEN, the side to move, whether it is in check,
/// its pieces by square (`{"e1": "K", "e8": "k"}`), and how the game ended
/// if the side to move has no move: "outcome" `"checkmate"`, `"stalemate"`
/// or null, "winner" `"white"`, `"black"` or null.
#[derive(Serialize)]
pub struct PositionJson {
    fen: String,
    turn: &'static str,
    check: bool,
    pieces: BTreeMap<String, String>,
    outcome: Option<&'static str>,
    winner: Option<&'static str>,
}

impl PositionJson {
    /// A variant's position, its pieces by their letters in the variant
    /// (`{"j10": "r"}`).
    fn of_variant(position: &VariantPosition<'_>) -> PositionJson {
        let variant = position.variant();
        PositionJson {
            fen: position.to_string(),
            turn: position.turn().name(),
            check: position.is_check(),
            outcome: position.outcome().map(a1h8::Outcome::name),
            winner: position
                .outcome()
                .and_then(a1h8::Outcome::winner)
                .map(Color::name),
            pieces: variant
                .size()
                .squares()
                .filter_map(|square| {
                    let piece = position.piece_at(square)?;
                    let letter = variant.piece_char(piece).unwrap_or_else(|| piece.char());
                    Some((square.to_string(), letter.to_string()))
                })
                .collect(),
        }
    }

    fn new(position: &Position) -> PositionJson {
        PositionJson {
            fen: position.to_string(),
            turn: position.turn().name(),
            check: position.is_check(),
            outcome: position.outcome().map(a1h8::Outcome::name),
            winner: position
                .outcome()
                .and_then(a1h8::Outcome::winner)
                .map(Color::name),
            pieces: position
                .board()
                .pieces()
                .map(|(square, piece)| (square.to_string(), piece.char().to_string()))
                .collect(),
        }
    }
}

/// `a1h8 show FEN --json`: the position, and with `--transform` the
/// operation and the image.
#[derive(Serialize)]
pub struct ShowJson {
    position: PositionJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    op: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<PositionJson>,
}

/// The image of `position` under `op`, if given.
fn image_under(position: &Position, op: Option<Op>) -> Result<Option<Position>, String> {
    op.map(|op| op.apply(position))
        .transpose()
        .map_err(|e| e.to_string())
}

/// `a1h8 show FEN --json`.
pub fn show_json(position: &Position, op: Option<Op>) -> Result<ShowJson, String> {
    let image = image_under(position, op)?;
    Ok(ShowJson {
        position: PositionJson::new(position),
        op: op.map(Op::name),
        image: image.as_ref().map(PositionJson::new),
    })
}

/// `a1h8 show --variant NAME [FEN] --json`: the position, as for chess.
pub fn show_variant_json(position: &VariantPosition<'_>) -> ShowJson {
    ShowJson {
        position: PositionJson::of_variant(position),
        op: None,
        image: None,
    }
}

/// `a1h8 show --variant NAME [FEN]`: a variant's position drawn on its
/// board, then its FEN and the side to move, as [`show`] draws a chess
/// position.
pub fn show_variant(position: &VariantPosition<'_>, style: Style) -> String {
    let mut text = draw_variant_position(position, style);
    text.push_str(&format!(
        "{position}\n{}\n",
        to_move(position.turn(), position.is_check(), position.outcome())
    ));
    text
}

/// The board of `position` drawn, then its FEN and the side to move; with
/// `op`, the image beside it, each titled.
pub fn show(position: &Position, op: Option<Op>, style: Style) -> Result<String, String> {
    let image = image_under(position, op)?;
    let block = |title: Option<&str>, position: &Position| -> Vec<String> {
        let mut lines: Vec<String> = title.map(str::to_string).into_iter().collect();
        lines.extend(
            draw_position(position.board(), style)
                .lines()
                .map(str::to_string),
        );
        lines.push(position.to_string());
        lines.push(to_move(
            position.turn(),
            position.is_check(),
            position.outcome(),
        ));
        lines
    };
    let lines = match (op, image) {
        (Some(op), Some(image)) => side_by_side(
            &block(Some("original"), position),
            &block(Some(op.name()), &image),
            6,
        ),
        _ => block(None, position),
    };
    Ok(lines.into_iter().map(|line| line + "\n").collect())
}

/// A square of a position's picture: the piece as its Unicode symbol (or
/// its letter), and `data-on` when a piece stands there.
fn piece_cell(piece: Option<char>) -> Cell<'static> {
    Cell {
        on: piece.is_some(),
        label: piece.map_or(Label::None, Label::Piece),
        ..Cell::EMPTY
    }
}

/// `a1h8 show FEN --format svg`: the position as an SVG picture, the side
/// to move above and the FEN under it; with `op`, the image beside it, the
/// change drawn between them (a mirror's axis, a turn's arc; the colour
/// flip mirrors the ranks).
pub fn show_svg(position: &Position, op: Option<Op>) -> Result<String, String> {
    let image = image_under(position, op)?;
    let cell = |position: &Position| {
        let board = *position.board();
        move |square: BoardSquare| piece_cell(board.piece_at(standard(square)).map(|p| p.symbol()))
    };
    let lines = |position: &Position| {
        [
            position.to_string(),
            to_move(position.turn(), position.is_check(), position.outcome()),
        ]
    };
    let Some((op, image)) = op.zip(image) else {
        let [fen, turn] = lines(position);
        let notes = [fen.as_str()];
        let picture = Picture {
            notes: &notes,
            ..Picture::new(&turn)
        };
        return Ok(draw(|out| {
            svg::board(out, BoardSize::STANDARD, &picture, cell(position))
        }));
    };
    let (left, right) = (lines(position), lines(&image));
    let (left_notes, right_notes) = (
        [left[0].as_str(), left[1].as_str()],
        [right[0].as_str(), right[1].as_str()],
    );
    let (left_cell, right_cell) = (cell(position), cell(&image));
    let title = format!("a position and its image under {}", op.name());
    let change = match op {
        Op::Symmetry(symmetry) => Change::of(symmetry),
        Op::ColorFlip => Change::Mirror(svg::Axis::Horizontal),
    };
    let notes: &[&str] = match op {
        Op::ColorFlip => &["color-flip: the ranks mirrored and the colours swapped"],
        Op::Symmetry(_) => &[],
    };
    let picture = Picture {
        notes,
        ..Picture::new(&title)
    };
    Ok(draw(|out| {
        svg::side_by_side(
            out,
            BoardSize::STANDARD,
            &picture,
            [
                Side {
                    title: "original",
                    notes: &left_notes,
                    cell: &left_cell,
                },
                Side {
                    title: op.name(),
                    notes: &right_notes,
                    cell: &right_cell,
                },
            ],
            change,
            op.name(),
        )
    }))
}

/// `a1h8 show --variant NAME [FEN] --format svg`: a variant's position as
/// an SVG picture on its board, the archbishop and the chancellor as two
/// chess symbols combined: a bishop and a knight, a rook and a knight.
pub fn show_variant_svg(position: &VariantPosition<'_>) -> String {
    let variant = position.variant();
    let turn = to_move(position.turn(), position.is_check(), position.outcome());
    let fen = position.to_string();
    let notes = [fen.as_str()];
    let picture = Picture {
        notes: &notes,
        ..Picture::new(&turn)
    };
    draw(|out| {
        svg::board(out, variant.size(), &picture, |square| {
            let Some(piece) = position.piece_at(square) else {
                return piece_cell(None);
            };
            // The pieces Unicode has no symbol for, as the two they combine.
            let symbol = |kind| Piece::new(piece.color, kind).symbol();
            let label = match piece.kind {
                PieceKind::Archbishop => {
                    Label::Pieces(symbol(PieceKind::Bishop), symbol(PieceKind::Knight))
                }
                PieceKind::Chancellor => {
                    Label::Pieces(symbol(PieceKind::Rook), symbol(PieceKind::Knight))
                }
                _ => Label::Piece(piece.symbol()),
            };
            Cell {
                on: true,
                label,
                ..Cell::EMPTY
            }
        })
    })
}

/// `white to move`, with `, in check` when it is, and then `: checkmate,
/// black wins` or `: stalemate, a draw` when the game is over.
fn to_move(turn: Color, check: bool, outcome: Option<a1h8::Outcome>) -> String {
    let check = if check { ", in check" } else { "" };
    match outcome {
        Some(outcome) => format!("{turn} to move{check}: {outcome}"),
        None => format!("{turn} to move{check}"),
    }
}

/// Runs `each` on the position in `fen`, or, without it, on every line of
/// standard input, and prints what it returns, one line per position.
///
/// A FEN given as the argument that does not parse, or an error from `each`
/// on it, is an input failure. On standard input, such a line prints
/// nothing on standard output and one line `a1h8: line N: <why>` on
/// standard error (`N` counted from 1; blank lines count, and fail as empty
/// FENs); the input goes on, and the run fails at the end if any line
/// failed. A reader that closes standard output ends the run quietly.
pub fn each_fen(
    fen: Option<&str>,
    out: &mut Out,
    each: impl Fn(&Position) -> Result<String, String>,
) -> Outcome {
    let run = |bytes: &[u8]| {
        parse_fen_bytes(bytes)
            .map_err(|e| e.to_string())
            .and_then(|position| each(&position))
    };
    if let Some(fen) = fen {
        let line = run(fen.as_bytes()).map_err(Failure::Input)?;
        return out.line(&line);
    }
    let mut failed = false;
    for (index, line) in io::stdin().lock().split(b'\n').enumerate() {
        let number = index + 1;
        let line = line.map_err(|e| {
            Failure::Input(format!(
                "line {number}: cannot read standard input: {}",
                describe(&e)
            ))
        })?;
        let line = line.strip_suffix(b"\r").unwrap_or(&line);
        match run(line) {
            Ok(text) => match out.line(&text) {
                Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => break,
                written => written?,
            },
            Err(message) => {
                failed = true;
                report(format!("line {number}: {message}"));
            }
        }
    }
    if failed {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}

/// The word that stands for the start position wherever a FEN is taken,
/// as in an engine's `position startpos`.
pub const STARTPOS: &str = "startpos";

/// The position `fen` names: the start position for `startpos`, else the
/// FEN parsed. The one place the command line reads a chess FEN.
pub fn parse_fen(fen: &str) -> Result<Position, a1h8::FenError> {
    parse_fen_bytes(fen.as_bytes())
}

/// [`parse_fen`] of bytes, as read from standard input.
pub fn parse_fen_bytes(fen: &[u8]) -> Result<Position, a1h8::FenError> {
    if fen == STARTPOS.as_bytes() {
        return Ok(Position::starting());
    }
    Position::from_fen_bytes(fen)
}

/// Why a move of `--moves` could not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveProblem {
    /// Well formed, but not a legal move of the position reached.
    Illegal,
    /// SAN that more than one legal move matches.
    Ambiguous,
    /// Neither UCI nor SAN (of a variant: not UCI; variants have no SAN).
    Unreadable,
}

impl MoveProblem {
    fn says(self) -> &'static str {
        match self {
            MoveProblem::Illegal => "illegal",
            MoveProblem::Ambiguous => "ambiguous",
            MoveProblem::Unreadable => "not UCI or SAN",
        }
    }
}

/// The input failure for move `index` (from 0) of `--moves`, `text`.
fn bad_move(index: usize, text: &str, problem: MoveProblem, why: &str) -> Failure {
    Failure::Input(format!(
        "--moves: move {} {text:?} is {}: {why}",
        index + 1,
        problem.says()
    ))
}

/// The input failure for move `index` (from 0) of `--moves`, `text`, not
/// legal in `position`.
fn illegal(
    index: usize,
    text: &str,
    position: &impl std::fmt::Display,
    why: &dyn std::fmt::Display,
) -> Failure {
    bad_move(
        index,
        text,
        MoveProblem::Illegal,
        &format!("in {position}, {why}"),
    )
}

/// `position` after the moves of `--moves`, each in UCI or SAN and read in
/// the position reached so far; the first that cannot be played is an input
/// failure naming it, its number (from 1) and why.
pub fn play_moves(mut position: Position, moves: &[String]) -> Result<Position, Failure> {
    use a1h8::{Move, SanError, UciError};
    for (index, text) in moves.iter().enumerate() {
        let mv = match Move::from_uci(&position, text) {
            Ok(mv) => mv,
            Err(e @ (UciError::IllegalMove { .. } | UciError::MissingPromotion { .. })) => {
                return Err(illegal(index, text, &position, &e));
            }
            Err(uci) => match Move::from_san(&position, text) {
                Ok(mv) => mv,
                Err(e @ SanError::Ambiguous { .. }) => {
                    return Err(bad_move(
                        index,
                        text,
                        MoveProblem::Ambiguous,
                        &e.to_string(),
                    ));
                }
                Err(
                    e @ (SanError::IllegalMove { .. }
                    | SanError::MissingPromotion { .. }
                    | SanError::WrongCheckMark { .. }),
                ) => {
                    return Err(illegal(index, text, &position, &e));
                }
                Err(san) => {
                    return Err(bad_move(
                        index,
                        text,
                        MoveProblem::Unreadable,
                        &format!("as UCI, {uci}; as SAN, {san}"),
                    ));
                }
            },
        };
        position = position.play(mv);
    }
    Ok(position)
}

/// [`play_moves`] for a variant: UCI only, as variants have no SAN here.
pub fn play_variant_moves<'v>(
    mut position: VariantPosition<'v>,
    moves: &[String],
) -> Result<VariantPosition<'v>, Failure> {
    use a1h8::variant::{VariantMove, VariantUciError};
    for (index, text) in moves.iter().enumerate() {
        let mv = match VariantMove::from_uci(&position, text) {
            Ok(mv) => mv,
            Err(VariantUciError::Illegal) => {
                return Err(illegal(
                    index,
                    text,
                    &position,
                    &"no legal move is written so",
                ));
            }
            Err(e) => {
                return Err(Failure::Input(format!(
                    "--moves: move {} {text:?} is not UCI: {e} (variants take moves in UCI \
                     only, as a7a8c or j10j9: they have no SAN here)",
                    index + 1
                )));
            }
        };
        position = position.play(mv);
    }
    Ok(position)
}
