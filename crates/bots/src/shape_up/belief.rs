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

/// The belief of `seat` about the victory card of its opponent, after `record`, in the
/// basic 2-player game (`None` otherwise, or when the record does not replay). Plays
/// of the current round count; earlier rounds' cards are public.
pub fn opponent_belief(
    record: &Record<ShapeUp>,
    seat: Seat,
    sharpness: f64,
    growth: f64,
    rng: &mut Rng,
) -> Option<Belief> {
    if record.setup.seats != 2 || record.setup.advanced {
        return None;
    }
    let opp = 1 - seat.min(1);
    let redacted = ShapeUp::redact(record, Some(seat), rng.next_u64()).ok()?;
    let mut state = ShapeUp::new(&redacted.setup, redacted.seed).ok()?;
    // The opponent's plays of the current round: layout before, card, layout after.
    let mut plays: Vec<Play> = Vec::new();
    let mut round = state.view(None).round;
    for a in &redacted.actions {
        let before = state.view(None);
        if before.round != round {
            plays.clear();
            round = before.round;
        }
        let mover = match state.turn() {
            Turn::Seat(s) => s,
            _ => return None,
        };
        let report = state.apply_reported(a).ok()?;
        if mover == opp {
            let after = tabula_rules::shape_up::after_turn(&before.layout, report.card, a.play, a.shift);
            plays.push((before.layout, report.card, after));
        }
    }
    let now = state.view(Some(seat));
    if now.round != round {
        plays.clear();
    }
    // The cards the opponent may hold: those this seat has not seen.
    let mut seen = [false; 18];
    for c in now.layout.iter().map(|p| p.1).chain(now.hand.iter().copied()).chain(now.victory) {
        if let Some(s) = seen.get_mut(usize::from(c.0)) {
            *s = true;
        }
    }
    let mut log = [f64::NEG_INFINITY; 18];
    for (i, l) in log.iter_mut().enumerate() {
        if !seen[i] {
            *l = 0.0;
        }
    }
    let per_round = 18 - 1 - 2;
    for (layout, card, actual) in &plays {
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
        // Each candidate victory card v is worth value(v) - mean over pool \ {v}.
        let value_for = |values: &[f64; SLOTS], v: Card| -> f64 {
            let sum: f64 = pool.iter().map(|&c| card_value(values, c)).sum();
            let own = card_value(values, v);
            own - (sum - own) / (pool.len() - 1) as f64
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

    /// Against the heuristic, the belief puts more weight on the opponent's real card
    /// than a uniform guess over the unseen cards does, late in the round.
    #[test]
    fn the_belief_reads_the_heuristic() {
        let (mut believed, mut uniform, mut n) = (0.0, 0.0, 0);
        for seed in 0..6u64 {
            let mut m = Match::<ShapeUp>::new(Setup::default(), seed).expect("setup");
            let mut rng = Rng::new(seed, 77);
            while let Turn::Seat(s) = m.state().turn() {
                let view = m.state().view(Some(s));
                if view.layout.len() >= 8 {
                    let b = opponent_belief(m.record(), s, 1.5, 0.5, &mut rng).expect("belief");
                    let truth = m.state().view(Some(1 - s)).victory.expect("basic game");
                    believed += b[usize::from(truth.0)];
                    uniform += 1.0 / b.iter().filter(|&&w| w > 0.0).count() as f64;
                    n += 1;
                }
                let a = crate::shape_up::choose(&view, &mut rng).expect("an action");
                m.apply(a).expect("legal");
            }
        }
        let (believed, uniform) = (believed / f64::from(n), uniform / f64::from(n));
        eprintln!("mean weight on the real card {believed:.3}, uniform {uniform:.3}, {n} decisions");
        assert!(believed > 1.5 * uniform, "{believed} against {uniform}");
    }
}
