//! Pieces shared by every game table.

pub mod chart;
pub mod log;
pub mod pass;
pub mod send_link;
pub mod share;
pub mod update;
