//! Where a SUPER-POSE card lies: cells on an unbounded grid, the 4 rotations, and a
//! card's placement with the cells it covers.
//!
//! A card covers 2 x 3 cells (3 x 2 on its side).

use serde::{Deserialize, Serialize};

use super::cards::{CardId, Face, Icon};

/// A cell of the table. `x` grows to the right, `y` downwards; the starting layout's
/// first card has its top left cell at `(0, 0)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row, first so that positions sort row by row.
    pub y: i16,
    /// Column.
    pub x: i16,
}

impl Pos {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: i16, y: i16) -> Pos {
        Pos { y, x }
    }

    /// The four cells sharing a side with this one.
    pub fn neighbours(self) -> [Pos; 4] {
        // Saturating: positions come from records, and must not overflow at the edge.
        [self.offset(0, -1), self.offset(-1, 0), self.offset(1, 0), self.offset(0, 1)]
    }

    pub(super) fn offset(self, dx: i16, dy: i16) -> Pos {
        Pos::new(self.x.saturating_add(dx), self.y.saturating_add(dy))
    }
}

/// How a card is turned, clockwise from upright.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rotation {
    /// Upright: 2 wide, 3 high.
    R0,
    /// A quarter turn clockwise: 3 wide, 2 high.
    R90,
    /// Upside down.
    R180,
    /// A quarter turn anticlockwise.
    R270,
}

impl Rotation {
    /// All four.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// Where cell `i` of a face (row by row, upright) lands, from the top left corner of
    /// the turned card's box.
    pub fn offset(self, i: usize) -> (i16, i16) {
        let (c, r) = ((i % 2) as i16, (i / 2) as i16);
        match self {
            Rotation::R0 => (c, r),
            Rotation::R90 => (2 - r, c),
            Rotation::R180 => (1 - c, 2 - r),
            Rotation::R270 => (r, 1 - c),
        }
    }
}

/// A card laid on the board: which card, which side, where its box's top left corner
/// is, and how it is turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    /// The card.
    pub card: CardId,
    /// Whether its back is up (double-sided starting cards only).
    pub back: bool,
    /// Top left corner of the card's box.
    pub at: Pos,
    /// How it is turned.
    pub rot: Rotation,
}

impl Placement {
    /// A card front up.
    pub fn new(card: CardId, at: Pos, rot: Rotation) -> Placement {
        Placement { card, back: false, at, rot }
    }

    /// The six cells it covers with the icon it puts on each; `None` if the card has no
    /// such side.
    pub fn cells(&self) -> Option<[(Pos, Icon); 6]> {
        let face: Face = self.card.face(self.back)?;
        Some(std::array::from_fn(|i| {
            let (dx, dy) = self.rot.offset(i);
            (self.at.offset(dx, dy), face[i])
        }))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn rotations_fill_the_turned_box() {
        for rot in Rotation::ALL {
            let cells: BTreeSet<(i16, i16)> = (0..6).map(|i| rot.offset(i)).collect();
            let (w, h) = if matches!(rot, Rotation::R0 | Rotation::R180) { (2, 3) } else { (3, 2) };
            let want: BTreeSet<(i16, i16)> = (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).collect();
            assert_eq!(cells, want, "{rot:?}");
        }
        // A quarter turn clockwise puts the top left cell in the top right corner.
        assert_eq!(Rotation::R90.offset(0), (2, 0));
        assert_eq!(Rotation::R180.offset(0), (1, 2));
        assert_eq!(Rotation::R270.offset(0), (0, 1));
    }
}
