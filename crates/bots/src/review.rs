//! The review of a game: each decision judged by the deciding seat's chance of
//! winning after it, against the move the Hard level would have made.
//!
//! A decision is judged only from what its seat could see when it made it: the
//! record up to that decision is redacted for the seat ([`Game::redact`]) into
//! *samples* (everything hidden dealt anew), as the Hard level's own search does, so
//! a review never tells a seat anything it could not have known. In each sample the
//! move made and the Hard level's move are both played, and the game is played on by
//! the game's playout policy (the Hard search's own: [`BotGame::playout_action`], to
//! [`ismcts::Config::playout_depth`], then [`BotGame::evaluate`]). The win chance is
//! the seat's mean reward over the samples (1 for a sole win, a share of a tie, 0 for
//! a loss): with 3 or more seats, its expected share of the win. Both moves are
//! played in the same samples with the same playout generators (common random
//! numbers), so their difference is much surer than either chance alone, and the
//! move made is always estimated as well as the best, however rarely a search would
//! have looked at it.
//!
//! Each decision draws from its own stream of the review's seed, so the review of one
//! seat or one decision gives the same verdicts as the review of the whole game, and
//! the same seed and budget always give the same review. Chance outcomes are not
//! decisions and are not judged. See docs/ARCHITECTURE.md ("Review").

use serde::{Deserialize, Serialize};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Outcome, Record, RecordError, Seat, Turn};

use crate::ismcts::{determinize, playout};
use crate::{choose_in, BotGame, Budget, Level};

/// Win chance lost against the best move from which a move is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// Win chance lost from which a move is a mistake.
pub const MISTAKE: f64 = 0.10;
/// Win chance lost from which a move is a blunder.
pub const BLUNDER: f64 = 0.15;

/// Samples a decision is judged in by default.
pub const SAMPLES: usize = 32;

/// The stream of the review's seed each decision draws from (the decision's action
/// index in its low bits).
const REVIEW_STREAM: u64 = 0x5245_5649_0000_0000;

/// How a decision compares with the best move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// At most [`INACCURACY`] below the best move's win chance (or better).
    Good,
    /// From [`INACCURACY`] to [`MISTAKE`] below.
    Inaccuracy,
    /// From [`MISTAKE`] to [`BLUNDER`] below.
    Mistake,
    /// [`BLUNDER`] or more below.
    Blunder,
}

impl Verdict {
    /// The verdict on a move whose win chance is `drop` below the best move's.
    pub fn from_drop(drop: f64) -> Verdict {
        if drop >= BLUNDER {
            Verdict::Blunder
        } else if drop >= MISTAKE {
            Verdict::Mistake
        } else if drop >= INACCURACY {
            Verdict::Inaccuracy
        } else {
            Verdict::Good
        }
    }

    /// Whether the verdict is a mistake or a blunder.
    pub fn is_error(self) -> bool {
        matches!(self, Verdict::Mistake | Verdict::Blunder)
    }
}

/// How much effort the review of one decision may take.
#[derive(Clone, Copy, Debug)]
pub struct Settings<'a> {
    /// The Hard level's budget for finding the best move.
    pub search: Budget<'a>,
    /// Samples each of the two moves is played in.
    pub samples: usize,
}

impl Default for Settings<'_> {
    fn default() -> Self {
        Settings { search: Budget::Default, samples: SAMPLES }
    }
}

/// One decision judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Judgement<G: Game> {
    /// The decision's index in the record's actions.
    pub index: usize,
    /// The seat that decided.
    pub seat: Seat,
    /// The move made.
    pub action: G::Action,
    /// The seat's win chance (expected share of the win) after the move made.
    pub win_chance: f64,
    /// The best move the Hard level found.
    pub best: G::Action,
    /// The seat's win chance after the best move.
    pub best_win_chance: f64,
    /// How the move made compares with the best.
    pub verdict: Verdict,
}

/// Judges `action`, the move of the seat to move in `m` (which is not shown to the
/// judge beyond that seat's view), with `rng` the decision's generator. `None` when
/// no seat is to move or the action is not legal there.
pub fn judge<G: BotGame>(
    m: &Match<G>,
    action: &G::Action,
    settings: &Settings<'_>,
    rng: &mut Rng,
) -> Option<Judgement<G>> {
    let Turn::Seat(seat) = m.state().turn() else { return None };
    let index = m.record().actions.len();
    let best = choose_in(m, seat, Level::Hard, settings.search, rng).unwrap_or_else(|| action.clone());
    let moves: Vec<&G::Action> = if &best == action { vec![action] } else { vec![action, &best] };
    let depth = G::hard_config().playout_depth;
    let mut totals = vec![0.0; moves.len()];
    let mut counted = 0usize;
    for _ in 0..settings.samples.max(1) {
        let Some(sample) = determinize(m.record(), seat, rng.next_u64()) else { continue };
        let playout_seed = rng.next_u64();
        let mut rewards = Vec::with_capacity(moves.len());
        for a in &moves {
            let mut s = sample.clone();
            if s.apply(a).is_err() {
                break;
            }
            let mut playout_rng = Rng::new(playout_seed, 0);
            rewards.push(playout(&mut s, depth, &mut playout_rng).get(seat).copied().unwrap_or(0.0));
        }
        // Counted only where both moves could be played: the same samples for both.
        if rewards.len() == moves.len() {
            totals.iter_mut().zip(&rewards).for_each(|(t, r)| *t += r);
            counted += 1;
        }
    }
    if counted == 0 {
        // The move made is not legal in any sample: the record does not replay.
        m.state().clone().apply(action).ok()?;
    }
    let chances: Vec<f64> = totals.iter().map(|t| t / counted.max(1) as f64).collect();
    let win_chance = chances.first().copied().unwrap_or(0.0);
    let best_win_chance = chances.last().copied().unwrap_or(win_chance);
    Some(Judgement {
        index,
        seat,
        action: action.clone(),
        win_chance,
        best,
        best_win_chance,
        verdict: Verdict::from_drop(best_win_chance - win_chance),
    })
}

/// The generator of the decision at action `index`, from the review's `seed`.
pub fn decision_rng(seed: u64, index: usize) -> Rng {
    Rng::new(seed, REVIEW_STREAM | index as u64)
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Review<G: Game> {
    /// Every decision judged, in order.
    pub decisions: Vec<Judgement<G>>,
    /// How the game ended, if it did.
    pub result: Option<Outcome>,
}

/// Reviews every decision of `record` (only `seat`'s, if given) with the review seed
/// `seed`. `progress` hears after each decision judged how many of how many are done.
/// Fails only when the record does not replay.
pub fn review<G: BotGame>(
    record: &Record<G>,
    seat: Option<Seat>,
    settings: &Settings<'_>,
    seed: u64,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review<G>, RecordError> {
    let full = Match::replay(record.clone())?;
    // Who chose each action (`None`: chance), as the replay reported it.
    let deciders: Vec<Option<Seat>> = full.reports().iter().map(|e| e.seat).collect();
    let mut m = Match::<G>::new(record.setup.clone(), record.seed)?;
    let total = deciders.iter().filter(|d| d.is_some_and(|s| seat.is_none_or(|want| want == s))).count();
    let mut decisions = Vec::with_capacity(total);
    for (index, action) in record.actions.iter().enumerate() {
        let judged = deciders.get(index).copied().flatten().is_some_and(|s| seat.is_none_or(|want| want == s));
        if judged {
            decisions.extend(judge(&m, action, settings, &mut decision_rng(seed, index)));
            progress(decisions.len(), total);
        }
        // The record replayed whole above, so each of its actions applies.
        let _ = m.apply(action.clone());
    }
    Ok(Review { decisions, result: full.state().outcome() })
}
