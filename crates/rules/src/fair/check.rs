//! The check of a game by link: every link's seats and secrets, every stretch dealt
//! from its seed, every roll and move against the rules, the first failure named.

use super::dealing::{DealError, Dealing};
use super::{commit, dealt, decks, named, own_party, seat_to_act, seed, DeckSecret, Fair, FairError, Pending};
use crate::{Game, Match, Record, Turn};

/// What [`check`] found: the position (after the latest handover's redeal, ready for
/// the receiver to play on) and, for each handover, whether the play after it was
/// fixed jointly.
#[derive(Clone, Debug)]
pub struct Checked<G: Game> {
    /// The game as it stands, dealt as the last handover's seed says (where this
    /// device cannot know that seed, a stand-in: see `known`).
    pub state: Match<G>,
    /// Per handover: whether the stretch after it was fixed by both sides.
    pub joint: Vec<bool>,
    /// Per seat: the index of its first move in the record, if it has moved.
    pub first: Vec<Option<usize>>,
    /// Whether the stretch now (after the last handover) is dealt as it truly is
    /// here: under protocol 2 only on the device of the seat it is for.
    pub known: bool,
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

/// Checks every handover's reveal against the commitment of its sender's previous
/// one, before any move is replayed: a link whose seat committed to a secret it does
/// not reveal is from another device than the one that plays the seat.
fn check_reveals<G: Game>(fair: &Fair<G>) -> Result<(), FairError> {
    if fair.deal.is_some() {
        return Ok(());
    }
    for (index, h) in fair.ledger.iter().enumerate() {
        let before = &fair.ledger[..index];
        let at = h.at as usize;
        let elsewhere = FairError::SeatElsewhere { index, at, seat: usize::from(h.from) };
        match (before.iter().rposition(|p| p.from == h.from), &h.reveal) {
            (Some(p), Some(secret)) if commit(secret) == before[p].commit => {}
            (Some(_), _) if fair.version >= 2 => return Err(elsewhere),
            (Some(_), Some(_)) => {
                return Err(FairError::Handover { index, at, reason: "its secret is not the one committed to" })
            }
            (Some(_), None) => {
                return Err(FairError::Handover { index, at, reason: "it does not reveal the secret committed to" })
            }
            (None, Some(_)) => {
                return Err(FairError::Handover { index, at, reason: "it reveals a secret never committed to" })
            }
            (None, None) => {}
        }
    }
    Ok(())
}

/// What a handover fixes for the play after it: its seed, whether both sides fixed
/// it, and whether this device knows it.
struct Stretch {
    seed: u64,
    joint: bool,
    known: bool,
}

/// Checks `h`, the `index`-th handover, against the position `m` it was made at and
/// the handovers before it; returns what it fixes for the play after it.
/// `dealing` is the game's deal, where the devices deal; `tops`, this device's chains.
fn check_handover<G: Game>(
    fair: &Fair<G>,
    index: usize,
    m: &Match<G>,
    dealing: Option<&Dealing>,
    tops: &[Pending],
) -> Result<Stretch, FairError> {
    let h = &fair.ledger[index];
    let at = h.at as usize;
    let bad = |reason| FairError::Handover { index, at, reason };
    let seats = m.state().seat_count();
    let (from, to) = (usize::from(h.from), usize::from(h.to));
    if from >= seats || to >= seats || from == to {
        return Err(bad("no such seats"));
    }
    let before = &fair.ledger[..index];
    if let Some(prev) = before.last() {
        // Only the seat a link was for sends the next; once the game is over, its
        // sender may also send one to each other seat.
        let over = m.state().turn() == Turn::Over;
        if prev.to != h.from && !(over && prev.from == h.from) {
            return Err(bad("it was sent by a seat that did not hold the turn"));
        }
    }
    // Where the devices deal, a link also goes to a device that has to shuffle or
    // to give the player's cards, before the player's. Under protocol 2 the
    // handshake goes to a seat that never sent a link, and back from it.
    let dealing_to = dealing.is_some_and(|d| d.hosts.contains(&Some(h.to)));
    let sent = |s: u8| before.iter().any(|p| p.from == s);
    let handshake = fair.version >= 2 && (!sent(h.to) || !sent(h.from));
    if m.state().turn() != Turn::Over && seat_to_act(m) != Some(to) && !dealing_to && !handshake {
        return Err(bad("it was sent to a seat that is not to play"));
    }
    // Where the devices deal, no seed deals anything: a link commits to nothing.
    if fair.deal.is_some() {
        return Ok(Stretch { seed: 0, joint: true, known: true });
    }
    let sender_prev = before.iter().rposition(|p| p.from == h.from);
    let receiver_last = before.iter().rposition(|p| p.from == h.to);
    if fair.version >= 2 {
        let key = seed::receiver_key(fair, index, tops);
        let seed = key.map_or_else(
            || seed::stand_in(&fair.record, index),
            |k| seed::chance_seed(&fair.record, index, &k, &h.commit),
        );
        return Ok(Stretch { seed, joint: receiver_last.is_some(), known: key.is_some() });
    }
    let joint = matches!((sender_prev, receiver_last), (Some(p), Some(r)) if p < r);
    let seed = seed::stretch_seed(&fair.record, index, h.reveal.as_ref(), receiver_last.map(|r| &before[r].commit));
    Ok(Stretch { seed, joint, known: true })
}

/// Replays a game by link from its base record, checking every handover (seats,
/// secrets against commitments), redealing what no seat has seen with each
/// handover's seed, every chance outcome against that seed, and every action against
/// the rules. The first failure is named.
pub fn check<G: Game>(fair: &Fair<G>) -> Result<Checked<G>, FairError> {
    check_as(fair, &[], &[])
}

/// [`check`] on a device that holds the deck secrets `own` (see `decks`): their seats'
/// decks are dealt as they truly are, the other hidden decks are stand-ins whose
/// seats' moves are trusted until the end reveals them.
pub fn check_with<G: Game>(fair: &Fair<G>, own: &[DeckSecret]) -> Result<Checked<G>, FairError> {
    check_as(fair, own, &[])
}

/// [`check_with`] on the device that holds the chains `tops` ([`Pending`]): the
/// stretch of a seat it plays is dealt as it truly is (under protocol 2 nobody else
/// can deal it until that seat's next link).
pub fn check_as<G: Game>(fair: &Fair<G>, own: &[DeckSecret], tops: &[Pending]) -> Result<Checked<G>, FairError> {
    check_reveals(fair)?;
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
    // Under protocol 2 nothing is played before the first link, nor in a stretch
    // whose receiver never committed (the handshake comes first).
    let mut now = Stretch { seed: 0, joint: fair.version < 2 || fair.deal.is_some(), known: true };
    for i in 0..=actions.len() {
        while let Some(h) = fair.ledger.get(next).filter(|h| h.at as usize == i) {
            now = check_handover(fair, next, &m, dealing.as_ref(), tops)?;
            let bad = |reason| FairError::Handover { index: next, at: h.at as usize, reason };
            // Where the devices deal, the deal was made once, before the first move.
            if dealing.is_none() {
                let redealt = G::redeal_unseen(m.record(), now.seed).map_err(|_| bad("the game cannot be dealt"))?;
                let redealt = decks.deal(redealt, next + 1)?;
                m = Match::replay(redealt).map_err(|_| bad("the game cannot be dealt"))?;
            }
            joint.push(now.joint);
            next += 1;
        }
        let Some(action) = actions.get(i) else { break };
        let refused = |reason: &str| FairError::Move { index: i, action: action.to_string(), reason: reason.into() };
        if fair.version >= 2 && dealing.is_none() && !now.joint {
            return Err(refused("it was played before its player's device answered the game's first link"));
        }
        if !now.known {
            return Err(refused("it was played on a device that does not hold its player's secret"));
        }
        if let Turn::Seat(s) = m.state().turn() {
            first[s].get_or_insert(i);
        }
        if m.state().turn() == Turn::Chance && m.chance_outcome().as_ref() != Some(action) {
            return Err(refused("it is not the roll the secrets give"));
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
    Ok(Checked { state: m, joint, first, known: now.known })
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
