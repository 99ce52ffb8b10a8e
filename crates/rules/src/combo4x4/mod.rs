//! Combo 4x4, an abstract board and card game for 2 players (Super Duper Games).
//!
//! Red and Black each have 4 men on a 4x4 board, starting in opposite corners. Each
//! turn the mover discards one of the 3 open cards in hand to move one of their own
//! men as the card says, then draws back to 3 from a shared deck of 40 (the discards
//! are shuffled into a new deck when it runs out). The first player to make two
//! *combos* of different types wins: all four men on the corners, on a long diagonal,
//! on a full row or column, or on the four centre cells. A player who cannot move with
//! any card in hand loses at once.
//!
//! House readings (all in `docs/RULES.md`, "Combo 4x4"):
//! - directions of every card as the rulings list them; Jump goes over one adjacent
//!   man of either colour (8 directions), Trade and Switch swap with an enemy man only
//!   (swapping two identical own men would change nothing, so it is not a move), Push
//!   shoves one or two men of either colour one cell on, in any of the 8 directions;
//! - a combo counts for the player whose own move forms it; it is declared at once;
//!   rows and columns are one type ("orthogonal"), the two long diagonals are one
//!   type ("diagonal");
//! - the game has no draw and no turn limit.
//!
//! Three named variants give the other sensible reading of "adjacent" (orthogonally
//! adjacent) on the cards whose text hinges on it; see [`Setup`].

mod action;
mod board;
mod card;
mod cell;
mod describe;
mod moves;
mod notation;
mod report;
mod setup;
mod state;
mod view;

pub use action::{Action, IllegalAction};
pub use board::{Board, Combo};
pub use card::Card;
pub use cell::{Cell, Cells, ParseCellError};
pub use moves::Rules;
pub use report::{pushed, Report};
pub use setup::Setup;
pub use state::{Combo4x4, Position};
pub use view::{End, View};
