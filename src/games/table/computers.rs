//! The computers' turns, in the shared half of the midend ([`Core`]): the worker
//! asked once the position is drawn, its answer played no sooner than the pace
//! allows, "Play now", and a click or key that skips the wait.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::Turn;

use super::core::{Core, Waiting};
use crate::error::AppError;
use crate::reactive::{effect, memo};
use crate::{thinker, web};

/// How long the computer may still think once "Play now" is asked.
const PLAY_NOW_MILLIS: u32 = 150;

impl Core {
    /// The computers' turns: when a computer is to move, `record`'s bytes are read
    /// and the worker is asked about them once that position is drawn
    /// (`web::after_paint`), and its action (`play`, given the
    /// action's bytes) is played no sooner than the pace allows. Undo, a pause the
    /// game asks for, or leaving the table cancels the question; an answer to a
    /// question given up is dropped, even if the record is back at its length.
    pub(super) fn computers(self, record: Callback<(), Vec<u8>>, play: Callback<Vec<u8>>) {
        let position = memo(move || self.facts.with(|f| (f.turn, f.len, f.updated, f.deal_wait)));
        effect(move || {
            let (turn, len, _, dealing) = position.get();
            let level = match turn {
                Turn::Seat(s) => self.kinds.with_value(|k| k.get(s).and_then(|k| k.level())),
                _ => None,
            };
            // Played by link, a computer waits for its cards as a person does.
            let held = self.hold.get_value().is_some_and(|h| h.get()) || dealing;
            let (Turn::Seat(seat), Some(level), false) = (turn, level, held) else {
                self.thinking.set(None);
                return;
            };
            self.thinking.set(Some(seat));
            // Play now: this question replaces the long one (whose cleanup stopped
            // the worker), and its answer is played without the pace's pause.
            let hurried = self.hurry.get() == Some(len);
            let asked = self.asked.get_value() + 1;
            self.asked.set_value(asked);
            let bytes = record.run(());
            let at = web::now_ms();
            let millis = if hurried { PLAY_NOW_MILLIS } else { level.think_millis() };
            let (game, lesson, daily) = (self.game, self.coach.is_some(), self.daily.is_some());
            let seat32 = seat as u32;
            let question = move |id| Ask::Think { id, game, record: bytes, seat: seat32, level, millis, lesson, daily };
            let reply = move |answer| {
                let pace = self.pace.try_get_untracked().unwrap_or_default();
                let pause = if hurried { 0.0 } else { pace.pause_ms(self.humans) };
                let wait = (at + pause - web::now_ms()).max(0.0);
                if wait == 0.0 {
                    return self.computer_answered(asked, len, answer, play);
                }
                let timer =
                    set_timeout_with_handle(move || self.play_waiting(play), Duration::from_millis(wait as u64));
                self.waiting.try_set_value(Some(Waiting { asked, len, answer, timer: timer.ok() }));
            };
            // Asked once the move that made it the computer's turn is on the screen:
            // posting the record to the worker is not part of the player's press.
            // 0: not asked yet; `u32::MAX`: given up before it was asked.
            let id = Arc::new(AtomicU32::new(0));
            let sent = Arc::clone(&id);
            web::after_paint(move || {
                if sent.load(Ordering::Relaxed) == 0 {
                    sent.store(thinker::think(question, reply), Ordering::Relaxed);
                }
            });
            on_cleanup(move || {
                match id.swap(u32::MAX, Ordering::Relaxed) {
                    0 | u32::MAX => {}
                    asked => thinker::cancel(asked),
                }
                self.asked.try_update_value(|n| *n += 1);
            });
        });
        skip_on_input(self.waiting, Callback::new(move |()| self.play_waiting(play)));
    }

    /// Whether "Play now" is offered: a computer that may think long (Expert) is
    /// thinking, and it was not asked yet.
    pub fn can_play_now(self) -> bool {
        let Some(seat) = self.thinking.get() else { return false };
        let slow =
            self.kinds.with_value(|k| k.get(seat).and_then(|k| k.level())).is_some_and(|l| l.think_millis() > 1000);
        slow && self.hurry.get() != Some(self.facts.with(|f| f.len))
    }

    /// Plays the answer held back for the pace, if any (its timer is stopped).
    fn play_waiting(self, play: Callback<Vec<u8>>) {
        let Some(w) = self.waiting.try_update_value(Option::take).flatten() else { return };
        if let Some(t) = w.timer {
            t.clear();
        }
        self.computer_answered(w.asked, w.len, w.answer, play);
    }

    /// Plays the computer's answer, if its question is still the current one and the
    /// game still where it was asked.
    fn computer_answered(self, asked: u64, len: usize, answer: Result<Answer, String>, play: Callback<Vec<u8>>) {
        if self.asked.try_get_value() != Some(asked) || self.facts.try_with_untracked(|f| f.len == len) != Some(true) {
            return;
        }
        self.thinking.set(None);
        match answer {
            Ok(Answer::Action { action: Some(bytes), .. }) => play.run(bytes),
            Ok(Answer::Failed { why, .. }) | Err(why) => self.problem.set(Some(AppError::Computer(why))),
            Ok(_) => {}
        }
    }
}

/// A click or key while a computer's move waits for the pace plays it now (`play`).
/// On the board it does nothing else (it must not land there as the player's move);
/// on a control (Undo, a link, the pace) it also does what it says, except Play now,
/// whose move this is (it would otherwise hurry the next computer). Not generic: one
/// code for every game.
fn skip_on_input(waiting: StoredValue<Option<Waiting>>, play: Callback<()>) {
    let skip = move |ev: web_sys::Event| {
        let modified = wasm_bindgen::JsCast::dyn_ref::<web_sys::KeyboardEvent>(&ev)
            .is_some_and(|k| k.ctrl_key() || k.meta_key() || k.alt_key());
        if modified || waiting.try_with_value(Option::is_some) != Some(true) {
            return;
        }
        if !web::on_control(&ev) || web::within(&ev, ".play-now") {
            ev.stop_propagation();
            ev.prevent_default();
        }
        play.run(());
    };
    let stops = [web::capture("click", skip), web::capture("keydown", skip)];
    let stops = StoredValue::new_local(Some(stops));
    on_cleanup(move || {
        if let Some(stops) = stops.try_update_value(Option::take).flatten() {
            stops.into_iter().for_each(|stop| stop());
        }
    });
}
