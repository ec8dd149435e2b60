//! Symmetries of positions, colour flip and tablebase canonical forms.

use std::collections::HashSet;

use a1h8::canonical::{Rule, canonical, canonical_by, canonical_with_colors};
use a1h8::{
    Board, CastlingRights, Color, Piece, PieceKind, Position, Square, Symmetry, TransformError,
};

/// Two kings alone, White to move, when legal (distinct, not adjacent).
fn two_kings(white: Square, black: Square) -> Option<Position> {
    let mut board = Board::EMPTY;
    board.set(white, Some(Piece::new(Color::White, PieceKind::King)));
    board.set(black, Some(Piece::new(Color::Black, PieceKind::King)));
    Position::new(board, Color::White, CastlingRights::NONE, None, 0, 1).ok()
}

fn all_two_king_positions() -> Vec<Position> {
    let mut all = Vec::new();
    for white in Square::ALL {
        for black in Square::ALL {
            let apart = white.file().index().abs_diff(black.file().index()) > 1
                || white.rank().index().abs_diff(black.rank().index()) > 1;
            let position = two_kings(white, black);
            // The library refuses exactly the touching or equal placements.
            assert_eq!(
                position.is_some(),
                apart && white != black,
                "{white} {black}"
            );
            all.extend(position);
        }
    }
    all
}

#[test]
fn two_kings_make_462_classes_under_all_symmetries() {
    let positions = all_two_king_positions();
    assert_eq!(positions.len(), 3612);
    let classes: HashSet<Position> = positions.iter().map(|p| canonical(p).position).collect();
    assert_eq!(classes.len(), 462);
    // Every representative has the white king in the triangle a1-d1-d4.
    let triangle: HashSet<Square> = Square::ALL
        .into_iter()
        .filter(|s| s.file().index() <= 3 && s.rank().index() <= s.file().index())
        .collect();
    assert_eq!(triangle.len(), 10);
    for class in &classes {
        assert!(triangle.contains(&class.board().king(Color::White).unwrap()));
    }
}

#[test]
fn two_kings_make_1806_classes_under_the_horizontal_mirror() {
    let positions = all_two_king_positions();
    let classes: HashSet<Position> = positions
        .iter()
        .map(|p| canonical_by(p, Rule::MirrorHorizontal).unwrap().position)
        .collect();
    assert_eq!(classes.len(), 1806);
    for class in &classes {
        assert!(class.board().king(Color::White).unwrap().file().index() <= 3);
    }
}

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Puts `piece` on a random empty square.
fn place(rng: &mut Rng, board: &mut Board, piece: Piece) {
    loop {
        let square = Square::ALL[rng.below(64)];
        if board.piece_at(square).is_none() {
            board.set(square, Some(piece));
            return;
        }
    }
}

/// A random legal position: two kings and up to `extra` other pieces (pawns
/// only if `pawns`), side to move random, no castling rights.
fn random_position(rng: &mut Rng, extra: usize, pawns: bool) -> Position {
    loop {
        let mut board = Board::EMPTY;
        place(rng, &mut board, Piece::new(Color::White, PieceKind::King));
        place(rng, &mut board, Piece::new(Color::Black, PieceKind::King));
        let kinds: &[PieceKind] = if pawns {
            &PieceKind::ALL[..5]
        } else {
            &PieceKind::ALL[1..5]
        };
        for _ in 0..=rng.below(extra + 1) {
            let color = Color::ALL[rng.below(2)];
            let kind = kinds[rng.below(kinds.len())];
            place(rng, &mut board, Piece::new(color, kind));
        }
        let turn = Color::ALL[rng.below(2)];
        if let Ok(position) = Position::new(board, turn, CastlingRights::NONE, None, 0, 1) {
            return position;
        }
    }
}

#[test]
fn canonical_form_is_invariant_under_every_valid_symmetry() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..4000 {
        let position = random_position(&mut rng, 5, round % 2 == 0);
        let form = canonical(&position);
        // The symmetry returned maps the position to its representative.
        assert_eq!(position.transform(form.symmetry), Ok(form.position));
        let valid: Vec<Symmetry> = position.symmetries().collect();
        let expected = if position.has_pawns() { 2 } else { 8 };
        assert_eq!(valid.len(), expected, "{position}");
        for symmetry in valid {
            let image = position.transform(symmetry).unwrap();
            assert_eq!(
                canonical(&image).position,
                form.position,
                "{position} {symmetry}"
            );
            let folded = canonical_with_colors(&position).position;
            assert_eq!(canonical_with_colors(&image).position, folded);
            assert_eq!(canonical_with_colors(&image.flip_colors()).position, folded);
        }
    }
}

#[test]
fn folded_representatives_have_the_stronger_side_as_white() {
    let kqk = Position::from_fen("8/8/8/8/8/2k5/q7/4K3 b - - 0 1").unwrap();
    let form = canonical_with_colors(&kqk);
    assert!(form.colors_flipped);
    assert_eq!(form.position.board().by_color(Color::White).count(), 2);
    assert_eq!(form.position.turn(), Color::White);
    // KQvK and KvKQ share one class.
    assert_eq!(
        canonical_with_colors(&kqk.flip_colors()).position,
        form.position
    );
    let form = canonical_with_colors(&kqk.flip_colors());
    assert!(!form.colors_flipped);
}

#[test]
fn castling_rights_leave_the_position_as_it_is() {
    let start = Position::starting();
    let form = canonical(&start);
    assert_eq!((form.position, form.symmetry), (start, Symmetry::Identity));
    assert_eq!(start.symmetries().collect::<Vec<_>>(), [Symmetry::Identity]);
}

#[test]
fn the_mirroring_pages_sample() {
    let sample = Position::from_fen("k7/8/NK2B3/8/8/8/8/8 w - -").unwrap();
    let diagonal = sample.transform(Symmetry::MirrorDiagonal).unwrap();
    let anti = sample.transform(Symmetry::MirrorAntiDiagonal).unwrap();
    assert_eq!(diagonal.to_string(), "8/8/8/5B2/8/8/5K2/5N1k w - - 0 1");
    assert_eq!(anti.to_string(), "k1N5/2K5/8/8/2B5/8/8/8 w - - 0 1");
    // All three are one class.
    let class = canonical(&sample).position;
    assert_eq!(canonical(&diagonal).position, class);
    assert_eq!(canonical(&anti).position, class);
}

#[test]
fn transforms_compose_as_the_group_does() {
    let mut rng = Rng(42);
    for _ in 0..200 {
        let position = random_position(&mut rng, 6, false);
        for a in Symmetry::ALL {
            for b in Symmetry::ALL {
                let twice = position.transform(a).unwrap().transform(b).unwrap();
                assert_eq!(twice, position.transform(a.then(b)).unwrap());
            }
        }
        assert_eq!(position.flip_colors().flip_colors(), position);
    }
}

#[test]
fn refused_symmetries_name_the_reason() {
    let start = Position::starting();
    let error = start.transform(Symmetry::MirrorHorizontal).unwrap_err();
    assert_eq!(
        error,
        TransformError::CastlingRights {
            symmetry: Symmetry::MirrorHorizontal
        }
    );
    assert_eq!(
        error.to_string(),
        "mirror-horizontal does not apply to a position with castling rights: castling needs \
         the king and rooks on their home squares"
    );
    let pawns = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    assert!(pawns.transform(Symmetry::MirrorHorizontal).is_ok());
    for symmetry in [
        Symmetry::FlipVertical,
        Symmetry::MirrorDiagonal,
        Symmetry::MirrorAntiDiagonal,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
    ] {
        let error = pawns.transform(symmetry).unwrap_err();
        assert_eq!(error, TransformError::Pawns { symmetry });
        assert_eq!(
            error.to_string(),
            format!(
                "{symmetry} does not apply to a position with pawns: pawns only move forward, \
                 so only mirror-horizontal keeps their meaning"
            )
        );
    }
    assert_eq!(
        canonical_by(&pawns, Rule::AllSymmetries),
        Err(TransformError::Pawns {
            symmetry: Symmetry::FlipVertical
        })
    );
}

#[test]
fn colour_flip_is_valid_for_every_position() {
    let mut rng = Rng(7);
    for _ in 0..3000 {
        let position = random_position(&mut rng, 10, true);
        let flipped = position.flip_colors();
        // Writing and reading back validates it.
        assert_eq!(Position::from_fen(&flipped.to_string()), Ok(flipped));
        assert_eq!(flipped.turn(), !position.turn());
    }
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
    ] {
        let position = Position::from_fen(fen).unwrap();
        let flipped = position.flip_colors();
        assert_eq!(Position::from_fen(&flipped.to_string()), Ok(flipped));
    }
    // Position 4 of the perft suite and its published mirror are colour flips.
    let four =
        Position::from_fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1")
            .unwrap();
    assert_eq!(
        four.flip_colors().to_string(),
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
    );
}

/// The golden file: one position a line and its canonical forms, as
/// `FEN ; canonical FEN ; symmetry ; FEN folded with colours ; colours
/// flipped ; symmetry`. Written by `golden_lines` with the forms of the
/// commit that wrote it, so that any change to a representative or to a
/// tie-break shows up as a failed test.
const GOLDEN: &str = include_str!("data/canonical_golden.txt");

/// The positions of the golden file: every placement of two kings with
/// the white king on a line of symmetry (where the tie-breaks decide), and
/// random positions with and without pawns and with castling rights.
fn golden_positions() -> Vec<Position> {
    let mut positions: Vec<Position> = all_two_king_positions()
        .into_iter()
        .filter(|p| {
            let king = p.board().king(Color::White).unwrap();
            let (file, rank) = (king.file().index(), king.rank().index());
            file == rank || file + rank == 7 || file == 3 || file == 4
        })
        .step_by(7)
        .collect();
    let mut rng = Rng(0x6131_6838);
    for n in 0..300 {
        positions.push(random_position(&mut rng, 1 + n % 6, n % 3 == 0));
    }
    for fen in [
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "8/8/8/8/8/2k5/q7/4K3 b - - 0 1",
        "8/8/8/8/8/2K5/Q7/4k3 w - - 0 1",
        "k7/8/NK2B3/8/8/8/8/8 w - - 0 1",
    ] {
        positions.push(Position::from_fen(fen).unwrap());
    }
    positions
}

/// The golden file's lines for `positions`.
fn golden_lines(positions: &[Position]) -> Vec<String> {
    positions
        .iter()
        .map(|p| {
            let plain = canonical(p);
            let folded = canonical_with_colors(p);
            format!(
                "{p} ; {} ; {} ; {} ; {} ; {}",
                plain.position,
                plain.symmetry,
                folded.position,
                folded.colors_flipped,
                folded.symmetry
            )
        })
        .collect()
}

#[test]
fn canonical_forms_match_the_golden_file() {
    let lines: Vec<&str> = GOLDEN.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(lines.len() > 500, "{} lines", lines.len());
    for line in lines {
        let fen = line.split(" ; ").next().unwrap();
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(golden_lines(&[position])[0], line);
    }
}

/// Rewrites the golden file: `cargo test --release -p a1h8 --test
/// canonical -- --ignored write_the_golden_file`, after a deliberate change
/// of the representatives (review the diff).
#[test]
#[ignore = "writes tests/data/canonical_golden.txt"]
fn write_the_golden_file() {
    let mut text = String::from(
        "# FEN ; canonical FEN ; symmetry ; FEN folded with colours ; colours flipped ; symmetry\n\
         # written by: cargo test --release -p a1h8 --test canonical -- --ignored write_the_golden_file\n",
    );
    for line in golden_lines(&golden_positions()) {
        text.push_str(&line);
        text.push('\n');
    }
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/canonical_golden.txt"
    );
    std::fs::write(path, text).unwrap();
}
