//! `a1h8 magics`: the magic finder run from a seed, and the check of a set
//! of magic numbers.

use a1h8::attacks::magic::SEED;

use clap::Args;

use crate::picture::TextOrJsonOutput;

use std::io::{self, BufRead};

use a1h8::Square;
use a1h8::attacks::Slider;
use a1h8::attacks::magic::{self, SplitMix64};
use serde::Serialize;

use crate::output::{Failure, Out, Outcome, describe, report};

/// Find magic numbers with the library's finder, or verify a set of them
///
/// Without --verify: for every square of the chosen pieces, the first magic number the
/// finder's sparse random candidates give from --seed (each square searches its own stream),
/// printed as "piece square magic bits entries candidates", then a summary that says whether
/// they are the numbers a1h8 stores (they are for the default seed). --stored prints the
/// stored numbers instead. --format json (or --json) prints, instead of the lines and the
/// summary, one JSON object per square: {"piece", "square", "magic", "bits", "entries",
/// "candidates"}, "magic" as 0x and 16 hex digits; --stored and --verify print text only.
///
/// With --verify, reads lines "piece square magic" (the format printed; more words and
/// # comments are ignored) from FILE or standard input and checks each: no two occupancies
/// with different attacks may share an entry. A bad number or line is one error line on
/// standard error, and the exit status is 1.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 magics --piece bishop\n  a1h8 magics --seed 12345 > mine.txt\n  a1h8 magics --verify mine.txt\n  a1h8 magics --stored | a1h8 magics --verify\n  echo \"rook a1 0x1\" | a1h8 magics --verify"
)]
pub struct MagicsArgs {
    /// Only this piece's magic numbers: rook or bishop [default: both]
    #[arg(long, value_name = "PIECE")]
    pub piece: Option<Slider>,
    /// The finder's seed, decimal or 0x hex [default: a1h8's, 0x61316838]
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seed, conflicts_with_all = ["verify", "stored"])]
    pub seed: Option<u64>,
    /// Print the magic numbers a1h8 stores, in the same format (not JSON)
    #[arg(long, conflicts_with_all = ["verify", "json"])]
    pub stored: bool,
    /// Verify the magic numbers read from FILE (- or none: standard input); not with JSON
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-", conflicts_with = "json")]
    pub verify: Option<String>,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

/// Parses a seed: decimal, or hexadecimal after `0x` (a wrapper: `u64`'s
/// `FromStr` takes no hex, and says nothing of the range).
pub fn parse_seed(s: &str) -> Result<u64, String> {
    const RANGE: &str = "a seed is 0 to 18446744073709551615, or 0x and hex digits";
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16)
            .map_err(|_| format!("expected hex digits after 0x: {RANGE}")),
        None => crate::numbers::whole_number(s, 0, u64::MAX, RANGE),
    }
}

/// One magic number as `--json` prints it.
#[derive(Serialize)]
struct FoundJson {
    piece: &'static str,
    square: String,
    magic: String,
    bits: u32,
    entries: usize,
    candidates: u64,
}

/// Finds a magic number for every square of each of `sliders` from
/// `seed`, printing one line per square as it is found, then a summary.
pub fn find(sliders: &[Slider], seed: u64, json: bool, out: &mut Out) -> Outcome {
    if !json {
        out.line(&format!(
            "# a1h8 magics --seed {seed:#x}: piece, square, magic number, relevant squares, entries, candidates tried"
        ))?;
    }
    for &slider in sliders {
        let (mut entries, mut candidates, mut stored) = (0, 0, 0);
        for square in Square::ALL {
            let mut rng = SplitMix64::for_square(seed, slider, square);
            let found = magic::find_magic(slider, square, &mut rng).ok_or_else(|| {
                Failure::Input(format!(
                    "no magic number for the {slider} on {square} within {} candidates",
                    magic::MAX_CANDIDATES
                ))
            })?;
            entries += found.size;
            candidates += found.candidates;
            stored += usize::from(found.magic == magic::magic(slider, square).magic);
            let bits = 64 - found.shift;
            if json {
                out.json_line(&FoundJson {
                    piece: slider.name(),
                    square: square.to_string(),
                    magic: format!("{:#018x}", found.magic),
                    bits,
                    entries: found.size,
                    candidates: found.candidates,
                })?;
            } else {
                out.line(&format!(
                    "{slider} {square} {:#018x} {bits:>2} {:>4} {:>9}",
                    found.magic, found.size, found.candidates
                ))?;
            }
        }
        if !json {
            let same = match stored {
                64 => "all 64 are the numbers a1h8 stores".to_string(),
                n => format!("{n} of 64 are the numbers a1h8 stores"),
            };
            out.line(&format!(
                "# {slider}: {entries} entries ({} KiB of u64), {candidates} candidates; {same}",
                entries * 8 / 1024
            ))?;
        }
    }
    Ok(())
}

/// The magic numbers a1h8 stores, in the format [`find`] prints.
pub fn stored(sliders: &[Slider], out: &mut Out) -> Outcome {
    out.line(
        "# the magic numbers a1h8 stores: piece, square, magic number, relevant squares, entries",
    )?;
    for &slider in sliders {
        for square in Square::ALL {
            let m = magic::magic(slider, square);
            out.line(&format!(
                "{slider} {square} {:#018x} {:>2} {:>4}",
                m.magic,
                64 - m.shift,
                m.size()
            ))?;
        }
    }
    Ok(())
}

/// One line to verify: `rook a1 0x0180004001601080`, more words ignored.
fn parse_line(line: &str) -> Result<(Slider, Square, u64), String> {
    let mut words = line.split_whitespace();
    let mut next = |what: &str| words.next().ok_or(format!("missing the {what}"));
    let slider: Slider = next("piece")?
        .parse()
        .map_err(|e: a1h8::attacks::ParseSliderError| e.to_string())?;
    let square_word = next("square")?;
    let square = square_word
        .parse::<Square>()
        .map_err(|e| format!("{square_word:?}: {e}"))?;
    let magic = parse_seed(next("magic number")?)
        .map_err(|_| "the magic number: expected 0x and hex digits, or decimal".to_string())?;
    Ok((slider, square, magic))
}

/// Verifies the magic numbers of `input` (`FILE`, or standard input for
/// `-` or none): one `piece square magic` per line, `#` comments and blank
/// lines skipped. Each good number prints `ok`; each bad line one error
/// line on standard error, and the run fails at the end.
pub fn verify(file: Option<&str>, out: &mut Out) -> Outcome {
    let reader: Box<dyn BufRead> = match file {
        None | Some("-") => Box::new(io::stdin().lock()),
        Some(path) => Box::new(io::BufReader::new(std::fs::File::open(path).map_err(
            |e| Failure::Input(format!("cannot read {path}: {}", describe(&e))),
        )?)),
    };
    let (mut good, mut bad) = (0, 0);
    for (index, line) in reader.lines().enumerate() {
        let number = index + 1;
        let line = line
            .map_err(|e| Failure::Input(format!("line {number}: cannot read: {}", describe(&e))))?;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let checked = parse_line(text).and_then(|(slider, square, number)| {
            magic::verify(slider, square, number)
                .map(|size| format!("{slider} {square} {number:#018x} ok: {size} entries"))
                .map_err(|collision| format!("{slider} {square} {number:#018x}: {collision}"))
        });
        match checked {
            Ok(text) => {
                good += 1;
                out.line(&text)?;
            }
            Err(message) => {
                bad += 1;
                report(format!("line {number}: {message}"));
            }
        }
    }
    out.line(&format!("# {good} verified, {bad} failed"))?;
    if bad > 0 {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}

/// `a1h8 magics`: find, print or verify magic numbers.
pub fn command(args: MagicsArgs, out: &mut Out) -> Outcome {
    let sliders = match args.piece {
        Some(slider) => vec![slider],
        None => Slider::ALL.to_vec(),
    };
    args.output.text_only("--verify", args.verify.is_some())?;
    args.output.text_only("--stored", args.stored)?;
    if let Some(file) = args.verify.as_deref() {
        verify(Some(file), out)
    } else if args.stored {
        stored(&sliders, out)
    } else {
        find(&sliders, args.seed.unwrap_or(SEED), args.output.json(), out)
    }
}
