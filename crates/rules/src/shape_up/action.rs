//! A Shape Up! turn ([`Action`]) and why one is refused.

use serde::{Deserialize, Serialize};

use super::{Cell, Shift};

/// One turn: play a card from hand on a cell, with an optional move of another card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// Index of the played card in the mover's hand (always 0 in the basic game, where
    /// the hand is the card just drawn).
    pub card: u8,
    /// Where the card is played.
    pub play: Cell,
    /// The optional move.
    pub shift: Option<Shift>,
}

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// No such card in hand.
    #[error("there is no such card in hand")]
    NoSuchCard,
    /// The first card of a round goes in the middle of the table.
    #[error("the first card goes in the middle of the table")]
    FirstCardOffCentre,
    /// The cell already holds a card.
    #[error("that cell already holds a card")]
    Occupied,
    /// The card would touch no other card.
    #[error("a card must be played next to another card")]
    NotAdjacent,
    /// The layout would not fit a 5x3 window.
    #[error("the layout must fit in 5 by 3 cards")]
    OutsideWindow,
    /// The move starts from a cell without a card that was there at the start of the turn.
    #[error("there is no card to move there")]
    NothingToMove,
    /// The move ends on a card.
    #[error("a card can only move to an empty cell")]
    MoveOntoCard,
    /// The moved card would touch no other card.
    #[error("a moved card must end next to another card")]
    MoveNotAdjacent,
    /// The move would take the layout out of the 5x3 window.
    #[error("after the move the layout must fit in 5 by 3 cards")]
    MoveOutsideWindow,
}
