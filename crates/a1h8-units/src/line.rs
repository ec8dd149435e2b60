//! One line of a units or results file: a JSON object with exactly the
//! fields of its kind, each read with a message in the file's terms.

use std::fmt;

use serde_json::{Map, Value};

use crate::check::{Hex16, SplitId};
use crate::units_file::GameFault;

/// The kinds of line in the files, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// The first line of a units file.
    Header,
    /// A line of a units file after the header.
    Unit,
    /// A line of a results file.
    Result,
}

impl LineKind {
    /// The fields of a line of this kind, in the order written.
    pub const fn fields(self) -> &'static [&'static str] {
        match self {
            LineKind::Header => &[
                "split", "game", "rules", "ini", "root", "depth", "at", "units", "check",
            ],
            LineKind::Unit => &["id", "fen", "hash", "multiplicity", "depth", "check"],
            LineKind::Result => &["split", "id", "hash", "depth", "nodes", "check"],
        }
    }

    /// What a line of this kind is, in words.
    pub const fn name(self) -> &'static str {
        match self {
            LineKind::Header => "the header of a units file",
            LineKind::Unit => "a unit",
            LineKind::Result => "a result",
        }
    }
}

impl fmt::Display for LineKind {
    /// The name and the fields: `a unit {"id", "fen", ...}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {{", self.name())?;
        for (i, field) in self.fields().iter().enumerate() {
            let comma = if i == 0 { "" } else { ", " };
            write!(f, "{comma}\"{field}\"")?;
        }
        write!(f, "}}")
    }
}

/// The range of a whole-number field, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    /// What the number is: `a count`.
    pub what: &'static str,
    /// The least value.
    pub min: u64,
    /// The greatest value.
    pub max: u64,
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is a whole number from {} to ", self.what, self.min)?;
        if self.max == u64::MAX {
            write!(f, "2^64 - 1")
        } else {
            write!(f, "{}", self.max)
        }
    }
}

/// The range of a depth: to the library's [`a1h8::MAX_PERFT_DEPTH`], the
/// tool's `--depth`.
pub(crate) const DEPTH: Range = Range {
    what: "a depth",
    min: 0,
    max: a1h8::MAX_PERFT_DEPTH as u64,
};

/// The range of an id or a number of units.
pub(crate) const INDEX: Range = Range {
    what: "an id or a number of units",
    min: 0,
    max: u64::MAX,
};

/// The range of a multiplicity.
pub(crate) const MULTIPLICITY: Range = Range {
    what: "a multiplicity",
    min: 1,
    max: u64::MAX,
};

/// The range of a perft count.
pub(crate) const COUNT: Range = Range {
    what: "a count",
    min: 0,
    max: u64::MAX,
};

/// What is wrong with one line of a file, whatever it is of.
#[derive(Clone, Debug, PartialEq)]
pub enum LineFault {
    /// The line is not JSON.
    NotJson {
        /// The JSON parser's reason.
        reason: String,
        /// The column it stopped at, from 1.
        column: usize,
    },
    /// The line is JSON but not an object.
    NotAnObject(LineKind),
    /// A field the line's kind does not have.
    UnknownField(LineKind, String),
    /// A field the line's kind needs is not there.
    MissingField(LineKind, &'static str),
    /// A text field holds something else.
    NotText {
        /// The field.
        field: &'static str,
        /// What it holds, as JSON.
        found: String,
    },
    /// A whole-number field holds a negative number.
    Negative {
        /// The field.
        field: &'static str,
        /// What it holds, as JSON.
        found: String,
        /// The range it must be in.
        range: Range,
    },
    /// A whole-number field holds a number outside its range.
    OutOfRange {
        /// The field.
        field: &'static str,
        /// What it holds, as JSON.
        found: String,
        /// The range it must be in.
        range: Range,
    },
    /// A whole-number field holds something that is not a whole number.
    NotWhole {
        /// The field.
        field: &'static str,
        /// What it holds, as JSON.
        found: String,
        /// The range it must be in.
        range: Range,
    },
    /// A hash is not `0x` and 1 to 16 hex digits.
    BadHash(String),
    /// A split identifier or check is not 16 hex digits.
    BadHex {
        /// The field.
        field: &'static str,
        /// What it holds.
        found: String,
    },
    /// A FEN field does not read.
    Fen {
        /// The field.
        field: &'static str,
        /// Why, as the game's FEN reader says it.
        error: String,
    },
    /// The line's check is not the digest of its fields: the line was
    /// edited or damaged.
    Check {
        /// The check the line carries.
        found: Hex16,
        /// The digest of its fields.
        expected: Hex16,
    },
    /// The text is not UTF-8 from this line on.
    NotUtf8,
    /// The header of a units file of an older format, which did not
    /// record the game.
    OldFormat,
    /// A header whose game this program cannot play as the header records
    /// it.
    Game(GameFault),
    /// A header of a game other than the one the file is read as.
    OtherGame {
        /// The game the header names.
        found: String,
        /// The digest of its rules, as the header records it.
        found_rules: Hex16,
        /// The game the file is read as.
        expected: String,
        /// The digest of that game's rules.
        expected_rules: Hex16,
    },
    /// A header whose split identifier is not that of its game, root,
    /// depth and ply.
    SplitOfOther {
        /// The identifier the header names.
        found: SplitId,
        /// The identifier of its game, root, depth and ply.
        expected: SplitId,
        /// The game (`chess`, or a variant's name).
        game: String,
    },
    /// A unit more than the header promises.
    ExtraUnit {
        /// The number of units the header promises.
        promised: u64,
    },
    /// The file ends before the units the header promises.
    Short {
        /// The number of units read.
        found: usize,
        /// The number the header promises.
        promised: u64,
    },
    /// A unit's id is not the next one.
    IdOutOfOrder {
        /// The id the line has.
        found: u64,
        /// The id expected there.
        expected: usize,
    },
    /// A unit's hash is not that of its FEN.
    HashNotFen {
        /// The hash the line has, as written.
        found: String,
        /// The hash of its FEN.
        expected: u64,
    },
    /// A unit's depth is not the depth the header leaves.
    DepthNotLeft {
        /// The depth the line has.
        found: u32,
        /// The header's depth.
        depth: u32,
        /// The header's ply.
        at: u32,
    },
    /// A result of a unit of another split.
    OtherSplit {
        /// The split the result names.
        found: SplitId,
        /// The depth the result's unit was counted to.
        found_depth: u32,
        /// The split of the units.
        expected: SplitId,
        /// The depth the units are counted to.
        expected_depth: u32,
    },
    /// A result of a unit the split does not have.
    NoSuchUnit {
        /// The id the result names.
        id: u64,
        /// How many units the split has.
        units: usize,
    },
    /// A result whose hash is not its unit's.
    OtherHash {
        /// The unit.
        id: usize,
        /// The unit's hash.
        expected: u64,
        /// The result's hash, as written.
        found: String,
    },
    /// A second result of one unit where each may have one.
    Duplicate {
        /// The unit.
        id: usize,
    },
}

impl LineFault {
    /// Whether the line is not of the form of its kind at all (as opposed
    /// to a well-formed line that does not belong: another split, an
    /// edited line, an unknown unit).
    pub fn is_malformed(&self) -> bool {
        matches!(
            self,
            LineFault::NotJson { .. }
                | LineFault::NotAnObject(_)
                | LineFault::UnknownField(..)
                | LineFault::MissingField(..)
                | LineFault::NotText { .. }
                | LineFault::Negative { .. }
                | LineFault::OutOfRange { .. }
                | LineFault::NotWhole { .. }
                | LineFault::BadHash(_)
                | LineFault::BadHex { .. }
                | LineFault::NotUtf8
                | LineFault::OldFormat
        )
    }
}

impl fmt::Display for LineFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineFault::NotJson { reason, column } => {
                write!(f, "not JSON: {reason} at column {column}")
            }
            LineFault::NotAnObject(kind) => write!(f, "not {kind}: not a JSON object"),
            LineFault::UnknownField(kind, field) => {
                write!(f, "not {kind}: unknown field \"{field}\"")
            }
            LineFault::MissingField(kind, field) => write!(f, "not {kind}: no field \"{field}\""),
            LineFault::NotText { field, found } => {
                write!(f, "{field} {found}: expected a string")
            }
            LineFault::Negative {
                field,
                found,
                range,
            } => write!(f, "{field} {found} is negative: {range}"),
            LineFault::OutOfRange {
                field,
                found,
                range,
            } => write!(f, "{field} {found} is out of range: {range}"),
            LineFault::NotWhole {
                field,
                found,
                range,
            } => write!(f, "{field} {found}: expected a whole number: {range}"),
            LineFault::BadHash(text) => {
                write!(f, "hash {text:?}: expected 0x and up to 16 hex digits")
            }
            LineFault::BadHex { field, found } => {
                write!(f, "{field} {found:?}: expected 16 hex digits")
            }
            LineFault::Fen { field, error } => write!(f, "{field}: {error}"),
            LineFault::Check { found, expected } => write!(
                f,
                "check {found} is not the digest of the line's fields, {expected}: the line was \
                 edited or damaged"
            ),
            LineFault::NotUtf8 => write!(f, "not UTF-8 text"),
            LineFault::OldFormat => write!(
                f,
                "a units file of an older a1h8, whose header does not record the game (no \
                 \"game\", \"rules\" nor \"ini\"): split the perft again with this a1h8"
            ),
            LineFault::Game(fault) => fault.fmt(f),
            LineFault::OtherGame {
                found,
                found_rules,
                expected,
                expected_rules,
            } => write!(
                f,
                "the units are of {found} (rules {found_rules}), not of {expected} (rules \
                 {expected_rules})"
            ),
            LineFault::SplitOfOther {
                found,
                expected,
                game,
            } => write!(
                f,
                "split {found} is not that of the header's game, root, depth and at in {game}, \
                 {expected}: the header was edited"
            ),
            LineFault::ExtraUnit { promised } => {
                write!(f, "a unit more than the header's {promised} units")
            }
            LineFault::Short { found, promised } => write!(
                f,
                "the file ends after {found} unit{}, and its header promises {promised}",
                if *found == 1 { "" } else { "s" }
            ),
            LineFault::IdOutOfOrder { found, expected } => write!(
                f,
                "unit id {found} where {expected} was expected: the units are numbered from 0, \
                 in order"
            ),
            LineFault::HashNotFen { found, expected } => write!(
                f,
                "hash {found} is not that of its FEN, {}",
                hash_text(*expected)
            ),
            LineFault::DepthNotLeft { found, depth, at } => write!(
                f,
                "depth {found}, but the header's depth {depth} at {at} leaves {}",
                depth - at
            ),
            LineFault::OtherSplit {
                found,
                found_depth,
                expected,
                expected_depth,
            } if found_depth != expected_depth => write!(
                f,
                "a result of a unit counted to depth {found_depth}, and these units are counted \
                 to depth {expected_depth}: a result of another split ({found}, not {expected})"
            ),
            LineFault::OtherSplit {
                found, expected, ..
            } => write!(
                f,
                "a result of another split, {found}, not {expected}: of another game, root, \
                 depth or ply"
            ),
            LineFault::NoSuchUnit { id, units } => write!(
                f,
                "unit {id} is not a unit of this split, whose {units} units are numbered from 0"
            ),
            LineFault::OtherHash {
                id,
                expected,
                found,
            } => write!(
                f,
                "unit {id} has hash {} in the units, not {found}: a result of another unit",
                hash_text(*expected)
            ),
            LineFault::Duplicate { id } => write!(f, "a second result of unit {id}"),
        }
    }
}

/// A line read as a JSON object of one kind, its fields taken one by one.
pub struct Line {
    kind: LineKind,
    fields: Map<String, Value>,
}

impl Line {
    /// Reads `text` as a line of `kind`: a JSON object with exactly the
    /// kind's fields.
    pub fn parse(text: &str, kind: LineKind) -> Result<Line, LineFault> {
        let value: Value = serde_json::from_str(text).map_err(|e| {
            // serde's "at line 1 column 5": the line is the caller's to name.
            let message = e.to_string();
            let reason = message
                .rsplit_once(" at line ")
                .map_or(message.as_str(), |(reason, _)| reason);
            LineFault::NotJson {
                reason: reason.to_string(),
                column: e.column(),
            }
        })?;
        let Value::Object(fields) = value else {
            return Err(LineFault::NotAnObject(kind));
        };
        // The least unknown name, so that the message does not depend on the
        // order the map keeps.
        let unknown = fields
            .keys()
            .filter(|k| !kind.fields().contains(&k.as_str()));
        if let Some(unknown) = unknown.min() {
            return Err(LineFault::UnknownField(kind, unknown.clone()));
        }
        if let Some(missing) = kind.fields().iter().find(|f| !fields.contains_key(**f)) {
            return Err(LineFault::MissingField(kind, missing));
        }
        Ok(Line { kind, fields })
    }

    fn value(&self, field: &'static str) -> &Value {
        debug_assert!(self.kind.fields().contains(&field));
        &self.fields[field]
    }

    /// The text of `field`.
    pub fn text(&self, field: &'static str) -> Result<&str, LineFault> {
        match self.value(field) {
            Value::String(text) => Ok(text),
            other => Err(LineFault::NotText {
                field,
                found: other.to_string(),
            }),
        }
    }

    /// The whole number of `field`, in `range`.
    pub fn number(&self, field: &'static str, range: Range) -> Result<u64, LineFault> {
        let value = self.value(field);
        let found = value.to_string();
        let number = match value {
            Value::Number(number) => number,
            _ => {
                return Err(LineFault::NotWhole {
                    field,
                    found,
                    range,
                });
            }
        };
        if let Some(n) = number.as_u64() {
            if (range.min..=range.max).contains(&n) {
                return Ok(n);
            }
            return Err(LineFault::OutOfRange {
                field,
                found,
                range,
            });
        }
        if number.as_i64().is_some_and(|n| n < 0) {
            return Err(LineFault::Negative {
                field,
                found,
                range,
            });
        }
        // A float: a whole one too large for 64 bits, or a fraction.
        match number.as_f64() {
            Some(x) if x < 0.0 && x.fract() == 0.0 => Err(LineFault::Negative {
                field,
                found,
                range,
            }),
            Some(x) if x.fract() == 0.0 => Err(LineFault::OutOfRange {
                field,
                found,
                range,
            }),
            _ => Err(LineFault::NotWhole {
                field,
                found,
                range,
            }),
        }
    }

    /// The 16 hex digits of `field`.
    pub fn hex16(&self, field: &'static str) -> Result<Hex16, LineFault> {
        let text = self.text(field)?;
        Hex16::parse(text).ok_or_else(|| LineFault::BadHex {
            field,
            found: text.to_string(),
        })
    }

    /// The Zobrist hash in `field`: `0x` and 1 to 16 hex digits.
    pub fn hash(&self, field: &'static str) -> Result<u64, LineFault> {
        let text = self.text(field)?;
        parse_hash(text).ok_or_else(|| LineFault::BadHash(text.to_string()))
    }

    /// The split identifier in `field`.
    pub fn split(&self, field: &'static str) -> Result<SplitId, LineFault> {
        self.hex16(field).map(SplitId)
    }

    /// Checks that the line's `check` is `expected`, the digest of its
    /// fields.
    pub fn verify(&self, expected: u64) -> Result<(), LineFault> {
        let found = self.hex16("check")?;
        if found.0 == expected {
            Ok(())
        } else {
            Err(LineFault::Check {
                found,
                expected: Hex16(expected),
            })
        }
    }
}

/// A hash as the files write it: `0x` and 16 hex digits.
pub fn hash_text(hash: u64) -> String {
    format!("{hash:#018x}")
}

/// A hash as the files write it, back: `0x` and 1 to 16 hex digits.
pub fn parse_hash(text: &str) -> Option<u64> {
    text.strip_prefix("0x")
        .filter(|digits| {
            (1..=16).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit())
        })
        .and_then(|digits| u64::from_str_radix(digits, 16).ok())
}

/// `text` as a JSON string.
pub fn json_string(text: &str) -> String {
    Value::String(text.to_string()).to_string()
}

/// The lines of `text` that are not blank, each with its number from 1.
pub fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .filter(|(_, line)| !line.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes(json: &str) -> Result<u64, String> {
        let text = format!(
            r#"{{"split":"0123456789abcdef","id":0,"hash":"0x1","depth":1,"nodes":{json},"check":"0123456789abcdef"}}"#
        );
        let line = Line::parse(&text, LineKind::Result).map_err(|e| e.to_string())?;
        line.number("nodes", COUNT).map_err(|e| e.to_string())
    }

    #[test]
    fn numbers_are_read_in_the_files_terms() {
        assert_eq!(nodes("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            nodes("1.23e29"),
            Err(
                "nodes 1.23e+29 is out of range: a count is a whole number from 0 to 2^64 - 1"
                    .to_string()
            )
        );
        assert_eq!(
            nodes("18446744073709551616"),
            Err(
                "nodes 1.8446744073709552e+19 is out of range: a count is a whole number from 0 \
                 to 2^64 - 1"
                    .to_string()
            )
        );
        assert_eq!(
            nodes("-1"),
            Err("nodes -1 is negative: a count is a whole number from 0 to 2^64 - 1".to_string())
        );
        assert_eq!(
            nodes("true"),
            Err(
                "nodes true: expected a whole number: a count is a whole number from 0 to 2^64 \
                 - 1"
                .to_string()
            )
        );
        assert_eq!(
            nodes("1.5"),
            Err(
                "nodes 1.5: expected a whole number: a count is a whole number from 0 to 2^64 \
                 - 1"
                .to_string()
            )
        );
    }

    #[test]
    fn fields_are_exactly_the_kinds() {
        let err = |text: &str| {
            Line::parse(text, LineKind::Result)
                .err()
                .unwrap()
                .to_string()
        };
        assert_eq!(
            err(r#"{"id":0}"#),
            r#"not a result {"split", "id", "hash", "depth", "nodes", "check"}: no field "split""#
        );
        assert_eq!(
            err(r#"{"id":0,"weight":1}"#),
            r#"not a result {"split", "id", "hash", "depth", "nodes", "check"}: unknown field "weight""#
        );
        assert_eq!(
            err("[1]"),
            r#"not a result {"split", "id", "hash", "depth", "nodes", "check"}: not a JSON object"#
        );
        assert_eq!(
            err("{\"id\": 1,"),
            "not JSON: EOF while parsing a value at column 9"
        );
    }
}
