//! How a [`Fair`] is written in links and saves. Since hash chains (`chain`), a link
//! that reveals the secret its previous one committed to and commits to that same
//! value again carries it once ([`Hop`]): half a link's share of the bytes.
//! Bytes of before, which wrote both every time, still read.

use serde::{Deserialize, Serialize};

use super::{Commitment, DeckCommit, DeckSecret, Fair, FairError, Handover, Secret, BARE};
use crate::{Game, Record, RecordError};

/// The link payload prefix of a [`Fair`] (the record-only links are `1.`).
pub const LINK_PREFIX: &str = "2.";

/// The first byte of the bytes of a game under protocol 1 since chains. The bytes of
/// before begin with their record's game, a variant index under 4, so the two never
/// meet; a later format takes a larger byte ([`FairError::NewerVersion`]).
const FORMAT: u8 = 0xF3;
/// The first byte of a game under protocol 2 ([`super::VERSION`]): the same layout.
/// A version of before reads it as from a newer version, and says so.
const FORMAT_2: u8 = 0xF4;

/// One handover as written: `at`, `from`, `to`, the commitment unless it is the value
/// revealed (a chain's next value) or none ([`BARE`]), and the value revealed.
type Hop = (u32, u8, u8, Option<Commitment>, Option<Secret>);

fn hop(h: &Handover) -> Hop {
    // Written unless reading can rebuild it: the value revealed, or BARE when
    // nothing is revealed; so that every handover reads back as it was.
    let implied = match &h.reveal {
        Some(r) => *r == h.commit,
        None => h.commit == BARE,
    };
    (h.at, h.from, h.to, (!implied).then_some(h.commit), h.reveal)
}

fn handover((at, from, to, commit, reveal): Hop) -> Handover {
    Handover { at, from, to, commit: commit.or(reveal).unwrap_or(BARE), reveal }
}

/// What follows the record, as written today. Apart from the record, so that
/// reading it is the same code for every game.
#[derive(Serialize, Deserialize)]
struct Written {
    ledger: Vec<Hop>,
    decks: Vec<DeckCommit>,
    deck_reveals: Vec<DeckSecret>,
    deal: Option<Vec<u8>>,
}

/// What followed the record before chains: the same, each handover whole. The one
/// place that layout lives: it is read here, and [`to_bytes_before`] writes it for
/// the tests that show old links still read.
#[derive(Serialize, Deserialize)]
struct Before {
    ledger: Vec<Handover>,
    decks: Vec<DeckCommit>,
    deck_reveals: Vec<DeckSecret>,
    deal: Option<Vec<u8>>,
}

/// What follows the record, read.
type Rest = (Vec<Handover>, Vec<DeckCommit>, Vec<DeckSecret>, Option<Vec<u8>>);

/// The game by link in postcard, as links carry it and saves keep it.
pub fn to_bytes<G: Game>(fair: &Fair<G>) -> Vec<u8> {
    let mut out = vec![if fair.version >= 2 { FORMAT_2 } else { FORMAT }];
    out.extend(postcard::to_allocvec(&fair.record).unwrap_or_default());
    out.extend(rest_bytes(&fair.ledger, &fair.decks, &fair.deck_reveals, &fair.deal));
    out
}

/// The bytes a version from before chains wrote for `fair` (each handover whole, no
/// marker), which [`from_bytes`] still reads. Only tests make them.
#[doc(hidden)]
pub fn to_bytes_before<G: Game>(fair: &Fair<G>) -> Vec<u8> {
    let rest = Before {
        ledger: fair.ledger.clone(),
        decks: fair.decks.clone(),
        deck_reveals: fair.deck_reveals.clone(),
        deal: fair.deal.clone(),
    };
    let mut out = postcard::to_allocvec(&fair.record).unwrap_or_default();
    out.extend(postcard::to_allocvec(&rest).unwrap_or_default());
    out
}

/// What follows the record, written: the same code for every game.
fn rest_bytes(ledger: &[Handover], decks: &[DeckCommit], reveals: &[DeckSecret], deal: &Option<Vec<u8>>) -> Vec<u8> {
    let rest = Written {
        ledger: ledger.iter().map(hop).collect(),
        decks: decks.to_vec(),
        deck_reveals: reveals.to_vec(),
        deal: deal.clone(),
    };
    postcard::to_allocvec(&rest).unwrap_or_default()
}

fn damaged(e: postcard::Error) -> FairError {
    FairError::Record(RecordError::Parse(format!("damaged ({e})")))
}

/// Reads [`to_bytes`], and the bytes of before: every handover whole; before that
/// without the deal (none); and before hidden decks (without their two lists, read as
/// empty). Nothing is checked yet: see [`super::check`].
pub fn from_bytes<G: Game>(bytes: &[u8]) -> Result<Fair<G>, FairError> {
    // A later format takes the next marker: this version says so rather than
    // calling the link damaged.
    if bytes.first().is_some_and(|&b| b > FORMAT_2) {
        return Err(FairError::NewerVersion);
    }
    let version = if bytes.first() == Some(&FORMAT_2) { 2 } else { 1 };
    let today = bytes.strip_prefix(&[FORMAT]).or_else(|| bytes.strip_prefix(&[FORMAT_2]));
    let (record, rest) = postcard::take_from_bytes::<Record<G>>(today.unwrap_or(bytes)).map_err(damaged)?;
    let (ledger, decks, deck_reveals, deal) = read_rest(rest, today.is_some())?;
    Ok(Fair { record, ledger, decks, deck_reveals, deal, version })
}

/// What follows the record, read (`today`: in today's format): the same code for
/// every game.
fn read_rest(rest: &[u8], today: bool) -> Result<Rest, FairError> {
    if today {
        let w: Written = postcard::from_bytes(rest).map_err(damaged)?;
        return Ok((w.ledger.into_iter().map(handover).collect(), w.decks, w.deck_reveals, w.deal));
    }
    let b: Before = postcard::from_bytes(rest)
        .or_else(|e| postcard::from_bytes(&[rest, &[0]].concat()).map_err(|_| e))
        .or_else(|e| postcard::from_bytes(&[rest, &[0, 0, 0]].concat()).map_err(|_| e))
        .map_err(damaged)?;
    Ok((b.ledger, b.decks, b.deck_reveals, b.deal))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every handover reads back as it was written, the ones no honest device makes
    /// (BARE with a reveal) included, so all devices and a round trip agree.
    #[test]
    fn handovers_round_trip() {
        let (a, b) = ([7; 32], [9; 32]);
        for (commit, reveal) in [(a, None), (BARE, None), (a, Some(a)), (b, Some(a)), (BARE, Some(a))] {
            let h = Handover { at: 3, from: 1, to: 0, commit, reveal };
            assert_eq!(handover(hop(&h)), h, "{commit:?} {reveal:?}");
        }
        // A chain link writes one value, a bare link none.
        assert_eq!(hop(&Handover { at: 0, from: 0, to: 1, commit: a, reveal: Some(a) }).3, None);
        assert_eq!(hop(&Handover { at: 0, from: 0, to: 1, commit: BARE, reveal: None }).3, None);
    }
}
