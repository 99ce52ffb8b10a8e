//! Combo 4x4 notation. A cell is its column `a` to `d` from the left and its row `1`
//! to `4` from the top (Red's side): `a1` is cell 0, `d4` cell 15. A move is the card
//! and the two cells, `Push b2-c3`; card names are read in any case.

use std::fmt;
use std::str::FromStr;

use super::{Action, Card, Cell, CELL_COUNT};
use crate::notation::named;
use crate::NotationError;

/// A cell's name: `a1` to `d4`.
pub fn cell_name(c: Cell) -> String {
    format!("{}{}", char::from(b'a' + c % 4), c / 4 + 1)
}

/// Reads [`cell_name`]'s spelling (either case).
pub fn parse_cell(s: &str) -> Option<Cell> {
    let [col, row] = s.as_bytes() else { return None };
    let col = col.to_ascii_lowercase().checked_sub(b'a').filter(|&c| c < 4)?;
    let row = row.checked_sub(b'1').filter(|&r| r < 4)?;
    Some(row * 4 + col).filter(|&c| c < CELL_COUNT)
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}-{}", self.card, cell_name(self.from), cell_name(self.to))
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let mut words = text.split_whitespace();
        let (Some(card), Some(cells), None) = (words.next(), words.next(), words.next()) else {
            return Err(NotationError::new(text, "expected a card and two cells, e.g. Push b2-c3"));
        };
        let names = Card::ALL.map(Card::name);
        let card = Card::ALL[named(text, card, &names, "a card")?];
        let (from, to) =
            cells.split_once('-').and_then(|(f, t)| Some((parse_cell(f)?, parse_cell(t)?))).ok_or_else(|| {
                NotationError::new(text, format!("expected two cells a1 to d4, e.g. b2-c3, found '{cells}'"))
            })?;
        Ok(Action { card, from, to })
    }
}
