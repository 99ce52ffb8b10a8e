//! The half of the midend that is the same for every game: who sits where and whose
//! eyes the table is for, Undo's place, the pass-the-device cover, the computers'
//! questions and the status in words. It knows the game only through [`Facts`], which
//! one small generic memo (`Play::new`) keeps, so its code is in the wasm once rather
//! than once per game (`docs/BENCHMARKS.md`, "First load").

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::daily::Day;
use tabula_rules::{GameId, Seat, Turn};

use super::daily;
use super::lesson::Coach;
use super::saved::last_human_action;
use super::watch::Watch;
use super::{undo_point, History, CHANCE};
use crate::error::AppError;
use crate::i18n::{fill, said, Lang};
use crate::reactive::{effect, memo};
use crate::storage::{Pace, SeatKind};
use crate::{thinker, web};

/// How long the computer may still think once "Play now" is asked.
const PLAY_NOW_MILLIS: u32 = 150;

/// What the shared half reads of the game, kept by `Play::new` from the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Facts {
    /// Who acts next.
    pub turn: Turn,
    /// Actions in the record.
    pub len: usize,
    /// The seat to move, if a person at this device plays it.
    pub human_to_move: Option<Seat>,
    /// The seat played by link whose turn it is (its decision or its roll), if any.
    pub remote_turn: Option<Seat>,
    /// The link to that seat is made but not handed on: Undo may take its move back.
    pub unsent: bool,
    /// Where the devices deal the cards: the seats here wait for theirs
    /// (`Table::deal_wait`).
    pub deal_wait: bool,
    /// When the save was written (its bits): another tab's record of the same
    /// length is another position.
    pub updated: u64,
    /// The winners, once over.
    pub winners: Vec<Seat>,
    /// The scores, once over.
    pub scores: Vec<i32>,
}

/// The shared half of a table being played (`Play` derefs to it). Copy: every
/// closure of the table holds one.
#[derive(Clone, Copy)]
pub struct Core {
    /// Which game.
    pub game: GameId,
    /// The game, as the shared half reads it.
    pub facts: Memo<Facts>,
    /// The log and who made each action.
    pub history: Memo<History>,
    /// The seat a person confirmed holding the device, after a pass.
    pub revealed: RwSignal<Option<Seat>>,
    /// The device must change hands before the table shows anything private.
    pub needs_pass: Memo<bool>,
    /// Whose eyes the table is for (`None`: a spectator, or the cover is up).
    pub viewer: Memo<Option<Seat>>,
    /// Where Undo goes back to, if anywhere.
    pub undo_to: Memo<Option<usize>>,
    /// What went wrong last, shown until the next action.
    pub problem: RwSignal<Option<AppError>>,
    /// The person plays with keys: focus follows the next decision.
    pub keyboard: StoredValue<bool>,
    /// A pause the game asks for (Shape Up! between rounds): computers wait.
    pub hold: StoredValue<Option<Signal<bool>>>,
    /// Seat names and kinds, as saved.
    pub names: StoredValue<Vec<String>>,
    pub kinds: StoredValue<Vec<SeatKind>>,
    /// How many seats people play.
    pub humans: usize,
    /// A played card stays played: no Undo.
    pub strict: bool,
    /// Interface language.
    pub lang: RwSignal<Lang>,
    /// The computer seat whose move is being worked out.
    pub thinking: RwSignal<Option<Seat>>,
    /// "Play now" was asked at this record length: the computer thinking there stops
    /// and answers with what a short search finds.
    pub hurry: RwSignal<Option<usize>>,
    /// How long a computer's move waits before it is played (the player's setting).
    pub pace: RwSignal<Pace>,
    /// A computer's answer held back for the pace, and the timer that plays it: a
    /// click or key plays it at once (`effects.rs`).
    pub(super) waiting: StoredValue<Option<Waiting>>,
    /// Which question to the computers is current: bumped whenever one is asked or
    /// given up, so an answer already on its way to a given-up question is dropped.
    pub(super) asked: StoredValue<u64>,
    /// The browser refused the last save: the game goes on in memory only.
    pub unsaved: RwSignal<bool>,
    /// The game is watched move by move, not played.
    pub watch: Option<Watch>,
    /// The seat played by link whose turn it is: the game waits for its link.
    pub remote: Memo<Option<Seat>>,
    /// In a lesson (`lesson.rs`): the worker's word on where it stands (`None`
    /// until the first answer).
    pub coach: Option<RwSignal<Option<Coach>>>,
    /// A day's deal (`daily.rs`): its date, and whether this game is the counted try.
    pub daily: Option<(Day, bool)>,
    /// What the board shows without playing it, if anything (`hint.rs`).
    pub ghost: RwSignal<Option<Ghost>>,
    /// The hint shown, in the log's words.
    pub hint_words: RwSignal<Option<String>>,
    /// Hints given in this game (`storage::hints`).
    pub hints: RwSignal<u32>,
    /// This table offers hints: a casual game played here (not strict, nobody by
    /// link, not watched, not a lesson, whose coach lights its own moves).
    pub hintable: bool,
    /// The hint question in progress, if any.
    pub(super) hinting: RwSignal<Option<u32>>,
}

/// An action shown on the board without being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ghost {
    /// The better move of the decision a review shows.
    Better,
    /// The move the Hard computer would make, asked by the person to move.
    Hint,
}

impl Ghost {
    /// The board's `data-ghost`, for styles and tests.
    pub fn code(self) -> &'static str {
        match self {
            Ghost::Better => "better",
            Ghost::Hint => "hint",
        }
    }
}

/// A computer's answer held back until the pace's time is up (`effects.rs`).
pub struct Waiting {
    pub(super) asked: u64,
    pub(super) len: usize,
    pub(super) answer: Result<Answer, String>,
    pub(super) timer: Option<leptos::leptos_dom::helpers::TimeoutHandle>,
}

/// What `Core::new` is built from, besides the facts and the log.
pub struct Seating {
    pub game: GameId,
    /// The game hides hands, so people sharing the device pass it.
    pub hidden: bool,
    pub names: Vec<String>,
    pub kinds: Vec<SeatKind>,
    pub strict: bool,
    pub unsaved: bool,
    pub lesson: bool,
    pub daily: Option<(Day, bool)>,
    pub watch: Option<Watch>,
    /// Hints already given in this game.
    pub hints: u32,
}

impl Core {
    /// The shared half of a table, over the game's facts and log.
    pub fn new(facts: Memo<Facts>, history: Memo<History>, seating: Seating, lang: RwSignal<Lang>) -> Self {
        let Seating { game, hidden, names, kinds, strict, unsaved, lesson, daily, watch, hints } = seating;
        // Not in the counted try of a day's deal either: its result is shared and compared.
        let counted = matches!(daily, Some((_, true)));
        let hintable = !strict && !lesson && !counted && watch.is_none() && !kinds.contains(&SeatKind::Remote);
        crate::kit::count::forget();
        let humans = kinds.iter().filter(|k| **k == SeatKind::Human).count();
        let kinds = StoredValue::new(kinds);
        let revealed = RwSignal::new(None::<Seat>);
        let needs_pass = memo(move || {
            watch.is_none()
                && hidden
                && humans >= 2
                && facts.with(|f| f.human_to_move).is_some_and(|s| revealed.get() != Some(s))
        });
        // The person to move, else the last person who moved, else the first person
        // seated; `None` when every seat is a computer (a spectator).
        let holder = memo(move || {
            let to_move = facts.with(|f| f.human_to_move);
            kinds.with_value(|k| {
                to_move
                    .or_else(|| {
                        history.with(|h| last_human_action(&h.movers, k).and_then(|i| h.movers.get(i).copied()))
                    })
                    .or_else(|| k.iter().position(|k| *k == SeatKind::Human))
            })
        });
        let viewer = memo(move || match watch {
            Some(w) => w.eyes.get(),
            None if needs_pass.get() => None,
            None => holder.get(),
        });
        let remote = memo(move || if watch.is_some() { None } else { facts.with(|f| f.remote_turn) });
        let by_link = kinds.with_value(|k| k.contains(&SeatKind::Remote));
        // With several people at the device, each takes back only their own turn.
        let undo_to = memo(move || {
            let over = facts.with(|f| f.turn == Turn::Over);
            let mine = |i: &usize| humans < 2 || history.with(|h| h.movers.get(*i).copied()) == viewer.get();
            let to = kinds.with_value(|k| history.with(|h| undo_point(&h.movers, k)));
            // A link not yet handed on goes with its move (`Table::unsent`).
            let here = remote.get().is_none() || facts.with(|f| f.unsent);
            // By link, a roll or draw comes back the same when taken back (the links'
            // secrets deal it): Undo never goes back past one, which would foretell it.
            let foretells =
                |i: &usize| by_link && history.with(|h| h.movers.get(*i..).is_some_and(|m| m.contains(&CHANCE)));
            to.filter(|i| !strict && !over && watch.is_none() && here && !foretells(i) && mine(i))
        });
        Core {
            game,
            facts,
            history,
            revealed,
            needs_pass,
            viewer,
            undo_to,
            problem: RwSignal::new(None),
            keyboard: StoredValue::new(false),
            hold: StoredValue::new(None),
            names: StoredValue::new(names),
            kinds,
            humans,
            strict,
            lang,
            thinking: RwSignal::new(None),
            hurry: RwSignal::new(None),
            pace: RwSignal::new(Pace::stored()),
            waiting: StoredValue::new(None),
            asked: StoredValue::new(0),
            unsaved: RwSignal::new(unsaved),
            watch,
            remote,
            coach: (lesson && watch.is_none()).then(|| RwSignal::new(None)),
            daily,
            ghost: RwSignal::new(None),
            hint_words: RwSignal::new(None),
            hints: RwSignal::new(hints),
            hintable,
            hinting: RwSignal::new(None),
        }
    }

    /// After a save: a refusal of the browser's is a lasting notice, not a problem
    /// with the move (the move stands); a save that works again ends the notice.
    pub fn saved(self, err: Option<AppError>) {
        // An illegal move stored nothing: it says nothing about storage.
        let refused = match &err {
            Some(e) if e.is_storage() => Some(true),
            Some(_) => None,
            None => Some(false),
        };
        if let Some(r) = refused.filter(|r| *r != self.unsaved.get_untracked()) {
            self.unsaved.set(r);
        }
        self.problem.set(err.filter(|e| !e.is_storage()));
    }

    /// A seat's name.
    pub fn name(self, seat: Seat) -> String {
        self.names.with_value(|n| n.get(seat).cloned().unwrap_or_default())
    }

    /// A seat's name as the seats' panels show it: a computer's with its level,
    /// "Bob · Hard".
    pub fn shown_name(self, seat: Seat) -> String {
        let t = self.lang.get().t();
        match self.kinds.with_value(|k| k.get(seat).copied()) {
            Some(SeatKind::Computer(l)) => format!("{} · {}", self.name(seat), t.levels[l as usize]),
            Some(SeatKind::Remote) => format!("{} · {}", self.name(seat), t.by_link_name),
            _ => self.name(seat),
        }
    }

    /// Every seat's [`Core::shown_name`].
    pub fn shown_names(self) -> Vec<String> {
        (0..self.names.with_value(Vec::len)).map(|s| self.shown_name(s)).collect()
    }

    /// The status line before the end: whose turn it is, in words.
    pub fn turn_status(self) -> String {
        let t = self.lang.get().t();
        // While the devices deal, the link may go to another device than the player's.
        if self.watch.is_none() && self.facts.with(|f| f.deal_wait) {
            return t.dealing_status.to_string();
        }
        if let Some(s) = self.remote.get() {
            return said(&t.waiting_for_link, &self.name(s), &[]);
        }
        match self.facts.with(|f| f.turn) {
            Turn::Seat(s) if self.watch.is_some() => said(&t.to_play, &self.name(s), &[]),
            Turn::Seat(s) if self.kinds.with_value(|k| k.get(s) == Some(&SeatKind::Human)) => {
                said(&t.your_turn, &self.name(s), &[])
            }
            // A computer whose worker failed is not thinking: the problem line says why.
            Turn::Seat(s) if self.thinking.get() == Some(s) => said(&t.thinking, &self.name(s), &[]),
            Turn::Seat(s) => said(&t.to_play, &self.name(s), &[]),
            _ => String::new(),
        }
    }

    /// The others' last action, read out with the status when a person is to move
    /// (for screen readers, and for the next person at a shared device).
    pub fn last_by_others(self) -> Option<String> {
        if self.watch.is_some() {
            return None;
        }
        let mover = self.facts.with(|f| f.human_to_move)?;
        self.history.with(|h| {
            let i = h.movers.iter().rposition(|&m| m != super::CHANCE)?;
            (h.movers.get(i) != Some(&mover)).then(|| h.line_of(i).map(|l| l.line.clone())).flatten()
        })
    }

    /// "X wins" (or the shared win), from the rules' outcome.
    pub fn who_won(self) -> String {
        let t = self.lang.get().t();
        let winners: Vec<String> = self.facts.with(|f| f.winners.iter().map(|&s| self.name(s)).collect());
        match winners.as_slice() {
            [one] => said(&t.winner_is, one, &[]),
            _ => fill(t.winners_are, &[&winners.join(", ")]),
        }
    }

    /// "Game over — " and `rest` joined by dashes, then the hints given, if any.
    pub fn game_over(self, rest: &[&str]) -> String {
        let t = self.lang.get().t();
        let mut s = t.game_over.to_string();
        let hints = match self.hints.get() {
            0 => String::new(),
            1 => t.hint_used.to_string(),
            n => fill(t.hints_used, &[&n.to_string()]),
        };
        for r in rest.iter().chain([&hints.as_str()]).filter(|r| !r.is_empty()) {
            s.push_str(" — ");
            s.push_str(r);
        }
        s
    }

    /// In a day's deal: whether this game counts, in words; once over, a friend's
    /// result of the same deal beside it, if their link brought one.
    pub fn daily_note(self) -> Option<String> {
        let (day, counted) = self.daily?;
        let t = self.lang.get().t();
        let mut note = fill(if counted { t.daily_counted } else { t.daily_practice }, &[&day.to_string()]);
        let theirs = self.over().then(|| crate::storage::daily::theirs(self.game, day)).flatten();
        if let Some(words) = theirs.and_then(|code| daily::result_words(t, daily::split_theirs(&code).0)) {
            note.push(' ');
            note.push_str(&fill(t.daily_theirs, &[&words]));
        }
        Some(note)
    }

    /// A day's deal's result as a line for any chat: the game, the day, the person's
    /// result with a mark that spoils nothing of the game, and the link to the deal,
    /// which carries the result and the game's `moves` (`daily::moves_of`; both shown to
    /// the friend once their game ends).
    pub fn daily_result(self, moves: Option<String>) -> Option<String> {
        let (day, _) = self.daily?;
        let t = self.lang.get_untracked().t();
        let code = self.facts.with_untracked(|f| daily::result_code(&f.winners, &f.scores))?;
        let result = daily::result_words(t, &code)?;
        let theirs = match moves {
            Some(m) => format!("{code}.{m}"),
            None => code,
        };
        let route = crate::route::Route::Daily(self.game, Some(day.to_string()), Some(theirs));
        Some(format!("Tabula · {} · {day}: {result} {}{}", self.game.title(), web::app_base(), route.hash()))
    }

    /// The result of a day's deal to share, with the game's moves: the worker deals the
    /// day's deal again, and the moves are the record past it (without them, the link
    /// still carries the result).
    pub(super) fn share_daily(self, day: Day, saved: Signal<crate::storage::Saved>, done: Callback<Option<String>>) {
        let (game, record) = (self.game, saved.with_untracked(|s| s.record.clone()));
        thinker::ask(
            |id| Ask::Daily { id, game, date: day.to_string() },
            move |answer| {
                let moves = match answer {
                    Ok(Answer::Daily { record: deal, .. }) => daily::moves_of(&record, &deal),
                    _ => None,
                };
                done.run(self.daily_result(moves));
            },
        );
    }

    /// Whether the focus follows the next decision: a keyboard player's, at a table
    /// being played. Watched, it stays on the replay's and the review's keys, even
    /// while the board shows a better move.
    pub fn focus_follows(self) -> bool {
        self.keyboard.get_value() && self.watch.is_none()
    }

    /// Whether the game is over.
    pub fn over(self) -> bool {
        self.facts.with(|f| f.turn == Turn::Over)
    }

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
