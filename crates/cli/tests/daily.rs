//! `tabula daily`: the record of a day's deal, the one the app deals.

mod common;
use common::*;

#[test]
fn daily_prints_each_games_deal_of_the_day() {
    // The seeds of 2026-11-25, as the rules pin them (crates/rules/src/daily.rs).
    let pinned = [
        ("super-pose", "5921002088073618212", 1),
        ("shape-up", "12007588958032478248", 2),
        ("combo4x4", "3447440377277312672", 2),
        ("pow", "12815461221366113707", 2),
    ];
    for (game, seed, seats) in pinned {
        let out = json(&["daily", "--game", game, "--date", "2026-11-25"], None);
        assert_eq!(out["game"], game);
        assert_eq!(out["date"], "2026-11-25");
        assert_eq!(out["key"], format!("tabula daily 1/{game}/2026-11-25"));
        assert_eq!(out["player"], 0);
        assert_eq!(out["record"]["game"], game);
        assert_eq!(out["record"]["seed"].to_string(), seed, "{game}: the daily deal of 2026-11-25 changed");
        assert_eq!(out["record"]["actions"], serde_json::json!([]));
        if seats == 1 {
            assert!(out["computer"].is_null(), "{game} is solo");
        } else {
            assert_eq!(out["computer"], serde_json::json!({"seat": 1, "level": "hard"}));
        }
        // The whole output reads as a record: replay deals it for that many seats.
        let text = out.to_string();
        let replayed = json(&["replay", "-"], Some(&text));
        assert_eq!(replayed["scores"].as_array().map(Vec::len), Some(seats), "{game}");
        assert_eq!(replayed["actions"], 0);
        let next = json(&["daily", "--game", game, "--date", "2026-11-26"], None);
        assert_ne!(next["record"]["seed"], out["record"]["seed"], "{game}: two days, one deal");
    }
    // Without --date: today's, whatever that is, and a deal of the game.
    let today = json(&["daily", "--game", "pow"], None);
    assert_eq!(today["record"]["game"], "pow");
    assert_eq!(today["date"].as_str().map(str::len), Some(10));
}

#[test]
fn daily_refuses_what_is_no_date() {
    for (date, says) in [
        ("2026-02-29", "2026-02 has 28 days, not 29"),
        ("2026-13-01", "no month 13"),
        ("25/11/2026", "write YYYY-MM-DD"),
        ("1969-12-31", "outside 1970 to 9999"),
    ] {
        let message = refused(&["daily", "--game", "shape-up", "--date", date], None);
        assert!(message.contains(says), "{date}: {message}");
    }
    let message = refused(&["daily", "--game", "chess", "--date", "2026-11-25"], None);
    assert!(message.contains("unknown game"), "{message}");
}
