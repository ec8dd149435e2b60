//! Tablebase canonical forms: one representative per class of positions
//! that the board's symmetries make equivalent.
//!
//! A tablebase stores each class once. Which symmetries make two positions
//! equivalent depends on the position ([`Position::symmetries`],
//! [`VariantPosition::symmetries`]) and on its board. Written once for
//! every board, through the trait [`Symmetric`] that both the 8x8
//! [`Position`] and [`VariantPosition`] implement. On a board of `files`
//! by `ranks`, with `half(n) = (n - 1) / 2` (rounded down: 3 on 8, 2 on 5),
//! files and ranks counted from 0:
//!
//! - **No pawns, no castling rights:** all the symmetries of the board.
//!   - On a square board (n x n, eight symmetries) the representative has
//!     the white king in the triangle `file <= half(n)` and `rank <= file`:
//!     on 8x8 the 10 squares of a1-d1-d4, as the Diagonal Mirroring page
//!     describes; on 9x9 the 15 of a1-e1-e5.
//!   - On a rectangle (four symmetries) it has the white king in the
//!     bottom-left quarter, `file <= half(files)` and `rank <=
//!     half(ranks)`: a1-e4 on 10x8.
//! - **Pawns, no castling rights:** the identity and the horizontal mirror.
//!   The representative has the white king on the left half, `file <=
//!   half(files)`: files a to d on 8x8, a to e on 10x8.
//! - **Castling rights:** only the identity; the position is its own
//!   representative.
//!
//! Each region meets every class: the mirrors bring a file above the
//! middle below it (and a rank likewise), and on a square board the
//! diagonal mirror brings the rank below the file.
//!
//! Several images can satisfy the rule: with the white king on the
//! diagonal a1-d4, both it and its mirror along a1-h8 keep the king in the
//! triangle, and a symmetric position has equal images. The tie-break is
//! a total order on positions, so the choice is deterministic and the same
//! for every member of the class: the smallest board, read square by square
//! from a1 (index 0) to the last square, empty squares first, then White's
//! pawn, knight, bishop, rook, queen and king, then Black's in the same
//! order, then White's archbishop and chancellor, then Black's
//! ([`piece_code`]); then the side to move and the
//! en passant square. (Castling rights never decide: with them the identity
//! is the only symmetry, and a position and its colour flip differ in the
//! side to move.)
//!
//! With colours folded ([`canonical_with_colors`]) a class also contains the
//! colour-flipped positions ([`Position::flip_colors`],
//! [`VariantPosition::flip_colors`]), and the representative has the
//! stronger side as White: more material counted 9, 8, 7, 5, 3, 3, 1 for
//! queen, chancellor, archbishop, rook, bishop, knight, pawn
//! ([`PieceKind::value`]), then more queens, chancellors, archbishops,
//! rooks, bishops, knights, pawns in that order. A tablebase then indexes
//! KQvK and KvKQ once.
//!
//! ```
//! use a1h8::canonical::canonical;
//! use a1h8::{Position, Symmetry};
//!
//! let position = Position::from_fen("k7/8/8/8/3Q4/8/8/6K1 w - - 0 1")?;
//! let form = canonical(&position);
//! assert_eq!(form.position.to_string(), "7k/8/8/8/4Q3/8/8/1K6 w - - 0 1");
//! assert_eq!(form.symmetry, Symmetry::MirrorHorizontal);
//! assert_eq!(position.transform(form.symmetry), Ok(form.position));
//! # Ok::<(), a1h8::FenError>(())
//! ```
//!
//! A variant position, on the 10x8 board, has its white king brought to
//! the quarter a1-e4:
//!
//! ```
//! use a1h8::canonical::canonical;
//! use a1h8::variant::{CAPABLANCA, VariantPosition};
//! use a1h8::Symmetry;
//!
//! let position = VariantPosition::from_fen(&CAPABLANCA, "k9/10/10/10/10/10/2C7/8K1 w - - 0 1")?;
//! let form = canonical(&position);
//! assert_eq!(form.position.to_string(), "9k/10/10/10/10/10/7C2/1K8 w - - 0 1");
//! assert_eq!(form.symmetry, Symmetry::MirrorHorizontal);
//! assert_eq!(position.transform(form.symmetry), Ok(form.position));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::cmp::Ordering;

use crate::geometry::{BoardSize, BoardSquare};
use crate::variants::VariantPosition;
use crate::{Color, Game, Piece, PieceKind, Position, Symmetry, TransformError};

/// What canonical forms read of a position: its board, pieces, symmetries
/// and colour flip. Implemented by the 8x8 [`Position`] and by
/// [`VariantPosition`], so that [`canonical`], [`canonical_by`] and
/// [`canonical_with_colors`] are written once for every board.
pub trait Symmetric: Game + Copy {
    /// The position with `symmetry` applied, as
    /// [`Position::transform`] and [`VariantPosition::transform`].
    ///
    /// # Errors
    ///
    /// If the symmetry does not apply to the position.
    fn transform(&self, symmetry: Symmetry) -> Result<Self, TransformError>;

    /// The same game seen from the other side, as
    /// [`Position::flip_colors`] and [`VariantPosition::flip_colors`].
    #[must_use]
    fn flip_colors(&self) -> Self;
}

impl Symmetric for Position {
    fn transform(&self, symmetry: Symmetry) -> Result<Position, TransformError> {
        Position::transform(self, symmetry)
    }

    fn flip_colors(&self) -> Position {
        Position::flip_colors(self)
    }
}

impl Symmetric for VariantPosition<'_> {
    fn transform(&self, symmetry: Symmetry) -> Result<Self, TransformError> {
        VariantPosition::transform(self, symmetry)
    }

    fn flip_colors(&self) -> Self {
        VariantPosition::flip_colors(self)
    }
}

/// A position's representative and how to get there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Canonical<P = Position> {
    /// The representative of the class.
    pub position: P,
    /// The symmetry that maps the given position (after the colour flip, if
    /// any) to the representative. A prober maps moves found in the
    /// representative back with its inverse.
    pub symmetry: Symmetry,
    /// `true` if the colours were flipped first (only with
    /// [`canonical_with_colors`]).
    pub colors_flipped: bool,
}

/// Which symmetries make positions equivalent, and where the representative
/// has its white king (see the [module documentation](self) for the
/// regions on every board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// All the board's symmetries (eight on a square board, four on a
    /// rectangle); the white king in the triangle a1-d1-d4 on 8x8, in the
    /// triangle or quarter of [`Rule::in_region`] on other boards. For
    /// positions without pawns and castling rights.
    AllSymmetries,
    /// The identity and the horizontal mirror; the white king on files a to
    /// d on 8x8, on the left half of any board. For positions with pawns
    /// and no castling rights.
    MirrorHorizontal,
    /// The identity alone. For positions with castling rights.
    Identity,
}

impl Rule {
    /// The rule a position's contents call for.
    pub fn of<P: Symmetric>(position: &P) -> Rule {
        if position.has_castling_rights() {
            Rule::Identity
        } else if position.has_pawns() {
            Rule::MirrorHorizontal
        } else {
            Rule::AllSymmetries
        }
    }

    /// The symmetries of the rule on the 8x8 board, identity first.
    pub const fn symmetries(self) -> &'static [Symmetry] {
        match self {
            Rule::AllSymmetries => &Symmetry::ALL,
            Rule::MirrorHorizontal => &[Symmetry::Identity, Symmetry::MirrorHorizontal],
            Rule::Identity => &[Symmetry::Identity],
        }
    }

    /// The symmetries of the rule on a board of `size`, identity first:
    /// those of [`symmetries`](Rule::symmetries) that are
    /// [symmetries of the board](Symmetry::is_symmetry_of).
    pub fn symmetries_of(self, size: BoardSize) -> impl Iterator<Item = Symmetry> + Clone {
        self.symmetries()
            .iter()
            .copied()
            .filter(move |s| s.is_symmetry_of(size))
    }

    /// Whether a representative may have its white king on `square` of a
    /// board of `size`. With `half(n) = (n - 1) / 2`:
    /// [`AllSymmetries`](Rule::AllSymmetries) on a square board, `file <=
    /// half(files)` and `rank <= file`; on a rectangle, `file <=
    /// half(files)` and `rank <= half(ranks)`;
    /// [`MirrorHorizontal`](Rule::MirrorHorizontal), `file <=
    /// half(files)`; [`Identity`](Rule::Identity), anywhere.
    ///
    /// ```
    /// use a1h8::canonical::Rule;
    /// use a1h8::geometry::BoardSize;
    ///
    /// let chess = BoardSize::STANDARD;
    /// let triangle = chess.squares().filter(|&s| Rule::AllSymmetries.in_region(chess, s));
    /// assert_eq!(triangle.count(), 10); // a1-d1-d4
    /// let capablanca = BoardSize::new(10, 8)?;
    /// let quarter = capablanca.squares().filter(|&s| Rule::AllSymmetries.in_region(capablanca, s));
    /// assert_eq!(quarter.count(), 20); // a1-e4
    /// let half = capablanca.squares().filter(|&s| Rule::MirrorHorizontal.in_region(capablanca, s));
    /// assert_eq!(half.count(), 40);
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    pub const fn in_region(self, size: BoardSize, square: BoardSquare) -> bool {
        let (file, rank) = (square.file(), square.rank());
        let half_files = (size.files() - 1) / 2;
        let half_ranks = (size.ranks() - 1) / 2;
        match self {
            Rule::AllSymmetries if size.files() == size.ranks() => {
                file <= half_files && rank <= file
            }
            Rule::AllSymmetries => file <= half_files && rank <= half_ranks,
            Rule::MirrorHorizontal => file <= half_files,
            Rule::Identity => true,
        }
    }

    /// Whether the white king of `position` stands where the rule's
    /// representatives have it.
    fn admits<P: Symmetric>(self, position: &P) -> bool {
        let king = position
            .king_square(Color::White)
            .expect("a position has one king per side");
        self.in_region(position.board_size(), king)
    }
}

/// The representative of `position`'s class under the symmetries valid for
/// it ([`Rule::of`]); see the [module documentation](self) for the rules.
pub fn canonical<P: Symmetric>(position: &P) -> Canonical<P> {
    canonical_by(position, Rule::of(position)).expect("the position's own rule applies to it")
}

/// The representative of `position`'s class under `rule`, which may be
/// narrower than the position's own (a tablebase of positions with pawns
/// uses [`Rule::MirrorHorizontal`] for all of them).
///
/// # Errors
///
/// If a symmetry of the rule does not apply to the position (for example
/// [`Rule::AllSymmetries`] with pawns on the board).
pub fn canonical_by<P: Symmetric>(
    position: &P,
    rule: Rule,
) -> Result<Canonical<P>, TransformError> {
    best(position, rule, false)
}

/// The representative of `position`'s class under the valid symmetries and
/// the colour flip, with the stronger side as White.
pub fn canonical_with_colors<P: Symmetric>(position: &P) -> Canonical<P> {
    let rule = Rule::of(position);
    let flipped = position.flip_colors();
    [best(position, rule, false), best(&flipped, rule, true)]
        .into_iter()
        .flatten()
        .filter(|c| material(&c.position, Color::White) >= material(&c.position, Color::Black))
        .min_by(|a, b| compare(&a.position, &b.position))
        .expect("one of the two colourings has the stronger side as White")
}

/// The smallest image of `position` under `rule` with the white king where
/// the rule wants it; the lowest symmetry among equal images.
fn best<P: Symmetric>(
    position: &P,
    rule: Rule,
    colors_flipped: bool,
) -> Result<Canonical<P>, TransformError> {
    let mut best: Option<Canonical<P>> = None;
    for symmetry in rule.symmetries_of(position.board_size()) {
        let image = position.transform(symmetry)?;
        if !rule.admits(&image) {
            continue;
        }
        if best.is_none_or(|b| compare(&image, &b.position).is_lt()) {
            best = Some(Canonical {
                position: image,
                symmetry,
                colors_flipped,
            });
        }
    }
    Ok(best.expect("every rule's symmetries take the white king into its region"))
}

/// A piece's rank in the tie-break order: empty 0, then [`piece_code`].
fn code<P: Symmetric>(position: &P, index: usize) -> u8 {
    match position.piece_at_index(index) {
        None => 0,
        Some(piece) => piece_code(piece),
    }
}

/// The number a piece counts as when canonical forms are compared square
/// by square from a1 (an empty square is 0): 1 to 6 for the white pawn,
/// knight, bishop, rook, queen and king, 7 to 12 for the black ones, then
/// 13 and 14 for the white archbishop and chancellor, 15 and 16 for the
/// black ones. The representative is the image whose list of numbers is
/// least.
///
/// ```
/// use a1h8::{Color, Piece, PieceKind};
/// use a1h8::canonical::piece_code;
///
/// assert_eq!(piece_code(Piece::new(Color::White, PieceKind::Pawn)), 1);
/// assert_eq!(piece_code(Piece::new(Color::Black, PieceKind::King)), 12);
/// assert_eq!(piece_code(Piece::new(Color::Black, PieceKind::Chancellor)), 16);
/// ```
pub const fn piece_code(piece: Piece) -> u8 {
    let (color, kind) = (piece.color.index() as u8, piece.kind.index() as u8);
    if kind < 6 {
        1 + 6 * color + kind
    } else {
        13 + 2 * color + (kind - 6)
    }
}

/// The total order of the tie-break. Only occupied squares can differ, so
/// only they are read, in index order.
fn compare<P: Symmetric>(a: &P, b: &P) -> Ordering {
    let mut squares = a.occupied_set() | b.occupied_set();
    while squares != 0 {
        let index = squares.trailing_zeros() as usize;
        squares &= squares - 1;
        let order = code(a, index).cmp(&code(b, index));
        if order.is_ne() {
            return order;
        }
    }
    a.turn()
        .cmp(&b.turn())
        .then(a.en_passant_index().cmp(&b.en_passant_index()))
}

/// `color`'s material: total value, then counts of each kind, strongest
/// first (queens, chancellors, archbishops, rooks, bishops, knights, the
/// one king, pawns).
fn material<P: Symmetric>(position: &P, color: Color) -> (u32, [usize; 8]) {
    let kinds = PieceKind::STRONGEST_FIRST;
    let counts = kinds.map(|kind| position.count(color, kind));
    let value = kinds
        .iter()
        .zip(counts)
        .map(|(kind, count)| kind.value() * count as u32)
        .sum();
    (value, counts)
}
