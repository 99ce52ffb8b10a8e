//! POW's Hard player for 3 seats or more: it remembers every stack's tiles as the
//! 2-player Hard does (`exact.rs`), and values each take by its chance of winning
//! the table after it, not by the points it brings.
//!
//! With many seats, points are not the goal: a tile stolen from the leader is worth
//! more than one stolen from the last seat, and a seat far behind should gamble.
//! Each seat's count if the game ended now ([`Known::projected`]: a hero beyond its
//! villains credited by the chance that enough of the villains left come to it, one
//! seat in `seats` taking each) is turned into win chances by a softmax whose
//! spread grows with the tiles left (for 2 seats it is the 2-player Hard's logistic
//! of the lead). With `reply`, the next seat's whole
//! turn is played first, by its own best chance of winning (max-n): its choice of
//! dice by that, the seat's chance valued after it.

use std::collections::HashMap;

use tabula_rules::pow::data::DICE;
use tabula_rules::pow::{Action, Dice, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::{Record, Seat};

use super::exact::{decision, Known, Tuning};
use super::Loc;

/// The chance that a seat gets at least `j + 1` of `left` villains, by `j`, each
/// villain going to any of `seats` seats alike: binomial tails at 1 / `seats`. At a
/// full table a hero beyond the seat's villains is less likely to be freed than the
/// 2-player Hard's even odds say (a quarter of the villains left, not half, with 4
/// seats), and counting it at those odds overvalued extra heroes.
fn free_odds_among(left: usize, seats: usize) -> Vec<f64> {
    let p = 1.0 / seats.max(1) as f64;
    let mut pmf = vec![0.0; left + 1];
    let mut c = 1.0f64;
    for (k, x) in pmf.iter_mut().enumerate() {
        *x = c * p.powi(k as i32) * (1.0 - p).powi((left - k) as i32);
        c = c * (left - k) as f64 / (k + 1) as f64;
    }
    (0..left).map(|j| pmf[j + 1..].iter().sum()).collect()
}

/// Every seat's chance of winning from `k`, `next` about to roll: a softmax of the
/// projected counts, `t.tempo` points to the seat to move.
pub(super) fn chances(k: &Known, next: usize, t: &Tuning) -> Vec<f64> {
    let n = k.seats();
    if k.over() {
        let scores: Vec<i32> = (0..n).map(|s| k.final_score(s)).collect();
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = scores.iter().filter(|&&s| s == best).count().max(1) as f64;
        return scores.iter().map(|&s| if s == best { 1.0 / winners } else { 0.0 }).collect();
    }
    let odds = free_odds_among(k.villains_left(), n);
    let spread = t.spread * (k.left() as f64).sqrt().max(0.5);
    let points: Vec<f64> = (0..n)
        .map(|s| k.projected(s, &odds, t.slot) + if s == next { t.tempo } else { 0.0 })
        .map(|p| 1.7 * p / spread)
        .collect();
    let top = points.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = points.iter().map(|p| (p - top).exp()).collect();
    let sum: f64 = e.iter().sum();
    e.iter().map(|x| x / sum).collect()
}

/// The chance `me` wins after `mover` takes from `loc` in `k`; with `reply`, after
/// the next seat's turn as well.
fn take_value(k: &Known, me: usize, mover: usize, loc: Loc, reply: bool, t: &Tuning) -> f64 {
    let Some(next) = k.after(mover, loc) else { return 0.0 };
    let other = (mover + 1) % next.seats();
    if !reply || next.over() || other == me {
        return chances(&next, other, t).get(me).copied().unwrap_or(0.0);
    }
    // The next seat's turn, max-n: it takes what gives it the best chance.
    let mut locs = Vec::new();
    let mut by_loc: HashMap<Loc, (f64, f64)> = HashMap::new();
    let mut theirs: HashMap<Dice, (f64, f64)> = HashMap::new();
    for (result, _) in Dice::outcomes(DICE) {
        next.locs(other, result, &mut locs);
        let mut best = (f64::NEG_INFINITY, 0.0);
        for &l in &locs {
            let v = *by_loc.entry(l).or_insert_with(|| {
                let after = next.after(other, l);
                let c = after.map(|a| chances(&a, (other + 1) % a.seats(), t)).unwrap_or_default();
                (c.get(other).copied().unwrap_or(0.0), c.get(me).copied().unwrap_or(0.0))
            });
            if v.0 > best.0 {
                best = v;
            }
        }
        theirs.insert(result, if best.0.is_finite() { best } else { (0.0, 0.0) });
    }
    super::turn::policy_value(|d| theirs.get(&d).map_or(0.0, |v| v.0), |d| theirs.get(&d).map_or(0.0, |v| v.1))
}

/// The Hard action for 3 seats or more, or `None` when it does not apply (2 seats,
/// not the seat's decision, or the record does not replay).
pub(crate) fn choose(record: &Record<Pow>, seat: Seat, rng: &mut Rng, t: &Tuning, reply: bool) -> Option<Action> {
    if record.setup.seats < 3 {
        return None;
    }
    let (view, known) = decision(record, seat)?;
    let mut memo: HashMap<Loc, f64> = HashMap::new();
    let mut value = |loc: Loc| *memo.entry(loc).or_insert_with(|| take_value(&known, seat, seat, loc, reply, t));
    let takes = super::Takes::by_loc(&view, seat, &mut value);
    super::decide(&view, &takes, rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pow::exact::remember;
    use tabula_rules::pow::Setup;
    use tabula_rules::{Game, Match, Turn};

    /// At every decision of games of 3 to 5 seats the player picks a legal action,
    /// and it declines with 2 seats.
    #[test]
    fn decides_legally_at_full_tables() {
        let t = Tuning::default();
        for seats in 2..=5u8 {
            let mut m = Match::<Pow>::new(Setup::new(seats), u64::from(seats)).unwrap();
            let mut rng = Rng::new(u64::from(seats), 3);
            let mut decided = 0;
            while m.state().turn() != Turn::Over {
                let Turn::Seat(s) = m.state().turn() else {
                    m.resolve_chance();
                    continue;
                };
                let a = match choose(m.record(), s, &mut rng, &t, true) {
                    Some(a) => {
                        decided += 1;
                        assert!(m.state().legal_actions().contains(&a), "{a:?}");
                        a
                    }
                    None => m.state().random_action(&mut rng).unwrap(),
                };
                m.apply(a).unwrap();
            }
            assert_eq!(decided > 0, seats > 2, "{seats} seats");
        }
    }

    /// The odds of freeing a hero are binomial tails: with 2 seats the 2-player
    /// Hard's, and smaller the more seats share the villains.
    #[test]
    fn free_odds_shrink_with_the_seats() {
        let two = free_odds_among(5, 2);
        for (a, b) in two.iter().zip(crate::pow::exact::free_odds(5)) {
            assert!((a - b).abs() < 1e-12, "{two:?}");
        }
        let (three, five) = (free_odds_among(5, 3), free_odds_among(5, 5));
        assert!((three[0] - (1.0 - (2.0f64 / 3.0).powi(5))).abs() < 1e-12, "{three:?}");
        for j in 0..5 {
            assert!(two[j] > three[j] && three[j] > five[j], "{two:?} {three:?} {five:?}");
        }
        assert!(free_odds_among(0, 4).is_empty());
    }

    /// The win chances are a distribution, and more points mean a better chance.
    #[test]
    fn chances_favour_the_leader() {
        let mut m = Match::<Pow>::new(Setup::new(3), 7).unwrap();
        let mut rng = Rng::new(7, 1);
        while m.record().actions.len() < 60 && m.state().turn() != Turn::Over {
            match m.state().turn() {
                Turn::Seat(_) => {
                    let a = m.state().random_action(&mut rng).unwrap();
                    m.apply(a).unwrap();
                }
                _ => _ = m.resolve_chance(),
            }
        }
        let view = m.state().view(Some(0));
        let k = Known::new(&view, remember(m.record(), 0).unwrap()).unwrap();
        let t = Tuning { tempo: 0.0, ..Tuning::default() };
        let c = chances(&k, 0, &t);
        assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{c:?}");
        let odds = free_odds_among(k.villains_left(), 3);
        let p: Vec<f64> = (0..3).map(|s| k.projected(s, &odds, t.slot)).collect();
        for a in 0..3 {
            for b in 0..3 {
                if p[a] > p[b] {
                    assert!(c[a] > c[b], "{p:?} {c:?}");
                }
            }
        }
    }
}
