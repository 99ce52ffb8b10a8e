//! The bitboard of the turn generator's frame (`frame.rs`): 9x9 usable cells in a
//! `u128`, and the lookup tables and helpers that work on it.

/// Row stride of the frame: 9 usable columns and 2 that stay empty, so shifting a
/// bitboard sideways never wraps a bit into a usable cell.
pub(super) const S: u32 = 11;
/// Usable rows and columns.
pub(super) const N: u32 = 9;
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
pub(super) const MAX_CARDS: usize = 16;

pub(super) type Bits = u128;

// Per-index lookups replace variable shifts and divisions: with `opt-level = "z"` a
// variable `u128` shift is a library call. The tables have 128 entries so an index
// masked with `& 127` needs no bounds check.

/// `BIT[i]` is the bit of frame index `i`.
pub(super) static BIT: [Bits; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1u128 << i;
        i += 1;
    }
    t
};

/// `NEAR[i]`: the usable cells next to index `i`.
pub(super) static NEAR: [Bits; 128] = {
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
pub(super) static X_OF: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = (i as u32 % S) as u8;
        i += 1;
    }
    t
};
pub(super) static Y_OF: [u8; 128] = {
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
pub(super) fn bit(i: u32) -> Bits {
    BIT[(i & 127) as usize]
}

/// Cells orthogonally next to a cell of `b`.
#[inline(always)]
pub(super) fn neighbours(b: Bits) -> Bits {
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
pub(super) fn windows(cols: u16, rows: u16) -> (Bits, Bits) {
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
pub(super) static LYING: [Bits; 128] = around(4, 2);
pub(super) static STANDING: [Bits; 128] = around(2, 4);

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

/// The index of the `k`-th set bit of `b`, from the lowest.
pub(super) fn nth_bit(mut b: Bits, k: usize) -> u32 {
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
}
