//! Pieces: a kind (pawn to king) and a colour.

use core::fmt;

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
}

impl PieceKind {
    /// All six kinds, pawn first.
    pub const ALL: [PieceKind; 6] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];

    /// 0 (pawn) to 5 (king).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
        }
    }

    /// The usual material value in pawns: 1, 3, 3, 5, 9, and 0 for the king.
    pub const fn value(self) -> u32 {
        match self {
            PieceKind::Pawn => 1,
            PieceKind::Knight | PieceKind::Bishop => 3,
            PieceKind::Rook => 5,
            PieceKind::Queen => 9,
            PieceKind::King => 0,
        }
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

    /// The piece of a FEN letter (`KQRBNP` White, `kqrbnp` Black).
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
    pub const fn symbol(self) -> char {
        let white = match self.kind {
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
