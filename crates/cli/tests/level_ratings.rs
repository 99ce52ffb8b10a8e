//! The levels' ratings the app rates players against, and shows on the setup page
//! (`crates/bots/src/level_ratings.in`), are the committed `tabula ratings` runs in
//! `crates/bots/ratings/`, to the figure: this test writes the file from the runs
//! with `UPDATE_LEVEL_RATINGS=1` (which `scripts/level-ratings.sh` does after the
//! runs) and otherwise fails if the two differ, so a hand edit cannot slip in.

use std::fs;
use std::path::PathBuf;

use serde_json::Value;
use tabula_bots::Level;
use tabula_rules::GameId;

fn bots() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../bots")
}

/// One game's row of the file: its comment (the command that made the run) and the
/// 2-seat Glicko-2 figures of every level.
fn row(game: GameId) -> String {
    let path = bots().join(format!("ratings/{}.json", game.as_str()));
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let run: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(run["game"], game.as_str(), "{} is another game's run", path.display());
    assert!(run["iterations"].is_null(), "{}: the levels must search with their own budget", path.display());
    let two = run["tables"]
        .as_array()
        .and_then(|t| t.iter().find(|t| t["seats"] == 2))
        .unwrap_or_else(|| panic!("{} has no 2-seat table", path.display()));
    let figure = |level: &str| {
        let l = two["levels"].as_array()?.iter().find(|l| l["level"] == level)?;
        Some((l["rating"].as_f64()?, l["deviation"].as_f64()?))
    };
    assert_eq!(two["model"], "glicko-2", "{}: the 2-seat table is Glicko-2's", path.display());
    let mut notes = Vec::new();
    let figures: Vec<String> = Level::ALL
        .iter()
        .map(|&level| {
            // A level the game does not offer plays as its strongest (POW's Expert,
            // as Hard): an old save that seated it is rated against that figure.
            let rated = tabula_bots::offered_level(game, level);
            if rated != level {
                notes.push(format!(
                    "{} is not offered and plays as {}: that level's figure",
                    level.as_str(),
                    rated.as_str()
                ));
            }
            let name = rated.as_str();
            let (r, d) = figure(name).unwrap_or_else(|| panic!("{}: no figure for {name}", path.display()));
            assert!(r.is_finite() && d.is_finite() && d > 0.0, "{}: {name} rated {r} ± {d}", path.display());
            format!("({r:.0}.0, {d:.0}.0)")
        })
        .collect();
    let seats: Vec<String> = run["tables"].as_array().into_iter().flatten().map(|t| t["seats"].to_string()).collect();
    let note = notes.iter().map(|n| format!("\n    // ({n}.)")).collect::<String>();
    format!(
        "    // {}: tabula ratings --game {} --games {} --seats {} --seed {}, digest {}.{note}\n    [{}],\n",
        game.title(),
        game.as_str(),
        run["games_per_pairing"],
        seats.join(","),
        run["seed"],
        run["digest"].as_str().unwrap_or_default(),
        figures.join(", ")
    )
}

fn expected() -> String {
    let rows: String = GameId::ALL.iter().map(|&g| row(g)).collect();
    format!(
        "// (rating, deviation) of each level (Easy, Medium, Hard, Expert) at 2 seats,\n\
         // Glicko-2, per game in the order of GameId::ALL, from the `tabula ratings` runs\n\
         // kept in crates/bots/ratings/. Written by scripts/level-ratings.sh: do not edit\n\
         // (crates/cli/tests/level_ratings.rs fails if this differs from the runs).\n[\n{rows}]\n"
    )
}

#[test]
fn the_levels_ratings_are_the_committed_runs() {
    let path = bots().join("src/level_ratings.in");
    let want = expected();
    if std::env::var_os("UPDATE_LEVEL_RATINGS").is_some() {
        fs::write(&path, &want).expect("level_ratings.in written");
    }
    let have = fs::read_to_string(&path).expect("level_ratings.in");
    assert!(have == want, "level_ratings.in is not the runs in crates/bots/ratings/: run scripts/level-ratings.sh");
}
