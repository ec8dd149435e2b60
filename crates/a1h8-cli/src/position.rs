//! `a1h8 transform`, `a1h8 canonical` and `a1h8 show FEN`: positions in
//! FEN, read from the command line or from standard input; and the
//! reading of a position and its moves, for every command that takes one.

use clap::Args;

use crate::picture::{PictureFormat, PictureOutput, TextOrJsonOutput, deliver, svg_file};
use crate::variants::{self, VariantArgs};

use std::collections::BTreeMap;
use std::io;

use a1h8::canonical::{Symmetric, canonical, canonical_with_colors};
use a1h8::names;
use a1h8::variant::VariantPosition;
use a1h8::{
    AnyGame, AnyMove, Color, Game, Piece, PieceKind, Position, Rules, Symmetry, TransformError,
    UnknownSymmetry,
};

use serde::Serialize;

use a1h8::geometry::BoardSquare;
use a1h8::svg::{self, Cell, Change, Label, Picture, Side};

use crate::board::{Style, draw_position, fen_letter, side_by_side};
use crate::output::{Failure, Out, Outcome, json_line};
use crate::picture::draw;

/// Apply a symmetry or the colour flip to a position in FEN
///
/// Prints the image as a 6-field FEN. The symmetries need a position without castling
/// rights, and all but identity and mirror-horizontal one without pawns; color-flip always
/// applies.
///
/// Without FEN, reads one FEN per line from standard input and prints one line per
/// position, in order. A line that fails (a bad FEN, a blank line, a symmetry that does
/// not apply) prints nothing on standard output and one line "a1h8: line N: <why>" on
/// standard error; the lines after it are still read, and the exit status is 1 if any
/// line failed.
///
/// --format json (or --json) prints one JSON object per position, one per line: {"fen",
/// "op", "image"}.
///
/// --format svg prints, for the one FEN given as an argument, an SVG picture of the position
/// and its image side by side, the mirror's axis or the turn drawn (--svg FILE writes it to
/// FILE).
///
/// With --variant NAME (--variant-file reads it from a variants.ini), positions of that
/// variant, on its board: a rectangle has four symmetries (identity, flip-vertical,
/// mirror-horizontal, rotate-180); the others are refused there ("rotate-90 is not a
/// symmetry of the 10x8 board"), as a symmetry that does not apply on 8x8 is.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 transform mirror-diagonal\n  a1h8 transform color-flip \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"\n  a1h8 transform rotate-90 < positions.fen > rotated.fen\n  a1h8 transform rotate-90 --json < positions.fen | jq -r .image\n  a1h8 transform mirror-diagonal \"k7/8/NK2B3/8/8/8/8/8 w - -\" --svg mirrored.svg\n  a1h8 transform mirror-horizontal --variant capablanca \"k9/10/10/10/10/10/2C7/8K1 w - - 0 1\""
)]
pub struct TransformArgs {
    /// identity, flip-vertical, mirror-horizontal, mirror-diagonal, mirror-anti-diagonal,
    /// rotate-90, rotate-180, rotate-270 or color-flip
    pub op: Op,
    /// A position in FEN, quoted as one argument, or startpos [default: one per line of
    /// standard input]
    pub fen: Option<String>,
    #[command(flatten)]
    pub output: PictureOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

/// The tablebase canonical form of a position in FEN
///
/// Prints the representative of the position's class, the positions the symmetries make
/// equivalent, as a 6-field FEN. Without pawns and castling rights all eight
/// symmetries apply and the white king ends in the triangle a1-d1-d4; with pawns, the
/// horizontal mirror puts it on files a to d; with castling rights the position is its own
/// representative. --colors also folds the colour-flipped positions in, with the stronger
/// side as White, so KQvK and KvKQ print the same FEN.
///
/// --explain adds, on the same line, how the position maps to its representative:
/// "<fen>  # via mirror-horizontal", or with --colors "<fen>  # via color-flip then
/// rotate-90" (apply the colour flip, then the symmetry; see a1h8 transform).
///
/// Without FEN, reads one FEN per line from standard input, as a1h8 transform does: one
/// line out per good line in, in order, and "a1h8: line N: <why>" on standard error for
/// each bad one, with exit status 1 if any line failed.
///
/// --format json (or --json) prints one JSON object per position, one per line: {"fen",
/// "canonical", "symmetry", "colors_flipped"}; --explain is for the text only.
///
/// With --variant NAME (--variant-file reads it from a variants.ini), positions of that
/// variant, on its board of n x n or m x n: without pawns and castling rights the white
/// king ends in the triangle file <= (n-1)/2, rank <= file of a square board, or in the
/// bottom-left quarter of a rectangle (a1-e4 on 10x8); with pawns, on the left half.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 canonical \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  echo \"k7/8/NK2B3/8/8/8/8/8 w - -\" | a1h8 canonical --explain\n  a1h8 canonical --colors --explain \"8/8/8/8/8/8/8/K1k4q w - - 0 1\"\n  a1h8 canonical --colors < positions.fen | sort -u | wc -l\n  a1h8 canonical --json \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 canonical --variant capablanca \"k9/10/10/10/10/10/2C7/8K1 w - - 0 1\""
)]
pub struct CanonicalArgs {
    /// A position in FEN, quoted as one argument, or startpos [default: one per line of
    /// standard input]
    pub fen: Option<String>,
    /// Fold colour-flipped positions too: the stronger side becomes White
    #[arg(long)]
    pub colors: bool,
    /// Say after the FEN how the position maps to it: "  # via <operations>" (not with JSON)
    #[arg(long, conflicts_with = "json")]
    pub explain: bool,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: VariantArgs,
}

/// What `transform` applies: one of the eight symmetries, or the colour
/// flip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Symmetry(Symmetry),
    ColorFlip,
}

impl Op {
    /// The image of `position`, or why the symmetry does not apply.
    pub fn apply<P: Symmetric>(self, position: &P) -> Result<P, TransformError> {
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

/// Parses `color-flip` or a symmetry's name, in any case; the library's
/// message for anything else, with `color-flip` added to its list and the
/// nearest name suggested.
impl std::str::FromStr for Op {
    type Err = String;

    fn from_str(s: &str) -> Result<Op, String> {
        if s.eq_ignore_ascii_case(Op::ColorFlip.name()) {
            return Ok(Op::ColorFlip);
        }
        names::find(s, &Symmetry::ALL, Symmetry::name)
            .map(Op::Symmetry)
            .ok_or_else(|| {
                let known = Symmetry::ALL.map(Symmetry::name);
                format!(
                    "{UnknownSymmetry}, or color-flip{}",
                    names::did_you_mean(s, known.into_iter().chain([Op::ColorFlip.name()]))
                )
            })
    }
}

/// The FEN of `position` under `op`; with `json`, one JSON line
/// `{"fen", "op", "image"}` (the input and the image as 6-field FENs).
pub fn transform<P: Symmetric>(position: &P, op: Op, json: bool) -> Result<String, String> {
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
pub fn canonical_fen<P: Symmetric>(
    position: &P,
    colors: bool,
    explain: bool,
    json: bool,
) -> String {
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
/// by what the position decides: "outcome" `"checkmate"`, `"stalemate"`,
/// `"insufficient_material"`, `"seventyfive_moves"` or null, "winner"
/// `"white"`, `"black"` or null.
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
    /// The position as JSON, its pieces by their FEN letters in the game
    /// (`{"j10": "r"}`).
    fn new<G: Game>(position: &G) -> PositionJson {
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
                .board_size()
                .squares()
                .filter_map(|square| {
                    let piece = position.piece_on(square)?;
                    Some((square.to_string(), fen_letter(position, piece).to_string()))
                })
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
fn image_under<G: Symmetric>(position: &G, op: Option<Op>) -> Result<Option<G>, String> {
    op.map(|op| op.apply(position))
        .transpose()
        .map_err(|e| e.to_string())
}

/// `a1h8 show FEN --json` (or `--variant NAME [FEN] --json`).
pub fn show_json<G: Game + Symmetric>(position: &G, op: Option<Op>) -> Result<ShowJson, String> {
    let image = image_under(position, op)?;
    Ok(ShowJson {
        position: PositionJson::new(position),
        op: op.map(Op::name),
        image: image.as_ref().map(PositionJson::new),
    })
}

/// The board of `position` drawn (a variant's on its board), then its FEN
/// and the side to move; with `op`, the image beside it, each titled.
pub fn show<G: Game + Symmetric>(
    position: &G,
    op: Option<Op>,
    style: Style,
) -> Result<String, String> {
    let image = image_under(position, op)?;
    let block = |title: Option<&str>, position: &G| -> Vec<String> {
        let mut lines: Vec<String> = title.map(str::to_string).into_iter().collect();
        lines.extend(draw_position(position, style).lines().map(str::to_string));
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
pub fn show_svg<G: Game + Symmetric>(position: &G, op: Option<Op>) -> Result<String, String> {
    let image = image_under(position, op)?;
    let size = position.board_size();
    let lines = |position: &G| {
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
            svg::board(out, size, &picture, |square| svg_cell(position, square))
        }));
    };
    let (left, right) = (lines(position), lines(&image));
    let (left_notes, right_notes) = (
        [left[0].as_str(), left[1].as_str()],
        [right[0].as_str(), right[1].as_str()],
    );
    let left_cell = |square| svg_cell(position, square);
    let right_cell = |square| svg_cell(&image, square);
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
            size,
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

/// The square of a position's SVG picture: its piece as its Unicode
/// symbol, the archbishop and the chancellor as two chess symbols
/// combined: a bishop and a knight, a rook and a knight.
fn svg_cell<G: Game>(position: &G, square: BoardSquare) -> Cell<'static> {
    let Some(piece) = position.piece_on(square) else {
        return piece_cell(None);
    };
    // The pieces Unicode has no symbol for, as the two they combine.
    let symbol = |kind| Piece::new(piece.color, kind).symbol();
    let label = match piece.kind {
        PieceKind::Archbishop => {
            Label::Pieces(symbol(PieceKind::Bishop), symbol(PieceKind::Knight))
        }
        PieceKind::Chancellor => Label::Pieces(symbol(PieceKind::Rook), symbol(PieceKind::Knight)),
        _ => Label::Piece(piece.symbol()),
    };
    Cell {
        on: true,
        label,
        ..Cell::EMPTY
    }
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
/// standard input, each read by `read` ([`read_chess`], [`read_variant`]),
/// and prints what it returns, one line per position.
///
/// A FEN given as the argument that does not parse, or an error from `each`
/// on it, is an input failure. On standard input, such a line prints
/// nothing on standard output and one line `a1h8: line N: <why>` on
/// standard error (`N` counted from 1; blank lines count, and fail as empty
/// FENs); the input goes on, and the run fails at the end if any line
/// failed. A reader that closes standard output ends the run quietly.
pub fn each_fen<G>(
    fen: Option<&str>,
    out: &mut Out,
    read: impl Fn(&[u8]) -> Result<G, String>,
    each: impl Fn(&G) -> Result<String, String>,
) -> Outcome {
    each_line(fen, out, |bytes: &[u8]| {
        read(bytes).and_then(|position| each(&position))
    })
}

/// The reader of FENs of the game of `rules` (`startpos` its start
/// position) for [`each_fen`], its errors as text: chess's and Chess960's
/// FENs are read as chess's (a Chess960 position is known by its castling
/// rooks).
pub fn read_fen<'v>(rules: Rules<'v>) -> impl Fn(&[u8]) -> Result<AnyGame<'v>, String> {
    move |bytes| match rules {
        Rules::Chess | Rules::Chess960 => parse_fen_bytes(bytes)
            .map(AnyGame::Chess)
            .map_err(|e| e.to_string()),
        Rules::Variant(variant) => {
            let text = std::str::from_utf8(bytes).map_err(|_| "FEN is not UTF-8".to_string())?;
            if text == STARTPOS {
                VariantPosition::start(variant)
            } else {
                VariantPosition::from_fen(variant, text)
            }
            .map(AnyGame::Variant)
            .map_err(|e| e.to_string())
        }
    }
}

/// Runs `run` on `fen`, or on each line of standard input without it,
/// printing what it returns; a line that fails is reported with its
/// number and the others still run.
fn each_line(
    fen: Option<&str>,
    out: &mut Out,
    run: impl Fn(&[u8]) -> Result<String, String>,
) -> Outcome {
    if let Some(fen) = fen {
        let line = run(fen.as_bytes()).map_err(Failure::Input)?;
        return out.line(&line);
    }
    crate::output::each_input_line(io::stdin().lock(), |line| match run(line) {
        Ok(text) => out.line(&text),
        Err(message) => Err(Failure::Input(message)),
    })
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
    /// Neither UCI nor SAN.
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

/// The failure for move `index` (from 0) of `--moves`, `text`: not UCI
/// (`uci` says why) nor SAN that `position` can play (`san` says why, of
/// chess or of a variant).
fn san_failure<I, C>(
    index: usize,
    text: &str,
    position: &impl std::fmt::Display,
    uci: &dyn std::fmt::Display,
    san: a1h8::SanError<I, C>,
) -> Failure
where
    a1h8::SanError<I, C>: std::fmt::Display,
{
    use a1h8::SanError;
    match san {
        e @ SanError::Ambiguous { .. } => {
            bad_move(index, text, MoveProblem::Ambiguous, &e.to_string())
        }
        e @ (SanError::IllegalMove { .. }
        | SanError::MissingPromotion { .. }
        | SanError::WrongCheckMark { .. }) => illegal(index, text, position, &e),
        san => bad_move(
            index,
            text,
            MoveProblem::Unreadable,
            &format!("as UCI, {uci}; as SAN, {san}"),
        ),
    }
}

/// A game whose moves `--moves` reads: in the game's UCI first, then in
/// SAN. The two readers and their errors are the library's, of a type for
/// each game; what they mean for `--moves` is said here.
pub trait ReadMove: Game {
    /// The legal move `text`, move `index` (from 0) of `--moves`, names in
    /// this position, or the input failure saying why there is none.
    fn read_move(&self, index: usize, text: &str) -> Result<Self::Move, Failure>;
}

impl ReadMove for Position {
    fn read_move(&self, index: usize, text: &str) -> Result<a1h8::Move, Failure> {
        use a1h8::{Move, UciError};
        match Move::from_uci(self, text) {
            Ok(mv) => Ok(mv),
            Err(e @ (UciError::IllegalMove { .. } | UciError::MissingPromotion { .. })) => {
                Err(illegal(index, text, self, &e))
            }
            Err(uci) => {
                Move::from_san(self, text).map_err(|san| san_failure(index, text, self, &uci, san))
            }
        }
    }
}

/// A variant's moves in its UCI (`a7a8c`, `j10j9`) or SAN (`Ci3`, `a8=C`).
impl ReadMove for VariantPosition<'_> {
    fn read_move(&self, index: usize, text: &str) -> Result<a1h8::variant::VariantMove, Failure> {
        use a1h8::variant::{VariantMove, VariantUciError};
        match VariantMove::from_uci(self, text) {
            Ok(mv) => Ok(mv),
            Err(VariantUciError::Illegal) => {
                Err(illegal(index, text, self, &"no legal move is written so"))
            }
            Err(uci) => VariantMove::from_san(self, text)
                .map_err(|san| san_failure(index, text, self, &uci, san)),
        }
    }
}

/// The held game's moves, read as its own.
impl ReadMove for AnyGame<'_> {
    fn read_move(&self, index: usize, text: &str) -> Result<AnyMove, Failure> {
        match self {
            AnyGame::Chess(position) => position.read_move(index, text).map(AnyMove::Chess),
            AnyGame::Variant(position) => position.read_move(index, text).map(AnyMove::Variant),
        }
    }
}

/// `position` after the moves of `--moves`, each in UCI or SAN (see
/// [`ReadMove`]) and read in the position reached so far; the first that
/// cannot be played is an input failure naming it, its number (from 1) and
/// why.
pub fn play_moves<G: ReadMove>(mut position: G, moves: &[String]) -> Result<G, Failure> {
    for (index, text) in moves.iter().enumerate() {
        let mv = position.read_move(index, text)?;
        position = position.play_unchecked(mv);
    }
    Ok(position)
}

/// The position `fen` of the game of `rules`, or its start position
/// (without FEN, or for `startpos`), after `moves` (see [`play_moves`]); a
/// FEN that fails is an input failure naming its field. Chess960's FENs
/// are read as Chess960's, castling as the king taking its rook.
pub fn game_position<'v>(
    rules: Rules<'v>,
    fen: Option<&str>,
    moves: &[String],
) -> Result<AnyGame<'v>, Failure> {
    let position = match (fen, rules) {
        (Some(fen), Rules::Chess) => parse_fen(fen).map(AnyGame::Chess),
        (None, Rules::Chess) => Ok(AnyGame::Chess(Position::starting())),
        (Some(fen), _) if fen != STARTPOS => rules.from_fen(fen),
        _ => rules.start(),
    }
    .map_err(|e| Failure::Input(e.to_string()))?;
    play_moves(position, moves)
}

/// The FEN reader of the game of `rules` (of a suite's or a units file's
/// lines, no `startpos`), its error as text: Chess960's FENs are read as
/// chess's, a Chess960 position known by its castling rooks.
pub fn reader<'v>(rules: Rules<'v>) -> impl Fn(&str) -> Result<AnyGame<'v>, String> {
    move |fen| {
        match rules {
            Rules::Chess | Rules::Chess960 => Position::from_fen(fen).map(AnyGame::Chess),
            Rules::Variant(variant) => {
                VariantPosition::from_fen(variant, fen).map(AnyGame::Variant)
            }
        }
        .map_err(|e| e.to_string())
    }
}

/// `a1h8 transform OP [FEN]`: the image of each position under `op`, as
/// `--format` asks.
pub fn transform_command(args: TransformArgs, out: &mut Out) -> Outcome {
    let format = args.output.format;
    if format == PictureFormat::Svg {
        // One picture of one position: the position and its image.
        let Some(fen) = args.fen.as_deref() else {
            return Err(Failure::Usage(
                "an SVG picture is of one position: give its FEN as an argument".to_string(),
            ));
        };
        let (op, file) = (Some(args.op), svg_file(&args.output.svg));
        let mut picture = |svg: Result<String, String>| -> Outcome {
            deliver(&svg.map_err(Failure::Input)?, file, out)
        };
        let position = game_position(variants::chosen(&args.variant)?.rules, Some(fen), &[])?;
        return picture(show_svg(&position, op));
    }
    let (fen, op, json) = (args.fen.as_deref(), args.op, format == PictureFormat::Json);
    let read = read_fen(variants::chosen(&args.variant)?.rules);
    each_fen(fen, out, read, |p| transform(p, op, json))
}

/// `a1h8 canonical [FEN]`: the canonical form of each position.
pub fn canonical_command(args: CanonicalArgs, out: &mut Out) -> Outcome {
    args.output.text_only("--explain", args.explain)?;
    let (fen, colors, explain) = (args.fen.as_deref(), args.colors, args.explain);
    let json = args.output.json();
    let read = read_fen(variants::chosen(&args.variant)?.rules);
    each_fen(fen, out, read, |p| {
        Ok(canonical_fen(p, colors, explain, json))
    })
}
