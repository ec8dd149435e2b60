//! `--format svg` and `--svg FILE`, run over many inputs: every picture is
//! parsed as XML (by the small checker below), and its size, its squares,
//! their colours, the coordinates and the squares marked `data-on` are
//! checked against what the library computes.

use std::collections::{BTreeMap, BTreeSet};

use a1h8::geometry::BoardSize;
use a1h8::line_tables::{LineTable, TableData};
use a1h8::svg::{DARK, LIGHT, SCALE, UNIT};
use a1h8::variant::{Variant, VariantPosition};
use a1h8::{
    AntiDiagonal, Bitboard, Diagonal, Direction, File, Piece, PieceKind, Position, Rank, Square,
    Symmetry, between, line, ray,
};

mod common;

use common::{a1h8, one_error_line, stdout};

// ---------------------------------------------------------------------------
// A small XML reader: enough of XML 1.0 to check that a picture is well
// formed (one root, tags closed in order, attributes quoted and not
// repeated, only the five predefined entities and character references),
// and to walk it.

/// An element: its name, its attributes in order, its children and the
/// text directly in it.
#[derive(Debug, Default)]
struct Element {
    name: String,
    attributes: Vec<(String, String)>,
    children: Vec<Element>,
    text: String,
}

impl Element {
    fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every element under this one, depth first, this one first.
    fn descendants(&self) -> Vec<&Element> {
        let mut all = vec![self];
        for child in &self.children {
            all.extend(child.descendants());
        }
        all
    }

    /// The text in this element and under it.
    fn all_text(&self) -> String {
        let mut text = self.text.clone();
        for child in &self.children {
            text.push_str(&child.all_text());
        }
        text
    }
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '_' | ':' | '.')
}

/// `text` with its entities and character references replaced; an `&`
/// that starts none, or a `<`, is an error.
fn unescape(text: &str) -> Result<String, String> {
    if text.contains('<') {
        return Err(format!("a raw < in {text:?}"));
    }
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let end = rest[at..]
            .find(';')
            .ok_or(format!("an & without ; in {text:?}"))?;
        let entity = &rest[at + 1..at + end];
        out.push(match entity {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(hex) = entity.strip_prefix("#x") {
                    u32::from_str_radix(hex, 16).ok()
                } else if let Some(decimal) = entity.strip_prefix('#') {
                    decimal.parse().ok()
                } else {
                    None
                };
                code.and_then(char::from_u32)
                    .ok_or(format!("unknown entity &{entity}; in {text:?}"))?
            }
        });
        rest = &rest[at + end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Parses `document`: one root element, white space around it, nothing
/// else (no declaration, comment or doctype: a1h8 writes none).
fn parse(document: &str) -> Result<Element, String> {
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    let mut rest = document;
    loop {
        let Some(open) = rest.find('<') else {
            if !rest.trim().is_empty() || !stack.is_empty() {
                return Err(format!("unclosed elements or text at the end: {rest:?}"));
            }
            break;
        };
        let text = unescape(&rest[..open])?;
        match stack.last_mut() {
            Some(element) => element.text.push_str(&text),
            None if text.trim().is_empty() => {}
            None => return Err(format!("text outside the root: {text:?}")),
        }
        rest = &rest[open + 1..];
        let close = rest.find('>').ok_or("a < without >")?;
        let tag = &rest[..close];
        rest = &rest[close + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let element = stack.pop().ok_or(format!("</{name}> closes nothing"))?;
            if element.name != name.trim_end() {
                return Err(format!("<{}> closed by </{name}>", element.name));
            }
            match stack.last_mut() {
                Some(parent) => parent.children.push(element),
                None if root.is_none() => root = Some(element),
                None => return Err("two roots".to_string()),
            }
            continue;
        }
        let (tag, empty) = match tag.strip_suffix('/') {
            Some(tag) => (tag, true),
            None => (tag, false),
        };
        let name_end = tag.find(|c: char| !is_name_char(c)).unwrap_or(tag.len());
        let name = &tag[..name_end];
        if name.is_empty() || !name.starts_with(|c: char| c.is_alphabetic()) {
            return Err(format!("a bad tag <{tag}>"));
        }
        let mut element = Element {
            name: name.to_string(),
            ..Element::default()
        };
        let mut attributes = &tag[name_end..];
        loop {
            let trimmed = attributes.trim_start();
            if trimmed.is_empty() {
                break;
            }
            if trimmed.len() == attributes.len() {
                return Err(format!("no space before an attribute in <{tag}>"));
            }
            let equals = trimmed
                .find('=')
                .ok_or(format!("an attribute without = in <{tag}>"))?;
            let attribute = &trimmed[..equals];
            if attribute.is_empty() || !attribute.chars().all(is_name_char) {
                return Err(format!("a bad attribute name {attribute:?} in <{tag}>"));
            }
            let value = trimmed[equals + 1..]
                .strip_prefix('"')
                .ok_or(format!("an unquoted attribute in <{tag}>"))?;
            let end = value
                .find('"')
                .ok_or(format!("an unclosed quote in <{tag}>"))?;
            if element.attribute(attribute).is_some() {
                return Err(format!("{attribute} twice in <{tag}>"));
            }
            element
                .attributes
                .push((attribute.to_string(), unescape(&value[..end])?));
            attributes = &value[end + 1..];
        }
        if empty {
            match stack.last_mut() {
                Some(parent) => parent.children.push(element),
                None => return Err("an empty root".to_string()),
            }
        } else {
            if root.is_some() {
                return Err("an element after the root".to_string());
            }
            stack.push(element);
        }
    }
    root.ok_or("no root element".to_string())
}

#[test]
fn the_checker_refuses_what_is_not_xml() {
    assert!(parse("<svg><g></g></svg>").is_ok());
    assert!(parse("<svg a=\"1 &amp; &#x2654;\"><t>a &lt; b</t></svg>").is_ok());
    for bad in [
        "<svg><g></svg>",
        "<svg></svg><svg></svg>",
        "<svg a=1></svg>",
        "<svg a=\"1\" a=\"2\"></svg>",
        "<svg>a & b</svg>",
        "<svg>a < b</svg>",
        "<svg>&nbsp;</svg>",
        "<svg>",
        "text<svg></svg>",
        "<svg a=\"x\"b=\"y\"></svg>",
    ] {
        assert!(parse(bad).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------------
// What every picture must be.

/// A board of the picture: its squares by name, with whether each is
/// `data-on`, the fill of its square and the text on it.
struct DrawnBoard {
    squares: BTreeMap<String, DrawnSquare>,
}

struct DrawnSquare {
    on: bool,
    fill: String,
    text: String,
    classes: BTreeSet<String>,
}

impl DrawnBoard {
    fn on(&self) -> BTreeSet<String> {
        self.squares
            .iter()
            .filter(|(_, s)| s.on)
            .map(|(name, _)| name.clone())
            .collect()
    }

    /// The squares that carry a mark of `class` (`dot`, `cross`, ...).
    fn marked(&self, class: &str) -> BTreeSet<String> {
        self.squares
            .iter()
            .filter(|(_, s)| s.classes.contains(class))
            .map(|(name, _)| name.clone())
            .collect()
    }
}

/// The names of the squares of `size`: `a1`, `b1`, ...
fn names(size: BoardSize) -> BTreeSet<String> {
    size.squares().map(|s| s.to_string()).collect()
}

/// The board drawn in `container` (the root, or a `data-board` group): its
/// squares, checked to be exactly those of `size`, each once, coloured as
/// on a real board, with the coordinates of `size` drawn.
fn board(container: &Element, size: BoardSize, what: &str) -> DrawnBoard {
    let mut squares = BTreeMap::new();
    for element in container.descendants() {
        let Some(name) = element.attribute("data-square") else {
            continue;
        };
        assert_eq!(element.name, "g", "{what}: {name}");
        let on = match element.attribute("data-on") {
            None => false,
            Some("true") => true,
            Some(other) => panic!("{what}: data-on={other:?} on {name}"),
        };
        let title = element.children.iter().find(|c| c.name == "title");
        assert_eq!(title.map(|t| t.text.as_str()), Some(name), "{what}");
        let rect = element
            .children
            .iter()
            .find(|c| c.name == "rect")
            .unwrap_or_else(|| panic!("{what}: {name} has no rect"));
        assert_eq!(rect.attribute("width"), Some(UNIT.to_string().as_str()));
        let text: String = element
            .children
            .iter()
            .filter(|c| c.name == "text" && c.attribute("class") == Some("label"))
            .map(Element::all_text)
            .collect();
        let classes = element
            .children
            .iter()
            .filter_map(|c| c.attribute("class"))
            .map(str::to_string)
            .collect();
        let square = DrawnSquare {
            on,
            fill: rect.attribute("fill").unwrap_or_default().to_string(),
            text,
            classes,
        };
        assert!(
            squares.insert(name.to_string(), square).is_none(),
            "{what}: {name} twice"
        );
    }
    assert_eq!(
        squares.keys().cloned().collect::<BTreeSet<_>>(),
        names(size),
        "{what}"
    );
    for square in size.squares() {
        // a1 is dark: file + rank even.
        let expected = if (square.file() + square.rank()) % 2 == 0 {
            DARK
        } else {
            LIGHT
        };
        assert_eq!(
            squares[&square.to_string()].fill,
            expected,
            "{what}: {square}"
        );
    }
    let mut coordinates: Vec<String> = container
        .descendants()
        .into_iter()
        .filter(|e| e.attribute("class") == Some("coordinate"))
        .map(Element::all_text)
        .collect();
    coordinates.sort();
    let mut expected: Vec<String> = (0..size.files())
        .map(|f| char::from(b'a' + f as u8).to_string())
        .chain((1..=size.ranks()).map(|r| r.to_string()))
        .collect();
    expected.sort();
    assert_eq!(coordinates, expected, "{what}: coordinates");
    DrawnBoard { squares }
}

/// Checks the root of `svg`: `<svg>` in the SVG namespace, a viewBox of
/// `0 0 W H` at least as large as `columns` boards of `size` side by side,
/// and width and height of W / SCALE and H / SCALE; and a `<title>`.
fn root(svg: &str, size: BoardSize, columns: usize, what: &str) -> Element {
    assert!(svg.ends_with("</svg>\n"), "{what}");
    let root = parse(svg).unwrap_or_else(|e| panic!("{what}: not XML: {e}"));
    assert_eq!(root.name, "svg", "{what}");
    assert_eq!(
        root.attribute("xmlns"),
        Some("http://www.w3.org/2000/svg"),
        "{what}"
    );
    let number = |name: &str| -> usize {
        root.attribute(name)
            .unwrap_or_else(|| panic!("{what}: no {name}"))
            .parse()
            .unwrap_or_else(|_| panic!("{what}: {name} is no whole number"))
    };
    let (width, height) = (number("width"), number("height"));
    assert_eq!(
        root.attribute("viewBox"),
        Some(format!("0 0 {} {}", width * SCALE, height * SCALE).as_str()),
        "{what}"
    );
    assert!(width * SCALE >= columns * size.files() * UNIT, "{what}");
    assert!(height * SCALE >= size.ranks() * UNIT, "{what}");
    assert!(
        root.children
            .iter()
            .any(|c| c.name == "title" && !c.text.is_empty()),
        "{what}"
    );
    root
}

/// The one board of the picture `a1h8 args` prints.
fn one_board(args: &[&str], size: BoardSize) -> DrawnBoard {
    let what = args.join(" ");
    let svg = stdout(args);
    let root = root(&svg, size, 1, &what);
    board(&root, size, &what)
}

/// The two boards of the picture `a1h8 args` prints.
fn two_boards(args: &[&str], size: BoardSize) -> (Element, [DrawnBoard; 2]) {
    let what = args.join(" ");
    let svg = stdout(args);
    let root = root(&svg, size, 2, &what);
    let group = |name: &str| {
        let group = root
            .children
            .iter()
            .find(|c| c.attribute("data-board") == Some(name))
            .unwrap_or_else(|| panic!("{what}: no {name} board"));
        board(group, size, &format!("{what} ({name})"))
    };
    let boards = [group("left"), group("right")];
    (root, boards)
}

/// The names of the squares of `set`.
fn set_names(set: Bitboard) -> BTreeSet<String> {
    set.into_iter().map(|s| s.to_string()).collect()
}

const STANDARD: BoardSize = BoardSize::STANDARD;

/// A small xorshift generator: the same "random" blockers every run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

// ---------------------------------------------------------------------------
// The commands.

#[test]
fn every_ray_is_the_set_drawn() {
    for square in Square::ALL {
        for direction in Direction::ALL {
            let (name, towards) = (square.to_string(), direction.to_string());
            let args = ["show", "ray", &name, &towards, "--format", "svg"];
            let drawn = one_board(&args, STANDARD);
            let set = ray(square, direction);
            assert_eq!(drawn.on(), set_names(set), "{args:?}");
            assert_eq!(drawn.marked("dot"), set_names(set), "{args:?}");
            assert_eq!(
                drawn.marked("outline"),
                BTreeSet::from([name.clone()]),
                "{args:?}"
            );
        }
    }
}

#[test]
fn between_and_line_are_the_sets_drawn() {
    for a in Square::ALL {
        for k in [1, 7, 9, 18, 27, 45] {
            let b = Square::ALL[(a.index() * 5 + k) % 64];
            let (an, bn) = (a.to_string(), b.to_string());
            let drawn = one_board(&["show", "between", &an, &bn, "--format", "svg"], STANDARD);
            assert_eq!(drawn.on(), set_names(between(a, b)), "between {a} {b}");
            let drawn = one_board(&["show", "line", &an, &bn, "--format", "svg"], STANDARD);
            assert_eq!(drawn.on(), set_names(line(a, b)), "line {a} {b}");
            let given: BTreeSet<String> = [an, bn].into();
            assert_eq!(drawn.marked("outline"), given, "line {a} {b}");
        }
    }
}

#[test]
fn files_ranks_diagonals_and_values_are_the_sets_drawn() {
    for file in File::ALL {
        let drawn = one_board(
            &["show", "file", &file.to_string(), "--format", "svg"],
            STANDARD,
        );
        assert_eq!(drawn.on(), set_names(file.mask()));
    }
    for rank in Rank::ALL {
        let drawn = one_board(
            &["show", "rank", &rank.to_string(), "--format", "svg"],
            STANDARD,
        );
        assert_eq!(drawn.on(), set_names(rank.mask()));
    }
    for d in -7..=7 {
        let diagonal = Diagonal::from_rank_minus_file(d).unwrap();
        let drawn = one_board(
            &["show", "diagonal", &d.to_string(), "--format", "svg"],
            STANDARD,
        );
        assert_eq!(drawn.on(), set_names(diagonal.mask()), "diagonal {d}");
    }
    for a in 0..=14 {
        let anti_diagonal = AntiDiagonal::from_rank_plus_file(a).unwrap();
        let args = ["show", "anti-diagonal", &a.to_string(), "--format", "svg"];
        assert_eq!(
            one_board(&args, STANDARD).on(),
            set_names(anti_diagonal.mask())
        );
    }
    let mut random = Random(0x5eed);
    for value in [
        0,
        u64::MAX,
        0x8040201008040201,
        random.next(),
        random.next(),
    ] {
        let args = ["show", "hex", &value.to_string(), "--format", "svg"];
        assert_eq!(one_board(&args, STANDARD).on(), set_names(Bitboard(value)));
    }
}

#[test]
fn every_piece_on_every_square_is_drawn_with_its_blockers() {
    let mut random = Random(0xa1b8);
    let kinds = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Queen,
        PieceKind::Archbishop,
        PieceKind::Chancellor,
        PieceKind::Knight,
        PieceKind::King,
        PieceKind::Pawn,
    ];
    for kind in kinds {
        for square in Square::ALL {
            // About one square in four occupied.
            let occupied = Bitboard(random.next() & random.next()).without(square);
            let piece = Piece::new(a1h8::Color::White, kind);
            let attacks = a1h8::attacks::piece(piece, square, occupied);
            let (name, value) = (square.to_string(), format!("{:#x}", occupied.0));
            let args = [
                "attacks",
                kind.name(),
                &name,
                "--occupied",
                &value,
                "--format",
                "svg",
            ];
            let drawn = one_board(&args, STANDARD);
            assert_eq!(drawn.on(), set_names(attacks), "{args:?}");
            assert_eq!(drawn.marked("dot"), set_names(attacks), "{args:?}");
            assert_eq!(drawn.marked("cross"), set_names(occupied), "{args:?}");
            assert_eq!(drawn.marked("ring"), BTreeSet::from([name.clone()]));
            let symbol = piece.symbol();
            let expected = if kind.is_standard() {
                format!("{symbol}\u{fe0e}")
            } else {
                symbol.to_string()
            };
            assert_eq!(drawn.squares[&name].text, expected, "{args:?}");
        }
    }
}

#[test]
fn every_board_size_is_drawn_with_its_diagonals() {
    for files in 1..=16 {
        for ranks in 1..=16 {
            let size = BoardSize::new(files, ranks).unwrap();
            let (f, r) = (files.to_string(), ranks.to_string());
            let args = ["geometry", "--files", &f, "--ranks", &r, "--format", "svg"];
            let drawn = one_board(&args, size);
            assert!(drawn.on().is_empty(), "{args:?}");
            for square in size.squares() {
                assert_eq!(
                    drawn.squares[&square.to_string()].text,
                    square.diagonal().to_string(),
                    "{args:?}"
                );
            }
        }
    }
}

#[test]
fn every_line_table_is_drawn_as_a_board_of_numbers() {
    for table in LineTable::ALL {
        let drawn = one_board(&["table", table.name(), "--format", "svg"], STANDARD);
        assert!(drawn.on().is_empty());
        match table.data() {
            TableData::Grid(grid) => {
                for square in STANDARD.squares() {
                    assert_eq!(
                        drawn.squares[&square.to_string()].text,
                        grid[square.rank()][square.file()].to_string(),
                        "{} {square}",
                        table.name()
                    );
                }
            }
            TableData::Diagonals(rows) => {
                // Every pair of the table is on exactly one square.
                let mut drawn_pairs: Vec<String> =
                    drawn.squares.values().map(|s| s.text.clone()).collect();
                let mut pairs: Vec<String> = rows
                    .iter()
                    .flat_map(|row| row.entries().iter().map(|(v, l)| format!("{v},{l}")))
                    .collect();
                drawn_pairs.sort();
                pairs.sort();
                assert_eq!(drawn_pairs, pairs, "{}", table.name());
            }
        }
    }
}

/// The occupied squares of `position`.
fn occupied(position: &Position) -> BTreeSet<String> {
    position
        .board()
        .pieces()
        .map(|(square, _)| square.to_string())
        .collect()
}

const FENS: [&str; 5] = [
    "k7/8/NK2B3/8/8/8/8/8 w - -",
    "8/8/8/8/8/2k5/q7/4K3 b - - 0 1",
    "8/2r5/8/7k/8/1B3N2/4K3/8 w - - 3 40",
    "7k/8/8/8/8/8/8/K1Q5 b - - 0 1",
    "3k4/8/8/2q1Q3/8/8/8/4K3 w - - 0 1",
];

#[test]
fn positions_are_drawn_with_their_pieces() {
    for fen in FENS
        .iter()
        .chain(&["rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"])
    {
        let position = Position::from_fen(fen).unwrap();
        let drawn = one_board(&["show", fen, "--format", "svg"], STANDARD);
        assert_eq!(drawn.on(), occupied(&position), "{fen}");
        for (square, piece) in position.board().pieces() {
            assert_eq!(
                drawn.squares[&square.to_string()].text,
                format!("{}\u{fe0e}", piece.symbol())
            );
        }
    }
}

#[test]
fn every_symmetry_and_the_colour_flip_are_drawn_side_by_side() {
    let mut ops: Vec<String> = Symmetry::ALL.iter().map(|s| s.name().to_string()).collect();
    ops.push("color-flip".to_string());
    for fen in FENS {
        let position = Position::from_fen(fen).unwrap();
        for op in &ops {
            let image = match op.parse::<Symmetry>() {
                Ok(symmetry) => position.transform(symmetry).unwrap(),
                Err(_) => position.flip_colors(),
            };
            for args in [
                vec!["transform", op.as_str(), fen, "--format", "svg"],
                vec!["show", fen, "--transform", op.as_str(), "--format", "svg"],
            ] {
                let (root, [left, right]) = two_boards(&args, STANDARD);
                assert_eq!(left.on(), occupied(&position), "{args:?}");
                assert_eq!(right.on(), occupied(&image), "{args:?}");
                let count = |class: &str| {
                    root.descendants()
                        .iter()
                        .filter(|e| e.attribute("class") == Some(class))
                        .count()
                };
                let expected = match op.as_str() {
                    "identity" => (0, 0),
                    "rotate-90" | "rotate-180" | "rotate-270" => (0, 1),
                    _ => (2, 0),
                };
                assert_eq!((count("axis"), count("turn")), expected, "{args:?}");
                assert_eq!(count("via"), 1, "{args:?}");
            }
        }
    }
}

#[test]
fn every_built_in_variant_is_drawn_on_its_board() {
    for variant in Variant::BUILT_IN {
        let position = VariantPosition::start(variant).unwrap();
        let drawn = one_board(
            &["show", "--variant", variant.name(), "--format", "svg"],
            variant.size(),
        );
        let pieces: BTreeSet<String> = variant
            .size()
            .squares()
            .filter(|&s| position.piece_at(s).is_some())
            .map(|s| s.to_string())
            .collect();
        assert_eq!(drawn.on(), pieces, "{}", variant.name());
        for square in variant.size().squares() {
            let text = &drawn.squares[&square.to_string()].text;
            match position.piece_at(square) {
                None => assert_eq!(text, ""),
                Some(piece) if piece.kind.is_standard() => {
                    assert_eq!(*text, format!("{}\u{fe0e}", piece.symbol()))
                }
                // The archbishop and the chancellor as pieces: two chess
                // symbols combined, not their letters.
                Some(piece) => {
                    let (first, second) = match piece.kind {
                        PieceKind::Archbishop => (PieceKind::Bishop, PieceKind::Knight),
                        PieceKind::Chancellor => (PieceKind::Rook, PieceKind::Knight),
                        other => panic!("{other:?} has no drawing"),
                    };
                    let symbol = |kind| Piece::new(piece.color, kind).symbol();
                    assert_eq!(
                        *text,
                        format!("{}\u{fe0e}{}\u{fe0e}", symbol(first), symbol(second)),
                        "{}: {square}",
                        variant.name()
                    );
                }
            }
        }
    }
}

#[test]
fn a_variant_of_a_variants_ini_is_drawn_on_its_board() {
    let ini = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/variants.ini");
    for (name, files, ranks) in [("wide", 16, 8), ("grandish", 10, 10)] {
        let args = [
            "show",
            "--variant-file",
            ini,
            "--variant",
            name,
            "--format",
            "svg",
        ];
        let drawn = one_board(&args, BoardSize::new(files, ranks).unwrap());
        assert!(!drawn.on().is_empty(), "{name}");
        // The pieces are on the squares marked, and only there.
        for square in drawn.squares.values() {
            assert_eq!(square.on, !square.text.is_empty(), "{name}");
        }
    }
}

// ---------------------------------------------------------------------------
// Where the picture goes, and the command lines that are refused.

#[test]
fn svg_file_writes_what_format_svg_prints() {
    let dir = std::env::temp_dir().join(format!("a1h8-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ray.svg");
    let path_name = path.to_str().unwrap();
    let output = a1h8(&["show", "ray", "e4", "nw", "--svg", path_name]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty() && output.stderr.is_empty());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        stdout(&["show", "ray", "e4", "nw", "--format", "svg"])
    );
    // --svg FILE is --format svg to FILE: the two together are refused,
    // as --json with --format is.
    std::fs::remove_file(&path).unwrap();
    one_error_line(
        &["table", "nw-se", "--format", "svg", "--svg", path_name],
        2,
    );
    assert!(!path.exists());
    let output = a1h8(&["table", "nw-se", "--svg", path_name]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty() && output.stderr.is_empty());
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        stdout(&["table", "nw-se", "--format", "svg"])
    );
    // - is standard output.
    assert_eq!(
        stdout(&["show", "ray", "e4", "nw", "--svg", "-"]),
        stdout(&["show", "ray", "e4", "nw", "--format", "svg"])
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unwritable_svg_file_is_one_line_and_status_1() {
    for args in [
        vec!["show", "between", "b2", "g7", "--svg", "/nonexistent/b.svg"],
        vec!["table", "nw-se", "--svg", "/nonexistent/t.svg"],
        vec!["attacks", "rook", "e4", "--svg", "/nonexistent/a.svg"],
        vec!["geometry", "--files", "3", "--ranks", "5", "--svg", "/"],
        vec![
            "transform",
            "rotate-90",
            "k7/8/NK2B3/8/8/8/8/8 w - -",
            "--svg",
            "/nonexistent/r.svg",
        ],
        vec![
            "show",
            "--variant",
            "gardner",
            "--svg",
            "/nonexistent/g.svg",
        ],
    ] {
        let error = one_error_line(&args, 1);
        assert!(error.starts_with("a1h8: cannot write /"), "{error}");
    }
}

#[test]
fn conflicting_outputs_are_usage_errors() {
    for args in [
        vec!["show", "ray", "e4", "nw", "--json", "--format", "svg"],
        vec!["show", "ray", "e4", "nw", "--hex", "--svg", "x.svg"],
        vec!["attacks", "rook", "e4", "--hex", "--format", "svg"],
        vec![
            "geometry", "--files", "2", "--ranks", "2", "--format", "text", "--json",
        ],
        vec!["table", "--list", "--format", "svg"],
        vec!["transform", "rotate-90", "--format", "svg"],
        vec!["show", "file", "e", "--format", "png"],
    ] {
        one_error_line(&args, 2);
    }
    // --json and --hex are shorthands for one --format value: given with
    // --format, even the same value, they are refused.
    one_error_line(&["show", "file", "e", "--json", "--format", "json"], 2);
    assert_eq!(
        stdout(&["show", "file", "e", "--format", "json"]),
        stdout(&["show", "file", "e", "--json"])
    );
    assert_eq!(
        stdout(&["show", "file", "e", "--format", "hex"]),
        stdout(&["show", "file", "e", "--hex"])
    );
    assert_eq!(
        stdout(&["attacks", "rook", "e4", "--format", "hex"]),
        stdout(&["attacks", "rook", "e4", "--hex"])
    );
    assert_eq!(
        stdout(&["attacks", "rook", "e4", "--format", "json"]),
        stdout(&["attacks", "rook", "e4", "--json"])
    );
    one_error_line(&["attacks", "rook", "e4", "--hex", "--format", "hex"], 2);
    // Only the values a command has.
    one_error_line(&["table", "nw-se", "--format", "hex"], 2);
    assert_eq!(
        stdout(&[
            "geometry", "--files", "2", "--ranks", "2", "--format", "json"
        ]),
        stdout(&["geometry", "--files", "2", "--ranks", "2", "--json"])
    );
    assert_eq!(
        stdout(&["show", "file", "e", "--format", "text"]),
        stdout(&["show", "file", "e"])
    );
}

// ---------------------------------------------------------------------------
// The pictures of docs/cli.md.

#[test]
fn the_committed_pictures_are_what_the_tool_draws_now() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let script = root.join("scripts/svg-examples.sh");
    let out = std::env::temp_dir().join(format!("a1h8-svg-examples-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_a1h8"))
        .parent()
        .unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let status = std::process::Command::new("sh")
        .arg(&script)
        .arg(&out)
        .env("PATH", &path)
        .status()
        .expect("sh runs");
    assert!(status.success());
    let mut made: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    made.sort();
    assert!(made.len() >= 2, "{made:?}");
    for name in made {
        let now = std::fs::read_to_string(out.join(&name)).unwrap();
        let committed = std::fs::read_to_string(root.join("docs/svg").join(&name))
            .unwrap_or_else(|_| panic!("docs/svg/{name:?} is not committed"));
        assert!(
            now == committed,
            "docs/svg/{name:?} is out of date: run sh scripts/svg-examples.sh"
        );
    }
    std::fs::remove_dir_all(&out).unwrap();
}
