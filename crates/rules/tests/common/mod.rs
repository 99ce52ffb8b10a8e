//! What the tests of play by link share: devices' secrets from a seeded generator,
//! so that every simulated game is the same on every run.

use tabula_rules::fair::Secret;
use tabula_rules::rng::Rng;

/// 32 bytes from `rng`: a device's secret, as `getrandom` gives one in the app.
pub fn secret(rng: &mut Rng) -> Secret {
    let mut s = [0u8; 32];
    for c in s.chunks_mut(8) {
        c.copy_from_slice(&rng.next_u64().to_le_bytes());
    }
    s
}
