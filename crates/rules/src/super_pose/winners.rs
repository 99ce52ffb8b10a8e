//! Who wins a SUPER-POSE game in progress: each seat's side, the sides' scores, and
//! the winners with the rule that picked them ([`super::score`] holds the rules).

use super::score::{Decider, Sides};
use super::state::SuperPose;
use crate::{Game, Seat};

impl SuperPose {
    /// How seats make sides here.
    fn sides(&self) -> Sides {
        Sides { seats: self.seat_count(), teams: self.setup.teams }
    }

    /// The side a seat plays for: its team with teams, else itself.
    pub fn side(&self, seat: Seat) -> usize {
        self.sides().of(seat)
    }

    /// Each side's score.
    pub(super) fn side_scores(&self) -> Vec<i32> {
        self.sides().scores(&self.points)
    }

    /// The winners (every seat of the winning side) and the rule that picked them:
    /// points, then the largest zone owned, then the most zones owned, then shared.
    pub fn winners(&self) -> (Vec<Seat>, Decider) {
        self.sides().winners(&self.points, self.zones.iter().map(|z| (z.owner, z.zone.size())))
    }

    /// Zones `seat` itself owns.
    pub(super) fn own_zones(&self, seat: Seat) -> usize {
        self.zones.iter().filter(|z| z.owner == Some(seat)).count()
    }
}
