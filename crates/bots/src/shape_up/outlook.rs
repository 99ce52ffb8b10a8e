//! What the bot's seat knows, and how it values a layout from there.
//!
//! The value of a layout is the seat's own victory score minus an estimate of the best
//! opponent's, both counting a fraction of the points that short runs could still
//! gain while the round has cards left to lay. Opponents' victory cards are unknown:
//! they are among the cards this seat has not seen, each as likely as any other.

use tabula_rules::shape_up::{Card, Cell, View};

use super::board::{card_value, slots, Board, SLOTS};

/// Cards an opponent's victory card may be, with how many of them score each slot
/// (each card counted by its weight: 1 when all are equally likely).
#[derive(Clone, Debug)]
pub(crate) struct Pool {
    /// The cards.
    pub cards: Vec<Card>,
    /// Each card's weight.
    weights: Vec<f64>,
    /// The weights of the cards that score each slot.
    counts: [f64; SLOTS],
    /// The weights' sum.
    total: f64,
    /// With two opponents read apart: each pair of cards they may hold together, and
    /// its chance (summing to 1). The best of two is then taken over these pairs.
    pairs: Option<Vec<(Card, Card, f64)>>,
}

impl Pool {
    pub(crate) fn new(cards: Vec<Card>) -> Pool {
        let weights = vec![1.0; cards.len()];
        Pool::weighted(cards, weights)
    }

    /// A pool whose cards are as likely as their `weights` say.
    pub(crate) fn weighted(cards: Vec<Card>, weights: Vec<f64>) -> Pool {
        let mut counts = [0.0; SLOTS];
        for (&c, &w) in cards.iter().zip(&weights) {
            for s in slots(c) {
                counts[s] += w;
            }
        }
        let total = weights.iter().sum();
        Pool { cards, weights, counts, total, pairs: None }
    }

    /// A pool for two opponents whose cards are as likely as `first` and `second` say
    /// (a weight by card number each), read apart: a pair is as likely as the product
    /// of its two weights, two opponents never holding the same card.
    pub(crate) fn joint(cards: Vec<Card>, first: &[f64; 18], second: &[f64; 18]) -> Pool {
        let w = |b: &[f64; 18], c: Card| b.get(usize::from(c.0)).copied().unwrap_or(0.0);
        let mut pairs = Vec::new();
        for &a in &cards {
            for &b in &cards {
                let p = w(first, a) * w(second, b);
                if a != b && p > 0.0 {
                    pairs.push((a, b, p));
                }
            }
        }
        Pool::from_pairs(cards, pairs)
    }

    /// A pool over `pairs` (their chances normalised here), each card weighted by the
    /// chance that one of the two holds it; uniform over the cards if no pair is left.
    fn from_pairs(cards: Vec<Card>, mut pairs: Vec<(Card, Card, f64)>) -> Pool {
        let sum: f64 = pairs.iter().map(|p| p.2).sum();
        if sum <= 0.0 || !sum.is_finite() {
            return Pool::new(cards);
        }
        let mut held = [0.0; 18];
        for p in &mut pairs {
            p.2 /= sum;
            for c in [p.0, p.1] {
                if let Some(h) = held.get_mut(usize::from(c.0)) {
                    *h += p.2;
                }
            }
        }
        let weights = cards.iter().map(|c| held.get(usize::from(c.0)).copied().unwrap_or(0.0)).collect();
        let mut pool = Pool::weighted(cards, weights);
        pool.pairs = Some(pairs);
        pool
    }

    /// The chance that an opponent holds `card`, by the pool's weights (for a pool made
    /// with [`Pool::weighted`] from one belief, or [`Pool::joint`]).
    pub(crate) fn held(&self, card: Card) -> f64 {
        self.cards.iter().zip(&self.weights).find(|p| *p.0 == card).map_or(0.0, |p| *p.1)
    }

    /// Each card with the chance that the opponent holds it (the weights made to sum
    /// to 1; alike if they are all 0). For one opponent.
    pub(crate) fn chances(&self) -> Vec<(Card, f64)> {
        let n = self.cards.len().max(1) as f64;
        let total = self.total;
        let chance = |w: f64| if total > 0.0 { w / total } else { 1.0 / n };
        self.cards.iter().zip(&self.weights).map(|(&c, &w)| (c, chance(w))).collect()
    }

    /// The pool once `card` is seen.
    pub(crate) fn without(&self, card: Card) -> Pool {
        if let Some(pairs) = &self.pairs {
            let cards = self.cards.iter().copied().filter(|&c| c != card).collect();
            let pairs = pairs.iter().copied().filter(|p| p.0 != card && p.1 != card).collect();
            return Pool::from_pairs(cards, pairs);
        }
        let (cards, weights) =
            self.cards.iter().zip(&self.weights).filter(|&(&c, _)| c != card).map(|(&c, &w)| (c, w)).unzip();
        Pool::weighted(cards, weights)
    }

    /// Expected value of the best of `k` cards drawn without replacement.
    // An index loop, like `Tally::values`, for unoptimised builds.
    #[allow(clippy::needless_range_loop)]
    fn best_of(&self, values: &[f64; SLOTS], k: usize) -> f64 {
        let n = self.cards.len();
        if n == 0 {
            return 0.0;
        }
        if k <= 1 {
            // The mean, from per-slot counts: 8 products instead of a pass over cards.
            let mut sum = 0.0;
            for s in 0..SLOTS {
                sum += values[s] * self.counts[s];
            }
            return if self.total > 0.0 { sum / self.total } else { 0.0 };
        }
        if let (2, Some(pairs)) = (k, &self.pairs) {
            let mut v = [0.0f64; 18];
            for &c in &self.cards {
                if let Some(x) = v.get_mut(usize::from(c.0)) {
                    *x = card_value(values, c);
                }
            }
            let at = |c: Card| v.get(usize::from(c.0)).copied().unwrap_or(0.0);
            return pairs.iter().map(|&(a, b, p)| p * at(a).max(at(b))).sum();
        }
        best_of(values, &self.cards, k)
    }
}

/// The seat's knowledge of one decision, read from its [`View`] only.
pub(crate) struct Outlook {
    /// Cards this seat has not seen: the hidden card, the deck, opponents' victory
    /// cards or hands.
    pub unseen: Pool,
    /// How many unseen cards the opponents choose their victory cards from, together:
    /// one each in the basic game, their whole hand in the advanced game (they keep
    /// their best). The estimate is the best of that many unseen cards.
    draws: usize,
    /// Cards laid in a full round.
    per_round: usize,
    /// Weight of a run's possible growth at the start of a round.
    growth: f64,
}

impl Outlook {
    pub(crate) fn new(view: &View, me: usize, growth: f64) -> Outlook {
        let mut seen = [false; 18];
        let known = view.layout.iter().map(|p| p.1).chain(view.hand.iter().copied()).chain(view.victory);
        for c in known {
            if let Some(s) = seen.get_mut(usize::from(c.0)) {
                *s = true;
            }
        }
        let unseen: Vec<Card> = Card::all().filter(|c| !seen[usize::from(c.0)]).collect();
        let draws = (0..view.seats)
            .filter(|&s| s != me)
            .map(|s| if view.advanced { view.hand_sizes.get(s).copied().unwrap_or(1).max(1) } else { 1 })
            .sum::<usize>();
        Outlook { unseen: Pool::new(unseen), draws, per_round: (18 - 1 - view.seats.min(17)).max(1), growth }
    }

    /// Cards laid in a full round.
    pub(crate) fn per_round(&self) -> usize {
        self.per_round
    }

    /// The value of `layout` for a seat whose victory card will be the best of `mine`,
    /// against opponents whose cards are among `unseen`.
    pub(crate) fn eval(&self, layout: &[(Cell, Card)], mine: &[Card], unseen: &Pool) -> f64 {
        let left = self.per_round.saturating_sub(layout.len()) as f64;
        let values = Board::new(layout).tally().values(self.growth * left / self.per_round as f64);
        let mut own = f64::NEG_INFINITY;
        for &c in mine {
            let v = card_value(&values, c);
            if v > own {
                own = v;
            }
        }
        let theirs = unseen.best_of(&values, self.draws);
        if own.is_finite() {
            own - theirs
        } else {
            -theirs
        }
    }
}

/// Expected value of the best of `k` cards drawn without replacement from `pool`.
pub(crate) fn best_of(values: &[f64; SLOTS], pool: &[Card], k: usize) -> f64 {
    let n = pool.len();
    if n == 0 {
        return 0.0;
    }
    let mut v = [0.0f64; 18];
    for (out, &c) in v.iter_mut().zip(pool) {
        *out = card_value(values, c);
    }
    let v = &mut v[..n.min(18)];
    let k = k.clamp(1, v.len());
    if k == 1 {
        return v.iter().sum::<f64>() / v.len() as f64;
    }
    v.sort_by(f64::total_cmp);
    // The i-th smallest (from 0) is the best of k with probability C(i, k-1) / C(n, k).
    let n = v.len();
    if k == 2 {
        // The rollouts' case, and most of their time: C(i, 1) is i and C(n, 2) is
        // n (n - 1) / 2 (the same sums, in the same order, as `choose` gives).
        let all = n as f64 * (n - 1) as f64 / 2.0;
        return v.iter().enumerate().map(|(i, x)| x * i as f64 / all).sum();
    }
    let all = choose(n, k);
    v.iter().enumerate().map(|(i, x)| x * choose(i, k - 1) / all).sum()
}

/// Binomial coefficient as a float (small arguments only).
fn choose(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pool_mean_matches_the_cards() {
        let values = [0.5, 6.0, 12.0, 0.25, 3.0, 0.0, 1.0, 2.0];
        let pool = Pool::new(vec![Card(1), Card(8), Card(13), Card(17)]);
        let mean = pool.cards.iter().map(|&c| card_value(&values, c)).sum::<f64>() / 4.0;
        assert!((pool.best_of(&values, 1) - mean).abs() < 1e-12);
        assert_eq!(pool.without(Card(8)).cards, vec![Card(1), Card(13), Card(17)]);
    }

    #[test]
    fn best_of_is_an_expected_maximum() {
        // Slot values chosen so card c is worth exactly c: shape 0/6/12, fill 0/3, colour 0/1/2.
        let values = [0.0, 6.0, 12.0, 0.0, 3.0, 0.0, 1.0, 2.0];
        let pool = [Card(1), Card(2), Card(3), Card(4)];
        assert!((best_of(&values, &pool, 1) - 2.5).abs() < 1e-12);
        // Best of two among {1,2,3,4}: pairs' maxima 2,3,4,3,4,4 average 20/6.
        assert!((best_of(&values, &pool, 2) - 20.0 / 6.0).abs() < 1e-12);
        assert!((best_of(&values, &pool, 9) - 4.0).abs() < 1e-12);
    }
}
