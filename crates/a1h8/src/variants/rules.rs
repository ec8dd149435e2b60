//! A chess variant as data: the board, the start position, the pieces in
//! play with their letters, promotion, the pawn's double step, castling.

use core::fmt;

use crate::attacks::any_size::BoardAttacks;
use crate::geometry::{BoardSize, BoardSquare};
use crate::{Color, Piece, PieceKind};

/// A set of piece kinds, such as the kinds a pawn may promote to.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct PieceKindSet(u8);

impl PieceKindSet {
    /// No kind.
    pub const EMPTY: PieceKindSet = PieceKindSet(0);

    /// The set of `kinds`.
    pub const fn of(kinds: &[PieceKind]) -> PieceKindSet {
        let mut set = PieceKindSet::EMPTY;
        let mut i = 0;
        while i < kinds.len() {
            set = set.with(kinds[i]);
            i += 1;
        }
        set
    }

    /// The set with `kind` too.
    #[must_use]
    pub const fn with(self, kind: PieceKind) -> PieceKindSet {
        PieceKindSet(self.0 | 1 << kind.index())
    }

    /// The set without `kind`.
    #[must_use]
    pub const fn without(self, kind: PieceKind) -> PieceKindSet {
        PieceKindSet(self.0 & !(1 << kind.index()))
    }

    /// `true` if `kind` is in the set.
    pub const fn contains(self, kind: PieceKind) -> bool {
        self.0 >> kind.index() & 1 != 0
    }

    /// The number of kinds in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` for the empty set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds, strongest promotion first: queen, chancellor,
    /// archbishop, rook, bishop, knight, then king and pawn.
    pub fn iter(self) -> impl Iterator<Item = PieceKind> + Clone {
        PieceKind::STRONGEST_FIRST
            .into_iter()
            .filter(move |&kind| self.contains(kind))
    }
}

impl fmt::Debug for PieceKindSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Where a side's king goes when it castles, on its back rank: the file
/// on the king's side (towards the last file) and on the queen's side.
/// The rook lands beside it, on the side towards the king's square of
/// departure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CastlingFiles {
    /// The king's file after castling king side (towards the last file):
    /// 6 (g) in chess.
    pub king_side: u8,
    /// The king's file after castling queen side (towards the a-file): 2
    /// (c) in chess.
    pub queen_side: u8,
}

/// The rules of a chess variant, as data: its board (any size up to 16x16
/// with at most 128 squares), its start position, the pieces in play and
/// their FEN letters, the ranks where pawns promote and the pieces they
/// may become, whether and from which rank pawns may advance two squares,
/// and whether kings castle, to which files.
///
/// The rules are those of chess in all else: a side must not leave its
/// king in check, and a side without legal moves is mated (in check) or
/// stalemated. The built-in variants follow Fairy-Stockfish's rules for
/// each ([`Variant::BUILT_IN`]); [`Variant::from_ini`] reads others in the
/// syntax of its `variants.ini`.
///
/// A variant carries its board's attack tables ([`BoardAttacks`], 30
/// KiB); the built-in ones are `static`s computed at compile time.
///
/// ```
/// use a1h8::variant::Variant;
/// use a1h8::PieceKind;
///
/// let capablanca = Variant::built_in("capablanca").unwrap();
/// assert_eq!(capablanca.size().to_string(), "10x8");
/// assert_eq!(capablanca.letter(PieceKind::Archbishop), Some('a'));
/// assert_eq!(capablanca.promotions().len(), 6);
/// assert_eq!(
///     capablanca.start_fen(),
///     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Variant<'a> {
    name: &'a str,
    attacks: BoardAttacks,
    start_fen: &'a str,
    /// The FEN letter of each kind, lower case, by [`PieceKind::index`];
    /// 0 for a kind not in play.
    letters: [u8; 8],
    promotions: PieceKindSet,
    /// By [`Color::index`]: the rank a pawn promotes on, if it does.
    promotion_ranks: [Option<u8>; 2],
    /// By [`Color::index`]: the rank a pawn may advance two squares from.
    double_step_ranks: [Option<u8>; 2],
    castling: Option<CastlingFiles>,
}

impl fmt::Debug for Variant<'_> {
    /// The rules, without the attack tables.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Variant")
            .field("name", &self.name)
            .field("size", &self.size())
            .field("start_fen", &self.start_fen)
            .field("pieces", &self.pieces())
            .field("promotions", &self.promotions)
            .field("promotion_ranks", &self.promotion_ranks)
            .field("double_step_ranks", &self.double_step_ranks)
            .field("castling", &self.castling)
            .finish()
    }
}

/// The letters of chess: `p n b r q k`, no archbishop, no chancellor.
const CHESS_LETTERS: [u8; 8] = [b'p', b'n', b'b', b'r', b'q', b'k', 0, 0];

/// Chess's promotions.
const CHESS_PROMOTIONS: PieceKindSet = PieceKindSet::of(&[
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
]);

/// The board size of `files x ranks`, at compile time.
const fn board(files: usize, ranks: usize) -> BoardSize {
    match BoardSize::new(files, ranks) {
        Ok(size) => size,
        Err(_) => panic!("a board size from 1 to 16"),
    }
}

impl<'a> Variant<'a> {
    /// Chess's rules on a board of `size` with the start position
    /// `start_fen`: pawns, knights, bishops, rooks, queens and kings with
    /// their usual letters, promotion on the last rank to queen, rook,
    /// bishop or knight, the double step from the second rank, castling
    /// to the g- and c-files. What Fairy-Stockfish's `chess` gives a
    /// variant that changes nothing else; its defaults for the promotion
    /// and double-step ranks are for 8 ranks whatever the board, and so
    /// are these (`with_...` change them).
    ///
    /// `None` if the board has more than 128 squares.
    pub const fn chess_rules(
        name: &'a str,
        size: BoardSize,
        start_fen: &'a str,
    ) -> Option<Variant<'a>> {
        let Some(attacks) = BoardAttacks::new(size) else {
            return None;
        };
        Some(Variant {
            name,
            attacks,
            start_fen,
            letters: CHESS_LETTERS,
            promotions: CHESS_PROMOTIONS,
            promotion_ranks: [Some(7), Some(0)],
            double_step_ranks: [Some(1), Some(6)],
            castling: Some(CastlingFiles {
                king_side: 6,
                queen_side: 2,
            }),
        })
    }

    /// [`Variant::chess_rules`] at compile time, for the built-in ones.
    const fn built(name: &'a str, files: usize, ranks: usize, start_fen: &'a str) -> Variant<'a> {
        match Variant::chess_rules(name, board(files, ranks), start_fen) {
            Some(variant) => variant,
            None => panic!("a board of at most 128 squares"),
        }
    }

    /// The variant with another name.
    #[must_use]
    pub const fn with_name(self, name: &'a str) -> Variant<'a> {
        Variant { name, ..self }
    }

    /// The variant with another start position (checked when a position is
    /// made from it).
    #[must_use]
    pub const fn with_start_fen(self, start_fen: &'a str) -> Variant<'a> {
        Variant { start_fen, ..self }
    }

    /// The variant on another board, or `None` if it has more than 128
    /// squares.
    pub const fn with_size(self, size: BoardSize) -> Option<Variant<'a>> {
        let Some(attacks) = BoardAttacks::new(size) else {
            return None;
        };
        Some(Variant { attacks, ..self })
    }

    /// The variant with `kind` in play, written `letter` in FEN (either
    /// case; White's upper case, Black's lower). A kind already in play
    /// with the letter loses it, as Fairy-Stockfish's `add_piece` does.
    /// `None` for a letter that is not an ASCII letter.
    pub const fn with_piece(self, kind: PieceKind, letter: char) -> Option<Variant<'a>> {
        if !letter.is_ascii_alphabetic() {
            return None;
        }
        let letter = letter.to_ascii_lowercase() as u8;
        let mut letters = self.letters;
        let mut k = 0;
        while k < 8 {
            if letters[k] == letter {
                letters[k] = 0;
            }
            k += 1;
        }
        letters[kind.index()] = letter;
        Some(Variant { letters, ..self })
    }

    /// The variant without `kind` (nor promotions to it).
    #[must_use]
    pub const fn without_piece(self, kind: PieceKind) -> Variant<'a> {
        let mut letters = self.letters;
        letters[kind.index()] = 0;
        Variant {
            letters,
            promotions: self.promotions.without(kind),
            ..self
        }
    }

    /// The variant whose pawns promote to `kinds`.
    #[must_use]
    pub const fn with_promotions(self, kinds: PieceKindSet) -> Variant<'a> {
        Variant {
            promotions: kinds,
            ..self
        }
    }

    /// The variant whose pawns of `color` promote on `rank` (from 0), or
    /// never for `None`.
    #[must_use]
    pub const fn with_promotion_rank(self, color: Color, rank: Option<u8>) -> Variant<'a> {
        let mut promotion_ranks = self.promotion_ranks;
        promotion_ranks[color.index()] = rank;
        Variant {
            promotion_ranks,
            ..self
        }
    }

    /// The variant whose pawns of `color` may advance two squares from
    /// `rank` (from 0), or never for `None`.
    #[must_use]
    pub const fn with_double_step_rank(self, color: Color, rank: Option<u8>) -> Variant<'a> {
        let mut double_step_ranks = self.double_step_ranks;
        double_step_ranks[color.index()] = rank;
        Variant {
            double_step_ranks,
            ..self
        }
    }

    /// The variant whose kings castle to `files`, or never for `None`.
    #[must_use]
    pub const fn with_castling(self, files: Option<CastlingFiles>) -> Variant<'a> {
        Variant {
            castling: files,
            ..self
        }
    }

    /// The name: `"capablanca"`.
    pub const fn name(&self) -> &'a str {
        self.name
    }

    /// The board's size.
    pub const fn size(&self) -> BoardSize {
        self.attacks.size()
    }

    /// The board's attack tables.
    pub const fn attacks(&self) -> &BoardAttacks {
        &self.attacks
    }

    /// The start position in FEN, as Fairy-Stockfish writes it.
    pub const fn start_fen(&self) -> &'a str {
        self.start_fen
    }

    /// The kinds in play.
    pub const fn pieces(&self) -> PieceKindSet {
        let mut set = PieceKindSet::EMPTY;
        let mut k = 0;
        while k < 8 {
            if self.letters[k] != 0 {
                set = set.with(PieceKind::ALL[k]);
            }
            k += 1;
        }
        set
    }

    /// The lower-case FEN letter of `kind`, or `None` if it is not in play.
    pub const fn letter(&self, kind: PieceKind) -> Option<char> {
        match self.letters[kind.index()] {
            0 => None,
            letter => Some(letter as char),
        }
    }

    /// The FEN letter of `piece`: upper case for White. `None` if its kind
    /// is not in play.
    pub const fn piece_char(&self, piece: Piece) -> Option<char> {
        match self.letter(piece.kind) {
            Some(letter) => Some(match piece.color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            }),
            None => None,
        }
    }

    /// The piece a FEN letter stands for in this variant.
    pub const fn piece(&self, letter: char) -> Option<Piece> {
        if !letter.is_ascii_alphabetic() {
            return None;
        }
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let lower = letter.to_ascii_lowercase() as u8;
        let mut k = 0;
        while k < 8 {
            if self.letters[k] == lower {
                return Some(Piece::new(color, PieceKind::ALL[k]));
            }
            k += 1;
        }
        None
    }

    /// The kinds a pawn may promote to.
    pub const fn promotions(&self) -> PieceKindSet {
        self.promotions
    }

    /// The rank (from 0) where pawns of `color` promote, if they do on
    /// this board.
    pub const fn promotion_rank(&self, color: Color) -> Option<usize> {
        match self.promotion_ranks[color.index()] {
            Some(rank) if (rank as usize) < self.size().ranks() => Some(rank as usize),
            _ => None,
        }
    }

    /// The rank (from 0) from which pawns of `color` may advance two
    /// squares, if they may.
    pub const fn double_step_rank(&self, color: Color) -> Option<usize> {
        match self.double_step_ranks[color.index()] {
            Some(rank) if (rank as usize) < self.size().ranks() => Some(rank as usize),
            _ => None,
        }
    }

    /// The files kings castle to, if they castle.
    pub const fn castling(&self) -> Option<CastlingFiles> {
        self.castling
    }

    /// The back rank of `color`, where its king castles: the first rank
    /// for White, the last for Black.
    pub const fn back_rank(&self, color: Color) -> usize {
        match color {
            Color::White => 0,
            Color::Black => self.size().ranks() - 1,
        }
    }

    /// The square of `file` on `color`'s back rank, if on the board.
    pub const fn back_rank_square(&self, color: Color, file: usize) -> Option<BoardSquare> {
        self.size().square(file, self.back_rank(color))
    }

    /// The rules in words, one canonical text: the board, the kinds in
    /// play (each kind's moves are its own, whatever its letter), where
    /// and to what pawns promote, the double step, castling. Neither the
    /// name, the start position nor the letters are in it: two variants
    /// with the same text play the same game from any position, so they
    /// have the same endgame tables and perft counts.
    ///
    /// ```
    /// use a1h8::variant::{CHESS, GARDNER};
    ///
    /// assert_eq!(
    ///     CHESS.rules().to_string(),
    ///     "board 8x8; pieces pawn knight bishop rook queen king; \
    ///      promotion to queen rook bishop knight on ranks 8 and 1; \
    ///      double step from ranks 2 and 7; castling to files g and c"
    /// );
    /// assert_eq!(
    ///     GARDNER.rules().to_string(),
    ///     "board 5x5; pieces pawn knight bishop rook queen king; \
    ///      promotion to queen rook bishop knight on ranks 5 and 1; \
    ///      double step from ranks none and none; castling none"
    /// );
    /// ```
    pub const fn rules(&self) -> RulesText<'_, 'a> {
        RulesText(self)
    }

    /// The digest of [`rules`](Variant::rules): what a tablebase file and
    /// a perft units file record of their game, so that a file made under
    /// other rules (a variant of the same name from another
    /// `variants.ini`, say) is refused and not read as this game's.
    ///
    /// ```
    /// use a1h8::PieceKind;
    /// use a1h8::variant::{CHESS, PieceKindSet};
    ///
    /// let knights_only = CHESS.clone().with_promotions(PieceKindSet::of(&[PieceKind::Knight]));
    /// assert_ne!(knights_only.rules_digest(), CHESS.rules_digest());
    /// // The name and the start position are not rules.
    /// let renamed = CHESS.clone().with_name("mine").with_start_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    /// assert_eq!(renamed.rules_digest(), CHESS.rules_digest());
    /// ```
    pub fn rules_digest(&self) -> u64 {
        let mut digest = crate::Digest::new();
        fmt::write(&mut digest, format_args!("{}", self.rules())).expect("a digest takes any text");
        digest.finish()
    }
}

/// The rules of a [`Variant`] in words ([`Variant::rules`]).
#[derive(Clone, Copy)]
pub struct RulesText<'v, 'a>(&'v Variant<'a>);

impl fmt::Display for RulesText<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variant = self.0;
        let kinds = |f: &mut fmt::Formatter<'_>, set: PieceKindSet| -> fmt::Result {
            // In the kinds' own order, for one text whatever the set.
            for kind in PieceKind::ALL
                .into_iter()
                .filter(|&kind| set.contains(kind))
            {
                write!(f, " {}", kind.name())?;
            }
            Ok(())
        };
        let rank = |rank: Option<usize>| match rank {
            Some(rank) => RankName::Rank(rank + 1),
            None => RankName::None,
        };
        write!(f, "board {}; pieces", variant.size())?;
        kinds(f, variant.pieces())?;
        f.write_str("; promotion to")?;
        // The strongest first, as a promotion list is read.
        for kind in variant.promotions().iter() {
            write!(f, " {}", kind.name())?;
        }
        write!(
            f,
            " on ranks {} and {}; double step from ranks {} and {}; castling ",
            rank(variant.promotion_rank(Color::White)),
            rank(variant.promotion_rank(Color::Black)),
            rank(variant.double_step_rank(Color::White)),
            rank(variant.double_step_rank(Color::Black)),
        )?;
        match variant.castling() {
            Some(files) => write!(
                f,
                "to files {} and {}",
                file_letter(files.king_side),
                file_letter(files.queen_side)
            ),
            None => f.write_str("none"),
        }
    }
}

/// A rank counted from 1, or none.
enum RankName {
    Rank(usize),
    None,
}

impl fmt::Display for RankName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RankName::Rank(rank) => write!(f, "{rank}"),
            RankName::None => f.write_str("none"),
        }
    }
}

/// The letter of the file of index `file` (a to p).
fn file_letter(file: u8) -> char {
    (b'a' + file) as char
}

/// Chess, through the variant machinery: the same rules and counts as
/// [`Position`](crate::Position).
pub static CHESS: Variant<'static> = Variant::built(
    "chess",
    8,
    8,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
);

/// Gardner's minichess, 5x5: no double step, no castling, promotion on the
/// fifth rank.
pub static GARDNER: Variant<'static> =
    Variant::built("gardner", 5, 5, "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1")
        .with_promotion_rank(Color::White, Some(4))
        .with_double_step_rank(Color::White, None)
        .with_double_step_rank(Color::Black, None)
        .with_castling(None);

/// Los Alamos chess, 6x6: no bishops, promotion to queen, rook or knight on
/// the sixth rank, no double step, no castling.
pub static LOS_ALAMOS: Variant<'static> = Variant::built(
    "losalamos",
    6,
    6,
    "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
)
.without_piece(PieceKind::Bishop)
.with_promotion_rank(Color::White, Some(5))
.with_double_step_rank(Color::White, None)
.with_double_step_rank(Color::Black, None)
.with_castling(None);

/// Chancellor chess, 9x9: a chancellor beside the king, promotion on the
/// ninth rank, to a chancellor too; the double step from the second and
/// eighth ranks; the king castles to g or c.
pub static CHANCELLOR: Variant<'static> = Variant::built(
    "chancellor",
    9,
    9,
    "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
)
.with_letter(PieceKind::Chancellor, 'c')
.with_promotions(PieceKindSet::of(&[
    PieceKind::Chancellor,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
]))
.with_promotion_rank(Color::White, Some(8))
.with_double_step_rank(Color::Black, Some(7));

/// Capablanca chess, 10x8: archbishop and chancellor, promotion to either
/// too; the king, on the f-file, castles three squares, to i or c, the
/// rook landing beside it.
pub static CAPABLANCA: Variant<'static> = Variant::capablanca_rules(
    "capablanca",
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
);

/// Gothic chess: Capablanca chess from another start position.
pub static GOTHIC: Variant<'static> = Variant::capablanca_rules(
    "gothic",
    "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
);

/// Embassy chess: Capablanca chess with the king on the e-file, castling
/// three squares to h or b.
pub static EMBASSY: Variant<'static> = Variant::capablanca_rules(
    "embassy",
    "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
)
.with_castling(Some(CastlingFiles {
    king_side: 7,
    queen_side: 1,
}));

/// The built-in variants.
impl Variant<'static> {
    /// Every built-in variant, chess first, then by board size; each a
    /// `static` of this module, computed at compile time.
    pub const BUILT_IN: [&'static Variant<'static>; 7] = [
        &CHESS,
        &GARDNER,
        &LOS_ALAMOS,
        &CHANCELLOR,
        &CAPABLANCA,
        &GOTHIC,
        &EMBASSY,
    ];

    /// The built-in variant of Fairy-Stockfish's name `name`: `chess`,
    /// `gardner`, `losalamos`, `chancellor`, `capablanca`, `gothic`,
    /// `embassy`.
    pub fn built_in(name: &str) -> Option<&'static Variant<'static>> {
        Variant::BUILT_IN
            .into_iter()
            .find(|variant| variant.name == name)
    }

    /// [`with_piece`](Variant::with_piece) at compile time.
    const fn with_letter(self, kind: PieceKind, letter: char) -> Variant<'static> {
        match self.with_piece(kind, letter) {
            Some(variant) => variant,
            None => panic!("an ASCII letter"),
        }
    }

    /// Capablanca chess's rules with the start position `start_fen`.
    const fn capablanca_rules(name: &'static str, start_fen: &'static str) -> Variant<'static> {
        Variant::built(name, 10, 8, start_fen)
            .with_letter(PieceKind::Archbishop, 'a')
            .with_letter(PieceKind::Chancellor, 'c')
            .with_promotions(PieceKindSet::of(&[
                PieceKind::Archbishop,
                PieceKind::Chancellor,
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
            ]))
            .with_castling(Some(CastlingFiles {
                king_side: 8,
                queen_side: 2,
            }))
    }
}

impl fmt::Display for Variant<'_> {
    /// `capablanca (10x8)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name, self.size())
    }
}
