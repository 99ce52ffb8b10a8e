//! The answers about games played fairly by link (`tabula_rules::fair`): a link
//! arrived, checked and merged, and the link this device sends.

use tabula_rules::by_link::Arrival;
use tabula_rules::fair::DeckSecret;
use tabula_rules::{fair, link, Game, Turn};

/// [`Ask::FairArrive`](super::Ask::FairArrive): the link's game checked, how it stands to ours, what to
/// keep, whether the whole game is checked, and where a fork parts.
pub(super) type FairArrived = (Arrival, Vec<u8>, Vec<u8>, u32, bool, bool, Option<(u32, u8, bool)>);

pub(super) fn fair_arrive<G: Game>(
    ours: Option<&[u8]>,
    theirs: &str,
    own: &[DeckSecret],
    tops: &[fair::Pending],
) -> Result<FairArrived, String> {
    let theirs = fair::decode::<G>(theirs).map_err(|e| e.to_string())?;
    fair::check_as(&theirs, own, tops).map_err(|e| e.to_string())?;
    let ours = ours.map(fair::from_bytes::<G>).transpose().map_err(|e| e.to_string())?;
    let mut how = fair::arrival(ours.as_ref(), &theirs);
    // A new game for a seat that has answered already from another device: that
    // device plays it, and this one cannot (it holds no secret of the seat's).
    if how == Arrival::New && seat_elsewhere(&theirs, tops) {
        how = Arrival::Elsewhere;
    }
    // At the end each device reveals its decks on the copy it got: merged here.
    let theirs = match (how, &ours) {
        (Arrival::Forked | Arrival::Older, Some(o)) => {
            match fair::merge(o, &theirs).filter(|m| fair::to_bytes(m) != fair::to_bytes(o)) {
                Some(m) => {
                    how = Arrival::Newer;
                    m
                }
                None => theirs,
            }
        }
        _ => theirs,
    };
    let parting = match (how, &ours) {
        (Arrival::Forked, Some(o)) => fair::parting(o, &theirs).map(|p| (p.moves as u32, p.seat as u8, p.two_devices)),
        _ => None,
    };
    let state = fair::check_as(&theirs, own, tops).map_err(|e| e.to_string())?.state;
    let (actions, over) = (theirs.record.actions.len() as u32, state.state().turn() == Turn::Over);
    let checked = over && fair::end_check_with(&theirs, own).is_ok();
    let keep = matches!(how, Arrival::New | Arrival::Newer) || parting.is_some_and(|p| !p.2);
    Ok(match keep {
        true => (how, fair::to_bytes(&theirs), link::to_bytes(state.record()), actions, over, checked, parting),
        false => (how, Vec::new(), Vec::new(), actions, over, checked, parting),
    })
}

/// Whether the link's seat (the last link's receiver) has sent a link before, from a
/// device whose chain this one does not hold: under protocol 2 only that device plays it.
fn seat_elsewhere<G: Game>(theirs: &fair::Fair<G>, tops: &[fair::Pending]) -> bool {
    let Some((last, before)) = theirs.ledger.split_last() else { return false };
    let answered = theirs.version >= 2 && theirs.deal.is_none() && before.iter().any(|p| p.from == last.to);
    answered && !tops.iter().any(|t| t.seat == last.to)
}

/// What [`Ask::FairSend`](super::Ask::FairSend) asks for.
pub(super) struct Sending {
    pub(super) from: usize,
    pub(super) to: usize,
    pub(super) pending: Option<[u8; 32]>,
    pub(super) fresh: [u8; 32],
    pub(super) reveal: bool,
}

/// What [`fair_send`] makes: the link's payload, the game by link to keep, the secret
/// committed to, whether the whole game is checked, and the seat the link is for.
pub(super) type FairLinkMade = (String, Vec<u8>, [u8; 32], bool, u32);

/// [`Ask::FairSend`](super::Ask::FairSend): the link made, as [`FairLinkMade`] says.
pub(super) fn fair_send<G: Game>(
    fair_bytes: &[u8],
    played: &[u8],
    s: &Sending,
    own: &[DeckSecret],
) -> Result<FairLinkMade, String> {
    let mut f = fair::from_bytes::<G>(fair_bytes).map_err(|e| e.to_string())?;
    let m = link::from_bytes::<G>(played).map_err(|e| e.to_string())?;
    if !m.record().actions.starts_with(&f.record.actions) {
        return Err("the moves played here do not follow the game's".into());
    }
    f.record.actions = m.record().actions.clone();
    let (out, secret) = if s.reveal {
        let out = fair::reveal_decks(&f, own);
        fair::check_with(&out, own).map_err(|e| e.to_string())?;
        (out, s.pending.unwrap_or(s.fresh))
    } else {
        let (out, p) =
            fair::send_with(&f, s.from, s.to, s.pending.as_ref(), s.fresh, own).map_err(|e| e.to_string())?;
        (out, p.secret)
    };
    let over = m.state().turn() == Turn::Over;
    let checked = over && fair::end_check_with(&out, own).is_ok();
    let to = match (s.reveal, out.ledger.last()) {
        (false, Some(h)) => u32::from(h.to),
        _ => s.to as u32,
    };
    Ok((fair::encode(&out), fair::to_bytes(&out), secret, checked, to))
}
