//! The board: cells, where the men stand (one 16-bit bitboard a seat) and the combos.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// A cell, numbered 0..16 row by row: `row * 4 + col`, row 0 at the top (Red's
/// side), col 0 on the left. Records store the number.
pub type Cell = u8;

/// Cells on the board.
pub const CELL_COUNT: u8 = 16;

/// The row of a cell, 0 at the top.
pub fn row(c: Cell) -> i8 {
    (c / 4) as i8
}

/// The column of a cell, 0 on the left.
pub fn col(c: Cell) -> i8 {
    (c % 4) as i8
}

/// The cell at `(row, col)`, if that is on the board.
pub fn cell_at(row: i8, col: i8) -> Option<Cell> {
    ((0..4).contains(&row) && (0..4).contains(&col)).then(|| (row * 4 + col) as Cell)
}

/// The cells of a bitboard, lowest first.
pub fn cells(mask: u16) -> impl Iterator<Item = Cell> {
    (0..CELL_COUNT).filter(move |&c| mask & (1 << c) != 0)
}

/// The bit of a cell in a 16-cell bitboard (0 for a cell off the board).
pub fn bit(c: Cell) -> u16 {
    1u16.checked_shl(u32::from(c)).filter(|_| c < CELL_COUNT).unwrap_or(0)
}

/// The four corners.
pub(crate) const CORNERS: u16 = 0x9009;

/// A type of combo. Rows and columns are one type, the two long diagonals another:
/// a player's second combo must be of another type than the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Combo {
    /// All four corners.
    Corners,
    /// One of the two long diagonals.
    Diagonal,
    /// A full row or a full column.
    Orthogonal,
    /// The four centre cells.
    Centre,
}

impl Combo {
    /// Every type, in the rulebook's order.
    pub const ALL: [Combo; 4] = [Combo::Corners, Combo::Diagonal, Combo::Orthogonal, Combo::Centre];

    /// The arrangements (sets of 4 cells, as bitboards) that make this combo.
    pub fn patterns(self) -> &'static [u16] {
        match self {
            Combo::Corners => &[CORNERS],
            Combo::Diagonal => &[0x8421, 0x1248],
            Combo::Orthogonal => &[0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888],
            Combo::Centre => &[0x0660],
        }
    }

    /// The combo that four men on `men` make, if any (4 cells make at most one).
    pub fn of(men: u16) -> Option<Combo> {
        Combo::ALL.into_iter().find(|c| c.patterns().contains(&men))
    }

    /// The name the app declares.
    pub fn name(self) -> &'static str {
        match self {
            Combo::Corners => "Corner Combo",
            Combo::Diagonal => "Diagonal Combo",
            Combo::Orthogonal => "Orthogonal Combo",
            Combo::Centre => "Center Combo",
        }
    }
}

/// Where the men stand: one bitboard per seat, Red (seat 0) then Black (seat 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    /// Bit `c` of `men[s]` is set when seat `s` has a man on cell `c`.
    pub men: [u16; 2],
}

impl Board {
    /// The starting position: Red in the top-left 2x2 corner, Black bottom-right.
    pub const START: Board = Board { men: [0x0033, 0xCC00] };

    /// Reads a diagram of 16 cells, row by row: `R` Red, `B` Black, `E` or `.` empty;
    /// spaces, newlines and `/` are ignored. `None` unless exactly 16 cells.
    pub fn from_diagram(text: &str) -> Option<Board> {
        let mut men = [0u16; 2];
        let mut n = 0u8;
        for ch in text.chars().filter(|c| !c.is_whitespace() && *c != '/') {
            match ch {
                'R' | 'r' => men[0] |= bit(n),
                'B' | 'b' => men[1] |= bit(n),
                'E' | 'e' | '.' => {}
                _ => return None,
            }
            n += 1;
            if n > CELL_COUNT {
                return None;
            }
        }
        (n == CELL_COUNT).then_some(Board { men })
    }

    /// The diagram of the board, rows joined by `/` (e.g. `RREE/RREE/EEBB/EEBB`).
    pub fn diagram(self) -> String {
        let mut s = String::with_capacity(19);
        for c in 0..CELL_COUNT {
            if c > 0 && c % 4 == 0 {
                s.push('/');
            }
            s.push(match self.owner(c) {
                Some(0) => 'R',
                Some(_) => 'B',
                None => 'E',
            });
        }
        s
    }

    /// Every occupied cell.
    pub fn occupied(self) -> u16 {
        self.men[0] | self.men[1]
    }

    /// Whose man stands on `c`, if any.
    pub fn owner(self, c: Cell) -> Option<Seat> {
        let b = bit(c);
        if self.men[0] & b != 0 {
            Some(0)
        } else if self.men[1] & b != 0 {
            Some(1)
        } else {
            None
        }
    }

    /// The combo `seat`'s men make now, if any.
    pub fn combo(self, seat: Seat) -> Option<Combo> {
        self.men.get(seat).and_then(|&m| Combo::of(m))
    }

    /// Whether the board is a real position: 4 men a seat, never two on one cell.
    pub fn is_valid(self) -> bool {
        self.men[0] & self.men[1] == 0 && self.men.iter().all(|m| m.count_ones() == 4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagrams_round_trip_and_start_is_the_rulebook_one() {
        assert_eq!(Board::START.diagram(), "RREE/RREE/EEBB/EEBB");
        assert_eq!(Board::from_diagram("RREE/RREE/EEBB/EEBB"), Some(Board::START));
        assert_eq!(Board::from_diagram("RREE"), None);
        assert_eq!(Board::from_diagram("RREE/RREE/EEBB/EEBX"), None);
        assert!(Board::START.is_valid());
    }

    #[test]
    fn every_pattern_is_four_cells_of_its_kind() {
        let mut n = 0;
        for c in Combo::ALL {
            for &p in c.patterns() {
                assert_eq!(p.count_ones(), 4);
                assert_eq!(Combo::of(p), Some(c));
                n += 1;
            }
        }
        assert_eq!(n, 12);
        assert_eq!(Combo::of(Board::START.men[0]), None);
        let corners: u16 = [0, 3, 12, 15].iter().map(|&c| bit(c)).sum();
        assert_eq!(corners, CORNERS);
        let centre: u16 = [5, 6, 9, 10].iter().map(|&c| bit(c)).sum();
        assert_eq!(Combo::of(centre), Some(Combo::Centre));
        let anti: u16 = [3, 6, 9, 12].iter().map(|&c| bit(c)).sum();
        assert_eq!(Combo::of(anti), Some(Combo::Diagonal));
    }
}
