//! SUPER-POSE's Hard at a full table: the heuristic's best plays, each played out.
//!
//! With three or more seats information-set MCTS spreads its few hundred iterations
//! over a tree of everyone's replies and barely beat Medium (docs/BENCHMARKS.md).
//! Here each of the heuristic's best plays is followed, in deals of the record
//! redacted for the seat, by the next moves of every seat as Medium plays them, and
//! scored by the seat's share of the win at the end, or before it by a logistic of
//! its lead over the best opponent. The rollouts go to the close plays by successive
//! halving ([`crate::halving`]), every play of a round over the same deals.

use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{Action, SuperPose};
use tabula_rules::{Game, Match, Record, Seat};

use crate::ismcts::{determinize, playout};
use crate::level::Meter;

/// How far a rollout plays and how wide the search is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rollouts {
    /// The heuristic's best plays searched.
    pub candidates: usize,
    /// Moves played after the seat's play (every seat's, its own included); the end
    /// of the game stops it sooner.
    pub depth: usize,
}

/// The seat's play after `record`, seen redacted for it; `None` if it is not to move.
/// The meter counts rollouts.
pub(crate) fn choose(
    record: &Record<SuperPose>,
    seat: Seat,
    how: Rollouts,
    meter: &mut Meter<'_>,
    rng: &mut Rng,
) -> Option<Action> {
    let m = Match::replay(record.clone()).ok()?;
    let view = m.state().view(Some(seat));
    let mut cands = super::ranked(&view, rng);
    cands.truncate(how.candidates.max(1));
    if cands.len() <= 1 {
        // One play, or none: the heuristic's choice (a card set aside).
        return cands.pop().or_else(|| super::choose(&view, rng));
    }
    let best = crate::halving::best(
        cands.len(),
        meter,
        rng,
        |rng| {
            let seed = rng.next_u64();
            determinize(record, seat, rng.next_u64()).map(|g| (g, seed))
        },
        |(g, seed), i| {
            let mut state = g.clone();
            state.apply(cands.get(i)?).ok()?;
            // The same tie-breaks for every play of a deal.
            let shares = playout(&mut state, how.depth, &mut Rng::new(*seed, 3));
            shares.get(seat).copied()
        },
    )?;
    cands.get(best).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;
    use tabula_rules::super_pose::Setup;
    use tabula_rules::Turn;

    /// How many of 8 tie-breaks of the heuristic's play after `a` the seat wins.
    fn wins_after(g: &SuperPose, seat: Seat, a: &Action) -> usize {
        (0..8)
            .filter(|&k| {
                let mut g = g.clone();
                g.apply(a).is_ok() && playout(&mut g, 99, &mut Rng::new(k, 9)).get(seat).is_some_and(|&w| w == 1.0)
            })
            .count()
    }

    /// On the seat's last card each opponent's last card is known (the rest of its
    /// deck is on the board), so the rest of the game is the heuristic's to play. Where
    /// the turn's most points surely lose it and another play surely wins, the search
    /// finds a winning play.
    #[test]
    fn the_last_card_wins_when_it_can() {
        let mut checked = 0;
        for seed in 0..40u64 {
            let mut m = Match::<SuperPose>::new(Setup::first_game(3), seed).expect("setup");
            let mut rng = Rng::new(seed, 5);
            while let Turn::Seat(seat) = m.state().turn() {
                let g = m.state().clone();
                let view = g.view(Some(seat));
                let last = view.hand.len() == 1 && view.deck_left.get(seat) == Some(&0);
                let plays = super::super::ranked(&view, &mut rng);
                let sure = |a: &Action| wins_after(&g, seat, a);
                if last && plays.first().is_some_and(|a| sure(a) == 0) && plays.iter().any(|a| sure(a) == 8) {
                    let how = Rollouts { candidates: plays.len(), depth: 99 };
                    let mut meter = Meter::new(Budget::Default, plays.len() * 8);
                    let a = choose(m.record(), seat, how, &mut meter, &mut rng).expect("a play");
                    assert!(sure(&a) >= 6, "seed {seed}: {a:?} wins {} of 8", sure(&a));
                    checked += 1;
                }
                let a = super::super::choose(&view, &mut rng).expect("an action");
                m.apply(a).expect("legal");
            }
        }
        assert!(checked >= 3, "only {checked} positions where the greedy play loses a won game");
    }
}
