//! `tabula replay` and `tabula legal`: check a record and report on where it ends.

use serde::Serialize;
use tabula_rules::{GameId, Seat};

use crate::args::{LegalArgs, RecordArgs};
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
pub fn run_replay(args: &RecordArgs, pretty: bool) -> CliResult {
    run(args, Report::Summary, pretty)
}

/// Runs `tabula link`.
pub fn run_link(args: &RecordArgs, pretty: bool) -> CliResult {
    run(args, Report::Link, pretty)
}

/// Runs `tabula legal`.
pub fn run_legal(args: &LegalArgs, pretty: bool) -> CliResult {
    run(&args.record, Report::Legal(args.notation), pretty)
}

fn run(args: &RecordArgs, report: Report, pretty: bool) -> CliResult {
    let input = load::read(&args.file)?;
    let id = load::game_id(&input, args.game)?;
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
