//! End-of-round scoring: lines of cards that share an attribute of a victory card.

use serde::{Deserialize, Serialize};

use super::{Attribute, Card, Cell};

/// One line that scored: a maximal run of consecutive cards in a row or column that
/// share the victory card's shape, fill or colour. A run scores once, at full length.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// Which attribute the cards share.
    pub attribute: Attribute,
    /// The cards' cells, in order along the line.
    pub cells: Vec<Cell>,
    /// Points from the table.
    pub points: u32,
}

/// Every scoring line of `layout` for `victory`, rows first, then columns.
pub fn lines(layout: &[(Cell, Card)], victory: Card) -> Vec<Line> {
    let (Some(x0), Some(x1)) = (layout.iter().map(|p| p.0.x).min(), layout.iter().map(|p| p.0.x).max()) else {
        return Vec::new();
    };
    let (y0, y1) = (layout.iter().map(|p| p.0.y).min().unwrap_or(0), layout.iter().map(|p| p.0.y).max().unwrap_or(0));
    let w = (i16::from(x1) - i16::from(x0) + 1) as usize;
    let h = (i16::from(y1) - i16::from(y0) + 1) as usize;
    // The box as a grid: for each cell, whether it holds a card (bit 3) and which of
    // the victory card's attributes that card shares (bit `a` for `Attribute::ALL[a]`).
    // A legal layout's box has at most 25 cells, so the grid lives on the stack unless
    // the layout is not one the rules can make.
    let mut small = [0u8; 64];
    let mut large = Vec::new();
    let grid: &mut [u8] = if w * h <= small.len() {
        &mut small[..w * h]
    } else {
        large.resize(w * h, 0);
        &mut large
    };
    const HELD: u8 = 8;
    let want = Attribute::ALL.map(|a| victory.attribute(a));
    for &(cell, card) in layout {
        let i = (i16::from(cell.y) - i16::from(y0)) as usize * w + (i16::from(cell.x) - i16::from(x0)) as usize;
        // Two cards on one cell: the first one counts, as a search would find it.
        if let Some(slot) = grid.get_mut(i).filter(|slot| **slot == 0) {
            *slot = HELD;
            for (a, (&attribute, &want)) in Attribute::ALL.iter().zip(&want).enumerate() {
                if card.attribute(attribute) == want {
                    *slot |= 1 << a;
                }
            }
        }
    }
    let grid = &*grid;
    let cell = |i: usize| Cell::new(x0.wrapping_add((i % w) as i8), y0.wrapping_add((i / w) as i8));
    let mut out = Vec::new();
    // Each path is a start index, a step and a length: rows, then columns.
    let rows = (0..h).map(|y| (y * w, 1, w));
    let columns = (0..w).map(|x| (x, w, h));
    for (start, step, len) in rows.chain(columns) {
        for (a, &attribute) in Attribute::ALL.iter().enumerate() {
            let mut run = 0;
            for k in 0..=len {
                let at = start + k * step;
                let same = grid.get(at).map_or(0, |g| usize::from(g >> a & 1)) * usize::from(k < len);
                // Counted without branching on the cards (which a branch predictor
                // cannot learn); only a run that ends at two cards or more is looked at.
                let ended = run * (1 - same);
                run = (run + 1) * same;
                if ended >= 2 {
                    let points = attribute.points(ended);
                    if points > 0 {
                        let cells = (k - ended..k).map(|j| cell(start + j * step)).collect();
                        out.push(Line { attribute, cells, points });
                    }
                }
            }
        }
    }
    out
}

/// Total points of `lines`.
pub fn total(lines: &[Line]) -> u32 {
    lines.iter().map(|l| l.points).sum()
}
