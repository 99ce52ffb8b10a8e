//! SUPER-POSE by Flavien Champenois and David Allanic, for 2 to 6 players.
//!
//! Cards of 2 x 3 icons are laid overlapping on a growing board. Each card must cover
//! an identical icon and hang at least partly off the cards below; 4 or more identical
//! icons in a 4-connected group from at least 2 cards form a zone, and creating,
//! growing and linking zones scores.
//!
//! House readings (all in `docs/RULES.md`, "SUPER-POSE", and the in-app rules page),
//! among them:
//! - the card faces and the ready starting layouts are ours ([`cards`] says why);
//! - the first player, who lays the starting cards, also takes the first turn;
//! - a seat that can lay none of its cards anywhere sets one of its choice aside,
//!   face up and unscored, so the game still ends when every card is out;
//! - a zone belongs to the seat that created it, or last linked it; growing or
//!   reducing it does not change hands. The tie-breaks (largest zone, then most
//!   zones) compare what each seat (or team) owns at the end;
//! - after a turn, zones the card left untouched but reduced are listed at 0 points,
//!   so the log can say so; a zone broken below 4 icons is simply gone;
//! - chameleons: a card's chameleon laid on another chameleon is not a match and is
//!   free to use the adjacent rule; a board chameleon copies only cells of the new card
//!   and a card's chameleon only board cells, chameleons that took a shape this turn
//!   counting as that shape (chains); the advanced card counts the zones the mover owns
//!   during the turn, chameleons shaped;
//! - teams: partners sit alternately (seat `s` with `s + seats / 2`); the race ends
//!   the game as soon as a team reaches the target (the app offers 35, the end of the
//!   score track);
//! - solo is the same game for one seat.

mod action;
pub mod board;
pub mod cards;
pub mod chameleon;
mod change;
mod describe;
mod moves;
mod notation;
mod place;
mod redact;
mod score;
mod setup;
mod start;
mod state;
mod turn;
mod view;
mod winners;
mod zone;

pub use action::{Action, IllegalAction, TurnReport};
pub use board::{Board, PlayError, Tile};
pub use cards::{Animal, CardId, Face, Icon, Kind};
pub use change::{changes, Change};
pub use place::{Placement, Pos, Rotation};
pub use score::{side_of, Decider};
pub use setup::{Deck, Setup};
pub use start::{lay, ready, ready_count, Start};
pub use state::SuperPose;
pub use view::{OwnedZone, View};
pub use zone::{score_turn, zones, Zone, ZoneEvent, ZoneScore};
