//! What a table does by itself that needs its game, beside the person's input: the
//! lesson's coach, another tab's writes and the statistics at the end. The computers'
//! turns are the shared half's (`core.rs`).

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::{link, GameId, Seat};

use super::lesson::Coach;
use super::play::Play;
use super::TableGame;
use crate::error::AppError;
use crate::i18n::Lang;
use crate::reactive::{effect, memo};
use crate::storage::{self, SeatKind};
use crate::thinker;

/// Whenever another tab writes storage's `key`, runs `take` (which takes that tab's
/// version, if it differs) and says what happened. Not generic: one code for every
/// game.
fn on_written(
    key: String,
    take: Callback<(), Result<bool, AppError>>,
    revealed: RwSignal<Option<Seat>>,
    unsaved: RwSignal<bool>,
    problem: RwSignal<Option<AppError>>,
) {
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() != Some(key.as_str()) {
            return;
        }
        match take.run(()) {
            Ok(false) => {}
            Ok(true) => {
                revealed.set(None);
                // Moves this page played but could not store are gone now.
                let lost = unsaved.get_untracked();
                unsaved.set(false);
                problem.set(Some(AppError::OtherTab { lost }));
            }
            Err(e) => problem.set(Some(e)),
        }
    });
    on_cleanup(move || listener.remove());
}

/// Asks the worker about each new `record` (its bytes and length) and language, and
/// keeps its word in `coach`. Not generic: one code for every game.
fn ask_coach(game: GameId, lang: RwSignal<Lang>, record: Signal<(Vec<u8>, usize)>, coach: RwSignal<Option<Coach>>) {
    effect(move || {
        let fr = lang.get() == Lang::Fr;
        let (bytes, len) = record.get();
        thinker::ask(
            |id| Ask::Coach { id, game, record: bytes, fr },
            move |answer| {
                let (pick, say) = match answer {
                    Ok(Answer::Coach { pick, say, .. }) => (pick, say),
                    // The lesson cannot be followed: the game goes on, free.
                    _ => (None, String::new()),
                };
                coach.try_set(Some(Coach { len, pick, say }));
            },
        );
    });
}

impl<G: TableGame> Play<G> {
    /// A game that ends at this table counts in the home page's statistics, once. One
    /// already over when opened counts only if it came by link: its end was played
    /// on another device.
    pub(super) fn count_finished(self) {
        let seen = self.over() && !self.kinds.with_value(|k| k.contains(&SeatKind::Remote));
        effect(move || {
            if !seen && self.over() {
                // Refused by the browser: the table already says the game is not saved.
                let _ = self.table.with_untracked(|tb| {
                    storage::stats::count(&tb.saved, &tb.game.state().outcome().map(|o| o.winners).unwrap_or_default())
                });
            }
        });
    }

    /// In a lesson, the worker is asked where the game stands after every move, and
    /// again in another language.
    pub(super) fn coached(self) {
        let Some(coach) = self.coach else { return };
        // A memo: a save written again with the same record is not asked about again.
        let record =
            memo(move || self.table.with(|tb| (link::to_bytes(tb.game.record()), tb.game.record().actions.len())));
        ask_coach(G::ID, self.lang, record.into(), coach);
    }

    /// Another tab playing this game on writes its save: this tab takes that version
    /// at once (and says so) rather than later overwriting it.
    pub(super) fn follow_other_tabs(self) {
        let key = self.table.with_untracked(|tb| storage::save_key(&tb.saved.id));
        let take = Callback::new(move |()| {
            let mut changed = Ok(false);
            self.table.update_untracked(|tb| changed = tb.refresh());
            if changed == Ok(true) {
                self.table.update(|_| ());
                self.choice.set(G::Choice::default());
            }
            changed
        });
        on_written(key, take, self.revealed, self.unsaved, self.problem);
    }
}
