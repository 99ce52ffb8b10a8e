//! A SUPER-POSE turn ([`Action`]), why one is refused, and what one did.

use serde::{Deserialize, Serialize};

use super::board::PlayError;
use super::cards::{Animal, CardId};
use super::place::{Pos, Rotation};
use super::zone::ZoneScore;
use crate::Seat;

/// One turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Lay a card from hand, front up, calling out the animal it covers.
    Play {
        /// The card.
        card: CardId,
        /// Top left corner of its box.
        at: Pos,
        /// How it is turned.
        rot: Rotation,
        /// The called-out animal: one of the card's covers the same on the table.
        call: Animal,
        /// The shapes the mover gives chameleons by the adjacent rule, by cell, in
        /// cell order (shapes taken by covering are forced and not listed).
        shapes: Vec<(Pos, Animal)>,
    },
    /// House reading: a seat that can lay none of its cards sets one aside, unplayed
    /// and face up, so the game still ends.
    SetAside {
        /// The card.
        card: CardId,
    },
}

impl Action {
    /// The card the action takes out of the hand.
    pub fn card(&self) -> CardId {
        match *self {
            Action::Play { card, .. } | Action::SetAside { card } => card,
        }
    }
}

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The card is not in the mover's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// The card cannot be laid there.
    #[error(transparent)]
    Play(#[from] PlayError),
    /// Setting a card aside is only for a hand that cannot be laid anywhere.
    #[error("a card can only be set aside when none can be played")]
    CanPlay,
    /// A chameleon shape the rules do not allow this turn.
    #[error("a chameleon can only take the shape of an icon it touches, next to the card you play")]
    ChameleonShape,
}

/// What one turn did, for the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnReport {
    /// Who played.
    pub seat: Seat,
    /// What they did.
    pub action: Action,
    /// Each zone the turn changed, with its points.
    pub zones: Vec<ZoneScore>,
    /// The advanced rule card's point, when the mover's own zones reached 3 or 5.
    pub bonus: i32,
    /// The turn's points: the sum over the zones, and the bonus.
    pub points: i32,
}

impl std::fmt::Display for TurnReport {
    /// The turn in English for the log, e.g. "Fish draw card 2 calling Rabbit. Rabbit
    /// zones of 4 and 5 icons linked into 12: +4. Turn: +4". The app words the same
    /// fields in each of its languages.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.action {
            Action::Play { card, call, .. } => write!(f, "{card} calling {call}.")?,
            Action::SetAside { card } => write!(f, "{card} set aside: no card could be played.")?,
        }
        for z in &self.zones {
            write!(f, " {z}.")?;
        }
        if self.bonus > 0 {
            write!(f, " Advanced rule: +{}.", self.bonus)?;
        }
        write!(f, " Turn: +{}", self.points)
    }
}
