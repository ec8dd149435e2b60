//! Perft: the number of leaves of the legal move tree, to test move
//! generation against published counts.

use core::fmt;

use crate::Game;
#[cfg(test)]
use crate::Position;

/// The deepest perft the command line, perft suites and the Python binding
/// accept: 20 plies, more than any published count (the library's
/// functions themselves take any depth).
pub const MAX_PERFT_DEPTH: u32 = 20;

/// A depth deeper than [`MAX_PERFT_DEPTH`]: the one message every caller
/// gives for it.
///
/// ```
/// use a1h8::{MAX_PERFT_DEPTH, PerftDepthError};
///
/// assert_eq!(PerftDepthError::check(20), Ok(20));
/// let error = PerftDepthError::check(21).unwrap_err();
/// assert_eq!(error.to_string(), "depth 21 is too deep: a perft counts at most 20 plies");
/// assert_eq!(MAX_PERFT_DEPTH, 20);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PerftDepthError {
    depth: u64,
}

impl PerftDepthError {
    /// `depth` if it is at most [`MAX_PERFT_DEPTH`].
    ///
    /// # Errors
    ///
    /// A [`PerftDepthError`] naming the depth if it is deeper.
    pub fn check(depth: u64) -> Result<u32, PerftDepthError> {
        u32::try_from(depth)
            .ok()
            .filter(|&d| d <= MAX_PERFT_DEPTH)
            .ok_or(PerftDepthError { depth })
    }

    /// The depth that was too deep.
    pub fn depth(&self) -> u64 {
        self.depth
    }
}

impl fmt::Display for PerftDepthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "depth {} is too deep: a perft counts at most {MAX_PERFT_DEPTH} plies",
            self.depth
        )
    }
}

impl core::error::Error for PerftDepthError {}

/// Why a perft gave no count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PerftError {
    /// The count is 2^64 - 1 or more: it does not fit in 64 bits.
    Overflow,
    /// The caller's stop condition asked the count to end
    /// ([`perft_until`]).
    Stopped,
}

impl fmt::Display for PerftError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PerftError::Overflow => "the count does not fit in 64 bits (2^64 - 1 or more)",
            PerftError::Stopped => "the count was stopped before its end",
        })
    }
}

impl core::error::Error for PerftError {}

/// A count that saturated at `u64::MAX` as an error.
pub(crate) fn checked(count: u64) -> Result<u64, PerftError> {
    if count == u64::MAX {
        Err(PerftError::Overflow)
    } else {
        Ok(count)
    }
}

/// The number of legal move sequences of `depth` plies from `position`
/// (1 for depth 0). The last ply is counted, not played: each piece's
/// destination set is counted by popcount, without a move list.
///
/// The sums saturate: `u64::MAX` stands for a count that does not fit in
/// 64 bits (2^64 - 1 or more). [`checked_perft`] makes that an error.
///
/// ```
/// use a1h8::{perft, Position};
///
/// let start = Position::starting();
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 1), 20);
/// assert_eq!(perft(&start, 3), 8_902);
/// ```
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    position.perft(depth)
}

/// [`perft`], with a count that does not fit in 64 bits as an error.
///
/// # Errors
///
/// [`PerftError::Overflow`] if the count is 2^64 - 1 or more.
///
/// ```
/// use a1h8::{checked_perft, Position};
///
/// assert_eq!(checked_perft(&Position::starting(), 4), Ok(197_281));
/// ```
pub fn checked_perft<G: Game>(position: &G, depth: u32) -> Result<u64, PerftError> {
    checked(perft(position, depth))
}

/// Remaining depths from which [`perft_until`] asks whether to stop: the
/// subtrees below are counted by [`perft`] without asking, a millisecond
/// each at most in ordinary positions of chess and of the variants.
const POLL_DEPTH: u32 = 3;

/// [`perft`] that calls `stop` at the nodes where 3 plies or more remain,
/// and gives up as soon as it returns `true`: a long count that a user can
/// interrupt, or that a deadline ends.
///
/// # Errors
///
/// [`PerftError::Stopped`] once `stop` returned `true`;
/// [`PerftError::Overflow`] if the count is 2^64 - 1 or more.
///
/// ```
/// use a1h8::{PerftError, Position, perft_until};
///
/// let start = Position::starting();
/// assert_eq!(perft_until(&start, 5, || false), Ok(4_865_609));
/// assert_eq!(perft_until(&start, 5, || true), Err(PerftError::Stopped));
/// ```
pub fn perft_until<G: Game>(
    position: &G,
    depth: u32,
    mut stop: impl FnMut() -> bool,
) -> Result<u64, PerftError> {
    checked(perft_polling(position, depth, &mut stop).ok_or(PerftError::Stopped)?)
}

/// [`perft`], polling `stop` where [`POLL_DEPTH`] plies or more remain:
/// `None` once it said stop.
fn perft_polling<G: Game>(
    position: &G,
    depth: u32,
    stop: &mut impl FnMut() -> bool,
) -> Option<u64> {
    if depth < POLL_DEPTH {
        return Some(perft(position, depth));
    }
    if stop() {
        return None;
    }
    let mut total = Some(0u64);
    position.for_each_child(|child| {
        // Once stopped, the other children are not counted.
        if let Some(sum) = total {
            total = perft_polling(child, depth - 1, stop).map(|count| sum.saturating_add(count));
        }
    });
    total
}

/// Perft split by the first move: calls `each` with every legal move and
/// the perft of `depth - 1` after it, in the order of
/// [`Game::legal_moves`], and returns their sum, [`perft`] of `depth`.
/// Nothing is called at depth 0.
///
/// # Errors
///
/// [`PerftError::Overflow`] as soon as a move's count or the sum does not
/// fit in 64 bits; `each` has then been called for the moves before.
///
/// ```
/// use a1h8::{divide, Position};
///
/// let mut lines = Vec::new();
/// let total = divide(&Position::starting(), 2, |mv, count| lines.push(format!("{mv}: {count}")));
/// assert_eq!(total, Ok(400));
/// assert_eq!(lines.len(), 20);
/// assert!(lines.contains(&"g1f3: 20".to_string()));
/// ```
pub fn divide<G: Game>(
    position: &G,
    depth: u32,
    mut each: impl FnMut(G::Move, u64),
) -> Result<u64, PerftError> {
    if depth == 0 {
        return Ok(1);
    }
    let mut total = 0u64;
    for &mv in position.legal_moves().iter() {
        let count = checked_perft(&position.play_unchecked(mv), depth - 1)?;
        each(mv, count);
        total = total.checked_add(count).ok_or(PerftError::Overflow)?;
    }
    checked(total)
}

/// A transposition table for [`perft_hashed`], in memory the caller owns
/// (the crate allocates nothing): 64-bit words, all zero to begin with, as
/// `vec![0u64; n]` gives them (from the operating system's zeroed pages,
/// touched only as the table fills).
///
/// Four words make a bucket of two entries, each a position's Zobrist hash
/// with a depth and the perft count there. The bucket is chosen by the
/// hash mixed with the depth, so that one position's counts at different
/// depths do not compete for one slot. A new count replaces the first
/// entry when it is at least as deep (the deeper counts, which took
/// longer, stay), and the second otherwise. A count is trusted when the
/// full 64-bit hash and the depth match, so a wrong count needs two
/// positions with one hash: with 64 bits, about one chance in 2^64 per
/// probe. Counts of 2^56 or more are not kept.
pub struct PerftTable<'a> {
    words: &'a mut [u64],
}

/// The words of one bucket of a [`PerftTable`].
const BUCKET_WORDS: usize = 4;

impl<'a> PerftTable<'a> {
    /// The bytes a table takes for each bucket of two entries.
    pub const BUCKET_BYTES: usize = BUCKET_WORDS * 8;

    /// A table over `words`, all of them 0. Its buckets are the first
    /// `words.len() / 4` groups of four words; fewer than four words make
    /// a table that keeps nothing.
    ///
    /// ```
    /// use a1h8::{PerftTable, Position, perft_hashed};
    ///
    /// let mut words = vec![0u64; 1 << 16];
    /// let mut table = PerftTable::new(&mut words);
    /// assert_eq!(perft_hashed(&Position::starting(), 4, &mut table), Ok(197_281));
    /// ```
    pub fn new(words: &'a mut [u64]) -> PerftTable<'a> {
        PerftTable { words }
    }

    /// The first word of the bucket of `key` at `depth`.
    fn bucket(&self, key: u64, depth: u32) -> Option<usize> {
        let buckets = (self.words.len() / BUCKET_WORDS) as u64;
        if buckets == 0 {
            return None;
        }
        // The depth moves the index by a large odd multiple, and the high
        // half of the product with the bucket count spreads it over them.
        let mixed = key ^ u64::from(depth).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let index = ((u128::from(mixed) * u128::from(buckets)) >> 64) as usize;
        Some(index * BUCKET_WORDS)
    }

    fn probe(&self, key: u64, depth: u32) -> Option<u64> {
        let at = self.bucket(key, depth)?;
        let bucket = &self.words[at..at + BUCKET_WORDS];
        bucket.chunks_exact(2).find_map(|entry| {
            (entry[0] == key && entry[1] & 0xff == u64::from(depth)).then_some(entry[1] >> 8)
        })
    }

    fn store(&mut self, key: u64, depth: u32, count: u64) {
        // Depths below 1 are never stored, so a zero word is an empty entry.
        if count >= 1 << 56 || depth == 0 || depth > 0xff {
            return;
        }
        let Some(at) = self.bucket(key, depth) else {
            return;
        };
        let data = count << 8 | u64::from(depth);
        let bucket = &mut self.words[at..at + BUCKET_WORDS];
        if bucket[1] & 0xff <= u64::from(depth) {
            // Deep enough for the first entry: its count moves to the second.
            bucket.copy_within(0..2, 2);
            bucket[0] = key;
            bucket[1] = data;
        } else {
            bucket[2] = key;
            bucket[3] = data;
        }
    }
}

/// [`perft`] with a transposition table: subtrees of depth 2 and more
/// reached again through another move order, or at another depth of the
/// count, are counted once. The counts are [`perft`]'s (a test compares
/// them).
///
/// # Errors
///
/// [`PerftError::Overflow`] if the count is 2^64 - 1 or more, which the
/// table makes reachable: the count of a small position to depth 20 can
/// take a second.
///
/// ```
/// use a1h8::{perft, perft_hashed, PerftTable, Position};
///
/// let mut words = vec![0u64; 1 << 16];
/// let mut table = PerftTable::new(&mut words);
/// let start = Position::starting();
/// assert_eq!(perft_hashed(&start, 4, &mut table), Ok(perft(&start, 4)));
/// ```
pub fn perft_hashed<G: Game>(
    position: &G,
    depth: u32,
    table: &mut PerftTable<'_>,
) -> Result<u64, PerftError> {
    checked(hashed(position, depth, table))
}

/// [`perft_hashed`]'s count, saturating at `u64::MAX`.
fn hashed<G: Game>(position: &G, depth: u32, table: &mut PerftTable<'_>) -> u64 {
    if depth <= 1 {
        return perft(position, depth);
    }
    let key = position.zobrist();
    if let Some(count) = table.probe(key, depth) {
        return count;
    }
    let count = position.legal_moves().iter().fold(0u64, |total, &mv| {
        total.saturating_add(hashed(&position.play_unchecked(mv), depth - 1, table))
    });
    table.store(key, depth, count);
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count past 2^64 is an error, not a wrapped number: the table is
    /// filled beforehand with counts of 2^56 - 1 at depth 2 for the 400
    /// positions two plies from the start, so that perft 4 of the start is
    /// their sum, about 400 * 2^56, past 2^64.
    #[test]
    fn a_sum_past_64_bits_is_an_overflow() {
        let mut words = [0u64; 1 << 12];
        let mut table = PerftTable::new(&mut words);
        let start = Position::starting();
        for &first in &start.legal_moves() {
            let after = start.play_unchecked(first);
            for &second in &after.legal_moves() {
                let position = after.play_unchecked(second);
                table.store(position.zobrist(), 2, (1 << 56) - 1);
            }
        }
        assert_eq!(
            perft_hashed(&start, 4, &mut table),
            Err(PerftError::Overflow)
        );
        // Without the planted counts the same call counts.
        let mut words = [0u64; 1 << 12];
        let mut table = PerftTable::new(&mut words);
        assert_eq!(perft_hashed(&start, 4, &mut table), Ok(197_281));
    }

    #[test]
    fn stop_is_asked_only_where_three_plies_remain() {
        let start = Position::starting();
        let mut asked = 0;
        let stop = || {
            asked += 1;
            false
        };
        assert_eq!(perft_until(&start, 5, stop), Ok(4_865_609));
        // The root, its 20 children and their 400.
        assert_eq!(asked, 421);
    }
}
