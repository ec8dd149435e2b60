//! Probing: the values of a position of the game, and of each of its
//! moves, read from a set of tables.

use a1h8::{Endgame, MoveKind};

use crate::key::pieces_of;
use crate::table::{LookupError, Tables};
use crate::value::Values;

/// Why a position could not be probed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeError {
    /// Tables hold no castling rights: a position with them is not in any.
    CastlingRights,
    /// No table holds the position (its ending is missing, or has too
    /// many pieces).
    Lookup(LookupError),
}

impl std::fmt::Display for ProbeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProbeError::CastlingRights => f.write_str(
                "the position has castling rights, which tablebases do not hold: probe it \
                 without them",
            ),
            ProbeError::Lookup(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ProbeError {}

impl From<LookupError> for ProbeError {
    fn from(error: LookupError) -> ProbeError {
        ProbeError::Lookup(error)
    }
}

impl Tables {
    /// The values of `position` for its side to move. An en passant
    /// capture, which tables do not hold, is looked at too: the position is
    /// worth the better of its table's value and the capture's.
    ///
    /// # Errors
    ///
    /// Castling rights, or no table of the position's ending.
    pub fn probe<G: Endgame>(&self, position: &G) -> Result<Values, ProbeError> {
        if position.has_castling_rights() {
            return Err(ProbeError::CastlingRights);
        }
        let (pieces, len) = pieces_of(position);
        let (dtm, dtz) = self.codes_of(position.board_size(), &pieces[..len], position.turn())?;
        let table = Values::from_codes(dtm, dtz).ok_or(LookupError::NotAPosition)?;
        if position.en_passant_index().is_none() {
            return Ok(table);
        }
        with_en_passant(position, table, |taken| self.probe(taken))
    }

    /// Every legal move of `position` with the values of the position it
    /// leads to, for the side to move there (as a prober given that
    /// position says), in the generator's order.
    ///
    /// # Errors
    ///
    /// As [`probe`](Tables::probe), for the position or one it leads to.
    pub fn probe_moves<G: Endgame>(
        &self,
        position: &G,
    ) -> Result<Vec<(G::Move, Values)>, ProbeError> {
        if position.has_castling_rights() {
            return Err(ProbeError::CastlingRights);
        }
        position
            .legal_moves()
            .iter()
            .map(|&mv| Ok((mv, self.probe(&position.play(mv))?)))
            .collect()
    }
}

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
            let value = after_zeroing(value_of(&position.play(mv))?);
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

/// The values for the side that made a zeroing move into a position worth
/// `child` to its side to move.
pub(crate) fn after_zeroing(child: Values) -> Values {
    let wdl = -child.wdl;
    let dtm = match child.dtm {
        0 if child.wdl == 0 => 0,
        d if d > 0 => -(d + 1),
        d => -d + 1,
    };
    let (wdl50, dtz) = match child.wdl50 {
        -2 => (2, 1),
        -1 => (1, 101),
        1 => (-1, -101),
        2 => (-2, -1),
        _ => (0, 0),
    };
    Values {
        wdl,
        dtm,
        wdl50,
        dtz,
    }
}

/// The better of two values for the side to move: by DTM for `wdl` and
/// `dtm` (a quicker mate, a slower loss), by DTZ for `wdl50` and `dtz`.
pub(crate) fn better(a: Values, b: Values) -> Values {
    let dtm_key = |v: &Values| match v.wdl {
        1 => (2, -v.dtm),
        0 => (1, 0),
        _ => (0, -v.dtm),
    };
    let dtz_key = |v: &Values| match v.wdl50 {
        2 => (4, -v.dtz),
        1 => (3, -v.dtz),
        0 => (2, 0),
        -1 => (1, -v.dtz),
        _ => (0, -v.dtz),
    };
    let by_dtm = if dtm_key(&b) > dtm_key(&a) { b } else { a };
    let by_dtz = if dtz_key(&b) > dtz_key(&a) { b } else { a };
    Values {
        wdl: by_dtm.wdl,
        dtm: by_dtm.dtm,
        wdl50: by_dtz.wdl50,
        dtz: by_dtz.dtz,
    }
}
