//! Every SUPER-POSE card face, as data.
//!
//! The rulebook describes the cards but never prints their faces, so these are ours
//! (see `docs/RULES.md`, SUPER-POSE, "Card faces"). A card is 2 x 3 icon cells;
//! a face lists its six cells row by row, top row first, left cell first, with the card
//! upright (portrait).
//!
//! Why the faces are what they are:
//! - **SUPER-POSE plays must be common.** A zone needs 4 identical 4-connected icons
//!   from 2 cards, so every pack card carries an adjacent pair of one animal, and most
//!   carry two pairs: a pair laid next to a pair already on the table is a 4 zone.
//! - **Some cards carry 3 identical icons**, in a column or an L, as the rules' tip says
//!   ("keep your card with 3 Rabbit icons"): a triple covering one icon of a single
//!   table icon's neighbour makes a SUPER-POSE, and a triple is the Fig. 1 "bridge".
//! - **Every animal is on every pack**, not only the owner's: the rules say the matched
//!   icon may be of any colour, and a pack of one animal could never match another's.
//!   The owner's animal is the most frequent on their pack (it is their colour).
//! - **Flowers are rare** (2 on the 12 cards of a pack, 1 on a flower starting card):
//!   they can never be covered, so each one freezes a cell of the table for good.
//! - **Chameleons sit only on the 4 circle cards**, one each: the first game leaves
//!   those cards out, and the rules bring chameleons in with the 9-card deck.
//! - **Diamond cards are identical for every pack** (the rules' "identical starting
//!   hand"), so nobody starts with a better hand.
//! - **Packs are one layout with the animals permuted**: the pack of the animal at
//!   position `k` of [`Animal::ALL`] is the Cat pack with every animal moved `k` places
//!   on along that list, so every pack plays the same and favours its owner alike.
//! - **Starting cards have black squares on two opposite corners**, so the starting
//!   layout chains them corner on corner (black over black, never hiding an icon), and
//!   carry four different animals each so that the first plays have matches anywhere.
//!   The double-sided ones use the other diagonal on the back.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The six animals, in pack order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Animal {
    /// Cat, yellow.
    Cat,
    /// Butterfly, red.
    Butterfly,
    /// Elephant, green.
    Elephant,
    /// Fish, blue.
    Fish,
    /// Rabbit, orange.
    Rabbit,
    /// Bird, purple.
    Bird,
}

impl Animal {
    /// Every animal, in pack order.
    pub const ALL: [Animal; 6] =
        [Animal::Cat, Animal::Butterfly, Animal::Elephant, Animal::Fish, Animal::Rabbit, Animal::Bird];

    /// Position in [`Animal::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The animal `k` places on along [`Animal::ALL`], wrapping round.
    pub fn shifted(self, k: usize) -> Animal {
        Animal::ALL[(self.index() + k) % 6]
    }

    /// The pack's colour, as the rules name it.
    pub fn colour(self) -> &'static str {
        ["yellow", "red", "green", "blue", "orange", "purple"][self.index()]
    }
}

impl fmt::Display for Animal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(["Cat", "Butterfly", "Elephant", "Fish", "Rabbit", "Bird"][self.index()])
    }
}

/// What one cell of a card shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Icon {
    /// An animal: matches and zones are made of these.
    Animal(Animal),
    /// Never covered, never the match; may cover anything but a flower.
    Flower,
    /// The joker (advanced rules); without the chameleon rules it matches nothing.
    Chameleon,
    /// A black square of a starting card: no icon, covered freely, never a match.
    Black,
}

impl Icon {
    /// The animal, if the cell shows one.
    pub fn animal(self) -> Option<Animal> {
        match self {
            Icon::Animal(a) => Some(a),
            _ => None,
        }
    }
}

/// Six cells, row by row from the top, left cell first, card upright.
pub type Face = [Icon; 6];

/// Which kind of card, by the mark printed in its centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// A starting ("getting started") card, laid before the first turn.
    Start,
    /// A starting-hand card (two diamonds).
    Diamond,
    /// A card with two circles: left out of the first game, carries a chameleon.
    Circle,
    /// A draw-deck card.
    Draw,
}

/// A card, numbered: 0..5 are the starting cards, then 12 per pack in [`Animal::ALL`]
/// order (3 diamond, 4 circle, 5 draw cards). Records store the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// Number of starting cards.
pub const STARTING_CARDS: u8 = 5;
/// Cards in a pack.
pub const PACK_SIZE: u8 = 12;
/// Every card: starting cards and six packs.
pub const CARD_COUNT: u8 = STARTING_CARDS + 6 * PACK_SIZE;

impl CardId {
    /// Starting card `i` (0..3 double-sided with black squares, 3..5 with flowers).
    pub fn start(i: u8) -> CardId {
        CardId(i)
    }

    /// Card `i` (0..12: diamonds, circles, draw cards) of `animal`'s pack.
    pub fn pack(animal: Animal, i: u8) -> CardId {
        CardId(STARTING_CARDS + animal.index() as u8 * PACK_SIZE + i)
    }

    /// Whether the number is a card.
    pub fn is_valid(self) -> bool {
        self.0 < CARD_COUNT
    }

    /// The pack the card belongs to; `None` for a starting card.
    pub fn owner(self) -> Option<Animal> {
        let i = self.0.checked_sub(STARTING_CARDS)?;
        Animal::ALL.get(usize::from(i / PACK_SIZE)).copied()
    }

    /// Position in its pack (or among the starting cards).
    pub fn slot(self) -> u8 {
        match self.0.checked_sub(STARTING_CARDS) {
            Some(i) => i % PACK_SIZE,
            None => self.0,
        }
    }

    /// Which kind of card this is.
    pub fn kind(self) -> Kind {
        match (self.owner(), self.slot()) {
            (None, _) => Kind::Start,
            (Some(_), 0..=2) => Kind::Diamond,
            (Some(_), 3..=6) => Kind::Circle,
            (Some(_), _) => Kind::Draw,
        }
    }

    /// Whether the card has a back to play (the three plain starting cards).
    pub fn double_sided(self) -> bool {
        self.kind() == Kind::Start && self.0 < 3
    }

    /// The face shown, front or back; `None` for a back the card does not have or a
    /// number that is no card.
    pub fn face(self, back: bool) -> Option<Face> {
        if !self.is_valid() || (back && !self.double_sided()) {
            return None;
        }
        let Some(owner) = self.owner() else {
            let i = usize::from(self.0);
            return Some(if back { START_BACKS[i] } else { START_FRONTS[i] });
        };
        let face = CAT_PACK[usize::from(self.slot())];
        if self.kind() == Kind::Diamond {
            return Some(face);
        }
        Some(face.map(|icon| match icon {
            Icon::Animal(a) => Icon::Animal(a.shifted(owner.index())),
            other => other,
        }))
    }
}

impl fmt::Display for CardId {
    /// "Rabbit draw card 2", "starting card 1": how the log names a card.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.owner(), self.kind()) {
            (None, _) => write!(f, "starting card {}", self.0 + 1),
            (Some(a), Kind::Diamond) => write!(f, "{a} diamond card {}", self.slot() + 1),
            (Some(a), Kind::Circle) => write!(f, "{a} circle card {}", self.slot() - 2),
            (Some(a), _) => write!(f, "{a} draw card {}", self.slot() - 6),
        }
    }
}

// Short names for the tables below.
const C: Icon = Icon::Animal(Animal::Cat);
const U: Icon = Icon::Animal(Animal::Butterfly);
const E: Icon = Icon::Animal(Animal::Elephant);
const F: Icon = Icon::Animal(Animal::Fish);
const R: Icon = Icon::Animal(Animal::Rabbit);
const B: Icon = Icon::Animal(Animal::Bird);
const W: Icon = Icon::Flower;
const J: Icon = Icon::Chameleon;
const K: Icon = Icon::Black;

/// The Cat pack; the other packs permute its animals (diamonds excepted).
/// Cats lead the nine permuted cards (9 cells, 7 or 8 for each other animal).
#[rustfmt::skip]
const CAT_PACK: [Face; 12] = [
    // Diamonds: a column of 3 cats, an L of 3 rabbits, two pairs; no flower.
    [C, E,
     C, E,
     C, F],
    [R, R,
     B, R,
     B, F],
    [U, U,
     F, F,
     E, U],
    // Circles: one chameleon each, next to the pairs it can extend.
    [C, J,
     C, B,
     R, B],
    [J, F,
     E, F,
     E, E],
    [U, U,
     J, U,
     B, W],
    [R, R,
     R, J,
     F, C],
    // Draw cards.
    [C, C,
     U, U,
     B, B],
    [F, E,
     F, E,
     F, W],
    [R, U,
     R, C,
     E, E],
    [B, B,
     B, R,
     C, R],
    [E, C,
     U, C,
     U, F],
];

/// Fronts of the starting cards: black squares top left and bottom right.
#[rustfmt::skip]
const START_FRONTS: [Face; 5] = [
    [K, C,
     R, E,
     F, K],
    [K, U,
     B, F,
     C, K],
    [K, E,
     R, B,
     U, K],
    // The two flower cards (single-sided).
    [K, R,
     W, C,
     E, K],
    [K, F,
     U, W,
     B, K],
];

/// Backs of the three double-sided starting cards: black squares top right and bottom
/// left. The flower cards have no playable back (their entries are never read).
#[rustfmt::skip]
const START_BACKS: [Face; 5] = [
    [C, K,
     U, B,
     K, E],
    [R, K,
     E, C,
     K, F],
    [F, K,
     C, U,
     K, B],
    [K; 6],
    [K; 6],
];

#[cfg(test)]
mod tests {
    use super::*;

    fn count(faces: impl Iterator<Item = Face>, icon: Icon) -> usize {
        faces.flat_map(|f| f.into_iter()).filter(|&i| i == icon).count()
    }

    #[test]
    fn numbering_round_trips() {
        for a in Animal::ALL {
            for i in 0..PACK_SIZE {
                let c = CardId::pack(a, i);
                assert_eq!((c.owner(), c.slot()), (Some(a), i));
            }
        }
        assert_eq!(CardId::start(4).kind(), Kind::Start);
        assert!(!CardId(CARD_COUNT).is_valid());
        assert_eq!(CardId(CARD_COUNT).face(false), None);
    }

    #[test]
    fn packs_have_the_announced_make_up() {
        for a in Animal::ALL {
            let kinds: Vec<Kind> = (0..PACK_SIZE).map(|i| CardId::pack(a, i).kind()).collect();
            assert_eq!(kinds.iter().filter(|&&k| k == Kind::Diamond).count(), 3);
            assert_eq!(kinds.iter().filter(|&&k| k == Kind::Circle).count(), 4);
            assert_eq!(kinds.iter().filter(|&&k| k == Kind::Draw).count(), 5);
            let faces = || (0..PACK_SIZE).filter_map(move |i| CardId::pack(a, i).face(false));
            // One chameleon on each circle card and nowhere else.
            for i in 0..PACK_SIZE {
                let c = CardId::pack(a, i);
                let j = c.face(false).map_or(0, |f| f.iter().filter(|&&x| x == Icon::Chameleon).count());
                assert_eq!(j, usize::from(c.kind() == Kind::Circle), "{c}");
            }
            // The owner's animal leads its pack (diamonds are shared, so count the rest).
            let own = count(faces().skip(3), Icon::Animal(a));
            for b in Animal::ALL.into_iter().filter(|&b| b != a) {
                assert!(own > count(faces().skip(3), Icon::Animal(b)), "{a} vs {b}");
            }
            assert_eq!(count(faces(), Icon::Flower), 2);
        }
    }

    #[test]
    fn diamonds_are_identical_for_every_pack() {
        for i in 0..3 {
            let faces: Vec<_> = Animal::ALL.iter().map(|&a| CardId::pack(a, i).face(false)).collect();
            assert!(faces.windows(2).all(|w| w[0] == w[1]));
        }
    }

    #[test]
    fn some_cards_carry_three_identical_icons() {
        let triples = CAT_PACK
            .iter()
            .filter(|f| Animal::ALL.iter().any(|&a| f.iter().filter(|&&x| x == Icon::Animal(a)).count() >= 3))
            .count();
        assert!(triples >= 3, "{triples}");
    }

    #[test]
    fn starting_cards_have_two_black_corners_and_the_right_sides() {
        for i in 0..STARTING_CARDS {
            let c = CardId::start(i);
            assert_eq!(c.double_sided(), i < 3);
            let front = c.face(false).expect("a front");
            assert_eq!((front[0], front[5]), (Icon::Black, Icon::Black));
            assert_eq!(front.iter().filter(|&&x| x == Icon::Flower).count(), usize::from(i >= 3));
            if let Some(back) = c.face(true) {
                assert_eq!((back[1], back[4]), (Icon::Black, Icon::Black));
            }
        }
    }
}
