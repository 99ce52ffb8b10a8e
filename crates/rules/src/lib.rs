//! Pure rules of the Tabula games.
//!
//! Every game implements [`Game`]: a setup with its variants, a state built from that
//! setup and a seed, legal-action listing, [`Game::apply`] with a typed error, scores,
//! the end and its winners, and a per-seat [`Game::view`] that hides what that seat may
//! not see. A game in progress is a [`Record`] (game id, rules version, setup, seed,
//! actions); saves, undo, replays and share links are all that record replayed by a
//! [`Match`].
//!
//! This crate has no web types: it builds and tests natively and in WebAssembly alike.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod base64url;
pub mod by_link;
pub mod combo4x4;
pub mod daily;
pub mod fair;
mod game;
pub mod lesson;
pub mod link;
mod notation;
pub mod pow;
mod record;
pub mod registry;
pub mod rng;
pub mod shape_up;
pub mod summary;
pub mod super_pose;

pub use game::{Game, GameId, Outcome, OwnDeck, Seat, Turn};
pub use notation::NotationError;
pub use record::{Event, Match, Record, RecordError};
pub use registry::{Describe, GameInfo};
