//! Shape Up!'s Expert with 2 seats: Hard's best turns, each looked at one turn
//! further than Hard looks.
//!
//! Hard values its best turns by the opponent's reply worst for the seat, for a few
//! cards the opponent may hold, and stops there: a turn that leaves the seat's own
//! next card nothing to join looks as good as one that sets it up. Here, for a draw of
//! the opponent's card (as Hard draws it: as likely as the opponent does not hold it
//! as its victory card) and of the seat's next card, each of the opponent's replies
//! worst for the seat is answered by the seat's best turn with that card, and the turn
//! is worth the worst of those answers. The draws go to the close turns by
//! successive halving ([`crate::halving`]), every turn of a round over the same draws.

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{turns, Action, Card, Cell, View};

use super::outlook::{Outlook, Pool};
use super::search::{believed_pool, checked, place};
use super::Config;
use crate::level::Meter;

/// How wide the deeper look is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deep {
    /// Hard's best turns looked at.
    pub candidates: usize,
    /// The opponent's replies (worst for the seat first) each answered by the seat.
    pub replies: usize,
}

/// The seat's turn after `view` in the basic game, the opponent's victory card
/// weighted by `belief`; `None` if the seat is not to move. The meter counts draws
/// of a turn.
pub(crate) fn choose_deep(
    view: &View,
    rng: &mut Rng,
    cfg: &Config,
    belief: &[f64; 18],
    deep: Deep,
    meter: &mut Meter<'_>,
) -> Option<Action> {
    let me = view.seat?;
    let beliefs = [*belief];
    let mut cands = checked(view, rng, cfg, Some(&beliefs));
    let outlook = Outlook::new(view, me, cfg.growth);
    // The seat plays again this round only if two more cards follow this one.
    let again = view.layout.len() + 3 <= outlook.per_round();
    let mine = [view.victory?];
    let theirs = believed_pool(&outlook, Some(&beliefs));
    if super::last::is_last(view, outlook.per_round()) {
        return super::last::choose_last(view, &cands, mine[0], &theirs, outlook.per_round());
    }
    cands.truncate(deep.candidates.max(1));
    if !again || cands.len() <= 1 {
        return cands.into_iter().next();
    }
    // When the seat's answer ends the game, it is worth its chance of winning.
    let final_lead = super::last::ends_after_answer(view, outlook.per_round()).then(|| super::last::lead(view));
    let afters: Vec<Vec<(Cell, Card)>> = cands
        .iter()
        .map(|a| {
            let mut out = Vec::new();
            let card = view.hand.get(usize::from(a.card)).copied().unwrap_or(Card(0));
            place(&view.layout, card, a.play, a.shift, &mut out);
            out
        })
        .collect();
    let not_held = |c: Card| (1.0 - theirs.held(c)).max(1e-6);
    let best = crate::halving::best(
        cands.len(),
        meter,
        rng,
        |rng| {
            let reply = draw(&theirs.cards, &[], &not_held, rng)?;
            let next = draw(&theirs.cards, &[reply], &not_held, rng)?;
            Some((reply, next, theirs.without(reply).without(next)))
        },
        |(reply, next, rest), i| {
            let layout = afters.get(i)?;
            Some(two_turns(&outlook, layout, (*reply, *next), &mine, rest, deep.replies, final_lead))
        },
    )?;
    cands.get(best).copied()
}

/// A card of `cards` but `not`, each as likely as `weight` says.
fn draw(cards: &[Card], not: &[Card], weight: &dyn Fn(Card) -> f64, rng: &mut Rng) -> Option<Card> {
    let total: f64 = cards.iter().filter(|c| !not.contains(c)).map(|&c| weight(c)).sum();
    let mut x = rng.next_u64() as f64 / (u64::MAX as f64 + 1.0) * total;
    let mut last = None;
    for &c in cards.iter().filter(|c| !not.contains(c)) {
        x -= weight(c);
        last = Some(c);
        if x < 0.0 {
            break;
        }
    }
    last
}

/// The value of `layout` once the opponent has laid `cards.0` and the seat `cards.1`:
/// the opponent's `replies` worst replies for the seat (by Hard's value), each
/// answered by the seat's best turn, the worst answer taken. With `final_lead` (the
/// answer ends the game; the seat's lead from earlier rounds), an answer is worth
/// its chance of winning ([`super::last::final_value`]) instead of Hard's value.
fn two_turns(
    outlook: &Outlook,
    layout: &[(Cell, Card)],
    cards: (Card, Card),
    mine: &[Card],
    rest: &Pool,
    replies: usize,
    final_lead: Option<f64>,
) -> f64 {
    let deals = if final_lead.is_some() { rest.chances() } else { Vec::new() };
    let answer = |after: &[(Cell, Card)]| match (final_lead, mine) {
        (Some(lead), [card]) => super::last::final_value(after, *card, &deals, lead),
        _ => outlook.eval(after, mine, rest),
    };
    let mut after = Vec::with_capacity(layout.len() + 2);
    let mut reply = Vec::with_capacity(layout.len() + 1);
    // Each reply by its value alone: only the few kept are laid again.
    let mut theirs: Vec<(f64, _)> = turns(layout)
        .into_iter()
        .map(|turn| {
            place(layout, cards.0, turn.0, turn.1, &mut after);
            (outlook.eval(&after, mine, rest), turn)
        })
        .collect();
    theirs.sort_by(|a, b| a.0.total_cmp(&b.0));
    theirs.truncate(replies.max(1));
    let mut worst = f64::INFINITY;
    for &(_, (play, shift)) in &theirs {
        place(layout, cards.0, play, shift, &mut reply);
        // The seat's best answer, no more searched once it is no better than an
        // answer already found to another reply (the reply is then not the worst).
        let mut best = f64::NEG_INFINITY;
        for (play, shift) in turns(&reply) {
            place(&reply, cards.1, play, shift, &mut after);
            best = best.max(answer(&after));
            if best >= worst {
                break;
            }
        }
        if best.is_finite() {
            worst = worst.min(best);
        }
    }
    if worst.is_finite() {
        worst
    } else {
        outlook.eval(layout, mine, rest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;
    use tabula_rules::shape_up::{Setup, ShapeUp};
    use tabula_rules::{Game, Match, Turn};

    /// The worst reply's best answer, every reply and answer tried.
    fn plain(outlook: &Outlook, layout: &[(Cell, Card)], cards: (Card, Card), mine: &[Card], rest: &Pool) -> f64 {
        let mut after = Vec::new();
        let mut answer = Vec::new();
        turns(layout)
            .into_iter()
            .map(|(play, shift)| {
                place(layout, cards.0, play, shift, &mut after);
                turns(&after)
                    .into_iter()
                    .map(|(p, s)| {
                        place(&after, cards.1, p, s, &mut answer);
                        outlook.eval(&answer, mine, rest)
                    })
                    .fold(f64::NEG_INFINITY, f64::max)
            })
            .fold(f64::INFINITY, f64::min)
    }

    /// Positions of random games: with every reply answered, the answers cut short
    /// give the value of trying them all; and Expert's turn is legal.
    #[test]
    fn the_cut_keeps_the_value_and_turns_are_legal() {
        let mut checked = 0;
        for seed in 0..6u64 {
            let mut m = Match::<ShapeUp>::new(Setup::default(), seed).expect("setup");
            let mut rng = Rng::new(seed, 4);
            while let Turn::Seat(seat) = m.state().turn() {
                let view = m.state().view(Some(seat));
                let outlook = Outlook::new(&view, seat, 0.5);
                if view.layout.len() + 3 <= outlook.per_round() && view.layout.len() % 3 == 1 {
                    let cards: Vec<Card> = outlook.unseen.cards.clone();
                    let (a, b) = (cards[0], cards[cards.len() - 1]);
                    let rest = outlook.unseen.without(a).without(b);
                    let mine = [view.victory.expect("basic game")];
                    let cut = two_turns(&outlook, &view.layout, (a, b), &mine, &rest, usize::MAX, None);
                    let all = plain(&outlook, &view.layout, (a, b), &mine, &rest);
                    assert!((cut - all).abs() < 1e-9, "seed {seed}: {cut} != {all}");
                    let belief = [1.0 / cards.len() as f64; 18];
                    let deep = Deep { candidates: 4, replies: 3 };
                    let mut meter = Meter::new(Budget::Default, 16);
                    let a =
                        choose_deep(&view, &mut rng, &Config::default(), &belief, deep, &mut meter).expect("a turn");
                    assert!(m.state().legal_actions().contains(&a), "seed {seed}: {a:?}");
                    checked += 1;
                }
                let a = m.state().random_action(&mut rng).expect("an action");
                m.apply(a).expect("legal");
            }
        }
        assert!(checked >= 12, "only {checked} positions");
    }
}
