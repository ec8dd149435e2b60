//! The tokens of PGN, read one at a time from a byte stream, each with
//! where it starts: tag pairs, comments, annotations (NAGs),
//! parentheses, the result `*`, and symbols (moves, move numbers, the
//! other results), with `%` escape lines skipped.

use std::io::{self, BufRead};

use super::error::{Location, PgnErrorKind};
use super::{Limits, Nag};

/// A token of PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[Name "value"]`, the value's escapes (`\"`, `\\`) resolved.
    Tag { name: String, value: String },
    /// `{...}` or `;...` to the end of the line: the text inside.
    Comment(String),
    /// `$n`, or `!`, `?`, `!!`, `??`, `!?`, `?!` as their numbers.
    Nag(Nag),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `*`.
    Star,
    /// Any other run of characters up to a space or a delimiter: a move, a
    /// move number, a result, or junk.
    Symbol(String),
}

/// A token and where it starts.
pub(crate) type Located<T> = (Location, T);

/// A lexical fault: what and where; the lexer has skipped past it.
pub(crate) type Fault = Located<PgnErrorKind>;

/// The byte-order mark, which some editors write at a file's start.
const BOM: char = '\u{feff}';

/// The bytes that end a symbol.
fn ends_symbol(byte: u8) -> bool {
    byte.is_ascii_whitespace() || b"{}()[];$!?\"*".contains(&byte)
}

/// Reads PGN tokens from `input`, holding at most one token.
pub(crate) struct Lexer<R> {
    input: R,
    /// Where the next byte stands.
    at: Location,
    limits: Limits,
}

impl<R: BufRead> Lexer<R> {
    pub(crate) fn new(input: R, limits: Limits) -> Lexer<R> {
        Lexer {
            input,
            at: Location::START,
            limits,
        }
    }

    /// The next byte, not consumed; `None` at the end.
    fn peek(&mut self) -> io::Result<Option<u8>> {
        loop {
            match self.input.fill_buf() {
                Ok(buffer) => return Ok(buffer.first().copied()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Consumes `byte`, the byte [`peek`](Lexer::peek) returned.
    fn bump(&mut self, byte: u8) {
        self.input.consume(1);
        if byte == b'\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else if byte & 0xC0 != 0x80 {
            self.at.column += 1;
        }
    }

    /// The next byte, consumed.
    fn take(&mut self) -> io::Result<Option<u8>> {
        let byte = self.peek()?;
        if let Some(byte) = byte {
            self.bump(byte);
        }
        Ok(byte)
    }

    /// Consumes the bytes up to the end of the line, the `\n` excepted,
    /// keeping at most `limit` of them in `kept`; whether they all fit.
    fn rest_of_line(&mut self, kept: &mut Vec<u8>, limit: usize) -> io::Result<bool> {
        let mut fits = true;
        while let Some(byte) = self.peek()? {
            if byte == b'\n' {
                break;
            }
            self.bump(byte);
            if kept.len() < limit {
                kept.push(byte);
            } else {
                fits = false;
            }
        }
        Ok(fits)
    }

    /// The next token, a fault, or `None` at the end of the input.
    pub(crate) fn next_token(&mut self) -> io::Result<Option<Result<Located<Token>, Fault>>> {
        loop {
            let Some(byte) = self.peek()? else {
                return Ok(None);
            };
            let mut at = self.at;
            if byte.is_ascii_whitespace() {
                self.bump(byte);
                continue;
            }
            if byte == b'%' && at.column == 1 {
                self.rest_of_line(&mut Vec::new(), 0)?;
                continue;
            }
            let token = match byte {
                b'{' => {
                    self.bump(byte);
                    self.brace_comment()?
                }
                b';' => {
                    self.bump(byte);
                    let mut text = Vec::new();
                    if self.rest_of_line(&mut text, self.limits.text_bytes)? {
                        Ok(Token::Comment(text_of(text)))
                    } else {
                        Err(PgnErrorKind::TooLong {
                            what: "comment",
                            limit: self.limits.text_bytes,
                        })
                    }
                }
                b'(' => {
                    self.bump(byte);
                    Ok(Token::Open)
                }
                b')' => {
                    self.bump(byte);
                    Ok(Token::Close)
                }
                b'*' => {
                    self.bump(byte);
                    Ok(Token::Star)
                }
                b'[' => {
                    self.bump(byte);
                    self.tag()?
                }
                b'$' => {
                    self.bump(byte);
                    self.nag()?
                }
                b'!' | b'?' => self.suffix_annotation()?,
                _ => match self.symbol()? {
                    // A byte-order mark (a file saved on Windows) is space.
                    Ok(text) if text.starts_with(BOM) => {
                        let rest = text.trim_start_matches(BOM);
                        if rest.is_empty() {
                            continue;
                        }
                        at.column += (text.len() - rest.len()) as u64 / 3;
                        Ok(Token::Symbol(rest.to_string()))
                    }
                    other => other.map(Token::Symbol),
                },
            };
            return Ok(Some(
                token.map(|token| (at, token)).map_err(|kind| (at, kind)),
            ));
        }
    }

    /// A NAG's number after its `$`: up to three digits, at most 255.
    fn nag(&mut self) -> io::Result<Result<Token, PgnErrorKind>> {
        let mut digits = String::new();
        while let Some(byte) = self.peek()? {
            if !byte.is_ascii_digit() {
                break;
            }
            self.bump(byte);
            if digits.len() < 8 {
                digits.push(char::from(byte));
            }
        }
        Ok(match digits.parse::<u8>() {
            Ok(number) => Ok(Token::Nag(Nag(number))),
            Err(_) => Err(PgnErrorKind::BadNag {
                token: format!("${digits}"),
            }),
        })
    }

    /// A symbol: the bytes up to a space or a delimiter, at least one.
    fn symbol(&mut self) -> io::Result<Result<String, PgnErrorKind>> {
        let mut bytes = Vec::new();
        let mut fits = true;
        while let Some(byte) = self.peek()? {
            if ends_symbol(byte) && !bytes.is_empty() {
                break;
            }
            self.bump(byte);
            if bytes.len() < self.limits.token_bytes {
                bytes.push(byte);
            } else {
                fits = false;
            }
            if ends_symbol(byte) {
                // A lone delimiter that starts nothing (`]`, `}`, `"`).
                break;
            }
        }
        Ok(if fits {
            Ok(text_of(bytes))
        } else {
            Err(PgnErrorKind::TooLong {
                what: "token",
                limit: self.limits.token_bytes,
            })
        })
    }

    /// `!`, `?`, `!!`, `??`, `!?` or `?!` as a NAG; a longer run of them is
    /// an error.
    fn suffix_annotation(&mut self) -> io::Result<Result<Token, PgnErrorKind>> {
        let mut text = String::new();
        while let Some(byte @ (b'!' | b'?')) = self.peek()? {
            self.bump(byte);
            if text.len() < 8 {
                text.push(char::from(byte));
            }
        }
        let number = match text.as_str() {
            "!" => 1,
            "?" => 2,
            "!!" => 3,
            "??" => 4,
            "!?" => 5,
            "?!" => 6,
            _ => return Ok(Err(PgnErrorKind::BadNag { token: text })),
        };
        Ok(Ok(Token::Nag(Nag(number))))
    }

    /// A `{` comment's text, after the `{`, up to its `}`.
    fn brace_comment(&mut self) -> io::Result<Result<Token, PgnErrorKind>> {
        let mut bytes = Vec::new();
        let mut fits = true;
        loop {
            match self.take()? {
                None => return Ok(Err(PgnErrorKind::UnterminatedComment)),
                Some(b'}') => break,
                Some(byte) => {
                    if bytes.len() < self.limits.text_bytes {
                        bytes.push(byte);
                    } else {
                        fits = false;
                    }
                }
            }
        }
        Ok(if fits {
            Ok(Token::Comment(text_of(bytes)))
        } else {
            Err(PgnErrorKind::TooLong {
                what: "comment",
                limit: self.limits.text_bytes,
            })
        })
    }

    /// Consumes the next byte if it is `expected`; whether it was.
    fn expect(&mut self, expected: u8) -> io::Result<bool> {
        let found = self.peek()? == Some(expected);
        if found {
            self.bump(expected);
        }
        Ok(found)
    }

    /// Skips spaces and tabs.
    fn skip_blanks(&mut self) -> io::Result<()> {
        while let Some(byte @ (b' ' | b'\t')) = self.peek()? {
            self.bump(byte);
        }
        Ok(())
    }

    /// A tag pair after its `[`; on a fault, the rest of its line is
    /// skipped.
    fn tag(&mut self) -> io::Result<Result<Token, PgnErrorKind>> {
        let result = self.tag_pair()?;
        if result.is_err() {
            self.rest_of_line(&mut Vec::new(), 0)?;
        }
        Ok(result)
    }

    fn tag_pair(&mut self) -> io::Result<Result<Token, PgnErrorKind>> {
        let bad = |reason| Ok(Err(PgnErrorKind::BadTag { reason }));
        self.skip_blanks()?;
        let mut name = Vec::new();
        while let Some(byte) = self.peek()? {
            if !(byte.is_ascii_alphanumeric() || byte == b'_') {
                break;
            }
            self.bump(byte);
            if name.len() >= self.limits.token_bytes {
                return Ok(Err(PgnErrorKind::TooLong {
                    what: "tag",
                    limit: self.limits.token_bytes,
                }));
            }
            name.push(byte);
        }
        if name.is_empty() {
            return bad("expected a name after '['");
        }
        self.skip_blanks()?;
        if !self.expect(b'"')? {
            return bad("expected '\"' after the tag's name");
        }
        let mut value = Vec::new();
        loop {
            let byte = match self.peek()? {
                None | Some(b'\n') => return bad("the value's '\"' is not closed on its line"),
                Some(byte) => {
                    self.bump(byte);
                    byte
                }
            };
            let byte = match byte {
                b'"' => break,
                b'\\' => match self.peek()? {
                    Some(escaped @ (b'"' | b'\\')) => {
                        self.bump(escaped);
                        escaped
                    }
                    _ => b'\\',
                },
                byte => byte,
            };
            if value.len() >= self.limits.text_bytes {
                return Ok(Err(PgnErrorKind::TooLong {
                    what: "tag",
                    limit: self.limits.text_bytes,
                }));
            }
            value.push(byte);
        }
        self.skip_blanks()?;
        if !self.expect(b']')? {
            return bad("expected ']' after the value");
        }
        Ok(Ok(Token::Tag {
            name: text_of(name),
            value: text_of(value),
        }))
    }
}

/// Bytes as text, a byte that is no UTF-8 replaced by U+FFFD.
fn text_of(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Result<Located<Token>, Fault>> {
        let mut lexer = Lexer::new(text.as_bytes(), Limits::default());
        let mut all = Vec::new();
        while let Some(token) = lexer.next_token().unwrap() {
            all.push(token);
        }
        all
    }

    fn at(line: u64, column: u64) -> Location {
        Location { line, column }
    }

    #[test]
    fn tokens_and_their_places() {
        let read = tokens("[White \"a \\\"b\\\\\"]\n1.e4 {x\ny} e5!? $12 (d5);c\n%esc\n é 1-0*");
        let expected = vec![
            Ok((
                at(1, 1),
                Token::Tag {
                    name: "White".into(),
                    value: "a \"b\\".into(),
                },
            )),
            Ok((at(2, 1), Token::Symbol("1.e4".into()))),
            Ok((at(2, 6), Token::Comment("x\ny".into()))),
            Ok((at(3, 4), Token::Symbol("e5".into()))),
            Ok((at(3, 6), Token::Nag(Nag(5)))),
            Ok((at(3, 9), Token::Nag(Nag(12)))),
            Ok((at(3, 13), Token::Open)),
            Ok((at(3, 14), Token::Symbol("d5".into()))),
            Ok((at(3, 16), Token::Close)),
            Ok((at(3, 17), Token::Comment("c".into()))),
            Ok((at(5, 2), Token::Symbol("é".into()))),
            Ok((at(5, 4), Token::Symbol("1-0".into()))),
            Ok((at(5, 7), Token::Star)),
        ];
        assert_eq!(read, expected);
    }

    #[test]
    fn faults_are_placed_and_skipped() {
        let read = tokens("[Event \"x]\n$ {open");
        assert_eq!(
            read,
            vec![
                Err((
                    at(1, 1),
                    PgnErrorKind::BadTag {
                        reason: "the value's '\"' is not closed on its line"
                    }
                )),
                Err((at(2, 1), PgnErrorKind::BadNag { token: "$".into() })),
                Err((at(2, 3), PgnErrorKind::UnterminatedComment)),
            ]
        );
    }

    #[test]
    fn a_byte_order_mark_is_space() {
        let read = tokens("\u{feff}[Event \"x\"]\n\u{feff}e4");
        assert_eq!(read.len(), 2);
        assert_eq!(read[1], Ok((at(2, 2), Token::Symbol("e4".into()))));
    }

    #[test]
    fn a_long_token_is_cut_and_reported() {
        let limits = Limits {
            token_bytes: 4,
            ..Limits::default()
        };
        let mut lexer = Lexer::new("abcdefgh e4".as_bytes(), limits);
        assert_eq!(
            lexer.next_token().unwrap(),
            Some(Err((
                at(1, 1),
                PgnErrorKind::TooLong {
                    what: "token",
                    limit: 4
                }
            )))
        );
        assert_eq!(
            lexer.next_token().unwrap(),
            Some(Ok((at(1, 10), Token::Symbol("e4".into()))))
        );
    }
}
