//! `a1h8 site OUT_DIR`: the web explorer, a static site of hand-written
//! HTML, CSS and JavaScript (embedded here from `site/`) and the tables of
//! `a1h8 emit --lang json`, which the page reads as scripts assigning
//! globals because a page opened from `file://` cannot fetch JSON. The
//! tables are written once, in those scripts: no `.json` copy beside them
//! (`a1h8 emit --lang json` prints the same JSON). `tablebase.js` holds the
//! tablebase view's endings, generated in memory ([`crate::site_tablebase`]).

use std::fs;
use std::path::Path;

use a1h8::emit::{Language, Source, Table};
use clap::Args;

use crate::output::{Failure, Out, Outcome, describe};

/// Write the web explorer: a static site to open in a browser, no server needed
///
/// Creates OUT_DIR (and its parents) and writes index.html, style.css, app.js and the
/// tables of a1h8 emit --lang json (all of them, and --explorer's) once, as tables.js and
/// explorer.js, which the page loads (a page opened from file:// cannot fetch JSON; the
/// JSON itself is what a1h8 emit --lang json prints), and tablebase.js: KQvK and KRvK on 8x8
/// and on Gardner's 5x5, generated in memory, every placement's DTM with the white king in
/// the board's lower-left quarter (the page mirrors the others into it). No
/// network, no build step: open OUT_DIR/index.html.
/// Five modes: the board (lines, rays, between and line of a square or two), sliders
/// (attacks by magic lookup, step by step), symmetries (the eight and the canonical form),
/// board sizes (1x1 to 16x16, with the forum post's formulas) and the tablebase (each move
/// of a position coloured by its result and labelled with its mate, a mating line to walk
/// move by move against the best defence). The view is kept in the URL's
/// hash, so any view is a link. A directory or file that cannot be written is one error
/// line, and exit status 1.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 site /tmp/a1h8-site && xdg-open /tmp/a1h8-site/index.html\n  a1h8 site public/"
)]
pub struct SiteArgs {
    /// The directory to write the site into (created if missing)
    #[arg(value_name = "OUT_DIR")]
    pub out_dir: std::path::PathBuf,
}

/// The hand-written files, by name.
const ASSETS: [(&str, &str); 3] = [
    ("index.html", include_str!("../site/index.html")),
    ("style.css", include_str!("../site/style.css")),
    ("app.js", include_str!("../site/app.js")),
];

/// Every 8x8 table of `a1h8 emit --lang json`, magic tables included.
pub fn tables_json() -> String {
    let mut text = String::new();
    a1h8::emit::emit(&mut text, Language::Json, Source::Standard, &Table::ALL)
        .expect("the 8x8 board has every table, and a String takes any text");
    text
}

/// `a1h8 emit --lang json --explorer`.
pub fn explorer_json() -> String {
    let mut text = String::new();
    a1h8::emit::explorer_json(&mut text).expect("a String takes any text");
    text
}

/// The files of the site: name and contents.
pub fn files() -> Vec<(&'static str, String)> {
    let tables = tables_json();
    let explorer = explorer_json();
    let mut files: Vec<(&'static str, String)> = ASSETS
        .iter()
        .map(|&(name, text)| (name, text.to_string()))
        .collect();
    files.push((
        "tables.js",
        format!(
            "// a1h8 emit --lang json\nwindow.A1H8_TABLES = {};\n",
            tables.trim_end()
        ),
    ));
    files.push((
        "explorer.js",
        format!(
            "// a1h8 emit --lang json --explorer\nwindow.A1H8_EXPLORER = {};\n",
            explorer.trim_end()
        ),
    ));
    files.push(("tablebase.js", crate::site_tablebase::script()));
    files
}

/// Writes the site into `dir`, creating it, and says what it wrote.
pub fn write(dir: &Path, out: &mut Out) -> Outcome {
    let shown = dir.display();
    fs::create_dir_all(dir)
        .map_err(|e| Failure::Input(format!("cannot create {shown}: {}", describe(&e))))?;
    let mut bytes = 0;
    let files = files();
    for (name, text) in &files {
        let path = dir.join(name);
        fs::write(&path, text).map_err(|e| {
            Failure::Input(format!("cannot write {}: {}", path.display(), describe(&e)))
        })?;
        bytes += text.len();
    }
    out.line(&format!(
        "wrote {} files, {} bytes, to {shown}: open {} in a browser",
        files.len(),
        bytes,
        dir.join("index.html").display()
    ))
}
