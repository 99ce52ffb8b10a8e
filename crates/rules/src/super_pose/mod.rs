//! SUPER-POSE by Flavien Champenois and David Allanic, for 2 to 6 players.
//!
//! Cards of 2 x 3 icons are laid overlapping on a growing board. Each card must cover
//! an identical icon and hang at least partly off the cards below; 4 or more identical
//! icons in a 4-connected group from at least 2 cards form a zone, and creating,
//! growing and linking zones scores.
//!
//! House readings (see `shared/RULINGS.md` and the in-app rules page):
//! - the card faces are ours ([`cards`] says why they are what they are);
//! - the first player also takes the first turn;
//! - a seat with no legal placement sets one card of its choice aside unplayed;
//! - a zone belongs to the seat that created or last linked it; the tie-breaks compare
//!   the zones each seat owns at the end.

pub mod board;
pub mod cards;
pub mod chameleon;
mod start;
mod state;

pub use board::{score_turn, zones, Board, Placement, PlayError, Pos, Rotation, Tile, Zone, ZoneEvent, ZoneScore};
pub use cards::{Animal, CardId, Face, Icon, Kind};
pub use start::{lay, ready, ready_count, Start};
pub use state::{Action, Deck, Decider, IllegalAction, OwnedZone, Setup, SuperPose, TurnReport, View};
