//! `tabula review`: the review tells good play from bad, and ends where the game did.

use serde_json::Value;

mod common;
use common::*;

/// The games' seeds.
const SEEDS: [u64; 4] = [1, 2, 3, 4];

/// Per game: the Hard level's search iterations (playing and reviewing; empty: its
/// own) and the samples a move is played out in, below the defaults so that the test
/// stays quick (the rules and players are optimised in tests: see Cargo.toml).
const GAMES: [(&str, &str, &str); 4] =
    [("super-pose", "50", "16"), ("shape-up", "", "16"), ("combo4x4", "", "16"), ("pow", "", "8")];

/// Mistakes and blunders and decisions, for the Hard seat and for the Random seat.
#[derive(Default, Debug)]
struct Tally {
    errors: [u32; 2],
    decisions: [u32; 2],
}

#[test]
fn random_play_is_marked_wrong_three_times_as_often_as_hard_play() {
    for (game, iterations, samples) in GAMES {
        let budget: &[&str] = if iterations.is_empty() { &[] } else { &["--iterations", iterations] };
        let mut tally = Tally::default();
        for seed in SEEDS {
            // Hard sits first in even games, second in odd ones.
            let (seats, hard) = if seed % 2 == 0 { ("hard,random", 0) } else { ("random,hard", 1) };
            let seed = seed.to_string();
            let play = [&["play", "--game", game, "--seats", seats, "--seed", &seed][..], budget].concat();
            let played = json(&play, None).to_string();
            let review = [&["review", "-", "--seed", &seed, "--samples", samples][..], budget].concat();
            let reviewed = json(&review, Some(&played));
            let decisions = reviewed["decisions"].as_array().expect("decisions");
            for d in decisions {
                let who = usize::from(d["seat"].as_u64() != Some(hard));
                tally.decisions[who] += 1;
                if d["verdict"] == "mistake" || d["verdict"] == "blunder" {
                    tally.errors[who] += 1;
                }
                let (chance, best) = (d["win_chance"].as_f64().unwrap_or(-1.0), d["best_win_chance"].as_f64());
                assert!((0.0..=1.0).contains(&chance) && best.is_some(), "{game} {seed}: {d}");
            }
            // The last decision's win chance agrees with the result.
            let last = decisions.last().expect("a decision");
            let winners = reviewed["result"]["winners"].as_array().expect("the game is over");
            let won = winners.iter().any(|w| w == &last["seat"]);
            let chance = last["win_chance"].as_f64().unwrap_or(-1.0);
            assert!(if won { chance > 0.5 } else { chance < 0.5 }, "{game} {seed}: {last} but {winners:?} won");
        }
        let rate = |who: usize| f64::from(tally.errors[who]) / f64::from(tally.decisions[who].max(1));
        eprintln!("{game}: {tally:?}");
        assert!(rate(1) > 0.0 && rate(1) >= 3.0 * rate(0), "{game}: {tally:?}");
    }
}

#[test]
fn a_review_is_the_same_for_the_same_seed_and_judges_one_seat_alike() {
    let played = json(&["play", "--game", "shape-up", "--seats", "hard,random", "--seed", "5"], None).to_string();
    let whole = json(&["review", "-", "--seed", "9", "--samples", "4"], Some(&played));
    assert_eq!(json(&["review", "-", "--seed", "9", "--samples", "4"], Some(&played)), whole, "deterministic");
    let one = json(&["review", "-", "--seed", "9", "--samples", "4", "--seat", "1"], Some(&played));
    let of_seat_1: Vec<&Value> =
        whole["decisions"].as_array().expect("decisions").iter().filter(|d| d["seat"] == 1).collect();
    let ones: Vec<&Value> = one["decisions"].as_array().expect("decisions").iter().collect();
    assert_eq!(ones, of_seat_1, "a seat's review is its part of the whole review");
    for d in whole["decisions"].as_array().expect("decisions") {
        assert!(["good", "inaccuracy", "mistake", "blunder"].contains(&d["verdict"].as_str().unwrap_or("")), "{d}");
        assert!(d["move"].is_string() && d["best"].is_string(), "moves in notation: {d}");
    }
    // A game cut short: its decisions so far, no result.
    let mut cut: Value = serde_json::from_str(&played).expect("play's JSON");
    cut["record"]["actions"].as_array_mut().expect("actions").truncate(3);
    let cut = json(&["review", "-", "--samples", "2"], Some(&cut["record"].to_string()));
    assert!(cut["result"].is_null() && cut["decisions"].as_array().is_some_and(|d| !d.is_empty() && d.len() <= 3));
    refused(&["review", "-", "--seat", "2"], Some(&played));
    refused(&["review", "-", "--samples", "0"], None);
}
