//! Slider attack lookups: a1h8's techniques against shakmaty, cozy-chess
//! and chess, on one fixed pseudo-random set of (square, occupancy) pairs.
//!
//! Two measurements per piece:
//! - **throughput**: independent lookups, the results folded together, so
//!   the processor may overlap as many as it can;
//! - **latency**: each occupancy depends on the previous result (its bit 0
//!   is flipped by the previous attack set's bit 0, through a mask the
//!   optimizer cannot see), so lookups run one after another and each
//!   costs its full latency.
//!
//! Each contender gets its inputs in its own types, converted before the
//! clock starts, and each loop is compiled for one contender and one piece
//! (no call through a pointer inside a timed loop). Every timing starts
//! with an untimed pass, so that each contender runs with its own tables
//! in the caches, whoever ran before it.

use std::hint::black_box;
use std::ops::{BitAnd, BitXor, BitXorAssign};
use std::time::{Duration, Instant};

/// The pieces that slide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Rook.
    Rook,
    /// Bishop.
    Bishop,
    /// Queen.
    Queen,
}

impl Piece {
    /// The three, in table order.
    pub const ALL: [Piece; 3] = [Piece::Rook, Piece::Bishop, Piece::Queen];

    /// `rook`, `bishop`, `queen`.
    pub fn name(self) -> &'static str {
        match self {
            Piece::Rook => "rook",
            Piece::Bishop => "bishop",
            Piece::Queen => "queen",
        }
    }
}

/// Independent lookups, or a chain of dependent ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Independent lookups.
    Throughput,
    /// Each lookup waits for the one before.
    Latency,
}

impl Mode {
    /// Both, in table order.
    pub const ALL: [Mode; 2] = [Mode::Throughput, Mode::Latency];

    /// `throughput`, `latency`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Throughput => "throughput",
            Mode::Latency => "latency",
        }
    }
}

/// The bits of a set of squares: `u64` on 8x8, `u128` on the larger
/// boards of [`variants`](crate::variants).
pub trait Bits:
    Copy + Default + PartialEq + From<u8> + BitAnd<Output = Self> + BitXor<Output = Self> + BitXorAssign
{
}

impl Bits for u64 {}
impl Bits for u128 {}

/// The (square, occupancy) pairs every contender looks up, with sets of
/// `B` bits.
pub struct Workload<B = u64> {
    /// Square indices, a1 = 0.
    pub squares: Vec<u8>,
    /// Occupancies, bit i for square i.
    pub occupied: Vec<B>,
}

/// The workloads' pseudo-random numbers: xorshift64* from a fixed seed.
fn generator() -> impl FnMut() -> u64 {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

impl Workload<u128> {
    /// `size` pairs on a board of `squares` squares (at most 128), from the
    /// same seed as [`Workload::new`] and alike: every square equally often
    /// (up to rounding), each other square occupied with probability 1/4.
    pub fn on_board(squares: usize, size: usize) -> Workload<u128> {
        assert!((1..=128).contains(&squares), "{squares} squares");
        let board = if squares == 128 {
            u128::MAX
        } else {
            (1 << squares) - 1
        };
        let mut next = generator();
        let mut wide = move || u128::from(next()) | u128::from(next()) << 64;
        let mut pairs = Workload {
            squares: Vec::with_capacity(size),
            occupied: Vec::with_capacity(size),
        };
        for _ in 0..size {
            let square = ((wide() >> 64) * squares as u128) >> 64;
            pairs.squares.push(square as u8);
            pairs.occupied.push(wide() & wide() & board);
        }
        pairs
    }
}

impl Workload {
    /// The number of pairs the benchmarks use: enough that a branchy
    /// technique cannot learn them.
    pub const SIZE: usize = 1 << 16;

    /// `size` pairs from a fixed seed: every square equally often, each
    /// other square occupied with probability 1/4 (about 16 pieces).
    pub fn new(size: usize) -> Workload {
        let mut next = generator();
        let mut squares = Vec::with_capacity(size);
        let mut occupied = Vec::with_capacity(size);
        for _ in 0..size {
            squares.push((next() >> 58) as u8);
            occupied.push(next() & next());
        }
        Workload { squares, occupied }
    }
}

/// A slider-attack implementation, in its own types.
pub trait Contender {
    /// Its square type.
    type Square: Copy;
    /// Its set type.
    type Set: Copy;
    /// The bits of a set: `u64` on 8x8.
    type Bits: Bits;
    /// The square with index `index` (a1 = 0).
    fn square(index: u8) -> Self::Square;
    /// The set with bits `bits`.
    fn set(bits: Self::Bits) -> Self::Set;
    /// The bits of `set`.
    fn bits(set: Self::Set) -> Self::Bits;
    /// A rook's attacks.
    fn rook(square: Self::Square, occupied: Self::Set) -> Self::Set;
    /// A bishop's attacks.
    fn bishop(square: Self::Square, occupied: Self::Set) -> Self::Set;
    /// A queen's attacks.
    fn queen(square: Self::Square, occupied: Self::Set) -> Self::Set;
}

/// `P`: 0 rook, 1 bishop, 2 queen, chosen at compile time.
#[inline(always)]
fn attacks<C: Contender, const P: u8>(square: C::Square, occupied: C::Set) -> C::Set {
    match P {
        0 => C::rook(square, occupied),
        1 => C::bishop(square, occupied),
        _ => C::queen(square, occupied),
    }
}

fn throughput_loop<C: Contender, const P: u8>(
    squares: &[C::Square],
    occupied: &[C::Set],
) -> C::Bits {
    let mut folded = C::Bits::default();
    for (&square, &occupied) in squares.iter().zip(occupied) {
        folded ^= C::bits(attacks::<C, P>(square, occupied));
    }
    folded
}

fn latency_loop<C: Contender, const P: u8>(
    squares: &[C::Square],
    occupied: &[C::Bits],
    link: C::Bits,
) -> C::Bits {
    let mut previous = C::Bits::default();
    let mut folded = C::Bits::default();
    for (&square, &bits) in squares.iter().zip(occupied) {
        previous = C::bits(attacks::<C, P>(square, C::set(bits ^ (previous & link))));
        folded ^= previous;
    }
    folded
}

/// The time of `repeats` passes over the workload.
fn time<C: Contender, const P: u8>(
    workload: &Workload<C::Bits>,
    mode: Mode,
    repeats: usize,
) -> Duration {
    let squares: Vec<C::Square> = workload.squares.iter().map(|&s| C::square(s)).collect();
    let sets: Vec<C::Set> = workload.occupied.iter().map(|&o| C::set(o)).collect();
    let pass = || match mode {
        Mode::Throughput => throughput_loop::<C, P>(black_box(&squares), black_box(&sets)),
        // The link is 1, hidden from the optimizer: bit 0 is a1, a corner,
        // which never blocks a slider, so with a visible constant 1 the
        // compiler may prove (for a technique made only of arithmetic, as
        // Kogge-Stone is) that the result does not depend on the previous
        // one and run the lookups side by side: a latency below what the
        // instructions take. An opaque link keeps the chain for everyone.
        Mode::Latency => latency_loop::<C, P>(
            black_box(&squares),
            black_box(&workload.occupied),
            black_box(C::Bits::from(1)),
        ),
    };
    // One pass before the clock starts, so that every contender is timed
    // with its tables in the caches, not after another contender's.
    black_box(pass());
    let start = Instant::now();
    for _ in 0..repeats {
        black_box(pass());
    }
    start.elapsed()
}

/// Every attack set `C` computes for the workload, in order.
fn results<C: Contender, const P: u8>(workload: &Workload<C::Bits>) -> Vec<C::Bits> {
    workload
        .squares
        .iter()
        .zip(&workload.occupied)
        .map(|(&s, &o)| C::bits(attacks::<C, P>(C::square(s), C::set(o))))
        .collect()
}

/// Who made a contender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// a1h8's default entry points (`a1h8::attacks::rook`, ...).
    OurDefault,
    /// One of a1h8's techniques by name.
    Ours,
    /// Another library.
    Peer,
}

/// A contender, type-erased for the table: its name, who made it, and its
/// measurements compiled for it, on sets of `B` bits.
pub struct Entry<B = u64> {
    /// The name in the table.
    pub name: &'static str,
    /// Who made it.
    pub origin: Origin,
    /// `repeats` passes over the workload for one piece and mode.
    pub time: fn(&Workload<B>, Piece, Mode, usize) -> Duration,
    /// Every attack set it computes for one piece.
    pub results: fn(&Workload<B>, Piece) -> Vec<B>,
}

fn time_any<C: Contender>(
    workload: &Workload<C::Bits>,
    piece: Piece,
    mode: Mode,
    repeats: usize,
) -> Duration {
    match piece {
        Piece::Rook => time::<C, 0>(workload, mode, repeats),
        Piece::Bishop => time::<C, 1>(workload, mode, repeats),
        Piece::Queen => time::<C, 2>(workload, mode, repeats),
    }
}

fn results_any<C: Contender>(workload: &Workload<C::Bits>, piece: Piece) -> Vec<C::Bits> {
    match piece {
        Piece::Rook => results::<C, 0>(workload),
        Piece::Bishop => results::<C, 1>(workload),
        Piece::Queen => results::<C, 2>(workload),
    }
}

/// The [`Entry`] of contender `C`.
pub fn entry<C: Contender>(name: &'static str, origin: Origin) -> Entry<C::Bits> {
    Entry {
        name,
        origin,
        time: time_any::<C>,
        results: results_any::<C>,
    }
}

/// a1h8 contenders: a module path whose `rook`, `bishop` and `queen` take
/// `(a1h8::Square, a1h8::Bitboard)`.
macro_rules! a1h8_contender {
    ($name:ident, $($module:ident)::+) => {
        /// a1h8, by this technique.
        pub struct $name;

        impl Contender for $name {
            type Square = a1h8::Square;
            type Set = a1h8::Bitboard;
            type Bits = u64;
            #[inline(always)]
            fn square(index: u8) -> a1h8::Square {
                a1h8::Square::ALL[usize::from(index)]
            }
            #[inline(always)]
            fn set(bits: u64) -> a1h8::Bitboard {
                a1h8::Bitboard(bits)
            }
            #[inline(always)]
            fn bits(set: a1h8::Bitboard) -> u64 {
                set.0
            }
            #[inline(always)]
            fn rook(square: a1h8::Square, occupied: a1h8::Bitboard) -> a1h8::Bitboard {
                $($module)::+::rook(square, occupied)
            }
            #[inline(always)]
            fn bishop(square: a1h8::Square, occupied: a1h8::Bitboard) -> a1h8::Bitboard {
                $($module)::+::bishop(square, occupied)
            }
            #[inline(always)]
            fn queen(square: a1h8::Square, occupied: a1h8::Bitboard) -> a1h8::Bitboard {
                $($module)::+::queen(square, occupied)
            }
        }
    };
}

a1h8_contender!(A1h8Default, a1h8::attacks);
a1h8_contender!(A1h8Classical, a1h8::attacks::classical);
a1h8_contender!(A1h8Hyperbola, a1h8::attacks::hyperbola);
a1h8_contender!(A1h8Kindergarten, a1h8::attacks::kindergarten);
a1h8_contender!(A1h8Obstruction, a1h8::attacks::obstruction);
a1h8_contender!(A1h8KoggeStone, a1h8::attacks::kogge_stone);
a1h8_contender!(A1h8Magic, a1h8::attacks::magic);
a1h8_contender!(A1h8Pext, a1h8::attacks::pext);

/// shakmaty 0.30.1 with its default `magics` feature.
#[cfg(feature = "peers")]
pub struct Shakmaty;

#[cfg(feature = "peers")]
impl Contender for Shakmaty {
    type Square = shakmaty::Square;
    type Set = shakmaty::Bitboard;
    type Bits = u64;
    #[inline(always)]
    fn square(index: u8) -> shakmaty::Square {
        shakmaty::Square::new(u32::from(index))
    }
    #[inline(always)]
    fn set(bits: u64) -> shakmaty::Bitboard {
        shakmaty::Bitboard(bits)
    }
    #[inline(always)]
    fn bits(set: shakmaty::Bitboard) -> u64 {
        set.0
    }
    #[inline(always)]
    fn rook(square: shakmaty::Square, occupied: shakmaty::Bitboard) -> shakmaty::Bitboard {
        shakmaty::attacks::rook_attacks(square, occupied)
    }
    #[inline(always)]
    fn bishop(square: shakmaty::Square, occupied: shakmaty::Bitboard) -> shakmaty::Bitboard {
        shakmaty::attacks::bishop_attacks(square, occupied)
    }
    #[inline(always)]
    fn queen(square: shakmaty::Square, occupied: shakmaty::Bitboard) -> shakmaty::Bitboard {
        shakmaty::attacks::queen_attacks(square, occupied)
    }
}

/// cozy-chess 0.3.4: magics, or PEXT with this crate's `pext` feature
/// (which needs a BMI2 target).
#[cfg(feature = "peers")]
pub struct CozyChess;

#[cfg(feature = "peers")]
impl Contender for CozyChess {
    type Square = cozy_chess::Square;
    type Set = cozy_chess::BitBoard;
    type Bits = u64;
    #[inline(always)]
    fn square(index: u8) -> cozy_chess::Square {
        cozy_chess::Square::index(usize::from(index))
    }
    #[inline(always)]
    fn set(bits: u64) -> cozy_chess::BitBoard {
        cozy_chess::BitBoard(bits)
    }
    #[inline(always)]
    fn bits(set: cozy_chess::BitBoard) -> u64 {
        set.0
    }
    #[inline(always)]
    fn rook(square: cozy_chess::Square, occupied: cozy_chess::BitBoard) -> cozy_chess::BitBoard {
        cozy_chess::get_rook_moves(square, occupied)
    }
    #[inline(always)]
    fn bishop(square: cozy_chess::Square, occupied: cozy_chess::BitBoard) -> cozy_chess::BitBoard {
        cozy_chess::get_bishop_moves(square, occupied)
    }
    #[inline(always)]
    fn queen(square: cozy_chess::Square, occupied: cozy_chess::BitBoard) -> cozy_chess::BitBoard {
        cozy_chess::get_rook_moves(square, occupied)
            | cozy_chess::get_bishop_moves(square, occupied)
    }
}

/// chess 3.2.0 (jordanbray) contenders, by its lookup functions.
#[cfg(feature = "peers")]
macro_rules! chess_contender {
    ($(#[$attr:meta])* $name:ident, $rook:path, $bishop:path) => {
        $(#[$attr])*
        pub struct $name;

        $(#[$attr])*
        impl Contender for $name {
            type Square = chess::Square;
            type Set = chess::BitBoard;
            type Bits = u64;
            #[inline(always)]
            fn square(index: u8) -> chess::Square {
                chess::ALL_SQUARES[usize::from(index)]
            }
            #[inline(always)]
            fn set(bits: u64) -> chess::BitBoard {
                chess::BitBoard(bits)
            }
            #[inline(always)]
            fn bits(set: chess::BitBoard) -> u64 {
                set.0
            }
            #[inline(always)]
            fn rook(square: chess::Square, occupied: chess::BitBoard) -> chess::BitBoard {
                $rook(square, occupied)
            }
            #[inline(always)]
            fn bishop(square: chess::Square, occupied: chess::BitBoard) -> chess::BitBoard {
                $bishop(square, occupied)
            }
            #[inline(always)]
            fn queen(square: chess::Square, occupied: chess::BitBoard) -> chess::BitBoard {
                $rook(square, occupied) | $bishop(square, occupied)
            }
        }
    };
}

#[cfg(feature = "peers")]
chess_contender!(
    /// chess 3.2.0 (jordanbray), magic lookups.
    Chess,
    chess::get_rook_moves,
    chess::get_bishop_moves
);

#[cfg(feature = "peers")]
chess_contender!(
    /// chess 3.2.0 (jordanbray), its BMI2 lookups (PEXT, then PDEP of a
    /// 16-bit entry), compiled only for BMI2 targets.
    #[cfg(target_feature = "bmi2")]
    ChessBmi2,
    chess::get_rook_moves_bmi,
    chess::get_bishop_moves_bmi
);

/// Every contender: a1h8's default first, then its techniques, then (with
/// the feature `peers`) the other libraries.
pub fn contenders() -> Vec<Entry> {
    #[allow(unused_mut)] // Without the feature `peers`: a1h8's alone.
    let mut all = vec![
        entry::<A1h8Default>("a1h8 default", Origin::OurDefault),
        entry::<A1h8Classical>("a1h8 classical", Origin::Ours),
        entry::<A1h8Hyperbola>("a1h8 hyperbola", Origin::Ours),
        entry::<A1h8Kindergarten>("a1h8 kindergarten", Origin::Ours),
        entry::<A1h8Obstruction>("a1h8 obstruction", Origin::Ours),
        entry::<A1h8KoggeStone>("a1h8 kogge-stone", Origin::Ours),
        entry::<A1h8Magic>("a1h8 magic", Origin::Ours),
        entry::<A1h8Pext>(
            if a1h8::attacks::pext::NATIVE {
                "a1h8 pext"
            } else {
                "a1h8 pext (magic: no BMI2)"
            },
            Origin::Ours,
        ),
    ];
    #[cfg(feature = "peers")]
    all.extend([
        entry::<Shakmaty>("shakmaty 0.30.1", Origin::Peer),
        entry::<CozyChess>(
            if cfg!(feature = "pext") {
                "cozy-chess 0.3.4 (pext)"
            } else {
                "cozy-chess 0.3.4"
            },
            Origin::Peer,
        ),
        entry::<Chess>("chess 3.2.0", Origin::Peer),
    ]);
    #[cfg(feature = "peers")]
    all.extend(bmi2_peers());
    all
}

/// The peers' lookups that exist only for BMI2 targets.
#[cfg(feature = "peers")]
fn bmi2_peers() -> Vec<Entry> {
    #[cfg(target_feature = "bmi2")]
    return vec![entry::<ChessBmi2>("chess 3.2.0 (bmi2)", Origin::Peer)];
    #[cfg(not(target_feature = "bmi2"))]
    return vec![];
}

/// The six measurements of a contender, in table order: each piece, each
/// mode.
pub const CELLS: [(Piece, Mode); 6] = [
    (Piece::Rook, Mode::Throughput),
    (Piece::Rook, Mode::Latency),
    (Piece::Bishop, Mode::Throughput),
    (Piece::Bishop, Mode::Latency),
    (Piece::Queen, Mode::Throughput),
    (Piece::Queen, Mode::Latency),
];

/// One contender's best time per lookup, in nanoseconds, for each of
/// [`CELLS`].
pub struct Row {
    /// The contender's name.
    pub name: &'static str,
    /// Who made it.
    pub origin: Origin,
    /// Nanoseconds per lookup.
    pub ns: [f64; 6],
}

/// Measures every contender: `rounds` rounds, each timing every contender,
/// piece and mode once over `repeats` passes of the workload, interleaved
/// so that a slow moment of the machine hits all alike; the best round
/// counts.
pub fn measure(workload: &Workload, rounds: usize, repeats: usize) -> Vec<Row> {
    measure_some(workload, rounds, repeats, |_| true)
}

/// [`measure`] for the contenders `keep` accepts only.
pub fn measure_some(
    workload: &Workload,
    rounds: usize,
    repeats: usize,
    keep: impl Fn(&Entry) -> bool,
) -> Vec<Row> {
    let contenders: Vec<Entry> = contenders().into_iter().filter(|c| keep(c)).collect();
    measure_entries(workload, &contenders, rounds, repeats)
}

/// [`measure`] for `contenders`, on sets of any [`Bits`].
pub fn measure_entries<B: Bits>(
    workload: &Workload<B>,
    contenders: &[Entry<B>],
    rounds: usize,
    repeats: usize,
) -> Vec<Row> {
    let mut rows: Vec<Row> = contenders
        .iter()
        .map(|c| Row {
            name: c.name,
            origin: c.origin,
            ns: [f64::INFINITY; 6],
        })
        .collect();
    let lookups = (workload.squares.len() * repeats) as f64;
    for _ in 0..rounds {
        for (contender, row) in contenders.iter().zip(&mut rows) {
            for (best, (piece, mode)) in row.ns.iter_mut().zip(CELLS) {
                let time = (contender.time)(workload, piece, mode, repeats);
                *best = best.min(time.as_secs_f64() * 1e9 / lookups);
            }
        }
    }
    rows
}

/// The fastest peer's time for each of [`CELLS`].
pub fn fastest_peer(rows: &[Row]) -> [f64; 6] {
    let mut best = [f64::INFINITY; 6];
    for row in rows.iter().filter(|r| r.origin == Origin::Peer) {
        for (best, ns) in best.iter_mut().zip(row.ns) {
            *best = best.min(ns);
        }
    }
    best
}

/// The largest ratio of a1h8's default time to the fastest peer's, over
/// the three pieces and two modes.
pub fn worst_ratio(rows: &[Row]) -> f64 {
    let ours = rows
        .iter()
        .find(|r| r.origin == Origin::OurDefault)
        .expect("a1h8's default is a contender");
    ours.ns
        .iter()
        .zip(fastest_peer(rows))
        .map(|(ns, best)| ns / best)
        .fold(0.0, f64::max)
}

/// The table: one line per contender, one column per piece and mode, each
/// `ns (ratio to the fastest peer)`; then the worst ratio of a1h8's default.
pub fn table(rows: &[Row]) -> String {
    let best = fastest_peer(rows);
    let title = "ns per lookup (ratio to fastest peer)";
    let width = rows
        .iter()
        .map(|r| r.name.len())
        .max()
        .unwrap_or(0)
        .max(title.len());
    let mut out = format!("{title:width$}");
    for (piece, mode) in CELLS {
        let heading = format!("{} {}", piece.name(), mode.name());
        out.push_str(&format!("  {heading:>17}"));
    }
    out.push('\n');
    for row in rows {
        out.push_str(&format!("{:width$}", row.name));
        for (ns, best) in row.ns.iter().zip(best) {
            let cell = format!("{ns:.2} ({:.2})", ns / best);
            out.push_str(&format!("  {cell:>17}"));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "worst ratio to the fastest peer: {:.2}\n",
        worst_ratio(rows)
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_contender_computes_the_same_attacks() {
        let workload = Workload::new(1 << 12);
        let contenders = contenders();
        for piece in Piece::ALL {
            let reference = (contenders[0].results)(&workload, piece);
            for contender in &contenders[1..] {
                assert!(
                    (contender.results)(&workload, piece) == reference,
                    "{} {}",
                    contender.name,
                    piece.name()
                );
            }
        }
    }

    #[test]
    fn the_workload_covers_every_square_with_varied_occupancy() {
        let workload = Workload::new(Workload::SIZE);
        let mut seen = [0usize; 64];
        for &s in &workload.squares {
            seen[usize::from(s)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
        let pieces: u32 = workload.occupied.iter().map(|o| o.count_ones()).sum();
        let mean = f64::from(pieces) / workload.occupied.len() as f64;
        assert!((15.0..17.0).contains(&mean), "{mean}");
    }

    #[test]
    fn the_table_ends_with_the_worst_ratio() {
        let workload = Workload::new(256);
        let rows = measure(&workload, 1, 1);
        let text = table(&rows);
        assert_eq!(text.lines().count(), rows.len() + 2);
        assert!(
            text.lines()
                .last()
                .unwrap()
                .starts_with("worst ratio to the fastest peer: ")
        );
    }
}
