//! The values a table holds for each position, and the four metrics read
//! from them with python-chess's conventions: the two codes of each
//! position and side to move ([codes](crate#codes), in the crate's
//! documentation) and the [`Values`] they stand for.

use core::fmt;

/// The code of an index that is no legal position, DTM's and DTZ's
/// ([codes](crate#codes)).
pub const UNUSED: u16 = u16::MAX;

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

/// The values of one position for its side to move, in python-chess's
/// conventions.
///
/// ```
/// use a1h8_tablebase::Values;
///
/// let values = Values::from_codes(20, 19).unwrap(); // mates in 19 plies
/// assert_eq!((values.wdl, values.dtm, values.wdl50, values.dtz), (1, 19, 2, 19));
/// let mated = Values::from_codes(1, 0).unwrap();
/// assert_eq!((mated.wdl, mated.dtm, mated.wdl50, mated.dtz), (-1, 0, -2, -1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Values {
    /// 1, 0 or -1 for the side to move, the 50-move rule ignored
    /// (Gaviota's WDL).
    pub wdl: i8,
    /// Plies to mate, positive when the side to move mates, negative when
    /// it is mated, 0 for a draw and for a side mated now (Gaviota's DTM).
    pub dtm: i32,
    /// 2 a win, 1 a win the 50-move rule makes a draw, 0 a draw, -1 a loss
    /// the rule saves, -2 a loss (Syzygy's WDL).
    pub wdl50: i8,
    /// Plies to the next zeroing move, signed as `wdl50`; 0 for a draw, -1
    /// for a side mated now (Syzygy's DTZ, as python-chess's `probe_dtz`).
    pub dtz: i32,
}

impl Values {
    /// The values of a position whose codes are `dtm` and `dtz`; `None`
    /// for an unused index.
    pub fn from_codes(dtm: u16, dtz: u16) -> Option<Values> {
        if dtm == UNUSED || dtz == UNUSED {
            return None;
        }
        Some(match dtm_result(dtm) {
            None => Values {
                wdl: 0,
                dtm: 0,
                wdl50: 0,
                dtz: 0,
            },
            Some((wins, plies)) => {
                let sign = if wins { 1 } else { -1 };
                let real = dtz <= 100;
                Values {
                    wdl: sign as i8,
                    dtm: sign * plies as i32,
                    wdl50: sign as i8 * if real { 2 } else { 1 },
                    dtz: sign * i32::from(dtz.max(1)),
                }
            }
        })
    }

    /// The DTM and DTZ codes of these values: the inverse of
    /// [`from_codes`](Values::from_codes).
    pub fn codes(&self) -> (u16, u16) {
        if self.wdl == 0 {
            return (0, 0);
        }
        let plies = self.dtm.unsigned_abs() as u16;
        let mated = self.dtm == 0;
        let dtz = if mated {
            0
        } else {
            self.dtz.unsigned_abs() as u16
        };
        (dtm_code(plies), dtz)
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "wdl {} dtm {} wdl50 {} dtz {}",
            self.wdl, self.dtm, self.wdl50, self.dtz
        )
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
