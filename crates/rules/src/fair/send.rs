//! Making a link: the next value of the sending seat's chain, the deck commitments
//! and reveals due, and where the devices deal, this device's part of the deal.

use super::check::Checked;
use super::dealing::DealError;
use super::{
    chain, check_as, commit_deck, own_party, DeckCommit, DeckSecret, Fair, FairError, Handover, Pending, Secret, BARE,
};
use crate::{Game, Seat, Turn};

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
    // The stretch this link closes is this seat's: its chain deals it.
    let tops = pending.map(|p| vec![Pending { seat: from, secret: *p }]).unwrap_or_default();
    let Checked { state, first, .. } = check_as(fair, own, &tops)?;
    for o in in_use(fair, own, &first) {
        let moved = first.get(usize::from(o.seat)).copied().flatten().is_some();
        if moved && !out.decks.iter().any(|c| c.seat == o.seat) {
            out.decks.push(DeckCommit { seat: o.seat, handover, commit: commit_deck(&o.secret) });
        }
    }
    if state.state().turn() == Turn::Over {
        out = reveal_decks(&out, own);
    }
    check_as(&out, own, &tops)?;
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
