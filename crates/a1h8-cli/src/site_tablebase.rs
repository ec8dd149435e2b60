//! The data of the web explorer's tablebase view: the small endings the
//! site ships (KQvK and KRvK on the 8x8 board and on Gardner's 5x5),
//! generated in memory with `a1h8-tablebase`, with the metrics the view
//! shows ([`METRICS`]: DTM and WDL, nothing else made), and written nearly
//! *unfolded*: every placement of the three pieces with the white king in
//! the board's lower-left quarter (its file and rank up to the middle ones,
//! [`in_kings_quarter`]); the page mirrors any other placement into that
//! quarter, the files or the ranks of all three pieces reversed, which
//! keeps the values of these pawnless endings without castling. That is a
//! quarter of every placement (the site stays small: 0.3 MB rather than
//! 1.1), and the page needs no canonical forms to look a position up.
//!
//! For each ending and side to move, one string of `k * n^2` characters
//! (`n` squares, `k` of them the white king's quarter): the character at
//! `(king * n + black king) * n + piece` (square indices
//! `rank * files + file`, the piece White's; `king` the white king's index
//! in its quarter, `rank * (files + 1) / 2 + file`) is the DTM code of that
//! position for the side to move, one character of
//! [`ALPHABET`] per code: `0` a draw, otherwise `1 + plies` to mate with
//! best play, an odd number of plies when the side to move mates, an even
//! one when it is mated (`1`: mated now); [`IMPOSSIBLE`] where the pieces
//! make no position (two on one square, the kings side by side, the side
//! not to move in check).

use a1h8::geometry::BoardSize;
use a1h8::variant::{GARDNER, VariantPosition};
use a1h8::{Color, Endgame, Piece, PieceKind, Position};
use a1h8_tablebase::{Material, Metrics, Tables, UNUSED, generate_with_metrics};
use serde::Serialize;

/// The metrics of the shipped tables, which the view shows: DTM and the
/// WDL it gives.
pub const METRICS: &str = "dtm,wdl";

/// The characters of the DTM codes 0, 1, 2, ...
pub const ALPHABET: &str = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The character of a placement that is no position.
pub const IMPOSSIBLE: char = '-';

/// What `tablebase.js` assigns to `window.A1H8_TABLEBASE`.
#[derive(Serialize)]
pub struct TablebaseData {
    generator: &'static str,
    /// The metrics the data holds.
    metrics: &'static str,
    format: &'static str,
    folding: &'static str,
    alphabet: &'static str,
    impossible: char,
    endings: Vec<EndingData>,
}

/// One ending on one board, unfolded.
#[derive(Serialize)]
pub struct EndingData {
    /// As Syzygy names it, the stronger side White: `KQvK`.
    name: String,
    /// `chess` or the variant's name, as `--variant` takes it.
    board: &'static str,
    /// The board in words.
    title: &'static str,
    files: usize,
    ranks: usize,
    /// The FEN letter of White's piece.
    piece: char,
    /// A position of the longest mate, White to move: the view's start.
    start: String,
    /// Its plies to mate.
    longest: u16,
    /// The codes with White to move, then with Black to move, the white
    /// king in its quarter of the board.
    white: String,
    black: String,
}

/// The endings shipped, on each board.
const ENDINGS: [(&str, PieceKind); 2] = [("KQvK", PieceKind::Queen), ("KRvK", PieceKind::Rook)];

/// Generates the shipped endings and unfolds them.
pub fn data() -> TablebaseData {
    let chess = Position::starting();
    let gardner = VariantPosition::start(&GARDNER).expect("Gardner's start position is legal");
    let mut endings = Vec::new();
    for (name, kind) in ENDINGS {
        endings.push(unfold(&chess, name, kind, "chess", "8x8 chess"));
    }
    for (name, kind) in ENDINGS {
        endings.push(unfold(
            &gardner,
            name,
            kind,
            "gardner",
            "Gardner's 5x5 minichess",
        ));
    }
    TablebaseData {
        generator: "a1h8 site",
        metrics: METRICS,
        format: "per ending and side to move (white, black), one character per placement \
                 (white king * n + black king) * n + White's piece, n squares, index \
                 rank * files + file, the white king's index rank * ceil(files / 2) + file \
                 in its quarter (see folding): the index in alphabet of the DTM code, 0 a \
                 draw, 1 + plies to mate otherwise (odd plies: the side to move mates, even: \
                 it is mated); impossible: no position",
        folding: "the white king's file and rank are below ceil(files / 2) and \
                  ceil(ranks / 2); a placement with the king on a higher file has the files \
                  of its three pieces reversed (file -> files - 1 - file) first, one with \
                  the king on a higher rank their ranks",
        alphabet: ALPHABET,
        impossible: IMPOSSIBLE,
        endings,
    }
}

/// Whether the white king on `square` (`rank * files + file`) is in the
/// quarter of the board `tablebase.js` holds: its file below
/// `ceil(files / 2)`, its rank below `ceil(ranks / 2)`.
pub fn in_kings_quarter(size: BoardSize, square: usize) -> bool {
    let files = size.files();
    square % files < files.div_ceil(2) && square / files < size.ranks().div_ceil(2)
}

/// `tablebase.js`: the script assigning [`data`] to a global.
pub fn script() -> String {
    let json = serde_json::to_string_pretty(&data()).expect("the data is JSON");
    format!(
        "// a1h8 site: the tablebase view's endings, generated with a1h8-tablebase and unfolded\n\
         window.A1H8_TABLEBASE = {json};\n"
    )
}

fn unfold<G: Endgame + Sync>(
    game: &G,
    name: &str,
    kind: PieceKind,
    board: &'static str,
    title: &'static str,
) -> EndingData {
    let material: Material = name.parse().expect("a shipped ending's name");
    let mut tables = Tables::new();
    let metrics: Metrics = METRICS.parse().expect("the shipped metrics");
    let table = generate_with_metrics(game, material, &tables, metrics)
        .expect("a shipped ending generates");
    tables.insert(table);
    let size: BoardSize = game.board_size();
    let n = size.square_count();
    let alphabet = ALPHABET.as_bytes();
    let king = |color| Piece::new(color, PieceKind::King);
    let piece = Piece::new(Color::White, kind);
    let mut codes = [String::new(), String::new()];
    let mut longest = (0, [0; 3]);
    for (turn, text) in Color::ALL.into_iter().zip(codes.iter_mut()) {
        text.reserve(size.files().div_ceil(2) * size.ranks().div_ceil(2) * n * n);
        for white in 0..n {
            // Every placement is looked up, for the longest mate; those
            // of the king's quarter are written.
            let written = in_kings_quarter(size, white);
            for black in 0..n {
                for at in 0..n {
                    if white == black || white == at || black == at {
                        if written {
                            text.push(IMPOSSIBLE);
                        }
                        continue;
                    }
                    let pieces = [
                        (white as u8, king(Color::White)),
                        (black as u8, king(Color::Black)),
                        (at as u8, piece),
                    ];
                    match tables.codes_of(size, &pieces, turn).map(|codes| codes.dtm) {
                        Ok(Some(dtm)) if dtm != UNUSED => {
                            let code = usize::from(dtm);
                            assert!(code < alphabet.len(), "{name}: DTM code {code}");
                            if written {
                                text.push(char::from(alphabet[code]));
                            }
                            if turn == Color::White && dtm > longest.0 {
                                longest = (dtm, [white, black, at]);
                            }
                        }
                        _ if written => text.push(IMPOSSIBLE),
                        _ => {}
                    }
                }
            }
        }
    }
    let [white, black, at] = longest.1;
    let square = |index: usize| size.square_at(index).expect("a square of the board");
    let start = game
        .with_pieces(
            &[
                (square(white), king(Color::White)),
                (square(black), king(Color::Black)),
                (square(at), piece),
            ],
            Color::White,
        )
        .expect("the longest mate is a position");
    let [white, black] = codes;
    EndingData {
        name: name.to_string(),
        board,
        title,
        files: size.files(),
        ranks: size.ranks(),
        piece: piece.char(),
        start: start.to_string(),
        longest: longest.0 - 1,
        white,
        black,
    }
}
