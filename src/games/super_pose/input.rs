//! What a person's presses do on the SUPER-POSE table: the pure steps of the ghost
//! card (turn it, move it, step through legal places, put it back) and the ones with
//! effects on the page (choose a card and take the board's focus, tap, play).

use leptos::prelude::*;
use tabula_rules::super_pose::{Action, Placement, Pos, SuperPose};
use tabula_rules::Game;

use super::board::BoardKey;
use super::model::{anchor, judge, next_spot, ranked_spots, spots, turned, Choice, Draft, Verdict};
use crate::games::table::{focus_first, Play, Step};

/// A press the rules decide alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key on the board (Play excepted: it may ask which chameleon).
    Key(BoardKey),
    /// The pointer over a cell: the unpinned ghost follows it.
    Hover(Pos),
    /// A hand card's Turn button.
    Turn(usize),
}

/// The card in the chosen slot of the mover's hand.
fn chosen(state: &SuperPose, d: &Draft) -> Option<tabula_rules::super_pose::CardId> {
    let seat = state.view(None).to_move?;
    d.slot.and_then(|s| state.view(Some(seat)).hand.get(s).copied())
}

/// What a press does to the turn being prepared.
pub fn interpret(state: &SuperPose, legal: &[Action], d: &Draft, input: Input) -> Step<Draft, Action> {
    if legal.is_empty() {
        return Step::Ignore;
    }
    let mut n = *d;
    match input {
        Input::Turn(i) => match n.rots.get_mut(i) {
            Some(r) => *r = turned(*r),
            None => return Step::Ignore,
        },
        Input::Hover(cell) if d.slot.is_some() && !d.pinned => n.at = Some(anchor(cell, d.rot())),
        Input::Hover(_) => return Step::Ignore,
        Input::Key(BoardKey::Cancel) => n = Draft::default(),
        Input::Key(BoardKey::Play) => return Step::Ignore,
        Input::Key(k) => {
            let Some(card) = chosen(state, d) else { return Step::Ignore };
            match k {
                BoardKey::Step(dx, dy) => {
                    n.at = match d.at {
                        Some(p) => Some(Pos::new(p.x.saturating_add(dx), p.y.saturating_add(dy))),
                        None => next_spot(&spots(legal, card), None, false).map(|s| s.0),
                    };
                    n.pinned = true;
                }
                BoardKey::Rotate => {
                    if let Some(r) = d.slot.and_then(|s| n.rots.get_mut(s)) {
                        *r = turned(*r);
                    }
                }
                BoardKey::Next(back) => {
                    let all = ranked_spots(state, legal, card);
                    let Some((at, rot)) = next_spot(&all, d.at.map(|a| (a, d.rot())), back) else {
                        return Step::Ignore;
                    };
                    n.at = Some(at);
                    if let Some(r) = d.slot.and_then(|s| n.rots.get_mut(s)) {
                        *r = rot;
                    }
                    n.pinned = true;
                }
                BoardKey::Play | BoardKey::Cancel => return Step::Ignore,
            }
        }
    }
    Step::Continue(n)
}

/// The table's handles for the presses with effects.
#[derive(Clone, Copy)]
pub struct Presses {
    pub play: Play<SuperPose>,
    /// The chameleon choices being asked, if any.
    pub dialog: RwSignal<Option<Vec<Choice>>>,
    pub placement: Memo<Option<Placement>>,
    pub verdict: Memo<Option<Verdict>>,
}

impl Presses {
    fn asking(self) -> bool {
        self.dialog.with_untracked(Option::is_some)
    }

    /// Plays the card where it is; several chameleon choices ask first.
    pub fn lay(self) {
        match self.verdict.get_untracked() {
            Some(Verdict::Legal(choices)) if choices.len() == 1 => self.commit(choices[0].action.clone()),
            Some(Verdict::Legal(choices)) => {
                self.dialog.set(Some(choices));
                // The dialog takes the focus, its proposed choice first.
                request_animation_frame(|| focus_first(".sp-dialog button.primary"));
            }
            _ => {}
        }
    }

    /// Plays an action; a keyboard player goes back to the board after the dialog.
    pub fn commit(self, a: Action) {
        if self.asking() && self.play.keyboard.get_value() {
            request_animation_frame(|| focus_first(".sp-board"));
        }
        self.dialog.set(None);
        self.play.commit(a);
    }

    /// A hand card chosen (or let go); keyboard players start on its first legal
    /// place, on the board.
    pub fn select(self, i: usize) {
        if self.asking() {
            return;
        }
        let again = self.play.choice.with_untracked(|d| d.slot == Some(i));
        self.play.choice.update(|d| {
            d.slot = if again { None } else { Some(i) };
            d.pinned = false;
        });
        if again || !self.play.keyboard.get_value() {
            return;
        }
        let first = self.play.legal.with_untracked(|l| {
            self.play.table.with_untracked(|tb| {
                self.play
                    .choice
                    .with_untracked(|d| chosen(tb.game.state(), d))
                    .map(|c| next_spot(&ranked_spots(tb.game.state(), l, c), None, false))
            })
        });
        if let Some(Some((at, rot))) = first {
            self.play.choice.update(|d| {
                d.at = Some(at);
                if let Some(r) = d.rots.get_mut(i) {
                    *r = rot;
                }
                d.pinned = true;
            });
        }
        request_animation_frame(|| focus_first(".sp-board"));
    }

    /// A tap or click on a cell pins the ghost there; a second tap on it plays, unless
    /// a laid card stays ("card in play": no Undo), where only Play here lays it.
    pub fn tap(self, cell: Pos) {
        if self.play.legal.with_untracked(Vec::is_empty)
            || self.play.choice.with_untracked(|d| d.slot.is_none())
            || self.asking()
        {
            return;
        }
        let on_ghost =
            self.placement.get_untracked().and_then(|p| p.cells()).is_some_and(|cs| cs.iter().any(|c| c.0 == cell));
        if self.play.choice.with_untracked(|d| d.pinned) && on_ghost {
            if !self.play.strict {
                self.lay();
            }
        } else {
            self.play.choice.update(|d| {
                d.at = Some(anchor(cell, d.rot()));
                d.pinned = true;
            });
        }
    }

    /// A key on the board: Escape closes the dialog first; Enter plays.
    pub fn key(self, k: BoardKey) {
        if self.asking() {
            if k == BoardKey::Cancel {
                self.dialog.set(None);
            }
            return;
        }
        match k {
            BoardKey::Play => self.lay(),
            k => self.play.input(Input::Key(k)),
        }
    }

    /// The pointer over a cell, unless the dialog is open.
    pub fn hover(self, cell: Pos) {
        if !self.asking() {
            self.play.input(Input::Hover(cell));
        }
    }

    /// A card put aside (no card in hand can be laid).
    pub fn set_aside(self, i: usize) {
        let card = self.play.table.with_untracked(|tb| {
            let st = tb.game.state();
            st.view(None).to_move.and_then(|s| st.view(Some(s)).hand.get(i).copied())
        });
        if let Some(card) = card {
            self.commit(Action::SetAside { card });
        }
    }

    /// Judges the ghost where it is.
    pub fn judge(play: Play<SuperPose>, p: Placement) -> Verdict {
        play.legal.with(|l| play.table.with(|tb| judge(tb.game.state(), l, p)))
    }
}
