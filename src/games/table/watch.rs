//! Watching a saved game move by move: the same table and board as play, shown at a
//! position of the record chosen with the replay bar, the log or the keys. Only
//! [`Play::watched`] is generic over a game, and nothing is ever written to the save.

use leptos::prelude::*;
use tabula_rules::{link, Match, Seat, Turn};

use super::review::Review;
use super::{History, Play, Table, TableGame};
use crate::ctx::use_ctx;
use crate::i18n::fill;
use crate::reactive::effect;
use crate::route::Route;
use crate::storage::SeatKind;

/// A table being watched rather than played. Copy: the bar and the log share it.
#[derive(Clone, Copy)]
pub struct Watch {
    /// How many actions of the record the board shows.
    pub at: RwSignal<usize>,
    /// How many actions the record has.
    pub len: usize,
    /// Whose hidden information the board shows (`None`: public information only).
    pub eyes: RwSignal<Option<Seat>>,
    /// The seats whose hidden information the watcher may choose to see.
    pub choices: StoredValue<Vec<Seat>>,
    /// The address of the game itself.
    pub back: StoredValue<String>,
    /// Where the finished game is reviewed with the computer, from the replay (a
    /// friend's game of a day's deal is the friend's to review).
    pub review_href: Option<StoredValue<String>>,
    /// The computer's review of the game, when it is shown.
    pub review: Option<Review>,
}

impl Watch {
    /// Starts at the deal. Once the game is over everything it hid is public, and the
    /// watcher picks whose cards to see; before that, only a game with one person
    /// seated shows that person's cards: at a shared device, any of them may be
    /// watching.
    pub fn new(len: usize, over: bool, hidden: bool, kinds: &[SeatKind], id: &str) -> Watch {
        let people: Vec<Seat> = (0..kinds.len()).filter(|&s| kinds[s] == SeatKind::Human).collect();
        let choices: Vec<Seat> = match (over && hidden, people.as_slice()) {
            (true, _) => (0..kinds.len()).collect(),
            (false, [one]) => vec![*one],
            _ => Vec::new(),
        };
        let first = people.first().copied().filter(|p| choices.contains(p)).or(choices.first().copied());
        Watch {
            at: RwSignal::new(0),
            len,
            eyes: RwSignal::new(first),
            choices: StoredValue::new(choices),
            // A friend's game of a day's deal leads back to the player's own.
            back: StoredValue::new(
                Route::Play(super::daily::own_of_friend(id).unwrap_or_else(|| id.to_string())).hash(),
            ),
            review_href: (over && super::daily::own_of_friend(id).is_none())
                .then(|| StoredValue::new(Route::Review(id.to_string()).hash())),
            review: None,
        }
    }

    /// Shows `at` actions (at most the whole record).
    pub fn go(self, at: usize) {
        self.at.set(at.min(self.len));
    }

    /// The position a key asks for, if the key is one of the replay's.
    fn key(self, key: &str) -> Option<usize> {
        let at = self.at.get_untracked();
        match key {
            "ArrowLeft" => Some(at.saturating_sub(1)),
            "ArrowRight" => Some(at + 1),
            "Home" => Some(0),
            "End" => Some(self.len),
            _ => None,
        }
    }
}

impl<G: TableGame> Play<G> {
    /// The table's signal, and the replay's state when the table is watched: the
    /// board then follows the replay's position.
    pub(super) fn watched(mut table: Table<G>) -> (RwSignal<Table<G>>, Option<Watch>) {
        if !table.watch {
            return (RwSignal::new(table), None);
        }
        let (len, over) = (table.game.record().actions.len(), table.game.state().turn() == Turn::Over);
        let mut w = Watch::new(len, over, G::INFO.hidden, &table.saved.kinds, &table.saved.id);
        if table.review {
            // A review opens on the end of the game, its chart above.
            w.review = Some(Review::new(&table));
            w.review_href = None;
            w.at.set(len);
        }
        let _ = table.game.truncate(0);
        let table = RwSignal::new(table);
        effect(move || {
            let at = w.at.get();
            let shown = table.with_untracked(|tb| Self::whole(tb)).and_then(|mut g| g.truncate(at).map(|()| g));
            if let Ok(g) = shown {
                table.update(|tb| tb.game = g);
            }
        });
        (table, Some(w))
    }

    /// The whole game of a watched table: its save, which a watched table never
    /// writes, holds the whole record.
    pub(super) fn whole(table: &Table<G>) -> Result<Match<G>, tabula_rules::RecordError> {
        link::from_bytes::<G>(&table.saved.record)
    }
}

/// The log line that tells the newest action shown, if any.
pub fn current_line(history: &History, at: usize) -> Option<usize> {
    let i = at.checked_sub(1)?;
    Some(history.at.get(i).copied().unwrap_or(i))
}

/// How many actions to show so that log line `line` is the newest one told.
pub fn through_line(history: &History, line: usize) -> usize {
    let told = |i: usize| history.at.get(i).copied().unwrap_or(i);
    (0..history.movers.len()).rev().find(|&i| told(i) <= line).map_or(0, |i| i + 1)
}

/// The replay's controls: start, back, a slider, forward, end, whose cards show, and
/// the way back to the game. The arrow keys, Home and End work anywhere on the page
/// but in a form field.
#[component]
pub fn ReplayBar(watch: Watch, names: StoredValue<Vec<String>>, step: Signal<String>) -> impl IntoView {
    let lang = use_ctx().lang;
    let w = watch;
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let field = ev
            .target()
            .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(el).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if let (false, false, Some(at)) = (field, ev.ctrl_key() || ev.alt_key() || ev.meta_key(), w.key(&ev.key())) {
            ev.prevent_default();
            w.go(at);
        }
    });
    on_cleanup(move || keys.remove());
    let at = move || w.at.get();
    // Drawn anew only when the language changes: one closure for every label.
    move || {
        let t = lang.get().t();
        let where_ = move || fill(t.replay_at, &[&at().to_string(), &w.len.to_string()]);
        view! {
            <nav class="replay" aria-label=t.replay data-testid="replay">
                <div class="replay-keys">
                    <button aria-label=t.replay_first on:click=move |_| w.go(0)>"«"</button>
                    <button aria-label=t.replay_back on:click=move |_| w.go(at().saturating_sub(1))>"‹"</button>
                    <input
                        type="range"
                        min="0"
                        max=w.len.to_string()
                        aria-label=t.replay
                        aria-valuetext=where_
                        prop:value=move || at().to_string()
                        on:input=move |ev| w.go(event_target_value(&ev).parse().unwrap_or(0))
                    />
                    <button aria-label=t.replay_forward on:click=move |_| w.go(at() + 1)>"›"</button>
                    <button aria-label=t.replay_last on:click=move |_| w.go(w.len)>"»"</button>
                </div>
                <p class="replay-where" data-testid="replay-where">
                    <strong>{where_}</strong>
                    " "
                    <span>{move || if at() == 0 { t.replay_start.to_string() } else { step.get() }}</span>
                </p>
                {eyes(w, names, t.replay_eyes)}
                {w.review_href.map(|h| view! { <a class="button" href=h.get_value()>{t.review}</a> })}
                <a class="button" href=w.back.get_value()>{t.back_to_game}</a>
            </nav>
        }
    }
}

/// The choice of whose hidden cards show, when there is one.
fn eyes(w: Watch, names: StoredValue<Vec<String>>, label: &'static str) -> Option<impl IntoView> {
    let choices = w.choices.get_value();
    (choices.len() > 1).then(|| {
        let options = choices.iter().map(|&s| view! { <option value=s.to_string()>{names.with_value(|n| n.get(s).cloned().unwrap_or_default())}</option> }).collect_view();
        view! {
            <label class="replay-eyes">
                {label}" "
                <select
                    on:change=move |ev| w.eyes.set(event_target_value(&ev).parse().ok())
                    prop:value=move || w.eyes.get().map(|s| s.to_string()).unwrap_or_default()
                >
                    {options}
                </select>
            </label>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_lines_and_positions_match() {
        // Five actions told on three lines: rolls fold into the take after them.
        let h = History { lines: vec![Default::default(); 3], movers: vec![0; 5], at: vec![0, 1, 1, 1, 2] };
        assert_eq!(current_line(&h, 0), None);
        assert_eq!(current_line(&h, 3), Some(1));
        assert_eq!((0..3).map(|l| through_line(&h, l)).collect::<Vec<_>>(), [1, 4, 5]);
        // One line per action when `at` is empty.
        let h = History { lines: vec![Default::default(); 2], movers: vec![0, 1], at: Vec::new() };
        assert_eq!(through_line(&h, 0), 1);
        assert_eq!(current_line(&h, 2), Some(1));
    }
}
