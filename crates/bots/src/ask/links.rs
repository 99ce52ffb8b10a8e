//! The answers about plain links: a game's share link, and a link arrived.

use tabula_rules::by_link::{arrival, Arrival};
use tabula_rules::{link, Game, Match, Turn};

/// The share link's payload for the record `bytes` as `seat` sees it: the real
/// record once the game is over, else everything `seat` may not see dealt anew.
/// Never the real record of a game in progress: if redaction fails there is no link.
pub fn share_payload<G: Game>(bytes: &[u8], seat: Option<usize>, fresh_seed: u64) -> Result<String, String> {
    let m = link::from_bytes::<G>(bytes).map_err(|e| e.to_string())?;
    let record = G::redact(m.record(), seat, fresh_seed).map_err(|e| e.to_string())?;
    Ok(link::encode(&record))
}

/// [`Ask::Arrive`](super::Ask::Arrive): how the link's record stands to ours, and the record to keep.
pub(super) fn arrive<G: Game>(
    ours: Option<&[u8]>,
    theirs: &str,
    fresh_seed: u64,
) -> Result<(Arrival, Vec<u8>, u32, bool), String> {
    let theirs = link::decode::<G>(theirs).map_err(|e| e.to_string())?;
    let ours = ours.map(link::from_bytes::<G>).transpose().map_err(|e| e.to_string())?;
    let how = arrival(ours.as_ref().map(Match::record), theirs.record());
    let (actions, over) = (theirs.record().actions.len() as u32, theirs.state().turn() == Turn::Over);
    let record = match how {
        Arrival::New | Arrival::Newer => {
            link::to_bytes(&G::redeal_unseen(theirs.record(), fresh_seed).map_err(|e| e.to_string())?)
        }
        _ => Vec::new(),
    };
    Ok((how, record, actions, over))
}
