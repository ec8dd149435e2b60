//! Variants read from text in the syntax of Fairy-Stockfish's
//! `variants.ini` ([`Variant::from_ini`], [`ini_sections`]), with errors
//! that say what and where ([`IniError`]).

use core::fmt;

use crate::geometry::BoardSize;
use crate::variants::{CHESS, CastlingFiles, PieceKindSet, Variant, VariantPosition};
use crate::{CastlingSide, Color, FenError, PieceKind};

/// The most sections a variant and its parents may span in the text.
const MAX_DEPTH: usize = 16;

/// The names of Fairy-Stockfish's own variants, `fairy` among them: a
/// section of `variants.ini` with one of these names is ignored by
/// Fairy-Stockfish ("Variant '...' already exists"), which keeps its own,
/// so [`Variant::from_ini`] refuses it
/// ([`IniError::FairyStockfishName`]).
///
/// The list is `pyffish.variants()` of pyffish 0.0.90 from PyPI
/// (Fairy-Stockfish built with large boards), in its order;
/// `scripts/fairy_stockfish_variants.py --check` compares it with the
/// installed pyffish (outside CI), and without `--check` prints it anew.
pub const FAIRY_STOCKFISH_VARIANTS: [&str; 121] = [
    "3check",
    "5check",
    "ai-wok",
    "almost",
    "amazon",
    "amazons",
    "antichess",
    "armageddon",
    "asean",
    "ataxx",
    "atomar",
    "atomic",
    "berolina",
    "breakthrough",
    "bughouse",
    "cambodian",
    "capablanca",
    "capahouse",
    "caparandom",
    "centaur",
    "chancellor",
    "chaturanga",
    "checkshogi",
    "chess",
    "chessgi",
    "chigorin",
    "clobber",
    "clobber10",
    "codrus",
    "coregal",
    "courier",
    "crazyhouse",
    "dobutsu",
    "dragon",
    "duck",
    "embassy",
    "euroshogi",
    "extinction",
    "fairy",
    "fischerandom",
    "flipello",
    "flipello10",
    "flipersi",
    "fox-and-hounds",
    "gardner",
    "georgian",
    "giveaway",
    "gorogoro",
    "gothic",
    "grand",
    "grasshopper",
    "gustav3",
    "hoppelpoppel",
    "horde",
    "isolation",
    "isolation7x7",
    "janggi",
    "janggicasual",
    "janggimodern",
    "janggitraditional",
    "janus",
    "jesonmor",
    "joust",
    "judkins",
    "karouk",
    "kinglet",
    "kingofthehill",
    "knightmate",
    "koedem",
    "kyotoshogi",
    "legan",
    "loop",
    "losalamos",
    "losers",
    "makpong",
    "makruk",
    "manchu",
    "micro",
    "mini",
    "minishogi",
    "minixiangqi",
    "misere",
    "modern",
    "newzealand",
    "nightrider",
    "nocastle",
    "nocheckatomic",
    "normal",
    "okisakishogi",
    "omicron",
    "opulent",
    "paradigm",
    "pawnback",
    "pawnsideways",
    "perfect",
    "petrified",
    "placement",
    "pocketknight",
    "raazuvaa",
    "racingkings",
    "seirawan",
    "shako",
    "shatar",
    "shatranj",
    "shogi",
    "shoshogi",
    "shouse",
    "sittuyin",
    "snailtrail",
    "sortofalmost",
    "spartan",
    "suicide",
    "supply",
    "tencubed",
    "threekings",
    "torishogi",
    "torpedo",
    "troitzky",
    "wolf",
    "xiangqi",
    "yarishogi",
];

/// Text of the file quoted by an [`IniError`]: a key, a value or a
/// section name, its first [`IniText::CAPACITY`] bytes at most (cut at a
/// character boundary), so that the error owns it without allocating.
///
/// ```
/// use a1h8::variant::IniText;
///
/// assert_eq!(IniText::new("pieceDrops").as_str(), "pieceDrops");
/// let long = IniText::new("a very long value that goes on and on and on");
/// assert!(long.is_truncated());
/// assert_eq!(long.to_string(), "a very long value that goes on and on an...");
/// assert_eq!(format!("{long:?}"), "\"a very long value that goes on and on an\"...");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct IniText {
    bytes: [u8; IniText::CAPACITY],
    len: u8,
    truncated: bool,
}

impl IniText {
    /// The most bytes kept: 40.
    pub const CAPACITY: usize = 40;

    /// The first [`IniText::CAPACITY`] bytes of `text` at most, cut at a
    /// character boundary.
    pub fn new(text: &str) -> IniText {
        let mut len = text.len().min(IniText::CAPACITY);
        while !text.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; IniText::CAPACITY];
        bytes[..len].copy_from_slice(&text.as_bytes()[..len]);
        IniText {
            bytes,
            len: len as u8,
            truncated: len < text.len(),
        }
    }

    /// The text kept.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }

    /// `true` if the text was longer than what is kept.
    pub const fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// `...` if truncated.
    const fn ellipsis(&self) -> &'static str {
        if self.truncated { "..." } else { "" }
    }
}

impl fmt::Display for IniText {
    /// The text, then `...` if it was cut.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.as_str(), self.ellipsis())
    }
}

impl fmt::Debug for IniText {
    /// The text quoted and escaped as a string, then `...` if it was cut.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}{}", self.as_str(), self.ellipsis())
    }
}

/// Why [`Variant::from_ini`] could not read a variant.
///
/// Lines count from 1. Keys a1h8 reads are named by their `&'static str`;
/// text from the file (section names, unsupported keys, values) is
/// quoted as an [`IniText`].
///
/// ```
/// use a1h8::variant::{IniError, IniText, Variant};
///
/// let text = "[big:chess]\nmaxFile = 12\nmaxRank = 12\n";
/// let error = Variant::from_ini(text, "big").unwrap_err();
/// assert_eq!(error, IniError::BoardTooLarge { line: 3, files: 12, ranks: 12 });
/// assert_eq!(
///     error.to_string(),
///     "line 3: a board of 12 files and 12 ranks is too large: a1h8 plays on at most 16 files, \
///      16 ranks and 128 squares"
/// );
/// let error = Variant::from_ini(text, "small").unwrap_err();
/// assert_eq!(error, IniError::SectionNotFound { name: IniText::new("small") });
/// assert_eq!(error.line(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IniError {
    /// No section `[name]` nor `[name:parent]`.
    SectionNotFound {
        /// The name asked for.
        name: IniText,
    },
    /// A line that is not `[name]`, `[name:parent]`, `key = value`, a
    /// comment (`#` or `;`) or blank.
    MalformedLine {
        /// The line.
        line: usize,
    },
    /// A line starting with `[` that is not `[name]` or `[name:parent]`
    /// with names of no white space, `[`, `]` or `:`, and nothing but white
    /// space or a comment after `]`.
    MalformedHeader {
        /// The line.
        line: usize,
    },
    /// `key = value` before the first section.
    KeyBeforeSection {
        /// The line.
        line: usize,
    },
    /// The section asked for, or one of its parents, is in the text twice
    /// (Fairy-Stockfish reads the first and ignores the other).
    DuplicateSection {
        /// Its name.
        name: IniText,
        /// The second header.
        line: usize,
        /// The first header.
        first_line: usize,
    },
    /// A section named after a built-in variant, or `fairy`, which
    /// Fairy-Stockfish keeps, ignoring the section.
    BuiltInName {
        /// The name.
        name: IniText,
        /// The header.
        line: usize,
    },
    /// A section named after one of Fairy-Stockfish's own variants
    /// ([`FAIRY_STOCKFISH_VARIANTS`]) that is not built into a1h8:
    /// Fairy-Stockfish ignores the section and plays its own variant, so
    /// the file would mean one thing there and another here.
    FairyStockfishName {
        /// The name.
        name: IniText,
        /// The header.
        line: usize,
    },
    /// A parent that is neither a section of the text nor a built-in
    /// variant, nor `fairy`.
    UnknownParent {
        /// The parent's name.
        parent: IniText,
        /// The child's header.
        line: usize,
    },
    /// A parent that is the section itself, or a section below it: as
    /// Fairy-Stockfish reads a file from the top, a parent comes before
    /// its children (which rules out inheritance cycles).
    ParentNotAbove {
        /// The parent's name.
        parent: IniText,
        /// The child's header.
        line: usize,
        /// The parent's header.
        parent_line: usize,
    },
    /// More than [`IniError::MAX_DEPTH`] sections from the one asked for up
    /// through its parents in the text.
    InheritanceTooDeep {
        /// The header of the section asked for.
        line: usize,
    },
    /// A key a1h8 does not read: not one of the keys of
    /// [`IniError::SUPPORTED_KEYS`], spelt exactly.
    UnsupportedKey {
        /// The key, as written (white space before it included).
        key: IniText,
        /// The line.
        line: usize,
    },
    /// A key given twice in one section.
    DuplicateKey {
        /// The key.
        key: &'static str,
        /// The second time.
        line: usize,
        /// The first time.
        first_line: usize,
    },
    /// `key =` with no value, a line Fairy-Stockfish ignores.
    EmptyValue {
        /// The key.
        key: &'static str,
        /// The line.
        line: usize,
    },
    /// `key = # comment`: a comment and no value, which Fairy-Stockfish
    /// does not ignore but reads as a value (an empty region, `false`, a
    /// broken board).
    CommentForValue {
        /// The key.
        key: &'static str,
        /// The line.
        line: usize,
    },
    /// A value that is not what the key takes.
    BadValue {
        /// The key.
        key: &'static str,
        /// The value.
        value: IniText,
        /// What the key takes.
        expected: &'static str,
        /// The line.
        line: usize,
    },
    /// A region of Fairy-Stockfish's syntax that a1h8 cannot hold: several
    /// ranks, files or squares. a1h8 supports one whole rank (`*N`) or
    /// none (`-`).
    UnsupportedRegion {
        /// The key.
        key: &'static str,
        /// The value.
        value: IniText,
        /// The line.
        line: usize,
    },
    /// A board of more than 16 files or ranks, or more than 128 squares.
    BoardTooLarge {
        /// The line of the section's last `maxFile` or `maxRank`.
        line: usize,
        /// The number of files.
        files: u32,
        /// The number of ranks.
        ranks: u32,
    },
    /// A letter of `promotionPieceTypes` that is no piece of the variant.
    UnknownPromotionPiece {
        /// The letter.
        letter: char,
        /// The line.
        line: usize,
    },
    /// `promotionPieceTypes` with the pawn's or the king's letter: a1h8's
    /// pawns do not promote to them.
    UnsupportedPromotion {
        /// The kind.
        kind: PieceKind,
        /// The line.
        line: usize,
    },
    /// Castling files that do not fit the board: the king side's (from 0)
    /// must be right of the queen side's, on the board.
    CastlingFiles {
        /// The king's file after castling king side, from 0.
        king_side: u8,
        /// The king's file after castling queen side, from 0.
        queen_side: u8,
        /// The number of files of the board.
        files: u32,
        /// The line of the last key that set the castling, its files or the
        /// board's files, or the header of the section asked for if none in
        /// the text did.
        line: usize,
    },
    /// The start position is not a valid position of the variant.
    StartFen {
        /// What is wrong with it.
        error: FenError,
        /// The line of the `startFen` in force, or the header of the
        /// section asked for if it inherits the start position from a
        /// built-in variant or Fairy-Stockfish's default.
        line: usize,
    },
}

/// The keys a1h8 reads, in the order Fairy-Stockfish applies them.
const KEYS: [(&str, Key); 21] = [
    ("maxRank", Key::MaxRank),
    ("maxFile", Key::MaxFile),
    ("pawn", Key::Piece(PieceKind::Pawn)),
    ("knight", Key::Piece(PieceKind::Knight)),
    ("bishop", Key::Piece(PieceKind::Bishop)),
    ("rook", Key::Piece(PieceKind::Rook)),
    ("queen", Key::Piece(PieceKind::Queen)),
    ("archbishop", Key::Piece(PieceKind::Archbishop)),
    ("chancellor", Key::Piece(PieceKind::Chancellor)),
    ("king", Key::Piece(PieceKind::King)),
    ("pieceToCharTable", Key::PieceToCharTable),
    ("startFen", Key::StartFen),
    ("promotionRegionWhite", Key::PromotionRegion(Color::White)),
    ("promotionRegionBlack", Key::PromotionRegion(Color::Black)),
    ("promotionPieceTypes", Key::PromotionPieceTypes),
    ("doubleStep", Key::DoubleStep),
    ("doubleStepRegionWhite", Key::DoubleStepRegion(Color::White)),
    ("doubleStepRegionBlack", Key::DoubleStepRegion(Color::Black)),
    ("castling", Key::Castling),
    (
        "castlingKingsideFile",
        Key::CastlingFile(CastlingSide::KingSide),
    ),
    (
        "castlingQueensideFile",
        Key::CastlingFile(CastlingSide::QueenSide),
    ),
];

impl IniError {
    /// The most sections from the one asked for up through its parents in
    /// the text: 16.
    pub const MAX_DEPTH: usize = MAX_DEPTH;

    /// The keys a1h8 reads, in the order Fairy-Stockfish applies them.
    pub const SUPPORTED_KEYS: [&'static str; KEYS.len()] = {
        let mut names = [""; KEYS.len()];
        let mut i = 0;
        while i < KEYS.len() {
            names[i] = KEYS[i].0;
            i += 1;
        }
        names
    };

    /// The line the error is on, or `None` for a missing section.
    pub const fn line(&self) -> Option<usize> {
        use IniError as E;
        match *self {
            E::SectionNotFound { .. } => None,
            E::MalformedLine { line }
            | E::MalformedHeader { line }
            | E::KeyBeforeSection { line }
            | E::DuplicateSection { line, .. }
            | E::BuiltInName { line, .. }
            | E::FairyStockfishName { line, .. }
            | E::UnknownParent { line, .. }
            | E::ParentNotAbove { line, .. }
            | E::InheritanceTooDeep { line }
            | E::UnsupportedKey { line, .. }
            | E::DuplicateKey { line, .. }
            | E::EmptyValue { line, .. }
            | E::CommentForValue { line, .. }
            | E::BadValue { line, .. }
            | E::UnsupportedRegion { line, .. }
            | E::BoardTooLarge { line, .. }
            | E::UnknownPromotionPiece { line, .. }
            | E::UnsupportedPromotion { line, .. }
            | E::CastlingFiles { line, .. }
            | E::StartFen { line, .. } => Some(line),
        }
    }
}

/// The letter of the file `file` (from 0), or `?` past `z`.
fn file_letter(file: u8) -> char {
    if file < 26 {
        char::from(b'a' + file)
    } else {
        '?'
    }
}

impl fmt::Display for IniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IniError as E;
        if let Some(line) = self.line() {
            write!(f, "line {line}: ")?;
        }
        match *self {
            E::SectionNotFound { name } => write!(f, "no section [{name}] nor [{name}:parent]"),
            E::MalformedLine { .. } => f.write_str(
                "expected [name], [name:parent], key = value, a comment (# or ;) or a blank line",
            ),
            E::MalformedHeader { .. } => f.write_str(
                "malformed section header: expected [name] or [name:parent] at the start of the \
                 line, names without white space, [, ] or :, nothing after ] but a comment",
            ),
            E::KeyBeforeSection { .. } => f.write_str("key = value before the first [section]"),
            E::DuplicateSection {
                name, first_line, ..
            } => write!(f, "section [{name}] again, first at line {first_line}"),
            E::BuiltInName { name, .. } => write!(
                f,
                "section [{name}] has the name of a built-in variant, which Fairy-Stockfish \
                 keeps instead: rename the section"
            ),
            E::FairyStockfishName { name, .. } => write!(
                f,
                "section [{name}] has the name of one of Fairy-Stockfish's own variants: \
                 Fairy-Stockfish would ignore the section and play its own {name}, so the file \
                 would not mean the same there: rename the section"
            ),
            E::UnknownParent { parent, .. } => {
                write!(
                    f,
                    "unknown parent {parent:?}: neither a section above this one nor a built-in \
                     variant ("
                )?;
                for variant in Variant::BUILT_IN {
                    write!(f, "{}, ", variant.name())?;
                }
                f.write_str("fairy)")
            }
            E::ParentNotAbove {
                parent,
                line,
                parent_line,
            } => {
                if parent_line == line {
                    write!(f, "section [{parent}] is its own parent")
                } else {
                    write!(
                        f,
                        "parent [{parent}] is below, at line {parent_line}: a parent must come \
                         before its children, as Fairy-Stockfish reads them"
                    )
                }
            }
            E::InheritanceTooDeep { .. } => write!(
                f,
                "more than {MAX_DEPTH} sections from this one up through its parents"
            ),
            E::UnsupportedKey { key, .. } => {
                write!(f, "unsupported key {key:?}: a1h8 reads ")?;
                for (i, name) in IniError::SUPPORTED_KEYS.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    f.write_str(name)?;
                }
                Ok(())
            }
            E::DuplicateKey {
                key, first_line, ..
            } => write!(f, "{key} again in this section, first at line {first_line}"),
            E::EmptyValue { key, .. } => write!(
                f,
                "no value for {key} (Fairy-Stockfish would ignore the line): use - for none \
                 where the key takes it"
            ),
            E::CommentForValue { key, .. } => write!(
                f,
                "a comment and no value for {key}: Fairy-Stockfish would read the comment as \
                 the value; give one (- for none where the key takes it)"
            ),
            E::BadValue {
                key,
                value,
                expected,
                ..
            } => write!(f, "bad value {value:?} for {key}: expected {expected}"),
            E::UnsupportedRegion { key, value, .. } => write!(
                f,
                "unsupported region {value:?} for {key}: a1h8 supports one whole rank (*N) or \
                 none (-)"
            ),
            E::BoardTooLarge { files, ranks, .. } => write!(
                f,
                "a board of {files} files and {ranks} ranks is too large: a1h8 plays on at most \
                 16 files, 16 ranks and 128 squares"
            ),
            E::UnknownPromotionPiece { letter, .. } => write!(
                f,
                "promotionPieceTypes: {letter:?} is not the letter of a piece of the variant"
            ),
            E::UnsupportedPromotion { kind, .. } => write!(
                f,
                "promotionPieceTypes: a1h8's pawns do not promote to the {}",
                kind.name()
            ),
            E::CastlingFiles {
                king_side,
                queen_side,
                files,
                ..
            } => write!(
                f,
                "castling to the {}- and {}-files does not fit a board of {files} files: the \
                 king side's file must be right of the queen side's, both on the board (or \
                 castling = false)",
                file_letter(king_side),
                file_letter(queen_side)
            ),
            E::StartFen { error, .. } => {
                write!(
                    f,
                    "the start position is not a position of the variant: {error}"
                )
            }
        }
    }
}

impl core::error::Error for IniError {}

/// A key a1h8 reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    MaxRank,
    MaxFile,
    Piece(PieceKind),
    PieceToCharTable,
    StartFen,
    PromotionRegion(Color),
    PromotionPieceTypes,
    DoubleStep,
    DoubleStepRegion(Color),
    Castling,
    CastlingFile(CastlingSide),
}

/// A value, read as its key takes it (before the checks that need the
/// rest of the variant).
#[derive(Clone, Copy, Debug)]
enum Value<'a> {
    /// A number of files or ranks, saturated at `u32::MAX`.
    Count(u32),
    /// A file, from 0.
    File(u8),
    /// A piece's letter, lower case, or `None` for `-`.
    Letter(Option<u8>),
    /// A boolean.
    Flag(bool),
    /// One whole rank, from 0, or `None` for `-`.
    Rank(Option<u8>),
    /// Text: the start FEN, or promotion letters (`-` alone for none), or
    /// the ignored piece-to-char table.
    Text(&'a str),
}

/// A key's value in a section, and its line.
#[derive(Clone, Copy, Debug)]
struct Setting<'a> {
    value: Value<'a>,
    line: usize,
}

/// White space as C's `isspace`, which Fairy-Stockfish's streams skip.
const fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\u{b}' | '\u{c}' | '\r')
}

/// A line of the text.
#[derive(Clone, Copy, Debug)]
enum Line<'a> {
    /// Blank, or a comment.
    Blank,
    /// `[name]` or `[name:parent]`, perhaps with a comment after it.
    Header {
        name: &'a str,
        parent: Option<&'a str>,
    },
    /// `key = value`: the key without the spaces before `=`, the value
    /// without the white space after it.
    Pair { key: &'a str, value: &'a str },
    /// A line starting with `[` that is no header.
    MalformedHeader,
    /// Anything else.
    Malformed,
}

/// `true` for a section or parent name: not empty, no white space, `[`,
/// `]` or `:`.
fn is_name(name: &str) -> bool {
    !name.is_empty()
        && !name
            .chars()
            .any(|c| is_space(c) || matches!(c, '[' | ']' | ':'))
}

/// `text` cut where a comment starts (at the first `#` or `;`), without
/// white space at its end, and whether there was a comment or white space
/// to drop. Fairy-Stockfish reads a value up to the first character that
/// cannot belong to it, so that a comment after a value is no part of it
/// (but see [`parse`] for the exceptions).
fn value_and_comment(text: &str) -> (&str, bool) {
    let value = match text.find(['#', ';']) {
        Some(at) => &text[..at],
        None => text,
    };
    let value = value.trim_end_matches(is_space);
    (value, value.len() < text.len())
}

/// What `line` is, as Fairy-Stockfish reads it (or as a1h8 rejects it).
fn classify(line: &str) -> Line<'_> {
    if let Some(inside) = line.strip_prefix('[') {
        let Some(close) = inside.find(']') else {
            return Line::MalformedHeader;
        };
        let (header, after) = (&inside[..close], &inside[close + 1..]);
        if !value_and_comment(after).0.is_empty() {
            return Line::MalformedHeader;
        }
        let (name, parent) = match header.split_once(':') {
            Some((name, parent)) => (name, Some(parent)),
            None => (header, None),
        };
        if !is_name(name) || !parent.is_none_or(is_name) {
            return Line::MalformedHeader;
        }
        return Line::Header { name, parent };
    }
    let trimmed = line.trim_start_matches(is_space);
    if trimmed.is_empty() || trimmed.starts_with(['#', ';']) {
        return Line::Blank;
    }
    match line.split_once('=') {
        Some((key, value)) => {
            let key = key.trim_end_matches(' ');
            if key.is_empty() {
                Line::Malformed
            } else {
                Line::Pair {
                    key,
                    value: value.trim_start_matches(is_space),
                }
            }
        }
        None => Line::Malformed,
    }
}

/// The lines of a text numbered from 1 (or from a header's next line):
/// split at `\n`, a `\r` before it dropped, as Fairy-Stockfish reads them.
/// Each comes with the text after it.
#[derive(Clone, Copy, Debug)]
struct Lines<'a> {
    rest: Option<&'a str>,
    number: usize,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str, first: usize) -> Lines<'a> {
        Lines {
            rest: Some(text),
            number: first,
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    /// The line's number, the line, and the text after it.
    type Item = (usize, &'a str, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.rest?;
        let (line, after) = match rest.split_once('\n') {
            Some((line, after)) => {
                self.rest = Some(after);
                (line, after)
            }
            None => {
                self.rest = None;
                (rest, "")
            }
        };
        let number = self.number;
        self.number = self.number.saturating_add(1);
        Some((number, line.strip_suffix('\r').unwrap_or(line), after))
    }
}

/// The names of the sections of `text`, in order: `"my-janus"` for a
/// header `[my-janus:capablanca]`. Lines starting with `[` that are not
/// well-formed headers are left out ([`Variant::from_ini`] reports them);
/// a name given twice comes twice.
///
/// ```
/// use a1h8::variant::ini_sections;
///
/// let text = "# two variants\n[small:chess]\nmaxRank = 6\n\n[smaller:small]\nmaxFile = f\n";
/// assert_eq!(ini_sections(text).collect::<Vec<_>>(), ["small", "smaller"]);
/// ```
pub fn ini_sections(text: &str) -> impl Iterator<Item = &str> {
    Lines::new(text, 1).filter_map(|(_, line, _)| match classify(line) {
        Line::Header { name, .. } => Some(name),
        _ => None,
    })
}

/// A section's header: its name, its parent, its line, the text after it.
#[derive(Clone, Copy, Debug)]
struct Header<'a> {
    name: &'a str,
    parent: Option<&'a str>,
    line: usize,
    body: &'a str,
}

/// The first section named `name`.
fn find_section<'a>(text: &'a str, name: &str) -> Option<Header<'a>> {
    Lines::new(text, 1).find_map(|(line, content, body)| match classify(content) {
        Line::Header {
            name: found,
            parent,
        } if found == name => Some(Header {
            name: found,
            parent,
            line,
            body,
        }),
        _ => None,
    })
}

/// The section asked for and its parents in the text, the section first,
/// each checked unique, and the rules they start from: a built-in
/// variant's, or Fairy-Stockfish's defaults below a section without a
/// parent.
#[derive(Clone, Copy, Debug)]
struct Chain<'a> {
    headers: [Header<'a>; MAX_DEPTH],
    depth: usize,
    base: Rules<'a>,
}

impl<'a> Chain<'a> {
    /// The chain of the section `name` of `text`, whose structure is
    /// checked first.
    fn of(text: &'a str, name: &str) -> Result<Chain<'a>, IniError> {
        check_structure(text)?;
        let Some(asked) = find_section(text, name) else {
            return Err(IniError::SectionNotFound {
                name: IniText::new(name),
            });
        };
        let mut headers = [asked; MAX_DEPTH];
        let mut depth = 0;
        let mut header = asked;
        let base = loop {
            check_unique(&header)?;
            if depth == MAX_DEPTH {
                return Err(IniError::InheritanceTooDeep { line: asked.line });
            }
            headers[depth] = header;
            depth += 1;
            let Some(parent) = header.parent else {
                break Rules::defaults();
            };
            match find_section(text, parent) {
                Some(above) if above.line < header.line => header = above,
                Some(below) => {
                    return Err(IniError::ParentNotAbove {
                        parent: IniText::new(parent),
                        line: header.line,
                        parent_line: below.line,
                    });
                }
                None => match Rules::built_in(parent) {
                    Some(rules) => break rules,
                    None => {
                        return Err(IniError::UnknownParent {
                            parent: IniText::new(parent),
                            line: header.line,
                        });
                    }
                },
            }
        };
        Ok(Chain {
            headers,
            depth,
            base,
        })
    }

    /// The sections, the one asked for first, then its parents upwards.
    fn sections(&self) -> &[Header<'a>] {
        &self.headers[..self.depth]
    }
}

/// The lines of a section after its header, to its last `key = value`:
/// the comments and blank lines after it, before the next header, are
/// left out (they speak of the next section, as often as not).
fn section_body<'a>(header: &Header<'a>) -> &'a str {
    let mut end = 0;
    for (_, content, after) in Lines::new(header.body, header.line + 1) {
        match classify(content) {
            Line::Header { .. } => break,
            Line::Pair { .. } => end = header.body.len() - after.len(),
            _ => {}
        }
    }
    &header.body[..end]
}

/// The text that defines the section `name` of `text` by itself: that
/// section and its parents in the text, in the text's order, each its
/// header and its lines to its last `key = value`, a blank line between
/// two. [`Variant::from_ini`] reads it as the same variant as from `text`,
/// without the other sections: what a file of the variant's positions
/// (perft work units) carries, so that it can be read where the
/// `variants.ini` is not.
///
/// ```
/// use a1h8::variant::{Variant, ini_definition};
///
/// let text = "\
/// [wide:capablanca]
/// maxFile = l
/// castling = false
/// startFen = rnbaqkbcnr2/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNBAQKBCNR2 w - - 0 1
///
/// [small]
/// maxRank = 6
///
/// ; Queens only.
/// [wider:wide] ; a comment
/// ; No other piece.
/// promotionPieceTypes = q";
/// let definition = ini_definition(text, "wider")?.to_string();
/// assert_eq!(
///     definition,
///     "[wide:capablanca]\nmaxFile = l\ncastling = false\nstartFen = rnbaqkbcnr2/pppppppppppp/\
///      12/12/12/12/PPPPPPPPPPPP/RNBAQKBCNR2 w - - 0 1\n\n[wider:wide]\n; No other piece.\n\
///      promotionPieceTypes = q\n"
/// );
/// assert_eq!(Variant::from_ini(&definition, "wider")?, Variant::from_ini(text, "wider")?);
/// # Ok::<(), a1h8::variant::IniError>(())
/// ```
///
/// # Errors
///
/// The [`IniError`] of [`Variant::from_ini`] for a text that has no such
/// section, a malformed line, or a section or parent that is not unique,
/// unknown or below its child. (The keys are not read: a definition of a
/// section whose keys are wrong is as wrong.)
pub fn ini_definition<'a>(text: &'a str, name: &str) -> Result<IniDefinition<'a>, IniError> {
    Chain::of(text, name).map(IniDefinition)
}

/// The sections of a `variants.ini` text that define one variant
/// ([`ini_definition`]), written as text by [`Display`](fmt::Display).
#[derive(Clone, Copy, Debug)]
pub struct IniDefinition<'a>(Chain<'a>);

impl fmt::Display for IniDefinition<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A parent is above its child in the text: the last first.
        for (i, header) in self.0.sections().iter().rev().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            f.write_str("[")?;
            f.write_str(header.name)?;
            if let Some(parent) = header.parent {
                write!(f, ":{parent}")?;
            }
            f.write_str("]\n")?;
            let body = section_body(header);
            f.write_str(body)?;
            if !body.is_empty() && !body.ends_with('\n') {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

/// An error if a section other than `header` has its name.
fn check_unique(header: &Header<'_>) -> Result<(), IniError> {
    // The first section of its name is `header`, so another is below.
    let again = Lines::new(header.body, header.line + 1).find_map(|(line, content, _)| {
        match classify(content) {
            Line::Header { name, .. } if name == header.name => Some(line),
            _ => None,
        }
    });
    match again {
        Some(line) => Err(IniError::DuplicateSection {
            name: IniText::new(header.name),
            line,
            first_line: header.line,
        }),
        None => Ok(()),
    }
}

/// `true` for the name of a built-in variant, or `fairy`.
fn is_built_in(name: &str) -> bool {
    name == "fairy" || Variant::built_in(name).is_some()
}

/// `true` for the name of one of Fairy-Stockfish's own variants.
fn is_fairy_stockfish_s(name: &str) -> bool {
    FAIRY_STOCKFISH_VARIANTS.contains(&name)
}

/// Every line of `text` is blank, a comment, a header or `key = value`
/// inside a section, and no section is named after a built-in variant nor
/// one of Fairy-Stockfish's.
fn check_structure(text: &str) -> Result<(), IniError> {
    let mut in_section = false;
    for (line, content, _) in Lines::new(text, 1) {
        match classify(content) {
            Line::Blank => {}
            Line::Malformed => return Err(IniError::MalformedLine { line }),
            Line::MalformedHeader => return Err(IniError::MalformedHeader { line }),
            Line::Pair { .. } if !in_section => return Err(IniError::KeyBeforeSection { line }),
            Line::Pair { .. } => {}
            Line::Header { name, .. } => {
                if is_built_in(name) {
                    return Err(IniError::BuiltInName {
                        name: IniText::new(name),
                        line,
                    });
                }
                if is_fairy_stockfish_s(name) {
                    return Err(IniError::FairyStockfishName {
                        name: IniText::new(name),
                        line,
                    });
                }
                in_section = true;
            }
        }
    }
    Ok(())
}

/// The rules as Fairy-Stockfish holds them while it reads sections.
#[derive(Clone, Copy, Debug)]
struct Rules<'a> {
    files: u32,
    ranks: u32,
    /// By [`PieceKind::index`], lower case; 0 for a kind not in play.
    letters: [u8; 8],
    promotions: PieceKindSet,
    promotion_ranks: [Option<u8>; 2],
    double_step: bool,
    double_step_ranks: [Option<u8>; 2],
    castling: bool,
    castling_files: CastlingFiles,
    /// The line of the last key that set the castling, its files or the
    /// board's files.
    castling_line: Option<usize>,
    start_fen: &'a str,
    /// The line of the `startFen` in force.
    fen_line: Option<usize>,
}

impl<'a> Rules<'a> {
    /// Fairy-Stockfish's defaults for a section without a parent: chess
    /// without pieces nor promotions.
    fn defaults() -> Rules<'a> {
        Rules {
            letters: [0; 8],
            promotions: PieceKindSet::EMPTY,
            ..Rules::of(&CHESS)
        }
    }

    /// The rules of a built-in variant, as Fairy-Stockfish holds its own:
    /// a variant without double steps has `doubleStep = false` and no
    /// regions (Gardner's and Los Alamos chess), one without castling
    /// `castling = false` and the default files.
    fn of(variant: &'static Variant<'static>) -> Rules<'a> {
        let size = variant.size();
        let mut letters = [0; 8];
        for kind in PieceKind::ALL {
            if let Some(letter) = variant.letter(kind) {
                letters[kind.index()] = letter as u8;
            }
        }
        let rank = |rank: Option<usize>| rank.map(|rank| rank as u8);
        let double_step_ranks = Color::ALL.map(|color| rank(variant.double_step_rank(color)));
        Rules {
            files: size.files() as u32,
            ranks: size.ranks() as u32,
            letters,
            promotions: variant.promotions(),
            promotion_ranks: Color::ALL.map(|color| rank(variant.promotion_rank(color))),
            double_step: double_step_ranks.iter().any(Option::is_some),
            double_step_ranks,
            castling: variant.castling().is_some(),
            castling_files: variant.castling().unwrap_or(CastlingFiles {
                king_side: 6,
                queen_side: 2,
            }),
            castling_line: None,
            start_fen: variant.start_fen(),
            fen_line: None,
        }
    }

    /// The rules of the built-in parent `name`, if there is one.
    fn built_in(name: &str) -> Option<Rules<'a>> {
        if name == "fairy" {
            let mut rules = Rules::of(&CHESS);
            rules.letters[PieceKind::Archbishop.index()] = b'a';
            rules.letters[PieceKind::Chancellor.index()] = b'c';
            return Some(rules);
        }
        Variant::built_in(name).map(Rules::of)
    }

    /// `kind` out of play, as Fairy-Stockfish's `remove_piece`: its letter
    /// and its promotions gone.
    fn remove(&mut self, kind: PieceKind) {
        self.letters[kind.index()] = 0;
        self.promotions = self.promotions.without(kind);
    }

    /// `kind` in play with `letter`, as Fairy-Stockfish's `add_piece`: the
    /// piece that had the letter (even `kind` itself) removed first.
    fn add(&mut self, kind: PieceKind, letter: u8) {
        if let Some(index) = self.letters.iter().position(|&l| l == letter) {
            self.remove(PieceKind::ALL[index]);
        }
        self.letters[kind.index()] = letter;
    }

    /// What Fairy-Stockfish's `conclude` does to each variant it adds, a
    /// section of the text or a built-in: `doubleStep = false` empties
    /// both double-step regions, and two empty regions make it `false`.
    fn conclude(&mut self) {
        if !self.double_step {
            self.double_step_ranks = [None, None];
        }
        if self.double_step_ranks == [None, None] {
            self.double_step = false;
        }
    }

    /// The kind of a letter in play.
    fn kind(&self, letter: u8) -> Option<PieceKind> {
        let letter = letter.to_ascii_lowercase();
        self.letters
            .iter()
            .position(|&l| l == letter)
            .map(|index| PieceKind::ALL[index])
    }
}

/// The digits of `text` as a number, saturated; `None` if it is not all
/// ASCII digits.
fn number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.bytes().fold(0u32, |n, b| {
        n.saturating_mul(10).saturating_add(u32::from(b - b'0'))
    }))
}

/// A file as Fairy-Stockfish's `File`: a letter from `a`, or a number from
/// 1; the file from 0 (saturated), or `None`.
fn file(text: &str) -> Option<u32> {
    match text.as_bytes() {
        [letter @ b'a'..=b'z'] => Some(u32::from(letter - b'a')),
        _ => number(text)?.checked_sub(1),
    }
}

/// `true` for a region of Fairy-Stockfish's syntax: tokens `*N` (a
/// rank), `f*` (a file), `fN` (a square).
fn is_region(text: &str) -> bool {
    let token = |token: &str| match token.as_bytes() {
        [b'a'..=b'z' | b'A'..=b'Z', b'*'] => true,
        [b'*' | b'a'..=b'z' | b'A'..=b'Z', digits @ ..] => {
            !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
        }
        _ => false,
    };
    text.split(is_space)
        .filter(|token| !token.is_empty())
        .all(token)
}

/// Reads `value` as `key` takes it: the text after `=` without the white
/// space around it, and without a comment (`after`: a comment or white
/// space came after it on the line).
///
/// A comment after a value is no part of it for Fairy-Stockfish but in two
/// cases, which are refused: it reads a boolean as `true` only when
/// nothing follows, so that `true # comment` is false, and it reads what
/// follows the king's letter as the king's moves.
fn parse<'a>(
    key: Key,
    name: &'static str,
    value: &'a str,
    after: bool,
    line: usize,
) -> Result<Value<'a>, IniError> {
    let bad = |expected| IniError::BadValue {
        key: name,
        value: IniText::new(value),
        expected,
        line,
    };
    let trimmed = value.trim_end_matches(is_space);
    match key {
        Key::MaxRank => match number(trimmed) {
            Some(count) if count > 0 => Ok(Value::Count(count)),
            _ => Err(bad("a number of ranks, 1 to 16")),
        },
        Key::MaxFile => match file(trimmed) {
            Some(last) => Ok(Value::Count(last.saturating_add(1))),
            None => Err(bad("the last file, a to p, or a number of files, 1 to 16")),
        },
        Key::CastlingFile(_) => match file(trimmed) {
            Some(file) if file < 16 => Ok(Value::File(file as u8)),
            _ => Err(bad("a file, a to p, or its number, 1 to 16")),
        },
        Key::Piece(PieceKind::King) if after => Err(bad(
            "the king's letter alone on the line, or -: Fairy-Stockfish reads anything after it, \
             a comment too, as the king's moves",
        )),
        Key::Piece(_) => match value.as_bytes() {
            [b'-'] => Ok(Value::Letter(None)),
            [letter] if letter.is_ascii_alphabetic() => {
                Ok(Value::Letter(Some(letter.to_ascii_lowercase())))
            }
            _ => Err(bad("a single letter, or - to take the piece out")),
        },
        Key::DoubleStep | Key::Castling => match value {
            "true" if after => Err(bad(
                "true alone on the line, or false: Fairy-Stockfish reads true followed by \
                 anything, a comment or a space too, as false",
            )),
            "true" => Ok(Value::Flag(true)),
            "false" => Ok(Value::Flag(false)),
            _ => Err(bad("true or false")),
        },
        Key::PromotionRegion(_) | Key::DoubleStepRegion(_) => {
            if trimmed == "-" {
                return Ok(Value::Rank(None));
            }
            if let Some(digits) = trimmed.strip_prefix('*')
                && let Some(rank) = number(digits)
            {
                return match rank {
                    1..=16 => Ok(Value::Rank(Some(rank as u8 - 1))),
                    _ => Err(bad("one whole rank, *1 to *16, or - for none")),
                };
            }
            if is_region(trimmed) {
                Err(IniError::UnsupportedRegion {
                    key: name,
                    value: IniText::new(value),
                    line,
                })
            } else {
                Err(bad("one whole rank, *1 to *16, or - for none"))
            }
        }
        Key::PromotionPieceTypes => {
            if trimmed == "-"
                || trimmed
                    .chars()
                    .all(|c| c.is_ascii_alphabetic() || is_space(c))
            {
                Ok(Value::Text(trimmed))
            } else {
                Err(bad("the letters of pieces of the variant, or - for none"))
            }
        }
        Key::StartFen | Key::PieceToCharTable => Ok(Value::Text(trimmed)),
    }
}

/// Applies the section of `header` to `rules`, as Fairy-Stockfish does.
fn apply<'a>(rules: &mut Rules<'a>, header: &Header<'a>) -> Result<(), IniError> {
    let mut settings: [Option<Setting<'a>>; KEYS.len()] = [None; KEYS.len()];
    for (line, content, _) in Lines::new(header.body, header.line + 1) {
        let (key, value) = match classify(content) {
            Line::Pair { key, value } => (key, value),
            Line::Header { .. } => break,
            _ => continue,
        };
        let Some(index) = KEYS.iter().position(|&(name, _)| name == key) else {
            return Err(IniError::UnsupportedKey {
                key: IniText::new(key),
                line,
            });
        };
        let (name, key) = KEYS[index];
        if let Some(first) = settings[index] {
            return Err(IniError::DuplicateKey {
                key: name,
                line,
                first_line: first.line,
            });
        }
        if value.is_empty() {
            return Err(IniError::EmptyValue { key: name, line });
        }
        let (value, after) = value_and_comment(value);
        if value.is_empty() {
            return Err(IniError::CommentForValue { key: name, line });
        }
        let value = parse(key, name, value, after, line)?;
        settings[index] = Some(Setting { value, line });
    }

    let mut size_line = None;
    for (setting, (_, key)) in settings.iter().zip(KEYS) {
        let Some(Setting { value, line }) = *setting else {
            continue;
        };
        match (key, value) {
            (Key::MaxRank, Value::Count(ranks)) => {
                rules.ranks = ranks;
                size_line = size_line.max(Some(line));
            }
            (Key::MaxFile, Value::Count(files)) => {
                rules.files = files;
                size_line = size_line.max(Some(line));
                rules.castling_line = rules.castling_line.max(Some(line));
            }
            (Key::Piece(kind), Value::Letter(Some(letter))) => rules.add(kind, letter),
            (Key::Piece(kind), Value::Letter(None)) => rules.remove(kind),
            (Key::StartFen, Value::Text(fen)) => {
                rules.start_fen = fen;
                rules.fen_line = Some(line);
            }
            (Key::PromotionRegion(color), Value::Rank(rank)) => {
                rules.promotion_ranks[color.index()] = rank;
            }
            (Key::PromotionPieceTypes, Value::Text(letters)) => {
                rules.promotions = promotions(rules, letters, line)?;
            }
            (Key::DoubleStep, Value::Flag(on)) => rules.double_step = on,
            (Key::DoubleStepRegion(color), Value::Rank(rank)) => {
                rules.double_step_ranks[color.index()] = rank;
            }
            (Key::Castling, Value::Flag(on)) => {
                rules.castling = on;
                rules.castling_line = rules.castling_line.max(Some(line));
            }
            (Key::CastlingFile(side), Value::File(file)) => {
                match side {
                    CastlingSide::KingSide => rules.castling_files.king_side = file,
                    CastlingSide::QueenSide => rules.castling_files.queen_side = file,
                }
                rules.castling_line = rules.castling_line.max(Some(line));
            }
            // `pieceToCharTable` is cosmetic; no other pair is parsed.
            _ => {}
        }
    }
    if let Some(line) = size_line {
        let (files, ranks) = (rules.files, rules.ranks);
        if files > 16 || ranks > 16 || files * ranks > 128 {
            return Err(IniError::BoardTooLarge { line, files, ranks });
        }
    }
    rules.conclude();
    Ok(())
}

/// The kinds of the letters of `promotionPieceTypes`.
fn promotions(rules: &Rules<'_>, letters: &str, line: usize) -> Result<PieceKindSet, IniError> {
    let mut set = PieceKindSet::EMPTY;
    if letters == "-" {
        return Ok(set);
    }
    for letter in letters.bytes().filter(u8::is_ascii_alphabetic) {
        match rules.kind(letter) {
            None => {
                return Err(IniError::UnknownPromotionPiece {
                    letter: char::from(letter),
                    line,
                });
            }
            Some(kind @ (PieceKind::Pawn | PieceKind::King)) => {
                return Err(IniError::UnsupportedPromotion { kind, line });
            }
            Some(kind) => set = set.with(kind),
        }
    }
    Ok(set)
}

/// The variant of `rules`, named `name`, its start position checked.
fn finish<'a>(rules: &Rules<'a>, name: &'a str, line: usize) -> Result<Variant<'a>, IniError> {
    let too_large = IniError::BoardTooLarge {
        line,
        files: rules.files,
        ranks: rules.ranks,
    };
    let files = rules.files;
    let CastlingFiles {
        king_side,
        queen_side,
    } = rules.castling_files;
    if rules.castling && !(queen_side < king_side && u32::from(king_side) < files) {
        return Err(IniError::CastlingFiles {
            king_side,
            queen_side,
            files,
            line: rules.castling_line.unwrap_or(line),
        });
    }
    let Ok(size) = BoardSize::new(files as usize, rules.ranks as usize) else {
        return Err(too_large);
    };
    let Some(mut variant) = Variant::chess_rules(name, size, rules.start_fen) else {
        return Err(too_large);
    };
    for kind in PieceKind::ALL {
        variant = variant.without_piece(kind);
    }
    for kind in PieceKind::ALL {
        let letter = rules.letters[kind.index()];
        if letter != 0 {
            let Some(with) = variant.with_piece(kind, char::from(letter)) else {
                return Err(IniError::BadValue {
                    key: kind.name(),
                    value: IniText::new(""),
                    expected: "a single letter, or - to take the piece out",
                    line,
                });
            };
            variant = with;
        }
    }
    let mut variant = variant
        .with_promotions(rules.promotions)
        .with_castling(rules.castling.then_some(rules.castling_files));
    for color in Color::ALL {
        // Concluded: no double step leaves no region.
        variant = variant
            .with_promotion_rank(color, rules.promotion_ranks[color.index()])
            .with_double_step_rank(color, rules.double_step_ranks[color.index()]);
    }
    if let Err(error) = VariantPosition::start(&variant) {
        return Err(IniError::StartFen {
            error,
            line: rules.fen_line.unwrap_or(line),
        });
    }
    Ok(variant)
}

impl<'a> Variant<'a> {
    /// The variant of the section `[name]` or `[name:parent]` of `text`,
    /// in the syntax of Fairy-Stockfish's `variants.ini`. The variant's
    /// name and start position are borrowed from `text`, or from a
    /// built-in parent.
    ///
    /// The text is a list of sections, each a variant: a header `[name]` or
    /// `[name:parent]` at the start of a line, then lines `key = value`;
    /// lines starting with `#` or `;` (after white space) are comments, blank
    /// lines are skipped, and a comment may follow a header or a value
    /// (`maxRank = 10 # ten ranks`, `castling = false; none`): a value ends
    /// at the first `#` or `;`, white space at its end dropped. Only what
    /// a1h8's variants can express is read, and it means what it means to
    /// Fairy-Stockfish:
    ///
    /// | key | value | default (without parent) |
    /// |---|---|---|
    /// | `maxRank` | the number of ranks, 1 to 16 | 8 |
    /// | `maxFile` | the last file, `a` to `p`, or the number of files, 1 to 16 | `h` |
    /// | `pawn`, `knight`, `bishop`, `rook`, `queen`, `king`, `archbishop`, `chancellor` | the piece's letter, or `-` to take it out | none in play |
    /// | `startFen` | the start position | chess's |
    /// | `promotionRegionWhite`, `promotionRegionBlack` | one whole rank, `*8`, or `-` for none | `*8`, `*1` |
    /// | `promotionPieceTypes` | the letters of the pieces pawns promote to (not pawn nor king), or `-` | none |
    /// | `doubleStep` | `true` or `false` | `true` |
    /// | `doubleStepRegionWhite`, `doubleStepRegionBlack` | one whole rank, `*2`, or `-` for none | `*2`, `*7` |
    /// | `castling` | `true` or `false` | `true` |
    /// | `castlingKingsideFile`, `castlingQueensideFile` | where the king goes, a file letter or number | `g`, `c` |
    /// | `pieceToCharTable` | ignored: the letters a GUI shows, no rule | |
    ///
    /// As in Fairy-Stockfish:
    ///
    /// - A section without a parent starts from Fairy-Stockfish's defaults,
    ///   which are chess's rules *without any pieces* (nor promotions): it
    ///   names each of its pieces. A section with a parent starts from the
    ///   parent's rules. A parent is a section above the child or a built-in
    ///   variant ([`Variant::BUILT_IN`]), or `fairy`, Fairy-Stockfish's
    ///   template: chess with the archbishop `a` and the chancellor `c` (its
    ///   silver, fers and commoner, `s f m`, are pieces a1h8 does not have).
    /// - Keys apply in Fairy-Stockfish's order, not the file's: the board,
    ///   then the pieces (pawn, knight, bishop, rook, queen, archbishop,
    ///   chancellor, king), then the rest; so promotion letters are those of
    ///   the section's pieces. Giving a piece a letter takes that letter from
    ///   the piece that had it, and takes that piece out of the promotions,
    ///   even when it is the same piece (`archbishop = a` in a child of
    ///   Capablanca chess takes the archbishop out of its promotions).
    /// - Regions, ranks and files are absolute: chess's promotion on `*8` and
    ///   double step from `*2` and `*7` stay there on any board (no promotion
    ///   on a board of 6 ranks unless the section says where).
    /// - A variant without double steps has none for its children either
    ///   unless they say both `doubleStep = true` and from where: at the end
    ///   of each section (and for a built-in), `doubleStep = false` empties
    ///   both double-step regions, and two empty regions make it `false`.
    /// - Keys are case-sensitive and end before `=` (spaces before it
    ///   dropped); values start after the white space that follows it.
    /// - A section may not have the name of one of Fairy-Stockfish's own
    ///   variants ([`FAIRY_STOCKFISH_VARIANTS`]): Fairy-Stockfish would
    ///   ignore it and play its own, so a1h8 refuses it.
    ///
    /// Stricter than Fairy-Stockfish, which warns or ignores where a1h8 stops
    /// with an [`IniError`]: every line of the text must be blank, a comment,
    /// a header or `key = value` inside a section; no section may have the
    /// name of a built-in variant (Fairy-Stockfish would keep its own); the
    /// section asked for and its parents must be unique, use only the keys
    /// above, each once, with a value (Fairy-Stockfish ignores `key =`, and
    /// reads `key = # comment` as a value); a boolean is exactly `true` or
    /// `false` (and `true` alone on its line, as Fairy-Stockfish reads
    /// `true # comment` as false), a piece letter a single character (the
    /// king's alone on its line, as Fairy-Stockfish reads what follows as
    /// the king's moves); the start position must be valid and the
    /// castling files on the board, the king side's right of the queen
    /// side's (unless `castling = false`). Fairy-Stockfish's largest boards are 12 files by
    /// 10 ranks; a1h8 reads up to 16 by 16 with at most 128 squares. Reading
    /// works on the text as given, allocates nothing and never panics.
    ///
    /// ```
    /// use a1h8::variant::{Variant, VariantPosition, ini_sections, perft};
    ///
    /// let text = "\
    /// ## Janus chess: two archbishops a side, castling to i or b
    /// [my-janus:capablanca] # not [janus], which Fairy-Stockfish keeps
    /// chancellor = -
    /// archbishop = j
    /// startFen = rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1
    /// promotionPieceTypes = jqrbn
    /// castlingQueensideFile = b
    /// ";
    /// assert_eq!(ini_sections(text).collect::<Vec<_>>(), ["my-janus"]);
    /// let janus = Variant::from_ini(text, "my-janus")?;
    /// assert_eq!(janus.to_string(), "my-janus (10x8)");
    /// let start = VariantPosition::start(&janus)?;
    /// assert_eq!(perft(&start, 3), 24_747); // Fairy-Stockfish's janus
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, IniError, Variant};
    ///
    /// let text = "\
    /// [capablanca-960:capablanca]
    /// castling = false
    /// startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1
    ///
    /// [capablanca-house:capablanca-960]
    /// pieceDrops = true
    /// ";
    /// let variant = Variant::from_ini(text, "capablanca-960")?;
    /// assert_eq!(variant.name(), "capablanca-960");
    /// assert_eq!(variant.castling(), None);
    /// assert_eq!(variant.promotions(), CAPABLANCA.promotions());
    ///
    /// let error = Variant::from_ini(text, "capablanca-house").unwrap_err();
    /// assert!(matches!(error, IniError::UnsupportedKey { line: 6, .. }));
    /// assert!(error.to_string().starts_with(
    ///     "line 6: unsupported key \"pieceDrops\": a1h8 reads maxRank, maxFile, pawn, knight"
    /// ));
    /// # Ok::<(), IniError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An [`IniError`] if `text` has no such section, if a line of `text`
    /// is malformed, or if the section or one of its parents uses a key
    /// a1h8 does not read, a value it cannot hold, or does not give a
    /// valid variant (a board too large, castling files off the board, a
    /// start position that is not one of the variant).
    pub fn from_ini(text: &'a str, name: &str) -> Result<Variant<'a>, IniError> {
        let chain = Chain::of(text, name)?;
        let mut rules = chain.base;
        for header in chain.sections().iter().rev() {
            apply(&mut rules, header)?;
        }
        let asked = chain.sections()[0];
        finish(&rules, asked.name, asked.line)
    }
}
