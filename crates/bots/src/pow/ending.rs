//! The end of a POW game, where tile points mislead: each place a take may come from
//! valued by the seat's chance of winning after it, by playouts to the end.
//!
//! A take's points do not say whether it wins: ahead, a seat should close the rows;
//! behind, keep them open or steal; a hero beyond the villains counts for nothing.
//! So when few tiles are left, each place is taken in games dealt from the view (the
//! covered tiles drawn from those nobody sees) and played out by Medium's rule. Every
//! place is played with the same deals and dice, so their differences are not noise
//! of the draw.

use std::cell::RefCell;

use tabula_rules::pow::data::DICE;
use tabula_rules::pow::{Side, View};
use tabula_rules::rng::Rng;

use super::sim::Sim;
use super::{Loc, Weights};
use crate::level::Meter;

/// Where every take the dice may allow `seat` comes from, a deep steal named once (at
/// depth 1: every covered tile is alike to the seat).
pub(crate) fn places(view: &View, seat: usize) -> Vec<Loc> {
    let mut out = Vec::new();
    for side in Side::ALL {
        let row = if side == Side::Hero { &view.heroes } else { &view.villains };
        out.extend((0..row.len().min(DICE)).map(|i| Loc::Row(side, i)));
        // The forced take may lie further right.
        if let Some(i) = (0..row.len()).min_by_key(|&i| row[i].0).filter(|&i| i >= DICE) {
            out.push(Loc::Row(side, i));
        }
        for (victim, stacks) in view.stacks.iter().enumerate().filter(|(s, _)| *s != seat) {
            out.extend((0..stacks.of(side).height.min(2)).map(|d| Loc::Stack(victim, side, d)));
        }
    }
    out
}

/// The place a take's value is read from: a deep steal is valued as one at depth 1.
pub(crate) fn representative(loc: Loc) -> Loc {
    match loc {
        Loc::Stack(victim, side, depth) if depth > 0 => Loc::Stack(victim, side, 1),
        loc => loc,
    }
}

/// `seat`'s share of the wins after taking from each of `places`, over as many
/// playouts as `meter` allows; the playouts are drawn from a generator seeded by the
/// view, so the seat values a position alike at every decision of its turn.
pub(crate) fn win_chances(view: &View, seat: usize, places: &[Loc], w: &Weights, meter: &mut Meter) -> Vec<(f64, f64)> {
    let seed = view_seed(view);
    let key = (seed, places.to_vec(), meter.limit());
    if let Some(chances) = LAST.with(|last| last.borrow().as_ref().filter(|l| l.0 == key).map(|l| l.1.clone())) {
        return chances;
    }
    let chances = play_out_places(view, seat, places, w, meter, seed);
    LAST.with(|last| *last.borrow_mut() = Some((key, chances.clone())));
    chances
}

/// What [`LAST`] is looked up by: the view's seed, the places, the playouts allowed.
type Key = (u64, Vec<Loc>, usize);

/// The last chances worked out, with what they were worked out for.
type Memo = (Key, Vec<(f64, f64)>);

thread_local! {
    /// The last chances worked out, by view seed, places and playouts allowed: a turn
    /// decides up to three times on the same tiles, and the playouts, drawn from the
    /// view's seed, would give the same chances each time (unless a clock cut them
    /// short).
    static LAST: RefCell<Option<Memo>> = const { RefCell::new(None) };
}

fn play_out_places(
    view: &View,
    seat: usize,
    places: &[Loc],
    w: &Weights,
    meter: &mut Meter,
    seed: u64,
) -> Vec<(f64, f64)> {
    let mut wins = vec![(0.0, 0.0); places.len()];
    let mut n = 0;
    while meter.next() {
        let mut rng = Rng::new(seed, n as u64);
        n += 1;
        let Some(dealt) = Sim::deal(view, seat, &mut rng) else {
            break;
        };
        for (place, win) in places.iter().zip(&mut wins) {
            let mut sim = dealt.clone();
            if sim.take(*place) {
                let (share, lead) = sim.play_out(seat, w, &mut rng.clone());
                win.0 += share;
                win.1 += lead;
            }
        }
    }
    let n = n.max(1) as f64;
    wins.iter().map(|&(share, lead)| (share / n, lead / n)).collect()
}

/// A seed from what the view shows of the tiles (not the dice).
fn view_seed(view: &View) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for t in view.heroes.iter().chain(&view.villains) {
        mix(t.0 as u8 as u64);
    }
    for s in &view.stacks {
        for side in Side::ALL {
            let p = s.of(side);
            mix(p.height as u64);
            mix(p.top.map_or(99, |t| t.0 as u8 as u64));
        }
    }
    mix(view.seat.unwrap_or(9) as u64);
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;
    use tabula_rules::pow::{Pile, Stacks, Tile};

    /// Seat 0 to move, one villain left in the row; seat 0 holds every hero, seat 1
    /// most villains.
    fn last_tile(villain: i8) -> View {
        let pile = |height, top: i8| Pile { height, top: Some(Tile(top)) };
        View {
            seat: Some(0),
            to_move: Some(0),
            awaiting_roll: false,
            heroes: Vec::new(),
            villains: vec![Tile(villain)],
            stacks: vec![
                Stacks { heroes: pile(12, 6), villains: pile(2, -1) },
                Stacks { heroes: Pile::default(), villains: pile(9, -2) },
            ],
            dice: Default::default(),
            last: None,
            result: None,
        }
    }

    #[test]
    fn a_take_that_ends_a_won_game_wins_for_sure() {
        let view = last_tile(-1);
        let places = places(&view, 0);
        assert!(places.contains(&Loc::Row(Side::Villain, 0)));
        let mut meter = Meter::new(Budget::Iterations(30), 0);
        let chances = win_chances(&view, 0, &places, &Weights::default(), &mut meter);
        let i = places.iter().position(|&p| p == Loc::Row(Side::Villain, 0)).unwrap();
        // Seat 0 ends with 3 villains (-8 at worst) and 3 heroes (4 at least), seat 1 with
        // the other 9 villains.
        assert_eq!(chances[i].0, 1.0);
        assert!(chances[i].1 > 0.0);
        assert!(chances.iter().all(|c| (0.0..=1.0).contains(&c.0)));
    }

    #[test]
    fn deep_steals_are_valued_as_one() {
        assert_eq!(representative(Loc::Stack(1, Side::Hero, 4)), Loc::Stack(1, Side::Hero, 1));
        assert_eq!(representative(Loc::Row(Side::Hero, 4)), Loc::Row(Side::Hero, 4));
        let view = last_tile(-3);
        assert_eq!(places(&view, 0).iter().filter(|p| matches!(p, Loc::Stack(..))).count(), 2);
    }
}
