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

    /// Both coordinates in one number, equal for two cells exactly when they are the
    /// same: one comparison instead of two, which helps scans over the layout.
    #[inline(always)]
    pub(crate) fn key(self) -> u16 {
        u16::from_le_bytes([self.x as u8, self.y as u8])
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
    box_fits(x0, x1, y0, y1)
}

/// Whether the box of columns `x0..=x1` and rows `y0..=y1` fits a 5x3 or 3x5 window.
pub(crate) fn box_fits(x0: i8, x1: i8, y0: i8, y1: i8) -> bool {
    let (w, h) = (i16::from(x1) - i16::from(x0) + 1, i16::from(y1) - i16::from(y0) + 1);
    (w <= 5 && h <= 3) || (w <= 3 && h <= 5)
}

/// Every distinct legal turn on `layout`: a play cell and an optional move. A turn
/// legal in both orders is listed once, as play then move.
pub fn turns(layout: &[(Cell, Card)]) -> Vec<(Cell, Option<Shift>)> {
    Frame::new(layout).list()
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
/// Most cards whose moves a frame lists. A turn ends with one card more in the layout
/// and the window has 15 cells, so a layout of 15 cards or more has no legal turn:
/// the cards past the 16th never need listing.
const MAX_CARDS: usize = 16;

type Bits = u128;

// Per-index lookups replace variable shifts and divisions: with `opt-level = "z"` a
// variable `u128` shift is a library call. The tables have 128 entries so an index
// masked with `& 127` needs no bounds check.

/// `BIT[i]` is the bit of frame index `i`.
static BIT: [Bits; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1u128 << i;
        i += 1;
    }
    t
};

/// `NEAR[i]`: the usable cells next to index `i`.
static NEAR: [Bits; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        let b = 1u128 << i;
        t[i] = ((b << 1) | (b >> 1) | (b << S) | (b >> S)) & VALID;
        i += 1;
    }
    t
};

/// Column and row of each index.
static X_OF: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = (i as u32 % S) as u8;
        i += 1;
    }
    t
};
static Y_OF: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = (i as u32 / S) as u8;
        i += 1;
    }
    t
};

/// `COL_GE[x]`: usable cells in columns `x` and up; `COL_LE`, `ROW_GE`, `ROW_LE` alike.
static COL_GE: [Bits; 16] = spans(true, true);
static COL_LE: [Bits; 16] = spans(true, false);
static ROW_GE: [Bits; 16] = spans(false, true);
static ROW_LE: [Bits; 16] = spans(false, false);

const fn spans(columns: bool, from: bool) -> [Bits; 16] {
    let mut t = [0u128; 16];
    let mut k = 0;
    while k < 16 {
        let mut i = 0;
        while i < S * N {
            let at = if columns { i % S } else { i / S };
            if (from && at >= k as u32) || (!from && at <= k as u32) {
                t[k] |= 1u128 << i;
            }
            i += 1;
        }
        t[k] &= VALID;
        k += 1;
    }
    t
}

#[inline(always)]
fn bit(i: u32) -> Bits {
    BIT[(i & 127) as usize]
}

/// Cells orthogonally next to a cell of `b`.
#[inline(always)]
fn neighbours(b: Bits) -> Bits {
    ((b << 1) | (b >> 1) | (b << S) | (b >> S)) & VALID
}

/// Cells in columns `x0..=x1` and rows `y0..=y1`, clipped to the frame.
#[inline(always)]
fn rect(x0: i32, x1: i32, y0: i32, y1: i32) -> Bits {
    if x1 < x0.max(0) || y1 < y0.max(0) {
        return 0;
    }
    let lo = |v: i32| v.clamp(0, N as i32) as usize;
    let hi = |v: i32| v.clamp(0, N as i32 - 1) as usize;
    COL_GE[lo(x0)] & COL_LE[hi(x1)] & ROW_GE[lo(y0)] & ROW_LE[hi(y1)]
}

/// The window, one orientation at a time: for a set occupying the columns `cols` and
/// rows `rows` (bit masks; none for the empty set), the cells `c` such that the set
/// plus `c` fits 5 wide and 3 high, and those such that it fits 3 wide and 5 high.
#[inline(always)]
fn windows(cols: u16, rows: u16) -> (Bits, Bits) {
    let (x0, x1) = (cols.trailing_zeros() as i32, 15 - cols.leading_zeros() as i32);
    let (y0, y1) = (rows.trailing_zeros() as i32, 15 - rows.leading_zeros() as i32);
    let (mut lying, mut standing) = (0, 0);
    if x1 - x0 <= 4 && y1 - y0 <= 2 {
        lying = rect(x1 - 4, x0 + 4, y1 - 2, y0 + 2);
    }
    if x1 - x0 <= 2 && y1 - y0 <= 4 {
        standing = rect(x1 - 2, x0 + 2, y1 - 4, y0 + 4);
    }
    (lying, standing)
}

/// `LYING[i]`: the cells that fit a 5 wide, 3 high window together with index `i`;
/// `STANDING[i]` the same for 3 wide, 5 high. A set fits a window when each pair of
/// its cells does, so a set's window with one cell more is its window cut by these.
static LYING: [Bits; 128] = around(4, 2);
static STANDING: [Bits; 128] = around(2, 4);

const fn around(dx: u32, dy: u32) -> [Bits; 128] {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < S * N {
        let (x, y) = (i % S, i / S);
        let mut j = 0;
        while j < S * N {
            let (u, v) = (j % S, j / S);
            if u.abs_diff(x) <= dx && v.abs_diff(y) <= dy {
                t[i as usize] |= 1u128 << j;
            }
            j += 1;
        }
        t[i as usize] &= VALID;
        i += 1;
    }
    t
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
