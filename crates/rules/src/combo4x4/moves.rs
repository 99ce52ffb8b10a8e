//! What each card lets a man do: destinations, and the board after a move.
//!
//! A move is `(from, to)`: `from` holds one of the mover's men; `to` is where that man
//! ends. For Trade and Switch `to` is the enemy man's cell (the two swap); for Push it
//! is the adjacent cell the pusher moves into, whose man (and the man behind it, if
//! any) is shoved one cell on in the same direction.

use serde::{Deserialize, Serialize};

use super::board::{Board, CORNERS};
use super::{Card, Cell, Cells};
use crate::Seat;

/// The readings of the cards that the variants change. The default is the house
/// reading; each `true` reads "adjacent" as orthogonally adjacent on that card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Jump over orthogonally adjacent men only (default: any of the 8 directions).
    #[serde(default)]
    pub jump_orthogonal: bool,
    /// Trade with an orthogonally adjacent enemy man only, and Switch with any enemy
    /// man that is not orthogonally adjacent (diagonal neighbours included). Default:
    /// adjacency in 8 directions for both cards.
    #[serde(default)]
    pub trade_orthogonal: bool,
    /// Push orthogonally only (default: any of the 8 directions).
    #[serde(default)]
    pub push_orthogonal: bool,
}

/// Orthogonal steps (row, col).
const ORTHOGONAL: [(i8, i8); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];
/// Diagonal steps.
const DIAGONAL: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
/// All 8 steps.
const KING: [(i8, i8); 8] = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];
/// Knight jumps.
const KNIGHT: [(i8, i8); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];

/// The cell `k` steps of `d` away from `c`, if on the board.
fn step(c: Cell, d: (i8, i8), k: i8) -> Option<Cell> {
    Cell::at(c.row() + d.0 * k, c.col() + d.1 * k)
}

/// The cells one step from `c` in each of `dirs`.
fn around(c: Cell, dirs: &[(i8, i8)]) -> Cells {
    dirs.iter().filter_map(|&d| step(c, d, 1)).collect()
}

/// The unit step from `from` to the neighbouring cell `to`, if they are neighbours.
fn direction(from: Cell, to: Cell) -> Option<(i8, i8)> {
    let d = (to.row() - from.row(), to.col() - from.col());
    KING.contains(&d).then_some(d)
}

impl Board {
    /// Where `card` can take `seat`'s man on `from`: the `to` cells (none when
    /// `from` holds no man of `seat`).
    pub fn targets(self, seat: Seat, card: Card, from: Cell, rules: Rules) -> Cells {
        let (Some(&own), Some(&enemy)) = (self.men.get(seat), self.men.get(1 - seat.min(1))) else {
            return Cells::EMPTY;
        };
        if !own.contains(from) {
            return Cells::EMPTY;
        }
        let occupied = own | enemy;
        let empty = !occupied;
        let slide = |dirs: &[(i8, i8)]| {
            let mut m = Cells::EMPTY;
            for &d in dirs {
                let mut k = 1;
                while let Some(c) = step(from, d, k).filter(|&c| empty.contains(c)) {
                    m |= Cells::from(c);
                    k += 1;
                }
            }
            m
        };
        let adjacent = |orthogonal: bool| around(from, if orthogonal { &ORTHOGONAL } else { &KING });
        match card {
            Card::Hop => around(from, &ORTHOGONAL) & empty,
            Card::Skip => around(from, &DIAGONAL) & empty,
            Card::King => around(from, &KING) & empty,
            Card::Horse => around(from, &KNIGHT) & empty,
            Card::Rook => slide(&ORTHOGONAL),
            Card::Bishop => slide(&DIAGONAL),
            Card::Zip => CORNERS & empty,
            Card::Zap => !CORNERS & empty,
            Card::Trade => adjacent(rules.trade_orthogonal) & enemy,
            Card::Switch => !adjacent(rules.trade_orthogonal) & enemy,
            Card::Jump => {
                let dirs: &[(i8, i8)] = if rules.jump_orthogonal { &ORTHOGONAL } else { &KING };
                let mut m = Cells::EMPTY;
                for &d in dirs {
                    if let (Some(over), Some(land)) = (step(from, d, 1), step(from, d, 2)) {
                        if occupied.contains(over) && empty.contains(land) {
                            m |= Cells::from(land);
                        }
                    }
                }
                m
            }
            Card::Push => {
                let dirs: &[(i8, i8)] = if rules.push_orthogonal { &ORTHOGONAL } else { &KING };
                let mut m = Cells::EMPTY;
                for &d in dirs {
                    if self.push_end(from, d).is_some() {
                        if let Some(c) = step(from, d, 1) {
                            m |= Cells::from(c);
                        }
                    }
                }
                m
            }
        }
    }

    /// For a push from `from` in direction `d`: how many men are shoved (1 or 2), if
    /// the push is possible (a man next in line, and an empty cell on the board for
    /// the furthest one).
    fn push_end(self, from: Cell, d: (i8, i8)) -> Option<i8> {
        let occupied = self.occupied();
        step(from, d, 1).filter(|&c| occupied.contains(c))?;
        for n in 1..=2 {
            let beyond = step(from, d, n + 1)?;
            if !occupied.contains(beyond) {
                return Some(n);
            }
        }
        None
    }

    /// The men a push from `from` into `to` shoves, each with the cell it is shoved
    /// to, nearest first; empty when that is no push (no man on `to`, not a
    /// neighbour, or nowhere to shove to). The table lights these before the move.
    pub fn pushed(self, from: Cell, to: Cell) -> Vec<(Cell, Cell)> {
        let Some(d) = direction(from, to) else { return Vec::new() };
        let n = self.push_end(from, d).unwrap_or(0);
        (1..=n).filter_map(|k| Some((step(from, d, k)?, step(from, d, k + 1)?))).collect()
    }

    /// Every move `card` allows `seat`, ordered by `from` then `to`.
    pub fn moves(self, seat: Seat, card: Card, rules: Rules) -> Vec<(Cell, Cell)> {
        let own = self.men.get(seat).copied().unwrap_or_default();
        let mut out = Vec::new();
        for from in own.iter() {
            out.extend(self.targets(seat, card, from, rules).iter().map(|to| (from, to)));
        }
        out
    }

    /// Whether any of `hand` lets `seat` move.
    pub fn can_move(self, seat: Seat, hand: &[Card], rules: Rules) -> bool {
        let own = self.men.get(seat).copied().unwrap_or_default();
        hand.iter().any(|&card| own.iter().any(|from| !self.targets(seat, card, from, rules).is_empty()))
    }

    /// Whether `card` lets `seat` move the man on `from` to `to`.
    pub fn allows(self, seat: Seat, card: Card, from: Cell, to: Cell, rules: Rules) -> bool {
        self.targets(seat, card, from, rules).contains(to)
    }

    /// The board after `seat` moves `from` to `to` with `card`, if the card allows it.
    pub fn after(self, seat: Seat, card: Card, from: Cell, to: Cell, rules: Rules) -> Option<Board> {
        if !self.allows(seat, card, from, to, rules) {
            return None;
        }
        Some(self.after_unchecked(seat, card, from, to))
    }

    /// The board after a move known to be legal (see [`Board::after`]).
    pub(crate) fn after_unchecked(self, seat: Seat, card: Card, from: Cell, to: Cell) -> Board {
        let mut b = self;
        let enemy = 1 - seat.min(1);
        let seat = seat.min(1);
        match card {
            Card::Trade | Card::Switch => {
                b.men[seat] ^= Cells::from(from) | Cells::from(to);
                b.men[enemy] ^= Cells::from(from) | Cells::from(to);
            }
            Card::Push => {
                if let Some(d) = direction(from, to) {
                    let n = self.push_end(from, d).unwrap_or(0);
                    // Shove the furthest man first, then the nearer one, then the pusher.
                    for k in (1..=n).rev() {
                        if let (Some(at), Some(next)) = (step(from, d, k), step(from, d, k + 1)) {
                            if let Some(owner) = b.owner(at) {
                                b.men[owner] ^= Cells::from(at) | Cells::from(next);
                            }
                        }
                    }
                }
                b.men[seat] ^= Cells::from(from) | Cells::from(to);
            }
            _ => b.men[seat] ^= Cells::from(from) | Cells::from(to),
        }
        b
    }
}
