//! What the levels and the search need from each game beyond the [`Game`] trait.

use std::hash::Hash;

use tabula_rules::registry::Text;
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Record, Seat};

use crate::ismcts;
use crate::level::EXPERT_FACTOR;

/// A game the computer players can play at every [`Level`](crate::Level).
///
/// Everything here is a function of what one seat may see (its view, or the record
/// redacted for it) except [`BotGame::playout_action`] and [`BotGame::evaluate`],
/// which the search only calls on states it dealt itself.
pub trait BotGame: Game<Action: Hash + Eq> {
    /// The game's heuristic player (the Medium level) for the seat whose view this is.
    fn heuristic(view: &Self::View, rng: &mut Rng) -> Option<Self::Action>;

    /// Share of the Easy level's moves that are uniformly random instead of the
    /// heuristic's.
    const EASY_NOISE: f64;

    /// Share of the Medium level's moves that are uniformly random instead of the
    /// heuristic's, drawn as Easy's are; none in most games, whose Medium is the
    /// heuristic itself.
    const MEDIUM_NOISE: f64 = 0.0;

    /// How the Medium level plays this game, in a sentence for the setup page: the
    /// heuristic's words, unless the game's Medium plays some moves at random.
    const MEDIUM_PLAYS: Text = Text {
        en: "Plays the move that looks best now, by rules of thumb.",
        fr: "Joue le coup qui semble le meilleur tout de suite, d'après des règles simples.",
    };

    /// How the Hard level plays this game, in a sentence for the setup page: beside
    /// the code it speaks of, so a change to one meets the other.
    const HARD_PLAYS: Text;

    /// How the Expert level plays this game, likewise.
    const EXPERT_PLAYS: Text;

    /// Whether the game has a ceiling player ([`BotGame::ceiling`]).
    const HAS_CEILING: bool = false;

    /// A yardstick, never a level: a player that sees the true state and the chance
    /// outcomes to come, for `tabula arena` to measure how far the levels are from
    /// the best the dice allow (issue 47). `None` in games without one
    /// ([`BotGame::HAS_CEILING`]) or when `seat` is not to decide.
    fn ceiling(_m: &Match<Self>, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// How the Hard level searches, with iterations for [`Budget::Default`](crate::Budget).
    fn hard_config() -> ismcts::Config;

    /// The actions the search may consider for the seat to move, best first by a
    /// cheap judgement from `view` (the search keeps the first few: its
    /// `root_shortlist` and `shortlist`); `None` for every legal action. Trimming a
    /// wide choice lets the search look deeper at the moves that matter.
    fn root_candidates(_view: &Self::View, _rng: &mut Rng) -> Option<Vec<Self::Action>> {
        None
    }

    /// The move a playout makes in a state the search dealt. The default is uniformly
    /// random among the legal actions.
    fn playout_action(&self, rng: &mut Rng) -> Option<Self::Action> {
        crate::random(self, rng)
    }

    /// Each seat's chance of winning from this state, in 0..=1, when a playout stops
    /// before the end. The default reads the running scores: a logistic curve of each
    /// seat's lead over its best opponent, `scale` points being a clear lead.
    fn evaluate(&self) -> Vec<f64> {
        let scores = self.scores();
        let scale = Self::hard_config().score_scale.max(1e-9);
        (0..scores.len())
            .map(|s| {
                let best_other = (0..scores.len()).filter(|&o| o != s).map(|o| scores[o]).max().unwrap_or(scores[s]);
                let lead = f64::from(scores[s] - best_other) / scale;
                1.0 / (1.0 + (-lead).exp())
            })
            .collect()
    }

    /// How the Expert level searches: Hard's search with [`EXPERT_FACTOR`] times its
    /// iterations.
    fn expert_config() -> ismcts::Config {
        let hard = Self::hard_config();
        ismcts::Config { iterations: hard.iterations * EXPERT_FACTOR, ..hard }
    }

    /// The Hard level's decision for `seat` from `record`, which it may only see
    /// redacted for `seat`. The default is information-set MCTS with [`BotGame::hard_config`].
    fn hard(record: &Record<Self>, seat: Seat, meter_budget: crate::Budget<'_>, rng: &mut Rng) -> Option<Self::Action> {
        ismcts::search(record, seat, &Self::hard_config(), meter_budget, rng)
    }

    /// The Expert level's decision: [`BotGame::hard`] with [`EXPERT_FACTOR`] times the
    /// effort. The default is information-set MCTS with [`BotGame::expert_config`].
    fn expert(
        record: &Record<Self>,
        seat: Seat,
        meter_budget: crate::Budget<'_>,
        rng: &mut Rng,
    ) -> Option<Self::Action> {
        ismcts::search(record, seat, &Self::expert_config(), meter_budget, rng)
    }
}
