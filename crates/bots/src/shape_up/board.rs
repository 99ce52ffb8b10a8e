//! A layout as bitboards, scored for all eight victory attributes at once.
//!
//! A victory card scores its shape, its fill and its colour independently, so a
//! layout's score for any card is the sum of three of eight per-attribute-value
//! numbers (three shapes, two fills, three colours). The search evaluates tens of
//! thousands of layouts per decision, so each of the eight is a bitboard and the
//! table's points come from counting runs with shifts, instead of walking lines as
//! `tabula_rules::shape_up::lines` does (tests check the two agree).
//!
//! The grid is 7x7 with a row stride of 8: the layout's bounding box (at most 5x5)
//! sits at offset (1, 1), so a run's neighbours outside the box are still on the grid,
//! and the unused eighth column keeps sideways shifts from wrapping into the next row.

use tabula_rules::shape_up::{Card, Cell};

/// The eight attribute values a victory card can score: shapes 0..3, fills 3..5,
/// colours 5..8.
pub(crate) const SLOTS: usize = 8;

/// The three slots each card scores (its shape, fill and colour), by card number.
const SLOT_TABLE: [[u8; 3]; 18] = {
    let mut t = [[0u8; 3]; 18];
    let mut c = 0;
    while c < 18 {
        t[c as usize] = [c / 6 % 3, 3 + c / 3 % 2, 5 + c % 3];
        c += 1;
    }
    t
};

/// The three slots a card scores (its shape, fill and colour).
#[inline(always)]
pub(crate) fn slots(card: Card) -> [usize; 3] {
    let c = usize::from(card.0);
    // Invalid numbers (never dealt) read as card 0 rather than panic.
    let [a, b, c] = if c < 18 { SLOT_TABLE[c] } else { SLOT_TABLE[0] };
    [usize::from(a), usize::from(b), usize::from(c)]
}

const STRIDE: u32 = 8;
/// Grid side: a 5x5 box and a ring around it.
const GRID: u32 = 7;

/// Cells where one more card keeps a layout whose box is `w` x `h` (anchored at
/// (1, 1)) within the window, occupied or not, by `w` and `h` from 0 to 5.
const ROOM: [[u64; 6]; 6] = {
    let mut table = [[0u64; 6]; 6];
    let mut w = 1;
    while w <= 5 {
        let mut h = 1;
        while h <= 5 {
            let mut bits = 0u64;
            let mut y = 0;
            while y < GRID {
                let mut x = 0;
                while x < GRID {
                    // Box after adding (x, y): from min(1, x) to max(w, x), same for y.
                    let nw = max(w, x) - min(1, x) + 1;
                    let nh = max(h, y) - min(1, y) + 1;
                    if (nw <= 5 && nh <= 3) || (nw <= 3 && nh <= 5) {
                        bits |= 1 << (y * STRIDE + x);
                    }
                    x += 1;
                }
                y += 1;
            }
            table[w as usize][h as usize] = bits;
            h += 1;
        }
        w += 1;
    }
    table
};

const fn max(a: u32, b: u32) -> u32 {
    if a > b {
        a
    } else {
        b
    }
}

const fn min(a: u32, b: u32) -> u32 {
    if a < b {
        a
    } else {
        b
    }
}

/// Per-slot totals of one layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Points scored now by each slot.
    pub score: [u32; SLOTS],
    /// Points that runs of at least two could gain from one more card at one of
    /// their ends, summed over ends where a card could go.
    pub growth: [u32; SLOTS],
}

impl Tally {
    /// Each slot's worth: the score plus `weight` times its growth.
    // Index loops: the search calls this for every layout, and they stay fast in
    // unoptimised (test) builds too.
    #[allow(clippy::needless_range_loop)]
    pub(crate) fn values(&self, weight: f64) -> [f64; SLOTS] {
        let mut v = [0.0; SLOTS];
        for s in 0..SLOTS {
            v[s] = f64::from(self.score[s]) + weight * f64::from(self.growth[s]);
        }
        v
    }
}

/// A card's worth given slot values.
#[inline(always)]
pub(crate) fn card_value(values: &[f64; SLOTS], card: Card) -> f64 {
    let [a, b, c] = slots(card);
    values[a] + values[b] + values[c]
}

/// A layout as one bitboard per slot.
pub(crate) struct Board {
    masks: [u64; SLOTS],
    /// Empty cells where a card could still go.
    room: u64,
}

impl Board {
    /// Packs a layout. Cells beyond a 5x5 box (never the case in a legal layout) are
    /// dropped rather than trusted.
    pub(crate) fn new(layout: &[(Cell, Card)]) -> Board {
        let mut b = Board { masks: [0; SLOTS], room: 0 };
        let (mut x0, mut y0) = (i16::MAX, i16::MAX);
        for (cell, _) in layout {
            if i16::from(cell.x) < x0 {
                x0 = i16::from(cell.x);
            }
            if i16::from(cell.y) < y0 {
                y0 = i16::from(cell.y);
            }
        }
        let (mut w, mut h, mut occupied) = (0usize, 0usize, 0u64);
        for &(cell, card) in layout {
            let dx = (i16::from(cell.x) - x0) as usize;
            let dy = (i16::from(cell.y) - y0) as usize;
            if dx < 5 && dy < 5 && card.is_valid() {
                let bit = 1u64 << ((dy as u32 + 1) * STRIDE + dx as u32 + 1);
                occupied |= bit;
                let [s0, s1, s2] = slots(card);
                b.masks[s0] |= bit;
                b.masks[s1] |= bit;
                b.masks[s2] |= bit;
                if dx >= w {
                    w = dx + 1;
                }
                if dy >= h {
                    h = dy + 1;
                }
            }
        }
        b.room = ROOM[w][h] & !occupied;
        b
    }

    /// Scores every slot: each maximal run in a row or column of cards sharing an
    /// attribute value scores once at its full length.
    pub(crate) fn tally(&self) -> Tally {
        let mut t = Tally::default();
        for s in 0..SLOTS {
            // Shape runs score length - 1; fills length; colours length + 1.
            let kind = match s {
                0..=2 => 0,
                3..=4 => 1,
                _ => 2,
            };
            let (rows, rows_growth) = runs(self.masks[s], 1, self.room, kind);
            let (columns, columns_growth) = runs(self.masks[s], STRIDE, self.room, kind);
            t.score[s] = rows + columns;
            t.growth[s] = rows_growth + columns_growth;
        }
        t
    }
}

/// Points and growth of the runs of `m` along shift `d`, for `kind` 0 (shape: a run of
/// n scores n - 1 from 2), 1 (fill: n from 3) or 2 (colour: n + 1 from 3).
#[inline]
fn runs(m: u64, d: u32, room: u64, kind: u32) -> (u32, u32) {
    // Bit i of `pairs`: cells i and i + d both in m.
    let pairs = m & (m >> d);
    if pairs == 0 {
        return (0, 0);
    }
    // Ends of runs of two or more, and whether a card could extend them.
    let last = m & !(m >> d) & (m << d);
    let first = m & !(m << d) & (m >> d);
    if kind == 0 {
        let open = ((last << d) & room).count_ones() + ((first >> d) & room).count_ones();
        return (pairs.count_ones(), open);
    }
    // Runs of exactly two score nothing yet but gain the most from a third card.
    let twos = pairs & !(pairs << d) & !(pairs >> d);
    let triples = pairs & (m >> (2 * d));
    let long_runs = (triples & !(triples << d)).count_ones();
    let fill = pairs.count_ones() - twos.count_ones() + long_runs;
    let score = if kind == 1 { fill } else { fill + long_runs };
    let open_twos = ((twos >> d) & room).count_ones() + ((twos << (2 * d)) & room).count_ones();
    let open_long =
        ((last & (m << (2 * d))) << d & room).count_ones() + ((first & (m >> (2 * d))) >> d & room).count_ones();
    // A third card makes 3 (fill) or 4 (colour) points; a further one adds 1.
    (score, open_twos * (2 + kind) + open_long)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::shape_up::{lines, total};

    fn layout_of(cards: &[(i8, i8, u8)]) -> Vec<(Cell, Card)> {
        cards.iter().map(|&(x, y, c)| (Cell::new(x, y), Card(c))).collect()
    }

    #[test]
    fn tally_matches_the_rules_scoring() {
        let mut rng = tabula_rules::rng::Rng::new(3, 9);
        for _ in 0..500 {
            let mut cards: Vec<u8> = (0..18).collect();
            rng.shuffle(&mut cards);
            let (w, h) = if rng.below(2) == 0 { (5, 3) } else { (3, 5) };
            let mut layout = Vec::new();
            for y in 0..h {
                for x in 0..w {
                    // Leave some holes so gaps split runs.
                    if rng.below(5) != 0 {
                        layout.push((Cell::new(x as i8 - 2, y as i8 + 1), Card(cards[y * w + x])));
                    }
                }
            }
            let t = Board::new(&layout).tally();
            for v in Card::all() {
                let want = total(&lines(&layout, v));
                let [a, b, c] = slots(v);
                assert_eq!(t.score[a] + t.score[b] + t.score[c], want, "{layout:?} {v:?}");
            }
        }
    }

    #[test]
    fn room_is_the_window() {
        // A lone card at (1, 1) of the grid: cells up to 4 across and 2 down (or the
        // reverse) from it, cut to the grid's -1..=5 offsets: 24 + 24 - 16 overlap.
        assert_eq!(ROOM[1][1].count_ones(), 32);
        // A full 5x3 box leaves no room around it.
        let box53 = (1..=3).flat_map(|y| (1..=5).map(move |x| 1u64 << (y * STRIDE + x))).fold(0, |a, b| a | b);
        assert_eq!(ROOM[5][3], box53);
    }

    #[test]
    fn growth_needs_room() {
        let red = |shape: u8, fill: u8| shape * 6 + fill * 3;
        // Two reds side by side with room either side: a third red would score 4.
        let t = Board::new(&layout_of(&[(0, 0, red(0, 0)), (1, 0, red(1, 1))])).tally();
        assert_eq!((t.score[5], t.growth[5]), (0, 8));
        // A full row of five reds cannot grow.
        let row: Vec<(i8, i8, u8)> = (0..5).map(|x| (x, 0, red(x as u8 % 3, x as u8 % 2))).collect();
        let t = Board::new(&layout_of(&row)).tally();
        assert_eq!((t.score[5], t.growth[5]), (6, 0));
        // Three reds in a row of a 5x3 layout: only the empty cell at its end is room.
        let mut full: Vec<(i8, i8, u8)> = (0..3).map(|x| (x, 0, red(x as u8 % 3, x as u8 % 2))).collect();
        full.extend((0..5).map(|x| (x, 2, 1 + (x as u8 % 2) * 6)));
        let t = Board::new(&layout_of(&full)).tally();
        assert_eq!((t.score[5], t.growth[5]), (4, 1));
    }
}
