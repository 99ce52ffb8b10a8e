//! Shape Up! by Mo Holkar, for 2 or 3 players.
//!
//! Each turn the mover plays a card into the layout and may move one card that was
//! already there, before or after the play. The layout must stay inside a 5x3 (or 3x5)
//! window and every card played or moved must touch another card. When the cards run
//! out, each player scores the lines of their secret victory card.
//!
//! House readings (see `docs/RULES.md`, "Shape Up!", and the in-app rules page):
//! - the first card of a round is played at `(0, 0)`;
//! - the card moved in a turn is one that was in the layout at the start of the turn;
//! - a full game is 1 to 4 rounds; round `r` starts with seat `(first + r) % seats`.

mod action;
mod bits;
mod card;
mod cell;
mod change;
mod check;
mod describe;
mod frame;
mod notation;
pub mod places;
mod redact;
mod report;
mod score;
mod setup;
mod state;
mod view;

pub use action::{Action, IllegalAction};
pub use card::{Attribute, Card, Colour, Fill, Shape};
pub use cell::{after_turn, fits, Cell, Shift};
pub use change::{changes, Change};
pub use frame::turns;
pub use report::Report;
pub use score::{lines, total, Line};
pub use setup::Setup;
pub use state::ShapeUp;
pub use view::{RoundResult, View};
