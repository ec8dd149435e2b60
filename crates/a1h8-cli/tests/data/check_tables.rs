//! Checks a module written by `a1h8 emit --lang rust` (all tables), for
//! any board size, against plain walks of the board. Compiled with rustc by
//! crates/a1h8-cli/tests/emit.rs beside the module, as `tables.rs`.

mod tables;

use tables::{FILES, RANKS, SQUARES, Set};

const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const PAWN: [[(i32, i32); 2]; 2] = [[(-1, 1), (1, 1)], [(-1, -1), (1, -1)]];

fn square(file: i32, rank: i32) -> Option<usize> {
    let on = (0..FILES as i32).contains(&file) && (0..RANKS as i32).contains(&rank);
    on.then(|| rank as usize * FILES + file as usize)
}

fn coordinates(square: usize) -> (i32, i32) {
    ((square % FILES) as i32, (square / FILES) as i32)
}

/// The squares from `a` towards `(df, dr)`, in order, origin excluded.
fn walk(a: usize, (df, dr): (i32, i32)) -> Vec<usize> {
    let (mut f, mut r) = coordinates(a);
    let mut squares = Vec::new();
    while let Some(s) = square(f + df, r + dr) {
        squares.push(s);
        (f, r) = (f + df, r + dr);
    }
    squares
}

fn set(squares: impl IntoIterator<Item = usize>) -> Set {
    squares.into_iter().fold(0, |set, s| set | (1 as Set) << s)
}

fn leap(a: usize, steps: &[(i32, i32)]) -> Set {
    let (f, r) = coordinates(a);
    set(steps.iter().filter_map(|&(df, dr)| square(f + df, r + dr)))
}

/// A slider's attacks by walking `steps` up to and including the first
/// occupied square.
#[cfg(magics)]
fn slide(a: usize, steps: &[(i32, i32)], occupied: u64) -> u64 {
    let mut attacks = 0;
    for &step in steps {
        for s in walk(a, step) {
            attacks |= 1 << s;
            if occupied >> s & 1 != 0 {
                break;
            }
        }
    }
    attacks
}

/// The magic lookups against the walk, for random occupancies.
#[cfg(magics)]
fn check_magics(expect: &mut dyn FnMut(Set, Set, &str)) {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    let rook = [DIRECTIONS[0], DIRECTIONS[2], DIRECTIONS[4], DIRECTIONS[6]];
    let bishop = [DIRECTIONS[1], DIRECTIONS[3], DIRECTIONS[5], DIRECTIONS[7]];
    for square in 0..64 {
        for _ in 0..2000 {
            let occupied = next() & next();
            expect(tables::rook_attacks(square, occupied), slide(square, &rook, occupied), "rook_attacks");
            expect(tables::bishop_attacks(square, occupied), slide(square, &bishop, occupied), "bishop_attacks");
        }
    }
}

fn main() {
    let mut checks = 0u64;
    let mut wrong = 0u64;
    let mut expect = |got: Set, want: Set, what: &str| {
        checks += 1;
        if got != want {
            wrong += 1;
            eprintln!("{what} is wrong");
        }
    };
    for a in 0..SQUARES {
        let (f, r) = coordinates(a);
        let all = 0..SQUARES;
        expect(tables::FILE[f as usize], set(all.clone().filter(|&b| coordinates(b).0 == f)), "FILE");
        expect(tables::RANK[r as usize], set(all.clone().filter(|&b| coordinates(b).1 == r)), "RANK");
        let diagonal = set(all.clone().filter(|&b| coordinates(b).1 - coordinates(b).0 == r - f));
        expect(tables::DIAGONAL[(FILES as i32 - 1 + r - f) as usize], diagonal, "DIAGONAL");
        let anti = set(all.clone().filter(|&b| coordinates(b).1 + coordinates(b).0 == r + f));
        expect(tables::ANTI_DIAGONAL[(r + f) as usize], anti, "ANTI_DIAGONAL");
        for (d, &step) in DIRECTIONS.iter().enumerate() {
            expect(tables::RAY[d][a], set(walk(a, step)), "RAY");
        }
        for b in all {
            let on = DIRECTIONS.iter().enumerate().find_map(|(d, &step)| {
                let squares = walk(a, step);
                let at = squares.iter().position(|&s| s == b)?;
                Some((d, squares[..at].to_vec()))
            });
            let (between, line) = match on {
                Some((d, before)) => {
                    let opposite = DIRECTIONS[(d + 4) % 8];
                    (set(before), set(walk(a, DIRECTIONS[d])) | set(walk(a, opposite)) | set([a]))
                }
                None => (0, 0),
            };
            expect(tables::BETWEEN[a][b], between, "BETWEEN");
            expect(tables::LINE[a][b], line, "LINE");
        }
        expect(tables::KNIGHT[a], leap(a, &KNIGHT), "KNIGHT");
        expect(tables::KING[a], leap(a, &DIRECTIONS), "KING");
        expect(tables::PAWN_ATTACKS[0][a], leap(a, &PAWN[0]), "PAWN_ATTACKS");
        expect(tables::PAWN_ATTACKS[1][a], leap(a, &PAWN[1]), "PAWN_ATTACKS");
    }
    #[cfg(magics)]
    check_magics(&mut expect);
    println!("checked {checks} values of a {FILES}x{RANKS} board, {wrong} wrong");
    std::process::exit(i32::from(wrong != 0));
}
