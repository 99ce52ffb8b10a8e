//! `tabula` with `--game combo4x4`: whole games end with a winner, records replay, and
//! damaged records and bad options are refused with a message (exit code 2).

use serde_json::Value;

mod common;
use common::*;

fn play(seats: &str, variant: &str, seed: u64) -> Value {
    let seed = seed.to_string();
    json(&["play", "--game", "combo4x4", "--seats", seats, "--seed", &seed, "--variant", variant], None)
}

#[test]
fn a_thousand_bot_games_end_with_a_winner_and_replay() {
    // The issue's own check: `tabula play --game combo4x4 --seats bot,bot --seed N`
    // for 1,000 seeds, each a process of its own, split over two threads.
    let played: Vec<u64> = std::thread::scope(|scope| {
        let half = |from: u64| {
            scope.spawn(move || {
                (from..1000)
                    .step_by(2)
                    .inspect(|&seed| {
                        let played = play("bot,bot", "standard", seed);
                        assert_eq!(played["record"]["game"], "combo4x4");
                        let winners = played["result"]["winners"].as_array().cloned().unwrap_or_default();
                        assert_eq!(winners.len(), 1, "seed {seed}: one winner");
                        if seed % 50 == 0 {
                            let replayed = json(&["replay", "-"], Some(&played.to_string()));
                            assert_eq!(replayed["over"], true);
                            assert_eq!(replayed["winners"], played["result"]["winners"]);
                            assert!(replayed["view"]["end"].is_string(), "the view says how the game ended");
                        }
                    })
                    .collect::<Vec<_>>()
            })
        };
        let (a, b) = (half(0), half(1));
        [a, b].into_iter().flat_map(|h| h.join().unwrap_or_else(|_| panic!("a game failed"))).collect()
    });
    assert_eq!(played.len(), 1000);
    assert_eq!(play("bot,bot", "standard", 3), play("bot,bot", "standard", 3), "deterministic");
    let mixed = play("random,bot", "standard", 5);
    assert_eq!(mixed["result"]["winners"].as_array().map(Vec::len), Some(1));
}

#[test]
fn every_variant_plays() {
    for variant in ["jump-orthogonal", "trade-orthogonal", "push-orthogonal", "orthogonal", "standard,push-orthogonal"]
    {
        let played = play("bot,bot", variant, 1);
        let setup = &played["record"]["setup"];
        let all = variant == "orthogonal";
        assert_eq!(setup["jump_orthogonal"], all || variant.contains("jump"), "{variant}");
        assert_eq!(setup["trade_orthogonal"], all || variant.contains("trade"), "{variant}");
        assert_eq!(setup["push_orthogonal"], all || variant.contains("push"), "{variant}");
        json(&["replay", "-"], Some(&played.to_string()));
    }
}

#[test]
fn legal_lists_readable_actions() {
    let played = play("bot,bot", "standard", 2);
    let mut record = played["record"].clone();
    record["actions"] = serde_json::json!([]);
    let legal = json(&["legal", "-"], Some(&record.to_string()));
    let legal = legal.as_array().expect("a list");
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|a| a["card"].is_string() && a["from"].is_u64() && a["to"].is_u64()), "{legal:?}");
    assert_eq!(json(&["legal", "-"], Some(&played.to_string())), serde_json::json!([]));
}

#[test]
fn bad_options_and_tampered_records_are_refused() {
    let msg = refused(&["play", "--game", "combo4x4", "--variant", "diagonal-hop", "--seed", "1"], None);
    assert!(msg.contains("jump-orthogonal") && msg.contains("diagonal-hop"), "{msg}");
    let msg = refused(&["play", "--game", "combo4x4", "--seats", "bot,bot,bot", "--seed", "1"], None);
    assert!(msg.contains("2 players"), "{msg}");
    refused(&["play", "--game", "combo4x4", "--rounds", "2", "--seed", "1"], None);

    let played = play("bot,bot", "standard", 4);
    // The first move moved somewhere else: from an empty cell.
    let mut tampered = played.clone();
    tampered["record"]["actions"][0]["from"] = serde_json::json!(15);
    let msg = refused(&["replay", "-"], Some(&tampered.to_string()));
    assert!(msg.contains("action 0") && msg.contains("illegal"), "{msg}");
    // A card nobody holds, a cell off the board, a card that is no card.
    let mut tampered = played.clone();
    tampered["record"]["actions"][0]["to"] = serde_json::json!(16);
    assert!(refused(&["replay", "-"], Some(&tampered.to_string())).contains("not on the board"));
    let mut tampered = played.clone();
    tampered["record"]["actions"][0]["card"] = serde_json::json!("Joker");
    assert!(refused(&["replay", "-"], Some(&tampered.to_string())).contains("not a readable"));
    // A move after the end.
    let mut tampered = played.clone();
    let last = played["record"]["actions"].as_array().and_then(|a| a.last()).cloned().expect("moves");
    tampered["record"]["actions"].as_array_mut().expect("actions").push(last);
    assert!(refused(&["replay", "-"], Some(&tampered["record"].to_string())).contains("game is over"));
    // A deal that is not the deck.
    let mut tampered = played["record"].clone();
    tampered["setup"]["deals"] = serde_json::json!([["Hop"]]);
    assert!(refused(&["replay", "-"], Some(&tampered.to_string())).contains("impossible setup"));
}
