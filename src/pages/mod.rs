//! Pages that are not a game table.

pub mod bench;
pub mod daily;
pub mod home;
pub mod home_rating;
pub mod learn;
pub mod link;
pub mod pictures;
pub mod rules;
pub mod saves_file;
pub mod setup;
pub mod setup_seat;
pub mod setup_super_pose;
#[cfg(test)]
mod shell_tests;
pub mod sp_free_layout;
pub mod turn;
pub mod your_games;
