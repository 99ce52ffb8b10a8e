//! The baseline opponent: a uniformly random legal action, for any game.

use tabula_rules::{rng::Rng, Game};

/// A legal action of `state` chosen uniformly at random, or `None` when there is none
/// (the game is over, or it waits for a chance outcome that the driver draws).
///
/// It lists every legal action, so it works for any [`Game`]; it reads the full state
/// but its choice depends on nothing more than the list of legal actions.
pub fn random<G: Game>(state: &G, rng: &mut Rng) -> Option<G::Action> {
    let mut actions = state.legal_actions();
    if actions.is_empty() {
        return None;
    }
    let i = rng.below(actions.len());
    Some(actions.swap_remove(i))
}
