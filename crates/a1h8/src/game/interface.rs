//! One model of a game: what a position of chess, of Chess960 and of
//! every variant offers to what is written above move generation.
//!
//! [`Game`] is implemented by [`Position`] (chess and Chess960 on the 8x8
//! board, with its own generator) and by
//! [`VariantPosition`] (every variant on every board
//! up to 128 squares). Perft and its relatives, divide, the hashed
//! perft and the end of a game are written once, against the trait, and
//! monomorphised for each: the chess instance is the 8x8 generator's own
//! code, at its speed.

use core::fmt;
use core::ops::Deref;

use crate::geometry::{BoardSize, BoardSquare};
use crate::moves::play::standard_square;
use crate::variants::{PieceKindSet, VariantMove, VariantMoveList, VariantPosition};
use crate::{
    CastlingSide, Color, IllegalMoveError, Move, MoveKind, MoveList, Outcome, Piece, PieceKind,
    Position, San, Square,
};

/// A position of a game played by the rules of chess or of a variant:
/// its legal moves, the positions they lead to, and its hash.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantPosition};
/// use a1h8::{Game, Position, perft};
///
/// /// The number of legal moves of each position after one move, summed:
/// /// written once, for every game.
/// fn replies<G: Game>(position: &G) -> u64 {
///     position.legal_moves().iter().map(|&mv| position.play_unchecked(mv).count_legal_moves()).sum()
/// }
///
/// assert_eq!(replies(&Position::starting()), 400);
/// let capablanca = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(replies(&capablanca), perft(&capablanca, 2));
/// # Ok::<(), a1h8::FenError>(())
/// ```
pub trait Game: Clone + Eq + core::hash::Hash + fmt::Display + fmt::Debug {
    /// A move of the game.
    type Move: Copy + Eq + fmt::Debug;

    /// A list of legal moves, as [`Game::legal_moves`] gives it.
    type MoveList: Deref<Target = [Self::Move]>;

    /// The side to move.
    fn turn(&self) -> Color;

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;

    /// Every legal move, in the generator's order.
    fn legal_moves(&self) -> Self::MoveList;

    /// The number of legal moves, counted without listing them.
    fn count_legal_moves(&self) -> u64;

    /// The position after `mv`, a legal move of this position; for any
    /// other move the result is unspecified, though nothing panics. The
    /// fast path of a search, whose moves come from
    /// [`Game::legal_moves`]; [`Game::play`] checks.
    fn play_unchecked(&self, mv: Self::Move) -> Self;

    /// [`Game::play_unchecked`] on the position itself, which becomes the
    /// one after `mv`. Chess plays in place (see
    /// [`Position::play_unchecked_in_place`]); other games replace the
    /// position with the one returned.
    fn play_unchecked_in_place(&mut self, mv: Self::Move) {
        *self = self.play_unchecked(mv);
    }

    /// Whether `mv` is a legal move of this position (chess tests the move
    /// alone, other games look it up among the legal moves).
    fn is_legal(&self, mv: Self::Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// The position after `mv`, or an error if it is not legal here.
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition};
    /// use a1h8::{Game, Position};
    ///
    /// fn play_first<G: Game>(position: &G) -> Result<G, a1h8::IllegalMoveError> {
    ///     Game::play(position, position.legal_moves()[0])
    /// }
    /// assert!(play_first(&Position::starting()).is_ok());
    /// let capablanca = VariantPosition::start(&CAPABLANCA)?;
    /// let after = play_first(&capablanca)?;
    /// // The same move again is not legal: it is the other side's turn.
    /// let error = Game::play(&after, capablanca.legal_moves()[0]).unwrap_err();
    /// assert!(error.to_string().starts_with("illegal move "));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn play(&self, mv: Self::Move) -> Result<Self, IllegalMoveError> {
        if self.is_legal(mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(IllegalMoveError::new(
                self.move_from(mv),
                self.move_to(mv),
                self.move_promotion(mv),
            ))
        }
    }

    /// Calls `each` with the position after every legal move, in the
    /// order of [`Game::legal_moves`]: what a count walks. A game may skip
    /// here what a count does not need (chess skips the hash).
    #[inline]
    fn for_each_child(&self, mut each: impl FnMut(&Self)) {
        for &mv in self.legal_moves().iter() {
            each(&self.play_unchecked(mv));
        }
    }

    /// The number of legal move sequences of `depth` plies from this
    /// position (1 for depth 0), saturating at `u64::MAX`: what
    /// [`perft`](crate::perft) returns.
    ///
    /// Every game has the plain walk: the children from
    /// [`Game::for_each_child`], the last ply counted by
    /// [`Game::count_legal_moves`]. Chess replaces it by a walk compiled
    /// for each side to move that builds no move list and makes each
    /// child as the generator finds its move, with the same counts (the
    /// tests compare the two).
    fn perft(&self, depth: u32) -> u64 {
        crate::game::walk::plain_walk(self, depth)
    }

    /// The position's Zobrist hash: equal for positions equal but for
    /// their clocks, different otherwise but for one chance in 2^64.
    fn zobrist(&self) -> u64;

    /// The position with its clocks reset (halfmove clock 0, fullmove
    /// number 1): equal for positions that differ only in how they were
    /// reached, which counts and work units do not depend on.
    #[must_use]
    fn without_clocks(&self) -> Self;

    /// The name of the game, as the tool and the work units' files name
    /// it: `chess` (Chess960 too) or the variant's name.
    fn game_name(&self) -> &str;

    /// The digest of the game's rules
    /// ([`Variant::rules_digest`](crate::variants::Variant::rules_digest)):
    /// chess's is that of [`CHESS`](crate::variants::CHESS), Chess960
    /// included. Files that hold positions of a game (tablebases, perft
    /// work units) record it, and are refused by a game of other rules.
    ///
    /// ```
    /// use a1h8::variant::{CHESS, VariantPosition};
    /// use a1h8::{Game, Position};
    ///
    /// let through_variants = VariantPosition::start(&CHESS)?;
    /// assert_eq!(Position::starting().rules_digest(), through_variants.rules_digest());
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    fn rules_digest(&self) -> u64;

    /// Whether `mv`, a legal move, checks the other side's king (chess
    /// finds it on the board after the move, without its hash).
    fn gives_check(&self, mv: Self::Move) -> bool {
        self.play_unchecked(mv).is_check()
    }

    /// The halfmove clock: plies since the last capture or pawn move, as
    /// FEN's fifth field gives it.
    fn halfmove_clock(&self) -> u32;

    /// The fullmove number, FEN's sixth field: 1 at the start, one more
    /// after each of Black's moves.
    fn fullmove_number(&self) -> u32;

    /// How the game ends in this position, by what the position alone
    /// decides, in python-chess's order: checkmate, insufficient material,
    /// stalemate, the seventy-five-move rule; else `None`. Repetition and
    /// the draws a player claims need the game's history (the crate
    /// `a1h8-game`).
    ///
    /// ```
    /// use a1h8::variant::{GARDNER, VariantPosition};
    /// use a1h8::{Color, Game, Outcome, Position};
    ///
    /// let mated = Position::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")?;
    /// assert_eq!(mated.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
    /// assert_eq!(Position::starting().outcome(), None);
    /// let quiet = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 150 120")?;
    /// assert_eq!(quiet.outcome(), Some(Outcome::SeventyFiveMoves));
    /// let mated = VariantPosition::from_fen(&GARDNER, "R2k1/5/3K1/5/5 b - - 0 1")?;
    /// assert!(mated.is_checkmate());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn outcome(&self) -> Option<Outcome> {
        let stuck = self.count_legal_moves() == 0;
        let check = self.is_check();
        if stuck && check {
            Some(Outcome::without_moves(self.turn(), true))
        } else if self.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if stuck {
            Some(Outcome::Stalemate)
        } else if self.halfmove_clock() >= 150 {
            Some(Outcome::SeventyFiveMoves)
        } else {
            None
        }
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    /// Whether the side to move is stalemated (whatever the material).
    fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }

    /// Whether neither side can ever checkmate, whatever is played.
    ///
    /// Chess and Chess960 (and the variant
    /// [`CHESS`](crate::variants::CHESS), the same rules) use
    /// python-chess's definition: a side can mate unless it has only its
    /// king, or its king and one knight while the other side has nothing
    /// but its king and queens, or its king and bishops all on squares of
    /// one colour while no pawn or knight is on the board and the other
    /// side's bishops stand on that colour too. A variant of other rules
    /// calls material insufficient only when nothing but the kings is
    /// left: its pieces and its board may mate where chess's do not.
    ///
    /// ```
    /// use a1h8::variant::{GARDNER, VariantPosition};
    /// use a1h8::{Game, Position};
    ///
    /// let knight = Position::from_fen("8/8/4k3/8/8/3K4/3N4/8 w - - 0 1")?;
    /// assert!(knight.is_insufficient_material());
    /// let bishops = Position::from_fen("8/8/4k3/8/2b5/3K4/3B4/8 w - - 0 1")?;
    /// assert!(!bishops.is_insufficient_material()); // opposite colours
    /// let knight_on_5x5 = VariantPosition::from_fen(&GARDNER, "4k/5/5/1N3/K4 w - - 0 1")?;
    /// assert!(!knight_on_5x5.is_insufficient_material());
    /// let bare = VariantPosition::from_fen(&GARDNER, "4k/5/5/5/K4 w - - 0 1")?;
    /// assert!(bare.is_insufficient_material());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn is_insufficient_material(&self) -> bool {
        crate::game::material::only_kings(self)
    }

    /// Whether a player may claim a draw by the fifty-move rule now: 100
    /// plies or more without a capture or a pawn move, and the side to
    /// move not mated or stalemated (python-chess's `is_fifty_moves`). The
    /// claim by the move about to be played needs its history's
    /// `can_claim_fifty_moves`.
    fn is_fifty_moves(&self) -> bool {
        self.halfmove_clock() >= 100 && self.count_legal_moves() > 0
    }

    /// Whether the seventy-five-move rule has ended the game: 150 plies or
    /// more without a capture or a pawn move, and the side to move not
    /// mated or stalemated.
    fn is_seventyfive_moves(&self) -> bool {
        self.halfmove_clock() >= 150 && self.count_legal_moves() > 0
    }

    // Notation: what standard algebraic notation (`game/san.rs`, written
    // once for every game) reads of a position and its moves.

    /// The size of the board: 8x8 for chess.
    fn board_size(&self) -> BoardSize;

    /// The kind of the piece on `square`, if any: [`Game::piece_on`]'s
    /// kind.
    fn kind_on(&self, square: BoardSquare) -> Option<PieceKind> {
        self.piece_on(square).map(|piece| piece.kind)
    }

    /// The square `mv` leaves: the king's, for castling.
    fn move_from(&self, mv: Self::Move) -> BoardSquare;

    /// The square `mv` reaches as the game records it (for castling, the
    /// king's target or the rook's square).
    fn move_to(&self, mv: Self::Move) -> BoardSquare;

    /// The kind of move.
    fn move_kind(&self, mv: Self::Move) -> MoveKind;

    /// The kind a pawn becomes, for a promotion.
    fn move_promotion(&self, mv: Self::Move) -> Option<PieceKind>;

    /// The side a castling move castles to; `None` for other moves.
    fn move_castling_side(&self, mv: Self::Move) -> Option<CastlingSide>;

    /// Whether `mv`, a legal move, takes a piece (en passant included).
    fn is_capture(&self, mv: Self::Move) -> bool {
        match self.move_kind(mv) {
            MoveKind::EnPassant => true,
            MoveKind::Castling => false,
            _ => self.kind_on(self.move_to(mv)).is_some(),
        }
    }

    /// The upper-case letter of `kind` in notation (`N`; `C` for the
    /// chancellor where the game writes it so).
    fn piece_letter(&self, kind: PieceKind) -> char;

    /// The kind other than the pawn whose upper-case letter is `letter`,
    /// among the kinds in play.
    fn letter_kind(&self, letter: char) -> Option<PieceKind>;

    /// The kinds a pawn may promote to.
    fn promotions(&self) -> PieceKindSet;

    // Front end: what a tool that draws positions and lists their moves
    // reads besides notation.

    /// The piece on `square`, if any: of either colour, unlike
    /// [`Game::kind_on`].
    ///
    /// ```
    /// use a1h8::geometry::BoardSize;
    /// use a1h8::variant::{CAPABLANCA, VariantPosition};
    /// use a1h8::{Color, Game, Piece, PieceKind, Position};
    ///
    /// let e1 = BoardSize::STANDARD.square(4, 0).unwrap();
    /// let king = Piece::new(Color::White, PieceKind::King);
    /// assert_eq!(Position::starting().piece_on(e1), Some(king));
    /// let capablanca = VariantPosition::start(&CAPABLANCA)?;
    /// let c8 = CAPABLANCA.size().square(2, 7).unwrap();
    /// assert_eq!(capablanca.piece_on(c8), Some(Piece::new(Color::Black, PieceKind::Archbishop)));
    /// // Off the board: j1 of a 10x8 board is no square of chess's.
    /// let j1 = CAPABLANCA.size().square(9, 0).unwrap();
    /// assert_eq!(Position::starting().piece_on(j1), None);
    /// assert_eq!(Position::starting().kind_on(j1), None);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    fn piece_on(&self, square: BoardSquare) -> Option<Piece>;

    /// `true` if a pawn of either colour is on the board.
    fn has_pawns(&self) -> bool;

    /// `true` if a castling right is left.
    fn has_castling_rights(&self) -> bool;

    /// The square of `color`'s king, if it has exactly one.
    fn king_square(&self, color: Color) -> Option<BoardSquare>;

    /// The piece on the square of index `index` (`rank * files + file`):
    /// [`Game::piece_on`] of that square.
    fn piece_at_index(&self, index: usize) -> Option<Piece> {
        self.board_size()
            .square_at(index)
            .and_then(|square| self.piece_on(square))
    }

    /// The occupied squares, bit `index` for the square of index `index`.
    fn occupied_set(&self) -> u128;

    /// The index of the en passant square, if any.
    fn en_passant_index(&self) -> Option<usize>;

    /// The number of `color`'s pieces of `kind`.
    fn count(&self, color: Color, kind: PieceKind) -> usize;

    /// `mv` in the game's UCI: `e2e4`, `e7e8q` (in Chess960 castling as
    /// the king taking its rook); a variant's squares on its board
    /// (`j10j9`) and its promotion letters (`a7a8c`).
    ///
    /// ```
    /// use a1h8::{Game, Position};
    ///
    /// let start = Position::starting();
    /// let first = start.legal_moves()[0];
    /// assert_eq!(Game::uci(&start, first).to_string(), first.to_string());
    /// ```
    fn uci(&self, mv: Self::Move) -> impl fmt::Display + '_;

    /// `mv`, a legal move, in standard algebraic notation: what
    /// [`Position::san`] and [`VariantPosition::san`] write, for any game.
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantPosition};
    /// use a1h8::{Game, Position};
    ///
    /// fn first_san<G: Game>(position: &G) -> String {
    ///     Game::san(position, position.legal_moves()[0]).to_string()
    /// }
    /// let start = Position::starting();
    /// assert_eq!(first_san(&start), start.san(start.legal_moves()[0]).to_string());
    /// let capablanca = VariantPosition::start(&CAPABLANCA)?;
    /// assert_eq!(first_san(&capablanca), capablanca.san(capablanca.legal_moves()[0]).to_string());
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    fn san(&self, mv: Self::Move) -> San {
        crate::game::san::write(self, mv)
    }
}

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;

    #[inline]
    fn turn(&self) -> Color {
        Position::turn(self)
    }

    #[inline]
    fn is_check(&self) -> bool {
        Position::is_check(self)
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Position::legal_moves(self)
    }

    #[inline]
    fn count_legal_moves(&self) -> u64 {
        Position::count_legal_moves(self)
    }

    #[inline]
    fn play_unchecked(&self, mv: Move) -> Position {
        Position::play_unchecked(self, mv)
    }

    #[inline]
    fn play_unchecked_in_place(&mut self, mv: Move) {
        Position::play_unchecked_in_place(self, mv);
    }

    fn is_legal(&self, mv: Move) -> bool {
        Position::is_legal(self, mv)
    }

    fn halfmove_clock(&self) -> u32 {
        Position::halfmove_clock(self)
    }

    fn fullmove_number(&self) -> u32 {
        Position::fullmove_number(self)
    }

    /// python-chess's definition.
    fn is_insufficient_material(&self) -> bool {
        crate::game::material::chess_insufficient(self)
    }

    fn gives_check(&self, mv: Move) -> bool {
        Position::gives_check(self, mv)
    }

    /// The children without their hash, which a count does not read.
    #[inline]
    fn for_each_child(&self, mut each: impl FnMut(&Self)) {
        for &mv in &Position::legal_moves(self) {
            let mut child = *self;
            child.play_in_place::<false>(mv);
            each(&child);
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        crate::moves::movegen::perft_walk::perft(self, depth)
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        Position::zobrist(self)
    }

    #[inline]
    fn without_clocks(&self) -> Position {
        Position::without_clocks(*self)
    }

    fn game_name(&self) -> &str {
        "chess"
    }

    fn rules_digest(&self) -> u64 {
        crate::variants::CHESS.rules_digest()
    }

    fn board_size(&self) -> BoardSize {
        BoardSize::STANDARD
    }

    fn move_from(&self, mv: Move) -> BoardSquare {
        standard_square(mv.from())
    }

    fn move_to(&self, mv: Move) -> BoardSquare {
        standard_square(mv.to())
    }

    fn move_kind(&self, mv: Move) -> MoveKind {
        mv.kind()
    }

    fn move_promotion(&self, mv: Move) -> Option<PieceKind> {
        mv.promotion()
    }

    /// Towards the h-file is king side: `to` may be the king's target or
    /// its rook's square.
    fn move_castling_side(&self, mv: Move) -> Option<CastlingSide> {
        (mv.kind() == MoveKind::Castling).then(|| {
            if mv.to().file() > mv.from().file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            }
        })
    }

    fn piece_letter(&self, kind: PieceKind) -> char {
        kind.char().to_ascii_uppercase()
    }

    fn letter_kind(&self, letter: char) -> Option<PieceKind> {
        PieceKind::STANDARD
            .into_iter()
            .find(|&kind| kind != PieceKind::Pawn && kind.char().to_ascii_uppercase() == letter)
    }

    fn promotions(&self) -> PieceKindSet {
        PieceKindSet::of(&[
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ])
    }

    /// None off the 8x8 board (a square such as j1 of a larger one).
    fn piece_on(&self, square: BoardSquare) -> Option<Piece> {
        let size = BoardSize::STANDARD;
        if !size.contains(square) {
            return None;
        }
        Square::from_index(size.index_of(square)).and_then(|square| self.board().piece_at(square))
    }

    fn has_pawns(&self) -> bool {
        Position::has_pawns(self)
    }

    fn has_castling_rights(&self) -> bool {
        !self.castling().is_empty()
    }

    fn king_square(&self, color: Color) -> Option<BoardSquare> {
        let king = self.board().king(color)?;
        BoardSize::STANDARD.square(king.file().index(), king.rank().index())
    }

    fn occupied_set(&self) -> u128 {
        u128::from(self.board().occupied().0)
    }

    fn en_passant_index(&self) -> Option<usize> {
        self.en_passant().map(Square::index)
    }

    fn count(&self, color: Color, kind: PieceKind) -> usize {
        if kind.index() >= 6 {
            return 0;
        }
        (self.board().by_color(color) & self.board().by_kind(kind)).count()
    }

    /// The move's own `Display`.
    fn uci(&self, mv: Move) -> impl fmt::Display + '_ {
        mv
    }
}

impl<'v> Game for VariantPosition<'v> {
    type Move = VariantMove;
    type MoveList = VariantMoveList;

    #[inline]
    fn turn(&self) -> Color {
        VariantPosition::turn(self)
    }

    #[inline]
    fn is_check(&self) -> bool {
        VariantPosition::is_check(self)
    }

    #[inline]
    fn legal_moves(&self) -> VariantMoveList {
        VariantPosition::legal_moves(self)
    }

    #[inline]
    fn count_legal_moves(&self) -> u64 {
        VariantPosition::count_legal_moves(self)
    }

    #[inline]
    fn play_unchecked(&self, mv: VariantMove) -> VariantPosition<'v> {
        VariantPosition::play_unchecked(self, mv)
    }

    fn play(&self, mv: VariantMove) -> Result<VariantPosition<'v>, IllegalMoveError> {
        VariantPosition::play(self, mv)
    }

    fn halfmove_clock(&self) -> u32 {
        VariantPosition::halfmove_clock(self)
    }

    fn fullmove_number(&self) -> u32 {
        VariantPosition::fullmove_number(self)
    }

    /// Chess's rule for the variant [`CHESS`](crate::variants::CHESS),
    /// bare kings for every other.
    fn is_insufficient_material(&self) -> bool {
        if self.variant().rules_digest() == crate::variants::CHESS.rules_digest() {
            crate::game::material::chess_insufficient(self)
        } else {
            crate::game::material::only_kings(self)
        }
    }

    /// The children as the generator finds the moves, without a list.
    #[inline]
    fn for_each_child(&self, mut each: impl FnMut(&Self)) {
        self.for_each_legal_move(|mv| each(&self.play_unchecked(mv)));
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        VariantPosition::zobrist(self)
    }

    #[inline]
    fn without_clocks(&self) -> VariantPosition<'v> {
        VariantPosition::without_clocks(*self)
    }

    fn game_name(&self) -> &str {
        self.variant().name()
    }

    fn rules_digest(&self) -> u64 {
        self.variant().rules_digest()
    }

    fn board_size(&self) -> BoardSize {
        self.variant().size()
    }

    fn move_from(&self, mv: VariantMove) -> BoardSquare {
        variant_square(self.variant().size(), mv.from_index())
    }

    fn move_to(&self, mv: VariantMove) -> BoardSquare {
        variant_square(self.variant().size(), mv.to_index())
    }

    fn move_kind(&self, mv: VariantMove) -> MoveKind {
        mv.kind()
    }

    fn move_promotion(&self, mv: VariantMove) -> Option<PieceKind> {
        mv.promotion()
    }

    fn move_castling_side(&self, mv: VariantMove) -> Option<CastlingSide> {
        mv.castling_side()
    }

    /// The variant's letter, upper case.
    fn piece_letter(&self, kind: PieceKind) -> char {
        self.variant()
            .letter(kind)
            .unwrap_or(kind.char())
            .to_ascii_uppercase()
    }

    fn letter_kind(&self, letter: char) -> Option<PieceKind> {
        self.variant()
            .piece(letter)
            .filter(|piece| letter.is_ascii_uppercase() && piece.kind != PieceKind::Pawn)
            .map(|piece| piece.kind)
    }

    fn promotions(&self) -> PieceKindSet {
        self.variant().promotions()
    }

    fn piece_on(&self, square: BoardSquare) -> Option<Piece> {
        self.piece_at(square)
    }

    fn has_pawns(&self) -> bool {
        !self.by_kind(PieceKind::Pawn).is_empty()
    }

    fn has_castling_rights(&self) -> bool {
        !self.has_no_castling()
    }

    fn king_square(&self, color: Color) -> Option<BoardSquare> {
        self.king(color)
    }

    fn occupied_set(&self) -> u128 {
        self.occupied().0
    }

    fn en_passant_index(&self) -> Option<usize> {
        self.en_passant()
            .map(|square| self.variant().size().index_of(square))
    }

    fn count(&self, color: Color, kind: PieceKind) -> usize {
        self.by_piece(Piece::new(color, kind)).count()
    }

    /// [`VariantMove::uci`] on the position's variant.
    fn uci(&self, mv: VariantMove) -> impl fmt::Display + '_ {
        mv.uci(self.variant())
    }
}

/// The square of index `index` on `size`, a1 for an index past its
/// squares (a move that is not of this board).
fn variant_square(size: BoardSize, index: usize) -> BoardSquare {
    match size.square_at(index).or(size.square(0, 0)) {
        Some(square) => square,
        None => unreachable!("every board has a1"),
    }
}
