//! Cells and the 5x3 window: a position in the layout, a move of one card, whether a
//! set of cells fits the window, and the layout after a turn.

use serde::{Deserialize, Serialize};

use super::Card;

/// A position in the layout. The first card is played at `(0, 0)`; `x` grows to the
/// right and `y` downwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    /// Column.
    pub x: i8,
    /// Row.
    pub y: i8,
}

impl Cell {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: i8, y: i8) -> Cell {
        Cell { x, y }
    }

    /// Both coordinates in one number, equal for two cells exactly when they are the
    /// same: one comparison instead of two, which helps scans over the layout.
    #[inline(always)]
    pub(crate) fn key(self) -> u16 {
        u16::from_le_bytes([self.x as u8, self.y as u8])
    }

    /// Whether the two cells share a side.
    pub fn touches(self, other: Cell) -> bool {
        (i16::from(self.x) - i16::from(other.x)).abs() + (i16::from(self.y) - i16::from(other.y)).abs() == 1
    }
}

/// A move of one card already in the layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shift {
    /// Where the card is.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
    /// Whether the move comes before the play (otherwise after it).
    pub before: bool,
}

/// Whether a set of cells fits a 5x3 or 3x5 window.
pub fn fits(cells: impl IntoIterator<Item = Cell>) -> bool {
    let mut it = cells.into_iter();
    let Some(first) = it.next() else { return true };
    let (mut x0, mut x1, mut y0, mut y1) = (first.x, first.x, first.y, first.y);
    for c in it {
        x0 = x0.min(c.x);
        x1 = x1.max(c.x);
        y0 = y0.min(c.y);
        y1 = y1.max(c.y);
    }
    box_fits(x0, x1, y0, y1)
}

/// Whether the box of columns `x0..=x1` and rows `y0..=y1` fits a 5x3 or 3x5 window.
pub(crate) fn box_fits(x0: i8, x1: i8, y0: i8, y1: i8) -> bool {
    let (w, h) = (i16::from(x1) - i16::from(x0) + 1, i16::from(y1) - i16::from(y0) + 1);
    (w <= 5 && h <= 3) || (w <= 3 && h <= 5)
}

/// The layout after playing `card` on `play` with an optional move (the turn is
/// assumed legal; see [`super::turns`]).
pub fn after_turn(layout: &[(Cell, Card)], card: Card, play: Cell, shift: Option<Shift>) -> Vec<(Cell, Card)> {
    let mut out = layout.to_vec();
    if let Some(s) = shift {
        if let Some(p) = out.iter_mut().find(|p| p.0 == s.from) {
            p.0 = s.to;
        }
    }
    out.push((play, card));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fits_both_orientations_only() {
        let row = |n: i8| (0..n).map(|x| Cell::new(x, 0)).collect::<Vec<_>>();
        assert!(fits(row(5)));
        assert!(!fits(row(6)));
        let col = |n: i8| (0..n).map(|y| Cell::new(0, y)).collect::<Vec<_>>();
        assert!(fits(col(5)));
        assert!(!fits([Cell::new(0, 0), Cell::new(3, 3)]));
        assert!(fits([Cell::new(0, 0), Cell::new(4, 2)]));
        assert!(fits([Cell::new(0, 0), Cell::new(2, 4)]));
    }
}
