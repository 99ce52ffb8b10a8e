//! Reading an opponent's victory card from the cards it has played.
//!
//! In the basic game each turn lays the card just drawn, so a play shows the layout
//! before it, the card and where it went, all public. A player who values layouts the
//! way the heuristic does (its victory score against the best opponent's expected
//! one, plus a share of what short runs may still gain) plays well for its own card:
//! for each card the opponent might hold, its plays so far are scored as a softmax
//! over the one-turn values of every turn it could have made, and the product of
//! those likelihoods is the belief. Only the record redacted for the bot's seat is
//! read, so the belief uses nothing that seat may not see.

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{turns, Card, Cell, ShapeUp};
use tabula_rules::{Game, Record, Seat, Turn};

use super::board::{card_value, Board, SLOTS};

/// One play: the layout before it, the card laid, the layout after it.
type Play = (Vec<(Cell, Card)>, Card, Vec<(Cell, Card)>);

/// A belief over one opponent's victory card: a weight per card number (0 for cards
/// it cannot hold), summing to 1.
pub type Belief = [f64; 18];

/// The belief of `seat` about each opponent's victory card (in seat order, `seat`
/// left out), read alone from that opponent's plays of the round, in the basic game
/// (`None` in the advanced game, or when the record does not replay). With 3 seats
/// an opponent's plays are scored as the heuristic values them there: its card's
/// points against the best of the two cards the others may hold.
pub fn opponent_beliefs(
    record: &Record<ShapeUp>,
    seat: Seat,
    sharpness: f64,
    growth: f64,
    rng: &mut Rng,
) -> Option<Vec<Belief>> {
    if record.setup.advanced {
        return None;
    }
    let seats = usize::from(record.setup.seats);
    let redacted = ShapeUp::redact(record, Some(seat), rng.next_u64()).ok()?;
    let mut state = ShapeUp::new(&redacted.setup, redacted.seed).ok()?;
    // Each seat's plays of the current round: layout before, card, layout after.
    let mut plays: Vec<Vec<Play>> = vec![Vec::new(); seats];
    let mut round = state.view(None).round;
    for a in &redacted.actions {
        let before = state.view(None);
        if before.round != round {
            plays.iter_mut().for_each(Vec::clear);
            round = before.round;
        }
        let mover = match state.turn() {
            Turn::Seat(s) => s,
            _ => return None,
        };
        let report = state.apply_reported(a).ok()?;
        if let Some(p) = plays.get_mut(mover) {
            let after = tabula_rules::shape_up::after_turn(&before.layout, report.card, a.play, a.shift);
            p.push((before.layout, report.card, after));
        }
    }
    let now = state.view(Some(seat));
    if now.round != round {
        plays.iter_mut().for_each(Vec::clear);
    }
    // The cards an opponent may hold: those this seat has not seen.
    let mut seen = [false; 18];
    for c in now.layout.iter().map(|p| p.1).chain(now.hand.iter().copied()).chain(now.victory) {
        if let Some(s) = seen.get_mut(usize::from(c.0)) {
            *s = true;
        }
    }
    let per_round = 18 - 1 - seats.min(17);
    let others = seats.saturating_sub(1).max(1);
    let mut out = Vec::with_capacity(others);
    for (opp, plays) in plays.iter().enumerate() {
        if opp == seat {
            continue;
        }
        out.push(read_plays(plays, &seen, per_round, others, sharpness, growth)?);
    }
    Some(out)
}

/// The belief over one opponent's card from its `plays`, valued as the heuristic does
/// against the best of `others` cards of the rest of its pool.
fn read_plays(
    plays: &[Play],
    seen: &[bool; 18],
    per_round: usize,
    others: usize,
    sharpness: f64,
    growth: f64,
) -> Option<Belief> {
    let mut log = [f64::NEG_INFINITY; 18];
    for (i, l) in log.iter_mut().enumerate() {
        if !seen[i] {
            *l = 0.0;
        }
    }
    for (layout, card, actual) in plays {
        // The cards the opponent had not seen then, its own victory card included.
        let mut theirs_unseen = [true; 18];
        for c in layout.iter().map(|p| p.1).chain(std::iter::once(*card)) {
            if let Some(s) = theirs_unseen.get_mut(usize::from(c.0)) {
                *s = false;
            }
        }
        let pool: Vec<Card> = Card::all().filter(|c| theirs_unseen[usize::from(c.0)]).collect();
        if pool.len() < 2 {
            continue;
        }
        let left = per_round - (layout.len() + 1).min(per_round);
        let weight = growth * left as f64 / per_round as f64;
        let slot_values = |after: &[(Cell, Card)]| -> [f64; SLOTS] { Board::new(after).tally().values(weight) };
        // Each candidate victory card v is worth value(v) less the expected best of
        // `others` cards of pool \ {v} (with one opponent, their mean).
        let value_for = |values: &[f64; SLOTS], v: Card| -> f64 {
            let own = card_value(values, v);
            if others <= 1 {
                let sum: f64 = pool.iter().map(|&c| card_value(values, c)).sum();
                return own - (sum - own) / (pool.len() - 1) as f64;
            }
            let rest: Vec<Card> = pool.iter().copied().filter(|&c| c != v).collect();
            own - super::outlook::best_of(values, &rest, others)
        };
        let actual_values = slot_values(actual);
        let options = turns(layout);
        let all_values: Vec<[f64; SLOTS]> = options
            .iter()
            .map(|&(play, shift)| slot_values(&tabula_rules::shape_up::after_turn(layout, *card, play, shift)))
            .collect();
        for v in Card::all() {
            let i = usize::from(v.0);
            if seen[i] || !theirs_unseen[i] {
                continue;
            }
            let mine = value_for(&actual_values, v);
            let vals: Vec<f64> = all_values.iter().map(|x| value_for(x, v)).collect();
            let top = vals.iter().copied().fold(mine, f64::max);
            let z: f64 = vals.iter().map(|x| ((x - top) * sharpness).exp()).sum();
            log[i] += (mine - top) * sharpness - z.max(1e-300).ln();
        }
    }
    let top = log.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if !top.is_finite() {
        return None;
    }
    let mut belief = [0.0; 18];
    for (b, l) in belief.iter_mut().zip(&log) {
        *b = if l.is_finite() { (l - top).exp() } else { 0.0 };
    }
    let sum: f64 = belief.iter().sum();
    belief.iter_mut().for_each(|b| *b /= sum);
    Some(belief)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::shape_up::Setup;
    use tabula_rules::Match;

    /// Against the heuristic, the belief puts more weight on each opponent's real card
    /// than a uniform guess over the unseen cards does, late in the round, with 2 seats
    /// and with 3.
    #[test]
    fn the_belief_reads_the_heuristic() {
        for (seats, sharpness, from) in [(2u8, 1.5, 8), (3, 0.7, 8)] {
            let (mut believed, mut uniform, mut n) = (0.0, 0.0, 0);
            for seed in 0..6u64 {
                let setup = Setup { seats, ..Setup::default() };
                let mut m = Match::<ShapeUp>::new(setup, seed).expect("setup");
                let mut rng = Rng::new(seed, 77);
                while let Turn::Seat(s) = m.state().turn() {
                    let view = m.state().view(Some(s));
                    if view.layout.len() >= from {
                        let beliefs = opponent_beliefs(m.record(), s, sharpness, 0.5, &mut rng).expect("belief");
                        let others = (0..usize::from(seats)).filter(|&o| o != s);
                        for (b, o) in beliefs.iter().zip(others) {
                            let truth = m.state().view(Some(o)).victory.expect("basic game");
                            believed += b[usize::from(truth.0)];
                            uniform += 1.0 / b.iter().filter(|&&w| w > 0.0).count() as f64;
                            n += 1;
                        }
                    }
                    let a = crate::shape_up::choose(&view, &mut rng).expect("an action");
                    m.apply(a).expect("legal");
                }
            }
            let (believed, uniform) = (believed / f64::from(n), uniform / f64::from(n));
            eprintln!("{seats} seats: mean weight on the real card {believed:.3}, uniform {uniform:.3}, {n} beliefs");
            assert!(believed > 1.5 * uniform, "{seats} seats: {believed} against {uniform}");
        }
    }
}
