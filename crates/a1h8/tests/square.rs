//! Squares, files, ranks, their names, top-left coordinates and colours,
//! checked for every value against index arithmetic.

mod common;

use a1h8::{
    File, ParseFileError, ParseRankError, ParseSquareError, Rank, Square, SquareColor,
    SquareIndexError, TopLeft,
};
use common::{all_squares, bits, directions, file_of, rank_of, square_at, step};

/// The algebraic name of the square on `file`, `rank`, built from the
/// letters and digits themselves.
fn name(file: i32, rank: i32) -> String {
    let letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let digits = ['1', '2', '3', '4', '5', '6', '7', '8'];
    format!("{}{}", letters[file as usize], digits[rank as usize])
}

#[test]
fn index_is_eight_times_rank_plus_file() {
    for index in 0..64 {
        let square = Square::from_index(index).unwrap();
        let (file, rank) = (index % 8, index / 8);
        assert_eq!(square.index(), index);
        assert_eq!(square.file().index(), file, "{square}");
        assert_eq!(square.rank().index(), rank, "{square}");
        assert_eq!(square, Square::ALL[index]);
        assert_eq!(usize::from(square), index);
        let rebuilt = Square::from_file_rank(
            File::from_index(file).unwrap(),
            Rank::from_index(rank).unwrap(),
        );
        assert_eq!(rebuilt, square);
    }
    assert_eq!(Square::COUNT, 64);
    assert_eq!(Square::ALL.len(), 64);
}

#[test]
fn from_index_rejects_everything_above_63() {
    for index in 64..=1000 {
        assert_eq!(Square::from_index(index), None, "{index}");
    }
    assert_eq!(Square::from_index(usize::MAX), None);
}

#[test]
fn from_file_rank_covers_every_pair_once() {
    let mut seen = 0u64;
    for file in File::ALL {
        for rank in Rank::ALL {
            let square = Square::from_file_rank(file, rank);
            assert_eq!((square.file(), square.rank()), (file, rank));
            assert_eq!(square.index(), 8 * rank.index() + file.index());
            assert_eq!(seen & 1 << square.index(), 0, "{square} built twice");
            seen |= 1 << square.index();
        }
    }
    assert_eq!(seen, !0);
}

#[test]
fn named_constants_are_the_right_squares() {
    let corners = [
        (Square::A1, 0, 0),
        (Square::H1, 7, 0),
        (Square::A8, 0, 7),
        (Square::H8, 7, 7),
        (Square::E4, 4, 3),
        (Square::D5, 3, 4),
        (Square::B2, 1, 1),
        (Square::G7, 6, 6),
    ];
    for (square, file, rank) in corners {
        assert_eq!(Some(square), square_at(file, rank));
    }
}

#[test]
fn name_display_debug_and_parse_round_trip() {
    for square in all_squares() {
        let expected = name(file_of(square), rank_of(square));
        assert_eq!(square.to_string(), expected);
        assert_eq!(format!("{square:?}"), expected);
        assert_eq!(square.name(), expected.as_bytes());
        assert_eq!(expected.parse::<Square>(), Ok(square));
        assert_eq!(Square::try_from(expected.as_str()), Ok(square));
    }
    let names: Vec<String> = all_squares().map(|s| s.to_string()).collect();
    assert_eq!(names.first().unwrap(), "a1");
    assert_eq!(names[7], "h1");
    assert_eq!(names[56], "a8");
    assert_eq!(names.last().unwrap(), "h8");
}

#[test]
fn top_left_is_row_seven_minus_rank_column_file() {
    for square in all_squares() {
        let expected = TopLeft {
            row: (7 - rank_of(square)) as u8,
            column: file_of(square) as u8,
        };
        assert_eq!(square.top_left(), expected, "{square}");
        assert_eq!(Square::from_top_left(expected), Some(square));
    }
    let corners = [
        (Square::A8, 0, 0),
        (Square::H8, 0, 7),
        (Square::A1, 7, 0),
        (Square::H1, 7, 7),
    ];
    for (square, row, column) in corners {
        assert_eq!(square.top_left(), TopLeft { row, column });
    }
}

#[test]
fn from_top_left_over_every_byte_pair() {
    for row in 0..=u8::MAX {
        for column in 0..=u8::MAX {
            let expected = if row < 8 && column < 8 {
                square_at(i32::from(column), 7 - i32::from(row))
            } else {
                None
            };
            assert_eq!(
                Square::from_top_left(TopLeft { row, column }),
                expected,
                "({row}, {column})"
            );
        }
    }
}

#[test]
fn offset_is_one_step_with_bounds_checks() {
    for square in all_squares() {
        for direction in directions() {
            let (df, dr) = step(direction);
            let expected = square_at(file_of(square) + df, rank_of(square) + dr);
            assert_eq!(square.offset(direction), expected, "{square} {direction}");
        }
    }
}

// ---------------------------------------------------------------- files

#[test]
fn file_index_char_display_mirror() {
    let letters = "abcdefgh";
    for (i, letter) in letters.chars().enumerate() {
        let file = File::from_index(i).unwrap();
        assert_eq!(file.index(), i);
        assert_eq!(File::ALL[i], file);
        assert_eq!(file.char(), letter);
        assert_eq!(file.to_string(), letter.to_string());
        assert_eq!(File::from_char(letter), Some(file));
        assert_eq!(letter.to_string().parse::<File>(), Ok(file));
        assert_eq!(file.mirror().index(), 7 - i);
        assert_eq!(file.mirror().mirror(), file);
    }
    for index in 8..=1000 {
        assert_eq!(File::from_index(index), None);
    }
    assert_eq!(File::from_index(usize::MAX), None);
    assert_eq!(File::COUNT, 8);
    assert_eq!((File::A.mirror(), File::D.mirror()), (File::H, File::E));
}

#[test]
fn file_from_char_over_every_char() {
    for code in 0..=u32::from(char::MAX) {
        let Some(c) = char::from_u32(code) else {
            continue;
        };
        let expected = ('a'..='h')
            .position(|x| x == c)
            .map(|i| File::from_index(i).unwrap());
        assert_eq!(File::from_char(c), expected, "{c:?}");
    }
}

/// Every `i8` delta is a valid argument: the answer for one far off the
/// board is `None`, not an arithmetic overflow.
///
/// (A regression test: `offset` once added in `i8`, so `File::B.offset(127)`
/// overflowed, and panicked where overflow checks are on.)
#[test]
fn file_offset_every_i8_delta() {
    for file in File::ALL {
        for delta in i8::MIN..=i8::MAX {
            let target = file.index() as i32 + i32::from(delta);
            let expected = (0..8)
                .contains(&target)
                .then(|| File::from_index(target as usize).unwrap());
            assert_eq!(file.offset(delta), expected, "{file} + {delta}");
        }
    }
}

#[test]
fn file_mask_and_squares() {
    for file in File::ALL {
        let expected = bits(all_squares().filter(|&s| file_of(s) == file.index() as i32));
        assert_eq!(file.mask().0, expected, "{file}");
        let walked: Vec<Square> = (0..8)
            .map(|r| square_at(file.index() as i32, r).unwrap())
            .collect();
        assert_eq!(file.squares().collect::<Vec<_>>(), walked);
        assert_eq!(file.squares().len(), 8);
        let mut reversed = walked.clone();
        reversed.reverse();
        assert_eq!(file.squares().rev().collect::<Vec<_>>(), reversed);
    }
}

// ---------------------------------------------------------------- ranks

#[test]
fn rank_index_char_display_flip() {
    let digits = "12345678";
    for (i, digit) in digits.chars().enumerate() {
        let rank = Rank::from_index(i).unwrap();
        assert_eq!(rank.index(), i);
        assert_eq!(Rank::ALL[i], rank);
        assert_eq!(rank.char(), digit);
        assert_eq!(rank.to_string(), digit.to_string());
        assert_eq!(Rank::from_char(digit), Some(rank));
        assert_eq!(digit.to_string().parse::<Rank>(), Ok(rank));
        assert_eq!(rank.flip().index(), 7 - i);
        assert_eq!(rank.flip().flip(), rank);
    }
    for index in 8..=1000 {
        assert_eq!(Rank::from_index(index), None);
    }
    assert_eq!(Rank::from_index(usize::MAX), None);
    assert_eq!(Rank::COUNT, 8);
    assert_eq!(
        (Rank::First.flip(), Rank::Fourth.flip()),
        (Rank::Eighth, Rank::Fifth)
    );
}

#[test]
fn rank_from_char_over_every_char() {
    for code in 0..=u32::from(char::MAX) {
        let Some(c) = char::from_u32(code) else {
            continue;
        };
        let expected = ('1'..='8')
            .position(|x| x == c)
            .map(|i| Rank::from_index(i).unwrap());
        assert_eq!(Rank::from_char(c), expected, "{c:?}");
    }
}

/// Every `i8` delta is a valid argument: the answer for one far off the
/// board is `None`, not an arithmetic overflow.
///
/// (A regression test: `offset` once added in `i8`, so `Rank::Second.offset(127)`
/// overflowed, and panicked where overflow checks are on.)
#[test]
fn rank_offset_every_i8_delta() {
    for rank in Rank::ALL {
        for delta in i8::MIN..=i8::MAX {
            let target = rank.index() as i32 + i32::from(delta);
            let expected = (0..8)
                .contains(&target)
                .then(|| Rank::from_index(target as usize).unwrap());
            assert_eq!(rank.offset(delta), expected, "{rank} + {delta}");
        }
    }
}

#[test]
fn rank_mask_and_squares() {
    for rank in Rank::ALL {
        let expected = bits(all_squares().filter(|&s| rank_of(s) == rank.index() as i32));
        assert_eq!(rank.mask().0, expected, "{rank}");
        let walked: Vec<Square> = (0..8)
            .map(|f| square_at(f, rank.index() as i32).unwrap())
            .collect();
        assert_eq!(rank.squares().collect::<Vec<_>>(), walked);
        assert_eq!(rank.squares().len(), 8);
        let mut reversed = walked.clone();
        reversed.reverse();
        assert_eq!(rank.squares().rev().collect::<Vec<_>>(), reversed);
    }
}

// ---------------------------------------------------------------- parsing

/// Every string of 0 to `max_len` characters over `alphabet`.
fn strings_over(alphabet: &[char], max_len: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut previous = vec![String::new()];
    for _ in 0..max_len {
        let next: Vec<String> = previous
            .iter()
            .flat_map(|s| alphabet.iter().map(move |&c| format!("{s}{c}")))
            .collect();
        all.extend(next.iter().cloned());
        previous = next;
    }
    all
}

const ALPHABET: [char; 13] = [
    'a', 'e', 'h', 'i', 'A', '1', '4', '8', '9', '0', ' ', 'é', '\n',
];

/// The parse result a square name should give, written from its grammar.
fn expected_square_parse(s: &str) -> Result<Square, ParseSquareError> {
    let chars: Vec<char> = s.chars().collect();
    let Some(&first) = chars.first() else {
        return Err(ParseSquareError::Empty);
    };
    let Some(file) = ('a'..='h').position(|c| c == first) else {
        return Err(ParseSquareError::InvalidFile { character: first });
    };
    let Some(&second) = chars.get(1) else {
        return Err(ParseSquareError::MissingRank);
    };
    let Some(rank) = ('1'..='8').position(|c| c == second) else {
        return Err(ParseSquareError::InvalidRank { character: second });
    };
    if let Some(&third) = chars.get(2) {
        return Err(ParseSquareError::TrailingCharacter {
            column: 3,
            character: third,
        });
    }
    Ok(square_at(file as i32, rank as i32).unwrap())
}

#[test]
fn square_parse_over_all_short_strings() {
    let strings = strings_over(&ALPHABET, 3);
    assert_eq!(strings.len(), 1 + 13 + 13 * 13 + 13 * 13 * 13);
    let mut accepted = 0;
    for s in &strings {
        let parsed = s.parse::<Square>();
        let chars: Vec<char> = s.chars().collect();
        let is_name =
            chars.len() == 2 && ('a'..='h').contains(&chars[0]) && ('1'..='8').contains(&chars[1]);
        assert_eq!(parsed.is_ok(), is_name, "{s:?}");
        assert_eq!(parsed, expected_square_parse(s), "{s:?}");
        assert_eq!(Square::try_from(s.as_str()), parsed);
        if let Ok(square) = parsed {
            assert_eq!(&square.to_string(), s);
            accepted += 1;
        }
    }
    // Files a, e, h by ranks 1, 4, 8.
    assert_eq!(accepted, 9);
}

#[test]
fn square_parse_longer_and_odd_strings() {
    let cases: [(&str, Result<Square, ParseSquareError>); 12] = [
        ("e4", Ok(Square::E4)),
        ("E4", Err(ParseSquareError::InvalidFile { character: 'E' })),
        (" e4", Err(ParseSquareError::InvalidFile { character: ' ' })),
        (
            "e4 ",
            Err(ParseSquareError::TrailingCharacter {
                column: 3,
                character: ' ',
            }),
        ),
        (
            "e45",
            Err(ParseSquareError::TrailingCharacter {
                column: 3,
                character: '5',
            }),
        ),
        (
            "a1h8",
            Err(ParseSquareError::TrailingCharacter {
                column: 3,
                character: 'h',
            }),
        ),
        ("e", Err(ParseSquareError::MissingRank)),
        ("e0", Err(ParseSquareError::InvalidRank { character: '0' })),
        ("eé", Err(ParseSquareError::InvalidRank { character: 'é' })),
        ("é4", Err(ParseSquareError::InvalidFile { character: 'é' })),
        (
            "e4é",
            Err(ParseSquareError::TrailingCharacter {
                column: 3,
                character: 'é',
            }),
        ),
        ("", Err(ParseSquareError::Empty)),
    ];
    for (s, expected) in cases {
        assert_eq!(s.parse::<Square>(), expected, "{s:?}");
    }
}

#[test]
fn parse_square_error_messages() {
    let cases = [
        (
            ParseSquareError::Empty,
            "empty square name: expected a name like e4",
        ),
        (
            ParseSquareError::InvalidFile { character: 'i' },
            "invalid file 'i' at column 1: expected a letter from a to h",
        ),
        (
            ParseSquareError::InvalidFile { character: 'é' },
            "invalid file 'é' at column 1: expected a letter from a to h",
        ),
        (
            ParseSquareError::MissingRank,
            "missing rank at column 2: expected a digit from 1 to 8",
        ),
        (
            ParseSquareError::InvalidRank { character: '9' },
            "invalid rank '9' at column 2: expected a digit from 1 to 8",
        ),
        (
            ParseSquareError::TrailingCharacter {
                column: 3,
                character: '5',
            },
            "unexpected '5' at column 3: a square name has two characters",
        ),
    ];
    for (error, message) in cases {
        assert_eq!(error.to_string(), message);
        let as_error: &dyn std::error::Error = &error;
        assert_eq!(as_error.to_string(), message);
    }
}

#[test]
fn file_and_rank_parse_over_all_short_strings() {
    for s in strings_over(&ALPHABET, 3) {
        let chars: Vec<char> = s.chars().collect();
        let file = (chars.len() == 1)
            .then(|| ('a'..='h').position(|c| c == chars[0]))
            .flatten()
            .map(|i| File::from_index(i).unwrap());
        let rank = (chars.len() == 1)
            .then(|| ('1'..='8').position(|c| c == chars[0]))
            .flatten()
            .map(|i| Rank::from_index(i).unwrap());
        assert_eq!(s.parse::<File>(), file.ok_or(ParseFileError), "{s:?}");
        assert_eq!(s.parse::<Rank>(), rank.ok_or(ParseRankError), "{s:?}");
    }
}

#[test]
fn file_and_rank_error_messages() {
    assert_eq!(
        ParseFileError.to_string(),
        "invalid file: expected one letter from a to h"
    );
    assert_eq!(
        ParseRankError.to_string(),
        "invalid rank: expected one digit from 1 to 8"
    );
}

// ---------------------------------------------------------------- colours

fn is_dark(square: Square) -> bool {
    (file_of(square) + rank_of(square)) % 2 == 0
}

#[test]
fn dark_squares_have_even_file_plus_rank() {
    for square in all_squares() {
        let expected = if is_dark(square) {
            SquareColor::Dark
        } else {
            SquareColor::Light
        };
        assert_eq!(square.color(), expected, "{square}");
        assert_eq!(SquareColor::Dark.mask().contains(square), is_dark(square));
        assert_eq!(SquareColor::Light.mask().contains(square), !is_dark(square));
    }
    assert_eq!(Square::A1.color(), SquareColor::Dark);
    assert_eq!(Square::H1.color(), SquareColor::Light);
    assert_eq!(Square::A8.color(), SquareColor::Light);
    assert_eq!(Square::H8.color(), SquareColor::Dark);
}

#[test]
fn colour_masks_are_the_sets_of_their_squares() {
    assert_eq!(
        SquareColor::Dark.mask().0,
        bits(all_squares().filter(|&s| is_dark(s)))
    );
    assert_eq!(
        SquareColor::Light.mask().0,
        bits(all_squares().filter(|&s| !is_dark(s)))
    );
    assert_eq!(SquareColor::Dark.mask().count(), 32);
    assert_eq!(SquareColor::Light.mask().count(), 32);
}

#[test]
fn colour_parity_other_and_names() {
    for sum in -300i32..=300 {
        let expected = if sum.rem_euclid(2) == 0 {
            SquareColor::Dark
        } else {
            SquareColor::Light
        };
        assert_eq!(SquareColor::from_parity(sum), expected, "{sum}");
    }
    assert_eq!(SquareColor::from_parity(i32::MIN), SquareColor::Dark);
    assert_eq!(SquareColor::from_parity(i32::MAX), SquareColor::Light);
    assert_eq!(SquareColor::Dark.other(), SquareColor::Light);
    assert_eq!(SquareColor::Light.other(), SquareColor::Dark);
    assert_eq!(
        (SquareColor::Dark.name(), SquareColor::Light.name()),
        ("dark", "light")
    );
    assert_eq!(SquareColor::Dark.to_string(), "dark");
    assert_eq!(SquareColor::Light.to_string(), "light");
}

#[test]
fn distances_count_king_and_rook_steps() {
    for a in all_squares() {
        for b in all_squares() {
            let (df, dr) = (
                (file_of(a) - file_of(b)).abs(),
                (rank_of(a) - rank_of(b)).abs(),
            );
            assert_eq!(a.chebyshev_distance(b), df.max(dr) as usize, "{a} {b}");
            assert_eq!(a.manhattan_distance(b), (df + dr) as usize, "{a} {b}");
            assert_eq!(a.chebyshev_distance(b), b.chebyshev_distance(a));
        }
    }
}

#[test]
fn integer_conversions_round_trip_and_reject_out_of_range() {
    for index in 0..=255u8 {
        let by_u8 = Square::try_from(index);
        let by_usize = Square::try_from(usize::from(index));
        if index < 64 {
            let square = by_u8.unwrap();
            assert_eq!(by_usize, Ok(square));
            assert_eq!(u8::from(square), index);
            assert_eq!(usize::from(square), usize::from(index));
        } else {
            let error = SquareIndexError {
                index: usize::from(index),
            };
            assert_eq!(by_u8, Err(error));
            assert_eq!(by_usize, Err(error));
        }
    }
    assert_eq!(
        Square::try_from(usize::MAX),
        Err(SquareIndexError { index: usize::MAX })
    );
}
