//! Every level of every game: legal moves to the end, the same decision for the same
//! seed and budget, budgets respected, and no look at what the seat may not see.

use std::cell::Cell;

use tabula_bots::{choose, choose_in, uct, BotGame, Budget, Level};
use tabula_rules::combo4x4::{self, Combo4x4};
use tabula_rules::pow::{self, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{self, ShapeUp};
use tabula_rules::super_pose::{self, SuperPose};
use tabula_rules::{Game, Match, Turn};

/// Small searches keep the debug test quick.
const ITERATIONS: usize = 12;

/// Plays a game with `levels` by seat (`None`: random), checking every action.
fn play<G: BotGame>(setup: &G::Setup, seed: u64, levels: &[Option<Level>]) -> Match<G> {
    let mut m = Match::<G>::new(setup.clone(), seed).expect("valid setup");
    let mut rng = Rng::new(seed, 3);
    for _ in 0..2_000 {
        match m.state().turn() {
            Turn::Over => return m,
            Turn::Chance => assert!(m.resolve_chance()),
            Turn::Seat(seat) => {
                let action = match levels[seat % levels.len()] {
                    Some(level) => choose_in(&m, seat, level, Budget::Iterations(ITERATIONS), &mut rng),
                    None => tabula_bots::random(m.state(), &mut rng),
                }
                .unwrap_or_else(|| panic!("seat {seat} found no action (seed {seed})"));
                if let Err((e, a)) = m.apply(action) {
                    panic!("seed {seed}, seat {seat}: illegal {a:?}: {e}");
                }
            }
        }
    }
    panic!("game {seed} did not end");
}

fn every_level_finishes<G: BotGame>(setup: &G::Setup, games: u64) {
    for seed in 0..games {
        let m = play::<G>(setup, seed, &[Some(Level::Hard), Some(Level::Easy), Some(Level::Medium), None]);
        assert!(m.state().outcome().is_some());
    }
}

#[test]
fn every_level_of_every_game_plays_legally_to_the_end() {
    every_level_finishes::<ShapeUp>(&shape_up::Setup::default(), 2);
    every_level_finishes::<ShapeUp>(&shape_up::Setup { seats: 3, advanced: true, ..shape_up::Setup::default() }, 1);
    every_level_finishes::<SuperPose>(&super_pose::Setup::first_game(2), 1);
    every_level_finishes::<Combo4x4>(&combo4x4::Setup::default(), 2);
    every_level_finishes::<Pow>(&pow::Setup::new(2), 1);
    every_level_finishes::<Pow>(&pow::Setup::new(4), 1);
}

/// Random positions of a game: `games` games of random play cut at random points.
fn positions<G: BotGame>(setup: &G::Setup, games: u64) -> Vec<Match<G>> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut m = Match::<G>::new(setup.clone(), seed + 50).expect("valid setup");
        let mut rng = Rng::new(seed, 9);
        let stop = rng.below(40);
        for _ in 0..stop {
            match m.state().turn() {
                Turn::Over => break,
                Turn::Chance => assert!(m.resolve_chance()),
                Turn::Seat(_) => {
                    let a = tabula_bots::random(m.state(), &mut rng).expect("an action");
                    m.apply(a).expect("legal");
                }
            }
        }
        if matches!(m.state().turn(), Turn::Seat(_)) {
            out.push(m);
        }
    }
    out
}

/// Same seed and iterations, same decision; and a state that differs only in what the
/// seat cannot see (the record redacted for it) gets the same decision too.
fn deterministic_and_blind<G: BotGame>(setup: &G::Setup, games: u64) {
    for m in positions::<G>(setup, games) {
        let Turn::Seat(seat) = m.state().turn() else { continue };
        let other = G::redact(m.record(), Some(seat), 777).expect("redacts");
        assert_ne!(other.seed, m.record().seed, "the redacted record deals anew");
        for level in Level::ALL {
            let pick = |record| {
                choose::<G>(record, seat, level, Budget::Iterations(ITERATIONS), &mut Rng::new(4, 4)).expect("replays")
            };
            let a = pick(m.record());
            assert!(a.is_some(), "{level} has an action");
            assert_eq!(a, pick(m.record()), "{level}: same seed, same decision");
            assert_eq!(a, pick(&other), "{level}: hidden information changed the decision");
        }
        let waiting = (seat + 1) % m.state().seat_count();
        let none = choose::<G>(m.record(), waiting, Level::Hard, Budget::Default, &mut Rng::new(1, 1));
        assert_eq!(none.ok().flatten(), None, "a seat not to move gets nothing");
    }
}

// One test per game, so that the harness runs them side by side (a minute in one).
#[test]
fn shape_up_decisions_are_deterministic_and_blind_to_hidden_information() {
    deterministic_and_blind::<ShapeUp>(&shape_up::Setup::default(), 4);
    deterministic_and_blind::<ShapeUp>(&shape_up::Setup { advanced: true, ..shape_up::Setup::default() }, 2);
}

#[test]
fn super_pose_decisions_are_deterministic_and_blind_to_hidden_information() {
    deterministic_and_blind::<SuperPose>(&super_pose::Setup::first_game(2), 3);
}

#[test]
fn combo4x4_decisions_are_deterministic_and_blind_to_hidden_information() {
    deterministic_and_blind::<Combo4x4>(&combo4x4::Setup::default(), 3);
}

#[test]
fn pow_decisions_are_deterministic_and_blind_to_hidden_information() {
    deterministic_and_blind::<Pow>(&pow::Setup::new(3), 3);
}

#[test]
fn a_time_budget_stops_the_search() {
    // 3 seats: the 2-seat basic game's Hard is the heuristic reading the opponent, no search.
    let setup = shape_up::Setup { seats: 3, ..shape_up::Setup::default() };
    let m = positions::<ShapeUp>(&setup, 4).pop().expect("a position");
    let Turn::Seat(seat) = m.state().turn() else { return };
    // A fake clock: every reading is 1 ms later, so 30 ms allow about 30 iterations.
    let calls = Cell::new(0usize);
    let clock = || {
        calls.set(calls.get() + 1);
        calls.get() as f64
    };
    let budget = Budget::Time { clock: &clock, millis: 30.0, max_iterations: 1_000_000 };
    let a = choose_in(&m, seat, Level::Hard, budget, &mut Rng::new(1, 1));
    assert!(a.is_some_and(|a| m.state().legal_actions().contains(&a)));
    assert!(calls.get() < 40, "the clock was read {} times", calls.get());
    let budget = Budget::Time { clock: &|| 0.0, millis: 1e9, max_iterations: 10 };
    assert!(choose_in(&m, seat, Level::Hard, budget, &mut Rng::new(1, 1)).is_some(), "capped by max_iterations");
}

#[test]
fn plain_uct_picks_legal_moves() {
    let g = ShapeUp::new(&shape_up::Setup::default(), 5).expect("deal");
    let a = uct::search(&g, 200, |s: &ShapeUp, r: &mut Rng| s.random_action(r), &mut Rng::new(1, 1));
    assert!(a.is_some_and(|a| g.legal_actions().contains(&a)));
}
