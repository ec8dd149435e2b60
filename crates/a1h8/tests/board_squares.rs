//! Squares, names, square lists and `u128` masks of boards of every size
//! from 1x1 to 16x16, against scanning and walking the board.

mod common;

use a1h8::Direction;
use a1h8::bitboard128::{Bitboard128, BoardMasks};
use a1h8::geometry::{BoardSize, BoardSquare, ParseBoardSquareError};
use common::{all_boards, board_squares, directions, step, walk};

/// The name of `(file, rank)` written the plain way: a letter, a number.
fn name(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn square(board: BoardSize, file: i32, rank: i32) -> BoardSquare {
    board.square(file as usize, rank as usize).unwrap()
}

/// The set of the given squares, bit `rank * files + file`.
fn set(files: i32, squares: impl IntoIterator<Item = (i32, i32)>) -> u128 {
    squares
        .into_iter()
        .fold(0, |bits, (f, r)| bits | 1 << (r * files + f))
}

#[test]
fn squares_index_and_name_on_every_board() {
    for (files, ranks, board) in all_boards() {
        let listed: Vec<BoardSquare> = board.squares().collect();
        assert_eq!(listed.len(), (files * ranks) as usize);
        for (index, (f, r)) in board_squares(files, ranks).enumerate() {
            let sq = listed[index];
            assert_eq!((sq.file(), sq.rank()), (f as usize, r as usize));
            assert_eq!(board.square(f as usize, r as usize), Some(sq));
            assert_eq!(board.square_at(index), Some(sq));
            assert_eq!(board.index_of(sq), index);
            assert!(board.contains(sq));
            assert_eq!((sq.diagonal(), sq.anti_diagonal()), (r - f, r + f));
            assert_eq!(sq.to_string(), name(f, r));
            assert_eq!(board.parse_square(&name(f, r)), Ok(sq), "{files}x{ranks}");
        }
        assert_eq!(board.square_at((files * ranks) as usize), None);
        assert_eq!(board.square(files as usize, 0), None);
        assert_eq!(board.square(0, ranks as usize), None);
    }
}

#[test]
fn parse_square_accepts_exactly_the_names_on_the_board() {
    // Every string of a letter and up to three more characters from a small
    // alphabet: accepted exactly when it is the name of a square on the board.
    let firsts = ['a', 'h', 'i', 'p', 'q', 'A', '1', 'é'];
    let rest = ['0', '1', '6', '7', '9', 'x', 'é'];
    let board = BoardSize::new(9, 16).unwrap();
    let names: Vec<String> = board_squares(9, 16).map(|(f, r)| name(f, r)).collect();
    let mut tails = vec![String::new()];
    for _ in 0..3 {
        let longer: Vec<String> = tails
            .iter()
            .flat_map(|t| rest.iter().map(move |c| format!("{t}{c}")))
            .collect();
        tails.extend(longer);
    }
    tails.sort();
    tails.dedup();
    for first in firsts {
        for tail in &tails {
            let text = format!("{first}{tail}");
            let result = board.parse_square(&text);
            assert_eq!(
                result.is_ok(),
                names.contains(&text),
                "{text:?}: {result:?}"
            );
        }
    }
    assert_eq!(board.parse_square(""), Err(ParseBoardSquareError::Empty));
}

#[test]
fn parse_square_errors_say_what_and_where() {
    let board = BoardSize::new(10, 10).unwrap();
    let cases = [
        (
            "",
            ParseBoardSquareError::Empty,
            "empty square name: expected a name like j10",
        ),
        (
            "z1",
            ParseBoardSquareError::InvalidFile { character: 'z' },
            "invalid file 'z' at column 1: expected a letter from a to p",
        ),
        (
            "k1",
            ParseBoardSquareError::FileOffBoard {
                character: 'k',
                files: 10,
            },
            "file 'k' at column 1 is off the board: it has 10 files",
        ),
        (
            "a",
            ParseBoardSquareError::MissingRank,
            "missing rank at column 2: expected a number from 1",
        ),
        (
            "a0",
            ParseBoardSquareError::InvalidRank {
                column: 2,
                character: '0',
            },
            "invalid rank character '0' at column 2: expected a number from 1 to 16",
        ),
        (
            "a1x",
            ParseBoardSquareError::InvalidRank {
                column: 3,
                character: 'x',
            },
            "invalid rank character 'x' at column 3: expected a number from 1 to 16",
        ),
        (
            "a100",
            ParseBoardSquareError::InvalidRank {
                column: 4,
                character: '0',
            },
            "invalid rank character '0' at column 4: expected a number from 1 to 16",
        ),
        (
            "a11",
            ParseBoardSquareError::RankOffBoard {
                rank: 11,
                ranks: 10,
            },
            "rank 11 is off the board: it has 10 ranks",
        ),
    ];
    for (text, error, message) in cases {
        assert_eq!(board.parse_square(text), Err(error), "{text:?}");
        assert_eq!(error.to_string(), message);
    }
}

#[test]
fn diagonal_square_lists_on_every_board_are_a_scan() {
    for (files, ranks, board) in all_boards() {
        let diagonals: Vec<i32> = board.diagonals().collect();
        assert_eq!(diagonals, ((1 - files)..=(ranks - 1)).collect::<Vec<_>>());
        for d in (-20)..=20 {
            // Scanning rank by rank finds the squares south-west to north-east.
            let scanned: Vec<BoardSquare> = board_squares(files, ranks)
                .filter(|&(f, r)| r - f == d)
                .map(|(f, r)| square(board, f, r))
                .collect();
            let listed: Vec<BoardSquare> = board.diagonal_squares(d).collect();
            assert_eq!(listed, scanned, "{files}x{ranks} diagonal {d}");
            assert_eq!(board.diagonal_length(d), scanned.len());
        }
        let anti: Vec<i32> = board.anti_diagonals().collect();
        assert_eq!(anti, (0..=(files + ranks - 2)).collect::<Vec<_>>());
        for a in (-2)..=32 {
            // Rank by rank is south-east to north-west on an anti-diagonal.
            let scanned: Vec<BoardSquare> = board_squares(files, ranks)
                .filter(|&(f, r)| r + f == a)
                .map(|(f, r)| square(board, f, r))
                .collect();
            let listed: Vec<BoardSquare> = board.anti_diagonal_squares(a).collect();
            assert_eq!(listed, scanned, "{files}x{ranks} anti-diagonal {a}");
        }
    }
}

#[test]
fn moves_of_a_board_square_is_a_walk() {
    for (files, ranks, board) in all_boards() {
        for (f, r) in board_squares(files, ranks) {
            for direction in directions() {
                let (df, dr) = step(direction);
                assert_eq!(
                    board.moves(square(board, f, r), direction),
                    walk(files, ranks, f, r, df, dr).len()
                );
            }
        }
    }
}

#[test]
fn masks_exist_exactly_up_to_128_squares() {
    for (files, ranks, board) in all_boards() {
        assert_eq!(
            BoardMasks::new(board).is_some(),
            files * ranks <= 128,
            "{files}x{ranks}"
        );
    }
}

/// Every mask of every board of at most 128 squares: lines by scanning,
/// rays by walking, `between` and `line` for every pair by walking from one
/// square towards the other.
#[test]
fn masks_on_every_board_up_to_128_squares() {
    for (files, ranks, board) in all_boards() {
        let Some(masks) = BoardMasks::new(board) else {
            continue;
        };
        let squares: Vec<(i32, i32)> = board_squares(files, ranks).collect();
        let scan = |key: &dyn Fn(i32, i32) -> bool| {
            set(files, squares.iter().copied().filter(|&(f, r)| key(f, r)))
        };
        for f in 0..files {
            assert_eq!(masks.file(f as usize).0, scan(&|x, _| x == f));
        }
        for r in 0..ranks {
            assert_eq!(masks.rank(r as usize).0, scan(&|_, y| y == r));
        }
        for d in board.diagonals() {
            assert_eq!(masks.diagonal(d).0, scan(&|x, y| y - x == d));
        }
        for a in board.anti_diagonals() {
            assert_eq!(masks.anti_diagonal(a).0, scan(&|x, y| y + x == a));
        }
        for &(f, r) in &squares {
            let a = square(board, f, r);
            for direction in directions() {
                let (df, dr) = step(direction);
                let walked = set(files, walk(files, ranks, f, r, df, dr));
                assert_eq!(
                    masks.ray(a, direction).0,
                    walked,
                    "{files}x{ranks} {a} {direction}"
                );
            }
            for &(g, s) in &squares {
                let b = square(board, g, s);
                let (df, dr) = (g - f, s - r);
                let aligned = (f, r) != (g, s) && (df == 0 || dr == 0 || df.abs() == dr.abs());
                let (between, line) = if aligned {
                    let (sf, sr) = (df.signum(), dr.signum());
                    let towards = walk(files, ranks, f, r, sf, sr);
                    let between = towards.iter().copied().take_while(|&p| p != (g, s));
                    let back = walk(files, ranks, f, r, -sf, -sr);
                    let line = towards.iter().chain(&back).copied().chain([(f, r)]);
                    (set(files, between), set(files, line))
                } else {
                    (0, 0)
                };
                assert_eq!(
                    masks.between(a, b).0,
                    between,
                    "{files}x{ranks} between {a} {b}"
                );
                assert_eq!(masks.line(a, b).0, line, "{files}x{ranks} line {a} {b}");
            }
        }
    }
}

#[test]
fn the_standard_board_masks_agree_with_the_8x8_tables() {
    let board = BoardSize::STANDARD;
    let masks = BoardMasks::new(board).unwrap();
    for a in a1h8::Square::ALL {
        let wide = square(board, a.file().index() as i32, a.rank().index() as i32);
        for direction in Direction::ALL {
            assert_eq!(
                masks.ray(wide, direction).0,
                u128::from(a1h8::ray(a, direction).0)
            );
        }
        for b in a1h8::Square::ALL {
            let other = square(board, b.file().index() as i32, b.rank().index() as i32);
            assert_eq!(
                masks.between(wide, other).0,
                u128::from(a1h8::between(a, b).0)
            );
            assert_eq!(masks.line(wide, other).0, u128::from(a1h8::line(a, b).0));
            for c in a1h8::Square::ALL {
                let third = square(board, c.file().index() as i32, c.rank().index() as i32);
                assert_eq!(
                    masks.aligned(wide, other, third),
                    a1h8::aligned(a, b, c),
                    "{a} {b} {c}"
                );
            }
        }
    }
}

/// `aligned` on every triple of squares of every board of at most 40
/// squares, against the plain rule: the three share one file, rank,
/// diagonal or anti-diagonal.
#[test]
fn aligned_on_small_boards_is_sharing_a_line() {
    let same_line = |p: &[(i32, i32)]| {
        let keys: [fn((i32, i32)) -> i32; 4] =
            [|(f, _)| f, |(_, r)| r, |(f, r)| r - f, |(f, r)| r + f];
        keys.iter()
            .any(|key| p.iter().all(|&s| key(s) == key(p[0])))
    };
    for (files, ranks, board) in all_boards() {
        if files * ranks > 40 {
            continue;
        }
        let masks = BoardMasks::new(board).unwrap();
        let squares: Vec<(i32, i32)> = board_squares(files, ranks).collect();
        for &a in &squares {
            for &b in &squares {
                for &c in &squares {
                    let on = |(f, r)| square(board, f, r);
                    assert_eq!(
                        masks.aligned(on(a), on(b), on(c)),
                        same_line(&[a, b, c]),
                        "{files}x{ranks} {a:?} {b:?} {c:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn bitboard128_basics() {
    let set = Bitboard128(0b1011 | 1 << 127);
    assert_eq!(set.count(), 4);
    assert_eq!(set.indices().collect::<Vec<_>>(), [0, 1, 3, 127]);
    assert!(set.contains(127) && !set.contains(2) && !set.contains(128));
    assert!(Bitboard128::EMPTY.is_empty());
    assert_eq!((set & Bitboard128(0b10)).0, 0b10);
    assert_eq!((set - Bitboard128(0b1)).count(), 3);
    assert_eq!((!Bitboard128::EMPTY).count(), 128);
    assert_eq!((set ^ set), Bitboard128::EMPTY);
    assert_eq!((Bitboard128(1) | Bitboard128(2)).0, 3);
    assert_eq!(
        format!("{:?}", Bitboard128(255)),
        format!("Bitboard128(0x{:032x})", 255)
    );
}

#[test]
fn direction_from_steps() {
    for direction in Direction::ALL {
        let (df, dr) = step(direction);
        assert_eq!(Direction::from_steps(df, dr), Some(direction));
    }
    for (df, dr) in [(0, 0), (2, 0), (1, 2), (-3, -3)] {
        assert_eq!(Direction::from_steps(df, dr), None);
    }
}
