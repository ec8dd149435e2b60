//! The work state of a position while a pass solves its level: one 16-bit
//! word per position and side to move, in the table's own DTM or DTZ
//! column, so that a generation needs no memory beyond the table it makes.
//!
//! The words of positions that the pass does not solve keep the table's
//! codes ([`value`](crate::value)): below 0x8000, or [`UNUSED`]. The
//! pass's own states are the other words, none of them a table code, so
//! that each word says which it is.

use std::sync::atomic::AtomicU16;
use std::sync::atomic::Ordering::Relaxed;

use crate::table::{OutOfMemory, filled};
use crate::value::UNUSED;

/// The longest distance, in plies, a pass counts.
pub(crate) const MAX_PLIES: u16 = 0x1FFF;

/// A position's state in a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// Not the pass's: a table code ([`value`](crate::value)) or
    /// [`UNUSED`].
    Settled(u16),
    /// Solved by this pass: the side to move wins or loses in `plies`.
    Solved { plies: u16, wins: bool },
    /// Solved by the pass before (the DTZ pass within the 50-move rule,
    /// while the pass beyond it runs).
    Earlier { plies: u16, wins: bool },
    /// Not solved yet, and may still lose: every exit (a move out of the
    /// level) loses. Its moves inside the level are not counted yet: no
    /// position they lead to has been found won.
    Uncounted,
    /// Not solved yet, and may still lose: every exit loses, and `left`
    /// counts its moves inside the level not known to lead to a win of the
    /// other side's, each weighted as the passes weigh them
    /// ([weights](super::passes#weights)). It loses when none is left.
    Open { left: u16 },
    /// Not solved yet; an exit wins in `plies`, a win that a quicker one
    /// inside the level may still better.
    ExitWin { plies: u16 },
    /// Not solved yet, and cannot lose: an exit draws.
    NoLoss,
}

const SOLVED: u16 = 0x8000;
const OPEN: u16 = 0xC000;
const EXIT_WIN: u16 = 0xD000;
const UNCOUNTED: u16 = EXIT_WIN - 1;
const EARLIER: u16 = 0xE000;
const NO_LOSS: u16 = 0xFFFE;

impl State {
    /// The most weighted moves an open state counts.
    pub(crate) const MAX_LEFT: u16 = UNCOUNTED - OPEN - 1;

    /// The state a word holds.
    pub(crate) const fn of(word: u16) -> State {
        match word {
            0..SOLVED | UNUSED => State::Settled(word),
            SOLVED..OPEN => State::Solved {
                plies: (word - SOLVED) >> 1,
                wins: word & 1 == 1,
            },
            UNCOUNTED => State::Uncounted,
            OPEN..EXIT_WIN => State::Open { left: word - OPEN },
            EXIT_WIN..EARLIER => State::ExitWin {
                plies: word - EXIT_WIN,
            },
            NO_LOSS => State::NoLoss,
            _ => State::Earlier {
                plies: (word - EARLIER) >> 1,
                wins: word & 1 == 1,
            },
        }
    }

    /// The word of the state. Distances must be at most [`MAX_PLIES`]
    /// (and those solved earlier, at most 0x7FF).
    pub(crate) const fn word(self) -> u16 {
        match self {
            State::Settled(code) => code,
            State::Solved { plies, wins } => SOLVED + (plies << 1 | wins as u16),
            State::Earlier { plies, wins } => EARLIER + (plies << 1 | wins as u16),
            State::Uncounted => UNCOUNTED,
            State::Open { left } => OPEN + left,
            State::ExitWin { plies } => EXIT_WIN + plies,
            State::NoLoss => NO_LOSS,
        }
    }

    /// Whether the pass may still solve the position.
    pub(crate) const fn is_open(self) -> bool {
        matches!(
            self,
            State::Uncounted | State::Open { .. } | State::ExitWin { .. } | State::NoLoss
        )
    }
}

/// One column of a table being made: a word for each index, for each side
/// to move, changed by threads at once.
pub(crate) struct Column {
    pub(crate) words: [Vec<AtomicU16>; 2],
}

impl Column {
    /// A column of `len` unused words for each side to move.
    pub(crate) fn unused(len: u64) -> Result<Column, OutOfMemory> {
        let words = || -> Result<Vec<AtomicU16>, OutOfMemory> {
            // Made in place from the plain words: no second allocation.
            Ok(filled(len, UNUSED)?
                .into_iter()
                .map(AtomicU16::new)
                .collect())
        };
        Ok(Column {
            words: [words()?, words()?],
        })
    }

    /// The words as table codes, once every level is solved.
    pub(crate) fn into_codes(self) -> [Vec<u16>; 2] {
        self.words
            .map(|words| words.into_iter().map(AtomicU16::into_inner).collect())
    }

    /// The state of `index` with the side of `at` ([`Color::index`](a1h8::Color::index)) to move.
    #[inline]
    pub(crate) fn state(&self, at: usize, index: u64) -> State {
        State::of(self.word(at, index))
    }

    /// The word of `index`.
    #[inline]
    pub(crate) fn word(&self, at: usize, index: u64) -> u16 {
        self.words[at][index as usize].load(Relaxed)
    }

    /// Sets the word of `index`.
    #[inline]
    pub(crate) fn set(&self, at: usize, index: u64, state: State) {
        self.words[at][index as usize].store(state.word(), Relaxed);
    }

    /// Changes the state of `index` by `change` (which gives `None` to
    /// leave it), as one atomic step if the column is `shared` by threads
    /// working at once (else by a plain load and store, which a locked
    /// instruction would only slow); the state it changed to, if it did.
    #[inline]
    pub(crate) fn update(
        &self,
        at: usize,
        index: u64,
        shared: bool,
        mut change: impl FnMut(State) -> Option<State>,
    ) -> Option<State> {
        let atom = &self.words[at][index as usize];
        let mut word = atom.load(Relaxed);
        if !shared {
            let next = change(State::of(word))?;
            atom.store(next.word(), Relaxed);
            return Some(next);
        }
        loop {
            let next = change(State::of(word))?;
            match atom.compare_exchange_weak(word, next.word(), Relaxed, Relaxed) {
                Ok(_) => return Some(next),
                Err(now) => word = now,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_is_one_word_and_back() {
        let mut states = vec![
            State::Settled(0),
            State::Settled(0x7FFF),
            State::Settled(UNUSED),
            State::NoLoss,
            State::Uncounted,
        ];
        for plies in [0, 1, 2, 100, 0x7FF] {
            for wins in [false, true] {
                states.push(State::Earlier { plies, wins });
            }
        }
        for plies in [0, 1, 2, 100, MAX_PLIES] {
            for wins in [false, true] {
                states.push(State::Solved { plies, wins });
            }
        }
        for plies in [0, 1, 57, 0xFFF] {
            states.push(State::Open {
                left: plies.min(State::MAX_LEFT),
            });
            states.push(State::ExitWin { plies });
        }
        let mut words = std::collections::BTreeSet::new();
        for state in states {
            assert_eq!(State::of(state.word()), state, "{state:?}");
            assert!(words.insert(state.word()), "{state:?} shares its word");
        }
        for word in 0..=u16::MAX {
            assert_eq!(State::of(word).word(), word, "{word:#x}");
        }
    }
}
