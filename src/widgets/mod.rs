//! Pieces shared by every game table.

pub mod log;
pub mod pass;
pub mod share;
pub mod update;
