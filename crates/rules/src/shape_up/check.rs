//! The check of a Shape Up! turn, step by step in the order it happens, on the layout
//! without copying it.

use super::action::{Action, IllegalAction};
use super::cell::box_fits;
use super::state::ShapeUp;
use super::{Card, Cell, Shift};

impl ShapeUp {
    /// Whether `action` is legal now, and if not why: the same check as
    /// [`crate::Game::apply`], for a table that builds a turn step by step. It accepts a turn
    /// in either order when that order works, while the listing shows each turn once.
    pub fn check_action(&self, action: &Action) -> Result<(), IllegalAction> {
        if self.over {
            return Err(IllegalAction::GameOver);
        }
        if usize::from(action.card) >= self.hands[self.to_move].len() {
            return Err(IllegalAction::NoSuchCard);
        }
        self.check(action.play, action.shift)
    }

    /// Checks a play and optional move on the current layout, step by step in the
    /// order they happen. Independent of the bitboard generator, which tests compare
    /// against it.
    pub(super) fn check(&self, play: Cell, shift: Option<Shift>) -> Result<(), IllegalAction> {
        let mut now = Step::start(&self.layout);
        if let Some(s) = shift.filter(|s| s.before) {
            now = now.shift(s)?;
        }
        if now.any(|c| c.key() == play.key()) {
            return Err(IllegalAction::Occupied);
        }
        if self.layout.is_empty() {
            if play != Cell::new(0, 0) {
                return Err(IllegalAction::FirstCardOffCentre);
            }
        } else if !now.any(|c| c.touches(play)) {
            return Err(IllegalAction::NotAdjacent);
        }
        now.played = Some(play);
        if !now.fits() {
            return Err(IllegalAction::OutsideWindow);
        }
        if let Some(s) = shift.filter(|s| !s.before) {
            if s.from == play {
                // Only cards already in the layout at the start of the turn move.
                return Err(IllegalAction::NothingToMove);
            }
            now.shift(s)?;
        }
        Ok(())
    }
}

/// The layout at one step of a turn, without copying it: the cards that stay where
/// they were (in `base`, the ones before and after the moving card), where the
/// moving card is now (`None`: lifted, or no move yet), and the new card.
#[derive(Clone, Copy)]
struct Step<'a> {
    head: &'a [(Cell, Card)],
    tail: &'a [(Cell, Card)],
    moving: Option<Cell>,
    played: Option<Cell>,
}

impl<'a> Step<'a> {
    /// The layout at the start of the turn.
    fn start(base: &'a [(Cell, Card)]) -> Step<'a> {
        Step { head: base, tail: &[], moving: None, played: None }
    }

    /// The layout after moving a card as `s` says, if that move is legal. Only one
    /// card moves in a turn: the cards still in place are all in `head`.
    fn shift(self, s: Shift) -> Result<Step<'a>, IllegalAction> {
        let i = self.head.iter().position(|p| p.0.key() == s.from.key()).ok_or(IllegalAction::NothingToMove)?;
        if self.any(|c| c.key() == s.to.key()) {
            return Err(IllegalAction::MoveOntoCard);
        }
        let (head, rest) = self.head.split_at_checked(i).ok_or(IllegalAction::NothingToMove)?;
        let lifted = Step { head, tail: rest.get(1..).unwrap_or_default(), ..self };
        if !lifted.any(|c| c.touches(s.to)) {
            return Err(IllegalAction::MoveNotAdjacent);
        }
        let moved = Step { moving: Some(s.to), ..lifted };
        if !moved.fits() {
            return Err(IllegalAction::MoveOutsideWindow);
        }
        Ok(moved)
    }

    /// Whether a card of the layout is on a cell that `f` accepts.
    #[inline(always)]
    fn any(self, f: impl Fn(Cell) -> bool) -> bool {
        for p in self.head {
            if f(p.0) {
                return true;
            }
        }
        for p in self.tail {
            if f(p.0) {
                return true;
            }
        }
        self.moving.is_some_and(&f) || self.played.is_some_and(f)
    }

    /// Whether the layout fits the window.
    fn fits(self) -> bool {
        // Columns then rows of the box, empty to start with.
        let mut b = (i8::MAX, i8::MIN, i8::MAX, i8::MIN);
        for p in self.head {
            widen(&mut b, p.0);
        }
        for p in self.tail {
            widen(&mut b, p.0);
        }
        if let Some(c) = self.moving {
            widen(&mut b, c);
        }
        if let Some(c) = self.played {
            widen(&mut b, c);
        }
        b.1 < b.0 || box_fits(b.0, b.1, b.2, b.3)
    }
}

/// Grows the box `(x0, x1, y0, y1)` to hold `c`.
#[inline(always)]
fn widen(b: &mut (i8, i8, i8, i8), c: Cell) {
    *b = (b.0.min(c.x), b.1.max(c.x), b.2.min(c.y), b.3.max(c.y));
}

#[cfg(test)]
mod tests {
    use super::super::fits;
    use super::super::setup::Setup;
    use super::*;
    use crate::rng::Rng;
    use crate::Game;

    /// The step-by-step check as first written, on a copy of the layout: `check`
    /// must give the same answer without the copy.
    fn check_on_a_copy(g: &ShapeUp, play: Cell, shift: Option<Shift>) -> Result<(), IllegalAction> {
        let mut cells: Vec<Cell> = g.layout.iter().map(|p| p.0).collect();
        let first = cells.is_empty();
        let do_move = |cells: &mut Vec<Cell>, s: Shift| -> Result<(), IllegalAction> {
            let i = cells.iter().position(|c| *c == s.from).ok_or(IllegalAction::NothingToMove)?;
            if cells.contains(&s.to) {
                return Err(IllegalAction::MoveOntoCard);
            }
            cells.swap_remove(i);
            if !cells.iter().any(|c| c.touches(s.to)) {
                return Err(IllegalAction::MoveNotAdjacent);
            }
            cells.push(s.to);
            if !fits(cells.iter().copied()) {
                return Err(IllegalAction::MoveOutsideWindow);
            }
            Ok(())
        };
        if let Some(s) = shift.filter(|s| s.before) {
            do_move(&mut cells, s)?;
        }
        if cells.contains(&play) {
            return Err(IllegalAction::Occupied);
        }
        if first {
            if play != Cell::new(0, 0) {
                return Err(IllegalAction::FirstCardOffCentre);
            }
        } else if !cells.iter().any(|c| c.touches(play)) {
            return Err(IllegalAction::NotAdjacent);
        }
        cells.push(play);
        if !fits(cells.iter().copied()) {
            return Err(IllegalAction::OutsideWindow);
        }
        if let Some(s) = shift.filter(|s| !s.before) {
            if s.from == play {
                return Err(IllegalAction::NothingToMove);
            }
            do_move(&mut cells, s)?;
        }
        Ok(())
    }

    #[test]
    fn check_agrees_with_the_check_on_a_copy() {
        let mut errors = std::collections::HashSet::new();
        for seed in 0..60u64 {
            let setup = Setup { seats: 2 + (seed % 2) as u8, ..Setup::default() };
            let mut g = ShapeUp::new(&setup, seed).expect("valid setup");
            let mut rng = Rng::new(seed, 5);
            while !g.over {
                // Cells in and around the layout's box, and some of the cards' own.
                let cells: Vec<Cell> = g.layout.iter().map(|p| p.0).collect();
                let (x0, x1) =
                    (cells.iter().map(|c| c.x).min().unwrap_or(0), cells.iter().map(|c| c.x).max().unwrap_or(0));
                let (y0, y1) =
                    (cells.iter().map(|c| c.y).min().unwrap_or(0), cells.iter().map(|c| c.y).max().unwrap_or(0));
                let near = |rng: &mut Rng| {
                    let x = x0 - 2 + rng.below((x1 - x0 + 5) as usize) as i8;
                    let y = y0 - 2 + rng.below((y1 - y0 + 5) as usize) as i8;
                    Cell::new(x, y)
                };
                for _ in 0..300 {
                    let play = near(&mut rng);
                    let shift = match rng.below(3) {
                        0 => None,
                        _ => {
                            let from = match cells.len() {
                                0 => near(&mut rng),
                                n if rng.below(4) > 0 => cells[rng.below(n)],
                                _ => near(&mut rng),
                            };
                            Some(Shift { from, to: near(&mut rng), before: rng.below(2) == 0 })
                        }
                    };
                    let want = check_on_a_copy(&g, play, shift);
                    assert_eq!(g.check(play, shift), want, "{play:?} {shift:?} on {:?}", g.layout);
                    errors.insert(format!("{want:?}"));
                }
                let a = g.random_action(&mut rng).expect("a legal action");
                g.apply(&a).expect("legal");
            }
        }
        // Every outcome came up, so every branch was compared.
        assert_eq!(errors.len(), 9, "{errors:?}");
    }
}
