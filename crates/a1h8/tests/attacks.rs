//! Attack sets: every technique, every square, every relevant occupancy,
//! against a plain walk of the board; the leaper tables against their
//! step lists; the magic numbers against the finder.
//!
//! The reference walks squares by file and rank deltas with bounds checks
//! ([`common::walk`]) and stops at the first occupied square. It uses no
//! table and no formula of the library.

mod common;

use std::sync::OnceLock;

use a1h8::attacks::{
    self, Slider, Technique, classical, hyperbola, kindergarten, kogge_stone, magic, obstruction,
    pext,
};
use a1h8::{Bitboard, Color, Square};
use common::{XorShift, all_squares, bits, file_of, has, rank_of, square_at, walk};

/// The rook's steps, written out: north, east, south, west.
const ROOK_STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The bishop's steps: north-east, south-east, south-west, north-west.
const BISHOP_STEPS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

fn steps(slider: Slider) -> [(i32, i32); 4] {
    match slider {
        Slider::Rook => ROOK_STEPS,
        Slider::Bishop => BISHOP_STEPS,
    }
}

/// The squares walked from `square` by `(df, dr)` to the edge.
fn walked(square: Square, (df, dr): (i32, i32)) -> Vec<Square> {
    walk(8, 8, file_of(square), rank_of(square), df, dr)
        .into_iter()
        .map(|(f, r)| square_at(f, r).unwrap())
        .collect()
}

/// A slider's attacks by walking each of its steps until the first
/// occupied square, which is included.
fn slide(square: Square, occupied: u64, steps: [(i32, i32); 4]) -> u64 {
    let mut attacks = 0;
    for step in steps {
        for target in walked(square, step) {
            attacks |= 1 << target.index();
            if has(occupied, target.index()) {
                break;
            }
        }
    }
    attacks
}

/// The relevant occupancy by walking: every ray without its last square.
fn relevant_by_walking(slider: Slider, square: Square) -> u64 {
    let mut mask = 0;
    for step in steps(slider) {
        let ray = walked(square, step);
        mask |= bits(ray.iter().copied().take(ray.len().saturating_sub(1)));
    }
    mask
}

/// One case: a square, the occupied squares, and the walked attacks.
struct Case {
    square: Square,
    occupied: Bitboard,
    rook: Bitboard,
    bishop: Bitboard,
}

impl Case {
    fn new(square: Square, occupied: u64) -> Case {
        Case {
            square,
            occupied: Bitboard(occupied),
            rook: Bitboard(slide(square, occupied, ROOK_STEPS)),
            bishop: Bitboard(slide(square, occupied, BISHOP_STEPS)),
        }
    }
}

/// How many random (square, occupancy) cases come on top of the
/// exhaustive ones.
const RANDOM_CASES: usize = 300_000;

/// Every subset of every square's relevant rook occupancy (102,400), the
/// same for the bishop (5,248), and `RANDOM_CASES` random occupancies of
/// every density, each on a random square; walked once, shared by the
/// tests.
fn cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let mut cases = Vec::new();
        for slider in Slider::ALL {
            for square in all_squares() {
                let mask = relevant_by_walking(slider, square);
                cases.extend(Bitboard(mask).subsets().map(|o| Case::new(square, o.0)));
            }
        }
        assert_eq!(cases.len(), 102_400 + 5_248);
        let mut rng = XorShift::new(0xa1b8);
        for _ in 0..RANDOM_CASES {
            let square = Square::from_index((rng.next_u64() % 64) as usize).unwrap();
            cases.push(Case::new(square, rng.next_set()));
        }
        cases
    })
}

type SliderFn = fn(Square, Bitboard) -> Bitboard;

/// Checks a technique's rook, bishop and queen on every case: each
/// against the walk on its own, the queen against the rook's walk plus
/// the bishop's walk (so a queen that forgets one of them fails).
fn check_technique(name: &str, rook: SliderFn, bishop: SliderFn, queen: SliderFn) {
    for case in cases() {
        let (square, occupied) = (case.square, case.occupied);
        assert_eq!(
            rook(square, occupied),
            case.rook,
            "{name} rook {square} {occupied:?}"
        );
        assert_eq!(
            bishop(square, occupied),
            case.bishop,
            "{name} bishop {square} {occupied:?}"
        );
        assert_eq!(
            queen(square, occupied),
            case.rook | case.bishop,
            "{name} queen {square} {occupied:?}"
        );
    }
}

macro_rules! technique_tests {
    ($($test:ident: $module:path),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                use $module as technique;
                check_technique(
                    stringify!($module),
                    technique::rook,
                    technique::bishop,
                    technique::queen,
                );
            }
        )*
    };
}

technique_tests! {
    classical_matches_the_walk: classical,
    hyperbola_matches_the_walk: hyperbola,
    kindergarten_matches_the_walk: kindergarten,
    obstruction_matches_the_walk: obstruction,
    kogge_stone_matches_the_walk: kogge_stone,
    magic_matches_the_walk: magic,
    pext_matches_the_walk: pext,
    default_matches_the_walk: attacks,
}

#[test]
fn technique_enum_dispatches_to_each_module() {
    for technique in Technique::ALL {
        for case in cases().iter().step_by(97) {
            let (square, occupied) = (case.square, case.occupied);
            assert_eq!(technique.rook(square, occupied), case.rook, "{technique}");
            assert_eq!(
                technique.bishop(square, occupied),
                case.bishop,
                "{technique}"
            );
            assert_eq!(technique.queen(square, occupied), case.rook | case.bishop);
            assert_eq!(technique.attacks(Slider::Rook, square, occupied), case.rook);
            assert_eq!(
                technique.attacks(Slider::Bishop, square, occupied),
                case.bishop
            );
        }
        assert_eq!(technique.name().parse::<Technique>(), Ok(technique));
        assert_eq!(technique.to_string(), technique.name());
    }
    assert_eq!(
        "KOGGE_STONE".parse::<Technique>(),
        Ok(Technique::KoggeStone)
    );
    assert!("magics".parse::<Technique>().is_err());
    assert_eq!(
        pext::NATIVE,
        cfg!(all(target_arch = "x86_64", target_feature = "bmi2"))
    );
    let default = if pext::NATIVE {
        Technique::Pext
    } else {
        Technique::Magic
    };
    assert_eq!(Technique::DEFAULT, default);
}

#[test]
fn classical_ray_attacks_stop_at_the_first_blocker() {
    let directions = common::directions();
    for case in cases().iter().step_by(13) {
        for direction in directions {
            let expected = slide(case.square, case.occupied.0, [common::step(direction); 4]);
            assert_eq!(
                classical::ray_attacks(case.square, direction, case.occupied).0,
                expected,
                "{} {direction}",
                case.square
            );
        }
    }
}

#[test]
fn kogge_stone_setwise_is_the_union_of_the_pieces() {
    let mut rng = XorShift::new(0x5e7);
    for _ in 0..20_000 {
        let occupied = rng.next_set();
        let pieces = rng.next_set();
        let empty = Bitboard(!occupied);
        let union = |steps| {
            Bitboard(
                all_squares()
                    .filter(|s| has(pieces, s.index()))
                    .fold(0, |set, s| set | slide(s, occupied, steps)),
            )
        };
        let (rooks, bishops) = (union(ROOK_STEPS), union(BISHOP_STEPS));
        let sliders = Bitboard(pieces);
        assert_eq!(kogge_stone::rook_attacks_setwise(sliders, empty), rooks);
        assert_eq!(kogge_stone::bishop_attacks_setwise(sliders, empty), bishops);
        assert_eq!(
            kogge_stone::queen_attacks_setwise(sliders, empty),
            rooks | bishops
        );
    }
}

#[test]
fn relevant_occupancy_is_every_ray_without_its_last_square() {
    for slider in Slider::ALL {
        let mut total = 0;
        for square in all_squares() {
            let mask = slider.relevant_occupancy(square);
            assert_eq!(
                mask.0,
                relevant_by_walking(slider, square),
                "{slider} {square}"
            );
            assert_eq!(slider.relevant_bits(square), mask.count() as u32);
            total += 1 << mask.count();
        }
        assert_eq!(slider.table_len(), total, "{slider}");
    }
    assert_eq!(Slider::Rook.table_len(), 102_400);
    assert_eq!(Slider::Bishop.table_len(), 5_248);
}

/// The squares reached from `square` by one of `steps`, with bounds
/// checks.
fn leaps(square: Square, steps: &[(i32, i32)]) -> u64 {
    bits(
        steps
            .iter()
            .filter_map(|&(df, dr)| square_at(file_of(square) + df, rank_of(square) + dr)),
    )
}

#[test]
fn leaper_tables_are_their_steps() {
    // A knight moves two squares one way and one the other; a king one
    // square in any direction.
    let deltas = || (-2..=2).flat_map(|df: i32| (-2..=2).map(move |dr: i32| (df, dr)));
    let knight: Vec<(i32, i32)> = deltas().filter(|(df, dr)| (df * dr).abs() == 2).collect();
    let king: Vec<(i32, i32)> = deltas()
        .filter(|(df, dr)| df.abs().max(dr.abs()) == 1)
        .collect();
    assert_eq!((knight.len(), king.len()), (8, 8));
    for square in all_squares() {
        assert_eq!(
            attacks::knight(square).0,
            leaps(square, &knight),
            "knight {square}"
        );
        assert_eq!(
            attacks::king(square).0,
            leaps(square, &king),
            "king {square}"
        );
        assert_eq!(
            attacks::pawn(Color::White, square).0,
            leaps(square, &[(-1, 1), (1, 1)]),
            "white pawn {square}"
        );
        assert_eq!(
            attacks::pawn(Color::Black, square).0,
            leaps(square, &[(-1, -1), (1, -1)]),
            "black pawn {square}"
        );
        let (white_double, black_double) = (rank_of(square) == 1, rank_of(square) == 6);
        let white = leaps(square, &[(0, 1)])
            | if white_double {
                leaps(square, &[(0, 2)])
            } else {
                0
            };
        let black = leaps(square, &[(0, -1)])
            | if black_double {
                leaps(square, &[(0, -2)])
            } else {
                0
            };
        assert_eq!(
            attacks::pawn_pushes(Color::White, square).0,
            white,
            "white push {square}"
        );
        assert_eq!(
            attacks::pawn_pushes(Color::Black, square).0,
            black,
            "black push {square}"
        );
    }
    let knight_moves: usize = all_squares().map(|s| attacks::knight(s).count()).sum();
    let king_moves: usize = all_squares().map(|s| attacks::king(s).count()).sum();
    assert_eq!((knight_moves, king_moves), (336, 420));
}

#[test]
fn stored_magics_are_collision_free() {
    for slider in Slider::ALL {
        let mut offset = 0;
        for square in all_squares() {
            let m = magic::magic(slider, square);
            assert_eq!(m.mask, slider.relevant_occupancy(square));
            assert_eq!(m.shift, 64 - m.mask.count() as u32);
            assert_eq!(m.offset, offset, "{slider} {square}: tables are packed");
            assert_eq!(
                magic::verify(slider, square, m.magic),
                Ok(m.size()),
                "{slider} {square}"
            );
            offset += m.size();
        }
        assert_eq!(magic::table(slider).len(), offset);
        assert_eq!(magic::magics(slider).len(), 64);
    }
}

#[test]
fn stored_magics_are_what_the_finder_finds() {
    for slider in Slider::ALL {
        for square in all_squares() {
            let mut rng = magic::SplitMix64::for_square(magic::SEED, slider, square);
            let found = magic::find_magic(slider, square, &mut rng).expect("the finder succeeds");
            let stored = magic::magic(slider, square);
            assert_eq!(found.magic, stored.magic, "{slider} {square}");
            assert_eq!(found.shift, stored.shift);
            assert_eq!(found.size, stored.size());
            assert!(found.candidates >= 1);
        }
    }
}

#[test]
fn verify_reports_a_destructive_collision() {
    // 0 maps every occupancy to entry 0; the empty board and a blocker on
    // a2 give a rook on a1 different attacks.
    let collision = magic::verify(Slider::Rook, Square::A1, 0).unwrap_err();
    assert_eq!(collision.index, 0);
    assert_eq!(collision.first, Bitboard::EMPTY);
    assert_ne!(
        classical::rook(Square::A1, collision.first),
        classical::rook(Square::A1, collision.second)
    );
    assert!(collision.to_string().contains("entry 0"));
    // A stored number with one bit flipped usually breaks.
    let stored = magic::magic(Slider::Bishop, Square::D4).magic;
    let broken = (0..64)
        .filter(|bit| magic::verify(Slider::Bishop, Square::D4, stored ^ 1 << bit).is_err())
        .count();
    assert!(broken > 0);
}

#[test]
fn the_emitter_formula_indexes_the_public_table() {
    for case in cases().iter().step_by(7) {
        for (slider, expected) in [(Slider::Rook, case.rook), (Slider::Bishop, case.bishop)] {
            let m = magic::magic(slider, case.square);
            let index =
                m.offset + ((case.occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
            assert_eq!(index, m.index(case.occupied));
            assert_eq!(
                magic::table(slider)[index],
                expected,
                "{slider} {}",
                case.square
            );
        }
    }
}

#[test]
fn the_finder_is_deterministic_and_seeded() {
    let (slider, square) = (Slider::Bishop, Square::G2);
    let first = magic::find_magic(slider, square, &mut magic::SplitMix64::new(1)).unwrap();
    let again = magic::find_magic(slider, square, &mut magic::SplitMix64::new(1)).unwrap();
    assert_eq!(first, again);
    assert_eq!(magic::verify(slider, square, first.magic), Ok(first.size));
    let other = magic::find_magic(slider, square, &mut magic::SplitMix64::new(2)).unwrap();
    assert_ne!(first.magic, other.magic);
}
