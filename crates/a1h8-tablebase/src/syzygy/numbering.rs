//! How Syzygy's files number positions: the squares of the pieces, in the
//! order a table's header gives, made an index by the symmetries of the
//! board (the left-right mirror, and for pawnless endings the up-down
//! mirror and the a1-h8 diagonal mirror, the first piece kept to the
//! a1-d1-d4 triangle) and by counting sets of identical pieces as
//! combinations. Every table here is computed by a rule from the squares'
//! files and ranks, not written out.

/// The most pieces a Syzygy table holds.
pub(super) const MAX_PIECES: usize = 7;

const fn file(square: u8) -> u8 {
    square & 7
}

const fn rank(square: u8) -> u8 {
    square >> 3
}

/// Which side of the a1-h8 diagonal `square` is on: 0 on it, -1 below it
/// (its file beyond its rank), 1 above.
pub(super) const fn off_diagonal(square: u8) -> i8 {
    let (f, r) = (file(square), rank(square));
    if f == r {
        0
    } else if f > r {
        -1
    } else {
        1
    }
}

/// `square` mirrored in the a1-h8 diagonal.
pub(super) const fn flip_diagonal(square: u8) -> u8 {
    file(square) << 3 | rank(square)
}

/// The ten squares of the a1-d1-d4 triangle, in the order the format
/// numbers the first piece of a pawnless table: off the diagonal first.
const TRIANGLE_SQUARES: [u8; 10] = [1, 2, 3, 10, 11, 19, 0, 9, 18, 27];

/// The number (0 to 9) of the triangle square `square` is one of the
/// images of, by the board's eight symmetries.
const fn triangle(square: u8) -> u8 {
    let (mut f, mut r) = (file(square), rank(square));
    if f > 3 {
        f = 7 - f;
    }
    if r > 3 {
        r = 7 - r;
    }
    if r > f {
        (f, r) = (r, f);
    }
    let folded = r << 3 | f;
    let mut at = 0;
    while TRIANGLE_SQUARES[at] != folded {
        at += 1;
    }
    at as u8
}

/// The number of a square on or below the a1-h8 diagonal: the 28 below it
/// rank by rank (b1 0 to h1 6, c2 7, ..., h7 27), then the 8 on it (a1 28
/// to h8 35). A square above is numbered as its mirror.
const fn lower(square: u8) -> u8 {
    let (mut f, mut r) = (file(square), rank(square));
    if r > f {
        (f, r) = (r, f);
    }
    if f == r {
        return 28 + r;
    }
    // Squares below the diagonal on the ranks before r: 7 + 6 + ...
    let before = r * 7 - r * (r.saturating_sub(1)) / 2;
    before + (f - r - 1)
}

/// The number of a square on one of the two long diagonals: a1 0 to h8 7
/// on a1-h8, h1 8 to a8 15 on h1-a8; 0 elsewhere.
const fn diagonal(square: u8) -> u8 {
    let (f, r) = (file(square), rank(square));
    if f == r {
        f
    } else if f + r == 7 {
        8 + r
    } else {
        0
    }
}

const fn adjacent(a: u8, b: u8) -> bool {
    let df = file(a).abs_diff(file(b));
    let dr = rank(a).abs_diff(rank(b));
    df <= 1 && dr <= 1
}

/// The number of the placements of two kings (the first on a triangle
/// square, numbered as [`triangle`] numbers it; the second on any square
/// not next to it, mirrored below the diagonal when the first is on it),
/// 462 in all, -1 for none: the first king off the diagonal with every
/// square of the second in order; then the first on the diagonal with
/// the second below it; then both on the diagonal.
const KING_PAIRS: [[i16; 64]; 10] = {
    let mut table = [[-1i16; 64]; 10];
    let mut next = 0i16;
    let mut pass = 0;
    while pass < 3 {
        let mut t = 0;
        while t < 10 {
            let king = TRIANGLE_SQUARES[t];
            let king_on_diagonal = off_diagonal(king) == 0;
            let mut s = 0u8;
            while s < 64 {
                let counted = s != king
                    && !adjacent(king, s)
                    && match pass {
                        0 => !king_on_diagonal,
                        1 => king_on_diagonal && off_diagonal(s) < 0,
                        _ => king_on_diagonal && off_diagonal(s) == 0,
                    };
                if counted {
                    table[t][s as usize] = next;
                    next += 1;
                }
                s += 1;
            }
            t += 1;
        }
        pass += 1;
    }
    table
};

/// The placements of two kings ([`KING_PAIRS`]).
pub(super) const KING_PAIR_COUNT: u64 = 462;

/// The placements of three distinct pieces, the first on the triangle:
/// 10 * 63 * 62 less the mirrored duplicates along the diagonal.
pub(super) const THREE_PIECES_COUNT: u64 = 6 * 63 * 62 + 4 * 28 * 62 + 4 * 7 * 28 + 4 * 7 * 6;

/// `BINOMIAL[k][n]`: the number of ways to choose `k` of `n`.
const BINOMIAL: [[u64; 64]; MAX_PIECES] = {
    let mut table = [[0u64; 64]; MAX_PIECES];
    let mut k = 0;
    while k < MAX_PIECES {
        let mut n = 0;
        while n < 64 {
            let (mut num, mut den, mut i) = (1u64, 1u64, 0u64);
            while i < k as u64 && i < n as u64 {
                num *= n as u64 - i;
                den *= i + 1;
                i += 1;
            }
            table[k][n] = if k > n { 0 } else { num / den };
            n += 1;
        }
        k += 1;
    }
    table
};

pub(super) const fn binomial(k: usize, n: usize) -> u64 {
    BINOMIAL[k][n]
}

/// The file (a to d, the left-right mirror folded) and rank order of the
/// leading pawn's square: 6 * file + rank - 1, the squares of one file
/// together; the pawn of least number leads.
pub(super) const fn pawn_order(square: u8) -> u8 {
    let f = file(square);
    let folded = if f > 3 { 7 - f } else { f };
    6 * folded + rank(square) - 1
}

/// The number of the square of a pawn among the 48 pawn squares in the
/// order the leading pawns are combined: the a-file's (from the second
/// rank up) then the h-file's, the b-file's, the g-file's, and so on, in
/// descending order, so that those after the leading pawn's square have
/// lower numbers.
pub(super) const fn pawn_twist(square: u8) -> u8 {
    let (f, r) = (file(square), rank(square));
    let (folded, right) = if f > 3 { (7 - f, 1) } else { (f, 0) };
    47 - 12 * folded - 2 * (r - 1) - right
}

/// For `k` leading pawns (`k - 1` the first index), the number of the
/// placements whose leading pawn has a smaller [`pawn_order`] on the same
/// file, by that order; and, per file, the count of them all.
const PAWN_PLACEMENTS: ([[u64; 24]; MAX_PIECES - 1], [[u64; 4]; MAX_PIECES - 1]) = {
    let mut index = [[0u64; 24]; MAX_PIECES - 1];
    let mut per_file = [[0u64; 4]; MAX_PIECES - 1];
    let mut i = 0;
    while i < MAX_PIECES - 1 {
        let mut sum = 0u64;
        let mut order = 0;
        while order < 24 {
            index[i][order] = sum;
            let square = ((1 + order % 6) * 8 + order / 6) as u8;
            sum += BINOMIAL[i][pawn_twist(square) as usize];
            if (order + 1) % 6 == 0 {
                per_file[i][order / 6] = sum;
                sum = 0;
            }
            order += 1;
        }
        i += 1;
    }
    (index, per_file)
};

/// The placements of `lead` leading pawns with the first on file `file`
/// (a to d).
pub(super) const fn pawn_file_count(lead: usize, file: usize) -> u64 {
    PAWN_PLACEMENTS.1[lead - 1][file]
}

/// How a table's pieces are grouped before the rest are combined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Lead {
    /// Pawnless, the two kings the only unique pieces: the kings together.
    Kings,
    /// Pawnless: the first three (unique) pieces together.
    ThreePieces,
    /// With pawns: the pawns of one colour (`lead` of them) lead, and the
    /// `other` pawns of the other colour follow.
    Pawns {
        /// The leading pawns.
        lead: u8,
        /// The pawns of the other colour.
        other: u8,
    },
}

impl Lead {
    /// How many pieces the first group has.
    pub(super) fn first_group(self) -> usize {
        match self {
            Lead::Kings => 2,
            Lead::ThreePieces => 3,
            Lead::Pawns { lead, .. } => lead as usize,
        }
    }
}

/// The index of `squares` (one per piece, in the order of the section's
/// pieces; changed here) in a section whose groups are `group` (the size
/// of the run of identical pieces starting at each place) and whose
/// factors are `factor`. For a pawn table the leading pawn must come first
/// and `file` is its file's section.
pub(super) fn encode(
    squares: &mut [u8],
    lead: Lead,
    group: &[u8; MAX_PIECES],
    factor: &[u64; MAX_PIECES],
) -> u64 {
    let n = squares.len();
    if squares[0] & 4 != 0 {
        for square in squares.iter_mut() {
            *square ^= 7;
        }
    }
    let (mut index, mut k) = match lead {
        Lead::Kings | Lead::ThreePieces => {
            if squares[0] & 0x20 != 0 {
                for square in squares.iter_mut() {
                    *square ^= 0x38;
                }
            }
            let leading = lead.first_group();
            if let Some(at) = squares.iter().position(|&s| off_diagonal(s) != 0)
                && at < leading
                && off_diagonal(squares[at]) > 0
            {
                for square in squares.iter_mut() {
                    *square = flip_diagonal(*square);
                }
            }
            let index = if lead == Lead::Kings {
                KING_PAIRS[triangle(squares[0]) as usize][squares[1] as usize].max(0) as u64
            } else {
                three_pieces(squares[0], squares[1], squares[2])
            };
            (index * factor[0], leading)
        }
        Lead::Pawns { lead, other } => {
            let lead = lead as usize;
            squares[1..lead].sort_unstable_by_key(|&s| core::cmp::Reverse(pawn_twist(s)));
            let mut index = PAWN_PLACEMENTS.0[lead - 1][pawn_order(squares[0]) as usize];
            for (i, &square) in squares.iter().enumerate().take(lead).skip(1) {
                index += binomial(lead - i, pawn_twist(square) as usize);
            }
            index *= factor[0];
            let mut k = lead;
            if other > 0 {
                let end = k + other as usize;
                index += combination(squares, k, end, 8) * factor[k];
                k = end;
            }
            (index, k)
        }
    };
    while k < n {
        let end = k + group[k].max(1) as usize;
        index += combination(squares, k, end.min(n), 0) * factor[k];
        k = end;
    }
    index
}

/// The index of three distinct pieces, the first in the triangle, the
/// first of them off the diagonal below it.
fn three_pieces(a: u8, b: u8, c: u8) -> u64 {
    let s1 = u64::from(b > a);
    let s2 = u64::from(c > a) + u64::from(c > b);
    let (a64, b64, c64) = (u64::from(a), u64::from(b), u64::from(c));
    let diag = |s: u8| u64::from(diagonal(s));
    let low = |s: u8| u64::from(lower(s));
    if off_diagonal(a) != 0 {
        u64::from(triangle(a)) * 63 * 62 + (b64 - s1) * 62 + (c64 - s2)
    } else if off_diagonal(b) != 0 {
        6 * 63 * 62 + diag(a) * 28 * 62 + low(b) * 62 + c64 - s2
    } else if off_diagonal(c) != 0 {
        6 * 63 * 62 + 4 * 28 * 62 + diag(a) * 7 * 28 + (diag(b) - s1) * 28 + low(c)
    } else {
        let _ = a64;
        6 * 63 * 62 + 4 * 28 * 62 + 4 * 7 * 28 + diag(a) * 7 * 6 + (diag(b) - s1) * 6 + diag(c) - s2
    }
}

/// The combination index of the identical pieces `squares[from..to]`
/// among the squares the pieces before them leave, less `below` squares
/// (8 for pawns: the first rank).
fn combination(squares: &mut [u8], from: usize, to: usize, below: u8) -> u64 {
    squares[from..to].sort_unstable();
    let mut sum = 0;
    for i in from..to {
        let square = squares[i];
        let skips = squares[..from].iter().filter(|&&s| square > s).count() as u8;
        sum += binomial(i - from + 1, usize::from(square - skips - below));
    }
    sum
}

/// The placements of `count` identical pieces on `squares` free squares.
pub(super) fn placements(count: usize, squares: usize) -> u64 {
    binomial(count, squares)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_rules_give_the_formats_numbers() {
        // Spot values of the format's published tables.
        assert_eq!(triangle(0), 6);
        assert_eq!(triangle(1), 0);
        assert_eq!(triangle(27), 9);
        assert_eq!(triangle(16), 1); // a3 is c1 mirrored
        assert_eq!(lower(1), 0);
        assert_eq!(lower(19), 13); // d3
        assert_eq!(lower(0), 28);
        assert_eq!(lower(8), 0); // a2 is b1 mirrored
        assert_eq!(diagonal(35), 12); // d5
        assert_eq!(diagonal(36), 4); // e5
        assert_eq!(KING_PAIRS[0][3], 0); // b1, d1
        assert_eq!(KING_PAIRS[6][2], 339); // a1, c1
        assert_eq!(KING_PAIRS[6][18], 441); // a1, c3
        assert_eq!(KING_PAIRS[8][0], 452); // c3, a1
        assert_eq!(KING_PAIRS[9][63], 461); // d4, h8
        assert_eq!(
            KING_PAIRS.iter().flatten().filter(|&&i| i >= 0).count(),
            462
        );
        assert_eq!(pawn_twist(8), 47); // a2
        assert_eq!(pawn_twist(52), 0); // e7
        assert_eq!(pawn_twist(15), 46); // h2
        assert_eq!(pawn_order(9), 6); // b2
        assert_eq!(pawn_order(51), 23); // d7
        assert_eq!(binomial(2, 5), 10);
        assert_eq!(binomial(3, 2), 0);
        assert_eq!(THREE_PIECES_COUNT, 31332);
    }
}
