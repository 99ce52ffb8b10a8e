//! A POW game dealt from one seat's view, played to the end by Medium's rule, fast:
//! the Hard player's playouts.
//!
//! The rules' state tracks tokens, reports and a record; a playout needs only tile
//! values, so this holds the rows and stacks as numbers. The covered tiles, which the
//! view does not show, are dealt at random from the tiles nobody sees. Each turn is
//! played by the heuristic's valuation of the 56 final results and its exact
//! expectimax over the dice, by lookups in [`Plan`]'s tables.

use std::sync::OnceLock;

use tabula_rules::pow::data::{DICE, DIE, HEROES, STEAL_ANY, STEAL_TOP, VILLAINS};
use tabula_rules::pow::{Dice, Face, Side, View};
use tabula_rules::rng::Rng;

use super::turn::{slot, Plan, SLOTS};
use super::{Loc, Weights};

/// Turns a playout may last: steals put no bound on a game, dice almost surely do.
const MAX_TURNS: usize = 400;

/// A dealt game: every tile known.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Sim {
    /// The rows by side, left to right.
    rows: [Vec<i8>; 2],
    /// Each seat's stacks by side, bottom first.
    stacks: Vec<[Vec<i8>; 2]>,
    to_move: usize,
}

/// Every result of the five dice, with its slot.
fn results() -> &'static [(Dice, usize)] {
    static R: OnceLock<Vec<(Dice, usize)>> = OnceLock::new();
    R.get_or_init(|| Dice::outcomes(DICE).into_iter().map(|(d, _)| (d, slot(d))).collect())
}

/// The slot each face of a die adds, in the order of [`DIE`].
fn face_slots() -> [usize; 6] {
    DIE.map(|f| slot(Dice::of(f, 1)))
}

impl Sim {
    /// The game of `view`, `seat` to move, the covered tiles dealt from those the view
    /// does not show; `None` if the view is not of a game in progress.
    pub(crate) fn deal(view: &View, seat: usize, rng: &mut Rng) -> Option<Sim> {
        let mut stacks = vec![[Vec::new(), Vec::new()]; view.stacks.len()];
        for side in Side::ALL {
            let row = if side == Side::Hero { &view.heroes } else { &view.villains };
            let all: &[i8] = if side == Side::Hero { &HEROES } else { &VILLAINS };
            let mut bag = all.to_vec();
            for t in row.iter().chain(view.stacks.iter().filter_map(|s| s.of(side).top.as_ref())) {
                let i = bag.iter().position(|&x| x == t.0)?;
                bag.swap_remove(i);
            }
            rng.shuffle(&mut bag);
            for (s, pile) in view.stacks.iter().map(|s| s.of(side)).enumerate() {
                let covered = pile.height.saturating_sub(1);
                let stack = &mut stacks[s][side.index()];
                stack.extend(bag.drain(bag.len().checked_sub(covered)?..));
                stack.extend(pile.top.map(|t| t.0));
            }
            if !bag.is_empty() {
                return None;
            }
        }
        let rows = [view.heroes.iter().map(|t| t.0).collect(), view.villains.iter().map(|t| t.0).collect()];
        (seat < stacks.len()).then_some(Sim { rows, stacks, to_move: seat })
    }

    /// Whether both rows are empty.
    pub(crate) fn over(&self) -> bool {
        self.rows.iter().all(Vec::is_empty)
    }

    /// The seat to move takes the tile at `loc` (a deep steal as dealt) and the turn
    /// passes; `false` if there is no such tile.
    pub(crate) fn take(&mut self, loc: Loc) -> bool {
        let (side, tile) = match loc {
            Loc::Row(side, i) => {
                let row = &mut self.rows[side.index()];
                if i >= row.len() {
                    return false;
                }
                (side, row.remove(i))
            }
            Loc::Stack(victim, side, depth) => {
                let Some(pile) = self.stacks.get_mut(victim).map(|s| &mut s[side.index()]) else {
                    return false;
                };
                let Some(i) = pile.len().checked_sub(depth + 1) else {
                    return false;
                };
                (side, pile.remove(i))
            }
        };
        self.stacks[self.to_move][side.index()].push(tile);
        self.to_move = (self.to_move + 1) % self.stacks.len();
        true
    }

    /// Each seat's score if the game ended now: heroes beyond the number of villains
    /// dropped from the top.
    pub(crate) fn scores(&self) -> Vec<i32> {
        self.stacks
            .iter()
            .map(|[h, v]| {
                let kept = h.len().min(v.len());
                h[..kept].iter().chain(v).map(|&x| i32::from(x)).sum()
            })
            .collect()
    }

    /// Plays to the end; `seat`'s share of the win (ties shared) and its lead over the
    /// best other seat.
    pub(crate) fn play_out(&mut self, seat: usize, w: &Weights, rng: &mut Rng) -> (f64, f64) {
        for _ in 0..MAX_TURNS {
            if self.over() {
                break;
            }
            self.play_turn(w, rng);
        }
        let scores = self.scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = scores.iter().filter(|&&s| s == best).count();
        let mine = scores.get(seat).copied().unwrap_or(0);
        let other = scores.iter().enumerate().filter(|&(s, _)| s != seat).map(|(_, &x)| x).max().unwrap_or(mine);
        let share = if mine == best { 1.0 / winners as f64 } else { 0.0 };
        (share, f64::from(mine - other))
    }

    /// One turn of the seat to move, by the heuristic with weights `w`.
    fn play_turn(&mut self, w: &Weights, rng: &mut Rng) {
        let options = self.options(w);
        let mut value = [0.0; SLOTS];
        for &(d, s) in results() {
            value[s] = options.best(d).0;
        }
        let plan = Plan::new(value);
        let faces = face_slots();
        let (mut aside, mut aside_dice, mut rolls) = (0, 0, 0u8);
        let rolled = loop {
            let rolled: usize = (aside_dice..DICE).map(|_| faces[rng.below(faces.len())]).sum();
            rolls += 1;
            match plan.reroll(aside, rolled, rolls) {
                Some(part) => {
                    aside += part;
                    aside_dice += dice_in(part);
                }
                None => break rolled,
            }
        };
        let loc = match options.best(from_slot(aside + rolled)).1 {
            // The heuristic values every covered tile alike and picks one at random.
            Loc::Stack(victim, side, depth) if depth > 0 => {
                let height = self.stacks[victim][side.index()].len();
                Loc::Stack(victim, side, 1 + rng.below(height - 1))
            }
            loc => loc,
        };
        self.take(loc);
    }

    /// The heuristic's takes for the seat to move, as [`super::Takes`] values them.
    fn options(&self, w: &Weights) -> Options {
        let seat = self.to_move;
        let n = self.stacks.len().max(2) as f64;
        let (h, v) = (self.stacks[seat][0].len(), self.stacks[seat][1].len());
        let gain = |side: Side, x: f64| match side {
            Side::Hero if h < v => x,
            Side::Hero => x * w.extra_hero,
            Side::Villain if h > v => x + w.freed_hero * MEAN_HERO,
            Side::Villain => x,
        };
        let mut o = Options {
            row: [[None; DICE]; 2],
            top: [None; 2],
            deep: [None; 2],
            forced: (0.0, Loc::Row(Side::Villain, 0)),
        };
        for side in Side::ALL {
            let row = &self.rows[side.index()];
            for (i, &t) in row.iter().take(DICE).enumerate() {
                o.row[side.index()][i] = Some((gain(side, f64::from(t)), Loc::Row(side, i)));
            }
            let hidden = self.hidden_mean(side);
            for (victim, stacks) in self.stacks.iter().enumerate().filter(|(s, _)| *s != seat) {
                let pile = &stacks[side.index()];
                if let Some(&top) = pile.last() {
                    let x = f64::from(top);
                    keep_best(&mut o.top[side.index()], (gain(side, x) + x / (n - 1.0), Loc::Stack(victim, side, 0)));
                }
                if pile.len() >= 2 {
                    let deep = (gain(side, hidden) + hidden / (n - 1.0), Loc::Stack(victim, side, 1));
                    keep_best(&mut o.deep[side.index()], deep);
                }
            }
        }
        if let Some((side, i)) = self.forced() {
            o.forced = (gain(side, f64::from(self.rows[side.index()][i])), Loc::Row(side, i));
        }
        o
    }

    /// The mean of the covered tiles of `side`, which no seat sees.
    fn hidden_mean(&self, side: Side) -> f64 {
        let (mut sum, mut count) = (0i32, 0usize);
        for s in &self.stacks {
            let pile = &s[side.index()];
            let covered = &pile[..pile.len().saturating_sub(1)];
            sum += covered.iter().map(|&x| i32::from(x)).sum::<i32>();
            count += covered.len();
        }
        if count == 0 {
            0.0
        } else {
            f64::from(sum) / count as f64
        }
    }

    /// The forced take: the most negative villain, else the lowest hero, the leftmost
    /// of equals.
    fn forced(&self) -> Option<(Side, usize)> {
        Side::ALL.into_iter().rev().find_map(|side| {
            let row = &self.rows[side.index()];
            (0..row.len()).min_by_key(|&i| row[i]).map(|i| (side, i))
        })
    }
}

/// The mean hero, what a villain frees.
const MEAN_HERO: f64 = 3.5;

/// A turn's takes by what the dice must show for them, each with its value.
struct Options {
    /// Taking the hero (villain) at each of the first places of the row.
    row: [[Option<(f64, Loc)>; DICE]; 2],
    /// The best steal of a top, by side.
    top: [Option<(f64, Loc)>; 2],
    /// The best steal of a covered tile, by side.
    deep: [Option<(f64, Loc)>; 2],
    /// The forced take.
    forced: (f64, Loc),
}

impl Options {
    /// The best take of a final result and its value (the first of equals).
    fn best(&self, result: Dice) -> (f64, Loc) {
        let mut best = None;
        for side in Side::ALL {
            let i = side.index();
            let k = usize::from(result.count(Face::row(side)));
            if let Some(&Some(o)) = k.checked_sub(1).and_then(|k| self.row[i].get(k)) {
                keep_best(&mut best, o);
            }
            let bubbles = result.count(Face::bubble(side));
            if bubbles >= STEAL_TOP {
                self.top[i].into_iter().for_each(|o| keep_best(&mut best, o));
            }
            if bubbles >= STEAL_ANY {
                self.deep[i].into_iter().for_each(|o| keep_best(&mut best, o));
            }
        }
        best.unwrap_or(self.forced)
    }
}

/// Keeps `o` if it is better than the best so far.
fn keep_best(best: &mut Option<(f64, Loc)>, o: (f64, Loc)) {
    if best.is_none_or(|(b, _)| o.0 > b + 1e-9) {
        *best = Some(o);
    }
}

/// The dice of a slot.
fn from_slot(s: usize) -> Dice {
    let n = |k: usize| ((s / k) % 6) as u8;
    Dice { shields: n(216), skulls: n(36), blue: n(6), orange: n(1) }
}

/// How many dice a slot holds.
fn dice_in(s: usize) -> usize {
    from_slot(s).total()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::pow::{Pow, Setup};
    use tabula_rules::{Game, Match, Turn};

    /// A real game's positions, every seat's view.
    fn positions() -> Vec<(Pow, usize)> {
        let mut m = Match::<Pow>::new(Setup::new(3), 21).unwrap();
        let mut rng = Rng::new(3, 4);
        let mut out = Vec::new();
        while m.state().turn() != Turn::Over {
            if let Turn::Seat(s) = m.state().turn() {
                out.push((m.state().clone(), s));
                let a = m.state().random_action(&mut rng).unwrap();
                m.apply(a).unwrap();
            } else {
                m.resolve_chance();
            }
        }
        out
    }

    #[test]
    fn a_deal_shows_what_the_view_shows_and_scores_as_the_rules() {
        let mut rng = Rng::new(1, 2);
        for (state, seat) in positions() {
            let view = state.view(Some(seat));
            let sim = Sim::deal(&view, seat, &mut rng).unwrap();
            for (s, stacks) in view.stacks.iter().enumerate() {
                for side in Side::ALL {
                    let pile = &sim.stacks[s][side.index()];
                    assert_eq!(pile.len(), stacks.of(side).height);
                    assert_eq!(pile.last().copied(), stacks.of(side).top.map(|t| t.0));
                }
            }
            // Dealt with the real covered tiles, the count is the rules'.
            let real = Sim {
                stacks: (0..3).map(|s| Side::ALL.map(|d| state.stack(s, d).iter().map(|t| t.0).collect())).collect(),
                ..sim
            };
            assert_eq!(real.scores(), state.scores());
        }
    }

    /// The playouts value the takes as Medium does.
    #[test]
    fn takes_are_valued_as_the_heuristic_values_them() {
        let mut rng = Rng::new(5, 6);
        for (state, seat) in positions() {
            let view = state.view(Some(seat));
            let takes = super::super::Takes::new(&view, seat, &Weights::default(), 1.0, &mut |_| 0.0);
            let options = Sim::deal(&view, seat, &mut rng).unwrap().options(&Weights::default());
            for &(d, _) in results() {
                let (ours, theirs) = (options.best(d).0, takes.value(d));
                assert!((ours - theirs).abs() < 1e-9, "{d:?}: {ours} {theirs}");
            }
        }
    }

    #[test]
    fn playouts_end_and_share_the_win() {
        let mut rng = Rng::new(7, 8);
        let (state, seat) = positions().swap_remove(10);
        let view = state.view(Some(seat));
        let mut total = 0.0;
        for _ in 0..20 {
            let mut sim = Sim::deal(&view, seat, &mut rng).unwrap();
            let mut shares = 0.0;
            for s in 0..3 {
                let mut copy = sim.clone();
                shares += copy.clone().play_out(s, &Weights::default(), &mut rng.clone()).0;
                assert!(!copy.take(Loc::Row(Side::Hero, 99)));
            }
            total += sim.play_out(seat, &Weights::default(), &mut rng).0;
            assert!(sim.over());
            assert!((shares - 1.0).abs() < 1e-9, "{shares}");
        }
        assert!((0.0..=20.0).contains(&total));
    }

    #[test]
    fn slots_convert_back_to_dice() {
        for &(d, s) in results() {
            assert_eq!(from_slot(s), d);
            assert_eq!(dice_in(s), DICE);
        }
    }
}
