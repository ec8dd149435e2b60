//! `a1h8 transform`, `a1h8 canonical` and `a1h8 show FEN`: positions in
//! FEN, read from the command line or from standard input.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use a1h8::canonical::{canonical, canonical_with_colors};
use a1h8::{Position, Symmetry, TransformError};

use crate::board::{Style, draw_position, side_by_side};

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

/// The FEN of `position` under `op`.
pub fn transform(position: &Position, op: Op) -> Result<String, String> {
    op.apply(position)
        .map(|image| image.to_string())
        .map_err(|e| e.to_string())
}

/// The FEN of the representative of `position`'s class, folding the
/// colours too with `colors`; with `explain`, followed on the same line by
/// `  # via ` and the operations that lead there (`color-flip then
/// rotate-90`).
pub fn canonical_fen(position: &Position, colors: bool, explain: bool) -> String {
    let form = if colors {
        canonical_with_colors(position)
    } else {
        canonical(position)
    };
    let fen = form.position.to_string();
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

/// The board of the position in `fen` drawn, then its FEN and the side to
/// move; with `op`, the image beside it, each titled.
pub fn show(fen: &str, op: Option<Op>, style: Style) -> Result<String, String> {
    let position = Position::from_fen(fen).map_err(|e| e.to_string())?;
    let block = |title: Option<&str>, position: &Position| -> Vec<String> {
        let mut lines: Vec<String> = title.map(str::to_string).into_iter().collect();
        lines.extend(
            draw_position(position.board(), style)
                .lines()
                .map(str::to_string),
        );
        lines.push(position.to_string());
        lines.push(to_move(position));
        lines
    };
    let lines = match op {
        None => block(None, &position),
        Some(op) => {
            let image = op.apply(&position).map_err(|e| e.to_string())?;
            side_by_side(
                &block(Some("original"), &position),
                &block(Some(op.name()), &image),
                6,
            )
        }
    };
    Ok(lines.into_iter().map(|line| line + "\n").collect())
}

/// `white to move`, with `, in check` when it is.
fn to_move(position: &Position) -> String {
    let check = if position.is_check() {
        ", in check"
    } else {
        ""
    };
    format!("{} to move{check}", position.turn())
}

/// Runs `each` on the position in `fen`, or, without it, on every line of
/// standard input, and prints what it returns, one line per position.
///
/// A FEN that does not parse, or an error from `each`, prints nothing on
/// standard output and one line on standard error: `a1h8: <why>` for the
/// argument, `a1h8: line N: <why>` for line `N` of the input (counted
/// from 1; blank lines count, and fail as empty FENs). The input goes on
/// after a failed line; the status is a failure if any line failed.
pub fn each_fen(fen: Option<&str>, each: impl Fn(&Position) -> Result<String, String>) -> ExitCode {
    let run = |bytes: &[u8]| {
        Position::from_fen_bytes(bytes)
            .map_err(|e| e.to_string())
            .and_then(|position| each(&position))
    };
    let mut out = io::stdout().lock();
    if let Some(fen) = fen {
        return match run(fen.as_bytes()) {
            Ok(line) => {
                let _ = writeln!(out, "{line}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("a1h8: {message}");
                ExitCode::FAILURE
            }
        };
    }
    let mut failed = false;
    for (index, line) in io::stdin().lock().split(b'\n').enumerate() {
        let number = index + 1;
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                eprintln!("a1h8: line {number}: cannot read standard input: {e}");
                return ExitCode::FAILURE;
            }
        };
        let line = line.strip_suffix(b"\r").unwrap_or(&line);
        match run(line) {
            Ok(text) => {
                if let Err(e) = writeln!(out, "{text}") {
                    // A reader that has stopped (`| head`) is not a failure.
                    if e.kind() == io::ErrorKind::BrokenPipe {
                        break;
                    }
                    eprintln!("a1h8: cannot write standard output: {e}");
                    return ExitCode::FAILURE;
                }
            }
            Err(message) => {
                failed = true;
                eprintln!("a1h8: line {number}: {message}");
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
