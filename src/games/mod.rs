//! The game tables.

pub mod shape_up;
