//! Runs the built `tabula` binary the way a user or a script would.

use std::path::PathBuf;

use serde_json::Value;

mod common;
use common::*;

/// A scratch file unique to this test process and `name`.
fn scratch(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("tabula-cli-test-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("temp file is writable");
    path
}

fn play(seats: &str, variant: &str, seed: &str, rounds: &str) -> Value {
    json(
        &["play", "--game", "shape-up", "--seats", seats, "--seed", seed, "--variant", variant, "--rounds", rounds],
        None,
    )
}

#[test]
fn play_prints_finished_games_that_replay_to_the_same_scores() {
    for (seats, n) in [("bot,random", 2usize), ("random,bot,bot", 3)] {
        for variant in ["basic", "advanced"] {
            let played = play(seats, variant, "11", "4");
            let record = &played["record"];
            assert_eq!(record["game"], "shape-up");
            assert_eq!(record["setup"]["seats"], n);
            assert_eq!(record["setup"]["advanced"], variant == "advanced");
            // Each round lays all cards but the hidden one and one victory card a seat.
            let per_round = 18 - 1 - n;
            assert_eq!(record["actions"].as_array().map(Vec::len), Some(4 * per_round));
            let scores = played["result"]["scores"].as_array().expect("scores").clone();
            assert_eq!(scores.len(), n);
            let winners = played["result"]["winners"].as_array().expect("winners");
            assert!(!winners.is_empty());

            // The whole output, piped in, and the record alone, from a file.
            let text = played.to_string();
            let whole = json(&["replay", "-"], Some(&text));
            let alone = json(&["replay", scratch("record.json", &record.to_string()).to_str().unwrap_or("")], None);
            for replayed in [whole, alone] {
                assert_eq!(replayed["game"], "shape-up");
                assert_eq!(replayed["over"], true);
                assert_eq!(replayed["actions"].as_u64(), Some(4 * per_round as u64));
                assert_eq!(replayed["scores"].as_array(), Some(&scores));
                assert_eq!(&replayed["winners"], &played["result"]["winners"]);
                assert_eq!(replayed["view"]["over"], true);
                assert_eq!(replayed["view"]["results"].as_array().map(Vec::len), Some(4));
            }
        }
    }
}

#[test]
fn play_is_deterministic_given_the_seed() {
    let a = play("bot,bot", "advanced", "5", "1");
    let b = play("bot,bot", "advanced", "5", "1");
    assert_eq!(a, b);
}

fn fresh_record(seed: u64) -> String {
    format!(
        r#"{{"game":"shape-up","rules_version":1,"setup":{{"seats":2,"advanced":false,"rounds":1,"first":0,"deals":[]}},"seed":{seed},"actions":[]}}"#
    )
}

#[test]
fn legal_on_a_fresh_record_is_the_opening_play() {
    let legal = json(&["legal", "-"], Some(&fresh_record(9)));
    assert_eq!(legal, serde_json::json!([{ "card": 0, "play": { "x": 0, "y": 0 }, "shift": null }]));
    let summary = json(&["replay", "-"], Some(&fresh_record(9)));
    assert_eq!(summary["over"], false);
    assert_eq!(summary["actions"], 0);
    assert_eq!(summary["winners"], serde_json::json!([]));
}

#[test]
fn legal_after_a_finished_game_is_empty() {
    let played = json(&["play", "--game", "shape-up", "--seats", "random,random", "--seed", "2"], None);
    assert_eq!(json(&["legal", "-"], Some(&played.to_string())), serde_json::json!([]));
}

#[test]
fn damaged_records_are_refused_with_a_message() {
    let played = json(&["play", "--game", "shape-up", "--seats", "random,random", "--seed", "4"], None);
    let text = played.to_string();

    let msg = refused(&["replay", "-"], Some("{\"game\": \"shape-up\", "));
    assert!(msg.contains("not valid JSON"), "{msg}");
    let msg = refused(&["replay", "-"], Some("[1, 2]"));
    assert!(msg.contains("no game record"), "{msg}");

    // The second card played onto the first.
    let mut illegal = played.clone();
    illegal["record"]["actions"][1] = serde_json::json!({ "card": 0, "play": { "x": 0, "y": 0 }, "shift": null });
    let msg = refused(&["replay", "-"], Some(&illegal.to_string()));
    assert!(msg.contains("action 1") && msg.contains("illegal"), "{msg}");
    let msg = refused(&["legal", "-"], Some(&illegal["record"].to_string()));
    assert!(msg.contains("illegal"), "{msg}");

    // A card that is not in hand.
    let mut no_card = played.clone();
    no_card["record"]["actions"][0]["card"] = serde_json::json!(2);
    refused(&["replay", "-"], Some(&no_card.to_string()));

    // Another game's id: unknown, not that game's record, or not the game asked for.
    let mut other = played["record"].clone();
    other["game"] = serde_json::json!("chess");
    assert!(refused(&["replay", "-"], Some(&other.to_string())).contains("unknown game 'chess'"));
    other["game"] = serde_json::json!("pow");
    assert!(refused(&["replay", "-"], Some(&other.to_string())).contains("not a readable pow record"));
    other["game"] = serde_json::json!("combo4x4");
    assert!(refused(&["replay", "-"], Some(&other.to_string())).contains("not a readable combo4x4 record"));
    other["game"] = serde_json::json!("combo4x4");
    let msg = refused(&["replay", "--game", "shape-up", "-"], Some(&other.to_string()));
    assert!(msg.contains("for combo4x4, not shape-up"), "{msg}");

    // A record from other rules, a setup the rules refuse, a field of the wrong type.
    let mut version = played["record"].clone();
    version["rules_version"] = serde_json::json!(99);
    assert!(refused(&["replay", "-"], Some(&version.to_string())).contains("rules version"));
    let mut setup = played["record"].clone();
    setup["setup"]["seats"] = serde_json::json!(7);
    assert!(refused(&["replay", "-"], Some(&setup.to_string())).contains("impossible setup"));
    let mut seed = played["record"].clone();
    seed["seed"] = serde_json::json!("soon");
    assert!(refused(&["replay", "-"], Some(&seed.to_string())).contains("not a readable"));

    // A result that the record does not replay to.
    let mut result = played.clone();
    result["result"]["scores"][0] = serde_json::json!(999);
    assert!(refused(&["replay", "-"], Some(&result.to_string())).contains("does not match"));

    // Truncated text and a missing file.
    refused(&["replay", "-"], Some(&text[..text.len() / 2]));
    assert!(refused(&["replay", "/no/such/record.json"], None).contains("cannot read"));
}

#[test]
fn bad_flags_are_refused_with_a_message() {
    refused(&[], None);
    refused(&["dance"], None);
    refused(&["play"], None);
    refused(&["play", "--game", "shape-up", "--seats", "bot,human"], None);
    refused(&["play", "--game", "shape-up", "--seats", "bot,robot"], None);
    refused(&["play", "--game", "shape-up", "--seats", "bot"], None);
    refused(&["play", "--game", "shape-up", "--seed", "minus-one"], None);
    refused(&["play", "--game", "shape-up", "--rounds", "5"], None);
    refused(&["play", "--game", "shape-up", "--variant", "expert"], None);
    refused(&["play", "--game", "shape-up", "--speed", "3"], None);
    refused(&["play", "--game", "shape-up", "--seed"], None);
    refused(&["replay"], None);
    refused(&["legal", "a.json", "b.json"], None);
    refused(&["bench", "--game", "shape-up", "--games", "0"], None);
    refused(&["bench", "--game", "tetris"], None);
}

#[test]
fn help_prints_usage() {
    let out = tabula(&["--help"], None);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Usage: tabula [OPTIONS] <COMMAND>"), "clap's help: {text}");
    for command in ["play", "arena", "ratings", "replay", "legal", "link", "bench"] {
        assert!(text.lines().any(|l| l.trim_start().starts_with(command)), "usage lists {command}");
    }
    for game in ["super-pose", "shape-up", "combo4x4", "pow"] {
        assert!(text.contains(game), "the games and their variants are listed: {game}");
    }
    let play = tabula(&["play", "--help"], None);
    assert!(play.status.success());
    let text = String::from_utf8_lossy(&play.stdout);
    assert!(text.contains("Usage: tabula play [OPTIONS] --game <GAME>"), "{text}");
    for option in ["--game", "--seats", "--seed", "--variant", "--rounds", "--pretty"] {
        assert!(text.contains(option), "play --help names {option}");
    }
    assert!(tabula(&["help", "legal"], None).status.success());
}

#[test]
fn bench_reports_throughput_in_both_modes() {
    for (extra, mode) in [(None, "sample"), (Some("--listing"), "listing")] {
        let mut args = vec!["bench", "--game", "shape-up", "--games", "20", "--seed", "3"];
        args.extend(extra);
        let out = json(&args, None);
        assert_eq!(out["games"], 20);
        assert_eq!(out["mode"], mode);
        assert!(out["seconds"].as_f64().is_some_and(|s| s >= 0.0));
        assert!(out["games_per_second"].as_f64().is_some_and(|r| r > 0.0));
    }
}
