//! Probing: the values of a position of the game, and of each of its
//! moves, read from a set of tables.

use a1h8::{Endgame, MoveKind};

use crate::Material;
use crate::key::{material_of, pieces_of};
use crate::metrics::{Metric, Metrics};
use crate::one_ply::with_en_passant;
use crate::syzygy::SyzygyError;
use crate::table::{LookupError, Tables};
use crate::value::{Codes, Values};
use crate::verify::{VerifyError, derive_codes};

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
    /// Syzygy's files could not answer: a file missing (the DTZ file of
    /// an ending whose WDL file is there) or bad, or a metric they do not
    /// hold (DTM).
    Syzygy(SyzygyError),
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
            ProbeError::Syzygy(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ProbeError {}

impl From<VerifyError> for ProbeError {
    /// A derivation's error (of a side to move a file leaves out) as a probe's: what a
    /// successor lacks, or a lookup that failed.
    fn from(error: VerifyError) -> ProbeError {
        match error {
            VerifyError::Lacking {
                material,
                held,
                needed,
            } => ProbeError::MissingMetric {
                material,
                metric: needed.difference(held).iter().next().unwrap_or(Metric::Wdl),
                held,
            },
            VerifyError::Lookup(error) => ProbeError::Lookup(error),
            // A derivation checks no value: none of the verifier's own.
            _ => ProbeError::Lookup(LookupError::NotAPosition),
        }
    }
}

impl From<ProbeError> for VerifyError {
    /// A probe's error in a derivation: a successor not found, or lacking
    /// a metric.
    fn from(error: ProbeError) -> VerifyError {
        match error {
            ProbeError::MissingMetric {
                material,
                metric,
                held,
            } => VerifyError::Lacking {
                material,
                held,
                needed: Metrics::of(metric),
            },
            ProbeError::Lookup(error) => VerifyError::Lookup(error),
            ProbeError::CastlingRights | ProbeError::Syzygy(_) => {
                VerifyError::Lookup(LookupError::NotAPosition)
            }
        }
    }
}

impl From<SyzygyError> for ProbeError {
    fn from(error: SyzygyError) -> ProbeError {
        ProbeError::Syzygy(error)
    }
}

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
        let codes = match (self.position_codes(position), self.syzygy()) {
            // No table of the ending: Syzygy's files, which resolve en
            // passant themselves.
            (Err(ProbeError::Lookup(LookupError::Missing { material })), Some(syzygy))
                if syzygy.holds(material) =>
            {
                return Ok(syzygy.probe(position)?);
            }
            (codes, _) => codes?,
        };
        let table = Values::from_codes(codes).ok_or(LookupError::NotAPosition)?;
        if position.en_passant_index().is_none() {
            return Ok(table);
        }
        with_en_passant(position, table, |taken| self.probe(taken))
    }

    /// The codes of `position` in its table (no en passant resolution):
    /// read, or for a side to move its table's file leaves out, derived
    /// from the codes of the positions its moves lead to, as the verifier
    /// derives them ([`derive_codes`]): a search of one ply.
    fn position_codes<G: Endgame>(&self, position: &G) -> Result<Codes, ProbeError> {
        let (pieces, len) = pieces_of(position);
        match self.codes_of(position.board_size(), &pieces[..len], position.turn()) {
            Err(LookupError::LeftOut { material, .. }) => {
                let metrics = self
                    .metrics_of(material)
                    .ok_or(LookupError::Missing { material })?;
                let lookup = |child: &G| self.position_codes(child).map_err(VerifyError::from);
                Ok(derive_codes(position, metrics, &lookup)?)
            }
            codes => Ok(codes?),
        }
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
            .map(|&mv| Ok((mv, self.probe(&position.play_unchecked(mv))?)))
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
        if self.reads_syzygy(material) {
            if wanted.contains(Metric::Dtm) {
                return Err(SyzygyError::Lacks {
                    material,
                    metric: Metric::Dtm,
                }
                .into());
            }
            if wanted.contains(Metric::Dtz) && !self.syzygy().is_some_and(|s| s.holds_dtz(material))
            {
                return Err(SyzygyError::Missing {
                    file: format!("{material}.rtbz"),
                }
                .into());
            }
        } else if material != Material::KINGS {
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
                    self.require(&position.play_unchecked(mv), wanted)?;
                }
            }
        }
        Ok(())
    }
}
