//! The notation on the command line: `legal --notation` lists what `replay` reads,
//! `play` prints the record in notation, and records mixing notation and JSON replay.

use serde_json::Value;

mod common;
use common::*;

fn played(game: &str, seats: &str, variant: &str) -> Value {
    let mut args = vec!["play", "--game", game, "--seats", seats, "--seed", "3"];
    if !variant.is_empty() {
        args.extend(["--variant", variant]);
    }
    json(&args, None)
}

#[test]
fn records_written_in_notation_replay_like_the_json() {
    for (game, seats, variant) in [
        ("shape-up", "bot,bot", "advanced"),
        ("super-pose", "bot,bot,bot", "chameleons,flowers"),
        ("combo4x4", "bot,bot", ""),
        ("pow", "bot,bot,bot", ""),
    ] {
        let p = played(game, seats, variant);
        let notation = p["notation"].as_array().cloned().unwrap_or_default();
        assert_eq!(notation.len(), p["record"]["actions"].as_array().map_or(0, Vec::len), "{game}");
        let mut written = p["record"].clone();
        written["actions"] = Value::Array(notation);
        let want = json(&["replay", "-"], Some(&p["record"].to_string()));
        assert_eq!(json(&["replay", "-"], Some(&written.to_string())), want, "{game}");
        // Mixed: the first half as strings, the rest as JSON.
        let mut mixed = p["record"].clone();
        let half = written["actions"].as_array().map_or(0, |a| a.len() / 2);
        for i in 0..half {
            mixed["actions"][i] = written["actions"][i].clone();
        }
        assert_eq!(json(&["replay", "-"], Some(&mixed.to_string())), want, "{game}");
    }
}

#[test]
fn legal_lists_notation_that_replays() {
    let p = played("combo4x4", "bot,bot", "orthogonal");
    let mut record = p["record"].clone();
    record["actions"] = serde_json::json!([]);
    let listed = json(&["legal", "--notation", "-"], Some(&record.to_string()));
    let moves = listed.as_array().cloned().unwrap_or_default();
    assert!(!moves.is_empty() && moves.iter().all(|m| m.as_str().is_some_and(|s| s.contains('-'))), "{listed}");
    let json_listed = json(&["legal", "-"], Some(&record.to_string()));
    assert_eq!(json_listed.as_array().map(Vec::len), Some(moves.len()));
    record["actions"] = serde_json::json!([moves[0]]);
    assert_eq!(json(&["replay", "-"], Some(&record.to_string()))["actions"], 1);
}

#[test]
fn bad_notation_is_refused_with_its_index() {
    let p = played("pow", "bot,bot", "");
    let mut record = p["record"].clone();
    record["actions"][1] = serde_json::json!("take everything");
    let msg = refused(&["replay", "-"], Some(&record.to_string()));
    assert!(msg.contains("action 1") && msg.contains("take everything"), "{msg}");
    // Well written but illegal: the rules say why.
    let mut record = p["record"].clone();
    record["actions"][1] = serde_json::json!("steal hero from 1 depth 5");
    let msg = refused(&["replay", "-"], Some(&record.to_string()));
    assert!(msg.contains("action 1") && msg.contains("illegal"), "{msg}");
    refused(&["replay", "--notation", "-"], None);
}

#[test]
fn link_prints_the_payload_the_app_opens() {
    for game in ["shape-up", "super-pose", "combo4x4", "pow"] {
        let p = played(game, "bot,bot", "");
        let payload = json(&["link", "-"], Some(&p["record"].to_string()));
        let payload = payload.as_str().unwrap_or_default().to_string();
        assert!(payload.starts_with("1."), "{game}: {payload}");
        // The same record, decoded by the rules' own link reader.
        let again = match game {
            "shape-up" => tabula_rules::link::decode::<tabula_rules::shape_up::ShapeUp>(&payload).map(|m| m.to_json()),
            "super-pose" => {
                tabula_rules::link::decode::<tabula_rules::super_pose::SuperPose>(&payload).map(|m| m.to_json())
            }
            "combo4x4" => tabula_rules::link::decode::<tabula_rules::combo4x4::Combo4x4>(&payload).map(|m| m.to_json()),
            _ => tabula_rules::link::decode::<tabula_rules::pow::Pow>(&payload).map(|m| m.to_json()),
        };
        let again: Value = serde_json::from_str(&again.unwrap_or_default()).unwrap_or_default();
        assert_eq!(again, p["record"], "{game}");
    }
}
