//! Cells, the 5x3 window and the generation of every legal turn.
//!
//! A turn is a play (the new card onto an empty cell) with at most one move of a card
//! that was already in the layout, before or after the play. Generation works on a
//! bitboard frame around the layout: every cell a legal turn can touch lies within two
//! cells of the layout's bounding box (a moved card lands next to the new card, which
//! lands next to the layout), and the box is at most 5 wide, so a 9x9 frame holds them.

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
    let (w, h) = (i16::from(x1) - i16::from(x0) + 1, i16::from(y1) - i16::from(y0) + 1);
    (w <= 5 && h <= 3) || (w <= 3 && h <= 5)
}

/// Every distinct legal turn on `layout`: a play cell and an optional move. A turn
/// legal in both orders is listed once, as play then move.
pub fn turns(layout: &[(Cell, Card)]) -> Vec<(Cell, Option<Shift>)> {
    Frame::new(layout.iter().map(|p| p.0)).list()
}

/// The layout after playing `card` on `play` with an optional move (the turn is
/// assumed legal; see [`turns`]).
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

/// Row stride of the frame: 9 usable columns and 2 that stay empty, so shifting a
/// bitboard sideways never wraps a bit into a usable cell.
const S: u32 = 11;
/// Usable rows and columns.
const N: u32 = 9;
/// One bit at the start of each usable row.
const REP: u128 = {
    let mut r = 0u128;
    let mut i = 0;
    while i < N {
        r |= 1u128 << (i * S);
        i += 1;
    }
    r
};
/// Every usable cell.
const VALID: u128 = REP * 0x1FF;

type Bits = u128;

#[inline]
fn bit(i: u32) -> Bits {
    1u128 << i
}

/// Cells orthogonally next to a cell of `b`.
#[inline]
fn neighbours(b: Bits) -> Bits {
    ((b << 1) | (b >> 1) | (b << S) | (b >> S)) & VALID
}

/// Bounding box `(x0, x1, y0, y1)` in frame coordinates.
#[derive(Clone, Copy)]
struct BoxXY(u32, u32, u32, u32);

impl BoxXY {
    fn of(i: u32) -> BoxXY {
        BoxXY(i % S, i % S, i / S, i / S)
    }
    fn with(self, i: u32) -> BoxXY {
        let (x, y) = (i % S, i / S);
        BoxXY(self.0.min(x), self.1.max(x), self.2.min(y), self.3.max(y))
    }
}

#[inline]
fn rect(x0: i32, x1: i32, y0: i32, y1: i32) -> Bits {
    let last = N as i32 - 1;
    let (x0, x1, y0, y1) = (x0.max(0), x1.min(last), y0.max(0), y1.min(last));
    if x1 < x0 || y1 < y0 {
        return 0;
    }
    let (x0, x1, y0, y1) = (x0 as u32, x1 as u32, y0 as u32, y1 as u32);
    let row = ((1u128 << (x1 - x0 + 1)) - 1) << x0;
    let rows = REP & ((1u128 << ((y1 + 1) * S)) - 1) & !((1u128 << (y0 * S)) - 1);
    // Each row pattern is under 2^9 and rows are 11 bits apart: no carries.
    row * rows
}

/// Cells `c` such that the set with box `b` plus `c` still fits the window.
#[inline]
fn window(b: BoxXY) -> Bits {
    let (x0, x1, y0, y1) = (b.0 as i32, b.1 as i32, b.2 as i32, b.3 as i32);
    let mut w = 0;
    if x1 - x0 <= 4 && y1 - y0 <= 2 {
        w |= rect(x1 - 4, x0 + 4, y1 - 2, y0 + 2);
    }
    if x1 - x0 <= 2 && y1 - y0 <= 4 {
        w |= rect(x1 - 2, x0 + 2, y1 - 4, y0 + 4);
    }
    w
}

/// A layout seen through the frame: everything needed to list or count turns.
pub(crate) struct Frame {
    ox: i8,
    oy: i8,
    /// Occupied cells.
    occupied: Bits,
    /// Legal cells for a play with no move.
    plays: Bits,
    /// The occupied cells, as frame indices.
    cards: Vec<u32>,
}

/// The turns that move the card at `from` to `to`, as the set of play cells: those
/// where the play then move order works, and those where only move then play does.
struct Pair {
    from: u32,
    to: u32,
    after: Bits,
    before_only: Bits,
}

impl Frame {
    pub(crate) fn new(layout: impl IntoIterator<Item = Cell>) -> Frame {
        let cells: Vec<Cell> = layout.into_iter().collect();
        if cells.is_empty() {
            // The first card goes in the middle of the table: one cell, (0, 0).
            return Frame { ox: -4, oy: -4, occupied: 0, plays: bit(4 * S + 4), cards: Vec::new() };
        }
        let ox = cells.iter().map(|c| c.x).min().unwrap_or(0).saturating_sub(2);
        let oy = cells.iter().map(|c| c.y).min().unwrap_or(0).saturating_sub(2);
        let mut f = Frame { ox, oy, occupied: 0, plays: 0, cards: Vec::with_capacity(cells.len()) };
        for c in &cells {
            if let Some(i) = f.index(*c) {
                f.occupied |= bit(i);
                f.cards.push(i);
            }
        }
        f.plays = neighbours(f.occupied) & !f.occupied & window(f.bounds(f.occupied).unwrap_or(BoxXY(4, 4, 4, 4)));
        f
    }

    /// Frame index of a cell, if it is inside the frame.
    pub(crate) fn index(&self, c: Cell) -> Option<u32> {
        let x = i32::from(c.x) - i32::from(self.ox);
        let y = i32::from(c.y) - i32::from(self.oy);
        (0..N as i32).contains(&x).then_some(())?;
        (0..N as i32).contains(&y).then_some(())?;
        Some(y as u32 * S + x as u32)
    }

    /// The cell at a frame index.
    pub(crate) fn cell(&self, i: u32) -> Cell {
        Cell::new(self.ox + (i % S) as i8, self.oy + (i / S) as i8)
    }

    fn bounds(&self, b: Bits) -> Option<BoxXY> {
        let mut rest = b;
        let mut bx: Option<BoxXY> = None;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            bx = Some(bx.map_or(BoxXY::of(i), |b| b.with(i)));
        }
        bx
    }

    /// Every (from, to) move with the play cells it allows, in a fixed order.
    fn pairs(&self) -> impl Iterator<Item = Pair> + '_ {
        let reach = neighbours(self.plays);
        self.cards.iter().flat_map(move |&from| {
            let rest = self.occupied & !bit(from);
            let rest_box = self.bounds(rest);
            let near_rest = neighbours(rest);
            let mut targets = (near_rest | reach) & !self.occupied;
            std::iter::from_fn(move || {
                while targets != 0 {
                    let to = targets.trailing_zeros();
                    targets &= targets - 1;
                    let after_move = rest | bit(to);
                    let win = window(rest_box.map_or(BoxXY::of(to), |b| b.with(to)));
                    let to_touches_rest = near_rest & bit(to) != 0;
                    // Play first, then move: the moved card must touch the rest or the new card.
                    let touch = if to_touches_rest { !0 } else { neighbours(bit(to)) };
                    let after = self.plays & !bit(to) & touch & win;
                    // Move first (legal on its own), then play next to the new layout.
                    let before = if to_touches_rest && win != 0 {
                        neighbours(after_move) & !after_move & win
                    } else {
                        0
                    };
                    let before_only = before & !after;
                    if after | before_only != 0 {
                        return Some(Pair { from, to, after, before_only });
                    }
                }
                None
            })
        })
    }

    /// Number of distinct legal turns.
    pub(crate) fn count(&self) -> usize {
        self.plays.count_ones() as usize
            + self.pairs().map(|p| (p.after | p.before_only).count_ones() as usize).sum::<usize>()
    }

    /// The `k`-th legal turn in the order of [`Frame::list`], without listing the others.
    pub(crate) fn nth(&self, mut k: usize) -> Option<(Cell, Option<Shift>)> {
        let plain = self.plays.count_ones() as usize;
        if k < plain {
            return Some((self.cell(nth_bit(self.plays, k)), None));
        }
        k -= plain;
        for p in self.pairs() {
            let all = p.after | p.before_only;
            let n = all.count_ones() as usize;
            if k < n {
                let at = nth_bit(all, k);
                let before = p.before_only & bit(at) != 0;
                return Some((self.cell(at), Some(Shift { from: self.cell(p.from), to: self.cell(p.to), before })));
            }
            k -= n;
        }
        None
    }

    /// Every distinct legal turn: plays alone, then each move with the plays it allows.
    /// A turn legal in both orders is listed once, as play then move.
    pub(crate) fn list(&self) -> Vec<(Cell, Option<Shift>)> {
        let mut out = Vec::new();
        each_bit(self.plays, |i| out.push((self.cell(i), None)));
        for p in self.pairs() {
            let (from, to) = (self.cell(p.from), self.cell(p.to));
            each_bit(p.after | p.before_only, |i| {
                let before = p.before_only & bit(i) != 0;
                out.push((self.cell(i), Some(Shift { from, to, before })));
            });
        }
        out
    }
}

fn each_bit(mut b: Bits, mut f: impl FnMut(u32)) {
    while b != 0 {
        f(b.trailing_zeros());
        b &= b - 1;
    }
}

fn nth_bit(mut b: Bits, k: usize) -> u32 {
    for _ in 0..k {
        b &= b - 1;
    }
    b.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rect_is_the_rectangle() {
        let r = rect(1, 3, 2, 2);
        assert_eq!(r.count_ones(), 3);
        assert_eq!(rect(-5, 20, -5, 20), VALID);
        assert_eq!(rect(3, 2, 0, 0), 0);
    }

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

    #[test]
    fn first_play_is_the_centre_only() {
        let f = Frame::new([]);
        assert_eq!(f.list(), vec![(Cell::new(0, 0), None)]);
    }
}
