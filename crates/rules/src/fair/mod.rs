//! Fair play by link: rolls and draws fixed jointly by commit and reveal, checked by
//! every device (`docs/ARCHITECTURE.md`, "Fair play by link").
//!
//! A game played by link is a [`Fair`]: the *base record* (setup, the seed the setup
//! device drew, every action) and the *ledger*, one [`Handover`] a link sent. Each
//! handover reveals the secret the sending seat committed to (SHA-256) in its previous
//! handover and commits to the next; a seat's secrets are a hash chain (`chain`), so
//! one value does both. Since protocol 2 the play after handover `k` is dealt from
//! [`seed::chance_seed`]: HMAC-SHA-256 keyed by the *receiver's* next secret (the
//! preimage of its latest commitment, revealed only in its own next link) over the
//! sender's value in handover `k`. The receiver fixed its secret before that value was
//! shown and the sender never sees the secret before its next link, so neither can aim
//! the result, and nobody but the receiver's device can compute it before the
//! receiver's next link: not the sender, not a spectator holding every link. A seat
//! that never sent a link has nothing to key its play with: it answers first (the
//! handshake, [`answer_due`]) and plays nothing before. [`check`] replays a [`Fair`]
//! and names the first move or handover that does not fit. This module is pure: the
//! caller supplies the secrets' randomness (`getrandom` in the app).

mod arrival;
pub mod chain;
mod check;
pub mod dealing;
mod decks;
mod error;
pub mod poker;
pub mod seed;
mod send;
mod wire;

pub use arrival::{arrival, merge, parting, Parting};
pub use check::{check, check_as, check_with, end_check, end_check_with, ready, Checked};
pub use decks::{commit_deck, DeckCommit, DeckSecret};
pub use error::FairError;
pub use seed::stretch_seed;
pub use send::{reveal_decks, send, send_with};
pub use wire::{decode, encode, from_bytes, to_bytes, to_bytes_before, LINK_PREFIX};

use dealing::{DealError, Dealing};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{Game, Match, Record, Seat, Turn};

/// A device's secret: 32 random bytes from the platform's generator.
pub type Secret = [u8; 32];
/// SHA-256 of a [`Secret`] (see [`commit`]).
pub type Commitment = [u8; 32];

/// The name of this protocol, in every hash's domain.
pub const PROTOCOL: &str = "tabula fair 1";
/// The version of the protocol a new game by link follows ([`Fair::version`]): 2, where
/// a stretch's chance is keyed by its receiver's secret and every seat answers once
/// before it plays. Games begun under 1 go on under 1.
pub const VERSION: u8 = 2;

/// The commitment of a link that commits to nothing: where the devices deal the
/// cards ([`Fair::deal`]), no seed deals anything, and a link carries only its seats.
pub const BARE: Commitment = [0; 32];

/// One link sent in a game played by link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Handover {
    /// The number of actions in the record when the link was made.
    pub at: u32,
    /// The seat whose device sent it: the seat the previous link was for.
    pub from: u8,
    /// The seat the link is for: the seat to act at `at` (any other seat once over).
    pub to: u8,
    /// [`commit`] of the secret `from` reveals in its next handover.
    pub commit: Commitment,
    /// The secret `from` committed in its previous handover; none in its first.
    pub reveal: Option<Secret>,
}

/// A game played by link, as links carry it and saves keep it (written by
/// [`to_bytes`], not by serde: `wire`).
#[derive(Clone, Debug, PartialEq)]
pub struct Fair<G: Game> {
    /// The base record: the setup device's setup and seed, and every action.
    pub record: Record<G>,
    /// Every link sent, oldest first.
    pub ledger: Vec<Handover>,
    /// The deck secrets committed to, where seats draw from decks of their own
    /// (`decks`); empty in other games.
    pub decks: Vec<DeckCommit>,
    /// The deck secrets revealed once the game is over.
    pub deck_reveals: Vec<DeckSecret>,
    /// Where the devices deal the cards themselves ([`Game::DEALT_BY_DEVICES`]): the
    /// deal as the links carry it, a [`Dealing`] in postcard ([`Fair::dealing`]), so
    /// that the tables of other games, which keep and pass games by link, carry no
    /// code to read one.
    /// `None` in other games, and in games begun before.
    pub deal: Option<Vec<u8>>,
    /// The protocol the game follows: 1 (a stretch's chance from the link alone, as
    /// games begun before session 26 go on) or [`VERSION`].
    pub version: u8,
}

/// The top of a seat's chain of secrets (`chain`), from which its device makes the
/// value each link reveals (in a game begun before chains: the secret committed to):
/// kept in its own save, never in a link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The seat it was committed for.
    pub seat: u8,
    /// The secret.
    pub secret: Secret,
}

/// The commitment to `secret`: SHA-256 over the protocol's name and the secret.
pub fn commit(secret: &Secret) -> Commitment {
    labelled_hash(b" commit", secret)
}

/// SHA-256 over the protocol's name, `label` and `secret`: each kind of commitment
/// has its own label, so one can never stand for another.
pub(crate) fn labelled_hash(label: &[u8], secret: &Secret) -> Commitment {
    let mut h = Sha256::new();
    h.update(PROTOCOL.as_bytes());
    h.update(label);
    h.update(secret);
    h.finalize().into()
}

/// The seat to act in `m` (a decision's, or a roll's owner); `None` once over or
/// when chance is nobody's.
pub fn seat_to_act<G: Game>(m: &Match<G>) -> Option<Seat> {
    match m.state().turn() {
        Turn::Seat(s) => Some(s),
        Turn::Chance => m.state().chance_owner(),
        Turn::Over => None,
    }
}

impl<G: Game> Fair<G> {
    /// A new game by link, before any link: the setup device's record.
    pub fn new(record: Record<G>) -> Fair<G> {
        Fair { record, ledger: Vec::new(), decks: Vec::new(), deck_reveals: Vec::new(), deal: None, version: VERSION }
    }

    /// A new game by link whose cards the devices deal ([`Game::DEALT_BY_DEVICES`]),
    /// each seat played by the party `hosts` names (`None`: a computer seat).
    pub fn dealt(record: Record<G>, hosts: Vec<Option<u8>>) -> Result<Fair<G>, FairError> {
        let places = G::to_dealt(&record).ok_or(FairError::Dealing(DealError::Hosts))?;
        let dealing = Dealing::new(&places, hosts).map_err(FairError::Dealing)?;
        let mut out = Fair::new(record);
        out.set_dealing(&dealing);
        Ok(out)
    }

    /// The deal the devices make ([`Fair::deal`]), read.
    pub fn dealing(&self) -> Result<Option<Dealing>, FairError> {
        self.deal
            .as_ref()
            .map(|b| postcard::from_bytes(b).map_err(|_| FairError::Dealing(DealError::Damaged)))
            .transpose()
    }

    fn set_dealing(&mut self, dealing: &Dealing) {
        self.deal = postcard::to_allocvec(dealing).ok();
    }

    /// Whether the stretch after the ledger's last link (or before the first) may be
    /// played: under protocol 2 only once its receiver had sent a link before, so
    /// that its chance is keyed by a secret that receiver committed to. Where the
    /// devices deal the cards, their deal sees to it.
    pub fn playable(&self) -> bool {
        if self.version < 2 || self.deal.is_some() {
            return true;
        }
        let Some((last, before)) = self.ledger.split_last() else { return false };
        before.iter().any(|p| p.from == last.to)
    }
}

/// The handshake: under protocol 2, a device that received a link for a seat that
/// never sent one answers it at once, before any move, committing that seat's first
/// secret, as (from, to): back to the seat that sent it.
pub fn answer_due<G: Game>(fair: &Fair<G>) -> Option<(Seat, Seat)> {
    if fair.playable() {
        return None;
    }
    let last = fair.ledger.last()?;
    Some((usize::from(last.to), usize::from(last.from)))
}

/// The party (and its secret) among `own` that plays seats of `dealing`: this device.
fn own_party<'a>(dealing: &Dealing, own: &'a [DeckSecret]) -> Option<(u8, &'a Secret)> {
    own.iter().find(|o| dealing.hosts.contains(&Some(o.seat))).map(|o| (o.seat, &o.secret))
}

/// `record` (the base record, with every action) dealt as this device knows the deal
/// `dealing`: the cards it may see where they are, stand-ins for the rest.
fn dealt<G: Game>(record: &Record<G>, dealing: &Dealing, own: &[DeckSecret]) -> Result<Record<G>, FairError> {
    let places = G::to_dealt(record).ok_or(FairError::Dealing(DealError::Hosts))?;
    let known = dealing.known(&places, own_party(dealing, own)).map_err(|e| named(record, &places, e))?;
    let dealt = Dealing::deal(&places, &known).map_err(FairError::Dealing)?;
    G::from_dealt(dealt).ok_or(FairError::Dealing(DealError::Hosts))
}

/// A deal's failure as the move that laid the place whose card does not open as dealt,
/// when a move laid it; else as the deal's.
fn named<G: Game>(record: &Record<G>, places: &Record<crate::shape_up::ShapeUp>, e: DealError) -> FairError {
    let DealError::Place { round, place, reason } = &e else { return FairError::Dealing(e) };
    match Dealing::move_of(places, *round, *place) {
        Some(index) => FairError::Move {
            index,
            action: record.actions.get(index).map(ToString::to_string).unwrap_or_default(),
            reason: format!("its card does not open as it was dealt ({reason})"),
        },
        None => FairError::Dealing(e),
    }
}
