//! Where a saved game stands, read from its record for the list of games (a leaf:
//! the home page asks it without reaching the tables' registry).

use tabula_rules::{with_game, Outcome};

use crate::storage;

/// Where a saved game stands, for the list of games: the turn being played as its
/// players count turns, who is to play, and the winners once it is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The turn being played, from 1 (the number of turns played once over).
    pub turn: usize,
    /// The seat to play (or to roll), unless the game is over.
    pub to_move: Option<usize>,
    /// The seats that share first place, once the game is over.
    pub winners: Vec<usize>,
}

/// [`Progress`] of a save, replaying its record; `None` when it does not replay (the
/// list shows what the save itself says, and opening it says why).
pub fn progress(saved: &storage::Saved) -> Option<Progress> {
    replayed(saved).map(|(p, _)| p)
}

/// The outcome of a finished save (scores and winners), replaying its record.
pub fn outcome(saved: &storage::Saved) -> Option<Outcome> {
    replayed(saved)?.1
}

// One replay for both, so each game's code is in the page once.
fn replayed(saved: &storage::Saved) -> Option<(Progress, Option<Outcome>)> {
    use tabula_rules::{Game, Turn};
    with_game!(saved.game, G => {
        let m = tabula_rules::link::from_bytes::<G>(&saved.record).ok()?;
        let st = m.state();
        let to_move = match st.turn() {
            Turn::Seat(s) => Some(s),
            Turn::Chance => st.chance_owner(),
            Turn::Over => None,
        };
        let outcome = st.outcome();
        let winners = outcome.as_ref().map(|o| o.winners.clone()).unwrap_or_default();
        Some((Progress { turn: m.turn_number(), to_move, winners }, outcome))
    })
}
