//! Symmetries and canonical forms on every board, proved by brute force:
//! the classes of two-king placements counted three ways (Burnside's
//! lemma, the canonical forms, and orbits grouped directly) on every board
//! up to 6x6 and on larger ones; and on positions played out in every
//! built-in variant, the laws of transform and canonical forms.

use std::collections::HashSet;

use a1h8::Symmetry;
use a1h8::canonical::{Rule, canonical, canonical_by, canonical_with_colors};
use a1h8::geometry::BoardSize;
use a1h8::variant::{
    CAPABLANCA, CHANCELLOR, CHESS, EMBASSY, GARDNER, GOTHIC, LOS_ALAMOS, Variant, VariantPosition,
};
use a1h8::{Color, Piece, PieceKind, Position, Square, TransformError};

/// The image of `(f, r)` on a board of `files` by `ranks`, written here
/// afresh from the table of [`Symmetry`], independently of the library.
fn plain_image(
    symmetry: Symmetry,
    files: usize,
    ranks: usize,
    f: usize,
    r: usize,
) -> (usize, usize) {
    let (lf, lr) = (files - 1, ranks - 1);
    match symmetry {
        Symmetry::Identity => (f, r),
        Symmetry::FlipVertical => (f, lr - r),
        Symmetry::MirrorHorizontal => (lf - f, r),
        Symmetry::MirrorDiagonal => (r, f),
        Symmetry::MirrorAntiDiagonal => (lr - r, lf - f),
        Symmetry::Rotate90 => (r, lf - f),
        Symmetry::Rotate180 => (lf - f, lr - r),
        Symmetry::Rotate270 => (lr - r, f),
    }
}

/// The board's group as this file sees it: every symmetry whose plain
/// image of every square is on the board and all different.
fn plain_group(files: usize, ranks: usize) -> Vec<Symmetry> {
    Symmetry::ALL
        .into_iter()
        .filter(|&s| {
            let mut seen = HashSet::new();
            (0..ranks).all(|r| {
                (0..files).all(|f| {
                    let (g, q) = plain_image(s, files, ranks, f, r);
                    g < files && q < ranks && seen.insert((g, q))
                })
            })
        })
        .collect()
}

/// Every legal placement of two kings: two different squares, not
/// neighbours; White's first, by square index.
fn placements(files: usize, ranks: usize) -> Vec<(usize, usize)> {
    let n = files * ranks;
    let mut all = Vec::new();
    for w in 0..n {
        for b in 0..n {
            let (fw, rw, fb, rb) = (w % files, w / files, b % files, b / files);
            if w != b && (fw.abs_diff(fb) > 1 || rw.abs_diff(rb) > 1) {
                all.push((w, b));
            }
        }
    }
    all
}

/// The image of a placement by the plain map.
fn image(symmetry: Symmetry, files: usize, ranks: usize, (w, b): (usize, usize)) -> (usize, usize) {
    let at = |i: usize| {
        let (f, r) = plain_image(symmetry, files, ranks, i % files, i / files);
        r * files + f
    };
    (at(w), at(b))
}

/// Burnside's lemma: the number of orbits is the average number of
/// placements each symmetry of `group` leaves in place.
fn burnside(files: usize, ranks: usize, group: &[Symmetry]) -> usize {
    let all = placements(files, ranks);
    let fixed: usize = group
        .iter()
        .map(|&s| {
            all.iter()
                .filter(|&&p| image(s, files, ranks, p) == p)
                .count()
        })
        .sum();
    assert_eq!(
        fixed % group.len(),
        0,
        "{files}x{ranks}: Burnside's sum divides"
    );
    fixed / group.len()
}

/// The orbits counted directly: each placement not yet met starts a new
/// class, and all its images are marked met.
fn grouped(files: usize, ranks: usize, group: &[Symmetry]) -> usize {
    let mut met = HashSet::new();
    let mut classes = 0;
    for p in placements(files, ranks) {
        if met.contains(&p) {
            continue;
        }
        classes += 1;
        for &s in group {
            met.insert(image(s, files, ranks, p));
        }
    }
    classes
}

/// FEN of a board with `pieces` (letter, index) on it, White to move.
fn fen(files: usize, ranks: usize, pieces: &[(char, usize)]) -> String {
    let mut grid = vec![None; files * ranks];
    for &(letter, index) in pieces {
        grid[index] = Some(letter);
    }
    let mut text = String::new();
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            match grid[rank * files + file] {
                Some(letter) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(letter);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text + " w - - 0 1"
}

/// A variant of chess on a board of `files` by `ranks`, without castling.
fn board_variant(files: usize, ranks: usize, (w, b): (usize, usize)) -> Variant<'static> {
    let start = fen(files, ranks, &[('K', w), ('k', b)]);
    let text = format!(
        "[board:chess]\nmaxFile = {files}\nmaxRank = {ranks}\ncastling = false\nstartFen = {start}\n"
    );
    let text: &'static str = Box::leak(text.into_boxed_str());
    Variant::from_ini(text, "board").unwrap_or_else(|e| panic!("{files}x{ranks}: {e}"))
}

/// The number of distinct canonical forms of the two-king placements
/// under `rule`, checking on the way that every form has its white king
/// in the rule's region, is its own form, and is the given position moved
/// by the form's symmetry.
fn canonical_classes(files: usize, ranks: usize, rule: Rule) -> usize {
    let all = placements(files, ranks);
    let Some(&first) = all.first() else {
        return 0;
    };
    let variant = board_variant(files, ranks, first);
    let size = variant.size();
    let mut forms = HashSet::new();
    for &(w, b) in &all {
        let position =
            VariantPosition::from_fen(&variant, &fen(files, ranks, &[('K', w), ('k', b)]))
                .expect("a legal placement");
        let form = canonical_by(&position, rule).expect("no pawns, no castling");
        let king = form.position.king(Color::White).unwrap();
        assert!(
            rule.in_region(size, king),
            "{files}x{ranks}: {} outside the region",
            form.position
        );
        assert_eq!(position.transform(form.symmetry), Ok(form.position));
        assert_eq!(
            canonical_by(&form.position, rule).unwrap().position,
            form.position
        );
        forms.insert(form.position.to_string());
    }
    forms.len()
}

/// The boards of the brute force: every one up to 6x6 and some larger.
fn boards() -> Vec<(usize, usize)> {
    let mut boards: Vec<_> = (1..=6).flat_map(|f| (1..=6).map(move |r| (f, r))).collect();
    boards.extend([(8, 8), (10, 8), (8, 10), (9, 9), (11, 11), (16, 8)]);
    boards
}

#[test]
fn the_plain_group_is_the_librarys() {
    for (files, ranks) in boards() {
        let size = BoardSize::new(files, ranks).unwrap();
        let group: Vec<_> = Symmetry::of_board(size).collect();
        assert_eq!(group, plain_group(files, ranks), "{files}x{ranks}");
        let expected = if files == ranks || files == 1 && ranks == 1 {
            8
        } else {
            4
        };
        assert_eq!(group.len(), expected, "{files}x{ranks}");
        for &s in &group {
            for square in size.squares() {
                let (f, r) = plain_image(s, files, ranks, square.file(), square.rank());
                assert_eq!(s.apply_on(size, square), size.square(f, r).unwrap());
                let index = size.index_of(square);
                assert_eq!(s.apply_index(size, index), r * files + f);
                let set = a1h8::bitboard128::Bitboard128(1 << index);
                assert_eq!(s.apply_set(size, set).0, 1 << (r * files + f));
            }
        }
    }
}

#[test]
fn the_8x8_map_is_the_any_size_map() {
    for s in Symmetry::ALL {
        for square in Square::ALL {
            let on = s.apply_on(
                BoardSize::STANDARD,
                BoardSize::STANDARD.square_at(square.index()).unwrap(),
            );
            assert_eq!(
                s.apply(square).index(),
                BoardSize::STANDARD.index_of(on),
                "{s} {square}"
            );
            assert_eq!(
                s.apply_index(BoardSize::STANDARD, square.index()),
                s.apply(square).index()
            );
        }
    }
}

#[test]
fn burnside_canonical_forms_and_orbits_agree_on_every_board() {
    let mut table = Vec::new();
    for (files, ranks) in boards() {
        let group = plain_group(files, ranks);
        let mirror = [Symmetry::Identity, Symmetry::MirrorHorizontal];
        let all = burnside(files, ranks, &group);
        assert_eq!(
            grouped(files, ranks, &group),
            all,
            "{files}x{ranks}: orbits"
        );
        assert_eq!(
            canonical_classes(files, ranks, Rule::AllSymmetries),
            all,
            "{files}x{ranks}: forms"
        );
        let half = burnside(files, ranks, &mirror);
        assert_eq!(
            grouped(files, ranks, &mirror),
            half,
            "{files}x{ranks}: orbits, mirror"
        );
        assert_eq!(
            canonical_classes(files, ranks, Rule::MirrorHorizontal),
            half,
            "{files}x{ranks}: forms, mirror"
        );
        table.push((files, ranks, placements(files, ranks).len(), all, half));
    }
    for (files, ranks, placements, all, half) in &table {
        println!("{files}x{ranks}: {placements} placements, {all} classes, {half} with the mirror");
    }
    let find = |f, r| table.iter().find(|t| (t.0, t.1) == (f, r)).unwrap();
    assert_eq!((find(8, 8).3, find(8, 8).4), (462, 1806));
    // The other counts this test found, kept so that a change shows.
    for (files, ranks, all, half) in [
        (3, 3, 5, 17),
        (4, 4, 21, 78),
        (5, 5, 63, 234),
        (6, 6, 135, 520),
        (10, 8, 1446, 2892),
        (9, 9, 770, 2996),
        (11, 11, 1755, 6885),
        (16, 8, 3843, 7686),
    ] {
        assert_eq!(
            (find(files, ranks).3, find(files, ranks).4),
            (all, half),
            "{files}x{ranks}"
        );
    }
    assert_eq!(find(1, 1).3, 0);
    assert_eq!(find(3, 1).3, 1); // a1 and c1, either way round: mirror-horizontal pairs them
}

/// A small random number generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Positions of random playouts from the start, and random pawnless
/// placements of a few of the variant's pieces.
fn sample<'v>(variant: &'v Variant<'v>, rng: &mut Rng) -> Vec<VariantPosition<'v>> {
    let mut found = Vec::new();
    for _ in 0..6 {
        let mut position = VariantPosition::start(variant).unwrap();
        for _ in 0..rng.below(80) {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position = position.play_unchecked(moves[rng.below(moves.len())]);
            found.push(position);
        }
    }
    let size = variant.size();
    let kinds: Vec<PieceKind> = PieceKind::ALL
        .into_iter()
        .filter(|&k| k != PieceKind::Pawn && k != PieceKind::King && variant.pieces().contains(k))
        .collect();
    while found.len() < 400 {
        let mut pieces = Vec::new();
        let mut used = HashSet::new();
        let mut put = |rng: &mut Rng, piece: Piece| loop {
            let index = rng.below(size.square_count());
            if used.insert(index) {
                pieces.push((variant.piece_char(piece).unwrap(), index));
                break;
            }
        };
        put(rng, Piece::new(Color::White, PieceKind::King));
        put(rng, Piece::new(Color::Black, PieceKind::King));
        for _ in 0..rng.below(5) {
            let piece = Piece::new(Color::ALL[rng.below(2)], kinds[rng.below(kinds.len())]);
            put(rng, piece);
        }
        let mut text = fen(size.files(), size.ranks(), &pieces);
        if rng.below(2) == 1 {
            text = text.replace(" w ", " b ");
        }
        if let Ok(position) = VariantPosition::from_fen(variant, &text) {
            found.push(position);
        }
    }
    found
}

const VARIANTS: [&Variant<'static>; 7] = [
    &CAPABLANCA,
    &GOTHIC,
    &EMBASSY,
    &CHANCELLOR,
    &LOS_ALAMOS,
    &GARDNER,
    &CHESS,
];

#[test]
fn transforms_undo_and_canonical_forms_agree_on_every_variant() {
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    for variant in VARIANTS {
        let size = variant.size();
        for position in sample(variant, &mut rng) {
            for s in Symmetry::ALL {
                match position.transform(s) {
                    Ok(image) => {
                        assert!(s.is_symmetry_of(size));
                        assert_eq!(image.transform(s.inverse()), Ok(position), "{position} {s}");
                        let text = image.to_string();
                        assert_eq!(
                            VariantPosition::from_fen(variant, &text),
                            Ok(image),
                            "{text}"
                        );
                    }
                    Err(TransformError::NotOfBoard {
                        symmetry,
                        files,
                        ranks,
                    }) => {
                        assert!(!s.is_symmetry_of(size));
                        assert_eq!((symmetry, files, ranks), (s, size.files(), size.ranks()));
                    }
                    Err(_) => assert!(s != Symmetry::Identity),
                }
            }
            assert_eq!(position.flip_colors().flip_colors(), position);
            let form = canonical(&position);
            let rule = Rule::of(&position);
            assert!(
                rule.in_region(size, form.position.king(Color::White).unwrap()),
                "{position}"
            );
            assert_eq!(
                canonical(&form.position).position,
                form.position,
                "idempotent: {position}"
            );
            for s in position.symmetries() {
                let image = position.transform(s).unwrap();
                assert_eq!(
                    canonical(&image).position,
                    form.position,
                    "{position} by {s}"
                );
            }
            let folded = canonical_with_colors(&position);
            assert_eq!(
                canonical_with_colors(&position.flip_colors()).position,
                folded.position
            );
            // (The 8x8 reader refuses some random placements the variant
            // reader takes, such as impossible double checks.)
            if core::ptr::eq(variant, &CHESS)
                && let Ok(chess) = Position::from_fen(&position.to_string())
            {
                assert_eq!(
                    canonical(&chess).position.to_string(),
                    form.position.to_string()
                );
                assert_eq!(canonical(&chess).symmetry, form.symmetry);
                let chess_folded = canonical_with_colors(&chess);
                assert_eq!(
                    chess_folded.position.to_string(),
                    folded.position.to_string()
                );
                assert_eq!(
                    chess.flip_colors().to_string(),
                    position.flip_colors().to_string()
                );
                assert_eq!(a1h8::Game::board_size(&chess), size);
            }
        }
    }
}

#[test]
fn refusals_name_what_is_wrong() {
    let start = VariantPosition::start(&CAPABLANCA).unwrap();
    assert_eq!(
        start.transform(Symmetry::Rotate90).unwrap_err().to_string(),
        "rotate-90 is not a symmetry of the 10x8 board: only a square board can be turned \
         a quarter or mirrored along a diagonal"
    );
    assert_eq!(
        start.transform(Symmetry::MirrorHorizontal),
        Err(TransformError::CastlingRights {
            symmetry: Symmetry::MirrorHorizontal
        })
    );
    assert_eq!(start.symmetries().collect::<Vec<_>>(), [Symmetry::Identity]);
    let gardner = VariantPosition::start(&GARDNER).unwrap();
    assert_eq!(
        gardner.symmetries().collect::<Vec<_>>(),
        [Symmetry::Identity, Symmetry::MirrorHorizontal]
    );
    assert!(matches!(
        gardner.transform(Symmetry::Rotate90),
        Err(TransformError::Pawns { .. })
    ));
}
