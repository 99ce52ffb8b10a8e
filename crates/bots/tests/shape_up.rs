//! The Shape Up! bot plays by the rules, uses only what its seat may see, and beats
//! random play.

use tabula_bots::shape_up::{choose, choose_with, Config};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{Game, Match, Record, Turn};

fn setup(seats: u8, advanced: bool, rounds: u8) -> Setup {
    Setup { seats, advanced, rounds, ..Setup::default() }
}

/// Who plays a seat in these tests.
#[derive(Clone, Copy, PartialEq)]
enum Player {
    Bot,
    /// The bot with no lookahead: cheap, so many games fit in a test.
    QuickBot,
    Random,
}

/// Plays a game to the end, checking every action against the real state, and
/// returns the final state.
fn play(setup: &Setup, seed: u64, players: &[Player]) -> ShapeUp {
    let mut state = ShapeUp::new(setup, seed).expect("valid setup");
    let mut rng = Rng::new(seed, 1);
    let quick = Config { budget: 0, ..Config::default() };
    while let Turn::Seat(seat) = state.turn() {
        let view = state.view(Some(seat));
        let action = match players[seat] {
            Player::Bot => choose(&view, &mut rng),
            Player::QuickBot => choose_with(&view, &mut rng, &quick),
            Player::Random => tabula_bots::random(&state, &mut rng),
        }
        .unwrap_or_else(|| panic!("seat {seat} found no action (seed {seed})"));
        if let Err(e) = state.apply(&action) {
            panic!("seed {seed}, seat {seat}: illegal {action:?}: {e}");
        }
    }
    state
}

#[test]
fn bot_plays_only_legal_actions() {
    use Player::*;
    for advanced in [false, true] {
        for seed in 0..3 {
            play(&setup(2, advanced, 2), seed, &[Bot, Bot]);
            play(&setup(3, advanced, 1), seed, &[Bot, Random, Bot]);
        }
        // Many more positions with the cheap bot: the lookahead only reorders the
        // same legal candidates.
        for seed in 3..40 {
            play(&setup(2, advanced, 1), seed, &[QuickBot, Random]);
            play(&setup(3, advanced, 1), seed, &[Random, QuickBot, QuickBot]);
        }
    }
}

#[test]
fn bot_passes_when_it_is_not_its_turn() {
    let state = ShapeUp::new(&setup(2, false, 1), 8).expect("valid setup");
    let mut rng = Rng::new(0, 0);
    assert!(choose(&state.view(Some(1)), &mut rng).is_none());
    assert!(choose(&state.view(None), &mut rng).is_none());
    assert!(choose(&state.view(Some(0)), &mut rng).is_some());
}

#[test]
fn bot_is_deterministic_given_the_generator() {
    let mut state = ShapeUp::new(&setup(2, true, 1), 21).expect("valid setup");
    let mut rng = Rng::new(3, 3);
    for _ in 0..5 {
        let action = tabula_bots::random(&state, &mut rng).expect("an action");
        state.apply(&action).expect("a legal action");
    }
    let Turn::Seat(seat) = state.turn() else { panic!("game still on") };
    let view = state.view(Some(seat));
    let a = choose(&view, &mut Rng::new(99, 0));
    assert!(a.is_some());
    assert_eq!(a, choose(&view, &mut Rng::new(99, 0)));
}

/// The bot beats uniformly random play clearly, sitting first or second in turn.
#[test]
fn bot_beats_random_play() {
    let games = 200;
    let mut won = 0.0;
    for seed in 0..games {
        let bot_seat = (seed % 2) as usize;
        let mut players = [Player::Random, Player::Random];
        players[bot_seat] = Player::Bot;
        let outcome = play(&setup(2, false, 1), 1000 + seed, &players).outcome().expect("game over");
        if outcome.winners.contains(&bot_seat) {
            // A shared win counts as half.
            won += 1.0 / outcome.winners.len() as f64;
        }
    }
    let rate = won / games as f64;
    assert!(rate > 0.6, "bot won {:.0}% against random", rate * 100.0);
}

/// Same view, same generator: same choice, whatever the hidden cards are.
#[test]
fn bot_sees_only_its_view() {
    let mut differing_hidden = 0;
    for (seats, advanced, seed) in
        [(2u8, false, 1u64), (2, true, 2), (3, false, 3), (3, true, 4), (2, false, 5), (2, true, 6)]
    {
        for played in [0usize, 1, 4, 9, 12] {
            let mut m = Match::<ShapeUp>::new(setup(seats, advanced, 1), seed).expect("valid setup");
            let mut rng = Rng::new(seed, 7);
            for _ in 0..played {
                let action = tabula_bots::random(m.state(), &mut rng).expect("an action");
                m.apply(action).ok();
            }
            let Turn::Seat(seat) = m.state().turn() else { panic!("game still on") };
            let record: &Record<ShapeUp> = m.record();
            let views: Vec<_> = (0..3u64)
                .map(|fresh| {
                    let redacted = ShapeUp::redact(record, Some(seat), 500 + fresh).expect("redactable");
                    Match::<ShapeUp>::replay(redacted).expect("redacted record replays")
                })
                .collect();
            let own = m.state().view(Some(seat));
            for other in &views {
                assert_eq!(other.state().view(Some(seat)), own, "redaction keeps the seat's view");
                // What the other seats hold was dealt anew.
                let hidden = |g: &ShapeUp| {
                    (0..usize::from(seats)).filter(|&s| s != seat).map(|s| g.view(Some(s))).collect::<Vec<_>>()
                };
                if hidden(other.state()) != hidden(m.state()) {
                    differing_hidden += 1;
                }
            }
            let choice = choose(&own, &mut Rng::new(seed, played as u64));
            for other in &views {
                let again = choose(&other.state().view(Some(seat)), &mut Rng::new(seed, played as u64));
                assert_eq!(again, choice, "seats {seats}, advanced {advanced}, seed {seed}, after {played}");
            }
        }
    }
    assert!(differing_hidden > 40, "the redacted games really hide different cards ({differing_hidden})");
}
