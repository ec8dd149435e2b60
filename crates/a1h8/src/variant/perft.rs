//! Perft on a variant's board: the number of leaves of the legal move
//! tree, to test move generation against Fairy-Stockfish's counts.

use crate::perft::{PerftError, checked};
use crate::variant::{VariantMove, VariantPosition};

/// The number of legal move sequences of `depth` plies from `position`
/// (1 for depth 0). The last ply is counted, not played: each piece's
/// destination set by popcount, without a move list.
///
/// The sums saturate: `u64::MAX` stands for a count that does not fit in
/// 64 bits (2^64 - 1 or more). [`checked_perft`] makes that an error.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantPosition, perft};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(perft(&start, 1), 28);
/// assert_eq!(perft(&start, 3), 25_228); // Fairy-Stockfish's count
/// # Ok::<(), a1h8::variant::VariantFenError>(())
/// ```
pub fn perft(position: &VariantPosition<'_>, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut total = 0u64;
            position.for_each_legal_move(|mv| {
                total = total.saturating_add(perft(&position.play(mv), depth - 1));
            });
            total
        }
    }
}

/// [`perft`], with a count that does not fit in 64 bits as an error.
///
/// # Errors
///
/// [`PerftError::Overflow`] if the count is 2^64 - 1 or more.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantPosition, checked_perft};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(checked_perft(&start, 2), Ok(784));
/// # Ok::<(), a1h8::variant::VariantFenError>(())
/// ```
pub fn checked_perft(position: &VariantPosition<'_>, depth: u32) -> Result<u64, PerftError> {
    checked(perft(position, depth))
}

/// [`perft`] that calls `stop` at the nodes where 3 plies or more remain
/// (the variants' trees are wider), and gives up as soon as it returns
/// `true`, as [`crate::perft_until`] does.
///
/// # Errors
///
/// [`PerftError::Stopped`] once `stop` returned `true`;
/// [`PerftError::Overflow`] if the count is 2^64 - 1 or more.
///
/// ```
/// use a1h8::PerftError;
/// use a1h8::variant::{CAPABLANCA, VariantPosition, perft_until};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(perft_until(&start, 3, || false), Ok(25_228));
/// assert_eq!(perft_until(&start, 3, || true), Err(PerftError::Stopped));
/// # Ok::<(), a1h8::variant::VariantFenError>(())
/// ```
pub fn perft_until(
    position: &VariantPosition<'_>,
    depth: u32,
    mut stop: impl FnMut() -> bool,
) -> Result<u64, PerftError> {
    checked(polling(position, depth, &mut stop).ok_or(PerftError::Stopped)?)
}

/// [`perft`], polling `stop` where 3 plies or more remain: `None` once it
/// said stop.
fn polling(
    position: &VariantPosition<'_>,
    depth: u32,
    stop: &mut impl FnMut() -> bool,
) -> Option<u64> {
    if depth < 3 {
        return Some(perft(position, depth));
    }
    if stop() {
        return None;
    }
    let mut total = 0u64;
    for &mv in &position.legal_moves() {
        total = total.saturating_add(polling(&position.play(mv), depth - 1, stop)?);
    }
    Some(total)
}

/// Perft split by the first move: calls `each` with every legal move and
/// the perft of `depth - 1` after it, in the order of
/// [`VariantPosition::legal_moves`], and returns their sum, [`perft`] of
/// `depth`. Nothing is called at depth 0.
///
/// # Errors
///
/// [`PerftError::Overflow`] as soon as a move's count or the sum does not
/// fit in 64 bits; `each` has then been called for the moves before.
pub fn divide(
    position: &VariantPosition<'_>,
    depth: u32,
    mut each: impl FnMut(VariantMove, u64),
) -> Result<u64, PerftError> {
    if depth == 0 {
        return Ok(1);
    }
    let mut total = 0u64;
    for &mv in &position.legal_moves() {
        let count = checked_perft(&position.play(mv), depth - 1)?;
        each(mv, count);
        total = total.checked_add(count).ok_or(PerftError::Overflow)?;
    }
    checked(total)
}
