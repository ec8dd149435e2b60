//! Standard algebraic notation (SAN): writing a legal move, with its
//! check or mate mark, and reading one back, with typed errors.
//!
//! Both directions use the one move generator
//! ([`Position::legal_moves`]) and [`Position::play`]: a move is written
//! with just enough of its origin to tell it apart from the other legal
//! moves of the same piece kind to the same square, and read by filtering
//! the legal moves with what the text says.

use core::fmt;

use crate::{Bitboard, CastlingSide, File, Move, MoveKind, PieceKind, Position, Rank, Square};

/// The longest SAN is 7 characters (`Qa1xb2#`, `exd8=Q+`).
const CAPACITY: usize = 8;

/// A move written in standard algebraic notation: a short ASCII string
/// held inline (no allocation), from [`Position::san`].
///
/// `Display` and [`as_str`](San::as_str) give the text, `Nf3`, `exd6`,
/// `e8=Q+`, `O-O-O#`; it compares equal to a `&str` with the same text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    bytes: [u8; CAPACITY],
    len: u8,
}

impl San {
    const fn empty() -> San {
        San {
            bytes: [0; CAPACITY],
            len: 0,
        }
    }

    /// Appends an ASCII byte; a ninth one is dropped (it cannot happen for
    /// a legal move).
    fn push(&mut self, byte: u8) {
        if let Some(slot) = self.bytes.get_mut(usize::from(self.len)) {
            *slot = byte;
            self.len += 1;
        }
    }

    fn push_str(&mut self, text: &str) {
        for byte in text.bytes() {
            self.push(byte);
        }
    }

    fn push_square(&mut self, square: Square) {
        let [file, rank] = square.name();
        self.push(file);
        self.push(rank);
    }

    /// The notation, e.g. `"Nbd7"`.
    pub fn as_str(&self) -> &str {
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or(&[]);
        // Only ASCII bytes are ever pushed.
        core::str::from_utf8(bytes).unwrap_or("")
    }

    /// The check or mate mark the notation ends with, if any.
    pub fn check_mark(&self) -> Option<CheckMark> {
        match self.as_str().as_bytes().last() {
            Some(b'+') => Some(CheckMark::Check),
            Some(b'#') => Some(CheckMark::Mate),
            _ => None,
        }
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl AsRef<str> for San {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for San {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for San {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// The mark after a move that attacks the opponent's king: `+` for check,
/// `#` for mate (check, and no legal move to answer it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckMark {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move gives checkmate.
    Mate,
}

impl CheckMark {
    /// `'+'` or `'#'`.
    pub const fn char(self) -> char {
        match self {
            CheckMark::Check => '+',
            CheckMark::Mate => '#',
        }
    }

    /// The mark `mv` earns in `position` (where it must be legal): played,
    /// is the other king attacked, and has it then no legal move?
    fn of(position: &Position, mv: Move) -> Option<CheckMark> {
        let after = position.play(mv);
        if !after.is_check() {
            None
        } else if after.count_legal_moves() == 0 {
            Some(CheckMark::Mate)
        } else {
            Some(CheckMark::Check)
        }
    }
}

const fn piece_letter(kind: PieceKind) -> u8 {
    match kind {
        PieceKind::Pawn => b'P',
        PieceKind::Knight => b'N',
        PieceKind::Bishop => b'B',
        PieceKind::Rook => b'R',
        PieceKind::Queen => b'Q',
        PieceKind::King => b'K',
        PieceKind::Archbishop => b'A',
        PieceKind::Chancellor => b'C',
    }
}

/// The side of a castling move, from where the king goes: towards the
/// h-file is king side. (`to` may be the king's or the rook's square.)
fn castling_side(mv: Move) -> CastlingSide {
    if mv.to().file() > mv.from().file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

const fn castling_text(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    }
}

/// `true` if `mv` (legal in `position`) takes a piece, en passant included.
fn is_capture(position: &Position, mv: Move) -> bool {
    match mv.kind() {
        MoveKind::EnPassant => true,
        MoveKind::Castling => false,
        _ => position.board().occupied().contains(mv.to()),
    }
}

/// Standard algebraic notation.
impl Position {
    /// `mv`, which must be legal here, in standard algebraic notation.
    ///
    /// The piece's letter (none for a pawn); then, only if another legal
    /// move of the same kind of piece reaches the same square, the file of
    /// the origin, or its rank if the file does not tell them apart, or
    /// both; `x` for a capture (en passant too; a pawn's capture always
    /// starts with its file); the square reached; `=Q` (`=R`, `=B`, `=N`)
    /// for a promotion; `O-O` and `O-O-O` for castling. Last, `+` if the
    /// move gives check, `#` if it mates: the move is played, and the side
    /// to move then is in check, with no legal move for `#`.
    ///
    /// For a move that is not legal here the text is unspecified (and has
    /// no mark), though nothing panics.
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// // Knights on b1 and f3 can both reach d2: the file tells them apart.
    /// let position = Position::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")?;
    /// let knight = Move::from_uci(&position, "b1d2").unwrap();
    /// assert_eq!(position.san(knight), "Nbd2");
    /// assert_eq!(position.san(knight).as_str(), "Nbd2");
    ///
    /// let fools_mate = Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2")?;
    /// let mate = Move::from_uci(&fools_mate, "d8h4").unwrap();
    /// assert_eq!(fools_mate.san(mate).to_string(), "Qh4#");
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn san(&self, mv: Move) -> San {
        let mut san = San::empty();
        let (from, to) = (mv.from(), mv.to());
        let legal = self.legal_moves();
        if mv.kind() == MoveKind::Castling {
            san.push_str(castling_text(castling_side(mv)));
        } else {
            let kind = self.board().kind_at(from).unwrap_or(PieceKind::Pawn);
            let capture = is_capture(self, mv);
            if kind == PieceKind::Pawn {
                if capture {
                    san.push(from.file().char() as u8);
                }
            } else {
                san.push(piece_letter(kind));
                if kind != PieceKind::King {
                    self.push_disambiguation(&mut san, mv, kind, &legal);
                }
            }
            if capture {
                san.push(b'x');
            }
            san.push_square(to);
            if let Some(promotion) = mv.promotion() {
                san.push(b'=');
                san.push(piece_letter(promotion));
            }
        }
        // An illegal move is not played: the result might have no king.
        if let Some(mark) = legal
            .contains(&mv)
            .then(|| CheckMark::of(self, mv))
            .flatten()
        {
            san.push(mark.char() as u8);
        }
        san
    }

    /// The file, rank or both of `mv`'s origin, if other legal moves of a
    /// `kind` reach the same square.
    fn push_disambiguation(&self, san: &mut San, mv: Move, kind: PieceKind, legal: &[Move]) {
        let from = mv.from();
        let mut rivals = Bitboard::EMPTY;
        for &other in legal {
            if other.to() == mv.to()
                && other.from() != from
                && other.kind() != MoveKind::Castling
                && self.board().kind_at(other.from()) == Some(kind)
            {
                rivals = rivals.with(other.from());
            }
        }
        if rivals.is_empty() {
            return;
        }
        let same_file = rivals.iter().any(|square| square.file() == from.file());
        let same_rank = rivals.iter().any(|square| square.rank() == from.rank());
        if !same_file {
            san.push(from.file().char() as u8);
        } else if !same_rank {
            san.push(from.rank().char() as u8);
        } else {
            san.push_square(from);
        }
    }
}

/// What a SAN string asks for, as parsed, before it is matched with the
/// legal moves; `Display` writes it back as SAN (without marks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SanIntent {
    /// `O-O` or `O-O-O`.
    Castling(CastlingSide),
    /// Any other move.
    Move {
        /// The piece that moves (a pawn when no letter is written).
        piece: PieceKind,
        /// The origin's file, if written.
        from_file: Option<File>,
        /// The origin's rank, if written.
        from_rank: Option<Rank>,
        /// `x` (or `:`) was written: the move must be a capture.
        capture: bool,
        /// The square reached.
        to: Square,
        /// The piece a pawn becomes, if written.
        promotion: Option<PieceKind>,
        /// `e.p.` or `ep` was written: the move must be en passant.
        en_passant: bool,
    },
}

impl fmt::Display for SanIntent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        match *self {
            SanIntent::Castling(side) => f.write_str(castling_text(side)),
            SanIntent::Move {
                piece,
                from_file,
                from_rank,
                capture,
                to,
                promotion,
                en_passant,
            } => {
                if piece != PieceKind::Pawn {
                    f.write_char(char::from(piece_letter(piece)))?;
                }
                if let Some(file) = from_file {
                    f.write_char(file.char())?;
                }
                if let Some(rank) = from_rank {
                    f.write_char(rank.char())?;
                }
                if capture {
                    f.write_char('x')?;
                }
                write!(f, "{to}")?;
                if let Some(kind) = promotion {
                    write!(f, "={}", char::from(piece_letter(kind)))?;
                }
                if en_passant {
                    f.write_str(" e.p.")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a string is not a legal move of the position in standard algebraic
/// notation. Columns count characters from 1.
///
/// ```
/// use a1h8::{Move, Position, SanError};
///
/// let start = Position::starting();
/// assert_eq!(Move::from_san(&start, "Nf4").unwrap_err().to_string(), "no legal move matches Nf4");
/// assert_eq!(Move::from_san(&start, "Nxx3"), Err(SanError::UnexpectedCharacter { column: 3, character: 'x' }));
/// assert_eq!(
///     Move::from_san(&start, "Nz3").unwrap_err().to_string(),
///     "unexpected character 'z' at column 2"
/// );
/// assert_eq!(
///     Move::from_san(&start, "e4+").unwrap_err().to_string(),
///     "e4 is marked '+' but gives no check"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SanError {
    /// The string is empty.
    Empty,
    /// A character that cannot stand where it is: not part of SAN at all,
    /// or out of order (`Nxxd4`, `e4 `, `Bb5k`).
    UnexpectedCharacter {
        /// Its column, from 1.
        column: usize,
        /// The character found.
        character: char,
    },
    /// The string ends before the move is complete (`N`, `Nd`, `O-O-`,
    /// `e8=`).
    Incomplete {
        /// The column after the last character: where more was expected.
        column: usize,
    },
    /// Well formed, but no legal move of the position matches.
    IllegalMove {
        /// What the string asks for.
        intent: SanIntent,
    },
    /// A pawn reaches its last rank, but the string names no piece.
    MissingPromotion {
        /// What the string asks for.
        intent: SanIntent,
    },
    /// More than one legal move matches: the string must name more of the
    /// origin.
    Ambiguous {
        /// What the string asks for.
        intent: SanIntent,
        /// The squares of the pieces that could play it.
        candidates: Bitboard,
    },
    /// The move is marked `+` but gives no check, or `#` but does not mate.
    WrongCheckMark {
        /// The move, as parsed.
        intent: SanIntent,
        /// The mark written.
        written: CheckMark,
        /// The mark the move earns, if any.
        actual: Option<CheckMark>,
    },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SanError::Empty => f.write_str("empty move: expected SAN such as e4, Nf3 or O-O"),
            SanError::UnexpectedCharacter { column, character } => {
                write!(f, "unexpected character {character:?} at column {column}")
            }
            SanError::Incomplete { column } => {
                write!(f, "incomplete move: more expected at column {column}")
            }
            SanError::IllegalMove { intent } => write!(f, "no legal move matches {intent}"),
            SanError::MissingPromotion { intent } => write!(
                f,
                "{intent} reaches the last rank: add the piece, as in {intent}=Q"
            ),
            SanError::Ambiguous { intent, candidates } => {
                write!(f, "{intent} is ambiguous: it can be played from ")?;
                let count = candidates.count();
                for (i, square) in candidates.iter().enumerate() {
                    if i > 0 {
                        f.write_str(if i + 1 == count { " or " } else { ", " })?;
                    }
                    write!(f, "{square}")?;
                }
                Ok(())
            }
            SanError::WrongCheckMark {
                intent,
                written,
                actual,
            } => {
                let what = match actual {
                    None => "gives no check",
                    Some(_) => "does not mate",
                };
                write!(f, "{intent} is marked {:?} but {what}", written.char())
            }
        }
    }
}

impl core::error::Error for SanError {}

/// One character of the part of a move between the piece letter and the
/// promotion: a file, a rank or a capture mark.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Token {
    File(File),
    Rank(Rank),
    Capture,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    F,
    R,
    X,
}

impl Token {
    const fn shape(self) -> Shape {
        match self {
            Token::File(_) => Shape::F,
            Token::Rank(_) => Shape::R,
            Token::Capture => Shape::X,
        }
    }
}

/// The well-formed bodies: `[file][rank][x] file rank`.
const BODIES: [&[Shape]; 8] = {
    use Shape::{F, R, X};
    [
        &[F, R],
        &[F, F, R],
        &[R, F, R],
        &[F, R, F, R],
        &[X, F, R],
        &[F, X, F, R],
        &[R, X, F, R],
        &[F, R, X, F, R],
    ]
};

/// The characters of the input with their columns, one lookahead.
struct Cursor<'a> {
    chars: core::iter::Peekable<core::str::Chars<'a>>,
    /// The column of the next character, from 1.
    column: usize,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    /// The character after the next one.
    fn peek_second(&self) -> Option<char> {
        self.chars.clone().nth(1)
    }

    fn bump(&mut self) {
        if self.chars.next().is_some() {
            self.column += 1;
        }
    }

    /// Consumes `expected`, or fails at the next character (or the end).
    fn expect(&mut self, expected: char) -> Result<(), SanError> {
        match self.peek() {
            Some(c) if c == expected => {
                self.bump();
                Ok(())
            }
            other => Err(self.unexpected(other)),
        }
    }

    /// The error for finding `found` (or the end) at the current column.
    fn unexpected(&self, found: Option<char>) -> SanError {
        match found {
            Some(character) => SanError::UnexpectedCharacter {
                column: self.column,
                character,
            },
            None => SanError::Incomplete {
                column: self.column,
            },
        }
    }
}

const fn piece_from_letter(c: char) -> Option<PieceKind> {
    match c {
        'N' => Some(PieceKind::Knight),
        'B' => Some(PieceKind::Bishop),
        'R' => Some(PieceKind::Rook),
        'Q' => Some(PieceKind::Queen),
        'K' => Some(PieceKind::King),
        _ => None,
    }
}

const fn promotion_from_letter(c: char) -> Option<PieceKind> {
    match c {
        'N' | 'n' => Some(PieceKind::Knight),
        'B' | 'b' => Some(PieceKind::Bishop),
        'R' | 'r' => Some(PieceKind::Rook),
        'Q' | 'q' => Some(PieceKind::Queen),
        _ => None,
    }
}

/// Reads the text into an intent and the check mark written, if any.
fn parse(text: &str) -> Result<(SanIntent, Option<CheckMark>), SanError> {
    let mut cursor = Cursor {
        chars: text.chars().peekable(),
        column: 1,
    };
    let intent = match cursor.peek() {
        None => return Err(SanError::Empty),
        Some(castle @ ('O' | '0')) => {
            cursor.bump();
            cursor.expect('-')?;
            cursor.expect(castle)?;
            if cursor.peek() == Some('-') {
                cursor.bump();
                cursor.expect(castle)?;
                SanIntent::Castling(CastlingSide::QueenSide)
            } else {
                SanIntent::Castling(CastlingSide::KingSide)
            }
        }
        Some(first) => {
            let piece = piece_from_letter(first);
            if piece.is_some() {
                cursor.bump();
            }
            parse_move(&mut cursor, piece.unwrap_or(PieceKind::Pawn))?
        }
    };
    let mark = match cursor.peek() {
        Some('+') => Some(CheckMark::Check),
        Some('#') => Some(CheckMark::Mate),
        _ => None,
    };
    if mark.is_some() {
        cursor.bump();
    }
    // An annotation: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    for _ in 0..2 {
        if matches!(cursor.peek(), Some('!' | '?')) {
            cursor.bump();
        }
    }
    match cursor.peek() {
        None => Ok((intent, mark)),
        found => Err(cursor.unexpected(found)),
    }
}

/// Reads a move of `piece` after its letter: the body (origin, capture
/// mark, square reached), the promotion and an en passant suffix.
fn parse_move(cursor: &mut Cursor<'_>, piece: PieceKind) -> Result<SanIntent, SanError> {
    let mut tokens = [Token::Capture; 5];
    let mut columns = [0; 5];
    let mut characters = [' '; 5];
    let mut count = 0;
    while count < tokens.len() {
        let Some(c) = cursor.peek() else { break };
        if c == 'e' && matches!(cursor.peek_second(), Some('.' | 'p')) {
            break; // `e.p.` or `ep`
        }
        let token = match (c, File::from_char(c), Rank::from_char(c)) {
            ('x' | ':', _, _) => Token::Capture,
            (_, Some(file), _) => Token::File(file),
            (_, _, Some(rank)) => Token::Rank(rank),
            _ => break,
        };
        tokens[count] = token;
        columns[count] = cursor.column;
        characters[count] = c;
        count += 1;
        cursor.bump();
    }
    let (tokens, columns) = (&tokens[..count], &columns[..count]);
    let fits = |body: &[Shape], n: usize| {
        n <= body.len()
            && tokens
                .iter()
                .take(n)
                .zip(body)
                .all(|(token, shape)| token.shape() == *shape)
    };
    if !BODIES
        .iter()
        .any(|body| body.len() == count && fits(body, count))
    {
        // The first token no well-formed body allows after those before
        // it; or, all of them a beginning, the next character.
        let good = (0..count)
            .take_while(|&n| BODIES.iter().any(|body| fits(body, n + 1)))
            .count();
        return Err(match (columns.get(good), characters.get(good)) {
            (Some(&column), Some(&character)) if good < count => {
                SanError::UnexpectedCharacter { column, character }
            }
            _ => {
                let next = cursor.peek();
                cursor.unexpected(next)
            }
        });
    }
    let mut from_file = None;
    let mut from_rank = None;
    let mut capture = false;
    let mut to_file = File::A;
    let mut to_rank = Rank::First;
    for (i, token) in tokens.iter().enumerate() {
        let destination = i + 2 >= count;
        match *token {
            Token::File(file) if destination => to_file = file,
            Token::Rank(rank) if destination => to_rank = rank,
            Token::File(file) => from_file = Some(file),
            Token::Rank(rank) => from_rank = Some(rank),
            Token::Capture => capture = true,
        }
    }
    let mut promotion = None;
    let equals = cursor.peek() == Some('=');
    if equals {
        cursor.bump();
    }
    match cursor.peek().and_then(promotion_from_letter) {
        Some(kind) => {
            promotion = Some(kind);
            cursor.bump();
        }
        None if equals => {
            let next = cursor.peek();
            return Err(cursor.unexpected(next));
        }
        None => {}
    }
    let mut en_passant = false;
    if piece == PieceKind::Pawn && cursor.peek() == Some('e') {
        cursor.bump();
        if cursor.peek() == Some('.') {
            cursor.bump();
            cursor.expect('p')?;
            cursor.expect('.')?;
        } else {
            cursor.expect('p')?;
        }
        en_passant = true;
    }
    Ok(SanIntent::Move {
        piece,
        from_file,
        from_rank,
        capture,
        to: Square::from_file_rank(to_file, to_rank),
        promotion,
        en_passant,
    })
}

/// `true` if `mv`, legal in `position`, is what `intent` asks for. A pawn
/// move that names no file stays on its file.
fn matches(position: &Position, intent: SanIntent, mv: Move, promotion_too: bool) -> bool {
    match intent {
        SanIntent::Castling(side) => mv.kind() == MoveKind::Castling && castling_side(mv) == side,
        SanIntent::Move {
            piece,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
            en_passant,
        } => {
            let (from, file) = (mv.from(), mv.from().file());
            let file_ok = match from_file {
                Some(wanted) => file == wanted,
                None => piece != PieceKind::Pawn || file == to.file(),
            };
            mv.kind() != MoveKind::Castling
                && mv.to() == to
                && file_ok
                && from_rank.is_none_or(|rank| from.rank() == rank)
                && position.board().kind_at(from) == Some(piece)
                && (!capture || is_capture(position, mv))
                && (!en_passant || mv.kind() == MoveKind::EnPassant)
                && (!promotion_too || mv.promotion() == promotion)
        }
    }
}

impl Move {
    /// Parses standard algebraic notation as a legal move of `position`.
    /// Never panics.
    ///
    /// Accepted: everything [`Position::san`] writes, and these variants:
    ///
    /// - the check or mate mark may be left out; when written it must be
    ///   right (`#` only for mate; `+` for check, mate included);
    /// - `x` may be left out of a piece's capture (`Nd5` for `Nxd5`), and
    ///   `:` written for it; a pawn's capture still names its file (`ed5`);
    /// - more of the origin than needed (`Ng1f3`, `e2e4`);
    /// - `0-0` and `0-0-0` for castling;
    /// - a promotion without `=` (`e8Q`) and with a lower-case letter
    ///   (`e8=q`);
    /// - `e.p.` or `ep` right after a pawn's capture (`exd6e.p.`): the move
    ///   must then be en passant;
    /// - after the mark, one annotation: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    ///
    /// Nothing else: no spaces (trim first), no `P` for a pawn, no `-`
    /// between squares. Piece letters are upper case, files lower case.
    ///
    /// ```
    /// use a1h8::{Move, Position, SanError};
    ///
    /// let start = Position::starting();
    /// let knight = Move::from_san(&start, "Nf3")?;
    /// assert_eq!(knight.to_string(), "g1f3");
    /// assert_eq!(start.san(knight), "Nf3");
    /// assert_eq!(Move::from_san(&start, "Ng1f3!?")?, knight);
    /// assert_eq!(Move::from_san(&start, "e4")?.to_string(), "e2e4");
    /// assert_eq!(
    ///     Move::from_san(&start, "O-O").unwrap_err().to_string(),
    ///     "no legal move matches O-O"
    /// );
    /// assert_eq!(Move::from_san(&start, ""), Err(SanError::Empty));
    /// # Ok::<(), SanError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`SanError`]: what is wrong, at which column, or which legal
    /// moves the string could mean.
    pub fn from_san(position: &Position, san: &str) -> Result<Move, SanError> {
        let (intent, mark) = parse(san)?;
        let moves = position.legal_moves();
        let mut found = None;
        let mut candidates = Bitboard::EMPTY;
        let mut count = 0;
        let mut promotes = false;
        for &mv in &moves {
            if matches(position, intent, mv, true) {
                found = Some(mv);
                candidates = candidates.with(mv.from());
                count += 1;
            } else if matches(position, intent, mv, false) {
                promotes = true;
            }
        }
        let mv = match (found, count) {
            (Some(mv), 1) => mv,
            (Some(_), _) => return Err(SanError::Ambiguous { intent, candidates }),
            (None, _)
                if promotes
                    && matches!(
                        intent,
                        SanIntent::Move {
                            promotion: None,
                            ..
                        }
                    ) =>
            {
                return Err(SanError::MissingPromotion { intent });
            }
            (None, _) => return Err(SanError::IllegalMove { intent }),
        };
        if let Some(written) = mark {
            let actual = CheckMark::of(position, mv);
            let right = match written {
                CheckMark::Check => actual.is_some(),
                CheckMark::Mate => actual == Some(CheckMark::Mate),
            };
            if !right {
                return Err(SanError::WrongCheckMark {
                    intent,
                    written,
                    actual,
                });
            }
        }
        Ok(mv)
    }
}
