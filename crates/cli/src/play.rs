//! `tabula play`: a whole game between computer players, printed as its record and
//! result.

use serde::Serialize;
use tabula_bots::{BotGame, Budget};
use tabula_rules::Outcome;

use crate::args::Args;
use crate::error::{CliError, CliResult};
use crate::games::{parse_id, with_game, CliGame, SetupOptions};
use crate::output::print_json;
use crate::seats::{parse_seats, SeatKind};
use crate::turns::{deal, play_out};

/// Runs `tabula play`.
pub fn run(raw: &[String]) -> CliResult {
    let args = Args::parse("play", raw, &["game", "seats", "seed", "variant", "rounds"], &["pretty"])?;
    args.no_positional()?;
    let id = parse_id(args.required("game")?)?;
    let players = parse_seats(args.value("seats").unwrap_or("bot,bot"))?;
    let seed = match args.number::<u64>("seed")? {
        Some(seed) => seed,
        None => clock_seed(),
    };
    let options = SetupOptions {
        seats: players.len(),
        variant: args.value("variant").map(str::to_string),
        rounds: args.number("rounds")?,
    };
    let pretty = args.switch("pretty");
    with_game!(id, G => play::<G>(&options, &players, seed, pretty))
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

fn play<G: CliGame + BotGame>(options: &SetupOptions, players: &[SeatKind], seed: u64, pretty: bool) -> CliResult {
    let setup = G::setup_from(options)?;
    let mut game = deal::<G>(setup, seed, players.len())?;
    let outcome = play_out(&mut game, players, Budget::Default, |_, _| ()).map_err(CliError::internal)?;
    let notation = game.record().actions.iter().map(ToString::to_string).collect();
    print_json(&Played { record: game.record(), result: outcome, notation }, pretty)
}
