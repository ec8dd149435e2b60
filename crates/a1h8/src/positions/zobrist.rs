//! Zobrist hashing: a 64-bit key per position, the XOR of one random key
//! per feature, kept up to date move by move by [`Position::play`].
//!
//! The features and their keys:
//!
//! - a piece on a square: 12 x 64 keys (colour, kind, square);
//! - Black to move: one key (nothing for White);
//! - a castling right: one key per colour and **rook file** (2 x 8), so
//!   that Chess960 rights on different rooks hash differently; a position
//!   XORs the keys of the rights it has;
//! - an en passant square: one key per file (8), hashed **only when the
//!   position has an en passant square**, which it has only when a legal
//!   en passant capture can use it: [`Position::play`] sets one after a
//!   double step only then, and a FEN's square that no legal capture can
//!   use is dropped on reading. So two positions that are the same game
//!   hash alike, however they were reached or read.
//!
//! The keys are generated at compile time by SplitMix64 (Steele, Lea and
//! Flood's 64-bit mixing generator: add the odd constant
//! `0x9E37_79B9_7F4A_7C15` to the state, then scramble the state with two
//! xor-shift-multiply rounds and a final xor-shift), from a fixed seed, in
//! the order of the list above. No table is stored in a file; the same
//! build always gives the same keys.
//!
//! The clocks (halfmove, fullmove) and the Chess960 flag are not hashed.
//!
//! Variants ([`VariantPosition::zobrist`](crate::variants::VariantPosition::zobrist)) hash by the same scheme on
//! boards up to 16x16: a key per colour, kind (eight, the archbishop and
//! the chancellor too) and square by file and rank, castling keys for 16
//! rook files and en passant keys for 16 files. Where a feature is one of
//! chess (a chess piece on a1-h8, a rook or en passant file a-h) its key
//! is chess's, so a chess position hashes alike as a [`Position`] and as
//! a variant position; the other keys continue the same sequence.

use crate::{Board, CastlingRights, CastlingSide, Color, Piece, Position, Square};

/// The seed of the key sequence: the first 16 hex digits of pi's
/// fractional part, an arbitrary constant with nothing up the sleeve.
const SEED: u64 = 0x243F_6A88_85A3_08D3;

/// One step of SplitMix64: the next state and its output.
const fn split_mix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Every key of the scheme.
pub(crate) struct Keys {
    /// `[color * 8 + kind][square]`, the rows of the two kinds the 8x8
    /// board does not hold left zero (so that any piece's index is in
    /// bounds).
    pieces: [[u64; 64]; 16],
    black_to_move: u64,
    /// `[color][rook file]`.
    castling: [[u64; 8]; 2],
    /// `[file]`.
    en_passant: [u64; 8],
    /// Any board: `[color * 8 + kind][rank * 16 + file]`.
    board_pieces: [[u64; 256]; 16],
    /// Any board: `[color][rook file]`.
    board_castling: [[u64; 16]; 2],
    /// Any board: `[file]`.
    board_en_passant: [u64; 16],
}

impl Keys {
    const fn generate() -> Keys {
        let mut keys = Keys {
            pieces: [[0; 64]; 16],
            black_to_move: 0,
            castling: [[0; 8]; 2],
            en_passant: [0; 8],
            board_pieces: [[0; 256]; 16],
            board_castling: [[0; 16]; 2],
            board_en_passant: [0; 16],
        };
        let mut state = SEED;
        let mut key;
        let mut piece = 0;
        while piece < 12 {
            let mut square = 0;
            while square < 64 {
                (state, key) = split_mix(state);
                keys.pieces[piece / 6 * 8 + piece % 6][square] = key;
                square += 1;
            }
            piece += 1;
        }
        (state, key) = split_mix(state);
        keys.black_to_move = key;
        let mut color = 0;
        while color < 2 {
            let mut file = 0;
            while file < 8 {
                (state, key) = split_mix(state);
                keys.castling[color][file] = key;
                file += 1;
            }
            color += 1;
        }
        let mut file = 0;
        while file < 8 {
            (state, key) = split_mix(state);
            keys.en_passant[file] = key;
            file += 1;
        }
        // Any board: chess's keys where the feature is chess's, the
        // sequence continued for the others.
        let mut piece = 0;
        while piece < 16 {
            let (color, kind) = (piece / 8, piece % 8);
            let mut square = 0;
            while square < 256 {
                let (rank, file) = (square / 16, square % 16);
                keys.board_pieces[piece][square] = if kind < 6 && rank < 8 && file < 8 {
                    keys.pieces[color * 8 + kind][rank * 8 + file]
                } else {
                    (state, key) = split_mix(state);
                    key
                };
                square += 1;
            }
            piece += 1;
        }
        let mut color = 0;
        while color < 2 {
            let mut file = 0;
            while file < 16 {
                keys.board_castling[color][file] = if file < 8 {
                    keys.castling[color][file]
                } else {
                    (state, key) = split_mix(state);
                    key
                };
                file += 1;
            }
            color += 1;
        }
        let mut file = 0;
        while file < 16 {
            keys.board_en_passant[file] = if file < 8 {
                keys.en_passant[file]
            } else {
                (state, key) = split_mix(state);
                key
            };
            file += 1;
        }
        keys
    }
}

/// The keys, computed at compile time.
static KEYS: Keys = Keys::generate();

/// The key of `piece` on the square of `file` and `rank` of any board (a
/// variant's, up to 16x16): chess's key on a1-h8 for a chess piece.
#[inline]
pub(crate) const fn board_piece(piece: Piece, file: usize, rank: usize) -> u64 {
    KEYS.board_pieces[piece.color.index() * 8 + piece.kind.index()][rank * 16 + file]
}

/// The key of `color`'s castling right with its rook on `file` of any
/// board.
#[inline]
pub(crate) const fn board_castling(color: Color, file: usize) -> u64 {
    KEYS.board_castling[color.index()][file]
}

/// The key of an en passant square on `file` of any board.
#[inline]
pub(crate) const fn board_en_passant(file: usize) -> u64 {
    KEYS.board_en_passant[file]
}

/// The key of `piece` on `square`.
#[inline]
pub(crate) const fn piece(piece: Piece, square: Square) -> u64 {
    piece_indexed(piece.color, piece.kind.index(), square)
}

/// The key of a piece of `color` and of the kind of index `kind` (0 to
/// 5) on `square`: [`piece`] by index, for make-move.
#[inline(always)]
pub(crate) const fn piece_indexed(color: Color, kind: usize, square: Square) -> u64 {
    KEYS.pieces[color.index() * 8 + (kind & 7)][square.index()]
}

/// The key XORed in when Black is to move.
#[inline]
pub(crate) const fn black_to_move() -> u64 {
    KEYS.black_to_move
}

/// The XOR of the keys of every right in `rights`.
#[inline]
pub(crate) const fn castling(rights: CastlingRights) -> u64 {
    let mut key = 0;
    let mut i = 0;
    while i < 4 {
        let color = Color::ALL[i / 2];
        if let Some(file) = rights.rook_file(color, CastlingSide::ALL[i % 2]) {
            key ^= KEYS.castling[color.index()][file.index()];
        }
        i += 1;
    }
    key
}

/// The key of an en passant square (its file's), 0 for none.
#[inline]
pub(crate) const fn en_passant(square: Option<Square>) -> u64 {
    match square {
        Some(square) => KEYS.en_passant[square.index() & 7],
        None => 0,
    }
}

/// The hash of a position's parts, computed from nothing, occupied square
/// by occupied square (`const`, for [`Position::starting`]).
pub(crate) const fn from_scratch(
    board: &Board,
    turn: Color,
    castling_rights: CastlingRights,
    en_passant_square: Option<Square>,
) -> u64 {
    let mut key = 0;
    let mut occupied = board.occupied().0;
    while occupied != 0 {
        let square = Square::ALL[occupied.trailing_zeros() as usize];
        occupied &= occupied - 1;
        if let Some(p) = board.piece_at(square) {
            key ^= piece(p, square);
        }
    }
    if let Color::Black = turn {
        key ^= black_to_move();
    }
    key ^ castling(castling_rights) ^ en_passant(en_passant_square)
}

/// Zobrist hashing.
impl Position {
    /// The position's Zobrist hash: equal positions (board, side to move,
    /// castling rights, en passant square; not the clocks) have equal
    /// hashes, and different ones almost never do. The en passant square
    /// counts only when a legal capture can use it, the only case a
    /// position keeps it (see [`Position`]).
    ///
    /// Stored in the position and updated incrementally by
    /// [`play`](Position::play), so this costs nothing. The keys and the
    /// conventions (en passant only when set, castling by rook file) are
    /// described in the crate's `zobrist.rs`; they are not Polyglot's.
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// let start = Position::starting();
    /// let play = |moves: &[&str]| {
    ///     moves.iter().fold(start, |position, uci| {
    ///         position.play_unchecked(Move::from_uci(&position, uci).unwrap())
    ///     })
    /// };
    /// // The same position by two move orders.
    /// let a = play(&["g1f3", "g8f6", "b1c3"]);
    /// let b = play(&["b1c3", "g8f6", "g1f3"]);
    /// assert_eq!(a.zobrist(), b.zobrist());
    /// assert_ne!(a.zobrist(), start.zobrist());
    /// assert_eq!(a.zobrist(), a.zobrist_from_scratch());
    /// ```
    #[inline]
    pub const fn zobrist(&self) -> u64 {
        self.zobrist
    }

    /// The Zobrist hash computed from the position's parts, square by
    /// square, rather than read: equal to [`zobrist`](Position::zobrist),
    /// which the tests check after every move of many games.
    pub fn zobrist_from_scratch(&self) -> u64 {
        from_scratch(
            self.board(),
            self.turn(),
            self.castling(),
            self.en_passant(),
        )
    }
}
