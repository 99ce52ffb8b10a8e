//! What a table does by itself that needs its game, beside the person's input: the
//! lesson's coach, another tab's writes, the links of a game played by link and the
//! statistics at the end. The computers' turns are the shared half's (`computers.rs`).

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::fair::DeckSecret;
use tabula_rules::{link, GameId, Seat};

use super::lesson::Coach;
use super::play::Play;
use super::{Table, TableGame};
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
                let (pick, free, say) = match answer {
                    Ok(Answer::Coach { pick, free, say, .. }) => (pick, free, say),
                    // The lesson cannot be followed: the game goes on, free.
                    _ => (None, true, String::new()),
                };
                coach.try_set(Some(Coach { len, pick, free, say }));
            },
        );
    });
}

/// A link made in the worker: the game by link to keep, the secret committed to,
/// whether the whole game is checked, and the seat it is for.
type Made = Result<(Vec<u8>, [u8; 32], bool, Seat), String>;

/// What a link is made of: this device's game by link, the record played here, its
/// deck secrets, and whether it only reveals them (the end came from `to`).
type LinkOf = (Vec<u8>, Vec<u8>, Vec<DeckSecret>, bool);

/// Asks the worker for the link from `from` to `to` of a game played fairly by link
/// (`Ask::FairSend`), with a fresh secret. Not generic: one code for every game.
fn make_link(
    game: GameId,
    (fair, played, own, reveal): LinkOf,
    (from, to): (Seat, Seat),
    pending: Option<[u8; 32]>,
    done: impl FnOnce(Made) + 'static,
) {
    let Some(fresh) = crate::web::secret() else {
        return done(Err("this browser gives no random numbers".into()));
    };
    let (from, to) = (from as u32, to as u32);
    thinker::ask(
        move |id| Ask::FairSend { id, game, fair, played, from, to, pending, fresh, own, reveal },
        move |answer| {
            done(match answer {
                Ok(Answer::FairLink { fair, pending, checked, to, .. }) => Ok((fair, pending, checked, to as Seat)),
                Ok(Answer::Failed { why, .. }) | Err(why) => Err(why),
                Ok(_) => Err(String::new()),
            })
        },
    );
}

/// Takes a newly counted game into the player's rating (`storage::rating`): the
/// worker rates it (`Ask::Rate`), so the page carries none of the arithmetic. A
/// damaged stored figure is left as it is, this game unrated: the game box finds it,
/// says so and starts the rating again (a message set here was gone by the time the
/// player got there, with the figure already replaced). Not generic.
fn rate(saved: &storage::Saved, winners: &[Seat]) {
    use storage::rating::{self, Rating};
    let Some(results) = rating::scores(saved, winners) else { return };
    let game = saved.game;
    let hinted = storage::hints::used(&saved.id) > 0;
    let Ok(before) = rating::load(game) else { return };
    let before = before.unwrap_or_else(|| Rating::new(game));
    let player = before.figure;
    thinker::ask(
        |id| Ask::Rate { id, game, player, results },
        move |answer| {
            if let Ok(Answer::Rated { figure, .. }) = answer {
                // Refused by the browser: the game is not saved either, and the table says so.
                let _ = rating::store(&before.after(figure, hinted));
            }
        },
    );
}

impl<G: TableGame> Play<G> {
    /// In a game played fairly by link, each link due (`Table::link_due`) is made in
    /// the worker, one at a time, and kept in the save with the secret it commits to
    /// before it is shown: a reload shows the same link.
    pub(super) fn hand_over(self) {
        let asking = StoredValue::new(false);
        effect(move || {
            let Some(due) = self.table.with(Table::link_due) else { return };
            if asking.get_value() {
                return;
            }
            let Some((bytes, pending, own)) = self.table.with_untracked(|tb| {
                tb.saved.fair.as_ref().map(|b| (b.game.clone(), b.secret(due.0), b.decks.clone()))
            }) else {
                return;
            };
            let (played, len, reveal) = self.table.with_untracked(|tb| {
                (link::to_bytes(tb.game.record()), tb.game.record().actions.len(), tb.reveal_due() == Some(due))
            });
            asking.set_value(true);
            make_link(G::ID, (bytes, played, own, reveal), due, pending, move |made| {
                asking.set_value(false);
                match made {
                    Ok((game, secret, checked, to)) => {
                        _ = self.table.try_update(|tb| {
                            // Kept only if the game is still where the link was asked for.
                            if tb.game.record().actions.len() != len || tb.link_due() != Some(due) {
                                return;
                            }
                            tb.keep_sent(game, (len, due.0, to), secret, checked);
                            if let Err(e) = tb.store() {
                                self.problem.try_set(Some(e));
                            }
                        })
                    }
                    Err(why) => _ = self.problem.try_set(Some(AppError::Share(why))),
                }
            });
        });
    }

    /// A game that ends at this table counts in the home page's statistics, once. One
    /// already over when opened counts only if it came by link: its end was played
    /// on another device.
    pub(super) fn count_finished(self) {
        let seen = self.over() && !self.kinds.with_value(|k| k.contains(&SeatKind::Remote));
        effect(move || {
            if !seen && self.over() {
                let (saved, winners) = self.table.with_untracked(|tb| {
                    (tb.saved.clone(), tb.game.state().outcome().map(|o| o.winners).unwrap_or_default())
                });
                // Refused by the browser: the table already says the game is not saved.
                if storage::stats::count(&saved, &winners) == Ok(true) {
                    rate(&saved, &winners);
                }
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
