//! The numbers of the game, in one place.
//!
//! The rulebook scan gives the symbols and the counts of tiles and dice but not the
//! tile values nor how the die faces split; these are the house readings of
//! `docs/RULES.md` ("POW"). Change them here and nowhere else (and bump
//! [`RULES_VERSION`](super::Pow) when a change would replay old records differently).

use super::dice::Face;

/// The 12 hero tiles, by value (each worth its value).
pub const HEROES: [i8; 12] = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6];

/// The 12 villain tiles, by value (each costs its value).
pub const VILLAINS: [i8; 12] = [-1, -1, -2, -2, -3, -3, -4, -4, -5, -5, -6, -6];

/// The six faces of every die: shield x2, skull x2, one bubble of each colour.
pub const DIE: [Face; 6] = [Face::Shield, Face::Shield, Face::Skull, Face::Skull, Face::BlueBubble, Face::OrangeBubble];

/// Dice rolled at the start of a turn.
pub const DICE: usize = 5;

/// Rolls a turn may have at most.
pub const ROLLS: u8 = 3;

/// Bubbles of one colour needed to steal the top tile of an opponent's stack.
pub const STEAL_TOP: u8 = 3;

/// Bubbles of one colour that let the thief name any tile of the stack.
pub const STEAL_ANY: u8 = 4;

/// Fewest seats.
pub const MIN_SEATS: u8 = 2;

/// Most seats.
pub const MAX_SEATS: u8 = 5;
