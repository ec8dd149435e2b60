//! The root probe: every legal move of a position with what it is worth to
//! the side that makes it, ranked best first, as an engine or a GUI asks a
//! tablebase at the root of its search.
//!
//! A move's worth is its child's values seen from the mover, one ply on:
//! a win of the child's side is a loss of the mover's, one ply later; a
//! zeroing move (a capture or a pawn move) restarts the count to zeroing,
//! so that a zeroing move into a loss of the other side's wins at DTZ 1.
//! A win whose zeroing move comes after the 100th ply is one the 50-move
//! rule makes a draw (WDL50 1), and its DTZ is 100 more than its plies, the
//! tables' convention ([codes](crate#codes)); so for a loss.
//!
//! Moves are ranked by WDL50 and DTZ where the tables hold them (a win
//! before a cursed win before a draw before a blessed loss before a loss;
//! the quickest win, the slowest loss), DTM breaking ties (the quickest
//! mate, the slowest), or ranking alone where the tables hold DTM and no
//! DTZ; by WDL where they hold neither.

use std::cmp::Ordering;

use a1h8::{Endgame, PieceKind};

use crate::one_ply::{after_zeroing, dtm_key, dtm_one_ply_on, dtz_key};
use crate::probe::ProbeError;
use crate::table::Tables;
use crate::value::Values;

/// A legal move of a position probed at the root, with its worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankedMove<M> {
    /// The move.
    pub mv: M,
    /// The values of the position it leads to, for the side to move there
    /// (what [`Tables::probe`] gives of it).
    pub child: Values,
    /// What the move is worth to the side that makes it, in the metrics
    /// the child's table holds: its child's values seen from the mover,
    /// one ply on.
    pub value: Values,
    /// The move's WDL50 for the mover counted from the root's halfmove
    /// clock: a win whose zeroing move comes too late for the clock is 1,
    /// a loss saved by it -1; `None` without WDL50.
    pub wdl50_at_clock: Option<i8>,
}

/// A position probed at the root ([`Tables::probe_root`]).
///
/// Its moves are ranked by their WDL50 counted from the halfmove clock and
/// their DTZ where the tables hold them (a win before a cursed win before
/// a draw before a blessed loss before a loss; the quickest win, the
/// slowest loss), DTM breaking ties (the quickest mate, the slowest), or
/// ranking alone where the tables hold DTM and no DTZ; by WDL where they
/// hold neither. A move is worth its child's values seen from the mover,
/// one ply on; a zeroing move (a capture, a pawn move) restarts the count
/// to zeroing, and a win whose zeroing move comes after the 100th ply is
/// the rule's draw (WDL50 1, its DTZ 100 more than its plies, as in the
/// tables).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Root<M> {
    /// The position's values for its side to move.
    pub values: Values,
    /// Its WDL50 counted from its halfmove clock (`values.wdl50` is the
    /// table's, counted from a clock of 0, as python-chess gives it).
    pub wdl50_at_clock: Option<i8>,
    /// Its legal moves, best first.
    pub moves: Vec<RankedMove<M>>,
}

impl<M> Root<M> {
    /// The best move, `None` if the side to move has none.
    pub fn best(&self) -> Option<&RankedMove<M>> {
        self.moves.first()
    }

    /// The same with each move made another type by `f` (a game's move
    /// as a move of any game).
    pub fn map<N>(self, f: impl Fn(M) -> N) -> Root<N> {
        Root {
            values: self.values,
            wdl50_at_clock: self.wdl50_at_clock,
            moves: self
                .moves
                .into_iter()
                .map(|m| RankedMove {
                    mv: f(m.mv),
                    child: m.child,
                    value: m.value,
                    wdl50_at_clock: m.wdl50_at_clock,
                })
                .collect(),
        }
    }
}

impl Tables {
    /// `position` probed at the root, its halfmove clock `halfmove_clock`:
    /// its values, and every legal move with its worth, best first
    /// (ranked as [`Root`] says).
    ///
    /// ```
    /// use a1h8::{Game, Position};
    /// use a1h8_tablebase::{Tables, generate};
    ///
    /// let game = Position::starting();
    /// let mut tables = Tables::new();
    /// tables.insert(generate(&game, "KQvK".parse()?, &tables)?);
    /// let position = Position::from_fen("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1")?;
    /// let root = tables.probe_root(&position, 0)?;
    /// let best = root.best().expect("white has moves");
    /// // Mate in one: Qg7#, one ply.
    /// assert_eq!(position.uci(best.mv).to_string(), "g1g7");
    /// assert_eq!((best.value.dtm, root.values.dtm), (Some(1), Some(1)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`probe`](Tables::probe), for the position or one a move leads
    /// to.
    pub fn probe_root<G: Endgame>(
        &self,
        position: &G,
        halfmove_clock: u32,
    ) -> Result<Root<G::Move>, ProbeError> {
        let values = self.probe(position)?;
        let mut moves = self
            .probe_moves(position)?
            .into_iter()
            .map(|(mv, child)| {
                let zeroing = position.is_capture(mv)
                    || position.kind_on(position.move_from(mv)) == Some(PieceKind::Pawn);
                // A DTZ of -1 is a side mated now or one that must zero
                // at once: only the moves left tell them apart.
                let mated =
                    child.dtz == Some(-1) && position.play_unchecked(mv).legal_moves().is_empty();
                let value = worth(child, zeroing, mated);
                RankedMove {
                    mv,
                    child,
                    value,
                    wdl50_at_clock: at_clock(value, halfmove_clock),
                }
            })
            .collect::<Vec<_>>();
        // Stable: moves of one worth stay in the generator's order.
        moves.sort_by(|a, b| rank(b, a));
        Ok(Root {
            values,
            wdl50_at_clock: at_clock(values, halfmove_clock),
            moves,
        })
    }
}

/// What a move into a position worth `child` (to its side to move) is
/// worth to the mover; `zeroing` for a capture or a pawn move, `mated` if
/// the child's side is mated.
fn worth(child: Values, zeroing: bool, mated: bool) -> Values {
    if zeroing {
        return after_zeroing(child);
    }
    let dtm = dtm_one_ply_on(&child);
    let (wdl50, dtz) = match (child.wdl50, child.dtz) {
        (Some(w), Some(d)) if w != 0 => {
            // The child's side wins (d > 0) or loses (d < 0) at |d| plies:
            // the mover at one more, past the rule if it was at 100.
            let plies = if mated { 1 } else { d.abs() + 1 };
            let (wdl50, plies) = match w {
                2 | -2 if plies > 100 => (-w.signum(), 100 + plies),
                _ => (-w, plies),
            };
            (Some(wdl50), Some(if wdl50 > 0 { plies } else { -plies }))
        }
        (wdl50, dtz) => (wdl50.map(|w| -w), dtz.map(|_| 0)),
    };
    Values {
        wdl: -child.wdl,
        dtm,
        wdl50,
        dtz,
    }
}

/// The WDL50 of `values` counted from a halfmove clock of `clock`: a win
/// or a loss whose zeroing move comes after the clock's 100th ply is the
/// rule's draw (1, -1).
fn at_clock(values: Values, clock: u32) -> Option<i8> {
    let wdl50 = values.wdl50?;
    Some(match (wdl50, values.dtz) {
        (2 | -2, Some(dtz)) if i64::from(dtz.unsigned_abs()) + i64::from(clock) > 100 => {
            wdl50.signum()
        }
        _ => wdl50,
    })
}

/// How `a` compares with `b` for the mover: `Greater` if `a` is better.
fn rank<M>(a: &RankedMove<M>, b: &RankedMove<M>) -> Ordering {
    let (x, y) = (&a.value, &b.value);
    let by_wdl50 = a.wdl50_at_clock.is_some() && b.wdl50_at_clock.is_some();
    let by_dtz = by_wdl50 && x.dtz.is_some() && y.dtz.is_some();
    let by_dtm = x.dtm.is_some() && y.dtm.is_some();
    let first = if by_wdl50 {
        dtz_key(a.wdl50_at_clock, x.dtz, by_dtz).cmp(&dtz_key(b.wdl50_at_clock, y.dtz, by_dtz))
    } else {
        Ordering::Equal
    };
    first.then_with(|| dtm_key(x, by_dtm).cmp(&dtm_key(y, by_dtm)))
}
