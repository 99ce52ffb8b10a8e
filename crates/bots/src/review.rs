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
    // The search's pick that the samples rate no higher than the move made is no
    // better move: a review never offers a "better" move with a lower chance.
    let (best, best_win_chance) =
        if best_win_chance > win_chance { (best, best_win_chance) } else { (action.clone(), win_chance) };
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
    let total = full.reports().iter().filter(|e| e.seat.is_some_and(|s| seat.is_none_or(|want| want == s))).count();
    let mut done = 0;
    let part = review_from(&full, seat, 0, settings, seed, || {
        done += 1;
        progress(done, total);
        true
    })?;
    Ok(Review { decisions: part.judged, result: full.state().outcome() })
}

/// Part of a review: the decisions judged from some point on, for a caller that
/// reviews a game a few decisions at a time (the app's worker, with a progress bar).
#[derive(Clone, Debug, PartialEq)]
pub struct Part<G: Game> {
    /// The decisions judged, in order.
    pub judged: Vec<Judgement<G>>,
    /// The action index to go on from; `None` when every decision is judged.
    pub next: Option<usize>,
    /// Decisions to judge before `next` (all of them at the end): the progress.
    pub done: usize,
    /// Decisions the whole review judges.
    pub total: usize,
}

/// The decisions of `seat` (every seat's if `None`) at action index `from` or later
/// in the game `full`, judged as [`review`] judges them (the same verdicts), one after
/// another while `more()` says so (at least one).
pub fn review_from<G: BotGame>(
    full: &Match<G>,
    seat: Option<Seat>,
    from: usize,
    settings: &Settings<'_>,
    seed: u64,
    mut more: impl FnMut() -> bool,
) -> Result<Part<G>, RecordError> {
    let record = full.record();
    let wanted: Vec<usize> = full
        .reports()
        .iter()
        .enumerate()
        .filter(|(_, e)| e.seat.is_some_and(|s| seat.is_none_or(|want| want == s)))
        .map(|(i, _)| i)
        .collect();
    let total = wanted.len();
    let mut m = Match::<G>::new(record.setup.clone(), record.seed)?;
    let mut judged = Vec::new();
    let mut queue = wanted.iter().copied().filter(|&i| i >= from).peekable();
    for index in queue.by_ref() {
        for action in record.actions.iter().take(index).skip(m.record().actions.len()) {
            // `full` replayed, so each of its actions applies.
            let _ = m.apply(action.clone());
        }
        let Some(action) = record.actions.get(index) else { break };
        judged.extend(judge(&m, action, settings, &mut decision_rng(seed, index)));
        if !more() {
            break;
        }
    }
    let next = queue.peek().copied();
    let done = next.map_or(total, |n| wanted.iter().filter(|&&i| i < n).count());
    Ok(Part { judged, next, done, total })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::combo4x4::{Combo4x4, Setup};

    #[test]
    fn verdicts_follow_the_thresholds() {
        let verdicts: Vec<Verdict> =
            [-0.3, 0.0, 0.049, 0.05, 0.099, 0.1, 0.149, 0.15, 1.0].map(Verdict::from_drop).into();
        use Verdict::*;
        assert_eq!(verdicts, [Good, Good, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Blunder, Blunder]);
        assert!(Mistake.is_error() && Blunder.is_error() && !Inaccuracy.is_error());
    }

    /// The best move judged as the move made is good, with one win chance.
    #[test]
    fn the_best_move_made_is_good() {
        let m = Match::<Combo4x4>::new(Setup::default(), 3).unwrap();
        let settings = Settings { search: Budget::Iterations(1), samples: 2 };
        let mut rng = decision_rng(0, 0);
        let best = choose_in(&m, 0, Level::Hard, settings.search, &mut rng).unwrap();
        let j = judge(&m, &best, &settings, &mut decision_rng(0, 0)).unwrap();
        assert_eq!((j.best, j.verdict, j.win_chance), (best, Verdict::Good, j.best_win_chance));
        assert!((0.0..=1.0).contains(&j.win_chance));
    }

    /// Every move of a position judged: a better move offered is rated above the move
    /// made, and none is offered where the move made rates as high.
    #[test]
    fn a_better_move_is_rated_higher() {
        let m = Match::<Combo4x4>::new(Setup::default(), 5).unwrap();
        let settings = Settings { search: Budget::Iterations(20), samples: 4 };
        for (i, a) in m.state().legal_actions().iter().enumerate() {
            let j = judge(&m, a, &settings, &mut decision_rng(1, i)).unwrap();
            if j.best == j.action {
                assert_eq!(j.best_win_chance, j.win_chance);
            } else {
                assert!(j.best_win_chance > j.win_chance, "move {i}: {} <= {}", j.best_win_chance, j.win_chance);
            }
        }
    }
}
