//! The one place the tool prints through, and how a run ends.
//!
//! Every command writes its standard output through [`Out`] and ends in a
//! [`Result`] whose error is a [`Failure`]; [`exit`] turns that into the
//! documented exit status and at most one message on standard error:
//!
//! | status | when |
//! |---|---|
//! | 0 | success, or standard output was closed by its reader (`\| head`), which ends the run quietly |
//! | 1 | the input was read but something in it failed (a bad FEN, a symmetry that does not apply), or standard output could not be written (`>/dev/full`) |
//! | 2 | the command line itself was wrong |

use std::fmt::Display;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde::Serialize;

/// Why a command did not succeed.
#[derive(Debug)]
pub enum Failure {
    /// The command line was wrong (status 2): the message, which may end in
    /// a usage block.
    Usage(String),
    /// The input was read but something in it failed (status 1).
    Input(String),
    /// Failures already reported line by line on standard error (status 1).
    Reported,
    /// Standard output could not be written: quietly status 0 if its reader
    /// closed it, else status 1 with the reason.
    Write(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Write(error)
    }
}

/// What a command returns.
pub type Outcome = Result<(), Failure>;

/// Standard output, every write of which is checked.
pub struct Out {
    stdout: io::StdoutLock<'static>,
}

impl Out {
    /// The process's standard output.
    pub fn new() -> Out {
        Out {
            stdout: io::stdout().lock(),
        }
    }

    /// Writes `text` as it is.
    pub fn print(&mut self, text: &str) -> Outcome {
        Ok(self.stdout.write_all(text.as_bytes())?)
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: &str) -> Outcome {
        self.print(text)?;
        self.print("\n")
    }

    /// Writes `value` as one line of JSON.
    pub fn json_line(&mut self, value: &impl Serialize) -> Outcome {
        self.line(&json_line(value))
    }

    /// Writes `value` as indented JSON, then a newline.
    pub fn json_pretty(&mut self, value: &impl Serialize) -> Outcome {
        let text = serde_json::to_string_pretty(value).expect("the output shapes serialize");
        self.line(&text)
    }

    /// Writes out whatever is still buffered.
    pub fn flush(&mut self) -> Outcome {
        Ok(self.stdout.flush()?)
    }
}

/// `value` as JSON on one line, without the newline.
pub fn json_line(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("the output shapes serialize")
}

/// One line `a1h8: <message>` on standard error, its long words cut to
/// excerpts ([`shorten`]). A standard error that cannot be written is not
/// reported anywhere: there is nowhere left.
pub fn report(message: impl Display) {
    let _ = writeln!(
        io::stderr().lock(),
        "a1h8: {}",
        shorten(&message.to_string())
    );
}

/// One line of information on standard error, without the `a1h8: `
/// prefix of an error: what a command says beside its output (the timing
/// of `perft --divide`).
pub fn report_info(message: &str) {
    let _ = writeln!(io::stderr().lock(), "{message}");
}

/// The longest word a message repeats whole, in characters.
const LONGEST_WORD: usize = 48;

/// The longest line a message keeps whole, in characters.
const LONGEST_LINE: usize = 400;

/// `message` with every word (a run without white space) longer than
/// [`LONGEST_WORD`] characters cut to its start, `…` and its length, and
/// every line still longer than [`LONGEST_LINE`] cut in the middle: a
/// message that quotes its input stays readable whatever the input.
pub fn shorten(message: &str) -> String {
    let lines: Vec<String> = message
        .split('\n')
        .map(|line| {
            let words: Vec<String> = line
                .split(' ')
                .map(|word| {
                    let chars = word.chars().count();
                    if chars <= LONGEST_WORD {
                        word.to_string()
                    } else {
                        let start: String = word.chars().take(LONGEST_WORD - 16).collect();
                        format!("{start}…({chars} characters)")
                    }
                })
                .collect();
            let line = words.join(" ");
            let chars: Vec<char> = line.chars().collect();
            if chars.len() <= LONGEST_LINE {
                line
            } else {
                let head: String = chars[..LONGEST_LINE / 2].iter().collect();
                let tail: String = chars[chars.len() - LONGEST_LINE / 2..].iter().collect();
                format!("{head} … {tail}")
            }
        })
        .collect();
    lines.join("\n")
}

/// `error` as a person reads it: `No space left on device`, without the
/// `(os error 28)` that follows it in Rust's rendering.
pub fn describe(error: &io::Error) -> String {
    let text = error.to_string();
    match text.rfind(" (os error ") {
        Some(end) => text[..end].to_string(),
        None => text,
    }
}

/// The exit status of `outcome`, after its message (if any) on standard
/// error.
pub fn exit(outcome: Outcome) -> ExitCode {
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(Failure::Write(error)) => {
            report(format!(
                "cannot write standard output: {}",
                describe(&error)
            ));
            ExitCode::FAILURE
        }
        Err(Failure::Input(message)) => {
            report(message);
            ExitCode::FAILURE
        }
        Err(Failure::Reported) => ExitCode::FAILURE,
        Err(Failure::Usage(message)) => {
            report(message);
            ExitCode::from(2)
        }
    }
}

/// `1 square`, `2 squares`: `count` and `noun`, plural unless one.
pub fn count(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// The longest line read from standard input, in bytes: ten times the
/// longest FEN of the largest board (128 squares) with every field at its
/// longest. A longer line is an error of its own, read no further into
/// memory.
pub const LONGEST_INPUT_LINE: usize = 4096;

/// Runs `each` on every line of `input`, numbered from 1, without its
/// line end (`\n`, or `\r\n`), holding at most [`LONGEST_INPUT_LINE`]
/// bytes of it: what fails for one line ([`Failure::Input`] from `each`,
/// or a line too long) is reported on standard error as `line N: why`,
/// and the next lines go on; the run fails at the end if any line failed
/// ([`Failure::Reported`]). A reader that closed standard output ends the
/// run quietly; standard input that cannot be read ends it with the line's
/// number.
pub fn each_input_line(mut input: impl BufRead, mut each: impl FnMut(&[u8]) -> Outcome) -> Outcome {
    let mut failed = false;
    let mut line = Vec::new();
    for number in 1.. {
        let read = read_line_bounded(&mut input, &mut line, LONGEST_INPUT_LINE).map_err(|e| {
            Failure::Input(format!(
                "line {number}: cannot read standard input: {}",
                describe(&e)
            ))
        })?;
        let outcome = match read {
            None => break,
            Some(Line::TooLong) => Err(Failure::Input(format!(
                "longer than {LONGEST_INPUT_LINE} bytes: no FEN is"
            ))),
            Some(Line::Complete) => {
                let text = line.strip_suffix(b"\r").unwrap_or(&line);
                each(text)
            }
        };
        match outcome {
            Ok(()) => {}
            Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => break,
            Err(Failure::Input(message)) => {
                failed = true;
                report(format!("line {number}: {message}"));
            }
            Err(other) => return Err(other),
        }
    }
    if failed {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}

/// How a line was read by [`read_line_bounded`].
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// Whole, in the buffer.
    Complete,
    /// Longer than the bound: read to its end, none of it kept.
    TooLong,
}

/// Reads the next line of `input` into `line` (without its `\n`), keeping
/// at most `longest` bytes: `None` at the end of the input.
fn read_line_bounded(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    longest: usize,
) -> io::Result<Option<Line>> {
    line.clear();
    let mut too_long = false;
    let mut started = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            return Ok(started.then_some(if too_long {
                Line::TooLong
            } else {
                Line::Complete
            }));
        }
        started = true;
        let end = buffer.iter().position(|&byte| byte == b'\n');
        let part = &buffer[..end.unwrap_or(buffer.len())];
        if !too_long {
            if line.len() + part.len() > longest {
                too_long = true;
                line.clear();
            } else {
                line.extend_from_slice(part);
            }
        }
        let used = end.map_or(buffer.len(), |end| end + 1);
        input.consume(used);
        if end.is_some() {
            return Ok(Some(if too_long {
                Line::TooLong
            } else {
                Line::Complete
            }));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of `input` by the plain definition: split at each `\n`,
    /// no line after a final `\n`; each kept if at most `longest` bytes.
    fn lines_plainly(input: &[u8], longest: usize) -> Vec<Option<Vec<u8>>> {
        let mut lines: Vec<&[u8]> = input.split(|&byte| byte == b'\n').collect();
        if input.is_empty() || input.ends_with(b"\n") {
            lines.pop();
        }
        lines
            .into_iter()
            .map(|line| (line.len() <= longest).then(|| line.to_vec()))
            .collect()
    }

    #[test]
    fn bounded_lines_are_the_lines_whatever_the_buffer() {
        // Every input of up to 9 bytes of `a` and `\n`, read through
        // buffers of 1 to 4 bytes, with bounds of 0 to 3 bytes.
        for len in 0..=9u32 {
            for bits in 0..1u32 << len {
                let input: Vec<u8> = (0..len)
                    .map(|at| if bits >> at & 1 == 1 { b'\n' } else { b'a' })
                    .collect();
                for capacity in 1..=4 {
                    for longest in 0..=3 {
                        let mut reader = io::BufReader::with_capacity(capacity, &input[..]);
                        let mut line = Vec::new();
                        let mut read = Vec::new();
                        while let Some(kind) =
                            read_line_bounded(&mut reader, &mut line, longest).unwrap()
                        {
                            assert!(line.len() <= longest);
                            read.push((kind == Line::Complete).then(|| line.clone()));
                        }
                        assert_eq!(
                            read,
                            lines_plainly(&input, longest),
                            "{input:?}, buffer {capacity}, at most {longest}"
                        );
                    }
                }
            }
        }
    }
}
