//! The legal plays of a SUPER-POSE turn, and the check of one.

use super::action::{Action, IllegalAction};
use super::cards::{Animal, CardId, Icon, Kind};
use super::chameleon::{Chameleons, Laid, Shapes};
use super::place::{Placement, Pos};
use super::state::SuperPose;

impl SuperPose {
    /// Every legal play of the mover's hand, without the set-aside fallback.
    pub(super) fn plays(&self) -> Vec<Action> {
        let mut out = Vec::new();
        let board_chameleons = self.board_chameleons();
        for &card in &self.hands[self.to_move] {
            for (p, calls) in self.board.plays(card) {
                let choices: Vec<Vec<(Pos, Animal)>> = match self.chameleons(&p, &board_chameleons) {
                    Some((laid, c)) => c.choices(&laid).into_iter().map(|s| s.into_iter().collect()).collect(),
                    None => vec![Vec::new()],
                };
                for call in calls {
                    for shapes in &choices {
                        out.push(Action::Play { card, at: p.at, rot: p.rot, call, shapes: shapes.clone() });
                    }
                }
            }
        }
        out
    }

    /// Where the board shows a chameleon.
    fn board_chameleons(&self) -> Vec<Pos> {
        self.board.tiles().filter(|t| t.1.icon == Icon::Chameleon).map(|t| t.0).collect()
    }

    /// The board with `p` laid and its chameleons, when a chameleon is on the card or
    /// next to it (`board_chameleons` lists the board's); `None` when no chameleon can
    /// take a shape.
    fn chameleons(&self, p: &Placement, board_chameleons: &[Pos]) -> Option<(Laid<'_>, Chameleons)> {
        let cells = p.cells()?;
        // Most placements have none near: found without reading the board.
        let near = cells.iter().any(|(pos, icon)| {
            *icon == Icon::Chameleon || board_chameleons.iter().any(|j| pos.neighbours().contains(j))
        });
        if !near {
            return None;
        }
        let laid = Laid::new(&self.board, p)?;
        let c = Chameleons::new_with(&laid, board_chameleons);
        Some((laid, c))
    }

    /// For a mover whose cards this copy does not know, how `card` comes into the
    /// stand-in hand: the place of a drawn card of the hand and the place of `card` in
    /// the deck, to be swapped. A card laid from a true hand is always found: the
    /// stand-in hand holds as many drawn cards as the true one.
    pub(super) fn stand_in(&self, card: CardId) -> Option<(usize, usize)> {
        let s = self.to_move;
        let d = self.decks[s].iter().position(|&c| c == card)?;
        let h = self.hands[s].iter().position(|c| matches!(c.kind(), Kind::Draw | Kind::Circle))?;
        Some((h, d))
    }

    /// Whether the mover can lay any card of their hand.
    fn can_play(&self) -> bool {
        self.hands[self.to_move].iter().any(|&card| !self.board.plays(card).is_empty())
    }

    /// Whether `action` is legal now, and if not why: the same check as
    /// [`crate::Game::apply`], for a table showing a ghost card.
    pub fn check_action(&self, action: &Action) -> Result<(), IllegalAction> {
        if self.over {
            return Err(IllegalAction::GameOver);
        }
        let hidden = self.setup.hidden(self.to_move);
        let held = self.hands[self.to_move].contains(&action.card());
        let taken = held || (hidden && self.stand_in(action.card()).is_some());
        if !taken {
            return Err(IllegalAction::NotInHand);
        }
        match action {
            Action::Play { card, at, rot, call, shapes } => {
                let p = Placement::new(*card, *at, *rot);
                self.board.check_play(&p, *call)?;
                if shapes.is_empty() {
                    return Ok(());
                }
                // Listed in cell order, each cell once, so each turn is written one way.
                let chosen: Shapes = shapes.iter().copied().collect();
                let ordered = shapes.windows(2).all(|w| w[0].0 < w[1].0);
                match self.chameleons(&p, &self.board_chameleons()) {
                    Some((laid, c)) if ordered && c.check(&laid, &chosen) => Ok(()),
                    _ => Err(IllegalAction::ChameleonShape),
                }
            }
            // Whether a hidden hand could play is known only from its true cards.
            Action::SetAside { .. } if !hidden && self.can_play() => Err(IllegalAction::CanPlay),
            Action::SetAside { .. } => Ok(()),
        }
    }
}
