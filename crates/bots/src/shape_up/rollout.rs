//! Shape Up!'s Hard at a full table: the best few turns by the heuristic, each played
//! out to the end of the round many times.
//!
//! With three seats the heuristic's one-turn value (its card's points against the
//! best of two unseen cards) and its check of the next player's worst reply are
//! about all a Medium seat looks at, and a deeper reading of the opponents' cards
//! alone did not beat it (docs/BENCHMARKS.md). Here each candidate turn is followed
//! by the rest of the round, dealt from what the seat may see (each opponent's card
//! drawn from the belief read from its plays, the other unseen cards shuffled) and
//! played by every seat with the heuristic's one-turn value for its own card: the
//! opponents as Medium plays them (the next seat's reply with Medium's check of the
//! replies after it, a smaller one), the seat itself as it would play on. The turn
//! with the best share of wins is played, the rollouts spread by successive halving
//! ([`crate::halving`]). With the round's last card nothing is left to play out:
//! every turn is scored exactly over the beliefs. Only the seat's view and the
//! beliefs are read.

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{turns, Action, Card, Cell, View};

use super::board::{card_value, Board};
use super::outlook::best_of;
use super::search::{place, ranked_believing};
use super::Config;
use crate::level::Meter;

/// Layouts the next seat's modelled reply may check (Medium's own: 8,000).
const REPLY_LAYOUTS: usize = 2_000;

/// The seat's turn after `view`, each opponent's card weighted by its belief (one per
/// opponent in seat order, the seat left out); `None` if the seat is not to move.
pub(crate) fn choose_rolling(
    view: &View,
    rng: &mut Rng,
    cfg: &Config,
    beliefs: &[[f64; 18]],
    candidates: usize,
    meter: &mut Meter<'_>,
) -> Option<Action> {
    let me = view.seat?;
    let mine = view.victory?;
    let card = *view.hand.first()?;
    let mut cands = ranked_believing(view, rng, cfg, Some(beliefs));
    let seats = view.seats;
    let per_round = 18 - 1 - seats.min(17);
    let last_round = usize::from(view.round) + 1 >= usize::from(view.rounds);
    let last_card = view.layout.len() + 1 >= per_round;
    if !last_card {
        cands.truncate(candidates.max(1));
    }
    if cands.len() <= 1 {
        return cands.pop();
    }
    // The cards this seat has not seen: opponents' cards, the hidden card, the deck.
    let mut seen = [false; 18];
    for c in view.layout.iter().map(|p| p.1).chain([card, mine]) {
        if let Some(s) = seen.get_mut(usize::from(c.0)) {
            *s = true;
        }
    }
    let unseen: Vec<Card> = Card::all().filter(|c| !seen[usize::from(c.0)]).collect();
    let hands = Hands::new(&unseen, beliefs);
    if last_card {
        return exact_last(view, &cands, &hands, me, mine, last_round);
    }
    let afters: Vec<Vec<(Cell, Card)>> = cands
        .iter()
        .map(|a| {
            let mut out = Vec::new();
            place(&view.layout, card, a.play, a.shift, &mut out);
            out
        })
        .collect();
    let next = (me + 1) % seats;
    // The next seat replies as Medium does, its one-turn value checked against the
    // replies after it, with a quarter of Medium's layouts: modelled by the one-turn
    // value alone it won 50.8% of 400 games, so 53.8% (docs/BENCHMARKS.md). The
    // reply's view is this one but for the cards that vary with the deal.
    let reply_cfg = Config { budget: REPLY_LAYOUTS, replies: 2, ..cfg.clone() };
    let template = View { results: Vec::new(), hand_sizes: vec![1; seats], ..view.clone() };
    let best = crate::halving::best(
        cands.len(),
        meter,
        rng,
        |rng| {
            // The reply's own draws, the same for every turn of the deal.
            let seed = rng.next_u64();
            hands.deal(me, seats, mine, view.deck_left, rng).map(|d| (d, seed))
        },
        |(deal, seed), i| {
            let mut deck = deal.deck.clone();
            let mut layout = afters.get(i)?.clone();
            let mut mover = next;
            if let Some(card) = deck.pop() {
                let reply = View {
                    seat: Some(next),
                    to_move: Some(next),
                    layout: layout.clone(),
                    hand: vec![card],
                    victory: Some(*deal.victory.get(next)?),
                    deck_left: deck.len(),
                    ..template.clone()
                };
                let a = super::search::choose(&reply, &mut Rng::new(*seed, 7), &reply_cfg)?;
                place(&reply.layout, card, a.play, a.shift, &mut layout);
                mover = (next + 1) % seats;
            }
            let end = play_out(layout, mover, &deal.victory, &mut deck, per_round, cfg.growth);
            Some(reward(&end, &deal.victory, &view.totals, me, last_round))
        },
    )?;
    cands.get(best).copied()
}

/// The best turn with the round's last card: every turn, its reward averaged over
/// every way the opponents' cards may be, by the beliefs.
fn exact_last(view: &View, cands: &[Action], hands: &Hands, me: usize, mine: Card, last_round: bool) -> Option<Action> {
    let card = *view.hand.first()?;
    let mut after = Vec::with_capacity(view.layout.len() + 1);
    let mut best: Option<(f64, Action)> = None;
    let mut victory = Vec::with_capacity(view.seats);
    for a in cands {
        place(&view.layout, card, a.play, a.shift, &mut after);
        let values = Board::new(&after).tally().values(0.0);
        let mut sum = 0.0;
        let mut before = 0.0;
        for (theirs, cum) in &hands.ways {
            let p = cum - before;
            before = *cum;
            victory.clear();
            let mut others = theirs.iter();
            for s in 0..view.seats {
                victory.push(if s == me { mine } else { others.next().copied().unwrap_or(mine) });
            }
            sum += p * reward_values(&values, &victory, &view.totals, me, last_round);
        }
        if best.is_none_or(|b| sum > b.0) {
            best = Some((sum, *a));
        }
    }
    best.map(|b| b.1)
}

/// What the seat may not see, and how likely each opponent's card is.
struct Hands {
    unseen: Vec<Card>,
    /// Each way the opponents' cards may be (in seat order) and its weight, cumulated.
    ways: Vec<(Vec<Card>, f64)>,
}

/// One deal of what the seat cannot see.
struct Deal {
    /// Every seat's card (the seat's own included).
    victory: Vec<Card>,
    /// The cards still to be drawn, the next one last.
    deck: Vec<Card>,
}

impl Hands {
    fn new(unseen: &[Card], beliefs: &[[f64; 18]]) -> Hands {
        let w = |b: &[f64; 18], c: Card| b.get(usize::from(c.0)).copied().unwrap_or(0.0);
        let mut ways: Vec<(Vec<Card>, f64)> = vec![(Vec::new(), 1.0)];
        for b in beliefs {
            let mut next = Vec::new();
            for (cards, p) in &ways {
                for &c in unseen {
                    let q = p * w(b, c);
                    if q > 0.0 && !cards.contains(&c) {
                        let mut more = cards.clone();
                        more.push(c);
                        next.push((more, q));
                    }
                }
            }
            ways = next;
        }
        let mut sum = 0.0;
        for way in &mut ways {
            sum += way.1;
            way.1 = sum;
        }
        Hands { unseen: unseen.to_vec(), ways }
    }

    /// A deal: the opponents' cards by the beliefs, the rest shuffled, `deck_left` of
    /// them to be drawn.
    fn deal(&self, me: usize, seats: usize, mine: Card, deck_left: usize, rng: &mut Rng) -> Option<Deal> {
        let total = self.ways.last()?.1;
        let x = rng.next_u64() as f64 / (u64::MAX as f64 + 1.0) * total;
        let i = self.ways.partition_point(|w| w.1 <= x).min(self.ways.len() - 1);
        let theirs = &self.ways.get(i)?.0;
        let mut others = theirs.iter();
        let victory: Vec<Card> =
            (0..seats).map(|s| if s == me { Some(mine) } else { others.next().copied() }).collect::<Option<_>>()?;
        let mut deck: Vec<Card> = self.unseen.iter().copied().filter(|c| !theirs.contains(c)).collect();
        rng.shuffle(&mut deck);
        deck.truncate(deck_left);
        Some(Deal { victory, deck })
    }
}

/// The layout at the end of the round, from `layout` with `mover` to draw next, every
/// seat laying the card it draws where the heuristic's one-turn value for its own
/// card is best.
fn play_out(
    mut layout: Vec<(Cell, Card)>,
    mut mover: usize,
    victory: &[Card],
    deck: &mut Vec<Card>,
    per_round: usize,
    growth: f64,
) -> Vec<(Cell, Card)> {
    let seats = victory.len().max(1);
    let mut after = Vec::with_capacity(layout.len() + 1);
    let mut best_layout = Vec::with_capacity(layout.len() + 1);
    while let Some(card) = deck.pop() {
        let Some(&own) = victory.get(mover) else { break };
        // What the mover has not seen: the others' cards as the heuristic guesses them.
        let mut seen = [false; 18];
        for c in layout.iter().map(|p| p.1).chain([card, own]) {
            if let Some(s) = seen.get_mut(usize::from(c.0)) {
                *s = true;
            }
        }
        let pool: Vec<Card> = Card::all().filter(|c| !seen[usize::from(c.0)]).collect();
        let left = per_round.saturating_sub(layout.len() + 1) as f64;
        let weight = growth * left / per_round as f64;
        let mut best = f64::NEG_INFINITY;
        for (play, shift) in turns(&layout) {
            place(&layout, card, play, shift, &mut after);
            let values = Board::new(&after).tally().values(weight);
            let v = card_value(&values, own) - best_of(&values, &pool, seats - 1);
            if v > best {
                best = v;
                std::mem::swap(&mut best_layout, &mut after);
            }
        }
        if !best.is_finite() {
            break;
        }
        std::mem::swap(&mut layout, &mut best_layout);
        mover = (mover + 1) % seats;
    }
    layout
}

/// The seat's reward for a round ending on `layout`: its share of the win (a tie
/// shares it) in the last round, else a logistic of its lead over the best opponent.
fn reward(layout: &[(Cell, Card)], victory: &[Card], totals: &[i32], me: usize, last: bool) -> f64 {
    reward_values(&Board::new(layout).tally().values(0.0), victory, totals, me, last)
}

/// [`reward`] from the layout's slot values.
fn reward_values(values: &[f64; 8], victory: &[Card], totals: &[i32], me: usize, last: bool) -> f64 {
    let points: Vec<f64> = victory
        .iter()
        .enumerate()
        .map(|(s, &c)| card_value(values, c) + f64::from(totals.get(s).copied().unwrap_or(0)))
        .collect();
    let Some(&own) = points.get(me) else { return 0.0 };
    let best = points.iter().enumerate().filter(|&(s, _)| s != me).map(|p| *p.1).fold(f64::NEG_INFINITY, f64::max);
    let lead = own - best;
    if !last {
        1.0 / (1.0 + (-lead / 3.0).exp())
    } else if lead > 0.0 {
        1.0
    } else if lead < 0.0 {
        0.0
    } else {
        1.0 / points.iter().filter(|&&p| p == own).count().max(1) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;
    use tabula_rules::shape_up::{after_turn, lines, total, Setup, ShapeUp};
    use tabula_rules::{Game, Match, Turn};

    /// With the opponents' cards known, the round's last card goes where the seat's
    /// share of the win, by the rules' scoring, is the best any turn gives.
    #[test]
    fn the_last_card_takes_the_best_share() {
        for seed in 0..8u64 {
            let mut m = Match::<ShapeUp>::new(Setup { seats: 3, ..Setup::default() }, seed).expect("setup");
            let mut rng = Rng::new(seed, 5);
            let (seat, view) = loop {
                let Turn::Seat(s) = m.state().turn() else { panic!("the round ended early") };
                let view = m.state().view(Some(s));
                if view.layout.len() == 13 {
                    break (s, view);
                }
                let a = crate::shape_up::choose(&view, &mut rng).expect("an action");
                m.apply(a).expect("legal");
            };
            let victory: Vec<Card> = (0..3).map(|s| m.state().view(Some(s)).victory.expect("basic game")).collect();
            let beliefs: Vec<[f64; 18]> = (0..3)
                .filter(|&s| s != seat)
                .map(|s| {
                    let mut b = [0.0; 18];
                    b[usize::from(victory[s].0)] = 1.0;
                    b
                })
                .collect();
            let share = |layout: &[(Cell, Card)]| {
                let points: Vec<u32> = victory.iter().map(|&c| total(&lines(layout, c))).collect();
                let top = points.iter().copied().max().unwrap_or(0);
                let winners = points.iter().filter(|&&p| p == top).count();
                if points[seat] == top {
                    1.0 / winners as f64
                } else {
                    0.0
                }
            };
            let card = view.hand[0];
            let best = turns(&view.layout)
                .into_iter()
                .map(|(play, shift)| share(&after_turn(&view.layout, card, play, shift)))
                .fold(0.0, f64::max);
            let mut meter = Meter::new(Budget::Default, 1024);
            let a = choose_rolling(&view, &mut rng, &Config::default(), &beliefs, 64, &mut meter).expect("a turn");
            assert_eq!(share(&after_turn(&view.layout, card, a.play, a.shift)), best, "seed {seed}");
        }
    }
}
