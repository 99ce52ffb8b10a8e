//! Shape Up! notation: a cell is `x,y` (the first card at `0,0`, x to the right, y
//! down); a turn is the play, written `x,y` (or `N@x,y` for the N-th card of an
//! advanced hand, from 1), and the move if any, `x,y>x,y`, written before the play
//! when it comes first: `1,0`, `2@1,0 0,0>0,1`, `0,0>0,1 1,0`.

use std::fmt;
use std::str::FromStr;

use super::{Action, Cell, Shift};
use crate::notation::{number, pair};
use crate::NotationError;

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

impl FromStr for Cell {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Cell, NotationError> {
        let (x, y) = pair(s, s.trim())?;
        Ok(Cell::new(x, y))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shift = self.shift.map(|s| format!("{}>{}", s.from, s.to));
        if let Some(s) = self.shift.filter(|s| s.before).and(shift.as_ref()) {
            write!(f, "{s} ")?;
        }
        if self.card > 0 {
            write!(f, "{}@", u16::from(self.card) + 1)?;
        }
        write!(f, "{}", self.play)?;
        if let Some(s) = self.shift.filter(|s| !s.before).and(shift.as_ref()) {
            write!(f, " {s}")?;
        }
        Ok(())
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let is_move = |w: &&str| w.contains('>');
        let (play, shift) = match words.as_slice() {
            [p] if !is_move(p) => (*p, None),
            [p, m] if !is_move(p) && is_move(m) => (*p, Some((*m, false))),
            [m, p] if is_move(m) && !is_move(p) => (*p, Some((*m, true))),
            _ => return Err(NotationError::new(text, "expected a play x,y and at most one move x,y>x,y")),
        };
        let (card, at) = match play.split_once('@') {
            Some((n, at)) => {
                let n: u16 = number(text, n, "a card number from 1")?;
                let card = n.checked_sub(1).and_then(|c| u8::try_from(c).ok());
                (card.ok_or_else(|| NotationError::new(text, "cards in hand are numbered from 1"))?, at)
            }
            None => (0, play),
        };
        let play = Cell::from_str(at).map_err(|e| NotationError::new(text, e.reason))?;
        let shift = match shift {
            None => None,
            Some((m, before)) => {
                let (from, to) = m.split_once('>').unwrap_or((m, ""));
                let cell = |c: &str| Cell::from_str(c).map_err(|e| NotationError::new(text, e.reason));
                Some(Shift { from: cell(from)?, to: cell(to)?, before })
            }
        };
        Ok(Action { card, play, shift })
    }
}
