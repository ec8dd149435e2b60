//! The passes that solve a level: each marks where its positions start
//! (the moves out of the level looked up once), then sweeps the level ply
//! by ply, taking back the moves into the positions solved at that ply.
//!
//! A take-back from a loss at `n` makes its predecessor a win at `n + 1`.
//! A take-back from a win at `n` takes one move off its predecessor's
//! count of moves inside the level not known to lead to a win of the other
//! side's: the count is made (one look at its moves) the first time, and
//! when none is left, it loses one ply after the slowest of them (or at
//! its latest exit, if later). The count lives in the position's state
//! word.
//!
//! # Weights
//!
//! A take-back goes from a class's representative, and finds each class
//! before it as often as moves lead from a placement of that class to the
//! representative; a position's moves go from its own representative. The
//! two numbers differ for a position that a symmetry other than the
//! identity keeps (a *fixed* one): a position `p` with `m` moves into the
//! class of `c` is found `m * fixed(c) / fixed(p)` times from `c`, where
//! `fixed` counts the symmetries keeping a position. So each move of `p`
//! weighs `symmetries / fixed(p)` and each take-back from `c` takes
//! `symmetries / fixed(c)` off: whole numbers, the symmetries keeping a
//! position being a subgroup of them all.

use std::ops::ControlFlow;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicU16, AtomicU64};

use a1h8::{Color, Endgame};
use rayon::prelude::*;

use super::moves::{Board, Exit, Moves};
use super::state::{Column, MAX_PLIES, State};
use super::{DtmPass, GenerateError, Passes};
use crate::metrics::{Metric, Metrics};
use crate::one_ply::{after_zeroing, better};
use crate::table::{LookupError, OutOfMemory, Tables, filled};
use crate::value::{Codes, UNUSED, Values, dtm_code, dtm_result, dtz_code, wdl_code};

/// The passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pass {
    /// Plies to mate.
    Dtm,
    /// The DTM pass without its distances, for WDL alone: an exit's win
    /// counts 1 ply, its loss 2, whatever the child's distance.
    Wdl,
    /// Plies to the next zeroing move, up to the 50-move rule's 100.
    DtzWithinRule,
    /// The same beyond: the wins and losses the rule turns into draws.
    DtzBeyondRule,
}

impl Pass {
    /// The last ply the pass solves.
    const fn limit(self) -> u16 {
        match self {
            Pass::DtzWithinRule => 100,
            _ => MAX_PLIES,
        }
    }
}

/// What one move out of the level is worth to the side that plays it.
#[derive(Clone, Copy)]
enum Outcome {
    /// A win in this many plies.
    Win(u16),
    /// A loss in this many plies.
    Loss(u16),
    /// Neither: a draw, or what the pass does not count.
    Other,
}

/// The outcomes of a position's moves out of its level, gathered.
#[derive(Clone, Copy)]
struct Tally {
    exits: bool,
    /// The quickest win.
    win: Option<u16>,
    /// The latest loss, `None` if an exit does not lose.
    loss: Option<u16>,
}

impl Tally {
    const NONE: Tally = Tally {
        exits: false,
        win: None,
        loss: Some(0),
    };

    fn add(&mut self, outcome: Outcome) {
        self.exits = true;
        match outcome {
            Outcome::Win(plies) => {
                self.win = Some(self.win.map_or(plies, |win| win.min(plies)));
                self.loss = None;
            }
            Outcome::Loss(plies) => self.loss = self.loss.map(|loss| loss.max(plies)),
            Outcome::Other => self.loss = None,
        }
    }

    /// Whether the position loses if it has no move inside the level.
    const fn loses_without_inside_moves(self) -> bool {
        self.exits && self.win.is_none() && self.loss.is_some()
    }

    /// The state a position starts with, `inside` saying whether it has
    /// moves inside the level.
    fn state(self, inside: bool) -> Result<State, GenerateError> {
        let fits = |plies: u16, most: u16| {
            if plies <= most {
                Ok(plies)
            } else {
                Err(GenerateError::TooLong {
                    plies: u32::from(plies),
                })
            }
        };
        Ok(match (self.win, self.loss) {
            (Some(plies), _) => State::ExitWin {
                plies: fits(plies, 0xFFF)?,
            },
            (None, None) => State::NoLoss,
            (None, Some(plies)) if self.exits && !inside => State::Solved {
                plies: fits(plies, MAX_PLIES)?,
                wins: false,
            },
            // The latest exit's loss is looked up again if the position
            // loses.
            (None, Some(_)) => State::Uncounted,
        })
    }
}

/// What a move into a position worth `child` (for its side to move) is
/// worth in `pass` to the side that makes it, when the move is a zeroing
/// one (a capture or a pawn move): of `child`, the DTM pass reads its DTM,
/// the WDL pass its WDL, the DTZ pass within the rule its WDL50 and the
/// one beyond its WDL, which the tables it is read in hold
/// ([`Metrics::needed_of_successors`]).
fn exit_outcome(pass: Pass, child: &Values) -> Outcome {
    match pass {
        Pass::Dtm => match (child.wdl, child.dtm) {
            // A child without DTM cannot be: the smaller tables were
            // checked to hold it (`Metrics::needed_of_successors`).
            (0, _) | (_, None) => Outcome::Other,
            (_, Some(dtm)) if dtm > 0 => Outcome::Loss(dtm as u16 + 1),
            (_, Some(dtm)) => Outcome::Win(dtm.unsigned_abs() as u16 + 1),
        },
        Pass::Wdl => match child.wdl {
            1 => Outcome::Loss(2),
            -1 => Outcome::Win(1),
            _ => Outcome::Other,
        },
        Pass::DtzWithinRule => match child.wdl50 {
            Some(2) => Outcome::Loss(1),
            Some(-2) => Outcome::Win(1),
            _ => Outcome::Other,
        },
        Pass::DtzBeyondRule => match child.wdl {
            1 => Outcome::Loss(1),
            -1 => Outcome::Win(1),
            _ => Outcome::Other,
        },
    }
}

/// The indices a thread looks at in one go.
const CHUNK: u64 = 4096;

/// Solves the levels of one table, in the columns of its passes.
pub(crate) struct Solver<'a, G> {
    pub(crate) moves: Moves<'a, G>,
    tables: &'a Tables,
    /// The metrics the table holds (closed).
    metrics: Metrics,
    /// The DTM pass, or the WDL pass, if it runs.
    dtm_pass: Option<Pass>,
    /// The DTM (or WDL) pass's column, if it runs: DTM (or WDL) codes once
    /// a level is solved.
    dtm: Option<Column>,
    /// The DTZ passes' column, if they run: DTZ codes once a level is
    /// solved.
    dtz: Option<Column>,
    /// The latest ply a state of the running pass holds.
    highest: AtomicU16,
    /// Whether threads work at once: the words and bits they share are
    /// changed by locked instructions, else by plain loads and stores.
    shared: bool,
    /// For each side to move, a bit for each index whose state the
    /// running pass solved (or found an exit's win for) and has not taken
    /// back from: what a sweep looks at, rather than every word.
    pending: [Vec<AtomicU64>; 2],
}

/// Reports the steps of work done, and says whether to go on.
pub(crate) type Report<'r> = dyn FnMut(u64) -> ControlFlow<()> + 'r;

impl<'a, G: Endgame + Sync> Solver<'a, G> {
    /// A solver of a table of `metrics` (closed) in `dtm` and `dtz`, the
    /// columns of the passes they need ([`Passes::of`]).
    pub(crate) fn new(
        moves: Moves<'a, G>,
        tables: &'a Tables,
        metrics: Metrics,
        dtm: Option<Column>,
        dtz: Option<Column>,
    ) -> Result<Self, OutOfMemory> {
        let passes = Passes::of(metrics);
        debug_assert_eq!(passes.dtm.is_some(), dtm.is_some());
        debug_assert_eq!(passes.dtz, dtz.is_some());
        let words = moves.indexer.len().div_ceil(64);
        let bits = || -> Result<Vec<AtomicU64>, OutOfMemory> {
            Ok(filled(words, 0u64)?
                .into_iter()
                .map(AtomicU64::new)
                .collect())
        };
        Ok(Solver {
            moves,
            tables,
            metrics,
            dtm_pass: passes.dtm.map(|pass| match pass {
                DtmPass::Distances => Pass::Dtm,
                DtmPass::Results => Pass::Wdl,
            }),
            dtm,
            dtz,
            highest: AtomicU16::new(0),
            shared: rayon::current_num_threads() > 1,
            pending: [bits()?, bits()?],
        })
    }

    /// Solves the positions of the pawn parts `parts`, every pass; the
    /// levels they lead into solved already.
    pub(crate) fn level(&self, parts: &[u64], report: &mut Report) -> Result<(), GenerateError> {
        let per = self.moves.indexer.per_pawn_part();
        let ranges: Vec<(u64, u64)> = parts
            .iter()
            .flat_map(|&part| {
                let (start, end) = (part * per, (part + 1) * per);
                (start..end)
                    .step_by(CHUNK as usize)
                    .map(move |from| (from, (from + CHUNK).min(end)))
            })
            .collect();
        let each =
            |work: &(dyn Fn(u64, u64) -> Result<(), GenerateError> + Sync),
             counted: bool,
             report: &mut Report| { self.each_chunk(&ranges, counted, report, work) };

        self.new_pass();
        each(&|from, to| self.start(from, to), true, report)?;
        if let Some(pass) = self.dtm_pass {
            self.sweep(pass, &ranges, report)?;
            each(&|from, to| self.finish_dtm(pass, from, to), true, report)?;
        }
        if self.dtz.is_none() {
            return Ok(());
        }

        self.new_pass();
        each(&|from, to| self.start_within_rule(from, to), true, report)?;
        self.sweep(Pass::DtzWithinRule, &ranges, report)?;
        each(&|from, to| self.keep_within_rule(from, to), true, report)?;

        self.new_pass();
        each(&|from, to| self.start_beyond_rule(from, to), true, report)?;
        self.sweep(Pass::DtzBeyondRule, &ranges, report)?;
        each(&|from, to| self.finish_dtz(from, to), true, report)?;
        Ok(())
    }

    /// The columns, once every level is solved: the DTM (or WDL) pass's
    /// and the DTZ passes', those that ran.
    pub(crate) fn into_columns(self) -> (Option<Column>, Option<Column>) {
        (self.dtm, self.dtz)
    }

    /// Runs `work` on every chunk, in parallel, reporting between groups
    /// of them with their indices as steps when `counted`, once at the end
    /// otherwise (a sweep's chunks are many and quick: one call of the
    /// thread pool for them all). With one thread (not [`shared`](Self)),
    /// the chunks run on the calling thread, without the pool.
    fn each_chunk(
        &self,
        ranges: &[(u64, u64)],
        counted: bool,
        report: &mut Report,
        work: &(dyn Fn(u64, u64) -> Result<(), GenerateError> + Sync),
    ) -> Result<(), GenerateError> {
        let threads = rayon::current_num_threads().max(1);
        let group = if counted {
            threads * 8
        } else {
            ranges.len().max(1)
        };
        for group in ranges.chunks(group) {
            if !self.shared {
                group.iter().try_for_each(|&(from, to)| work(from, to))?;
            } else {
                group
                    .par_iter()
                    .try_for_each(|&(from, to)| work(from, to))?;
            }
            let steps = if counted {
                group.iter().map(|&(from, to)| to - from).sum()
            } else {
                0
            };
            if report(steps).is_break() {
                return Err(GenerateError::Stopped);
            }
        }
        Ok(())
    }

    /// Forgets what the pass before left.
    fn new_pass(&self) {
        self.highest.store(0, Relaxed);
        for bits in self.pending.iter().flatten() {
            bits.store(0, Relaxed);
        }
    }

    /// Notes that the state of `index` (the side of `at` to move) is now
    /// `state`: one for the sweep of its ply if solved or won by an exit.
    fn reached(&self, at: usize, index: u64, state: State) {
        if let State::Solved { plies, .. } | State::ExitWin { plies } = state {
            if self.highest.load(Relaxed) < plies {
                self.highest.fetch_max(plies, Relaxed);
            }
            self.mark(at, index, true);
        }
    }

    /// Sets (`on`) or clears the pending bit of `index` (the side of `at`
    /// to move): by a locked instruction only when threads share the bits.
    #[inline]
    fn mark(&self, at: usize, index: u64, on: bool) {
        let bits = &self.pending[at][(index / 64) as usize];
        let bit = 1u64 << (index % 64);
        match (self.shared, on) {
            (true, true) => {
                bits.fetch_or(bit, Relaxed);
            }
            (true, false) => {
                bits.fetch_and(!bit, Relaxed);
            }
            (false, true) => bits.store(bits.load(Relaxed) | bit, Relaxed),
            (false, false) => bits.store(bits.load(Relaxed) & !bit, Relaxed),
        }
    }

    /// The board of `index`.
    fn board(&self, index: u64) -> Board {
        self.moves.board(&self.moves.indexer.decode(index))
    }

    /// The DTM (or WDL) pass's start, and the DTZ pass's within the rule,
    /// those that run, from one look at each position's moves out of the
    /// level: mates, and what the exits are worth.
    fn start(&self, from: u64, to: u64) -> Result<(), GenerateError> {
        let indexer = self.moves.indexer;
        for index in from..to {
            let placement = indexer.decode(index);
            if !indexer.is_representative(index, &placement) {
                continue;
            }
            let board = self.moves.board(&placement);
            for turn in Color::ALL {
                if !self.moves.is_legal(&board, turn) {
                    continue;
                }
                let (mut dtm, mut dtz) = (Tally::NONE, Tally::NONE);
                let mut exits = false;
                self.moves.exits(&board, turn, |exit| {
                    let child = self.exit_values(exit, turn.other())?;
                    exits = true;
                    if let Some(pass) = self.dtm_pass {
                        dtm.add(exit_outcome(pass, &child));
                    }
                    if self.dtz.is_some() {
                        dtz.add(exit_outcome(Pass::DtzWithinRule, &child));
                    }
                    Ok::<(), GenerateError>(())
                })?;
                let in_check = self.moves.in_check(&board, turn);
                let inside = if (in_check && !exits)
                    || dtm.loses_without_inside_moves()
                    || dtz.loses_without_inside_moves()
                {
                    self.moves.has_inside_move(&board, turn)
                } else {
                    true
                };
                let mated = State::Solved {
                    plies: 0,
                    wins: false,
                };
                let is_mated = in_check && !inside && !exits;
                if let Some(column) = &self.dtm {
                    let state = if is_mated { mated } else { dtm.state(inside)? };
                    column.set(turn.index(), index, state);
                    self.reached(turn.index(), index, state);
                }
                if let Some(column) = &self.dtz {
                    let state = if is_mated { mated } else { dtz.state(inside)? };
                    column.set(turn.index(), index, state);
                }
            }
        }
        Ok(())
    }

    /// Sweeps the level ply by ply until no state of the pass holds a later
    /// one, taking back the moves into each position solved at the ply.
    fn sweep(
        &self,
        pass: Pass,
        ranges: &[(u64, u64)],
        report: &mut Report,
    ) -> Result<(), GenerateError> {
        let column = self.column(pass);
        let mut ply = 0u16;
        while ply <= self.highest.load(Relaxed) {
            // The positions solved at this ply: their predecessors solved
            // in turn (wins), or a move nearer a loss (losses).
            self.each_chunk(ranges, false, report, &|from, to| {
                each_marked(&self.pending, from, to, |turn, index| {
                    let at = turn.index();
                    let wins = match column.state(at, index) {
                        State::Solved { plies, wins } if plies == ply => wins,
                        State::ExitWin { plies } if plies == ply => {
                            // No quicker win was found: the exit's it is.
                            column.set(at, index, State::Solved { plies, wins: true });
                            true
                        }
                        _ => return Ok(()),
                    };
                    self.mark(at, index, false);
                    self.take_back_from(pass, index, turn, ply, wins)
                })
            })?;
            if ply == MAX_PLIES {
                break;
            }
            ply += 1;
        }
        Ok(())
    }

    /// The column `pass` solves.
    fn column(&self, pass: Pass) -> &Column {
        match pass {
            Pass::Dtm | Pass::Wdl => self.dtm.as_ref(),
            Pass::DtzWithinRule | Pass::DtzBeyondRule => self.dtz.as_ref(),
        }
        .expect("a running pass has its column")
    }

    /// Takes back every move into the position of `index` (`turn` to
    /// move), which `wins` or loses in `ply` plies.
    fn take_back_from(
        &self,
        pass: Pass,
        index: u64,
        turn: Color,
        ply: u16,
        wins: bool,
    ) -> Result<(), GenerateError> {
        let column = self.column(pass);
        let board = self.board(index);
        let mover = turn.other();
        if wins {
            let weight = self.weight(&board);
            let mut failed = Ok(());
            self.moves.take_backs(index, &board, turn, |before| {
                if failed.is_ok() {
                    failed = self.take_a_move(pass, before, mover, weight, ply);
                }
            });
            failed
        } else {
            if ply < pass.limit() {
                let win = State::Solved {
                    plies: ply + 1,
                    wins: true,
                };
                self.moves.take_backs(index, &board, turn, |before| {
                    let changed =
                        column.update(mover.index(), before, self.shared, |state| match state {
                            State::Uncounted | State::Open { .. } | State::NoLoss => Some(win),
                            State::ExitWin { plies } if plies > ply + 1 => Some(win),
                            _ => None,
                        });
                    if changed.is_some() {
                        self.reached(mover.index(), before, win);
                    }
                });
            }
            Ok(())
        }
    }

    /// What each move of the position of `board`, or each take-back from
    /// it, weighs: the symmetries over those keeping it
    /// ([weights](self#weights)).
    fn weight(&self, board: &Board) -> u16 {
        let indexer = self.moves.indexer;
        (indexer.symmetry_count() / usize::from(indexer.fixing(&board.squares))) as u16
    }

    /// Takes a move of `weight` off the count of the position of `index`
    /// (`turn` to move), one of whose moves was found to lead to a win of
    /// the other side's at `ply`; counts its moves first if not counted
    /// yet. With none left, it loses at `ply + 1` (or at its latest exit,
    /// if later).
    #[inline]
    fn take_a_move(
        &self,
        pass: Pass,
        index: u64,
        turn: Color,
        weight: u16,
        ply: u16,
    ) -> Result<(), GenerateError> {
        let column = self.column(pass);
        let at = turn.index();
        // Counted outside the atomic step, which may run again; another
        // thread may count too, alike, and the first count made stays.
        let counted = match column.state(at, index) {
            State::Uncounted => self.count_inside(index, turn)?,
            State::Open { .. } => 0,
            _ => return Ok(()),
        };
        let changed = column.update(at, index, self.shared, |state| {
            let left = match state {
                State::Uncounted => counted,
                State::Open { left } => left,
                _ => return None,
            };
            Some(State::Open {
                left: left.saturating_sub(weight),
            })
        });
        if changed != Some(State::Open { left: 0 }) {
            return Ok(());
        }
        self.lose(pass, index, turn, ply)
    }

    /// Solves the position of `index` (`turn` to move), each of whose
    /// moves inside the level was found to lead to a win of the other
    /// side's by `ply`: a loss at `ply + 1`, or at its latest exit if
    /// later, if the pass counts that far.
    #[cold]
    fn lose(&self, pass: Pass, index: u64, turn: Color, ply: u16) -> Result<(), GenerateError> {
        let board = self.board(index);
        let plies = (ply + 1).max(self.exit_loss(pass, index, &board, turn)?);
        if plies <= pass.limit() {
            let lost = State::Solved { plies, wins: false };
            self.column(pass).set(turn.index(), index, lost);
            self.reached(turn.index(), index, lost);
        }
        Ok(())
    }

    /// The weighted count of the legal moves inside the level of the
    /// position of `index` (`turn` to move), in the passes but the one
    /// beyond the rule (whose start counts its moves, those into a
    /// position solved before being exits).
    #[cold]
    fn count_inside(&self, index: u64, turn: Color) -> Result<u16, GenerateError> {
        let board = self.board(index);
        let moves = self.moves.inside_move_count(&board, turn);
        weighted(moves, self.weight(&board), index, turn)
    }

    /// The latest loss among the exits of an open position (whose exits
    /// all lose): 0 if it has none.
    fn exit_loss(
        &self,
        pass: Pass,
        index: u64,
        board: &Board,
        turn: Color,
    ) -> Result<u16, GenerateError> {
        let mut tally = Tally::NONE;
        if pass == Pass::DtzBeyondRule {
            let them = turn.other().index();
            self.moves.inside_targets(board, turn, |slot, to| {
                if let Some(child) = self.moves.indexer.moved(index, &board.squares, slot, to)
                    && let State::Earlier { plies, wins } = self.column(pass).state(them, child)
                {
                    tally.add(if wins {
                        Outcome::Loss(plies + 1)
                    } else {
                        Outcome::Win(plies + 1)
                    });
                }
                false
            });
        }
        self.moves.exits(board, turn, |exit| {
            tally.add(exit_outcome(pass, &self.exit_values(exit, turn.other())?));
            Ok::<(), GenerateError>(())
        })?;
        Ok(tally.loss.unwrap_or(0))
    }

    /// The DTM pass's end: its states become DTM codes (the WDL pass's,
    /// WDL codes), a draw for every position not solved.
    fn finish_dtm(&self, pass: Pass, from: u64, to: u64) -> Result<(), GenerateError> {
        self.settle(
            self.column(pass),
            from,
            to,
            |index, turn, state| match state {
                State::Solved { plies, wins } if (plies % 2 == 1) == wins => Ok(match pass {
                    Pass::Wdl => u16::from(wdl_code(if wins { 1 } else { -1 }, None)),
                    _ => dtm_code(plies),
                }),
                State::Solved { .. } => Err(GenerateError::Unsolved { index, turn }),
                _ => Ok(0),
            },
        )
    }

    /// Turns the pass's state of every position of `from..to` in `column`
    /// into the table code `code` gives for it; codes already settled stay.
    fn settle(
        &self,
        column: &Column,
        from: u64,
        to: u64,
        code: impl Fn(u64, Color, State) -> Result<u16, GenerateError>,
    ) -> Result<(), GenerateError> {
        for index in from..to {
            for turn in Color::ALL {
                let at = turn.index();
                let state = column.state(at, index);
                if !matches!(state, State::Settled(_)) {
                    column.set(at, index, State::Settled(code(index, turn, state)?));
                }
            }
        }
        Ok(())
    }

    /// The DTZ pass's start within the rule: its states were set with the
    /// DTM pass's (or alone); a draw of the DTM pass is settled (its DTZ
    /// is 0).
    fn start_within_rule(&self, from: u64, to: u64) -> Result<(), GenerateError> {
        let dtz = self.column(Pass::DtzWithinRule);
        for index in from..to {
            for at in 0..2 {
                if self
                    .dtm
                    .as_ref()
                    .is_some_and(|dtm| dtm.word(at, index) == 0)
                {
                    dtz.set(at, index, State::Settled(0));
                } else {
                    self.reached(at, index, dtz.state(at, index));
                }
            }
        }
        Ok(())
    }

    /// The DTZ pass's end within the rule: what it solved is kept apart
    /// from what the pass beyond the rule solves.
    fn keep_within_rule(&self, from: u64, to: u64) -> Result<(), GenerateError> {
        let dtz = self.column(Pass::DtzWithinRule);
        for index in from..to {
            for at in 0..2 {
                if let State::Solved { plies, wins } = dtz.state(at, index) {
                    dtz.set(at, index, State::Earlier { plies, wins });
                }
            }
        }
        Ok(())
    }

    /// The DTZ pass's start beyond the rule, for the positions not solved
    /// within it (but the DTM pass's draws): any zeroing move that keeps
    /// the win is an exit at 1, and so is a move into a position solved
    /// within the rule, at one ply more than its DTZ.
    fn start_beyond_rule(&self, from: u64, to: u64) -> Result<(), GenerateError> {
        let dtz = self.column(Pass::DtzBeyondRule);
        for index in from..to {
            let mut board = None;
            for turn in Color::ALL {
                let at = turn.index();
                if !dtz.state(at, index).is_open() {
                    continue;
                }
                let board = *board.get_or_insert_with(|| self.board(index));
                let mut tally = Tally::NONE;
                let mut inside = 0u32;
                let them = turn.other().index();
                self.moves.inside_targets(&board, turn, |slot, to| {
                    let Some(child) = self.moves.indexer.moved(index, &board.squares, slot, to)
                    else {
                        return false;
                    };
                    match dtz.state(them, child) {
                        // Not a legal move: its king left in check.
                        State::Settled(UNUSED) => {}
                        State::Earlier { plies, wins: true } => tally.add(Outcome::Loss(plies + 1)),
                        State::Earlier { plies, wins: false } => tally.add(Outcome::Win(plies + 1)),
                        State::Settled(_) => tally.add(Outcome::Other),
                        _ => inside += 1,
                    }
                    false
                });
                self.moves.exits(&board, turn, |exit| {
                    let child = self.exit_values(exit, turn.other())?;
                    tally.add(exit_outcome(Pass::DtzBeyondRule, &child));
                    Ok::<(), GenerateError>(())
                })?;
                // The moves inside are counted here already, not at the
                // first take-back as in the other passes.
                let state = match tally.state(inside > 0)? {
                    State::Uncounted => State::Open {
                        left: weighted(inside, self.weight(&board), index, turn)?,
                    },
                    state => state,
                };
                dtz.set(at, index, state);
                self.reached(at, index, state);
            }
        }
        Ok(())
    }

    /// The DTZ pass's end: its states become DTZ codes, 100 more than the
    /// plies beyond the rule; what neither DTZ pass solved is a draw. When
    /// the DTM pass ran, each result is checked against its: a position it
    /// solved that the DTZ passes did not, or solved otherwise, is a fault.
    fn finish_dtz(&self, from: u64, to: u64) -> Result<(), GenerateError> {
        let dtz = self.column(Pass::DtzBeyondRule);
        self.settle(dtz, from, to, |index, turn, state| {
            let dtm = self
                .dtm
                .as_ref()
                .map(|dtm| dtm_result(dtm.word(turn.index(), index)).map(|(wins, _)| wins));
            let (plies, wins) = match state {
                State::Earlier { plies, wins } => (plies, wins),
                State::Solved { plies, wins } => (plies + 100, wins),
                _ if matches!(dtm, Some(Some(_))) => {
                    return Err(GenerateError::Unsolved { index, turn });
                }
                _ => return Ok(0),
            };
            if dtm.is_some_and(|dtm| dtm != Some(wins)) {
                return Err(GenerateError::Disagree { index, turn });
            }
            Ok(dtz_code(plies, wins))
        })
    }

    /// The values of the position an exit leads to, `turn` to move there,
    /// as a prober reads them (an en passant capture the tables do not
    /// hold looked at too).
    fn exit_values(&self, exit: &Exit, turn: Color) -> Result<Values, GenerateError> {
        let pieces = &exit.pieces[..exit.len];
        let own = self.values(pieces, turn)?;
        let Some((passed, reached)) = exit.double_step else {
            return Ok(own);
        };
        let indexer = self.moves.indexer;
        let placement = indexer
            .placement_of(pieces)
            .expect("a double step keeps the ending");
        let board = self.moves.board(&placement);
        let mut captures: [Option<Exit>; 2] = [None, None];
        let mut found = 0;
        self.moves
            .en_passant_captures(&board, turn, passed, reached, |capture| {
                if found < captures.len() {
                    captures[found] = Some(Exit {
                        pieces: capture.pieces,
                        len: capture.len,
                        double_step: None,
                    });
                    found += 1;
                }
            });
        if found == 0 {
            return Ok(own);
        }
        let mut best: Option<Values> = None;
        for capture in captures.iter().flatten() {
            let value = after_zeroing(self.values(&capture.pieces[..capture.len], turn.other())?);
            best = Some(best.map_or(value, |best| better(best, value)));
        }
        let best = best.expect("a capture");
        let only = !self.moves.has_inside_move(&board, turn) && !self.moves.has_exit(&board, turn);
        Ok(if only { best } else { better(own, best) })
    }

    /// The values of the position of `pieces` with `turn` to move: of this
    /// table (a level solved already, in the codes of its passes) or of a
    /// smaller one.
    fn values(&self, pieces: &[(u8, a1h8::Piece)], turn: Color) -> Result<Values, GenerateError> {
        let indexer = self.moves.indexer;
        let codes = if let Some(placement) = indexer.placement_of(pieces) {
            let (index, _) = indexer
                .canonical(&placement)
                .expect("a legal move leads to a position");
            let at = turn.index();
            let word = |column: &Option<Column>| column.as_ref().map(|c| c.word(at, index));
            // The passes' codes: DTM's (or WDL's) and DTZ's, even for a
            // table that keeps WDL codes in the end.
            let metrics = match self.dtz {
                Some(_) => self.metrics.with(Metric::Dtz),
                None => self.metrics,
            };
            Codes {
                metrics,
                dtm: if self.dtm_pass == Some(Pass::Dtm) {
                    word(&self.dtm)
                } else {
                    None
                },
                dtz: word(&self.dtz),
                wdl: if self.dtm_pass == Some(Pass::Wdl) {
                    word(&self.dtm).map(|code| code as u8)
                } else {
                    None
                },
            }
        } else {
            self.tables
                .codes_of(indexer.size(), pieces, turn)
                .map_err(|error| match error {
                    LookupError::Missing { material } => GenerateError::Missing { material },
                    _ => unreachable!("a legal move leads to a position"),
                })?
        };
        Ok(Values::from_codes(codes).expect("a legal position's codes are used"))
    }
}

/// The count of an open state: `moves` inside the level of the position
/// of `index` (`turn` to move), each of `weight`.
fn weighted(moves: u32, weight: u16, index: u64, turn: Color) -> Result<u16, GenerateError> {
    u16::try_from(moves * u32::from(weight))
        .ok()
        .filter(|&count| count <= State::MAX_LEFT)
        .ok_or(GenerateError::TooManyMoves { index, turn })
}

/// Calls `each(turn, index)` for every index of `from..to` whose bit is
/// set in `bits` (for each side to move).
fn each_marked(
    bits: &[Vec<AtomicU64>; 2],
    from: u64,
    to: u64,
    mut each: impl FnMut(Color, u64) -> Result<(), GenerateError>,
) -> Result<(), GenerateError> {
    for word in from / 64..to.div_ceil(64) {
        // The bits of these indices alone: a word may hold another
        // chunk's.
        let low = from.saturating_sub(word * 64).min(64);
        let high = (to - word * 64).min(64);
        let mask = (u64::MAX >> (64 - high)) & (u64::MAX << low);
        for turn in Color::ALL {
            let mut set = bits[turn.index()][word as usize].load(Relaxed) & mask;
            while set != 0 {
                let index = word * 64 + u64::from(set.trailing_zeros());
                set &= set - 1;
                each(turn, index)?;
            }
        }
    }
    Ok(())
}
