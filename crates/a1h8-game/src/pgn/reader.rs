//! The streaming reader: games one at a time from a byte stream.

use std::io::{self, BufRead};

use a1h8::variant::VariantMove;
use a1h8::{AnyGame, AnyMove, Game, Move, Rules};

use super::error::{AnySanError, Location, PgnError, PgnErrorKind};
use super::tokens::{Fault, Lexer, Located, Token};
use super::{GameResult, Limits, PgnGame, PgnMove, Tag, san_of};

/// Reads PGN games one at a time from `input`, holding one game at a time
/// (within [`Limits`]): an iterator of games.
///
/// Each item is a game, whole or up to its first error
/// ([`PgnGame::error`]), or the error that reading `input` itself met,
/// which ends the iteration. Comments before a game's first tag belong to
/// no game (python-chess drops those after a result too), but those
/// before the first move of a game without tags are its
/// [`comments`](PgnGame::comments); a game with a fault is skipped to its result token (outside
/// variations), or to the next tag pair after movetext, or to the end.
///
/// ```
/// use a1h8_game::pgn::PgnReader;
///
/// let pgn = "[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. f4 e5 2. c4 Nc6 3. a4 f5 4. Rf2 b5 5. O-O *\n";
/// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
/// assert_eq!(game.rules().name(), "chess960");
/// assert_eq!(game.error, None);
/// assert_eq!(game.uci().last().unwrap(), "g1h1"); // the king takes its rook
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct PgnReader<R> {
    lexer: Lexer<R>,
    pending: Option<Result<Located<Token>, Fault>>,
    limits: Limits,
    done: bool,
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of `input` with the default [`Limits`].
    pub fn new(input: R) -> PgnReader<R> {
        PgnReader::with_limits(input, Limits::default())
    }

    /// A reader of `input` holding at most what `limits` allow.
    pub fn with_limits(input: R, limits: Limits) -> PgnReader<R> {
        PgnReader {
            lexer: Lexer::new(input, limits),
            pending: None,
            limits,
            done: false,
        }
    }

    /// The next game, `None` at the end of the input.
    ///
    /// # Errors
    ///
    /// What reading `input` met.
    pub fn read_game(&mut self) -> io::Result<Option<PgnGame<'static>>> {
        let mut builder = Builder::new(self.limits);
        loop {
            let item = match self.pending.take() {
                Some(item) => item,
                None => match self.lexer.next_token()? {
                    Some(item) => item,
                    None => break,
                },
            };
            match builder.feed(item) {
                Feed::More => {}
                Feed::Done => break,
                Feed::Next(item) => {
                    self.pending = Some(item);
                    break;
                }
            }
        }
        Ok(builder.finish())
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = io::Result<PgnGame<'static>>;

    fn next(&mut self) -> Option<io::Result<PgnGame<'static>>> {
        if self.done {
            return None;
        }
        let read = self.read_game();
        if !matches!(read, Ok(Some(_))) {
            self.done = true;
        }
        read.transpose()
    }
}

/// The most comments kept before a game's first tag or move (those past
/// it are dropped): a file of comments alone holds no more.
const LOOSE_COMMENTS: usize = 64;

/// What the builder wants after a token.
enum Feed {
    /// The next token.
    More,
    /// Nothing more: the game is over.
    Done,
    /// The game is over; this token starts the next one.
    Next(Result<Located<Token>, Fault>),
}

/// A game being read.
struct Builder {
    limits: Limits,
    /// Any token seen.
    started: bool,
    tags: Vec<Tag>,
    /// Where each tag starts.
    tag_locations: Vec<Location>,
    /// The game, once the movetext begins.
    game: Option<PgnGame<'static>>,
    /// Any movetext token seen.
    movetext: bool,
    /// The variations' depth.
    depth: usize,
    /// The text of the variation read, and where it starts.
    variation: String,
    variation_at: Location,
    /// After an error: the rest of the game is skipped.
    skipping: bool,
    error: Option<PgnError>,
    result: Option<GameResult>,
    /// Comments before any tag or move: the next move's game's, or no
    /// game's if a tag comes first.
    loose_comments: Vec<String>,
}

impl Builder {
    fn new(limits: Limits) -> Builder {
        Builder {
            limits,
            started: false,
            tags: Vec::new(),
            tag_locations: Vec::new(),
            game: None,
            movetext: false,
            depth: 0,
            variation: String::new(),
            variation_at: Location::START,
            skipping: false,
            error: None,
            result: None,
            loose_comments: Vec::new(),
        }
    }

    /// Records the game's first error; the rest of it is skipped.
    fn fail(&mut self, location: Location, kind: PgnErrorKind) {
        if self.error.is_none() {
            self.error = Some(PgnError { location, kind });
        }
        self.skipping = true;
    }

    /// The game's rules and start position, from its tags.
    fn start(&mut self) -> PgnGame<'static> {
        let tag = |name: &str| {
            self.tags
                .iter()
                .zip(&self.tag_locations)
                .rev()
                .find(|(tag, _)| tag.name == name)
                .map(|(tag, &at)| (tag.value.clone(), at))
        };
        let variant = tag("Variant");
        let fen = tag("FEN");
        let mut fault = None;
        let rules = match &variant {
            None => Rules::Chess,
            Some((name, at)) => rules_named(name).unwrap_or_else(|| {
                fault = Some((*at, PgnErrorKind::UnknownVariant { name: name.clone() }));
                Rules::Chess
            }),
        };
        let start = match (&fault, &fen) {
            (None, Some((fen, at))) => rules.from_fen(fen.trim()).map_err(|error| {
                (
                    *at,
                    PgnErrorKind::BadFen {
                        fen: fen.clone(),
                        error,
                    },
                )
            }),
            _ => rules.start().map_err(|error| {
                (
                    Location::START,
                    PgnErrorKind::BadFen {
                        fen: String::new(),
                        error,
                    },
                )
            }),
        };
        let start = start.unwrap_or_else(|error| {
            fault.get_or_insert(error);
            AnyGame::Chess(a1h8::Position::starting())
        });
        if let Some((at, kind)) = fault {
            self.fail(at, kind);
        }
        let mut game = PgnGame::new(start);
        game.tags = std::mem::take(&mut self.tags);
        game
    }

    fn feed(&mut self, item: Result<Located<Token>, Fault>) -> Feed {
        let (at, token) = match item {
            Ok(token) => token,
            Err((at, kind)) => {
                let in_headers = !self.movetext;
                if !self.skipping || in_headers {
                    self.started = true;
                    self.fail(at, kind);
                }
                return Feed::More;
            }
        };
        if let Token::Tag { name, value } = token {
            if self.movetext {
                return Feed::Next(Ok((at, Token::Tag { name, value })));
            }
            self.started = true;
            self.loose_comments.clear();
            if self.tags.len() >= self.limits.tags {
                self.fail(
                    at,
                    PgnErrorKind::TooMany {
                        what: "tags",
                        limit: self.limits.tags,
                    },
                );
            } else {
                self.tags.push(Tag { name, value });
                self.tag_locations.push(at);
            }
            return Feed::More;
        }
        if !self.started
            && let Token::Comment(text) = &token
        {
            if self.loose_comments.len() < LOOSE_COMMENTS {
                self.loose_comments.push(text.trim().to_string());
            }
            return Feed::More;
        }
        self.started = true;
        if !self.movetext {
            self.movetext = true;
            let mut game = self.start();
            game.comments = std::mem::take(&mut self.loose_comments);
            self.game = Some(game);
        }
        let result = match &token {
            Token::Star => Some(GameResult::Unknown),
            Token::Symbol(symbol) => GameResult::from_token(symbol),
            _ => None,
        };
        if self.skipping {
            match token {
                Token::Open => self.depth += 1,
                Token::Close => self.depth = self.depth.saturating_sub(1),
                _ if result.is_some() && self.depth == 0 => {
                    self.result = result;
                    return Feed::Done;
                }
                _ => {}
            }
            return Feed::More;
        }
        if self.depth > 0 {
            if result.is_some() {
                self.fail(self.variation_at, PgnErrorKind::UnterminatedVariation);
                self.result = result;
                return Feed::Done;
            }
            self.in_variation(token);
            return Feed::More;
        }
        if let Some(result) = result {
            self.result = Some(result);
            return Feed::Done;
        }
        let Some(game) = self.game.as_mut() else {
            return Feed::More;
        };
        match token {
            Token::Open => {
                if game.moves.is_empty() {
                    self.fail(at, PgnErrorKind::VariationBeforeFirstMove);
                }
                self.depth = 1;
                self.variation.clear();
                self.variation_at = at;
            }
            Token::Close => self.fail(at, PgnErrorKind::UnmatchedParenthesis),
            Token::Comment(text) => {
                let text = text.trim().to_string();
                match game.moves.last_mut() {
                    Some(last) => last.comments.push(text),
                    None => game.comments.push(text),
                }
            }
            Token::Nag(nag) => {
                if let Some(last) = game.moves.last_mut() {
                    last.nags.push(nag);
                }
            }
            Token::Symbol(symbol) => {
                if let Some((at, kind)) = self.play(at, &symbol) {
                    self.fail(at, kind);
                }
            }
            Token::Tag { .. } | Token::Star => {}
        }
        Feed::More
    }

    /// A token inside a variation, added to its text.
    fn in_variation(&mut self, token: Token) {
        let text = match token {
            Token::Open => {
                self.depth += 1;
                "(".to_string()
            }
            Token::Close => {
                self.depth -= 1;
                if self.depth == 0 {
                    let text = std::mem::take(&mut self.variation);
                    if let Some(last) = self.game.as_mut().and_then(|game| game.moves.last_mut()) {
                        last.variations.push(text);
                    }
                    return;
                }
                ")".to_string()
            }
            Token::Comment(text) => format!("{{ {} }}", text.trim()),
            Token::Nag(nag) => nag.to_string(),
            Token::Symbol(symbol) => symbol,
            Token::Star | Token::Tag { .. } => return,
        };
        if self.variation.len() + text.len() + 1 > self.limits.variation_bytes {
            self.fail(
                self.variation_at,
                PgnErrorKind::TooLong {
                    what: "variation",
                    limit: self.limits.variation_bytes,
                },
            );
            return;
        }
        if !self.variation.is_empty() {
            self.variation.push(' ');
        }
        self.variation.push_str(&text);
    }

    /// A symbol of the main line: a move number, or a move played; the
    /// fault, if it is neither.
    fn play(&mut self, at: Location, symbol: &str) -> Option<(Location, PgnErrorKind)> {
        let game = self.game.as_mut()?;
        let (skipped, san) = without_move_number(symbol);
        if san.is_empty() {
            return None;
        }
        let at = Location {
            line: at.line,
            column: at.column + skipped as u64,
        };
        if san == "--" || san == "Z0" {
            return Some((
                at,
                PgnErrorKind::NullMove {
                    token: san.to_string(),
                },
            ));
        }
        if game.moves.len() >= self.limits.moves {
            return Some((
                at,
                PgnErrorKind::TooMany {
                    what: "moves",
                    limit: self.limits.moves,
                },
            ));
        }
        let position = game.end;
        let mv = match move_from_san(&position, san) {
            Ok(mv) => mv,
            Err(error) => {
                let token = san.to_string();
                let kind = if error.is_syntax() {
                    PgnErrorKind::NotAMove { token, error }
                } else {
                    PgnErrorKind::IllegalMove {
                        token,
                        error,
                        fen: position.to_string(),
                    }
                };
                return Some((at, kind));
            }
        };
        game.end = position.play_unchecked(mv);
        game.moves.push(PgnMove {
            mv,
            written: san.to_string(),
            san: san_of(&position, mv),
            nags: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        });
        None
    }

    /// The game read, if any token was.
    fn finish(mut self) -> Option<PgnGame<'static>> {
        if !self.started {
            return None;
        }
        if self.game.is_none() {
            let game = self.start();
            self.game = Some(game);
        }
        if self.depth > 0 && !self.skipping {
            self.fail(self.variation_at, PgnErrorKind::UnterminatedVariation);
        }
        let mut game = self.game?;
        game.result = self.result;
        game.error = self.error;
        Some(game)
    }
}

/// The rules a `[Variant]` tag names: chess (`Standard`, `Chess`,
/// `Normal`, `From Position`), Chess960 (`Chess960`, `Chess 960`,
/// `Fischerandom`, `Fischer Random`, `FischerRandom`, `960`), or a
/// built-in variant of a1h8 ([`Rules::named`]).
fn rules_named(name: &str) -> Option<Rules<'static>> {
    let lower = name.trim().to_ascii_lowercase();
    match lower.as_str() {
        "" | "standard" | "chess" | "normal" | "from position" => Some(Rules::Chess),
        "chess960" | "chess 960" | "fischerandom" | "fischerrandom" | "fischer random" | "960" => {
            Some(Rules::Chess960)
        }
        _ => Rules::named(&lower),
    }
}

/// A symbol without the move number before it (`12.`, `12...`, `12`):
/// how many characters were dropped, and the rest.
fn without_move_number(symbol: &str) -> (usize, &str) {
    let rest = symbol.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() == symbol.len() {
        // Dots alone (`...`) are no move either.
        let after = symbol.trim_start_matches('.');
        return (symbol.len() - after.len(), after);
    }
    let after = rest.trim_start_matches('.');
    if after.len() == rest.len() && !rest.is_empty() {
        // Digits not followed by dots: castling written `0-0`, or junk.
        return (0, symbol);
    }
    (symbol.len() - after.len(), after)
}

/// The legal move `san` names in `position`, read leniently as
/// python-chess reads it: the check and mate marks are not checked, a
/// pawn may be written `P` (`Pe4`), and a move `e2-e4`.
fn move_from_san(position: &AnyGame<'_>, san: &str) -> Result<AnyMove, AnySanError> {
    let mut text = san.trim_end_matches(['+', '#']);
    if let Some(rest) = text.strip_prefix('P')
        && rest.starts_with(|c: char| c.is_ascii_lowercase())
    {
        text = rest;
    }
    let joined;
    if text.contains('-') && !text.starts_with(['O', '0']) {
        joined = text.replace('-', "");
        text = &joined;
    }
    match position {
        AnyGame::Chess(chess) => Move::from_san(chess, text)
            .map(AnyMove::Chess)
            .map_err(AnySanError::Chess),
        AnyGame::Variant(variant) => VariantMove::from_san(variant, text)
            .map(AnyMove::Variant)
            .map_err(AnySanError::Variant),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_are_dropped() {
        assert_eq!(without_move_number("12."), (3, ""));
        assert_eq!(without_move_number("12...Nf3"), (5, "Nf3"));
        assert_eq!(without_move_number("..."), (3, ""));
        assert_eq!(without_move_number("0-0"), (0, "0-0"));
        assert_eq!(without_move_number("e4"), (0, "e4"));
        assert_eq!(without_move_number("7"), (1, ""));
    }
}
