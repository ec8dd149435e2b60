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

use crate::Material;
use crate::key::{material_of, pieces_of};
use crate::metrics::{Metric, Metrics};
use crate::one_ply::with_en_passant;
use crate::table::{LookupError, Table, Tables};
use crate::value::{
    Codes, UNUSED, UNUSED_WDL, Values, can_leave_out, dtm_code, dtm_result, dtz_code, dtz_result,
    stores_wdl, wdl_code,
};

/// A value of a table that its successors contradict, or a successor
/// that could not be looked up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The table holds `found` where the successors give `expected`.
    Wrong {
        /// The position, in FEN.
        fen: String,
        /// The metric of the column: DTM, DTZ, or WDL (a table of WDL
        /// alone).
        metric: Metric,
        /// The code the table holds.
        found: u16,
        /// The code its successors give.
        expected: u16,
    },
    /// The table holds a WDL50 (a table of WDL50 without DTZ) that its
    /// successors' do not allow.
    Inconsistent {
        /// The position, in FEN.
        fen: String,
        /// The WDL50 the table holds.
        found: i8,
        /// Those its successors allow (and its DTM, if the table holds it).
        allowed: Vec<i8>,
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
    /// A successor's table lacks a metric the check needs of it
    /// ([`Metrics::needed_of_successors`]).
    Lacking {
        /// Its ending.
        material: Material,
        /// What it holds.
        held: Metrics,
        /// What the check needs of it.
        needed: Metrics,
    },
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
            VerifyError::Inconsistent {
                fen,
                found,
                allowed,
            } => {
                let allowed: Vec<String> = allowed.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "{fen}: the table holds wdl50 {found}, its successors allow {}",
                    if allowed.is_empty() {
                        "none".to_string()
                    } else {
                        allowed.join(" or ")
                    }
                )
            }
            VerifyError::Usage { index, turn } => write!(
                f,
                "index {index} with {turn} to move is used or unused against the rules"
            ),
            VerifyError::Lookup(error) => write!(f, "a successor: {error}"),
            VerifyError::Lacking {
                material,
                held,
                needed,
            } => write!(
                f,
                "the table of {material}, a successor, holds {held}, but checking needs {needed} \
                 of it"
            ),
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
    /// The metrics checked: the table's.
    pub metrics: Metrics,
    /// Those of them checked only for local consistency, which a cycle of
    /// positions marked won and lost that are draws would pass (empty for
    /// a table of DTZ or of DTM without WDL50, whose distances make every
    /// check exact): WDL without DTM, WDL50 without DTZ
    /// ([`verify`]'s documentation says what each check is).
    pub local: Metrics,
}

/// The metrics of a table of `metrics` that [`verify`] checks only for
/// local consistency.
fn checked_locally(metrics: Metrics) -> Metrics {
    if metrics.contains(Metric::Dtz) {
        return Metrics::NONE;
    }
    let mut local = Metrics::NONE;
    if metrics.contains(Metric::Wdl50) {
        local = local.with(Metric::Wdl50);
    }
    if !metrics.contains(Metric::Dtm) {
        local = local.with(Metric::Wdl);
    }
    local
}

/// Derives every value of `table` again from its successors, looked up in
/// `table` itself and in `tables`, ranges of indices in parallel: each
/// metric the table holds, by its definition.
///
/// - **DTM**, from the successors' DTM: the quickest mate, else the
///   slowest loss, else a draw. Exact: distances only go down along best
///   play, so no cycle of wrong values passes.
/// - **DTZ** (and the WDL50 and WDL it gives), from the successors' DTZ
///   (the WDL50 of those a zeroing move leads to): exact likewise.
/// - **WDL** of a table without DTM or DTZ (WDL alone, or with WDL50),
///   from the successors' WDL: a win has a move into a loss, a loss has
///   every move into a win. This is a check of *local consistency* only:
///   positions that are draws but marked won and lost in a cycle would
///   pass it. Generating DTM or DTZ makes it exact.
/// - **WDL50** without DTZ, from the successors' WDL50: likewise local
///   (and weaker: where a win is within 100 plies or beyond needs the
///   distances). A zeroing move into a loss is a win (2); a move into a
///   loss the rule keeps is a win, cursed or not (2 or 1); a move into a
///   loss the rule saves, with none into a loss it keeps, a cursed win
///   (1); else a move into a draw a draw; else a move into a cursed win a
///   blessed loss (-1); every move a zeroing one into a win a loss (-2);
///   else a loss, blessed or not. With DTM, its sign must be DTM's.
///   Generating DTZ makes it exact.
///
/// [`Verified::local`] says which of the table's metrics were checked
/// only locally.
///
/// # Errors
///
/// The first value found wrong, or a successor not found, or a
/// successor's table lacking a metric the check needs.
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
    let metrics = table.metrics();
    let needed = metrics.needed_of_successors();
    let promotions: Vec<PieceKind> = template.promotions().iter().collect();
    for successor in table.material().successors(&promotions) {
        if let Some(held) = tables.get(successor).map(Table::metrics)
            && !held.contains_all(needed)
        {
            return Err(VerifyError::Lacking {
                material: successor,
                held,
                needed,
            });
        }
    }
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
    let mut verified = Verified {
        positions: 0,
        metrics,
        local: checked_locally(metrics),
    };
    for count in counts {
        verified.positions += count?;
    }
    Ok(verified)
}

/// Whether every column of `codes` says the index is unused.
fn all_unused(codes: &Codes) -> bool {
    codes.dtm.is_none_or(|code| code == UNUSED)
        && codes.dtz.is_none_or(|code| code == UNUSED)
        && codes.wdl.is_none_or(|code| code == UNUSED_WDL)
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
    let codes = table.codes(turn, index);
    let placement = indexer.decode(index);
    let position = if indexer.is_representative(index, &placement) {
        indexer.position(template, &placement, turn)
    } else {
        None
    };
    let Some(position) = position else {
        if !all_unused(&codes) {
            return Err(VerifyError::Usage { index, turn });
        }
        return Ok(false);
    };
    if codes.is_unused() {
        return Err(VerifyError::Usage { index, turn });
    }
    let successors = successors(&position, &|child| codes_of(child, table, tables))?;
    let wrong = |metric, found: u16, expected: u16| {
        if found == expected {
            Ok(())
        } else {
            Err(VerifyError::Wrong {
                fen: position.to_string(),
                metric,
                found,
                expected,
            })
        }
    };
    let in_check = position.is_check();
    if let Some(found) = codes.dtm {
        wrong(Metric::Dtm, found, derive_dtm(&successors, in_check)?)?;
    }
    if let Some(found) = codes.dtz {
        wrong(Metric::Dtz, found, derive_dtz(&successors, in_check)?)?;
    }
    if let Some(found) = codes.wdl {
        if codes.metrics.contains(Metric::Wdl50) {
            let values = Values::from_codes(codes).expect("a used index");
            let found = values.wdl50.expect("a table of WDL50");
            let mut allowed = allowed_wdl50(&successors, in_check)?;
            if codes.dtm.is_some() {
                allowed.retain(|&wdl50| wdl50.signum() == values.wdl);
            }
            if !allowed.contains(&found) {
                return Err(VerifyError::Inconsistent {
                    fen: position.to_string(),
                    found,
                    allowed,
                });
            }
        } else {
            let expected = wdl_code(derive_wdl(&successors, in_check)?, None);
            wrong(Metric::Wdl, u16::from(found), u16::from(expected))?;
        }
    }
    Ok(true)
}

/// A successor as the verifier sees it: its codes as a prober reads them,
/// and whether the move to it zeroes the 50-move counter.
struct Successor {
    codes: Codes,
    zeroing: bool,
    /// The ending of its table, for the errors.
    material: Material,
}

impl Successor {
    /// Its values.
    fn values(&self) -> Result<Values, VerifyError> {
        Values::from_codes(self.codes).ok_or(VerifyError::Lookup(LookupError::NotAPosition))
    }

    /// `value`, which the successor's table holds if it holds `metric`.
    fn need<T>(&self, value: Option<T>, metric: Metric) -> Result<T, VerifyError> {
        value.ok_or(VerifyError::Lacking {
            material: self.material,
            held: self.codes.metrics,
            needed: Metrics::of(metric),
        })
    }

    /// Its WDL.
    fn wdl(&self) -> Result<i8, VerifyError> {
        Ok(self.values()?.wdl)
    }

    /// Its WDL50.
    fn wdl50(&self) -> Result<i8, VerifyError> {
        self.need(self.values()?.wdl50, Metric::Wdl50)
    }

    /// Its DTM code.
    fn dtm(&self) -> Result<u16, VerifyError> {
        self.need(self.codes.dtm, Metric::Dtm)
    }

    /// Its plies to zeroing, as its DTZ code says them (100 more beyond
    /// the rule, 0 for a side mated).
    fn dtz_plies(&self) -> Result<u16, VerifyError> {
        let code = self.need(self.codes.dtz, Metric::Dtz)?;
        Ok(dtz_result(code).map_or(0, |(_, plies)| plies))
    }

    /// The plies to zeroing of the move to it: 1 if it zeroes, else one
    /// more than the successor's (the plies beyond the rule if `beyond`).
    fn step(&self, beyond: bool) -> Result<u16, VerifyError> {
        if self.zeroing {
            return Ok(1);
        }
        let plies = self.dtz_plies()?;
        Ok(1 + if beyond && plies > 100 {
            plies - 100
        } else {
            plies
        })
    }
}

/// The successors of `position`, each as a prober reads it, the codes of
/// a position looked up by `lookup`.
fn successors<G: Endgame>(
    position: &G,
    lookup: &dyn Fn(&G) -> Result<Codes, VerifyError>,
) -> Result<Vec<Successor>, VerifyError> {
    let moves = position.legal_moves();
    let mut successors = Vec::with_capacity(moves.len());
    for &mv in moves.iter() {
        let zeroing = position.is_capture(mv)
            || position.move_kind(mv) == MoveKind::EnPassant
            || position.kind_on(position.move_from(mv)) == Some(PieceKind::Pawn);
        let child = position.play_unchecked(mv);
        let own = lookup(&child)?;
        // The child as a prober reads it: en passant captures included
        // (reached by a double step, a zeroing move: the codes from its
        // values are exact where they are read).
        let codes = if child.en_passant_index().is_some() {
            let values_of = |position: &G| {
                Values::from_codes(lookup(position)?)
                    .ok_or(VerifyError::Lookup(LookupError::NotAPosition))
            };
            with_en_passant(&child, values_of(&child)?, values_of)?.codes()
        } else {
            own
        };
        successors.push(Successor {
            codes,
            zeroing,
            material: material_of(&child),
        });
    }
    Ok(successors)
}

/// The DTM code a position with `successors` must have: the quickest
/// mate, else the slowest loss, else a draw.
fn derive_dtm(successors: &[Successor], in_check: bool) -> Result<u16, VerifyError> {
    if successors.is_empty() {
        return Ok(if in_check { dtm_code(0) } else { 0 });
    }
    let mut quickest_win: Option<u16> = None;
    let mut slowest_loss: Option<u16> = Some(0);
    for s in successors {
        match dtm_result(s.dtm()?) {
            Some((false, plies)) => {
                quickest_win = Some(quickest_win.map_or(plies + 1, |w| w.min(plies + 1)));
            }
            Some((true, plies)) => {
                slowest_loss = slowest_loss.map(|l| l.max(plies + 1));
            }
            None => slowest_loss = None,
        }
    }
    Ok(match (quickest_win, slowest_loss) {
        (Some(plies), _) => dtm_code(plies),
        (None, Some(plies)) => dtm_code(plies),
        (None, None) => 0,
    })
}

/// The result (1, 0, -1) of a position with `successors`, the 50-move
/// rule ignored: a win if a move leads to a loss, a loss if every move
/// leads to a win (or if mated), else a draw.
fn derive_wdl(successors: &[Successor], in_check: bool) -> Result<i8, VerifyError> {
    if successors.is_empty() {
        return Ok(if in_check { -1 } else { 0 });
    }
    let mut all_win = true;
    for s in successors {
        match s.wdl()? {
            -1 => return Ok(1),
            0 => all_win = false,
            _ => {}
        }
    }
    Ok(if all_win { -1 } else { 0 })
}

/// The DTZ code a position with `successors` must have: plies to the
/// next zeroing move, within the 50-move rule if 100 or fewer, else 100
/// more than them.
fn derive_dtz(successors: &[Successor], in_check: bool) -> Result<u16, VerifyError> {
    let wdl = derive_wdl(successors, in_check)?;
    if wdl == 0 {
        return Ok(0);
    }
    let wins = wdl > 0;
    if successors.is_empty() {
        return Ok(dtz_code(0, false));
    }
    let within_rule = |plies: Option<u16>| plies.filter(|&plies| plies <= 100);
    let plies = if wins {
        // The winner: the quickest zeroing into a loss, within the rule
        // (child losses within it), else beyond it (any child loss).
        let mut within = None::<u16>;
        let mut beyond = None::<u16>;
        for s in successors {
            if s.wdl()? >= 0 {
                continue;
            }
            if s.wdl50()? == -2 {
                let step = s.step(false)?;
                within = Some(within.map_or(step, |w| w.min(step)));
            }
            let step = s.step(true)?;
            beyond = Some(beyond.map_or(step, |b| b.min(step)));
        }
        within_rule(within).unwrap_or(100 + beyond.unwrap_or(0))
    } else {
        // The loser: the slowest, within the rule only if every move
        // leads into a win within it.
        let mut within = Some(0u16);
        let mut beyond = 0u16;
        for s in successors {
            if s.wdl50()? == 2 {
                let step = s.step(false)?;
                within = within.map(|w| w.max(step));
            } else {
                within = None;
            }
            beyond = beyond.max(s.step(true)?);
        }
        within_rule(within).unwrap_or(100 + beyond)
    };
    Ok(dtz_code(plies, wins))
}

/// The WDL50 values a position with `successors` may have, by local
/// consistency alone ([`verify`] says the rules).
fn allowed_wdl50(successors: &[Successor], in_check: bool) -> Result<Vec<i8>, VerifyError> {
    if successors.is_empty() {
        return Ok(vec![if in_check { -2 } else { 0 }]);
    }
    let (mut zeroing_into_loss, mut into_loss, mut into_saved_loss) = (false, false, false);
    let (mut into_draw, mut into_cursed_win, mut all_zeroing) = (false, false, true);
    for s in successors {
        match s.wdl50()? {
            -2 if s.zeroing => zeroing_into_loss = true,
            -2 => into_loss = true,
            -1 => into_saved_loss = true,
            0 => into_draw = true,
            1 => into_cursed_win = true,
            _ => {}
        }
        all_zeroing &= s.zeroing;
    }
    Ok(if zeroing_into_loss {
        vec![2]
    } else if into_loss {
        vec![2, 1]
    } else if into_saved_loss {
        vec![1]
    } else if into_draw {
        vec![0]
    } else if into_cursed_win {
        vec![-1]
    } else if all_zeroing {
        vec![-2]
    } else {
        vec![-1, -2]
    })
}

/// The codes `position` has in a table of `metrics` (one that
/// [can leave a side out](can_leave_out)), derived from its successors by
/// the verifier's definitions, the codes of a position given by `lookup`.
///
/// # Errors
///
/// A successor not found, or lacking a metric the derivation needs.
pub(crate) fn derive_codes<G: Endgame>(
    position: &G,
    metrics: Metrics,
    lookup: &dyn Fn(&G) -> Result<Codes, VerifyError>,
) -> Result<Codes, VerifyError> {
    debug_assert!(can_leave_out(metrics));
    let successors = successors(position, lookup)?;
    let in_check = position.is_check();
    let dtm = if metrics.contains(Metric::Dtm) {
        Some(derive_dtm(&successors, in_check)?)
    } else {
        None
    };
    let dtz = if metrics.contains(Metric::Dtz) {
        Some(derive_dtz(&successors, in_check)?)
    } else {
        None
    };
    let wdl = if stores_wdl(metrics) {
        Some(wdl_code(derive_wdl(&successors, in_check)?, None))
    } else {
        None
    };
    Ok(Codes {
        metrics,
        dtm,
        dtz,
        wdl,
    })
}

/// Fills the codes of `turn` to move of `table`, which its file left out,
/// derived from the successors ([`derive_codes`]): in `table` itself (the
/// other side to move, read from the file) and in `tables` (the endings
/// it leads into, loaded whole). Its unused indices, marked already, stay
/// unused. Ranges of indices in parallel.
///
/// # Errors
///
/// A successor not found, or lacking a metric the derivation needs.
pub(crate) fn fill_left_out<G: Endgame + Sync>(
    template: &G,
    table: &mut Table,
    tables: &Tables,
    turn: Color,
) -> Result<(), VerifyError> {
    const CHUNK: u64 = 1 << 16;
    let len = table.indexer().len();
    let metrics = table.metrics();
    for start in (0..len).step_by(CHUNK as usize) {
        let end = (start + CHUNK).min(len);
        let shared = &*table;
        let derived: Vec<Option<Codes>> = (start..end)
            .into_par_iter()
            .map(|index| {
                if shared.codes(turn, index).is_unused() {
                    return Ok(None);
                }
                let indexer = shared.indexer();
                let position = indexer
                    .position(template, &indexer.decode(index), turn)
                    .ok_or(VerifyError::Usage { index, turn })?;
                derive_codes(&position, metrics, &|child| codes_of(child, shared, tables)).map(Some)
            })
            .collect::<Result<_, _>>()?;
        for (index, codes) in (start..end).zip(derived) {
            if let Some(codes) = codes {
                table.set_codes(turn, index, codes);
            }
        }
    }
    Ok(())
}

/// The codes of `position`, looked up in `table` or `tables`.
fn codes_of<G: Endgame>(
    position: &G,
    table: &Table,
    tables: &Tables,
) -> Result<Codes, VerifyError> {
    let (pieces, len) = pieces_of(position);
    tables
        .codes_with(table, &pieces[..len], position.turn())
        .map_err(VerifyError::Lookup)
}

#[cfg(test)]
mod tests {
    use a1h8::Position;

    use super::*;
    use crate::generate_with_metrics;

    fn three_pieces(metrics: Metrics) -> (Tables, Position) {
        let game = Position::starting();
        let mut tables = Tables::new();
        for name in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"] {
            let table = generate_with_metrics(&game, name.parse().unwrap(), &tables, metrics);
            tables.insert(table.unwrap());
        }
        (tables, game)
    }

    #[test]
    fn every_three_piece_table_verifies() {
        let (tables, game) = three_pieces(Metrics::ALL);
        for name in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"] {
            let table = tables.get(name.parse().unwrap()).unwrap();
            let verified = verify(&game, table, &tables).unwrap();
            assert!(verified.positions > 40_000, "{name}");
            assert_eq!(verified.local, Metrics::NONE);
        }
    }

    /// The first used index of a column whose code is more than 2.
    fn used<T: Copy + Into<u16>>(codes: &[T], unused: T) -> usize {
        codes
            .iter()
            .position(|&c| c.into() != unused.into() && c.into() > 2)
            .unwrap()
    }

    #[test]
    fn one_wrong_value_is_found() {
        let (tables, game) = three_pieces(Metrics::ALL);
        let kpvk = tables.get("KPvK".parse().unwrap()).unwrap();
        for metric in [Metric::Dtm, Metric::Dtz] {
            for change in [1i32, -1, 2, -2] {
                let mut broken = kpvk.clone();
                let columns = &mut broken.columns;
                let codes = if metric == Metric::Dtm {
                    &mut columns.dtm.as_mut().unwrap()[0]
                } else {
                    &mut columns.dtz.as_mut().unwrap()[0]
                };
                let at = used(codes, UNUSED);
                codes[at] = (i32::from(codes[at]) + change) as u16;
                match verify(&game, &broken, &tables) {
                    Err(VerifyError::Wrong { metric: found, .. }) => assert_eq!(found, metric),
                    other => panic!("{metric} {change:+}: {other:?}"),
                }
            }
        }
        // A used index marked unused, and the other way round.
        let mut broken = kpvk.clone();
        let dtm = &mut broken.columns.dtm.as_mut().unwrap()[1];
        let at = used(dtm, UNUSED);
        dtm[at] = UNUSED;
        assert!(matches!(
            verify(&game, &broken, &tables),
            Err(VerifyError::Usage { .. })
        ));
    }

    /// For each set of metrics, KPvK's first position White wins (but in
    /// one ply) made a draw in each column it stores, and the verifier
    /// finds it; it says which metrics it checked only locally.
    #[test]
    fn a_wrong_value_of_each_column_of_each_set_is_found() {
        for list in [
            "wdl50,dtz",
            "dtm,wdl",
            "wdl",
            "wdl50",
            "dtz",
            "dtm",
            "dtm,wdl50",
        ] {
            let metrics: Metrics = list.parse().unwrap();
            let (tables, game) = three_pieces(metrics);
            let kpvk = tables.get("KPvK".parse().unwrap()).unwrap();
            let verified = verify(&game, kpvk, &tables).unwrap();
            assert_eq!(verified.local, checked_locally(metrics.closure()), "{list}");
            let index = (0..kpvk.indexer().len())
                .find(|&index| {
                    kpvk.values(Color::White, index)
                        .is_some_and(|v| v.wdl == 1 && v.dtm.is_none_or(|dtm| dtm > 1))
                })
                .unwrap() as usize;
            let mut changed = 0;
            for metric in [Metric::Dtm, Metric::Dtz, Metric::Wdl] {
                let mut broken = kpvk.clone();
                let columns = &mut broken.columns;
                match metric {
                    Metric::Dtm => match &mut columns.dtm {
                        Some(dtm) => dtm[0][index] = 0,
                        None => continue,
                    },
                    Metric::Dtz => match &mut columns.dtz {
                        Some(dtz) => dtz[0][index] = 0,
                        None => continue,
                    },
                    _ => match &mut columns.wdl {
                        Some(wdl) => wdl[0][index] = 0,
                        None => continue,
                    },
                }
                match verify(&game, &broken, &tables) {
                    Err(VerifyError::Wrong { metric: found, .. }) => {
                        assert_eq!(found, metric, "{list}")
                    }
                    Err(VerifyError::Inconsistent { found, .. }) => {
                        assert_eq!((found, metric), (0, Metric::Wdl), "{list}")
                    }
                    other => panic!("{list}, {metric} changed: {other:?}"),
                }
                changed += 1;
            }
            assert!(changed > 0, "{list}");
        }
    }

    #[test]
    fn what_is_checked_locally() {
        for (list, local) in [
            ("dtm,wdl,wdl50,dtz", "none"),
            ("wdl50,dtz", "none"),
            ("dtm,wdl", "none"),
            ("dtm,wdl50", "wdl50"),
            ("wdl50", "wdl,wdl50"),
            ("wdl", "wdl"),
        ] {
            let metrics = list.parse::<Metrics>().unwrap().closure();
            assert_eq!(checked_locally(metrics).to_string(), local, "{list}");
        }
    }

    #[test]
    fn a_successor_lacking_a_metric_is_named() {
        let game = Position::starting();
        let mut tables = Tables::new();
        let wdl: Metrics = "wdl".parse().unwrap();
        tables.insert(generate_with_metrics(&game, "KQvK".parse().unwrap(), &tables, wdl).unwrap());
        let kqvk = tables.get("KQvK".parse().unwrap()).unwrap().clone();
        // KQvKQ read with a KQvK of WDL alone: its DTM cannot be checked.
        let mut all = Tables::new();
        all.insert(generate(&game, "KQvK".parse().unwrap(), &all).unwrap());
        let kqvkq = generate(&game, "KQvKQ".parse().unwrap(), &all).unwrap();
        tables.insert(kqvk);
        match verify(&game, &kqvkq, &tables) {
            Err(VerifyError::Lacking {
                material, needed, ..
            }) => {
                assert_eq!(material.to_string(), "KQvK");
                assert_eq!(needed.to_string(), "dtm,wdl,wdl50");
            }
            other => panic!("{other:?}"),
        }
    }

    use crate::generate;
}
