//! Probing: the values of a position of the game, and of each of its
//! moves, read from a set of tables.

use a1h8::{Endgame, MoveKind};

use crate::Material;
use crate::key::{material_of, pieces_of};
use crate::metrics::{Metric, Metrics};
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
    /// A metric asked for that a table the position is read in lacks.
    MissingMetric {
        /// The table's ending, in stored orientation.
        material: Material,
        /// The metric.
        metric: Metric,
        /// What the table holds.
        held: Metrics,
    },
}

impl std::fmt::Display for ProbeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProbeError::CastlingRights => f.write_str(
                "the position has castling rights, which tablebases do not hold: probe it \
                 without them",
            ),
            ProbeError::Lookup(error) => error.fmt(f),
            ProbeError::MissingMetric {
                material,
                metric,
                held,
            } => write!(
                f,
                "the table of {material} holds {held}, not {metric}: generate it again with \
                 {metric} among its metrics"
            ),
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
        let codes = self.codes_of(position.board_size(), &pieces[..len], position.turn())?;
        let table = Values::from_codes(codes).ok_or(LookupError::NotAPosition)?;
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

impl Tables {
    /// Checks that the tables `position` is read in hold every metric of
    /// `wanted`: the table of its ending and, for a position with an en
    /// passant square, those of the positions its en passant captures lead
    /// to (a [`probe`](Tables::probe) of it reads them too). Bare kings
    /// hold every metric.
    ///
    /// ```
    /// use a1h8::Position;
    /// use a1h8_tablebase::{Metric, Metrics, ProbeError, Tables, generate_with_metrics};
    ///
    /// let game = Position::starting();
    /// let mut tables = Tables::new();
    /// let syzygy = "wdl50,dtz".parse::<Metrics>()?;
    /// tables.insert(generate_with_metrics(&game, "KQvK".parse()?, &tables, syzygy)?);
    /// let position = Position::from_fen("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1")?;
    /// assert_eq!(tables.probe(&position)?.dtz, Some(19));
    /// assert_eq!(tables.probe(&position)?.dtm, None);
    /// assert!(tables.require(&position, syzygy).is_ok());
    /// match tables.require(&position, Metrics::ALL) {
    ///     Err(ProbeError::MissingMetric { metric, .. }) => assert_eq!(metric, Metric::Dtm),
    ///     other => panic!("{other:?}"),
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ProbeError::MissingMetric`] naming the first table that lacks
    /// one, and the metric; castling rights, or no table.
    pub fn require<G: Endgame>(&self, position: &G, wanted: Metrics) -> Result<(), ProbeError> {
        if position.has_castling_rights() {
            return Err(ProbeError::CastlingRights);
        }
        let material = material_of(position);
        if material != Material::KINGS {
            let held = self
                .metrics_of(material)
                .ok_or(LookupError::Missing { material })?;
            if let Some(metric) = wanted.difference(held).iter().next() {
                return Err(ProbeError::MissingMetric {
                    material,
                    metric,
                    held,
                });
            }
        }
        if position.en_passant_index().is_some() {
            for &mv in position.legal_moves().iter() {
                if position.move_kind(mv) == MoveKind::EnPassant {
                    self.require(&position.play(mv), wanted)?;
                }
            }
        }
        Ok(())
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
