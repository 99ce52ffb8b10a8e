//! The board: where the men stand (one set of cells a seat) and the combos.

use serde::{Deserialize, Serialize};

use super::cell::{Cell, Cells};
use crate::Seat;

/// The four corners.
pub(crate) const CORNERS: Cells = Cells(0x9009);

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

    /// The arrangements (sets of 4 cells) that make this combo.
    pub fn patterns(self) -> &'static [Cells] {
        match self {
            Combo::Corners => &[CORNERS],
            Combo::Diagonal => &[Cells(0x8421), Cells(0x1248)],
            Combo::Orthogonal => &[
                Cells(0x000F),
                Cells(0x00F0),
                Cells(0x0F00),
                Cells(0xF000),
                Cells(0x1111),
                Cells(0x2222),
                Cells(0x4444),
                Cells(0x8888),
            ],
            Combo::Centre => &[Cells(0x0660)],
        }
    }

    /// The combo that four men on `men` make, if any (4 cells make at most one).
    pub fn of(men: Cells) -> Option<Combo> {
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
    /// The cells where each seat has a man.
    pub men: [Cells; 2],
}

impl Board {
    /// The starting position: Red in the top-left 2x2 corner, Black bottom-right.
    pub const START: Board = Board { men: [Cells(0x0033), Cells(0xCC00)] };

    /// Reads a diagram of 16 cells, row by row: `R` Red, `B` Black, `E` or `.` empty;
    /// spaces, newlines and `/` are ignored. `None` unless exactly 16 cells.
    pub fn from_diagram(text: &str) -> Option<Board> {
        let mut men = [Cells::EMPTY; 2];
        let mut n = 0u8;
        for ch in text.chars().filter(|c| !c.is_whitespace() && *c != '/') {
            match ch {
                'R' | 'r' => men[0] |= Cells::from(Cell(n)),
                'B' | 'b' => men[1] |= Cells::from(Cell(n)),
                'E' | 'e' | '.' => {}
                _ => return None,
            }
            n += 1;
            if n > Cell::COUNT {
                return None;
            }
        }
        (n == Cell::COUNT).then_some(Board { men })
    }

    /// The diagram of the board, rows joined by `/` (e.g. `RREE/RREE/EEBB/EEBB`).
    pub fn diagram(self) -> String {
        let mut s = String::with_capacity(19);
        for c in Cell::all() {
            if c.0 > 0 && c.col() == 0 {
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
    pub fn occupied(self) -> Cells {
        self.men[0] | self.men[1]
    }

    /// Whose man stands on `c`, if any.
    pub fn owner(self, c: Cell) -> Option<Seat> {
        if self.men[0].contains(c) {
            Some(0)
        } else if self.men[1].contains(c) {
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
        (self.men[0] & self.men[1]).is_empty() && self.men.iter().all(|m| m.len() == 4)
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
                assert_eq!(p.len(), 4);
                assert_eq!(Combo::of(p), Some(c));
                n += 1;
            }
        }
        assert_eq!(n, 12);
        assert_eq!(Combo::of(Board::START.men[0]), None);
        let set = |cs: [u8; 4]| cs.into_iter().map(Cell).collect::<Cells>();
        assert_eq!(set([0, 3, 12, 15]), CORNERS);
        let centre = set([5, 6, 9, 10]);
        assert_eq!(Combo::of(centre), Some(Combo::Centre));
        let anti = set([3, 6, 9, 12]);
        assert_eq!(Combo::of(anti), Some(Combo::Diagonal));
    }
}
