//! The values a table holds for each position, and the four metrics read
//! from them with python-chess's conventions: the codes of each position
//! and side to move ([codes](crate#codes), in the crate's documentation),
//! as many as the table's metrics need, and the [`Values`] they stand for,
//! the metrics the table lacks absent.

use core::fmt;

use crate::metrics::{Metric, Metrics};

/// The DTM or DTZ code of an index that is no legal position
/// ([codes](crate#codes)).
pub const UNUSED: u16 = u16::MAX;

/// The WDL code of an index that is no legal position
/// ([codes](crate#codes)).
pub const UNUSED_WDL: u8 = u8::MAX;

/// The result for the side to move, the 50-move rule ignored (Gaviota's
/// WDL).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wdl {
    /// The side to move loses.
    Loss,
    /// A draw.
    Draw,
    /// The side to move wins.
    Win,
}

impl Wdl {
    /// -1, 0 or 1, as python-chess's `probe_wdl` of Gaviota.
    pub const fn signum(self) -> i8 {
        match self {
            Wdl::Loss => -1,
            Wdl::Draw => 0,
            Wdl::Win => 1,
        }
    }
}

/// The codes a table of `metrics` holds of one position and side to move
/// ([codes](crate#codes)): a field is `Some` exactly when the table
/// stores that column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Codes {
    /// The metrics of the table (closed: [`Metrics::closure`]).
    pub metrics: Metrics,
    /// The DTM code, if the table holds DTM.
    pub dtm: Option<u16>,
    /// The DTZ code, if the table holds DTZ.
    pub dtz: Option<u16>,
    /// The WDL code, if the table stores a WDL column: WDL50 without DTZ
    /// (five values), or WDL alone (three).
    pub wdl: Option<u8>,
}

impl Codes {
    /// The codes of a draw in a table of `metrics`.
    pub(crate) fn draw(metrics: Metrics) -> Codes {
        Codes {
            metrics,
            dtm: metrics.contains(Metric::Dtm).then_some(0),
            dtz: metrics.contains(Metric::Dtz).then_some(0),
            wdl: stores_wdl(metrics).then_some(0),
        }
    }

    /// Whether the codes are of an index that is no position.
    pub fn is_unused(&self) -> bool {
        self.dtm == Some(UNUSED) || self.dtz == Some(UNUSED) || self.wdl == Some(UNUSED_WDL)
    }
}

/// Whether a table of `metrics` stores a WDL column: WDL50 without DTZ, or
/// WDL alone; otherwise its DTM or DTZ codes say the results.
pub(crate) fn stores_wdl(metrics: Metrics) -> bool {
    (metrics.contains(Metric::Wdl50) && !metrics.contains(Metric::Dtz))
        || metrics == Metrics::of(Metric::Wdl)
}

/// Whether a table of `metrics` may leave the codes of one side to move
/// out of its file, to be derived from its successors when read: every
/// column it holds is derived exactly (DTM, DTZ, WDL alone), which WDL50
/// without DTZ is not (its derivation is local only).
pub(crate) fn can_leave_out(metrics: Metrics) -> bool {
    let metrics = metrics.closure();
    !metrics.contains(Metric::Wdl50) || metrics.contains(Metric::Dtz)
}

/// The values of one position for its side to move, in python-chess's
/// conventions: WDL always (every table holds it), the other metrics if
/// the table holds them.
///
/// ```
/// use a1h8_tablebase::{Codes, Metrics, Values};
///
/// let all = |dtm, dtz| Codes { metrics: Metrics::ALL, dtm: Some(dtm), dtz: Some(dtz), wdl: None };
/// let values = Values::from_codes(all(20, 38)).unwrap(); // mates in 19 plies
/// assert_eq!(
///     (values.wdl, values.dtm, values.wdl50, values.dtz),
///     (1, Some(19), Some(2), Some(19))
/// );
/// let mated = Values::from_codes(all(1, 1)).unwrap();
/// assert_eq!(
///     (mated.wdl, mated.dtm, mated.wdl50, mated.dtz),
///     (-1, Some(0), Some(-2), Some(-1))
/// );
/// // A table of WDL50 alone: a win the 50-move rule makes a draw.
/// let metrics = "wdl50".parse::<Metrics>()?.closure();
/// let cursed = Values::from_codes(Codes { metrics, dtm: None, dtz: None, wdl: Some(4) }).unwrap();
/// assert_eq!((cursed.wdl, cursed.dtm, cursed.wdl50, cursed.dtz), (1, None, Some(1), None));
/// assert_eq!(cursed.metrics(), metrics);
/// # Ok::<(), a1h8_tablebase::MetricsError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Values {
    /// 1, 0 or -1 for the side to move, the 50-move rule ignored
    /// (Gaviota's WDL).
    pub wdl: i8,
    /// Plies to mate, positive when the side to move mates, negative when
    /// it is mated, 0 for a draw and for a side mated now (Gaviota's DTM);
    /// `None` if the table holds no DTM.
    pub dtm: Option<i32>,
    /// 2 a win, 1 a win the 50-move rule makes a draw, 0 a draw, -1 a loss
    /// the rule saves, -2 a loss (Syzygy's WDL); `None` if the table holds
    /// no WDL50.
    pub wdl50: Option<i8>,
    /// Plies to the next zeroing move, signed as `wdl50`; 0 for a draw, -1
    /// for a side mated now (Syzygy's DTZ, as python-chess's `probe_dtz`);
    /// `None` if the table holds no DTZ.
    pub dtz: Option<i32>,
}

impl Values {
    /// The order values are written in, python-chess's: each result before
    /// its distance.
    pub const ORDER: [Metric; 4] = [Metric::Wdl, Metric::Dtm, Metric::Wdl50, Metric::Dtz];

    /// The values of a position whose codes are `codes`; `None` for an
    /// unused index (or codes of no metric).
    pub fn from_codes(codes: Codes) -> Option<Values> {
        if codes.is_unused() {
            return None;
        }
        let dtm = codes.dtm.map(dtm_result);
        let dtz = codes.dtz.map(dtz_result);
        let wdl_code = codes.wdl.map(|code| wdl_result(code, codes.metrics));
        let sign = |wins: bool| if wins { 1 } else { -1 };
        let wdl = match (dtm, dtz, wdl_code) {
            (Some(result), _, _) | (None, Some(result), _) => {
                result.map_or(0, |(wins, _)| sign(wins))
            }
            (None, None, Some((wdl, _))) => wdl,
            (None, None, None) => return None,
        };
        let wdl50 = match (dtz, wdl_code) {
            (Some(result), _) => Some(result.map_or(0, |(wins, plies)| {
                sign(wins) * if plies <= 100 { 2 } else { 1 }
            })),
            (None, Some((_, wdl50))) => wdl50,
            (None, None) => None,
        };
        Some(Values {
            wdl,
            dtm: dtm.map(|result| {
                result.map_or(0, |(wins, plies)| i32::from(sign(wins)) * i32::from(plies))
            }),
            wdl50,
            dtz: dtz.map(|result| {
                result.map_or(0, |(wins, plies)| {
                    i32::from(sign(wins)) * i32::from(plies.max(1))
                })
            }),
        })
    }

    /// The codes of these values in a table of their
    /// [metrics](Values::metrics): the inverse of
    /// [`from_codes`](Values::from_codes), but for a side mated now in
    /// values without DTM, which read as a loss one ply before a zeroing
    /// move (their DTZ, -1, is the same: only DTM tells them apart).
    pub(crate) fn codes(&self) -> Codes {
        let metrics = self.metrics();
        let mated = self.dtm == Some(0) && self.wdl < 0;
        Codes {
            metrics,
            dtm: self.dtm.map(|dtm| {
                if self.wdl == 0 {
                    0
                } else {
                    dtm_code(dtm.unsigned_abs() as u16)
                }
            }),
            dtz: self.dtz.map(|dtz| match dtz {
                0 => 0,
                _ if mated => dtz_code(0, false),
                _ => dtz_code(dtz.unsigned_abs() as u16, dtz > 0),
            }),
            wdl: stores_wdl(metrics).then(|| wdl_code(self.wdl, self.wdl50)),
        }
    }

    /// The metrics these values hold (closed: WDL always, WDL50 with DTZ).
    pub fn metrics(&self) -> Metrics {
        let mut metrics = Metrics::of(Metric::Wdl);
        if self.dtm.is_some() {
            metrics = metrics.with(Metric::Dtm);
        }
        if self.wdl50.is_some() || self.dtz.is_some() {
            metrics = metrics.with(Metric::Wdl50);
        }
        if self.dtz.is_some() {
            metrics = metrics.with(Metric::Dtz);
        }
        metrics
    }

    /// The value of `metric`, `None` if these values lack it.
    pub fn get(&self, metric: Metric) -> Option<i32> {
        match metric {
            Metric::Wdl => Some(i32::from(self.wdl)),
            Metric::Dtm => self.dtm,
            Metric::Wdl50 => self.wdl50.map(i32::from),
            Metric::Dtz => self.dtz,
        }
    }

    /// The result, the 50-move rule ignored.
    pub const fn result(&self) -> Wdl {
        match self.wdl {
            1 => Wdl::Win,
            -1 => Wdl::Loss,
            _ => Wdl::Draw,
        }
    }
}

impl fmt::Display for Values {
    /// `wdl 1 dtm 19 wdl50 2 dtz 19` ([`Values::ORDER`]), the metrics the
    /// values lack left out.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for metric in Values::ORDER {
            let Some(value) = self.get(metric) else {
                continue;
            };
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{metric} {value}")?;
        }
        Ok(())
    }
}

/// Whether the side to move of a DTM code wins, and in how many plies;
/// `None` for a draw (or an unused index).
pub(crate) const fn dtm_result(code: u16) -> Option<(bool, u16)> {
    if code == 0 || code == UNUSED {
        None
    } else {
        let plies = code - 1;
        Some((plies % 2 == 1, plies))
    }
}

/// The DTM code of a win or a loss in `plies`.
pub(crate) const fn dtm_code(plies: u16) -> u16 {
    plies + 1
}

/// Whether the side to move of a DTZ code wins, and its plies to zeroing
/// (100 more beyond the 50-move rule, 0 for a side mated now); `None` for
/// a draw (or an unused index).
pub(crate) const fn dtz_result(code: u16) -> Option<(bool, u16)> {
    if code == 0 || code == UNUSED {
        None
    } else {
        Some((code.is_multiple_of(2), code / 2))
    }
}

/// The DTZ code of a win (`wins`) or a loss at `plies` to zeroing.
pub(crate) const fn dtz_code(plies: u16, wins: bool) -> u16 {
    2 * plies + if wins { 0 } else { 1 }
}

/// The WDL code of a result `wdl` (1, 0, -1), with `wdl50` if the column
/// holds it.
pub(crate) const fn wdl_code(wdl: i8, wdl50: Option<i8>) -> u8 {
    match (wdl, wdl50) {
        (0, _) => 0,
        (_, Some(-1)) => 3,
        (_, Some(1)) => 4,
        (w, _) if w < 0 => 1,
        _ => 2,
    }
}

/// The WDL and (in a table of WDL50) the WDL50 a WDL code says.
const fn wdl_result(code: u8, metrics: Metrics) -> (i8, Option<i8>) {
    let (wdl, wdl50) = match code {
        0 => (0, 0),
        1 => (-1, -2),
        2 => (1, 2),
        3 => (-1, -1),
        _ => (1, 1),
    };
    (
        wdl,
        if metrics.contains(Metric::Wdl50) {
            Some(wdl50)
        } else {
            None
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value of each metric set, to its codes and back.
    #[test]
    fn values_to_codes_and_back() {
        let mut checked = 0;
        for list in [
            "dtm,wdl,wdl50,dtz",
            "wdl50,dtz",
            "dtm,wdl",
            "wdl",
            "wdl50",
            "dtm,wdl50",
        ] {
            let metrics = list.parse::<Metrics>().unwrap().closure();
            let has = |metric| metrics.contains(metric);
            let mut cases = vec![(0i8, 0i32, 0i8, 0i32), (-1, 0, -2, -1)];
            for plies in [1i32, 2, 3, 57, 100, 101, 150, 8000] {
                let mate = 2 * plies + 1;
                let cursed = i8::from(plies > 100);
                cases.push((1, mate, 2 - cursed, plies));
                cases.push((-1, -(mate + 1), cursed - 2, -plies));
            }
            for (wdl, dtm, wdl50, dtz) in cases {
                let values = Values {
                    wdl,
                    dtm: has(Metric::Dtm).then_some(dtm),
                    wdl50: has(Metric::Wdl50).then_some(wdl50),
                    dtz: has(Metric::Dtz).then_some(dtz),
                };
                let codes = values.codes();
                assert_eq!(codes.metrics, metrics);
                for code in [codes.dtm, codes.dtz].into_iter().flatten() {
                    assert!(code < 0x8000, "{list} {values}");
                }
                assert_eq!(Values::from_codes(codes), Some(values), "{list} {codes:?}");
                checked += 1;
            }
        }
        assert!(checked > 100);
    }

    #[test]
    fn the_dtz_code_of_a_side_mated_is_a_loss_at_0() {
        assert_eq!(dtz_code(0, false), 1);
        assert_eq!(dtz_result(1), Some((false, 0)));
        assert_eq!(dtz_result(2), Some((true, 1)));
        assert_eq!(dtz_result(0), None);
    }

    #[test]
    fn values_are_written_with_what_they_hold() {
        let values = Values {
            wdl: 1,
            dtm: None,
            wdl50: Some(2),
            dtz: Some(7),
        };
        assert_eq!(values.to_string(), "wdl 1 wdl50 2 dtz 7");
        assert_eq!(values.metrics().to_string(), "wdl,wdl50,dtz");
        assert_eq!(values.get(Metric::Dtm), None);
    }
}
