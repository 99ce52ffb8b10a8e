//! Pointers on the board told apart: a hover, a tap, a drag that pans, a pinch that
//! zooms. Pure, so the thresholds are tested without a browser.

use std::collections::HashMap;

/// How far (in CSS pixels, across plus down) a pointer may stray and still tap.
const TAP_SLOP: f64 = 8.0;

/// What a pointer's move means.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gesture {
    /// A mouse moving with no button down, at this point.
    Hover(f64, f64),
    /// Drag the board by this many pixels (pointer moved from old to new).
    Pan(f64, f64),
    /// Two pointers: zoom by this factor about this midpoint.
    Pinch(f64, (f64, f64)),
    /// Nothing yet (a pinch's first move, a press still within the tap's slop).
    Nothing,
}

/// Pointers down on the board.
#[derive(Default)]
pub struct Pointers {
    down: HashMap<i32, (f64, f64)>,
    start: Option<(f64, f64)>,
    dragged: bool,
    pinch: Option<f64>,
}

impl Pointers {
    /// A pointer pressed at `p`.
    pub fn press(&mut self, id: i32, p: (f64, f64)) {
        self.down.insert(id, p);
        if self.down.len() == 1 {
            self.start = Some(p);
            self.dragged = false;
        }
        self.pinch = None;
    }

    /// A pointer moved to `p`.
    pub fn moved(&mut self, id: i32, p: (f64, f64)) -> Gesture {
        let Some(old) = self.down.insert(id, p) else {
            self.down.remove(&id);
            return Gesture::Hover(p.0, p.1);
        };
        if self.down.len() >= 2 {
            let mut pts = self.down.values().copied();
            let (a, b) = (pts.next().unwrap_or(p), pts.next().unwrap_or(p));
            let dist = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
            let before = self.pinch.replace(dist).filter(|d| *d > 0.0);
            self.dragged = true;
            return before
                .map_or(Gesture::Nothing, |d| Gesture::Pinch(dist / d, ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)));
        }
        let strayed = self.start.is_some_and(|s| (s.0 - p.0).abs() + (s.1 - p.1).abs() > TAP_SLOP);
        if strayed || self.dragged {
            self.dragged = true;
            Gesture::Pan(old.0 - p.0, old.1 - p.1)
        } else {
            Gesture::Nothing
        }
    }

    /// A pointer lifted: whether that was a tap (one pointer, never dragged).
    pub fn lift(&mut self, id: i32) -> bool {
        let tap = self.down.len() == 1 && !self.dragged && self.down.contains_key(&id);
        self.cancel(id);
        tap
    }

    /// A pointer gone (cancelled, or left the board).
    pub fn cancel(&mut self, id: i32) {
        self.down.remove(&id);
        self.pinch = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_that_stays_within_the_slop_is_a_tap() {
        let mut p = Pointers::default();
        p.press(1, (10.0, 10.0));
        assert_eq!(p.moved(1, (13.0, 14.0)), Gesture::Nothing);
        assert!(p.lift(1));
    }

    #[test]
    fn a_press_that_strays_pans_and_is_no_tap() {
        let mut p = Pointers::default();
        p.press(1, (10.0, 10.0));
        assert_eq!(p.moved(1, (20.0, 10.0)), Gesture::Pan(-10.0, 0.0));
        // Once dragging, even a small move pans.
        assert_eq!(p.moved(1, (21.0, 10.0)), Gesture::Pan(-1.0, 0.0));
        assert!(!p.lift(1));
    }

    #[test]
    fn two_pointers_pinch_from_their_second_move() {
        let mut p = Pointers::default();
        p.press(1, (0.0, 0.0));
        p.press(2, (10.0, 0.0));
        assert_eq!(p.moved(2, (10.0, 0.0)), Gesture::Nothing);
        match p.moved(2, (20.0, 0.0)) {
            Gesture::Pinch(f, mid) => {
                assert!((f - 2.0).abs() < 1e-9);
                assert_eq!(mid, (10.0, 0.0));
            }
            g => panic!("not a pinch: {g:?}"),
        }
        assert!(!p.lift(2));
        assert!(!p.lift(1), "a pinch's last finger is no tap");
    }

    #[test]
    fn a_move_with_nothing_pressed_is_a_hover() {
        let mut p = Pointers::default();
        assert_eq!(p.moved(7, (3.0, 4.0)), Gesture::Hover(3.0, 4.0));
        p.press(1, (0.0, 0.0));
        assert!(p.lift(1), "the hover left no pointer behind");
    }
}
