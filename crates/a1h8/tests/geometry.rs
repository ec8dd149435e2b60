//! The closed formulas of `geometry` on every board from 1x1 to 16x16,
//! against counting and walking the board square by square.

mod common;

use a1h8::geometry::{BoardSize, BoardSizeError, MOVES_TO_EDGE};
use a1h8::{Direction, Square};
use common::{all_boards, all_squares, board_squares, directions, file_of, rank_of, step, walk};

#[test]
fn new_accepts_one_to_sixteen_on_each_side() {
    for files in 0..=17 {
        for ranks in 0..=17 {
            let files_ok = (1..=16).contains(&files);
            let ranks_ok = (1..=16).contains(&ranks);
            let expected = if !files_ok {
                Err(BoardSizeError::FilesOutOfRange { files })
            } else if !ranks_ok {
                Err(BoardSizeError::RanksOutOfRange { ranks })
            } else {
                Ok((files, ranks))
            };
            let board = BoardSize::new(files, ranks);
            assert_eq!(
                board.map(|b| (b.files(), b.ranks())),
                expected,
                "{files}x{ranks}"
            );
            if let Ok(board) = board {
                assert_eq!(board.to_string(), format!("{files}x{ranks}"));
            }
        }
    }
}

#[test]
fn new_rejects_sizes_that_would_wrap_in_a_byte() {
    assert_eq!(
        BoardSize::new(264, 8),
        Err(BoardSizeError::FilesOutOfRange { files: 264 })
    );
    assert_eq!(
        BoardSize::new(8, 264),
        Err(BoardSizeError::RanksOutOfRange { ranks: 264 })
    );
    assert_eq!(
        BoardSize::new(256, 256),
        Err(BoardSizeError::FilesOutOfRange { files: 256 })
    );
    assert_eq!(
        BoardSize::new(usize::MAX, 8),
        Err(BoardSizeError::FilesOutOfRange { files: usize::MAX })
    );
    assert_eq!(
        BoardSize::new(8, usize::MAX),
        Err(BoardSizeError::RanksOutOfRange { ranks: usize::MAX })
    );
}

#[test]
fn board_size_constants() {
    assert_eq!(BoardSize::MAX_SIDE, 16);
    assert_eq!(BoardSize::new(8, 8), Ok(BoardSize::STANDARD));
    assert_eq!(BoardSize::STANDARD.to_string(), "8x8");
    assert_eq!(BoardSize::new(10, 8).unwrap().to_string(), "10x8");
}

#[test]
fn board_size_error_messages() {
    let cases = [
        (
            BoardSizeError::FilesOutOfRange { files: 0 },
            "0 files is out of range: a board has 1 to 16 files",
        ),
        (
            BoardSizeError::FilesOutOfRange { files: 17 },
            "17 files is out of range: a board has 1 to 16 files",
        ),
        (
            BoardSizeError::RanksOutOfRange { ranks: 0 },
            "0 ranks is out of range: a board has 1 to 16 ranks",
        ),
        (
            BoardSizeError::RanksOutOfRange { ranks: 17 },
            "17 ranks is out of range: a board has 1 to 16 ranks",
        ),
    ];
    for (error, message) in cases {
        assert_eq!(error.to_string(), message);
        let as_error: &dyn std::error::Error = &error;
        assert_eq!(as_error.to_string(), message);
    }
}

#[test]
fn counts_and_index_ranges_on_every_board() {
    for (files, ranks, board) in all_boards() {
        let squares: Vec<(i32, i32)> = board_squares(files, ranks).collect();
        let differences: Vec<i32> = squares.iter().map(|&(f, r)| r - f).collect();
        let sums: Vec<i32> = squares.iter().map(|&(f, r)| r + f).collect();
        let mut distinct = differences.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let mut distinct_sums = sums.clone();
        distinct_sums.sort_unstable();
        distinct_sums.dedup();

        assert_eq!(
            (board.files(), board.ranks()),
            (files as usize, ranks as usize)
        );
        assert_eq!(board.square_count(), squares.len(), "{board}");
        assert_eq!(
            board.min_diagonal(),
            *differences.iter().min().unwrap(),
            "{board}"
        );
        assert_eq!(
            board.max_diagonal(),
            *differences.iter().max().unwrap(),
            "{board}"
        );
        assert_eq!(
            board.max_anti_diagonal(),
            *sums.iter().max().unwrap(),
            "{board}"
        );
        assert_eq!(*sums.iter().min().unwrap(), 0);
        assert_eq!(board.diagonal_count(), distinct.len(), "{board}");
        assert_eq!(board.diagonal_count(), distinct_sums.len(), "{board}");
    }
}

#[test]
fn moves_to_edge_on_every_board_is_a_walk() {
    for (files, ranks, board) in all_boards() {
        for (f, r) in board_squares(files, ranks) {
            for direction in directions() {
                let (df, dr) = step(direction);
                let walked = walk(files, ranks, f, r, df, dr).len();
                let moves = board.moves_to_edge(f as usize, r as usize, direction);
                assert_eq!(moves, walked, "{board} ({f}, {r}) {direction}");
            }
        }
    }
}

#[test]
#[should_panic(expected = "square off the board")]
fn moves_to_edge_refuses_a_file_off_the_board() {
    BoardSize::STANDARD.moves_to_edge(8, 0, Direction::North);
}

#[test]
#[should_panic(expected = "square off the board")]
fn moves_to_edge_refuses_a_rank_off_the_board() {
    BoardSize::new(10, 4)
        .unwrap()
        .moves_to_edge(9, 4, Direction::South);
}

#[test]
fn diagonal_lengths_and_sums_on_every_board() {
    for (files, ranks, board) in all_boards() {
        let squares: Vec<(i32, i32)> = board_squares(files, ranks).collect();
        for d in -(files - 1) - 1..=ranks {
            let sums: Vec<i32> = squares
                .iter()
                .filter(|&&(f, r)| r - f == d)
                .map(|&(f, r)| r + f)
                .collect();
            assert_eq!(board.diagonal_length(d), sums.len(), "{board} diagonal {d}");
            if let (Some(&min), Some(&max)) = (sums.iter().min(), sums.iter().max()) {
                assert_eq!(board.diagonal_min_sum(d), min, "{board} diagonal {d}");
                assert_eq!(board.diagonal_max_sum(d), max, "{board} diagonal {d}");
            }
        }
        // Far outside the board too.
        for d in [-1000, -(files + 5), ranks + 5, 1000, i32::MIN, i32::MAX] {
            assert_eq!(board.diagonal_length(d), 0, "{board} diagonal {d}");
        }
    }
}

#[test]
fn anti_diagonal_lengths_and_differences_on_every_board() {
    for (files, ranks, board) in all_boards() {
        let squares: Vec<(i32, i32)> = board_squares(files, ranks).collect();
        for a in -1..=files + ranks - 1 {
            let differences: Vec<i32> = squares
                .iter()
                .filter(|&&(f, r)| r + f == a)
                .map(|&(f, r)| r - f)
                .collect();
            assert_eq!(
                board.anti_diagonal_length(a),
                differences.len(),
                "{board} anti-diagonal {a}"
            );
            if let (Some(&min), Some(&max)) = (differences.iter().min(), differences.iter().max()) {
                assert_eq!(
                    board.anti_diagonal_min_difference(a),
                    min,
                    "{board} anti-diagonal {a}"
                );
                assert_eq!(
                    board.anti_diagonal_max_difference(a),
                    max,
                    "{board} anti-diagonal {a}"
                );
            }
        }
        for a in [-1000, -5, files + ranks + 5, 1000, i32::MIN, i32::MAX] {
            assert_eq!(
                board.anti_diagonal_length(a),
                0,
                "{board} anti-diagonal {a}"
            );
        }
    }
}

#[test]
fn capablanca_board_examples() {
    let capablanca = BoardSize::new(10, 8).unwrap();
    assert_eq!(capablanca.diagonal_length(0), 8);
    assert_eq!(capablanca.diagonal_length(-2), 8);
    assert_eq!(capablanca.diagonal_length(-3), 7);
    assert_eq!(capablanca.anti_diagonal_length(9), 8);
    assert_eq!(capablanca.diagonal_count(), 17);
}

#[test]
fn moves_to_edge_table_is_a_walk_on_the_standard_board() {
    for square in all_squares() {
        for direction in directions() {
            let (df, dr) = step(direction);
            let walked = walk(8, 8, file_of(square), rank_of(square), df, dr).len();
            assert_eq!(
                usize::from(MOVES_TO_EDGE[direction.index()][square.index()]),
                walked,
                "{square} {direction}"
            );
            assert_eq!(
                BoardSize::STANDARD.moves_to_edge(
                    file_of(square) as usize,
                    rank_of(square) as usize,
                    direction
                ),
                walked
            );
        }
    }
}

#[test]
fn moves_to_edge_examples() {
    let board = BoardSize::STANDARD;
    assert_eq!(board.moves_to_edge(2, 1, Direction::NorthEast), 5);
    assert_eq!(board.moves_to_edge(2, 1, Direction::SouthWest), 1);
    assert_eq!(Square::C2.moves_to_edge(Direction::NorthEast), 5);
    assert_eq!(Square::A1.moves_to_edge(Direction::NorthEast), 7);
    assert_eq!(Square::A1.moves_to_edge(Direction::SouthWest), 0);
}
