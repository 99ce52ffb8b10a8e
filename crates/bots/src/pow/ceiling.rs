//! POW's ceiling: a yardstick, never a level the app offers. It reads the true state
//! (every covered tile) and the dice to come, and plays the turn that does best
//! against the Medium seats it is measured with, so `tabula arena` can show how much
//! room the dice leave above Hard (issue 47: "measure the ceiling").
//!
//! Every roll of a record is fixed by its seed and the roll's index in the record
//! ([`Record::chance_at`]), so the whole future follows from the decisions alone. The
//! search is on copies of the state:
//! - its own turn: every plan (each choice of dice to set aside, then each take) is
//!   played with the rolls it would really get, so the best take of the turn is found
//!   exactly, and a plan's length, which shifts every later roll, is chosen as well;
//! - after each distinct take, the other seats' turns are played as the heuristic
//!   plays them (the players it is measured against; their tie-breaks and Medium's
//!   random tenth aside, this is their play), with the dice they would really get;
//! - then its own next turn is solved the same way, each of its takes judged by the
//!   chance of winning the 2-player and many-seat Hard use (`Known::projected` through
//!   `many::chances`), or the true result when the game ends sooner.
//!
//! One own turn more (simulating the others after the second turn) multiplies the
//! cost by the number of distinct takes (about 40) for little: the measure here is a
//! ceiling within reason, as the issue asks, not the game's exact value.

use std::collections::HashMap;

use tabula_rules::pow::{Action, Pow, Side};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Record, Seat, Turn};

use super::exact::{Known, Tuning};

/// Two values this close are a tie: the first plan found (the rules' order) wins.
const EPS: f64 = 1e-9;

/// The lead's spread of the judge, in points per square root of the tiles left: the
/// 2-player Hard's (3) with 2 seats, the many-seat Hard's (10) with more.
fn tuning(seats: usize) -> Tuning {
    Tuning { spread: if seats == 2 { 3.0 } else { 10.0 }, ..Tuning::default() }
}

/// The ceiling's action for `seat`, or `None` when `seat` is not to decide.
/// Deterministic: it draws no random number of its own (the Medium seats it plays
/// out use a generator seeded from the position).
pub fn choose(m: &Match<Pow>, seat: Seat) -> Option<Action> {
    let state = m.state();
    if state.turn() != Turn::Seat(seat) {
        return None;
    }
    let mut s = Searcher { record: m.record(), me: seat, tuning: tuning(state.seat_count()), memo: HashMap::new() };
    let index = m.record().actions.len();
    let mut best: Option<(f64, Action)> = None;
    for action in state.legal_actions() {
        let v = s.decision(state, index, &action, 1);
        if best.as_ref().is_none_or(|b| v > b.0 + EPS) {
            best = Some((v, action));
        }
    }
    best.map(|b| b.1)
}

struct Searcher<'a> {
    record: &'a Record<Pow>,
    me: Seat,
    tuning: Tuning,
    /// Value after a take, by own turns left to solve, action index and position.
    memo: HashMap<(u8, usize, Vec<i8>), f64>,
}

impl Searcher<'_> {
    /// The value for `me` of playing `action` (its own) in `state`, the record then at
    /// `index` actions, with `turns` own turns after this one left to solve.
    fn decision(&mut self, state: &Pow, index: usize, action: &Action, turns: u8) -> f64 {
        let mut st = state.clone();
        if st.apply(action).is_err() {
            return f64::NEG_INFINITY;
        }
        let mut index = index + 1;
        if matches!(action, Action::SetAside(_)) {
            // Dice set aside: the roll this plan gets, then the best of what follows.
            if let Some(roll) = self.record.chance_at(&st, index) {
                if st.apply(&roll).is_ok() {
                    index += 1;
                    return self.best(&st, index, turns);
                }
            }
            return f64::NEG_INFINITY;
        }
        self.after_take(&st, index, turns)
    }

    /// The best of `me`'s decisions in `state`.
    fn best(&mut self, state: &Pow, index: usize, turns: u8) -> f64 {
        let actions = state.legal_actions();
        actions.iter().map(|a| self.decision(state, index, a, turns)).fold(f64::NEG_INFINITY, f64::max)
    }

    /// The value for `me` once its take is played: the other seats play their turns as
    /// Medium, then `me` solves its next turn, or, with no turn left to solve, the
    /// position is judged.
    fn after_take(&mut self, state: &Pow, index: usize, turns: u8) -> f64 {
        let key = (turns, index, position(state));
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let v = self.play_on(state, index, turns);
        self.memo.insert(key, v);
        v
    }

    fn play_on(&mut self, state: &Pow, index: usize, turns: u8) -> f64 {
        if turns == 0 {
            return self.judge(state);
        }
        let mut st = state.clone();
        let mut index = index;
        // The Medium seats' generator: fixed by the position, so the search is
        // deterministic.
        let mut rng = Rng::new(self.record.seed, 0x4345_494C_0000_0000 | index as u64);
        loop {
            match st.turn() {
                Turn::Over => return self.judge(&st),
                Turn::Chance => {
                    let Some(roll) = self.record.chance_at(&st, index) else { return self.judge(&st) };
                    if st.apply(&roll).is_err() {
                        return self.judge(&st);
                    }
                }
                Turn::Seat(s) if s == self.me => return self.best(&st, index, turns - 1),
                Turn::Seat(s) => {
                    let Some(a) = super::choose(&st.view(Some(s)), &mut rng) else { return self.judge(&st) };
                    if st.apply(&a).is_err() {
                        return self.judge(&st);
                    }
                }
            }
            index += 1;
        }
    }

    /// `me`'s chance of winning between two turns: the true result once the game is
    /// over, else Hard's judgement of the counts with every tile known.
    fn judge(&self, state: &Pow) -> f64 {
        if let Some(outcome) = state.outcome() {
            let share = 1.0 / outcome.winners.len().max(1) as f64;
            return if outcome.winners.contains(&self.me) { share } else { 0.0 };
        }
        let n = state.seat_count();
        let stacks = (0..n).map(|s| [state.stack(s, Side::Hero), state.stack(s, Side::Villain)]).collect();
        let Some(known) = Known::new(&state.view(Some(self.me)), stacks) else { return 0.0 };
        let next = state.view(None).to_move.unwrap_or(self.me);
        super::many::chances(&known, next, &self.tuning).get(self.me).copied().unwrap_or(0.0)
    }
}

/// The tiles of the rows and of every stack, in order, 0 between them: with the
/// action index, all that decides the rest of the game between two turns.
fn position(state: &Pow) -> Vec<i8> {
    let mut key = Vec::with_capacity(40);
    for side in Side::ALL {
        key.extend(state.row(side).iter().map(|t| t.0));
        key.push(0);
    }
    for s in 0..state.seat_count() {
        for side in Side::ALL {
            key.extend(state.stack(s, side).iter().map(|t| t.0));
            key.push(0);
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::pow::Setup;

    /// Plays a game, the ceiling in seat 0 and Medium elsewhere, checking that every
    /// ceiling action is legal; returns the record's actions.
    fn play(seats: u8, seed: u64) -> Vec<Action> {
        let mut m = Match::<Pow>::new(Setup::new(seats), seed).unwrap();
        let mut rng = Rng::new(seed, 1);
        while m.state().turn() != Turn::Over {
            match m.state().turn() {
                Turn::Seat(0) => {
                    let a = choose(&m, 0).unwrap();
                    assert!(m.state().legal_actions().contains(&a), "{a:?}");
                    m.apply(a).unwrap();
                }
                Turn::Seat(s) => {
                    let a = crate::pow::choose(&m.state().view(Some(s)), &mut rng).unwrap();
                    m.apply(a).unwrap();
                }
                _ => assert!(m.resolve_chance()),
            }
        }
        m.record().actions.clone()
    }

    /// Legal at every decision, at 2 and 4 seats, and the same game twice.
    #[test]
    fn plays_legally_and_deterministically() {
        for seats in [2, 4] {
            let first = play(seats, 90 + u64::from(seats));
            assert_eq!(first, play(seats, 90 + u64::from(seats)), "{seats} seats");
        }
    }

    /// Not its seat's decision: no action.
    #[test]
    fn declines_when_not_to_move() {
        let mut m = Match::<Pow>::new(Setup::new(2), 5).unwrap();
        assert_eq!(choose(&m, 0), None, "the roll is chance's");
        assert!(m.resolve_chance());
        assert_eq!(choose(&m, 1), None);
        assert!(choose(&m, 0).is_some());
    }
}
