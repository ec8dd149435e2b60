//! `--json` output: each documented shape, read back into types written
//! here from the documentation (unknown fields refused), written again, and
//! compared with what the tool printed; the values checked against the
//! library.

use std::collections::BTreeMap;

use a1h8::canonical::{canonical, canonical_with_colors};
use a1h8::line_tables::{LineTable, TableData};
use a1h8::variant::{CAPABLANCA, GARDNER, Variant, VariantPosition};
use a1h8::{Bitboard, Direction, PieceKind, Position, Square, Symmetry, between, line, ray};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

mod common;

use common::{a1h8_with_stdin, file, gardner_suite, one_error_line, stdout};

const SAMPLE: &str = "k7/8/NK2B3/8/8/8/8/8 w - -";

/// `text` read as a `T` and written again: the same JSON, field for field.
fn round_trip<T: Serialize + DeserializeOwned>(text: &str) -> T {
    let value: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let typed: T = serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(serde_json::to_value(&typed).unwrap(), value, "{text}");
    typed
}

/// The one line a command printed.
fn json_line(args: &[&str]) -> String {
    let out = stdout(args);
    assert_eq!(out.lines().count(), 1, "a1h8 {args:?}: one line");
    out
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetJson {
    shape: String,
    title: String,
    hex: String,
    count: usize,
    squares: Vec<String>,
    given: Vec<String>,
    facts: Value,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
struct DiagonalFacts {
    name: String,
    rank_minus_file: i8,
    length: usize,
    color: String,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
struct AntiDiagonalFacts {
    name: String,
    rank_plus_file: u8,
    length: usize,
    color: String,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
struct RayFacts {
    origin: String,
    direction: String,
}

#[derive(Serialize, Deserialize, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
struct PairFacts {
    line: Option<String>,
}

/// `show ... --json` for a set: the set is the library's, in index order,
/// and `hex` and the title are those of the drawing.
fn check_set(args: &[&str], shape: &str, expected: Bitboard, given: &[&str]) -> Value {
    let mut full = vec!["show"];
    full.extend(args);
    full.push("--json");
    let set: SetJson = round_trip(&json_line(&full));
    assert_eq!(set.shape, shape, "{args:?}");
    let squares: Vec<String> = expected.into_iter().map(|s| s.to_string()).collect();
    assert_eq!(set.squares, squares, "{args:?}");
    assert_eq!(set.count, expected.count(), "{args:?}");
    assert_eq!(set.hex, format!("{:#018x}", expected.0), "{args:?}");
    assert_eq!(set.given, given, "{args:?}");
    let drawing = stdout(&full[..full.len() - 1]);
    assert_eq!(drawing.lines().next(), Some(set.title.as_str()), "{args:?}");
    assert!(drawing.ends_with(&format!("{}\n", set.hex)), "{args:?}");
    set.facts
}

fn facts<T: DeserializeOwned>(value: Value) -> T {
    serde_json::from_value(value).unwrap()
}

#[test]
fn show_json_of_every_shape() {
    let file: BTreeMap<String, String> =
        facts(check_set(&["file", "e"], "file", a1h8::File::E.mask(), &[]));
    assert_eq!(file, BTreeMap::from([("file".into(), "e".into())]));
    let rank: BTreeMap<String, String> = facts(check_set(
        &["rank", "4"],
        "rank",
        a1h8::Rank::Fourth.mask(),
        &[],
    ));
    assert_eq!(rank, BTreeMap::from([("rank".into(), "4".into())]));
    for (which, given) in [("c1", &["c1"][..]), ("-2", &[][..])] {
        let diagonal: DiagonalFacts = facts(check_set(
            &["diagonal", which],
            "diagonal",
            Square::C1.diagonal().mask(),
            given,
        ));
        assert_eq!(
            diagonal,
            DiagonalFacts {
                name: "c1-h6".into(),
                rank_minus_file: -2,
                length: 6,
                color: "dark".into()
            }
        );
    }
    let anti: AntiDiagonalFacts = facts(check_set(
        &["anti-diagonal", "7"],
        "anti-diagonal",
        a1h8::AntiDiagonal::MAIN.mask(),
        &[],
    ));
    assert_eq!(
        anti,
        AntiDiagonalFacts {
            name: "h1-a8".into(),
            rank_plus_file: 7,
            length: 8,
            color: "light".into()
        }
    );
    let ray_facts: RayFacts = facts(check_set(
        &["ray", "e4", "nw"],
        "ray",
        ray(Square::E4, Direction::NorthWest),
        &["e4"],
    ));
    assert_eq!(
        ray_facts,
        RayFacts {
            origin: "e4".into(),
            direction: "north-west".into()
        }
    );
    for (shape, a, b, set, on) in [
        (
            "between",
            "b2",
            "g7",
            between(Square::B2, Square::G7),
            Some("diagonal a1-h8"),
        ),
        ("between", "b2", "c4", Bitboard::EMPTY, None),
        (
            "line",
            "d4",
            "f2",
            line(Square::D4, Square::F2),
            Some("anti-diagonal g1-a7"),
        ),
        ("line", "d4", "d4", Bitboard::EMPTY, None),
    ] {
        let pair: PairFacts = facts(check_set(&[shape, a, b], shape, set, &[a, b]));
        assert_eq!(pair.line.as_deref(), on, "{shape} {a} {b}");
    }
    let hex: BTreeMap<String, String> = facts(check_set(
        &["hex", "0x8040201008040201"],
        "hex",
        Square::A1.diagonal().mask(),
        &[],
    ));
    assert!(hex.is_empty());
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionJson {
    fen: String,
    turn: String,
    check: bool,
    pieces: BTreeMap<String, String>,
    outcome: Option<String>,
    winner: Option<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ShowPositionJson {
    position: PositionJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    op: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<PositionJson>,
}

/// The JSON of a position says what the library says of it.
fn check_position(json: &PositionJson, position: &Position) {
    assert_eq!(json.fen, position.to_string());
    assert_eq!(json.turn, position.turn().name());
    assert_eq!(json.check, position.is_check());
    let pieces: BTreeMap<String, String> = position
        .board()
        .pieces()
        .map(|(s, p)| (s.to_string(), p.char().to_string()))
        .collect();
    assert_eq!(json.pieces, pieces);
}

#[test]
fn show_json_of_a_position_and_its_image() {
    let sample = Position::from_fen(SAMPLE).unwrap();
    let shown: ShowPositionJson = round_trip(&json_line(&["show", SAMPLE, "--json"]));
    check_position(&shown.position, &sample);
    assert!(shown.op.is_none() && shown.image.is_none());
    assert_eq!(
        shown.position.pieces,
        BTreeMap::from([
            ("a8".into(), "k".into()),
            ("a6".into(), "N".into()),
            ("b6".into(), "K".into()),
            ("e6".into(), "B".into()),
        ])
    );
    let shown: ShowPositionJson = round_trip(&json_line(&[
        "show",
        SAMPLE,
        "--transform",
        "mirror-diagonal",
        "--json",
    ]));
    check_position(&shown.position, &sample);
    assert_eq!(shown.op.as_deref(), Some("mirror-diagonal"));
    check_position(
        shown.image.as_ref().unwrap(),
        &sample.transform(Symmetry::MirrorDiagonal).unwrap(),
    );
    let check = "7k/8/8/8/8/8/8/K6q w - - 0 1";
    let shown: ShowPositionJson = round_trip(&json_line(&["show", check, "--json"]));
    assert!(shown.position.check);
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ListEntry {
    name: String,
    description: String,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
enum TableJson {
    Grid {
        name: String,
        description: String,
        grid: Vec<Vec<i8>>,
    },
    Diagonals {
        name: String,
        description: String,
        key_name: String,
        pair_names: [String; 2],
        rows: Vec<Row>,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    key: i8,
    pairs: Vec<(i8, u8)>,
}

#[test]
fn table_json_holds_the_line_numbers() {
    let list: Vec<ListEntry> = round_trip(&json_line(&["table", "--list", "--json"]));
    let names: Vec<&str> = list.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, LineTable::ALL.map(LineTable::name));
    for table in LineTable::ALL {
        let json: TableJson = round_trip(&json_line(&["table", table.name(), "--json"]));
        match (json, table.data()) {
            (
                TableJson::Grid {
                    name,
                    description,
                    grid,
                },
                TableData::Grid(expected),
            ) => {
                assert_eq!(name, table.name());
                assert_eq!(description, table.description());
                assert_eq!(grid, expected.map(Vec::from).to_vec(), "{name}");
            }
            (
                TableJson::Diagonals {
                    name,
                    key_name,
                    pair_names,
                    rows,
                    ..
                },
                TableData::Diagonals(expected),
            ) => {
                assert_eq!(name, table.name());
                let nw_se = table == LineTable::NwSe;
                assert_eq!(key_name, if nw_se { "diff" } else { "sum" });
                assert_eq!(pair_names[0], if nw_se { "sum" } else { "diff" });
                assert_eq!(pair_names[1], "len");
                assert_eq!(rows.len(), 15);
                for (row, expected) in rows.iter().zip(expected) {
                    assert_eq!(row.key, expected.key);
                    assert_eq!(row.pairs, expected.entries());
                }
            }
            _ => panic!("{}: wrong kind", table.name()),
        }
    }
    // The Diagonals page's own corner: rank - file at a8 (rank 7, file 0) is 7.
    let TableJson::Grid { grid, .. } =
        round_trip(&json_line(&["table", "rank-minus-file", "--json"]))
    else {
        panic!("a grid")
    };
    assert_eq!(grid[7][0], 7);
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TransformJson {
    fen: String,
    op: String,
    image: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CanonicalJson {
    fen: String,
    canonical: String,
    symmetry: String,
    colors_flipped: bool,
}

const BATCH: &[&str] = &[
    "k7/8/NK2B3/8/8/8/8/8 w - -",
    "8/8/8/8/8/2k5/q7/4K3 b - - 0 1",
    "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
];

/// The JSON lines `a1h8 args` prints for [`BATCH`] on standard input, one
/// per position that succeeded, and the input lines that failed.
fn batch(args: &[&str]) -> (Vec<String>, usize) {
    let input = BATCH.join("\n") + "\n";
    let output = a1h8_with_stdin(args, input.as_bytes());
    let lines = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let failed = String::from_utf8(output.stderr).unwrap().lines().count();
    (lines, failed)
}

#[test]
fn transform_json_is_one_line_per_position() {
    let (lines, failed) = batch(&["transform", "mirror-diagonal", "--json"]);
    // The position with pawns does not take the diagonal mirror.
    assert_eq!((lines.len(), failed), (2, 1));
    for (line, fen) in lines.iter().zip(BATCH) {
        let json: TransformJson = round_trip(line);
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(json.fen, position.to_string());
        assert_eq!(json.op, "mirror-diagonal");
        assert_eq!(
            json.image,
            position
                .transform(Symmetry::MirrorDiagonal)
                .unwrap()
                .to_string()
        );
    }
    let (lines, failed) = batch(&["transform", "color-flip", "--json"]);
    assert_eq!((lines.len(), failed), (3, 0));
    for (line, fen) in lines.iter().zip(BATCH) {
        let json: TransformJson = round_trip(line);
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(json.image, position.flip_colors().to_string());
    }
}

#[test]
fn canonical_json_names_the_symmetry() {
    for colors in [false, true] {
        let mut args = vec!["canonical", "--json"];
        if colors {
            args.push("--colors");
        }
        let (lines, failed) = batch(&args);
        assert_eq!((lines.len(), failed), (3, 0));
        for (line, fen) in lines.iter().zip(BATCH) {
            let json: CanonicalJson = round_trip(line);
            let position = Position::from_fen(fen).unwrap();
            let form = if colors {
                canonical_with_colors(&position)
            } else {
                canonical(&position)
            };
            assert_eq!(json.fen, position.to_string());
            assert_eq!(json.canonical, form.position.to_string());
            assert_eq!(json.symmetry, form.symmetry.name());
            assert_eq!(json.colors_flipped, form.colors_flipped);
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PerftJson {
    fen: String,
    depth: u32,
    nodes: u64,
    seconds: f64,
    nodes_per_second: f64,
    threads: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideJson>>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DivideJson {
    #[serde(rename = "move")]
    mv: String,
    nodes: u64,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EpdLineJson {
    line: usize,
    fen: String,
    depths: Vec<DepthJson>,
    passed: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DepthJson {
    depth: u32,
    expected: u64,
    nodes: u64,
}

#[test]
fn perft_json_is_one_shape_for_chess_and_variants() {
    for (args, fen, nodes, moves) in [
        (
            &["--depth", "3"][..],
            Position::starting().to_string(),
            8902,
            20,
        ),
        (
            &["--variant", "capablanca", "--depth", "3", "--threads", "2"][..],
            CAPABLANCA.start_fen().to_string(),
            25228,
            28,
        ),
        (
            &["--variant", "gardner", "--depth", "4"][..],
            GARDNER.start_fen().to_string(),
            4775,
            7,
        ),
    ] {
        let mut full = vec!["perft"];
        full.extend(args);
        full.push("--json");
        let json: PerftJson = round_trip(&json_line(&full));
        assert_eq!((json.fen.as_str(), json.nodes), (fen.as_str(), nodes));
        assert!(json.divide.is_none() && json.seconds >= 0.0);
        full.push("--divide");
        let json: PerftJson = round_trip(&json_line(&full));
        let divide = json.divide.expect("--divide lists the moves");
        assert_eq!(divide.len(), moves, "{args:?}");
        assert_eq!(divide.iter().map(|d| d.nodes).sum::<u64>(), nodes);
    }
}

#[test]
fn perft_epd_json_is_one_line_per_position() {
    let suite = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/gardner.epd");
    let out = stdout(&[
        "perft",
        "--variant",
        "gardner",
        "--epd",
        suite,
        "--max-depth",
        "2",
        "--json",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"4 passed, 0 failed"));
    for (i, line) in lines[..lines.len() - 1].iter().enumerate() {
        let json: EpdLineJson = round_trip(line);
        // The suite's first line is a comment.
        assert_eq!(json.line, i + 2);
        assert!(json.passed);
        let depths: Vec<u32> = json.depths.iter().map(|d| d.depth).collect();
        assert_eq!(depths, [1, 2]);
        assert!(json.depths.iter().all(|d| d.nodes == d.expected));
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitsHeaderJson {
    split: String,
    game: String,
    rules: String,
    ini: String,
    root: String,
    depth: u32,
    at: u32,
    units: usize,
    check: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitJson {
    id: usize,
    fen: String,
    hash: String,
    multiplicity: u64,
    depth: u32,
    check: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitResultJson {
    split: String,
    id: usize,
    hash: String,
    depth: u32,
    nodes: u64,
    check: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MergeJson {
    root: String,
    depth: u32,
    units: usize,
    nodes: Option<u64>,
    missing: Vec<usize>,
    duplicated: Vec<usize>,
}

#[test]
fn perft_split_run_units_and_merge_json_lines() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let root = Position::from_fen(kiwipete).unwrap();
    let units = stdout(&[
        "perft", "split", "--fen", kiwipete, "--depth", "3", "--at", "2",
    ]);
    let lines: Vec<&str> = units.lines().collect();
    let header: UnitsHeaderJson = round_trip(lines[0]);
    assert_eq!(
        (header.root.as_str(), header.depth, header.at, header.units),
        (kiwipete, 3, 2, lines.len() - 1)
    );
    let rules = a1h8::variant::CHESS.rules_digest();
    assert_eq!(
        (header.game.as_str(), header.rules, header.ini.as_str()),
        ("chess", format!("{rules:016x}"), "")
    );
    assert_eq!(
        header.split,
        a1h8_units::SplitId::of("chess", rules, kiwipete, 3, 2).to_string()
    );
    assert!(header.check.len() == 16 && header.check.bytes().all(|b| b.is_ascii_hexdigit()));
    let mut positions = Vec::new();
    let mut sequences = 0;
    for (i, line) in lines[1..].iter().enumerate() {
        let unit: UnitJson = round_trip(line);
        assert_eq!((unit.id, unit.depth), (i, 1));
        assert_eq!(
            unit.fen.split(' ').count(),
            4,
            "FEN without clocks: {}",
            unit.fen
        );
        let position = Position::from_fen(&unit.fen).unwrap();
        assert_eq!(unit.hash, format!("{:#018x}", position.zobrist()));
        sequences += unit.multiplicity;
        positions.push(position);
    }
    assert_eq!(sequences, a1h8::perft(&root, 2));
    let file = std::env::temp_dir().join(format!("a1h8-json-{}-units", std::process::id()));
    std::fs::write(&file, &units).unwrap();
    let file = file.to_string_lossy().into_owned();
    let results = stdout(&["perft", "run-units", &file, "--shard", "1/2"]);
    let results: Vec<UnitResultJson> = results.lines().map(round_trip).collect();
    assert_eq!(results.len(), positions.len() / 2);
    for result in &results {
        let position = &positions[result.id];
        assert_eq!(result.id % 2, 1);
        assert_eq!(
            (result.split.as_str(), result.depth),
            (header.split.as_str(), 1)
        );
        assert_eq!(result.check.len(), 16);
        assert_eq!(result.hash, format!("{:#018x}", position.zobrist()));
        assert_eq!(result.nodes, a1h8::perft(position, 1));
    }
    // Half the results: no total, the missing half listed.
    let half = stdout(&["perft", "run-units", &file, "--shard", "1/2"]);
    let output = a1h8_with_stdin(&["perft", "merge", &file, "-", "--json"], half.as_bytes());
    assert_eq!(output.status.code(), Some(1));
    let merged: MergeJson = round_trip(&String::from_utf8(output.stdout).unwrap());
    assert_eq!((merged.nodes, merged.units), (None, positions.len()));
    assert_eq!(
        merged.missing,
        (0..positions.len()).step_by(2).collect::<Vec<_>>()
    );
    assert!(merged.duplicated.is_empty());
    // All of them: the total.
    let all = stdout(&["perft", "run-units", &file]);
    let output = a1h8_with_stdin(&["perft", "merge", &file, "-", "--json"], all.as_bytes());
    assert_eq!(output.status.code(), Some(0));
    let merged: MergeJson = round_trip(&String::from_utf8(output.stdout).unwrap());
    assert_eq!((merged.root.as_str(), merged.depth), (kiwipete, 3));
    assert_eq!(merged.nodes, Some(97_862));
    assert!(merged.missing.is_empty() && merged.duplicated.is_empty());
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct VariantMovesJson {
    fen: String,
    moves: Vec<VariantMoveJson>,
    outcome: Option<String>,
    winner: Option<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct VariantMoveJson {
    san: String,
    uci: String,
}

#[test]
fn moves_json_of_a_variant_has_san_and_uci() {
    let fen = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1";
    let json: VariantMovesJson = round_trip(&json_line(&[
        "moves",
        "--variant",
        "capablanca",
        fen,
        "--json",
    ]));
    let position = VariantPosition::from_fen(&CAPABLANCA, fen).unwrap();
    assert_eq!(json.fen, position.to_string());
    let legal: Vec<(String, String)> = position
        .legal_moves()
        .iter()
        .map(|&mv| {
            (
                position.san(mv).to_string(),
                mv.uci(&CAPABLANCA).to_string(),
            )
        })
        .collect();
    let listed: Vec<(String, String)> = json.moves.into_iter().map(|m| (m.san, m.uci)).collect();
    assert_eq!(listed, legal);
    assert!(listed.contains(&("Ci6".to_string(), "h8i6".to_string())));
    assert_eq!((json.outcome, json.winner), (None, None));
}

#[test]
fn show_json_of_a_variant_is_the_position_shape() {
    let fen = "r1abqkbcnr/pppp1ppppp/2nA6/4p5/4P5/5C4/PPPP1PPPPP/RN1BQKB1NR b KQkq - 3 3";
    let shown: ShowPositionJson = round_trip(&json_line(&[
        "show",
        "--variant",
        "capablanca",
        fen,
        "--json",
    ]));
    assert!(shown.op.is_none() && shown.image.is_none());
    let position = VariantPosition::from_fen(&CAPABLANCA, fen).unwrap();
    let json = shown.position;
    assert_eq!(json.fen, fen);
    assert_eq!(json.turn, "black");
    assert!(json.check);
    let pieces: BTreeMap<String, String> = CAPABLANCA
        .size()
        .squares()
        .filter_map(|square| {
            let piece = position.piece_at(square)?;
            Some((
                square.to_string(),
                CAPABLANCA.piece_char(piece)?.to_string(),
            ))
        })
        .collect();
    assert_eq!(json.pieces, pieces);
    assert_eq!(json.pieces["d6"], "A");
    assert_eq!(json.pieces["h8"], "c");
    // Two-digit ranks on the 9x9 board.
    let shown: ShowPositionJson =
        round_trip(&json_line(&["show", "--variant", "chancellor", "--json"]));
    assert_eq!(shown.position.pieces["f9"], "c");
    assert_eq!(shown.position.pieces.len(), 36);
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct VariantJson {
    name: String,
    files: usize,
    ranks: usize,
    start_fen: String,
    pieces: serde_json::Map<String, Value>,
    promotions: Vec<String>,
    castling: Option<CastlingJson>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CastlingJson {
    king_side: String,
    queen_side: String,
}

#[test]
fn variants_json_is_one_line_per_variant() {
    let out = stdout(&["variants", "--json"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), Variant::BUILT_IN.len());
    for (line, variant) in lines.iter().zip(Variant::BUILT_IN) {
        let json: VariantJson = round_trip(line);
        assert_eq!(json.name, variant.name());
        assert_eq!(
            (json.files, json.ranks),
            (variant.size().files(), variant.size().ranks())
        );
        assert_eq!(json.start_fen, variant.start_fen());
        // The kinds in play in the library's order, each with its letter.
        let pieces: Vec<(String, String)> = PieceKind::ALL
            .into_iter()
            .filter_map(|kind| Some((kind.name().to_string(), variant.letter(kind)?.to_string())))
            .collect();
        let listed: Vec<(String, String)> = json
            .pieces
            .iter()
            .map(|(kind, letter)| (kind.clone(), letter.as_str().unwrap().to_string()))
            .collect();
        assert_eq!(listed, pieces, "{}", variant.name());
        let promotions: Vec<&str> = variant.promotions().iter().map(PieceKind::name).collect();
        assert_eq!(json.promotions, promotions);
        let castling = variant.castling().map(|files| {
            [files.king_side, files.queen_side].map(|file| char::from(b'a' + file).to_string())
        });
        assert_eq!(json.castling.map(|c| [c.king_side, c.queen_side]), castling);
    }
    // The sections of a variants.ini, in the same shape.
    let ini = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/variants.ini");
    let names: Vec<(String, usize, usize)> = stdout(&["variants", "--file", ini, "--json"])
        .lines()
        .map(|line| {
            let json: VariantJson = round_trip(line);
            (json.name, json.files, json.ranks)
        })
        .collect();
    assert_eq!(
        names,
        [
            ("grandish".to_string(), 10, 10),
            ("wide".to_string(), 16, 8)
        ]
    );
    let capablanca: VariantJson = round_trip(lines[4]);
    assert_eq!(capablanca.pieces["archbishop"], "a");
    let castling = capablanca.castling.unwrap();
    assert_eq!(
        (castling.king_side.as_str(), castling.queen_side.as_str()),
        ("i", "c")
    );
}

/// Runs `args` with `output` added and `input` on standard input: its
/// standard output and exit status.
fn run_with(args: &[&str], output: &[&str], input: &str) -> (Vec<u8>, Option<i32>) {
    let full: Vec<&str> = args.iter().chain(output).copied().collect();
    let run = a1h8_with_stdin(&full, input.as_bytes());
    (run.stdout, run.status.code())
}

#[test]
fn format_json_is_json_on_every_command_that_prints_text_or_json() {
    let units = stdout(&["perft", "split", "--depth", "3", "--at", "2"]);
    let units_file = file("format-units.jsonl", &units);
    let half = stdout(&["perft", "run-units", &units_file, "--shard", "0/2"]);
    let half_file = file("format-results.jsonl", &half);
    let all = stdout(&["perft", "run-units", &units_file]);
    let cases: [(&[&str], &str); 9] = [
        (&["moves", "startpos", "--moves", "e4", "e5"], ""),
        (&["moves", "--variant", "capablanca"], ""),
        (&["variants"], ""),
        (&["canonical", SAMPLE, "--colors"], ""),
        // One line out per line in, and the bad line's error.
        (
            &["canonical"],
            "k7/8/NK2B3/8/8/8/8/8 w - -\nnot a fen\n8/8/8/8/8/8/8/K1k4q w - -\n",
        ),
        (&["magics", "--piece", "bishop"], ""),
        (&gardner_suite(&["--max-depth", "2"]), ""),
        // Half the results: exit status 1, the missing units listed.
        (&["perft", "merge", &units_file, &half_file], ""),
        (&["perft", "merge", &units_file, "-"], &all),
    ];
    for (args, input) in cases {
        let json = run_with(args, &["--json"], input);
        assert!(json.0.starts_with(b"{"), "a1h8 {args:?} --json");
        assert_eq!(
            run_with(args, &["--format", "json"], input),
            json,
            "a1h8 {args:?}"
        );
        let text = run_with(args, &[], input);
        assert_ne!(text, json, "a1h8 {args:?}");
        assert_eq!(
            run_with(args, &["--format", "text"], input),
            text,
            "a1h8 {args:?}"
        );
        // --json is a shorthand for one --format value: with --format,
        // even the same value, it is refused, as an unknown value is.
        for output in [
            &["--format", "xml"][..],
            &["--format", "JSON"],
            &["--format"],
            &["--json", "--format", "json"],
            &["--format", "text", "--json"],
        ] {
            let full: Vec<&str> = args.iter().chain(output).copied().collect();
            one_error_line(&full, 2);
        }
    }
    // What prints text only is refused with --format json, as with --json.
    for (args, option) in [
        (&["canonical", SAMPLE, "--explain"][..], "--explain"),
        (&["magics", "--stored"], "--stored"),
        (&["magics", "--verify", "-"], "--verify"),
    ] {
        for output in [&["--json"][..], &["--format", "json"]] {
            let full: Vec<&str> = args.iter().chain(output).copied().collect();
            let error = one_error_line(&full, 2);
            assert!(
                error.contains("cannot be used with") && error.contains(option),
                "{error}"
            );
        }
        let full: Vec<&str> = args.iter().chain(&["--format", "text"]).copied().collect();
        assert!(
            a1h8_with_stdin(&full, b"").status.success(),
            "a1h8 {full:?}"
        );
    }
}
