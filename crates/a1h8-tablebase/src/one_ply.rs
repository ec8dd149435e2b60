//! Values one ply apart: what a move is worth to its mover from the values
//! of the position it leads to, the better of two values for a side, and
//! the en passant resolution (tables hold no en passant square: a position
//! with one is worth the better of its table's values and its captures').
//! Shared by the generator, the verifier, probes and the root probe.

use a1h8::{Endgame, MoveKind};

use crate::value::Values;

/// The values of `position`, whose table holds `own` (tables hold no en
/// passant square), as a prober reads them: the better of `own` and the en
/// passant captures', whose values (for the side to move after them)
/// `value_of` gives; the captures' alone if they are the only moves.
pub(crate) fn with_en_passant<G: Endgame, E>(
    position: &G,
    own: Values,
    mut value_of: impl FnMut(&G) -> Result<Values, E>,
) -> Result<Values, E> {
    if position.en_passant_index().is_none() {
        return Ok(own);
    }
    let moves = position.legal_moves();
    let mut best: Option<Values> = None;
    for &mv in moves.iter() {
        if position.move_kind(mv) == MoveKind::EnPassant {
            let value = after_zeroing(value_of(&position.play_unchecked(mv))?);
            best = Some(best.map_or(value, |best| better(best, value)));
        }
    }
    let only = moves
        .iter()
        .all(|&mv| position.move_kind(mv) == MoveKind::EnPassant);
    Ok(match best {
        None => own,
        Some(best) if only => best,
        Some(best) => better(own, best),
    })
}

/// The DTM of the side that moved into a position worth `child` to its
/// side to move: one ply more, seen from the other side (DTM counts every
/// move, zeroing or not).
pub(crate) fn dtm_one_ply_on(child: &Values) -> Option<i32> {
    child.dtm.map(|dtm| match dtm {
        0 if child.wdl == 0 => 0,
        d if d > 0 => -(d + 1),
        d => -d + 1,
    })
}

/// How good `values` are to their side to move by DTM: a win before a
/// draw before a loss, the quicker mate, the slower one; by WDL alone
/// unless `by_dtm`.
pub(crate) fn dtm_key(values: &Values, by_dtm: bool) -> (i8, i32) {
    let dtm = if by_dtm { values.dtm.unwrap_or(0) } else { 0 };
    (values.wdl, if values.wdl == 0 { 0 } else { -dtm })
}

/// How good a WDL50 and a DTZ are to their side to move: by WDL50 (a win,
/// a cursed win, a draw, a blessed loss, a loss), then the quicker zeroing
/// of a win, the slower one of a loss; by WDL50 alone unless `by_dtz`.
pub(crate) fn dtz_key(wdl50: Option<i8>, dtz: Option<i32>, by_dtz: bool) -> (i8, i32) {
    let wdl50 = wdl50.unwrap_or(0);
    let dtz = if by_dtz { dtz.unwrap_or(0) } else { 0 };
    (wdl50, if wdl50 == 0 { 0 } else { -dtz })
}

/// The values for the side that made a zeroing move into a position worth
/// `child` to its side to move, in the metrics `child` holds.
pub(crate) fn after_zeroing(child: Values) -> Values {
    let wdl = -child.wdl;
    let dtm = dtm_one_ply_on(&child);
    let (wdl50, dtz) = match child.wdl50 {
        Some(-2) => (2, 1),
        Some(-1) => (1, 101),
        Some(1) => (-1, -101),
        Some(2) => (-2, -1),
        _ => (0, 0),
    };
    Values {
        wdl,
        dtm,
        wdl50: child.wdl50.map(|_| wdl50),
        dtz: child.dtz.map(|_| dtz),
    }
}

/// The better of two values for the side to move, in the metrics both
/// hold: by DTM for `wdl` and `dtm` (a quicker mate, a slower loss; by WDL
/// alone without DTM), by DTZ for `wdl50` and `dtz` (by WDL50 alone
/// without DTZ).
pub(crate) fn better(a: Values, b: Values) -> Values {
    let both = |a: Option<i32>, b: Option<i32>| a.is_some() && b.is_some();
    let (by_dtm, by_dtz) = (both(a.dtm, b.dtm), both(a.dtz, b.dtz));
    let by_dtz_key = |v: &Values| dtz_key(v.wdl50, v.dtz, by_dtz);
    let best_dtm = if dtm_key(&b, by_dtm) > dtm_key(&a, by_dtm) {
        b
    } else {
        a
    };
    let best_dtz = if by_dtz_key(&b) > by_dtz_key(&a) {
        b
    } else {
        a
    };
    Values {
        wdl: best_dtm.wdl,
        dtm: if by_dtm { best_dtm.dtm } else { None },
        wdl50: if a.wdl50.is_some() && b.wdl50.is_some() {
            best_dtz.wdl50
        } else {
            None
        },
        dtz: if by_dtz { best_dtz.dtz } else { None },
    }
}
