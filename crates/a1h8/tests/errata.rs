//! The sources' "two squares on one line" snippets: the library's
//! transcription against ours, and their failures recounted against
//! file/rank arithmetic.

mod common;

use a1h8::Square;
use a1h8::errata::{Audit, Snippet};
use common::{all_squares, file_of, rank_of};

// Our own transcriptions of the sources' C, on i32 as C's int.

#[allow(non_snake_case)]
fn squaresOnSameDiagonal_and7(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) & 7) == ((sq2 >> 3) - (sq1 >> 3))
}

#[allow(non_snake_case)]
fn squaresOnSameDiagonal_mod9(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) % 9) == 0
}

#[allow(non_snake_case)]
fn squaresOnSameAntiDiagonal_and7(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) & 7) + ((sq2 >> 3) - (sq1 >> 3)) == 0
}

/// "test whether the square difference is divisible by 7" (prose only).
#[allow(non_snake_case)]
fn squaresOnSameAntiDiagonal_mod7(sq1: i32, sq2: i32) -> bool {
    ((sq2 - sq1) % 7) == 0
}

fn transcription(snippet: Snippet) -> fn(i32, i32) -> bool {
    match snippet {
        Snippet::SameDiagonalAnd7 => squaresOnSameDiagonal_and7,
        Snippet::SameDiagonalMod9 => squaresOnSameDiagonal_mod9,
        Snippet::SameAntiDiagonalAnd7 => squaresOnSameAntiDiagonal_and7,
        Snippet::SameAntiDiagonalMod7 => squaresOnSameAntiDiagonal_mod7,
    }
}

/// What the snippet should have computed, from file and rank.
fn truth(snippet: Snippet, a: Square, b: Square) -> bool {
    let (fa, ra, fb, rb) = (file_of(a), rank_of(a), file_of(b), rank_of(b));
    match snippet {
        Snippet::SameDiagonalAnd7 | Snippet::SameDiagonalMod9 => ra - fa == rb - fb,
        Snippet::SameAntiDiagonalAnd7 | Snippet::SameAntiDiagonalMod7 => ra + fa == rb + fb,
    }
}

fn pairs() -> impl Iterator<Item = (Square, Square)> {
    all_squares().flat_map(|a| all_squares().map(move |b| (a, b)))
}

/// The audit recounted with our transcription and our truth.
fn recount(snippet: Snippet) -> Audit {
    let claims = transcription(snippet);
    let mut audit = Audit {
        pairs: 0,
        false_positives: 0,
        false_negatives: 0,
        first_false_positive: None,
        first_false_negative: None,
    };
    for (a, b) in pairs() {
        audit.pairs += 1;
        let (claim, right) = (
            claims(a.index() as i32, b.index() as i32),
            truth(snippet, a, b),
        );
        if claim && !right {
            audit.false_positives += 1;
            audit.first_false_positive.get_or_insert((a, b));
        }
        if right && !claim {
            audit.false_negatives += 1;
            audit.first_false_negative.get_or_insert((a, b));
        }
    }
    audit
}

#[test]
fn claims_is_the_pages_code_on_every_pair() {
    for snippet in Snippet::ALL {
        let ours = transcription(snippet);
        for (a, b) in pairs() {
            assert_eq!(
                snippet.claims(a, b),
                ours(a.index() as i32, b.index() as i32),
                "{snippet:?} {a} {b}"
            );
            assert_eq!(
                snippet.truth(a, b),
                truth(snippet, a, b),
                "{snippet:?} {a} {b}"
            );
        }
    }
}

#[test]
fn audit_counts_are_pinned() {
    let expected = [
        (
            Snippet::SameDiagonalAnd7,
            84,
            140,
            Some((Square::B1, Square::A8)),
            Some((Square::B2, Square::A1)),
        ),
        (
            Snippet::SameDiagonalMod9,
            112,
            0,
            Some((Square::C1, Square::A8)),
            None,
        ),
        (
            Snippet::SameAntiDiagonalAnd7,
            84,
            140,
            Some((Square::H2, Square::A1)),
            Some((Square::B1, Square::A2)),
        ),
        (
            Snippet::SameAntiDiagonalMod7,
            242,
            0,
            Some((Square::A1, Square::H1)),
            None,
        ),
    ];
    for (snippet, false_positives, false_negatives, first_false_positive, first_false_negative) in
        expected
    {
        let pinned = Audit {
            pairs: 4096,
            false_positives,
            false_negatives,
            first_false_positive,
            first_false_negative,
        };
        assert_eq!(snippet.audit(), pinned, "{snippet:?}");
        assert_eq!(recount(snippet), pinned, "{snippet:?} recounted");
        assert_eq!(
            snippet.audit().misclassified(),
            false_positives + false_negatives
        );
    }
}

#[test]
fn pairs_sharing_a_line() {
    for snippet in Snippet::ALL {
        let sharing = pairs().filter(|&(a, b)| truth(snippet, a, b)).count();
        assert_eq!(sharing, 344, "{snippet:?}");
    }
}

#[test]
fn diagonal_and7_examples() {
    let snippet = Snippet::SameDiagonalAnd7;
    // b2 and a1 share the long diagonal; -9 & 7 = 7 is not the rank distance -1.
    assert!(Square::B2.same_diagonal(Square::A1));
    assert!(!snippet.claims(Square::B2, Square::A1));
    assert!(snippet.claims(Square::A1, Square::B2));
    // b1 and a8 do not; 55 & 7 = 7 is the rank distance.
    assert!(!Square::B1.same_diagonal(Square::A8));
    assert!(snippet.claims(Square::B1, Square::A8));
}

#[test]
fn diagonal_mod9_examples() {
    let snippet = Snippet::SameDiagonalMod9;
    // h1 (7) and a3 (16) are 9 apart and on different diagonals.
    assert_eq!(Square::A3.index() - Square::H1.index(), 9);
    assert!(!Square::H1.same_diagonal(Square::A3));
    assert!(snippet.claims(Square::H1, Square::A3));
    assert!(snippet.claims(Square::A3, Square::H1));
    assert!(snippet.claims(Square::C1, Square::A8));
    assert!(!Square::C1.same_diagonal(Square::A8));
}

#[test]
fn anti_diagonal_and7_is_not_symmetric() {
    let snippet = Snippet::SameAntiDiagonalAnd7;
    assert!(Square::B1.same_anti_diagonal(Square::A2));
    assert!(!snippet.claims(Square::B1, Square::A2));
    assert!(snippet.claims(Square::A2, Square::B1));
    assert!(snippet.claims(Square::H2, Square::A1));
    assert!(!Square::H2.same_anti_diagonal(Square::A1));
    let asymmetric = pairs()
        .filter(|&(a, b)| snippet.claims(a, b) != snippet.claims(b, a))
        .count();
    assert!(asymmetric > 0);
}

#[test]
fn anti_diagonal_mod7_examples() {
    let snippet = Snippet::SameAntiDiagonalMod7;
    // The corners of the main diagonal, 63 = 9 * 7 apart, as the Anti-Diagonals page warns.
    assert!(snippet.claims(Square::A1, Square::H8));
    assert!(snippet.claims(Square::H8, Square::A1));
    assert!(!Square::A1.same_anti_diagonal(Square::H8));
    // Seven apart on one rank.
    assert!(snippet.claims(Square::A1, Square::H1));
    assert!(!Square::A1.same_anti_diagonal(Square::H1));
}

#[test]
fn snippets_code_and_line_kind() {
    assert_eq!(
        Snippet::ALL,
        [
            Snippet::SameDiagonalAnd7,
            Snippet::SameDiagonalMod9,
            Snippet::SameAntiDiagonalAnd7,
            Snippet::SameAntiDiagonalMod7,
        ]
    );
    let expected = [
        ("((sq2 - sq1) & 7) == ((sq2>>3) - (sq1>>3))", "diagonal"),
        ("((sq2 - sq1) % 9) == 0", "diagonal"),
        (
            "((sq2 - sq1) & 7) + ((sq2>>3) - (sq1>>3)) == 0",
            "anti-diagonal",
        ),
        ("((sq2 - sq1) % 7) == 0", "anti-diagonal"),
    ];
    for (snippet, (code, kind)) in Snippet::ALL.into_iter().zip(expected) {
        assert_eq!((snippet.code(), snippet.line_kind()), (code, kind));
    }
}

/// The pages' code, as printed in the Diagonals and Anti-Diagonals pages,
/// contains the expressions `code()` gives.
#[test]
fn snippet_code_is_in_the_pages() {
    let pages = [
        "return ((sq2 - sq1) & 7) == ((sq2>>3) - (sq1>>3));",
        "return ((sq2 - sq1) % 9) == 0;",
        "return ((sq2 - sq1) & 7) + ((sq2>>3) - (sq1>>3)) == 0;",
    ];
    for (snippet, page) in Snippet::ALL.into_iter().zip(pages) {
        assert_eq!(format!("return {};", snippet.code()), page);
    }
}
