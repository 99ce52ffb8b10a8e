//! The expected value of a whole POW turn, before its first roll, from the value of
//! each final result of the dice: the same expectimax as [`super::Search`], over
//! tables built once instead of hashed positions, so the Hard player can afford one
//! for every take it considers (about a thirtieth of the time).

use std::sync::OnceLock;

use tabula_rules::pow::data::DICE;
use tabula_rules::pow::Dice;

/// Slots of a dense table indexed by [`slot`]: up to 5 dice of each of 4 faces.
const SLOTS: usize = 6 * 6 * 6 * 6;

/// The index of a multiset of at most 5 dice in a dense table.
fn slot(d: Dice) -> usize {
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
        Tables { aside, first: throws(Dice::default()) }
    })
}

/// The expected value of a turn about to roll, each final result worth `value`
/// (a table by [`slot`]; only the results of all five dice are read).
fn expected(value: &[f64; SLOTS]) -> f64 {
    let t = tables();
    // After setting dice aside on the second roll: the third is the last.
    let mut last = [0.0; SLOTS];
    for (a, throws) in &t.aside {
        last[*a] = throws.iter().map(|th| th.p * value[th.result]).sum();
    }
    // After setting dice aside on the first roll: stop after the second, or reroll.
    let mut second = [0.0; SLOTS];
    for (a, throws) in &t.aside {
        second[*a] =
            throws.iter().map(|th| th.p * th.rerolls.iter().map(|&r| last[r]).fold(value[th.result], f64::max)).sum();
    }
    t.first.iter().map(|th| th.p * th.rerolls.iter().map(|&r| second[r]).fold(value[th.result], f64::max)).sum()
}

/// [`expected`] with the values of the final results given by a function.
pub(crate) fn turn_value(value: impl Fn(Dice) -> f64) -> f64 {
    let mut table = [0.0; SLOTS];
    for (d, _) in Dice::outcomes(DICE) {
        table[slot(d)] = value(d);
    }
    expected(&table)
}

/// The expected value by `mine` of a turn about to roll, played by a mover who
/// decides by `theirs` (both by final result, as in [`turn_value`]): at every choice
/// the mover's best by `theirs` (the first of equals), valued by `mine`.
pub(crate) fn policy_value(theirs: impl Fn(Dice) -> f64, mine: impl Fn(Dice) -> f64) -> f64 {
    let mut t = [0.0; SLOTS];
    let mut m = [0.0; SLOTS];
    for (d, _) in Dice::outcomes(DICE) {
        t[slot(d)] = theirs(d);
        m[slot(d)] = mine(d);
    }
    let tables = tables();
    // Each decision after a throw: stop (the result) or one of the rerolls, by `theirs`.
    let pick = |th: &Throw, after_t: &[f64; SLOTS], after_m: &[f64; SLOTS]| -> (f64, f64) {
        let mut best = (t[th.result], m[th.result]);
        for &r in &th.rerolls {
            if after_t[r] > best.0 {
                best = (after_t[r], after_m[r]);
            }
        }
        best
    };
    let (mut last_t, mut last_m) = ([0.0; SLOTS], [0.0; SLOTS]);
    for (a, throws) in &tables.aside {
        last_t[*a] = throws.iter().map(|th| th.p * t[th.result]).sum();
        last_m[*a] = throws.iter().map(|th| th.p * m[th.result]).sum();
    }
    let (mut second_t, mut second_m) = ([0.0; SLOTS], [0.0; SLOTS]);
    for (a, throws) in &tables.aside {
        for th in throws {
            let (vt, vm) = pick(th, &last_t, &last_m);
            second_t[*a] += th.p * vt;
            second_m[*a] += th.p * vm;
        }
    }
    tables.first.iter().map(|th| th.p * pick(th, &second_t, &second_m).1).sum()
}
