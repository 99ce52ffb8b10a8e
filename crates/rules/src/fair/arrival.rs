//! How two copies of one game by link stand to each other: the same, one newer, or
//! forked (and then where they part), and the end's copies merged.

use super::{Fair, Handover};
use crate::by_link::Arrival;
use crate::{Game, Seat};

/// How a game by link that arrives stands to the one a device has. `theirs` must
/// have passed [`check`].
pub fn arrival<G: Game>(ours: Option<&Fair<G>>, theirs: &Fair<G>) -> Arrival {
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

/// Where two versions of one game part ([`parting`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parting {
    /// The moves both versions share: they part at move `moves + 1`.
    pub moves: usize,
    /// The seat whose move (or link) differs: the one that played on differently.
    pub seat: Seat,
    /// Whether the versions part at that seat's first link, with two different
    /// commitments: two devices answered for the seat (the first to answer plays it).
    pub two_devices: bool,
}

/// Where `ours` and `theirs`, two versions of one game neither of which extends the
/// other, part: the first move or link that differs, and whose it is. `None` for two
/// different games, or copies that do not part.
pub fn parting<G: Game>(ours: &Fair<G>, theirs: &Fair<G>) -> Option<Parting> {
    let (a, b) = (&ours.record, &theirs.record);
    if a.game != b.game || a.setup != b.setup || a.seed != b.seed {
        return None;
    }
    let moves = a.actions.iter().zip(&b.actions).take_while(|(x, y)| x == y).count();
    let links = ours.ledger.iter().zip(&theirs.ledger).take_while(|(x, y)| x == y).count();
    let (x, y) = (ours.ledger.get(links), theirs.ledger.get(links));
    // A link that differs before the moves do (or with none after it) is where they part.
    let link_first = match (x, y) {
        (Some(x), Some(y)) => (x.at as usize).min(y.at as usize) <= moves,
        _ => false,
    };
    if link_first {
        let (x, y) = (x?, y?);
        let earlier = |h: &Handover| ours.ledger[..links].iter().any(|p| p.from == h.from);
        let two_devices = x.from == y.from && x.commit != y.commit && !earlier(x);
        let moves = (x.at as usize).min(y.at as usize).min(moves);
        return Some(Parting { moves, seat: usize::from(x.from), two_devices });
    }
    if moves == a.actions.len().min(b.actions.len()) && a.actions.len() == b.actions.len() {
        return None;
    }
    // The move that differs was played in the stretch of the last shared link's seat.
    let seat = ours.ledger[..links].iter().rev().find(|h| h.at as usize <= moves).map_or(0, |h| usize::from(h.to));
    Some(Parting { moves, seat, two_devices: false })
}
