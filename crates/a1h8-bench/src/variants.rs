//! Chess variants: a1h8's variant perft against Fairy-Stockfish, the
//! reference engine for variants, measured in the same run; and the three
//! slider techniques of boards of any size
//! ([`a1h8::attacks::any_size::Technique`]) side by side.
//!
//! **Perft**: Capablanca chess (10x8) and Chancellor chess (9x9) from the
//! start to depth 5, Gardner's minichess (5x5) to depth 7;
//! single-threaded, no hash, the last ply counted in bulk
//! ([`a1h8::variant::perft`]; Fairy-Stockfish's `go perft` counts its last
//! ply by the size of a legal move list too). Fairy-Stockfish is spawned
//! once and driven over UCI: for each case it is given the variant and
//! the position and answers `isready` before the clock starts, so its
//! start-up and variant set-up are not counted; the clock runs from
//! writing `go perft D` to reading its `Nodes searched` line. Both counts
//! must be the published ones.
//!
//! **Sliders**: ns per rook, bishop and queen lookup by each
//! [`Technique`] through [`BoardAttacks::piece_by`] (the one public entry
//! point that takes a technique), on the Capablanca board and on a 16x8
//! board (all 128 bits), with the throughput and latency loops of
//! [`sliders`] on a [`Workload`] of 128-bit sets: random pairs as on 8x8,
//! and on 10x8 also the pairs of Capablanca's perft tree in perft's order
//! ([`capablanca_tree_workload`]), where a technique's branches are as
//! predictable as in the move generator. A row of the default entry points
//! ([`BoardAttacks::rook`], ...) gives `piece_by`'s own cost
//! ([`piece_by_overhead`]), and the ranking is given as measured and less
//! that cost.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use a1h8::attacks::any_size::{BoardAttacks, Technique};
use a1h8::bitboard128::Bitboard128;
use a1h8::geometry::{BoardSize, BoardSquare};
use a1h8::variant::{CAPABLANCA, CHANCELLOR, GARDNER, Variant, VariantPosition, divide, perft};
use a1h8::{Color, Piece, PieceKind};

use crate::sliders::{self, CELLS, Contender, Entry, Origin, Row as SliderRow, Workload};

/// A variant's start position, its depth and its published count.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// The column's name.
    pub name: &'static str,
    /// The variant; its [`name`](Variant::name) is Fairy-Stockfish's
    /// `UCI_Variant`.
    pub variant: &'static Variant<'static>,
    /// The depth counted.
    pub depth: u32,
    /// The published count (Fairy-Stockfish's).
    pub nodes: u64,
}

/// Capablanca and Chancellor chess to depth 5, Gardner's minichess to 7.
pub const CASES: [Case; 3] = [
    Case {
        name: "capablanca d5",
        variant: &CAPABLANCA,
        depth: 5,
        nodes: 28_741_319,
    },
    Case {
        name: "chancellor d5",
        variant: &CHANCELLOR,
        depth: 5,
        nodes: 13_466_196,
    },
    Case {
        name: "gardner d7",
        variant: &GARDNER,
        depth: 7,
        nodes: 6_947_252,
    },
];

/// a1h8's count of `case`'s start position to `depth`.
pub fn a1h8_perft(case: &Case, depth: u32) -> u64 {
    let start = VariantPosition::start(case.variant).expect("a built-in start position");
    perft(&start, depth)
}

/// A Fairy-Stockfish process, driven over UCI.
pub struct FairyStockfish {
    path: PathBuf,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    name: String,
}

/// One `go perft` of Fairy-Stockfish: its total, how long it took, and
/// its count after each root move (its `move: n` lines).
pub struct EnginePerft {
    /// The `Nodes searched` total.
    pub nodes: u64,
    /// From writing `go perft` to reading the total.
    pub time: Duration,
    /// The count after each root move, by the move in UCI.
    pub divide: BTreeMap<String, u64>,
}

impl FairyStockfish {
    /// Starts the engine at `path` and waits for its `uciok`.
    pub fn spawn(path: &Path) -> Result<FairyStockfish, String> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
        let input = child.stdin.take().expect("a piped stdin");
        let output = BufReader::new(child.stdout.take().expect("a piped stdout"));
        let mut engine = FairyStockfish {
            path: path.to_path_buf(),
            child,
            input,
            output,
            name: String::new(),
        };
        engine.send("uci")?;
        let mut name = None;
        engine.read_until("uciok", |line| {
            if let Some(id) = line.strip_prefix("id name ") {
                name = Some(id.to_string());
            }
        })?;
        engine.name = name.ok_or(format!("{} sent no `id name`", path.display()))?;
        Ok(engine)
    }

    /// The engine's `id name`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The path it was started from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn send(&mut self, command: &str) -> Result<(), String> {
        writeln!(self.input, "{command}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{} stopped reading: {e}", self.path.display()))
    }

    /// Reads lines up to the first that starts with `prefix` and returns
    /// it; `each` sees the lines before it.
    fn read_until(&mut self, prefix: &str, mut each: impl FnMut(&str)) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            let read = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("cannot read {}: {e}", self.path.display()))?;
            if read == 0 {
                return Err(format!("{} ended before `{prefix}`", self.path.display()));
            }
            let text = line.trim_end();
            if text.starts_with(prefix) {
                return Ok(text.to_string());
            }
            each(text);
        }
    }

    /// Sets up `case`'s variant and start position, then times `go perft`
    /// to `case.depth`.
    pub fn perft(&mut self, case: &Case) -> Result<EnginePerft, String> {
        self.send(&format!(
            "setoption name UCI_Variant value {}",
            case.variant.name()
        ))?;
        self.send("position startpos")?;
        self.send("isready")?;
        self.read_until("readyok", |_| {})?;
        let mut divide = BTreeMap::new();
        let start = Instant::now();
        self.send(&format!("go perft {}", case.depth))?;
        let total = self.read_until("Nodes searched:", |line| {
            if let Some((mv, count)) = line.split_once(": ")
                && let Ok(count) = count.parse()
            {
                divide.insert(mv.to_string(), count);
            }
        })?;
        let time = start.elapsed();
        let nodes = total["Nodes searched:".len()..]
            .trim()
            .parse()
            .map_err(|_| format!("{} printed `{total}`", self.path.display()))?;
        Ok(EnginePerft {
            nodes,
            time,
            divide,
        })
    }
}

impl Drop for FairyStockfish {
    fn drop(&mut self) {
        if self.send("quit").is_err() || self.child.wait().is_err() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The root moves whose counts differ between a1h8 and the engine, for the
/// error message of a count that is not the published one.
fn differences(case: &Case, engine: &BTreeMap<String, u64>) -> String {
    let start = VariantPosition::start(case.variant).expect("a built-in start position");
    let mut ours = BTreeMap::new();
    if let Err(error) = divide(&start, case.depth, |mv, count| {
        ours.insert(mv.uci(case.variant).to_string(), count);
    }) {
        return error.to_string();
    }
    let moves: BTreeSet<&String> = ours.keys().chain(engine.keys()).collect();
    let lines: Vec<String> = moves
        .into_iter()
        .filter_map(|mv| {
            let (a, f) = (ours.get(mv), engine.get(mv));
            (a != f).then(|| format!("{mv}: a1h8 {a:?}, Fairy-Stockfish {f:?}"))
        })
        .collect();
    lines.join("\n")
}

/// One contender's best time per case of [`CASES`].
pub struct Row {
    /// Its name: `a1h8`, or the engine's `id name`.
    pub name: String,
    /// The best time of each case.
    pub best: Vec<Duration>,
}

/// The perft measurements: a1h8's row, and the engine's when one was
/// given, with its path.
pub struct Measurement {
    /// a1h8's best times.
    pub a1h8: Row,
    /// Fairy-Stockfish's best times and the path of its binary.
    pub fairy_stockfish: Option<(Row, PathBuf)>,
}

/// Times a1h8's perft on every case, and Fairy-Stockfish's if `engine` is
/// given, best of `rounds`, interleaved (a1h8 then the engine on each case,
/// every round); fails if a count is not the published one, saying which
/// root moves differ when the two disagree.
pub fn measure(rounds: usize, engine: Option<&Path>) -> Result<Measurement, String> {
    let mut engine = engine.map(FairyStockfish::spawn).transpose()?;
    let starts: Vec<VariantPosition<'static>> = CASES
        .iter()
        .map(|case| VariantPosition::start(case.variant).expect("a built-in start position"))
        .collect();
    let mut ours = vec![Duration::MAX; CASES.len()];
    let mut theirs = vec![Duration::MAX; CASES.len()];
    for _ in 0..rounds {
        for (i, (case, start)) in CASES.iter().zip(&starts).enumerate() {
            let clock = Instant::now();
            let nodes = perft(start, case.depth);
            let time = clock.elapsed();
            ours[i] = ours[i].min(time);
            if let Some(engine) = &mut engine {
                let run = engine.perft(case)?;
                if run.nodes != nodes {
                    return Err(format!(
                        "{} counts {} for {}, a1h8 {nodes} (published: {}); by root move:\n{}",
                        engine.name(),
                        run.nodes,
                        case.name,
                        case.nodes,
                        differences(case, &run.divide)
                    ));
                }
                theirs[i] = theirs[i].min(run.time);
            }
            if nodes != case.nodes {
                return Err(format!(
                    "a1h8 counts {nodes} for {}, not the published {}",
                    case.name, case.nodes
                ));
            }
        }
    }
    Ok(Measurement {
        a1h8: Row {
            name: "a1h8".to_string(),
            best: ours,
        },
        fairy_stockfish: engine.map(|engine| {
            (
                Row {
                    name: engine.name().to_string(),
                    best: theirs,
                },
                engine.path().to_path_buf(),
            )
        }),
    })
}

/// Million nodes per second of `case` in `time`.
fn mnps(case: &Case, time: Duration) -> f64 {
    case.nodes as f64 / time.as_secs_f64() / 1e6
}

/// a1h8's speed over the engine's on each case (above 1: a1h8 is faster).
pub fn ratios(measurement: &Measurement) -> Option<Vec<f64>> {
    let (engine, _) = measurement.fairy_stockfish.as_ref()?;
    Some(
        CASES
            .iter()
            .zip(measurement.a1h8.best.iter().zip(&engine.best))
            .map(|(case, (&ours, &theirs))| mnps(case, ours) / mnps(case, theirs))
            .collect(),
    )
}

/// The table: the counts, then Mnps of a1h8 and of the engine per case,
/// a1h8's speed over the engine's, and last the worst of those ratios.
pub fn table(measurement: &Measurement) -> String {
    let title = "Mnps";
    let mut rows = vec![&measurement.a1h8];
    rows.extend(measurement.fairy_stockfish.as_ref().map(|(row, _)| row));
    let ratio_name = "a1h8 / Fairy-Stockfish";
    let width = rows
        .iter()
        .map(|r| r.name.len())
        .chain([title.len(), ratio_name.len()])
        .max()
        .unwrap_or(0);
    let mut out = format!("{title:width$}");
    for case in &CASES {
        out.push_str(&format!("  {:>14}", case.name));
    }
    out.push('\n');
    out.push_str(&format!("{:width$}", "nodes (both checked)"));
    for case in &CASES {
        out.push_str(&format!("  {:>14}", case.nodes));
    }
    out.push('\n');
    for row in &rows {
        out.push_str(&format!("{:width$}", row.name));
        for (case, &time) in CASES.iter().zip(&row.best) {
            out.push_str(&format!("  {:>14.1}", mnps(case, time)));
        }
        out.push('\n');
    }
    match ratios(measurement) {
        Some(ratios) => {
            out.push_str(&format!("{ratio_name:width$}"));
            for ratio in &ratios {
                out.push_str(&format!("  {ratio:>14.2}"));
            }
            out.push('\n');
            let worst = ratios.iter().copied().fold(f64::INFINITY, f64::min);
            out.push_str(&format!(
                "a1h8 against Fairy-Stockfish, worst case: {worst:.2} (target: 2.00 or above)\n"
            ));
        }
        None => out.push_str("a1h8 alone: no Fairy-Stockfish given (--fairy-stockfish PATH)\n"),
    }
    out
}

/// A board of the slider comparison: its tables as a `static`.
pub trait Board {
    /// Its name in the table.
    const NAME: &'static str;
    /// Its attack tables.
    fn attacks() -> &'static BoardAttacks;
}

/// Capablanca chess's 10x8 board.
pub struct Capablanca;

impl Board for Capablanca {
    const NAME: &'static str = "10x8 (capablanca)";
    #[inline(always)]
    fn attacks() -> &'static BoardAttacks {
        CAPABLANCA.attacks()
    }
}

/// The 16x8 tables, computed at compile time.
static BOARD_16X8: BoardAttacks = match BoardSize::new(16, 8) {
    Ok(size) => match BoardAttacks::new(size) {
        Some(attacks) => attacks,
        None => panic!("16x8 is 128 squares"),
    },
    Err(_) => panic!("16x8 is a board size"),
};

/// A 16x8 board: all 128 bits of a set, the widest lines a1h8 handles.
pub struct Wide;

impl Board for Wide {
    const NAME: &'static str = "16x8";
    #[inline(always)]
    fn attacks() -> &'static BoardAttacks {
        &BOARD_16X8
    }
}

const ROOK: Piece = Piece::new(Color::White, PieceKind::Rook);
const BISHOP: Piece = Piece::new(Color::White, PieceKind::Bishop);
const QUEEN: Piece = Piece::new(Color::White, PieceKind::Queen);

/// The square of index `index` on board `B`, converted before the clock.
fn board_square<B: Board>(index: u8) -> BoardSquare {
    B::attacks()
        .size()
        .square_at(usize::from(index))
        .expect("the workload's squares are on the board")
}

/// Board `B`'s lookups by [`Technique::ALL`]`[T]`, through
/// [`BoardAttacks::piece_by`].
pub struct ByTechnique<B, const T: usize>(PhantomData<B>);

impl<B: Board, const T: usize> Contender for ByTechnique<B, T> {
    type Square = BoardSquare;
    type Set = Bitboard128;
    type Bits = u128;
    #[inline(always)]
    fn square(index: u8) -> BoardSquare {
        board_square::<B>(index)
    }
    #[inline(always)]
    fn set(bits: u128) -> Bitboard128 {
        Bitboard128(bits)
    }
    #[inline(always)]
    fn bits(set: Bitboard128) -> u128 {
        set.0
    }
    #[inline(always)]
    fn rook(square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        B::attacks().piece_by(Technique::ALL[T], ROOK, square, occupied)
    }
    #[inline(always)]
    fn bishop(square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        B::attacks().piece_by(Technique::ALL[T], BISHOP, square, occupied)
    }
    #[inline(always)]
    fn queen(square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        B::attacks().piece_by(Technique::ALL[T], QUEEN, square, occupied)
    }
}

/// Board `B`'s default entry points, [`BoardAttacks::rook`], `bishop` and
/// `queen` ([`Technique::DEFAULT`]).
pub struct DefaultEntryPoints<B>(PhantomData<B>);

impl<B: Board> Contender for DefaultEntryPoints<B> {
    type Square = BoardSquare;
    type Set = Bitboard128;
    type Bits = u128;
    #[inline(always)]
    fn square(index: u8) -> BoardSquare {
        board_square::<B>(index)
    }
    #[inline(always)]
    fn set(bits: u128) -> Bitboard128 {
        Bitboard128(bits)
    }
    #[inline(always)]
    fn bits(set: Bitboard128) -> u128 {
        set.0
    }
    #[inline(always)]
    fn rook(square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        B::attacks().rook(square, occupied)
    }
    #[inline(always)]
    fn bishop(square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        B::attacks().bishop(square, occupied)
    }
    #[inline(always)]
    fn queen(square: BoardSquare, occupied: Bitboard128) -> Bitboard128 {
        B::attacks().queen(square, occupied)
    }
}

/// The name of the default entry points' row.
pub const DEFAULT_ROW: &str = "BoardAttacks::rook/bishop/queen";

/// Board `B`'s contenders: the three techniques in [`Technique::ALL`]'s
/// order (origin [`Origin::Ours`]), then the default entry points
/// ([`Origin::OurDefault`]).
pub fn technique_contenders<B: Board>() -> Vec<Entry<u128>> {
    vec![
        sliders::entry::<ByTechnique<B, 0>>(Technique::ALL[0].name(), Origin::Ours),
        sliders::entry::<ByTechnique<B, 1>>(Technique::ALL[1].name(), Origin::Ours),
        sliders::entry::<ByTechnique<B, 2>>(Technique::ALL[2].name(), Origin::Ours),
        sliders::entry::<DefaultEntryPoints<B>>(DEFAULT_ROW, Origin::OurDefault),
    ]
}

/// The workload of board `B`: `size` pairs, every square alike, each
/// other square occupied with probability 1/4 as on 8x8.
pub fn board_workload<B: Board>(size: usize) -> Workload<u128> {
    Workload::on_board(B::attacks().size().square_count(), size)
}

/// `size` pairs from the positions of Capablanca chess's perft tree, in
/// the order perft visits them (depth first from the start, to depth 3):
/// each position's occupancy with the square of each slider of the side
/// to move (rook, bishop, queen, archbishop, chancellor). Unlike the
/// random pairs, consecutive lookups are alike, as in the move generator,
/// so that a technique's branches are as predictable as there.
pub fn capablanca_tree_workload(size: usize) -> Workload<u128> {
    fn visit(position: &VariantPosition<'_>, depth: u32, size: usize, out: &mut Workload<u128>) {
        if out.squares.len() >= size {
            return;
        }
        let occupied = position.occupied().0;
        let sliders = [
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Queen,
            PieceKind::Archbishop,
            PieceKind::Chancellor,
        ]
        .into_iter()
        .fold(0, |set, kind| set | position.by_kind(kind).0)
            & position.by_color(position.turn()).0;
        for index in Bitboard128(sliders).indices() {
            out.squares.push(index as u8);
            out.occupied.push(occupied);
        }
        if depth > 0 {
            position.for_each_legal_move(|mv| {
                visit(&position.play_unchecked(mv), depth - 1, size, out)
            });
        }
    }
    let mut out = Workload {
        squares: Vec::with_capacity(size),
        occupied: Vec::with_capacity(size),
    };
    let start = VariantPosition::start(&CAPABLANCA).expect("a built-in start position");
    visit(&start, 3, size, &mut out);
    out.squares.truncate(size);
    out.occupied.truncate(size);
    out
}

/// One board's slider rows.
pub struct BoardRows {
    /// The board and workload's name.
    pub board: &'static str,
    /// Its rows, in [`technique_contenders`]' order.
    pub rows: Vec<SliderRow>,
}

/// Measures the techniques on the Capablanca board with random pairs and
/// with [`capablanca_tree_workload`]'s, then on 16x8 with random pairs,
/// each as [`sliders::measure`] does: `rounds` interleaved rounds of
/// `repeats` passes over `size` pairs, the best round counting.
pub fn measure_techniques(size: usize, rounds: usize, repeats: usize) -> Vec<BoardRows> {
    fn on<B: Board>(
        board: &'static str,
        workload: &Workload<u128>,
        rounds: usize,
        repeats: usize,
    ) -> BoardRows {
        BoardRows {
            board,
            rows: sliders::measure_entries(workload, &technique_contenders::<B>(), rounds, repeats),
        }
    }
    vec![
        on::<Capablanca>(
            "10x8 (capablanca), random pairs",
            &board_workload::<Capablanca>(size),
            rounds,
            repeats,
        ),
        on::<Capablanca>(
            "10x8 (capablanca), pairs of its perft tree in perft's order",
            &capablanca_tree_workload(size),
            rounds,
            repeats,
        ),
        on::<Wide>(
            "16x8, random pairs",
            &board_workload::<Wide>(size),
            rounds,
            repeats,
        ),
    ]
}

/// What [`BoardAttacks::piece_by`] costs beyond the entry points, per
/// cell of one board: [`Technique::DEFAULT`]'s row (through `piece_by`)
/// less the entry points' row (the same technique, called directly). The
/// piece's dispatch and the technique's, paid by every technique's row.
pub fn piece_by_overhead(rows: &[SliderRow]) -> [f64; 6] {
    let by_name = |name: &str| {
        rows.iter()
            .find(|r| r.name == name)
            .expect("every board has the default's rows")
    };
    let through = by_name(Technique::DEFAULT.name());
    let direct = by_name(DEFAULT_ROW);
    let mut overhead = [0.0; 6];
    for (cell, (a, b)) in overhead.iter_mut().zip(through.ns.iter().zip(direct.ns)) {
        *cell = a - b;
    }
    overhead
}

/// The geometric mean, over the columns of one board, of each technique's
/// time over the fastest technique's in that column: 1.00 for a technique
/// fastest everywhere. With `less_overhead`, each time less
/// [`piece_by_overhead`] first (an estimate of the techniques called
/// directly, as the move generator does; at least 0.05 ns). In
/// [`Technique::ALL`]'s order.
pub fn technique_scores(board: &BoardRows, less_overhead: bool) -> Vec<(Technique, f64)> {
    let overhead = if less_overhead {
        piece_by_overhead(&board.rows).map(|ns| ns.max(0.0))
    } else {
        [0.0; 6]
    };
    let times: Vec<[f64; 6]> = board.rows[..3]
        .iter()
        .map(|row| {
            let mut ns = row.ns;
            for (ns, overhead) in ns.iter_mut().zip(overhead) {
                *ns = (*ns - overhead).max(0.05);
            }
            ns
        })
        .collect();
    Technique::ALL
        .into_iter()
        .zip(&times)
        .map(|(technique, row)| {
            let log: f64 = row
                .iter()
                .enumerate()
                .map(|(cell, ns)| {
                    let best = times.iter().map(|t| t[cell]).fold(f64::INFINITY, f64::min);
                    (ns / best).ln()
                })
                .sum();
            (technique, (log / CELLS.len() as f64).exp())
        })
        .collect()
}

/// The fastest technique's time in each column of one board.
fn fastest_technique(rows: &[SliderRow]) -> [f64; 6] {
    let mut best = [f64::INFINITY; 6];
    for row in rows.iter().filter(|r| r.origin == Origin::Ours) {
        for (best, ns) in best.iter_mut().zip(row.ns) {
            *best = best.min(ns);
        }
    }
    best
}

/// The technique table: per board, one line per technique and one for the
/// default entry points, one column per piece and mode, each `ns (ratio to
/// the fastest technique)`, then [`piece_by_overhead`] and the techniques
/// ranked by [`technique_scores`], as measured and less the overhead; last,
/// [`Technique::DEFAULT`].
pub fn technique_table(boards: &[BoardRows]) -> String {
    let title = "ns per lookup (ratio to fastest technique)";
    let width = title.len();
    let mut out = format!("{title:width$}");
    for (piece, mode) in CELLS {
        let heading = format!("{} {}", piece.name(), mode.name());
        out.push_str(&format!("  {heading:>17}"));
    }
    out.push('\n');
    for board in boards {
        out.push_str(board.board);
        out.push('\n');
        let best = fastest_technique(&board.rows);
        for row in &board.rows {
            out.push_str(&format!("{:width$}", format!("  {}", row.name)));
            for (ns, best) in row.ns.iter().zip(best) {
                let cell = format!("{ns:.2} ({:.2})", ns / best);
                out.push_str(&format!("  {cell:>17}"));
            }
            out.push('\n');
        }
        let name = format!("  piece_by's overhead: {} - row above", Technique::DEFAULT);
        out.push_str(&format!("{name:width$}"));
        for ns in piece_by_overhead(&board.rows) {
            out.push_str(&format!("  {:>17}", format!("{ns:.2}")));
        }
        out.push('\n');
        let ranking = |less_overhead| {
            let mut scores = technique_scores(board, less_overhead);
            scores.sort_by(|a, b| a.1.total_cmp(&b.1));
            let ranked: Vec<String> = scores
                .iter()
                .map(|(technique, score)| format!("{technique} {score:.2}"))
                .collect();
            ranked.join(", ")
        };
        out.push_str(&format!(
            "  fastest (geometric mean of the ratios): {}; less piece_by's overhead: {}\n",
            ranking(false),
            ranking(true)
        ));
    }
    out.push_str(&format!(
        "Technique::DEFAULT is {}; the move generator's technique on boards over 64 squares\n",
        Technique::DEFAULT
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sliders::Piece as SliderPiece;

    #[test]
    fn a1h8_counts_fairy_stockfish_s_numbers_at_low_depth() {
        // Fairy-Stockfish 241126 LB, `go perft`: capablanca 3, chancellor
        // 3, gardner 4.
        let shallow = [(3, 25_228), (3, 15_896), (4, 4_775)];
        for (case, (depth, expected)) in CASES.iter().zip(shallow) {
            assert_eq!(a1h8_perft(case, depth), expected, "{}", case.name);
        }
    }

    #[test]
    fn the_cases_are_fairy_stockfish_s_variants() {
        let names: Vec<&str> = CASES.iter().map(|c| c.variant.name()).collect();
        assert_eq!(names, ["capablanca", "chancellor", "gardner"]);
    }

    #[test]
    fn every_technique_computes_the_same_attacks_on_both_boards() {
        fn check<B: Board>(workload: Workload<u128>) {
            let contenders = technique_contenders::<B>();
            for piece in SliderPiece::ALL {
                let reference = (contenders[0].results)(&workload, piece);
                for contender in &contenders[1..] {
                    assert!(
                        (contender.results)(&workload, piece) == reference,
                        "{} {} {}",
                        B::NAME,
                        contender.name,
                        piece.name()
                    );
                }
            }
        }
        check::<Capablanca>(board_workload::<Capablanca>(1 << 12));
        check::<Capablanca>(capablanca_tree_workload(1 << 12));
        check::<Wide>(board_workload::<Wide>(1 << 12));
    }

    #[test]
    fn the_board_workloads_cover_every_square_with_a_quarter_occupied() {
        for (squares, workload) in [
            (80, board_workload::<Capablanca>(1 << 16)),
            (128, board_workload::<Wide>(1 << 16)),
        ] {
            let mut seen = vec![0usize; squares];
            for &s in &workload.squares {
                seen[usize::from(s)] += 1;
            }
            let expected = (1 << 16) / squares;
            assert!(seen.iter().all(|&n| n > expected * 3 / 4), "{seen:?}");
            let pieces: u32 = workload.occupied.iter().map(|o| o.count_ones()).sum();
            let mean = f64::from(pieces) / workload.occupied.len() as f64;
            let quarter = squares as f64 / 4.0;
            assert!((quarter - 1.0..quarter + 1.0).contains(&mean), "{mean}");
        }
    }

    #[test]
    fn the_perft_tree_workload_is_full_and_starts_at_the_start() {
        let workload = capablanca_tree_workload(1 << 16);
        assert_eq!(workload.squares.len(), 1 << 16);
        // White's rooks, bishops, queen, archbishop and chancellor.
        assert_eq!(workload.squares[..7], [0, 2, 3, 4, 6, 7, 9]);
        let start = VariantPosition::start(&CAPABLANCA).unwrap();
        assert_eq!(workload.occupied[0], start.occupied().0);
    }

    #[test]
    fn the_technique_table_ends_with_the_default() {
        let boards = measure_techniques(256, 1, 1);
        let text = technique_table(&boards);
        assert_eq!(text.lines().count(), 1 + 3 * (1 + 4 + 2) + 1);
        assert!(
            text.lines()
                .last()
                .unwrap()
                .starts_with("Technique::DEFAULT is ")
        );
    }

    #[test]
    fn the_perft_table_without_an_engine_says_so() {
        let measurement = Measurement {
            a1h8: Row {
                name: "a1h8".to_string(),
                best: vec![Duration::from_millis(100); 3],
            },
            fairy_stockfish: None,
        };
        let text = table(&measurement);
        assert_eq!(text.lines().count(), 4);
        assert!(text.lines().last().unwrap().starts_with("a1h8 alone"));
    }
}
