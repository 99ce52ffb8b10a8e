//! Cells of the 4x4 board and sets of them (after shakmaty's `Square` and
//! `Bitboard`): a cell is its number, a set one bit a cell. Both serialise as the bare
//! number, so records, links and saves hold what they held when a cell was a `u8`.

use std::fmt;
use std::ops::{BitAnd, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A cell, numbered 0..16 row by row: `row * 4 + col`, row 0 at the top (Red's
/// side), col 0 on the left. Written `a1` (cell 0) to `d4` (cell 15): the column `a`
/// to `d` from the left, the row `1` to `4` from the top. A number past 15 can be
/// read from a record; the rules refuse a move naming one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell(pub u8);

impl Cell {
    /// Cells on the board.
    pub const COUNT: u8 = 16;

    /// Every cell of the board, `a1` first, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..Cell::COUNT).map(Cell)
    }

    /// The cell at `(row, col)`, if that is on the board.
    pub fn at(row: i8, col: i8) -> Option<Cell> {
        ((0..4).contains(&row) && (0..4).contains(&col)).then(|| Cell((row * 4 + col) as u8))
    }

    /// Whether the number is a cell of the board.
    pub fn on_board(self) -> bool {
        self.0 < Cell::COUNT
    }

    /// The row, 0 at the top.
    pub fn row(self) -> i8 {
        (self.0 / 4) as i8
    }

    /// The column, 0 on the left.
    pub fn col(self) -> i8 {
        (self.0 % 4) as i8
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.0 % 4), self.0 / 4 + 1)
    }
}

/// Text that is no cell `a1` to `d4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a cell a1 to d4")]
pub struct ParseCellError;

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Reads the [`Display`](fmt::Display) spelling, the column in either case.
    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let [col, row] = s.as_bytes() else { return Err(ParseCellError) };
        let col = col.to_ascii_lowercase().checked_sub(b'a').filter(|&c| c < 4).ok_or(ParseCellError)?;
        let row = row.checked_sub(b'1').filter(|&r| r < 4).ok_or(ParseCellError)?;
        Ok(Cell(row * 4 + col))
    }
}

/// A set of cells: bit `c` for cell `c`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cells(pub u16);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells(0);

    /// Whether `c` is in the set.
    pub fn contains(self, c: Cell) -> bool {
        self.0 & Cells::from(c).0 != 0
    }

    /// How many cells.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no cell.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |&c| self.contains(c))
    }
}

impl From<Cell> for Cells {
    /// The set of that one cell (empty for a number off the board).
    fn from(c: Cell) -> Cells {
        Cells(1u16.checked_shl(u32::from(c.0)).filter(|_| c.on_board()).unwrap_or(0))
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> Cells {
        cells.into_iter().fold(Cells::EMPTY, |s, c| s | Cells::from(c))
    }
}

impl BitOr for Cells {
    type Output = Cells;
    fn bitor(self, other: Cells) -> Cells {
        Cells(self.0 | other.0)
    }
}

impl BitAnd for Cells {
    type Output = Cells;
    fn bitand(self, other: Cells) -> Cells {
        Cells(self.0 & other.0)
    }
}

impl BitXor for Cells {
    type Output = Cells;
    fn bitxor(self, other: Cells) -> Cells {
        Cells(self.0 ^ other.0)
    }
}

impl Not for Cells {
    type Output = Cells;
    fn not(self) -> Cells {
        Cells(!self.0)
    }
}

impl BitOrAssign for Cells {
    fn bitor_assign(&mut self, other: Cells) {
        self.0 |= other.0;
    }
}

impl BitXorAssign for Cells {
    fn bitxor_assign(&mut self, other: Cells) {
        self.0 ^= other.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_by_column_and_row_and_read_back() {
        assert_eq!(Cell(0).to_string(), "a1");
        assert_eq!(Cell(6).to_string(), "c2");
        assert_eq!(Cell(15).to_string(), "d4");
        for c in Cell::all() {
            assert_eq!(c.to_string().parse(), Ok(c));
            assert_eq!(c.to_string().to_uppercase().parse(), Ok(c));
            assert_eq!(Cell::at(c.row(), c.col()), Some(c));
        }
        for bad in ["", "a", "e1", "a5", "a0", "a1 ", "1a", "a12"] {
            assert_eq!(bad.parse::<Cell>(), Err(ParseCellError), "{bad}");
        }
        assert_eq!(Cell::at(4, 0), None);
        assert_eq!(Cell::at(0, -1), None);
    }

    #[test]
    fn a_set_holds_its_cells_and_nothing_off_the_board() {
        let s: Cells = [Cell(1), Cell(4), Cell(15)].into_iter().collect();
        assert_eq!(s, Cells(0x8012));
        assert_eq!(s.iter().collect::<Vec<_>>(), [Cell(1), Cell(4), Cell(15)]);
        assert_eq!(s.len(), 3);
        assert!(s.contains(Cell(4)) && !s.contains(Cell(5)));
        assert_eq!(Cells::from(Cell(16)), Cells::EMPTY);
        assert!(!Cells(u16::MAX).contains(Cell(200)));
    }

    /// Records spelled cells as numbers: they still are, in JSON and in postcard.
    #[test]
    fn a_cell_and_a_set_serialise_as_their_numbers() {
        assert_eq!(serde_json::to_string(&Cell(5)).unwrap(), "5");
        assert_eq!(serde_json::from_str::<Cell>("5").unwrap(), Cell(5));
        assert_eq!(postcard::to_allocvec(&Cell(5)).unwrap(), postcard::to_allocvec(&5u8).unwrap());
        assert_eq!(postcard::to_allocvec(&Cells(0xCC00)).unwrap(), postcard::to_allocvec(&0xCC00u16).unwrap());
    }
}
