//! The moves of a POW turn: the takes the dice allow, the forced take, and the check
//! of an action with where its tile would come from.

use super::action::{Action, IllegalAction};
use super::data::{Face, DICE, ROLLS, STEAL_ANY, STEAL_TOP};
use super::dice::Dice;
use super::state::Pow;
use super::tiles::Side;
use crate::{Game, Seat};

impl Pow {
    /// The result if the mover stopped now.
    pub(super) fn result(&self) -> Dice {
        self.dice.aside.plus(self.dice.rolled)
    }

    /// Whether the mover may set dice aside and roll again.
    pub(super) fn can_reroll(&self) -> bool {
        !self.dice.awaiting_roll && self.dice.rolls < ROLLS && self.dice.rolled.total() >= 2
    }

    /// Every take the dice allow (the forced take aside), in a fixed order.
    pub(super) fn takes(&self) -> Vec<Action> {
        let result = self.result();
        let mut out = Vec::new();
        for side in Side::ALL {
            let n = usize::from(result.count(Face::row(side)));
            if n >= 1 && n <= self.rows[side.index()].len() {
                out.push(Action::Take(side));
            }
        }
        for side in Side::ALL {
            let bubbles = result.count(Face::bubble(side));
            if bubbles < STEAL_TOP {
                continue;
            }
            for victim in (0..self.seat_count()).filter(|&v| v != self.to_move) {
                let height = self.stacks[victim][side.index()].len();
                let deepest = if bubbles >= STEAL_ANY { height } else { height.min(1) };
                for depth in 0..deepest {
                    out.push(Action::Steal { victim, side, depth });
                }
            }
        }
        out
    }

    /// The tile a forced take would take now: its side and its index in that row
    /// (from 0, the left), whether or not the dice force it.
    pub fn forced_take(&self) -> Option<(Side, usize)> {
        self.forced()
    }

    /// The forced take: the side and the place in its row.
    pub(super) fn forced(&self) -> Option<(Side, usize)> {
        let pick = |side: Side| {
            let row = &self.rows[side.index()];
            // `min_by_key` keeps the first of equals: the leftmost.
            (0..row.len()).min_by_key(|&i| self.tile(row[i]).0).map(|i| (side, i))
        };
        pick(Side::Villain).or_else(|| pick(Side::Hero))
    }

    /// Whether `action` is legal now, and if not why.
    pub fn check_action(&self, action: &Action) -> Result<(), IllegalAction> {
        self.locate(action).map(|_| ())
    }

    /// Checks `action`; for a take, says where the tile would come from: the side,
    /// the seat robbed (`None`: the row) and the index in that row (from the left)
    /// or stack (from the bottom), all public, so a table can light the tile.
    pub fn locate(&self, action: &Action) -> Result<Option<(Side, Option<Seat>, usize)>, IllegalAction> {
        if self.over {
            return Err(IllegalAction::GameOver);
        }
        if let Action::Roll(faces) = action {
            if !self.dice.awaiting_roll {
                return Err(IllegalAction::NoRollDue);
            }
            let expected = DICE - self.dice.aside.total().min(DICE);
            if faces.len() != expected {
                return Err(IllegalAction::DiceCount { expected, found: faces.len() });
            }
            return Ok(None);
        }
        if self.dice.awaiting_roll {
            return Err(IllegalAction::RollDue);
        }
        let result = self.result();
        match *action {
            Action::Roll(_) => Ok(None),
            Action::SetAside(part) => {
                if self.dice.rolls >= ROLLS || self.dice.rolled.total() < 2 {
                    return Err(IllegalAction::NoRollLeft);
                }
                if !self.dice.rolled.contains(part) {
                    return Err(IllegalAction::NotRolled);
                }
                if part.total() == 0 {
                    return Err(IllegalAction::NothingAside);
                }
                if part.total() >= self.dice.rolled.total() {
                    return Err(IllegalAction::NothingToRoll);
                }
                Ok(None)
            }
            Action::Take(side) => {
                let face = Face::row(side);
                let n = usize::from(result.count(face));
                if n == 0 {
                    return Err(IllegalAction::NoDice(face, side));
                }
                if n > self.rows[side.index()].len() {
                    return Err(IllegalAction::NoSuchTile(n, side));
                }
                Ok(Some((side, None, n - 1)))
            }
            Action::Steal { victim, side, depth } => {
                let bubbles = result.count(Face::bubble(side));
                if bubbles < STEAL_TOP {
                    return Err(IllegalAction::NotEnoughBubbles(side));
                }
                if victim == self.to_move || victim >= self.seat_count() {
                    return Err(IllegalAction::NotAnOpponent(victim));
                }
                let height = self.stacks[victim][side.index()].len();
                if height == 0 {
                    return Err(IllegalAction::EmptyStack(victim, side));
                }
                if depth > 0 && bubbles < STEAL_ANY {
                    return Err(IllegalAction::TopOnly);
                }
                if depth >= height {
                    return Err(IllegalAction::TooDeep(depth));
                }
                Ok(Some((side, Some(victim), height - 1 - depth)))
            }
            Action::TakeForced => {
                if !self.takes().is_empty() {
                    return Err(IllegalAction::NotForced);
                }
                // The game is not over, so a row still holds a tile.
                let (side, i) = self.forced().ok_or(IllegalAction::GameOver)?;
                Ok(Some((side, None, i)))
            }
        }
    }
}
