//! `tabula play`: a whole game between computer players, printed as its record and
//! result.

use serde::Serialize;
use tabula_bots::{BotGame, Budget};
use tabula_rules::rng::Rng;
use tabula_rules::{Match, Outcome, Turn};

use crate::args::Args;
use crate::error::{CliError, CliResult};
use crate::games::{parse_id, with_game, CliGame, SetupOptions};
use crate::output::print_json;
use crate::seats::{parse_seats, SeatKind};

/// Each seat's generator is its own stream of the game's seed, so a seat's choices do
/// not depend on how many random numbers the other seats drew.
pub(crate) const SEAT_STREAM: u64 = 0x5345_4154_0000_0000;

/// A safety net against a game that never ends: far beyond any real game's length.
pub(crate) const MAX_ACTIONS: usize = 1_000_000;

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
    let mut game = Match::<G>::new(setup, seed).map_err(|e| CliError::input(e.to_string()))?;
    if game.state().seat_count() != players.len() {
        return Err(CliError::input(format!(
            "this setup has {} seats but --seats names {}",
            game.state().seat_count(),
            players.len()
        )));
    }
    let mut rngs: Vec<Rng> = (0..players.len()).map(|s| Rng::new(seed, SEAT_STREAM | s as u64)).collect();
    loop {
        match game.state().turn() {
            Turn::Over => break,
            Turn::Chance => {
                if !game.resolve_chance() {
                    return Err(CliError::internal("the game waits for a chance outcome it cannot draw"));
                }
            }
            Turn::Seat(seat) => {
                let (player, rng) = players
                    .get(seat)
                    .zip(rngs.get_mut(seat))
                    .ok_or_else(|| CliError::internal(format!("the game asks seat {seat}, which does not exist")))?;
                let action = match *player {
                    SeatKind::Bot(level) => tabula_bots::choose_in(&game, seat, level, Budget::Default, rng),
                    SeatKind::Random => tabula_bots::random(game.state(), rng),
                }
                .ok_or_else(|| CliError::internal(format!("seat {seat} found no action to play")))?;
                game.apply(action)
                    .map_err(|(e, a)| CliError::internal(format!("seat {seat} chose an illegal action {a:?}: {e}")))?;
            }
        }
        if game.record().actions.len() > MAX_ACTIONS {
            return Err(CliError::internal(format!("the game did not end within {MAX_ACTIONS} actions")));
        }
    }
    let outcome = game.state().outcome().ok_or_else(|| CliError::internal("the game ended without an outcome"))?;
    let notation = game.record().actions.iter().map(ToString::to_string).collect();
    print_json(&Played { record: game.record(), result: outcome, notation }, pretty)
}
