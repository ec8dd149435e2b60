//! `--variant NAME`: the chess variant a command plays, and `a1h8
//! variants`, the list of them.

use a1h8::PieceKind;
use a1h8::variant::Variant;
use serde::{Serialize, Serializer};

use crate::args::VariantArgs;
use crate::output::{Failure, Out, Outcome};

/// The names of the built-in variants, for messages: `chess, gardner, ...`.
fn built_in_names() -> String {
    Variant::BUILT_IN.map(|variant| variant.name()).join(", ")
}

/// The built-in variant `name`, or a usage failure that lists them.
fn built_in(name: &str) -> Result<&'static Variant<'static>, Failure> {
    Variant::built_in(name).ok_or_else(|| {
        Failure::Usage(format!(
            "invalid value '{name}' for '--variant <NAME>': no built-in variant {name:?}: \
             expected one of {}",
            built_in_names()
        ))
    })
}

/// Calls `run` with the variant `args` name, if they name one.
pub fn with_variant<R>(
    args: &VariantArgs,
    run: impl FnOnce(&Variant<'_>) -> Result<R, Failure>,
) -> Option<Result<R, Failure>> {
    let name = args.variant.as_deref()?;
    Some(built_in(name).and_then(run))
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
