//! `a1h8 site OUT_DIR`: the files are written, the page loads only what is
//! beside it, and the JSON it embeds parses and holds the library's values.
//! (The page itself is tested in Chromium: `crates/a1h8-cli/site-tests`.)

use std::path::PathBuf;

use a1h8::geometry::BoardSize;
use a1h8::relations::{Form, Relation};
use a1h8::{Direction, Square, Symmetry, attacks, between, line, ray};
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
    assert!(said.starts_with("wrote 5 files, "), "{said}");
    assert!(
        said.trim_end().ends_with("index.html in a browser"),
        "{said}"
    );
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect(name);

    // The page loads its scripts and style from beside it, nothing else.
    let html = read("index.html");
    for file in ["style.css", "tables.js", "explorer.js", "app.js"] {
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
            "tables.js"
        ]
    );

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
