//! Where the board view looks: a box in board units that fits the layout by itself
//! until the player pans or zooms, and the sums that turn a pointer into a cell.

use tabula_rules::super_pose::Pos;

/// One cell's size in board units.
pub const CELL: f64 = 10.0;

/// A rectangle of the board, in board units (a cell is [`CELL`] wide).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

/// The smallest view, in cells: a few cards fill it, so a phone is not all margin.
const MIN_CELLS: f64 = 9.0;
/// The largest zoom-out, in cells.
const MAX_CELLS: f64 = 160.0;

impl ViewBox {
    /// The `viewBox` attribute.
    pub fn attr(&self) -> String {
        crate::kit::num::nums(&[self.x, self.y, self.w, self.h], " ")
    }

    /// The view of every cell in `cells` with `margin` cells round them, at least
    /// [`MIN_CELLS`] across.
    pub fn fit(cells: impl IntoIterator<Item = Pos>, margin: f64) -> ViewBox {
        let (x0, y0, x1, y1) = bounds(cells).unwrap_or((0, 0, 0, 0));
        let grow = |lo: i16, hi: i16| {
            let (lo, hi) = (f64::from(lo) - margin, f64::from(hi) + 1.0 + margin);
            let extra = (MIN_CELLS - (hi - lo)).max(0.0) / 2.0;
            ((lo - extra) * CELL, (hi - lo + 2.0 * extra) * CELL)
        };
        let ((x, w), (y, h)) = (grow(x0, x1), grow(y0, y1));
        ViewBox { x, y, w, h }
    }

    /// Zoomed by `factor` (above 1 zooms in) keeping the board point `(px, py)` where
    /// it is on screen; the zoom stops at sensible limits.
    pub fn zoom(&self, factor: f64, px: f64, py: f64) -> ViewBox {
        let longest = self.w.max(self.h);
        if !(longest > 0.0 && longest.is_finite() && factor > 0.0 && factor.is_finite()) {
            return *self;
        }
        // Bounds around 1, so a board already past a limit can still move back.
        let f = factor.clamp((longest / (MAX_CELLS * CELL)).min(1.0), (longest / (MIN_CELLS * CELL / 1.5)).max(1.0));
        let (w, h) = (self.w / f, self.h / f);
        ViewBox { x: px - (px - self.x) / f, y: py - (py - self.y) / f, w, h }
    }

    /// Zoomed about its centre.
    pub fn zoom_centre(&self, factor: f64) -> ViewBox {
        self.zoom(factor, self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Moved by `(dx, dy)` board units.
    pub fn pan(&self, dx: f64, dy: f64) -> ViewBox {
        ViewBox { x: self.x + dx, y: self.y + dy, ..*self }
    }

    /// Whether the cell lies inside the view.
    pub fn shows(&self, p: Pos) -> bool {
        let (x, y) = (f64::from(p.x) * CELL, f64::from(p.y) * CELL);
        x >= self.x && y >= self.y && x + CELL <= self.x + self.w && y + CELL <= self.y + self.h
    }

    /// The same view moved as little as it takes to show every cell of `cells` with
    /// half a cell round them (centred on them if they do not fit), so that a card
    /// laid or moved out of a zoomed-in view comes into it without the rest of the
    /// board jumping further than it must.
    pub fn including(&self, cells: impl IntoIterator<Item = Pos>) -> ViewBox {
        let Some((x0, y0, x1, y1)) = bounds(cells) else { return *self };
        let edge = |lo: i16, hi: i16| ((f64::from(lo) - 0.5) * CELL, (f64::from(hi) + 1.5) * CELL);
        let ((x0, x1), (y0, y1)) = (edge(x0, x1), edge(y0, y1));
        let shift = |lo: f64, hi: f64, at: f64, len: f64| {
            if hi - lo > len {
                (lo + hi) / 2.0 - len / 2.0
            } else if lo < at {
                lo
            } else if hi > at + len {
                hi - len
            } else {
                at
            }
        };
        ViewBox { x: shift(x0, x1, self.x, self.w), y: shift(y0, y1, self.y, self.h), ..*self }
    }
}

/// The least and greatest column and row of `cells` (left, top, right, bottom), or
/// `None` for no cells.
fn bounds(cells: impl IntoIterator<Item = Pos>) -> Option<(i16, i16, i16, i16)> {
    cells.into_iter().fold(None, |b, p| {
        Some(b.map_or((p.x, p.y, p.x, p.y), |(x0, y0, x1, y1)| (x0.min(p.x), y0.min(p.y), x1.max(p.x), y1.max(p.y))))
    })
}

/// How an element of `width` x `height` pixels shows a view box (SVG's default
/// `xMidYMid meet`): pixels per unit and the letterbox offsets.
fn scale(vb: &ViewBox, width: f64, height: f64) -> (f64, f64, f64) {
    let s = (width / vb.w).min(height / vb.h);
    (s, (width - vb.w * s) / 2.0, (height - vb.h * s) / 2.0)
}

/// The board point under a pixel `(px, py)` of the element (from its top left).
pub fn to_board(vb: &ViewBox, width: f64, height: f64, px: f64, py: f64) -> (f64, f64) {
    let (s, ox, oy) = scale(vb, width, height);
    if s <= 0.0 || !s.is_finite() {
        return (vb.x, vb.y);
    }
    (vb.x + (px - ox) / s, vb.y + (py - oy) / s)
}

/// Board units per pixel.
pub fn units_per_pixel(vb: &ViewBox, width: f64, height: f64) -> f64 {
    let (s, _, _) = scale(vb, width, height);
    if s > 0.0 && s.is_finite() {
        1.0 / s
    } else {
        0.0
    }
}

/// The cell holding a board point.
pub fn cell_at(x: f64, y: f64) -> Pos {
    let clamp = |v: f64| (v / CELL).floor().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16;
    Pos::new(clamp(x), clamp(y))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_holds_every_cell_with_its_margin_and_a_minimum_size() {
        let vb = ViewBox::fit([Pos::new(0, 0), Pos::new(3, 5)], 2.0);
        assert_eq!((vb.x, vb.y), (-25.0, -20.0));
        assert_eq!((vb.w, vb.h), (90.0, 100.0), "8 x 10 cells grow to 9 wide");
        let small = ViewBox::fit([Pos::new(0, 0)], 0.0);
        assert_eq!(small.w, MIN_CELLS * CELL);
        assert!(small.x < 0.0 && small.x + small.w > CELL, "centred on the cell");
    }

    #[test]
    fn a_pixel_maps_back_to_its_cell_through_the_letterbox() {
        let vb = ViewBox { x: -50.0, y: 0.0, w: 100.0, h: 100.0 };
        // A 400 x 200 element shows the square view 200 px wide, centred.
        assert_eq!(to_board(&vb, 400.0, 200.0, 100.0, 0.0), (-50.0, 0.0));
        assert_eq!(to_board(&vb, 400.0, 200.0, 300.0, 200.0), (50.0, 100.0));
        assert_eq!(cell_at(-0.5, 19.9), Pos::new(-1, 1));
    }

    #[test]
    fn a_card_out_of_view_is_brought_in_by_the_least_move() {
        let vb = ViewBox { x: 0.0, y: 0.0, w: 100.0, h: 100.0 };
        let card =
            [Pos::new(12, 2), Pos::new(13, 2), Pos::new(12, 3), Pos::new(13, 3), Pos::new(12, 4), Pos::new(13, 4)];
        let moved = vb.including(card);
        assert_eq!((moved.w, moved.h, moved.y), (100.0, 100.0, 0.0), "the size kept, no move down");
        assert_eq!(moved.x, 145.0 - 100.0, "the card's right edge and half a cell just in");
        assert!(card.iter().all(|p| moved.shows(*p)));
        // A card in view moves nothing; one too big for the view is centred.
        let inside = [Pos::new(2, 2), Pos::new(3, 2)];
        assert_eq!(vb.including(inside), vb);
        let small = ViewBox { x: 0.0, y: 0.0, w: 15.0, h: 15.0 };
        let c = small.including(card);
        assert_eq!(c.x + c.w / 2.0, 130.0);
    }

    #[test]
    fn zoom_keeps_the_point_under_the_pointer() {
        let vb = ViewBox { x: 0.0, y: 0.0, w: 200.0, h: 200.0 };
        let z = vb.zoom(2.0, 50.0, 50.0);
        assert_eq!((z.w, z.h), (100.0, 100.0));
        assert_eq!((z.x, z.y), (25.0, 25.0));
        // Zooming far in stops at a few cells across.
        let deep = vb.zoom(1000.0, 0.0, 0.0);
        assert!(deep.w >= MIN_CELLS * CELL / 1.5 - 1e-9);
    }
}
