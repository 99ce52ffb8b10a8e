//! A SUPER-POSE setup: seats, packs, variants, and how each seat's deck is dealt.

use serde::{Deserialize, Serialize};

use super::cards::{Animal, CardId, Kind, PACK_SIZE};
use super::start::Start;
use crate::rng::Rng;
use crate::Seat;

/// Cards in hand while the deck lasts.
pub(super) const HAND: usize = 3;

/// Which cards make each draw deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deck {
    /// The 5 draw cards; the 4 circle cards stay in the box.
    Five,
    /// The 5 draw cards and the 4 circle cards, which bring the chameleons in.
    Nine,
}

/// Seats and variants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 1 (the solo score chase) to 6.
    pub seats: u8,
    /// Each seat's pack; empty gives the packs in [`Animal::ALL`] order.
    pub packs: Vec<Animal>,
    /// The seat that lays the starting cards and plays first.
    pub first: u8,
    /// Whether the 2 flower starting cards join the 3 plain ones.
    pub flowers: bool,
    /// The starting layout.
    pub start: Start,
    /// The draw decks.
    pub deck: Deck,
    /// The advanced rule card: +1 point each time the mover's own count of existing
    /// zones (those they created or linked) reaches 3, and again 5.
    pub advanced: bool,
    /// Teams of 2 (4 or 6 seats, partners seated alternately: seat `s` plays with seat
    /// `s + seats / 2`): partners pool their points and their zones for the tie-breaks.
    pub teams: bool,
    /// With teams, the "race": the first team to reach this score wins at once (the
    /// app offers 35, the end of the score track). `None` plays every card.
    pub race: Option<u16>,
    /// Explicit deck orders for the first seats, top card first, each a permutation of
    /// that seat's deck. Seats without one are shuffled from the seed. Redacted share
    /// links use this; it is usually empty. An empty order marks a seat whose cards
    /// this copy of the game does not know (a game by link, on another seat's device):
    /// its deck is shuffled from the seed as a stand-in, and its moves are trusted to
    /// take cards it holds (`SuperPose::hidden`); the end of a game by link checks them
    /// on the true deal.
    pub deals: Vec<Vec<CardId>>,
}

impl Setup {
    /// The rules' first game: 3 plain starting cards, 5-card decks, no chameleons.
    pub fn first_game(seats: u8) -> Setup {
        Setup {
            seats,
            packs: Vec::new(),
            first: 0,
            flowers: false,
            start: Start::Ready(0),
            deck: Deck::Five,
            advanced: false,
            teams: false,
            race: None,
            deals: Vec::new(),
        }
    }

    /// The flower variant: all 5 starting cards.
    pub fn with_flowers(seats: u8) -> Setup {
        Setup { flowers: true, ..Setup::first_game(seats) }
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::first_game(2)
    }
}

/// Dealing.
impl Setup {
    /// The seat's deck in drawing order, top first.
    pub(super) fn deal_order(&self, packs: &[Animal], seed: u64, seat: Seat) -> Vec<CardId> {
        if let Some(d) = self.deals.get(seat).filter(|d| !d.is_empty()) {
            return d.clone();
        }
        let mut cards = self.deck_cards(packs.get(seat).copied().unwrap_or(Animal::Cat));
        Rng::new(seed, seat as u64).shuffle(&mut cards);
        cards
    }

    /// Whether this copy of the game does not know `seat`'s cards (see `deals`).
    pub(super) fn hidden(&self, seat: Seat) -> bool {
        self.deals.get(seat).is_some_and(Vec::is_empty)
    }

    /// The cards of a pack's deck, in number order.
    pub(super) fn deck_cards(&self, pack: Animal) -> Vec<CardId> {
        let wanted = |k: Kind| k == Kind::Draw || (self.deck == Deck::Nine && k == Kind::Circle);
        (0..PACK_SIZE).map(|i| CardId::pack(pack, i)).filter(|c| wanted(c.kind())).collect()
    }

    /// Each seat's pack: as chosen, or the first packs in [`Animal::ALL`] order.
    pub(super) fn packs_dealt(&self) -> Vec<Animal> {
        if self.packs.is_empty() {
            Animal::ALL.iter().copied().take(usize::from(self.seats)).collect()
        } else {
            self.packs.clone()
        }
    }

    pub(super) fn check(&self, packs: &[Animal]) -> Result<(), String> {
        if !(1..=6).contains(&self.seats) {
            return Err(format!("SUPER-POSE is for 1 to 6 players, not {}", self.seats));
        }
        if self.teams && !matches!(self.seats, 4 | 6) {
            return Err("teams of 2 need 4 or 6 players".into());
        }
        if self.race.is_some() && !self.teams {
            return Err("the race ending is a team variant".into());
        }
        if packs.len() != usize::from(self.seats) {
            return Err("each seat needs one pack".into());
        }
        if (1..packs.len()).any(|i| packs[..i].contains(&packs[i])) {
            return Err("two seats cannot share a pack".into());
        }
        if self.first >= self.seats {
            return Err(format!("there is no seat {} to start", self.first));
        }
        if self.deals.len() > packs.len() {
            return Err("more deals than seats".into());
        }
        for (d, &pack) in self.deals.iter().zip(packs).filter(|(d, _)| !d.is_empty()) {
            let mut sorted = d.clone();
            sorted.sort();
            if sorted != self.deck_cards(pack) {
                return Err(format!("a deal must hold each card of the {pack} deck once"));
            }
        }
        Ok(())
    }
}
