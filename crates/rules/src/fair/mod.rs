//! Fair play by link: rolls and draws fixed jointly by commit and reveal, checked by
//! every device (`docs/ARCHITECTURE.md`, "Fair play by link").
//!
//! A game played by link is a [`Fair`]: the *base record* (setup, the seed the setup
//! device drew, every action) and the *ledger*, one [`Handover`] a link sent. Each
//! handover reveals the secret the sending seat committed to (SHA-256) in its previous
//! handover and commits to the next; a seat's secrets are a hash chain (`chain`), so
//! one value does both. The play after handover `k` is
//! dealt from [`stretch_seed`]: HMAC-SHA-256 keyed by the revealed secret, over the
//! receiver's latest commitment: the sender fixed its secret before that commitment
//! existed and the receiver made it before the secret was shown, so neither side can
//! aim the result, and since both are in the link, every device derives the same rolls
//! and draws from it. [`check`] replays a [`Fair`] and names the first move or
//! handover that does not fit. This module is pure: the caller supplies the secrets'
//! randomness (`getrandom` in the app).

pub mod chain;
pub mod dealing;
mod decks;
pub mod poker;
mod wire;

pub use decks::{commit_deck, DeckCommit, DeckSecret};
pub use wire::{from_bytes, to_bytes, to_bytes_before};

use dealing::{DealError, Dealing};

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{Game, Match, Record, RecordError, Seat, Turn};

/// A device's secret: 32 random bytes from the platform's generator.
pub type Secret = [u8; 32];
/// SHA-256 of a [`Secret`] (see [`commit`]).
pub type Commitment = [u8; 32];

/// The version of this protocol, in every hash's domain and in the link prefix.
pub const PROTOCOL: &str = "tabula fair 1";
/// The link payload prefix of a [`Fair`] (the record-only links are `1.`).
pub const LINK_PREFIX: &str = "2.";

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

/// Why a [`Fair`] does not check. Each names what to tell the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FairError {
    /// The base record cannot be read or dealt.
    #[error("{0}")]
    Record(RecordError),
    /// A link of the ledger does not fit the game or the secrets before it.
    #[error("the link sent after move {at} does not check: {reason}")]
    Handover {
        /// Its place in the ledger, from 0.
        index: usize,
        /// The number of moves it was sent after.
        at: usize,
        /// What does not fit.
        reason: &'static str,
    },
    /// The first move that does not check: a roll that is not the one the secrets
    /// give, or a move the dealt cards do not allow.
    #[error("move {} ({action}) does not check: {reason}", index + 1)]
    Move {
        /// The action's place in the record, from 0.
        index: usize,
        /// The action, in the game's notation.
        action: String,
        /// Why.
        reason: String,
    },
    /// A link made before fair play by link (format `1.`).
    #[error("this game started before this version of Tabula, which checks every roll and draw: start a new game")]
    OldFormat,
    /// Bytes of a format later than this version's: a newer app made the link.
    #[error("this link comes from a newer version of Tabula: reload the page to take it, then open the link again")]
    NewerVersion,
    /// The device has lost the secret it committed to (its save was replaced).
    #[error("the secret this device committed to for this game is missing")]
    NoSecret,
    /// A seat's hidden deck does not fit its commitment or its place.
    #[error("the deck of seat {} does not check: {reason}", seat + 1)]
    Deck {
        /// The seat, from 0.
        seat: usize,
        /// What does not fit.
        reason: &'static str,
    },
    /// This device holds a deck secret for a seat whose deck another device committed
    /// to: the game was opened on a device that did not play that seat.
    #[error("the cards of seat {} are kept on the device that played it: open this link there", seat + 1)]
    OtherDevice {
        /// The seat, from 0.
        seat: usize,
    },
    /// The cards the devices deal ([`Dealing`]) do not check.
    #[error("{0}")]
    Dealing(DealError),
    /// The game is over but a seat's hidden deck is not revealed yet: its moves are
    /// not checked.
    #[error("the cards of seat {} are not revealed yet", seat + 1)]
    Unrevealed {
        /// The seat, from 0.
        seat: usize,
    },
}

/// What [`check`] found: the position (after the latest handover's redeal, ready for
/// the receiver to play on) and, for each handover, whether the play after it was
/// fixed jointly.
#[derive(Clone, Debug)]
pub struct Checked<G: Game> {
    /// The game as it stands, dealt as the last handover's seed says.
    pub state: Match<G>,
    /// Per handover: whether the stretch after it was fixed by both sides.
    pub joint: Vec<bool>,
    /// Per seat: the index of its first move in the record, if it has moved.
    pub first: Vec<Option<usize>>,
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

/// The seed of the play after handover `k`: HMAC-SHA-256 keyed by the sender's
/// revealed secret (zeros for none) over the protocol, the game, the base seed, `k`
/// and the receiver's latest commitment; its first 8 bytes, little-endian.
pub fn stretch_seed<G: Game>(
    record: &Record<G>,
    k: usize,
    reveal: Option<&Secret>,
    receiver: Option<&Commitment>,
) -> u64 {
    let key = reveal.copied().unwrap_or([0; 32]);
    // HMAC takes keys of any length: this cannot fail.
    let Ok(mut mac) = <Hmac<Sha256> as Mac>::new_from_slice(&key) else { return 0 };
    mac.update(PROTOCOL.as_bytes());
    mac.update(b" chance ");
    mac.update(G::ID.as_str().as_bytes());
    mac.update(&record.seed.to_le_bytes());
    mac.update(&(k as u64).to_le_bytes());
    mac.update(&[u8::from(reveal.is_some()), u8::from(receiver.is_some())]);
    mac.update(receiver.unwrap_or(&[0; 32]));
    let out = mac.finalize().into_bytes();
    let mut first = [0u8; 8];
    first.copy_from_slice(&out[..8]);
    u64::from_le_bytes(first)
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
        Fair { record, ledger: Vec::new(), decks: Vec::new(), deck_reveals: Vec::new(), deal: None }
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

/// Whether the seat to play in `fair` can see its cards on the device that holds
/// `own`: always, but where the devices deal and its cards have not all come.
pub fn ready<G: Game>(fair: &Fair<G>, own: &[DeckSecret]) -> bool {
    // The test of the const first: other games' pages carry no code to read a deal.
    if !G::DEALT_BY_DEVICES || fair.deal.is_none() {
        return true;
    }
    let Ok(Some(d)) = fair.dealing() else { return false };
    let (Some(places), Some((party, _))) = (G::to_dealt(&fair.record), own_party(&d, own)) else { return false };
    d.ready(&places, party)
}

/// Checks `h`, the `index`-th handover, against the position `m` it was made at and
/// the handovers before it; returns the seed of the play after it and whether that
/// seed was fixed jointly.
/// `dealing` is the game's deal, where the devices deal.
fn check_handover<G: Game>(
    fair: &Fair<G>,
    index: usize,
    m: &Match<G>,
    dealing: Option<&Dealing>,
) -> Result<(u64, bool), FairError> {
    let h = &fair.ledger[index];
    let at = h.at as usize;
    let bad = |reason| FairError::Handover { index, at, reason };
    let seats = m.state().seat_count();
    let (from, to) = (usize::from(h.from), usize::from(h.to));
    if from >= seats || to >= seats || from == to {
        return Err(bad("no such seats"));
    }
    if let Some(prev) = index.checked_sub(1).map(|i| &fair.ledger[i]) {
        // Only the seat a link was for sends the next; once the game is over, its
        // sender may also send one to each other seat.
        let over = m.state().turn() == Turn::Over;
        if prev.to != h.from && !(over && prev.from == h.from) {
            return Err(bad("it was sent by a seat that did not hold the turn"));
        }
    }
    // Where the devices deal, a link also goes to a device that has to shuffle or
    // to give the player's cards, before the player's.
    let dealing_to = dealing.is_some_and(|d| d.hosts.contains(&Some(h.to)));
    if m.state().turn() != Turn::Over && seat_to_act(m) != Some(to) && !dealing_to {
        return Err(bad("it was sent to a seat that is not to play"));
    }
    // Where the devices deal, no seed deals anything: a link commits to nothing.
    if fair.deal.is_some() {
        return Ok((0, true));
    }
    // The sender's previous commitment, and the receiver's latest one.
    let before = &fair.ledger[..index];
    let sender_prev = before.iter().rposition(|p| p.from == h.from);
    let receiver_last = before.iter().rposition(|p| p.from == h.to);
    let reveal = match (sender_prev, &h.reveal) {
        (Some(p), Some(secret)) if commit(secret) == before[p].commit => Some(secret),
        (Some(_), Some(_)) => return Err(bad("its secret is not the one committed to")),
        (Some(_), None) => return Err(bad("it does not reveal the secret committed to")),
        (None, Some(_)) => return Err(bad("it reveals a secret never committed to")),
        (None, None) => None,
    };
    let joint = matches!((sender_prev, receiver_last), (Some(p), Some(r)) if p < r);
    let seed = stretch_seed(&fair.record, index, reveal, receiver_last.map(|r| &before[r].commit));
    Ok((seed, joint))
}

/// Replays a game by link from its base record, checking every handover (seats,
/// secrets against commitments), redealing what no seat has seen with each
/// handover's seed, every chance outcome against that seed, and every action against
/// the rules. The first failure is named.
pub fn check<G: Game>(fair: &Fair<G>) -> Result<Checked<G>, FairError> {
    check_with(fair, &[])
}

/// [`check`] on a device that holds the deck secrets `own` (see `decks`): their seats'
/// decks are dealt as they truly are, the other hidden decks are stand-ins whose
/// seats' moves are trusted until the end reveals them.
pub fn check_with<G: Game>(fair: &Fair<G>, own: &[DeckSecret]) -> Result<Checked<G>, FairError> {
    let dealing = fair.dealing()?;
    let base = match &dealing {
        Some(d) => Record { actions: Vec::new(), ..dealt(&fair.record, d, own)? },
        None => Record { actions: Vec::new(), ..fair.record.clone() },
    };
    let seats = Match::replay(base.clone()).map_err(FairError::Record)?.state().seat_count();
    let decks = decks::Decks::new(fair, own, seats)?;
    let mut m = Match::replay(decks.deal(base, 0)?).map_err(FairError::Record)?;
    let actions = &fair.record.actions;
    let mut joint = Vec::with_capacity(fair.ledger.len());
    let mut first = vec![None; seats];
    let mut next = 0;
    for i in 0..=actions.len() {
        while let Some(h) = fair.ledger.get(next).filter(|h| h.at as usize == i) {
            let (seed, j) = check_handover(fair, next, &m, dealing.as_ref())?;
            let bad = |reason| FairError::Handover { index: next, at: h.at as usize, reason };
            // Where the devices deal, the deal was made once, before the first move.
            if dealing.is_none() {
                let redealt = G::redeal_unseen(m.record(), seed).map_err(|_| bad("the game cannot be dealt"))?;
                let redealt = decks.deal(redealt, next + 1)?;
                m = Match::replay(redealt).map_err(|_| bad("the game cannot be dealt"))?;
            }
            joint.push(j);
            next += 1;
        }
        let Some(action) = actions.get(i) else { break };
        if let Turn::Seat(s) = m.state().turn() {
            first[s].get_or_insert(i);
        }
        if m.state().turn() == Turn::Chance && m.chance_outcome().as_ref() != Some(action) {
            return Err(FairError::Move {
                index: i,
                action: action.to_string(),
                reason: "it is not the roll the secrets give".into(),
            });
        }
        m.apply(action.clone()).map_err(|(e, a)| FairError::Move {
            index: i,
            action: a.to_string(),
            reason: e.to_string(),
        })?;
    }
    if let Some(h) = fair.ledger.get(next) {
        return Err(FairError::Handover { index: next, at: h.at as usize, reason: "it is out of order" });
    }
    decks.check_places(&first, m.state().turn() == Turn::Over)?;
    Ok(Checked { state: m, joint, first })
}

/// Adds the link to `to` that the device playing `from` sends now: it reveals the
/// next value of the seat's chain, whose top is `pending` (see `chain`), and that
/// value is its commitment to the next. A seat's first link, or one whose chain is
/// spent, begins a chain from `fresh`, which the device keeps as its new [`Pending`]
/// (else it keeps `pending`). The result is checked.
pub fn send<G: Game>(
    fair: &Fair<G>,
    from: Seat,
    to: Seat,
    pending: Option<&Secret>,
    fresh: Secret,
) -> Result<(Fair<G>, Pending), FairError> {
    send_with(fair, from, to, pending, fresh, &[])
}

/// [`send`] from a device that holds the deck secrets `own`: the link commits to each
/// of them whose seat has moved and is not committed yet, and once the game is over it
/// reveals them all.
pub fn send_with<G: Game>(
    fair: &Fair<G>,
    from: Seat,
    to: Seat,
    pending: Option<&Secret>,
    fresh: Secret,
    own: &[DeckSecret],
) -> Result<(Fair<G>, Pending), FairError> {
    let from = u8::try_from(from).map_err(|_| FairError::NoSecret)?;
    let mut to = u8::try_from(to).map_err(|_| FairError::NoSecret)?;
    let mut out = fair.clone();
    // Where the devices deal: this device's shuffles, shares and reveals, and the
    // device the link must go to.
    if let Some(d) = fair.dealing()? {
        let (party, secret) = own_party(&d, own).ok_or(FairError::NoSecret)?;
        let places = G::to_dealt(&fair.record).ok_or(FairError::Dealing(DealError::Hosts))?;
        let next = d.act(&places, party, secret).map_err(FairError::Dealing)?;
        to = next.route(&places, party).map_err(FairError::Dealing)?.unwrap_or(to);
        out.set_dealing(&next);
    }
    // The next value of this seat's chain, which reveals and commits at once; or, for
    // its first link, a spent chain or a secret committed before chains, a new chain.
    let last = fair.ledger.iter().rev().find(|h| h.from == from).map(|h| h.commit);
    let (commit, reveal, keep) = match (last, pending) {
        // Where the devices deal, no seed deals anything (see `check_handover`).
        _ if fair.deal.is_some() => (BARE, None, pending.copied().unwrap_or(fresh)),
        (None, _) => (chain::anchor(&fresh), None, fresh),
        (Some(_), None) => return Err(FairError::NoSecret),
        (Some(last), Some(top)) => match chain::next(top, &last) {
            Some(v) if v != *top => (v, Some(v), *top),
            Some(_) => (chain::anchor(&fresh), Some(*top), fresh),
            None => return Err(FairError::NoSecret),
        },
    };
    out.ledger.push(Handover { at: fair.record.actions.len() as u32, from, to, commit, reveal });
    let handover = (out.ledger.len() - 1) as u32;
    let Checked { state, first, .. } = check_with(fair, own)?;
    for o in in_use(fair, own, &first) {
        let moved = first.get(usize::from(o.seat)).copied().flatten().is_some();
        if moved && !out.decks.iter().any(|c| c.seat == o.seat) {
            out.decks.push(DeckCommit { seat: o.seat, handover, commit: commit_deck(&o.secret) });
        }
    }
    if state.state().turn() == Turn::Over {
        out = reveal_decks(&out, own);
    }
    check_with(&out, own)?;
    Ok((out, Pending { seat: from, secret: keep }))
}

/// The deck secrets of `own` that deal their seats: those committed to, and those of
/// seats that have not moved before the last link (a seat that moved before without
/// one, in a game begun before hidden decks, keeps its dealt deck). `first`: each
/// seat's first move ([`Checked::first`]).
fn in_use<G: Game>(fair: &Fair<G>, own: &[DeckSecret], first: &[Option<usize>]) -> Vec<DeckSecret> {
    if !G::OWN_DECKS || own.is_empty() {
        return Vec::new();
    }
    let committed = |o: &DeckSecret| fair.decks.iter().any(|c| c.seat == o.seat);
    if own.iter().all(committed) {
        return own.to_vec();
    }
    let since = fair.ledger.last().map_or(0, |h| h.at as usize);
    own.iter()
        .filter(|o| committed(o) || first.get(usize::from(o.seat)).copied().flatten().is_none_or(|f| f >= since))
        .cloned()
        .collect()
}

/// `fair` with the deck secrets `own` revealed (those committed and not revealed
/// yet): what a device adds once the game is over, in the link it sends back.
pub fn reveal_decks<G: Game>(fair: &Fair<G>, own: &[DeckSecret]) -> Fair<G> {
    let mut out = fair.clone();
    if let Ok(Some(d)) = fair.dealing() {
        let places = G::to_dealt(&fair.record);
        if let Some(next) = own_party(&d, own).zip(places).and_then(|((p, s), r)| d.act(&r, p, s).ok()) {
            out.set_dealing(&next);
        }
    }
    for o in own {
        let committed = out.decks.iter().any(|c| c.seat == o.seat);
        if committed && !out.deck_reveals.iter().any(|r| r.seat == o.seat) {
            out.deck_reveals.push(o.clone());
        }
    }
    out
}

/// How a game by link that arrives stands to the one a device has. `theirs` must
/// have passed [`check`].
pub fn arrival<G: Game>(ours: Option<&Fair<G>>, theirs: &Fair<G>) -> crate::by_link::Arrival {
    use crate::by_link::Arrival;
    let Some(ours) = ours else { return Arrival::New };
    let extends = |a: &Fair<G>, b: &Fair<G>| {
        let (ra, rb) = (&a.record, &b.record);
        ra.game == rb.game
            && ra.rules_version == rb.rules_version
            && ra.setup == rb.setup
            && ra.seed == rb.seed
            && rb.actions.starts_with(&ra.actions)
            && b.ledger.starts_with(&a.ledger)
            && b.decks.starts_with(&a.decks)
            && a.deck_reveals.iter().all(|r| b.deck_reveals.contains(r))
            && dealing_covers(b, a)
    };
    match (extends(ours, theirs), extends(theirs, ours)) {
        (true, true) => Arrival::Same,
        (true, false) => Arrival::Newer,
        (false, true) => Arrival::Older,
        (false, false) => Arrival::Forked,
    }
}

/// One game from two copies that differ only in how far their ledger goes and which
/// decks they reveal: the end, where each device reveals its decks to the one that
/// sent it the end, while that one may have sent the end to a third device too.
/// `None` when the copies differ otherwise.
pub fn merge<G: Game>(ours: &Fair<G>, theirs: &Fair<G>) -> Option<Fair<G>> {
    let (a, b) = (&ours.record, &theirs.record);
    let same = a.game == b.game
        && a.rules_version == b.rules_version
        && a.setup == b.setup
        && a.seed == b.seed
        && a.actions == b.actions
        && ours.decks == theirs.decks;
    let (long, short) = if ours.ledger.len() >= theirs.ledger.len() { (ours, theirs) } else { (theirs, ours) };
    if !same || !long.ledger.starts_with(&short.ledger) {
        return None;
    }
    let mut out = long.clone();
    for r in &short.deck_reveals {
        if !out.deck_reveals.contains(r) {
            out.deck_reveals.push(r.clone());
        }
    }
    if let (Ok(Some(mut o)), Ok(Some(sd))) = (out.dealing(), short.dealing()) {
        for (round, theirs) in o.rounds.iter_mut().zip(&sd.rounds) {
            for r in &theirs.reveals {
                if !round.reveals.iter().any(|(p, _)| *p == r.0) {
                    round.reveals.push(*r);
                }
            }
        }
        out.set_dealing(&o);
    }
    Some(out)
}

/// Whether the deal of `b` holds every reveal of `a`'s (a later copy of the same deal).
fn dealing_covers<G: Game>(b: &Fair<G>, a: &Fair<G>) -> bool {
    match (b.dealing(), a.dealing()) {
        (Ok(None), Ok(None)) => true,
        (Ok(Some(b)), Ok(Some(a))) => {
            b.hosts == a.hosts
                && b.rounds.len() >= a.rounds.len()
                && a.rounds.iter().zip(&b.rounds).all(|(ra, rb)| ra.reveals.iter().all(|r| rb.reveals.contains(r)))
        }
        _ => false,
    }
}

/// The link payload: [`LINK_PREFIX`] and base64url of [`to_bytes`].
pub fn encode<G: Game>(fair: &Fair<G>) -> String {
    format!("{LINK_PREFIX}{}", crate::base64url::encode(&to_bytes(fair)))
}

/// Reads [`encode`]; a link of the record-only format (`1.`) is
/// [`FairError::OldFormat`].
pub fn decode<G: Game>(payload: &str) -> Result<Fair<G>, FairError> {
    if payload.starts_with("1.") {
        return Err(FairError::OldFormat);
    }
    let body = payload
        .strip_prefix(LINK_PREFIX)
        .ok_or_else(|| FairError::Record(RecordError::Parse("unknown link format".into())))?;
    let bytes = crate::base64url::decode(body.trim())
        .map_err(|e| FairError::Record(RecordError::Parse(format!("link is damaged ({e})"))))?;
    from_bytes(&bytes)
}

/// What the end of a game by link says: every roll and draw checked, or the first
/// move (or link) that does not check.
pub fn end_check<G: Game>(fair: &Fair<G>) -> Result<(), FairError> {
    end_check_with(fair, &[])
}

/// [`end_check`] on a device that holds the deck secrets `own`: every hidden deck must
/// be known (revealed or this device's), and every move is checked on the true decks.
pub fn end_check_with<G: Game>(fair: &Fair<G>, own: &[DeckSecret]) -> Result<(), FairError> {
    let seats = check_with(fair, own)?.state.state().seat_count();
    let decks = decks::Decks::new(fair, own, seats)?;
    if let Some(seat) = decks.unknown() {
        return Err(FairError::Unrevealed { seat });
    }
    let Some(d) = fair.dealing()? else { return Ok(()) };
    let places = G::to_dealt(&fair.record).ok_or(FairError::Dealing(DealError::Hosts))?;
    let known = d.known(&places, own_party(&d, own)).map_err(|e| named(&fair.record, &places, e))?;
    let mine = own_party(&d, own).map(|o| o.0);
    for (round, k) in d.rounds.iter().zip(&known) {
        if k.iter().any(Option::is_none) {
            let waiting =
                d.parties().into_iter().find(|p| Some(*p) != mine && !round.reveals.iter().any(|r| r.0 == *p));
            return Err(FairError::Unrevealed { seat: usize::from(waiting.unwrap_or(0)) });
        }
    }
    Ok(())
}
