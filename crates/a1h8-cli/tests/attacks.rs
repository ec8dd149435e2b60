//! `a1h8 attacks` and `a1h8 magics`, run as a user runs them.

use a1h8::attacks::magic;
use a1h8::attacks::{Slider, Technique};
use a1h8::{Bitboard, Color, Piece, PieceKind, Square};
use serde::{Deserialize, Serialize};

mod common;

use common::{INPUT, USAGE, a1h8_with_stdin, marked, one_error_line, stdout};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct AttacksJson {
    piece: String,
    color: String,
    square: String,
    method: Option<String>,
    occupied: String,
    attacks: String,
    count: usize,
    squares: Vec<String>,
    occupied_attacked: Vec<String>,
}

fn hex(set: Bitboard) -> String {
    format!("{:#018x}", set.0)
}

#[test]
fn attacks_draw_what_the_library_computes_by_every_method() {
    let mut state = 0x1234_5678_9abc_def1_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for n in 0..40 {
        let square = Square::ALL[(next() % 64) as usize];
        let occupied = Bitboard(next() & next());
        let kind = [PieceKind::Rook, PieceKind::Bishop, PieceKind::Queen][n % 3];
        let piece = Piece::new(Color::White, kind);
        let technique = Technique::ALL[n % Technique::ALL.len()];
        let expected = technique.piece(piece, square, occupied);
        let (sq, occ) = (square.to_string(), hex(occupied));
        let args = [
            "attacks",
            kind.name(),
            &sq,
            "--occupied",
            &occ,
            "--method",
            technique.name(),
        ];
        let out = stdout(&args);
        let blockers = occupied.without(square);
        assert_eq!(marked(&out, &["●", "■"]), expected, "{args:?}\n{out}");
        assert_eq!(marked(&out, &["■"]), expected & blockers, "{args:?}");
        assert_eq!(marked(&out, &["□"]), blockers - expected, "{args:?}");
        assert!(
            out.starts_with(&format!("{} on {square} by {technique}, ", kind.name())),
            "{out}"
        );
        assert!(out.ends_with(&format!("{}\n", hex(expected))), "{out}");
        let mut with_hex = args.to_vec();
        with_hex.push("--hex");
        assert_eq!(stdout(&with_hex), format!("{}\n", hex(expected)));
        let mut with_json = args.to_vec();
        with_json.push("--json");
        let text = stdout(&with_json);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let json: AttacksJson = serde_json::from_value(value.clone()).unwrap();
        assert_eq!(serde_json::to_value(&json).unwrap(), value);
        assert_eq!(json.attacks, hex(expected));
        assert_eq!(json.method.as_deref(), Some(technique.name()));
        assert_eq!(json.count, expected.count());
        let names: Vec<String> = expected.into_iter().map(|s| s.to_string()).collect();
        assert_eq!(json.squares, names);
    }
}

#[test]
fn attacks_of_leapers_and_the_default_method() {
    let default = format!(" by {}, ", Technique::DEFAULT);
    assert!(stdout(&["attacks", "rook", "a1"]).contains(&default));
    for (args, expected) in [
        (
            &["attacks", "knight", "g1", "--hex"][..],
            a1h8::attacks::knight(Square::G1),
        ),
        (
            &["attacks", "king", "a1", "--hex"],
            a1h8::attacks::king(Square::A1),
        ),
        (
            &["attacks", "pawn", "e4", "--color", "black", "--hex"],
            Square::D3.bitboard() | Square::F3,
        ),
        (
            &["attacks", "pawn", "e4", "--hex"],
            Square::D5.bitboard() | Square::F5,
        ),
        (
            &["attacks", "rook", "e4", "--occupied", "e6,b4,e2", "--hex"],
            a1h8::attacks::rook(Square::E4, Square::E6.bitboard() | Square::B4 | Square::E2),
        ),
        (
            &["attacks", "bishop", "c1", "--occupied", "0x800", "--hex"],
            Square::B2.bitboard() | Square::A3 | Square::D2,
        ),
    ] {
        assert_eq!(stdout(args), format!("{}\n", hex(expected)), "{args:?}");
    }
    let json: AttacksJson =
        serde_json::from_str(&stdout(&["attacks", "knight", "b1", "--json"])).unwrap();
    assert_eq!(json.method, None);
    assert_eq!(json.squares, ["d2", "a3", "c3"]);
}

#[test]
fn attacks_errors_are_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["attacks", "dragon", "e4"],
            "a1h8: invalid value 'dragon' for '<PIECE>': unknown piece: expected rook, bishop, \
             queen, knight, king, pawn, archbishop or chancellor\n",
        ),
        (
            &["attacks", "rook", "e9"],
            "a1h8: invalid value 'e9' for '<SQUARE>': invalid rank '9' at column 2: expected a \
             digit from 1 to 8\n",
        ),
        (
            &["attacks", "knight", "g1", "--method", "magic"],
            "a1h8: --method chooses how sliders are computed; a knight is read from its table\n",
        ),
        (
            &["attacks", "rook", "e4", "--method", "fast"],
            "a1h8: invalid value 'fast' for '--method <TECHNIQUE>': unknown technique: expected \
             one of classical, hyperbola, kindergarten, obstruction, kogge-stone, magic, pext\n",
        ),
        (
            &["attacks", "rook", "e4", "--occupied", "e6,z9"],
            "a1h8: invalid value 'e6,z9' for '--occupied <SET>': \"z9\": invalid file 'z' at \
             column 1: expected a letter from a to h\n",
        ),
        (
            &["attacks", "pawn", "e4", "--color", "red"],
            "a1h8: invalid value 'red' for '--color <COLOR>': expected white or black\n",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(one_error_line(args, USAGE), *message, "{args:?}");
    }
}

#[test]
fn magics_rederive_the_stored_numbers() {
    let out = stdout(&["magics"]);
    let mut seen = 0;
    for line in out.lines().filter(|l| !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let slider = match words[0] {
            "rook" => Slider::Rook,
            _ => Slider::Bishop,
        };
        let square: Square = words[1].parse().unwrap();
        let stored = magic::magic(slider, square);
        assert_eq!(words[2], format!("{:#018x}", stored.magic), "{line}");
        assert_eq!(words[3], (64 - stored.shift).to_string(), "{line}");
        assert_eq!(words[4], stored.size().to_string(), "{line}");
        seen += 1;
    }
    assert_eq!(seen, 128);
    assert!(
        out.contains("# rook: 102400 entries (800 KiB of u64)"),
        "{out}"
    );
    assert!(out.contains("all 64 are the numbers a1h8 stores"), "{out}");
}

#[test]
fn magics_from_another_seed_verify() {
    let found = stdout(&["magics", "--piece", "bishop", "--seed", "7"]);
    assert!(found.contains("# bishop: 5248 entries"), "{found}");
    let output = a1h8_with_stdin(&["magics", "--verify"], found.as_bytes());
    assert!(output.status.success());
    let verified = String::from_utf8(output.stdout).unwrap();
    assert!(
        verified.ends_with("# 64 verified, 0 failed\n"),
        "{verified}"
    );
    let json = stdout(&["magics", "--piece", "rook", "--json"]);
    assert_eq!(json.lines().count(), 64);
    for line in json.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(value["piece"], "rook");
    }
    let stored = stdout(&["magics", "--stored"]);
    let output = a1h8_with_stdin(&["magics", "--verify", "-"], stored.as_bytes());
    assert!(
        String::from_utf8(output.stdout)
            .unwrap()
            .ends_with("# 128 verified, 0 failed\n")
    );
}

#[test]
fn bad_magics_are_one_line_each_and_status_1() {
    let input = b"# a comment\nrook a1 0x1\n\nbishop c1 0x1\nqueen d4 0x5\nrook e4\n";
    let output = a1h8_with_stdin(&["magics", "--verify"], input);
    assert_eq!(output.status.code(), Some(INPUT));
    let errors = String::from_utf8(output.stderr).unwrap();
    let lines: Vec<&str> = errors.lines().collect();
    assert_eq!(lines.len(), 4, "{errors}");
    assert!(lines[0].starts_with(
        "a1h8: line 2: rook a1 0x0000000000000001: occupancies 0x0000000000000000 and"
    ));
    assert!(lines[1].starts_with("a1h8: line 4: bishop c1 0x0000000000000001: occupancies"));
    assert_eq!(lines[2], "a1h8: line 5: expected rook or bishop");
    assert_eq!(lines[3], "a1h8: line 6: missing the magic number");
    assert!(
        String::from_utf8(output.stdout)
            .unwrap()
            .ends_with("# 0 verified, 4 failed\n")
    );
    assert_eq!(
        one_error_line(&["magics", "--verify", "/no/such/file"], INPUT),
        "a1h8: cannot read /no/such/file: No such file or directory\n"
    );
    assert_eq!(
        one_error_line(&["magics", "--seed", "x"], USAGE),
        "a1h8: invalid value 'x' for '--seed <SEED>': expected a whole number: a seed is 0 to \
         18446744073709551615, or 0x and hex digits\n"
    );
    assert_eq!(
        one_error_line(&["magics", "--seed", "-1"], USAGE),
        "a1h8: invalid value '-1' for '--seed <SEED>': -1 is negative: a seed is 0 to \
         18446744073709551615, or 0x and hex digits\n"
    );
}
