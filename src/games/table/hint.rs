//! An action shown on the board without being played (issue 25): the better move of
//! the decision a review shows, and a hint, the move the Hard computer would make for
//! the person to move. Either is drawn as the person's own move half made: the
//! choice the action's presses build but the last ([`partial`]), with that action
//! alone legal, so every board shows it in the style it lights any move, and no
//! board has code of its own for it. A hint's next press goes on from there, among
//! every legal move again (`Play::input`).

use leptos::prelude::*;
use tabula_bots::ask::{self, Answer, Ask};
use tabula_bots::Level;
use tabula_rules::link;

use super::core::Ghost;
use super::review::{words_of, Phase, Review};
use super::{Play, Step, TableGame};
use crate::error::AppError;
use crate::reactive::effect;
use crate::{storage, thinker};

/// The choice that `action`'s presses build from no choice, all but the last (which
/// would play it), read among the legal actions of `state`.
pub fn partial<G: TableGame>(state: &G, action: &G::Action) -> G::Choice {
    let legal = state.legal_actions();
    let presses = G::presses(state, action);
    let mut choice = G::Choice::default();
    for p in presses.iter().take(presses.len().saturating_sub(1)) {
        match G::interpret(state, &legal, &choice, p.clone()) {
            Step::Continue(c) => choice = c,
            _ => break,
        }
    }
    choice
}

impl<G: TableGame> Play<G> {
    /// Shows `action` on the board at the record's length `len`, without playing it.
    fn show(self, len: usize, action: G::Action, ghost: Ghost) {
        let choice = self.table.with_untracked(|tb| partial::<G>(tb.game.state(), &action));
        self.shown.set(Some((len, action)));
        self.choice.set(choice);
        self.ghost.set(Some(ghost));
    }

    /// Lets go of the action shown, if any (the choice it built stays).
    pub(super) fn unshow(self) {
        if self.shown.with_untracked(Option::is_some) {
            self.shown.set(None);
            self.ghost.set(None);
            self.hint_words.set(None);
        }
    }

    /// On a review's table: the board at the position before a judged decision whose
    /// better move differs from the move made shows that better move; while learning
    /// from a mistake (`learn.rs`), only once found or asked for.
    pub(super) fn show_better(self, review: Review) {
        effect(move || {
            let len = self.facts.with(|f| f.len);
            let hidden = review.learn.with(|l| l.as_ref().is_some_and(|l| !l.tried.shows()));
            let best = review.state.with(|(p, js)| {
                let j = js.iter().find(|j| j.index as usize == len && j.best != j.action);
                j.filter(|_| *p == Phase::Done && !hidden).map(|j| j.best.clone())
            });
            match best.and_then(|b| ask::action_of::<G>(&b).ok()) {
                Some(a) => self.show(len, a, Ghost::Better),
                None => {
                    self.unshow();
                    self.choice.set(G::Choice::default());
                }
            }
        });
    }

    /// Whether Hint can be asked now: the person is to move and no hint is asked.
    pub fn can_hint(self) -> bool {
        self.hintable
            && self.hinting.get().is_none()
            && self.shown.with(Option::is_none)
            && self.facts.with(|f| f.human_to_move.is_some())
            && !self.legal.with(Vec::is_empty)
    }

    /// Asks the worker for the move the Hard computer would make for the person to
    /// move, from what that seat can see, and shows it; the game counts a hint.
    pub fn hint(self) {
        crate::kit::press::flush();
        let Some(seat) = self.facts.with_untracked(|f| f.human_to_move).filter(|_| self.hintable) else { return };
        let (record, len, id) = self.table.with_untracked(|tb| {
            (link::to_bytes(tb.game.record()), tb.game.record().actions.len(), tb.saved.id.clone())
        });
        let (game, daily, asked) = (G::ID, self.daily.is_some(), record.clone());
        let (seat, level) = (seat as u32, Level::Hard);
        let millis = level.think_millis();
        let question = move |id| Ask::Think { id, game, record: asked, seat, level, millis, lesson: false, daily };
        // Asking (id 0 until `ask` returns): a worker that cannot start answers at once.
        self.hinting.set(Some(0));
        let q = thinker::ask(question, move |answer| {
            // Gone with its page, or the game moved on: the answer is nobody's.
            let asked = self.hinting.try_update(Option::take).flatten().is_some();
            if !asked || self.facts.try_with_untracked(|f| f.len) != Some(len) {
                return;
            }
            let action = match answer {
                Ok(Answer::Action { action: Some(bytes), .. }) => ask::action_of::<G>(&bytes),
                Ok(Answer::Failed { why, .. }) | Err(why) => Err(why),
                Ok(_) => return,
            };
            match action {
                Ok(a) => {
                    let names = self.names.get_value();
                    let words = words_of::<G>(&record, &names, self.lang.get_untracked(), len, a.clone());
                    self.hints.set(storage::hints::add(&id));
                    self.show(len, a, Ghost::Hint);
                    self.hint_words.set(words);
                }
                Err(why) => self.problem.set(Some(AppError::Computer(why))),
            }
        });
        if self.hinting.get_untracked() == Some(0) {
            self.hinting.set(Some(q));
        }
    }
}
