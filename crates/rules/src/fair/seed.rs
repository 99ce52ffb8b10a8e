//! The seed each stretch of play is dealt from (`docs/ARCHITECTURE.md`, "How chance
//! is fixed"): under protocol 1 from the link alone ([`stretch_seed`]), under protocol 2
//! keyed by the receiver's next secret ([`chance_seed`]), which only its device knows
//! until its next link reveals it.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::{chain, Commitment, Fair, Pending, Secret, PROTOCOL};
use crate::{Game, Record};

/// Protocol 1: the seed of the play after handover `k`, HMAC-SHA-256 keyed by the
/// sender's revealed secret (zeros for none) over the protocol, the game, the base
/// seed, `k` and the receiver's latest commitment; its first 8 bytes, little-endian.
/// Everything in it is in the link: every device can compute it.
pub fn stretch_seed<G: Game>(
    record: &Record<G>,
    k: usize,
    reveal: Option<&Secret>,
    receiver: Option<&Commitment>,
) -> u64 {
    let key = reveal.copied().unwrap_or([0; 32]);
    let mut data = [0u8; 34];
    data[..2].copy_from_slice(&[u8::from(reveal.is_some()), u8::from(receiver.is_some())]);
    data[2..].copy_from_slice(receiver.unwrap_or(&[0; 32]));
    mac_seed(&key, b" chance ", record, k, &data)
}

/// Protocol 2: the seed of the play after handover `k`, HMAC-SHA-256 keyed by the
/// receiver's next secret `key` (the preimage of its latest commitment) over the
/// protocol, the game, the base seed, `k` and the sender's value in handover `k`
/// (`sender`, its commitment). The receiver fixed `key` before `sender` was shown, and
/// nobody else learns `key` before the receiver's next link: neither side can aim the
/// seed, and only the receiver's device can compute it in advance.
pub fn chance_seed<G: Game>(record: &Record<G>, k: usize, key: &Secret, sender: &Commitment) -> u64 {
    mac_seed(key, b" chance by the receiver ", record, k, sender)
}

/// A stand-in for a seed this device cannot know (another device's stretch, not yet
/// revealed): what it deals is never shown, and no move may be checked against it.
pub fn stand_in<G: Game>(record: &Record<G>, k: usize) -> u64 {
    mac_seed(&[0; 32], b" stand-in ", record, k, &[])
}

/// HMAC-SHA-256 keyed by `key` over the protocol, `label`, the game, the base seed, `n`
/// (a handover's place, or a seat) and `data`: its first 8 bytes, little-endian. The
/// one layout of every seed of fair play, the decks' included.
pub(super) fn mac_seed<G: Game>(key: &Secret, label: &[u8], record: &Record<G>, n: usize, data: &[u8]) -> u64 {
    // HMAC takes keys of any length: this cannot fail.
    let Ok(mut mac) = <Hmac<Sha256> as Mac>::new_from_slice(key) else { return 0 };
    mac.update(PROTOCOL.as_bytes());
    mac.update(label);
    mac.update(G::ID.as_str().as_bytes());
    mac.update(&record.seed.to_le_bytes());
    mac.update(&(n as u64).to_le_bytes());
    mac.update(data);
    let out = mac.finalize().into_bytes();
    let mut first = [0u8; 8];
    first.copy_from_slice(&out[..8]);
    u64::from_le_bytes(first)
}

/// Protocol 2: the key of the stretch after handover `k`, if it can be known here: the
/// value the receiver's next link revealed, or the one its chain's top `tops` (this
/// device's) gives. `None` when the receiver never committed before `k` (its stretch
/// is not playable) or its key is another device's.
pub fn receiver_key<G: Game>(fair: &Fair<G>, k: usize, tops: &[Pending]) -> Option<Secret> {
    let h = fair.ledger.get(k)?;
    let last = fair.ledger[..k].iter().rev().find(|p| p.from == h.to)?.commit;
    let revealed = fair.ledger[k + 1..].iter().find(|p| p.from == h.to).and_then(|p| p.reveal);
    revealed.or_else(|| tops.iter().filter(|t| t.seat == h.to).find_map(|t| chain::next(&t.secret, &last)))
}
