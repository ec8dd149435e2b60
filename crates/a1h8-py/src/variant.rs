//! `a1h8.Variant`: the rules of a game (chess, Chess960, a built-in
//! variant, or a section of a Fairy-Stockfish `variants.ini`), and the
//! argument `variant=` every function and class takes, a name or a
//! `Variant`, read into the core's [`Rules`] once.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{LazyLock, Mutex, PoisonError};

use a1h8::variant::{IniError, Variant as Rulebook};
use a1h8::{Rules, names};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

/// The name `variant=` takes for Chess960.
const CHESS960: &str = Rules::CHESS960;

/// The names `variant=` takes: `chess`, `chess960` and the built-in
/// variants.
fn variant_names() -> [&'static str; Rulebook::BUILT_IN.len() + 1] {
    let mut names = [CHESS960; Rulebook::BUILT_IN.len() + 1];
    for (i, variant) in Rulebook::BUILT_IN.iter().enumerate() {
        // chess first, then chess960, then the others.
        names[if i == 0 { 0 } else { i + 1 }] = variant.name();
    }
    names
}

/// The rules of the game named `name` in any case (`"chess"`,
/// `"Chess960"`, `"CAPABLANCA"`), or a `ValueError` listing the names and
/// suggesting the nearest.
pub fn named(name: &str) -> PyResult<Rules<'static>> {
    Rules::named(name).ok_or_else(|| {
        let known = variant_names();
        PyValueError::new_err(format!(
            "unknown variant {name:?}: expected one of {}{}",
            known.join(", "),
            names::did_you_mean(name, known)
        ))
    })
}

/// The variants read from `variants.ini` texts, by text and name, each
/// with its text. A variant borrows its text and a game holds its variant
/// for as long as Python holds the game, so both are leaked, once for each
/// distinct text and name: reading the same section again takes it from
/// here, and the memory kept is bounded by the distinct sections read.
type IniVariants = HashMap<(String, String), (&'static str, &'static Rulebook<'static>)>;

/// The process's [`IniVariants`].
static INI_VARIANTS: LazyLock<Mutex<IniVariants>> = LazyLock::new(Mutex::default);

/// The variant `name` of the `variants.ini` text `text` and the text it
/// borrows, read once per distinct text and name for the life of the
/// process.
fn ini_variant(
    text: &str,
    name: &str,
) -> Result<(&'static str, &'static Rulebook<'static>), IniError> {
    let mut variants = INI_VARIANTS.lock().unwrap_or_else(PoisonError::into_inner);
    let key = (text.to_string(), name.to_string());
    if let Some(&read) = variants.get(&key) {
        return Ok(read);
    }
    // Read first from the borrowed text: nothing is leaked for an error.
    Rulebook::from_ini(text, name)?;
    let text: &'static str = Box::leak(key.0.clone().into_boxed_str());
    let variant: &'static Rulebook<'static> = Box::leak(Box::new(Rulebook::from_ini(text, name)?));
    variants.insert(key, (text, variant));
    Ok((text, variant))
}

/// Where a `Variant` came from, to make it again (`pickle`, `repr`).
#[derive(Clone, Copy)]
enum Source {
    /// A name `variant=` takes.
    Name,
    /// A section of a `variants.ini` text.
    Ini(&'static str),
}

/// The rules of a game: chess, Chess960, a built-in variant, or a section
/// of a `variants.ini` (the syntax of Fairy-Stockfish, as `a1h8
/// --variant NAME --variant-file FILE.ini` reads it). Every `variant=`
/// argument takes one, or the name of a built-in game.
///
/// >>> from a1h8 import Variant, perft
/// >>> knights = Variant.from_ini("[knights:chess]\npromotionPieceTypes = n\n", "knights")
/// >>> knights.name, knights.files, knights.ranks
/// ('knights', 8, 8)
/// >>> perft("8/P6k/8/8/8/8/8/K7 w - - 0 1", 1, variant=knights)
/// 4
// The docstring is Python's: its `[knights:chess]` is an ini header, no link.
#[allow(rustdoc::broken_intra_doc_links)]
#[pyclass(frozen, eq, hash, module = "a1h8")]
pub struct Variant {
    rules: Rules<'static>,
    /// The game's name: `"chess"`, `"chess960"`, a built-in variant's or
    /// the section's.
    #[pyo3(get)]
    name: &'static str,
    source: Source,
}

/// Equal for equal rules, wherever they were read from.
impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        self.rules == other.rules
    }
}

impl std::hash::Hash for Variant {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.rules.hash(state);
    }
}

impl Variant {
    /// The `Variant` of `rules`, made from `source`.
    fn of(rules: Rules<'static>, source: Source) -> Variant {
        Variant {
            rules,
            name: rules.name(),
            source,
        }
    }
}

#[pymethods]
impl Variant {
    /// The built-in game `name`, in any case: `"chess"`, `"chess960"` or a
    /// name of `a1h8.VARIANTS`. Raises `ValueError` for an unknown one,
    /// with the nearest name.
    #[new]
    fn new(name: &str) -> PyResult<Variant> {
        named(name).map(|rules| Variant::of(rules, Source::Name))
    }

    /// The variant `name` of a `variants.ini` text, as `a1h8 --variant NAME
    /// --variant-file FILE.ini` reads it: the section `[name]` or
    /// `[name:parent]`, its parents' keys under its own; a built-in game's
    /// name the text has no section of is the built-in game. Raises
    /// `ValueError` saying which line is wrong. Each distinct text and name
    /// is read once and kept for the life of the process (games hold their
    /// rules): reading it again costs no memory.
    #[staticmethod]
    fn from_ini(text: &str, name: &str) -> PyResult<Variant> {
        read_ini(text, name).map_err(|error| PyValueError::new_err(error.to_string()))
    }

    /// `from_ini` of the text of the file at `path` (a `str` or a path);
    /// its errors name the file (`"my.ini: line 3: ..."`), and one that
    /// cannot be read raises `OSError`.
    #[staticmethod]
    fn from_file(path: PathBuf, name: &str) -> PyResult<Variant> {
        let text = std::fs::read_to_string(&path)?;
        read_ini(&text, name)
            .map_err(|error| PyValueError::new_err(format!("{}: {error}", path.display())))
    }

    /// The board's files (columns).
    #[getter]
    fn files(&self) -> usize {
        self.size().files()
    }

    /// The board's ranks (rows).
    #[getter]
    fn ranks(&self) -> usize {
        self.size().ranks()
    }

    /// The FEN of the start position.
    #[getter]
    fn start_fen(&self) -> String {
        match self.rules.variant() {
            Some(variant) => variant.start_fen().to_string(),
            // Chess960's start writes its castling rights by file (HAha).
            None => self
                .rules
                .start()
                .map_or_else(|_| String::new(), |s| s.to_string()),
        }
    }

    fn __repr__(&self) -> String {
        match self.source {
            Source::Name => format!("Variant('{}')", self.name),
            Source::Ini(_) => format!("<Variant '{}' from a variants.ini>", self.name),
        }
    }

    /// Pickled as the call that makes it again: `Variant(name)`, or
    /// `Variant.from_ini(text, name)` (for Dask's workers, say).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let class = slf.get_type();
        let this = slf.get();
        match this.source {
            Source::Name => (class, (this.name,)).into_pyobject(py),
            Source::Ini(text) => (class.getattr("from_ini")?, (text, this.name)).into_pyobject(py),
        }
    }
}

impl Variant {
    /// The board of the game.
    fn size(&self) -> a1h8::geometry::BoardSize {
        match self.rules.variant() {
            Some(variant) => variant.size(),
            None => a1h8::geometry::BoardSize::STANDARD,
        }
    }
}

/// [`Variant::from_ini`] before its errors are Python's: the section, or
/// the built-in game of its name (the built-in games stay available, as
/// with the tool's `--variant-file`).
fn read_ini(text: &str, name: &str) -> Result<Variant, IniError> {
    match ini_variant(text, name) {
        Ok((text, variant)) => Ok(Variant::of(Rules::Variant(variant), Source::Ini(text))),
        Err(IniError::SectionNotFound { .. }) if Rules::named(name).is_some() => Ok(Variant::of(
            Rules::named(name).expect("a built-in game"),
            Source::Name,
        )),
        Err(error) => Err(error),
    }
}

/// The `variant=` argument: a name, as [`named`] reads it, or a
/// [`Variant`].
#[derive(Clone, Copy)]
pub struct GameRules(pub Rules<'static>);

impl GameRules {
    /// Chess, `variant=`'s default.
    pub const CHESS: GameRules = GameRules(Rules::Chess);
}

impl<'a, 'py> FromPyObject<'a, 'py> for GameRules {
    type Error = PyErr;

    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<GameRules> {
        if let Ok(variant) = value.cast::<Variant>() {
            return Ok(GameRules(variant.get().rules));
        }
        if let Ok(name) = value.cast::<PyString>() {
            return named(&name.to_cow()?).map(GameRules);
        }
        Err(PyTypeError::new_err(format!(
            "variant must be a str or an a1h8.Variant, not {}",
            value.get_type().name()?
        )))
    }
}
