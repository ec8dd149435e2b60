//! `a1h8 emit`: the lookup tables as a C header, a Rust module or JSON.

use a1h8::bitboard128::BoardMasks;
use a1h8::emit::{EmitError, Source, Table};

use crate::args::EmitArgs;
use crate::output::{Failure, Out, Outcome};
use crate::{geometry, site};

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
