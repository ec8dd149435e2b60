//! Perft: the number of leaves of the legal move tree, to test move
//! generation against published counts.

use crate::{Move, Position};

/// The number of legal move sequences of `depth` plies from `position`
/// (1 for depth 0). The last ply is counted, not played: each piece's
/// destination set is counted by popcount, without a move list.
///
/// ```
/// use a1h8::{perft, Position};
///
/// let start = Position::starting();
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 1), 20);
/// assert_eq!(perft(&start, 3), 8_902);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => position
            .legal_moves()
            .iter()
            .map(|&mv| perft(&position.play_unhashed(mv), depth - 1))
            .sum(),
    }
}

/// Perft split by the first move: calls `each` with every legal move and
/// the perft of `depth - 1` after it, in the order of
/// [`Position::legal_moves`], and returns their sum, [`perft`] of `depth`.
/// Nothing is called at depth 0.
///
/// ```
/// use a1h8::{divide, Position};
///
/// let mut lines = Vec::new();
/// let total = divide(&Position::starting(), 2, |mv, count| lines.push(format!("{mv}: {count}")));
/// assert_eq!(total, 400);
/// assert_eq!(lines.len(), 20);
/// assert!(lines.contains(&"g1f3: 20".to_string()));
/// ```
pub fn divide(position: &Position, depth: u32, mut each: impl FnMut(Move, u64)) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for &mv in &position.legal_moves() {
        let count = perft(&position.play(mv), depth - 1);
        each(mv, count);
        total += count;
    }
    total
}

/// One entry of a [`PerftTable`]: a position's Zobrist hash, a depth and
/// the perft count there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerftEntry {
    key: u64,
    /// The count shifted left by 8 bits, or'ed with the depth.
    count_and_depth: u64,
}

/// A transposition table for [`perft_hashed`], in memory the caller owns
/// (the crate allocates nothing): perft counts by [`Position::zobrist`]
/// and depth, each new count replacing the one in its slot. A count is
/// trusted when the full 64-bit hash and the depth match, so a wrong count
/// needs two positions with one hash: with 64 bits, about one chance in
/// 2^64 per probe.
pub struct PerftTable<'a> {
    entries: &'a mut [PerftEntry],
}

impl<'a> PerftTable<'a> {
    /// A table over `entries` (all of them empty: [`PerftEntry::default`]).
    pub fn new(entries: &'a mut [PerftEntry]) -> PerftTable<'a> {
        PerftTable { entries }
    }

    fn slot(&self, key: u64) -> Option<usize> {
        match self.entries.len() {
            0 => None,
            len => Some((key % len as u64) as usize),
        }
    }

    fn get(&self, key: u64, depth: u32) -> Option<u64> {
        let entry = self.entries[self.slot(key)?];
        (entry.key == key && entry.count_and_depth & 0xff == u64::from(depth))
            .then_some(entry.count_and_depth >> 8)
    }

    fn put(&mut self, key: u64, depth: u32, count: u64) {
        if let Some(slot) = self.slot(key)
            && count < 1 << 56
        {
            self.entries[slot] = PerftEntry {
                key,
                count_and_depth: count << 8 | u64::from(depth & 0xff),
            };
        }
    }
}

/// [`perft`] with a transposition table: subtrees of depth 2 and more
/// reached again through another move order are counted once. The counts
/// are [`perft`]'s (a test compares them).
///
/// ```
/// use a1h8::{perft, perft_hashed, PerftEntry, PerftTable, Position};
///
/// let mut entries = vec![PerftEntry::default(); 1 << 16];
/// let mut table = PerftTable::new(&mut entries);
/// let start = Position::starting();
/// assert_eq!(perft_hashed(&start, 4, &mut table), perft(&start, 4));
/// ```
pub fn perft_hashed(position: &Position, depth: u32, table: &mut PerftTable<'_>) -> u64 {
    if depth <= 1 {
        return perft(position, depth);
    }
    let key = position.zobrist();
    if let Some(count) = table.get(key, depth) {
        return count;
    }
    let count = position
        .legal_moves()
        .iter()
        .map(|&mv| perft_hashed(&position.play(mv), depth - 1, table))
        .sum();
    table.put(key, depth, count);
    count
}
