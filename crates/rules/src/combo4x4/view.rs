//! What one seat sees of a Combo 4x4 game, and how a game ended.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::{Board, Combo};
use super::{Card, Rules};
use crate::Seat;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// The winner made two combos of different types.
    TwoCombos,
    /// The loser could not move with any card in hand.
    NoMove,
}

/// What one seat sees: everything but the order of the deck (hands are open).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// The card readings in play.
    pub rules: Rules,
    /// The men.
    pub board: Board,
    /// The board as text, row by row from the top: `R` Red, `B` Black, `E` empty
    /// (e.g. `RREE/RREE/EEBB/EEBB`).
    pub diagram: String,
    /// Both hands, Red's then Black's, in the order the cards were drawn.
    pub hands: Vec<Vec<Card>>,
    /// Cards left in the deck.
    pub deck_left: usize,
    /// The discard pile, oldest first.
    pub discards: Vec<Card>,
    /// The combo types each seat has made, in the order made.
    pub combos: Vec<Vec<Combo>>,
    /// Who is to move, unless the game is over.
    pub to_move: Option<Seat>,
    /// Moves made so far.
    pub moves_made: u32,
    /// The last move, if any.
    pub last: Option<Action>,
    /// The combo the last move made, declared by the app.
    pub declared: Option<Combo>,
    /// The winner, once the game is over.
    pub winner: Option<Seat>,
    /// How the game ended, once it is over.
    pub end: Option<End>,
}
