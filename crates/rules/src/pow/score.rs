//! The end-of-game count.

use serde::{Deserialize, Serialize};

use super::tiles::Tile;

/// One seat's count at the end: heroes beyond the number of villains are dropped from
/// the top of the stack, then score = heroes kept - villains.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    /// The heroes that count, bottom of the stack first.
    pub heroes: Vec<Tile>,
    /// The heroes dropped from the top, bottom first.
    pub dropped: Vec<Tile>,
    /// Every villain, bottom first: extra villains are not dropped.
    pub villains: Vec<Tile>,
    /// Heroes kept plus villains (which are negative).
    pub score: i32,
}

/// Counts a seat's stacks, each given bottom first.
pub fn count(heroes: &[Tile], villains: &[Tile]) -> Count {
    let keep = heroes.len().min(villains.len());
    let (kept, dropped) = heroes.split_at(keep);
    let score = kept.iter().chain(villains).map(|t| t.points()).sum();
    Count { heroes: kept.to_vec(), dropped: dropped.to_vec(), villains: villains.to_vec(), score }
}
