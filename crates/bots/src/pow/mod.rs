//! A POW player: expected value over the dice, with a tile value read from the view.
//!
//! It sees only its seat's [`View`]: the rows, the top and height of every stack and
//! the dice; covered tiles are unknown to it as to everyone (a blind steal is valued
//! at the mean of the tiles no one can see).
//!
//! Each final result of the five dice (56 of them, counted by face) is worth its best
//! take, valued by [`Weights`]:
//! - a hero is worth its value, less when the seat already has as many heroes as
//!   villains (extra heroes are dropped from the top at the end);
//! - a villain costs its value, but when the seat has more heroes than villains it
//!   frees a hero to count, worth about the mean hero;
//! - a steal adds what the victim loses, shared among the opponents;
//! - with no possible take, the forced tile.
//!
//! The decision then compares stopping now with every choice of dice to set aside,
//! by the exact expected value of the rolls to come (every outcome of the dice
//! rerolled, with its probability, and the best decision after each): a small
//! expectimax over dice multisets, a few thousand positions. Ties are broken by the
//! generator, so the bot is deterministic given the view and the generator. Against
//! uniformly random play it wins nearly every 2-player game.
//!
//! That is Medium, but for the tenth of its moves it plays at random
//! (`MEDIUM_NOISE`, `impls.rs`: this player alone was nearly Hard). The 2-player Hard
//! (`exact.rs`) also remembers the covered tiles from the takes its seat saw, which
//! this player does not.

pub mod ceiling;
mod exact;
mod many;
mod reply;
mod turn;

pub use exact::Tuning;

use std::collections::HashMap;

use tabula_rules::pow::data::{DICE, HEROES, ROLLS, STEAL_ANY, STEAL_TOP, VILLAINS};
use tabula_rules::pow::{Action, Dice, Face, Side, Tile, View};
use tabula_rules::rng::Rng;

/// How the bot values tiles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Share of a hero's value counted when the seat has at least as many heroes as
    /// villains (it may be dropped at the end).
    pub extra_hero: f64,
    /// Share of the mean hero a villain is worth when it lets one more hero count.
    pub freed_hero: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights { extra_hero: 0.6, freed_hero: 0.8 }
    }
}

/// Two values this close are a tie.
const EPS: f64 = 1e-9;

/// The bot's action for the seat whose view this is, or `None` when that seat is not
/// to move (or the dice are to be rolled, or the view is a spectator's).
pub fn choose(view: &View, rng: &mut Rng) -> Option<Action> {
    choose_with(view, rng, &Weights::default())
}

/// The Hard level's player: [`choose_with`], each take also valued by the next
/// player's expected turn after it, a share `reply` of it counted against the take.
pub fn choose_looking_ahead(view: &View, rng: &mut Rng, weights: &Weights, reply: f64) -> Option<Action> {
    reply::choose(view, rng, weights, reply)
}

/// The Hard level's player for 3 seats or more: the stacks remembered as
/// [`choose_remembering`] does, each take valued by the seat's chance of winning the
/// table after it (and, with `reply`, after the next seat's turn); `None` with 2
/// seats or when the seat is not to decide (`pow/many.rs`).
pub fn choose_many(
    record: &tabula_rules::Record<tabula_rules::pow::Pow>,
    seat: usize,
    rng: &mut Rng,
    tuning: &Tuning,
    reply: bool,
) -> Option<Action> {
    many::choose(record, seat, rng, tuning, reply)
}

/// The Hard level's player for 2 seats: it remembers every stack's tiles from the
/// takes it saw and searches turns ahead for the chance to win (`pow/exact.rs`);
/// `None` with other than 2 seats or when the seat is not to decide.
pub fn choose_remembering(
    record: &tabula_rules::Record<tabula_rules::pow::Pow>,
    seat: usize,
    rng: &mut Rng,
    tuning: &Tuning,
) -> Option<Action> {
    exact::choose(record, seat, rng, tuning)
}

/// [`choose`] with other weights.
pub fn choose_with(view: &View, rng: &mut Rng, weights: &Weights) -> Option<Action> {
    choose_adjusted(view, rng, weights, &mut |_| 0.0)
}

/// Where a take takes its tile from, as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Loc {
    /// The row of this side, at this index from the left.
    Row(Side, usize),
    /// The stack of this seat and side, this many tiles below the top.
    Stack(usize, Side, usize),
}

/// [`choose_with`], each take's value plus `adjust` of where its tile comes from.
pub(crate) fn choose_adjusted(
    view: &View,
    rng: &mut Rng,
    weights: &Weights,
    adjust: &mut dyn FnMut(Loc) -> f64,
) -> Option<Action> {
    let seat = view.seat?;
    if view.to_move != Some(seat) || view.awaiting_roll || view.result.is_some() {
        return None;
    }
    let takes = Takes::new(view, seat, weights, adjust);
    decide(view, &takes, rng)
}

/// The best decision of the seat to move by the exact expectimax over the dice, each
/// final result worth its best take by `takes`; ties broken by the generator.
pub(crate) fn decide(view: &View, takes: &Takes, rng: &mut Rng) -> Option<Action> {
    let mut search = Search::new(takes);
    let d = view.dice;
    let mut best = f64::NEG_INFINITY;
    let mut tied: Vec<Action> = Vec::new();
    let mut consider = |value: f64, actions: Vec<Action>| {
        if value > best + EPS {
            best = value;
            tied.clear();
        }
        if value >= best - EPS {
            tied.extend(actions);
        }
    };
    let (stop_value, stop_actions) = takes.best(d.aside.plus(d.rolled));
    consider(stop_value, stop_actions);
    if d.can_reroll {
        for part in d.rolled.parts(1, d.rolled.total() - 1) {
            let value = search.after_setting_aside(d.aside.plus(part), d.rolled.total() - part.total(), d.rolls);
            consider(value, vec![Action::SetAside(part)]);
        }
    }
    let i = rng.below(tied.len());
    (i < tied.len()).then(|| tied.swap_remove(i))
}

/// The value of every take, as seen by the seat.
pub(crate) struct Takes {
    /// Best value and the takes that reach it, by final dice result.
    by_result: HashMap<Dice, (f64, Vec<Action>)>,
}

impl Takes {
    pub(crate) fn new(view: &View, seat: usize, w: &Weights, adjust: &mut dyn FnMut(Loc) -> f64) -> Takes {
        let n = view.stacks.len().max(2) as f64;
        let mine = view.stacks.get(seat).copied().unwrap_or_default();
        let (h, v) = (mine.heroes.height, mine.villains.height);
        // Tiles nobody sees: every tile but the rows and the tops.
        let hidden_mean = |side: Side, all: &[i8]| {
            let mut left: Vec<i8> = all.to_vec();
            let row = if side == Side::Hero { &view.heroes } else { &view.villains };
            let shown = row.iter().copied().chain(view.stacks.iter().filter_map(|s| s.of(side).top));
            for t in shown {
                if let Some(i) = left.iter().position(|&x| x == t.0) {
                    left.swap_remove(i);
                }
            }
            let sum: i32 = left.iter().map(|&x| i32::from(x)).sum();
            if left.is_empty() {
                0.0
            } else {
                f64::from(sum) / left.len() as f64
            }
        };
        let mean_hero = f64::from(HEROES.iter().map(|&x| i32::from(x)).sum::<i32>()) / HEROES.len() as f64;
        let hidden = [hidden_mean(Side::Hero, &HEROES), hidden_mean(Side::Villain, &VILLAINS)];
        // What taking a tile worth `x` (known or expected) is worth to the seat.
        let gain = |side: Side, x: f64| match side {
            Side::Hero if h < v => x,
            Side::Hero => x * w.extra_hero,
            Side::Villain if h > v => x + w.freed_hero * mean_hero,
            Side::Villain => x,
        };
        let value = |t: Tile| f64::from(t.points());

        let mut by_result = HashMap::new();
        for (result, _) in Dice::outcomes(DICE) {
            let mut options: Vec<(f64, Action)> = Vec::new();
            for side in Side::ALL {
                let row = if side == Side::Hero { &view.heroes } else { &view.villains };
                let k = usize::from(result.count(Face::row(side)));
                if let Some(i) = k.checked_sub(1).filter(|&i| i < row.len()) {
                    options.push((gain(side, value(row[i])) + adjust(Loc::Row(side, i)), Action::Take(side)));
                }
                let bubbles = result.count(Face::bubble(side));
                if bubbles < STEAL_TOP {
                    continue;
                }
                for (victim, stacks) in view.stacks.iter().enumerate().filter(|(s, _)| *s != seat) {
                    let pile = stacks.of(side);
                    let depths = if bubbles >= STEAL_ANY { pile.height } else { pile.height.min(1) };
                    for depth in 0..depths {
                        let x = if depth == 0 { pile.top.map_or(0.0, value) } else { hidden[side.index()] };
                        // What the victim loses, shared among the opponents.
                        let harm = x / (n - 1.0);
                        let adjusted = gain(side, x) + harm + adjust(Loc::Stack(victim, side, depth));
                        options.push((adjusted, Action::Steal { victim, side, depth }));
                    }
                }
            }
            if options.is_empty() {
                // The forced take: the most negative villain, else the lowest hero (the
                // leftmost of equals, as `min_by_key` keeps the first).
                let pick =
                    |side: Side, row: &[Tile]| (0..row.len()).min_by_key(|&i| row[i].0).map(|i| (side, i, row[i]));
                let forced = pick(Side::Villain, &view.villains)
                    .or_else(|| pick(Side::Hero, &view.heroes))
                    .map_or(0.0, |(side, i, t)| gain(side, value(t)) + adjust(Loc::Row(side, i)));
                options.push((forced, Action::TakeForced));
            }
            let best = options.iter().map(|o| o.0).fold(f64::NEG_INFINITY, f64::max);
            let actions = options.into_iter().filter(|o| o.0 >= best - EPS).map(|o| o.1).collect();
            by_result.insert(result, (best, actions));
        }
        Takes { by_result }
    }

    /// Every take valued by `value` of the place its tile comes from alone.
    pub(crate) fn by_loc(view: &View, seat: usize, value: &mut dyn FnMut(Loc) -> f64) -> Takes {
        let mut by_result = HashMap::new();
        for (result, _) in Dice::outcomes(DICE) {
            let mut options: Vec<(f64, Action)> = Vec::new();
            for side in Side::ALL {
                let row = if side == Side::Hero { &view.heroes } else { &view.villains };
                let k = usize::from(result.count(Face::row(side)));
                if let Some(i) = k.checked_sub(1).filter(|&i| i < row.len()) {
                    options.push((value(Loc::Row(side, i)), Action::Take(side)));
                }
                let bubbles = result.count(Face::bubble(side));
                if bubbles < STEAL_TOP {
                    continue;
                }
                for (victim, stacks) in view.stacks.iter().enumerate().filter(|(s, _)| *s != seat) {
                    let pile = stacks.of(side);
                    let depths = if bubbles >= STEAL_ANY { pile.height } else { pile.height.min(1) };
                    for depth in 0..depths {
                        options.push((value(Loc::Stack(victim, side, depth)), Action::Steal { victim, side, depth }));
                    }
                }
            }
            if options.is_empty() {
                let pick = |side: Side, row: &[Tile]| (0..row.len()).min_by_key(|&i| row[i].0).map(|i| (side, i));
                let forced = pick(Side::Villain, &view.villains)
                    .or_else(|| pick(Side::Hero, &view.heroes))
                    .map_or(0.0, |(side, i)| value(Loc::Row(side, i)));
                options.push((forced, Action::TakeForced));
            }
            let best = options.iter().map(|o| o.0).fold(f64::NEG_INFINITY, f64::max);
            let actions = options.into_iter().filter(|o| o.0 >= best - EPS).map(|o| o.1).collect();
            by_result.insert(result, (best, actions));
        }
        Takes { by_result }
    }

    /// The best value of a final result and the takes that reach it.
    pub(crate) fn best(&self, result: Dice) -> (f64, Vec<Action>) {
        self.by_result.get(&result).cloned().unwrap_or((f64::NEG_INFINITY, Vec::new()))
    }

    pub(crate) fn value(&self, result: Dice) -> f64 {
        self.by_result.get(&result).map_or(f64::NEG_INFINITY, |b| b.0)
    }
}

/// The expectimax over the rolls left.
pub(crate) struct Search<'a> {
    takes: &'a Takes,
    /// The throws of 0 to 5 dice with their probabilities.
    outcomes: Vec<Vec<(Dice, f64)>>,
    /// Value after a decision to set dice aside, by dice aside, dice to roll, rolls made.
    rolled: HashMap<(Dice, usize, u8), f64>,
    /// Value of the best decision, by dice aside, dice rolled, rolls made.
    memo: HashMap<(Dice, Dice, u8), f64>,
}

impl<'a> Search<'a> {
    pub(crate) fn new(takes: &'a Takes) -> Self {
        let outcomes = (0..=DICE).map(Dice::outcomes).collect();
        Search { takes, outcomes, rolled: HashMap::new(), memo: HashMap::new() }
    }

    /// Expected value of rolling `free` dice with `aside` set aside, `rolls` made.
    pub(crate) fn after_setting_aside(&mut self, aside: Dice, free: usize, rolls: u8) -> f64 {
        if let Some(&v) = self.rolled.get(&(aside, free, rolls)) {
            return v;
        }
        let mut v = 0.0;
        for i in 0..self.outcomes.get(free).map_or(0, Vec::len) {
            let (o, p) = self.outcomes[free][i];
            v += p * self.decide(aside, o, rolls + 1);
        }
        self.rolled.insert((aside, free, rolls), v);
        v
    }

    /// Value of the best decision with `rolled` just rolled.
    fn decide(&mut self, aside: Dice, rolled: Dice, rolls: u8) -> f64 {
        if let Some(&v) = self.memo.get(&(aside, rolled, rolls)) {
            return v;
        }
        let mut best = self.takes.value(aside.plus(rolled));
        if rolls < ROLLS && rolled.total() >= 2 {
            for part in rolled.parts(1, rolled.total() - 1) {
                let v = self.after_setting_aside(aside.plus(part), rolled.total() - part.total(), rolls);
                best = best.max(v);
            }
        }
        self.memo.insert((aside, rolled, rolls), best);
        best
    }
}
