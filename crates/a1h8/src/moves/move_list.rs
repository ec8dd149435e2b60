//! A list of moves in a fixed-capacity array, for every game: chess's
//! [`MoveList`](crate::MoveList) and the variants'
//! [`VariantMoveList`](crate::variants::VariantMoveList) are its instances.

use core::ops::Deref;

/// Up to `N` moves of type `M` in an array (no allocation), in the order
/// they were pushed. Dereferences to a slice of them.
///
/// ```
/// use a1h8::Position;
///
/// let moves = Position::starting().legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "g1f3"));
/// assert_eq!(moves.clone().into_iter().count(), 20);
/// ```
#[derive(Clone)]
pub struct FixedMoveList<M, const N: usize> {
    moves: [M; N],
    len: usize,
}

impl<M: Copy, const N: usize> FixedMoveList<M, N> {
    /// The empty list, its array filled with `filler`.
    pub(crate) const fn filled(filler: M) -> FixedMoveList<M, N> {
        FixedMoveList {
            moves: [filler; N],
            len: 0,
        }
    }

    /// The moves, as a slice.
    pub fn as_slice(&self) -> &[M] {
        &self.moves[..self.len]
    }

    /// Appends `mv`; a move past the capacity is dropped (the capacities
    /// are bounds on the legal moves of any position of the game).
    #[inline]
    pub(crate) fn push(&mut self, mv: M) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }
}

impl<M, const N: usize> Deref for FixedMoveList<M, N>
where
    M: Copy,
{
    type Target = [M];

    fn deref(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: Copy + core::fmt::Debug, const N: usize> core::fmt::Debug for FixedMoveList<M, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<M: Copy + PartialEq, const N: usize> PartialEq for FixedMoveList<M, N> {
    fn eq(&self, other: &FixedMoveList<M, N>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<M: Copy + Eq, const N: usize> Eq for FixedMoveList<M, N> {}

impl<'a, M: Copy, const N: usize> IntoIterator for &'a FixedMoveList<M, N> {
    type Item = &'a M;
    type IntoIter = core::slice::Iter<'a, M>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<M: Copy, const N: usize> IntoIterator for FixedMoveList<M, N> {
    type Item = M;
    type IntoIter = FixedMoveListIntoIter<M, N>;

    fn into_iter(self) -> FixedMoveListIntoIter<M, N> {
        FixedMoveListIntoIter {
            list: self,
            next: 0,
        }
    }
}

/// The moves of a [`FixedMoveList`], by value.
#[derive(Clone)]
pub struct FixedMoveListIntoIter<M, const N: usize> {
    list: FixedMoveList<M, N>,
    next: usize,
}

impl<M: Copy + core::fmt::Debug, const N: usize> core::fmt::Debug for FixedMoveListIntoIter<M, N> {
    /// The moves still to come.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list()
            .entries(&self.list.as_slice()[self.next..])
            .finish()
    }
}

impl<M: Copy, const N: usize> Iterator for FixedMoveListIntoIter<M, N> {
    type Item = M;

    fn next(&mut self) -> Option<M> {
        let mv = *self.list.as_slice().get(self.next)?;
        self.next += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.list.len - self.next;
        (n, Some(n))
    }
}

impl<M: Copy, const N: usize> ExactSizeIterator for FixedMoveListIntoIter<M, N> {}

impl<M: Copy, const N: usize> core::iter::FusedIterator for FixedMoveListIntoIter<M, N> {}
