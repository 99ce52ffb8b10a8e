//! The page's part of the SUPER-POSE presses: the chameleon dialog (a lay with
//! several choices asks first) and the focus (a keyboard player goes to the board
//! with the card chosen, and back after the dialog). Every change to the turn, and
//! the action played, goes through the table's `interpret` (`interpret.rs`).

use leptos::prelude::*;
use tabula_rules::super_pose::{Placement, Pos, SuperPose};

use super::board::BoardKey;
use super::interpret::Input;
use super::model::{judge, Choice, Verdict};
use crate::games::table::{focus_first, Play};

/// The table's handles for the presses with effects.
#[derive(Clone, Copy)]
pub struct Presses {
    pub play: Play<SuperPose>,
    /// The chameleon choices being asked, if any.
    pub dialog: RwSignal<Option<Vec<Choice>>>,
    /// The choice tapped, clicked or focused: "Lay it" lays it.
    pub shown: RwSignal<usize>,
    /// The choice under the pointer, if any: the board draws its zones, else the
    /// shown one's (crossing choices on the way to "Lay it" changes nothing).
    pub pointed: RwSignal<Option<usize>>,
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
            Some(Verdict::Legal(choices)) if choices.len() == 1 => self.choose(0),
            Some(Verdict::Legal(choices)) => {
                self.shown.set(0);
                self.pointed.set(None);
                self.dialog.set(Some(choices));
                // The dialog takes the focus ("Lay it": Enter lays the best) without
                // scrolling to it: the board above it, where the zones of a choice
                // are drawn, is brought into view instead.
                request_animation_frame(|| {
                    focus_first(".sp-dialog button.primary");
                    if let Some(el) = document().query_selector(".super-pose .board-area").ok().flatten() {
                        el.scroll_into_view();
                    }
                });
            }
            _ => {}
        }
    }

    /// Lays the card with chameleon choice `k` (the best first); a keyboard player
    /// goes back to the board after the dialog.
    pub fn choose(self, k: usize) {
        if self.asking() && self.play.keyboard.get_value() {
            request_animation_frame(|| focus_first(".sp-board"));
        }
        self.dialog.set(None);
        self.play.input(Input::Lay(k));
    }

    /// A hand card chosen (or let go); keyboard players start on its first legal
    /// place, on the board.
    pub fn select(self, i: usize) {
        if self.asking() {
            return;
        }
        self.play.input(Input::Pick(i));
        if !self.play.keyboard.get_value() {
            return;
        }
        // Played now, not after its frame: the next step reads the card chosen.
        crate::kit::press::flush();
        if self.play.choice.with_untracked(|d| d.slot == Some(i)) {
            self.play.input(Input::First);
            request_animation_frame(|| focus_first(".sp-board"));
        }
    }

    /// A tap or click on a cell pins the ghost there; a second tap on it plays, unless
    /// a laid card stays ("card in play": no Undo), where only Play here lays it.
    pub fn tap(self, cell: Pos) {
        if self.asking() {
            return;
        }
        let on_ghost =
            self.placement.get_untracked().and_then(|p| p.cells()).is_some_and(|cs| cs.iter().any(|c| c.0 == cell));
        if self.play.choice.with_untracked(|d| d.pinned) && on_ghost {
            if !self.play.strict {
                self.lay();
            }
        } else {
            self.play.input(Input::Tap(cell));
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

    /// Judges the ghost where it is.
    pub fn judge(play: Play<SuperPose>, p: Placement) -> Verdict {
        play.legal.with(|l| play.table.with(|tb| judge(tb.game.state(), l, p)))
    }
}
