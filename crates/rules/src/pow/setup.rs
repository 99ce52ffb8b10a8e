//! A POW setup: seats and the two rows as dealt.

use serde::{Deserialize, Serialize};

use super::data::{HEROES, MAX_SEATS, MIN_SEATS, VILLAINS};
use super::tiles::Tile;
use crate::rng::Rng;

/// Tiles of each side.
pub(super) const PER_SIDE: usize = HEROES.len();

/// The two rows as dealt, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The hero row: each value of [`HEROES`] once.
    pub heroes: Vec<Tile>,
    /// The villain row: each value of [`VILLAINS`] once.
    pub villains: Vec<Tile>,
}

/// Seats and the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 5.
    pub seats: u8,
    /// The rows as dealt; `None` shuffles them from the seed. Redacted share links
    /// and tests use this; it is usually `None`.
    pub deal: Option<Deal>,
}

impl Setup {
    /// A game for `seats` seats dealt from the seed.
    pub fn new(seats: u8) -> Setup {
        Setup { seats, deal: None }
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::new(2)
    }
}

impl Setup {
    /// The deal of this setup and `seed`: the setup's if it has one, else shuffled.
    pub(super) fn deal(&self, seed: u64) -> Deal {
        if let Some(d) = &self.deal {
            return d.clone();
        }
        let mut heroes = HEROES.map(Tile).to_vec();
        let mut villains = VILLAINS.map(Tile).to_vec();
        Rng::new(seed, 0).shuffle(&mut heroes);
        Rng::new(seed, 1).shuffle(&mut villains);
        Deal { heroes, villains }
    }

    /// Whether the setup can be played, and if not why.
    pub(super) fn check(&self) -> Result<(), String> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(format!("POW is for {MIN_SEATS} to {MAX_SEATS} players, not {}", self.seats));
        }
        if let Some(d) = &self.deal {
            for (row, want, name) in [(&d.heroes, HEROES, "hero"), (&d.villains, VILLAINS, "villain")] {
                let mut sorted: Vec<i8> = row.iter().map(|t| t.0).collect();
                sorted.sort();
                let mut want = want.to_vec();
                want.sort();
                if sorted != want {
                    return Err(format!("the {name} row must hold each {name} tile once: {want:?}"));
                }
            }
        }
        Ok(())
    }
}
