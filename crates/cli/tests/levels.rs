//! `tabula play` with levels, `tabula arena` and `tabula bench --mcts`.

use serde_json::Value;

mod common;
use common::*;

#[test]
fn every_seat_kind_plays_and_bot_means_medium() {
    for game in ["shape-up", "super-pose", "combo4x4", "pow"] {
        let played = json(&["play", "--game", game, "--seats", "easy,medium", "--seed", "3"], None);
        assert!(played["result"]["winners"].as_array().is_some_and(|w| !w.is_empty()), "{game}");
    }
    let bot = json(&["play", "--game", "combo4x4", "--seats", "bot,random", "--seed", "4"], None);
    let medium = json(&["play", "--game", "combo4x4", "--seats", "medium,random", "--seed", "4"], None);
    assert_eq!(bot, medium);
    refused(&["play", "--game", "pow", "--seats", "grandmaster,easy"], None);
}

fn arena(game: &str, seats: &str, games: &str) -> Value {
    json(&["arena", "--game", game, "--seats", seats, "--games", games, "--seed", "7", "--iterations", "20"], None)
}

#[test]
fn arena_reports_rates_intervals_and_times() {
    let out = arena("shape-up", "hard,random", "4");
    assert_eq!(out["games"], 4);
    assert_eq!(out["seats"], serde_json::json!(["hard", "random"]));
    let points: Vec<f64> = out["points"].as_array().expect("points").iter().filter_map(Value::as_f64).collect();
    assert_eq!(points.len(), 2);
    assert!((points.iter().sum::<f64>() - 4.0).abs() < 1e-9, "every game gives out one point");
    for (i, ci) in out["ci95"].as_array().expect("ci95").iter().enumerate() {
        let (lo, hi) = (ci[0].as_f64().unwrap_or(-1.0), ci[1].as_f64().unwrap_or(-1.0));
        let rate = out["win_rate"][i].as_f64().unwrap_or(-1.0);
        assert!(0.0 <= lo && lo <= rate && rate <= hi && hi <= 1.0, "{lo} {rate} {hi}");
        assert!(out["ms_per_move"][i].as_f64().is_some_and(|m| m >= 0.0));
    }
    assert_eq!(arena("shape-up", "hard,random", "4")["points"], out["points"], "deterministic");
    let three = arena("pow", "easy,medium,random", "3");
    assert_eq!(three["points"].as_array().map(Vec::len), Some(3));
    refused(&["arena", "--game", "shape-up", "--games", "0"], None);
    refused(&["arena", "--game", "combo4x4", "--seats", "hard,medium,easy"], None);
}

#[test]
fn bench_mcts_reports_iterations_per_second() {
    let out = json(&["bench", "--game", "shape-up", "--mcts", "--iterations", "50", "--games", "2"], None);
    assert_eq!(out["mode"], "mcts");
    assert_eq!(out["iterations"], 50);
    assert!(out["moves"].as_u64().is_some_and(|m| m > 0));
    assert!(out["iterations_per_second"].as_f64().is_some_and(|r| r > 0.0));
    refused(&["bench", "--game", "shape-up", "--iterations", "50"], None);
}
