//! Probe throughput: random legal positions of the chess endings of 3 and
//! 4 pieces, each probed with the values of every legal move, by a1h8 on
//! its own table files and by shakmaty-syzygy on Syzygy's.
//!
//! a1h8 answers a root probe ([`Tablebase::probe_root`]): the position's
//! values and each move's (DTM, WDL, WDL50, DTZ, as the files hold them),
//! read block by block through its cache. shakmaty-syzygy is asked the
//! same of Syzygy's files, as far as they hold it: `probe_dtz` of the
//! position and of the position after each legal move. Each round starts
//! with a fresh tablebase on each side, its files not yet opened.

use std::path::Path;
use std::time::{Duration, Instant};

use a1h8::{Color, PieceKind, Position};
use a1h8_tablebase::{Material, Tablebase, TablebaseError};

/// A small deterministic generator (SplitMix64): the same positions on
/// every run and machine.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The FEN letter of a piece.
fn letter(color: Color, kind: PieceKind) -> char {
    let c = match kind {
        PieceKind::King => 'k',
        PieceKind::Queen => 'q',
        PieceKind::Rook => 'r',
        PieceKind::Bishop => 'b',
        PieceKind::Knight => 'n',
        PieceKind::Pawn => 'p',
        _ => unreachable!("chess's kinds only"),
    };
    if color == Color::White {
        c.to_ascii_uppercase()
    } else {
        c
    }
}

/// `count` legal positions (FENs, no castling, no en passant square),
/// each of an ending of `endings` taken in turn, its pieces on squares
/// drawn at random (pawns off the first and last ranks) and a side to move
/// drawn too; placements that make no legal position are drawn again.
pub fn random_positions(endings: &[Material], count: usize, seed: u64) -> Vec<String> {
    let mut random = SplitMix(seed);
    let mut fens = Vec::with_capacity(count);
    while fens.len() < count {
        let material = endings[fens.len() % endings.len()];
        let mut board = [None; 64];
        for piece in material.pieces() {
            loop {
                let square = random.below(64);
                let rank = square / 8;
                if board[square].is_none()
                    && (piece.kind != PieceKind::Pawn || (1..7).contains(&rank))
                {
                    board[square] = Some(letter(piece.color, piece.kind));
                    break;
                }
            }
        }
        let mut fen = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match board[rank * 8 + file] {
                    Some(c) => {
                        if empty > 0 {
                            fen.push_str(&empty.to_string());
                            empty = 0;
                        }
                        fen.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                fen.push_str(&empty.to_string());
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        let turn = if random.below(2) == 0 { 'w' } else { 'b' };
        fen.push_str(&format!(" {turn} - - 0 1"));
        if Position::from_fen(&fen).is_ok() {
            fens.push(fen);
        }
    }
    fens
}

/// The positions probed and the time they took.
#[derive(Clone, Copy, Debug)]
pub struct Throughput {
    /// Positions probed, each with every legal move.
    pub positions: usize,
    /// The moves whose values were read besides.
    pub moves: usize,
    /// The time.
    pub elapsed: Duration,
}

impl Throughput {
    /// Positions a second.
    pub fn per_second(&self) -> f64 {
        self.positions as f64 / self.elapsed.as_secs_f64()
    }
}

/// a1h8's root probe of every position of `fens` on the tables in `dir`,
/// a fresh tablebase keeping `cache_bytes` of blocks.
///
/// # Errors
///
/// A table missing or bad.
pub fn a1h8(fens: &[String], dir: &Path, cache_bytes: u64) -> Result<Throughput, TablebaseError> {
    let positions: Vec<Position> = fens
        .iter()
        .map(|fen| Position::from_fen(fen).expect("drawn legal"))
        .collect();
    let start = Instant::now();
    let mut tables = Tablebase::new(Position::starting(), dir);
    tables.set_cache_bytes(cache_bytes);
    let mut moves = 0;
    for position in &positions {
        let root = tables.probe_root(position, 0)?;
        moves += root.moves.len();
    }
    Ok(Throughput {
        positions: positions.len(),
        moves,
        elapsed: start.elapsed(),
    })
}

/// The tool `tool tablebase probe --dir DIR --format json --cache-mb N` given `fens` on
/// standard input, a line each, as a script pipes them: the whole process
/// timed, its JSON lines counted and thrown away.
///
/// # Errors
///
/// The tool cannot run, fails, or answers fewer lines than it was given.
pub fn tool(
    tool: &Path,
    fens: &[String],
    dir: &Path,
    cache_mb: usize,
) -> Result<Throughput, String> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let input = fens.join("\n") + "\n";
    let start = Instant::now();
    let mut child = Command::new(tool)
        .args(["tablebase", "probe", "--format", "json", "--cache-mb"])
        .arg(cache_mb.to_string())
        .arg("--dir")
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let mut lines = 0;
    let mut moves = 0;
    for line in BufReader::new(child.stdout.take().expect("piped")).lines() {
        let line = line.map_err(|e| e.to_string())?;
        lines += 1;
        moves += line.matches("\"uci\"").count();
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    writer
        .join()
        .expect("the writer does not panic")
        .map_err(|e| e.to_string())?;
    if !status.success() || lines != fens.len() {
        return Err(format!(
            "{} tablebase probe: {status}, {lines} lines for {} positions",
            tool.display(),
            fens.len()
        ));
    }
    Ok(Throughput {
        positions: lines,
        moves,
        elapsed,
    })
}

/// shakmaty-syzygy's `probe_dtz` of every position of `fens` and of every
/// position its legal moves lead to, on the Syzygy files in `dir`.
///
/// # Errors
///
/// A table missing or bad, in shakmaty-syzygy's words.
#[cfg(feature = "peers")]
pub fn shakmaty_syzygy(fens: &[String], dir: &Path) -> Result<Throughput, String> {
    use syzygy_shakmaty::{Chess, Position as _};
    let positions = shakmaty_positions(fens);
    let start = Instant::now();
    let mut tables = shakmaty_syzygy::Tablebase::<Chess>::new();
    tables
        .add_directory(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut moves = 0;
    for position in &positions {
        tables.probe_dtz(position).map_err(|e| e.to_string())?;
        for mv in &position.legal_moves() {
            let child = position.clone().play(mv).expect("legal");
            tables.probe_dtz(&child).map_err(|e| e.to_string())?;
            moves += 1;
        }
    }
    Ok(Throughput {
        positions: positions.len(),
        moves,
        elapsed: start.elapsed(),
    })
}

/// Which of Syzygy's probes a run makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyzygyProbe {
    /// `probe_wdl`: the `.rtbw` files, captures resolved.
    Wdl,
    /// `probe_dtz`: the `.rtbz` files too.
    Dtz,
}

/// a1h8's Syzygy reader ([`Syzygy`](a1h8_tablebase::Syzygy)) probing every
/// position of `fens` on the Syzygy files in `dir`, opened fresh.
///
/// # Errors
///
/// A table missing or bad.
pub fn a1h8_syzygy(fens: &[String], dir: &Path, probe: SyzygyProbe) -> Result<Throughput, String> {
    let positions: Vec<Position> = fens
        .iter()
        .map(|fen| Position::from_fen(fen).expect("drawn legal"))
        .collect();
    let start = Instant::now();
    let tables = a1h8_tablebase::Syzygy::open(dir).map_err(|e| e.to_string())?;
    let mut sum = 0i64;
    for position in &positions {
        sum += match probe {
            SyzygyProbe::Wdl => i64::from(tables.probe_wdl(position).map_err(|e| e.to_string())?),
            SyzygyProbe::Dtz => i64::from(tables.probe_dtz(position).map_err(|e| e.to_string())?),
        };
    }
    std::hint::black_box(sum);
    Ok(Throughput {
        positions: positions.len(),
        moves: 0,
        elapsed: start.elapsed(),
    })
}

/// shakmaty-syzygy probing every position of `fens` on the Syzygy files in
/// `dir`, opened fresh.
///
/// # Errors
///
/// A table missing or bad, in shakmaty-syzygy's words.
#[cfg(feature = "peers")]
pub fn shakmaty_syzygy_alone(
    fens: &[String],
    dir: &Path,
    probe: SyzygyProbe,
    mmap: bool,
) -> Result<Throughput, String> {
    use syzygy_shakmaty::Chess;
    let positions = shakmaty_positions(fens);
    let start = Instant::now();
    let mut tables = if mmap {
        mapped_tables()
    } else {
        shakmaty_syzygy::Tablebase::<Chess>::new()
    };
    tables
        .add_directory(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    for position in &positions {
        match probe {
            SyzygyProbe::Wdl => {
                std::hint::black_box(tables.probe_wdl(position).map_err(|e| e.to_string())?);
            }
            SyzygyProbe::Dtz => {
                std::hint::black_box(tables.probe_dtz(position).map_err(|e| e.to_string())?);
            }
        }
    }
    Ok(Throughput {
        positions: positions.len(),
        moves: 0,
        elapsed: start.elapsed(),
    })
}

/// `fens` as the positions of the shakmaty that shakmaty-syzygy probes.
#[cfg(feature = "peers")]
fn shakmaty_positions(fens: &[String]) -> Vec<syzygy_shakmaty::Chess> {
    use syzygy_shakmaty::{CastlingMode, fen::Fen};
    fens.iter()
        .map(|fen| {
            fen.parse::<Fen>()
                .expect("a FEN")
                .into_position(CastlingMode::Standard)
                .expect("drawn legal")
        })
        .collect()
}

/// The best (quickest) of `rounds` runs of `run`.
///
/// # Errors
///
/// The first run's error.
pub fn best_of(
    rounds: usize,
    mut run: impl FnMut() -> Result<Throughput, String>,
) -> Result<Throughput, String> {
    let mut best: Option<Throughput> = None;
    for _ in 0..rounds.max(1) {
        let round = run()?;
        if best.is_none_or(|b| round.elapsed < b.elapsed) {
            best = Some(round);
        }
    }
    Ok(best.expect("a round at least"))
}

/// shakmaty-syzygy reading its files memory-mapped (its feature `mmap`),
/// as a1h8's reader does: the files are only read, never changed while
/// mapped.
#[cfg(feature = "peers")]
#[allow(unsafe_code)]
fn mapped_tables() -> shakmaty_syzygy::Tablebase<syzygy_shakmaty::Chess> {
    // SAFETY: shakmaty-syzygy's condition for mapping: the files are not
    // modified or truncated while mapped, which nothing here does.
    unsafe { shakmaty_syzygy::Tablebase::with_mmap_filesystem() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use a1h8::Game;

    #[test]
    fn the_positions_are_legal_of_their_endings_and_the_same_each_run() {
        let endings: Vec<Material> = ["KQvKR", "KPvKP", "KBNvK"]
            .iter()
            .map(|name| name.parse().unwrap())
            .collect();
        let fens = random_positions(&endings, 30, 1);
        assert_eq!(fens, random_positions(&endings, 30, 1));
        assert_ne!(fens, random_positions(&endings, 30, 2));
        for (at, fen) in fens.iter().enumerate() {
            let position = Position::from_fen(fen).unwrap();
            assert_eq!(Material::of_position(&position), endings[at % 3], "{fen}");
            assert!(!position.has_castling_rights(), "{fen}");
        }
        assert!(fens.iter().any(|fen| fen.contains(" b ")));
    }
}
