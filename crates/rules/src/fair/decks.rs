//! Hidden decks in a game played by link (`docs/ARCHITECTURE.md`, "Hidden decks"):
//! where each seat draws from a deck of its own (SUPER-POSE), a seat played by a
//! person draws from an order only its device can compute, and the others replay its
//! moves on a stand-in until the end reveals it.
//!
//! The seat's device draws a *deck secret* `d` and commits to it ([`commit_deck`]) in
//! the first link it sends after the seat's first move. Until the next link is made
//! (by another device, which saw the commitment) the seat draws from the deck the
//! links' joint seeds deal, as every seat did before; from then on every card it had
//! not drawn is shuffled anew by `HMAC(d, that link's commitment)`. So nobody else can
//! compute those cards and nobody could aim them; the card or two drawn before (in
//! SUPER-POSE, the one drawn at the end of the seat's first turn) follow from the
//! link, like every seat's draws before hidden decks, so that reopening the link in a
//! fresh profile gives the same card. Once the game is over each device reveals its
//! deck secrets and every device replays the game on the true decks.

use serde::{Deserialize, Serialize};

use super::{Commitment, Fair, FairError, Secret};
use crate::{Game, OwnDeck, Record, RecordError, Seat};

/// A seat's deck secret committed to, beside the ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckCommit {
    /// The seat whose deck it deals.
    pub seat: u8,
    /// The handover (its place in the ledger) that carried it: the first after the
    /// seat's first move.
    pub handover: u32,
    /// [`commit_deck`] of the secret.
    pub commit: Commitment,
}

/// A seat's deck secret: kept by its device, in a link only once the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckSecret {
    /// The seat whose deck it deals.
    pub seat: u8,
    /// The secret.
    pub secret: Secret,
}

/// The commitment to a deck secret: SHA-256 over the protocol's name, a label apart
/// from the handovers' and the secret.
pub fn commit_deck(secret: &Secret) -> Commitment {
    super::labelled_hash(b" deck commit", secret)
}

/// The seed of the rest of a seat's deck: HMAC-SHA-256 keyed by its secret over the
/// protocol, the label, the game, the base seed, the seat and the commitment of the
/// link after the one that committed the secret.
fn deck_seed<G: Game>(secret: &Secret, label: &[u8], record: &Record<G>, seat: Seat, other: &Commitment) -> u64 {
    super::seed::mac_seed(secret, label, record, seat, other)
}

/// Each seat's deck as one device knows it: dealt by the links' seeds (a computer's,
/// or before its secret is committed and answered), hidden, or known by its secret.
pub(super) struct Decks<'a, G: Game> {
    fair: &'a Fair<G>,
    /// Per seat: the handover that committed its deck, and its secret if this device
    /// knows it.
    seats: Vec<(Option<usize>, Option<Secret>)>,
}

impl<'a, G: Game> Decks<'a, G> {
    /// Reads the commitments and reveals of `fair` and this device's own secrets,
    /// checking each secret against its commitment.
    pub(super) fn new(fair: &'a Fair<G>, own: &[DeckSecret], seats: usize) -> Result<Decks<'a, G>, FairError> {
        let bad = |seat: u8, reason| FairError::Deck { seat: usize::from(seat), reason };
        let mut out = vec![(None, None); seats];
        for c in &fair.decks {
            let s = usize::from(c.seat);
            if s >= seats || out[s].0.is_some() {
                return Err(bad(c.seat, "its deck is committed twice, or the seat does not exist"));
            }
            if c.handover as usize >= fair.ledger.len() {
                return Err(bad(c.seat, "its deck is committed by a link that was not sent"));
            }
            out[s].0 = Some(c.handover as usize);
        }
        let committed = |seat: u8| fair.decks.iter().find(|c| c.seat == seat).map(|c| c.commit);
        for r in &fair.deck_reveals {
            match committed(r.seat) {
                Some(c) if c == commit_deck(&r.secret) => {}
                Some(_) => return Err(bad(r.seat, "its revealed deck secret is not the one committed to")),
                None => return Err(bad(r.seat, "it reveals a deck never committed to")),
            }
            if out[usize::from(r.seat)].1.replace(r.secret).is_some() {
                return Err(bad(r.seat, "its deck is revealed twice"));
            }
        }
        // A secret not committed yet deals nothing: it is only kept for the next link.
        for o in own.iter().filter(|_| G::OWN_DECKS) {
            match committed(o.seat) {
                Some(c) if c == commit_deck(&o.secret) => out[usize::from(o.seat)].1 = Some(o.secret),
                Some(_) => return Err(FairError::OtherDevice { seat: usize::from(o.seat) }),
                None => {}
            }
        }
        Ok(Decks { fair, seats: out })
    }

    /// `record` with every own deck dealt as this device knows it, once `done`
    /// handovers have been read.
    pub(super) fn deal(&self, mut record: Record<G>, done: usize) -> Result<Record<G>, FairError> {
        let base = &self.fair.record;
        for (seat, &(handover, secret)) in self.seats.iter().enumerate() {
            // The link after the commitment's, made by another device, once read.
            let Some(next) = handover.and_then(|k| self.fair.ledger.get(k + 1).filter(|_| done > k + 1)) else {
                continue;
            };
            let deck = match secret {
                None => OwnDeck::Hidden,
                Some(d) => OwnDeck::Dealt {
                    at: next.at as usize,
                    seed: deck_seed(&d, b" deck rest ", base, seat, &next.commit),
                },
            };
            let bad = |_: RecordError| FairError::Deck { seat, reason: "its deck cannot be dealt" };
            record = match G::own_deck(&record, seat, deck) {
                Some(r) => r.map_err(bad)?,
                None => return Err(FairError::Deck { seat, reason: "this game has no hidden decks" }),
            };
        }
        Ok(record)
    }

    /// A seat whose deck is committed and not known here (revealed or this device's).
    pub(super) fn unknown(&self) -> Option<Seat> {
        self.seats.iter().position(|&(handover, secret)| handover.is_some() && secret.is_none())
    }

    /// Checks that each commitment came with the first link after its seat's first
    /// move (`first[s]`: the index of that move), and that reveals come at the end.
    pub(super) fn check_places(&self, first: &[Option<usize>], over: bool) -> Result<(), FairError> {
        let ledger = &self.fair.ledger;
        for c in &self.fair.decks {
            let k = c.handover as usize;
            let after = k.checked_sub(1).map_or(0, |p| ledger[p].at as usize);
            let fits = first
                .get(usize::from(c.seat))
                .copied()
                .flatten()
                .is_some_and(|f| after <= f && f < ledger[k].at as usize);
            if !fits {
                return Err(FairError::Deck {
                    seat: usize::from(c.seat),
                    reason: "its deck was not committed by the link after its first move",
                });
            }
        }
        if !over && !self.fair.deck_reveals.is_empty() {
            return Err(FairError::Deck {
                seat: usize::from(self.fair.deck_reveals[0].seat),
                reason: "its deck is revealed before the end",
            });
        }
        Ok(())
    }
}
