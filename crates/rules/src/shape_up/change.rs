//! What tells one turn from another, so that a move can be said by what differs from
//! the move made (the review's better move) rather than by a sentence both share.

use super::{Action, Cell};

/// One way a turn differs from another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// The card played elsewhere.
    Played {
        /// Cells further right (left if negative).
        dx: i16,
        /// Cells further down (up if negative).
        dy: i16,
    },
    /// Another card moved, or the same card elsewhere.
    Moved {
        /// Where the card moved lay.
        from: Cell,
        /// Cells right of `from` it goes to (left if negative).
        dx: i16,
        /// Cells down from `from` it goes to (up if negative).
        dy: i16,
    },
    /// No card moved.
    Unmoved,
    /// The same card moved to the same cell, before the play (`true`) or after it.
    Order(bool),
}

/// How `other` differs from `made`: where the card is played, then the card moved.
/// Empty for the same turn (or one that differs only by the card from the hand, which
/// the turn's own words name).
pub fn changes(made: &Action, other: &Action) -> Vec<Change> {
    let d = |a: Cell, b: Cell| (i16::from(b.x) - i16::from(a.x), i16::from(b.y) - i16::from(a.y));
    let mut out = Vec::new();
    if made.play != other.play {
        let (dx, dy) = d(made.play, other.play);
        out.push(Change::Played { dx, dy });
    }
    match (made.shift, other.shift) {
        (Some(_), None) => out.push(Change::Unmoved),
        (m, Some(o)) if m.is_none_or(|m| (m.from, m.to) != (o.from, o.to)) => {
            let (dx, dy) = d(o.from, o.to);
            out.push(Change::Moved { from: o.from, dx, dy });
        }
        (Some(m), Some(o)) if m.before != o.before => out.push(Change::Order(o.before)),
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape_up::Shift;

    #[test]
    fn a_turn_differs_by_its_play_and_its_move() {
        let made = Action { card: 0, play: Cell::new(1, 0), shift: None };
        assert_eq!(changes(&made, &made), []);
        let shift = Shift { from: Cell::new(0, 0), to: Cell::new(0, 1), before: true };
        let other = Action { card: 0, play: Cell::new(0, -1), shift: Some(shift) };
        assert_eq!(
            changes(&made, &other),
            [Change::Played { dx: -1, dy: -1 }, Change::Moved { from: Cell::new(0, 0), dx: 0, dy: 1 }]
        );
        assert_eq!(changes(&other, &made), [Change::Played { dx: 1, dy: 1 }, Change::Unmoved]);
        let after = Action { shift: Some(Shift { before: false, ..shift }), ..other };
        assert_eq!(changes(&other, &after), [Change::Order(false)]);
    }
}
