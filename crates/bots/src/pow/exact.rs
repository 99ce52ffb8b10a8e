//! POW's Hard player for 2 seats: it remembers every take it saw, so it knows every
//! stack's tiles, and searches a few turns ahead for the chance to win.
//!
//! Every tile is face up in its row when it is taken, and every take names its
//! place (the row's place, or the victim's stack and the depth), so a player who
//! watched the whole game knows what lies under every top: the rulebook forbids
//! looking at covered tiles, not remembering them (its own example has a player
//! steal a tile she remembers an opponent took). [`remember`] replays the record
//! and reads, after each take, only the seat's view: the tile taken is then on top
//! of the taker's stack, and the take's place says which tile of which stack it was.
//!
//! With the stacks known, the game is one of perfect information but for the dice.
//! The decision is an expectimax over the dice of the turn (as Medium's), each take
//! valued by the seat's chance of winning after it: the opponent's whole turn is
//! solved the same way (the worst for the seat), then the seat's next turn, and past
//! that depth a position is judged by the lead: each seat's count as if the game
//! ended now, each hero that would be dropped from the top credited by the chance
//! that enough villains are left for the seat to free it, through a logistic whose
//! spread grows with the tiles left. A game that ends within the depth is won,
//! shared or lost exactly. Only for 2 seats: the chance of winning is of one lead.

use std::collections::HashMap;

use tabula_rules::pow::data::{DICE, STEAL_ANY, STEAL_TOP};
use tabula_rules::pow::{Action, Dice, Face, Pile, Pow, Side, Stacks, Tile, View};
use tabula_rules::rng::Rng;
use tabula_rules::{Match, Record, Seat};

use super::Loc;

/// The tunable numbers of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// Turns solved: 1 values a take by the position after it, 2 adds the
    /// opponent's turn, 3 the seat's next turn.
    pub depth: u8,
    /// Spread of the final lead, in points, per square root of the tiles left.
    pub spread: f64,
    /// Points the player to move is worth ahead, for being to move.
    pub tempo: f64,
    /// One turn more is solved when the rows hold at most this many tiles.
    pub deeper_at: usize,
    /// Whether the opponent's turns are played as the heuristic (Medium) would play
    /// them, instead of as the worst for the seat.
    pub model: bool,
    /// Share of the mean hero of the row credited to each place a hero would count
    /// in (villains beyond heroes), by the chance that a hero comes to fill it.
    pub slot: f64,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning { depth: 3, spread: 3.0, tempo: 2.0, deeper_at: 0, model: false, slot: 0.0 }
    }
}

/// Every seat's stacks, bottom first, as `seat` saw the tiles taken; `None` when the
/// record does not replay. Reads nothing but the seat's view after each action.
pub(crate) fn remember(record: &Record<Pow>, seat: Seat) -> Option<Vec<[Vec<Tile>; 2]>> {
    let mut m = Match::<Pow>::new(record.setup.clone(), record.seed).ok()?;
    let seats = usize::from(record.setup.seats);
    let mut stacks: Vec<[Vec<Tile>; 2]> = vec![[Vec::new(), Vec::new()]; seats];
    for a in &record.actions {
        m.apply(a.clone()).ok()?;
        let robbed = match *a {
            Action::Take(_) | Action::TakeForced => None,
            Action::Steal { victim, side, depth } => Some((victim, side, depth)),
            _ => continue,
        };
        let view = tabula_rules::Game::view(m.state(), Some(seat));
        let last = view.last?;
        if let Some((victim, side, depth)) = robbed {
            let pile = &mut stacks.get_mut(victim)?[side.index()];
            let i = pile.len().checked_sub(1 + depth)?;
            pile.remove(i);
        }
        stacks.get_mut(last.seat)?[last.side.index()].push(last.tile);
    }
    Some(stacks)
}

/// A position as a seat that remembers knows it, between two turns.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Known {
    rows: [Vec<Tile>; 2],
    stacks: Vec<[Vec<Tile>; 2]>,
}

impl Known {
    /// The view's rows with the remembered stacks; `None` if they disagree with the
    /// view (heights or tops), which would be a bug.
    pub(crate) fn new(view: &View, stacks: Vec<[Vec<Tile>; 2]>) -> Option<Known> {
        if stacks.len() != view.stacks.len() {
            return None;
        }
        for (s, seen) in stacks.iter().zip(&view.stacks) {
            for side in Side::ALL {
                let p = seen.of(side);
                if p.height != s[side.index()].len() || p.top != s[side.index()].last().copied() {
                    return None;
                }
            }
        }
        Some(Known { rows: [view.heroes.clone(), view.villains.clone()], stacks })
    }

    /// What `seat` sees of this position, about to roll.
    pub(super) fn view(&self, seat: usize) -> View {
        let pile = |s: &Vec<Tile>| Pile { height: s.len(), top: s.last().copied() };
        View {
            seat: Some(seat),
            to_move: Some(seat),
            awaiting_roll: true,
            heroes: self.rows[0].clone(),
            villains: self.rows[1].clone(),
            stacks: self.stacks.iter().map(|s| Stacks { heroes: pile(&s[0]), villains: pile(&s[1]) }).collect(),
            dice: Default::default(),
            last: None,
            result: None,
        }
    }

    /// Where `action` of `mover` with the final dice `result` takes its tile from.
    pub(super) fn loc_of(&self, mover: usize, result: Dice, action: &Action) -> Option<Loc> {
        let _ = mover;
        match *action {
            Action::Take(side) => usize::from(result.count(Face::row(side))).checked_sub(1).map(|i| Loc::Row(side, i)),
            Action::Steal { victim, side, depth } => Some(Loc::Stack(victim, side, depth)),
            Action::TakeForced => {
                let pick = |side: Side| {
                    let row = &self.rows[side.index()];
                    (0..row.len()).min_by_key(|&i| row[i].0).map(|i| Loc::Row(side, i))
                };
                pick(Side::Villain).or_else(|| pick(Side::Hero))
            }
            _ => None,
        }
    }

    pub(super) fn over(&self) -> bool {
        self.rows.iter().all(Vec::is_empty)
    }

    /// Tiles left in the rows.
    pub(super) fn left(&self) -> usize {
        self.rows[0].len() + self.rows[1].len()
    }

    /// Villains left in the row.
    pub(super) fn villains_left(&self) -> usize {
        self.rows[Side::Villain.index()].len()
    }

    /// Seats at the table.
    pub(super) fn seats(&self) -> usize {
        self.stacks.len()
    }

    /// A seat's final count: heroes beyond its villains dropped.
    pub(super) fn final_score(&self, s: usize) -> i32 {
        let [h, v] = &self.stacks[s];
        let keep = h.len().min(v.len());
        h[..keep].iter().chain(v).map(|t| t.points()).sum::<i32>()
    }

    /// The position after `mover` takes from `loc`.
    pub(super) fn after(&self, mover: usize, loc: Loc) -> Option<Known> {
        let mut k = self.clone();
        let (side, tile) = match loc {
            Loc::Row(side, i) => {
                let row = &mut k.rows[side.index()];
                (side, (i < row.len()).then(|| row.remove(i))?)
            }
            Loc::Stack(victim, side, depth) => {
                let pile = &mut k.stacks.get_mut(victim)?[side.index()];
                let i = pile.len().checked_sub(1 + depth)?;
                (side, pile.remove(i))
            }
        };
        k.stacks.get_mut(mover)?[side.index()].push(tile);
        Some(k)
    }

    /// The places a take may come from with `result`, for `mover`.
    pub(super) fn locs(&self, mover: usize, result: Dice, out: &mut Vec<Loc>) {
        out.clear();
        for side in Side::ALL {
            let row = &self.rows[side.index()];
            let k = usize::from(result.count(Face::row(side)));
            if let Some(i) = k.checked_sub(1).filter(|&i| i < row.len()) {
                out.push(Loc::Row(side, i));
            }
            let bubbles = result.count(Face::bubble(side));
            if bubbles < STEAL_TOP {
                continue;
            }
            for (victim, s) in self.stacks.iter().enumerate().filter(|(v, _)| *v != mover) {
                let h = s[side.index()].len();
                let depths = if bubbles >= STEAL_ANY { h } else { h.min(1) };
                out.extend((0..depths).map(|d| Loc::Stack(victim, side, d)));
            }
        }
        if out.is_empty() {
            let pick = |side: Side| {
                let row = &self.rows[side.index()];
                (0..row.len()).min_by_key(|&i| row[i].0).map(|i| Loc::Row(side, i))
            };
            if let Some(l) = pick(Side::Villain).or_else(|| pick(Side::Hero)) {
                out.push(l);
            }
        }
    }

    /// A seat's count if the game ended now, each hero that would be dropped
    /// credited by the chance that enough villains still come to free it.
    pub(super) fn projected(&self, seat: usize, free_odds: &[f64], slot: f64) -> f64 {
        let [h, v] = &self.stacks[seat];
        let keep = h.len().min(v.len());
        let row = &self.rows[Side::Hero.index()];
        let open = if slot > 0.0 && !row.is_empty() {
            let mean = f64::from(row.iter().map(|t| t.points()).sum::<i32>()) / row.len() as f64;
            let odds = super::exact::free_odds(row.len());
            (0..v.len() - keep).map(|j| odds.get(j).copied().unwrap_or(0.0)).sum::<f64>() * mean * slot
        } else {
            0.0
        };
        let kept: i32 = h[..keep].iter().chain(v).map(|t| t.points()).sum();
        let maybe: f64 = h[keep..]
            .iter()
            .enumerate()
            .map(|(j, t)| f64::from(t.points()) * free_odds.get(j).copied().unwrap_or(0.0))
            .sum();
        f64::from(kept) + maybe + open
    }

    /// The chance of winning for `mover`, about to roll, judged without search.
    fn judge(&self, mover: usize, t: &Tuning) -> f64 {
        let villains_left = self.rows[Side::Villain.index()].len();
        let odds = free_odds(villains_left);
        let other = 1 - mover;
        let lead = self.projected(mover, &odds, t.slot) - self.projected(other, &odds, t.slot) + t.tempo;
        let left = (self.rows[0].len() + self.rows[1].len()) as f64;
        let spread = t.spread * left.sqrt().max(0.5);
        1.0 / (1.0 + (-1.7 * lead / spread).exp())
    }

    /// The final result for `seat`: 1 won, 0.5 shared, 0 lost.
    fn final_for(&self, seat: usize) -> f64 {
        let score = |s: usize| {
            let [h, v] = &self.stacks[s];
            let keep = h.len().min(v.len());
            h[..keep].iter().chain(v).map(|t| t.points()).sum::<i32>()
        };
        let (me, them) = (score(seat), score(1 - seat));
        match me.cmp(&them) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        }
    }
}

/// The chance that a seat gets at least `j + 1` of `left` villains, by `j`: each
/// villain taken by either seat alike.
pub(super) fn free_odds(left: usize) -> Vec<f64> {
    // Binomial(left, 1/2) upper tails.
    let n = left;
    let mut pmf = vec![0.0; n + 1];
    let mut c = 1.0f64;
    for (k, p) in pmf.iter_mut().enumerate() {
        *p = c * 0.5f64.powi(n as i32);
        c = c * (n - k) as f64 / (k + 1) as f64;
    }
    (0..n).map(|j| pmf[j + 1..].iter().sum()).collect()
}

/// The search: the chance that `me` wins, by position.
struct Searcher<'a> {
    t: &'a Tuning,
    me: usize,
    locs: Vec<Loc>,
}

impl Searcher<'_> {
    /// The value of `mover` taking from `loc` in `k`, with `depth` turns left to
    /// solve after this one.
    fn take_value(&mut self, k: &Known, mover: usize, loc: Loc, depth: u8) -> f64 {
        let Some(next) = k.after(mover, loc) else { return 0.0 };
        if next.over() {
            return next.final_for(self.me);
        }
        let other = 1 - mover;
        if depth > 0 {
            return self.turn(&next, other, depth - 1);
        }
        let v = next.judge(other, self.t);
        if other == self.me {
            v
        } else {
            1.0 - v
        }
    }

    /// The value of `mover`'s whole turn, about to roll, with `depth` turns left to
    /// solve after it: the best for `me`, and for the opponent either the worst for
    /// `me` or, with [`Tuning::model`], the turn the heuristic (Medium) would play.
    fn turn(&mut self, k: &Known, mover: usize, depth: u8) -> f64 {
        let mut by_loc: HashMap<Loc, f64> = HashMap::new();
        let mut value = |s: &mut Self, loc: Loc| match by_loc.get(&loc) {
            Some(&v) => v,
            None => {
                let v = s.take_value(k, mover, loc, depth);
                by_loc.insert(loc, v);
                v
            }
        };
        let mut table: HashMap<Dice, f64> = HashMap::new();
        if mover != self.me && self.t.model {
            let view = k.view(mover);
            let medium = super::Takes::new(&view, mover, &super::Weights::default(), &mut |_| 0.0);
            for (result, _) in Dice::outcomes(DICE) {
                let (_, actions) = medium.best(result);
                let loc = actions.first().and_then(|a| k.loc_of(mover, result, a));
                let v = loc.map_or(0.0, |l| value(self, l));
                table.insert(result, v);
            }
            return super::turn::policy_value(|d| medium.value(d), |d| table.get(&d).copied().unwrap_or(0.0));
        }
        let sign = if mover == self.me { 1.0 } else { -1.0 };
        for (result, _) in Dice::outcomes(DICE) {
            k.locs(mover, result, &mut self.locs);
            let locs = std::mem::take(&mut self.locs);
            let mut best = f64::NEG_INFINITY;
            for &loc in &locs {
                best = best.max(sign * value(self, loc));
            }
            self.locs = locs;
            table.insert(result, if best.is_finite() { best } else { 0.0 });
        }
        sign * super::turn::turn_value(|d| table.get(&d).copied().unwrap_or(0.0))
    }
}

/// The seat's view and what it remembers of every stack, when the record stands at
/// that seat's decision (not a roll, not the end); `None` otherwise or if the record
/// does not replay. Both Hard players (2 seats, and 3 or more in `many.rs`) start here.
pub(crate) fn decision(record: &Record<Pow>, seat: Seat) -> Option<(View, Known)> {
    let m = Match::<Pow>::replay(record.clone()).ok()?;
    let view = tabula_rules::Game::view(m.state(), Some(seat));
    if view.to_move != Some(seat) || view.awaiting_roll || view.result.is_some() {
        return None;
    }
    let known = Known::new(&view, remember(record, seat)?)?;
    Some((view, known))
}

/// The Hard action for 2 seats, or `None` when it does not apply (not 2 seats, not
/// the seat's decision, or the record does not replay).
pub(crate) fn choose(record: &Record<Pow>, seat: Seat, rng: &mut Rng, t: &Tuning) -> Option<Action> {
    if record.setup.seats != 2 {
        return None;
    }
    let (view, known) = decision(record, seat)?;
    let mut s = Searcher { t, me: seat, locs: Vec::new() };
    let mut memo: HashMap<Loc, f64> = HashMap::new();
    let left = view.heroes.len() + view.villains.len();
    let depth = t.depth.saturating_sub(1) + u8::from(left <= t.deeper_at);
    let mut value = |loc: Loc| *memo.entry(loc).or_insert_with(|| s.take_value(&known, seat, loc, depth));
    let takes = super::Takes::by_loc(&view, seat, &mut value);
    super::decide(&view, &takes, rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::pow::Setup;
    use tabula_rules::{Game, Turn};

    /// The remembered stacks are the real ones, in every position of random games.
    #[test]
    fn memory_is_exact() {
        for seed in 0..4 {
            let mut m = Match::<Pow>::new(Setup::new(2 + seed as u8 % 2), seed).unwrap();
            let mut rng = Rng::new(seed, 9);
            while m.state().turn() != Turn::Over {
                if m.state().turn() == Turn::Chance {
                    m.resolve_chance();
                } else {
                    let a = m.state().random_action(&mut rng).unwrap();
                    m.apply(a).unwrap();
                }
                let seat = m.record().actions.len() % m.state().seat_count();
                let stacks = remember(m.record(), seat).unwrap();
                for (s, st) in stacks.iter().enumerate() {
                    for side in Side::ALL {
                        assert_eq!(st[side.index()], m.state().stack(s, side));
                    }
                }
            }
        }
    }

    /// A mover deciding by the values it is judged by gets the best turn.
    #[test]
    fn the_policy_by_the_same_values_is_the_best_turn() {
        let value = |d: Dice| f64::from(d.shields) * 1.5 - f64::from(d.skulls) + f64::from(d.blue * d.orange);
        let best = crate::pow::turn::turn_value(value);
        let by_policy = crate::pow::turn::policy_value(value, value);
        assert!((best - by_policy).abs() < 1e-9, "{best} {by_policy}");
        let other = crate::pow::turn::policy_value(|d| -value(d), value);
        assert!(other < best);
    }

    #[test]
    fn free_odds_are_tails() {
        let o = free_odds(2);
        assert!((o[0] - 0.75).abs() < 1e-12 && (o[1] - 0.25).abs() < 1e-12);
        assert!(free_odds(0).is_empty());
    }

    /// The time of every Hard decision in a few games against Medium (release:
    /// `cargo test -p tabula-bots --release -- --ignored hard_decision_times --nocapture`).
    #[test]
    #[ignore]
    fn hard_decision_times() {
        let mut times: Vec<f64> = Vec::new();
        for seed in 0..20u64 {
            let mut m = Match::<Pow>::new(Setup::new(2), 70_000 + seed).unwrap();
            let mut rng = Rng::new(seed, 3);
            let hard = (seed % 2) as usize;
            while m.state().turn() != Turn::Over {
                match m.state().turn() {
                    Turn::Chance => {
                        m.resolve_chance();
                    }
                    Turn::Seat(s) => {
                        let a = if s == hard {
                            let start = std::time::Instant::now();
                            let a = choose(m.record(), s, &mut rng, &Tuning::default()).unwrap();
                            times.push(start.elapsed().as_secs_f64() * 1000.0);
                            a
                        } else {
                            crate::pow::choose(&m.state().view(Some(s)), &mut rng).unwrap()
                        };
                        m.apply(a).unwrap();
                    }
                    Turn::Over => {}
                }
            }
        }
        times.sort_by(f64::total_cmp);
        let n = times.len();
        println!(
            "{n} decisions: median {:.2} ms, 90% {:.2} ms, max {:.2} ms",
            times[n / 2],
            times[n * 9 / 10],
            times[n - 1]
        );
    }
}
