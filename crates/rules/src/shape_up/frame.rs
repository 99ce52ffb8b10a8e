//! The generation of every legal turn.
//!
//! A turn is a play (the new card onto an empty cell) with at most one move of a card
//! that was already in the layout, before or after the play. Generation works on a
//! bitboard frame around the layout: every cell a legal turn can touch lies within two
//! cells of the layout's bounding box (a moved card lands next to the new card, which
//! lands next to the layout), and the box is at most 5 wide, so a 9x9 frame holds them.

use super::bits::{bit, neighbours, nth_bit, windows, Bits, BIT, LYING, MAX_CARDS, N, NEAR, S, STANDING, X_OF, Y_OF};
use super::cell::{Cell, Shift};
use super::Card;

/// Every distinct legal turn on `layout`: a play cell and an optional move. A turn
/// legal in both orders is listed once, as play then move.
pub fn turns(layout: &[(Cell, Card)]) -> Vec<(Cell, Option<Shift>)> {
    Frame::new(layout).list()
}

/// A layout seen through the frame: everything needed to list, count or pick turns.
pub(crate) struct Frame {
    ox: i8,
    oy: i8,
    /// Occupied cells.
    occupied: Bits,
    /// Legal cells for a play with no move.
    plays: Bits,
    /// Cells next to a legal play: where a card moved after the play may land.
    reach: Bits,
    /// The layout's window, lying (5 wide, 3 high) and standing.
    lying: Bits,
    standing: Bits,
    /// Occupied columns and rows, as bit masks.
    cols: u16,
    rows: u16,
    /// Columns and rows that hold exactly one card: lifting that card empties them.
    lone_cols: u16,
    lone_rows: u16,
    /// The occupied cells as frame indices, in layout order (the listing's order).
    cards: [u8; MAX_CARDS],
    len: usize,
}

/// One card lifted out of the layout: what every move of that card shares.
struct Lift {
    from: u32,
    /// The other cards.
    rest: Bits,
    /// Cells next to the other cards.
    near_rest: Bits,
    /// The other cards' window, lying and standing.
    lying: Bits,
    standing: Bits,
    /// Where the card may go: next to another card now, or next to a new card, and
    /// inside the window.
    targets: Bits,
}

impl Lift {
    /// Where the other cards, the moved card at index `i` (bit `tb`) and the new card
    /// fit together.
    #[inline(always)]
    fn window(&self, i: usize, tb: Bits) -> Bits {
        // When the other cards fit one orientation only, every target is in its
        // window (targets are in the other cards' window).
        if self.standing == 0 {
            return self.lying & LYING[i];
        }
        if self.lying == 0 {
            return self.standing & STANDING[i];
        }
        let lying = if self.lying & tb != 0 { self.lying & LYING[i] } else { 0 };
        let standing = if self.standing & tb != 0 { self.standing & STANDING[i] } else { 0 };
        lying | standing
    }
}

/// How many turns each card's moves give, in layout order, for [`Frame::nth`].
pub(crate) struct Counts {
    /// Turns with no move.
    plain: usize,
    /// Turns moving each card.
    each: [u16; MAX_CARDS],
    /// All the turns.
    pub(crate) total: usize,
}

impl Frame {
    /// The frame around `layout`. Cells outside it (only a layout far wider than the
    /// window has them) and second cards on one cell are left out.
    pub(crate) fn new(layout: &[(Cell, Card)]) -> Frame {
        let mut f = Frame {
            ox: -4,
            oy: -4,
            occupied: 0,
            plays: 0,
            reach: 0,
            lying: 0,
            standing: 0,
            cols: 0,
            rows: 0,
            lone_cols: 0,
            lone_rows: 0,
            cards: [0; MAX_CARDS],
            len: 0,
        };
        let Some(&(first, _)) = layout.first() else {
            // The first card goes in the middle of the table: one cell, (0, 0).
            f.plays = bit(4 * S + 4);
            f.reach = neighbours(f.plays);
            return f;
        };
        let (mut x0, mut y0) = (first.x, first.y);
        for p in layout {
            x0 = x0.min(p.0.x);
            y0 = y0.min(p.0.y);
        }
        f.ox = x0.saturating_sub(2);
        f.oy = y0.saturating_sub(2);
        // Built in locals, which stay in registers, and stored once.
        let (mut occupied, mut cols, mut rows, mut len) = (0, 0u16, 0u16, 0);
        let (mut twice_cols, mut twice_rows) = (0u16, 0u16);
        for p in layout {
            let (x, y) = (i32::from(p.0.x) - i32::from(f.ox), i32::from(p.0.y) - i32::from(f.oy));
            if !(0..N as i32).contains(&x) || !(0..N as i32).contains(&y) {
                continue;
            }
            let i = y as u32 * S + x as u32;
            if occupied & bit(i) != 0 {
                continue;
            }
            occupied |= bit(i);
            if let Some(slot) = f.cards.get_mut(len) {
                *slot = i as u8;
                len += 1;
            }
            let (cx, cy) = (1u16 << x, 1u16 << y);
            twice_cols |= cols & cx;
            twice_rows |= rows & cy;
            cols |= cx;
            rows |= cy;
        }
        (f.occupied, f.cols, f.rows, f.len) = (occupied, cols, rows, len);
        f.lone_cols = cols & !twice_cols;
        f.lone_rows = rows & !twice_rows;
        (f.lying, f.standing) = windows(f.cols, f.rows);
        f.plays = neighbours(f.occupied) & !f.occupied & (f.lying | f.standing);
        f.reach = neighbours(f.plays);
        f
    }

    /// The cell at a frame index.
    fn cell(&self, i: u32) -> Cell {
        let i = (i & 127) as usize;
        Cell::new(self.ox.wrapping_add(X_OF[i] as i8), self.oy.wrapping_add(Y_OF[i] as i8))
    }

    /// The cards in layout order, as frame indices.
    fn cards(&self) -> &[u8] {
        self.cards.get(..self.len).unwrap_or_default()
    }

    fn lift(&self, from: u32) -> Lift {
        let i = (from & 127) as usize;
        let (cx, cy) = (1u16 << X_OF[i], 1u16 << Y_OF[i]);
        let rest = self.occupied & !bit(from);
        let near_rest = neighbours(rest);
        let (cols, rows) = (self.cols & !(self.lone_cols & cx), self.rows & !(self.lone_rows & cy));
        // Most cards share their column and their row: the window stays.
        let (lying, standing) =
            if cols == self.cols && rows == self.rows { (self.lying, self.standing) } else { windows(cols, rows) };
        // A target outside the rest's window leaves no room for any play.
        let targets = (near_rest | self.reach) & !self.occupied & (lying | standing);
        Lift { from, rest, near_rest, lying, standing, targets }
    }

    /// The turns that move the lifted card to `to`, as two sets of play cells: those
    /// where play then move works, and those where only move then play does.
    #[inline(always)]
    fn pair(&self, l: &Lift, to: u32) -> (Bits, Bits) {
        let i = (to & 127) as usize;
        let (tb, near_to) = (BIT[i], NEAR[i]);
        let win = l.window(i, tb);
        if l.near_rest & tb != 0 {
            // Play first, then move: the moved card touches the rest whatever the play.
            let after = self.plays & !tb & win;
            // Move first (legal on its own), then play next to the new layout.
            let before = (l.near_rest | near_to) & !l.rest & !tb & win;
            (after, before & !after)
        } else {
            // Only the new card can be the moved card's neighbour: play first.
            (self.plays & near_to & win, 0)
        }
    }

    /// Number of turns moving the lifted card: the size of [`Frame::pair`]'s two sets
    /// together, whose union takes fewer steps than the two sets apart.
    fn count_lift(&self, l: &Lift) -> usize {
        // Cells open to the play whatever the target next to the rest: the plain
        // plays, and (moving first) the cells next to the rest.
        let open = self.plays | (l.near_rest & !l.rest);
        let mut n = 0;
        let mut targets = l.targets;
        while targets != 0 {
            let i = (targets.trailing_zeros() & 127) as usize;
            let tb = targets & targets.wrapping_neg();
            targets ^= tb;
            let win = l.window(i, tb);
            let all = if l.near_rest & tb != 0 {
                win & !tb & (open | (NEAR[i] & !l.rest))
            } else {
                self.plays & NEAR[i] & win
            };
            n += all.count_ones() as usize;
        }
        n
    }

    /// Number of distinct legal turns.
    pub(crate) fn count(&self) -> usize {
        let mut n = self.plays.count_ones() as usize;
        for &from in self.cards() {
            n += self.count_lift(&self.lift(u32::from(from)));
        }
        n
    }

    /// The number of turns, kept per moved card so that [`Frame::nth`] recomputes the
    /// moves of one card only.
    pub(crate) fn counts(&self) -> Counts {
        let plain = self.plays.count_ones() as usize;
        let mut c = Counts { plain, each: [0; MAX_CARDS], total: plain };
        for (slot, &from) in c.each.iter_mut().zip(self.cards()) {
            let n = self.count_lift(&self.lift(u32::from(from)));
            // At most 81 targets of 81 plays each: it fits.
            *slot = n as u16;
            c.total += n;
        }
        c
    }

    /// The `k`-th legal turn in the order of [`Frame::list`], without listing the others.
    pub(crate) fn nth(&self, counts: &Counts, mut k: usize) -> Option<(Cell, Option<Shift>)> {
        if k < counts.plain {
            return Some((self.cell(nth_bit(self.plays, k)), None));
        }
        k -= counts.plain;
        let mut from = None;
        for (&card, &n) in self.cards().iter().zip(&counts.each) {
            let n = usize::from(n);
            if k < n {
                from = Some(card);
                break;
            }
            k -= n;
        }
        let l = self.lift(u32::from(from?));
        let mut targets = l.targets;
        while targets != 0 {
            let to = targets.trailing_zeros();
            targets &= targets - 1;
            let (after, before_only) = self.pair(&l, to);
            let all = after | before_only;
            let n = all.count_ones() as usize;
            if k < n {
                let at = nth_bit(all, k);
                let before = before_only & bit(at) != 0;
                return Some((self.cell(at), Some(Shift { from: self.cell(l.from), to: self.cell(to), before })));
            }
            k -= n;
        }
        None
    }

    /// Every distinct legal turn: plays alone, then each card's moves (cards in layout
    /// order, targets and plays in frame order). A turn legal in both orders is listed
    /// once, as play then move.
    pub(crate) fn list(&self) -> Vec<(Cell, Option<Shift>)> {
        let mut out = Vec::new();
        self.fill(&mut out, |play, shift| (play, shift));
        out
    }

    /// Appends every distinct legal turn to `out`, made into a `T` by `make`, in the
    /// order of [`Frame::list`].
    pub(crate) fn fill<T: Copy>(&self, out: &mut Vec<T>, make: impl Fn(Cell, Option<Shift>) -> T) {
        // With `opt-level = "z"` a push is a call per turn: instead the turns gather
        // in a buffer on the stack, copied into `out` when full and at the end.
        let mut sink = Sink { buf: [make(Cell::new(0, 0), None); SINK], len: 0, out };
        self.put(&mut sink, self.plays, 0, None, &make);
        for &from in self.cards() {
            let l = self.lift(u32::from(from));
            let from = self.cell(u32::from(from));
            let mut targets = l.targets;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                let (after, before_only) = self.pair(&l, to);
                let shift = Shift { from, to: self.cell(to), before: false };
                self.put(&mut sink, after | before_only, before_only, Some(shift), &make);
            }
        }
        sink.flush();
    }

    /// Adds one turn per cell of `plays` to `sink`, with `shift` made before the play
    /// where the cell is in `before`.
    #[inline(always)]
    fn put<T: Copy>(
        &self,
        sink: &mut Sink<'_, T>,
        plays: Bits,
        before: Bits,
        shift: Option<Shift>,
        make: &impl Fn(Cell, Option<Shift>) -> T,
    ) {
        // Each half of the bitboard holds whole rows, and 64-bit steps are cheaper.
        self.put_half(sink, plays as u64, before as u64, 0, shift, make);
        self.put_half(sink, (plays >> 64) as u64, (before >> 64) as u64, 64, shift, make);
    }

    /// [`Frame::put`] for the half of the bitboard from frame index `base`.
    #[inline(always)]
    fn put_half<T: Copy>(
        &self,
        sink: &mut Sink<'_, T>,
        plays: u64,
        before: u64,
        base: u32,
        shift: Option<Shift>,
        make: &impl Fn(Cell, Option<Shift>) -> T,
    ) {
        // The count stays in a register while the buffer is not full.
        let mut k = sink.len;
        let mut bits = plays;
        while bits != 0 {
            if k >= SINK {
                sink.len = k;
                sink.flush();
                k = 0;
            }
            let low = bits & bits.wrapping_neg();
            let play = self.cell(base + bits.trailing_zeros());
            bits ^= low;
            if let Some(slot) = sink.buf.get_mut(k) {
                *slot = make(play, shift.map(|s| Shift { before: before & low != 0, ..s }));
                k += 1;
            }
        }
        sink.len = k;
    }
}

/// Turns on their way into a listing: the first `len` of `buf` are still to be
/// copied into `out`.
struct Sink<'v, T> {
    buf: [T; SINK],
    len: usize,
    out: &'v mut Vec<T>,
}

/// Turns a [`Sink`] holds: few, as filling it with placeholders first costs a store
/// each, and a copy per 32 turns is cheap.
const SINK: usize = 32;

impl<T: Copy> Sink<'_, T> {
    fn flush(&mut self) {
        self.out.extend_from_slice(self.buf.get(..self.len).unwrap_or_default());
        self.len = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::super::cell::{after_turn, fits};
    use super::*;

    #[test]
    fn a_full_window_or_more_has_no_turn() {
        let block = |w: i8, h: i8| -> Vec<(Cell, Card)> {
            (0..h).flat_map(|y| (0..w).map(move |x| (Cell::new(x, y), Card(0)))).collect()
        };
        // 14 cards: every turn fills the window.
        let mut holed = block(5, 3);
        holed.remove(7);
        let all = turns(&holed);
        assert!(all.contains(&(Cell::new(2, 1), None)));
        assert!(all.iter().all(|&(play, shift)| {
            let after = after_turn(&holed, Card(1), play, shift);
            fits(after.iter().map(|p| p.0)) && after.iter().all(|p| (0..5).contains(&p.0.x) && (0..3).contains(&p.0.y))
        }));
        // 15 cards and more: the frame keeps the moves of 16 of them, and none has any.
        assert!(turns(&block(5, 3)).is_empty());
        assert!(turns(&block(5, 4)).is_empty());
        assert!(turns(&block(9, 9)).is_empty());
    }

    #[test]
    fn first_play_is_the_centre_only() {
        let f = Frame::new(&[]);
        assert_eq!(f.list(), vec![(Cell::new(0, 0), None)]);
    }
}
