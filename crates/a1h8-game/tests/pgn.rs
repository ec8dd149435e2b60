//! The PGN reader and writer against python-chess: the games of
//! `tests/data/`, written by `scripts/pgn_games.py`, read by both, and
//! a1h8's reader fed broken and mutated input.

use std::fs;
use std::path::PathBuf;

use a1h8::{AnyGame, Game};
use a1h8_game::pgn::{Limits, Location, PgnErrorKind, PgnGame, PgnReader};

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read_all(text: &str) -> Vec<PgnGame<'static>> {
    PgnReader::new(text.as_bytes())
        .map(|game| game.expect("reading from memory never fails"))
        .collect()
}

/// A row of a `.tsv` of python-chess's readings.
struct Oracle {
    result: String,
    fen: String,
    uci: Vec<String>,
    errors: String,
}

fn oracle(name: &str) -> Vec<Oracle> {
    data(name)
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            Oracle {
                result: fields[1].to_string(),
                fen: fields[2].to_string(),
                uci: fields[3].split_whitespace().map(String::from).collect(),
                errors: fields.get(4).unwrap_or(&"-").to_string(),
            }
        })
        .collect()
}

/// The line and column of the first `needle` after `after` in `text`.
fn locate(text: &str, after: &str, needle: &str) -> Location {
    let start = text.find(after).expect("the marker is in the file");
    let at = start + text[start..].find(needle).expect("the needle follows");
    let before = &text[..at];
    let line = before.matches('\n').count() as u64 + 1;
    let column = before[before.rfind('\n').map_or(0, |n| n + 1)..]
        .chars()
        .count() as u64
        + 1;
    Location { line, column }
}

/// Every move of the game is legal, and replayed from the start gives its
/// final position.
fn check_consistent(game: &PgnGame<'_>) {
    let mut position = game.start;
    for played in &game.moves {
        assert!(position.is_legal(played.mv), "{played:?}");
        assert_eq!(position.san(played.mv), played.san);
        position = position.play_unchecked(played.mv);
    }
    assert_eq!(position, game.end);
}

/// The game's final position is the one python-chess's FEN describes.
/// Chess960's castling rights are compared as positions: python-chess
/// writes a right to castle with the outermost rook `K`/`Q`/`k`/`q`
/// (X-FEN), a1h8 names the rook's file (`H`/`a`, Shredder-FEN); both
/// read either.
fn same_position(game: &PgnGame<'_>, fen: &str, index: usize) {
    if game.rules() == a1h8::Rules::Chess960 {
        let theirs = a1h8::Rules::Chess960
            .from_fen(fen)
            .expect("python-chess's FEN");
        assert_eq!(game.end, theirs, "game {index}: {} vs {fen}", game.end);
    } else {
        assert_eq!(game.end.to_string(), fen, "game {index}");
    }
}

#[test]
fn a_thousand_random_games_read_as_python_chess_reads_them() {
    let text = data("random.pgn");
    let games = read_all(&text);
    let expected = oracle("random.tsv");
    assert_eq!(games.len(), 1000);
    assert_eq!(games.len(), expected.len());
    let mut chess960 = 0;
    let mut from_fen = 0;
    let mut variations = 0;
    let mut promotions = 0;
    for (index, (game, python)) in games.iter().zip(&expected).enumerate() {
        assert_eq!(game.error, None, "game {index}");
        assert_eq!(game.uci(), python.uci, "game {index}");
        same_position(game, &python.fen, index);
        assert_eq!(
            game.tag("Result"),
            Some(python.result.as_str()),
            "game {index}"
        );
        assert_eq!(
            game.result.map(|r| r.as_str()),
            Some(python.result.as_str())
        );
        check_consistent(game);
        chess960 += usize::from(game.rules().name() == "chess960");
        from_fen += usize::from(game.tag("FEN").is_some());
        variations += game.moves.iter().map(|m| m.variations.len()).sum::<usize>();
        promotions += python.uci.iter().filter(|uci| uci.len() == 5).count();
    }
    // The file holds what the test is for.
    assert!(chess960 >= 100, "{chess960} Chess960 games");
    assert!(from_fen >= 300, "{from_fen} games from a FEN");
    assert!(variations >= 50, "{variations} variations");
    assert!(promotions >= 50, "{promotions} promotions");
}

#[test]
fn the_writer_writes_the_random_games_as_python_chess_exports_them() {
    let text = data("random.pgn");
    let games = read_all(&text);
    let written: String = games.iter().map(|game| format!("{game}\n\n")).collect();
    if written != text {
        let theirs: Vec<&str> = text.split("\n\n[Event").collect();
        let ours: Vec<&str> = written.split("\n\n[Event").collect();
        for (index, (ours, theirs)) in ours.iter().zip(&theirs).enumerate() {
            assert_eq!(ours, theirs, "game {index}");
        }
        assert_eq!(ours.len(), theirs.len());
    }
    // And what it writes reads back as the same games.
    assert_eq!(read_all(&written), games);
}

/// The games of `hand.pgn` on which a1h8's reader differs from
/// python-chess's on purpose, by index: a1h8 reports as an error what
/// python-chess reads past, and keeps the moves before it.
fn differs_on_purpose(index: usize) -> Option<&'static str> {
    match index {
        10 => Some("python-chess skips the junk token Xx3 silently; a1h8 stops there"),
        11 => Some("python-chess ignores a tag it cannot read; a1h8 reports it"),
        13 => Some("python-chess plays Atomic; a1h8 does not know it"),
        15 => Some("python-chess drops an unterminated comment silently; a1h8 reports it"),
        _ => None,
    }
}

#[test]
fn the_hand_written_games_read_as_python_chess_reads_them() {
    let text = data("hand.pgn");
    let games = read_all(&text);
    let expected = oracle("hand.tsv");
    assert_eq!(games.len(), expected.len());
    assert_eq!(games.len(), 16);
    for (index, (game, python)) in games.iter().zip(&expected).enumerate() {
        check_consistent(game);
        let ours = game.uci();
        if let Some(why) = differs_on_purpose(index) {
            assert!(game.error.is_some(), "game {index}: {why}");
            assert_eq!(python.errors, "-", "game {index}");
            assert!(python.uci.starts_with(&ours), "game {index}: {why}");
            continue;
        }
        assert_eq!(ours, python.uci, "game {index}");
        assert_eq!(game.error.is_some(), python.errors != "-", "game {index}");
        if python.fen != "-" {
            same_position(game, &python.fen, index);
        }
    }
    let error_at = |index: usize| games[index].error.clone().expect("an error");
    let illegal = error_at(8);
    assert_eq!(
        illegal.location,
        locate(&text, "broken: an illegal move", "Nf6")
    );
    assert!(matches!(illegal.kind, PgnErrorKind::IllegalMove { .. }));
    assert_eq!(
        illegal.to_string(),
        format!(
            "{}: illegal move Nf6: no legal move matches Nf6, in \
             rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            illegal.location
        )
    );
    let ambiguous = error_at(9);
    assert_eq!(
        ambiguous.location,
        locate(&text, "an ambiguous move", "Nc3")
    );
    assert!(ambiguous.to_string().contains("ambiguous move Nc3: "));
    let junk = error_at(10);
    assert_eq!(junk.location, locate(&text, "a junk token", "Xx3"));
    assert!(matches!(junk.kind, PgnErrorKind::NotAMove { .. }));
    assert_eq!(games[10].uci(), ["d2d4", "d7d5", "c2c4"]);
    let tag = error_at(11);
    assert_eq!(tag.location, locate(&text, "broken: a bad tag", "[Site"));
    assert!(matches!(tag.kind, PgnErrorKind::BadTag { .. }));
    let fen = error_at(12);
    assert_eq!(fen.location, locate(&text, "broken: a bad FEN", "[FEN"));
    assert!(matches!(fen.kind, PgnErrorKind::BadFen { .. }));
    assert!(games[12].moves.is_empty());
    let variant = error_at(13);
    assert_eq!(
        variant.location,
        locate(&text, "an unknown variant", "[Variant")
    );
    assert_eq!(
        variant.to_string().split(": ").nth(1),
        Some("unknown variant \"Atomic\"")
    );
    let comment = error_at(15);
    assert_eq!(
        comment.location,
        locate(&text, "an unterminated comment", "{")
    );
    assert_eq!(games[15].uci(), ["e2e4", "e7e5"]);

    // What the reader keeps beside the moves.
    let opera = &games[0];
    assert_eq!(opera.tag("White"), Some("Morphy, Paul"));
    assert_eq!(opera.comments, ["The Opera Game."]);
    assert_eq!(opera.moves[5].written, "Bg4");
    assert_eq!(opera.moves[5].nags.len(), 1);
    assert_eq!(opera.moves[5].comments, ["Weak;"]);
    assert_eq!(
        opera.moves[5].variations,
        ["3... exd4 4. Nxd4 Nf6 ( 4... g6 { the fianchetto } ( 4... Nc6 ) )"]
    );
    assert_eq!(opera.moves[30].written, "Qb8+");
    assert_eq!(opera.moves[30].nags.len(), 2);
    assert!(opera.end.is_checkmate());
    assert_eq!(games[1].comments, ["The Immortal Game"]);
    assert_eq!(games[3].rules().name(), "chess960");
    assert_eq!(games[4].rules().name(), "chess960");
    assert_eq!(games[7].moves[0].nags.len(), 2);
    assert_eq!(games[7].moves[0].comments, ["A", "B"]);
}

#[test]
fn what_the_writer_writes_of_the_hand_written_games_reads_back_the_same() {
    for game in read_all(&data("hand.pgn")) {
        if game.error.is_some() {
            continue;
        }
        let written = game.to_string();
        let again = read_all(&written);
        assert_eq!(again.len(), 1, "{written}");
        let again = &again[0];
        assert_eq!(again.error, None, "{written}");
        assert_eq!(again.uci(), game.uci());
        assert_eq!(again.end, game.end);
        assert_eq!(again.comments, game.comments);
        for (theirs, ours) in again.moves.iter().zip(&game.moves) {
            assert_eq!(theirs.nags, ours.nags);
            assert_eq!(theirs.comments, ours.comments);
            assert_eq!(theirs.variations, ours.variations);
        }
        assert_eq!(again.to_string(), written);
        for line in written.lines().skip_while(|line| line.starts_with('[')) {
            assert!(
                line.chars().count() <= 80 || !line.contains(' ') || line.starts_with('{'),
                "{line}"
            );
        }
    }
}

#[test]
fn a_built_game_of_any_rules_round_trips() {
    for name in ["chess", "chess960", "capablanca", "gardner"] {
        let start = a1h8::Rules::named(name).unwrap().start().unwrap();
        let mut game = PgnGame::new(start);
        game.set_tag("White", "Tab\t\"quoted\" \\ back");
        let mut seed = 7u64;
        for _ in 0..60 {
            let moves = game.end.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = moves[(seed >> 33) as usize % moves.len()];
            game.push(mv).unwrap();
        }
        let written = game.to_string();
        let again = read_all(&written);
        assert_eq!(again.len(), 1);
        assert_eq!(again[0].error, None, "{name}: {written}");
        assert_eq!(again[0].uci(), game.uci(), "{name}");
        assert_eq!(again[0].end, game.end, "{name}");
        assert_eq!(again[0].tag("White"), game.tag("White"));
        assert_eq!(again[0].to_string(), written, "{name}");
    }
}

/// A small deterministic generator of numbers (the tests are repeatable).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn mutated_and_truncated_input_never_panics() {
    let hand = data("hand.pgn");
    let random = data("random.pgn");
    let seed_text = format!("{hand}\n{}", &random[..20_000]);
    let bytes = seed_text.as_bytes();
    let mut rng = Lcg(1);
    let special = b"{}()[]\";$!?*%\n\\.-+#=O0123456789abcdefghNBRQKxP \xff\xc3";
    let limits = Limits {
        token_bytes: 16,
        text_bytes: 64,
        variation_bytes: 128,
        moves: 40,
        tags: 8,
    };
    let mut games = 0;
    let mut errors = 0;
    for round in 0..300 {
        let start = rng.below(bytes.len());
        let end = (start + rng.below(3000)).min(bytes.len());
        let mut input = bytes[start..end].to_vec();
        for _ in 0..rng.below(20) {
            let at = rng.below(input.len() + 1);
            match rng.below(3) {
                0 if at < input.len() => {
                    input.remove(at);
                }
                1 if at < input.len() => input[at] = special[rng.below(special.len())],
                _ => input.insert(at, special[rng.below(special.len())]),
            }
        }
        if round % 3 == 0 {
            input = (0..rng.below(500))
                .map(|_| special[rng.below(special.len())])
                .collect();
        }
        for limits in [Limits::default(), limits] {
            for game in PgnReader::with_limits(&input[..], limits) {
                let game = game.unwrap();
                check_consistent(&game);
                assert!(game.moves.len() <= limits.moves);
                games += 1;
                errors += usize::from(game.error.is_some());
                if let Some(error) = &game.error {
                    assert!(error.location.line >= 1 && error.location.column >= 1);
                }
                let _ = game.to_string();
            }
        }
    }
    assert!(
        games > 1000 && errors > 100,
        "{games} games, {errors} errors"
    );
}

#[test]
fn every_truncation_and_random_bytes_read_without_panic() {
    let hand = data("hand.pgn");
    let bytes = hand.as_bytes();
    let mut faults = 0;
    for end in 0..=bytes.len() {
        for game in PgnReader::new(&bytes[..end]) {
            let game = game.unwrap();
            check_consistent(&game);
            faults += usize::from(game.error.is_some());
        }
    }
    // Cut inside a comment, a tag or a move, the games have faults.
    assert!(faults > bytes.len(), "{faults}");
    let mut rng = Lcg(99);
    for _ in 0..2000 {
        let input: Vec<u8> = (0..rng.below(200)).map(|_| rng.below(256) as u8).collect();
        for game in PgnReader::new(&input[..]) {
            check_consistent(&game.unwrap());
        }
    }
}

#[test]
fn limits_bound_what_one_game_holds() {
    let long_token = format!("1. e4 {} e5 *\n\n1. d4 *\n", "x".repeat(100_000));
    let games = read_all(&long_token);
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].error.as_ref().map(|e| &e.kind),
        Some(&PgnErrorKind::TooLong {
            what: "token",
            limit: 255
        })
    );
    assert_eq!(games[0].uci(), ["e2e4"]);
    assert_eq!(games[1].uci(), ["d2d4"]);

    let shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(50);
    let limits = Limits {
        moves: 100,
        ..Limits::default()
    };
    let game = PgnReader::with_limits(format!("{shuffle} 1. e4 *").as_bytes(), limits)
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(game.moves.len(), 100);
    assert_eq!(
        game.error.map(|e| e.kind),
        Some(PgnErrorKind::TooMany {
            what: "moves",
            limit: 100
        })
    );
    let comment = format!("{{{}}} 1. e4 *", "c".repeat(2 << 20));
    let game = read_all(&comment).remove(0);
    assert!(matches!(
        game.error.map(|e| e.kind),
        Some(PgnErrorKind::TooLong {
            what: "comment",
            ..
        })
    ));
}

#[test]
fn games_are_split_at_results_and_at_tags_after_movetext() {
    let text = "1. e4 e5\n[Event \"b\"]\n1. d4 *\n{ after } 1. c4 ( 1. Nf3 ) 1-0 e4";
    let games = read_all(text);
    assert_eq!(games.len(), 4);
    assert_eq!(games[0].uci(), ["e2e4", "e7e5"]);
    assert_eq!(games[0].result, None);
    assert_eq!(games[1].tag("Event"), Some("b"));
    assert_eq!(games[2].comments, ["after"]);
    assert_eq!(games[2].moves[0].variations, ["1. Nf3"]);
    assert!(games[2].error.is_none());
    // The trailing `e4` is a game of its own.
    assert_eq!(games[3].uci(), ["e2e4"]);
    // Comments before a game's tags belong to no game (python-chess drops
    // them after a result); before the moves of a game without tags, to it.
    let games =
        read_all("1. e4 *\n{ trailing }\n\n[Event \"b\"]\n1. d4 *\n{ intro } 1. c4 *\n{ end }");
    assert_eq!(games.len(), 3);
    assert_eq!(games[1].tag("Event"), Some("b"));
    assert!(games[1].comments.is_empty());
    assert_eq!(games[2].comments, ["intro"]);
    let games = read_all(&"{ nothing }\n".repeat(1000));
    assert!(games.is_empty());
    let games = read_all("1. e4 ( e5 *");
    assert_eq!(
        games[0].error.as_ref().map(|e| &e.kind),
        Some(&PgnErrorKind::UnterminatedVariation)
    );
    let games = read_all("e4 ) e5");
    assert_eq!(
        games[0].error.as_ref().map(|e| (e.location, &e.kind)),
        Some((
            Location { line: 1, column: 4 },
            &PgnErrorKind::UnmatchedParenthesis
        ))
    );
    assert!(matches!(games[0].start, AnyGame::Chess(_)));
}

/// python-chess's export of the games of `hand.pgn` it reads without
/// error, by their index in `hand.pgn`.
fn python_exports() -> Vec<(usize, String)> {
    let text = data("hand_export.pgn");
    text.split("; game ")
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (index, game) = part.split_once('\n').expect("a game after its number");
            let game = game
                .strip_suffix("\n\n")
                .expect("a blank line after each game");
            (index.parse().expect("a game's index"), game.to_string())
        })
        .collect()
}

/// The games of `hand.pgn` that a1h8's writer writes otherwise than
/// python-chess's exporter, on purpose, by index.
fn written_otherwise(index: usize) -> Option<&'static str> {
    match index {
        0 => Some(
            "a1h8 keeps a variation as written, `( 4... g6 ( 4... Nc6 ) )`; python-chess \
             writes the same tree as siblings, `( 4... g6 ) ( 4... Nc6 )`",
        ),
        1 => Some("python-chess drops a `;` comment before the first move; a1h8 keeps it"),
        7 => Some(
            "python-chess joins two comments after a move into one, `{ A B }`; a1h8 keeps \
             both; and the nested variations, as in game 0",
        ),
        _ => differs_on_purpose(index),
    }
}

#[test]
fn the_writer_writes_the_hand_written_games_as_python_chess_exports_them() {
    let games = read_all(&data("hand.pgn"));
    let exports = python_exports();
    assert_eq!(exports.len(), 13);
    let mut same = 0;
    for (index, theirs) in exports {
        let ours = games[index].to_string();
        match written_otherwise(index) {
            None => {
                assert_eq!(ours, theirs, "game {index}");
                same += 1;
            }
            Some(why) if differs_on_purpose(index).is_none() => {
                assert_ne!(ours, theirs, "game {index} is written the same: {why}");
                // The same game all the same: its moves, and python-chess's
                // text read back by a1h8.
                let read_back = &read_all(&theirs)[0];
                assert_eq!(read_back.error, None);
                assert_eq!(read_back.uci(), games[index].uci(), "game {index}");
            }
            Some(_) => {}
        }
    }
    assert_eq!(same, 6);
}
