//! The game tables.

pub mod combo4x4;
pub mod pow;
pub mod registry;
pub mod shape_up;
pub mod super_pose;
pub mod table;
