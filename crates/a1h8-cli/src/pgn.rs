//! `a1h8 pgn`: the games of a PGN file read, checked, and printed as a
//! listing, FENs, UCI lines or JSON.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use a1h8_game::pgn::{PgnGame, PgnReader, Tag};
use clap::Args;
use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::output::{Failure, Out, Outcome, count, describe, report};
use crate::picture::TextOrJsonOutput;

/// Read the games of a PGN file: check them, or print their final FEN, moves or JSON
///
/// Reads FILE (- for standard input) one game at a time, in constant memory whatever the
/// file's size: the tags, the SAN movetext with move numbers, comments, NAGs, variations
/// (skipped: the main line is read), % lines, [FEN]/[SetUp] and [Variant] (Chess960,
/// "Chess 960", Fischerandom, and a1h8's variants). A game with a fault (an illegal or
/// ambiguous move, a token that is no move, a bad tag, FEN or variant, an unterminated
/// comment) keeps its moves before the fault, and the next game is read.
///
/// By default prints one line a game, "N. White - Black: P plies, RESULT", or after the
/// plies "then line L, column C: <why>" for a game with a fault, and a summary line.
///
/// --fen prints each game's final position in FEN (for a game with a fault, the position
/// before it), --uci its main line in UCI on one line (the moves before the fault); a
/// fault is reported on standard error as "a1h8: game N: line L, column C: <why>".
///
/// --format json (or --json) prints one JSON object a game, one a line: {"game", "tags" (an
/// object, in the file's order), "uci", "fen", "result" (the movetext's, or null), "error"
/// (null, or "line L, column C: <why>")}.
///
/// Exit status: 0 every game was read whole; 1 some game had a fault (every game is still
/// printed), or the file could not be read to its end; 2 the command line was wrong or
/// FILE cannot be opened.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 pgn games.pgn\n  a1h8 pgn games.pgn --fen\n  cat games.pgn | a1h8 pgn - --uci\n  a1h8 pgn games.pgn --json | jq -c .error"
)]
pub struct PgnArgs {
    /// The PGN file, or - for standard input
    pub file: String,
    /// Print each game's final position in FEN
    #[arg(long, conflicts_with_all = ["uci", "json"])]
    pub fen: bool,
    /// Print each game's main line in UCI, on one line
    #[arg(long, conflicts_with = "json")]
    pub uci: bool,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

/// What is printed of each game.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Print {
    Listing,
    Fen,
    Uci,
    Json,
}

/// A game's tags as a JSON object, in their order (a name written twice
/// once, with its last value).
struct Tags<'a>(&'a [Tag]);

impl Serialize for Tags<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut names: Vec<&str> = Vec::new();
        for tag in self.0 {
            if !names.contains(&tag.name.as_str()) {
                names.push(&tag.name);
            }
        }
        let mut map = serializer.serialize_map(Some(names.len()))?;
        for name in names {
            let value = self.0.iter().rev().find(|tag| tag.name == name);
            map.serialize_entry(name, &value.map(|tag| tag.value.as_str()))?;
        }
        map.end()
    }
}

/// One game in JSON.
#[derive(serde::Serialize)]
struct GameJson<'a> {
    game: u64,
    tags: Tags<'a>,
    uci: Vec<String>,
    fen: String,
    result: Option<&'static str>,
    error: Option<String>,
}

/// Runs `a1h8 pgn`.
pub fn command(args: PgnArgs, out: &mut Out) -> Outcome {
    args.output.text_only("--fen", args.fen)?;
    args.output.text_only("--uci", args.uci)?;
    let print = if args.output.json() {
        Print::Json
    } else if args.fen {
        Print::Fen
    } else if args.uci {
        Print::Uci
    } else {
        Print::Listing
    };
    if args.file == "-" {
        read_games(io::stdin().lock(), "standard input", print, out)
    } else {
        let file = File::open(&args.file)
            .map_err(|e| Failure::Usage(format!("cannot read {}: {}", args.file, describe(&e))))?;
        read_games(BufReader::new(file), &args.file, print, out)
    }
}

/// Reads and prints every game of `input`.
fn read_games(input: impl BufRead, name: &str, print: Print, out: &mut Out) -> Outcome {
    let mut games = 0u64;
    let mut faulty = 0u64;
    for game in PgnReader::new(input) {
        let game = game.map_err(|e| {
            Failure::Input(format!(
                "game {}: cannot read {name}: {}",
                games + 1,
                describe(&e)
            ))
        })?;
        games += 1;
        faulty += u64::from(game.error.is_some());
        print_game(&game, games, print, out)?;
    }
    if print == Print::Listing {
        let whole = games - faulty;
        out.line(&format!(
            "{}: {whole} read whole, {faulty} with a fault",
            count(games as usize, "game")
        ))?;
    }
    if faulty > 0 {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}

fn print_game(game: &PgnGame<'_>, number: u64, print: Print, out: &mut Out) -> Outcome {
    let report_fault = || {
        if let Some(error) = &game.error {
            report(format!("game {number}: {error}"));
        }
    };
    match print {
        Print::Listing => {
            let player = |name| game.tag(name).unwrap_or("?");
            let mut line = format!(
                "{number}. {} - {}: {}",
                player("White"),
                player("Black"),
                count(game.moves.len(), "ply").replace("plys", "plies")
            );
            match &game.error {
                Some(error) => line.push_str(&format!(", then {error}")),
                None => {
                    let result = game.result.or(game.result_tag());
                    line.push_str(", ");
                    line.push_str(result.map_or("no result", |result| result.as_str()));
                }
            }
            out.line(&line)
        }
        Print::Fen => {
            out.line(&game.end.to_string())?;
            report_fault();
            Ok(())
        }
        Print::Uci => {
            out.line(&game.uci().join(" "))?;
            report_fault();
            Ok(())
        }
        Print::Json => out.json_line(&GameJson {
            game: number,
            tags: Tags(&game.tags),
            uci: game.uci(),
            fen: game.end.to_string(),
            result: game.result.map(|result| result.as_str()),
            error: game.error.as_ref().map(ToString::to_string),
        }),
    }
}
