//! A Combo 4x4 turn ([`Action`]) and why one is refused.

use serde::{Deserialize, Serialize};

use super::{Card, Cell};

/// One turn: discard `card` from hand and move the man on `from` to `to` by it.
/// For Trade and Switch `to` is the enemy man swapped with; for Push it is the cell
/// the pusher moves into. Records spell it `{"card":"Push","from":5,"to":6}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// The kind of card played (any copy in hand: they are alike).
    pub card: Card,
    /// The cell of the mover's man.
    pub from: Cell,
    /// Where that man ends.
    pub to: Cell,
}

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A cell number outside 0..16.
    #[error("that cell is not on the board")]
    OffBoard,
    /// The mover holds no such card.
    #[error("there is no such card in hand")]
    NotInHand,
    /// `from` does not hold one of the mover's men.
    #[error("the move must start from one of your own men")]
    NotYourMan,
    /// The card does not allow that move.
    #[error("that card does not allow that move")]
    NotAllowed,
}
