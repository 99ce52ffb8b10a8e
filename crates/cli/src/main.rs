//! The `tabula` command: play games between computer players, check records, list
//! legal actions and benchmark the rules. Run `tabula --help` for usage.
//!
//! Every failure is a one-line message on standard error and exit code 2 for bad
//! input (1 for a failure of the command itself); the command never panics on input.

#![forbid(unsafe_code)]

mod arena;
mod args;
mod bench;
mod bench_mcts;
mod error;
mod games;
mod help;
mod load;
mod output;
mod play;
mod replay;
mod seats;
mod turns;

use std::io::Write;

use error::{CliError, CliResult};

fn main() {
    if let Err(e) = run() {
        // If even standard error is gone there is nobody left to tell.
        let _ = writeln!(std::io::stderr(), "tabula: {e}");
        std::process::exit(e.code);
    }
}

fn run() -> CliResult {
    let args = std::env::args_os()
        .skip(1)
        .map(|a| a.into_string().map_err(|a| CliError::input(format!("argument {a:?} is not valid UTF-8"))))
        .collect::<CliResult<Vec<String>>>()?;
    let Some((command, rest)) = args.split_first() else {
        return Err(CliError::input("no command given; see tabula --help"));
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return usage();
    }
    match command.as_str() {
        "--help" | "-h" | "help" => usage(),
        "--version" | "-V" => {
            let _ = writeln!(std::io::stdout(), "tabula {}", env!("CARGO_PKG_VERSION"));
            Ok(())
        }
        "play" => play::run(rest),
        "replay" => replay::run_replay(rest),
        "legal" => replay::run_legal(rest),
        "link" => replay::run_link(rest),
        "bench" => bench::run(rest),
        "arena" => arena::run(rest),
        other => Err(CliError::input(format!(
            "unknown command '{other}'; commands: play, arena, replay, legal, link, bench (see tabula --help)"
        ))),
    }
}

fn usage() -> CliResult {
    let _ = std::io::stdout().write_all(help::USAGE.as_bytes());
    Ok(())
}
