//! What one seat sees: the rows, the top and height of every stack, the dice.
//!
//! Covered tiles are hidden from everyone, their owner included, so the view holds
//! no trace of them while the game lasts: not their values, not a log that would name
//! them. The last take is shown because the tile it took is now the top of a stack.
//! Once the game is over [`View::result`] lays every stack open.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::dice::Dice;
use super::score::Count;
use super::tiles::{Side, Tile};
use crate::Seat;

/// A stack as everyone sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    /// Tiles in the stack.
    pub height: usize,
    /// The top tile, the only one shown.
    pub top: Option<Tile>,
}

/// A seat's two stacks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stacks {
    /// The hero stack.
    pub heroes: Pile,
    /// The villain stack.
    pub villains: Pile,
}

impl Stacks {
    /// The stack of `side`.
    pub fn of(&self, side: Side) -> &Pile {
        match side {
            Side::Hero => &self.heroes,
            Side::Villain => &self.villains,
        }
    }
}

/// The dice of the turn in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceView {
    /// Rolls made this turn (0 before the first).
    pub rolls: u8,
    /// Dice set aside: part of the result.
    pub aside: Dice,
    /// The dice of the last roll that are not set aside (none while a roll is due).
    pub rolled: Dice,
    /// Whether the mover may still set dice aside and roll again.
    pub can_reroll: bool,
}

impl DiceView {
    /// The result if the mover stops now: set-aside and rolled dice together.
    pub fn result(&self) -> Dice {
        self.aside.plus(self.rolled)
    }
}

/// One take, for the log line of the last turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakeReport {
    /// Who took.
    pub seat: Seat,
    /// The action that took it.
    pub action: Action,
    /// Where the tile went: the top of this side's stack of `seat`.
    pub side: Side,
    /// The tile taken.
    pub tile: Tile,
}

/// What one seat (or a spectator) sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Who is to play, unless the game is over.
    pub to_move: Option<Seat>,
    /// Whether the dice are to be rolled next (a chance action).
    pub awaiting_roll: bool,
    /// The hero row, left to right.
    pub heroes: Vec<Tile>,
    /// The villain row, left to right.
    pub villains: Vec<Tile>,
    /// Each seat's stacks.
    pub stacks: Vec<Stacks>,
    /// The dice of the turn in progress.
    pub dice: DiceView,
    /// The last take, if any.
    pub last: Option<TakeReport>,
    /// Once the game is over, each seat's count with every tile shown.
    pub result: Option<Vec<Count>>,
}
