//! What a Combo 4x4 move did. Hands are open, so the card drawn is public too; only
//! the order of the deck is hidden, and no report tells it.

use serde::{Deserialize, Serialize};

use super::{Board, Card, Cell, Cells, Combo, End};
use crate::Seat;

/// One move and what followed from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Who moved.
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// Where the mover's man started.
    pub from: Cell,
    /// Where it ended.
    pub to: Cell,
    /// Other men the move displaced, each `(from, to)`: the enemy man a Trade or a
    /// Switch swapped, or the men a Push shoved, nearest first.
    pub displaced: Vec<(Cell, Cell)>,
    /// The combo the move made, declared at once.
    pub combo: Option<Combo>,
    /// The mover's men after the move: with a combo, the cells that made it.
    pub men: Cells,
    /// Whether the discards were shuffled into a new deck before the draw.
    pub reshuffled: bool,
    /// The card the mover drew (none when the move won).
    pub drew: Option<Card>,
    /// How the game ended, if this move ended it (a win, or the next seat stuck).
    pub end: Option<End>,
}

/// The men a push from `from` into `to` shoves on `board`, each with where it goes
/// (see [`Board::pushed`]).
pub fn pushed(board: Board, from: Cell, to: Cell) -> Vec<(Cell, Cell)> {
    board.pushed(from, to)
}
