//! The decision: value every legal action, then look one turn further for the best few.

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{turns, Action, Card, Cell, Shift, View};

use super::outlook::{Outlook, Pool};
use super::Config;

/// One legal action and its value so far.
#[derive(Clone, Copy)]
struct Candidate {
    card: usize,
    play: Cell,
    shift: Option<Shift>,
    value: f64,
}

/// See [`super::choose_with`].
pub(crate) fn choose(view: &View, rng: &mut Rng, cfg: &Config) -> Option<Action> {
    choose_believing(view, rng, cfg, None)
}

/// [`choose`] with the opponents' victory cards weighted by `belief` (a weight by card
/// number for each opponent, one or two of them) instead of all unseen cards alike.
pub(crate) fn choose_believing(
    view: &View,
    rng: &mut Rng,
    cfg: &Config,
    belief: Option<&[[f64; 18]]>,
) -> Option<Action> {
    checked(view, rng, cfg, belief).into_iter().next()
}

/// The actions [`choose_believing`] chooses from, best first: those its budget
/// checked against the replies, by that check (every action by its one-turn value
/// with the round's last card, or no budget).
pub(crate) fn checked(view: &View, rng: &mut Rng, cfg: &Config, belief: Option<&[[f64; 18]]>) -> Vec<Action> {
    let Some(me) = view.seat else { return Vec::new() };
    if view.over || view.to_move != Some(me) || view.hand.is_empty() {
        return Vec::new();
    }
    let outlook = Outlook::new(view, me, cfg.growth);
    let belief = belief.filter(|b| matches!(b.len(), 1 | 2));
    let theirs = believed_pool(&outlook, belief);
    let options = turns(&view.layout);
    let mut candidates = one_turn(view, &outlook, &theirs, rng);
    let mut after = Vec::with_capacity(view.layout.len() + 1);

    // The last card of the round gets no reply: its value is already exact.
    let last = view.layout.len() + 1 >= outlook.per_round();
    let replies = cfg.replies.min(outlook.unseen.cards.len());
    if !last && cfg.budget > 0 && replies > 0 {
        // Replies to a turn are about as many as the turns now: spend the budget on as
        // many of the best candidates as it covers.
        let shortlist = (cfg.budget / (replies * options.len().max(1))).max(1);
        candidates.truncate(shortlist);
        // Every candidate faces the same sample of cards, so that their values differ
        // by their merits rather than by the luck of the draw.
        // The next card drawn is any unseen card but the opponents' victory cards: with
        // a belief, a card is drawn as likely as the opponent does not hold it.
        let mut pool = outlook.unseen.cards.clone();
        let not_held = |c: Card| belief.map_or(1.0, |_| 1.0 - theirs.held(c)).max(1e-6);
        for i in 0..replies {
            if belief.is_none() {
                let j = i + rng.below(pool.len() - i);
                pool.swap(i, j);
                continue;
            }
            let total: f64 = pool[i..].iter().map(|&c| not_held(c)).sum();
            let mut x = rng.next_u64() as f64 / (u64::MAX as f64 + 1.0) * total;
            let mut j = pool.len() - 1;
            for (k, &c) in pool.iter().enumerate().skip(i) {
                x -= not_held(c);
                if x < 0.0 {
                    j = k;
                    break;
                }
            }
            pool.swap(i, j);
        }
        let sample: Vec<(Card, Pool)> = pool[..replies].iter().map(|&c| (c, theirs.without(c))).collect();
        for c in &mut candidates {
            let mine = own_cards(view, c.card);
            place(&view.layout, view.hand[c.card], c.play, c.shift, &mut after);
            c.value = reply_value(&outlook, &after, &mine, &sample);
        }
        by_value(&mut candidates);
    }
    candidates.into_iter().map(|c| Action { card: c.card as u8, play: c.play, shift: c.shift }).collect()
}

/// Every legal action of the seat whose view this is, best first by the one-turn
/// value (no look at replies): the shortlist a deeper search starts from.
pub(crate) fn ranked(view: &View, rng: &mut Rng, cfg: &Config) -> Vec<Action> {
    ranked_believing(view, rng, cfg, None)
}

/// [`ranked`] with the opponents' cards weighted by `belief`, as in [`choose_believing`].
pub(crate) fn ranked_believing(view: &View, rng: &mut Rng, cfg: &Config, belief: Option<&[[f64; 18]]>) -> Vec<Action> {
    let Some(me) = view.seat else { return Vec::new() };
    if view.over || view.to_move != Some(me) {
        return Vec::new();
    }
    let outlook = Outlook::new(view, me, cfg.growth);
    let theirs = believed_pool(&outlook, belief.filter(|b| matches!(b.len(), 1 | 2)));
    let candidates = one_turn(view, &outlook, &theirs, rng);
    candidates.into_iter().map(|c| Action { card: c.card as u8, play: c.play, shift: c.shift }).collect()
}

/// The cards the opponents may hold, weighted by the belief about each (one or two).
pub(crate) fn believed_pool(outlook: &Outlook, belief: Option<&[[f64; 18]]>) -> Pool {
    match belief {
        Some([b]) => {
            let weights =
                outlook.unseen.cards.iter().map(|c| b.get(usize::from(c.0)).copied().unwrap_or(0.0)).collect();
            Pool::weighted(outlook.unseen.cards.clone(), weights)
        }
        Some([a, b]) => Pool::joint(outlook.unseen.cards.clone(), a, b),
        _ => outlook.unseen.clone(),
    }
}

/// Every legal action with its one-turn value against `theirs`, best first, equals
/// in the generator's order.
fn one_turn(view: &View, outlook: &Outlook, theirs: &Pool, rng: &mut Rng) -> Vec<Candidate> {
    let options = turns(&view.layout);
    let mut candidates = Vec::with_capacity(options.len() * view.hand.len());
    let mut after = Vec::with_capacity(view.layout.len() + 1);
    for (i, &card) in view.hand.iter().enumerate() {
        let mine = own_cards(view, i);
        for &(play, shift) in &options {
            place(&view.layout, card, play, shift, &mut after);
            let value = outlook.eval(&after, &mine, theirs);
            candidates.push(Candidate { card: i, play, shift, value });
        }
    }
    // Shuffled before a stable sort, equal values end up in random order: ties are
    // broken by the generator, not by the order the rules list actions in.
    rng.shuffle(&mut candidates);
    by_value(&mut candidates);
    candidates
}

/// Highest value first, keeping the order of equals.
fn by_value(candidates: &mut [Candidate]) {
    candidates.sort_by(|a, b| b.value.total_cmp(&a.value));
}

/// The cards that may become this seat's victory card after playing hand card
/// `played`: the dealt one in the basic game, the rest of the hand in the advanced game.
fn own_cards(view: &View, played: usize) -> Vec<Card> {
    match view.victory {
        Some(v) => vec![v],
        None => view.hand.iter().enumerate().filter(|&(i, _)| i != played).map(|(_, &c)| c).collect(),
    }
}

/// The layout after a turn, written into `out` (the search reuses one buffer). The
/// move's order does not matter to the result: only cards already laid move.
pub(crate) fn place(
    layout: &[(Cell, Card)],
    card: Card,
    play: Cell,
    shift: Option<Shift>,
    out: &mut Vec<(Cell, Card)>,
) {
    out.clear();
    out.extend_from_slice(layout);
    if let Some(s) = shift {
        if let Some(p) = out.iter_mut().find(|p| p.0 == s.from) {
            p.0 = s.to;
        }
    }
    out.push((play, card));
}

/// The value of `layout` once the next player has replied: for each card of `sample`
/// (with the cards still unseen once it is played), the reply is assumed to be the one
/// worst for this seat, and the results are averaged over the sample.
fn reply_value(outlook: &Outlook, layout: &[(Cell, Card)], mine: &[Card], sample: &[(Card, Pool)]) -> f64 {
    let options = turns(layout);
    let mut after = Vec::with_capacity(layout.len() + 1);
    let mut sum = 0.0;
    for (card, rest) in sample {
        let mut worst = f64::INFINITY;
        for &(play, shift) in &options {
            place(layout, *card, play, shift, &mut after);
            let value = outlook.eval(&after, mine, rest);
            if value < worst {
                worst = value;
            }
        }
        // A layout no card can join (never in a real round) keeps its own value.
        sum += if worst.is_finite() { worst } else { outlook.eval(layout, mine, rest) };
    }
    sum / sample.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::shape_up::after_turn;

    #[test]
    fn place_matches_the_rules() {
        let layout = vec![(Cell::new(0, 0), Card(3)), (Cell::new(1, 0), Card(7))];
        let shift = Shift { from: Cell::new(0, 0), to: Cell::new(1, 1), before: true };
        let mut out = Vec::new();
        place(&layout, Card(9), Cell::new(2, 0), Some(shift), &mut out);
        assert_eq!(out, after_turn(&layout, Card(9), Cell::new(2, 0), Some(shift)));
    }
}
