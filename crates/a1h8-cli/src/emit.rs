//! `a1h8 emit`: the lookup tables as a C header, a Rust module or JSON.

use a1h8::bitboard128::BoardMasks;
use a1h8::emit::{EmitError, Language, Source, Table};
use clap::Args;

use crate::geometry::{parse_files, parse_ranks};
use crate::output::{Failure, Out, Outcome};
use crate::{geometry, site};

/// Write the lookup tables as a C header, a Rust module or JSON
///
/// Without --table, every table. The 8x8 tables by default, with the rook's and the bishop's
/// fancy magic tables (magic numbers, masks, shifts, offsets, attacks) and a lookup function;
/// with --files and --ranks, the geometry tables (lines, rays, between, line, leapers) of any
/// board of up to 128 squares, as unsigned __int128 / u128 where 64 bits do not suffice. Conventions: squares indexed
/// rank * files + file (a1 = 0), directions N, NE, E, SE, S, SW, W, NW, rays without their
/// origin, between without either end, line edge to edge; each array has a comment.
///
/// With --explorer (JSON only), what the web explorer reads beside the 8x8 tables: every
/// board from 1x1 to 16x16 (diagonal, anti-diagonal and moves to the edge of each square,
/// and where each of the forum post's relations holds), the eight symmetries as square
/// maps, the pieces' canonical-form codes and the sources' numberings of the diagonals.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 emit --lang c > a1h8_tables.h\n  a1h8 emit --lang rust --table between --table line > tables.rs\n  a1h8 emit --lang json --table knight | jq .knight\n  a1h8 emit --lang c --files 10 --ranks 8 > capablanca.h\n  a1h8 emit --lang json --explorer | jq '.boards[0]'"
)]
pub struct EmitArgs {
    /// The language: c, rust or json
    #[arg(long, value_name = "LANG")]
    pub lang: Language,
    /// A table to write, repeatable [default: all]: file, rank, diagonal, anti-diagonal, ray,
    /// between, line, knight, king, pawn-attacks, rook-magic, bishop-magic
    #[arg(long = "table", value_name = "NAME")]
    pub tables: Vec<Table>,
    /// The web explorer's data instead of tables: every board's geometry, the forum post's
    /// relations, the symmetries (JSON only)
    #[arg(long, conflicts_with_all = ["tables", "files", "ranks"])]
    pub explorer: bool,
    /// The number of files of another board, 1 to 16 (with --ranks; at most 128 squares)
    #[arg(long, requires = "ranks", allow_negative_numbers = true, value_parser = parse_files)]
    pub files: Option<usize>,
    /// The number of ranks of another board, 1 to 16 (with --files; at most 128 squares)
    #[arg(long, requires = "files", allow_negative_numbers = true, value_parser = parse_ranks)]
    pub ranks: Option<usize>,
}

/// `a1h8 emit`: the tables as source code.
pub fn command(args: EmitArgs, out: &mut Out) -> Outcome {
    if args.explorer {
        if args.lang != a1h8::emit::Language::Json {
            return Err(Failure::Usage(format!(
                "--explorer writes JSON, not {}: use --lang json",
                args.lang.name()
            )));
        }
        return out.print(&site::explorer_json());
    }
    let source = match (args.files, args.ranks) {
        (Some(files), Some(ranks)) => {
            let size = geometry::board(files, ranks);
            let masks = BoardMasks::new(size).ok_or(Failure::Usage(format!(
                "a {size} board has {} squares: --files and --ranks emit boards of up to 128",
                size.square_count()
            )))?;
            Source::Board(masks)
        }
        _ => Source::Standard,
    };
    let tables = match (args.tables.is_empty(), source) {
        (false, _) => &args.tables[..],
        (true, Source::Standard) => &Table::ALL[..],
        (true, Source::Board(_)) => &Table::GEOMETRY[..],
    };
    let mut text = String::new();
    a1h8::emit::emit(&mut text, args.lang, source, tables).map_err(|e| match e {
        EmitError::Write => unreachable!("a String takes any text"),
        refused => Failure::Usage(refused.to_string()),
    })?;
    out.print(&text)
}
