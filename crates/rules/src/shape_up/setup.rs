//! A Shape Up! setup: seats, variants and explicit deals.

use serde::{Deserialize, Serialize};

use super::Card;

/// Seats and variants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 or 3.
    pub seats: u8,
    /// Advanced Shape Up!: hands of 3, the card left in hand is the victory card.
    pub advanced: bool,
    /// Rounds to play: 1, or 4 for the full game (scores add up).
    pub rounds: u8,
    /// Seat that starts the first round; the start passes on each round.
    #[serde(default)]
    pub first: u8,
    /// Explicit deals for the first rounds, each the 18 cards in dealing order (hidden
    /// card, victory cards or hands by seat, then the deck top first). Rounds without
    /// one are shuffled from the seed. Redacted share links use this; it is usually empty.
    #[serde(default)]
    pub deals: Vec<Vec<Card>>,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { seats: 2, advanced: false, rounds: 1, first: 0, deals: Vec::new() }
    }
}

impl Setup {
    /// Whether the setup can be played, and if not why.
    pub(super) fn check(&self) -> Result<(), String> {
        if !(2..=3).contains(&self.seats) {
            return Err(format!("Shape Up! is for 2 or 3 players, not {}", self.seats));
        }
        if !(1..=4).contains(&self.rounds) {
            return Err(format!("a game is 1 to 4 rounds, not {}", self.rounds));
        }
        if self.first >= self.seats {
            return Err(format!("there is no seat {} to start", self.first));
        }
        if self.deals.len() > usize::from(self.rounds) {
            return Err("more deals than rounds".into());
        }
        for d in &self.deals {
            let mut sorted = d.clone();
            sorted.sort();
            if sorted != Card::all().collect::<Vec<_>>() {
                return Err("a deal must hold each of the 18 cards once".into());
            }
        }
        Ok(())
    }
}
