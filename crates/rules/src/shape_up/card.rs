//! The 18 cards: 3 shapes x filled/hollow x red/green/blue.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A card's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Shape {
    /// Circle.
    Circle,
    /// Triangle.
    Triangle,
    /// Square.
    Square,
}

/// Whether the symbol is filled or hollow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Fill {
    /// Solid symbol.
    Filled,
    /// Outline only.
    Hollow,
}

/// A card's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Red.
    Red,
    /// Green.
    Green,
    /// Blue.
    Blue,
}

/// One of the three things a victory card scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Attribute {
    /// Lines of the same shape.
    Shape,
    /// Lines of the same fill.
    Fill,
    /// Lines of the same colour.
    Colour,
}

impl Attribute {
    /// All three, in the order the rulebook's table lists them.
    pub const ALL: [Attribute; 3] = [Attribute::Shape, Attribute::Fill, Attribute::Colour];

    /// Points for a line of `len` cards sharing this attribute (the rulebook's table).
    pub fn points(self, len: usize) -> u32 {
        match (self, len) {
            (Attribute::Shape, 2..=5) => len as u32 - 1,
            (Attribute::Fill, 3..=5) => len as u32,
            (Attribute::Colour, 3..=5) => len as u32 + 1,
            _ => 0,
        }
    }
}

/// A card, numbered 0..18: `shape * 6 + fill * 3 + colour`. Records store the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    /// The whole pack, in number order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..18).map(Card)
    }

    /// The card with these three attributes.
    pub fn new(shape: Shape, fill: Fill, colour: Colour) -> Card {
        Card(shape as u8 * 6 + fill as u8 * 3 + colour as u8)
    }

    /// Whether the number is one of the 18 cards.
    pub fn is_valid(self) -> bool {
        self.0 < 18
    }

    /// The shape.
    pub fn shape(self) -> Shape {
        [Shape::Circle, Shape::Triangle, Shape::Square][usize::from(self.0 / 6 % 3)]
    }

    /// Filled or hollow.
    pub fn fill(self) -> Fill {
        [Fill::Filled, Fill::Hollow][usize::from(self.0 / 3 % 2)]
    }

    /// The colour.
    pub fn colour(self) -> Colour {
        [Colour::Red, Colour::Green, Colour::Blue][usize::from(self.0 % 3)]
    }

    /// A number for the attribute, equal for two cards exactly when they share it.
    pub fn attribute(self, a: Attribute) -> u8 {
        match a {
            Attribute::Shape => self.0 / 6,
            Attribute::Fill => self.0 / 3 % 2,
            Attribute::Colour => self.0 % 3,
        }
    }
}

impl fmt::Display for Card {
    /// "blue hollow circle": colour, fill, shape, as the rulebook names them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let colour = ["red", "green", "blue"][self.colour() as usize];
        let fill = ["filled", "hollow"][self.fill() as usize];
        let shape = ["circle", "triangle", "square"][self.shape() as usize];
        write!(f, "{colour} {fill} {shape}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_combination_once() {
        let mut seen = std::collections::HashSet::new();
        for c in Card::all() {
            assert_eq!(Card::new(c.shape(), c.fill(), c.colour()), c);
            assert!(seen.insert((c.shape(), c.fill(), c.colour())));
        }
        assert_eq!(seen.len(), 18);
    }

    #[test]
    fn score_table_row_by_row() {
        let row = |a: Attribute| (1..=6).map(|n| a.points(n)).collect::<Vec<_>>();
        assert_eq!(row(Attribute::Shape), [0, 1, 2, 3, 4, 0]);
        assert_eq!(row(Attribute::Fill), [0, 0, 3, 4, 5, 0]);
        assert_eq!(row(Attribute::Colour), [0, 0, 4, 5, 6, 0]);
    }

    #[test]
    fn names_read_like_the_rulebook() {
        assert_eq!(Card::new(Shape::Circle, Fill::Hollow, Colour::Blue).to_string(), "blue hollow circle");
    }
}
