//! Computer players for the Tabula games.
//!
//! Bots are pure functions of what their seat may see and a seeded [`Rng`]: the same
//! view and generator state always give the same choice, on every platform. They use
//! no threads and no clock, so they run the same natively and in WebAssembly; their
//! effort is bounded by counts (see [`shape_up::Config`]), or by a clock the caller
//! hands in ([`Budget::Time`]): this crate never reads the time itself.
//!
//! [`choose`] is the one entry point for every game and [`Level`]: Easy and Medium are
//! the heuristic players (Easy with some random moves), Hard is information-set MCTS
//! ([`ismcts`]) over what the seat may see. [`uct`] is plain perfect-information UCT,
//! a yardstick for the rules' speed.
//!
//! [`Rng`]: tabula_rules::rng::Rng

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ask;
mod bot_game;
mod choose;
pub mod combo4x4;
mod combo_deep;
mod combo_search;
pub mod figures;
mod halving;
mod impls;
pub mod ismcts;
mod level;
pub mod pow;
mod random;
pub mod rating;
pub mod review;
pub mod shape_up;
pub mod super_pose;
pub mod uct;

pub use bot_game::BotGame;
pub use choose::{choose, choose_in, daily_reply};
pub use level::{offered, offered_level, Budget, Level, UnknownLevel, EXPERT_FACTOR};
pub use random::random;
