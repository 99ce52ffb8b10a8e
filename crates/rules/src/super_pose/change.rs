//! What tells one play from another, so that a move can be said by what differs from
//! the move made (the review's better move) rather than by a sentence both share.

use super::{Action, Animal, CardId, Pos, Rotation};

impl Rotation {
    /// Width and height of a card's box, in cells, turned this way.
    pub fn size(self) -> (i16, i16) {
        match self {
            Rotation::R0 | Rotation::R180 => (2, 3),
            Rotation::R90 | Rotation::R270 => (3, 2),
        }
    }

    /// The cell under the middle of a card's box whose top left corner is `at`: where
    /// a player sees the card, whichever way it is turned.
    pub fn middle(self, at: Pos) -> Pos {
        let (w, h) = self.size();
        Pos::new(at.x.saturating_add((w - 1) / 2), at.y.saturating_add((h - 1) / 2))
    }
}

/// One way a move differs from another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Another card of the hand.
    Card(CardId),
    /// The card's middle ([`Rotation::middle`]) elsewhere.
    Moved {
        /// Cells further right (left if negative).
        dx: i16,
        /// Cells further down (up if negative).
        dy: i16,
    },
    /// The card turned that many quarter turns further clockwise (1 to 3).
    Turned(u8),
    /// Another animal called.
    Called(Animal),
    /// Other shapes given to chameleons, in cell order.
    Shaped(Vec<Animal>),
}

/// How `other` differs from `made`, in the order a player would make it: the card,
/// where, how turned, the call, the chameleons. Empty for the same move.
pub fn changes(made: &Action, other: &Action) -> Vec<Change> {
    let mut out = Vec::new();
    if made.card() != other.card() {
        out.push(Change::Card(other.card()));
    }
    let (
        Action::Play { at: a0, rot: r0, call: c0, shapes: s0, .. },
        Action::Play { at: a1, rot: r1, call: c1, shapes: s1, .. },
    ) = (made, other)
    else {
        return out;
    };
    let (m0, m1) = (r0.middle(*a0), r1.middle(*a1));
    if m0 != m1 {
        out.push(Change::Moved { dx: m1.x.saturating_sub(m0.x), dy: m1.y.saturating_sub(m0.y) });
    }
    let quarters = (*r1 as u8 + 4 - *r0 as u8) % 4;
    if quarters != 0 {
        out.push(Change::Turned(quarters));
    }
    if c0 != c1 {
        out.push(Change::Called(*c1));
    }
    if s0 != s1 {
        out.push(Change::Shaped(s1.iter().map(|(_, a)| *a).collect()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(card: u8, x: i16, y: i16, rot: Rotation, call: Animal) -> Action {
        Action::Play { card: CardId(card), at: Pos::new(x, y), rot, call, shapes: Vec::new() }
    }

    #[test]
    fn a_play_differs_by_card_place_turn_and_call() {
        let made = play(10, 0, 0, Rotation::R0, Animal::Cat);
        assert_eq!(changes(&made, &made), []);
        // Turned a quarter about the same middle: only the turn differs.
        let turned = play(10, -1, 1, Rotation::R90, Animal::Cat);
        assert_eq!(changes(&made, &turned), [Change::Turned(1)]);
        let other = play(11, 2, -1, Rotation::R270, Animal::Fish);
        assert_eq!(
            changes(&made, &other),
            [
                Change::Card(CardId(11)),
                Change::Moved { dx: 3, dy: -2 },
                Change::Turned(3),
                Change::Called(Animal::Fish)
            ]
        );
        let aside = Action::SetAside { card: CardId(12) };
        assert_eq!(changes(&Action::SetAside { card: CardId(10) }, &aside), [Change::Card(CardId(12))]);
    }
}
