//! Perft: a1h8 against shakmaty, cozy-chess and chess, single-threaded,
//! no hash, counting the last ply in bulk, on three published positions.

use std::path::Path;
use std::process::Command;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// A position, its depth and its published count.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// Its usual name.
    pub name: &'static str,
    /// The position.
    pub fen: &'static str,
    /// The depth counted.
    pub depth: u32,
    /// The published count.
    pub nodes: u64,
}

/// The start position to depth 6, "Kiwipete" to 5 and position 3 to 6.
pub const CASES: [Case; 3] = [
    Case {
        name: "start d6",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "kiwipete d5",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
    Case {
        name: "position 3 d6",
        fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        depth: 6,
        nodes: 11_030_083,
    },
];

/// Who made a contender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// a1h8, as a library call.
    Ours,
    /// a1h8's command-line tool, timed as a whole process.
    OurTool,
    /// Another library.
    Peer,
}

/// A perft implementation: its name, who made it, and the count of a FEN
/// to a depth.
pub struct Contender {
    /// The name in the table.
    pub name: &'static str,
    /// Who made it.
    pub origin: Origin,
    /// The perft count of the FEN at the depth.
    pub perft: fn(&str, u32) -> u64,
}

fn a1h8_perft(fen: &str, depth: u32) -> u64 {
    a1h8::perft(&a1h8::Position::from_fen(fen).expect("a valid FEN"), depth)
}

fn shakmaty_perft(fen: &str, depth: u32) -> u64 {
    let setup: shakmaty::fen::Fen = fen.parse().expect("a valid FEN");
    let position: shakmaty::Chess = setup
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("a legal position");
    shakmaty::perft(&position, depth)
}

/// Perft with cozy-chess's move generator, written here: the moves of each
/// piece come as a set; the last ply adds the sets' sizes.
fn cozy_count(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut total = 0;
    if depth == 1 {
        board.generate_moves(|piece_moves| {
            total += piece_moves.len() as u64;
            false
        });
        return total;
    }
    board.generate_moves(|piece_moves| {
        for mv in piece_moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            total += cozy_count(&child, depth - 1);
        }
        false
    });
    total
}

fn cozy_perft(fen: &str, depth: u32) -> u64 {
    let board = cozy_chess::Board::from_fen(fen, false).expect("a valid FEN");
    if depth == 0 {
        1
    } else {
        cozy_count(&board, depth)
    }
}

fn chess_perft(fen: &str, depth: u32) -> u64 {
    let board = chess::Board::from_str(fen).expect("a valid FEN");
    chess::MoveGen::movegen_perft_test(&board, depth as usize) as u64
}

/// The libraries compared.
pub fn contenders() -> Vec<Contender> {
    vec![
        Contender {
            name: "a1h8",
            origin: Origin::Ours,
            perft: a1h8_perft,
        },
        Contender {
            name: "shakmaty 0.30.1",
            origin: Origin::Peer,
            perft: shakmaty_perft,
        },
        Contender {
            name: "cozy-chess 0.3.4",
            origin: Origin::Peer,
            perft: cozy_perft,
        },
        Contender {
            name: "chess 3.2.0",
            origin: Origin::Peer,
            perft: chess_perft,
        },
    ]
}

/// One contender's best time per case.
pub struct Row {
    /// Its name.
    pub name: String,
    /// Who made it.
    pub origin: Origin,
    /// The best time of each case of [`CASES`].
    pub best: Vec<Duration>,
}

/// Times `perft` on every case, best of `rounds` (interleaved); fails if a
/// count is not the published one.
pub fn measure(rounds: usize, tool: Option<&Path>) -> Result<Vec<Row>, String> {
    let contenders = contenders();
    let mut rows: Vec<Row> = contenders
        .iter()
        .map(|c| Row {
            name: c.name.to_string(),
            origin: c.origin,
            best: vec![Duration::MAX; CASES.len()],
        })
        .collect();
    if tool.is_some() {
        rows.push(Row {
            name: "a1h8 perft --threads 1 (process)".to_string(),
            origin: Origin::OurTool,
            best: vec![Duration::MAX; CASES.len()],
        });
    }
    for _ in 0..rounds {
        for (i, case) in CASES.iter().enumerate() {
            for (contender, row) in contenders.iter().zip(&mut rows) {
                let start = Instant::now();
                let nodes = (contender.perft)(case.fen, case.depth);
                let time = start.elapsed();
                if nodes != case.nodes {
                    return Err(format!(
                        "{} counts {nodes} for {}, not {}",
                        contender.name, case.name, case.nodes
                    ));
                }
                row.best[i] = row.best[i].min(time);
            }
            if let Some(tool) = tool {
                let start = Instant::now();
                let output = Command::new(tool)
                    .args(["perft", "--threads", "1", "--json", "--fen", case.fen])
                    .args(["--depth", &case.depth.to_string()])
                    .output()
                    .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
                let time = start.elapsed();
                let text = String::from_utf8_lossy(&output.stdout);
                if !text.contains(&format!("\"nodes\":{}", case.nodes)) {
                    return Err(format!("{} printed {text}", tool.display()));
                }
                let row = rows.last_mut().expect("the tool's row");
                row.best[i] = row.best[i].min(time);
            }
        }
    }
    Ok(rows)
}

/// Million nodes per second of `case` in `time`.
fn mnps(case: &Case, time: Duration) -> f64 {
    case.nodes as f64 / time.as_secs_f64() / 1e6
}

/// The smallest ratio of a1h8's speed to the fastest peer's over the
/// cases (above 1: a1h8 is faster everywhere).
pub fn worst_ratio(rows: &[Row]) -> f64 {
    let ours = rows
        .iter()
        .find(|r| r.origin == Origin::Ours)
        .expect("a1h8 is measured");
    CASES
        .iter()
        .enumerate()
        .map(|(i, case)| {
            let peer = rows
                .iter()
                .filter(|r| r.origin == Origin::Peer)
                .map(|r| mnps(case, r.best[i]))
                .fold(0.0, f64::max);
            mnps(case, ours.best[i]) / peer
        })
        .fold(f64::INFINITY, f64::min)
}

/// The table: Mnps per contender and case, with the ratio to the fastest
/// peer in brackets (above 1: faster than every peer); then the worst
/// ratio of a1h8.
pub fn table(rows: &[Row]) -> String {
    let title = "Mnps (ratio to fastest peer)";
    let width = rows
        .iter()
        .map(|r| r.name.len())
        .max()
        .unwrap_or(0)
        .max(title.len());
    let mut out = format!("{title:width$}");
    for case in &CASES {
        out.push_str(&format!("  {:>16}", case.name));
    }
    out.push('\n');
    for row in rows {
        out.push_str(&format!("{:width$}", row.name));
        for (i, case) in CASES.iter().enumerate() {
            let peer = rows
                .iter()
                .filter(|r| r.origin == Origin::Peer)
                .map(|r| mnps(case, r.best[i]))
                .fold(0.0, f64::max);
            let speed = mnps(case, row.best[i]);
            out.push_str(&format!(
                "  {:>16}",
                format!("{speed:.1} ({:.2})", speed / peer)
            ));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "a1h8 against the fastest peer, worst case: {:.2} (above 1.00: faster everywhere)\n",
        worst_ratio(rows)
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_contender_counts_the_published_numbers_at_low_depth() {
        // Start d1, Kiwipete d1, position 3 d2.
        let shallow = [(1, 20), (1, 48), (2, 191)];
        for contender in contenders() {
            for (case, &(depth, expected)) in CASES.iter().zip(&shallow) {
                assert_eq!(
                    (contender.perft)(case.fen, depth),
                    expected,
                    "{} {}",
                    contender.name,
                    case.name
                );
            }
        }
    }
}
