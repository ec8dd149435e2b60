//! `a1h8 site OUT_DIR`: the files are written, the page loads only what is
//! beside it, and the JSON it embeds parses and holds the library's values.
//! (The page itself is tested in Chromium: `crates/a1h8-cli/site-tests`.)

use std::path::PathBuf;

use a1h8::geometry::BoardSize;
use a1h8::relations::{Form, Relation};
use a1h8::variant::{GARDNER, VariantPosition};
use a1h8::{
    Color, Direction, Endgame, Piece, PieceKind, Position, Square, Symmetry, attacks, between,
    line, ray,
};
use a1h8_tablebase::{Tables, generate};
use serde_json::Value;

mod common;

use common::{INPUT, a1h8, one_error_line, stdout};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("site-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The value a script `window.NAME = {...};` assigns, parsed.
fn assigned(script: &str, name: &str) -> Value {
    let start = script
        .find(&format!("window.{name} = "))
        .expect("the global is assigned")
        + name.len()
        + 10;
    let end = script.rfind(';').expect("the statement ends");
    serde_json::from_str(&script[start..end]).expect("the assigned value is JSON")
}

fn hex(value: &Value) -> u64 {
    let text = value.as_str().expect("a set is a string");
    u64::from_str_radix(text.trim_start_matches("0x"), 16).expect("hex")
}

#[test]
fn the_site_is_written_and_its_tables_are_the_librarys() {
    let dir = scratch("tables").join("nested/out");
    let said = stdout(&["site", dir.to_str().unwrap()]);
    assert!(said.starts_with("wrote 6 files, "), "{said}");
    assert!(
        said.trim_end().ends_with("index.html in a browser"),
        "{said}"
    );
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect(name);

    // The page loads its scripts and style from beside it, nothing else.
    let html = read("index.html");
    for file in [
        "style.css",
        "tables.js",
        "explorer.js",
        "tablebase.js",
        "app.js",
    ] {
        assert!(html.contains(&format!("\"{file}\"")), "{file}");
    }
    assert!(!html.contains("http:") && !html.contains("https:"));
    assert!(!read("app.js").contains("fetch("));

    // tables.js holds what `emit --lang json` prints, written once: the
    // site has no JSON copy of it beside (2.7 MB twice, before).
    let tables = assigned(&read("tables.js"), "A1H8_TABLES");
    let emitted: Value = serde_json::from_str(&stdout(&["emit", "--lang", "json"])).unwrap();
    assert_eq!(tables, emitted);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "app.js",
            "explorer.js",
            "index.html",
            "style.css",
            "tablebase.js",
            "tables.js"
        ]
    );
    // tablebase.js holds the white king's quarter of the board: about
    // 0.3 MB beside the 3.2 MB of the tables (1.1 MB unfolded).
    let tablebase = std::fs::metadata(dir.join("tablebase.js")).unwrap().len();
    assert!(tablebase < 400_000, "{tablebase} bytes");

    for (i, &square) in Square::ALL.iter().enumerate().step_by(5) {
        for (d, &direction) in Direction::ALL.iter().enumerate() {
            assert_eq!(hex(&tables["ray"][d][i]), ray(square, direction).0);
        }
        for (j, &other) in Square::ALL.iter().enumerate().step_by(3) {
            assert_eq!(hex(&tables["between"][i][j]), between(square, other).0);
            assert_eq!(hex(&tables["line"][i][j]), line(square, other).0);
        }
        // The magic lookup the page does, here in u64: the library's attacks.
        let occupied = a1h8::Bitboard(0x0000_2400_0810_4200 ^ (1 << ((i * 7) % 64)));
        let lookup = |piece: &str| {
            let mask = hex(&tables[format!("{piece}_mask")][i]);
            let magic = hex(&tables[format!("{piece}_magic")][i]);
            let shift = tables[format!("{piece}_shift")][i].as_u64().unwrap();
            let offset = tables[format!("{piece}_offset")][i].as_u64().unwrap();
            let index = (occupied.0 & mask).wrapping_mul(magic) >> shift;
            hex(&tables[format!("{piece}_attacks")][(offset + index) as usize])
        };
        assert_eq!(lookup("rook"), attacks::classical::rook(square, occupied).0);
        assert_eq!(
            lookup("bishop"),
            attacks::classical::bishop(square, occupied).0
        );
    }

    // explorer.js holds what `emit --lang json --explorer` prints.
    let explorer = assigned(&read("explorer.js"), "A1H8_EXPLORER");
    let emitted: Value =
        serde_json::from_str(&stdout(&["emit", "--lang", "json", "--explorer"])).unwrap();
    assert_eq!(explorer, emitted);
}

/// The site a newcomer downloads or opens stays under 4 MB (4,000,000
/// bytes, every file it writes): 3.5 MB now, 4.3 before the tablebase
/// view's data held one quarter of the white king's squares.
#[test]
fn the_whole_site_stays_under_4_mb() {
    fn bytes(dir: &std::path::Path) -> u64 {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| {
                let entry = entry.unwrap();
                let meta = entry.metadata().unwrap();
                if meta.is_dir() {
                    bytes(&entry.path())
                } else {
                    meta.len()
                }
            })
            .sum()
    }
    let dir = scratch("size");
    let said = stdout(&["site", dir.to_str().unwrap()]);
    let total = bytes(&dir);
    assert!(total < 4_000_000, "the site is {total} bytes");
    // What the command says it wrote is what is there.
    assert!(said.contains(&format!(", {total} bytes, ")), "{said}");
}

#[test]
fn the_explorer_json_is_the_librarys() {
    let explorer: Value =
        serde_json::from_str(&stdout(&["emit", "--lang", "json", "--explorer"])).unwrap();
    assert_eq!(explorer["max_side"], 16);
    let boards = explorer["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 256);
    for files in 1..=16 {
        for ranks in 1..=16 {
            let board = BoardSize::new(files, ranks).unwrap();
            let json = &boards[(files - 1) * 16 + ranks - 1];
            assert_eq!(json["files"], files);
            assert_eq!(json["ranks"], ranks);
            for (i, square) in board.squares().enumerate() {
                assert_eq!(json["diagonal"][i], square.diagonal());
                assert_eq!(json["anti_diagonal"][i], square.anti_diagonal());
                for (d, &direction) in Direction::ALL.iter().enumerate() {
                    assert_eq!(json["moves"][d][i], board.moves(square, direction));
                }
            }
            for (r, relation) in Relation::ALL.iter().enumerate() {
                for (f, &form) in Form::ALL.iter().enumerate() {
                    let expected = match relation.holds(form, board) {
                        Some(holds) => Value::Bool(holds),
                        None => Value::Null,
                    };
                    assert_eq!(json["relations"][r][f], expected, "{files}x{ranks}");
                }
            }
        }
    }
    let symmetries = explorer["symmetries"].as_array().unwrap();
    assert_eq!(symmetries.len(), 8);
    for (json, symmetry) in symmetries.iter().zip(Symmetry::ALL) {
        assert_eq!(json["name"], symmetry.name());
        for square in Square::ALL {
            assert_eq!(json["map"][square.index()], symmetry.apply(square).index());
        }
    }
    assert_eq!(explorer["piece_codes"]["P"], 1);
    assert_eq!(explorer["piece_codes"]["k"], 12);
    let numbers = explorer["line_numbers"].as_array().unwrap();
    assert_eq!(numbers.len(), 5);
    assert_eq!(numbers[0]["name"], "rank-minus-file");
    // b2 on the (rank + file) ^ 7 numbering: (1 + 1) ^ 7 = 5.
    assert_eq!(numbers[4]["by_square"][9], 5);
}

#[test]
fn a_directory_that_cannot_be_made_is_one_line_and_status_1() {
    let message = one_error_line(&["site", "/dev/null/site"], INPUT);
    assert!(
        message.contains("cannot create /dev/null/site"),
        "{message}"
    );
    // A file where the site's index.html should go.
    let dir = scratch("blocked");
    std::fs::create_dir_all(dir.join("index.html")).unwrap();
    let message = one_error_line(&["site", dir.to_str().unwrap()], INPUT);
    assert!(message.starts_with("a1h8: cannot write "), "{message}");
    assert!(message.ends_with(" Is a directory\n"), "{message}");
}

#[test]
fn explorer_data_is_json_only() {
    let output = a1h8(&["emit", "--lang", "c", "--explorer"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "a1h8: --explorer writes JSON, not c: use --lang json\n"
    );
}

/// The index in `tablebase.js` of the placement (white king, black king,
/// White's piece) of squares `rank * files + file`, as the page computes
/// it: with the white king beyond the middle file, the files of the three
/// pieces reversed, beyond the middle rank their ranks; the king's index in
/// its quarter of the board.
fn folded_index(files: usize, ranks: usize, [white, black, at]: [usize; 3]) -> usize {
    let (half_files, half_ranks) = (files.div_ceil(2), ranks.div_ceil(2));
    let mirror_files = white % files >= half_files;
    let mirror_ranks = white / files >= half_ranks;
    let fold = |square: usize| {
        let (file, rank) = (square % files, square / files);
        (
            if mirror_files { files - 1 - file } else { file },
            if mirror_ranks { ranks - 1 - rank } else { rank },
        )
    };
    let n = files * ranks;
    let (king_file, king_rank) = fold(white);
    assert!(king_file < half_files && king_rank < half_ranks);
    let square = |(file, rank): (usize, usize)| rank * files + file;
    ((king_rank * half_files + king_file) * n + square(fold(black))) * n + square(fold(at))
}

/// The value of one position in `tablebase.js`: the DTM code's character,
/// or the impossible one.
fn code_of(data: &Value, ending: &Value, turn: Color, index: usize) -> Option<u16> {
    let side = if turn == Color::White {
        "white"
    } else {
        "black"
    };
    let c = ending[side].as_str().unwrap().as_bytes()[index] as char;
    if c.to_string() == data["impossible"].as_str().unwrap() {
        return None;
    }
    let code = data["alphabet"].as_str().unwrap().find(c).expect("a code");
    Some(code as u16)
}

/// Every placement of one ending against `tablebase.js`, mirrored into the
/// white king's quarter as the page does, against the library: the
/// position `with_pieces` makes (or refuses) and its values probed in
/// tables generated here; every one on Gardner's board, one in 13 on 8x8
/// (so every stored character is read at least once on Gardner's).
fn check_unfolded<G: Endgame + Sync>(
    data: &Value,
    ending: &Value,
    game: &G,
    step: usize,
    parse: impl Fn(&str) -> G,
) {
    let name = ending["name"].as_str().unwrap();
    let mut tables = Tables::new();
    tables.insert(generate(game, name.parse().unwrap(), &tables).unwrap());
    let size = game.board_size();
    let n = size.square_count();
    assert_eq!(ending["files"], size.files());
    assert_eq!(ending["ranks"], size.ranks());
    let letter = ending["piece"].as_str().unwrap();
    let kind = if letter == "Q" {
        PieceKind::Queen
    } else {
        PieceKind::Rook
    };
    let mut checked = 0;
    for turn in Color::ALL {
        let side = if turn == Color::White {
            "white"
        } else {
            "black"
        };
        let quarter = size.files().div_ceil(2) * size.ranks().div_ceil(2);
        assert_eq!(
            ending[side].as_str().unwrap().len(),
            quarter * n * n,
            "{name}"
        );
        for index in (0..n * n * n).step_by(step) {
            let (white, black, at) = (index / (n * n), index / n % n, index % n);
            let stored = folded_index(size.files(), size.ranks(), [white, black, at]);
            let square = |i: usize| size.square_at(i).unwrap();
            let position = game.with_pieces(
                &[
                    (square(white), Piece::new(Color::White, PieceKind::King)),
                    (square(black), Piece::new(Color::Black, PieceKind::King)),
                    (square(at), Piece::new(Color::White, kind)),
                ],
                turn,
            );
            let code = code_of(data, ending, turn, stored);
            match position {
                Ok(position) => {
                    let values = tables.probe(&position).unwrap();
                    // The DTM code: 0 a draw, else 1 + plies.
                    let dtm = values.dtm.unwrap().unsigned_abs() as u16;
                    let expected = if values.wdl == 0 { 0 } else { dtm + 1 };
                    assert_eq!(code, Some(expected), "{name} {position}");
                    checked += 1;
                }
                Err(_) => assert_eq!(code, None, "{name} {index}"),
            }
        }
    }
    assert!(checked > 1000, "{name}: {checked}");
    // The start is a longest mate, White to move.
    let start = parse(ending["start"].as_str().unwrap());
    assert_eq!(start.turn(), Color::White);
    let longest = ending["longest"].as_i64().unwrap();
    assert_eq!(
        tables.probe(&start).unwrap().dtm.map(i64::from),
        Some(longest)
    );
    let codes = ending["white"].as_str().unwrap();
    let alphabet = data["alphabet"].as_str().unwrap();
    let most = codes
        .chars()
        .filter_map(|c| alphabet.find(c))
        .max()
        .unwrap();
    assert_eq!(most as i64, longest + 1, "{name}");
}

#[test]
fn the_tablebase_view_holds_every_position_of_its_endings() {
    let dir = scratch("tablebase");
    stdout(&["site", dir.to_str().unwrap()]);
    let script = std::fs::read_to_string(dir.join("tablebase.js")).unwrap();
    let data = assigned(&script, "A1H8_TABLEBASE");
    let endings = data["endings"].as_array().unwrap();
    let names: Vec<String> = endings
        .iter()
        .map(|e| {
            format!(
                "{} {}",
                e["board"].as_str().unwrap(),
                e["name"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        names,
        ["chess KQvK", "chess KRvK", "gardner KQvK", "gardner KRvK"]
    );
    // The metrics the view shows, and the only ones made.
    assert_eq!(data["metrics"], "dtm,wdl");
    let chess = Position::starting();
    let gardner = VariantPosition::start(&GARDNER).unwrap();
    for ending in endings {
        if ending["board"] == "chess" {
            check_unfolded(&data, ending, &chess, 13, |fen| {
                Position::from_fen(fen).unwrap()
            });
        } else {
            check_unfolded(&data, ending, &gardner, 1, |fen| {
                VariantPosition::from_fen(&GARDNER, fen).unwrap()
            });
        }
    }
    // KRvK's longest mates: 16 moves on 8x8, 10 on Gardner's board.
    assert_eq!(endings[1]["longest"], 31);
    assert_eq!(endings[3]["longest"], 19);
}
