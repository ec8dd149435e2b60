//! `--variant NAME`: the chess variant a command plays, and `a1h8
//! variants`, the list of them.

use a1h8::names;
use a1h8::variant::{CHESS, IniError, Variant, ini_definition, ini_sections};
use a1h8::{PieceKind, Rules};
use clap::Args;
use serde::{Serialize, Serializer};

use crate::output::{Failure, Out, Outcome, describe, report};
use crate::picture::TextOrJsonOutput;

/// List the built-in chess variants, or the variants of a Fairy-Stockfish variants.ini
///
/// One variant a line: its name, its board (files x ranks) and its start position in FEN,
/// aligned. These names are what --variant takes in perft, moves and show.
///
/// With --file FILE.ini, the variants of that file instead (in the syntax of
/// Fairy-Stockfish's variants.ini), each read as --variant-file reads it: a section that
/// cannot be read prints its error on standard error, the others still print, and the exit
/// status is 1.
///
/// --format json (or --json) prints one JSON object a line: {"name", "files", "ranks",
/// "start_fen", "pieces", "promotions", "castling"}: "pieces" the kinds in play by name with
/// their FEN letter ({"pawn": "p", ...}), "promotions" the kinds pawns promote to, strongest
/// first, "castling" null or the files the king castles to, {"king_side", "queen_side"}.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 variants\n  a1h8 variants --json | jq -r .name\n  a1h8 variants --file my.ini"
)]
pub struct VariantsArgs {
    /// List the variants of this file in the syntax of Fairy-Stockfish's variants.ini instead
    #[arg(long, value_name = "FILE.ini")]
    pub file: Option<String>,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

/// The chess variant a command plays, if not standard chess.
#[derive(Args)]
pub struct VariantArgs {
    /// A chess variant instead of standard chess: chess, gardner, losalamos, chancellor,
    /// capablanca, gothic or embassy (a1h8 variants lists them), in any case, or chess960 (chess
    /// on its own generator, castling as king takes rook), or a section of --variant-file
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Read --variant from this file in the syntax of Fairy-Stockfish's variants.ini (the
    /// built-in variants stay available)
    #[arg(long, value_name = "FILE.ini")]
    pub variant_file: Option<String>,
}

/// The names of the built-in variants, for messages: `chess, gardner, ...`.
fn built_in_names() -> String {
    Variant::BUILT_IN.map(|variant| variant.name()).join(", ")
}

/// The built-in variant `name`, in any case, or a usage failure that lists
/// them and suggests the nearest.
fn built_in(name: &str) -> Result<&'static Variant<'static>, Failure> {
    let names = Variant::BUILT_IN.map(|variant| variant.name());
    names::find(name, &Variant::BUILT_IN, |variant| variant.name()).ok_or_else(|| {
            Failure::Usage(format!(
                "invalid value '{name}' for '--variant <NAME>': no built-in variant {name:?}: \
                 expected one of {}, {CHESS960}, or a section of a variants.ini with --variant-file{}",
                built_in_names(),
                names::did_you_mean(name, names.into_iter().chain([CHESS960]))
            ))
        })
}

/// The name `--variant` takes for Chess960.
pub const CHESS960: &str = Rules::CHESS960;

/// The text of the variants.ini at `path`; one that cannot be read is a
/// usage failure, as a perft suite that cannot be.
fn read_ini(path: &str) -> Result<String, Failure> {
    std::fs::read_to_string(path)
        .map_err(|e| Failure::Usage(format!("cannot read {path}: {}", describe(&e))))
}

/// The game a command plays, chosen once from `--variant` and
/// `--variant-file`.
#[derive(Clone, Copy, Debug)]
pub struct Chosen {
    /// The rules: chess without `--variant`, Chess960 for `--variant
    /// chess960` (in any case) without a file, played on the chess
    /// generator; a variant otherwise, `--variant chess` included (chess on
    /// the generic generator).
    pub rules: Rules<'static>,
    /// The sections of `--variant-file` that define the variant
    /// ([`ini_definition`]), or "" for a built-in game: what a units file
    /// records of it.
    pub definition: &'static str,
}

/// The game `args` choose. A variant read from `--variant-file` lives as
/// long as the process (its text and rules are kept for good: the tool
/// chooses one game a run). A file that cannot be read, or a variant in it
/// that cannot, is a usage failure, as a bad perft suite is.
pub fn chosen(args: &VariantArgs) -> Result<Chosen, Failure> {
    let built = |rules| Chosen {
        rules,
        definition: "",
    };
    let Some(name) = args.variant.as_deref() else {
        return match args.variant_file {
            Some(_) => Err(Failure::Usage(
                "--variant-file needs --variant NAME: the variant of the file to play".to_string(),
            )),
            None => Ok(built(Rules::Chess)),
        };
    };
    let Some(path) = args.variant_file.as_deref() else {
        if name.eq_ignore_ascii_case(CHESS960) {
            return Ok(built(Rules::Chess960));
        }
        return built_in(name).map(|variant| built(Rules::Variant(variant)));
    };
    let text: &'static str = Box::leak(read_ini(path)?.into_boxed_str());
    match Variant::from_ini(text, name) {
        Ok(variant) => {
            let definition = ini_definition(text, name)
                .map_err(|error| Failure::Usage(format!("{path}: {error}")))?;
            let variant: &'static Variant<'static> = Box::leak(Box::new(variant));
            Ok(Chosen {
                rules: Rules::Variant(variant),
                definition: Box::leak(definition.to_string().into_boxed_str()),
            })
        }
        // The built-in variants stay available, as in Fairy-Stockfish.
        Err(IniError::SectionNotFound { .. }) if built_in(name).is_ok() => {
            built_in(name).map(|variant| built(Rules::Variant(variant)))
        }
        Err(error) => Err(Failure::Usage(format!("{path}: {error}"))),
    }
}

/// The game `args` name, if they name one, as a units file records it:
/// its name and the digest of its rules (Chess960's are chess's).
pub fn named_game(args: &VariantArgs) -> Option<Result<(String, u64), Failure>> {
    if args.variant.is_none() && args.variant_file.is_none() {
        return None;
    }
    Some(chosen(args).map(|chosen| match chosen.rules {
        Rules::Variant(variant) => (variant.name().to_string(), variant.rules_digest()),
        Rules::Chess | Rules::Chess960 => (CHESS.name().to_string(), CHESS.rules_digest()),
    }))
}

/// A variant as `a1h8 variants --json` prints it.
#[derive(Serialize)]
struct VariantJson<'a> {
    name: &'a str,
    files: usize,
    ranks: usize,
    start_fen: &'a str,
    /// The kinds in play by name, each with its lower-case FEN letter, in
    /// the order of [`PieceKind::ALL`].
    #[serde(serialize_with = "letters")]
    pieces: Vec<(&'static str, char)>,
    promotions: Vec<&'static str>,
    castling: Option<CastlingJson>,
}

/// The files a king castles to, by letter.
#[derive(Serialize)]
struct CastlingJson {
    king_side: char,
    queen_side: char,
}

/// `[("pawn", 'p'), ...]` as the object `{"pawn": "p", ...}`, in order.
fn letters<S: Serializer>(pieces: &[(&'static str, char)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(pieces.iter().copied())
}

impl<'a> VariantJson<'a> {
    fn new(variant: &'a Variant<'a>) -> VariantJson<'a> {
        let file = |file: u8| char::from(b'a' + file);
        VariantJson {
            name: variant.name(),
            files: variant.size().files(),
            ranks: variant.size().ranks(),
            start_fen: variant.start_fen(),
            pieces: PieceKind::ALL
                .into_iter()
                .filter_map(|kind| Some((kind.name(), variant.letter(kind)?)))
                .collect(),
            promotions: variant.promotions().iter().map(PieceKind::name).collect(),
            castling: variant.castling().map(|files| CastlingJson {
                king_side: file(files.king_side),
                queen_side: file(files.queen_side),
            }),
        }
    }
}

/// The variants, one a line: name, board and start FEN in aligned columns,
/// or one JSON object a line.
fn list(variants: &[&Variant<'_>], json: bool, out: &mut Out) -> Outcome {
    if json {
        for variant in variants {
            out.json_line(&VariantJson::new(variant))?;
        }
        return Ok(());
    }
    let name_width = variants.iter().map(|v| v.name().len()).max().unwrap_or(0);
    let sizes: Vec<String> = variants.iter().map(|v| v.size().to_string()).collect();
    let size_width = sizes.iter().map(String::len).max().unwrap_or(0);
    for (variant, size) in variants.iter().zip(&sizes) {
        out.line(&format!(
            "{:name_width$}  {size:size_width$}  {}",
            variant.name(),
            variant.start_fen()
        ))?;
    }
    Ok(())
}

/// `a1h8 variants [--json]`: the built-in variants.
pub fn variants(json: bool, out: &mut Out) -> Outcome {
    let built_in: Vec<&Variant<'_>> = Variant::BUILT_IN.into_iter().collect();
    list(&built_in, json, out)
}

/// `a1h8 variants --file FILE.ini [--json]`: the variants of the file, each
/// section read by itself. A section that cannot be read is one line on
/// standard error (`FILE: section [name]: line N: ...`), the others are
/// listed, and the run fails at the end; an error in the file's structure,
/// which every section would repeat, is reported once.
pub fn variants_of_file(path: &str, json: bool, out: &mut Out) -> Outcome {
    let text = read_ini(path)?;
    // No header is named "": any error but the missing section is in the
    // file as a whole.
    match Variant::from_ini(&text, "") {
        Err(IniError::SectionNotFound { .. }) | Ok(_) => {}
        Err(error) => return Err(Failure::Input(format!("{path}: {error}"))),
    }
    let mut variants = Vec::new();
    let mut failed = false;
    for name in ini_sections(&text) {
        match Variant::from_ini(&text, name) {
            Ok(variant) => variants.push(variant),
            Err(error) => {
                failed = true;
                report(format!("{path}: section [{name}]: {error}"));
            }
        }
    }
    let listed: Vec<&Variant<'_>> = variants.iter().collect();
    list(&listed, json, out)?;
    if failed {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}

/// `a1h8 variants`: the built-in variants, or those of `--file`.
pub fn command(args: VariantsArgs, out: &mut Out) -> Outcome {
    match args.file.as_deref() {
        Some(path) => variants_of_file(path, args.output.json(), out),
        None => variants(args.output.json(), out),
    }
}
