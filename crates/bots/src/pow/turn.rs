//! The expected value of a whole POW turn, before its first roll, from the value of
//! each final result of the dice: the same expectimax as [`super::Search`], over
//! tables built once instead of hashed positions, so the Hard player can afford one
//! for every take it considers (about a thirtieth of the time).

use std::sync::OnceLock;

use tabula_rules::pow::data::DICE;
use tabula_rules::pow::Dice;

/// Slots of a dense table indexed by [`slot`]: up to 5 dice of each of 4 faces.
pub(crate) const SLOTS: usize = 6 * 6 * 6 * 6;

/// The index of a multiset of at most 5 dice in a dense table: linear in the counts,
/// so the slot of two multisets together is the sum of their slots.
pub(crate) fn slot(d: Dice) -> usize {
    ((usize::from(d.shields) * 6 + usize::from(d.skulls)) * 6 + usize::from(d.blue)) * 6 + usize::from(d.orange)
}

/// One outcome of a roll: its probability, the slot of every die together, and the
/// slots of each decision to set more dice aside and roll again.
struct Throw {
    p: f64,
    result: usize,
    rerolls: Vec<usize>,
}

/// The shape of a turn, the same for every position.
struct Tables {
    /// Dice set aside, 1 to 4 of them, by slot, with every throw of the others.
    aside: Vec<(usize, Vec<Throw>)>,
    /// The first roll.
    first: Vec<Throw>,
    /// By slot of a roll of 2 to 5 dice, the slots of its parts that may be set aside.
    parts: Vec<Vec<usize>>,
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        let throws = |aside: Dice| -> Vec<Throw> {
            let free = DICE - aside.total();
            Dice::outcomes(free)
                .into_iter()
                .map(|(o, p)| {
                    let rerolls = if o.total() >= 2 {
                        o.parts(1, o.total() - 1).into_iter().map(|part| slot(aside.plus(part))).collect()
                    } else {
                        Vec::new()
                    };
                    Throw { p, result: slot(aside.plus(o)), rerolls }
                })
                .collect()
        };
        let aside = Dice { shields: 4, skulls: 4, blue: 4, orange: 4 }
            .parts(1, DICE - 1)
            .into_iter()
            .map(|d| (slot(d), throws(d)))
            .collect();
        let mut parts = vec![Vec::new(); SLOTS];
        for n in 2..=DICE {
            for (o, _) in Dice::outcomes(n) {
                parts[slot(o)] = o.parts(1, n - 1).into_iter().map(slot).collect();
            }
        }
        Tables { aside, first: throws(Dice::default()), parts }
    })
}

/// The best decisions of a turn, the value of each final result given: what is
/// worth what after dice are set aside on the first and on the second roll, so a
/// playout can play a whole turn by lookups.
pub(crate) struct Plan {
    /// The value of each final result, by [`slot`].
    value: [f64; SLOTS],
    /// After setting dice aside on the second roll: the third is the last.
    last: [f64; SLOTS],
    /// After setting dice aside on the first roll: stop after the second, or reroll.
    second: [f64; SLOTS],
}

impl Plan {
    /// The plan for final results worth `value` (only results of all five dice are
    /// read).
    pub(crate) fn new(value: [f64; SLOTS]) -> Plan {
        let t = tables();
        let mut last = [0.0; SLOTS];
        for (a, throws) in &t.aside {
            last[*a] = throws.iter().map(|th| th.p * value[th.result]).sum();
        }
        let mut second = [0.0; SLOTS];
        for (a, throws) in &t.aside {
            second[*a] = throws
                .iter()
                .map(|th| th.p * th.rerolls.iter().map(|&r| last[r]).fold(value[th.result], f64::max))
                .sum();
        }
        Plan { value, last, second }
    }

    /// The expected value of the turn before its first roll.
    pub(crate) fn expected(&self) -> f64 {
        let t = tables();
        t.first
            .iter()
            .map(|th| th.p * th.rerolls.iter().map(|&r| self.second[r]).fold(self.value[th.result], f64::max))
            .sum()
    }

    /// The dice to set aside (as a slot to add to the dice aside) after roll number
    /// `rolls` left `rolled` beside `aside`, or `None` to stop: the first best of the
    /// parts, in [`Dice::parts`] order, unless stopping is as good.
    pub(crate) fn reroll(&self, aside: usize, rolled: usize, rolls: u8) -> Option<usize> {
        let after = match rolls {
            1 => &self.second,
            2 => &self.last,
            _ => return None,
        };
        let mut best = self.value[aside + rolled];
        let mut pick = None;
        for &part in tables().parts.get(rolled)? {
            let v = after[aside + part];
            if v > best + 1e-9 {
                best = v;
                pick = Some(part);
            }
        }
        pick
    }
}

/// [`Plan::expected`] with the values of the final results given by a function.
pub(crate) fn turn_value(value: impl Fn(Dice) -> f64) -> f64 {
    let mut table = [0.0; SLOTS];
    for (d, _) in Dice::outcomes(DICE) {
        table[slot(d)] = value(d);
    }
    Plan::new(table).expected()
}
