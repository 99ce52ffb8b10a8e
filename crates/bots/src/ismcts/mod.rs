//! Information-set Monte Carlo tree search (single observer), for any [`BotGame`].
//!
//! The searching seat never looks at the real state. Each iteration plays in a
//! *determinization*: the game's record redacted for the seat ([`Game::redact`]: what
//! the seat may see is kept, everything else dealt anew from a fresh seed) and
//! replayed. Determinizations are made on demand and reused in turn, since redacting
//! replays the record and costs more than an iteration. The tree's nodes are keyed by
//! the actions taken, whatever the determinization, and an edge's UCB counts the
//! iterations in which it was legal (its availability), so actions that depend on
//! hidden cards are judged fairly. Chance outcomes are drawn as they come and do not
//! branch the tree (open loop). Each seat maximises its own reward: 1 for a sole
//! win, shared on a tie, 0 for a loss, or [`BotGame::evaluate`] when a playout stops
//! early.

mod tree;

use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Outcome, Record, Seat, Turn};

use crate::level::Meter;
use crate::{BotGame, Budget};
use tree::{Tree, ROOT};

/// How the search plays.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// Iterations for [`Budget::Default`].
    pub iterations: usize,
    /// UCB exploration weight (rewards are in 0..=1).
    pub exploration: f64,
    /// How many determinizations are made at most; iterations cycle through them.
    pub determinizations: usize,
    /// Moves a playout makes before [`BotGame::evaluate`] judges the state
    /// (`usize::MAX`: play to the end).
    pub playout_depth: usize,
    /// Points that make a clear lead, for the default [`BotGame::evaluate`].
    pub score_scale: f64,
    /// Whether every seat, not only the searching one at the root, considers only
    /// [`BotGame::root_candidates`] (from its own view in the determinization): the
    /// opponents then answer with their plausible best moves, not any legal one.
    pub shortlist_everywhere: bool,
    /// How many of [`BotGame::root_candidates`] the searching seat considers at the
    /// root: enough to hold the heuristic's own choice in games with hundreds of
    /// legal actions.
    pub root_shortlist: usize,
    /// How many of them every seat considers below the root, with
    /// `shortlist_everywhere`.
    pub shortlist: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            iterations: 1000,
            exploration: 0.7,
            determinizations: 32,
            playout_depth: usize::MAX,
            score_scale: 5.0,
            shortlist_everywhere: false,
            root_shortlist: 8,
            shortlist: 8,
        }
    }
}

/// The action the search picks for `seat`, which must be the seat to move after
/// `record`; `None` if it is not, or if the record does not replay.
pub fn search<G: BotGame>(
    record: &Record<G>,
    seat: Seat,
    config: &Config,
    budget: Budget<'_>,
    rng: &mut Rng,
) -> Option<G::Action> {
    let first = determinize(record, seat, rng.next_u64())?;
    let mut root_actions = first.legal_actions();
    if let Some(mut cands) = G::root_candidates(&first.view(Some(seat)), rng) {
        cands.truncate(config.root_shortlist);
        let kept: Vec<G::Action> = cands.into_iter().filter(|a| root_actions.contains(a)).collect();
        if !kept.is_empty() {
            root_actions = kept;
        }
    }
    if root_actions.len() == 1 {
        return root_actions.pop();
    }
    let mut pool = vec![first];
    let mut tree: Tree<G::Action> = Tree::new();
    let mut meter = Meter::new(budget, config.iterations);
    let size = config.determinizations.max(1);
    while meter.next() {
        let k = (meter.done() - 1) % size;
        if k == pool.len() {
            if let Some(d) = determinize(record, seat, rng.next_u64()) {
                pool.push(d);
            }
        }
        let Some(state) = pool.get(k % pool.len()).cloned() else { break };
        iterate(&mut tree, state, &root_actions, config, rng);
    }
    tree.best_root_action()
}

/// A state consistent with everything `seat` may see after `record`, hidden things
/// dealt from `fresh_seed`; `None` unless it is `seat`'s turn there.
pub(crate) fn determinize<G: Game>(record: &Record<G>, seat: Seat, fresh_seed: u64) -> Option<G> {
    let redacted = G::redact(record, Some(seat), fresh_seed).ok()?;
    let m = Match::replay(redacted).ok()?;
    (m.state().turn() == Turn::Seat(seat)).then(|| m.state().clone())
}

/// One iteration: select and expand in the tree, play out, credit the path.
fn iterate<G: BotGame>(
    tree: &mut Tree<G::Action>,
    mut state: G,
    root_actions: &[G::Action],
    config: &Config,
    rng: &mut Rng,
) {
    let mut node = ROOT;
    let mut path: Vec<(usize, Seat)> = Vec::new();
    loop {
        match state.turn() {
            Turn::Over => break,
            Turn::Chance => {
                if !chance(&mut state, rng) {
                    return;
                }
            }
            Turn::Seat(s) => {
                let legal = if node == ROOT {
                    root_actions.to_vec()
                } else if config.shortlist_everywhere {
                    match G::root_candidates(&state.view(Some(s)), rng) {
                        Some(mut cands) => {
                            cands.truncate(config.shortlist);
                            cands
                        }
                        None => state.legal_actions(),
                    }
                } else {
                    state.legal_actions()
                };
                let Some(pick) = tree.select(node, &legal, config.exploration, rng) else { break };
                let Some(edge) = tree.edge(pick.edge) else { return };
                if state.apply(&edge.action).is_err() {
                    return;
                }
                path.push((pick.edge, s));
                node = edge.child;
                if pick.new {
                    break;
                }
            }
        }
    }
    let rewards = playout(&mut state, config.playout_depth, rng);
    for (edge, seat) in path {
        tree.record(edge, rewards.get(seat).copied().unwrap_or(0.0));
    }
}

/// Plays a chance outcome; false if the game offers none (which ends the iteration).
fn chance<G: Game>(state: &mut G, rng: &mut Rng) -> bool {
    state.chance_action(rng).is_some_and(|a| state.apply(&a).is_ok())
}

/// Plays on from `state` by the game's playout policy, then gives each seat's reward.
pub(crate) fn playout<G: BotGame>(state: &mut G, depth: usize, rng: &mut Rng) -> Vec<f64> {
    let mut moves = 0;
    while moves < depth {
        match state.turn() {
            Turn::Over => break,
            Turn::Chance => {
                if !chance(state, rng) {
                    break;
                }
            }
            Turn::Seat(_) => {
                let ok = state.playout_action(rng).is_some_and(|a| state.apply(&a).is_ok());
                if !ok {
                    break;
                }
                moves += 1;
            }
        }
    }
    match state.outcome() {
        Some(o) => shares(&o),
        None => state.evaluate(),
    }
}

/// 1 for a sole winner, split evenly among tied winners, 0 for the others.
pub(crate) fn shares(outcome: &Outcome) -> Vec<f64> {
    let n = outcome.scores.len();
    let share = 1.0 / outcome.winners.len().max(1) as f64;
    (0..n).map(|s| if outcome.winners.contains(&s) { share } else { 0.0 }).collect()
}
