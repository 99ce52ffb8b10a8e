//! What the games' property tests share: a record with one byte damaged, as JSON and
//! as a link's payload, reads as an error, never a panic.

use base64::Engine as _;
use proptest::sample::Index;
use tabula_rules::{link, Game, Match, Record};

/// Reads `record` back with the byte at `at` replaced by `byte`, in its JSON and in
/// its link's payload, and with the payload cut short there: none of it may panic.
pub fn read_damaged<G: Game>(record: &Record<G>, at: Index, byte: u8) {
    // One byte of the JSON replaced.
    let mut json = serde_json::to_vec(record).expect("serialise");
    let i = at.index(json.len());
    json[i] = byte;
    if let Ok(text) = String::from_utf8(json) {
        let _ = Match::<G>::from_json(&text);
    }
    // One byte of the link payload replaced, or the payload cut short.
    let mut bin = postcard::to_allocvec(record).expect("serialise");
    let i = at.index(bin.len());
    let mut cut = bin.clone();
    cut.truncate(i);
    bin[i] = byte;
    for b in [bin, cut] {
        let payload = format!("1.{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&b));
        let _ = link::decode::<G>(&payload);
    }
}
