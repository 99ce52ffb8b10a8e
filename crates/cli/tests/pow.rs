//! `tabula` with `--game pow`: whole games for 2 to 5 seats, dice rolls recorded as
//! chance actions, and damaged records refused with a message.

use serde_json::Value;

mod common;
use common::*;

fn play(seats: &str, seed: u64) -> Value {
    let seed = seed.to_string();
    json(&["play", "--game", "pow", "--seats", seats, "--seed", &seed], None)
}

#[test]
fn bots_finish_2_to_5_seats_and_replay() {
    for seats in 2..=5usize {
        let list = vec!["bot"; seats].join(",");
        let played = play(&list, seats as u64);
        assert_eq!(played["record"]["game"], "pow");
        assert_eq!(played["record"]["setup"]["seats"], seats);
        let actions = played["record"]["actions"].as_array().expect("actions");
        assert!(
            actions.first().is_some_and(|a| a["Roll"].as_array().is_some_and(|r| r.len() == 5)),
            "chance rolls first"
        );
        let scores = played["result"]["scores"].as_array().expect("scores").clone();
        assert_eq!(scores.len(), seats);
        let replayed = json(&["replay", "-"], Some(&played.to_string()));
        assert_eq!(replayed["over"], true);
        assert_eq!(replayed["scores"].as_array(), Some(&scores));
        assert!(replayed["view"]["result"].as_array().is_some_and(|r| r.len() == seats), "the end lays stacks open");
    }
    // Bots and random players together; the same seed plays the same game.
    assert_eq!(play("bot,random,bot", 3), play("bot,random,bot", 3));
}

#[test]
fn legal_lists_choices_after_a_roll_and_bench_runs() {
    let played = play("bot,bot", 8);
    let mut record = played["record"].clone();
    record["actions"] = serde_json::json!([]);
    assert_eq!(json(&["legal", "-"], Some(&record.to_string())), serde_json::json!([]), "chance acts first");
    record["actions"] = serde_json::json!([{ "Roll": ["Shield", "Shield", "Skull", "BlueBubble", "OrangeBubble"] }]);
    let legal = json(&["legal", "-"], Some(&record.to_string()));
    let legal = legal.as_array().expect("a list");
    assert!(legal.contains(&serde_json::json!({ "Take": "Hero" })));
    assert!(legal.contains(&serde_json::json!({ "Take": "Villain" })));
    assert!(legal.contains(&serde_json::json!({ "SetAside": { "shields": 2, "skulls": 0, "blue": 0, "orange": 0 } })));
    for extra in [None, Some("--listing")] {
        let mut args = vec!["bench", "--game", "pow", "--games", "3"];
        args.extend(extra);
        assert_eq!(json(&args, None)["games"], 3);
    }
}

#[test]
fn damaged_records_and_bad_setups_are_refused() {
    let played = play("bot,bot,bot", 4);

    // A roll of the wrong number of dice.
    let mut short = played.clone();
    short["record"]["actions"][0] = serde_json::json!({ "Roll": ["Shield", "Skull"] });
    let msg = refused(&["replay", "-"], Some(&short.to_string()));
    assert!(msg.contains("action 0") && msg.contains("5 dice are rolled, not 2"), "{msg}");

    // A decision where a roll is due, and a roll where a seat decides.
    let mut early = played.clone();
    early["record"]["actions"][0] = serde_json::json!({ "Take": "Hero" });
    assert!(refused(&["replay", "-"], Some(&early.to_string())).contains("rolled first"));
    let mut twice = played.clone();
    twice["record"]["actions"][1] = played["record"]["actions"][0].clone();
    assert!(refused(&["replay", "-"], Some(&twice.to_string())).contains("no roll is due"));

    // A first roll changed so that the recorded take no longer fits.
    let mut dice = played.clone();
    dice["record"]["actions"][0] =
        serde_json::json!({ "Roll": ["BlueBubble", "BlueBubble", "BlueBubble", "OrangeBubble", "OrangeBubble"] });
    let msg = refused(&["replay", "-"], Some(&dice.to_string()));
    assert!(msg.contains("illegal"), "{msg}");

    // A steal from oneself, an unknown face, a deal that is not the tiles.
    let mut steal = played.clone();
    steal["record"]["actions"][1] = serde_json::json!({ "Steal": { "victim": 0, "side": "Hero", "depth": 0 } });
    refused(&["replay", "-"], Some(&steal.to_string()));
    let mut face = played.clone();
    face["record"]["actions"][0] = serde_json::json!({ "Roll": ["Star", "Skull", "Skull", "Skull", "Skull"] });
    assert!(refused(&["replay", "-"], Some(&face.to_string())).contains("not a readable pow record"));
    let mut deal = played["record"].clone();
    deal["setup"]["deal"] = serde_json::json!({ "heroes": [1, 2, 3], "villains": [] });
    assert!(refused(&["replay", "-"], Some(&deal.to_string())).contains("impossible setup"));

    // A result that does not match.
    let mut result = played.clone();
    result["result"]["scores"][0] = serde_json::json!(999);
    assert!(refused(&["replay", "-"], Some(&result.to_string())).contains("does not match"));
}

#[test]
fn bad_seat_counts_and_variants_are_refused() {
    for seats in ["bot", "bot,bot,bot,bot,bot,bot"] {
        let msg = refused(&["play", "--game", "pow", "--seats", seats], None);
        assert!(msg.contains("POW is for 2 to 5 players"), "{msg}");
    }
    assert!(refused(&["play", "--game", "pow", "--variant", "advanced"], None).contains("no variants"));
    refused(&["play", "--game", "pow", "--rounds", "2"], None);
}
