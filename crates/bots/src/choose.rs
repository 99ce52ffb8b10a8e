//! The one entry point for every game and level, used by the app and the command line.

use tabula_rules::rng::Rng;
use tabula_rules::{Match, Record, RecordError, Seat, Turn};

use crate::level::EXPERT_FACTOR;
use crate::{BotGame, Budget, Level};

/// The action of a computer player of `level` for `seat` after `record`, or `Ok(None)`
/// when `seat` is not to move (or the game is over, or chance is to act).
///
/// Everything it takes is plain data, so a Web Worker can receive it as a message:
/// the record, the seat, the level, a budget (the default iterations are the same on
/// every machine) and a generator. It fails only when the record does not replay.
pub fn choose<G: BotGame>(
    record: &Record<G>,
    seat: Seat,
    level: Level,
    budget: Budget<'_>,
    rng: &mut Rng,
) -> Result<Option<G::Action>, RecordError> {
    let m = Match::replay(record.clone())?;
    Ok(choose_in(&m, seat, level, budget, rng))
}

/// [`choose`] for a game already replayed. Only Easy and Medium read the state, and
/// only through `seat`'s view and its list of legal actions (which depend only on what
/// the seat sees); Hard and Expert read the record redacted for `seat`.
pub fn choose_in<G: BotGame>(
    m: &Match<G>,
    seat: Seat,
    level: Level,
    budget: Budget<'_>,
    rng: &mut Rng,
) -> Option<G::Action> {
    let state = m.state();
    if state.turn() != Turn::Seat(seat) {
        return None;
    }
    match level {
        Level::Easy => noisy::<G>(m, seat, G::EASY_NOISE, rng),
        // A Medium without noise draws nothing more: its games stay as they were.
        Level::Medium if G::MEDIUM_NOISE > 0.0 => noisy::<G>(m, seat, G::MEDIUM_NOISE, rng),
        Level::Medium => G::heuristic(&state.view(Some(seat)), rng),
        Level::Hard => G::hard(m.record(), seat, budget, rng).or_else(|| G::heuristic(&state.view(Some(seat)), rng)),
        Level::Expert => {
            // A count given for Hard (the arena's --iterations) is Hard's effort: Expert
            // spends its multiple of it, as it does of Hard's own count.
            let budget = match budget {
                Budget::Iterations(n) => Budget::Iterations(n.saturating_mul(EXPERT_FACTOR)),
                other => other,
            };
            G::expert(m.record(), seat, budget, rng).or_else(|| G::heuristic(&state.view(Some(seat)), rng))
        }
    }
}

/// The heuristic's move, or with chance `noise` a uniformly random one instead.
fn noisy<G: BotGame>(m: &Match<G>, seat: Seat, noise: f64, rng: &mut Rng) -> Option<G::Action> {
    let state = m.state();
    // A fraction of the moves are random: below 2^-53 resolution is plenty.
    let roll = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    if roll < noise {
        crate::random(state, rng)
    } else {
        G::heuristic(&state.view(Some(seat)), rng)
    }
}

/// The computer's reply in a game of a day's deal (`tabula_rules::daily`): Hard, its
/// full count of iterations whatever the time, drawing from the generator the deal
/// gives for this position. The same moves get the same reply on every device, which
/// is what makes two players' results of one day comparable. `None` when `seat` is not
/// to move.
pub fn daily_reply<G: BotGame>(m: &Match<G>, seat: Seat) -> Option<G::Action> {
    let mut rng = tabula_rules::daily::computer_rng(m.record().seed, m.record().actions.len());
    choose_in(m, seat, Level::Hard, Budget::Default, &mut rng)
}
