//! What a POW action did, as every seat may know it. Takes are reported by place
//! (side and place in the row, or victim, side and depth), never by value: a tile
//! taken is shown on top of a stack only until another covers it, and covered tiles
//! are hidden from everyone, so a log of values would tell what the table hides.
//! The value of a tile on top is in the view.

use serde::{Deserialize, Serialize};

use super::{Dice, Face, Side};
use crate::Seat;

/// One action of a POW turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Report {
    /// The dice rolled for `seat` (a chance action).
    Rolled {
        /// Whose turn it is.
        seat: Seat,
        /// The faces, one a die rolled.
        faces: Vec<Face>,
    },
    /// `seat` set these dice aside to roll the others again.
    SetAside {
        /// Who.
        seat: Seat,
        /// The dice set aside.
        dice: Dice,
    },
    /// `seat` took the tile at `place` (from the left, from 1) of the row of `side`.
    Took {
        /// Who.
        seat: Seat,
        /// Which row.
        side: Side,
        /// Its place in the row before the take, from 1.
        place: usize,
        /// Whether it was the forced take (the dice allowed none).
        forced: bool,
    },
    /// `seat` stole from `victim`'s stack of `side` the tile `depth` below the top.
    Stole {
        /// The thief.
        seat: Seat,
        /// The seat robbed.
        victim: Seat,
        /// Which stack.
        side: Side,
        /// Tiles above the one stolen: 0 is the top.
        depth: usize,
    },
}
