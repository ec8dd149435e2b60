//! PGN reading: a1h8-game's [`PgnReader`] against python-chess's
//! `chess.pgn.read_game` over the same file, both from memory (the file
//! read once before the clock starts), best of a few rounds each, in
//! games per second.
//!
//! python-chess runs in a child `python3` (or `--python PATH`); without
//! it (or without the package `chess`) its row says so and the ratio is
//! left out.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use a1h8_game::PgnReader;

/// The 1,000 random games of a1h8-game's tests.
pub fn default_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../a1h8-game/tests/data/random.pgn")
}

/// python-chess's side: reads every game of the file `argv[1]` from
/// memory `argv[2]` times, and prints the games, plies and best seconds.
const PYTHON: &str = r#"
import io, sys, time
import chess.pgn
text = open(sys.argv[1], encoding="utf-8").read()
best = None
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    f = io.StringIO(text)
    games = plies = 0
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        games += 1
        plies += sum(1 for _ in game.mainline_moves())
    took = time.perf_counter() - start
    best = took if best is None else min(best, took)
print(games, plies, best, chess.__version__)
"#;

/// Games, plies and the best time of a1h8's reader over `text`.
fn a1h8_reads(text: &[u8], rounds: usize) -> (usize, usize, f64) {
    let mut best = f64::INFINITY;
    let (mut games, mut plies) = (0, 0);
    for _ in 0..rounds {
        let start = Instant::now();
        games = 0;
        plies = 0;
        for game in PgnReader::new(text) {
            let game = std::hint::black_box(game.expect("reading memory does not fail"));
            games += 1;
            plies += game.moves.len();
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    (games, plies, best)
}

/// The table: games per second of each reader, and a1h8's over
/// python-chess's.
///
/// # Errors
///
/// A file that cannot be read.
pub fn measure(file: &Path, rounds: usize, python: &str) -> Result<String, String> {
    let text = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let (games, plies, seconds) = a1h8_reads(&text, rounds);
    let ours = games as f64 / seconds;
    let mut table = format!(
        "pgn: {} ({games} games, {plies} plies of main line, {} KB), read from memory, best of {rounds} rounds\n\n\
         | reader | games/s | plies/s | vs python-chess |\n|---|---:|---:|---:|\n",
        file.display(),
        text.len() / 1024
    );
    let theirs = Command::new(python)
        .args(["-c", PYTHON])
        .arg(file)
        .arg(rounds.to_string())
        .output();
    let peer = match theirs {
        Ok(output) if output.status.success() => {
            let line = String::from_utf8_lossy(&output.stdout).trim().to_string();
            let fields: Vec<&str> = line.split_whitespace().collect();
            match fields.as_slice() {
                [their_games, their_plies, secs, version] => {
                    let secs: f64 = secs.parse().map_err(|_| format!("python printed {line}"))?;
                    let their_games: f64 = their_games.parse().unwrap_or(0.0);
                    let their_plies: f64 = their_plies.parse().unwrap_or(0.0);
                    Ok((
                        their_games / secs,
                        their_plies / secs,
                        version.to_string(),
                        their_games,
                    ))
                }
                _ => Err(format!("python-chess printed {line:?}")),
            }
        }
        Ok(output) => Err(format!(
            "python-chess skipped: {python} could not import chess.pgn (pip install chess): {}",
            String::from_utf8_lossy(&output.stderr)
                .lines()
                .last()
                .unwrap_or("")
        )),
        Err(e) => Err(format!("python-chess skipped: cannot run {python}: {e}")),
    };
    match peer {
        Ok((their_rate, their_plies, version, their_games)) => {
            table.push_str(&format!(
                "| a1h8-game | {ours:.0} | {:.0} | {:.1}x |\n| python-chess {version} | {their_rate:.0} | {their_plies:.0} | 1.0x |\n",
                plies as f64 / seconds,
                ours / their_rate
            ));
            if their_games as usize != games {
                table.push_str(&format!(
                    "\nnote: python-chess read {their_games} games, a1h8 {games}\n"
                ));
            }
        }
        Err(why) => {
            table.push_str(&format!(
                "| a1h8-game | {ours:.0} | {:.0} | - |\n\n{why}\n",
                plies as f64 / seconds
            ));
        }
    }
    Ok(table)
}
