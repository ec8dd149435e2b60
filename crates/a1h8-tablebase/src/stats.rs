//! Statistics of a table: results per side to move counted as Syzygy's
//! statistics count them, the DTZ and DTM histograms, the longest mates and
//! the index density, each as far as the table's metrics give it.

use std::collections::BTreeMap;

use a1h8::Color;

use crate::metrics::{Metric, Metrics};
use crate::table::Table;
use crate::value::{Values, dtm_result, dtz_result};

/// The statistics of one side to move, of what its table holds: the
/// results always, the rest with the metrics that give them (`None`
/// without).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideStats {
    /// Wins: under the 50-move rule (WDL50 2) if the table holds WDL50,
    /// all wins (WDL 1) otherwise.
    pub wins: u64,
    /// With WDL50, the wins the 50-move rule makes draws (WDL50 1).
    pub cursed_wins: Option<u64>,
    /// Draws (the same with the 50-move rule or without).
    pub draws: u64,
    /// With WDL50, the losses the 50-move rule saves (WDL50 -1).
    pub blessed_losses: Option<u64>,
    /// Losses: under the 50-move rule (WDL50 -2) if the table holds WDL50,
    /// all losses (WDL -1) otherwise.
    pub losses: u64,
    /// With DTZ, the wins (cursed ones too) by DTZ in plies (100 more
    /// beyond the 50-move rule).
    pub dtz_of_wins: Option<BTreeMap<u16, u64>>,
    /// With DTZ, the losses (blessed ones too) by DTZ in plies, 0 for a
    /// side mated.
    pub dtz_of_losses: Option<BTreeMap<u16, u64>>,
    /// With DTM, the wins by DTM in plies.
    pub dtm_of_wins: Option<BTreeMap<u16, u64>>,
    /// With DTM, the losses by DTM in plies.
    pub dtm_of_losses: Option<BTreeMap<u16, u64>>,
    /// With DTM, the longest mate this side to move gives, in plies (0 if
    /// it wins nowhere), and the index of a position that long.
    pub longest_mate: Option<(u16, Option<u64>)>,
    /// The legal positions indexed (representatives, one per class).
    pub positions: u64,
}

impl SideStats {
    /// Wins, draws and losses, the 50-move rule ignored (WDL): what every
    /// table holds.
    pub fn wdl(&self) -> (u64, u64, u64) {
        (
            self.wins + self.cursed_wins.unwrap_or(0),
            self.draws,
            self.losses + self.blessed_losses.unwrap_or(0),
        )
    }
}

/// The statistics of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// The metrics of the table, which say what the statistics hold.
    pub metrics: Metrics,
    /// White to move, then Black.
    pub sides: [SideStats; 2],
    /// The number of indices of each side to move.
    pub index_size: u64,
}

impl Stats {
    /// The statistics of `table`, of the metrics it holds. Positions are
    /// counted as Syzygy's statistics count them: each class under the
    /// board's symmetries once, with pieces of one kind and colour told
    /// apart.
    pub fn of(table: &Table) -> Stats {
        let indexer = table.indexer();
        let metrics = table.metrics();
        let side = || {
            let with = |metric| metrics.contains(metric).then(BTreeMap::new);
            SideStats {
                cursed_wins: metrics.contains(Metric::Wdl50).then_some(0),
                blessed_losses: metrics.contains(Metric::Wdl50).then_some(0),
                dtz_of_wins: with(Metric::Dtz),
                dtz_of_losses: with(Metric::Dtz),
                dtm_of_wins: with(Metric::Dtm),
                dtm_of_losses: with(Metric::Dtm),
                longest_mate: metrics.contains(Metric::Dtm).then_some((0, None)),
                ..SideStats::default()
            }
        };
        let mut sides = [side(), side()];
        let count = |map: &mut Option<BTreeMap<u16, u64>>, plies: u16, weight: u64| {
            if let Some(map) = map {
                *map.entry(plies).or_default() += weight;
            }
        };
        for index in 0..indexer.len() {
            let mut placement = None;
            for color in Color::ALL {
                let codes = table.codes(color, index);
                let Some(values) = Values::from_codes(codes) else {
                    continue;
                };
                let placement = *placement.get_or_insert_with(|| indexer.decode(index));
                let fixing = indexer
                    .canonical(&placement)
                    .map_or(1, |(_, fixing)| fixing);
                let weight = indexer.labelled_classes(&placement, fixing);
                let side = &mut sides[color.index()];
                side.positions += 1;
                let add = |count: &mut Option<u64>| {
                    if let Some(count) = count {
                        *count += weight;
                    }
                };
                match (values.wdl, values.wdl50) {
                    (0, _) => side.draws += weight,
                    (1, Some(1)) => add(&mut side.cursed_wins),
                    (1, _) => side.wins += weight,
                    (_, Some(-1)) => add(&mut side.blessed_losses),
                    _ => side.losses += weight,
                }
                if let Some((wins, plies)) = codes.dtz.and_then(dtz_result) {
                    let histogram = if wins {
                        &mut side.dtz_of_wins
                    } else {
                        &mut side.dtz_of_losses
                    };
                    count(histogram, plies, weight);
                }
                match codes.dtm.and_then(dtm_result) {
                    Some((true, plies)) => {
                        count(&mut side.dtm_of_wins, plies, weight);
                        if let Some(longest) = &mut side.longest_mate
                            && (plies > longest.0 || longest.1.is_none())
                        {
                            *longest = (plies, Some(index));
                        }
                    }
                    Some((false, plies)) => count(&mut side.dtm_of_losses, plies, weight),
                    None => {}
                }
            }
        }
        Stats {
            metrics,
            sides,
            index_size: indexer.len(),
        }
    }

    /// The legal positions of both sides over the indices of both: how
    /// much of the index is used.
    pub fn density(&self) -> f64 {
        let used: u64 = self.sides.iter().map(|side| side.positions).sum();
        used as f64 / (2 * self.index_size) as f64
    }

    /// The statistics of `color` to move.
    pub fn side(&self, color: Color) -> &SideStats {
        &self.sides[color.index()]
    }
}
