//! What a Shape Up! turn did, as every seat may know it.

use serde::{Deserialize, Serialize};

use super::{Card, Cell, Shift};
use crate::Seat;

/// One turn: the card played (face up from then on), where, the card moved if any
/// (it lay face up in the layout), and, when the turn ended a round, each seat's
/// points for it (the round's whole result, victory cards included, is public in
/// `View::results`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Who played.
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// Where.
    pub play: Cell,
    /// The card moved: from, to, and whether before the play.
    pub shift: Option<Shift>,
    /// The card the shift moved.
    pub moved: Option<Card>,
    /// Each seat's points for the round this turn ended, if it ended one.
    pub round_points: Option<Vec<u32>>,
}
