//! Computer players for the Tabula games.
//!
//! Bots are pure functions of what their seat may see and a seeded [`Rng`]: the same
//! view and generator state always give the same choice, on every platform. They use
//! no threads and no clock, so they run the same natively and in WebAssembly; their
//! effort is bounded by counts (see [`shape_up::Config`]), never by time.
//!
//! [`Rng`]: tabula_rules::rng::Rng

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod combo4x4;
mod random;
pub mod pow;
pub mod shape_up;
pub mod super_pose;

pub use random::random;
