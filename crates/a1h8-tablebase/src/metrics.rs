//! The metrics a table holds, chosen by the user: DTM, WDL, WDL50 and DTZ,
//! or any non-empty set of them, and what each needs of the others.

use core::fmt;
use core::str::FromStr;

/// One of the four metrics a table may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Metric {
    /// Plies to mate, the 50-move rule ignored (Gaviota's DTM).
    Dtm,
    /// Win, draw or loss, the 50-move rule ignored (Gaviota's WDL).
    Wdl,
    /// Win, draw or loss under the 50-move rule, the wins it turns into
    /// draws (cursed) and the losses it saves (blessed) told apart
    /// (Syzygy's WDL).
    Wdl50,
    /// Plies to the next zeroing move under the 50-move rule (Syzygy's
    /// DTZ).
    Dtz,
}

impl Metric {
    /// The four, in the canonical order `dtm,wdl,wdl50,dtz`.
    pub const ALL: [Metric; 4] = [Metric::Dtm, Metric::Wdl, Metric::Wdl50, Metric::Dtz];

    /// Its name: `dtm`, `wdl`, `wdl50` or `dtz`.
    pub const fn name(self) -> &'static str {
        match self {
            Metric::Dtm => "dtm",
            Metric::Wdl => "wdl",
            Metric::Wdl50 => "wdl50",
            Metric::Dtz => "dtz",
        }
    }

    /// Its bit in a [`Metrics`] (and in a table file's header).
    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Metric {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Metric {
    type Err = MetricsError;

    /// A metric by its name, ASCII case ignored (`dtm`, `WDL50`).
    fn from_str(name: &str) -> Result<Metric, MetricsError> {
        Metric::ALL
            .into_iter()
            .find(|metric| metric.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| MetricsError::Unknown {
                name: name.to_string(),
            })
    }
}

/// A set of metrics: what a user asks a table to hold, and what a table
/// holds.
///
/// Parsed from a comma-separated list of names (`"wdl50,dtz"`; ASCII case
/// and spaces around a name ignored, a name given twice counted once),
/// written in the canonical order `dtm,wdl,wdl50,dtz`. A table holds the
/// [closure](Metrics::closure) of what was asked: DTM gives WDL, DTZ gives
/// WDL50, and WDL50 gives WDL.
///
/// ```
/// use a1h8_tablebase::{Metric, Metrics};
///
/// let syzygy: Metrics = "dtz, wdl50".parse()?;
/// assert_eq!(syzygy.to_string(), "wdl50,dtz");
/// assert_eq!(syzygy.closure().to_string(), "wdl,wdl50,dtz");
/// assert!(!syzygy.contains(Metric::Dtm));
/// assert_eq!("dtm".parse::<Metrics>()?.closure().to_string(), "dtm,wdl");
/// assert_eq!(Metrics::default(), Metrics::ALL);
/// assert!("dtm,mate".parse::<Metrics>().is_err());
/// # Ok::<(), a1h8_tablebase::MetricsError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Metrics(u8);

impl Metrics {
    /// All four: what a table holds unless told otherwise.
    pub const ALL: Metrics = Metrics(0b1111);
    /// None: no table holds this, but a difference of two sets may be it.
    pub const NONE: Metrics = Metrics(0);

    /// The set of one metric.
    pub const fn of(metric: Metric) -> Metrics {
        Metrics(metric.bit())
    }

    /// Whether `metric` is in the set.
    pub const fn contains(self, metric: Metric) -> bool {
        self.0 & metric.bit() != 0
    }

    /// Whether every metric of `other` is in the set.
    pub const fn contains_all(self, other: Metrics) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The metrics of either set.
    pub const fn union(self, other: Metrics) -> Metrics {
        Metrics(self.0 | other.0)
    }

    /// The metrics of both sets.
    pub const fn intersection(self, other: Metrics) -> Metrics {
        Metrics(self.0 & other.0)
    }

    /// The metrics of this set that `other` lacks.
    pub const fn difference(self, other: Metrics) -> Metrics {
        Metrics(self.0 & !other.0)
    }

    /// The set with `metric` added.
    pub const fn with(self, metric: Metric) -> Metrics {
        Metrics(self.0 | metric.bit())
    }

    /// What a table asked for these metrics holds: DTM gives WDL (a
    /// distance to mate says who wins), DTZ gives WDL50 (a distance to
    /// zeroing within 100 plies or beyond says who wins and whether the
    /// 50-move rule spoils it), and WDL50 gives WDL.
    pub const fn closure(self) -> Metrics {
        let mut bits = self.0;
        if bits & Metric::Dtz.bit() != 0 {
            bits |= Metric::Wdl50.bit();
        }
        if bits & (Metric::Dtm.bit() | Metric::Wdl50.bit()) != 0 {
            bits |= Metric::Wdl.bit();
        }
        Metrics(bits)
    }

    /// Whether the set is its own [closure](Metrics::closure) and not
    /// empty: a set a table can hold.
    pub const fn is_closed(self) -> bool {
        self.0 != 0 && self.closure().0 == self.0
    }

    /// What the tables an ending's captures and promotions lead into must
    /// hold for its table to be generated (or verified) with these metrics
    /// (their closure): their DTM for DTM, their WDL50 for DTZ and WDL50
    /// (a zeroing move is worth one ply whatever the distance after it),
    /// and their WDL always. Their DTZ is never needed.
    pub const fn needed_of_successors(self) -> Metrics {
        self.closure().difference(Metrics::of(Metric::Dtz))
    }

    /// The metrics of the set, in the canonical order.
    pub fn iter(self) -> impl Iterator<Item = Metric> {
        Metric::ALL
            .into_iter()
            .filter(move |&metric| self.contains(metric))
    }

    /// The set as the bits of a table file's header: bit 0 DTM, 1 WDL, 2
    /// WDL50, 3 DTZ.
    pub(crate) const fn bits(self) -> u8 {
        self.0
    }

    /// The set of a header's bits, `None` for bits that name no metric.
    pub(crate) const fn from_bits(bits: u8) -> Option<Metrics> {
        if bits & !Metrics::ALL.0 == 0 {
            Some(Metrics(bits))
        } else {
            None
        }
    }
}

impl Default for Metrics {
    /// [`Metrics::ALL`].
    fn default() -> Metrics {
        Metrics::ALL
    }
}

impl From<Metric> for Metrics {
    fn from(metric: Metric) -> Metrics {
        Metrics::of(metric)
    }
}

impl FromIterator<Metric> for Metrics {
    fn from_iter<I: IntoIterator<Item = Metric>>(metrics: I) -> Metrics {
        metrics.into_iter().fold(Metrics::NONE, Metrics::with)
    }
}

impl fmt::Display for Metrics {
    /// The names in the canonical order, comma-separated (`dtm,wdl`);
    /// `none` for the empty set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (at, metric) in self.iter().enumerate() {
            if at > 0 {
                f.write_str(",")?;
            }
            f.write_str(metric.name())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Metrics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Metrics({self})")
    }
}

impl FromStr for Metrics {
    type Err = MetricsError;

    /// A comma-separated list of metric names: ASCII case and spaces
    /// around each name ignored, a name given twice counted once; the set
    /// as given, not its [closure](Metrics::closure).
    fn from_str(list: &str) -> Result<Metrics, MetricsError> {
        if list.trim().is_empty() {
            return Err(MetricsError::Empty);
        }
        list.split(',')
            .map(|name| name.trim().parse::<Metric>())
            .collect()
    }
}

/// Why a list of metrics could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetricsError {
    /// The list names no metric.
    Empty,
    /// A name that is no metric's (an empty one between two commas
    /// included).
    Unknown {
        /// The name, as given.
        name: String,
    },
}

impl fmt::Display for MetricsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MetricsError::Empty => f.write_str(
                "no metric named: expected a comma-separated list of dtm, wdl, wdl50 and dtz",
            ),
            MetricsError::Unknown { name } => write!(
                f,
                "{name:?} is no metric: expected a comma-separated list of dtm, wdl, wdl50 and \
                 dtz"
            ),
        }
    }
}

impl std::error::Error for MetricsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_read_and_written_in_the_canonical_order() {
        for (list, set, closed) in [
            (
                "dtm,wdl,wdl50,dtz",
                "dtm,wdl,wdl50,dtz",
                "dtm,wdl,wdl50,dtz",
            ),
            ("dtz,wdl50", "wdl50,dtz", "wdl,wdl50,dtz"),
            ("wdl,dtm", "dtm,wdl", "dtm,wdl"),
            ("wdl", "wdl", "wdl"),
            ("wdl50", "wdl50", "wdl,wdl50"),
            ("dtz", "dtz", "wdl,wdl50,dtz"),
            ("dtm", "dtm", "dtm,wdl"),
            (" DTM , Wdl50 ", "dtm,wdl50", "dtm,wdl,wdl50"),
            ("dtz,dtz", "dtz", "wdl,wdl50,dtz"),
        ] {
            let metrics: Metrics = list.parse().unwrap();
            assert_eq!(metrics.to_string(), set, "{list}");
            assert_eq!(metrics.closure().to_string(), closed, "{list}");
            assert!(metrics.closure().is_closed(), "{list}");
            assert_eq!(set.parse::<Metrics>().unwrap(), metrics);
        }
        assert!(!"dtz".parse::<Metrics>().unwrap().is_closed());
        assert!(!Metrics::NONE.is_closed());
        assert_eq!(Metrics::NONE.to_string(), "none");
    }

    #[test]
    fn bad_lists_say_what_is_wrong() {
        assert_eq!("".parse::<Metrics>(), Err(MetricsError::Empty));
        assert_eq!(" ".parse::<Metrics>(), Err(MetricsError::Empty));
        assert_eq!(
            "dtm,mate".parse::<Metrics>(),
            Err(MetricsError::Unknown {
                name: "mate".into()
            })
        );
        assert_eq!(
            "dtm,,wdl".parse::<Metrics>(),
            Err(MetricsError::Unknown { name: "".into() })
        );
        let text = "dtm,mate".parse::<Metrics>().unwrap_err().to_string();
        assert!(text.contains("\"mate\" is no metric"), "{text}");
    }

    #[test]
    fn what_successors_must_hold() {
        let needed = |list: &str| {
            list.parse::<Metrics>()
                .unwrap()
                .needed_of_successors()
                .to_string()
        };
        assert_eq!(needed("dtm,wdl,wdl50,dtz"), "dtm,wdl,wdl50");
        assert_eq!(needed("wdl50,dtz"), "wdl,wdl50");
        assert_eq!(needed("dtm,wdl"), "dtm,wdl");
        assert_eq!(needed("wdl"), "wdl");
    }

    #[test]
    fn header_bits() {
        for bits in 0..=255u8 {
            match Metrics::from_bits(bits) {
                Some(metrics) => assert_eq!(metrics.bits(), bits),
                None => assert!(bits > 0b1111),
            }
        }
    }
}
