//! The compact, URL-safe encoding of records used in share links.
//!
//! A link payload is `1.` followed by the record in postcard (a compact binary serde
//! format) encoded as unpadded base64url. The leading `1` is the payload format
//! version, so later formats can still read old links.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};

use crate::{Game, Match, Record, RecordError};

const PREFIX: &str = "1.";

/// Encodes a record for a link.
pub fn encode<G: Game>(record: &Record<G>) -> String {
    // postcard writes plain data to a Vec without failing; an empty payload would be
    // refused on decode with a clear message rather than crash.
    let bytes = postcard::to_allocvec(record).unwrap_or_default();
    format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes))
}

/// Decodes a link payload and replays it. Any damage is a [`RecordError`], never a panic.
pub fn decode<G: Game>(payload: &str) -> Result<Match<G>, RecordError> {
    let body = payload
        .strip_prefix(PREFIX)
        .ok_or_else(|| RecordError::Parse("unknown link format".into()))?;
    let bytes = URL_SAFE_NO_PAD
        .decode(body.trim())
        .map_err(|e| RecordError::Parse(format!("link is damaged ({e})")))?;
    let record: Record<G> =
        postcard::from_bytes(&bytes).map_err(|e| RecordError::Parse(format!("link is damaged ({e})")))?;
    Match::replay(record)
}
