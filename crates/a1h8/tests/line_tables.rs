//! The sources' numeric tables, transcribed from the source documents as text,
//! parsed number by number and compared with `a1h8::line_tables`.

mod common;

use a1h8::line_tables::{DiagonalRow, LineTable, TableData, UnknownTable};
use common::{all_squares, file_of, rank_of, walk};

/// The tables as the source documents print them (001 for the diagonals,
/// 002 for the anti-diagonals, 004 for the last two), copied verbatim into
/// one file that the CLI's tests read too. Grids run from rank 7 down to
/// rank 0, a row is "rank, then the value on files 0 to 7".
const LINE_TABLES: &str = include_str!("data/line_tables.txt");

/// The table of section `== name`, without the document's title line.
fn source_text(name: &str) -> String {
    let mut lines = LINE_TABLES
        .lines()
        .skip_while(|line| *line != format!("== {name}"))
        .skip(2)
        .take_while(|line| !line.trim().is_empty());
    let mut text = String::new();
    for line in &mut lines {
        text.push_str(line);
        text.push('\n');
    }
    assert!(
        !text.is_empty(),
        "no section {name:?} in data/line_tables.txt"
    );
    text
}

/// The numbers of a grid, `grid[rank][file]`, checking the layout: the
/// header, then one line per rank from 7 down to 0.
fn parse_grid(text: &str) -> [[i8; 8]; 8] {
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("r/f 0 1 2 3 4 5 6 7"));
    let mut grid = [[i8::MIN; 8]; 8];
    let mut expected_rank = 8;
    for line in lines {
        let numbers: Vec<i8> = line.split(' ').map(|n| n.parse().unwrap()).collect();
        assert_eq!(numbers.len(), 9, "{line:?}");
        expected_rank -= 1;
        assert_eq!(numbers[0], expected_rank, "{line:?}");
        grid[numbers[0] as usize].copy_from_slice(&numbers[1..]);
    }
    assert_eq!(expected_rank, 0, "eight ranks");
    grid
}

/// One line of the forum post's tables: the key, then the pairs.
type Row = (i8, Vec<(i8, u8)>);

/// The rows of a forum-post table, its two header lines checked and the
/// "(a1)" style labels dropped.
fn parse_rows(text: &str, header: &str) -> Vec<Row> {
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(header));
    assert_eq!(lines.next(), Some("=====|========="));
    lines
        .map(|line| {
            let (key, pairs) = line.split_once(" | ").unwrap();
            let pairs = pairs
                .split(' ')
                .filter(|token| !token.starts_with('('))
                .map(|pair| {
                    let (a, b) = pair.split_once(',').unwrap();
                    (a.parse().unwrap(), b.parse().unwrap())
                })
                .collect();
            (key.parse().unwrap(), pairs)
        })
        .collect()
}

fn grid_of(table: LineTable) -> [[i8; 8]; 8] {
    match table.data() {
        TableData::Grid(grid) => grid,
        TableData::Diagonals(_) => panic!("{table} is not a grid"),
    }
}

fn rows_of(table: LineTable) -> Vec<Row> {
    match table.data() {
        TableData::Diagonals(rows) => rows
            .iter()
            .map(|row: &DiagonalRow| (row.key, row.entries().to_vec()))
            .collect(),
        TableData::Grid(_) => panic!("{table} is not a diagonal table"),
    }
}

#[test]
fn grids_match_the_source_text() {
    let cases = [
        (LineTable::RankMinusFile, &source_text("rank-minus-file")),
        (
            LineTable::SevenPlusRankMinusFile,
            &source_text("seven-plus-rank-minus-file"),
        ),
        (
            LineTable::RankMinusFileAnd15,
            &source_text("rank-minus-file-and-15"),
        ),
        (LineTable::RankPlusFile, &source_text("rank-plus-file")),
        (
            LineTable::RankPlusFileXor7,
            &source_text("rank-plus-file-xor-7"),
        ),
    ];
    for (table, text) in cases {
        let theirs = parse_grid(text);
        let library = grid_of(table);
        for rank in 0..8 {
            for file in 0..8 {
                assert_eq!(
                    library[rank][file], theirs[rank][file],
                    "{table}: rank {rank}, file {file}"
                );
            }
        }
    }
}

/// A grid's title as arithmetic on `(rank, file)`.
type Title = fn(i32, i32) -> i32;

/// The documents' grids say what their titles say: checked square by square
/// with the title's arithmetic, so the transcription is the right one.
#[test]
fn source_grids_are_their_titles() {
    let cases: [(&str, Title); 5] = [
        (&source_text("rank-minus-file"), |r, f| r - f),
        (&source_text("seven-plus-rank-minus-file"), |r, f| 7 + r - f),
        (&source_text("rank-minus-file-and-15"), |r, f| (r - f) & 15),
        (&source_text("rank-plus-file"), |r, f| r + f),
        (&source_text("rank-plus-file-xor-7"), |r, f| (r + f) ^ 7),
    ];
    for (text, title) in cases {
        let theirs = parse_grid(text);
        for square in all_squares() {
            let (f, r) = (file_of(square), rank_of(square));
            assert_eq!(
                i32::from(theirs[r as usize][f as usize]),
                title(r, f),
                "{square}"
            );
        }
    }
}

#[test]
fn nw_se_table_matches_the_source_text() {
    let theirs = parse_rows(&source_text("nw-se"), "diff | sum,len");
    assert_eq!(theirs.len(), 15);
    assert_eq!(rows_of(LineTable::NwSe), theirs);
}

#[test]
fn ne_sw_table_matches_the_source_text() {
    let theirs = parse_rows(&source_text("ne-sw"), "sum | diff,len");
    assert_eq!(theirs.len(), 15);
    assert_eq!(rows_of(LineTable::NeSw), theirs);
}

/// A forum-post table built by walking the board in top-left coordinates:
/// for each `key` from 7 (or 14) down, the squares with that key in order
/// of increasing `other`, each with the number of steps by `(drow, dcol)`
/// before leaving the board.
fn walked_rows(
    keys: impl Iterator<Item = i32>,
    key_of: fn(i32, i32) -> i32,
    other_of: fn(i32, i32) -> i32,
    dcol: i32,
) -> Vec<Row> {
    keys.map(|key| {
        let mut squares: Vec<(i32, i32)> = (0..8)
            .flat_map(|row| (0..8).map(move |column| (row, column)))
            .filter(|&(row, column)| key_of(row, column) == key)
            .collect();
        squares.sort_by_key(|&(row, column)| other_of(row, column));
        let pairs = squares
            .into_iter()
            .map(|(row, column)| {
                // Towards the south: one row down the diagram a step; the
                // walk's (file, rank) are the diagram's (column, row).
                let steps = walk(8, 8, column, row, dcol, 1).len();
                (other_of(row, column) as i8, steps as u8)
            })
            .collect();
        (key as i8, pairs)
    })
    .collect()
}

/// The forum post's tables are right about the board: the same rows come
/// out of a walk in its top-left coordinates.
#[test]
fn fourth_line_tables_are_a_walk_of_the_board() {
    let nw_se = walked_rows(
        (-7..=7).rev(),
        |row, column| row - column,
        |row, column| row + column,
        1,
    );
    assert_eq!(parse_rows(&source_text("nw-se"), "diff | sum,len"), nw_se);
    let ne_sw = walked_rows(
        (0..=14).rev(),
        |row, column| row + column,
        |row, column| row - column,
        -1,
    );
    assert_eq!(parse_rows(&source_text("ne-sw"), "sum | diff,len"), ne_sw);
}

#[test]
fn table_names_parse_and_display() {
    let names = [
        "rank-minus-file",
        "seven-plus-rank-minus-file",
        "rank-minus-file-and-15",
        "rank-plus-file",
        "rank-plus-file-xor-7",
        "nw-se",
        "ne-sw",
    ];
    assert_eq!(LineTable::ALL.map(LineTable::name), names);
    for table in LineTable::ALL {
        assert_eq!(table.to_string(), table.name());
        assert_eq!(table.name().parse::<LineTable>(), Ok(table));
        assert!(!table.description().is_empty());
        assert!(
            !table.description().contains(|c: char| c.is_ascii_digit()),
            "{table}: {}",
            table.description()
        );
    }
}

#[test]
fn unknown_table_names_are_refused() {
    for name in [
        "",
        "bogus",
        "nw_se",
        "nw-se ",
        " ne-sw",
        "rank",
        "rank-minus-file-and-16",
    ] {
        assert_eq!(name.parse::<LineTable>(), Err(UnknownTable), "{name:?}");
    }
    assert_eq!(
        UnknownTable.to_string(),
        "unknown table: expected one of rank-minus-file, seven-plus-rank-minus-file, rank-minus-file-and-15, \
         rank-plus-file, rank-plus-file-xor-7, nw-se, ne-sw"
    );
}

#[test]
fn table_kinds() {
    for table in LineTable::ALL {
        let is_grid = matches!(table.data(), TableData::Grid(_));
        assert_eq!(
            is_grid,
            !matches!(table, LineTable::NwSe | LineTable::NeSw),
            "{table}"
        );
    }
}

/// The transcription is the documents' text: every line of the fixture
/// occurs in the documents the tables come from (the chessprogramming wiki
/// pages and the forum post the project implements). They are not in the
/// repository, so this check of the fixture's provenance is run by hand,
/// with the folder that holds them as text files:
/// `A1H8_SOURCE_DOCUMENTS=DIR cargo test --release -p a1h8 --test
/// line_tables -- --ignored`. Run, it fails if the folder is missing.
#[test]
#[ignore = "needs the source documents as text files: A1H8_SOURCE_DOCUMENTS=DIR"]
fn the_transcription_is_verbatim_source_text() {
    let dir = std::env::var_os("A1H8_SOURCE_DOCUMENTS")
        .map(std::path::PathBuf::from)
        .expect("A1H8_SOURCE_DOCUMENTS names the folder of the source documents");
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("the source documents {}: {e}", dir.display()));
    let sources: String = entries
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    let mut checked = 0;
    for line in LINE_TABLES.lines() {
        if line.is_empty() || line.starts_with('#') || line.starts_with("== ") {
            continue;
        }
        assert!(sources.contains(line), "not in the sources: {line:?}");
        checked += 1;
    }
    assert_eq!(checked, 5 * 10 + 2 * 18);
}
