//! A deck no device can read alone ("mental poker"), for a game played by link whose
//! secret cards come from the same pack as its public draws (Shape Up!'s victory
//! cards, its hidden card, the advanced game's hands).
//!
//! Each card of the pack is a point of the Ristretto group (`curve25519-dalek`), found
//! by hashing its number under the deal's label, and the deck is a row of ElGamal
//! ciphertexts. Each device in turn adds its key to the deck's key, seals every place
//! anew and shuffles the places; after the last device the deck is sealed under the
//! sum of every device's key, and no device knows which card lies where. A place is
//! opened by one *share* from each device (its key times the place's first point), in
//! any order: a device that holds every share but its own opens the card for itself
//! alone, and once every share is public so is the card. A device's key, its sealing
//! and its shuffle all follow from its secret under the deal's label, so when the
//! secrets are revealed at the end every device recomputes every shuffle and every
//! share (`check_shuffle`, `check_share`).
//!
//! This module only seals, shuffles and opens; which shares a link carries, and when,
//! is the game's schedule (`docs/ARCHITECTURE.md`, "Hidden cards").

use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::Identity;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256, Sha512};

use super::{Secret, PROTOCOL};
use crate::rng::Rng;
use crate::GameId;

/// A point of the group, compressed: what links carry.
pub type Point = [u8; 32];

/// One place of the deck: an ElGamal ciphertext `(r·G, card + r·H)` under the deck's
/// key `H`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sealed {
    /// `r·G`: the point each device's share multiplies.
    pub c1: Point,
    /// The card's point plus `r·H`.
    pub c2: Point,
}

/// Why a deck, a share or an opening does not check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PokerError {
    /// Bytes that are not a point of the group.
    #[error("the deck holds bytes that are not a point")]
    BadPoint,
    /// The shares do not open any card of the pack: one of them is wrong or missing.
    #[error("the shares do not open a card of the pack")]
    NotACard,
    /// A deck of the wrong length.
    #[error("the deck does not hold the whole pack")]
    WrongSize,
    /// The deck a device sent is not the shuffle its revealed secret gives.
    #[error("the shuffle of device {} does not check", device + 1)]
    Shuffle {
        /// The device, in the order they shuffled, from 0.
        device: usize,
    },
}

/// One deal: a pack of `cards` cards shuffled for one round of one game.
#[derive(Clone, Debug)]
pub struct Deal {
    label: Vec<u8>,
    points: Vec<RistrettoPoint>,
}

fn point(bytes: &Point) -> Result<RistrettoPoint, PokerError> {
    CompressedRistretto(*bytes).decompress().ok_or(PokerError::BadPoint)
}

fn unseal(s: &Sealed) -> Result<(RistrettoPoint, RistrettoPoint), PokerError> {
    Ok((point(&s.c1)?, point(&s.c2)?))
}

fn seal(c1: RistrettoPoint, c2: RistrettoPoint) -> Sealed {
    Sealed { c1: c1.compress().to_bytes(), c2: c2.compress().to_bytes() }
}

impl Deal {
    /// The deal of round `round` of the game `game` whose base seed is `seed`: every
    /// key, sealing and shuffle of it is bound to this label, so a secret used for two
    /// rounds or two games gives unrelated keys.
    pub fn new(game: GameId, seed: u64, round: u32, cards: usize) -> Deal {
        let mut label = Vec::with_capacity(64);
        label.extend_from_slice(PROTOCOL.as_bytes());
        label.extend_from_slice(b" poker ");
        label.extend_from_slice(game.as_str().as_bytes());
        label.extend_from_slice(&seed.to_le_bytes());
        label.extend_from_slice(&round.to_le_bytes());
        label.extend_from_slice(&(cards as u32).to_le_bytes());
        let points = (0..cards as u32)
            .map(|c| RistrettoPoint::from_hash(Self::hasher(&label, b"card", &c.to_le_bytes())))
            .collect();
        Deal { label, points }
    }

    /// SHA-512 over the label, what is derived and its input.
    fn hasher(label: &[u8], what: &[u8], input: &[u8]) -> Sha512 {
        let mut h = Sha512::new();
        h.update((label.len() as u32).to_le_bytes());
        h.update(label);
        h.update((what.len() as u32).to_le_bytes());
        h.update(what);
        h.update(input);
        h
    }

    /// The number of cards.
    pub fn cards(&self) -> usize {
        self.points.len()
    }

    /// The pack face up, in number order: each card sealed under no key (`r = 0`), for
    /// the first device to shuffle.
    pub fn open_deck(&self) -> Vec<Sealed> {
        self.points.iter().map(|p| seal(RistrettoPoint::identity(), *p)).collect()
    }

    /// The deck's key before any device has shuffled: none.
    pub fn no_key() -> Point {
        RistrettoPoint::identity().compress().to_bytes()
    }

    fn key(&self, secret: &Secret) -> Scalar {
        Scalar::from_hash(Self::hasher(&self.label, b"key", secret))
    }

    /// The device's public key (its key times the base point).
    pub fn public_key(&self, secret: &Secret) -> Point {
        RistrettoPoint::mul_base(&self.key(secret)).compress().to_bytes()
    }

    /// One device's turn at the shuffle: `deck` is sealed under `joint` (the sum of the
    /// public keys of the devices before, [`Deal::no_key`] for the first); the result
    /// is sealed under `joint` plus this device's key, every place sealed anew and the
    /// places shuffled. Returns the deck and its key.
    pub fn shuffle(&self, deck: &[Sealed], joint: &Point, secret: &Secret) -> Result<(Vec<Sealed>, Point), PokerError> {
        if deck.len() != self.cards() {
            return Err(PokerError::WrongSize);
        }
        let x = self.key(secret);
        let h = point(joint)? + RistrettoPoint::mul_base(&x);
        let mut out = Vec::with_capacity(deck.len());
        for (i, s) in deck.iter().enumerate() {
            let (c1, c2) = unseal(s)?;
            let r = Scalar::from_hash(Self::hasher(
                &self.label,
                b"reseal",
                &[secret.as_slice(), &(i as u32).to_le_bytes()].concat(),
            ));
            // Adding x·c1 puts the place under the new key; r seals it anew, so that
            // nobody can follow a card from the deck before to this one.
            out.push(seal(c1 + RistrettoPoint::mul_base(&r), c2 + x * c1 + r * h));
        }
        self.permutation(secret).shuffle(&mut out);
        Ok((out, h.compress().to_bytes()))
    }

    /// The shuffle's order, from the secret: HMAC-SHA-256 keyed by it over the label.
    fn permutation(&self, secret: &Secret) -> Rng {
        let Ok(mut mac) = <Hmac<Sha256> as Mac>::new_from_slice(secret) else { return Rng::new(0, 0) };
        mac.update(&self.label);
        mac.update(b"permutation");
        Rng::from_key(mac.finalize().into_bytes().into())
    }

    /// Whether `after` is the shuffle of `before` (under `joint`) by the device whose
    /// secret is `secret`: what every device checks once the secrets are revealed.
    pub fn check_shuffle(&self, before: &[Sealed], joint: &Point, after: &[Sealed], secret: &Secret) -> bool {
        self.shuffle(before, joint, secret).is_ok_and(|(d, _)| d == after)
    }

    /// The end check of a deal once every secret is revealed: `decks[i]` is the deck
    /// the `i`-th device to shuffle sent, `secrets[i]` its secret. Recomputes every
    /// shuffle from the open pack and returns the card at each place of the last deck,
    /// or names the first device whose deck does not check.
    pub fn check_chain(&self, decks: &[Vec<Sealed>], secrets: &[Secret]) -> Result<Vec<usize>, PokerError> {
        let (mut deck, mut joint) = (self.open_deck(), Self::no_key());
        if decks.len() != secrets.len() {
            return Err(PokerError::WrongSize);
        }
        for (device, (sent, secret)) in decks.iter().zip(secrets).enumerate() {
            let (next, key) = self.shuffle(&deck, &joint, secret)?;
            if &next != sent {
                return Err(PokerError::Shuffle { device });
            }
            (deck, joint) = (next, key);
        }
        deck.iter()
            .map(|place| {
                let shares = secrets.iter().map(|s| self.share(place, s)).collect::<Result<Vec<_>, _>>()?;
                self.open(place, &shares)
            })
            .collect()
    }

    /// This device's share of the place `place`: its key times the place's first point.
    pub fn share(&self, place: &Sealed, secret: &Secret) -> Result<Point, PokerError> {
        Ok((self.key(secret) * point(&place.c1)?).compress().to_bytes())
    }

    /// Whether `share` is the share of `place` by the device whose secret is `secret`.
    pub fn check_share(&self, place: &Sealed, share: &Point, secret: &Secret) -> bool {
        self.share(place, secret).is_ok_and(|s| &s == share)
    }

    /// The card at `place`, from one share of each device (any order).
    pub fn open(&self, place: &Sealed, shares: &[Point]) -> Result<usize, PokerError> {
        let (_, mut p) = unseal(place)?;
        for s in shares {
            p -= point(s)?;
        }
        self.points.iter().position(|c| *c == p).ok_or(PokerError::NotACard)
    }

    /// The card at `place` for the device whose secret is `secret`, from the other
    /// devices' shares: its own it computes, and shows no one.
    pub fn open_with(&self, place: &Sealed, others: &[Point], secret: &Secret) -> Result<usize, PokerError> {
        let own = self.share(place, secret)?;
        self.open(place, &[others, &[own]].concat())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secrets(n: u8) -> Vec<Secret> {
        (0..n).map(|d| [d.wrapping_mul(37).wrapping_add(11); 32]).collect()
    }

    /// Every device shuffles in turn: the deck, its key, and each step's input.
    fn shuffled(deal: &Deal, secrets: &[Secret]) -> (Vec<Sealed>, Vec<(Vec<Sealed>, Point)>) {
        let (mut deck, mut joint) = (deal.open_deck(), Deal::no_key());
        let mut steps = Vec::new();
        for s in secrets {
            steps.push((deck.clone(), joint));
            (deck, joint) = deal.shuffle(&deck, &joint, s).unwrap();
        }
        (deck, steps)
    }

    fn shares(deal: &Deal, place: &Sealed, secrets: &[Secret]) -> Vec<Point> {
        secrets.iter().map(|s| deal.share(place, s).unwrap()).collect()
    }

    #[test]
    fn every_card_is_opened_once_by_every_share_in_any_order() {
        for n in [2, 3] {
            let deal = Deal::new(GameId::ShapeUp, 7, 0, 18);
            let keys = secrets(n);
            let (deck, _) = shuffled(&deal, &keys);
            let mut cards: Vec<usize> = deck
                .iter()
                .map(|p| {
                    let mut s = shares(&deal, p, &keys);
                    let card = deal.open(p, &s).unwrap();
                    assert_eq!(deal.open_with(p, &s[1..], &keys[0]), Ok(card));
                    s.reverse();
                    assert_eq!(deal.open(p, &s), Ok(card));
                    card
                })
                .collect();
            assert_ne!(cards, (0..18).collect::<Vec<_>>(), "the deck is shuffled");
            cards.sort_unstable();
            assert_eq!(cards, (0..18).collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_missing_or_wrong_share_opens_nothing() {
        let deal = Deal::new(GameId::ShapeUp, 7, 0, 18);
        let keys = secrets(3);
        let (deck, _) = shuffled(&deal, &keys);
        for p in &deck {
            let s = shares(&deal, p, &keys);
            assert_eq!(deal.open(p, &s[..2]), Err(PokerError::NotACard));
            assert_eq!(deal.open(p, &[s[0], s[1], s[1]]), Err(PokerError::NotACard));
            assert_eq!(deal.open_with(p, &s[..2], &[9; 32]), Err(PokerError::NotACard));
        }
    }

    #[test]
    fn revealed_secrets_check_every_shuffle_and_share() {
        let deal = Deal::new(GameId::ShapeUp, 7, 1, 18);
        let keys = secrets(2);
        let (deck, steps) = shuffled(&deal, &keys);
        let (after0, _) = deal.shuffle(&steps[0].0, &steps[0].1, &keys[0]).unwrap();
        assert!(deal.check_shuffle(&steps[0].0, &steps[0].1, &steps[1].0, &keys[0]));
        assert!(deal.check_shuffle(&steps[1].0, &steps[1].1, &deck, &keys[1]));
        assert!(!deal.check_shuffle(&steps[1].0, &steps[1].1, &deck, &keys[0]));
        let mut swapped = after0.clone();
        swapped.swap(0, 1);
        assert!(!deal.check_shuffle(&steps[0].0, &steps[0].1, &swapped, &keys[0]));
        let chain = [steps[1].0.clone(), deck.clone()];
        let order = deal.check_chain(&chain, &keys).unwrap();
        for (place, card) in deck.iter().zip(&order) {
            assert_eq!(deal.open(place, &shares(&deal, place, &keys)), Ok(*card));
        }
        assert_eq!(deal.check_chain(&[chain[0].clone(), swapped], &keys), Err(PokerError::Shuffle { device: 1 }));
        let s = deal.share(&deck[3], &keys[1]).unwrap();
        assert!(deal.check_share(&deck[3], &s, &keys[1]));
        assert!(!deal.check_share(&deck[4], &s, &keys[1]));
        assert!(!deal.check_share(&deck[3], &s, &keys[0]));
    }

    #[test]
    fn deals_of_other_rounds_or_games_do_not_match() {
        let keys = secrets(2);
        let a = Deal::new(GameId::ShapeUp, 7, 0, 18);
        let b = Deal::new(GameId::ShapeUp, 7, 1, 18);
        let c = Deal::new(GameId::ShapeUp, 8, 0, 18);
        assert_ne!(a.public_key(&keys[0]), b.public_key(&keys[0]));
        assert_ne!(a.open_deck(), c.open_deck());
        let (deck, _) = shuffled(&a, &keys);
        let s = shares(&a, &deck[0], &keys);
        assert_eq!(b.open(&deck[0], &s), Err(PokerError::NotACard));
    }

    #[test]
    fn bytes_from_outside_are_refused_not_panicked_on() {
        let deal = Deal::new(GameId::ShapeUp, 7, 0, 18);
        let bad = Sealed { c1: [0xff; 32], c2: [0xff; 32] };
        assert_eq!(deal.share(&bad, &[1; 32]), Err(PokerError::BadPoint));
        assert_eq!(deal.open(&bad, &[]), Err(PokerError::BadPoint));
        assert_eq!(deal.shuffle(&[bad; 18], &Deal::no_key(), &[1; 32]), Err(PokerError::BadPoint));
        assert_eq!(deal.shuffle(&[], &Deal::no_key(), &[1; 32]), Err(PokerError::WrongSize));
        assert!(!deal.check_shuffle(&[bad; 18], &[0xff; 32], &[], &[1; 32]));
    }
}
