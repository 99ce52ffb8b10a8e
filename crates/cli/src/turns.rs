//! A game played to its end by a player in each seat: the turn loop `tabula play` and
//! `tabula arena` share, so a game seeded alike is played alike by both.

use std::time::{Duration, Instant};

use tabula_bots::{BotGame, Budget};
use tabula_rules::rng::Rng;
use tabula_rules::{Match, Outcome, Seat, Turn};

use crate::error::{CliError, CliResult};
use crate::games::CliGame;
use crate::seats::SeatKind;

/// Each seat's generator is its own stream of the game's seed, so a seat's choices do
/// not depend on how many random numbers the other seats drew.
const SEAT_STREAM: u64 = 0x5345_4154_0000_0000;

/// A safety net against a game that never ends: far beyond any real game's length.
const MAX_ACTIONS: usize = 1_000_000;

/// Why a seat of kind `ceiling` cannot play `G`: only POW has the ceiling player.
fn ceiling_refused<G: BotGame>() -> String {
    format!("the ceiling seat is POW's yardstick only: {} has none", G::ID.as_str())
}

/// Refuses, before any game is dealt, seats `G` cannot play (a `ceiling` where the
/// game has none).
pub fn seats_playable<G: BotGame>(players: &[SeatKind]) -> CliResult {
    if !G::HAS_CEILING && players.contains(&SeatKind::Ceiling) {
        return Err(CliError::input(ceiling_refused::<G>()));
    }
    Ok(())
}

/// Deals a game for `seats` players (as many as `--seats` names).
pub fn deal<G: CliGame>(setup: G::Setup, seed: u64, seats: usize) -> CliResult<Match<G>> {
    let game = Match::<G>::new(setup, seed).map_err(|e| CliError::input(e.to_string()))?;
    if game.state().seat_count() != seats {
        return Err(CliError::input(format!(
            "this setup has {} seats but --seats names {seats}",
            game.state().seat_count()
        )));
    }
    Ok(game)
}

/// Plays `game` to its end: `kinds[seat]` decides for each seat within `budget`, and
/// chance draws from the record's seed. `timed` hears how long each decision took.
/// An error is a failure of the players or the rules, never of the input.
pub fn play_out<G: BotGame>(
    game: &mut Match<G>,
    kinds: &[SeatKind],
    budget: Budget<'_>,
    mut timed: impl FnMut(Seat, Duration),
) -> Result<Outcome, String> {
    let seed = game.record().seed;
    let mut rngs: Vec<Rng> = (0..kinds.len()).map(|s| Rng::new(seed, SEAT_STREAM | s as u64)).collect();
    loop {
        match game.state().turn() {
            Turn::Over => break,
            Turn::Chance => {
                if !game.resolve_chance() {
                    return Err("the game waits for a chance outcome it cannot draw".into());
                }
            }
            Turn::Seat(seat) => {
                let (kind, rng) = kinds
                    .get(seat)
                    .zip(rngs.get_mut(seat))
                    .ok_or_else(|| format!("the game asks seat {seat}, which does not exist"))?;
                let start = Instant::now();
                let action = match *kind {
                    SeatKind::Bot(level) => tabula_bots::choose_in(game, seat, level, budget, rng),
                    SeatKind::Random => tabula_bots::random(game.state(), rng),
                    SeatKind::Ceiling if G::HAS_CEILING => G::ceiling(game, seat),
                    SeatKind::Ceiling => return Err(ceiling_refused::<G>()),
                }
                .ok_or_else(|| format!("seat {seat} found no action to play"))?;
                timed(seat, start.elapsed());
                game.apply(action).map_err(|(e, a)| format!("seat {seat} chose an illegal action {a:?}: {e}"))?;
            }
        }
        if game.record().actions.len() > MAX_ACTIONS {
            return Err(format!("the game did not end within {MAX_ACTIONS} actions"));
        }
    }
    game.state().outcome().ok_or_else(|| "the game ended without an outcome".into())
}
