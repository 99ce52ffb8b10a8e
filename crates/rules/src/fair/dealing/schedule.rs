//! The schedule of a deal by the devices: what each device adds to the link it
//! sends, where that link goes, and when a device may show its seats their cards.

use super::{bad, deal_of, digest, round_of, round_secret, DealError, DealRound, Dealing, Given};
use crate::fair::poker::Deal;
use crate::fair::Secret;
use crate::shape_up::places::{by_place, held, PLACES};
use crate::shape_up::ShapeUp;
use crate::{Game, Match, Record, Turn};

impl Dealing {
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
