//! What a seat (or chance) does, and why the rules may refuse it.

use serde::{Deserialize, Serialize};

use super::data::Face;
use super::dice::Dice;
use super::tiles::Side;
use crate::Seat;

/// One action: a roll of the dice (chance), or a decision of the seat to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Chance: the faces of the dice rolled, one per die not set aside.
    Roll(Vec<Face>),
    /// Set these dice of the last roll aside (at least one) and roll the others (at
    /// least one) again. Dice are interchangeable, so the choice is which faces.
    SetAside(Dice),
    /// Stop and take from the row of this side the tile whose place, counted from
    /// the left from 1, is the number of shields (heroes) or skulls (villains).
    Take(Side),
    /// Stop and steal from `victim`'s stack of `side` (blue bubbles: heroes; orange:
    /// villains) the tile `depth` below the top: 0, the top, with 3 bubbles of that
    /// colour; any tile of the stack with 4 or 5.
    Steal {
        /// The opponent robbed.
        victim: Seat,
        /// Which stack.
        side: Side,
        /// Tiles above the one stolen: 0 is the top.
        depth: usize,
    },
    /// Stop when the dice allow no take: the rules force the most negative villain
    /// of the row (the leftmost of equals), or when no villain is left the lowest
    /// hero.
    TakeForced,
}

/// Why an action is illegal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A roll is recorded where a seat must decide.
    #[error("no roll is due: the seat to move decides")]
    NoRollDue,
    /// A decision is recorded where the dice must be rolled.
    #[error("the dice must be rolled first")]
    RollDue,
    /// A roll of the wrong number of dice.
    #[error("{expected} dice are rolled, not {found}")]
    DiceCount {
        /// Dice not set aside.
        expected: usize,
        /// Faces in the roll.
        found: usize,
    },
    /// The third roll was the last, or one die was rolled on the second.
    #[error("no roll is left this turn: take a tile")]
    NoRollLeft,
    /// Rolling again needs at least one die set aside.
    #[error("set at least one die aside to roll again")]
    NothingAside,
    /// Rolling again needs at least one die left to roll.
    #[error("leave at least one die to roll")]
    NothingToRoll,
    /// Dice set aside that the last roll does not show.
    #[error("the last roll does not show those dice")]
    NotRolled,
    /// No shield (or skull) to take from the row.
    #[error("no die shows the face that takes a {1} from the row")]
    NoDice(Face, Side),
    /// More shields (or skulls) than tiles in the row.
    #[error("the {1} row has no tile number {0} from the left")]
    NoSuchTile(usize, Side),
    /// Fewer than 3 bubbles of the colour.
    #[error("stealing a {0} needs at least 3 bubbles of its colour")]
    NotEnoughBubbles(Side),
    /// The victim is the mover or no seat at all.
    #[error("seat {0} is not an opponent")]
    NotAnOpponent(Seat),
    /// The victim's stack is empty.
    #[error("seat {0} has no {1} to steal")]
    EmptyStack(Seat, Side),
    /// Three bubbles steal only the top tile.
    #[error("3 bubbles steal only the top tile; 4 or 5 may name another")]
    TopOnly,
    /// Deeper than the stack.
    #[error("the stack has no tile at depth {0}")]
    TooDeep(usize),
    /// The forced take is only for dice that allow no take.
    #[error("the dice allow a take: the forced take is only for dice that allow none")]
    NotForced,
}
