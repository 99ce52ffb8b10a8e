//! "Learn from your mistakes" (issue 25): the reviewed seat's mistakes and blunders,
//! one at a time, the board at the position before each, as that seat saw it, and
//! playable by that seat alone with the table's usual input (the rules list the
//! moves). The move built is not played but compared with the better move found.
//!
//! Only the better move found is accepted, or a move the table builds with the same
//! presses (SUPER-POSE's call of an animal is a word, not a move): the judge rated no
//! other move of the position, so no other can be said to be as good. The answer,
//! on request, is the review's ghost (`hint.rs`).

use leptos::prelude::*;
use tabula_bots::ask::{self, Judged};

use super::core::Core;
use super::review::{words_of, Learn, Phase, Review, Tried};
use super::{Play, Step, TableGame};

impl Review {
    /// The decisions to learn from, as places among the decisions judged: the
    /// mistakes and blunders that have a better move, once every decision is judged.
    pub fn mistakes(self) -> Vec<usize> {
        self.state.with(|(p, js)| {
            let done = *p == Phase::Done;
            (0..js.len()).filter(|&i| done && js[i].verdict.is_error() && js[i].best != js[i].action).collect()
        })
    }

    /// Whether the player is learning.
    pub fn learning(self) -> bool {
        self.learn.with(Option::is_some)
    }

    /// The decision being learned from.
    pub fn learned(self) -> Option<Judged> {
        let i = self.learn.with(|l| l.as_ref().map(|l| l.i))?;
        self.state.with(|(_, js)| js.get(i).cloned())
    }

    /// Shows the decision at place `i` among those judged, at the position before it,
    /// nothing tried yet.
    pub fn learn_at(self, i: usize, at: RwSignal<usize>) {
        let Some(index) = self.state.with_untracked(|(_, js)| js.get(i).map(|j| j.index as usize)) else { return };
        self.learn.set(Some(Learn { i, tried: Tried::Not }));
        at.set(index);
    }

    /// Records what the player made of the mistake shown.
    pub fn tried(self, tried: Tried) {
        self.learn.update(|l| {
            if let Some(l) = l {
                l.tried = tried;
            }
        });
    }
}

impl Core {
    /// The review learned from, while the player learns.
    pub fn learning(self) -> Option<Review> {
        self.watch.and_then(|w| w.review).filter(|r| r.learning())
    }

    /// While learning: whether the board, at the record's length `len`, is at the
    /// position of the mistake shown (the reviewed seat to move).
    pub fn learn_open(self, len: usize) -> Option<bool> {
        let r = self.learning()?;
        Some(r.learned().is_some_and(|j| j.index as usize == len))
    }

    /// Whether the board takes no move: watched, and not learning.
    pub fn still(self) -> bool {
        self.watch.is_some() && self.learning().is_none()
    }
}

impl<G: TableGame> Play<G> {
    /// The player's move at a mistake's position, compared with the better move found;
    /// not played. A move that is not it is said, and the choice starts afresh.
    pub(super) fn try_move(self, review: Review, action: G::Action) {
        let Some(j) = untrack(|| review.learned()) else { return };
        let found = ask::action_of::<G>(&j.best).is_ok_and(|best| {
            best == action || self.table.with_untracked(|tb| same_move(tb.game.state(), &best, &action))
        });
        if found {
            review.tried(Tried::Found);
            return;
        }
        let (names, lang) = (self.names.get_value(), self.lang.get_untracked());
        let words =
            self.table.with_untracked(|tb| words_of::<G>(&tb.saved.record, &names, lang, j.index as usize, action));
        self.choice.set(G::Choice::default());
        review.tried(Tried::Wrong(words.unwrap_or_default()));
    }
}

/// Whether `action` is the move the table builds with `best`'s presses.
fn same_move<G: TableGame>(state: &G, best: &G::Action, action: &G::Action) -> bool {
    let legal = state.legal_actions();
    let mut choice = G::Choice::default();
    for press in G::presses(state, best) {
        match G::interpret(state, &legal, &choice, press) {
            Step::Continue(c) => choice = c,
            Step::Submit(a) => return a == *action,
            Step::Ignore => return false,
        }
    }
    false
}
