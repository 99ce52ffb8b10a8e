//! The POW bot plays by the rules, uses only what its seat may see, and beats random
//! play.

use tabula_bots::pow::choose;
use tabula_rules::pow::{Action, Pow, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Turn};

#[derive(Clone, Copy, PartialEq)]
enum Player {
    Bot,
    Random,
}

/// Plays a game to the end, checking every action against the real state.
fn play(seats: u8, seed: u64, players: &[Player]) -> Match<Pow> {
    let mut m = Match::<Pow>::new(Setup::new(seats), seed).expect("valid setup");
    let mut rng = Rng::new(seed, 1);
    loop {
        match m.state().turn() {
            Turn::Over => return m,
            Turn::Chance => assert!(m.resolve_chance()),
            Turn::Seat(seat) => {
                let action = match players[seat] {
                    Player::Bot => choose(&m.state().view(Some(seat)), &mut rng),
                    Player::Random => tabula_bots::random(m.state(), &mut rng),
                }
                .unwrap_or_else(|| panic!("seat {seat} found no action (seed {seed})"));
                if let Err((e, a)) = m.apply(action) {
                    panic!("seed {seed}, seat {seat}: illegal {a:?}: {e}");
                }
            }
        }
        assert!(m.record().actions.len() < 20_000, "seed {seed}: the game does not end");
    }
}

#[test]
fn bot_plays_only_legal_actions_for_2_to_5_seats() {
    use Player::*;
    for seed in 0..10 {
        for seats in 2..=5u8 {
            let players: Vec<Player> =
                (0..seats).map(|s| if usize::from(s) % 3 == seed as usize % 3 { Random } else { Bot }).collect();
            play(seats, seed, &players);
        }
    }
}

#[test]
fn bot_waits_for_its_turn_and_the_dice() {
    let mut m = Match::<Pow>::new(Setup::new(3), 4).expect("deal");
    let mut rng = Rng::new(0, 0);
    assert_eq!(choose(&m.state().view(Some(0)), &mut rng), None, "the dice are to be rolled");
    assert!(m.resolve_chance());
    assert!(choose(&m.state().view(Some(0)), &mut rng).is_some());
    assert_eq!(choose(&m.state().view(Some(1)), &mut rng), None, "not seat 1's turn");
    assert_eq!(choose(&m.state().view(None), &mut rng), None, "a spectator");
}

#[test]
fn bot_is_deterministic_and_blind_to_covered_tiles() {
    for seed in 0..20 {
        let m = play(3, seed, &[Player::Random, Player::Random, Player::Random]);
        // Go back to the middle of the game, just after a roll: a seat decides.
        let mut record = m.record().clone();
        let half = record.actions.len() / 2;
        let cut = (half..record.actions.len()).find(|&i| matches!(record.actions[i], Action::Roll(_)));
        record.actions.truncate(cut.map_or(half, |i| i + 1));
        let mid = Match::<Pow>::replay(record).expect("a prefix replays");
        let Turn::Seat(seat) = mid.state().turn() else { continue };
        let view = mid.state().view(Some(seat));
        let a = choose(&view, &mut Rng::new(seed, 2));
        assert_eq!(a, choose(&view, &mut Rng::new(seed, 2)));
        // The same position with other tiles under the tops: the same choice.
        let red = Pow::redact(mid.record(), Some(seat), seed + 99).expect("redacts");
        let other = Match::<Pow>::replay(red).expect("replays");
        assert_eq!(choose(&other.state().view(Some(seat)), &mut Rng::new(seed, 2)), a);
    }
}

#[test]
fn bot_beats_random_play() {
    // 300 two-player games, the bot in each seat half the time.
    let (mut won, mut lost, mut margin) = (0, 0, 0i64);
    for seed in 0..300u64 {
        let bot = (seed % 2) as usize;
        let players = if bot == 0 { [Player::Bot, Player::Random] } else { [Player::Random, Player::Bot] };
        let m = play(2, seed, &players);
        let out = m.state().outcome().expect("over");
        margin += i64::from(out.scores[bot] - out.scores[1 - bot]);
        if out.winners == vec![bot] {
            won += 1;
        } else if !out.winners.contains(&bot) {
            lost += 1;
        }
    }
    println!("bot vs random, 300 games: won {won}, lost {lost}, mean margin {:.1}", margin as f64 / 300.0);
    assert!(won >= 240, "won {won}, lost {lost}");
}
