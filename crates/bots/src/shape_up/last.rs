//! Shape Up!'s Expert with 2 seats, at its last turns of the game: the turn with the
//! best chance of winning, not the best expected margin.
//!
//! Hard values a layout by the seat's score minus the opponent's expected score. At
//! the end of the game only who ends ahead counts: a turn that stays ahead of most of
//! the cards the opponent may hold beats one with a larger mean margin that loses to
//! the likelier ones. With the round's last two cards to lay, three cards at most are
//! unseen (the deck's last card, the opponent's victory card, the hidden card), so
//! every deal of them is tried:
//! - the seat lays the last card: each turn is worth its chance of winning over the
//!   opponent's card, as the belief weighs it;
//! - the opponent lays the last card: for each card it may hold as its victory card
//!   and each card it may draw (the other two, alike), its reply is the one that
//!   leaves the seat the least margin, as if it knew both cards; the turn is worth the
//!   chance that the seat still wins.
//!
//! Turns of equal chance (a sure win, a sure loss) keep Hard's order. One turn
//! earlier, when the seat will lay the last card, the one-turn-further search
//! (`deep.rs`) values the layouts it ends on by [`final_value`], the same chance.

use tabula_rules::shape_up::{turns, Action, Card, Cell, View};

use super::board::{card_value, Board};
use super::outlook::Pool;
use super::search::place;

/// Values this close are equal.
const EPS: f64 = 1e-9;

/// Whether `view` is its seat's last turn of the game with 2 seats: the last round,
/// and at most one card to lay after this one.
pub(crate) fn is_last(view: &View, per_round: usize) -> bool {
    last_round_of_two(view) && view.layout.len() + 2 >= per_round
}

/// Whether the layout the seat's next answer leaves ends the game with 2 seats: the
/// last round, with this card and two more to lay.
pub(crate) fn ends_after_answer(view: &View, per_round: usize) -> bool {
    last_round_of_two(view) && view.layout.len() + 3 == per_round
}

/// Whether `view` is in the game's last round, with 2 seats.
fn last_round_of_two(view: &View) -> bool {
    view.seats == 2 && view.round + 1 >= view.rounds
}

/// The seat's points from earlier rounds minus the opponent's (2 seats).
pub(crate) fn lead(view: &View) -> f64 {
    let me = view.seat.unwrap_or(0);
    let total = |s: usize| view.totals.get(s).copied().unwrap_or(0);
    f64::from(total(me) - total(1 - me))
}

/// The worth of a final layout: the seat's chance of winning against the opponent's
/// card, each of `deals` ([`Pool::chances`]) as likely as it says, ties between
/// chances broken by the expected margin (a thousandth of it: below a step of the
/// chance unless the belief is very sure).
pub(crate) fn final_value(layout: &[(Cell, Card)], mine: Card, deals: &[(Card, f64)], lead: f64) -> f64 {
    scored(layout, mine, deals, lead, 1e-3)
}

/// The best of `cands` (Hard's order) by the chance of winning, the opponent's card
/// among `theirs` as weighted there; `None` if `cands` is empty.
pub(crate) fn choose_last(
    view: &View,
    cands: &[Action],
    mine: Card,
    theirs: &Pool,
    per_round: usize,
) -> Option<Action> {
    view.seat?;
    let lead = lead(view);
    let last = view.layout.len() + 1 >= per_round;
    let deals = theirs.chances();
    let mut after = Vec::with_capacity(view.layout.len() + 2);
    let mut best: Option<(f64, Action)> = None;
    for a in cands {
        let card = view.hand.get(usize::from(a.card)).copied().unwrap_or(Card(0));
        place(&view.layout, card, a.play, a.shift, &mut after);
        let chance = if last { won(&after, mine, &deals, lead) } else { after_reply(&after, mine, &deals, lead) };
        if best.as_ref().is_none_or(|b| chance > b.0 + EPS) {
            best = Some((chance, *a));
        }
    }
    best.map(|b| b.1)
}

/// The seat's chance of winning once `layout` is the final one: its card against each
/// card the opponent may hold, a tie counted half.
fn won(layout: &[(Cell, Card)], mine: Card, deals: &[(Card, f64)], lead: f64) -> f64 {
    scored(layout, mine, deals, lead, 0.0)
}

/// The seat's chance of winning once `layout` is the final one, plus `per_point` times
/// the expected margin.
fn scored(layout: &[(Cell, Card)], mine: Card, deals: &[(Card, f64)], lead: f64, per_point: f64) -> f64 {
    let values = Board::new(layout).tally().values(0.0);
    let own = card_value(&values, mine) + lead;
    deals
        .iter()
        .map(|&(c, p)| {
            let theirs = card_value(&values, c);
            p * (share(own, theirs) + per_point * (own - theirs))
        })
        .sum()
}

/// The seat's chance of winning once the opponent lays the last card on `layout`.
fn after_reply(layout: &[(Cell, Card)], mine: Card, deals: &[(Card, f64)], lead: f64) -> f64 {
    let options = turns(layout);
    let mut reply = Vec::with_capacity(layout.len() + 1);
    let mut sum = 0.0;
    for &(theirs, p) in deals {
        let draws: Vec<Card> = deals.iter().map(|d| d.0).filter(|&c| c != theirs).collect();
        for &drawn in &draws {
            // The least margin any reply leaves the seat.
            let mut worst: Option<f64> = None;
            for &(play, shift) in &options {
                place(layout, drawn, play, shift, &mut reply);
                let values = Board::new(&reply).tally().values(0.0);
                let margin = card_value(&values, mine) + lead - card_value(&values, theirs);
                if worst.is_none_or(|w| margin < w) {
                    worst = Some(margin);
                }
            }
            // A layout no card can join (never in a real round) is final as it is.
            let result = worst.map_or_else(|| won(layout, mine, &[(theirs, 1.0)], lead), |w| share(w, 0.0));
            sum += p * result / draws.len() as f64;
        }
    }
    sum
}

/// A win, a tie (half) or a loss.
fn share(own: f64, theirs: f64) -> f64 {
    if own > theirs + EPS {
        1.0
    } else if own + EPS >= theirs {
        0.5
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::rng::Rng;
    use tabula_rules::shape_up::{Setup, ShapeUp};
    use tabula_rules::{Game, Match, Turn};

    /// A pool sure of the opponent's card.
    fn sure(view: &View, card: Card) -> Pool {
        let cards = super::super::outlook::Outlook::new(view, view.seat.expect("a seat"), 0.5).unseen.cards;
        let weights = cards.iter().map(|&c| if c == card { 1.0 } else { 0.0 }).collect();
        Pool::weighted(cards, weights)
    }

    /// With the round's last card, and the opponent's card known, the chance of each
    /// turn is the rules' own result of the game it ends (the lead of earlier rounds
    /// counted), and the turn chosen wins whenever some turn does.
    #[test]
    fn the_last_card_s_chances_are_the_rules_results() {
        let mut positions = 0;
        for (seed, rounds) in (0..8u64).zip([1u8, 4].into_iter().cycle()) {
            let setup = Setup { rounds, ..Setup::default() };
            let mut m = Match::<ShapeUp>::new(setup, seed).expect("setup");
            let mut rng = Rng::new(seed, 9);
            while let Turn::Seat(seat) = m.state().turn() {
                let view = m.state().view(Some(seat));
                let per_round = 18 - 1 - 2;
                if is_last(&view, per_round) && view.layout.len() + 1 == per_round {
                    let theirs = m.state().view(Some(1 - seat)).victory.expect("basic game");
                    let pool = sure(&view, theirs);
                    let mine = view.victory.expect("basic game");
                    let lead = f64::from(view.totals[seat] - view.totals[1 - seat]);
                    let legal = m.state().legal_actions();
                    let mut after = Vec::new();
                    let mut any_win = false;
                    for a in &legal {
                        let mut next = m.clone();
                        next.apply(*a).expect("legal");
                        let outcome = next.state().outcome().expect("the game ends");
                        let result = if outcome.winners == [seat] {
                            1.0
                        } else if outcome.winners.contains(&seat) {
                            0.5
                        } else {
                            0.0
                        };
                        place(&view.layout, view.hand[usize::from(a.card)], a.play, a.shift, &mut after);
                        assert_eq!(won(&after, mine, &pool.chances(), lead), result, "seed {seed}: {a:?}");
                        any_win |= result == 1.0;
                    }
                    let chosen = choose_last(&view, &legal, mine, &pool, per_round).expect("a turn");
                    let mut next = m.clone();
                    next.apply(chosen).expect("legal");
                    let winners = next.state().outcome().expect("the game ends").winners;
                    assert!(!any_win || winners == [seat], "seed {seed}: a winning turn was missed");
                    positions += 1;
                }
                let a = m.state().random_action(&mut rng).expect("an action");
                m.apply(a).expect("legal");
            }
        }
        assert_eq!(positions, 8);
    }
}
