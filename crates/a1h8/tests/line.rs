//! Relations between squares — same line, `between`, `line`, `ray`,
//! `aligned`, `Line::through`, moves to the edge — over every pair (and
//! every triple), against walks of the board.

mod common;

use a1h8::{
    AntiDiagonal, Diagonal, Direction, File, Line, Rank, Square, aligned, between, line, ray,
};
use common::{
    all_squares, bits, directions, file_of, line_keys, rank_of, share_a_line, square_at, step,
    walk_from,
};

/// The direction from `a` towards `b` if they share a line and differ:
/// the one whose step is the signs of the file and rank distances.
fn direction_towards(a: Square, b: Square) -> Option<Direction> {
    if a == b || !share_a_line(a, b) {
        return None;
    }
    let (df, dr) = (file_of(b) - file_of(a), rank_of(b) - rank_of(a));
    directions()
        .into_iter()
        .find(|&d| step(d) == (df.signum(), dr.signum()))
}

/// The direction opposite `direction`: the negated step.
fn back(direction: Direction) -> Direction {
    let (df, dr) = step(direction);
    directions()
        .into_iter()
        .find(|&d| step(d) == (-df, -dr))
        .expect("every step has its negation")
}

/// The squares met walking from `a` to `b` one step at a time, both ends
/// excluded; empty if there is no such walk.
fn between_by_walking(a: Square, b: Square) -> u64 {
    let Some(direction) = direction_towards(a, b) else {
        return 0;
    };
    bits(walk_from(a, direction).into_iter().take_while(|&s| s != b))
}

/// The squares met walking from `a` to both edges along the line towards
/// `b`, with `a` itself; empty if `a` and `b` share no line or are equal.
fn line_by_walking(a: Square, b: Square) -> u64 {
    let Some(direction) = direction_towards(a, b) else {
        return 0;
    };
    bits([a]) | bits(walk_from(a, direction)) | bits(walk_from(a, back(direction)))
}

fn pairs() -> impl Iterator<Item = (Square, Square)> {
    all_squares().flat_map(|a| all_squares().map(move |b| (a, b)))
}

#[test]
fn same_file_rank_diagonal_anti_diagonal_over_all_pairs() {
    for (a, b) in pairs() {
        let (fa, ra, fb, rb) = (file_of(a), rank_of(a), file_of(b), rank_of(b));
        assert_eq!(a.same_file(b), fa == fb, "{a} {b}");
        assert_eq!(a.same_rank(b), ra == rb, "{a} {b}");
        assert_eq!(a.same_diagonal(b), ra - fa == rb - fb, "{a} {b}");
        assert_eq!(a.same_anti_diagonal(b), ra + fa == rb + fb, "{a} {b}");
    }
}

#[test]
fn shared_line_counts() {
    // 8 squares per file: 64 ordered pairs per file, 512 in all; the same
    // for ranks; diagonals give 1 + 4 + ... + 49 twice and 64: 344.
    let count =
        |relation: fn(Square, Square) -> bool| pairs().filter(|&(a, b)| relation(a, b)).count();
    assert_eq!(count(Square::same_file), 512);
    assert_eq!(count(Square::same_rank), 512);
    assert_eq!(count(Square::same_diagonal), 344);
    assert_eq!(count(Square::same_anti_diagonal), 344);
}

#[test]
fn between_over_all_pairs() {
    for (a, b) in pairs() {
        assert_eq!(
            between(a, b).0,
            between_by_walking(a, b),
            "between({a}, {b})"
        );
    }
}

#[test]
fn between_is_symmetric_and_inside_the_line() {
    for (a, b) in pairs() {
        assert_eq!(between(a, b), between(b, a), "{a} {b}");
        assert!(
            !between(a, b).contains(a) && !between(a, b).contains(b),
            "{a} {b}"
        );
        assert!(between(a, b).is_subset(line(a, b)), "{a} {b}");
    }
}

#[test]
fn between_examples() {
    assert_eq!(
        bits(between(Square::B2, Square::G7)),
        bits([Square::C3, Square::D4, Square::E5, Square::F6])
    );
    assert_eq!(
        bits(between(Square::A1, Square::A8)),
        bits((1..7).map(|r| square_at(0, r).unwrap()))
    );
    assert!(between(Square::B2, Square::C3).is_empty(), "neighbours");
    assert!(between(Square::B2, Square::C4).is_empty(), "no common line");
    assert!(between(Square::E4, Square::E4).is_empty(), "same square");
    assert!(
        between(Square::H1, Square::A3).is_empty(),
        "9 apart, no common line"
    );
}

#[test]
fn line_over_all_pairs() {
    for (a, b) in pairs() {
        assert_eq!(line(a, b).0, line_by_walking(a, b), "line({a}, {b})");
    }
}

#[test]
fn line_is_symmetric_and_holds_both_ends() {
    for (a, b) in pairs() {
        assert_eq!(line(a, b), line(b, a), "{a} {b}");
        if a != b && share_a_line(a, b) {
            assert!(line(a, b).contains(a) && line(a, b).contains(b), "{a} {b}");
            assert!((2..=8).contains(&line(a, b).count()), "{a} {b}");
        } else {
            assert!(line(a, b).is_empty(), "{a} {b}");
        }
    }
}

#[test]
fn line_examples() {
    let anti_diagonal_g1_a7 = [
        Square::G1,
        Square::F2,
        Square::E3,
        Square::D4,
        Square::C5,
        Square::B6,
        Square::A7,
    ];
    assert_eq!(line(Square::D4, Square::F2).0, bits(anti_diagonal_g1_a7));
    let main_diagonal: Vec<Square> = (0..8).map(|i| square_at(i, i).unwrap()).collect();
    assert_eq!(line(Square::B2, Square::G7).0, bits(main_diagonal));
    assert!(line(Square::D4, Square::D4).is_empty());
    assert!(line(Square::B1, Square::A3).is_empty());
}

#[test]
fn line_through_over_all_pairs() {
    for (a, b) in pairs() {
        let (fa, ra, fb, rb) = (file_of(a), rank_of(a), file_of(b), rank_of(b));
        let expected = if a == b {
            None
        } else if fa == fb {
            Some(Line::File(File::from_index(fa as usize).unwrap()))
        } else if ra == rb {
            Some(Line::Rank(Rank::from_index(ra as usize).unwrap()))
        } else if ra - fa == rb - fb {
            Some(Line::Diagonal(
                Diagonal::from_rank_minus_file((ra - fa) as i8).unwrap(),
            ))
        } else if ra + fa == rb + fb {
            Some(Line::AntiDiagonal(
                AntiDiagonal::from_rank_plus_file((ra + fa) as u8).unwrap(),
            ))
        } else {
            None
        };
        let through = Line::through(a, b);
        assert_eq!(through, expected, "{a} {b}");
        assert_eq!(through, Line::through(b, a), "{a} {b}");
        match through {
            Some(l) => {
                let walked = line_by_walking(a, b);
                assert_eq!(l.mask().0, walked, "{a} {b}");
                for s in all_squares() {
                    assert_eq!(l.contains(s), common::has(walked, s.index()), "{a} {b} {s}");
                }
            }
            None => assert!(line(a, b).is_empty(), "{a} {b}"),
        }
    }
}

#[test]
fn line_display() {
    let cases = [
        (Square::E2, Square::E7, "file e"),
        (Square::A4, Square::H4, "rank 4"),
        (Square::C1, Square::E3, "diagonal c1-h6"),
        (Square::H1, Square::B7, "anti-diagonal h1-a8"),
        (Square::A7, Square::B8, "diagonal a7-b8"),
        (Square::H7, Square::G8, "anti-diagonal h7-g8"),
    ];
    for (a, b, text) in cases {
        assert_eq!(Line::through(a, b).unwrap().to_string(), text);
    }
}

#[test]
fn ray_over_all_squares_and_directions() {
    for square in all_squares() {
        for direction in directions() {
            let walked = walk_from(square, direction);
            let r = ray(square, direction);
            assert_eq!(
                r.0,
                bits(walked.iter().copied()),
                "ray({square}, {direction})"
            );
            assert!(!r.contains(square));
            assert_eq!(r.iter().count(), walked.len());
        }
    }
}

#[test]
fn ray_examples() {
    let north_west_of_e4 = [Square::D5, Square::C6, Square::B7, Square::A8];
    assert_eq!(
        ray(Square::E4, a1h8::Direction::NorthWest).0,
        bits(north_west_of_e4)
    );
    let north_east_of_c2 = [Square::D3, Square::E4, Square::F5, Square::G6, Square::H7];
    assert_eq!(
        ray(Square::C2, a1h8::Direction::NorthEast).0,
        bits(north_east_of_c2)
    );
    assert!(ray(Square::H8, a1h8::Direction::North).is_empty());
}

#[test]
fn moves_to_edge_is_the_walk_length_and_the_ray_count() {
    for square in all_squares() {
        for direction in directions() {
            let walked = walk_from(square, direction).len();
            assert_eq!(
                usize::from(square.moves_to_edge(direction)),
                walked,
                "{square} {direction}"
            );
            assert_eq!(
                ray(square, direction).count(),
                walked,
                "{square} {direction}"
            );
        }
    }
}

#[test]
fn rays_in_opposite_directions_make_the_line() {
    for (a, b) in pairs() {
        let Some(towards) = direction_towards(a, b) else {
            continue;
        };
        let back = back(towards);
        assert_eq!(ray(a, towards) | ray(a, back) | a, line(a, b), "{a} {b}");
        assert_eq!(ray(a, towards) & ray(b, back), between(a, b), "{a} {b}");
    }
}

/// Three squares are aligned when one of the four keys — file, rank,
/// `rank - file`, `rank + file` — is the same for all three.
#[test]
fn aligned_over_all_triples() {
    let keys: Vec<[i32; 4]> = all_squares().map(line_keys).collect();
    let squares: Vec<Square> = all_squares().collect();
    let mut count = 0;
    for (i, &a) in squares.iter().enumerate() {
        for (j, &b) in squares.iter().enumerate() {
            for (k, &c) in squares.iter().enumerate() {
                let expected = (0..4).any(|n| keys[i][n] == keys[j][n] && keys[j][n] == keys[k][n]);
                let actual = aligned(a, b, c);
                if actual != expected {
                    panic!("aligned({a}, {b}, {c}) = {actual}, expected {expected}");
                }
                count += usize::from(actual);
            }
        }
    }
    // The total, counted by hand: 64 triples of one square; 3 * 1456 with
    // exactly two equal (1456 ordered pairs of different squares share a
    // line: 448 on files, 448 on ranks, 280 on diagonals, 280 on
    // anti-diagonals); and the sum of L * (L - 1) * (L - 2) over all lines
    // of L squares for three different squares: 5376 on files and ranks,
    // 2 * (2 * (6 + 24 + 60 + 120 + 210) + 336) = 2352 on the diagonals.
    assert_eq!(count, 64 + 3 * 1456 + 5376 + 2352);
}

#[test]
fn aligned_examples() {
    assert!(aligned(Square::A1, Square::D4, Square::H8));
    assert!(aligned(Square::E1, Square::E8, Square::E4));
    assert!(!aligned(Square::A1, Square::D4, Square::H7));
    assert!(aligned(Square::B1, Square::B1, Square::B7));
    assert!(aligned(Square::B1, Square::B1, Square::B1));
    assert!(!aligned(Square::B1, Square::B1, Square::C3));
    assert!(
        !aligned(Square::H1, Square::A3, Square::A3),
        "h1 and a3 are 9 apart but share no line"
    );
}
