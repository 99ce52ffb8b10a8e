//! The numbers of the game and the faces of its dice, in one place.
//!
//! The rulebook scan gives the symbols and the counts of tiles and dice but not the
//! tile values nor how the die faces split; these are the house readings of
//! `docs/RULES.md` ("POW"). Change them here and nowhere else (and bump
//! [`RULES_VERSION`](super::Pow) when a change would replay old records differently).

use serde::{Deserialize, Serialize};

use super::tiles::Side;

/// The 12 hero tiles, by value (each worth its value).
pub const HEROES: [i8; 12] = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6];

/// The 12 villain tiles, by value (each costs its value).
pub const VILLAINS: [i8; 12] = [-1, -1, -2, -2, -3, -3, -4, -4, -5, -5, -6, -6];

/// The six faces of every die: shield x2, skull x2, one bubble of each colour.
pub const DIE: [Face; 6] = [Face::Shield, Face::Shield, Face::Skull, Face::Skull, Face::BlueBubble, Face::OrangeBubble];

/// Dice rolled at the start of a turn.
pub const DICE: usize = 5;

/// Rolls a turn may have at most.
pub const ROLLS: u8 = 3;

/// Bubbles of one colour needed to steal the top tile of an opponent's stack.
pub const STEAL_TOP: u8 = 3;

/// Bubbles of one colour that let the thief name any tile of the stack.
pub const STEAL_ANY: u8 = 4;

/// Fewest seats.
pub const MIN_SEATS: u8 = 2;

/// Most seats.
pub const MAX_SEATS: u8 = 5;

/// A die face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Face {
    /// Blue shield: counts towards a hero from the row.
    Shield,
    /// Orange skull: counts towards a villain from the row.
    Skull,
    /// Blue bubble: three or more steal a hero.
    BlueBubble,
    /// Orange bubble: three or more steal a villain.
    OrangeBubble,
}

impl Face {
    /// Every face, in the order [`Dice`] counts them.
    pub const ALL: [Face; 4] = [Face::Shield, Face::Skull, Face::BlueBubble, Face::OrangeBubble];

    /// The face that takes a tile of `side` from the row.
    pub fn row(side: Side) -> Face {
        match side {
            Side::Hero => Face::Shield,
            Side::Villain => Face::Skull,
        }
    }

    /// The bubble that steals a tile of `side`.
    pub fn bubble(side: Side) -> Face {
        match side {
            Side::Hero => Face::BlueBubble,
            Side::Villain => Face::OrangeBubble,
        }
    }
}
