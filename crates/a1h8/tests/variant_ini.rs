//! Variants read from text in the syntax of Fairy-Stockfish's
//! `variants.ini`: `tests/data/variants.ini` writes each built-in variant
//! from chess's rules or from nothing, and each section must give the
//! built-in's rules and Fairy-Stockfish's perft counts (which it gives
//! reading that file); the readings Fairy-Stockfish makes of inheritance,
//! key order and piece letters; every error with its message; and reading
//! never panics, on 210,000 texts in three families.

use a1h8::variant::{
    CAPABLANCA, CHANCELLOR, CHESS, CastlingFiles, EMBASSY, FAIRY_STOCKFISH_VARIANTS, GARDNER,
    GOTHIC, IniError, IniText, LOS_ALAMOS, PieceKindSet, Variant, VariantMove, VariantPosition,
    ini_definition, ini_sections, perft,
};
use a1h8::{Color, FenError, PieceKind};
use proptest::collection::vec;
use proptest::prelude::*;

const FILE: &str = include_str!("data/variants.ini");

/// A section of the data file, its built-in, and Fairy-Stockfish's counts:
/// (`None` for the start position or a FEN, depth, leaves).
struct Case {
    section: &'static str,
    built_in: &'static Variant<'static>,
    counts: &'static [(Option<&'static str>, u32, u64)],
}

/// Fairy-Stockfish 241126 LB's counts, the same for its built-in variant
/// and for the section of the data file (`go perft`, by hand).
const CASES: [Case; 7] = [
    Case {
        section: "my-chess",
        built_in: &CHESS,
        counts: &[
            (None, 4, 197_281),
            (
                Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                3,
                97_862,
            ),
            (
                Some("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
                5,
                674_624,
            ),
            (
                Some("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
                4,
                422_333,
            ),
        ],
    },
    Case {
        section: "my-gardner",
        built_in: &GARDNER,
        counts: &[
            (None, 6, 572_874),
            (Some("rnbqk/pp1pp/1PP2/P1P1P/RNBQK b - - 0 2"), 5, 283_428),
            (Some("k4/2P2/5/1p3/4K w - - 0 1"), 6, 100_131),
        ],
    },
    Case {
        section: "my-losalamos",
        built_in: &LOS_ALAMOS,
        counts: &[
            (None, 5, 191_846),
            (
                Some("rnqknr/ppp1pp/3P2/6/PP1PPP/RNQKNR b - - 0 2"),
                4,
                70_786,
            ),
            (Some("6/2P3/6/1K1k2/6/6 w - - 0 1"), 6, 187_431),
        ],
    },
    Case {
        section: "my-chancellor",
        built_in: &CHANCELLOR,
        counts: &[
            (None, 4, 436_656),
            (
                Some("rnbqkcnbr/ppp2pppp/9/3pp4/9/4P4/4C4/PPPP1PPPP/RNBQK1NBR w KQkq - 0 3"),
                3,
                72_935,
            ),
            (
                Some("r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R w KQkq - 0 1"),
                4,
                388_646,
            ),
            (Some("4k4/1P7/9/9/9/9/9/7p1/4K4 b - - 0 1"), 5, 120_757),
        ],
    },
    Case {
        section: "my-capablanca",
        built_in: &CAPABLANCA,
        counts: &[
            (None, 4, 805_128),
            (
                Some("rnabqkbcnr/1pp1pppppp/p9/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3"),
                3,
                57_982,
            ),
            (
                Some("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"),
                4,
                887_784,
            ),
            (Some("5k4/1P8/10/10/10/10/8p1/5K4 w - - 0 1"), 5, 181_384),
        ],
    },
    Case {
        section: "my-gothic",
        built_in: &GOTHIC,
        counts: &[
            (None, 4, 808_984),
            (
                Some("rnbqck1bnr/ppppp1pppp/5a4/5P4/10/10/PPPP1PPPPP/RNBQCKABNR w KQkq - 1 3"),
                3,
                64_242,
            ),
        ],
    },
    Case {
        section: "my-embassy",
        built_in: &EMBASSY,
        counts: &[
            (None, 4, 809_539),
            (
                Some("rnbqkcabnr/ppp1pppppp/10/3p6/3P6/10/PPP1PPPPPP/RNBQKCABNR w KQkq - 0 2"),
                3,
                53_424,
            ),
            (
                Some("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1"),
                4,
                887_784,
            ),
        ],
    },
];

fn read(text: &str, name: &str) -> Variant<'static> {
    // Tests read 'static texts only; leaking one keeps the helper simple.
    let text: &'static str = Box::leak(text.to_owned().into_boxed_str());
    Variant::from_ini(text, name).unwrap_or_else(|error| panic!("[{name}]: {error}"))
}

fn error(text: &str, name: &str) -> IniError {
    match Variant::from_ini(text, name) {
        Ok(variant) => panic!("[{name}] read as {variant:?}"),
        Err(error) => error,
    }
}

/// `text`'s error for `name`, and its message.
fn message(text: &str, name: &str) -> String {
    error(text, name).to_string()
}

fn assert_same_rules(read: &Variant<'_>, built_in: &Variant<'_>) {
    assert_eq!(read.size(), built_in.size());
    for kind in PieceKind::ALL {
        assert_eq!(read.letter(kind), built_in.letter(kind), "{kind:?}");
    }
    assert_eq!(read.pieces(), built_in.pieces());
    assert_eq!(read.promotions(), built_in.promotions());
    for color in Color::ALL {
        assert_eq!(read.promotion_rank(color), built_in.promotion_rank(color));
        assert_eq!(
            read.double_step_rank(color),
            built_in.double_step_rank(color)
        );
    }
    assert_eq!(read.castling(), built_in.castling());
    assert_eq!(read.start_fen(), built_in.start_fen());
    // And all the rest: the attack tables, the ranks as stored.
    assert_eq!(read.clone().with_name(built_in.name()), *built_in);
}

#[test]
fn the_data_file_has_a_section_for_each_built_in() {
    let sections: Vec<&str> = ini_sections(FILE).collect();
    assert_eq!(
        sections,
        CASES.iter().map(|case| case.section).collect::<Vec<_>>()
    );
    let names: Vec<&str> = Variant::BUILT_IN.iter().map(|v| v.name()).collect();
    let built: Vec<&str> = CASES.iter().map(|case| case.built_in.name()).collect();
    assert_eq!(built, names);
}

#[test]
fn each_section_has_the_rules_of_its_built_in() {
    for case in &CASES {
        let variant = Variant::from_ini(FILE, case.section).unwrap();
        assert_eq!(variant.name(), case.section);
        assert_same_rules(&variant, case.built_in);
    }
}

#[test]
fn each_section_counts_as_fairy_stockfish_and_the_built_in() {
    for case in &CASES {
        let variant = Variant::from_ini(FILE, case.section).unwrap();
        for &(fen, depth, expected) in case.counts {
            let start = std::time::Instant::now();
            let (read, built_in) = match fen {
                None => (
                    VariantPosition::start(&variant).unwrap(),
                    VariantPosition::start(case.built_in).unwrap(),
                ),
                Some(fen) => (
                    VariantPosition::from_fen(&variant, fen).unwrap(),
                    VariantPosition::from_fen(case.built_in, fen).unwrap(),
                ),
            };
            assert_eq!(read.to_string(), built_in.to_string());
            assert_eq!(perft(&read, depth), expected, "{} {fen:?}", case.section);
            assert_eq!(
                perft(&built_in, depth),
                expected,
                "{} {fen:?}",
                case.built_in
            );
            eprintln!(
                "{} {} depth {depth}: {expected} twice in {:.2?}",
                case.section,
                fen.unwrap_or("start"),
                start.elapsed()
            );
        }
    }
}

// Fairy-Stockfish's readings.

#[test]
fn a_section_without_parent_has_no_pieces() {
    // Fairy-Stockfish's defaults are chess's rules without pieces: its
    // perft of this section's start is 0, and a1h8 knows no letter.
    let text = "[bare]\nmaxRank = 8\n";
    assert_eq!(
        error(text, "bare"),
        IniError::StartFen {
            error: FenError::UnknownPiece {
                character: 'r',
                column: 1
            },
            line: 1
        }
    );
    let text = "[kings]\nking = k\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n";
    let kings = read(text, "kings");
    assert_eq!(kings.pieces(), PieceKindSet::of(&[PieceKind::King]));
    assert_eq!(kings.promotions(), PieceKindSet::EMPTY);
    assert_eq!(
        kings.castling(),
        Some(CastlingFiles {
            king_side: 6,
            queen_side: 2
        })
    );
    assert_eq!(kings.double_step_rank(Color::Black), Some(6));
}

#[test]
fn keys_apply_in_fairy_stockfish_s_order_whatever_the_file_s() {
    let forward = "[v:chess]\nmaxFile = j\narchbishop = a\npromotionPieceTypes = aq\n\
                   startFen = rnbqkabnrr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKABNRR w - - 0 1\n\
                   castling = false\n";
    let mut lines: Vec<&str> = forward.lines().collect();
    lines[1..].reverse();
    let backward = lines.join("\n");
    assert_eq!(read(forward, "v"), read(&backward, "v"));
    let variant = read(&backward, "v");
    assert_eq!(
        variant.promotions(),
        PieceKindSet::of(&[PieceKind::Archbishop, PieceKind::Queen])
    );
}

#[test]
fn a_letter_is_taken_from_the_piece_that_had_it_and_from_the_promotions() {
    // Fairy-Stockfish's add_piece removes the piece that had the letter,
    // even the same piece, and so its promotion: with this section its
    // perft 1 of "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1" is 10, not 11.
    let text = "[capa-a:capablanca]\narchbishop = a\n";
    let variant = read(text, "capa-a");
    assert_eq!(variant.letter(PieceKind::Archbishop), Some('a'));
    assert!(!variant.promotions().contains(PieceKind::Archbishop));
    let position = VariantPosition::from_fen(&variant, "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    assert_eq!(perft(&position.unwrap(), 1), 10);

    // The knight's letter to the archbishop: no knight, no promotion to it;
    // the archbishop keeps its promotion (Fairy-Stockfish: perft 1 of
    // "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1" is 10).
    let text = "[n:capablanca]\narchbishop = n\n\
                startFen = rnnbqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNNBQKBCNR w KQkq - 0 1\n";
    let variant = read(text, "n");
    assert_eq!(variant.letter(PieceKind::Knight), None);
    assert_eq!(variant.letter(PieceKind::Archbishop), Some('n'));
    assert_eq!(
        variant.promotions(),
        PieceKindSet::of(&[
            PieceKind::Archbishop,
            PieceKind::Chancellor,
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Bishop
        ])
    );
    let position = VariantPosition::from_fen(&variant, "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    assert_eq!(perft(&position.unwrap(), 1), 10);
    // A removed piece leaves the promotions (Los Alamos chess in the file).
    assert!(
        !Variant::from_ini(FILE, "my-losalamos")
            .unwrap()
            .promotions()
            .contains(PieceKind::Bishop)
    );
}

#[test]
fn ranks_are_absolute_and_travel_down_the_sections() {
    // chess's promotion on *8 is off a board of 6 ranks; back on 8 ranks.
    let text = "[six:chess]\nmaxRank = 6\nmaxFile = 6\ncastling = false\n\
                startFen = 2k3/6/6/6/6/2K3 w - - 0 1\n\
                [eight:six]\nmaxRank = 8\nstartFen = 2k3/6/6/6/6/6/6/2K3 w - - 0 1\n";
    let six = read(text, "six");
    assert_eq!(six.promotion_rank(Color::White), None);
    assert_eq!(six.double_step_rank(Color::Black), None);
    let eight = read(text, "eight");
    assert_eq!(eight.promotion_rank(Color::White), Some(7));
    assert_eq!(eight.double_step_rank(Color::Black), Some(6));

    // Fairy-Stockfish concludes each section: doubleStep = false empties
    // the regions, two empty regions make doubleStep false; a child needs
    // both to double step again. Its counts: 4435 at depth 3 for a and b
    // (as Chancellor chess without double steps), 78538 at depth 4 for e.
    let text = "[a:chancellor]\ndoubleStep = false\n[b:a]\ndoubleStep = true\n\
                [none:chess]\ndoubleStepRegionWhite = -\ndoubleStepRegionBlack = -\n\
                [d:none]\ndoubleStepRegionWhite = *2\n\
                [e:none]\ndoubleStepRegionWhite = *2\ndoubleStep = true\n";
    for (name, white, black, depth, count) in [
        ("a", None, None, 3, 4435),
        ("b", None, None, 3, 4435),
        ("none", None, None, 4, 31_250),
        ("d", None, None, 4, 31_250),
        ("e", Some(1), None, 4, 78_538),
    ] {
        let variant = read(text, name);
        assert_eq!(variant.double_step_rank(Color::White), white, "{name}");
        assert_eq!(variant.double_step_rank(Color::Black), black, "{name}");
        let start = VariantPosition::start(&variant).unwrap();
        assert_eq!(perft(&start, depth), count, "{name}");
    }
    // So from a built-in without double steps (Fairy-Stockfish: 31250).
    let text = "[g:gardner]\ndoubleStep = true\nmaxRank = 8\nmaxFile = 8\n\
                startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n";
    let g = read(text, "g");
    assert_eq!(g.double_step_rank(Color::White), None);
    assert_eq!(g.promotion_rank(Color::White), Some(4));
    assert_eq!(g.castling(), None);
    assert_eq!(perft(&VariantPosition::start(&g).unwrap(), 4), 31_250);
}

#[test]
fn a_double_step_onto_the_promotion_rank_promotes() {
    // Fairy-Stockfish (pyffish 0.0.90): a pawn that reaches its promotion
    // rank promotes, by a double step too; its counts from the start.
    let text = "[promo4:chess]\npromotionRegionWhite = *4\npromotionRegionBlack = *5\n";
    let promo4 = read(text, "promo4");
    let start = VariantPosition::start(&promo4).unwrap();
    let from_a2: Vec<String> = (start.legal_moves().iter())
        .map(|mv| mv.uci(&promo4).to_string())
        .filter(|uci| uci.starts_with("a2"))
        .collect();
    assert_eq!(from_a2, ["a2a3", "a2a4q", "a2a4r", "a2a4b", "a2a4n"]);
    for (depth, count) in [(1, 44), (2, 1_926), (3, 96_938)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
    // The queen that lands does not leave an en passant square.
    let position = VariantPosition::from_fen(&promo4, "4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1").unwrap();
    let after = position.play_unchecked(VariantMove::from_uci(&position, "a2a4q").unwrap());
    assert_eq!(after.to_string(), "4k3/8/8/8/Qp6/8/8/4K3 b - - 0 1");
    assert_eq!(perft(&after, 1), 4);

    // On 4x4, both sides double step onto their last rank.
    let text = "[tiny:chess]\nmaxRank = 4\nmaxFile = d\nstartFen = 1k2/pp2/2PP/2K1 w - - 0 1\n\
                promotionRegionWhite = *4\npromotionRegionBlack = *1\n\
                doubleStepRegionBlack = *3\ncastling = false\n";
    let tiny = read(text, "tiny");
    let start = VariantPosition::start(&tiny).unwrap();
    for (depth, count) in [(1, 13), (2, 97), (3, 655), (4, 4_833)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }

    // A double step over the promotion rank does not promote, as in
    // Fairy-Stockfish.
    let text = "[promo3:chess]\npromotionRegionWhite = *3\npromotionRegionBlack = *6\n";
    let promo3 = read(text, "promo3");
    let start = VariantPosition::start(&promo3).unwrap();
    assert!(VariantMove::from_uci(&start, "a2a4").is_ok());
    assert_eq!(perft(&start, 1), 44);
}

#[test]
fn parents_in_the_text_and_built_in() {
    let variant = read(
        "[f:fairy]\nstartFen = 4k3/1P6/8/8/8/8/8/4K2A w - - 0 1\n",
        "f",
    );
    // Fairy-Stockfish's count: the archbishop's 7 moves, 4 promotions, 5
    // king moves.
    assert_eq!(perft(&VariantPosition::start(&variant).unwrap(), 1), 16);
    assert_eq!(variant.letter(PieceKind::Chancellor), Some('c'));
    assert_eq!(variant.promotions(), CHESS.promotions());

    // A built-in parent lends its start FEN, 'static.
    let text = String::from("[capa2:capablanca]\ncastling = true\n");
    let capa2 = Variant::from_ini(&text, "capa2").unwrap();
    assert!(core::ptr::eq(capa2.start_fen(), CAPABLANCA.start_fen()));
    assert_same_rules(&capa2, &CAPABLANCA);

    // Three levels, each changing one thing.
    let text = "[a:capablanca]\ncastlingKingsideFile = h\n\
                [b:a]\ncastlingQueensideFile = b\n\
                [c:b]\nstartFen = rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1\n";
    assert_same_rules(&read(text, "c"), &EMBASSY);
}

#[test]
fn comments_blank_lines_carriage_returns_and_white_space() {
    let text = "# a comment\r\n; another\r\n\r\n   \r\n[ws:chess]\r\n  # indented comment\r\n\
                maxRank   =\t 6\r\nmaxFile = 6 \r\ncastling = false\r\n\
                startFen = 2k3/6/6/6/6/2K3 w - - 0 1  \r\n\
                pieceToCharTable = anything at all, it is cosmetic\r\n";
    let variant = read(text, "ws");
    assert_eq!(variant.size().to_string(), "6x6");
    assert_eq!(variant.start_fen(), "2k3/6/6/6/6/2K3 w - - 0 1");
    assert_eq!(ini_sections(text).collect::<Vec<_>>(), ["ws"]);
    assert_eq!(
        ini_sections("[a]\n [b]\n[c:a] \n[d\n[e:]\n[f]x\n").collect::<Vec<_>>(),
        ["a", "c"]
    );
}

#[test]
fn a_definition_reads_as_its_section_without_the_others() {
    // Every section of the data file, its definition alone (with its
    // parents in the file, above it).
    for case in &CASES {
        let definition = ini_definition(FILE, case.section).unwrap().to_string();
        let sections: Vec<&str> = ini_sections(&definition).collect();
        assert_eq!(sections.last(), Some(&case.section));
        assert!(sections.len() < ini_sections(FILE).count());
        assert_eq!(
            read(&definition, case.section),
            Variant::from_ini(FILE, case.section).unwrap()
        );
    }
    // Parents in the text come along, in its order; other sections,
    // comments after a header and carriage returns do not matter.
    let text = "[a:capablanca] # first\r\ncastlingKingsideFile = h\r\n\
                [other:chess]\nmaxRank = 6\n\
                [b:a]\ncastlingQueensideFile = b\n\
                [c:b]\nstartFen = rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1";
    let definition = ini_definition(text, "c").unwrap().to_string();
    assert_eq!(
        ini_sections(&definition).collect::<Vec<_>>(),
        ["a", "b", "c"]
    );
    assert!(!definition.contains("other"), "{definition}");
    assert_same_rules(&read(&definition, "c"), &EMBASSY);
    // The errors of the structure and of the chain are from_ini's.
    assert_eq!(
        ini_definition(text, "d").unwrap_err(),
        IniError::SectionNotFound {
            name: IniText::new("d")
        }
    );
    assert!(matches!(
        ini_definition("[x:y]\n", "x").unwrap_err(),
        IniError::UnknownParent { line: 1, .. }
    ));
}

// Errors, each with its message.

#[test]
fn section_not_found() {
    let error = error(FILE, "capablanca");
    assert_eq!(
        error,
        IniError::SectionNotFound {
            name: IniText::new("capablanca")
        }
    );
    assert_eq!(error.line(), None);
    assert_eq!(
        error.to_string(),
        "no section [capablanca] nor [capablanca:parent]"
    );
}

#[test]
fn malformed_lines() {
    let text = "[a:chess]\nmaxRank 10\n";
    assert_eq!(error(text, "a"), IniError::MalformedLine { line: 2 });
    assert_eq!(
        message(text, "a"),
        "line 2: expected [name], [name:parent], key = value, a comment (# or ;) or a blank line"
    );
    assert_eq!(
        error("[a:chess]\n = 3\n", "a"),
        IniError::MalformedLine { line: 2 }
    );
    // An indented header is no header to Fairy-Stockfish.
    assert_eq!(
        error("[a:chess]\n  [b]\n", "a"),
        IniError::MalformedLine { line: 2 }
    );
    // Anywhere in the text, not only in the section asked for.
    assert_eq!(
        error("[a:chess]\n[b:chess]\nwhat\n", "a"),
        IniError::MalformedLine { line: 3 }
    );
    let header = "line 1: malformed section header: expected [name] or [name:parent] at the \
                  start of the line, names without white space, [, ] or :, nothing after ] but a \
                  comment";
    for text in [
        "[a b]",
        "[a",
        "[a]x",
        "[]",
        "[:chess]",
        "[a:]",
        "[a:b:c]",
        "[a]]",
        "[a] x # c",
    ] {
        assert_eq!(
            error(text, "a"),
            IniError::MalformedHeader { line: 1 },
            "{text}"
        );
        assert_eq!(message(text, "a"), header);
    }
    let text = "maxRank = 8\n[a:chess]\n";
    assert_eq!(error(text, "a"), IniError::KeyBeforeSection { line: 1 });
    assert_eq!(
        message(text, "a"),
        "line 1: key = value before the first [section]"
    );
}

#[test]
fn duplicate_sections_and_built_in_names() {
    let text = "[a:chess]\n[b:chess]\n\n[a:gardner]\n";
    assert_eq!(
        error(text, "a"),
        IniError::DuplicateSection {
            name: IniText::new("a"),
            line: 4,
            first_line: 1
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 4: section [a] again, first at line 1"
    );
    // A duplicated parent too; an unrelated duplicate does not matter.
    let text = "[a:chess]\n[b:a]\n[a:chess]\n[c:chess]\n";
    assert!(matches!(
        error(text, "b"),
        IniError::DuplicateSection { line: 3, .. }
    ));
    assert_eq!(read(text, "c").name(), "c");

    let text = "[mine:chess]\n[capablanca]\n";
    assert_eq!(
        error(text, "mine"),
        IniError::BuiltInName {
            name: IniText::new("capablanca"),
            line: 2
        }
    );
    assert_eq!(
        message(text, "mine"),
        "line 2: section [capablanca] has the name of a built-in variant, which \
         Fairy-Stockfish keeps instead: rename the section"
    );
    assert!(matches!(
        error("[fairy:chess]\n", "fairy"),
        IniError::BuiltInName { line: 1, .. }
    ));
}

#[test]
fn a_section_named_after_a_fairy_stockfish_variant_is_refused() {
    // Fairy-Stockfish prints "Variant 'janus' already exists." and plays
    // its own janus (24747 at depth 3), not this one.
    let text = "# Janus with a chancellor\n[janus:capablanca]\narchbishop = -\n";
    assert_eq!(
        error(text, "janus"),
        IniError::FairyStockfishName {
            name: IniText::new("janus"),
            line: 2
        }
    );
    assert_eq!(
        message(text, "janus"),
        "line 2: section [janus] has the name of one of Fairy-Stockfish's own variants: \
         Fairy-Stockfish would ignore the section and play its own janus, so the file would not \
         mean the same there: rename the section"
    );
    assert_eq!(error(text, "janus").line(), Some(2));
    // Anywhere in the text, whatever the section asked for.
    let text = "[mine:chess]\n[shogi:chess]\n[nocastle:chess]\n";
    assert!(matches!(
        error(text, "mine"),
        IniError::FairyStockfishName { line: 2, .. }
    ));
    // Names are case-sensitive, as Fairy-Stockfish's.
    assert_eq!(read("[Janus:capablanca]\n", "Janus").name(), "Janus");
    // The list holds a1h8's built-in variants and fairy, which are
    // refused as such.
    for variant in Variant::BUILT_IN {
        assert!(FAIRY_STOCKFISH_VARIANTS.contains(&variant.name()));
    }
    assert!(FAIRY_STOCKFISH_VARIANTS.contains(&"fairy"));
    assert_eq!(FAIRY_STOCKFISH_VARIANTS.len(), 121);
}

#[test]
fn comments_after_headers_and_values() {
    // Fairy-Stockfish (pyffish 0.0.90) reads each of these values up to the
    // comment, with # or ;, with white space before it or none.
    let plain = "[a:capablanca]\nmaxRank = 10\nmaxFile = j\nknight = h\narchbishop = a\n\
                 startFen = rhabqkbchr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RHABQKBCHR w - - 0 1\n\
                 promotionRegionWhite = *10\npromotionRegionBlack = *1\npromotionPieceTypes = qc\n\
                 doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *9\ncastling = false\n\
                 pieceToCharTable = -\n";
    let expected = read(plain, "a");
    let start = VariantPosition::start(&expected).unwrap();
    // Fairy-Stockfish's count, with each comment as without.
    assert_eq!(perft(&start, 2), 784);
    for comment in [" # a comment", "#c", " ; a comment", ";c", "\t# c", "   "] {
        let text: String = plain
            .lines()
            .map(|line| format!("{line}{comment}\n"))
            .collect();
        let variant = read(&text, "a");
        assert_eq!(variant, expected, "{comment:?}");
        assert_eq!(
            VariantPosition::start(&variant).unwrap(),
            start,
            "{comment:?}"
        );
        assert_eq!(ini_sections(&text).collect::<Vec<_>>(), ["a"]);
    }
    // false, and true alone, read; a comment after the castling files too.
    let text = "[b:chess] ; castling one square each way\ncastling = true\n\
                castlingKingsideFile = f # f\ncastlingQueensideFile = d;d\n\
                [c:b]\ncastling = false # none\n\
                startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 # no rights\n";
    assert!(read(text, "b").castling().is_some());
    assert_eq!(read(text, "c").castling(), None);
    assert_eq!(
        read(text, "c").start_fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    // A comment alone is no value, but Fairy-Stockfish reads it as one
    // (no promotion there).
    let text = "[a:chess]\npromotionRegionWhite = # eight\n";
    assert_eq!(
        error(text, "a"),
        IniError::CommentForValue {
            key: "promotionRegionWhite",
            line: 2
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 2: a comment and no value for promotionRegionWhite: Fairy-Stockfish would read \
         the comment as the value; give one (- for none where the key takes it)"
    );
}

#[test]
fn unknown_parent() {
    let text = "# Janus is built into Fairy-Stockfish, not a1h8\n[j:janus]\n";
    assert_eq!(
        error(text, "j"),
        IniError::UnknownParent {
            parent: IniText::new("janus"),
            line: 2
        }
    );
    assert_eq!(
        message(text, "j"),
        "line 2: unknown parent \"janus\": neither a section above this one nor a built-in \
         variant (chess, gardner, losalamos, chancellor, capablanca, gothic, embassy, fairy)"
    );
}

#[test]
fn parents_below_and_cycles() {
    let text = "[a:b]\nmaxRank = 7\n[b:a]\nmaxRank = 9\n";
    let expected = IniError::ParentNotAbove {
        parent: IniText::new("b"),
        line: 1,
        parent_line: 3,
    };
    assert_eq!(error(text, "a"), expected);
    assert_eq!(error(text, "b"), expected);
    assert_eq!(
        message(text, "a"),
        "line 1: parent [b] is below, at line 3: a parent must come before its children, as \
         Fairy-Stockfish reads them"
    );
    let text = "[a:a]\n";
    assert_eq!(
        error(text, "a"),
        IniError::ParentNotAbove {
            parent: IniText::new("a"),
            line: 1,
            parent_line: 1
        }
    );
    assert_eq!(message(text, "a"), "line 1: section [a] is its own parent");
}

#[test]
fn inheritance_too_deep() {
    let chain = |sections: usize| {
        let mut text = String::from("[s0:chess]\n");
        for i in 1..sections {
            text += &format!("[s{i}:s{}]\n", i - 1);
        }
        text
    };
    let text = chain(16);
    assert_eq!(read(&text, "s15").name(), "s15");
    let text = chain(17);
    assert_eq!(
        error(&text, "s16"),
        IniError::InheritanceTooDeep { line: 17 }
    );
    assert_eq!(
        message(&text, "s16"),
        "line 17: more than 16 sections from this one up through its parents"
    );
    assert_eq!(IniError::MAX_DEPTH, 16);
}

#[test]
fn unsupported_key() {
    let text = "[crazy:chess]\n# drops\n\n\n\n\npieceDrops = true\n";
    assert_eq!(
        error(text, "crazy"),
        IniError::UnsupportedKey {
            key: IniText::new("pieceDrops"),
            line: 7
        }
    );
    assert_eq!(
        message(text, "crazy"),
        "line 7: unsupported key \"pieceDrops\": a1h8 reads maxRank, maxFile, pawn, knight, \
         bishop, rook, queen, archbishop, chancellor, king, pieceToCharTable, startFen, \
         promotionRegionWhite, promotionRegionBlack, promotionPieceTypes, doubleStep, \
         doubleStepRegionWhite, doubleStepRegionBlack, castling, castlingKingsideFile, \
         castlingQueensideFile"
    );
    // Case-sensitive; white space before a key is part of it, as in
    // Fairy-Stockfish; so is a tab before `=`.
    for (line, key) in [
        ("maxrank = 8", "maxrank"),
        ("  maxRank = 8", "  maxRank"),
        ("maxRank\t= 8", "maxRank\t"),
        ("promotionPieceTypesWhite = q", "promotionPieceTypesWhite"),
        ("fers = f", "fers"),
    ] {
        assert_eq!(
            error(&format!("[a:chess]\n{line}\n"), "a"),
            IniError::UnsupportedKey {
                key: IniText::new(key),
                line: 2
            }
        );
    }
    // Only the section asked for and its parents are read.
    let text = "[a:chess]\nmaxRank = 8\n[b:chess]\npieceDrops = true\n";
    assert_eq!(read(text, "a").name(), "a");
    assert!(matches!(
        error("[a:chess]\npieceDrops = true\n[b:a]\n", "b"),
        IniError::UnsupportedKey { line: 2, .. }
    ));
}

#[test]
fn duplicate_key_and_empty_value() {
    let text = "[a:chess]\nmaxRank = 8\ncastling = true\nmaxRank = 9\n";
    assert_eq!(
        error(text, "a"),
        IniError::DuplicateKey {
            key: "maxRank",
            line: 4,
            first_line: 2
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 4: maxRank again in this section, first at line 2"
    );
    let text = "[a:chess]\npromotionRegionWhite =  \n";
    assert_eq!(
        error(text, "a"),
        IniError::EmptyValue {
            key: "promotionRegionWhite",
            line: 2
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 2: no value for promotionRegionWhite (Fairy-Stockfish would ignore the line): \
         use - for none where the key takes it"
    );
}

#[test]
fn bad_values() {
    let alone = "true alone on the line, or false: Fairy-Stockfish reads true followed by \
                 anything, a comment or a space too, as false";
    let king = "the king's letter alone on the line, or -: Fairy-Stockfish reads anything after \
                it, a comment too, as the king's moves";
    let cases: [(&str, &str, &str, &str); 17] = [
        ("castling = yes", "castling", "yes", "true or false"),
        // Fairy-Stockfish reads "true " and "true # yes" as false.
        ("doubleStep = true ", "doubleStep", "true", alone),
        ("castling = true # yes", "castling", "true", alone),
        ("castling = true;", "castling", "true", alone),
        ("maxRank = 0", "maxRank", "0", "a number of ranks, 1 to 16"),
        (
            "maxRank = -3",
            "maxRank",
            "-3",
            "a number of ranks, 1 to 16",
        ),
        (
            "maxFile = K",
            "maxFile",
            "K",
            "the last file, a to p, or a number of files, 1 to 16",
        ),
        // Fairy-Stockfish reads more after the king's letter as its moves.
        ("king = k ", "king", "k", king),
        ("king = k # the king", "king", "k", king),
        (
            "knight = 3",
            "knight",
            "3",
            "a single letter, or - to take the piece out",
        ),
        (
            "queen = qu",
            "queen",
            "qu",
            "a single letter, or - to take the piece out",
        ),
        (
            "castlingKingsideFile = q",
            "castlingKingsideFile",
            "q",
            "a file, a to p, or its number, 1 to 16",
        ),
        (
            "castlingQueensideFile = 0",
            "castlingQueensideFile",
            "0",
            "a file, a to p, or its number, 1 to 16",
        ),
        (
            "promotionRegionWhite = *17",
            "promotionRegionWhite",
            "*17",
            "one whole rank, *1 to *16, or - for none",
        ),
        (
            "doubleStepRegionBlack = 7",
            "doubleStepRegionBlack",
            "7",
            "one whole rank, *1 to *16, or - for none",
        ),
        (
            "promotionPieceTypes = q,r",
            "promotionPieceTypes",
            "q,r",
            "the letters of pieces of the variant, or - for none",
        ),
        (
            "promotionPieceTypes = *",
            "promotionPieceTypes",
            "*",
            "the letters of pieces of the variant, or - for none",
        ),
    ];
    for (line, key, value, expected) in cases {
        let text = format!("[a:chess]\n{line}\n");
        assert_eq!(
            error(&text, "a"),
            IniError::BadValue {
                key,
                value: IniText::new(value),
                expected,
                line: 2
            },
            "{line}"
        );
    }
    assert_eq!(
        message("[a:chess]\ncastling = yes\n", "a"),
        "line 2: bad value \"yes\" for castling: expected true or false"
    );
}

#[test]
fn unsupported_regions() {
    for value in ["*7 *8", "a*", "e4 d5", "*1 a*"] {
        let text = format!("[a:chess]\n\npromotionRegionWhite = {value}\n");
        assert_eq!(
            error(&text, "a"),
            IniError::UnsupportedRegion {
                key: "promotionRegionWhite",
                value: IniText::new(value),
                line: 3
            }
        );
    }
    assert_eq!(
        message("[a:chess]\ndoubleStepRegionWhite = *2 *3\n", "a"),
        "line 2: unsupported region \"*2 *3\" for doubleStepRegionWhite: a1h8 supports one whole \
         rank (*N) or none (-)"
    );
}

#[test]
fn board_too_large() {
    let text = "[a:chess]\nmaxFile = 12\nmaxRank = 12\n";
    assert_eq!(
        error(text, "a"),
        IniError::BoardTooLarge {
            line: 3,
            files: 12,
            ranks: 12
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 3: a board of 12 files and 12 ranks is too large: a1h8 plays on at most 16 \
         files, 16 ranks and 128 squares"
    );
    assert_eq!(
        error("[a:chess]\nmaxRank = 17\nmaxFile = a\n", "a"),
        IniError::BoardTooLarge {
            line: 3,
            files: 1,
            ranks: 17
        }
    );
    assert_eq!(
        error("[a:chess]\nmaxFile = z\n", "a"),
        IniError::BoardTooLarge {
            line: 2,
            files: 26,
            ranks: 8
        }
    );
    assert_eq!(
        error("[a:chess]\nmaxFile = 99999999999999999999\n", "a"),
        IniError::BoardTooLarge {
            line: 2,
            files: u32::MAX,
            ranks: 8
        }
    );
    // 16 by 8 is 128 squares: a1h8's largest.
    let text = "[wide:chess]\nmaxFile = p\ncastling = false\n\
                startFen = 7k8/16/16/16/16/16/16/7K8 w - - 0 1\n";
    assert_eq!(read(text, "wide").size().to_string(), "16x8");
}

#[test]
fn promotion_letters() {
    let text = "[a:chess]\npromotionPieceTypes = qx\n";
    assert_eq!(
        error(text, "a"),
        IniError::UnknownPromotionPiece {
            letter: 'x',
            line: 2
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 2: promotionPieceTypes: 'x' is not the letter of a piece of the variant"
    );
    // The chancellor is not in chess.
    assert!(matches!(
        error("[a:chess]\npromotionPieceTypes = cq\n", "a"),
        IniError::UnknownPromotionPiece { letter: 'c', .. }
    ));
    let text = "[a:chess]\npromotionPieceTypes = Q K\n";
    assert_eq!(
        error(text, "a"),
        IniError::UnsupportedPromotion {
            kind: PieceKind::King,
            line: 2
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 2: promotionPieceTypes: a1h8's pawns do not promote to the king"
    );
    // Upper case and spaces as Fairy-Stockfish reads them; - for none.
    assert_eq!(
        read("[a:chess]\npromotionPieceTypes = Q n\n", "a").promotions(),
        PieceKindSet::of(&[PieceKind::Queen, PieceKind::Knight])
    );
    assert!(
        read("[a:chess]\npromotionPieceTypes = -\n", "a")
            .promotions()
            .is_empty()
    );
}

#[test]
fn castling_files_off_the_board() {
    let text = "[a:chess]\nmaxRank = 6\nmaxFile = 6\nstartFen = 2k3/6/6/6/6/2K3 w - - 0 1\n";
    assert_eq!(
        error(text, "a"),
        IniError::CastlingFiles {
            king_side: 6,
            queen_side: 2,
            files: 6,
            line: 3
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 3: castling to the g- and c-files does not fit a board of 6 files: the king \
         side's file must be right of the queen side's, both on the board (or castling = false)"
    );
    assert!(matches!(
        error(
            "[a:chess]\ncastlingKingsideFile = c\ncastlingQueensideFile = g\n",
            "a"
        ),
        IniError::CastlingFiles { line: 3, .. }
    ));
    // Set in a parent: the parent's line.
    assert!(matches!(
        error(
            "\n[a:capablanca]\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nmaxFile = 8\n[b:a]\n",
            "b"
        ),
        IniError::CastlingFiles { line: 4, .. }
    ));
}

#[test]
fn start_fen_not_a_position_of_the_variant() {
    let text = "[a:chess]\nmaxFile = 9\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    assert_eq!(
        error(text, "a"),
        IniError::StartFen {
            error: FenError::RankLength {
                rank: 8,
                squares: 8,
                expected: 9,
                column: 1
            },
            line: 3
        }
    );
    assert_eq!(
        message(text, "a"),
        "line 3: the start position is not a position of the variant: field 1 (placement): \
         rank 8 at column 1 describes 8 squares, expected 9"
    );
    // Inherited from the built-in parent: the header's line.
    assert!(matches!(
        error("\n\n[a:chess]\nmaxRank = 9\n", "a"),
        IniError::StartFen {
            error: FenError::RankCount { .. },
            line: 3
        }
    ));
}

#[test]
fn ini_text_keeps_forty_bytes_at_a_character_boundary() {
    let text = IniText::new(&"é".repeat(30));
    assert!(text.is_truncated());
    assert_eq!(text.as_str(), "é".repeat(20));
    assert_eq!(IniText::new("").as_str(), "");
    let key = "x".repeat(50);
    let message = message(&format!("[a:chess]\n{key} = 1\n"), "a");
    assert!(message.starts_with(&format!(
        "line 2: unsupported key \"{}\"...: a1h8 reads",
        "x".repeat(40)
    )));
}

// Never panics.

/// Reads every name; a variant read must have a valid start and moves.
fn check(text: &str, names: &[&str]) -> Result<(), TestCaseError> {
    let mut all: Vec<&str> = names.to_vec();
    all.extend(ini_sections(text));
    all.sort_unstable();
    all.dedup();
    for name in all {
        if let Ok(variant) = Variant::from_ini(text, name) {
            prop_assert_eq!(variant.name(), name);
            let start = VariantPosition::start(&variant);
            prop_assert!(start.is_ok(), "{:?}", start);
            if let Ok(start) = start {
                perft(&start, 2);
            }
        }
    }
    Ok(())
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 70_000,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

const NAMES: [&str; 5] = ["a", "b", "c", "chess", "my-capablanca"];

const HEADERS: [&str; 8] = [
    "[a]",
    "[a:chess]",
    "[b:a]",
    "[b:capablanca]",
    "[c:b]",
    "[c:fairy]",
    "[a:c]",
    "# comment",
];

const KEY_LINES: [&str; 30] = [
    "maxRank = 6",
    "maxRank = 10",
    "maxFile = f",
    "maxFile = 12",
    "pawn = p",
    "king = k",
    "king = -",
    "knight = a",
    "archbishop = a",
    "chancellor = n",
    "bishop = -",
    "startFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "startFen = 2k3/6/6/6/6/2K3 w - - 0 1",
    "startFen = r3k5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K5R w KQkq - 0 1",
    "startFen = 1k1/3/1K1 w - - 0 1",
    "promotionRegionWhite = *6",
    "promotionRegionBlack = *3",
    "promotionPieceTypes = aq",
    "promotionPieceTypes = n",
    "doubleStep = false",
    "doubleStep = true",
    "doubleStepRegionWhite = *1",
    "doubleStepRegionBlack = *16",
    "castling = false",
    "castlingKingsideFile = b",
    "castlingQueensideFile = a",
    "maxRank = 3\nmaxFile = 3\ncastling = false",
    "",
    "; comment",
    "pieceToCharTable = -",
];

proptest! {
    #![proptest_config(config())]

    #[test]
    fn strings_over_the_ini_alphabet(text in "[a-zA-Z0-9:\\[\\]=#; \n\r\t*/\\-é]{0,160}") {
        check(&text, &NAMES)?;
    }

    #[test]
    fn sections_of_the_syntax(
        sections in vec(
            (prop::sample::select(HEADERS.to_vec()), vec(prop::sample::select(KEY_LINES.to_vec()), 0..6)),
            1..5,
        ),
    ) {
        let mut text = String::new();
        for (header, lines) in sections {
            text += header;
            for line in lines {
                text += "\n";
                text += line;
            }
            text += "\n";
        }
        check(&text, &NAMES)?;
    }

    #[test]
    fn the_data_file_with_a_few_characters_changed(
        edits in vec((any::<usize>(), prop::sample::select(
            "[]:=#;- \n\r\tabcpqk*0123456789é\u{0}".chars().collect::<Vec<_>>())), 1..5),
    ) {
        let mut chars: Vec<char> = FILE.chars().collect();
        for (at, c) in edits {
            let at = at % chars.len();
            chars[at] = c;
        }
        let text: String = chars.into_iter().collect();
        let names: Vec<&str> = CASES.iter().map(|case| case.section).collect();
        check(&text, &names)?;
    }
}
