//! The units file: a header, then one line per unit, each with its check.
//!
//! ```text
//! {"split":S,"game":G,"rules":R,"ini":I,"root":FEN,"depth":D,"at":K,"units":N,"check":C}
//! {"id":0,"fen":FEN,"hash":"0x…","multiplicity":M,"depth":D-K,"check":C}
//! …
//! ```
//!
//! `split` is the [`SplitId`] of the game, root, depth and ply. The header
//! records the game ([`UnitsGame`]): `game` its name (`chess` or a
//! variant's), `rules` the digest of its rules
//! ([`Game::rules_digest`](a1h8::Game::rules_digest), 16 hex digits), and
//! `ini` the sections of a `variants.ini` that define it, empty for a game
//! built into a1h8; so a units file names its game fully, and is refused by
//! any other game. Each `check` is the [`Digest`] of the line's kind, the
//! split, and the line's other fields in order: the header's of `header`,
//! S, G, R, I, FEN, D, K and N; a unit's of `unit`, S, id, FEN, hash, M and
//! the depth left, each field as the line writes it (text without its
//! quotes), a newline after each.

use std::fmt;

use a1h8::variant::{IniError, Variant};
use a1h8::{Game, Position};
use serde_json::Value;

use crate::check::{Digest, Hex16, SplitId};
use crate::line::{
    DEPTH, INDEX, Line, LineFault, LineKind, MULTIPLICITY, Range, hash_text, json_string,
    numbered_lines,
};
use crate::split::{Split, Unit};

impl<G: Game> Split<G> {
    /// The header line of this split's units file (no newline).
    pub fn header_line(&self) -> String {
        let (split, root) = (self.id(), self.root().to_string());
        let (game, rules, ini) = (
            self.root().game_name(),
            Hex16(self.root().rules_digest()),
            self.ini(),
        );
        let (depth, at, units) = (self.depth(), self.at(), self.units().len());
        let check = Digest::of_fields(&[
            &"header", &split, &game, &rules, &ini, &root, &depth, &at, &units,
        ]);
        format!(
            "{{\"split\":\"{split}\",\"game\":{},\"rules\":\"{rules}\",\"ini\":{},\"root\":{},\
             \"depth\":{depth},\"at\":{at},\"units\":{units},\"check\":\"{check:016x}\"}}",
            json_string(game),
            json_string(ini),
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
    /// game that of the root `parse` reads (its name and the digest of
    /// its rules), its split that of its game, root, depth and ply, each
    /// FEN a legal position whose hash is the one given, each depth what
    /// the header leaves, as many as the header says. Each FEN is read by
    /// `parse`, the game's FEN reader, whose error is the line's fault; a
    /// file of another game fails there, or at the header's game
    /// ([`LineFault::OtherGame`]). [`UnitsGame::of_units_file`] tells the
    /// game before: the reader to give.
    pub fn from_units_file_of(
        text: &str,
        parse: impl Fn(&str) -> Result<G, String>,
    ) -> Result<Split<G>, UnitsFileError> {
        let mut lines = numbered_lines(text);
        let Some((number, line)) = lines.next() else {
            return Err(UnitsFileError::Empty);
        };
        let bad = |line: usize| move |fault: LineFault| UnitsFileError::Line { line, fault };
        let header = RawHeader::read(line)
            .and_then(|raw| Header::read(raw, &parse))
            .map_err(bad(number))?;
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
            header.ini,
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

/// The game a units file is of, as its header records it: its name, the
/// digest of its rules and, for a game read from a `variants.ini`, the
/// sections that define it. Read before the units, it tells the game to
/// read them as ([`variant`](UnitsGame::variant)).
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantPosition};
/// use a1h8_units::{Split, UnitsGame};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// let units = Split::new(&start, 3, 1)?.units_file();
/// let game = UnitsGame::of_units_file(&units)?;
/// assert_eq!((game.name(), game.ini()), ("capablanca", ""));
/// let variant = game.variant()?.expect("a variant, not chess");
/// let read = Split::from_units_file_of(&units, |fen| {
///     VariantPosition::from_fen(&variant, fen).map_err(|e| e.to_string())
/// })?;
/// assert_eq!(read.units().len(), 28);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitsGame {
    name: String,
    rules: u64,
    ini: String,
    /// The header's line, from 1, for messages.
    line: usize,
}

impl UnitsGame {
    /// The game of the units file `text`: its header read and its check
    /// verified, the units not read.
    pub fn of_units_file(text: &str) -> Result<UnitsGame, UnitsFileError> {
        let Some((line, header)) = numbered_lines(text).next() else {
            return Err(UnitsFileError::Empty);
        };
        let raw = RawHeader::read(header).map_err(|fault| UnitsFileError::Line { line, fault })?;
        Ok(UnitsGame {
            name: raw.game,
            rules: raw.rules,
            ini: raw.ini,
            line,
        })
    }

    /// The game's name: `chess`, or a variant's.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The digest of the game's rules
    /// ([`Game::rules_digest`](a1h8::Game::rules_digest)).
    pub fn rules(&self) -> u64 {
        self.rules
    }

    /// The sections of a `variants.ini` that define the game, empty for a
    /// game built into a1h8.
    pub fn ini(&self) -> &str {
        &self.ini
    }

    /// The game, as this program plays it: `None` for chess (Chess960
    /// too, whose FENs say so), else the variant, built in or read from
    /// the header's `ini`. An error, naming the header's line, if there is
    /// no such game here or its rules are not the ones the header records
    /// ([`GameFault`]): the units are then never counted as another game's.
    pub fn variant(&self) -> Result<Option<Variant<'_>>, UnitsFileError> {
        game_of(&self.name, self.rules, &self.ini).map_err(|fault| UnitsFileError::Line {
            line: self.line,
            fault: LineFault::Game(fault),
        })
    }
}

impl fmt::Display for UnitsGame {
    /// `capablanca (rules 0123456789abcdef)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (rules {})", self.name, Hex16(self.rules))
    }
}

/// The game named `name` whose rules have the digest `rules`, defined by
/// `ini` (sections of a `variants.ini`) or, where `ini` is empty, built
/// in: `None` for chess, else the variant.
pub(crate) fn game_of<'a>(
    name: &str,
    rules: u64,
    ini: &'a str,
) -> Result<Option<Variant<'a>>, GameFault> {
    let variant = if ini.is_empty() {
        match Variant::built_in(name) {
            Some(variant) => variant.clone(),
            None => {
                return Err(GameFault::Unknown {
                    game: name.to_string(),
                });
            }
        }
    } else {
        Variant::from_ini(ini, name).map_err(|error| GameFault::Definition {
            game: name.to_string(),
            error,
        })?
    };
    if variant.rules_digest() != rules {
        return Err(GameFault::OtherRules {
            game: name.to_string(),
            found: Hex16(rules),
            expected: Hex16(variant.rules_digest()),
            built_in: ini.is_empty(),
        });
    }
    let chess = ini.is_empty() && name == a1h8::variant::CHESS.name();
    Ok(if chess { None } else { Some(variant) })
}

/// Why the game a units file records is not one this program can play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameFault {
    /// A name that is not a game built into a1h8, without a definition.
    Unknown {
        /// The name.
        game: String,
    },
    /// A definition that does not read as a variant of the name.
    Definition {
        /// The name.
        game: String,
        /// Why, its line counted in the definition.
        error: IniError,
    },
    /// The game of that name here, built in or read from the definition,
    /// has other rules than the ones recorded.
    OtherRules {
        /// The name.
        game: String,
        /// The digest of the rules recorded.
        found: Hex16,
        /// The digest of the rules of the game here.
        expected: Hex16,
        /// Whether the game here is the built-in one (else the definition's).
        built_in: bool,
    },
}

impl fmt::Display for GameFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameFault::Unknown { game } => write!(
                f,
                "game {game:?} is not built into a1h8, and the header has no variants.ini \
                 definition of it (\"ini\" is empty)"
            ),
            GameFault::Definition { game, error } => write!(
                f,
                "the header's \"ini\" does not define the game {game:?}: {error}"
            ),
            GameFault::OtherRules {
                game,
                found,
                expected,
                built_in,
            } => write!(
                f,
                "the header's game {game} has rules {found}, and {} has rules {expected}: the \
                 header was edited, or the units are of another a1h8's {game}",
                if *built_in {
                    format!("a1h8's built-in {game}")
                } else {
                    format!("the {game} of the header's \"ini\"")
                }
            ),
        }
    }
}

impl std::error::Error for GameFault {}

/// The fields of the header of a units file of format 2, which did not
/// record the game.
const FORMAT_2_HEADER: [&str; 6] = ["split", "root", "depth", "at", "units", "check"];

/// Whether `text` is a header of format 2: a JSON object of exactly its
/// fields.
fn is_format_2_header(text: &str) -> bool {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(fields)) => {
            fields.len() == FORMAT_2_HEADER.len()
                && FORMAT_2_HEADER.iter().all(|f| fields.contains_key(*f))
        }
        _ => false,
    }
}

/// A units file's header, its fields read and its check verified, its
/// root not yet read as a position.
struct RawHeader {
    split: SplitId,
    game: String,
    rules: u64,
    ini: String,
    root: String,
    depth: u32,
    at: u32,
    units: u64,
}

impl RawHeader {
    fn read(text: &str) -> Result<RawHeader, LineFault> {
        let line = match Line::parse(text, LineKind::Header) {
            Err(LineFault::MissingField(LineKind::Header, _)) if is_format_2_header(text) => {
                return Err(LineFault::OldFormat);
            }
            read => read?,
        };
        let split = line.split("split")?;
        let game = line.text("game")?;
        let rules = line.hex16("rules")?;
        let ini = line.text("ini")?;
        let root = line.text("root")?;
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
            &"header", &split, &game, &rules, &ini, &root, &depth, &at, &units,
        ]))?;
        Ok(RawHeader {
            split,
            game: game.to_string(),
            rules: rules.0,
            ini: ini.to_string(),
            root: root.to_string(),
            depth,
            at,
            units,
        })
    }
}

/// A units file's header, read and checked.
struct Header<G> {
    split: SplitId,
    root: G,
    ini: String,
    depth: u32,
    at: u32,
    units: u64,
}

impl<G: Game> Header<G> {
    /// The header `raw`, its root read by `parse`, which must be of the
    /// header's game.
    fn read(
        raw: RawHeader,
        parse: impl Fn(&str) -> Result<G, String>,
    ) -> Result<Header<G>, LineFault> {
        let root = parse(&raw.root).map_err(|error| LineFault::Fen {
            field: "root",
            error,
        })?;
        let (game, rules) = (root.game_name(), root.rules_digest());
        if (raw.game.as_str(), raw.rules) != (game, rules) {
            return Err(LineFault::OtherGame {
                found: raw.game,
                found_rules: Hex16(raw.rules),
                expected: game.to_string(),
                expected_rules: Hex16(rules),
            });
        }
        let expected = SplitId::of(game, rules, &root.to_string(), raw.depth, raw.at);
        if raw.split != expected {
            return Err(LineFault::SplitOfOther {
                found: raw.split,
                expected,
                game: game.to_string(),
            });
        }
        Ok(Header {
            split: raw.split,
            root,
            ini: raw.ini,
            depth: raw.depth,
            at: raw.at,
            units: raw.units,
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
    use crate::SplitError;

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
        // header names another game.
        let other = Split::from_units_file_of(&text, reader(&GOTHIC)).unwrap_err();
        assert!(
            matches!(
                &other,
                UnitsFileError::Line {
                    line: 1,
                    fault: LineFault::OtherGame { found, expected, .. }
                } if found == "capablanca" && expected == "gothic"
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

    /// The header `line` with its fields changed by `edit` and its check
    /// made anew: a header edited by someone who recomputes the check.
    fn rechecked_header(
        line: &str,
        edit: impl FnOnce(&mut serde_json::Map<String, Value>),
    ) -> String {
        let Ok(Value::Object(mut fields)) = serde_json::from_str(line) else {
            panic!("{line}")
        };
        edit(&mut fields);
        let text = |name: &str| fields[name].as_str().unwrap().to_string();
        let number = |name: &str| fields[name].as_u64().unwrap();
        let check = Digest::of_fields(&[
            &"header",
            &text("split"),
            &text("game"),
            &text("rules"),
            &text("ini"),
            &text("root"),
            &number("depth"),
            &number("at"),
            &number("units"),
        ]);
        fields.insert("check".to_string(), Value::String(format!("{check:016x}")));
        Value::Object(fields).to_string()
    }

    /// `text` with its first line replaced by `header`.
    fn with_header(text: &str, header: &str) -> String {
        let units = text.split_once('\n').unwrap().1;
        format!("{header}\n{units}")
    }

    #[test]
    fn the_header_records_the_game() {
        let text = split().units_file();
        let game = UnitsGame::of_units_file(&text).unwrap();
        assert_eq!(
            (game.name(), game.rules(), game.ini()),
            ("chess", a1h8::variant::CHESS.rules_digest(), "")
        );
        assert_eq!(game.variant(), Ok(None));
        assert_eq!(
            game.to_string(),
            format!("chess (rules {:016x})", game.rules())
        );
        let header = text.lines().next().unwrap();
        assert!(
            header.starts_with(&format!(
                "{{\"split\":\"{}\",\"game\":\"chess\",\"rules\":\"{:016x}\",\"ini\":\"\",\"root\":",
                split().id(),
                game.rules()
            )),
            "{header}"
        );
    }

    #[test]
    fn a_header_of_the_older_format_is_named() {
        let old = "{\"split\":\"17cb4716eb69ae25\",\"root\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/\
                   RNBQKBNR w KQkq - 0 1\",\"depth\":3,\"at\":1,\"units\":20,\"check\":\
                   \"eb8c163e5e2d2d88\"}\n";
        let fault = LineFault::OldFormat;
        let error = UnitsFileError::Line { line: 1, fault };
        assert_eq!(Split::from_units_file(old).unwrap_err(), error);
        assert_eq!(UnitsGame::of_units_file(old).unwrap_err(), error);
        assert!(error.to_string().contains("older a1h8"), "{error}");
    }

    #[test]
    fn a_header_whose_rules_were_edited_is_refused() {
        let text = split().units_file();
        let header = rechecked_header(text.lines().next().unwrap(), |fields| {
            fields.insert("rules".into(), Value::String("0123456789abcdef".into()));
        });
        let edited = with_header(&text, &header);
        let game = UnitsGame::of_units_file(&edited).unwrap();
        let error = game.variant().unwrap_err();
        assert!(
            matches!(
                &error,
                UnitsFileError::Line {
                    line: 1,
                    fault: LineFault::Game(GameFault::OtherRules { built_in: true, .. })
                }
            ),
            "{error}"
        );
        assert_eq!(
            error.to_string(),
            format!(
                "line 1: the header's game chess has rules 0123456789abcdef, and a1h8's \
                 built-in chess has rules {}: the header was edited, or the units are of \
                 another a1h8's chess",
                Hex16(a1h8::variant::CHESS.rules_digest())
            )
        );
        // Read as chess all the same, the header is of other rules.
        let read = Split::from_units_file(&edited).unwrap_err();
        assert!(
            matches!(
                read,
                UnitsFileError::Line {
                    line: 1,
                    fault: LineFault::OtherGame { .. }
                }
            ),
            "{read}"
        );
    }

    const GRANDISH: &str = "# Grand chess's board, without its special rules.\n\
                            [grandish:capablanca]\nmaxRank = 10\ncastling = false\n\
                            startFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/\
                            1NBQKCABN1/R8R w - - 0 1\n";

    #[test]
    fn a_game_of_a_variants_ini_is_rebuilt_from_its_header() {
        use a1h8::variant::{Variant, VariantPosition, ini_definition};
        let variant = Variant::from_ini(GRANDISH, "grandish").unwrap();
        let start = VariantPosition::start(&variant).unwrap();
        let definition = ini_definition(GRANDISH, "grandish").unwrap().to_string();
        let split = Split::new(&start, 3, 2)
            .unwrap()
            .with_ini(definition.clone())
            .unwrap();
        let text = split.units_file();
        let game = UnitsGame::of_units_file(&text).unwrap();
        assert_eq!(game.ini(), definition);
        let rebuilt = game.variant().unwrap().unwrap();
        assert_eq!(rebuilt, variant);
        let back = Split::from_units_file_of(&text, |fen| {
            VariantPosition::from_fen(&rebuilt, fen).map_err(|e| e.to_string())
        })
        .unwrap();
        assert_eq!(back.units(), split.units());
        assert_eq!((back.id(), back.ini()), (split.id(), split.ini()));
        assert_eq!(back.units_file(), text);

        // Its definition edited to other rules (the check made anew).
        let header = text.lines().next().unwrap();
        let other_rules = rechecked_header(header, |fields| {
            let ini = definition.replace("castling = false", "castling = true");
            fields.insert("ini".into(), Value::String(ini));
        });
        let fault = UnitsGame::of_units_file(&with_header(&text, &other_rules))
            .unwrap()
            .variant()
            .unwrap_err();
        assert!(
            matches!(
                fault,
                UnitsFileError::Line {
                    fault: LineFault::Game(GameFault::OtherRules {
                        built_in: false,
                        ..
                    }),
                    ..
                }
            ),
            "{fault}"
        );
        // Without it, the name is no game of a1h8's.
        let no_ini = rechecked_header(header, |fields| {
            fields.insert("ini".into(), Value::String(String::new()));
        });
        let unknown = UnitsGame::of_units_file(&with_header(&text, &no_ini))
            .unwrap()
            .variant()
            .unwrap_err();
        assert_eq!(
            unknown.to_string(),
            "line 1: game \"grandish\" is not built into a1h8, and the header has no \
             variants.ini definition of it (\"ini\" is empty)"
        );
        // A definition that does not read.
        let broken = rechecked_header(header, |fields| {
            fields.insert("ini".into(), Value::String("[grandish:nothing]\n".into()));
        });
        let broken = UnitsGame::of_units_file(&with_header(&text, &broken))
            .unwrap()
            .variant()
            .unwrap_err();
        assert!(
            broken.to_string().starts_with(
                "line 1: the header's \"ini\" does not define the game \"grandish\": "
            ),
            "{broken}"
        );
        // A split refuses a definition of other rules before it writes one.
        let wrong = Split::new(&start, 1, 0)
            .unwrap()
            .with_ini(definition.replace("castling = false", "castling = true"))
            .unwrap_err();
        assert!(
            matches!(wrong, SplitError::Game(GameFault::OtherRules { .. })),
            "{wrong}"
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
            (1, "\"game\":\"chess\"", "\"game\":\"chest\""),
            (1, "\"ini\":\"\"", "\"ini\":\" \""),
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
