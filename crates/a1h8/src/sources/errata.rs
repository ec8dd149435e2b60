//! The sources' "two squares on one diagonal" snippets, transcribed as they
//! are, and exactly where they go wrong.
//!
//! The Diagonals and Anti-Diagonals pages give three C functions to test
//! whether two squares (0..63, a1 = 0) are on one diagonal or anti-diagonal,
//! and describe a fourth test in prose. Each of them is wrong for some pairs.
//! They are kept here, faithful to the letter (C `int` arithmetic: `&` on a
//! negative difference sees its two's complement, `%` truncates towards
//! zero), so that their failures are measured rather than asserted: the test
//! suite pins every count below, and `a1h8 tour` prints them live.
//!
//! | snippet | wrongly `true` | wrongly `false` | first of each |
//! |---|---|---|---|
//! | diagonal, `((sq2 - sq1) & 7) == ((sq2>>3) - (sq1>>3))` | 84 | 140 | (b1, a8); (b2, a1) |
//! | diagonal, `((sq2 - sq1) % 9) == 0` | 112 | 0 | (c1, a8) |
//! | anti-diagonal, `((sq2 - sq1) & 7) + ((sq2>>3) - (sq1>>3)) == 0` | 84 | 140 | (h2, a1); (b1, a2) |
//! | anti-diagonal, "square difference divisible by 7" | 242 | 0 | (a1, h1) |
//!
//! Counted over all 4096 ordered pairs `(sq1, sq2)`, a square paired with
//! itself included, against [`Square::same_diagonal`] and
//! [`Square::same_anti_diagonal`]; 344 ordered pairs share a diagonal and
//! 344 an anti-diagonal.
//!
//! Why they fail:
//!
//! - **`& 7` (diagonal).** `(sq2 - sq1) & 7` is the file distance only
//!   when it is taken modulo 8 *and* the files do not wrap: for b2 -> a1
//!   the difference is -9, `-9 & 7 = 7`, while the rank distance is -1.
//!   Every pair with `sq2` south-west of `sq1` is missed. Conversely b1 ->
//!   a8 has difference 55, `55 & 7 = 7`, equal to the rank distance 7,
//!   although b1 is on the diagonal b1-h7 (`rank - file = -1`) and a8 is
//!   alone on its own (`7`): the file distance is -1, not 7.
//! - **`% 9` (diagonal).** A difference of 9 is one step north-east only
//!   when no edge is crossed: h1 (7) and a3 (16) differ by 9 but are on
//!   different diagonals. It never misses a true pair, because along a
//!   diagonal the index does change by multiples of 9.
//! - **`& 7` (anti-diagonal).** The same modular file distance, now
//!   expected to cancel the rank distance. `(sq2 - sq1) & 7` is never
//!   negative, so the test can only hold when `sq2` is on a lower or equal
//!   rank: b1 -> a2 (difference 7, rank distance +1) is missed, while its
//!   reverse a2 -> b1 is found. The test is not even symmetric.
//! - **`% 7` (anti-diagonal).** Described in the Anti-Diagonals page as
//!   needing "extra conditions": it takes every pair of squares seven apart
//!   on a rank (a1, h1) and the corners of the main diagonal (a1, h8:
//!   63 = 9 * 7).
//!
//! The library's own tests compare `rank - file` and `rank + file`, which
//! is what the snippets set out to do.

use crate::Square;

/// One of the sources' tests for "two squares on one line".
///
/// ```
/// use a1h8::errata::Snippet;
/// use a1h8::Square;
///
/// let snippet = Snippet::SameDiagonalAnd7;
/// // b2 and a1 are on the long diagonal, but the snippet says no.
/// assert!(Square::B2.same_diagonal(Square::A1));
/// assert!(!snippet.claims(Square::B2, Square::A1));
///
/// let audit = snippet.audit();
/// assert_eq!((audit.false_positives, audit.false_negatives), (84, 140));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Snippet {
    /// `squaresOnSameDiagonal` with `& 7`, from the Diagonals page.
    SameDiagonalAnd7,
    /// `squaresOnSameDiagonal` with `% 9`, the Diagonals page's alternative.
    SameDiagonalMod9,
    /// `squaresOnSameAntiDiagonal` with `& 7`, from the Anti-Diagonals page.
    SameAntiDiagonalAnd7,
    /// "Test whether the square difference is divisible by 7", which the
    /// Anti-Diagonals page describes (without code) and warns about.
    SameAntiDiagonalMod7,
}

/// How one snippet fares over all 4096 ordered pairs of squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Audit {
    /// Ordered pairs `(sq1, sq2)` tried: 4096.
    pub pairs: usize,
    /// Pairs the snippet calls aligned that are not.
    pub false_positives: usize,
    /// Pairs that are aligned that the snippet misses.
    pub false_negatives: usize,
    /// The false positive of lowest `(sq1, sq2)` index order, if any.
    pub first_false_positive: Option<(Square, Square)>,
    /// The false negative of lowest `(sq1, sq2)` index order, if any.
    pub first_false_negative: Option<(Square, Square)>,
}

impl Audit {
    /// All pairs the snippet gets wrong.
    pub const fn misclassified(&self) -> usize {
        self.false_positives + self.false_negatives
    }
}

// The transcriptions. Names, argument order and arithmetic are the C of the
// pages, on `i32` as C's `int`.

#[allow(non_snake_case)]
const fn squaresOnSameDiagonal_and7(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) & 7) == ((sq2 >> 3) - (sq1 >> 3))
}

#[allow(non_snake_case)]
const fn squaresOnSameDiagonal_mod9(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) % 9) == 0
}

#[allow(non_snake_case)]
const fn squaresOnSameAntiDiagonal_and7(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) & 7) + ((sq2 >> 3) - (sq1 >> 3)) == 0
}

#[allow(non_snake_case)]
const fn squaresOnSameAntiDiagonal_mod7(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) % 7) == 0
}

impl Snippet {
    /// All four snippets.
    pub const ALL: [Snippet; 4] = [
        Snippet::SameDiagonalAnd7,
        Snippet::SameDiagonalMod9,
        Snippet::SameAntiDiagonalAnd7,
        Snippet::SameAntiDiagonalMod7,
    ];

    /// The expression as its page writes it (the `% 7` one in the form its
    /// prose describes).
    pub const fn code(self) -> &'static str {
        match self {
            Snippet::SameDiagonalAnd7 => "((sq2 - sq1) & 7) == ((sq2>>3) - (sq1>>3))",
            Snippet::SameDiagonalMod9 => "((sq2 - sq1) % 9) == 0",
            Snippet::SameAntiDiagonalAnd7 => "((sq2 - sq1) & 7) + ((sq2>>3) - (sq1>>3)) == 0",
            Snippet::SameAntiDiagonalMod7 => "((sq2 - sq1) % 7) == 0",
        }
    }

    /// `"diagonal"` or `"anti-diagonal"`: the line the snippet tests for.
    pub const fn line_kind(self) -> &'static str {
        match self {
            Snippet::SameDiagonalAnd7 | Snippet::SameDiagonalMod9 => "diagonal",
            Snippet::SameAntiDiagonalAnd7 | Snippet::SameAntiDiagonalMod7 => "anti-diagonal",
        }
    }

    /// What the snippet answers for `(sq1, sq2)`, computed exactly as the
    /// page's C code does.
    pub const fn claims(self, sq1: Square, sq2: Square) -> bool {
        let (sq1, sq2) = (sq1.index() as i32, sq2.index() as i32);
        match self {
            Snippet::SameDiagonalAnd7 => squaresOnSameDiagonal_and7(sq1, sq2),
            Snippet::SameDiagonalMod9 => squaresOnSameDiagonal_mod9(sq1, sq2),
            Snippet::SameAntiDiagonalAnd7 => squaresOnSameAntiDiagonal_and7(sq1, sq2),
            Snippet::SameAntiDiagonalMod7 => squaresOnSameAntiDiagonal_mod7(sq1, sq2),
        }
    }

    /// The right answer: [`Square::same_diagonal`] or
    /// [`Square::same_anti_diagonal`].
    pub const fn truth(self, sq1: Square, sq2: Square) -> bool {
        match self {
            Snippet::SameDiagonalAnd7 | Snippet::SameDiagonalMod9 => sq1.same_diagonal(sq2),
            Snippet::SameAntiDiagonalAnd7 | Snippet::SameAntiDiagonalMod7 => {
                sq1.same_anti_diagonal(sq2)
            }
        }
    }

    /// Compares [`claims`](Snippet::claims) with
    /// [`truth`](Snippet::truth) on all 4096 ordered pairs.
    pub const fn audit(self) -> Audit {
        let mut audit = Audit {
            pairs: 0,
            false_positives: 0,
            false_negatives: 0,
            first_false_positive: None,
            first_false_negative: None,
        };
        let mut i = 0;
        while i < 64 {
            let mut j = 0;
            while j < 64 {
                let (sq1, sq2) = (Square::ALL[i], Square::ALL[j]);
                let (claim, truth) = (self.claims(sq1, sq2), self.truth(sq1, sq2));
                if claim && !truth {
                    audit.false_positives += 1;
                    if audit.first_false_positive.is_none() {
                        audit.first_false_positive = Some((sq1, sq2));
                    }
                } else if !claim && truth {
                    audit.false_negatives += 1;
                    if audit.first_false_negative.is_none() {
                        audit.first_false_negative = Some((sq1, sq2));
                    }
                }
                audit.pairs += 1;
                j += 1;
            }
            i += 1;
        }
        audit
    }
}
