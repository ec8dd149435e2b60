//! `a1h8 transform --variant` and `a1h8 canonical --variant`: symmetries
//! and canonical forms on the boards of the variants, run as a user runs
//! them.

use a1h8::canonical::canonical;
use a1h8::variant::{CAPABLANCA, VariantPosition};

mod common;

use common::{INPUT, USAGE, a1h8_with_stdin, one_error_line, stdout};

/// Capablanca chess after 1. e4: pawns and castling rights.
const CAPABLANCA_E4: &str = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1";

/// A pawnless Capablanca position: the white king on i1, a chancellor on c2.
const PAWNLESS: &str = "k9/10/10/10/10/10/2C7/8K1 w - - 0 1";

/// A Capablanca position with pawns and no castling rights.
const PAWNS: &str = "4k5/3p6/10/10/10/10/6P3/1A2K5 w - - 0 1";

#[test]
fn a_capablanca_position_mirrored() {
    assert_eq!(
        stdout(&[
            "transform",
            "mirror-horizontal",
            "--variant",
            "capablanca",
            PAWNS
        ]),
        "5k4/6p3/10/10/10/10/3P6/5K2A1 w - - 0 1\n"
    );
    assert_eq!(
        stdout(&[
            "transform",
            "rotate-180",
            "--variant",
            "Capablanca",
            PAWNLESS
        ]),
        "1K8/7C2/10/10/10/10/10/9k w - - 0 1\n"
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "transform",
        "flip-vertical",
        "--variant",
        "capablanca",
        "--json",
        PAWNLESS,
    ]))
    .unwrap();
    assert_eq!(json["op"], "flip-vertical");
    assert_eq!(json["image"], "8K1/2C7/10/10/10/10/10/k9 w - - 0 1");
    assert_eq!(
        stdout(&[
            "transform",
            "color-flip",
            "--variant",
            "capablanca",
            CAPABLANCA_E4
        ]),
        "rnabqkbcnr/pppp1ppppp/10/4p5/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n"
    );
}

#[test]
fn rotate_90_on_10x8_is_refused_in_one_line() {
    let line = one_error_line(
        &[
            "transform",
            "rotate-90",
            "--variant",
            "capablanca",
            PAWNLESS,
        ],
        INPUT,
    );
    assert_eq!(
        line,
        "a1h8: rotate-90 is not a symmetry of the 10x8 board: only a square board can be \
         turned a quarter or mirrored along a diagonal\n"
    );
    let line = one_error_line(
        &[
            "transform",
            "mirror-horizontal",
            "--variant",
            "capablanca",
            CAPABLANCA_E4,
        ],
        INPUT,
    );
    assert!(line.contains("castling rights"), "{line}");
    // On the 9x9 board of chancellor chess it is a symmetry.
    assert_eq!(
        stdout(&[
            "transform",
            "rotate-90",
            "--variant",
            "chancellor",
            "9/9/9/9/9/9/9/k8/7K1 w - - 0 1"
        ]),
        "1k7/9/9/9/9/9/9/K8/9 w - - 0 1\n"
    );
}

#[test]
fn canonical_of_a_pawnless_10x8_position() {
    assert_eq!(
        stdout(&[
            "canonical",
            "--variant",
            "capablanca",
            "--explain",
            PAWNLESS
        ]),
        "9k/10/10/10/10/10/7C2/1K8 w - - 0 1  # via mirror-horizontal\n"
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "canonical",
        "--variant",
        "capablanca",
        "--json",
        PAWNLESS,
    ]))
    .unwrap();
    assert_eq!(json["canonical"], "9k/10/10/10/10/10/7C2/1K8 w - - 0 1");
    assert_eq!(json["symmetry"], "mirror-horizontal");
    // The library's form, and the colours folded: Black's chancellor makes
    // Black the stronger side, so the colours are flipped.
    let position = VariantPosition::from_fen(&CAPABLANCA, PAWNLESS).unwrap();
    assert_eq!(
        stdout(&["canonical", "--variant", "capablanca", PAWNLESS]),
        format!("{}\n", canonical(&position).position)
    );
    let flipped = "K9/10/10/10/10/10/2c7/8k1 b - - 0 1";
    let folded = stdout(&[
        "canonical",
        "--variant",
        "capablanca",
        "--colors",
        "--explain",
        flipped,
    ]);
    assert!(
        folded.starts_with("9k/10/10/10/10/10/7C2/1K8 w - - 0 1  # via color-flip then"),
        "{folded}"
    );
}

#[test]
fn standard_input_and_usage() {
    let input = format!("{PAWNLESS}\nnot a fen\n{PAWNS}\n");
    let output = a1h8_with_stdin(&["canonical", "--variant", "capablanca"], input.as_bytes());
    assert_eq!(output.status.code(), Some(INPUT));
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.lines().count(), 2, "{text}");
    let line = one_error_line(&["canonical", "--variant", "nosuch", PAWNLESS], USAGE);
    assert!(line.contains("no built-in variant"), "{line}");
}

/// `show --transform` and `transform --svg` draw a variant's position and
/// its image side by side, as for chess; a symmetry the board has not is
/// the same one-line refusal.
#[test]
fn a_variant_s_position_and_its_image_drawn_side_by_side() {
    let fen = "k9/10/10/10/10/10/2C7/8K1 w - - 0 1";
    let text = stdout(&[
        "show",
        "--variant",
        "capablanca",
        fen,
        "--transform",
        "mirror-horizontal",
    ]);
    let last_lines: Vec<&str> = text.lines().rev().take(2).collect();
    assert_eq!(
        last_lines[1].split_whitespace().collect::<Vec<_>>(),
        [
            "k9/10/10/10/10/10/2C7/8K1",
            "w",
            "-",
            "-",
            "0",
            "1",
            "9k/10/10/10/10/10/7C2/1K8",
            "w",
            "-",
            "-",
            "0",
            "1"
        ]
    );
    for svg in [
        stdout(&[
            "show",
            "--variant",
            "capablanca",
            fen,
            "--transform",
            "rotate-180",
            "--svg",
            "-",
        ]),
        stdout(&[
            "transform",
            "rotate-180",
            "--variant",
            "capablanca",
            fen,
            "--svg",
            "-",
        ]),
    ] {
        assert!(svg.starts_with("<svg"), "{svg}");
        // Two 10x8 boards.
        assert_eq!(svg.matches("data-square=").count(), 160);
        assert!(svg.contains("data-square=\"j8\""));
    }
    let refused = "a1h8: rotate-90 is not a symmetry of the 10x8 board: only a square board can be \
                   turned a quarter or mirrored along a diagonal\n";
    for args in [
        &[
            "show",
            "--variant",
            "capablanca",
            fen,
            "--transform",
            "rotate-90",
        ][..],
        &[
            "transform",
            "rotate-90",
            "--variant",
            "capablanca",
            fen,
            "--svg",
            "-",
        ][..],
    ] {
        assert_eq!(one_error_line(args, INPUT), refused, "{args:?}");
    }
}
