//! `tabula replay` and `tabula legal`: check a record and report on where it ends.

use serde::Serialize;
use tabula_rules::{GameId, Seat};

use crate::args::Args;
use crate::error::CliResult;
use crate::games::{with_game, CliGame};
use crate::load::{self, Input};
use crate::output::print_json;

/// What the commands print about the position.
#[derive(Clone, Copy)]
enum Report {
    /// Scores, winners and the spectator's view.
    Summary,
    /// The legal actions, as JSON or (`true`) in notation.
    Legal(bool),
    /// The record as the app's links carry it.
    Link,
}

/// Runs `tabula replay`.
pub fn run_replay(raw: &[String]) -> CliResult {
    run("replay", raw, Report::Summary)
}

/// Runs `tabula link`.
pub fn run_link(raw: &[String]) -> CliResult {
    run("link", raw, Report::Link)
}

/// Runs `tabula legal`.
pub fn run_legal(raw: &[String]) -> CliResult {
    run("legal", raw, Report::Legal(false))
}

fn run(command: &str, raw: &[String], report: Report) -> CliResult {
    let args = Args::parse(command, raw, &["game"], &["pretty", "notation"])?;
    let report = match report {
        Report::Legal(_) => Report::Legal(args.switch("notation")),
        _ if args.switch("notation") => return Err(crate::error::CliError::input("--notation is for `tabula legal`")),
        other => other,
    };
    let path = args.single_positional("a record file (or - for standard input)")?;
    let input = load::read(path)?;
    let id = load::game_id(&input, args.value("game"))?;
    let pretty = args.switch("pretty");
    with_game!(id, G => print::<G>(input, report, pretty))
}

/// What `tabula replay` prints.
#[derive(Serialize)]
struct Summary<V> {
    game: GameId,
    actions: usize,
    over: bool,
    scores: Vec<i32>,
    /// Empty until the game is over.
    winners: Vec<Seat>,
    /// What a spectator sees.
    view: V,
}

fn print<G: CliGame>(input: Input, report: Report, pretty: bool) -> CliResult {
    let game = load::replay::<G>(input)?;
    let state = game.state();
    match report {
        Report::Legal(false) => print_json(&state.legal_actions(), pretty),
        Report::Link => print_json(&tabula_rules::link::encode(game.record()), pretty),
        Report::Legal(true) => {
            let written: Vec<String> = state.legal_actions().iter().map(ToString::to_string).collect();
            print_json(&written, pretty)
        }
        Report::Summary => {
            let outcome = state.outcome();
            let summary = Summary {
                game: G::ID,
                actions: game.record().actions.len(),
                over: outcome.is_some(),
                scores: state.scores(),
                winners: outcome.map(|o| o.winners).unwrap_or_default(),
                view: state.view(None),
            };
            print_json(&summary, pretty)
        }
    }
}
