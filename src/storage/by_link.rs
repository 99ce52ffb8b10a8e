//! What a save keeps of a game played by link, fairly (`tabula_rules::fair`): the
//! game by link as last sent or received, and the secrets this device has committed
//! to and not revealed yet. The secrets never leave the device but in the saves
//! file, which is the player's own.

use serde::{Deserialize, Serialize};
use tabula_rules::fair::DeckSecret;
use tabula_rules::{base64url, fair};

/// A secret committed to in a link and not revealed yet, by the seat it was sent from.
pub type Secret = [u8; 32];

/// A game played by link, as one device holds it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ByLink {
    /// The game by link (`fair::to_bytes`): the base record, the moves up to the last
    /// link sent or received, and every link's commitment.
    pub game: Vec<u8>,
    /// Per seat played here: the secret its last link committed to.
    pub secrets: Vec<(u8, Secret)>,
    /// The links this device made: (the moves played when it was made, the seat it is for).
    pub sent: Vec<(u32, u8)>,
    /// The whole game was checked at its end: every roll and draw.
    pub checked: bool,
    /// The deck secrets of the seats played here, where seats draw from decks of
    /// their own (`fair::DeckSecret`): revealed only at the end.
    pub decks: Vec<DeckSecret>,
}

impl ByLink {
    /// A game by link before any link.
    pub fn new(game: Vec<u8>) -> ByLink {
        ByLink { game, ..ByLink::default() }
    }

    /// The payload of a link carrying the game as it stands (`fair::encode`).
    pub fn payload(&self) -> String {
        format!("{}{}", fair::LINK_PREFIX, base64url::encode(&self.game))
    }

    /// Whether the link to `to` after `at` moves is made.
    pub fn made(&self, at: usize, to: usize) -> bool {
        self.sent.iter().any(|&(a, t)| a as usize == at && usize::from(t) == to)
    }

    /// The secret `seat` committed to in its last link, if it sent one from here.
    pub fn secret(&self, seat: usize) -> Option<Secret> {
        self.secrets.iter().find(|(s, _)| usize::from(*s) == seat).map(|(_, k)| *k)
    }

    /// Keeps the link just made: the game with it, and the secret it committed to.
    pub fn keep_sent(&mut self, game: Vec<u8>, (at, from, to): (usize, usize, usize), secret: Secret) {
        self.game = game;
        let (from, to) = (from as u8, to as u8);
        self.secrets.retain(|(s, _)| *s != from);
        self.secrets.push((from, secret));
        self.sent.push((at as u32, to));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_made_is_remembered_with_its_secret() {
        let mut b = ByLink::new(vec![1, 2, 3]);
        assert!(b.payload().starts_with("2.") && !b.made(4, 1));
        b.keep_sent(vec![9], (4, 0, 1), [7; 32]);
        b.keep_sent(vec![10], (6, 0, 2), [8; 32]);
        assert!(b.made(4, 1) && b.made(6, 2) && !b.made(4, 2));
        assert_eq!((b.secret(0), b.secret(1), b.game.as_slice()), (Some([8; 32]), None, &[10u8][..]));
    }
}
