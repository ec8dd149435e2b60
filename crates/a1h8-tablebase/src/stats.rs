//! Statistics of a table: results per side to move counted as Syzygy's
//! statistics count them, the DTZ histograms, the longest mates and the
//! index density.

use std::collections::BTreeMap;

use a1h8::Color;

use crate::table::Table;
use crate::value::dtm_result;

/// The statistics of one side to move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideStats {
    /// Wins under the 50-move rule (WDL50 2).
    pub wins: u64,
    /// Wins the 50-move rule makes draws (WDL50 1).
    pub cursed_wins: u64,
    /// Draws.
    pub draws: u64,
    /// Losses the 50-move rule saves (WDL50 -1).
    pub blessed_losses: u64,
    /// Losses under the 50-move rule (WDL50 -2).
    pub losses: u64,
    /// Wins (cursed ones too) by DTZ in plies.
    pub dtz_of_wins: BTreeMap<u16, u64>,
    /// Losses (blessed ones too) by DTZ in plies, 0 for a side mated.
    pub dtz_of_losses: BTreeMap<u16, u64>,
    /// Wins by DTM in plies.
    pub dtm_of_wins: BTreeMap<u16, u64>,
    /// Losses by DTM in plies.
    pub dtm_of_losses: BTreeMap<u16, u64>,
    /// The longest mate this side to move gives, in plies (0 if it wins
    /// nowhere), and the index of a position that long.
    pub longest_mate: (u16, Option<u64>),
    /// The legal positions indexed (representatives, one per class).
    pub positions: u64,
}

/// The statistics of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// White to move, then Black.
    pub sides: [SideStats; 2],
    /// The number of indices of each side to move.
    pub index_size: u64,
}

impl Stats {
    /// The statistics of `table`. Positions are counted as Syzygy's
    /// statistics count them: each class under the board's symmetries
    /// once, with pieces of one kind and colour told apart.
    pub fn of(table: &Table) -> Stats {
        let indexer = table.indexer();
        let mut sides = [SideStats::default(), SideStats::default()];
        for index in 0..indexer.len() {
            let mut placement = None;
            for color in Color::ALL {
                let Some(values) = table.values(color, index) else {
                    continue;
                };
                let placement = *placement.get_or_insert_with(|| indexer.decode(index));
                let fixing = indexer
                    .canonical(&placement)
                    .map_or(1, |(_, fixing)| fixing);
                let weight = indexer.labelled_classes(&placement, fixing);
                let side = &mut sides[color.index()];
                side.positions += 1;
                let (dtm, dtz) = table.codes(color, index);
                match values.wdl50 {
                    2 => side.wins += weight,
                    1 => side.cursed_wins += weight,
                    0 => side.draws += weight,
                    -1 => side.blessed_losses += weight,
                    _ => side.losses += weight,
                }
                match dtm_result(dtm) {
                    Some((true, plies)) => {
                        *side.dtz_of_wins.entry(dtz).or_default() += weight;
                        *side.dtm_of_wins.entry(plies).or_default() += weight;
                        if plies > side.longest_mate.0 || side.longest_mate.1.is_none() {
                            side.longest_mate = (plies, Some(index));
                        }
                    }
                    Some((false, plies)) => {
                        *side.dtz_of_losses.entry(dtz).or_default() += weight;
                        *side.dtm_of_losses.entry(plies).or_default() += weight;
                    }
                    None => {}
                }
            }
        }
        Stats {
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
