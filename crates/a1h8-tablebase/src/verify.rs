//! The verifier: every value of a table derived again from the positions
//! one move away, in this table and in the smaller ones, by the
//! definitions of the metrics, written plainly and independently of the
//! generator (no taking back of moves, no levels, no counts).
//!
//! It imports nothing of the generator's: positions are made from the
//! index ([`Indexer::decode`](crate::Indexer::decode)), keyed as the
//! prober keys them ([`key`](crate::key)) and looked up through the
//! tables' own lookup ([`Tables::codes_with`]), an en passant capture read
//! as the prober reads it. Its tests generate the tables they check.

use std::sync::atomic::{AtomicBool, Ordering};

use a1h8::{Color, Endgame, MoveKind, PieceKind};
use rayon::prelude::*;

use crate::key::pieces_of;
use crate::probe::with_en_passant;
use crate::table::{LookupError, Table, Tables};
use crate::value::{UNUSED, Values, dtm_code, dtm_result};

/// A value of a table that its successors contradict, or a successor
/// that could not be looked up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The table holds `found` where the successors give `expected`.
    Wrong {
        /// The position, in FEN.
        fen: String,
        /// The metric: `dtm` or `dtz`.
        metric: &'static str,
        /// The code the table holds.
        found: u16,
        /// The code its successors give.
        expected: u16,
    },
    /// An index used or left unused against the rules.
    Usage {
        /// The index.
        index: u64,
        /// The side to move.
        turn: Color,
    },
    /// A successor's table is missing or does not hold it.
    Lookup(LookupError),
    /// Stopped when asked to, before the end.
    Stopped,
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VerifyError::Wrong {
                fen,
                metric,
                found,
                expected,
            } => write!(
                f,
                "{fen}: the table holds {metric} code {found}, its successors give {expected}"
            ),
            VerifyError::Usage { index, turn } => write!(
                f,
                "index {index} with {turn} to move is used or unused against the rules"
            ),
            VerifyError::Lookup(error) => write!(f, "a successor: {error}"),
            VerifyError::Stopped => f.write_str("stopped before the end"),
        }
    }
}

impl std::error::Error for VerifyError {}

/// What was checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Verified {
    /// Positions (side to move included) whose values were derived again.
    pub positions: u64,
}

/// Derives every value of `table` again from its successors, looked up in
/// `table` itself and in `tables`, ranges of indices in parallel.
///
/// # Errors
///
/// The first value found wrong, or a successor not found.
pub fn verify<G: Endgame + Sync>(
    template: &G,
    table: &Table,
    tables: &Tables,
) -> Result<Verified, VerifyError> {
    verify_until(template, table, tables, &AtomicBool::new(false))
}

/// [`verify`], stopping soon after `stop` is set (from another thread)
/// with [`VerifyError::Stopped`].
///
/// # Errors
///
/// As [`verify`], or stopped.
pub fn verify_until<G: Endgame + Sync>(
    template: &G,
    table: &Table,
    tables: &Tables,
    stop: &AtomicBool,
) -> Result<Verified, VerifyError> {
    const CHUNK: u64 = 4096;
    let len = table.indexer().len();
    // Ranges of indices checked in parallel; the first error in index
    // order is the one reported.
    let counts: Vec<Result<u64, VerifyError>> = (0..len.div_ceil(CHUNK))
        .into_par_iter()
        .map(|chunk| {
            if stop.load(Ordering::Relaxed) {
                return Err(VerifyError::Stopped);
            }
            let mut positions = 0;
            for index in chunk * CHUNK..((chunk + 1) * CHUNK).min(len) {
                for turn in Color::ALL {
                    positions += u64::from(verify_one(template, table, tables, index, turn)?);
                }
            }
            Ok(positions)
        })
        .collect();
    let mut verified = Verified::default();
    for count in counts {
        verified.positions += count?;
    }
    Ok(verified)
}

/// Checks the codes of one index and side to move: `true` for a position
/// derived again, `false` for an index rightly unused.
fn verify_one<G: Endgame>(
    template: &G,
    table: &Table,
    tables: &Tables,
    index: u64,
    turn: Color,
) -> Result<bool, VerifyError> {
    let indexer = table.indexer();
    let (dtm, dtz) = table.codes(turn, index);
    let placement = indexer.decode(index);
    let position = if indexer.is_representative(index, &placement) {
        indexer.position(template, &placement, turn)
    } else {
        None
    };
    let Some(position) = position else {
        if dtm != UNUSED || dtz != UNUSED {
            return Err(VerifyError::Usage { index, turn });
        }
        return Ok(false);
    };
    if dtm == UNUSED || dtz == UNUSED {
        return Err(VerifyError::Usage { index, turn });
    }
    let (expected_dtm, expected_dtz) = derive(&position, table, tables)?;
    let wrong = |metric, found, expected| VerifyError::Wrong {
        fen: position.to_string(),
        metric,
        found,
        expected,
    };
    if dtm != expected_dtm {
        return Err(wrong("dtm", dtm, expected_dtm));
    }
    if dtz != expected_dtz {
        return Err(wrong("dtz", dtz, expected_dtz));
    }
    Ok(true)
}

/// A successor as the verifier sees it: its codes, and whether the move
/// to it zeroes the 50-move counter.
struct Successor {
    dtm: u16,
    dtz: u16,
    zeroing: bool,
}

/// The DTM and DTZ codes `position` must have, by the definitions.
fn derive<G: Endgame>(
    position: &G,
    table: &Table,
    tables: &Tables,
) -> Result<(u16, u16), VerifyError> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return Ok(if position.is_check() {
            (dtm_code(0), 0)
        } else {
            (0, 0)
        });
    }
    let mut successors = Vec::with_capacity(moves.len());
    for &mv in moves.iter() {
        let zeroing = position.is_capture(mv)
            || position.move_kind(mv) == MoveKind::EnPassant
            || position.kind_on(position.move_from(mv)) == Some(PieceKind::Pawn);
        let child = position.play(mv);
        // The child as a prober reads it: en passant captures included.
        let values_of = |position: &G| {
            let (dtm, dtz) = codes_of(position, table, tables)?;
            Values::from_codes(dtm, dtz).ok_or(VerifyError::Lookup(LookupError::NotAPosition))
        };
        let (dtm, dtz) = with_en_passant(&child, values_of(&child)?, values_of)?.codes();
        successors.push(Successor { dtm, dtz, zeroing });
    }

    // DTM: the quickest mate, else the slowest loss, else a draw.
    let mut quickest_win: Option<u16> = None;
    let mut slowest_loss: Option<u16> = Some(0);
    for s in &successors {
        match dtm_result(s.dtm) {
            Some((false, plies)) => {
                quickest_win = Some(quickest_win.map_or(plies + 1, |w| w.min(plies + 1)));
            }
            Some((true, plies)) => {
                slowest_loss = slowest_loss.map(|l| l.max(plies + 1));
            }
            None => slowest_loss = None,
        }
    }
    let dtm = match (quickest_win, slowest_loss) {
        (Some(plies), _) => dtm_code(plies),
        (None, Some(plies)) => dtm_code(plies),
        (None, None) => 0,
    };

    // DTZ: plies to the next zeroing move, within the rule if 100 or fewer.
    // A move takes 1 ply to zeroing if it zeroes, else 1 more than its
    // successor's `plies`.
    let step = |s: &Successor, plies: u16| if s.zeroing { 1 } else { plies + 1 };
    let loses = |s: &&Successor| matches!(dtm_result(s.dtm), Some((false, _)));
    let dtz = match dtm_result(dtm) {
        None => 0,
        Some((true, _)) => {
            // The winner: the quickest zeroing into a loss, within the rule
            // (child losses within it), else beyond it (any child loss).
            let within = successors
                .iter()
                .filter(loses)
                .filter(|s| s.dtz <= 100)
                .map(|s| step(s, s.dtz))
                .min()
                .filter(|&plies| plies <= 100);
            within.unwrap_or_else(|| {
                let beyond = successors
                    .iter()
                    .filter(loses)
                    .map(|s| step(s, plies_of(s.dtz)));
                100 + beyond.min().unwrap_or(0)
            })
        }
        Some((false, _)) => {
            // The loser: the slowest, within the rule only if every move
            // leads into a win within it.
            let within = successors
                .iter()
                .map(|s| (s.dtz <= 100).then(|| step(s, s.dtz)))
                .try_fold(0u16, |max, plies| plies.map(|p| max.max(p)))
                .filter(|&plies| plies <= 100);
            within.unwrap_or_else(|| {
                let beyond = successors.iter().map(|s| step(s, plies_of(s.dtz)));
                100 + beyond.max().unwrap_or(0)
            })
        }
    };
    Ok((dtm, dtz))
}

/// The codes of `position`, looked up in `table` or `tables`.
fn codes_of<G: Endgame>(
    position: &G,
    table: &Table,
    tables: &Tables,
) -> Result<(u16, u16), VerifyError> {
    let (pieces, len) = pieces_of(position);
    tables
        .codes_with(table, &pieces[..len], position.turn())
        .map_err(VerifyError::Lookup)
}

/// The plies to zeroing of a DTZ code of a win or a loss.
fn plies_of(dtz: u16) -> u16 {
    if dtz > 100 { dtz - 100 } else { dtz }
}

#[cfg(test)]
mod tests {
    use a1h8::Position;

    use super::*;
    use crate::generate;

    fn three_pieces() -> (Tables, Position) {
        let game = Position::starting();
        let mut tables = Tables::new();
        for name in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"] {
            let table = generate(&game, name.parse().unwrap(), &tables).unwrap();
            tables.insert(table);
        }
        (tables, game)
    }

    #[test]
    fn every_three_piece_table_verifies() {
        let (tables, game) = three_pieces();
        for name in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"] {
            let table = tables.get(name.parse().unwrap()).unwrap();
            let verified = verify(&game, table, &tables).unwrap();
            assert!(verified.positions > 40_000, "{name}");
        }
    }

    #[test]
    fn one_wrong_value_is_found() {
        let (tables, game) = three_pieces();
        let kpvk = tables.get("KPvK".parse().unwrap()).unwrap();
        let used = |codes: &[u16]| codes.iter().position(|&c| c != UNUSED && c > 1).unwrap();
        for metric in ["dtm", "dtz"] {
            for change in [1i32, -1] {
                let mut broken = kpvk.clone();
                let codes = if metric == "dtm" {
                    &mut broken.dtm[0]
                } else {
                    &mut broken.dtz[0]
                };
                let at = used(codes);
                codes[at] = (i32::from(codes[at]) + change) as u16;
                match verify(&game, &broken, &tables) {
                    Err(VerifyError::Wrong { metric: found, .. }) => assert_eq!(found, metric),
                    other => panic!("{metric} {change:+}: {other:?}"),
                }
            }
        }
        // A used index marked unused, and the other way round.
        let mut broken = kpvk.clone();
        let at = used(&broken.dtm[1]);
        broken.dtm[1][at] = UNUSED;
        assert!(matches!(
            verify(&game, &broken, &tables),
            Err(VerifyError::Usage { .. })
        ));
    }
}
