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

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::poker::{Deal, Point, PokerError, Sealed};
use super::{Secret, PROTOCOL};
use crate::shape_up::places::{by_place, held, stand_in_deal, PLACES};
use crate::shape_up::{Card, ShapeUp};
use crate::{Game, GameId, Match, Record, Seat, Turn};

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

    /// What the device of `party` adds to the link it sends now, on `record` (its
    /// moves included): its shuffles, its reveals of rounds over, and its shares due.
    pub fn act(&self, record: &Record<ShapeUp>, party: u8, secret: &Secret) -> Result<Dealing, DealError> {
        self.check_hosts(record)?;
        let places = by_place(record).map_err(|e| DealError::Record(e.to_string()))?;
        let (round, over) = round_of(&places);
        let mut out = self.clone();
        let last = usize::from(record.setup.rounds) - 1;
        for r in round..=(round + 1).min(last) {
            out.shuffle(record, r, party, secret)?;
        }
        let done = if over { round + 1 } else { round };
        let parties = self.parties().len();
        for r in 0..done.min(out.rounds.len()) {
            let dr = &mut out.rounds[r];
            if !dr.reveals.iter().any(|(p, _)| *p == party) {
                dr.reveals.push((party, round_secret(secret, record, r)));
            }
            // Two rounds on, every device has checked this one's shares: its digests
            // and secrets are enough to check it again, and the links get shorter.
            if r + 2 <= round && dr.reveals.len() == parties && !dr.deck.is_empty() {
                dr.earlier.push(digest(&dr.deck));
                dr.deck.clear();
                dr.given.clear();
            }
        }
        for (r, place) in self.due(&places, party) {
            if !out.complete(r) {
                continue;
            }
            let dr = &mut out.rounds[r];
            if dr.given.iter().any(|g| g.party == party && usize::from(g.place) == place) {
                continue;
            }
            // A deck of another length is the check's to name, not a reason to panic.
            let Some(sealed) = dr.deck.get(place) else { continue };
            let share = deal_of(record, r)
                .share(sealed, &round_secret(secret, record, r))
                .map_err(|e| bad(r, e.to_string()))?;
            dr.given.push(Given { place: place as u8, party, share });
        }
        Ok(out)
    }

    /// `party`'s shuffle of round `r`, if the parties before it have shuffled and it
    /// has not.
    fn shuffle(&mut self, record: &Record<ShapeUp>, r: usize, party: u8, secret: &Secret) -> Result<(), DealError> {
        if self.rounds.len() < r {
            return Ok(());
        }
        let deal = deal_of(record, r);
        if self.rounds.len() == r {
            let deck = deal.open_deck();
            let key = Deal::no_key();
            self.rounds.push(DealRound {
                shuffled: Vec::new(),
                earlier: Vec::new(),
                deck,
                key,
                given: Vec::new(),
                reveals: Vec::new(),
            });
        }
        let round = &mut self.rounds[r];
        if round.shuffled.contains(&party) {
            return Ok(());
        }
        let (deck, key) = deal
            .shuffle(&round.deck, &round.key, &round_secret(secret, record, r))
            .map_err(|e| bad(r, e.to_string()))?;
        if !round.shuffled.is_empty() {
            round.earlier.push(digest(&round.deck));
        }
        round.shuffled.push(party);
        (round.deck, round.key) = (deck, key);
        Ok(())
    }

    /// The places, by round, whose shares `party` owes: every card in the layout
    /// (its own just played among them), and the places held by a seat it does not
    /// play, now and at every turn before its own seats' next one. Whether a turn is
    /// legal never depends on the cards, so any legal turn shows what is held next.
    /// A card drawn at the end of a turn (the advanced game) is thus shared before
    /// that turn is played, so that it shows in its drawer's hand as soon as it is
    /// drawn: a changed app could show it before (`docs/ARCHITECTURE.md`).
    fn due(&self, places: &Match<ShapeUp>, party: u8) -> Vec<(usize, usize)> {
        let (round, _) = round_of(places);
        let mut out: Vec<(usize, usize)> =
            places.state().layout().iter().map(|c| (round, usize::from(c.1 .0))).collect();
        let mut m = places.clone();
        for _ in 0..=usize::from(m.state().view(None).rounds) * PLACES {
            let (round, over) = round_of(&m);
            for s in (0..m.state().seat_count()).filter(|&s| !self.plays(party, s)) {
                out.extend(held(&m, s).into_iter().map(|p| (round, usize::from(p))));
            }
            match m.state().turn() {
                Turn::Seat(s) if !over && !self.plays(party, s) => {
                    let Some(a) = m.state().legal_actions().into_iter().next() else { break };
                    if m.apply(a).is_err() {
                        break;
                    }
                }
                _ => break,
            }
        }
        out
    }

    /// Where the link the device of `from` sends now (after [`Dealing::act`]) goes:
    /// the next party that has still to shuffle, else one that has not revealed its
    /// secret of a finished round, else one that owes a share the seat to play needs,
    /// else the party of the seat to play; once the game is over, the next party that
    /// has not revealed its secrets. `None`: nothing is awaited.
    pub fn route(&self, record: &Record<ShapeUp>, from: u8) -> Result<Option<u8>, DealError> {
        let places = by_place(record).map_err(|e| DealError::Record(e.to_string()))?;
        let (round, over) = round_of(&places);
        let parties = self.parties();
        let at = parties.iter().position(|&p| p == from).unwrap_or(0);
        let order: Vec<u8> = (1..parties.len()).map(|i| parties[(at + i) % parties.len()]).collect();
        let after = || order.iter().copied();
        let dr = self.rounds.get(round);
        if over {
            let revealed = |p: u8| self.rounds.iter().all(|r| r.reveals.iter().any(|(q, _)| *q == p));
            return Ok(after().find(|&p| !revealed(p)));
        }
        if let Some(p) = after().find(|p| dr.is_none_or(|r| !r.shuffled.contains(p))) {
            return Ok(Some(p));
        }
        // A finished round's scores wait for every secret of it.
        let unrevealed = |p: &u8| self.rounds.iter().take(round).any(|r| !r.reveals.iter().any(|(q, _)| q == p));
        if let Some(p) = after().find(unrevealed) {
            return Ok(Some(p));
        }
        let Turn::Seat(mover) = places.state().turn() else { return Ok(None) };
        let host = self.hosts.get(mover).copied().flatten();
        let needed = held(&places, mover);
        let owes = |p: u8| {
            Some(p) != host
                && needed.iter().any(|&q| !dr.is_some_and(|r| r.given.iter().any(|g| g.party == p && g.place == q)))
        };
        Ok(after().find(|&p| owes(p)).or(host.filter(|&h| h != from)))
    }

    /// The cards the device of `party` (none: a device that plays no seat) knows, by
    /// round and place: every place whose shares are all given, those its own share
    /// completes, and every place of a round whose secrets are all revealed, once its
    /// shuffles and shares check. Names the first deck, share or reveal that does not fit.
    pub fn known(
        &self,
        record: &Record<ShapeUp>,
        party: Option<(u8, &Secret)>,
    ) -> Result<Vec<[Option<Card>; PLACES]>, DealError> {
        self.check_hosts(record)?;
        let parties = self.parties();
        let mut out = Vec::with_capacity(self.rounds.len());
        for (r, dr) in self.rounds.iter().enumerate() {
            let mut known = [None; PLACES];
            let mut shufflers = dr.shuffled.clone();
            shufflers.sort_unstable();
            shufflers.dedup();
            let pruned = dr.deck.is_empty() && dr.earlier.len() == parties.len() && dr.reveals.len() == parties.len();
            if !(dr.deck.len() == PLACES || pruned)
                || shufflers.len() != dr.shuffled.len()
                || dr.shuffled.iter().any(|p| !parties.contains(p))
            {
                return Err(bad(r, "its deck does not hold the pack"));
            }
            if dr.shuffled.len() != parties.len() {
                if !dr.given.is_empty() || !dr.reveals.is_empty() {
                    return Err(bad(r, "shares were given before every device shuffled"));
                }
                out.push(known);
                continue;
            }
            let deal = deal_of(record, r);
            // Once the others have revealed, this device's own secret completes them.
            let mut reveals = dr.reveals.clone();
            if let Some((p, secret)) = party.filter(|(p, _)| !reveals.iter().any(|(q, _)| q == p)) {
                if reveals.len() + 1 == parties.len() {
                    reveals.push((p, round_secret(secret, record, r)));
                }
            }
            if reveals.len() == parties.len() {
                known = self.check_revealed(&deal, r, dr, &reveals)?;
            }
            for (place, sealed) in dr.deck.iter().enumerate() {
                let share = |p: u8| dr.given.iter().find(|g| g.party == p && usize::from(g.place) == place);
                let others: Option<Vec<Point>> = parties
                    .iter()
                    .filter(|&&p| Some(p) != party.map(|o| o.0))
                    .map(|&p| share(p).map(|g| g.share))
                    .collect();
                let Some(others) = others else { continue };
                let card = match (party, parties.len() - others.len()) {
                    (_, 0) => deal.open(sealed, &others),
                    (Some((_, secret)), _) => deal.open_with(sealed, &others, &round_secret(secret, record, r)),
                    (None, _) => continue,
                };
                let card = card.map_err(|e| DealError::Place { round: r, place, reason: e.to_string() })?;
                let card = Card(card as u8);
                if known[place].is_some_and(|k| k != card) {
                    return Err(DealError::Place { round: r, place, reason: "its shares open another card".into() });
                }
                known[place] = Some(card);
            }
            stand_in_deal(&known).map_err(|e| bad(r, e))?;
            out.push(known);
        }
        Ok(out)
    }

    /// Every shuffle and share of a round whose secrets are all revealed, recomputed;
    /// the card at each place.
    fn check_revealed(
        &self,
        deal: &Deal,
        r: usize,
        dr: &DealRound,
        reveals: &[(u8, Secret)],
    ) -> Result<[Option<Card>; PLACES], DealError> {
        let secret = |p: u8| reveals.iter().find(|(q, _)| *q == p).map(|(_, s)| *s);
        let secrets: Option<Vec<Secret>> = dr.shuffled.iter().map(|&p| secret(p)).collect();
        let secrets = secrets.ok_or_else(|| bad(r, "a device's secret is not revealed"))?;
        let (mut deck, mut key) = (deal.open_deck(), Deal::no_key());
        for (i, s) in secrets.iter().enumerate() {
            (deck, key) = deal.shuffle(&deck, &key, s).map_err(|e| bad(r, e.to_string()))?;
            // A pruned round keeps every deck's digest; a live one, the last deck whole.
            let last = i + 1 == secrets.len() && !dr.deck.is_empty();
            let sent = if last { Some(digest(&dr.deck)) } else { dr.earlier.get(i).copied() };
            if Some(digest(&deck)) != sent || (last && (deck != dr.deck || key != dr.key)) {
                return Err(bad(r, format!("the shuffle of seat {} does not check", dr.shuffled[i] + 1)));
            }
        }
        for g in &dr.given {
            let fits = secret(g.party)
                .zip(deck.get(usize::from(g.place)))
                .is_some_and(|(s, place)| deal.check_share(place, &g.share, &s));
            if !fits {
                let reason = format!("a share of seat {} does not check", g.party + 1);
                return Err(DealError::Place { round: r, place: usize::from(g.place), reason });
            }
        }
        let mut known = [None; PLACES];
        for (place, sealed) in deck.iter().enumerate() {
            let shares: Result<Vec<Point>, PokerError> = secrets.iter().map(|s| deal.share(sealed, s)).collect();
            let card = shares.and_then(|s| deal.open(sealed, &s)).map_err(|e| bad(r, format!("place {place}: {e}")))?;
            known[place] = Some(Card(card as u8));
        }
        Ok(known)
    }

    /// The index in `record` of the move that laid place `place` of round `round`'s
    /// deal, if one did: where a wrong share of that place is named.
    pub fn move_of(record: &Record<ShapeUp>, round: usize, place: usize) -> Option<usize> {
        let mut m =
            Match::<ShapeUp>::replay(Record { actions: Vec::new(), ..by_place(record).ok()?.record().clone() }).ok()?;
        for (i, a) in record.actions.iter().enumerate() {
            let r = usize::from(m.state().view(None).round);
            m.apply(*a).ok()?;
            let laid = m.reports().last().map(|e| usize::from(e.report.card.0));
            if r == round && laid == Some(place) {
                return Some(i);
            }
        }
        None
    }

    /// `record` dealt as `known` says: each round's known cards where they are,
    /// stand-ins for the rest.
    pub fn deal(record: &Record<ShapeUp>, known: &[[Option<Card>; PLACES]]) -> Result<Record<ShapeUp>, DealError> {
        let mut setup = record.setup.clone();
        setup.deals = known.iter().map(|k| stand_in_deal(k)).collect::<Result<_, _>>().map_err(DealError::Record)?;
        Ok(Record { setup, ..record.clone() })
    }

    /// Whether the device of `party` can show its seats their cards on `record`: every
    /// other party has given its share of every place they hold (and of the places of
    /// a computer seat to play, which that device plays), and has revealed its secret
    /// of every round that is over, whose scores need every victory card. Until then
    /// it waits for the others' links. Reads the shares only: nothing is opened.
    pub fn ready(&self, record: &Record<ShapeUp>, party: u8) -> bool {
        let Ok(places) = by_place(record) else { return false };
        let (round, over) = round_of(&places);
        let others: Vec<u8> = self.parties().into_iter().filter(|&p| p != party).collect();
        let revealed = |r: &DealRound| others.iter().all(|p| r.reveals.iter().any(|(q, _)| q == p));
        let finished = if over { round + 1 } else { round };
        if !self.rounds.iter().take(finished).all(revealed) || self.rounds.len() < finished {
            return false;
        }
        if over {
            return true;
        }
        let Some(dr) = self.rounds.get(round).filter(|_| self.complete(round)) else { return false };
        let given = |p: u8, place: u8| dr.given.iter().any(|g| g.party == p && g.place == place);
        let computer = match places.state().turn() {
            Turn::Seat(s) if self.hosts.get(s) == Some(&None) => Some(s),
            _ => None,
        };
        (0..self.hosts.len())
            .filter(|&s| self.plays(party, s) || Some(s) == computer)
            .flat_map(|s| held(&places, s))
            .all(|place| others.iter().all(|&p| given(p, place)))
    }
}
