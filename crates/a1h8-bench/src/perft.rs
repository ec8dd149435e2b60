//! Perft: a1h8 against shakmaty, cozy-chess and chess, single-threaded,
//! no hash, counting the last ply in bulk, on three published positions.
//!
//! The positions, their published counts and the measurement (best of
//! interleaved rounds, every count checked) are shared with
//! [`play`](crate::play), which counts the same positions without bulk.

use std::fmt;
use std::path::Path;
use std::process::Command;
#[cfg(feature = "peers")]
use std::str::FromStr;
use std::time::{Duration, Instant};

/// A published position and its perft counts, by depth.
#[derive(Debug)]
pub struct Published {
    /// Its usual name.
    pub name: &'static str,
    /// The position.
    pub fen: &'static str,
    /// The published perft count of each depth, from depth 0.
    pub counts: &'static [u64],
}

/// The start position, to depth 7.
pub const START: Published = Published {
    name: "start",
    fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    counts: &[
        1,
        20,
        400,
        8_902,
        197_281,
        4_865_609,
        119_060_324,
        3_195_901_860,
    ],
};

/// "Kiwipete", the position of many castlings, pins and promotions, to
/// depth 5.
pub const KIWIPETE: Published = Published {
    name: "kiwipete",
    fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    counts: &[1, 48, 2_039, 97_862, 4_085_603, 193_690_690],
};

/// Position 3 of the Chess Programming Wiki, the endgame of en passant
/// pins and checks, to depth 7.
pub const POSITION_3: Published = Published {
    name: "position 3",
    fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    counts: &[1, 14, 191, 2_812, 43_238, 674_624, 11_030_083, 178_633_661],
};

/// A published position counted to a depth.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// The position.
    pub position: &'static Published,
    /// The depth counted.
    pub depth: u32,
}

impl Case {
    /// `position` to `depth`, which must have a published count.
    pub const fn new(position: &'static Published, depth: u32) -> Case {
        assert!(
            (depth as usize) < position.counts.len(),
            "no published count"
        );
        Case { position, depth }
    }

    /// The position's FEN.
    pub fn fen(&self) -> &'static str {
        self.position.fen
    }

    /// The published count.
    pub fn nodes(&self) -> u64 {
        self.position.counts[self.depth as usize]
    }

    /// The same position one ply shallower (depth 0 stays 0).
    pub fn shallower(&self) -> Case {
        Case::new(self.position, self.depth.saturating_sub(1))
    }
}

/// The name and the depth, as the tables head their columns: `start d7`.
impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} d{}", self.position.name, self.depth)
    }
}

/// The issue's cases: the start position to depth 7 (3,195,901,860
/// nodes), Kiwipete to 5 (193,690,690) and position 3 to 7 (178,633,661).
pub const CASES: [Case; 3] = [
    Case::new(&START, 7),
    Case::new(&KIWIPETE, 5),
    Case::new(&POSITION_3, 7),
];

/// `--quick`: [`CASES`] with one ply less for the start position and
/// position 3 (119,060,324 and 11,030,083 nodes), Kiwipete still to 5.
pub const QUICK_CASES: [Case; 3] = [
    Case::new(&START, 6),
    Case::new(&KIWIPETE, 5),
    Case::new(&POSITION_3, 6),
];

/// [`QUICK_CASES`] if `quick`, else [`CASES`].
pub fn cases(quick: bool) -> [Case; 3] {
    if quick { QUICK_CASES } else { CASES }
}

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

/// A way to count the positions of a FEN to a depth: its name, who made
/// it, and the count.
pub struct Contender {
    /// The name in the table.
    pub name: &'static str,
    /// Who made it.
    pub origin: Origin,
    /// The count of the FEN at the depth.
    pub count: fn(&str, u32) -> u64,
}

/// cozy-chess's name in the tables, which [`cozy_chess_ratios`] looks for.
pub const COZY_CHESS: &str = "cozy-chess 0.3.4";

fn a1h8_perft(fen: &str, depth: u32) -> u64 {
    a1h8::perft(&a1h8::Position::from_fen(fen).expect("a valid FEN"), depth)
}

#[cfg(feature = "peers")]
fn shakmaty_perft(fen: &str, depth: u32) -> u64 {
    let setup: shakmaty::fen::Fen = fen.parse().expect("a valid FEN");
    let position: shakmaty::Chess = setup
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("a legal position");
    shakmaty::perft(&position, depth)
}

#[cfg(feature = "peers")]
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

#[cfg(feature = "peers")]
fn cozy_perft(fen: &str, depth: u32) -> u64 {
    let board = cozy_chess::Board::from_fen(fen, false).expect("a valid FEN");
    if depth == 0 {
        1
    } else {
        cozy_count(&board, depth)
    }
}

#[cfg(feature = "peers")]
fn chess_perft(fen: &str, depth: u32) -> u64 {
    let board = chess::Board::from_str(fen).expect("a valid FEN");
    chess::MoveGen::movegen_perft_test(&board, depth as usize) as u64
}

/// The libraries compared: a1h8, and with the feature `peers` shakmaty,
/// cozy-chess and chess.
pub fn contenders() -> Vec<Contender> {
    #[allow(unused_mut)] // Without the feature `peers`: a1h8 alone.
    let mut all = vec![Contender {
        name: "a1h8",
        origin: Origin::Ours,
        count: a1h8_perft,
    }];
    #[cfg(feature = "peers")]
    all.extend([
        Contender {
            name: "shakmaty 0.30.1",
            origin: Origin::Peer,
            count: shakmaty_perft,
        },
        Contender {
            name: COZY_CHESS,
            origin: Origin::Peer,
            count: cozy_perft,
        },
        Contender {
            name: "chess 3.2.0",
            origin: Origin::Peer,
            count: chess_perft,
        },
    ]);
    all
}

/// One contender's best time per case.
pub struct Row {
    /// Its name.
    pub name: String,
    /// Who made it.
    pub origin: Origin,
    /// The best time of each case measured, in their order.
    pub best: Vec<Duration>,
}

/// Times perft on every case, best of `rounds` (interleaved), with
/// a1h8's command-line tool too if `tool` is given; fails if a count is
/// not the published one.
pub fn measure(cases: &[Case], rounds: usize, tool: Option<&Path>) -> Result<Vec<Row>, String> {
    measure_contenders(&contenders(), cases, rounds, tool)
}

/// Times every contender on every case, best of `rounds` (interleaved: a
/// round runs each case once with each contender), and `tool` (a1h8's
/// command-line tool, `perft --threads 1`) if given; fails if a count is
/// not the published one.
pub fn measure_contenders(
    contenders: &[Contender],
    cases: &[Case],
    rounds: usize,
    tool: Option<&Path>,
) -> Result<Vec<Row>, String> {
    let mut rows: Vec<Row> = contenders
        .iter()
        .map(|c| Row {
            name: c.name.to_string(),
            origin: c.origin,
            best: vec![Duration::MAX; cases.len()],
        })
        .collect();
    if tool.is_some() {
        rows.push(Row {
            name: "a1h8 perft --threads 1 (process)".to_string(),
            origin: Origin::OurTool,
            best: vec![Duration::MAX; cases.len()],
        });
    }
    for _ in 0..rounds {
        for (i, case) in cases.iter().enumerate() {
            for (contender, row) in contenders.iter().zip(&mut rows) {
                let start = Instant::now();
                let nodes = (contender.count)(case.fen(), case.depth);
                let time = start.elapsed();
                if nodes != case.nodes() {
                    return Err(format!(
                        "{} counts {nodes} for {case}, not {}",
                        contender.name,
                        case.nodes()
                    ));
                }
                row.best[i] = row.best[i].min(time);
            }
            if let Some(tool) = tool {
                let start = Instant::now();
                let output = Command::new(tool)
                    .args(["perft", "--threads", "1", "--json", "--fen", case.fen()])
                    .args(["--depth", &case.depth.to_string()])
                    .output()
                    .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
                let time = start.elapsed();
                let text = String::from_utf8_lossy(&output.stdout);
                if !text.contains(&format!("\"nodes\":{}", case.nodes())) {
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
    case.nodes() as f64 / time.as_secs_f64() / 1e6
}

/// a1h8's row (the library's, not the tool's).
fn ours(rows: &[Row]) -> &Row {
    rows.iter()
        .find(|r| r.origin == Origin::Ours)
        .expect("a1h8 is measured")
}

/// The speed of the fastest peer on the `i`th case.
fn fastest_peer(rows: &[Row], cases: &[Case], i: usize) -> f64 {
    rows.iter()
        .filter(|r| r.origin == Origin::Peer)
        .map(|r| mnps(&cases[i], r.best[i]))
        .fold(0.0, f64::max)
}

/// The ratio of a1h8's speed to the fastest peer's on each case (above 1:
/// a1h8 is faster).
pub fn peer_ratios(rows: &[Row], cases: &[Case]) -> Vec<f64> {
    let ours = ours(rows);
    (0..cases.len())
        .map(|i| mnps(&cases[i], ours.best[i]) / fastest_peer(rows, cases, i))
        .collect()
}

/// The ratio of a1h8's speed to cozy-chess's on each case (above 1: a1h8
/// is faster), if cozy-chess was measured.
pub fn cozy_chess_ratios(rows: &[Row]) -> Option<Vec<f64>> {
    let ours = ours(rows);
    let cozy = rows.iter().find(|r| r.name == COZY_CHESS)?;
    // Same nodes: the ratio of the speeds is the inverse one of the times.
    Some(
        cozy.best
            .iter()
            .zip(&ours.best)
            .map(|(theirs, ours)| theirs.as_secs_f64() / ours.as_secs_f64())
            .collect(),
    )
}

/// The smallest ratio of a1h8's speed to the fastest peer's over the
/// cases (above 1: a1h8 is faster everywhere).
pub fn worst_ratio(rows: &[Row], cases: &[Case]) -> f64 {
    peer_ratios(rows, cases)
        .into_iter()
        .fold(f64::INFINITY, f64::min)
}

/// The table: Mnps per contender and case, with the ratio to the fastest
/// peer in brackets (above 1: faster than every peer); then the worst
/// ratio of a1h8.
pub fn table(rows: &[Row], cases: &[Case]) -> String {
    let title = "Mnps (ratio to fastest peer)";
    let width = rows
        .iter()
        .map(|r| r.name.len())
        .max()
        .unwrap_or(0)
        .max(title.len());
    let mut out = format!("{title:width$}");
    for case in cases {
        out.push_str(&format!("  {:>16}", case.to_string()));
    }
    out.push('\n');
    for row in rows {
        out.push_str(&format!("{:width$}", row.name));
        for (i, case) in cases.iter().enumerate() {
            let speed = mnps(case, row.best[i]);
            out.push_str(&format!(
                "  {:>16}",
                format!("{speed:.1} ({:.2})", speed / fastest_peer(rows, cases, i))
            ));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "a1h8 against the fastest peer, worst case: {:.2} (above 1.00: faster everywhere)\n",
        worst_ratio(rows, cases)
    ));
    out
}

/// Whom the issue's targets compare a1h8 with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against {
    /// cozy-chess, in its fastest configuration (PEXT, BMI2 build).
    CozyChess,
    /// The fastest peer of each case.
    FastestPeer,
}

/// The issue's targets for a1h8's perft on [`CASES`]: its speed over
/// another's, case by case.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Targets {
    /// Whom a1h8 is compared with.
    pub against: Against,
    /// The ratio asked on each case of [`CASES`].
    pub ratios: [f64; 3],
}

impl Targets {
    /// The targets of a build with BMI2 (`bmi2`: 2.2, 2.3 and 2.5 times
    /// cozy-chess) or without (1.5 times the fastest peer on each case).
    pub fn for_build(bmi2: bool) -> Targets {
        if bmi2 {
            Targets {
                against: Against::CozyChess,
                ratios: [2.2, 2.3, 2.5],
            }
        } else {
            Targets {
                against: Against::FastestPeer,
                ratios: [1.5; 3],
            }
        }
    }

    /// The targets of this build, as `cfg!(target_feature = "bmi2")` says.
    pub fn of_this_build() -> Targets {
        Targets::for_build(cfg!(target_feature = "bmi2"))
    }

    /// Whether every ratio of `measured` reaches its target.
    pub fn met_by(&self, measured: &[f64]) -> bool {
        measured.len() == self.ratios.len()
            && measured.iter().zip(&self.ratios).all(|(m, t)| m >= t)
    }
}

/// The lines after the perft table: a1h8's speed over cozy-chess's and
/// over the fastest peer's on each case, the issue's `targets` beside the
/// ratios they concern, met or not:
///
/// ```text
/// a1h8 / cozy-chess: 1.64 1.45 1.05 (targets 2.20 2.30 2.50: not met)
/// a1h8 / fastest peer: 1.31 1.20 1.02
/// ```
///
/// The targets are set on [`CASES`]; on other cases (`--quick`) the lines
/// say so.
pub fn target_lines(rows: &[Row], cases: &[Case], targets: &Targets) -> String {
    let numbers = |ratios: &[f64]| {
        ratios
            .iter()
            .map(|r| format!("{r:.2}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let verdict = |ratios: &[f64]| {
        let met = if targets.met_by(ratios) {
            "met"
        } else {
            "not met"
        };
        let depths = if cases
            .iter()
            .map(|c| c.depth)
            .eq(CASES.iter().map(|c| c.depth))
        {
            String::new()
        } else {
            let full: Vec<String> = CASES.iter().map(Case::to_string).collect();
            format!(", set for {}", full.join(", "))
        };
        format!(" (targets {}: {met}{depths})", numbers(&targets.ratios))
    };
    let mut out = String::new();
    if let Some(cozy) = cozy_chess_ratios(rows) {
        let beside = match targets.against {
            Against::CozyChess => verdict(&cozy),
            Against::FastestPeer => String::new(),
        };
        out.push_str(&format!("a1h8 / cozy-chess: {}{beside}\n", numbers(&cozy)));
    }
    let peers = peer_ratios(rows, cases);
    let beside = match targets.against {
        Against::FastestPeer => verdict(&peers),
        Against::CozyChess => String::new(),
    };
    out.push_str(&format!(
        "a1h8 / fastest peer: {}{beside}\n",
        numbers(&peers)
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_contender_counts_the_published_numbers_at_low_depth() {
        for contender in contenders() {
            for position in [&START, &KIWIPETE, &POSITION_3] {
                for depth in 1..=2 {
                    let case = Case::new(position, depth);
                    assert_eq!(
                        (contender.count)(case.fen(), depth),
                        case.nodes(),
                        "{} {case}",
                        contender.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_cases_are_the_issues_and_quick_ones_are_one_ply_less() {
        let nodes: Vec<u64> = CASES.iter().map(Case::nodes).collect();
        assert_eq!(nodes, [3_195_901_860, 193_690_690, 178_633_661]);
        let quick: Vec<u64> = QUICK_CASES.iter().map(Case::nodes).collect();
        assert_eq!(quick, [119_060_324, 193_690_690, 11_030_083]);
        let names: Vec<String> = CASES.iter().map(Case::to_string).collect();
        assert_eq!(names, ["start d7", "kiwipete d5", "position 3 d7"]);
    }

    /// Rows of a1h8, cozy-chess and another peer, `ours` and `cozy`
    /// seconds a case, the other peer always 1 second.
    fn rows(ours: [f64; 3], cozy: [f64; 3]) -> Vec<Row> {
        let row = |name: &str, origin, seconds: [f64; 3]| Row {
            name: name.to_string(),
            origin,
            best: seconds
                .iter()
                .map(|&s| Duration::from_secs_f64(s))
                .collect(),
        };
        vec![
            row("a1h8", Origin::Ours, ours),
            row(COZY_CHESS, Origin::Peer, cozy),
            row("other", Origin::Peer, [1.0; 3]),
        ]
    }

    #[test]
    fn the_targets_are_checked_against_cozy_chess_in_a_bmi2_build() {
        let targets = Targets::for_build(true);
        let met = rows([1.0, 1.0, 1.0], [2.2, 2.4, 2.5]);
        let lines = target_lines(&met, &CASES, &targets);
        assert!(
            lines.starts_with("a1h8 / cozy-chess: 2.20 2.40 2.50 (targets 2.20 2.30 2.50: met)\n"),
            "{lines}"
        );
        let missed = rows([1.0, 1.0, 1.0], [2.2, 2.4, 2.4]);
        assert!(target_lines(&missed, &CASES, &targets).contains(": not met)"));
    }

    #[test]
    fn the_targets_are_checked_against_the_fastest_peer_in_a_plain_build() {
        let targets = Targets::for_build(false);
        // The other peer (1 s) is faster than cozy-chess (3 s).
        let lines = target_lines(&rows([0.5, 0.6, 0.6], [3.0; 3]), &QUICK_CASES, &targets);
        assert_eq!(
            lines,
            "a1h8 / cozy-chess: 6.00 5.00 5.00\n\
             a1h8 / fastest peer: 2.00 1.67 1.67 (targets 1.50 1.50 1.50: met, \
             set for start d7, kiwipete d5, position 3 d7)\n"
        );
    }
}
