//! The `tabula` command: play games between computer players, check and review records, list
//! legal actions and benchmark the rules. Run `tabula --help` for usage.
//!
//! Every failure is a one-line message on standard error and exit code 2 for bad
//! input (1 for a failure of the command itself); the command never panics on input.

#![forbid(unsafe_code)]

mod arena;
mod args;
mod bench;
mod bench_mcts;
mod daily;
mod error;
mod games;
mod load;
mod output;
mod play;
mod ratings;
mod replay;
mod review;
mod seats;
mod turns;

use std::io::Write;

use clap::error::ErrorKind;
use clap::Parser;

use args::{Cli, Command};
use error::{CliError, CliResult};

fn main() {
    if let Err(e) = run() {
        // If even standard error is gone there is nobody left to tell.
        let _ = writeln!(std::io::stderr(), "tabula: {e}");
        std::process::exit(e.code);
    }
}

fn run() -> CliResult {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            // Help and version go to standard output; a closed pipe is no failure.
            let _ = e.print();
            return Ok(());
        }
        Err(e) if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return Err(CliError::input(
            "no command given; commands: play, arena, ratings, replay, legal, link, review, bench, daily (see tabula --help)",
        )),
        Err(e) => return Err(CliError::input(one_line(&e))),
    };
    let pretty = cli.pretty;
    match &cli.command {
        Command::Play(args) => play::run(args, pretty),
        Command::Arena(args) => arena::run(args, pretty),
        Command::Ratings(args) => ratings::run(args, pretty),
        Command::Replay(args) => replay::run_replay(args, pretty),
        Command::Legal(args) => replay::run_legal(args, pretty),
        Command::Link(args) => replay::run_link(args, pretty),
        Command::Bench(args) => bench::run(args, pretty),
        Command::Review(args) => review::run(args, pretty),
        Command::Daily(args) => daily::run(args, pretty),
    }
}

/// Clap's message for a refused command line, on one line: what is wrong, the values
/// that would do, and where help is (its usage lines left out).
fn one_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let said: Vec<&str> = rendered
        .lines()
        .take_while(|line| !line.starts_with("Usage:"))
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("For more information"))
        .collect();
    let said = said.join(" ");
    format!("{} (see --help)", said.strip_prefix("error: ").unwrap_or(&said))
}
