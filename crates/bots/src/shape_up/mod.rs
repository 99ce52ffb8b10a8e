//! A Shape Up! player.
//!
//! It sees only its seat's [`View`]: its own victory card (basic game) or hand
//! (advanced game) and the public layout. It values every legal action by the layout
//! it leaves: its own victory score minus the expected score of the best opponent,
//! whose victory cards are taken to be any of the cards it has not seen, plus a share
//! of what short runs could still gain while the round has cards to come. In the
//! advanced game its victory card will be the best of the cards left in its hand.
//! The best few actions are then checked against the next player's reply, for a few
//! cards that player might hold, assuming the reply that hurts most.
//!
//! A decision evaluates the layout after each legal action once (a few hundred, up to
//! about a thousand) and then about [`Config::budget`] more layouts for the replies:
//! a few milliseconds with [`Config::default`]. Against uniformly random play it wins
//! over 95% of 2-player games.

mod belief;
mod board;
mod deep;
mod last;
mod outlook;
mod rollout;
mod search;

pub(crate) use belief::opponent_beliefs;
pub(crate) use deep::{choose_deep, Deep};
pub(crate) use rollout::choose_rolling;
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{Action, View};

/// How hard the bot thinks. Effort is counted in layouts, never in time, so a
/// decision is the same on every machine.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// Layouts the bot may evaluate checking its best actions (by the one-turn value)
    /// against the next player's replies; 0 plays the one-turn value alone.
    pub budget: usize,
    /// How many cards the next player might hold are tried per checked action.
    pub replies: usize,
    /// Weight, at the start of a round, of the points a run could gain by growing
    /// one card; it fades to nothing as the round's cards run out.
    pub growth: f64,
}

impl Default for Config {
    fn default() -> Self {
        Config { budget: 8_000, replies: 4, growth: 0.5 }
    }
}

/// The bot's action for the seat whose view this is, or `None` when that seat is not
/// to move (or the view is a spectator's). Deterministic given `rng`; ties are broken
/// by `rng`.
pub fn choose(view: &View, rng: &mut Rng) -> Option<Action> {
    choose_with(view, rng, &Config::default())
}

/// [`choose`] with an explicit effort and style.
pub fn choose_with(view: &View, rng: &mut Rng, config: &Config) -> Option<Action> {
    search::choose(view, rng, config)
}

/// [`choose_with`] with each opponent's victory card weighted by its belief (a weight
/// by card number, one or two opponents), as read by [`opponent_beliefs`].
pub(crate) fn choose_believing(view: &View, rng: &mut Rng, config: &Config, belief: &[[f64; 18]]) -> Option<Action> {
    search::choose_believing(view, rng, config, Some(belief))
}

/// Every legal action of the seat whose view this is, best first by the one-turn
/// value: the shortlist the Hard level searches.
pub(crate) fn ranked(view: &View, rng: &mut Rng) -> Vec<Action> {
    search::ranked(view, rng, &Config::default())
}
