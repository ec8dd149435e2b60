//! Pieces: a kind (pawn to king, and the two compound pieces of the large
//! variants) and a colour.

use core::fmt;
use core::str::FromStr;

use crate::Color;

/// What a piece is, regardless of colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PieceKind {
    /// A pawn, `p`.
    Pawn,
    /// A knight, `n`.
    Knight,
    /// A bishop, `b`.
    Bishop,
    /// A rook, `r`.
    Rook,
    /// A queen, `q`.
    Queen,
    /// A king, `k`.
    King,
    /// An archbishop (also princess, cardinal, hawk): bishop and knight in
    /// one, `a` in Capablanca chess. Not a piece of standard chess: the 8x8
    /// [`Board`](crate::Board) does not hold it; a
    /// [`VariantPosition`](crate::variants::VariantPosition) does.
    Archbishop,
    /// A chancellor (also marshal, empress, elephant): rook and knight in
    /// one, `c` in Capablanca chess. Not a piece of standard chess, as the
    /// archbishop.
    Chancellor,
}

impl PieceKind {
    /// All eight kinds: the six of standard chess, pawn first, then the
    /// archbishop and the chancellor.
    pub const ALL: [PieceKind; 8] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
        PieceKind::Archbishop,
        PieceKind::Chancellor,
    ];

    /// Every kind, strongest first as promotions are listed: queen,
    /// chancellor, archbishop, rook, bishop, knight, then king and pawn.
    pub const STRONGEST_FIRST: [PieceKind; 8] = [
        PieceKind::Queen,
        PieceKind::Chancellor,
        PieceKind::Archbishop,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::King,
        PieceKind::Pawn,
    ];

    /// The six kinds of standard chess, pawn first: the ones the 8x8
    /// [`Board`](crate::Board) holds.
    pub const STANDARD: [PieceKind; 6] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];

    /// 0 (pawn) to 5 (king), 6 (archbishop), 7 (chancellor).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `true` for the six kinds of standard chess.
    pub const fn is_standard(self) -> bool {
        self.index() < 6
    }

    /// The lower-case letter: `p n b r q k`, and `a c` for the archbishop
    /// and the chancellor (the letters of Capablanca chess; a
    /// [`Variant`](crate::variants::Variant) may give them others).
    pub const fn char(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
            PieceKind::Archbishop => 'a',
            PieceKind::Chancellor => 'c',
        }
    }

    /// The usual material value in pawns: 1, 3, 3, 5, 9, and 0 for the
    /// king; 7 for the archbishop and 8 for the chancellor, the round
    /// figures Capablanca-chess players use.
    pub const fn value(self) -> u32 {
        match self {
            PieceKind::Pawn => 1,
            PieceKind::Knight | PieceKind::Bishop => 3,
            PieceKind::Rook => 5,
            PieceKind::Queen => 9,
            PieceKind::King => 0,
            PieceKind::Archbishop => 7,
            PieceKind::Chancellor => 8,
        }
    }

    /// `true` if the piece moves as a rook does, along files and ranks:
    /// rook, queen, chancellor.
    pub const fn slides_straight(self) -> bool {
        matches!(
            self,
            PieceKind::Rook | PieceKind::Queen | PieceKind::Chancellor
        )
    }

    /// `true` if the piece moves as a bishop does, along diagonals: bishop,
    /// queen, archbishop.
    pub const fn slides_diagonally(self) -> bool {
        matches!(
            self,
            PieceKind::Bishop | PieceKind::Queen | PieceKind::Archbishop
        )
    }

    /// `true` if the piece jumps as a knight does: knight, archbishop,
    /// chancellor.
    pub const fn jumps(self) -> bool {
        matches!(
            self,
            PieceKind::Knight | PieceKind::Archbishop | PieceKind::Chancellor
        )
    }

    /// `"pawn"`, `"knight"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Knight => "knight",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::Queen => "queen",
            PieceKind::King => "king",
            PieceKind::Archbishop => "archbishop",
            PieceKind::Chancellor => "chancellor",
        }
    }
}

/// A piece: a colour and a kind. FEN writes White's in upper case (`K`,
/// `Q`, ..., `P`) and Black's in lower case.
///
/// ```
/// use a1h8::{Color, Piece, PieceKind};
///
/// let queen = Piece::from_char('Q').unwrap();
/// assert_eq!(queen, Piece::new(Color::White, PieceKind::Queen));
/// assert_eq!(queen.char(), 'Q');
/// assert_eq!(queen.symbol(), '♕');
/// assert_eq!(Piece::from_char('x'), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub kind: PieceKind,
}

/// A string that names no [`PieceKind`]; its message suggests the nearest
/// name for a near miss.
///
/// ```
/// use a1h8::PieceKind;
///
/// assert_eq!("Rook".parse::<PieceKind>(), Ok(PieceKind::Rook));
/// let error = "knigt".parse::<PieceKind>().unwrap_err();
/// assert_eq!(error.suggestion(), Some("knight"));
/// assert!(error.to_string().ends_with("; did you mean `knight`?"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParsePieceKindError {
    suggestion: Option<&'static str>,
}

impl ParsePieceKindError {
    /// The name nearest to what was typed, if one is near enough.
    pub const fn suggestion(self) -> Option<&'static str> {
        self.suggestion
    }
}

impl fmt::Display for ParsePieceKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown piece: expected rook, bishop, queen, knight, king, pawn, archbishop or \
             chancellor{}",
            crate::names::DidYouMean(self.suggestion)
        )
    }
}

impl core::error::Error for ParsePieceKindError {}

impl FromStr for PieceKind {
    type Err = ParsePieceKindError;

    /// Parses a [`name`](PieceKind::name), ignoring ASCII case.
    fn from_str(s: &str) -> Result<PieceKind, ParsePieceKindError> {
        crate::names::find(s, &PieceKind::ALL, PieceKind::name).ok_or_else(|| ParsePieceKindError {
            suggestion: crate::names::nearest(s, PieceKind::ALL.map(PieceKind::name)),
        })
    }
}

impl Piece {
    /// The piece of `color` and `kind`.
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    pub const fn char(self) -> char {
        let c = self.kind.char();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece of a FEN letter of standard chess (`KQRBNP` White,
    /// `kqrbnp` Black). The archbishop's and chancellor's letters depend on
    /// the variant: [`Variant::piece`](crate::variants::Variant::piece)
    /// reads them.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let kind = match c.to_ascii_lowercase() {
            'p' => PieceKind::Pawn,
            'n' => PieceKind::Knight,
            'b' => PieceKind::Bishop,
            'r' => PieceKind::Rook,
            'q' => PieceKind::Queen,
            'k' => PieceKind::King,
            _ => return None,
        };
        Some(Piece { color, kind })
    }

    /// The Unicode chess symbol: `♔♕♖♗♘♙` for White, `♚♛♜♝♞♟` for Black.
    /// Unicode has no symbol in common fonts for the archbishop and the
    /// chancellor: theirs is the FEN letter, `A` `C` or `a` `c`.
    pub const fn symbol(self) -> char {
        let white = match self.kind {
            PieceKind::Archbishop | PieceKind::Chancellor => return self.char(),
            PieceKind::King => '♔',
            PieceKind::Queen => '♕',
            PieceKind::Rook => '♖',
            PieceKind::Bishop => '♗',
            PieceKind::Knight => '♘',
            PieceKind::Pawn => '♙',
        };
        match self.color {
            Color::White => white,
            // The black symbols follow the white ones at a distance of 6.
            Color::Black => match char::from_u32(white as u32 + 6) {
                Some(c) => c,
                None => white,
            },
        }
    }

    /// The same kind in the other colour.
    pub const fn flip_color(self) -> Piece {
        Piece {
            color: self.color.other(),
            kind: self.kind,
        }
    }
}

impl fmt::Display for Piece {
    /// The FEN letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}
