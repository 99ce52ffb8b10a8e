//! Shape Up!'s deals in a game played by link: every round's pack shuffled by each
//! device in turn over [`poker`](super::poker), and the shares each device adds to the
//! links it sends, just in time, so that each seat opens its own cards (its victory
//! card, its draws, its advanced hand) and nobody else's.
//!
//! A *party* is a device, named by the seat whose links it sends; [`Dealing::hosts`]
//! says which party plays each seat (none for a computer seat: every party opens its
//! cards for all, as every device plays it). The schedule, in [`Dealing::act`]: a
//! party shuffles each round's pack once, the current round's and the next one's, as
//! soon as the party before it has; once every party has, it gives its share of
//! every place held by a seat it does not play, now or before its own next turn (so
//! the next player can draw without waiting), never of a place its own seats hold nor
//! of the hidden card. A card played is opened by its player's share, given in the
//! link that plays it. When a round is over every party reveals its secret of that
//! round and every device checks the round's shuffles and shares
//! ([`Dealing::known`]).
//!
//! `docs/ARCHITECTURE.md`, "Hidden cards", says what this stops and what it does not.

mod open;
mod schedule;

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::poker::{Deal, Point, Sealed};
use super::{Secret, PROTOCOL};
use crate::shape_up::places::{stand_in_deal, PLACES};
use crate::shape_up::{Card, ShapeUp};
use crate::{Game, GameId, Match, Record, Seat};

/// One party's share of one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    /// The place in the round's deal.
    pub place: u8,
    /// The party that gave it.
    pub party: u8,
    /// The share.
    pub share: Point,
}

/// One round's deal as the links carry it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRound {
    /// The parties that have shuffled, in order.
    pub shuffled: Vec<u8>,
    /// SHA-256 of each deck sent before the latest (the end check recomputes them).
    pub earlier: Vec<[u8; 32]>,
    /// The latest deck; none once the round is two rounds past and every device
    /// has checked it (`earlier` then holds every deck's digest, `given` nothing).
    pub deck: Vec<Sealed>,
    /// The latest deck's key.
    pub key: Point,
    /// The shares given so far.
    pub given: Vec<Given>,
    /// Each party's secret of this round, revealed once the round is over.
    pub reveals: Vec<(u8, Secret)>,
}

/// Shape Up!'s deals in a game played by link.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dealing {
    /// Per seat, the party that plays it; `None` for a computer seat.
    pub hosts: Vec<Option<u8>>,
    /// The rounds shuffled so far.
    pub rounds: Vec<DealRound>,
}

/// Why the deals of a game by link do not check.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// The seats and their parties do not fit the game.
    #[error("the seats of the deal do not fit the game")]
    Hosts,
    /// A deck, share or reveal that does not fit.
    #[error("round {}'s deal does not check: {reason}", round + 1)]
    Round {
        /// The round, from 0.
        round: usize,
        /// What does not fit.
        reason: String,
    },
    /// A place of a round's deal whose card does not open as dealt: a share of it
    /// is wrong (a card played that was not drawn, say).
    #[error("round {}'s deal does not check: {reason}", round + 1)]
    Place {
        /// The round, from 0.
        round: usize,
        /// The place in the round's deal.
        place: usize,
        /// What does not fit.
        reason: String,
    },
    /// A record that does not replay.
    #[error("{0}")]
    Record(String),
    /// Bytes that are not a deal.
    #[error("the deal is damaged")]
    Damaged,
}

fn bad(round: usize, reason: impl Into<String>) -> DealError {
    DealError::Round { round, reason: reason.into() }
}

fn deal_of(record: &Record<ShapeUp>, round: usize) -> Deal {
    Deal::new(GameId::ShapeUp, record.seed, round as u32, PLACES)
}

/// A party's secret for one round: HMAC-SHA-256 keyed by its device's secret for the
/// game, over the round. Revealing it at the round's end tells nothing of the others.
pub fn round_secret(secret: &Secret, record: &Record<ShapeUp>, round: usize) -> Secret {
    let Ok(mut mac) = <Hmac<Sha256> as Mac>::new_from_slice(secret) else { return [0; 32] };
    mac.update(PROTOCOL.as_bytes());
    mac.update(b" round secret ");
    mac.update(&record.seed.to_le_bytes());
    mac.update(&(round as u64).to_le_bytes());
    mac.finalize().into_bytes().into()
}

fn digest(deck: &[Sealed]) -> [u8; 32] {
    let mut h = Sha256::new();
    for s in deck {
        h.update(s.c1);
        h.update(s.c2);
    }
    h.finalize().into()
}

/// The current round, and whether the game is over, as a game replayed by place shows.
fn round_of(places: &Match<ShapeUp>) -> (usize, bool) {
    let v = places.state().view(None);
    (usize::from(v.round), v.over)
}

impl Dealing {
    /// A new deal for a game whose seats are played by `hosts`.
    pub fn new(record: &Record<ShapeUp>, hosts: Vec<Option<u8>>) -> Result<Dealing, DealError> {
        let d = Dealing { hosts, rounds: Vec::new() };
        d.check_hosts(record)?;
        Ok(d)
    }

    fn check_hosts(&self, record: &Record<ShapeUp>) -> Result<(), DealError> {
        let seats = usize::from(record.setup.seats);
        // A party is named by a seat it plays.
        let fits = self.hosts.len() == seats
            && self.hosts.iter().flatten().all(|&p| self.hosts.get(usize::from(p)) == Some(&Some(p)));
        if fits && self.parties().len() >= 2 {
            Ok(())
        } else {
            Err(DealError::Hosts)
        }
    }

    /// The parties, in seat order.
    pub fn parties(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.hosts.iter().flatten().copied().collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn complete(&self, round: usize) -> bool {
        self.rounds.get(round).is_some_and(|r| r.shuffled.len() == self.parties().len())
    }

    fn plays(&self, party: u8, seat: Seat) -> bool {
        self.hosts.get(seat) == Some(&Some(party))
    }

    /// `record` dealt as `known` says: each round's known cards where they are,
    /// stand-ins for the rest.
    pub fn deal(record: &Record<ShapeUp>, known: &[[Option<Card>; PLACES]]) -> Result<Record<ShapeUp>, DealError> {
        let mut setup = record.setup.clone();
        setup.deals = known.iter().map(|k| stand_in_deal(k)).collect::<Result<_, _>>().map_err(DealError::Record)?;
        Ok(Record { setup, ..record.clone() })
    }
}
