//! The units file: a header, then one line per unit, each with its check.
//!
//! ```text
//! {"split":S,"root":FEN,"depth":D,"at":K,"units":N,"check":C}
//! {"id":0,"fen":FEN,"hash":"0x…","multiplicity":M,"depth":D-K,"check":C}
//! …
//! ```
//!
//! `split` is the [`SplitId`] of the root, depth and ply; each `check` the
//! [`Digest`] of the line's kind, the split, and the line's other fields
//! in order: the header's of `header`, S, FEN, D, K and N; a unit's of
//! `unit`, S, id, FEN, hash, M and the depth left, each field as the line
//! writes it (text without its quotes), a newline after each.

use std::fmt;

use a1h8::{Game, Position};

use crate::check::{Digest, SplitId};
use crate::line::{
    DEPTH, INDEX, Line, LineFault, LineKind, MULTIPLICITY, Range, hash_text, json_string,
    numbered_lines,
};
use crate::split::{Split, Unit};

impl<G: Game> Split<G> {
    /// The header line of this split's units file (no newline).
    pub fn header_line(&self) -> String {
        let (split, root) = (self.id(), self.root().to_string());
        let (depth, at, units) = (self.depth(), self.at(), self.units().len());
        let check = Digest::of_fields(&[&"header", &split, &root, &depth, &at, &units]);
        format!(
            "{{\"split\":\"{split}\",\"root\":{},\"depth\":{depth},\"at\":{at},\"units\":{units},\
             \"check\":\"{check:016x}\"}}",
            json_string(&root)
        )
    }

    /// The line of `unit` in this split's units file (no newline).
    pub fn unit_line(&self, unit: &Unit<G>) -> String {
        let fen = fen_without_clocks(&unit.position);
        let hash = hash_text(unit.hash());
        let Unit {
            id,
            multiplicity,
            depth,
            ..
        } = *unit;
        let split = self.id();
        let check = Digest::of_fields(&[&"unit", &split, &id, &fen, &hash, &multiplicity, &depth]);
        format!(
            "{{\"id\":{id},\"fen\":{},\"hash\":\"{hash}\",\"multiplicity\":{multiplicity},\
             \"depth\":{depth},\"check\":\"{check:016x}\"}}",
            json_string(&fen)
        )
    }

    /// The whole units file: the header and every unit, a newline after
    /// each.
    pub fn units_file(&self) -> String {
        let mut text = self.header_line();
        text.push('\n');
        for unit in self.units() {
            text.push_str(&self.unit_line(unit));
            text.push('\n');
        }
        text
    }

    /// Reads and checks a units file: its header, then units 0, 1, ... in
    /// order, each line's check the digest of its fields, the header's
    /// split that of its root, depth and ply, each FEN a legal position
    /// whose hash is the one given, each depth what the header leaves, as
    /// many as the header says. Each FEN is read by `parse`, the game's
    /// FEN reader, whose error is the line's fault; a file of another game
    /// fails there, or at the header's split, which names the game.
    pub fn from_units_file_of(
        text: &str,
        parse: impl Fn(&str) -> Result<G, String>,
    ) -> Result<Split<G>, UnitsFileError> {
        let mut lines = numbered_lines(text);
        let Some((number, line)) = lines.next() else {
            return Err(UnitsFileError::Empty);
        };
        let bad = |line: usize| move |fault: LineFault| UnitsFileError::Line { line, fault };
        let header = Header::read(line, &parse).map_err(bad(number))?;
        let mut units = Vec::new();
        let mut last = number;
        for (number, line) in lines {
            last = number;
            if units.len() as u64 == header.units {
                return Err(UnitsFileError::Line {
                    line: number,
                    fault: LineFault::ExtraUnit {
                        promised: header.units,
                    },
                });
            }
            let unit = read_unit(line, &header, units.len(), &parse).map_err(bad(number))?;
            // One at a time: a header that promises more than the file
            // holds asks for nothing up front.
            units
                .try_reserve(1)
                .map_err(|_| UnitsFileError::OutOfMemory)?;
            units.push(unit);
        }
        if units.len() as u64 != header.units {
            return Err(UnitsFileError::Line {
                line: last + 1,
                fault: LineFault::Short {
                    found: units.len(),
                    promised: header.units,
                },
            });
        }
        Ok(Split::from_parts(
            header.root,
            header.depth,
            header.at,
            units,
        ))
    }
}

impl Split {
    /// Reads and checks a units file of chess, as
    /// [`from_units_file_of`](Split::from_units_file_of) does.
    pub fn from_units_file(text: &str) -> Result<Split, UnitsFileError> {
        Split::from_units_file_of(text, |fen| {
            Position::from_fen(fen).map_err(|error| error.to_string())
        })
    }
}

/// The FEN of `position` without its clocks, its first four fields, as
/// the units file writes it.
///
/// ```
/// use a1h8::Position;
/// use a1h8_units::fen_without_clocks;
///
/// let start = Position::starting();
/// assert_eq!(fen_without_clocks(&start), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
/// ```
pub fn fen_without_clocks(position: &impl Game) -> String {
    let fen = position.without_clocks().to_string();
    match fen.strip_suffix(" 0 1") {
        Some(fields) => fields.to_string(),
        None => fen,
    }
}

/// A units file's header, read and checked.
struct Header<G> {
    split: SplitId,
    root: G,
    depth: u32,
    at: u32,
    units: u64,
}

impl<G: Game> Header<G> {
    fn read(text: &str, parse: impl Fn(&str) -> Result<G, String>) -> Result<Header<G>, LineFault> {
        let line = Line::parse(text, LineKind::Header)?;
        let split = line.split("split")?;
        let root_text = line.text("root")?;
        let root = parse(root_text).map_err(|error| LineFault::Fen {
            field: "root",
            error,
        })?;
        let depth = line.number("depth", DEPTH)? as u32;
        let at = line.number(
            "at",
            Range {
                what: "the ply of the units",
                min: 0,
                max: u64::from(depth),
            },
        )? as u32;
        let units = line.number("units", INDEX)?;
        line.verify(Digest::of_fields(&[
            &"header", &split, &root_text, &depth, &at, &units,
        ]))?;
        let expected = SplitId::of(root.game_name(), &root.to_string(), depth, at);
        if split != expected {
            return Err(LineFault::SplitOfOther {
                found: split,
                expected,
                game: root.game_name().to_string(),
            });
        }
        Ok(Header {
            split,
            root,
            depth,
            at,
            units,
        })
    }
}

/// Reads the unit line `text`, which must be unit `expected_id` of the
/// split of `header`.
fn read_unit<G: Game>(
    text: &str,
    header: &Header<G>,
    expected_id: usize,
    parse: impl Fn(&str) -> Result<G, String>,
) -> Result<Unit<G>, LineFault> {
    let line = Line::parse(text, LineKind::Unit)?;
    let id = line.number("id", INDEX)?;
    let fen = line.text("fen")?;
    let hash_field = line.text("hash")?;
    let hash = line.hash("hash")?;
    let multiplicity = line.number("multiplicity", MULTIPLICITY)?;
    let depth = line.number("depth", DEPTH)? as u32;
    line.verify(Digest::of_fields(&[
        &"unit",
        &header.split,
        &id,
        &fen,
        &hash_field,
        &multiplicity,
        &depth,
    ]))?;
    if id != expected_id as u64 {
        return Err(LineFault::IdOutOfOrder {
            found: id,
            expected: expected_id,
        });
    }
    let position = parse(fen)
        .map_err(|error| LineFault::Fen {
            field: "fen",
            error,
        })?
        .without_clocks();
    if hash != position.zobrist() {
        return Err(LineFault::HashNotFen {
            found: hash_field.to_string(),
            expected: position.zobrist(),
        });
    }
    let left = header.depth - header.at;
    if depth != left {
        return Err(LineFault::DepthNotLeft {
            found: depth,
            depth: header.depth,
            at: header.at,
        });
    }
    Ok(Unit {
        id: expected_id,
        position,
        multiplicity,
        depth,
    })
}

/// Why a units file was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum UnitsFileError {
    /// The file has no line.
    Empty,
    /// A line is wrong: its number from 1, and what is wrong.
    Line {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        fault: LineFault,
    },
    /// The units could not be held in memory.
    OutOfMemory,
}

impl fmt::Display for UnitsFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnitsFileError::Empty => write!(
                f,
                "no header: the file is empty, and a units file of a1h8 perft split begins with \
                 {}",
                LineKind::Header
            ),
            UnitsFileError::Line { line, fault } => write!(f, "line {line}: {fault}"),
            UnitsFileError::OutOfMemory => {
                write!(f, "out of memory: cannot hold the units of the file")
            }
        }
    }
}

impl std::error::Error for UnitsFileError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn split() -> Split {
        Split::new(&Position::starting(), 3, 1).unwrap()
    }

    #[test]
    fn a_variant_s_units_file_reads_back_and_only_as_its_variant() {
        use a1h8::variant::{CAPABLANCA, GOTHIC, Variant, VariantPosition};
        let start = VariantPosition::start(&CAPABLANCA).unwrap();
        let split = Split::new(&start, 3, 2).unwrap();
        let text = split.units_file();
        let reader = |variant: &'static Variant<'static>| {
            move |fen: &str| VariantPosition::from_fen(variant, fen).map_err(|e| e.to_string())
        };
        let back = Split::from_units_file_of(&text, reader(&CAPABLANCA)).unwrap();
        assert_eq!(back.units(), split.units());
        assert_eq!(back.id(), split.id());
        // The FEN without clocks, of 10 files.
        let unit = text.lines().nth(1).unwrap();
        assert!(
            unit.contains("/10/") && unit.contains(" w KQkq -\","),
            "{unit}"
        );
        // As Gothic chess the FENs read (the same board and pieces), but the
        // split is of another game.
        let other = Split::from_units_file_of(&text, reader(&GOTHIC)).unwrap_err();
        assert!(
            matches!(
                other,
                UnitsFileError::Line {
                    line: 1,
                    fault: LineFault::SplitOfOther { .. }
                }
            ),
            "{other}"
        );
        // As chess the root is not a chess position.
        let chess = Split::from_units_file(&text).unwrap_err();
        assert!(
            matches!(
                chess,
                UnitsFileError::Line {
                    line: 1,
                    fault: LineFault::Fen { field: "root", .. }
                }
            ),
            "{chess}"
        );
    }

    #[test]
    fn a_units_file_reads_back_as_its_split() {
        let split = split();
        let back = Split::from_units_file(&split.units_file()).unwrap();
        assert_eq!(back.units(), split.units());
        assert_eq!((back.root(), back.depth(), back.at()), (split.root(), 3, 1));
        assert_eq!(back.id(), split.id());
    }

    #[test]
    fn every_edited_field_is_caught() {
        let text = split().units_file();
        let lines: Vec<&str> = text.lines().collect();
        let edits = [
            (1, "\"depth\":3", "\"depth\":4"),
            (1, "\"at\":1", "\"at\":0"),
            (1, "\"units\":20", "\"units\":19"),
            (2, "\"multiplicity\":1", "\"multiplicity\":2"),
            (2, "\"depth\":2", "\"depth\":1"),
            (3, "\"id\":1", "\"id\":2"),
            (3, "N5", "1N4"),
        ];
        for (number, from, to) in edits {
            let mut edited = lines.clone();
            let line = edited[number - 1].replace(from, to);
            assert_ne!(line, edited[number - 1], "{from}");
            edited[number - 1] = &line;
            let error = Split::from_units_file(&(edited.join("\n") + "\n")).unwrap_err();
            assert!(
                matches!(
                    error,
                    UnitsFileError::Line { line, fault: LineFault::Check { .. } } if line == number
                ),
                "{from} -> {to}: {error}"
            );
        }
    }
}
