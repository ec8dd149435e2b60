//! Standard algebraic notation (SAN): writing a legal move, with its
//! check or mate mark, and reading one back, with typed errors.
//!
//! Written once, for every [`Game`]: chess ([`Position::san`],
//! [`Move::from_san`]) and every variant ([`VariantPosition::san`],
//! [`VariantMove::from_san`]), on boards of up to 16 files (`a`..`p`) and
//! 16 ranks (`j10`). Both directions use the game's one move generator
//! ([`Game::legal_moves`]) and [`Game::play`]: a move is written with just
//! enough of its origin to tell it apart from the other legal moves of the
//! same piece kind to the same square, and read by filtering the legal
//! moves with what the text says.

use core::fmt;

use crate::bitboard128::Bitboard128;
use crate::geometry::{BoardSize, BoardSquare};
use crate::variants::{VariantMove, VariantPosition};
use crate::{
    Bitboard, CastlingSide, File, Game, Move, MoveKind, PieceKind, Position, Rank, Square,
};

/// The longest SAN on a board of up to 16x16 is 12 characters
/// (`Ca10xb10=C#` and the like); chess's is 7 (`Qa1xb2#`, `exd8=Q+`).
const CAPACITY: usize = 12;

/// A move written in standard algebraic notation: a short ASCII string
/// held inline (no allocation), from [`Position::san`] or
/// [`VariantPosition::san`].
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

    /// Appends an ASCII character (anything else is written `?`); one past
    /// the capacity is dropped (it cannot happen for a legal move).
    fn push(&mut self, c: char) {
        if let Some(slot) = self.bytes.get_mut(usize::from(self.len)) {
            *slot = if c.is_ascii() { c as u8 } else { b'?' };
            self.len += 1;
        }
    }

    fn push_str(&mut self, text: &str) {
        for c in text.chars() {
            self.push(c);
        }
    }

    /// A rank number from 0: `1` to `16`.
    fn push_rank(&mut self, rank: usize) {
        let number = rank + 1;
        if number >= 10 {
            self.push(char::from(b'0' + (number / 10 % 10) as u8));
        }
        self.push(char::from(b'0' + (number % 10) as u8));
    }

    fn push_square(&mut self, square: BoardSquare) {
        self.push(square.file_char());
        self.push_rank(square.rank());
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

    /// The mark `mv` earns in `game` (where it must be legal): played, is
    /// the other king attacked, and has it then no legal move?
    fn of<G: Game>(game: &G, mv: G::Move) -> Option<CheckMark> {
        let after = game.play_unchecked(mv);
        if !after.is_check() {
            None
        } else if after.count_legal_moves() == 0 {
            Some(CheckMark::Mate)
        } else {
            Some(CheckMark::Check)
        }
    }
}

const fn castling_text(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    }
}

/// `mv`, which must be legal in `game`, in standard algebraic notation:
/// what [`Position::san`] and [`VariantPosition::san`] write.
pub(crate) fn write<G: Game>(game: &G, mv: G::Move) -> San {
    let mut san = San::empty();
    let legal = game.legal_moves();
    if let Some(side) = game.move_castling_side(mv) {
        san.push_str(castling_text(side));
    } else {
        let (from, to) = (game.move_from(mv), game.move_to(mv));
        let kind = game.kind_on(from).unwrap_or(PieceKind::Pawn);
        let capture = game.is_capture(mv);
        if kind == PieceKind::Pawn {
            if capture {
                san.push(from.file_char());
            }
        } else {
            san.push(game.piece_letter(kind));
            if kind != PieceKind::King {
                push_disambiguation(game, &mut san, mv, kind, &legal);
            }
        }
        if capture {
            san.push('x');
        }
        san.push_square(to);
        if let Some(promotion) = game.move_promotion(mv) {
            san.push('=');
            san.push(game.piece_letter(promotion));
        }
    }
    // An illegal move is not played: the result might have no king.
    if let Some(mark) = legal
        .contains(&mv)
        .then(|| CheckMark::of(game, mv))
        .flatten()
    {
        san.push(mark.char());
    }
    san
}

/// The file, rank or both of `mv`'s origin, if other legal moves of a
/// `kind` reach the same square.
fn push_disambiguation<G: Game>(
    game: &G,
    san: &mut San,
    mv: G::Move,
    kind: PieceKind,
    legal: &[G::Move],
) {
    let (from, to) = (game.move_from(mv), game.move_to(mv));
    let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
    for &other in legal {
        let origin = game.move_from(other);
        if game.move_to(other) == to
            && origin != from
            && game.move_kind(other) != MoveKind::Castling
            && game.kind_on(origin) == Some(kind)
        {
            rivals = true;
            same_file |= origin.file() == from.file();
            same_rank |= origin.rank() == from.rank();
        }
    }
    if !rivals {
        return;
    }
    if !same_file {
        san.push(from.file_char());
    } else if !same_rank {
        san.push_rank(from.rank());
    } else {
        san.push_square(from);
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
        write(self, mv)
    }
}

/// Standard algebraic notation, as Fairy-Stockfish writes it.
impl VariantPosition<'_> {
    /// `mv`, which must be legal here, in standard algebraic notation, as
    /// [`Position::san`] writes chess's, with the variant's letters upper
    /// case (`C` for the chancellor, `A` for the archbishop in the built-in
    /// variants), files beyond `h` and ranks beyond 9 (`Cj10`), `=C` for a
    /// promotion to a chancellor, and `O-O` (towards the last file) and
    /// `O-O-O` for castling wherever the king goes. It is Fairy-Stockfish's
    /// SAN for these variants (the tests compare them move by move).
    ///
    /// For a move that is not legal here the text is unspecified (and has
    /// no mark), though nothing panics.
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition};
    ///
    /// let start = VariantPosition::start(&CAPABLANCA)?;
    /// let mv = VariantMove::from_uci(&start, "h1i3")?;
    /// assert_eq!(start.san(mv), "Ci3");
    /// assert_eq!(VariantMove::from_san(&start, "Ci3")?, mv);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn san(&self, mv: VariantMove) -> San {
        write(self, mv)
    }
}

/// What a SAN string asks for, as parsed, before it is matched with the
/// legal moves; `Display` writes it back as SAN (without marks, with the
/// default letters of [`PieceKind::char`], upper case).
///
/// Chess's names files, ranks and squares by [`File`], [`Rank`] and
/// [`Square`]; a variant's ([`VariantSanIntent`]) by the file's letter,
/// the rank's number (from 1) and a [`BoardSquare`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SanIntent<F = File, R = Rank, S = Square> {
    /// `O-O` or `O-O-O`.
    Castling(CastlingSide),
    /// Any other move.
    Move {
        /// The piece that moves (a pawn when no letter is written).
        piece: PieceKind,
        /// The origin's file, if written.
        from_file: Option<F>,
        /// The origin's rank, if written.
        from_rank: Option<R>,
        /// `x` (or `:`) was written: the move must be a capture.
        capture: bool,
        /// The square reached.
        to: S,
        /// The piece a pawn becomes, if written.
        promotion: Option<PieceKind>,
        /// `e.p.` or `ep` was written: the move must be en passant.
        en_passant: bool,
    },
}

/// What a SAN string asks for on a variant's board: the origin's file by
/// its letter (`'j'`), its rank by its number (from 1: `10`).
pub type VariantSanIntent = SanIntent<char, usize, BoardSquare>;

impl<F, R, S> SanIntent<F, R, S> {
    /// The same intent with its files, ranks and square named otherwise
    /// (a file or rank `file` or `rank` cannot name is dropped).
    fn map<G, Q, T>(
        self,
        file: impl FnOnce(F) -> Option<G>,
        rank: impl FnOnce(R) -> Option<Q>,
        square: impl FnOnce(S) -> T,
    ) -> SanIntent<G, Q, T> {
        match self {
            SanIntent::Castling(side) => SanIntent::Castling(side),
            SanIntent::Move {
                piece,
                from_file,
                from_rank,
                capture,
                to,
                promotion,
                en_passant,
            } => SanIntent::Move {
                piece,
                from_file: from_file.and_then(file),
                from_rank: from_rank.and_then(rank),
                capture,
                to: square(to),
                promotion,
                en_passant,
            },
        }
    }
}

impl<F: fmt::Display, R: fmt::Display, S: fmt::Display> fmt::Display for SanIntent<F, R, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = |kind: PieceKind| kind.char().to_ascii_uppercase();
        match self {
            SanIntent::Castling(side) => f.write_str(castling_text(*side)),
            SanIntent::Move {
                piece,
                from_file,
                from_rank,
                capture,
                to,
                promotion,
                en_passant,
            } => {
                if *piece != PieceKind::Pawn {
                    write!(f, "{}", letter(*piece))?;
                }
                if let Some(file) = from_file {
                    write!(f, "{file}")?;
                }
                if let Some(rank) = from_rank {
                    write!(f, "{rank}")?;
                }
                if *capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                if let Some(kind) = promotion {
                    write!(f, "={}", letter(*kind))?;
                }
                if *en_passant {
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
/// Chess's holds a [`SanIntent`] and its candidates as a [`Bitboard`]; a
/// variant's ([`VariantSanError`]) a [`VariantSanIntent`] and a
/// [`BoardSquareSet`].
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
pub enum SanError<I = SanIntent, C = Bitboard> {
    /// The string is empty.
    Empty,
    /// A character that cannot stand where it is: not part of SAN at all,
    /// off the board, or out of order (`Nxxd4`, `e4 `, `Bb5k`).
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
        intent: I,
    },
    /// A pawn reaches its last rank, but the string names no piece.
    MissingPromotion {
        /// What the string asks for.
        intent: I,
    },
    /// More than one legal move matches: the string must name more of the
    /// origin.
    Ambiguous {
        /// What the string asks for.
        intent: I,
        /// The squares of the pieces that could play it.
        candidates: C,
    },
    /// The move is marked `+` but gives no check, or `#` but does not mate.
    WrongCheckMark {
        /// The move, as parsed.
        intent: I,
        /// The mark written.
        written: CheckMark,
        /// The mark the move earns, if any.
        actual: Option<CheckMark>,
    },
}

/// Why a string is not a legal move of a variant's position in standard
/// algebraic notation.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition, VariantSanError};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(
///     VariantMove::from_san(&start, "Ck3").unwrap_err(),
///     VariantSanError::UnexpectedCharacter { column: 2, character: 'k' }
/// );
/// assert_eq!(
///     VariantMove::from_san(&start, "Cg4").unwrap_err().to_string(),
///     "no legal move matches Cg4"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type VariantSanError = SanError<VariantSanIntent, BoardSquareSet>;

impl<I, C> SanError<I, C> {
    /// The same error with its intent and candidates given otherwise.
    fn map<J, D>(
        self,
        intent: impl FnOnce(I) -> J,
        candidates: impl FnOnce(C) -> D,
    ) -> SanError<J, D> {
        match self {
            SanError::Empty => SanError::Empty,
            SanError::UnexpectedCharacter { column, character } => {
                SanError::UnexpectedCharacter { column, character }
            }
            SanError::Incomplete { column } => SanError::Incomplete { column },
            SanError::IllegalMove { intent: i } => SanError::IllegalMove { intent: intent(i) },
            SanError::MissingPromotion { intent: i } => {
                SanError::MissingPromotion { intent: intent(i) }
            }
            SanError::Ambiguous {
                intent: i,
                candidates: c,
            } => SanError::Ambiguous {
                intent: intent(i),
                candidates: candidates(c),
            },
            SanError::WrongCheckMark {
                intent: i,
                written,
                actual,
            } => SanError::WrongCheckMark {
                intent: intent(i),
                written,
                actual,
            },
        }
    }
}

impl<I, C> fmt::Display for SanError<I, C>
where
    I: fmt::Display,
    C: Copy + IntoIterator<Item: fmt::Display>,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
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
                let count = candidates.into_iter().count();
                for (i, square) in candidates.into_iter().enumerate() {
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

impl<I, C> core::error::Error for SanError<I, C>
where
    I: fmt::Display + fmt::Debug,
    C: Copy + fmt::Debug + IntoIterator<Item: fmt::Display>,
{
}

/// A set of squares of a board of up to 128 squares, with the board: the
/// candidates of a [`VariantSanError`]. It iterates over its squares in
/// index order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSquareSet {
    /// The squares, by index on the board ([`BoardSize::index_of`]).
    pub set: Bitboard128,
    /// The board.
    pub size: BoardSize,
}

impl IntoIterator for BoardSquareSet {
    type Item = BoardSquare;
    type IntoIter = BoardSquareSetIter;

    fn into_iter(self) -> BoardSquareSetIter {
        BoardSquareSetIter {
            bits: self.set.0,
            size: self.size,
        }
    }
}

/// The squares of a [`BoardSquareSet`], in index order.
#[derive(Clone, Debug)]
pub struct BoardSquareSetIter {
    bits: u128,
    size: BoardSize,
}

impl Iterator for BoardSquareSetIter {
    type Item = BoardSquare;

    fn next(&mut self) -> Option<BoardSquare> {
        while self.bits != 0 {
            let index = self.bits.trailing_zeros() as usize;
            self.bits &= self.bits - 1;
            if let Some(square) = self.size.square_at(index) {
                return Some(square);
            }
        }
        None
    }
}

/// The square of the 8x8 board that `square` names (a1 if it is off it).
fn standard_square(square: BoardSquare) -> Square {
    File::from_index(square.file())
        .zip(Rank::from_index(square.rank()))
        .map_or(Square::A1, |(file, rank)| {
            Square::from_file_rank(file, rank)
        })
}

/// Chess's error from one read on the 8x8 board.
fn standard_error(error: VariantSanError) -> SanError {
    let intent = |intent: VariantSanIntent| {
        intent.map(
            File::from_char,
            |number| number.checked_sub(1).and_then(Rank::from_index),
            standard_square,
        )
    };
    error.map(intent, |candidates| candidates.set.to_standard())
}

/// One character of the part of a move between the piece letter and the
/// promotion: a file, a rank or a capture mark.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Token {
    File(usize),
    Rank(usize),
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
    fn expect(&mut self, expected: char) -> Result<(), VariantSanError> {
        match self.peek() {
            Some(c) if c == expected => {
                self.bump();
                Ok(())
            }
            other => Err(self.unexpected(other)),
        }
    }

    /// The error for finding `found` (or the end) at the current column.
    fn unexpected(&self, found: Option<char>) -> VariantSanError {
        match found {
            Some(character) => VariantSanError::UnexpectedCharacter {
                column: self.column,
                character,
            },
            None => VariantSanError::Incomplete {
                column: self.column,
            },
        }
    }
}

/// The kind a promotion's letter names, either case, among the kinds
/// pawns promote to in `game`.
fn promotion_from_letter<G: Game>(game: &G, c: char) -> Option<PieceKind> {
    game.letter_kind(c.to_ascii_uppercase())
        .filter(|&kind| game.promotions().contains(kind))
}

/// The file a character names on `size`: `a` and on.
fn file_from_char(size: BoardSize, c: char) -> Option<usize> {
    let file = (c as usize).wrapping_sub('a' as usize);
    (c.is_ascii_lowercase() && file < size.files()).then_some(file)
}

/// Reads the text into an intent and the check mark written, if any.
fn parse<G: Game>(
    game: &G,
    text: &str,
) -> Result<(VariantSanIntent, Option<CheckMark>), VariantSanError> {
    let mut cursor = Cursor {
        chars: text.chars().peekable(),
        column: 1,
    };
    let intent = match cursor.peek() {
        None => return Err(VariantSanError::Empty),
        Some(castle @ ('O' | '0')) => {
            cursor.bump();
            cursor.expect('-')?;
            cursor.expect(castle)?;
            if cursor.peek() == Some('-') {
                cursor.bump();
                cursor.expect(castle)?;
                VariantSanIntent::Castling(CastlingSide::QueenSide)
            } else {
                VariantSanIntent::Castling(CastlingSide::KingSide)
            }
        }
        Some(first) => {
            let piece = game.letter_kind(first);
            if piece.is_some() {
                cursor.bump();
            }
            parse_move(game, &mut cursor, piece.unwrap_or(PieceKind::Pawn))?
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
///
/// A rank has two digits where the board has ten ranks or more and the
/// two make one of its ranks (`j10`); one elsewhere.
fn parse_move<G: Game>(
    game: &G,
    cursor: &mut Cursor<'_>,
    piece: PieceKind,
) -> Result<VariantSanIntent, VariantSanError> {
    let size = game.board_size();
    let mut tokens = [Token::Capture; 5];
    let mut columns = [0; 5];
    let mut characters = [' '; 5];
    let mut count = 0;
    while count < tokens.len() {
        let Some(c) = cursor.peek() else { break };
        if c == 'e' && matches!(cursor.peek_second(), Some('.' | 'p')) {
            break; // `e.p.` or `ep`
        }
        let digit = c.to_digit(10).map_or(0, |d| d as usize);
        let token = match (c, file_from_char(size, c)) {
            ('x' | ':', _) => Token::Capture,
            (_, Some(file)) => Token::File(file),
            _ if (1..=size.ranks()).contains(&digit) => Token::Rank(digit - 1),
            _ => break,
        };
        tokens[count] = token;
        columns[count] = cursor.column;
        characters[count] = c;
        count += 1;
        cursor.bump();
        if let Token::Rank(_) = token {
            let second = cursor.peek().and_then(|c| c.to_digit(10));
            if let Some(number) = second.map(|d| 10 * digit + d as usize)
                && number <= size.ranks()
            {
                tokens[count - 1] = Token::Rank(number - 1);
                cursor.bump();
            }
        }
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
                VariantSanError::UnexpectedCharacter { column, character }
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
    let mut to_file = 0;
    let mut to_rank = 0;
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
    match cursor.peek().and_then(|c| promotion_from_letter(game, c)) {
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
    let to = size
        .square(to_file, to_rank)
        .ok_or(VariantSanError::Incomplete {
            column: cursor.column,
        })?;
    Ok(VariantSanIntent::Move {
        piece,
        from_file: from_file.map(|file| char::from(b'a' + (file % 26) as u8)),
        from_rank: from_rank.map(|rank| rank + 1),
        capture,
        to,
        promotion,
        en_passant,
    })
}

/// `true` if `mv`, legal in `game`, is what `intent` asks for. A pawn
/// move that names no file stays on its file.
fn matches<G: Game>(game: &G, intent: VariantSanIntent, mv: G::Move, promotion_too: bool) -> bool {
    match intent {
        VariantSanIntent::Castling(side) => game.move_castling_side(mv) == Some(side),
        VariantSanIntent::Move {
            piece,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
            en_passant,
        } => {
            let from = game.move_from(mv);
            let file_ok = match from_file {
                Some(wanted) => from.file_char() == wanted,
                None => piece != PieceKind::Pawn || from.file() == to.file(),
            };
            game.move_kind(mv) != MoveKind::Castling
                && game.move_to(mv) == to
                && file_ok
                && from_rank.is_none_or(|rank| from.rank() + 1 == rank)
                && game.kind_on(from) == Some(piece)
                && (!capture || game.is_capture(mv))
                && (!en_passant || game.move_kind(mv) == MoveKind::EnPassant)
                && (!promotion_too || game.move_promotion(mv) == promotion)
        }
    }
}

/// Reads standard algebraic notation as a legal move of `game`: what
/// [`Move::from_san`] and [`VariantMove::from_san`] do.
fn read<G: Game>(game: &G, san: &str) -> Result<G::Move, VariantSanError> {
    let (intent, mark) = parse(game, san)?;
    let size = game.board_size();
    let moves = game.legal_moves();
    let mut found = None;
    let mut candidates = Bitboard128::EMPTY;
    let mut count = 0;
    let mut promotes = false;
    for &mv in moves.iter() {
        if matches(game, intent, mv, true) {
            found = Some(mv);
            candidates = candidates | Bitboard128(1 << size.index_of(game.move_from(mv)));
            count += 1;
        } else if matches(game, intent, mv, false) {
            promotes = true;
        }
    }
    let mv = match (found, count) {
        (Some(mv), 1) => mv,
        (Some(_), _) => {
            let candidates = BoardSquareSet {
                set: candidates,
                size,
            };
            return Err(VariantSanError::Ambiguous { intent, candidates });
        }
        (None, _)
            if promotes
                && matches!(
                    intent,
                    VariantSanIntent::Move {
                        promotion: None,
                        ..
                    }
                ) =>
        {
            return Err(VariantSanError::MissingPromotion { intent });
        }
        (None, _) => return Err(VariantSanError::IllegalMove { intent }),
    };
    if let Some(written) = mark {
        let actual = CheckMark::of(game, mv);
        let right = match written {
            CheckMark::Check => actual.is_some(),
            CheckMark::Mate => actual == Some(CheckMark::Mate),
        };
        if !right {
            return Err(VariantSanError::WrongCheckMark {
                intent,
                written,
                actual,
            });
        }
    }
    Ok(mv)
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
        read(position, san).map_err(standard_error)
    }
}

impl VariantMove {
    /// Parses standard algebraic notation as a legal move of `position`,
    /// as [`Move::from_san`] does for chess: everything
    /// [`VariantPosition::san`] writes, and the same variants. Piece
    /// letters are the variant's, upper case (`C`, `A`); files run to the
    /// board's last (`j` on ten files) and ranks to its last (`a10`, two
    /// digits where the board has ten ranks or more). Never panics.
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition};
    ///
    /// let start = VariantPosition::start(&CAPABLANCA)?;
    /// let mv = VariantMove::from_san(&start, "j4")?;
    /// assert_eq!(mv.uci(&CAPABLANCA).to_string(), "j2j4");
    /// assert_eq!(start.san(VariantMove::from_san(&start, "Nj3")?), "Nj3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`VariantSanError`]: what is wrong, at which column, or which
    /// legal moves the string could mean.
    pub fn from_san(
        position: &VariantPosition<'_>,
        san: &str,
    ) -> Result<VariantMove, VariantSanError> {
        read(position, san)
    }
}
