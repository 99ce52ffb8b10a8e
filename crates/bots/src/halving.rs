//! Successive halving: a fixed number of rollouts spread over a few candidate moves.
//!
//! Every round plays each candidate still in over the same new deals, then keeps the
//! better half by mean reward, so the rollouts go to the moves that are close rather
//! than to the ones already behind. Sharing the deals within a round makes the
//! candidates' means differ by their merits more than by the luck of the deal.

use tabula_rules::rng::Rng;

use crate::level::Meter;

/// The index of the best of `n` candidates. `deal` makes one deal of what the seat
/// cannot see (`None` stops the search); `value` plays candidate `i` out in it and
/// gives the seat's reward (`None`: not counted). The meter counts rollouts; its
/// default should be `n` times the rollouts a candidate may get. Ties go to the
/// earlier candidate; `None` if `n` is 0.
pub(crate) fn best<D>(
    n: usize,
    meter: &mut Meter<'_>,
    rng: &mut Rng,
    mut deal: impl FnMut(&mut Rng) -> Option<D>,
    mut value: impl FnMut(&D, usize) -> Option<f64>,
) -> Option<usize> {
    if n <= 1 {
        return (n == 1).then_some(0);
    }
    let rounds = (usize::BITS - (n - 1).leading_zeros()) as usize;
    let per_round = meter.limit() / rounds.max(1);
    let mut alive: Vec<usize> = (0..n).collect();
    let mut totals = vec![0.0; n];
    let mut counts = vec![0u32; n];
    let mean = |totals: &[f64], counts: &[u32], i: usize| {
        if counts[i] == 0 {
            f64::NEG_INFINITY
        } else {
            totals[i] / f64::from(counts[i])
        }
    };
    'rounds: for _ in 0..rounds {
        for _ in 0..(per_round / alive.len()).max(1) {
            let Some(d) = deal(rng) else { break 'rounds };
            for &i in &alive {
                if !meter.next() {
                    break 'rounds;
                }
                if let Some(v) = value(&d, i) {
                    totals[i] += v;
                    counts[i] += 1;
                }
            }
        }
        // A stable sort: equal means keep the candidates' order.
        alive.sort_by(|&a, &b| mean(&totals, &counts, b).total_cmp(&mean(&totals, &counts, a)));
        alive.truncate(alive.len().div_ceil(2));
        if alive.len() == 1 {
            break;
        }
    }
    // Ties go to the earlier candidate (the heuristic's better).
    alive.into_iter().max_by(|&a, &b| mean(&totals, &counts, a).total_cmp(&mean(&totals, &counts, b)).then(b.cmp(&a)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;

    /// With noisy rewards around distinct means, the search finds the best candidate
    /// and spends more rollouts on the close ones.
    #[test]
    fn finds_the_best_mean() {
        let means = [0.30, 0.50, 0.45, 0.10, 0.20, 0.52, 0.00, 0.35];
        let mut rng = Rng::new(1, 2);
        let mut wins = 0;
        for _ in 0..20 {
            let mut meter = Meter::new(Budget::Default, 400 * means.len());
            let pick = best(
                means.len(),
                &mut meter,
                &mut rng,
                |r| Some(r.next_u64()),
                |&d, i| {
                    let mut r = Rng::new(d, i as u64);
                    Some(means[i] + (r.next_u64() as f64 / u64::MAX as f64 - 0.5) * 0.4)
                },
            );
            wins += usize::from(pick == Some(5));
        }
        assert!(wins >= 15, "{wins} of 20");
    }
}
