//! PGN, the Portable Game Notation: games read one at a time from any
//! byte stream ([`PgnReader`]), and written as python-chess exports them
//! ([`PgnGame`]'s `Display`).
//!
//! A game read gives its tags in order, its start position (from the
//! `[FEN]` and `[Variant]` tags: chess, Chess960 — `Chess960`,
//! `Chess 960`, `Fischerandom`, `Fischer Random` — or any built-in
//! variant of [`Rules::named`]), the main line's moves (each with its SAN
//! as written and as a1h8 writes it, its NAGs, the comments after it and
//! the variations that stand for it, kept as text), the final position,
//! the movetext's result, and the first error met, with its line and
//! column. After an error the reader skips the rest of the game and goes
//! on with the next one; the moves before the fault are kept.
//!
//! # Compared with python-chess
//!
//! The tests read 1,000 random games and hand-typed ones with both
//! readers (`tests/pgn.rs`, data by `scripts/pgn_games.py`): the same
//! moves and final positions, and the writer's text equal to
//! python-chess's `StringExporter` byte for byte (the 1,000 random games,
//! and the hand-typed ones but for what follows). The differences, on
//! purpose:
//!
//! - a token that is no move (`Xx3`), a tag pair that cannot be read, an
//!   unterminated comment and a `[Variant]` a1h8 does not play are errors
//!   here; python-chess skips them silently (and plays its own variants);
//! - null moves (`--`, `Z0`) are errors: a1h8's positions have none;
//! - as in python-chess, check and mate marks are not checked, and `Pe4`
//!   and `e2-e4` are read;
//! - the writer escapes `\` and `"` in tag values (python-chess writes
//!   them as they are); a FEN it adds is a1h8's, whose Chess960 castling
//!   rights name the rook's file (`HAha`) where python-chess writes
//!   `KQkq` for the outermost rooks (a `[FEN]` tag read is kept as
//!   written);
//! - variations are kept as text on the move they stand for, not as a
//!   tree, and written back as written (python-chess writes a variation
//!   nested in a variation's first move as its sibling); each comment
//!   after a move is kept and written on its own (python-chess joins
//!   them), a `;` comment before the first move too (python-chess drops
//!   it); NAGs before the first move are dropped.
//!
//! ```
//! use a1h8::Game;
//! use a1h8_game::pgn::{GameResult, PgnReader};
//!
//! let pgn = r#"[Event "Casual"]
//! [White "A"]
//! [Black "B"]
//!
//! 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? { a blunder } (3... g6) 4. Qxf7# 1-0
//!
//! 1. d4 d5 2. Kd3 *
//! "#;
//! let mut games = PgnReader::new(pgn.as_bytes());
//! let game = games.next().unwrap()?;
//! assert_eq!(game.tag("White"), Some("A"));
//! assert_eq!(game.moves.len(), 7);
//! assert_eq!(game.moves[5].comments, ["a blunder"]);
//! assert_eq!(game.moves[5].variations, ["3... g6"]);
//! assert_eq!(game.result, Some(GameResult::WhiteWins));
//! assert!(game.end.is_checkmate());
//! assert_eq!(game.uci(), ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
//! let broken = games.next().unwrap()?;
//! assert_eq!(broken.moves.len(), 2);
//! assert_eq!(broken.error.unwrap().location.column, 13);
//! assert!(games.next().is_none());
//! # Ok::<(), std::io::Error>(())
//! ```

mod error;
mod reader;
mod tokens;
mod writer;

use std::fmt;

use a1h8::{AnyGame, AnyMove, Game, IllegalMoveError, Rules, San};

pub use error::{AnySanError, Location, PgnError, PgnErrorKind};
pub use reader::PgnReader;

/// The SAN of `mv` in `position`, by the held position's own writer
/// (quicker than [`Game::san`] through [`AnyGame`], which lists the legal
/// moves as [`AnyMove`]s).
pub(crate) fn san_of(position: &AnyGame<'_>, mv: AnyMove) -> San {
    match (position, mv) {
        (AnyGame::Chess(chess), AnyMove::Chess(mv)) => chess.san(mv),
        (AnyGame::Variant(variant), AnyMove::Variant(mv)) => variant.san(mv),
        _ => position.san(mv),
    }
}

/// A numeric annotation glyph: `$1`, or the suffix it stands for (`!` is
/// 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nag(pub u8);

impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

/// A game's result, as PGN writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown, or the game goes on.
    Unknown,
}

impl GameResult {
    /// The result's PGN token.
    pub fn as_str(&self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// The result a PGN token stands for, if any.
    ///
    /// ```
    /// use a1h8_game::pgn::GameResult;
    ///
    /// assert_eq!(GameResult::from_token("1/2-1/2"), Some(GameResult::Draw));
    /// assert_eq!(GameResult::from_token("1-1"), None);
    /// ```
    pub fn from_token(token: &str) -> Option<GameResult> {
        match token {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A tag pair: `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tag {
    /// The tag's name, `White`.
    pub name: String,
    /// Its value, escapes resolved.
    pub value: String,
}

/// What the reader holds at most, so that no input makes it hold more
/// than one game, however large: a longer token or comment, or more moves
/// or tags, is an error of the game ([`PgnErrorKind::TooLong`],
/// [`PgnErrorKind::TooMany`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The longest symbol (a move, a result) or tag name, in bytes.
    pub token_bytes: usize,
    /// The longest comment or tag value, in bytes.
    pub text_bytes: usize,
    /// The longest variation's text (nested ones included), in bytes.
    pub variation_bytes: usize,
    /// The most moves of a main line.
    pub moves: usize,
    /// The most tag pairs of a game.
    pub tags: usize,
}

impl Default for Limits {
    /// Tokens of 255 bytes, comments and tag values of 1 MiB, variations
    /// of 4 MiB, 65,536 moves (chess's longest game has under 18,000) and
    /// 1,024 tags.
    fn default() -> Limits {
        Limits {
            token_bytes: 255,
            text_bytes: 1 << 20,
            variation_bytes: 4 << 20,
            moves: 1 << 16,
            tags: 1024,
        }
    }
}

/// A move of a game's main line, with what PGN says around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move.
    pub mv: AnyMove,
    /// Its SAN as written in the file (`Ng1f3+`); as a1h8 writes it for a
    /// move pushed by [`PgnGame::push`].
    pub written: String,
    /// Its SAN as a1h8 writes it (`Nf3`), with the check mark it earns.
    pub san: San,
    /// Its annotations, in order (`!` as `$1`).
    pub nags: Vec<Nag>,
    /// The comments after it, each trimmed.
    pub comments: Vec<String>,
    /// The variations that stand for it, each the text between its
    /// parentheses, tokens separated by one space (`3... g6 4. d3`), nested
    /// variations and comments included (`{ ... }`).
    pub variations: Vec<String>,
}

/// A game: its tags, start position, main line, final position, result,
/// and the first error met while reading it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame<'v> {
    /// The tag pairs, in the order written.
    pub tags: Vec<Tag>,
    /// The start position.
    pub start: AnyGame<'v>,
    /// The comments before the first move.
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// The position after the main line (after its last legal move, when
    /// the game has an error).
    pub end: AnyGame<'v>,
    /// The result that ends the movetext, if one does.
    pub result: Option<GameResult>,
    /// The first error met, if any: the moves are those read before it.
    pub error: Option<PgnError>,
}

impl<'v> PgnGame<'v> {
    /// A game without tags or moves, from `start`.
    pub fn new(start: AnyGame<'v>) -> PgnGame<'v> {
        PgnGame {
            tags: Vec::new(),
            start,
            comments: Vec::new(),
            moves: Vec::new(),
            end: start,
            result: None,
            error: None,
        }
    }

    /// Plays `mv` at the end of the main line.
    ///
    /// ```
    /// use a1h8::{Game, Rules};
    /// use a1h8_game::pgn::PgnGame;
    ///
    /// let mut game = PgnGame::new(Rules::Chess.start()?);
    /// let e4 = game.end.move_from_uci("e2e4").unwrap();
    /// game.push(e4)?;
    /// assert_eq!(game.moves[0].san, "e4");
    /// assert_eq!(game.to_string().lines().last(), Some("1. e4 *"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A move that is not legal in the last position.
    pub fn push(&mut self, mv: AnyMove) -> Result<&mut PgnMove, IllegalMoveError> {
        let next = self.end.play(mv)?;
        let san = san_of(&self.end, mv);
        self.end = next;
        self.moves.push(PgnMove {
            mv,
            written: san.to_string(),
            san,
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        });
        let last = self.moves.len() - 1;
        Ok(&mut self.moves[last])
    }

    /// The value of the last tag named `name` (exactly), if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .rev()
            .find(|tag| tag.name == name)
            .map(|tag| tag.value.as_str())
    }

    /// Sets the tag `name` to `value`: the last such tag's value, or a new
    /// tag at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().rev().find(|tag| tag.name == name) {
            Some(tag) => tag.value = value.to_string(),
            None => self.tags.push(Tag {
                name: name.to_string(),
                value: value.to_string(),
            }),
        }
    }

    /// The `[Result]` tag's result, if it has one.
    pub fn result_tag(&self) -> Option<GameResult> {
        self.tag("Result").and_then(GameResult::from_token)
    }

    /// The rules the game is played by, as its start position says.
    pub fn rules(&self) -> Rules<'v> {
        match &self.start {
            AnyGame::Chess(position) if position.is_chess960() => Rules::Chess960,
            AnyGame::Chess(_) => Rules::Chess,
            AnyGame::Variant(position) => Rules::Variant(position.variant()),
        }
    }

    /// The main line's moves in UCI, from the start.
    pub fn uci(&self) -> Vec<String> {
        let mut position = self.start;
        self.moves
            .iter()
            .map(|played| {
                let uci = position.uci(played.mv).to_string();
                position = position.play_unchecked(played.mv);
                uci
            })
            .collect()
    }
}
