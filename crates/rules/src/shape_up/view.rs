//! What one seat sees of a Shape Up! game, and a finished round's result.

use serde::{Deserialize, Serialize};

use super::score::Line;
use super::{Card, Cell};
use crate::Seat;

/// The outcome of a finished round, public once the round is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The final layout.
    pub layout: Vec<(Cell, Card)>,
    /// Each seat's victory card.
    pub victory: Vec<Card>,
    /// The card dealt out of play.
    pub hidden: Card,
    /// Each seat's scoring lines.
    pub lines: Vec<Vec<Line>>,
    /// Each seat's points for the round.
    pub points: Vec<u32>,
}

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Number of seats.
    pub seats: usize,
    /// Whether this is the advanced game.
    pub advanced: bool,
    /// Current round, from 0.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Who is to play, unless the game is over.
    pub to_move: Option<Seat>,
    /// Cards in play.
    pub layout: Vec<(Cell, Card)>,
    /// The viewer's hand (in the basic game, the card drawn on the viewer's turn).
    pub hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// The viewer's victory card in the basic game.
    pub victory: Option<Card>,
    /// Cards left to draw.
    pub deck_left: usize,
    /// Points from finished rounds.
    pub totals: Vec<i32>,
    /// Finished rounds, everything revealed.
    pub results: Vec<RoundResult>,
    /// Whether the game is over.
    pub over: bool,
}
