//! Why a game by link does not check: each error names what to tell the player.

use super::dealing::DealError;
use crate::RecordError;

/// Why a [`Fair`] does not check. Each names what to tell the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FairError {
    /// The base record cannot be read or dealt.
    #[error("{0}")]
    Record(RecordError),
    /// A link of the ledger does not fit the game or the secrets before it.
    #[error("the link sent after move {at} does not check: {reason}")]
    Handover {
        /// Its place in the ledger, from 0.
        index: usize,
        /// The number of moves it was sent after.
        at: usize,
        /// What does not fit.
        reason: &'static str,
    },
    /// The first move that does not check: a roll that is not the one the secrets
    /// give, or a move the dealt cards do not allow.
    #[error("move {} ({action}) does not check: {reason}", index + 1)]
    Move {
        /// The action's place in the record, from 0.
        index: usize,
        /// The action, in the game's notation.
        action: String,
        /// Why.
        reason: String,
    },
    /// A link made before fair play by link (format `1.`).
    #[error("this game started before this version of Tabula, which checks every roll and draw: start a new game")]
    OldFormat,
    /// Bytes of a format later than this version's: a newer app made the link.
    #[error("this link comes from a newer version of Tabula: reload the page to take it, then open the link again")]
    NewerVersion,
    /// A link from a seat whose earlier links committed to a secret it does not
    /// reveal: another device answered for that seat (the device that answered first
    /// plays it).
    #[error("the link sent after move {at} is not from the device that plays seat {}", seat + 1)]
    SeatElsewhere {
        /// Its place in the ledger, from 0.
        index: usize,
        /// The number of moves it was sent after.
        at: usize,
        /// The seat, from 0.
        seat: usize,
    },
    /// The device has lost the secret it committed to (its save was replaced).
    #[error("the secret this device committed to for this game is missing")]
    NoSecret,
    /// A seat's hidden deck does not fit its commitment or its place.
    #[error("the deck of seat {} does not check: {reason}", seat + 1)]
    Deck {
        /// The seat, from 0.
        seat: usize,
        /// What does not fit.
        reason: &'static str,
    },
    /// This device holds a deck secret for a seat whose deck another device committed
    /// to: the game was opened on a device that did not play that seat.
    #[error("the cards of seat {} are kept on the device that played it: open this link there", seat + 1)]
    OtherDevice {
        /// The seat, from 0.
        seat: usize,
    },
    /// The cards the devices deal ([`Dealing`]) do not check.
    #[error("{0}")]
    Dealing(DealError),
    /// The game is over but a seat's hidden deck is not revealed yet: its moves are
    /// not checked.
    #[error("the cards of seat {} are not revealed yet", seat + 1)]
    Unrevealed {
        /// The seat, from 0.
        seat: usize,
    },
}
