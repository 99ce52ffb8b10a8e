//! Best-score tables of solo games, one key each: `tabula.best.<game>` (SUPER-POSE's
//! is `super-pose`), in the store's packed form under the tag `b1.`.

use serde::{Deserialize, Serialize};

use super::{local, pack, unpack};
use crate::error::AppError;

const PREFIX: &str = "tabula.best.";
const FORMAT: &str = "b1.";

/// One line of a solo best-score table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    /// The player's name.
    pub name: String,
    /// Final score.
    pub score: i32,
    /// Which variants, in words chosen by the game (e.g. "flowers, chameleons").
    pub variant: String,
    /// When, milliseconds since the epoch (whole).
    pub when: u64,
    /// The save it came from, so a game is entered once.
    pub save: String,
}

/// How many lines a best-score table keeps.
pub const KEPT: usize = 10;

/// The best-score table kept under `key` (e.g. `super-pose`), best first. A damaged
/// table reads as empty and is only replaced when a new score is added.
pub fn scores(key: &str) -> Vec<Best> {
    local()
        .and_then(|st| st.get_item(&format!("{PREFIX}{key}")).ok().flatten())
        .and_then(|raw| unpack(FORMAT, &raw).ok())
        .unwrap_or_default()
}

/// Adds a score to the table under `key` unless that save is already in it; returns
/// the table, best first, at most [`KEPT`] lines.
pub fn add(key: &str, entry: Best) -> Result<Vec<Best>, AppError> {
    let mut all = scores(key);
    if !all.iter().any(|b| b.save == entry.save) {
        all = merge(all, entry);
        let st = local().ok_or(AppError::NoStorage)?;
        let text = pack(FORMAT, &all)?;
        st.set_item(&format!("{PREFIX}{key}"), &text).map_err(|_| AppError::StorageRefused)?;
    }
    Ok(all)
}

/// The table with `entry` in its place: higher scores first, earlier first on a tie.
pub fn merge(mut all: Vec<Best>, entry: Best) -> Vec<Best> {
    all.push(entry);
    all.sort_by(|a, b| b.score.cmp(&a.score).then(a.when.cmp(&b.when)));
    all.truncate(KEPT);
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_scores_keep_the_top_ten_best_first() {
        let entry =
            |score, when| Best { name: "A".into(), score, variant: String::new(), when, save: when.to_string() };
        let mut all = Vec::new();
        for i in 0..12u64 {
            all = merge(all, entry((i % 5) as i32, i));
        }
        assert_eq!(all.len(), KEPT);
        assert_eq!(all.iter().map(|b| b.score).collect::<Vec<_>>(), [4, 4, 3, 3, 2, 2, 1, 1, 1, 0]);
        assert!(all[0].when < all[1].when, "the earlier of two equal scores ranks first");
    }
}
