//! `tabula` with `--game super-pose`: whole games in every variant, and damaged
//! records refused with a message.

use serde_json::Value;

mod common;
use common::*;

fn play(seats: usize, variant: &str, seed: u64) -> Value {
    let seats = vec!["bot"; seats].join(",");
    let seed = seed.to_string();
    json(&["play", "--game", "super-pose", "--seats", &seats, "--seed", &seed, "--variant", variant], None)
}

/// Plays, checks the game finished, and replays the output to the same result.
fn play_and_replay(seats: usize, variant: &str, seed: u64) -> Value {
    let played = play(seats, variant, seed);
    assert_eq!(played["record"]["game"], "super-pose");
    assert_eq!(played["record"]["setup"]["seats"], seats);
    let scores = played["result"]["scores"].as_array().expect("scores").clone();
    assert_eq!(scores.len(), seats, "{variant}");
    assert!(!played["result"]["winners"].as_array().expect("winners").is_empty());
    let replayed = json(&["replay", "-"], Some(&played.to_string()));
    assert_eq!(replayed["game"], "super-pose");
    assert_eq!(replayed["over"], true, "{seats} seats, {variant}");
    assert_eq!(replayed["scores"].as_array(), Some(&scores));
    assert!(replayed["view"]["decided_by"].is_string(), "the view says which rule decided");
    played
}

#[test]
fn bots_finish_every_seat_count() {
    for seats in 2..=6 {
        play_and_replay(seats, "first-game", seats as u64);
    }
    let solo = play_and_replay(1, "solo", 1);
    assert_eq!(solo["result"]["winners"], serde_json::json!([0]));
}

#[test]
fn bots_finish_every_variant() {
    for (seats, variant) in [
        (3, "flowers"),
        (3, "nine-cards"),
        (2, "chameleons,flowers"),
        (3, "advanced"),
        (5, "nine-cards,flowers,advanced,layout=1"),
        (4, "teams"),
        (6, "teams,chameleons"),
        (4, "teams,race"),
        (6, "race=20,flowers"),
        (1, "solo,nine-cards,flowers,advanced"),
    ] {
        let played = play_and_replay(seats, variant, 7);
        let setup = &played["record"]["setup"];
        assert_eq!(setup["flowers"], variant.contains("flowers"), "{variant}");
        assert_eq!(setup["advanced"], variant.contains("advanced"), "{variant}");
        assert_eq!(setup["teams"], variant.contains("teams") || variant.contains("race"), "{variant}");
        let nine = variant.contains("nine-cards") || variant.contains("chameleons");
        assert_eq!(setup["deck"], if nine { "Nine" } else { "Five" }, "{variant}");
        if variant.contains("race") {
            let target = if variant.contains("race=20") { 20 } else { 35 };
            assert_eq!(setup["race"], target);
            // Partners pool their points: a race ends when a team reaches the target,
            // or when every card is out first.
            let scores = played["result"]["scores"].as_array().expect("scores");
            assert_eq!(scores[0], scores[seats / 2]);
        }
    }
}

#[test]
fn play_is_deterministic_and_legal_and_bench_run() {
    assert_eq!(play(3, "nine-cards", 5), play(3, "nine-cards", 5));
    let fresh = play(2, "first-game", 8);
    let mut record = fresh["record"].clone();
    record["actions"] = serde_json::json!([]);
    let legal = json(&["legal", "-"], Some(&record.to_string()));
    assert!(legal.as_array().is_some_and(|a| !a.is_empty() && a.iter().all(|x| x.get("Play").is_some())));
    assert_eq!(json(&["legal", "-"], Some(&fresh.to_string())), serde_json::json!([]));
    for extra in [None, Some("--listing")] {
        let mut args = vec!["bench", "--game", "super-pose", "--games", "3", "--variant", "nine-cards,flowers"];
        args.extend(extra);
        assert_eq!(json(&args, None)["games"], 3);
    }
}

#[test]
fn damaged_records_are_refused_with_a_message() {
    let played = play(3, "nine-cards,flowers", 4);
    let text = played.to_string();

    refused(&["replay", "-"], Some("{\"game\": \"super-pose\", "));
    assert!(refused(&["replay", "-"], Some(&text[..text.len() / 2])).contains("not valid JSON"));

    // The second action replaced by the first: that card has left the hand.
    let mut again = played.clone();
    again["record"]["actions"][1] = played["record"]["actions"][0].clone();
    let msg = refused(&["replay", "-"], Some(&again.to_string()));
    assert!(msg.contains("action 1") && msg.contains("illegal"), "{msg}");
    refused(&["legal", "-"], Some(&again["record"].to_string()));

    // The first card moved far off the board: it covers nothing.
    let mut apart = played.clone();
    apart["record"]["actions"][0]["Play"]["at"] = serde_json::json!({ "x": 500, "y": 500 });
    let msg = refused(&["replay", "-"], Some(&apart.to_string()));
    assert!(msg.contains("action 0") && msg.contains("illegal"), "{msg}");

    // A called-out animal the card does not cover.
    let mut call = played.clone();
    let called = played["record"]["actions"][0]["Play"]["call"].as_str().unwrap_or("").to_string();
    let animals = ["Cat", "Butterfly", "Elephant", "Fish", "Rabbit", "Bird"];
    call["record"]["actions"][0]["Play"]["call"] = serde_json::json!(animals.iter().find(|a| **a != called));
    refused(&["replay", "-"], Some(&call.to_string()));

    // An action of the wrong shape, another game's record, a game not asked for.
    let mut shape = played.clone();
    shape["record"]["actions"][0] = serde_json::json!({ "card": 0, "play": { "x": 0, "y": 0 }, "shift": null });
    assert!(refused(&["replay", "-"], Some(&shape.to_string())).contains("not a readable super-pose record"));
    let mut other = played["record"].clone();
    other["game"] = serde_json::json!("shape-up");
    assert!(refused(&["replay", "-"], Some(&other.to_string())).contains("not a readable shape-up record"));
    let msg = refused(&["replay", "--game", "shape-up", "-"], Some(&played["record"].to_string()));
    assert!(msg.contains("for super-pose, not shape-up"), "{msg}");

    // A setup the rules refuse, and a result that does not match.
    let mut setup = played["record"].clone();
    setup["setup"]["teams"] = serde_json::json!(true);
    assert!(refused(&["replay", "-"], Some(&setup.to_string())).contains("impossible setup"));
    let mut result = played.clone();
    result["result"]["scores"][0] = serde_json::json!(999);
    assert!(refused(&["replay", "-"], Some(&result.to_string())).contains("does not match"));
}

#[test]
fn bad_variants_are_refused_with_a_message() {
    let sp = |seats: &str, variant: &str| {
        refused(&["play", "--game", "super-pose", "--seats", seats, "--variant", variant], None)
    };
    assert!(sp("bot,bot", "expert").contains("invalid value 'expert' for --variant"));
    assert!(sp("bot,bot", "race=soon").contains("whole number"));
    assert!(sp("bot,bot,bot", "solo").contains("one seat"));
    assert!(sp("bot,bot,bot", "teams").contains("4 or 6"));
    assert!(sp("bot,bot", "race").contains("4 or 6"));
    assert!(sp("bot,bot", "layout=9").contains("out of range"));
    assert!(sp("bot,bot", "flowers,layout=2").contains("ready starting layouts"));
    sp("bot,bot,bot,bot,bot,bot,bot", "first-game");
    refused(&["play", "--game", "super-pose", "--rounds", "2"], None);
}
