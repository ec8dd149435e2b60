//! Zobrist hashing of variant positions, by chess's scheme on boards up
//! to 16x16 (the keys: `positions/zobrist.rs`).

use crate::Color;
use crate::positions::zobrist;
use crate::variants::VariantPosition;

impl VariantPosition<'_> {
    /// The position's Zobrist hash, by the scheme of
    /// [`Position::zobrist`](crate::Position::zobrist) on boards up to 16x16: equal positions (board,
    /// side to move, castling rights, en passant square; not the clocks)
    /// have equal hashes, and different ones almost never do. A chess
    /// position has the hash it has as a [`Position`](crate::Position).
    ///
    /// Computed from the position's parts, square by square.
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, CHESS, VariantMove, VariantPosition};
    /// use a1h8::Position;
    ///
    /// let start = VariantPosition::start(&CAPABLANCA)?;
    /// let play = |moves: &[&str]| {
    ///     moves.iter().fold(start, |position, uci| {
    ///         position.play_unchecked(VariantMove::from_uci(&position, uci).unwrap())
    ///     })
    /// };
    /// // The same position by two move orders.
    /// assert_eq!(play(&["b1c3", "b8c6", "c1d3"]).zobrist(), play(&["c1d3", "b8c6", "b1c3"]).zobrist());
    /// assert_ne!(play(&["b1c3"]).zobrist(), start.zobrist());
    /// // Chess hashes alike on either generator.
    /// assert_eq!(VariantPosition::start(&CHESS)?.zobrist(), Position::starting().zobrist());
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn zobrist(&self) -> u64 {
        let files = self.variant.size().files();
        let mut key = 0;
        let mut occupied = self.colors[0] | self.colors[1];
        while occupied != 0 {
            let index = occupied.trailing_zeros() as usize;
            occupied &= occupied - 1;
            if let Some(p) = self.piece_at_index(index) {
                key ^= zobrist::board_piece(p, index % files, index / files);
            }
        }
        if let Color::Black = self.turn {
            key ^= zobrist::black_to_move();
        }
        for color in Color::ALL {
            for file in self.castling[color.index()].into_iter().flatten() {
                key ^= zobrist::board_castling(color, usize::from(file));
            }
        }
        if let Some(index) = self.en_passant {
            key ^= zobrist::board_en_passant(usize::from(index) % files);
        }
        key
    }
}
