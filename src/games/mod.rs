//! The game tables.

pub mod shape_up;
pub mod super_pose;
pub mod table;
