//! The eight directions: order, steps, opposites, names and parsing.

mod common;

use a1h8::{Direction, ParseDirectionError};
use common::{square_at, step};

/// Every direction with its name and abbreviation, clockwise from north.
const NAMES: [(Direction, &str, &str); 8] = [
    (Direction::North, "north", "n"),
    (Direction::NorthEast, "north-east", "ne"),
    (Direction::East, "east", "e"),
    (Direction::SouthEast, "south-east", "se"),
    (Direction::South, "south", "s"),
    (Direction::SouthWest, "south-west", "sw"),
    (Direction::West, "west", "w"),
    (Direction::NorthWest, "north-west", "nw"),
];

#[test]
fn all_is_clockwise_from_north_and_indexed() {
    assert_eq!(Direction::COUNT, 8);
    assert_eq!(Direction::ALL, NAMES.map(|(d, _, _)| d));
    for (i, d) in Direction::ALL.into_iter().enumerate() {
        assert_eq!(d.index(), i);
        assert_eq!(Direction::from_index(i), Some(d));
    }
    for index in 8..=1000 {
        assert_eq!(Direction::from_index(index), None);
    }
    assert_eq!(Direction::from_index(usize::MAX), None);
}

#[test]
fn steps_are_the_compass() {
    for d in Direction::ALL {
        let (df, dr) = step(d);
        assert_eq!(
            (i32::from(d.file_step()), i32::from(d.rank_step())),
            (df, dr),
            "{d}"
        );
    }
}

#[test]
fn index_delta_is_the_index_change_of_a_step() {
    let d4 = square_at(3, 3).unwrap();
    for d in Direction::ALL {
        let (df, dr) = step(d);
        assert_eq!(i32::from(d.index_delta()), 8 * dr + df, "{d}");
        let next = square_at(3 + df, 3 + dr).unwrap();
        assert_eq!(
            next.index() as i32 - d4.index() as i32,
            i32::from(d.index_delta()),
            "{d}"
        );
    }
    let deltas = Direction::ALL.map(Direction::index_delta);
    assert_eq!(deltas, [8, 9, 1, -7, -8, -9, -1, 7]);
}

#[test]
fn opposite_is_an_involution_that_negates_the_step() {
    for d in Direction::ALL {
        let o = d.opposite();
        assert_ne!(o, d);
        assert_eq!(o.opposite(), d);
        assert_eq!(
            (o.file_step(), o.rank_step()),
            (-d.file_step(), -d.rank_step()),
            "{d}"
        );
        assert_eq!(o.index_delta(), -d.index_delta());
        assert_eq!(o.is_diagonal(), d.is_diagonal());
    }
    assert_eq!(Direction::North.opposite(), Direction::South);
    assert_eq!(Direction::NorthWest.opposite(), Direction::SouthEast);
    assert_eq!(Direction::East.opposite(), Direction::West);
}

#[test]
fn diagonal_and_orthogonal() {
    for d in Direction::ALL {
        let (df, dr) = step(d);
        let diagonal = df != 0 && dr != 0;
        assert_eq!(d.is_diagonal(), diagonal, "{d}");
        assert_eq!(d.is_orthogonal(), !diagonal, "{d}");
        assert_eq!(Direction::DIAGONAL.contains(&d), diagonal, "{d}");
        assert_eq!(Direction::ORTHOGONAL.contains(&d), !diagonal, "{d}");
    }
    assert_eq!(
        Direction::ORTHOGONAL,
        [
            Direction::North,
            Direction::East,
            Direction::South,
            Direction::West
        ]
    );
    assert_eq!(
        Direction::DIAGONAL,
        [
            Direction::NorthEast,
            Direction::SouthEast,
            Direction::SouthWest,
            Direction::NorthWest
        ]
    );
}

#[test]
fn names_abbreviations_and_display() {
    for (d, name, abbreviation) in NAMES {
        assert_eq!(d.name(), name);
        assert_eq!(d.abbreviation(), abbreviation);
        assert_eq!(d.to_string(), name);
    }
}

#[test]
fn names_and_abbreviations_parse_in_every_spelling() {
    for (d, name, abbreviation) in NAMES {
        let camel: String = name
            .split('-')
            .map(|word| word[..1].to_uppercase() + &word[1..])
            .collect();
        let spellings = [
            name.to_string(),
            name.replace('-', "_"),
            name.replace('-', ""),
            name.to_uppercase(),
            camel,
            abbreviation.to_string(),
            abbreviation.to_uppercase(),
        ];
        for spelling in spellings {
            assert_eq!(spelling.parse::<Direction>(), Ok(d), "{spelling:?}");
        }
    }
    assert_eq!("NorthEast".parse(), Ok(Direction::NorthEast));
    assert_eq!("north_east".parse(), Ok(Direction::NorthEast));
    assert_eq!("NE".parse(), Ok(Direction::NorthEast));
    assert_eq!("South-West".parse(), Ok(Direction::SouthWest));
}

#[test]
fn garbage_does_not_parse() {
    let garbage = [
        "",
        "-",
        "_",
        "x",
        "nn",
        "nne",
        "ene",
        "en",
        "north-north",
        "northeastwest",
        "norther",
        "nort",
        "sou",
        "up",
        "ne1",
        "1",
        "é",
        "nö",
        "n\u{301}",
        "northnorthnorthnorth",
        "north-east-north-east",
        "westeast",
    ];
    for s in garbage {
        assert_eq!(s.parse::<Direction>(), Err(ParseDirectionError), "{s:?}");
    }
}

/// Every string of up to four characters over a small alphabet parses
/// exactly when, with `-` and `_` removed and in lower case, it is an
/// abbreviation.
#[test]
fn short_strings_parse_exactly_when_they_are_abbreviations() {
    let alphabet = ['n', 'e', 's', 'w', 'N', 'E', 'x', '-', '_'];
    let mut strings = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..4 {
        last = last
            .iter()
            .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
            .collect();
        strings.extend(last.iter().cloned());
    }
    for s in strings {
        let word: String = s
            .chars()
            .filter(|&c| c != '-' && c != '_')
            .collect::<String>()
            .to_lowercase();
        let expected = NAMES
            .iter()
            .find(|(_, _, abbreviation)| *abbreviation == word)
            .map(|&(d, _, _)| d);
        assert_eq!(s.parse::<Direction>().ok(), expected, "{s:?}");
    }
}

#[test]
fn parse_error_message() {
    assert_eq!(
        ParseDirectionError.to_string(),
        "unknown direction: expected one of north, north-east, east, south-east, south, south-west, west, \
         north-west (or n, ne, e, se, s, sw, w, nw)"
    );
    let as_error: &dyn std::error::Error = &ParseDirectionError;
    assert!(as_error.to_string().starts_with("unknown direction"));
}
