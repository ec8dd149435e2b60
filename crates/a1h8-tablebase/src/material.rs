//! Material: the pieces of an ending, named as Syzygy names its tables
//! (`KQvKR`: White's pieces, `v`, Black's, each side strongest first).

use core::fmt;
use core::str::FromStr;

use a1h8::{Color, Piece, PieceKind};

/// The kinds in the order an ending's name lists them: the king, then
/// strongest first (queen, chancellor, archbishop, rook, bishop, knight),
/// the pawn last.
pub(crate) const NAME_ORDER: [PieceKind; 8] = {
    // The core's order of strength, the king moved to the front.
    let strongest = PieceKind::STRONGEST_FIRST;
    let mut order = [PieceKind::King; 8];
    let (mut from, mut to) = (0, 1);
    while from < strongest.len() {
        if strongest[from] as usize != PieceKind::King as usize {
            order[to] = strongest[from];
            to += 1;
        }
        from += 1;
    }
    order
};

/// The pieces of an ending: how many of each kind each side has, one king
/// each.
///
/// ```
/// use a1h8_tablebase::Material;
///
/// let material: Material = "KRPvKR".parse()?;
/// assert_eq!(material.to_string(), "KRPvKR");
/// assert_eq!(material.piece_count(), 5);
/// // Syzygy's naming: KvKQ is KQvK with the colours swapped.
/// let swapped: Material = "KvKQ".parse()?;
/// assert_eq!(swapped.normalized(), ("KQvK".parse()?, true));
/// # Ok::<(), a1h8_tablebase::MaterialError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// `counts[color][kind]`, kinds by [`PieceKind::index`].
    counts: [[u8; 8]; 2],
}

/// Why a text is no ending's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaterialError {
    /// No `v` between the two sides, or more than one.
    NoSides,
    /// A letter that names no piece, at its position in the text (from 0).
    UnknownLetter {
        /// The letter.
        letter: char,
        /// Its position.
        at: usize,
    },
    /// A side without exactly one king, or the king not first.
    King {
        /// The side.
        color: Color,
    },
    /// More pieces than a tablebase indexes ([`Material::MAX_PIECES`]).
    TooManyPieces {
        /// The number of pieces named.
        count: usize,
    },
}

impl fmt::Display for MaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaterialError::NoSides => {
                f.write_str("an ending is named as White's pieces, v, Black's pieces: KQvKR")
            }
            MaterialError::UnknownLetter { letter, at } => write!(
                f,
                "{letter:?} at {at} names no piece: use K, Q, R, B, N, P (and A, C for the \
                 archbishop and chancellor)"
            ),
            MaterialError::King { color } => {
                write!(f, "{color}'s pieces must start with its one king: K")
            }
            MaterialError::TooManyPieces { count } => write!(
                f,
                "{count} pieces: a tablebase holds at most {} pieces",
                Material::MAX_PIECES
            ),
        }
    }
}

impl std::error::Error for MaterialError {}

/// Why a text is no ending of a game ([`Material::of_game`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndingError {
    /// The text is no ending's name.
    Name {
        /// The text.
        name: String,
        /// What is wrong with it.
        error: MaterialError,
    },
    /// The ending has a piece the game does not play.
    NotInGame {
        /// The ending's name, as given.
        name: String,
        /// The game's name ([`Game::game_name`](a1h8::Game::game_name)).
        game: String,
        /// The first kind of the ending the game lacks.
        kind: PieceKind,
    },
}

impl fmt::Display for EndingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndingError::Name { name, error } => write!(f, "invalid ending {name:?}: {error}"),
            EndingError::NotInGame { name, game, kind } => {
                write!(f, "invalid ending {name:?}: {game} has no {}", kind.name())
            }
        }
    }
}

impl std::error::Error for EndingError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EndingError::Name { error, .. } => Some(error),
            EndingError::NotInGame { .. } => None,
        }
    }
}

impl Material {
    /// The most pieces an ending may have, kings included.
    pub const MAX_PIECES: usize = 8;

    /// Two bare kings.
    pub const KINGS: Material = {
        let mut counts = [[0; 8]; 2];
        counts[0][PieceKind::King.index()] = 1;
        counts[1][PieceKind::King.index()] = 1;
        Material { counts }
    };

    /// How many pieces of `kind` `color` has.
    pub const fn count(&self, color: Color, kind: PieceKind) -> usize {
        self.counts[color.index()][kind.index()] as usize
    }

    /// The number of pieces, kings included.
    pub fn piece_count(&self) -> usize {
        self.counts.iter().flatten().map(|&n| n as usize).sum()
    }

    /// Whether either side has a pawn.
    pub const fn has_pawns(&self) -> bool {
        self.count(Color::White, PieceKind::Pawn) + self.count(Color::Black, PieceKind::Pawn) > 0
    }

    /// The material with one more (`+1`) or one fewer (`-1`) piece.
    #[must_use]
    pub fn with(mut self, piece: Piece, delta: i8) -> Material {
        let count = &mut self.counts[piece.color.index()][piece.kind.index()];
        *count = count.saturating_add_signed(delta);
        self
    }

    /// The same ending with the colours swapped.
    #[must_use]
    pub const fn swapped(self) -> Material {
        Material {
            counts: [self.counts[1], self.counts[0]],
        }
    }

    /// The orientation tables are stored in, and whether it swapped the
    /// colours: the side with more pieces as White, and between sides of
    /// as many pieces the one whose pieces, strongest first, come first
    /// (`KRvKP`, `KQvKR`, `KBvKN`).
    pub fn normalized(self) -> (Material, bool) {
        let side = |color: Color| {
            let mut key = [0u8; 9];
            key[0] = self.counts[color.index()].iter().sum();
            for (slot, kind) in key[1..].iter_mut().zip(NAME_ORDER) {
                *slot = self.counts[color.index()][kind.index()];
            }
            key
        };
        if side(Color::Black) > side(Color::White) {
            (self.swapped(), true)
        } else {
            (self, false)
        }
    }

    /// The ending of `position`'s pieces, in stored orientation: the table
    /// it is read in (two bare kings: [`Material::KINGS`]).
    ///
    /// ```
    /// use a1h8::Position;
    /// use a1h8_tablebase::Material;
    ///
    /// let position = Position::from_fen("8/8/8/8/8/2k5/8/1q2K3 w - - 0 1")?;
    /// assert_eq!(Material::of_position(&position).to_string(), "KQvK");
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn of_position<G: a1h8::Endgame>(position: &G) -> Material {
        crate::key::material_of(position)
    }

    /// The ending `name` (Syzygy's name, in either orientation) of
    /// `game`, in its stored orientation ([`normalized`](Material::normalized)):
    /// what a front end (the tool, the Python package) checks an ending it
    /// is given by, with their messages.
    ///
    /// ```
    /// use a1h8::Position;
    /// use a1h8::variant::{GARDNER, VariantPosition};
    /// use a1h8_tablebase::Material;
    ///
    /// let chess = Position::starting();
    /// assert_eq!(Material::of_game("KvKQ", &chess)?.to_string(), "KQvK");
    /// let error = Material::of_game("KQvKX", &chess).unwrap_err();
    /// assert!(error.to_string().starts_with("invalid ending \"KQvKX\": 'X' at 4 names no piece"));
    /// let gardner = VariantPosition::start(&GARDNER)?;
    /// let error = Material::of_game("KAvK", &gardner).unwrap_err();
    /// assert_eq!(error.to_string(), "invalid ending \"KAvK\": gardner has no archbishop");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`EndingError::Name`] for no ending's name, [`EndingError::NotInGame`]
    /// for a piece the game does not play.
    pub fn of_game<G: a1h8::Endgame>(name: &str, game: &G) -> Result<Material, EndingError> {
        let material = name
            .parse::<Material>()
            .map_err(|error| EndingError::Name {
                name: name.to_string(),
                error,
            })?;
        if let Some(piece) = material.piece_not_in(game.piece_kinds()) {
            return Err(EndingError::NotInGame {
                name: name.to_string(),
                game: game.game_name().to_string(),
                kind: piece.kind,
            });
        }
        Ok(material.normalized().0)
    }

    /// The first piece of the ending whose kind is not in `kinds` (the
    /// kinds a game plays), if any: the ending cannot be played there.
    pub fn piece_not_in(&self, kinds: a1h8::variant::PieceKindSet) -> Option<Piece> {
        self.pieces().find(|piece| !kinds.contains(piece.kind))
    }

    /// The pieces, White's then Black's, each in the order of the name:
    /// the king, then strongest first.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        Color::ALL.into_iter().flat_map(move |color| {
            NAME_ORDER.into_iter().flat_map(move |kind| {
                core::iter::repeat_n(Piece::new(color, kind), self.count(color, kind))
            })
        })
    }

    /// The kinds named, which a game must play.
    pub fn kinds(&self) -> impl Iterator<Item = PieceKind> + '_ {
        PieceKind::ALL
            .into_iter()
            .filter(|&kind| self.count(Color::White, kind) + self.count(Color::Black, kind) > 0)
    }

    /// Every ending of `pieces` pieces (kings included) with the kinds
    /// `kinds` besides kings, in stored orientation, each once.
    pub fn all_with(pieces: usize, kinds: &[PieceKind]) -> Vec<Material> {
        let mut found = Vec::new();
        let others = pieces.saturating_sub(2);
        // Every multiset of `others` (colour, kind) pairs.
        let choices: Vec<Piece> = Color::ALL
            .into_iter()
            .flat_map(|color| kinds.iter().map(move |&kind| Piece::new(color, kind)))
            .collect();
        fn extend(
            material: Material,
            from: usize,
            left: usize,
            choices: &[Piece],
            found: &mut Vec<Material>,
        ) {
            if left == 0 {
                let (stored, _) = material.normalized();
                if !found.contains(&stored) {
                    found.push(stored);
                }
                return;
            }
            for at in from..choices.len() {
                extend(material.with(choices[at], 1), at, left - 1, choices, found);
            }
        }
        if pieces >= 2 {
            extend(Material::KINGS, 0, others, &choices, &mut found);
        }
        found.sort_by_key(|material| material.to_string());
        found
    }
}

impl Material {
    /// The number of pawns of both sides.
    pub fn pawn_count(&self) -> usize {
        self.count(Color::White, PieceKind::Pawn) + self.count(Color::Black, PieceKind::Pawn)
    }

    /// The endings a capture or a promotion (to one of `promotions`) leads
    /// into, in stored orientation, each once; two bare kings left out.
    pub fn successors(&self, promotions: &[PieceKind]) -> Vec<Material> {
        let mut found = Vec::new();
        let mut add = |material: Material| {
            let (stored, _) = material.normalized();
            if stored != Material::KINGS && !found.contains(&stored) {
                found.push(stored);
            }
        };
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                if kind == PieceKind::King || self.count(color, kind) == 0 {
                    continue;
                }
                let piece = Piece::new(color, kind);
                // Taken.
                let taken = self.with(piece, -1);
                add(taken);
                if kind != PieceKind::Pawn {
                    continue;
                }
                for &promoted in promotions {
                    let promotion = |material: Material| {
                        material
                            .with(piece, -1)
                            .with(Piece::new(color, promoted), 1)
                    };
                    add(promotion(*self));
                    // Promoting by taking one of the other side's pieces.
                    for other in PieceKind::ALL {
                        let victim = Piece::new(color.other(), other);
                        if other != PieceKind::King && self.count(color.other(), other) > 0 {
                            add(promotion(self.with(victim, -1)));
                        }
                    }
                }
            }
        }
        found
    }

    /// `targets` (in stored orientation) and every ending they lead into,
    /// each once, in an order that generates every ending after those it
    /// leads into: fewer pieces first, then fewer pawns.
    pub fn with_successors(targets: &[Material], promotions: &[PieceKind]) -> Vec<Material> {
        // Each ending visited once, whatever the number of targets (every
        // ending of 8 pieces is some thousands).
        let mut seen: std::collections::BTreeSet<Material> = std::collections::BTreeSet::new();
        let mut stack: Vec<Material> = targets.iter().map(|m| m.normalized().0).collect();
        while let Some(material) = stack.pop() {
            if material == Material::KINGS || !seen.insert(material) {
                continue;
            }
            stack.extend(material.successors(promotions));
        }
        let mut all: Vec<(usize, usize, String, Material)> = seen
            .into_iter()
            .map(|m| (m.piece_count(), m.pawn_count(), m.to_string(), m))
            .collect();
        all.sort();
        all.into_iter().map(|(.., material)| material).collect()
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for color in Color::ALL {
            if color == Color::Black {
                f.write_str("v")?;
            }
            for kind in NAME_ORDER {
                for _ in 0..self.count(color, kind) {
                    write!(f, "{}", kind.char().to_ascii_uppercase())?;
                }
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Material({self})")
    }
}

impl FromStr for Material {
    type Err = MaterialError;

    fn from_str(text: &str) -> Result<Material, MaterialError> {
        let mut sides = text.split(['v', 'V']);
        let (Some(white), Some(black), None) = (sides.next(), sides.next(), sides.next()) else {
            return Err(MaterialError::NoSides);
        };
        let mut counts = [[0u8; 8]; 2];
        let mut offset = 0;
        for (color, side) in [(Color::White, white), (Color::Black, black)] {
            for (at, letter) in side.chars().enumerate() {
                let kind = NAME_ORDER
                    .into_iter()
                    .find(|kind| kind.char().eq_ignore_ascii_case(&letter))
                    .ok_or(MaterialError::UnknownLetter {
                        letter,
                        at: offset + at,
                    })?;
                if (kind == PieceKind::King) != (at == 0) {
                    return Err(MaterialError::King { color });
                }
                let count = &mut counts[color.index()][kind.index()];
                *count = count.saturating_add(1);
            }
            if counts[color.index()][PieceKind::King.index()] != 1 {
                return Err(MaterialError::King { color });
            }
            offset += side.chars().count() + 1;
        }
        let material = Material { counts };
        let count = material.piece_count();
        if count > Material::MAX_PIECES {
            return Err(MaterialError::TooManyPieces { count });
        }
        Ok(material)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_list_the_king_then_strongest_first() {
        use PieceKind::*;
        assert_eq!(
            NAME_ORDER,
            [
                King, Queen, Chancellor, Archbishop, Rook, Bishop, Knight, Pawn
            ]
        );
    }

    #[test]
    fn names_read_and_write_back() {
        for name in ["KvK", "KQvK", "KQvKR", "KRPvKR", "KBNvKN", "KPPvK", "KCvKA"] {
            assert_eq!(name.parse::<Material>().unwrap().to_string(), name);
        }
        assert_eq!("kqvkr".parse::<Material>().unwrap().to_string(), "KQvKR");
    }

    #[test]
    fn bad_names_say_why() {
        assert_eq!("KQK".parse::<Material>(), Err(MaterialError::NoSides));
        assert_eq!(
            "KXvK".parse::<Material>(),
            Err(MaterialError::UnknownLetter { letter: 'X', at: 1 })
        );
        assert_eq!(
            "QKvK".parse::<Material>(),
            Err(MaterialError::King {
                color: Color::White
            })
        );
        assert_eq!(
            "KvKKQ".parse::<Material>(),
            Err(MaterialError::King {
                color: Color::Black
            })
        );
        assert!(matches!(
            "KQQQQvKRRRR".parse::<Material>(),
            Err(MaterialError::TooManyPieces { count: 10 })
        ));
    }

    #[test]
    fn stored_orientation_is_syzygys() {
        for (name, stored, swapped) in [
            ("KvKQ", "KQvK", true),
            ("KPvKR", "KRvKP", true),
            ("KRvKQ", "KQvKR", true),
            ("KNvKB", "KBvKN", true),
            ("KRvKRP", "KRPvKR", true),
            ("KQvKQ", "KQvKQ", false),
        ] {
            let (material, flipped) = name.parse::<Material>().unwrap().normalized();
            assert_eq!(
                (material.to_string().as_str(), flipped),
                (stored, swapped),
                "{name}"
            );
        }
    }

    #[test]
    fn the_35_endings_of_three_and_four_pieces() {
        let kinds = [
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Knight,
            PieceKind::Pawn,
        ];
        let three = Material::all_with(3, &kinds);
        let four = Material::all_with(4, &kinds);
        assert_eq!(three.len(), 5);
        assert_eq!(four.len(), 30);
    }

    #[test]
    fn successors_of_captures_and_promotions() {
        let queen_or_knight = [PieceKind::Queen, PieceKind::Knight];
        let names = |m: &str| {
            let material: Material = m.parse().unwrap();
            let mut names: Vec<String> = material
                .successors(&queen_or_knight)
                .iter()
                .map(ToString::to_string)
                .collect();
            names.sort();
            names
        };
        assert_eq!(names("KQvK"), Vec::<String>::new());
        assert_eq!(names("KPvK"), ["KNvK", "KQvK"]);
        // Taken: KvKP (stored KPvK), KRvK; Black promotes (KRvKQ, KRvKN),
        // or promotes taking the rook (KvKQ, KvKN).
        assert_eq!(
            names("KRvKP"),
            ["KNvK", "KPvK", "KQvK", "KQvKR", "KRvK", "KRvKN"]
        );
        let order = Material::with_successors(&["KPvKP".parse().unwrap()], &queen_or_knight);
        assert_eq!(
            order.last().map(ToString::to_string).as_deref(),
            Some("KPvKP")
        );
        for (at, material) in order.iter().enumerate() {
            for successor in material.successors(&queen_or_knight) {
                let before = order.iter().position(|m| *m == successor).unwrap();
                assert!(before < at, "{successor} comes before {material}");
            }
        }
    }
}
