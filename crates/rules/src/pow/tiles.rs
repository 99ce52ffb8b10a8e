//! Hero and villain tiles.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Which kind of tile, row or stack: heroes (blue, shields and blue bubbles) or
/// villains (orange, skulls and orange bubbles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// Superheroes: worth points.
    Hero,
    /// Supervillains: cost points.
    Villain,
}

impl Side {
    /// Both sides, heroes first.
    pub const ALL: [Side; 2] = [Side::Hero, Side::Villain];

    /// 0 for heroes, 1 for villains: the index of per-side arrays.
    pub fn index(self) -> usize {
        match self {
            Side::Hero => 0,
            Side::Villain => 1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Hero => "hero",
            Side::Villain => "villain",
        })
    }
}

/// A tile, as its points: heroes positive (1 to 6), villains negative (-1 to -6).
/// In JSON a tile is that number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tile(pub i8);

impl Tile {
    /// The tile's points: its value, negative for villains.
    pub fn points(self) -> i32 {
        i32::from(self.0)
    }

    /// Heroes have positive values, villains negative.
    pub fn side(self) -> Side {
        if self.0 > 0 {
            Side::Hero
        } else {
            Side::Villain
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {:+}", self.side(), self.0)
    }
}
