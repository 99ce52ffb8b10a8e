//! `tabula play`: a whole game between computer players, printed as its record and
//! result.

use serde::Serialize;
use tabula_bots::{BotGame, Budget};
use tabula_rules::Outcome;

use crate::args::PlayArgs;
use crate::error::{CliError, CliResult};
use crate::games::{with_game, CliGame, SetupOptions};
use crate::output::print_json;
use crate::seats::SeatKind;
use crate::turns::{deal, play_out};

/// Runs `tabula play`.
pub fn run(args: &PlayArgs, pretty: bool) -> CliResult {
    let seed = args.seed.unwrap_or_else(clock_seed);
    let options = args.setup.options(args.seats.len());
    let budget = args.iterations.map_or(Budget::Default, Budget::Iterations);
    with_game!(args.setup.game, G => play::<G>(&options, &args.seats, seed, budget, pretty))
}

/// A seed for a game asked for without one; the record keeps it, so the game can
/// still be replayed.
pub(crate) fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0)
}

/// What `tabula play` prints.
#[derive(Serialize)]
struct Played<'a, R> {
    record: &'a R,
    result: Outcome,
    /// The record's actions in the game's notation, one string an action.
    notation: Vec<String>,
}

fn play<G: CliGame + BotGame>(
    options: &SetupOptions,
    players: &[SeatKind],
    seed: u64,
    budget: Budget<'_>,
    pretty: bool,
) -> CliResult {
    crate::turns::seats_playable::<G>(players)?;
    let setup = G::setup_from(options)?;
    let mut game = deal::<G>(setup, seed, players.len())?;
    let outcome = play_out(&mut game, players, budget, |_, _| ()).map_err(CliError::internal)?;
    let notation = game.record().actions.iter().map(ToString::to_string).collect();
    print_json(&Played { record: game.record(), result: outcome, notation }, pretty)
}
