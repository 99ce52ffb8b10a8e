//! POW, a dice game for 2 to 5 players.
//!
//! Twelve heroes and twelve villains lie face up in two shuffled rows. On a turn the
//! mover rolls five dice up to three times, setting at least one die aside before each
//! new roll, then takes one tile: N shields take the N-th hero from the left, N skulls
//! the N-th villain, three bubbles of one colour steal the top tile of that colour's
//! stack (blue: heroes, orange: villains) from an opponent, four or five any tile of
//! it, named by its depth. Taken tiles go on top of the taker's stacks, where only the
//! top tile shows. When the rows are empty, heroes beyond the number of villains are
//! dropped from the top and the score is heroes minus villains.
//!
//! The numbers the rulebook does not give (tile values, die faces) are in [`data`].
//!
//! House readings (all in `docs/RULES.md`, "POW"), among them:
//! - dice rolls are chance actions of the record ([`Action::Roll`]), drawn by the
//!   driver from the record's seed, so replays and links are exact;
//! - a roll after the first needs at least one more die set aside and at least one
//!   left to roll: so a turn that rolled one die on its second roll has no third (the
//!   rulebook's note), and setting aside is cumulative;
//! - the choice to set dice aside is listed once per multiset of faces
//!   ([`Action::SetAside`] of a [`Dice`] count): the dice are interchangeable;
//! - the mover may stop after any roll; when the dice then allow no take the only
//!   take is [`Action::TakeForced`] (explicit in the record, so the log says it was
//!   forced): the most negative villain of the row, the leftmost of equals, else the
//!   lowest hero, the leftmost of equals;
//! - seat 0 plays first; the game ends as soon as both rows are empty;
//! - the view carries no log of past takes (it would name covered tiles), only the
//!   last take, whose tile is now on top of a stack.

mod action;
pub mod data;
mod describe;
mod dice;
mod moves;
mod notation;
mod redact;
mod report;
mod score;
mod setup;
mod state;
mod tiles;
mod view;

pub use action::{Action, IllegalAction};
pub use data::Face;
pub use dice::Dice;
pub use redact::REDEAL_TRIES;
pub use report::Report;
pub use score::{count, Count};
pub use setup::{Deal, Setup};
pub use state::Pow;
pub use tiles::{Side, Tile};
pub use view::{DiceView, Pile, Stacks, TakeReport, View};
