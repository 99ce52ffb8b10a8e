//! `tabula review`: each decision of a game judged from its seat's view against the
//! Hard level's move (`tabula_bots::review`).

use serde::Serialize;
use tabula_bots::review::{self, Settings, Verdict};
use tabula_bots::{BotGame, Budget};
use tabula_rules::{GameId, Outcome, Seat};

use crate::args::ReviewArgs;
use crate::error::{CliError, CliResult};
use crate::games::{with_game, CliGame};
use crate::load;
use crate::output::print_json;

/// Runs `tabula review`.
pub fn run(args: &ReviewArgs, pretty: bool) -> CliResult {
    let input = load::read(&args.record.file)?;
    let id = load::game_id(&input, args.record.game)?;
    let search = args.iterations.map_or(Budget::Default, Budget::Iterations);
    let settings = Settings { search, samples: args.samples };
    with_game!(id, G => print::<G>(input, args, &settings, pretty))
}

/// One decision as `tabula review` prints it.
#[derive(Serialize)]
struct Decision {
    /// The decision's index in the record's actions.
    index: usize,
    seat: Seat,
    /// The move made, in the game's notation.
    #[serde(rename = "move")]
    action: String,
    win_chance: f64,
    /// The best move found, in notation.
    best: String,
    best_win_chance: f64,
    verdict: Verdict,
}

/// What `tabula review` prints.
#[derive(Serialize)]
struct Printed {
    game: GameId,
    decisions: Vec<Decision>,
    /// `null` unless the game is over.
    result: Option<Outcome>,
}

/// Win chances to three decimals: the samples do not say more.
fn rounded(p: f64) -> f64 {
    (p * 1000.0).round() / 1000.0
}

fn print<G: CliGame + BotGame>(
    input: load::Input,
    args: &ReviewArgs,
    settings: &Settings<'_>,
    pretty: bool,
) -> CliResult {
    let game = load::replay::<G>(input)?;
    let seats = game.state().seat_count();
    if let Some(seat) = args.seat.filter(|&s| s >= seats) {
        return Err(CliError::input(format!("--seat {seat}: the game has seats 0 to {}", seats - 1)));
    }
    let reviewed = review::review(game.record(), args.seat, settings, args.seed, |_, _| ())
        .map_err(|e| CliError::internal(e.to_string()))?;
    let decisions = reviewed
        .decisions
        .into_iter()
        .map(|j| Decision {
            index: j.index,
            seat: j.seat,
            action: j.action.to_string(),
            win_chance: rounded(j.win_chance),
            best: j.best.to_string(),
            best_win_chance: rounded(j.best_win_chance),
            verdict: j.verdict,
        })
        .collect();
    print_json(&Printed { game: G::ID, decisions, result: reviewed.result }, pretty)
}
