//! The lookup tables as source code for other languages: a C header, a
//! Rust module, or JSON, for the 8x8 board or any board of up to 128
//! squares.
//!
//! Every table is written with the conventions of this crate: squares
//! indexed `rank * files + file` (a1 = 0), bit `i` of a set for the square
//! of index `i`, directions in the order N, NE, E, SE, S, SW, W, NW, rays
//! without their origin, `between` without either end, `line` edge to edge
//! with both, and all three empty for a square paired with itself.
//!
//! | table | C name (Rust and JSON drop `A1H8_`, JSON is lower case) | size |
//! |---|---|---|
//! | [`Table::File`] | `A1H8_FILE` | files |
//! | [`Table::Rank`] | `A1H8_RANK` | ranks |
//! | [`Table::Diagonal`] | `A1H8_DIAGONAL`, index `files - 1 + rank - file` | files + ranks - 1 |
//! | [`Table::AntiDiagonal`] | `A1H8_ANTI_DIAGONAL`, index `rank + file` | files + ranks - 1 |
//! | [`Table::Ray`] | `A1H8_RAY[direction][square]` | 8 x squares |
//! | [`Table::Between`] | `A1H8_BETWEEN[a][b]` | squares x squares |
//! | [`Table::Line`] | `A1H8_LINE[a][b]` | squares x squares |
//! | [`Table::Knight`], [`Table::King`] | `A1H8_KNIGHT`, `A1H8_KING` | squares |
//! | [`Table::PawnAttacks`] | `A1H8_PAWN_ATTACKS[color][square]`, 0 = white | 2 x squares |
//! | [`Table::RookMagic`] (8x8 only) | `A1H8_ROOK_MAGIC`, `A1H8_ROOK_MASK`, `A1H8_ROOK_SHIFT` (`uint8_t`), `A1H8_ROOK_OFFSET` (`uint32_t`), `A1H8_ROOK_ATTACKS` | 64 each, and 102,400 |
//! | [`Table::BishopMagic`] (8x8 only) | the same with `BISHOP` | 64 each, and 5,248 |
//!
//! With the magic tables, the attacks of a rook on `sq` with occupancy
//! `occ` are `A1H8_ROOK_ATTACKS[A1H8_ROOK_OFFSET[sq] + (((occ &
//! A1H8_ROOK_MASK[sq]) * A1H8_ROOK_MAGIC[sq]) >> A1H8_ROOK_SHIFT[sq])]`
//! (the product wrapping), and C and Rust also get a function for it,
//! `a1h8_rook_attacks(sq, occ)` and `rook_attacks(sq, occ)`; the same for
//! the bishop. The magic numbers are the crate's own
//! ([`crate::attacks::magic`]).
//!
//! Sets are `uint64_t`/`u64` on boards of up to 64 squares and
//! `unsigned __int128`/`u128` on larger ones; JSON writes them as strings
//! `"0x..."` and sizes as numbers. The C header compiles with
//! `gcc -std=c99 -Wall -Wextra -Werror -pedantic` (the 128-bit type is
//! declared with `__extension__`).
//!
//! ```
//! use a1h8::emit::{Language, Source, Table, emit};
//!
//! let mut c = String::new();
//! emit(&mut c, Language::C, Source::Standard, &[Table::Knight]).unwrap();
//! assert!(c.contains("static const uint64_t A1H8_KNIGHT[64] = {"));
//! assert!(c.contains("UINT64_C(0x0000000000020400)")); // a1: b3 and c2
//! ```

use core::cell::RefCell;
use core::fmt::{self, Write};
use core::str::FromStr;

use crate::attacks::{self, Slider, magic};
use crate::bitboard128::BoardMasks;
use crate::geometry::{BoardSize, BoardSquare};
use crate::{
    AntiDiagonal, Bitboard, Color, Diagonal, Direction, File, Rank, Square, between, line, ray,
};

/// The language written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// A C99 header of `static const` arrays.
    C,
    /// A Rust module of `pub static` arrays.
    Rust,
    /// One JSON object.
    Json,
}

impl Language {
    /// All three.
    pub const ALL: [Language; 3] = [Language::C, Language::Rust, Language::Json];

    /// `c`, `rust`, `json`.
    pub const fn name(self) -> &'static str {
        match self {
            Language::C => "c",
            Language::Rust => "rust",
            Language::Json => "json",
        }
    }
}

/// A name that is no [`Language`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownLanguage;

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::names::write_unknown(f, "language", &Language::ALL, Language::name)
    }
}

impl core::error::Error for UnknownLanguage {}

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(s: &str) -> Result<Language, UnknownLanguage> {
        crate::names::by_name(&Language::ALL, Language::name, s).ok_or(UnknownLanguage)
    }
}

/// A table that [`emit`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Table {
    /// The squares of each file.
    File,
    /// The squares of each rank.
    Rank,
    /// The squares of each diagonal (south-west to north-east).
    Diagonal,
    /// The squares of each anti-diagonal (south-east to north-west).
    AntiDiagonal,
    /// The ray from each square in each direction, to the edge.
    Ray,
    /// The squares strictly between two squares on one line.
    Between,
    /// The line through two squares, edge to edge.
    Line,
    /// Knight attacks.
    Knight,
    /// King attacks.
    King,
    /// Pawn attacks, per colour.
    PawnAttacks,
    /// The rook's fancy magic tables: magic numbers, masks, shifts,
    /// offsets and the attack table (8x8 only).
    RookMagic,
    /// The bishop's fancy magic tables (8x8 only).
    BishopMagic,
}

impl Table {
    /// Every table, in the order [`emit`] writes them.
    pub const ALL: [Table; 12] = [
        Table::File,
        Table::Rank,
        Table::Diagonal,
        Table::AntiDiagonal,
        Table::Ray,
        Table::Between,
        Table::Line,
        Table::Knight,
        Table::King,
        Table::PawnAttacks,
        Table::RookMagic,
        Table::BishopMagic,
    ];

    /// The geometry tables, which every board has: all but the magic ones.
    pub const GEOMETRY: [Table; 10] = [
        Table::File,
        Table::Rank,
        Table::Diagonal,
        Table::AntiDiagonal,
        Table::Ray,
        Table::Between,
        Table::Line,
        Table::Knight,
        Table::King,
        Table::PawnAttacks,
    ];

    /// The command-line name: `file`, `anti-diagonal`, `pawn-attacks`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Table::File => "file",
            Table::Rank => "rank",
            Table::Diagonal => "diagonal",
            Table::AntiDiagonal => "anti-diagonal",
            Table::Ray => "ray",
            Table::Between => "between",
            Table::Line => "line",
            Table::Knight => "knight",
            Table::King => "king",
            Table::PawnAttacks => "pawn-attacks",
            Table::RookMagic => "rook-magic",
            Table::BishopMagic => "bishop-magic",
        }
    }

    /// The slider whose magic tables these are, if they are.
    const fn slider(self) -> Option<Slider> {
        match self {
            Table::RookMagic => Some(Slider::Rook),
            Table::BishopMagic => Some(Slider::Bishop),
            _ => None,
        }
    }

    /// The array's name in C, without the `A1H8_` prefix: `ANTI_DIAGONAL`.
    const fn array_name(self) -> &'static str {
        match self {
            Table::File => "FILE",
            Table::Rank => "RANK",
            Table::Diagonal => "DIAGONAL",
            Table::AntiDiagonal => "ANTI_DIAGONAL",
            Table::Ray => "RAY",
            Table::Between => "BETWEEN",
            Table::Line => "LINE",
            Table::Knight => "KNIGHT",
            Table::King => "KING",
            Table::PawnAttacks => "PAWN_ATTACKS",
            Table::RookMagic => "ROOK",
            Table::BishopMagic => "BISHOP",
        }
    }

    /// What the array holds, for its comment.
    const fn description(self) -> &'static str {
        match self {
            Table::File => "the squares of each file, a first",
            Table::Rank => "the squares of each rank, 1 first",
            Table::Diagonal => {
                "the squares of each diagonal (south-west to north-east), index files - 1 + rank - file"
            }
            Table::AntiDiagonal => {
                "the squares of each anti-diagonal (south-east to north-west), index rank + file"
            }
            Table::Ray => {
                "[direction][square]: the ray to the edge, origin excluded; directions N, NE, E, SE, S, SW, W, NW"
            }
            Table::Between => {
                "[a][b]: the squares strictly between a and b on one line, both excluded; empty if not on one line"
            }
            Table::Line => {
                "[a][b]: the whole line through a and b, edge to edge, both included; empty if not on one line or a == b"
            }
            Table::Knight => "[square]: knight attacks",
            Table::King => "[square]: king attacks",
            Table::PawnAttacks => {
                "[color][square]: pawn attacks, color 0 = white (north), 1 = black"
            }
            Table::RookMagic | Table::BishopMagic => "fancy magic bitboards",
        }
    }
}

/// A name that is no [`Table`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownTable;

impl fmt::Display for UnknownTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::names::write_unknown(f, "table", &Table::ALL, Table::name)
    }
}

impl core::error::Error for UnknownTable {}

impl FromStr for Table {
    type Err = UnknownTable;

    fn from_str(s: &str) -> Result<Table, UnknownTable> {
        crate::names::by_name(&Table::ALL, Table::name, s).ok_or(UnknownTable)
    }
}

/// Whose tables: the 8x8 board's compile-time tables, or the masks of any
/// board of up to 128 squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The 8x8 board, from the crate's `const` tables.
    Standard,
    /// Any board of up to 128 squares, from [`BoardMasks`].
    Board(BoardMasks),
}

impl Source {
    /// The board's size.
    pub const fn size(self) -> BoardSize {
        match self {
            Source::Standard => BoardSize::STANDARD,
            Source::Board(masks) => masks.size(),
        }
    }

    /// The board square of index `index`.
    fn board_square(self, index: usize) -> BoardSquare {
        let size = self.size();
        size.square(index % size.files(), index / size.files())
            .expect("an index below the square count")
    }

    /// The set of `table` at `at` (one index, or two for two-dimensional
    /// tables), as bits.
    fn set(self, table: Table, at: [usize; 2]) -> u128 {
        let [i, j] = at;
        match self {
            Source::Standard => {
                let square = |index: usize| Square::ALL[index];
                u128::from(
                    match table {
                        Table::File => File::ALL[i].mask(),
                        Table::Rank => Rank::ALL[i].mask(),
                        Table::Diagonal => Diagonal::from_index(i).expect("0..15").mask(),
                        Table::AntiDiagonal => AntiDiagonal::from_index(i).expect("0..15").mask(),
                        Table::Ray => ray(square(j), Direction::ALL[i]),
                        Table::Between => between(square(i), square(j)),
                        Table::Line => line(square(i), square(j)),
                        Table::Knight => attacks::knight(square(i)),
                        Table::King => attacks::king(square(i)),
                        Table::PawnAttacks => attacks::pawn(Color::ALL[i], square(j)),
                        Table::RookMagic | Table::BishopMagic => {
                            unreachable!("the magic tables are written by write_magic")
                        }
                    }
                    .0,
                )
            }
            Source::Board(masks) => {
                let size = masks.size();
                let square = |index: usize| self.board_square(index);
                match table {
                    Table::File => masks.file(i),
                    Table::Rank => masks.rank(i),
                    Table::Diagonal => masks.diagonal(i as i32 + 1 - size.files() as i32),
                    Table::AntiDiagonal => masks.anti_diagonal(i as i32),
                    Table::Ray => masks.ray(square(j), Direction::ALL[i]),
                    Table::Between => masks.between(square(i), square(j)),
                    Table::Line => masks.line(square(i), square(j)),
                    Table::Knight => masks.knight(square(i)),
                    Table::King => masks.king(square(i)),
                    Table::PawnAttacks => masks.pawn(Color::ALL[i], square(j)),
                    Table::RookMagic | Table::BishopMagic => {
                        unreachable!("the magic tables are written by write_magic")
                    }
                }
                .0
            }
        }
    }

    /// The array dimensions of `table`: one, or two with the outer first.
    fn dims(self, table: Table) -> (usize, Option<usize>) {
        let size = self.size();
        let squares = size.square_count();
        let lines = size.files() + size.ranks() - 1;
        match table {
            Table::File => (size.files(), None),
            Table::Rank => (size.ranks(), None),
            Table::Diagonal | Table::AntiDiagonal => (lines, None),
            Table::Ray => (8, Some(squares)),
            Table::Between | Table::Line => (squares, Some(squares)),
            Table::Knight | Table::King => (squares, None),
            Table::PawnAttacks => (2, Some(squares)),
            Table::RookMagic | Table::BishopMagic => (0, None),
        }
    }

    /// `true` if sets need 128 bits.
    fn wide(self) -> bool {
        self.size().square_count() > 64
    }
}

/// The element types of the arrays written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Element {
    /// A set of up to 64 squares, or a magic number: hexadecimal.
    U64,
    /// A set of up to 128 squares: hexadecimal.
    U128,
    /// A shift: decimal.
    U8,
    /// An offset: decimal.
    U32,
}

impl Element {
    /// The type's name in C and in Rust.
    const fn names(self) -> (&'static str, &'static str) {
        match self {
            Element::U64 => ("uint64_t", "u64"),
            Element::U128 => ("a1h8_u128", "u128"),
            Element::U8 => ("uint8_t", "u8"),
            Element::U32 => ("uint32_t", "u32"),
        }
    }

    /// How many values go on one line.
    const fn per_line(self) -> usize {
        match self {
            Element::U64 => 4,
            Element::U128 => 2,
            Element::U8 | Element::U32 => 16,
        }
    }
}

/// One array to write: its name without prefix, its comment, its element
/// type and dimensions, and its values.
struct Array<'a> {
    name: &'a str,
    comment: &'a str,
    element: Element,
    dims: (usize, Option<usize>),
    value: &'a dyn Fn([usize; 2]) -> u128,
}

/// Why [`emit`] wrote nothing, or not all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EmitError {
    /// The magic tables exist for the 8x8 board only.
    MagicOnOtherBoard {
        /// The table asked for.
        table: Table,
        /// The board it was asked for.
        size: BoardSize,
    },
    /// The writer failed.
    Write,
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmitError::MagicOnOtherBoard { table, size } => write!(
                f,
                "{} is a table of the 8x8 board, not of a {size} board",
                table.name()
            ),
            EmitError::Write => f.write_str("the output could not be written"),
        }
    }
}

impl core::error::Error for EmitError {}

impl From<fmt::Error> for EmitError {
    fn from(_: fmt::Error) -> EmitError {
        EmitError::Write
    }
}

/// Writes `tables` of `source` in `language` to `out`: a complete C
/// header, Rust module or JSON object.
///
/// # Errors
///
/// [`EmitError::MagicOnOtherBoard`] before writing anything if a magic
/// table is asked of another board than the 8x8 one;
/// [`EmitError::Write`] if `out` fails.
pub fn emit(
    out: &mut impl Write,
    language: Language,
    source: Source,
    tables: &[Table],
) -> Result<(), EmitError> {
    let size = source.size();
    if let Source::Board(_) = source
        && let Some(&table) = tables.iter().find(|t| t.slider().is_some())
    {
        return Err(EmitError::MagicOnOtherBoard { table, size });
    }
    let element = if source.wide() {
        Element::U128
    } else {
        Element::U64
    };
    begin(out, language, size, element)?;
    for &table in tables {
        if let Some(slider) = table.slider() {
            write_magic(out, language, slider)?;
            continue;
        }
        let value = |at: [usize; 2]| source.set(table, at);
        let array = Array {
            name: table.array_name(),
            comment: table.description(),
            element,
            dims: source.dims(table),
            value: &value,
        };
        write_array(out, language, &array)?;
    }
    end(out, language)?;
    Ok(())
}

/// The five arrays of `slider`'s fancy magic bitboards, and in C and Rust
/// a function that looks attacks up in them.
fn write_magic(out: &mut impl Write, language: Language, slider: Slider) -> fmt::Result {
    let magics = magic::magics(slider);
    let (name, square_name) = match slider {
        Slider::Rook => ("ROOK", "rook"),
        Slider::Bishop => ("BISHOP", "bishop"),
    };
    let len = slider.table_len();
    if language == Language::C {
        writeln!(out, "\n#define A1H8_HAS_{name}_MAGIC 1")?;
        writeln!(out, "#define A1H8_{name}_ATTACKS_LEN {len}")?;
    }
    // The attack table, one square's part at a time: the square's part is
    // filled from every subset of its mask when the first of its entries
    // is asked for (the entries are written in order).
    let part: RefCell<(usize, [Bitboard; 4096])> = RefCell::new((64, [Bitboard::EMPTY; 4096]));
    let attack = |i: usize| -> u128 {
        let s = (0..64)
            .rev()
            .find(|&s| magics[s].offset <= i)
            .expect("offsets start at 0");
        let mut part = part.borrow_mut();
        if part.0 != s {
            let square = Square::ALL[s];
            for occupied in magics[s].mask.subsets() {
                let attacks = match slider {
                    Slider::Rook => magic::rook(square, occupied),
                    Slider::Bishop => magic::bishop(square, occupied),
                };
                part.1[magics[s].index(occupied) - magics[s].offset] = attacks;
            }
            part.0 = s;
        }
        u128::from(part.1[i - magics[s].offset].0)
    };
    let names = match slider {
        Slider::Rook => [
            "ROOK_MAGIC",
            "ROOK_MASK",
            "ROOK_SHIFT",
            "ROOK_OFFSET",
            "ROOK_ATTACKS",
        ],
        Slider::Bishop => [
            "BISHOP_MAGIC",
            "BISHOP_MASK",
            "BISHOP_SHIFT",
            "BISHOP_OFFSET",
            "BISHOP_ATTACKS",
        ],
    };
    let arrays = [
        Array {
            name: names[0],
            comment: "[square]: the magic number",
            element: Element::U64,
            dims: (64, None),
            value: &|[s, _]| u128::from(magics[s].magic),
        },
        Array {
            name: names[1],
            comment: "[square]: the relevant occupancy, the squares whose occupancy matters",
            element: Element::U64,
            dims: (64, None),
            value: &|[s, _]| u128::from(magics[s].mask.0),
        },
        Array {
            name: names[2],
            comment: "[square]: the right shift of the product, 64 minus the number of relevant squares",
            element: Element::U8,
            dims: (64, None),
            value: &|[s, _]| u128::from(magics[s].shift),
        },
        Array {
            name: names[3],
            comment: "[square]: where the square's entries start in the attack table",
            element: Element::U32,
            dims: (64, None),
            value: &|[s, _]| magics[s].offset as u128,
        },
        Array {
            name: names[4],
            comment: "the attacks of every square for every relevant occupancy: \
                      ATTACKS[OFFSET[sq] + (((occupied & MASK[sq]) * MAGIC[sq]) >> SHIFT[sq])]",
            element: Element::U64,
            dims: (len, None),
            value: &|[i, _]| attack(i),
        },
    ];
    for array in &arrays {
        write_array(out, language, array)?;
    }
    match language {
        Language::C => write!(
            out,
            "\n/* The attacks of a {square_name} on `square` (0..63) with `occupied` blocking. */\n\
             static inline uint64_t a1h8_{square_name}_attacks(unsigned square, uint64_t occupied) {{\n    \
             return A1H8_{name}_ATTACKS[A1H8_{name}_OFFSET[square] + (((occupied & A1H8_{name}_MASK[square]) \
             * A1H8_{name}_MAGIC[square]) >> A1H8_{name}_SHIFT[square])];\n}}\n"
        ),
        Language::Rust => write!(
            out,
            "\n/// The attacks of a {square_name} on `square` (0..63) with `occupied` blocking.\n\
             pub fn {square_name}_attacks(square: usize, occupied: u64) -> u64 {{\n    \
             let hash = (occupied & {name}_MASK[square]).wrapping_mul({name}_MAGIC[square]) >> {name}_SHIFT[square];\n    \
             {name}_ATTACKS[{name}_OFFSET[square] as usize + hash as usize]\n}}\n"
        ),
        Language::Json => Ok(()),
    }
}

const HEADER: &str = "Generated by a1h8: chess-board lookup tables";

fn begin(
    out: &mut impl Write,
    language: Language,
    size: BoardSize,
    element: Element,
) -> fmt::Result {
    let (files, ranks, squares) = (size.files(), size.ranks(), size.square_count());
    match language {
        Language::C => {
            writeln!(
                out,
                "/* {HEADER}, {files}x{ranks} board ({squares} squares)."
            )?;
            writeln!(
                out,
                " * Square index = rank * {files} + file (a1 = 0); bit i of a set is square i. */"
            )?;
            writeln!(out, "#ifndef A1H8_TABLES_H")?;
            writeln!(out, "#define A1H8_TABLES_H\n")?;
            writeln!(out, "#include <stdint.h>\n")?;
            writeln!(out, "#define A1H8_FILES {files}")?;
            writeln!(out, "#define A1H8_RANKS {ranks}")?;
            writeln!(out, "#define A1H8_SQUARES {squares}")?;
            if element == Element::U128 {
                writeln!(out, "\n__extension__ typedef unsigned __int128 a1h8_u128;")?;
                writeln!(
                    out,
                    "#define A1H8_U128(high, low) (((a1h8_u128)(high) << 64) | (a1h8_u128)(low))"
                )?;
                writeln!(out, "/* A set of squares of this board. */")?;
                writeln!(out, "typedef a1h8_u128 a1h8_set;")
            } else {
                writeln!(out, "\n/* A set of squares of this board. */")?;
                writeln!(out, "typedef uint64_t a1h8_set;")
            }
        }
        Language::Rust => {
            writeln!(
                out,
                "//! {HEADER}, {files}x{ranks} board ({squares} squares)."
            )?;
            writeln!(
                out,
                "//! Square index = rank * {files} + file (a1 = 0); bit i of a set is square i.\n"
            )?;
            writeln!(
                out,
                "/// Files of the board.\npub const FILES: usize = {files};"
            )?;
            writeln!(
                out,
                "/// Ranks of the board.\npub const RANKS: usize = {ranks};"
            )?;
            writeln!(
                out,
                "/// Squares of the board.\npub const SQUARES: usize = {squares};"
            )?;
            let set = element.names().1;
            writeln!(
                out,
                "/// A set of squares of this board.\npub type Set = {set};"
            )
        }
        Language::Json => {
            write!(
                out,
                "{{\"generator\": \"{HEADER}\", \"files\": {files}, \"ranks\": {ranks}, \"squares\": {squares}"
            )
        }
    }
}

fn end(out: &mut impl Write, language: Language) -> fmt::Result {
    match language {
        Language::C => writeln!(out, "\n#endif /* A1H8_TABLES_H */"),
        Language::Rust => Ok(()),
        Language::Json => writeln!(out, "}}"),
    }
}

/// One value in `language`.
fn write_value(
    out: &mut impl Write,
    language: Language,
    element: Element,
    value: u128,
) -> fmt::Result {
    let (high, low) = ((value >> 64) as u64, value as u64);
    match (language, element) {
        (Language::C, Element::U64) => write!(out, "UINT64_C({low:#018x})"),
        (Language::C, Element::U128) => write!(out, "A1H8_U128({high:#018x}, {low:#018x})"),
        (Language::Rust, Element::U64) => write!(out, "{low:#018x}"),
        (Language::Rust, Element::U128) => write!(out, "{value:#034x}"),
        (Language::Json, Element::U64) => write!(out, "\"{low:#018x}\""),
        (Language::Json, Element::U128) => write!(out, "\"{value:#034x}\""),
        (_, Element::U8 | Element::U32) => write!(out, "{low}"),
    }
}

/// The values `at(0) .. at(count - 1)` as one bracketed list, `per_line`
/// to a line, indented by `indent`.
fn write_list(
    out: &mut impl Write,
    language: Language,
    element: Element,
    count: usize,
    indent: usize,
    at: &dyn Fn(usize) -> u128,
) -> fmt::Result {
    let (open, close) = match language {
        Language::C => ('{', '}'),
        Language::Rust | Language::Json => ('[', ']'),
    };
    let per_line = element.per_line();
    out.write_char(open)?;
    for i in 0..count {
        if i % per_line == 0 {
            out.write_char('\n')?;
            for _ in 0..indent + 4 {
                out.write_char(' ')?;
            }
        } else {
            out.write_char(' ')?;
        }
        write_value(out, language, element, at(i))?;
        if i + 1 < count {
            out.write_char(',')?;
        }
    }
    out.write_char('\n')?;
    for _ in 0..indent {
        out.write_char(' ')?;
    }
    out.write_char(close)
}

fn write_array(out: &mut impl Write, language: Language, array: &Array<'_>) -> fmt::Result {
    let (outer, inner) = array.dims;
    let value = array.value;
    let element = array.element;
    match language {
        Language::C => {
            let ty = element.names().0;
            writeln!(out, "\n/* {} */", array.comment)?;
            write!(out, "static const {ty} A1H8_{}[{outer}]", array.name)?;
            if let Some(inner) = inner {
                write!(out, "[{inner}]")?;
            }
            out.write_str(" = ")?;
        }
        Language::Rust => {
            let ty = element.names().1;
            writeln!(out, "\n/// {}", array.comment)?;
            write!(out, "pub static {}: ", array.name)?;
            match inner {
                Some(inner) => write!(out, "[[{ty}; {inner}]; {outer}] = ")?,
                None => write!(out, "[{ty}; {outer}] = ")?,
            }
        }
        Language::Json => {
            out.write_str(",\n\"")?;
            for c in array.name.chars() {
                out.write_char(c.to_ascii_lowercase())?;
            }
            out.write_str("\": ")?;
        }
    }
    match inner {
        None => write_list(out, language, element, outer, 0, &|i| value([i, 0]))?,
        Some(inner) => {
            let (open, close) = match language {
                Language::C => ('{', '}'),
                Language::Rust | Language::Json => ('[', ']'),
            };
            out.write_char(open)?;
            for i in 0..outer {
                out.write_str("\n    ")?;
                write_list(out, language, element, inner, 4, &|j| value([i, j]))?;
                if i + 1 < outer {
                    out.write_char(',')?;
                }
            }
            out.write_char('\n')?;
            out.write_char(close)?;
        }
    }
    match language {
        Language::C | Language::Rust => out.write_str(";\n"),
        Language::Json => Ok(()),
    }
}

/// Writes, as one JSON object, what the web explorer (`a1h8 site`) needs
/// beside the 8x8 tables of [`emit`]:
///
/// - `"boards"`: every board from 1x1 to 16x16, files first
///   (`boards[(files - 1) * 16 + ranks - 1]`), each `{"files", "ranks",
///   "diagonal", "anti_diagonal", "moves", "relations"}`: per square (index
///   `rank * files + file`) its diagonal `rank - file`, its anti-diagonal
///   `rank + file` and its moves to the edge (`moves[direction][square]`,
///   directions N, NE, E, SE, S, SW, W, NW), and for each of the forum
///   post's relations ([`crate::relations`]) whether it holds on that board
///   verbatim, read for n x n (`null` off square boards) and in its general
///   form;
/// - `"relations"`: those relations' names and formulas in each form;
/// - `"symmetries"`: the eight symmetries, each `{"name", "map"}` with
///   `map[square]` the square it is moved to (8x8);
/// - `"piece_codes"`: the FEN letter of each piece and the number it counts
///   as when canonical forms are compared ([`crate::canonical::piece_code`]);
/// - `"line_numbers"`: the sources' numberings of the diagonals and
///   anti-diagonals ([`crate::line_tables::LineTable`]), each `{"name",
///   "description", "by_square"}` with one number per square, a1 first.
///
/// ```
/// let mut json = String::new();
/// a1h8::emit::explorer_json(&mut json).unwrap();
/// assert!(json.contains("\"name\": \"rotate-90\""));
/// assert!(json.contains("\"K\": 6"));
/// ```
///
/// # Errors
///
/// If `out` fails.
pub fn explorer_json(out: &mut impl Write) -> fmt::Result {
    use crate::relations::{Form, Relation};

    let list = |out: &mut dyn Write, values: &mut dyn Iterator<Item = i64>| -> fmt::Result {
        out.write_char('[')?;
        for (i, value) in values.enumerate() {
            if i > 0 {
                out.write_char(',')?;
            }
            write!(out, "{value}")?;
        }
        out.write_char(']')
    };
    write!(
        out,
        "{{\"generator\": \"{HEADER}\",\n\"max_side\": {}",
        BoardSize::MAX_SIDE
    )?;
    out.write_str(",\n\"directions\": [")?;
    for (i, direction) in Direction::ALL.iter().enumerate() {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "\"{direction}\"")?;
    }
    out.write_str("],\n\"relations\": [")?;
    for (i, relation) in Relation::ALL.iter().enumerate() {
        if i > 0 {
            out.write_char(',')?;
        }
        write!(
            out,
            "\n  {{\"name\": \"{}\", \"formulas\": {{",
            relation.name()
        )?;
        for (j, form) in Form::ALL.iter().enumerate() {
            if j > 0 {
                out.write_str(", ")?;
            }
            write!(out, "\"{}\": \"{}\"", form.name(), relation.formula(*form))?;
        }
        out.write_str("}}")?;
    }
    out.write_str("\n],\n\"symmetries\": [")?;
    for (i, symmetry) in crate::Symmetry::ALL.iter().enumerate() {
        if i > 0 {
            out.write_char(',')?;
        }
        write!(out, "\n  {{\"name\": \"{}\", \"map\": ", symmetry.name())?;
        list(
            out,
            &mut Square::ALL
                .iter()
                .map(|&s| symmetry.apply(s).index() as i64),
        )?;
        out.write_char('}')?;
    }
    out.write_str("\n],\n\"piece_codes\": {")?;
    let mut first = true;
    for color in [Color::White, Color::Black] {
        for kind in crate::PieceKind::STANDARD {
            let piece = crate::Piece::new(color, kind);
            if !first {
                out.write_str(", ")?;
            }
            first = false;
            write!(
                out,
                "\"{}\": {}",
                piece.char(),
                crate::canonical::piece_code(piece)
            )?;
        }
    }
    out.write_str("},\n\"line_numbers\": [")?;
    let mut first = true;
    for table in crate::line_tables::LineTable::ALL {
        let crate::line_tables::TableData::Grid(grid) = table.data() else {
            continue;
        };
        if !first {
            out.write_char(',')?;
        }
        first = false;
        write!(
            out,
            "\n  {{\"name\": \"{}\", \"description\": \"{}\", \"by_square\": ",
            table.name(),
            table.description()
        )?;
        list(out, &mut (0..64).map(|i| i64::from(grid[i / 8][i % 8])))?;
        out.write_char('}')?;
    }
    out.write_str("\n],\n\"boards\": [")?;
    for files in 1..=BoardSize::MAX_SIDE {
        for ranks in 1..=BoardSize::MAX_SIDE {
            let board = BoardSize::new(files, ranks).expect("sides 1 to MAX_SIDE");
            if files > 1 || ranks > 1 {
                out.write_char(',')?;
            }
            write!(
                out,
                "\n  {{\"files\": {files}, \"ranks\": {ranks}, \"diagonal\": "
            )?;
            list(out, &mut board.squares().map(|s| i64::from(s.diagonal())))?;
            out.write_str(", \"anti_diagonal\": ")?;
            list(
                out,
                &mut board.squares().map(|s| i64::from(s.anti_diagonal())),
            )?;
            out.write_str(", \"moves\": [")?;
            for (i, &direction) in Direction::ALL.iter().enumerate() {
                if i > 0 {
                    out.write_char(',')?;
                }
                list(
                    out,
                    &mut board.squares().map(|s| board.moves(s, direction) as i64),
                )?;
            }
            out.write_str("], \"relations\": [")?;
            for (i, relation) in Relation::ALL.iter().enumerate() {
                if i > 0 {
                    out.write_char(',')?;
                }
                out.write_char('[')?;
                for (j, &form) in Form::ALL.iter().enumerate() {
                    if j > 0 {
                        out.write_char(',')?;
                    }
                    match relation.holds(form, board) {
                        Some(true) => out.write_str("true")?,
                        Some(false) => out.write_str("false")?,
                        None => out.write_str("null")?,
                    }
                }
                out.write_char(']')?;
            }
            out.write_str("]}")?;
        }
    }
    out.write_str("\n]}\n")
}
