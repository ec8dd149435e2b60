//! The rules of a whole game against python-chess: every position of the
//! random games `scripts/game_rules.py` played and recorded (its outcome
//! with and without claims, the fifty-move and threefold claims, threefold
//! repetition), replayed here by the same choice of moves.

use a1h8::{Outcome, Position};
use a1h8_game::History;

/// The games python-chess played, with its answers.
const GAMES: &str = include_str!("data/game-rules.tsv");

/// The random generator the script uses: splitmix64.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The script's letter of an outcome.
fn letter(outcome: Option<Outcome>) -> char {
    match outcome {
        None => '-',
        Some(Outcome::Checkmate { .. }) => 'c',
        Some(Outcome::Stalemate) => 's',
        Some(Outcome::InsufficientMaterial) => 'i',
        Some(Outcome::SeventyFiveMoves) => 'v',
        Some(Outcome::FivefoldRepetition) => 'f',
        Some(Outcome::FiftyMoves) => 'y',
        Some(Outcome::ThreefoldRepetition) => 't',
    }
}

/// What the script records of a position, computed by a1h8.
fn code(game: &History<Position>) -> String {
    let flag = |value: bool| if value { '1' } else { '0' };
    [
        letter(game.outcome()),
        letter(game.outcome_with_claims()),
        flag(game.can_claim_fifty_moves()),
        flag(game.can_claim_threefold_repetition()),
        flag(game.is_repetition(3)),
    ]
    .into_iter()
    .collect()
}

/// Replays one recorded game and returns the differences.
fn replay(line: &str) -> Vec<String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [start, seed, plies, final_fen, events] = fields[..] else {
        panic!("a line of five fields: {line}");
    };
    let start = match start.strip_prefix("960 ") {
        Some(fen) => Position::from_fen_960(fen),
        None => Position::from_fen(start),
    }
    .unwrap_or_else(|error| panic!("{start}: {error}"));
    let mut rng = SplitMix64(seed.parse().expect("seed"));
    let plies: usize = plies.parse().expect("plies");
    let expected: std::collections::HashMap<usize, &str> = events
        .split_whitespace()
        .map(|event| {
            let (ply, code) = event.split_once(':').expect("ply:code");
            (ply.parse().expect("ply"), code)
        })
        .collect();
    let limit = (rng.next() % 300 + 20) as usize;
    let mut game = History::new(start);
    let mut last: [Option<String>; 2] = [None, None];
    let mut differences = Vec::new();
    loop {
        let ply = game.len();
        let ours = code(&game);
        let theirs = expected.get(&ply).copied().unwrap_or("--000");
        if ours != theirs {
            differences.push(format!(
                "seed {seed} ply {ply} ({}): a1h8 {ours}, python-chess {theirs}",
                game.position()
            ));
        }
        if game.outcome().is_some() || ply >= limit {
            break;
        }
        let position = *game.position();
        let mut moves: Vec<(String, a1h8::Move)> = position
            .legal_moves()
            .iter()
            .map(|&mv| (mv.to_string(), mv))
            .collect();
        moves.sort();
        let side = position.turn().index();
        let back = last[side].as_ref().and_then(|previous| {
            let reverse = format!("{}{}", &previous[2..4], &previous[0..2]);
            moves.iter().find(|(uci, _)| *uci == reverse).cloned()
        });
        let chosen = match back {
            Some(back) if rng.next() % 100 < 40 => back,
            _ => moves[(rng.next() % moves.len() as u64) as usize].clone(),
        };
        last[side] = Some(chosen.0);
        game.push(chosen.1).expect("a legal move");
    }
    // Compared as positions: python-chess writes Chess960's castling
    // rights by `KQkq` for the outermost rooks, a1h8 by the rooks' files.
    let theirs = match game.start().is_chess960() {
        true => Position::from_fen_960(final_fen),
        false => Position::from_fen(final_fen),
    };
    if game.len() != plies || theirs.as_ref() != Ok(game.position()) {
        differences.push(format!(
            "seed {seed}: a1h8 ended after {} plies at {}, python-chess after {plies} at {final_fen}",
            game.len(),
            game.position()
        ));
    }
    differences
}

#[test]
fn every_position_of_ten_thousand_random_games_agrees_with_python_chess() {
    let mut games = 0;
    let mut positions = 0;
    let mut differences = Vec::new();
    let mut seen = [0usize; 7];
    for line in GAMES.lines() {
        games += 1;
        positions += line
            .split('\t')
            .nth(2)
            .and_then(|p| p.parse::<usize>().ok())
            .unwrap_or(0)
            + 1;
        for event in line.split('\t').nth(4).unwrap_or("").split_whitespace() {
            let code = event.split_once(':').map_or("", |(_, code)| code);
            for (index, outcome) in Outcome::ALL.iter().enumerate() {
                if code.starts_with(letter(Some(*outcome)))
                    || code[1..].starts_with(letter(Some(*outcome)))
                {
                    seen[index] += 1;
                }
            }
        }
        differences.extend(replay(line));
    }
    assert!(
        differences.is_empty(),
        "{} differences in {positions} positions:\n{}",
        differences.len(),
        differences[..differences.len().min(20)].join("\n")
    );
    assert!(games >= 10_000, "{games} games");
    // Every outcome occurs, so that none is compared only by its absence.
    assert!(
        seen.iter().all(|&count| count > 0),
        "outcomes seen: {seen:?}"
    );
}
