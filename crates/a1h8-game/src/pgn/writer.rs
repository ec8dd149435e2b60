//! PGN written as python-chess's exporter writes it (80 columns).

use std::fmt;

use a1h8::{AnyGame, Color, Game};

use super::{GameResult, PgnGame};

/// The width movetext lines are wrapped to: as python-chess, a line is
/// broken before a token that would make it this long or longer.
const COLUMNS: usize = 80;

/// The Seven Tag Roster, in order, with the value each has by default.
const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The fullmove number of a position.
fn fullmove_number(game: &AnyGame<'_>) -> u32 {
    match game {
        AnyGame::Chess(position) => position.fullmove_number(),
        AnyGame::Variant(position) => position.fullmove_number(),
    }
}

/// Writes tokens separated by one space, a line broken before a token
/// that would pass [`COLUMNS`].
struct Wrapper<'a, 'f> {
    f: &'a mut fmt::Formatter<'f>,
    line: usize,
}

impl Wrapper<'_, '_> {
    fn token(&mut self, token: &str) -> fmt::Result {
        let width = token.chars().count();
        if self.line > 0 && self.line + 1 + width >= COLUMNS {
            self.f.write_str("\n")?;
            self.line = 0;
        }
        if self.line > 0 {
            self.f.write_str(" ")?;
            self.line += 1;
        }
        self.f.write_str(token)?;
        self.line += width;
        Ok(())
    }

    /// A comment as one token, `{ text }` (a `}` in it dropped).
    fn comment(&mut self, text: &str) -> fmt::Result {
        self.token(&format!("{{ {} }}", text.replace('}', "").trim()))
    }

    /// A variation's text as its tokens: words, and `{ ... }` comments
    /// whole.
    fn variation(&mut self, text: &str) -> fmt::Result {
        self.token("(")?;
        let mut rest = text.trim_start();
        while !rest.is_empty() {
            let end = if rest.starts_with('{') {
                rest.find('}').map_or(rest.len(), |end| end + 1)
            } else {
                rest.find(' ').unwrap_or(rest.len())
            };
            self.token(&rest[..end])?;
            rest = rest[end..].trim_start();
        }
        self.token(")")
    }
}

/// A tag's value with `\` and `"` escaped.
fn escaped(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

impl PgnGame<'_> {
    /// The tags as written: the Seven Tag Roster first, in its order (a
    /// missing one with its default value, `Result` the movetext's result
    /// when the tag is missing), then the others in their order, each name
    /// once with its last value; `[FEN]` and `[SetUp "1"]` added, after
    /// them, for a start that is not the rules' own when there is no
    /// `[FEN]` tag (as python-chess, a `[FEN]` read without `[SetUp]` is
    /// written without it), `[Variant]` for Chess960 and the variants when
    /// there is none.
    pub fn tags_written(&self) -> Vec<(String, String)> {
        let mut tags: Vec<(String, String)> = SEVEN_TAG_ROSTER
            .iter()
            .map(|&(name, default)| {
                let value = match (self.tag(name), name) {
                    (Some(value), _) => value.to_string(),
                    (None, "Result") => self.result.unwrap_or(GameResult::Unknown).to_string(),
                    (None, _) => default.to_string(),
                };
                (name.to_string(), value)
            })
            .collect();
        for tag in &self.tags {
            if tags.iter().any(|(name, _)| *name == tag.name) {
                continue;
            }
            let value = self.tag(&tag.name).unwrap_or_default();
            tags.push((tag.name.clone(), value.to_string()));
        }
        let rules = self.rules();
        let own_start = rules.start().is_ok_and(|start| start == self.start);
        let mut add = |name: &str, value: String| {
            if !tags.iter().any(|(n, _)| n == name) {
                tags.push((name.to_string(), value));
            }
        };
        let has_fen = self.tag("FEN").is_some();
        if (!own_start || rules == a1h8::Rules::Chess960) && !has_fen {
            add("FEN", self.start.to_string());
            add("SetUp", "1".to_string());
        }
        match rules {
            a1h8::Rules::Chess => {}
            a1h8::Rules::Chess960 => add("Variant", "Chess960".to_string()),
            a1h8::Rules::Variant(variant) => add("Variant", variant.name().to_string()),
        }
        tags
    }
}

/// The game in PGN, as python-chess's `StringExporter` (80 columns)
/// writes it: the tags ([`PgnGame::tags_written`]), a blank line, and the
/// movetext, wrapped at 80 columns (lines of at most 79 characters but a
/// longer comment alone on its line): the comments before the first move,
/// then each move (its number before a white move, and before a black one
/// that starts the movetext or follows a comment or variation, as
/// `12...`), its NAGs as `$n`, its comments as `{ text }` and its
/// variations as `( text )`; the result at the end (the `[Result]` tag's,
/// else the movetext's, else `*`). No newline at the end: a file is the
/// games each followed by a blank line.
///
/// Tag values are written with `\` and `"` escaped (python-chess writes
/// them as they are).
impl fmt::Display for PgnGame<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in self.tags_written() {
            writeln!(f, "[{name} \"{}\"]", escaped(&value))?;
        }
        f.write_str("\n")?;
        let mut out = Wrapper { f, line: 0 };
        for comment in &self.comments {
            out.comment(comment)?;
        }
        let mut position = self.start;
        let mut force_number = true;
        for played in &self.moves {
            let number = fullmove_number(&position);
            if position.turn() == Color::White {
                out.token(&format!("{number}."))?;
            } else if force_number {
                out.token(&format!("{number}..."))?;
            }
            out.token(played.san.as_str())?;
            for nag in &played.nags {
                out.token(&nag.to_string())?;
            }
            for comment in &played.comments {
                out.comment(comment)?;
            }
            for variation in &played.variations {
                out.variation(variation)?;
            }
            force_number = !played.comments.is_empty() || !played.variations.is_empty();
            position = position.play_unchecked(played.mv);
        }
        let result = self
            .result_tag()
            .or(self.result)
            .unwrap_or(GameResult::Unknown);
        out.token(result.as_str())
    }
}
