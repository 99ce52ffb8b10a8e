//! The one entry point for every game and level, used by the app and the command line.

use tabula_rules::rng::Rng;
use tabula_rules::{Match, Record, RecordError, Seat, Turn};

use crate::level::EXPERT_FACTOR;
use crate::{BotGame, Budget, Level};

/// The action of a computer player of `level` for `seat` after `record`, or `Ok(None)`
/// when `seat` is not to move (or the game is over, or chance is to act).
///
/// Everything it takes is plain data, so a Web Worker can receive it as a message:
/// the record, the seat, the level, a budget (the default iterations are the same on
/// every machine) and a generator. It fails only when the record does not replay.
pub fn choose<G: BotGame>(
    record: &Record<G>,
    seat: Seat,
    level: Level,
    budget: Budget<'_>,
    rng: &mut Rng,
) -> Result<Option<G::Action>, RecordError> {
    let m = Match::replay(record.clone())?;
    Ok(choose_in(&m, seat, level, budget, rng))
}

/// [`choose`] for a game already replayed. Only Easy and Medium read the state, and
/// only through `seat`'s view and its list of legal actions (which depend only on what
/// the seat sees); Hard and Expert read the record redacted for `seat`.
pub fn choose_in<G: BotGame>(
    m: &Match<G>,
    seat: Seat,
    level: Level,
    budget: Budget<'_>,
    rng: &mut Rng,
) -> Option<G::Action> {
    let state = m.state();
    if state.turn() != Turn::Seat(seat) {
        return None;
    }
    match level {
        Level::Easy => noisy::<G>(m, seat, G::EASY_NOISE, rng),
        // A Medium without noise draws nothing more: its games stay as they were.
        Level::Medium if G::MEDIUM_NOISE > 0.0 => noisy::<G>(m, seat, G::MEDIUM_NOISE, rng),
        Level::Medium => G::heuristic(&state.view(Some(seat)), rng),
        Level::Hard => G::hard(m.record(), seat, budget, rng).or_else(|| G::heuristic(&state.view(Some(seat)), rng)),
        Level::Expert => {
            // A count given for Hard (the arena's --iterations) is Hard's effort: Expert
            // spends its multiple of it, as it does of Hard's own count.
            let budget = match budget {
                Budget::Iterations(n) => Budget::Iterations(n.saturating_mul(EXPERT_FACTOR)),
                other => other,
            };
            G::expert(m.record(), seat, budget, rng).or_else(|| G::heuristic(&state.view(Some(seat)), rng))
        }
    }
}

/// The heuristic's move, or with chance `noise` a uniformly random one instead.
fn noisy<G: BotGame>(m: &Match<G>, seat: Seat, noise: f64, rng: &mut Rng) -> Option<G::Action> {
    let state = m.state();
    // A fraction of the moves are random: below 2^-53 resolution is plenty.
    let roll = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    if roll < noise {
        crate::random(state, rng)
    } else {
        G::heuristic(&state.view(Some(seat)), rng)
    }
}

/// The computer's reply in a game of a day's deal (`tabula_rules::daily`): Hard, its
/// full count of iterations whatever the time, drawing from the generator the deal
/// gives for this position. The same moves get the same reply on every device, which
/// is what makes two players' results of one day comparable. `None` when `seat` is not
/// to move.
pub fn daily_reply<G: BotGame>(m: &Match<G>, seat: Seat) -> Option<G::Action> {
    let mut rng = tabula_rules::daily::computer_rng(m.record().seed, m.record().actions.len());
    choose_in(m, seat, Level::Hard, Budget::Default, &mut rng)
}

#[cfg(test)]
mod tests {
    use tabula_rules::pow::{self, Pow};
    use tabula_rules::shape_up::{self, ShapeUp};

    use super::*;

    /// Medium's decisions along a game it plays in every seat, each beside the
    /// heuristic's from a copy of the generator: after Medium's draw if the game's
    /// Medium has noise (`None` where that draw fell under it), else drawing nothing.
    fn medium_and_heuristic<G: BotGame>(setup: G::Setup, seed: u64) -> Vec<(G::Action, Option<G::Action>)> {
        let mut m = Match::<G>::new(setup, seed).expect("valid setup");
        let mut rng = Rng::new(seed, 7);
        let mut out = Vec::new();
        while out.len() < 60 {
            match m.state().turn() {
                Turn::Over => break,
                Turn::Chance => assert!(m.resolve_chance()),
                Turn::Seat(seat) => {
                    let mut copy = rng.clone();
                    let view = m.state().view(Some(seat));
                    let heuristic = if G::MEDIUM_NOISE > 0.0 {
                        let roll = (copy.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                        (roll >= G::MEDIUM_NOISE).then(|| G::heuristic(&view, &mut copy).expect("a move"))
                    } else {
                        Some(G::heuristic(&view, &mut copy).expect("a move"))
                    };
                    let a = choose_in(&m, seat, Level::Medium, Budget::Default, &mut rng).expect("a move");
                    out.push((a.clone(), heuristic));
                    m.apply(a).expect("legal");
                }
            }
        }
        out
    }

    #[test]
    fn a_medium_without_noise_is_the_heuristic_drawing_nothing_more() {
        const { assert!(ShapeUp::MEDIUM_NOISE == 0.0) };
        let pairs = medium_and_heuristic::<ShapeUp>(shape_up::Setup::default(), 3);
        let same = pairs.iter().filter(|(a, h)| h.as_ref() == Some(a)).count();
        assert!(pairs.len() >= 10 && same == pairs.len(), "{same} of {}", pairs.len());
    }

    #[test]
    fn pow_s_medium_plays_the_heuristic_but_when_its_draw_falls_under_the_noise() {
        const { assert!(Pow::MEDIUM_NOISE > 0.0 && Pow::MEDIUM_NOISE < Pow::EASY_NOISE) };
        let mut random = 0;
        for seed in 0..4 {
            for (a, h) in medium_and_heuristic::<Pow>(pow::Setup::new(3), seed) {
                match h {
                    Some(h) => assert_eq!(a, h, "seed {seed}"),
                    None => random += 1,
                }
            }
        }
        assert!(random > 0, "some draws fall under the noise");
    }

    /// The setup page says POW's Medium plays "about one in ten at random"
    /// (`MEDIUM_PLAYS`): over its decisions in whole games, so it does.
    #[test]
    fn pow_s_medium_plays_about_one_move_in_ten_at_random_as_the_setup_page_says() {
        assert!(Pow::MEDIUM_PLAYS.en.contains("one in ten"));
        let (mut random, mut all) = (0, 0);
        for seed in 10..18 {
            for (_, h) in medium_and_heuristic::<Pow>(pow::Setup::new(3), seed) {
                all += 1;
                random += usize::from(h.is_none());
            }
        }
        let share = random as f64 / all as f64;
        assert!(all >= 300 && (0.05..=0.15).contains(&share), "{random} of {all} at random");
    }
}
