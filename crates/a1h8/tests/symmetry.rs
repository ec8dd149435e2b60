//! The eight board symmetries, checked against plain `(file, rank)`
//! arithmetic: on every square, as a group, on bitboards (against a
//! per-square reference), on arrays, on lines, and on the sample position
//! of the Diagonal Mirroring page.

use a1h8::symmetry::UnknownSymmetry;
use a1h8::{AntiDiagonal, Bitboard, Diagonal, Square, Symmetry};

/// A tiny xorshift64 generator, always seeded the same way.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
}

const ALL: [Symmetry; 8] = [
    Symmetry::Identity,
    Symmetry::FlipVertical,
    Symmetry::MirrorHorizontal,
    Symmetry::MirrorDiagonal,
    Symmetry::MirrorAntiDiagonal,
    Symmetry::Rotate90,
    Symmetry::Rotate180,
    Symmetry::Rotate270,
];

/// The square with this index.
fn sq(index: usize) -> Square {
    Square::from_index(index).unwrap()
}

/// The image of square `index` by the definitions: `(file, rank)` with
/// `file = index % 8` and `rank = index / 8`, mapped by the table of the
/// `Symmetry` docs, back to `8 * rank + file`.
fn image(symmetry: Symmetry, index: usize) -> usize {
    let (f, r) = (index % 8, index / 8);
    let (file, rank) = match symmetry {
        Symmetry::Identity => (f, r),
        Symmetry::FlipVertical => (f, 7 - r),
        Symmetry::MirrorHorizontal => (7 - f, r),
        Symmetry::MirrorDiagonal => (r, f),
        Symmetry::MirrorAntiDiagonal => (7 - r, 7 - f),
        Symmetry::Rotate90 => (r, 7 - f),
        Symmetry::Rotate180 => (7 - f, 7 - r),
        Symmetry::Rotate270 => (7 - r, f),
    };
    8 * rank + file
}

/// The reference: move every set bit one at a time.
fn apply_bitboard_by_squares(symmetry: Symmetry, bits: u64) -> u64 {
    let mut out = 0;
    for index in 0..64 {
        if bits >> index & 1 == 1 {
            out |= 1 << image(symmetry, index);
        }
    }
    out
}

/// The reference for arrays: a new array with `new[image(sq)] = old[sq]`.
fn apply_array_by_squares<T: Copy>(symmetry: Symmetry, board: &[T; 64]) -> [T; 64] {
    let mut out = *board;
    for index in 0..64 {
        out[image(symmetry, index)] = board[index];
    }
    out
}

/// `s` composed with itself until it is the identity: how many times.
fn order(s: Symmetry) -> usize {
    let mut power = s;
    let mut n = 1;
    while power != Symmetry::Identity {
        power = power.then(s);
        n += 1;
        assert!(n <= 8, "{s} has no finite order");
    }
    n
}

#[test]
fn all_lists_the_eight_in_order() {
    assert_eq!(Symmetry::ALL, ALL);
    assert_eq!(Symmetry::COUNT, 8);
    for (i, s) in ALL.into_iter().enumerate() {
        assert_eq!(s.index(), i);
    }
}

#[test]
fn apply_follows_the_table_and_is_a_bijection() {
    for s in ALL {
        let mut hit = [false; 64];
        for index in 0..64 {
            let to = s.apply(sq(index));
            assert_eq!(to.index(), image(s, index), "{s} on {}", sq(index));
            assert!(!hit[to.index()], "{s} maps two squares to {to}");
            hit[to.index()] = true;
        }
        assert!(hit.iter().all(|&h| h));
    }
}

#[test]
fn corners_move_as_documented() {
    use Symmetry::*;
    let a = |s: Symmetry, from: Square| s.apply(from);
    assert_eq!(a(FlipVertical, Square::A1), Square::A8);
    assert_eq!(a(MirrorHorizontal, Square::A1), Square::H1);
    assert_eq!(a(MirrorDiagonal, Square::A8), Square::H1);
    assert_eq!(a(MirrorDiagonal, Square::A1), Square::A1);
    assert_eq!(a(MirrorAntiDiagonal, Square::A1), Square::H8);
    assert_eq!(a(MirrorAntiDiagonal, Square::A8), Square::A8);
    let clockwise = [Square::A1, Square::A8, Square::H8, Square::H1];
    for i in 0..4 {
        assert_eq!(a(Rotate90, clockwise[i]), clockwise[(i + 1) % 4]);
        assert_eq!(a(Rotate270, clockwise[(i + 1) % 4]), clockwise[i]);
        assert_eq!(a(Rotate180, clockwise[i]), clockwise[(i + 2) % 4]);
    }
}

#[test]
fn then_is_composition() {
    for a in ALL {
        for b in ALL {
            let c = a.then(b);
            for index in 0..64 {
                assert_eq!(
                    c.apply(sq(index)).index(),
                    image(b, image(a, index)),
                    "{a} then {b} = {c} on {}",
                    sq(index)
                );
            }
        }
    }
}

#[test]
fn group_axioms() {
    let id = Symmetry::Identity;
    for a in ALL {
        assert_eq!(id.then(a), a);
        assert_eq!(a.then(id), a);
        let inverses: Vec<_> = ALL.into_iter().filter(|&b| a.then(b) == id).collect();
        assert_eq!(inverses, [a.inverse()], "{a}");
        assert_eq!(a.inverse().then(a), id);
        for b in ALL {
            for c in ALL {
                assert_eq!(a.then(b).then(c), a.then(b.then(c)), "{a} {b} {c}");
            }
        }
    }
    // Each row of the table is a permutation (Latin square).
    for a in ALL {
        let mut row: Vec<_> = ALL.into_iter().map(|b| a.then(b).index()).collect();
        row.sort();
        assert_eq!(row, (0..8).collect::<Vec<_>>());
    }
}

#[test]
fn group_is_not_commutative() {
    let (d, v) = (Symmetry::MirrorDiagonal, Symmetry::FlipVertical);
    assert_ne!(d.then(v), v.then(d));
    assert_eq!(d.then(v), Symmetry::Rotate90);
    assert_eq!(v.then(d), Symmetry::Rotate270);
    let commuting = ALL
        .into_iter()
        .flat_map(|a| ALL.map(|b| (a, b)))
        .filter(|&(a, b)| a.then(b) == b.then(a))
        .count();
    // The centre {identity, rotate-180} commutes with all 8; each other
    // element commutes with its centraliser of 4: 2 * 8 + 6 * 4.
    assert_eq!(commuting, 40);
}

#[test]
fn element_orders() {
    assert_eq!(order(Symmetry::Rotate90), 4);
    assert_eq!(order(Symmetry::Rotate270), 4);
    assert_eq!(order(Symmetry::Rotate180), 2);
    assert_eq!(order(Symmetry::Identity), 1);
    let mut orders: Vec<_> = ALL.into_iter().map(order).collect();
    orders.sort();
    assert_eq!(orders, [1, 2, 2, 2, 2, 2, 4, 4]);
    for s in ALL {
        if s.is_reflection() {
            assert_eq!(order(s), 2, "{s}");
        }
        // An element of order at most 2 is its own inverse.
        assert_eq!(s.inverse() == s, order(s) <= 2, "{s}");
    }
}

#[test]
fn reflections_reverse_orientation() {
    // Walking the four corners clockwise, a reflection gives an
    // anticlockwise walk; a rotation keeps it clockwise.
    let clockwise = [Square::A1, Square::A8, Square::H8, Square::H1];
    let position = |s: Square| clockwise.iter().position(|&c| c == s).unwrap();
    for s in ALL {
        let (p, q) = (
            position(s.apply(clockwise[0])),
            position(s.apply(clockwise[1])),
        );
        let anticlockwise = (p + 4 - q) % 4 == 1;
        assert_eq!(s.is_reflection(), anticlockwise, "{s}");
    }
    assert_eq!(ALL.into_iter().filter(|s| s.is_reflection()).count(), 4);
}

#[test]
fn apply_bitboard_matches_the_reference() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut sets: Vec<u64> = (0..64).map(|i| 1 << i).collect();
    sets.push(0);
    sets.push(!0);
    sets.extend((0..10_000).map(|_| rng.next()));
    for s in ALL {
        for &x in &sets {
            assert_eq!(
                s.apply_bitboard(Bitboard(x)).0,
                apply_bitboard_by_squares(s, x),
                "{s} on {x:#018x}"
            );
        }
        assert_eq!(s.apply_bitboard(Bitboard::EMPTY), Bitboard::EMPTY);
        assert_eq!(s.apply_bitboard(Bitboard::FULL), Bitboard::FULL);
    }
}

#[test]
fn apply_bitboard_respects_composition() {
    let mut rng = XorShift(0x0123_4567_89ab_cdef);
    let sets: Vec<u64> = (0..1000).map(|_| rng.next()).collect();
    for a in ALL {
        for b in ALL {
            for &x in &sets {
                let x = Bitboard(x);
                assert_eq!(
                    a.then(b).apply_bitboard(x),
                    b.apply_bitboard(a.apply_bitboard(x)),
                    "{a} then {b}"
                );
            }
        }
    }
}

#[test]
fn apply_bitboard_agrees_with_apply() {
    for s in ALL {
        for index in 0..64 {
            assert_eq!(
                s.apply_bitboard(sq(index).bitboard()),
                s.apply(sq(index)).bitboard()
            );
        }
    }
}

#[test]
fn apply_array_matches_the_reference() {
    let mut rng = XorShift(42);
    let numbered: [u8; 64] = core::array::from_fn(|i| i as u8);
    let random: [u64; 64] = core::array::from_fn(|_| rng.next());
    for s in ALL {
        let mut board = numbered;
        s.apply_array(&mut board);
        assert_eq!(board, apply_array_by_squares(s, &numbered), "{s}");
        // The item that was on square i is now on the image of i.
        for i in 0..64 {
            assert_eq!(board[image(s, i)], i as u8);
        }
        s.inverse().apply_array(&mut board);
        assert_eq!(board, numbered, "{s} then its inverse");

        let mut board = random;
        s.apply_array(&mut board);
        assert_eq!(board, apply_array_by_squares(s, &random), "{s}");
        s.inverse().apply_array(&mut board);
        assert_eq!(board, random);
    }
}

#[test]
fn apply_array_works_without_copy() {
    let original: [String; 64] = core::array::from_fn(|i| sq(i).to_string());
    for s in ALL {
        let mut board = original.clone();
        s.apply_array(&mut board);
        for i in 0..64 {
            assert_eq!(board[image(s, i)], original[i]);
        }
    }
}

#[test]
fn apply_array_agrees_with_apply_bitboard() {
    let mut rng = XorShift(7);
    for _ in 0..200 {
        let x = rng.next();
        let board: [bool; 64] = core::array::from_fn(|i| x >> i & 1 == 1);
        for s in ALL {
            let expected = s.apply_bitboard(Bitboard(x));
            let mut moved = board;
            s.apply_array(&mut moved);
            let bits = (0..64).filter(|&i| moved[i]).fold(0u64, |b, i| b | 1 << i);
            assert_eq!(bits, expected.0, "{s}");
        }
    }
}

/// The in-place loop of the Diagonal Mirroring page, transcribed with its
/// three-assignment exchange kept as written.
#[allow(clippy::manual_swap)]
fn mirroring_page_loop(board: &mut [i32; 64]) {
    for f in 1..8 {
        for r in 0..f {
            let sq = 8 * r + f;
            let sm = 8 * f + r;
            let s = board[sq];
            board[sq] = board[sm];
            board[sm] = s;
        }
    }
}

#[test]
fn the_mirroring_pages_loop_is_mirror_diagonal() {
    let mut rng = XorShift(3);
    let numbered: [i32; 64] = core::array::from_fn(|i| i as i32);
    let random: [i32; 64] = core::array::from_fn(|_| rng.next() as i32);
    for original in [numbered, random] {
        let mut theirs = original;
        mirroring_page_loop(&mut theirs);
        let mut ours = original;
        Symmetry::MirrorDiagonal.apply_array(&mut ours);
        assert_eq!(theirs, ours);
    }
}

#[test]
fn the_mirroring_pages_sample_position() {
    // k7/8/NK2B3/8/8/8/8/8: black king a8, white knight a6, king b6,
    // bishop e6.
    let pieces = [Square::A8, Square::A6, Square::B6, Square::E6];
    // 8/8/8/5B2/8/8/5K2/5N1k
    assert_eq!(
        pieces.map(|s| Symmetry::MirrorDiagonal.apply(s)),
        [Square::H1, Square::F1, Square::F2, Square::F5]
    );
    // k1N5/2K5/8/8/2B5/8/8/8
    assert_eq!(
        pieces.map(|s| Symmetry::MirrorAntiDiagonal.apply(s)),
        [Square::A8, Square::C8, Square::C7, Square::C4]
    );
    // The same with an array of pieces and with a bitboard.
    let mut board = ['.'; 64];
    for (square, piece) in pieces.into_iter().zip(['k', 'N', 'K', 'B']) {
        board[square.index()] = piece;
    }
    let mut anti = board;
    Symmetry::MirrorAntiDiagonal.apply_array(&mut anti);
    for (square, piece) in [Square::A8, Square::C8, Square::C7, Square::C4]
        .into_iter()
        .zip(['k', 'N', 'K', 'B'])
    {
        assert_eq!(anti[square.index()], piece);
    }
    let set: Bitboard = pieces.into_iter().collect();
    assert_eq!(
        Symmetry::MirrorDiagonal.apply_bitboard(set),
        [Square::H1, Square::F1, Square::F2, Square::F5]
            .into_iter()
            .collect()
    );
}

#[test]
fn mirror_diagonal_on_lines() {
    let d = Symmetry::MirrorDiagonal;
    // The main diagonal is fixed square by square, and only it.
    for index in 0..64 {
        let fixed = d.apply(sq(index)) == sq(index);
        assert_eq!(fixed, Diagonal::MAIN.contains(sq(index)));
    }
    for diagonal in Diagonal::ALL {
        // Diagonal rank - file = k maps onto diagonal -k, square by square
        // in order from the south-west end.
        let image = Diagonal::from_rank_minus_file(-diagonal.rank_minus_file()).unwrap();
        assert_eq!(d.apply_bitboard(diagonal.mask()), image.mask());
        let moved: Vec<_> = diagonal.squares().map(|s| d.apply(s)).collect();
        let target: Vec<_> = image.squares().collect();
        assert_eq!(moved, target);
        assert_eq!(diagonal == image, diagonal == Diagonal::MAIN);
    }
    for anti in AntiDiagonal::ALL {
        // Every anti-diagonal maps onto itself, its order reversed.
        assert_eq!(d.apply_bitboard(anti.mask()), anti.mask());
        let moved: Vec<_> = anti.squares().map(|s| d.apply(s)).collect();
        let reversed: Vec<_> = anti.squares().rev().collect();
        assert_eq!(moved, reversed, "{anti}");
    }
}

#[test]
fn mirror_anti_diagonal_on_lines() {
    let a = Symmetry::MirrorAntiDiagonal;
    for index in 0..64 {
        let fixed = a.apply(sq(index)) == sq(index);
        assert_eq!(fixed, AntiDiagonal::MAIN.contains(sq(index)));
    }
    for anti in AntiDiagonal::ALL {
        // rank + file = k maps onto 14 - k.
        let image = AntiDiagonal::from_rank_plus_file(14 - anti.rank_plus_file()).unwrap();
        assert_eq!(a.apply_bitboard(anti.mask()), image.mask());
    }
    for diagonal in Diagonal::ALL {
        // Every diagonal maps onto itself, reversed.
        assert_eq!(a.apply_bitboard(diagonal.mask()), diagonal.mask());
        let moved: Vec<_> = diagonal.squares().map(|s| a.apply(s)).collect();
        let reversed: Vec<_> = diagonal.squares().rev().collect();
        assert_eq!(moved, reversed, "{diagonal}");
    }
}

#[test]
fn lines_go_to_lines() {
    // Every symmetry maps each file, rank, diagonal and anti-diagonal
    // onto a whole line of the same length.
    let mut lines: Vec<u64> = Vec::new();
    for i in 0..8 {
        lines.push(0x0101_0101_0101_0101 << i);
        lines.push(0xff << (8 * i));
    }
    lines.extend(Diagonal::ALL.map(|d| d.mask().0));
    lines.extend(AntiDiagonal::ALL.map(|a| a.mask().0));
    for s in ALL {
        for &line in &lines {
            let image = s.apply_bitboard(Bitboard(line)).0;
            assert!(lines.contains(&image), "{s}");
            assert_eq!(image.count_ones(), line.count_ones());
        }
    }
}

#[test]
fn swaps_files_and_ranks_by_definition() {
    for s in ALL {
        // Files become ranks: two squares on one file land on one rank.
        let files_to_ranks = (0..64).all(|a| {
            (0..64)
                .filter(|b| a % 8 == b % 8)
                .all(|b| image(s, a) / 8 == image(s, b) / 8)
        });
        let files_to_files = (0..64).all(|a| {
            (0..64)
                .filter(|b| a % 8 == b % 8)
                .all(|b| image(s, a) % 8 == image(s, b) % 8)
        });
        assert!(files_to_ranks != files_to_files, "{s}");
        assert_eq!(s.swaps_files_and_ranks(), files_to_ranks, "{s}");
    }
    let swapping: Vec<_> = ALL
        .into_iter()
        .filter(|s| s.swaps_files_and_ranks())
        .collect();
    assert_eq!(
        swapping,
        [
            Symmetry::MirrorDiagonal,
            Symmetry::MirrorAntiDiagonal,
            Symmetry::Rotate90,
            Symmetry::Rotate270
        ]
    );
}

#[test]
fn preserves_ranks_by_definition() {
    for s in ALL {
        let keeps = (0..64).all(|i| image(s, i) / 8 == i / 8);
        assert_eq!(s.preserves_ranks(), keeps, "{s}");
    }
    let keeping: Vec<_> = ALL.into_iter().filter(|s| s.preserves_ranks()).collect();
    assert_eq!(keeping, [Symmetry::Identity, Symmetry::MirrorHorizontal]);
}

#[test]
fn names_round_trip() {
    let names = [
        "identity",
        "flip-vertical",
        "mirror-horizontal",
        "mirror-diagonal",
        "mirror-anti-diagonal",
        "rotate-90",
        "rotate-180",
        "rotate-270",
    ];
    for (s, name) in ALL.into_iter().zip(names) {
        assert_eq!(s.name(), name);
        assert_eq!(s.to_string(), name);
        assert_eq!(name.parse::<Symmetry>(), Ok(s));
    }
    for bad in [
        "",
        "Identity",
        "IDENTITY",
        "rotate90",
        "rotate-360",
        " identity",
        "identity ",
        "mirror_diagonal",
        "flip",
    ] {
        assert_eq!(bad.parse::<Symmetry>(), Err(UnknownSymmetry), "{bad:?}");
    }
    let message = UnknownSymmetry.to_string();
    assert_eq!(
        message,
        "unknown symmetry: expected one of identity, flip-vertical, mirror-horizontal, \
         mirror-diagonal, mirror-anti-diagonal, rotate-90, rotate-180, rotate-270"
    );
    for name in names {
        assert!(message.contains(name));
    }
    let error: &dyn std::error::Error = &UnknownSymmetry;
    assert!(error.source().is_none());
}
