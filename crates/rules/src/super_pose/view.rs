//! What one seat sees of a SUPER-POSE game, and the zones with their owners.

use serde::{Deserialize, Serialize};

use super::action::TurnReport;
use super::board::Tile;
use super::cards::{Animal, CardId};
use super::place::{Placement, Pos};
use super::score::Decider;
use super::zone::Zone;
use crate::Seat;

/// A zone on the board and the seat it belongs to: whoever created it, or last linked
/// it; `None` for none (a starting layout never has one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedZone {
    /// The zone.
    pub zone: Zone,
    /// Its owner.
    pub owner: Option<Seat>,
}

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Each seat's pack.
    pub packs: Vec<Animal>,
    /// Who is to play, unless the game is over.
    pub to_move: Option<Seat>,
    /// The top of every covered cell, row by row.
    pub board: Vec<(Pos, Tile)>,
    /// Every card laid, oldest first (starting cards included).
    pub placed: Vec<Placement>,
    /// The zones that exist now, with their owners.
    pub zones: Vec<OwnedZone>,
    /// The viewer's hand.
    pub hand: Vec<CardId>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// Cards left in each seat's deck.
    pub deck_left: Vec<usize>,
    /// Cards set aside unplayed, face up.
    pub set_aside: Vec<CardId>,
    /// Each seat's score (with teams, the team's pooled score).
    pub scores: Vec<i32>,
    /// Each seat's own points (equal to `scores` without teams).
    pub points: Vec<i32>,
    /// Every turn so far, oldest first.
    pub log: Vec<TurnReport>,
    /// Which rule decided the winner, once the game is over.
    pub decided_by: Option<Decider>,
}
