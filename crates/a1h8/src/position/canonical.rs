//! Tablebase canonical forms: one representative per class of positions
//! that the board's symmetries make equivalent.
//!
//! A tablebase stores each class once. Which symmetries make two positions
//! equivalent depends on the position ([`Position::symmetries`]):
//!
//! - **No pawns, no castling rights:** all eight symmetries of the square.
//!   The representative has the white king in the triangle a1-d1-d4 (the
//!   10 squares with `file <= 3` and `rank <= file`), as the third seed
//!   describes.
//! - **Pawns, no castling rights:** the identity and the horizontal mirror.
//!   The representative has the white king on files a to d.
//! - **Castling rights:** only the identity; the position is its own
//!   representative.
//!
//! Several images can satisfy the rule: with the white king on the
//! diagonal a1-d4, both it and its mirror along a1-h8 keep the king in the
//! triangle, and a symmetric position has equal images. The tie-break is
//! a total order on positions, so the choice is deterministic and the same
//! for every member of the class: the smallest board, read square by square
//! from a1 to h8, empty squares first, then White's pawn, knight, bishop,
//! rook, queen and king, then Black's in the same order; then the side to
//! move, the castling rights and the en passant square.
//!
//! With colours folded ([`canonical_with_colors`]) a class also contains the
//! colour-flipped positions ([`Position::flip_colors`]), and the
//! representative has the stronger side as White: more material counted 9,
//! 5, 3, 3, 1 for queen, rook, bishop, knight, pawn, then more queens, rooks,
//! bishops, knights, pawns in that order. A tablebase then indexes KQvK and
//! KvKQ once.
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

use core::cmp::Ordering;

use crate::{Color, PieceKind, Position, Square, Symmetry, TransformError};

/// A position's representative and how to get there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    /// The representative of the class.
    pub position: Position,
    /// The symmetry that maps the given position (after the colour flip, if
    /// any) to the representative. A prober maps moves found in the
    /// representative back with its inverse.
    pub symmetry: Symmetry,
    /// `true` if the colours were flipped first (only with
    /// [`canonical_with_colors`]).
    pub colors_flipped: bool,
}

/// Which symmetries make positions equivalent, and where the representative
/// has its white king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// All eight symmetries; the white king in the triangle a1-d1-d4. For
    /// positions without pawns and castling rights.
    AllSymmetries,
    /// The identity and the horizontal mirror; the white king on files a to
    /// d. For positions with pawns and no castling rights.
    MirrorHorizontal,
    /// The identity alone. For positions with castling rights.
    Identity,
}

impl Rule {
    /// The rule a position's contents call for.
    pub fn of(position: &Position) -> Rule {
        if !position.castling().is_empty() {
            Rule::Identity
        } else if position.has_pawns() {
            Rule::MirrorHorizontal
        } else {
            Rule::AllSymmetries
        }
    }

    /// The symmetries of the rule, identity first.
    pub const fn symmetries(self) -> &'static [Symmetry] {
        match self {
            Rule::AllSymmetries => &Symmetry::ALL,
            Rule::MirrorHorizontal => &[Symmetry::Identity, Symmetry::MirrorHorizontal],
            Rule::Identity => &[Symmetry::Identity],
        }
    }

    /// Whether the white king of `position` stands where the rule's
    /// representatives have it.
    fn admits(self, position: &Position) -> bool {
        let king = position
            .board()
            .king(Color::White)
            .expect("a position has one king per side");
        let (file, rank) = (king.file().index(), king.rank().index());
        match self {
            Rule::AllSymmetries => file <= 3 && rank <= file,
            Rule::MirrorHorizontal => file <= 3,
            Rule::Identity => true,
        }
    }
}

/// The representative of `position`'s class under the symmetries valid for
/// it ([`Rule::of`]); see the [module documentation](self) for the rules.
pub fn canonical(position: &Position) -> Canonical {
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
pub fn canonical_by(position: &Position, rule: Rule) -> Result<Canonical, TransformError> {
    best(position, rule, false)
}

/// The representative of `position`'s class under the valid symmetries and
/// the colour flip, with the stronger side as White.
pub fn canonical_with_colors(position: &Position) -> Canonical {
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
fn best(
    position: &Position,
    rule: Rule,
    colors_flipped: bool,
) -> Result<Canonical, TransformError> {
    let mut best: Option<Canonical> = None;
    for &symmetry in rule.symmetries() {
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

/// A piece's rank in the tie-break order: empty 0, White's pawn..king 1..6,
/// Black's 7..12.
fn code(position: &Position, square: Square) -> u8 {
    match position.board().piece_at(square) {
        None => 0,
        Some(piece) => piece_code(piece),
    }
}

/// The number a piece counts as when canonical forms are compared square
/// by square from a1 (an empty square is 0): 1 to 6 for the white pawn,
/// knight, bishop, rook, queen and king, 7 to 12 for the black ones. The
/// representative is the image whose list of numbers is least.
///
/// ```
/// use a1h8::{Color, Piece, PieceKind};
/// use a1h8::canonical::piece_code;
///
/// assert_eq!(piece_code(Piece::new(Color::White, PieceKind::Pawn)), 1);
/// assert_eq!(piece_code(Piece::new(Color::Black, PieceKind::King)), 12);
/// ```
pub const fn piece_code(piece: crate::Piece) -> u8 {
    1 + 6 * piece.color.index() as u8 + piece.kind.index() as u8
}

/// The total order of the tie-break.
fn compare(a: &Position, b: &Position) -> Ordering {
    Square::ALL
        .iter()
        .map(|&s| code(a, s).cmp(&code(b, s)))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
        .then(a.turn().cmp(&b.turn()))
        .then(a.castling().cmp(&b.castling()))
        .then(a.en_passant().cmp(&b.en_passant()))
}

/// `color`'s material: total value, then counts of queens, rooks, bishops,
/// knights and pawns.
fn material(position: &Position, color: Color) -> (u32, [usize; 5]) {
    let count = |kind| (position.board().by_color(color) & position.board().by_kind(kind)).count();
    let kinds = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ];
    let value = kinds.iter().map(|&k| k.value() * count(k) as u32).sum();
    (value, kinds.map(count))
}
