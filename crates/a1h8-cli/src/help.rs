//! `a1h8 help`, `completions` and `man`: the tool describing itself, from
//! the definitions of its commands, which `main` gathers into one
//! [`clap::Command`] and hands in; and a command line clap refused,
//! turned into one line.

use clap::{Args, ValueEnum};

use crate::output::{Failure, Out, Outcome};

/// Print a shell completion script for bash, zsh or fish
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 completions bash > ~/.local/share/bash-completion/completions/a1h8\n  a1h8 completions zsh > ~/.zfunc/_a1h8\n  a1h8 completions fish > ~/.config/fish/completions/a1h8.fish"
)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_enum)]
    pub shell: Shell,
}

/// The shells `a1h8 completions` writes for.
#[derive(Clone, Copy, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
}

/// Print the help of a command: a1h8 help show ray is a1h8 show ray --help
#[derive(Args)]
#[command(after_help = "Examples:\n  a1h8 help\n  a1h8 help show\n  a1h8 help show ray")]
pub struct HelpArgs {
    /// The command, and its subcommands, to describe [default: a1h8 itself]
    #[arg(value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// The usage block of the command at `path` (`["show"]`) of `tool`, as
/// `--help` begins it: `Usage: a1h8 show ...`.
pub fn usage(mut tool: clap::Command, path: &[&str]) -> String {
    tool.build();
    let mut found = tool;
    for name in path {
        found = found
            .find_subcommand(name)
            .expect("a command of the tool")
            .clone();
    }
    found.render_usage().to_string()
}

/// `a1h8 help [COMMAND...]`: the help of that command of `tool`, exactly
/// as its `--help` prints it.
pub fn command(tool: clap::Command, path: &[String], out: &mut Out) -> Outcome {
    let mut command = tool.clone();
    command.build();
    let mut found = &command;
    for (depth, name) in path.iter().enumerate() {
        let parent = std::iter::once("a1h8")
            .chain(path[..depth].iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" ");
        let names: Vec<&str> = found.get_subcommands().map(|c| c.get_name()).collect();
        found = match found.find_subcommand(name) {
            Some(sub) => sub,
            None if names.is_empty() => {
                return Err(Failure::Usage(format!("{parent} has no subcommands")));
            }
            None => {
                return Err(Failure::Usage(format!(
                    "{parent} has no command {name:?}: expected one of {}",
                    names.join(", ")
                )));
            }
        };
    }
    // What `a1h8 PATH --help` prints, short or long as clap decides.
    let words = std::iter::once("a1h8")
        .chain(path.iter().map(String::as_str))
        .chain(["--help"]);
    match tool.try_get_matches_from(words) {
        Err(shown) => out.print(&shown.render().to_string()),
        Ok(_) => unreachable!("--help always stops the parse"),
    }
}

/// `a1h8 completions SHELL`: the completion script of `tool` for `shell`.
pub fn completions(mut tool: clap::Command, shell: Shell, out: &mut Out) -> Outcome {
    let mut script = Vec::new();
    let shell = match shell {
        Shell::Bash => clap_complete::Shell::Bash,
        Shell::Zsh => clap_complete::Shell::Zsh,
        Shell::Fish => clap_complete::Shell::Fish,
    };
    clap_complete::generate(shell, &mut tool, "a1h8", &mut script);
    out.print(&String::from_utf8_lossy(&script))
}

/// `a1h8 man`: the manual page of `tool`, in roff.
pub fn man(tool: clap::Command, out: &mut Out) -> Outcome {
    let mut page = Vec::new();
    clap_mangen::Man::new(tool)
        .render(&mut page)
        .expect("rendering into memory does not fail");
    out.print(&String::from_utf8_lossy(&page))
}

/// clap's message up to its usage hint, joined into one line:
/// `the following required arguments were not provided: <SQUARE>`.
fn one_line(message: &str) -> String {
    let words: Vec<&str> = message
        .lines()
        .take_while(|line| !line.trim().is_empty() && !line.starts_with("Usage:"))
        .map(str::trim)
        .collect();
    words.join(" ").trim_start_matches("error: ").to_string()
}

/// `true` for an argument that may be a FEN's placement field, split from
/// the rest of an unquoted FEN (`k7/8/NK2B3/8/8/8/8/8`): letters, digits
/// and at least two slashes, not at its start, so that a path such as
/// `/tmp/units.jsonl` or `results/0.jsonl` is none.
fn looks_like_placement(arg: &str) -> bool {
    arg.matches('/').count() >= 2
        && !arg.starts_with('/')
        && arg.chars().all(|c| c.is_ascii_alphanumeric() || c == '/')
}

/// What a command line clap refused becomes: `--help` and `--version`
/// printed, a missing command the short usage of `tool`, anything else
/// one line.
pub fn refused(tool: clap::Command, error: clap::Error, out: &mut Out) -> Outcome {
    use clap::error::ErrorKind;
    if !error.use_stderr() {
        // --help and --version: printed as asked, through the same checks.
        return out.print(&error.render().to_string());
    }
    if error.kind() == ErrorKind::MissingSubcommand {
        let names: Vec<String> = tool
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect();
        return Err(Failure::Usage(format!(
            "a command is needed: one of {}\n\n{}\n\nFor more information, try 'a1h8 --help'.",
            names.join(", "),
            usage(tool, &[])
        )));
    }
    let mut message = one_line(&error.render().to_string());
    // clap's "tip: a similar subcommand exists", kept on the one line.
    if let Some(clap::error::ContextValue::String(near)) =
        error.get(clap::error::ContextKind::SuggestedSubcommand)
    {
        message.push_str(&a1h8::names::DidYouMean(Some(near)).to_string());
    } else if let Some(clap::error::ContextValue::Strings(near)) =
        error.get(clap::error::ContextKind::SuggestedSubcommand)
        && let Some(near) = near.first()
    {
        message.push_str(&a1h8::names::DidYouMean(Some(near)).to_string());
    }
    if matches!(
        error.kind(),
        ErrorKind::UnknownArgument | ErrorKind::ArgumentConflict
    ) && std::env::args()
        .skip(1)
        .any(|arg| looks_like_placement(&arg))
    {
        // `a1h8 transform rotate-90 k7/8/NK2B3/8/8/8/8/8 w - -`
        message.push_str(": quote a FEN as one argument");
    }
    Err(Failure::Usage(message))
}
