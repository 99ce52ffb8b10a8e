//! Who wins a SUPER-POSE game: sides (seats, or teams of 2), their scores and their
//! holdings, and the tie-breaks.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// Which rule decided the winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decider {
    /// Most points.
    Points,
    /// Tied on points: the largest zone owned at the end.
    LargestZone,
    /// Still tied: the most zones owned at the end.
    MostZones,
    /// Still tied: the win is shared.
    Shared,
}

/// How seats make sides: each seat alone, or teams of 2 (seat `s` with `s + seats / 2`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Sides {
    /// Seats at the table.
    pub seats: usize,
    /// Whether partners play as a team.
    pub teams: bool,
}

/// The side `seat` plays for at a table of `seats`: with teams, partners sit
/// alternately (seats 0 and 2 of four, 0, 3 of six...); otherwise each seat is its own.
pub fn side_of(seat: Seat, seats: usize, teams: bool) -> usize {
    Sides { seats, teams }.of(seat)
}

impl Sides {
    /// The side `seat` plays for.
    pub fn of(self, seat: Seat) -> usize {
        if self.teams && self.seats >= 2 {
            seat % (self.seats / 2)
        } else {
            seat
        }
    }

    /// How many sides.
    pub fn count(self) -> usize {
        if self.teams {
            self.seats / 2
        } else {
            self.seats
        }
    }

    /// Each side's score from each seat's `points`.
    pub fn scores(self, points: &[i32]) -> Vec<i32> {
        let mut out = vec![0; self.count()];
        for (s, p) in points.iter().enumerate() {
            out[self.of(s)] += p;
        }
        out
    }

    /// Largest zone and number of zones each side owns, from each zone's owner and size.
    pub fn holdings(self, zones: impl Iterator<Item = (Option<Seat>, usize)>) -> Vec<(usize, usize)> {
        let mut out = vec![(0, 0); self.count()];
        for (owner, size) in zones {
            if let Some(h) = owner.map(|s| self.of(s)).and_then(|side| out.get_mut(side)) {
                *h = (h.0.max(size), h.1 + 1);
            }
        }
        out
    }

    /// The winners (every seat of the winning side) and the rule that picked them:
    /// points, then the largest zone owned, then the most zones owned, then shared.
    pub fn winners(self, points: &[i32], zones: impl Iterator<Item = (Option<Seat>, usize)>) -> (Vec<Seat>, Decider) {
        let (score, held) = (self.scores(points), self.holdings(zones));
        let mut field: Vec<usize> = (0..self.count()).collect();
        let keys: [(&dyn Fn(usize) -> i64, Decider); 3] = [
            (&|s| i64::from(score[s]), Decider::Points),
            (&|s| held[s].0 as i64, Decider::LargestZone),
            (&|s| held[s].1 as i64, Decider::MostZones),
        ];
        let mut decider = Decider::Shared;
        for (key, by) in keys {
            let best = field.iter().map(|&s| key(s)).max().unwrap_or(i64::MIN);
            field.retain(|&s| key(s) == best);
            if field.len() == 1 {
                decider = by;
                break;
            }
        }
        ((0..self.seats).filter(|&s| field.contains(&self.of(s))).collect(), decider)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_sit_alternately() {
        let four: Vec<usize> = (0..4).map(|s| side_of(s, 4, true)).collect();
        let six: Vec<usize> = (0..6).map(|s| side_of(s, 6, true)).collect();
        assert_eq!(four, [0, 1, 0, 1]);
        assert_eq!(six, [0, 1, 2, 0, 1, 2]);
        assert_eq!((0..3).map(|s| side_of(s, 3, false)).collect::<Vec<_>>(), [0, 1, 2]);
    }
}
