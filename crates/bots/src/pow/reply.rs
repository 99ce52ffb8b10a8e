//! POW's Hard player: the heuristic's expectimax over the dice, each take valued also
//! by the next player's best turn after it.
//!
//! The heuristic values a take by the tile alone. What it leaves matters as much: a
//! high hero moved to the first places of the row, or a fresh top on a stack that the
//! next player can steal. So every place a take may come from is played out on the
//! view (the seat's own knowledge: a covered tile that a steal uncovers is taken to be
//! the mean of the tiles nobody sees), and the next player's whole turn is solved with
//! the same expectimax from their side; its expected value, a share `reply` of it,
//! counts against the take.

use std::collections::HashMap;

use tabula_rules::pow::data::{HEROES, VILLAINS};
use tabula_rules::pow::{Action, Pile, Side, Stacks, Tile, View};
use tabula_rules::rng::Rng;

use super::{choose_adjusted, Loc, Takes, Weights};

/// The Hard player's action: see the module's documentation. `reply` is the share of
/// the next player's expected turn counted against each take.
pub(crate) fn choose(view: &View, rng: &mut Rng, weights: &Weights, reply: f64) -> Option<Action> {
    let seat = view.seat?;
    let hidden = hidden_means(view);
    let mut memo: HashMap<Loc, f64> = HashMap::new();
    choose_adjusted(view, rng, weights, &mut |loc| {
        *memo.entry(loc).or_insert_with(|| after(view, seat, loc, hidden).map_or(0.0, |v| -reply * turn_value(&v)))
    })
}

/// The expected value of a whole turn to the seat of `view`, which is to roll.
fn turn_value(view: &View) -> f64 {
    let Some(seat) = view.seat else { return 0.0 };
    let takes = Takes::new(view, seat, &Weights::default(), &mut |_| 0.0);
    super::turn::turn_value(|d| takes.value(d))
}

/// The tile nobody sees, by side, as the nearest tile to their mean.
fn hidden_means(view: &View) -> [Tile; 2] {
    Side::ALL.map(|side| {
        let (all, row) = match side {
            Side::Hero => (&HEROES, &view.heroes),
            Side::Villain => (&VILLAINS, &view.villains),
        };
        let mut left: Vec<i8> = all.to_vec();
        for t in row.iter().copied().chain(view.stacks.iter().filter_map(|s| pile(s, side).top)) {
            if let Some(i) = left.iter().position(|&x| x == t.0) {
                left.swap_remove(i);
            }
        }
        let sum: i32 = left.iter().map(|&x| i32::from(x)).sum();
        let mean = if left.is_empty() { 0.0 } else { f64::from(sum) / left.len() as f64 };
        Tile(mean.round() as i8)
    })
}

fn pile(s: &Stacks, side: Side) -> &Pile {
    match side {
        Side::Hero => &s.heroes,
        Side::Villain => &s.villains,
    }
}

fn pile_mut(s: &mut Stacks, side: Side) -> &mut Pile {
    match side {
        Side::Hero => &mut s.heroes,
        Side::Villain => &mut s.villains,
    }
}

/// The next player's view, about to roll, after `seat` takes from `loc`; `None` when
/// the take ends the game.
fn after(view: &View, seat: usize, loc: Loc, hidden: [Tile; 2]) -> Option<View> {
    let mut v = view.clone();
    let (side, tile) = match loc {
        Loc::Row(side, i) => {
            let row = if side == Side::Hero { &mut v.heroes } else { &mut v.villains };
            (side, (i < row.len()).then(|| row.remove(i))?)
        }
        Loc::Stack(victim, side, depth) => {
            let p = pile_mut(v.stacks.get_mut(victim)?, side);
            let covered = hidden[side.index()];
            let tile = if depth == 0 { p.top? } else { covered };
            p.height = p.height.checked_sub(1)?;
            if depth == 0 {
                p.top = (p.height > 0).then_some(covered);
            }
            (side, tile)
        }
    };
    let mine = pile_mut(v.stacks.get_mut(seat)?, side);
    mine.height += 1;
    mine.top = Some(tile);
    if v.heroes.is_empty() && v.villains.is_empty() {
        return None;
    }
    let next = (seat + 1) % v.stacks.len();
    v.seat = Some(next);
    v.to_move = Some(next);
    v.awaiting_roll = true;
    v.dice = Default::default();
    v.last = None;
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::pow::data::DICE;
    use tabula_rules::pow::{Dice, Pow, Setup};
    use tabula_rules::{Game, Match, Turn};

    /// The tables give the hashed expectimax's value, on positions of a real game.
    #[test]
    fn turn_tables_agree_with_the_search() {
        let mut m = Match::<Pow>::new(Setup::new(3), 11).unwrap();
        let mut rng = Rng::new(5, 6);
        let mut checked = 0;
        while m.state().turn() != Turn::Over {
            if m.state().turn() == Turn::Chance {
                let view = m.state().view(m.state().view(None).to_move);
                let seat = view.seat.unwrap();
                let takes = Takes::new(&view, seat, &Weights::default(), &mut |_| 0.0);
                let slow = super::super::Search::new(&takes).after_setting_aside(Dice::default(), DICE, 0);
                let fast = super::super::turn::turn_value(|d| takes.value(d));
                assert!((slow - fast).abs() < 1e-9, "{slow} {fast}");
                checked += 1;
                m.resolve_chance();
            } else {
                let a = m.state().random_action(&mut rng).unwrap();
                m.apply(a).unwrap();
            }
        }
        assert!(checked > 10);
    }
}
