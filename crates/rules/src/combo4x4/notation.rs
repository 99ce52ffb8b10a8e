//! Combo 4x4 notation: a move is the card and the two cells (written as [`Cell`]
//! writes them), `Push b2-c3`; card names are read in any case.

use std::fmt;
use std::str::FromStr;

use super::{Action, Card, Cell};
use crate::notation::named;
use crate::NotationError;

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}-{}", self.card, self.from, self.to)
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
            cells.split_once('-').and_then(|(f, t)| Some((f.parse::<Cell>().ok()?, t.parse().ok()?))).ok_or_else(
                || NotationError::new(text, format!("expected two cells a1 to d4, e.g. b2-c3, found '{cells}'")),
            )?;
        Ok(Action { card, from, to })
    }
}
