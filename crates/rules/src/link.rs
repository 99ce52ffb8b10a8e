//! The compact, URL-safe encoding of records used in share links.
//!
//! A link payload is `1.` followed by the record in postcard (a compact binary serde
//! format) encoded as unpadded base64url. The leading `1` is the payload format
//! version, so later formats can still read old links.

use crate::{Game, Match, Record, RecordError};

const PREFIX: &str = "1.";

/// Encodes a record for a link.
pub fn encode<G: Game>(record: &Record<G>) -> String {
    encode_bytes(&to_bytes(record))
}

/// [`encode`] of a record already in [`to_bytes`] form (not generic: a page that
/// keeps records as bytes makes links without the game's type).
pub fn encode_bytes(bytes: &[u8]) -> String {
    format!("{PREFIX}{}", crate::base64url::encode(bytes))
}

/// The record in postcard, the binary form a link carries (and a save keeps).
pub fn to_bytes<G: Game>(record: &Record<G>) -> Vec<u8> {
    // postcard writes plain data to a Vec without failing; an empty result would be
    // refused on reading with a clear message rather than crash.
    postcard::to_allocvec(record).unwrap_or_default()
}

/// Reads [`to_bytes`] and replays the record. Any damage is a [`RecordError`].
pub fn from_bytes<G: Game>(bytes: &[u8]) -> Result<Match<G>, RecordError> {
    let record: Record<G> = postcard::from_bytes(bytes).map_err(|e| RecordError::Parse(format!("damaged ({e})")))?;
    Match::replay(record)
}

/// Decodes a link payload and replays it. Any damage is a [`RecordError`], never a panic.
pub fn decode<G: Game>(payload: &str) -> Result<Match<G>, RecordError> {
    let body = payload.strip_prefix(PREFIX).ok_or_else(|| RecordError::Parse("unknown link format".into()))?;
    let bytes =
        crate::base64url::decode(body.trim()).map_err(|e| RecordError::Parse(format!("link is damaged ({e})")))?;
    from_bytes(&bytes)
}
