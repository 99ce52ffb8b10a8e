//! The 12 kinds of card and the shared deck of 40.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A kind of card. Copies of one kind are interchangeable, so hands, decks and
/// actions name the kind. Records spell it by name ("Hop", "Push"…).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    /// Move orthogonally 1 space, to an empty cell.
    Hop,
    /// Move diagonally 1 space, to an empty cell.
    Skip,
    /// Jump over an adjacent man to the empty cell right behind it.
    Jump,
    /// Trade places with an adjacent enemy man.
    Trade,
    /// Switch places with a non-adjacent enemy man.
    Switch,
    /// Slide like a chess rook, to an empty cell, never over a man.
    Rook,
    /// Move like a chess king, to an empty cell.
    King,
    /// Move like a chess knight, to an empty cell.
    Horse,
    /// Slide like a chess bishop, to an empty cell, never over a man.
    Bishop,
    /// Move to any empty corner.
    Zip,
    /// Move to any empty non-corner cell.
    Zap,
    /// Move into an adjacent man and shove it (or a line of two) one cell on.
    Push,
}

impl Card {
    /// Every kind, in the rulebook's order (also the order actions are listed in).
    pub const ALL: [Card; 12] = [
        Card::Hop,
        Card::Skip,
        Card::Jump,
        Card::Trade,
        Card::Switch,
        Card::Rook,
        Card::King,
        Card::Horse,
        Card::Bishop,
        Card::Zip,
        Card::Zap,
        Card::Push,
    ];

    /// Number of the deck's 40 cards of this kind.
    pub fn copies(self) -> usize {
        match self {
            Card::Rook | Card::King | Card::Zip | Card::Zap => 2,
            _ => 4,
        }
    }

    /// The whole deck, kind by kind in [`Card::ALL`] order.
    pub fn deck() -> Vec<Card> {
        Card::ALL.iter().flat_map(|&c| std::iter::repeat_n(c, c.copies())).collect()
    }

    /// The name printed on the card.
    pub fn name(self) -> &'static str {
        match self {
            Card::Hop => "Hop",
            Card::Skip => "Skip",
            Card::Jump => "Jump",
            Card::Trade => "Trade",
            Card::Switch => "Switch",
            Card::Rook => "Rook",
            Card::King => "King",
            Card::Horse => "Horse",
            Card::Bishop => "Bishop",
            Card::Zip => "Zip",
            Card::Zap => "Zap",
            Card::Push => "Push",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_holds_forty_as_listed() {
        let deck = Card::deck();
        assert_eq!(deck.len(), 40);
        let count = |c| deck.iter().filter(|&&d| d == c).count();
        assert_eq!(count(Card::Hop), 4);
        assert_eq!(count(Card::Rook), 2);
        assert_eq!(count(Card::Push), 4);
        assert!(deck.windows(2).all(|w| w[0] <= w[1]), "sorted");
    }
}
