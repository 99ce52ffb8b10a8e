//! Records (what a game *is*) and the match driver that replays them.

use serde::{Deserialize, Serialize};

use crate::{rng::Rng, Game, GameId, Seat, Turn};

/// A game as data: replaying `actions` on the state dealt from `setup` and `seed` gives
/// the position. Saves, undo, the move log and share links are all records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    /// Which game; checked on load.
    pub game: GameId,
    /// The rules version that wrote the record; checked on load.
    pub rules_version: u32,
    /// Seats and variants.
    pub setup: G::Setup,
    /// Source of every random choice.
    pub seed: u64,
    /// Every action from the start, oldest first (chance outcomes included).
    pub actions: Vec<G::Action>,
}

impl<G: Game> Record<G> {
    /// The chance outcome this record's seed gives `state` if chance acts there as the
    /// record's action `index` (what [`Match::resolve_chance`] would draw at that
    /// point). Every roll to come is fixed by the seed and the action's index, so a
    /// player that may see the future (POW's ceiling yardstick, never a level) can
    /// look ahead on a copy of the state; `None` when chance is not to act in `state`.
    pub fn chance_at(&self, state: &G, index: usize) -> Option<G::Action> {
        if state.turn() != Turn::Chance {
            return None;
        }
        state.chance_action(&mut chance_rng(self.seed, index))
    }
}

/// Why a record cannot be loaded. Every variant says what to tell the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Not JSON of a record, or not a link this app made.
    #[error("not a readable game record: {0}")]
    Parse(String),
    /// A record of another game.
    #[error("this record is for {found}, not {expected}")]
    WrongGame {
        /// The game that was asked for.
        expected: GameId,
        /// The game the record names.
        found: GameId,
    },
    /// Written by rules this build does not have: newer ones (`found > supported`:
    /// the app needs an update) or old ones it no longer plays.
    #[error("this record needs rules version {found}; this app has version {supported}")]
    RulesVersion {
        /// The version in the record.
        found: u32,
        /// The version this build plays.
        supported: u32,
    },
    /// The setup cannot be dealt.
    #[error("impossible setup: {0}")]
    Setup(String),
    /// An action that the rules refuse at that point.
    #[error("action {index} ({action}) is illegal: {reason}")]
    Illegal {
        /// Position of the action in the record, from 0.
        index: usize,
        /// The action, in the game's notation.
        action: String,
        /// Why the rules refuse it.
        reason: String,
    },
}

/// Where the chance outcomes of a record come from: one stream per action index, so a
/// chance outcome does not depend on how the record was produced.
fn chance_rng(seed: u64, index: usize) -> Rng {
    Rng::new(seed, 0x4348_414E_0000_0000 | index as u64)
}

/// What one action of the record did, and who chose it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Event<R> {
    /// The seat that acted; `None` for a chance outcome.
    pub seat: Option<Seat>,
    /// What the rules say the action did (public facts only).
    pub report: R,
}

/// A game being played: its record, the state that record replays to, and what each
/// action did.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    record: Record<G>,
    state: G,
    reports: Vec<Event<G::Report>>,
}

impl<G: Game> Match<G> {
    /// Deals a new game.
    pub fn new(setup: G::Setup, seed: u64) -> Result<Self, RecordError> {
        let state = G::new(&setup, seed).map_err(RecordError::Setup)?;
        let record = Record { game: G::ID, rules_version: G::RULES_VERSION, setup, seed, actions: Vec::new() };
        Ok(Match { record, state, reports: Vec::new() })
    }

    /// Replays a record, checking game, version and every action.
    pub fn replay(record: Record<G>) -> Result<Self, RecordError> {
        if record.game != G::ID {
            return Err(RecordError::WrongGame { expected: G::ID, found: record.game });
        }
        if !(G::OLDEST_RULES_VERSION..=G::RULES_VERSION).contains(&record.rules_version) {
            return Err(RecordError::RulesVersion { found: record.rules_version, supported: G::RULES_VERSION });
        }
        let mut m = Match::new(record.setup, record.seed)?;
        for (index, action) in record.actions.into_iter().enumerate() {
            m.apply(action).map_err(|e: (G::Error, G::Action)| RecordError::Illegal {
                index,
                // In the game's notation: short, and no JSON printer in a web app.
                action: e.1.to_string(),
                reason: e.0.to_string(),
            })?;
        }
        Ok(m)
    }

    /// Reads a record from its JSON text and replays it.
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let record: Record<G> = serde_json::from_str(text).map_err(|e| RecordError::Parse(e.to_string()))?;
        Match::replay(record)
    }

    /// The record as JSON text.
    pub fn to_json(&self) -> String {
        // Records hold only plain data (numbers, strings, enums): serialising cannot fail.
        serde_json::to_string(&self.record).unwrap_or_default()
    }

    /// The record so far.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The current state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// What each action of the record did, oldest first (one event an action).
    pub fn reports(&self) -> &[Event<G::Report>] {
        &self.reports
    }

    /// Plays an action; an illegal one is handed back with the reason, nothing changed.
    /// What it did is the last of [`Match::reports`].
    pub fn apply(&mut self, action: G::Action) -> Result<(), (G::Error, G::Action)> {
        let seat = match self.state.turn() {
            Turn::Seat(s) => Some(s),
            Turn::Chance | Turn::Over => None,
        };
        match self.state.apply_reported(&action) {
            Ok(report) => {
                self.record.actions.push(action);
                self.reports.push(Event { seat, report });
                Ok(())
            }
            Err(e) => Err((e, action)),
        }
    }

    /// The chance outcome the seed gives now, when chance is to act (what
    /// [`Match::resolve_chance`] would play), without playing it.
    pub fn chance_outcome(&self) -> Option<G::Action> {
        self.record.chance_at(&self.state, self.record.actions.len())
    }

    /// When chance is to act, draws its outcome from the seed and plays it.
    /// Returns whether an outcome was played.
    pub fn resolve_chance(&mut self) -> bool {
        if self.state.turn() != Turn::Chance {
            return false;
        }
        let mut rng = chance_rng(self.record.seed, self.record.actions.len());
        match self.state.chance_action(&mut rng) {
            Some(a) => self.apply(a).is_ok(),
            None => false,
        }
    }

    /// [`Match::resolve_chance`] only when the outcome belongs to a seat `here` says
    /// this device plays (or to nobody in particular): in a game played by link, a
    /// roll is drawn on the device of the seat that rolls.
    pub fn resolve_chance_for(&mut self, here: impl Fn(Seat) -> bool) -> bool {
        self.state.chance_owner().is_none_or(here) && self.resolve_chance()
    }

    /// Every seat's score at the start and after each turn (a turn ends when the
    /// seat whose go it is changes, the next roll being the next seat's go, or the
    /// game ends; alone at the table, after each decision): what an end chart draws.
    /// The record was replayed once already, so replaying it again cannot fail.
    pub fn score_series(&self) -> Vec<Vec<i32>> {
        let Ok(mut m) = Match::<G>::new(self.record.setup.clone(), self.record.seed) else {
            return Vec::new();
        };
        let solo = m.state.seat_count() == 1;
        let mut series = vec![m.state.scores()];
        for action in &self.record.actions {
            let by_seat = matches!(m.state.turn(), Turn::Seat(_));
            let before = m.whose_go();
            if m.apply(action.clone()).is_err() {
                break;
            }
            if by_seat && (solo || m.whose_go() != before) {
                series.push(m.state.scores());
            }
        }
        series
    }

    /// The seat whose go it is: the seat to act, or the seat a roll belongs to.
    fn whose_go(&self) -> Option<Seat> {
        match self.state.turn() {
            Turn::Seat(s) => Some(s),
            Turn::Chance => self.state.chance_owner(),
            Turn::Over => None,
        }
    }

    /// The turn being played, from 1, as players count turns: one seat's go, however
    /// many decisions and dice it takes (the roll that opens a seat's turn is part of
    /// it); alone at the table, every decision is a turn. Once the game is over, the
    /// number of turns played. What a list of saved games shows, where the count of
    /// actions would say "turn 2" during the first player's first roll.
    pub fn turn_number(&self) -> usize {
        let solo = self.state.seat_count() == 1;
        let mut turns = 0;
        let mut last = None;
        for seat in self.reports.iter().filter_map(|e| e.seat) {
            if solo || last != Some(seat) {
                turns += 1;
                last = Some(seat);
            }
        }
        if self.whose_go().is_some_and(|n| solo || last != Some(n)) {
            turns += 1;
        }
        turns.max(1)
    }

    /// Goes back to the position after the first `len` actions.
    pub fn truncate(&mut self, len: usize) -> Result<(), RecordError> {
        if len >= self.record.actions.len() {
            return Ok(());
        }
        let mut record = self.record.clone();
        record.actions.truncate(len);
        *self = Match::replay(record)?;
        Ok(())
    }
}
