//! What the frame around every board shows and does ([`Frame`]), once for all games
//! and not generic over any, made from a table's shared half and what is the game's
//! own. The frame's view is `table_frame.rs`.

use leptos::prelude::*;
use tabula_rules::daily::Day;
use tabula_rules::{GameId, Seat};

use super::core::Core;
use super::frame_links::send_links;
use super::watch::Watch;
use super::{History, LogEntry, Play, Table, TableGame};
use crate::error::AppError;
use crate::reactive::{derive, memo};
use crate::route::Route;
use crate::storage::Pace;
use crate::{storage, web};

/// What the frame shows and does, type-erased so that one frame serves every game.
#[derive(Clone, Copy)]
pub struct Frame {
    pub game: GameId,
    /// "Ann, your turn", "Game over — …".
    pub status: Signal<String>,
    /// The others' last action, after the status.
    pub last: Signal<Option<String>>,
    pub problem: RwSignal<Option<AppError>>,
    /// Whether this table has Undo at all, and whether it can undo now.
    pub has_undo: bool,
    pub can_undo: Signal<bool>,
    pub undo: Callback<()>,
    /// The link shown was copied or shared: Undo no longer takes its move back.
    pub handed: Callback<()>,
    /// Makes a share link and gives it (or `None`) to the callback it is given. None
    /// in a game played by link: its links carry it, and a shared copy opened on the
    /// other device would be a second game of the same moves there.
    pub share: Option<Callback<Callback<Option<String>>>>,
    pub log: Signal<Vec<LogEntry>>,
    /// The person the device must be passed to, while it must.
    pub pass: Signal<Option<String>>,
    /// Where the devices deal the cards: this device waits for its cards.
    pub dealing: Signal<bool>,
    /// A game by link waits for its handshake (`Table::handshake`): the link to send
    /// says what it is for.
    pub handshake: Signal<bool>,
    pub reveal: Callback<()>,
    pub over: Signal<bool>,
    pub again: Callback<()>,
    pub keyboard: StoredValue<bool>,
    /// A computer is working out its move.
    pub thinking: Signal<bool>,
    /// "Play now" is offered (an Expert thinks), and asking it.
    pub can_play_now: Signal<bool>,
    pub play_now: Callback<()>,
    /// The browser refuses to save the game.
    pub unsaved: RwSignal<bool>,
    /// The game as a file to download (name, URL), asked for while `unsaved`.
    pub save_file: Callback<(), (String, String)>,
    /// Watched move by move, not played.
    pub watch: Option<Watch>,
    pub history: Memo<History>,
    pub names: StoredValue<Vec<String>>,
    /// Where the game is watched, and reviewed.
    pub watch_href: StoredValue<String>,
    pub review_href: StoredValue<String>,
    /// Who plays next by link (at the end: every seat played by link), each with the
    /// link that carries the game to them.
    pub send: Signal<Vec<(String, String)>>,
    /// Played fairly by link (`tabula_rules::fair`), and once over here, whether every
    /// roll and draw was checked.
    pub fair: bool,
    /// Its cards dealt by the devices (`fair::dealing`).
    pub dealt: bool,
    pub checked: Signal<bool>,
    /// Over here and its end links made, but some seat's hidden deck is not revealed
    /// yet: the check waits for the last links of the seats played by link (named).
    pub waiting: Signal<Option<String>>,
    /// A game by link until this device has sent a link after a move: who plays here
    /// and who plays on other devices (named), for the player who just opened it.
    pub welcome: Signal<Option<(String, String)>>,
    /// At the end, where the game charts it: the scores after each turn.
    pub chart: Signal<Option<Vec<Vec<i32>>>>,
    /// In a lesson: what the step due shows; in a day's deal: whether it counts.
    pub lesson: Signal<Option<String>>,
    /// A day's deal: its result as a text to share, once over.
    pub result: Option<Callback<Callback<Option<String>>>>,
    /// A day's deal: its date (the calendar and a friend's game show once over).
    pub daily: Option<Day>,
    /// The computers' pace, where computers play.
    pub pace: Option<RwSignal<Pace>>,
    /// What the board shows without playing it (`hint.rs`): `data-ghost` on the board.
    pub ghost: Signal<Option<&'static str>>,
    /// Hint, where the table offers it: whether it can be asked now, and asking it.
    pub hint: Option<(Signal<bool>, Callback<()>)>,
    /// The hint shown, in words.
    pub hint_words: Signal<Option<String>>,
    /// What the whole state is read from (`games/read.rs`); set by the game, none
    /// while it is watched.
    pub read: Option<super::reader::Read>,
}

impl<G: TableGame> Play<G> {
    /// The frame of this table, with the game's own status line.
    pub fn frame(self, status: Signal<String>) -> Frame {
        let table = self.table;
        self.core.frame(
            status,
            Own {
                can_undo: derive(move || self.can_undo()),
                undo: Callback::new(move |()| self.undo()),
                handed: Callback::new(move |()| {
                    if table.with_untracked(|tb| tb.unsent.is_some()) {
                        table.update(Table::handed);
                    }
                }),
                share: Callback::new(move |done| self.share(done)),
                again: Callback::new(move |()| self.again()),
                saved: derive(move || table.with(|tb| tb.saved.clone())),
                dealt_links: derive(move || table.with(|tb| tb.dealt_links())),
                chart: derive(move || table.with(|tb| G::score_chart(tb.game.state()).then(|| tb.game.score_series()))),
                can_hint: derive(move || self.can_hint()),
                hint: Callback::new(move |()| self.hint()),
            },
        )
    }
}

/// What the frame needs of a table that is the game's own.
struct Own {
    can_undo: Signal<bool>,
    undo: Callback<()>,
    handed: Callback<()>,
    share: Callback<Callback<Option<String>>>,
    again: Callback<()>,
    saved: Signal<storage::Saved>,
    /// Where the devices deal the cards: the seats this device's latest links are for.
    dealt_links: Signal<Option<Vec<Seat>>>,
    /// The scores after each turn, where the game charts them.
    chart: Signal<Option<Vec<Vec<i32>>>>,
    can_hint: Signal<bool>,
    hint: Callback<()>,
}

impl Core {
    /// The frame of a table, from its shared half and what is the game's own. Not
    /// generic: one code for every game.
    fn frame(self, status: Signal<String>, own: Own) -> Frame {
        let watch_href = own.saved.with_untracked(|s| Route::Watch(s.id.clone()).hash());
        let review_href = own.saved.with_untracked(|s| Route::Review(s.id.clone()).hash());
        let saved = own.saved;
        Frame {
            game: self.game,
            status,
            last: derive(move || self.last_by_others()),
            problem: self.problem,
            has_undo: !self.strict,
            can_undo: own.can_undo,
            undo: own.undo,
            handed: own.handed,
            share: (!self.kinds.with_value(|k| k.contains(&storage::SeatKind::Remote))).then_some(own.share),
            // A memo: the log is read line by line, and a review's lines take work.
            log: memo(move || match self.watch.and_then(|w| w.review) {
                Some(r) => self.history.with(|h| r.log(h, self.lang.get())),
                None => self.history.with(|h| h.lines.clone()),
            })
            .into(),
            pass: derive(move || {
                self.needs_pass.get().then(|| self.facts.with(|f| f.human_to_move)).flatten().map(|s| self.name(s))
            }),
            dealing: derive(move || self.watch.is_none() && self.facts.with(|f| f.deal_wait && !f.handshake)),
            // Every link before the first move is the handshake's (but where the devices deal).
            handshake: {
                let by_link =
                    saved.with_untracked(|s| s.fair.is_some()) && own.dealt_links.with_untracked(Option::is_none);
                derive(move || self.watch.is_none() && self.facts.with(|f| f.handshake || (by_link && f.len == 0)))
            },
            reveal: Callback::new(move |()| self.revealed.set(self.facts.with_untracked(|f| f.human_to_move))),
            over: derive(move || self.over()),
            again: own.again,
            keyboard: self.keyboard,
            thinking: derive(move || self.thinking.get().is_some()),
            can_play_now: derive(move || self.can_play_now()),
            play_now: Callback::new(move |()| self.hurry.set(Some(self.facts.with_untracked(|f| f.len)))),
            unsaved: self.unsaved,
            save_file: Callback::new(move |()| saved.with(save_file)),
            watch: self.watch,
            history: self.history,
            names: self.names,
            watch_href: StoredValue::new(watch_href),
            review_href: StoredValue::new(review_href),
            // A memo: the line is drawn again when its words change, not at every
            // press (a live region rebuilt with the same words is work for nothing).
            lesson: memo(move || {
                let said = self.coach.and_then(|c| c.with(|c| c.as_ref().map(|c| c.say.clone())));
                said.filter(|s| !s.is_empty()).or_else(|| self.daily_note())
            })
            .into(),
            result: self.daily.map(|(day, _)| Callback::new(move |done| self.share_daily(day, saved, done))),
            daily: self.daily.map(|(day, _)| day),
            chart: derive(move || if self.over() { own.chart.get() } else { None }),
            send: send_links(
                self.remote.into(),
                own.dealt_links,
                derive(move || self.over() || self.facts.with(|f| f.handshake)),
                self.watch.is_some(),
                saved,
            ),
            fair: saved.with_untracked(|s| s.fair.is_some()),
            dealt: own.dealt_links.with_untracked(Option::is_some),
            checked: derive(move || saved.with(|s| s.over && s.fair.as_ref().is_some_and(|b| b.checked))),
            waiting: derive(move || {
                saved.with(|s| {
                    let sent_at_end = |b: &crate::storage::ByLink| b.sent.iter().any(|&(at, _)| at as usize == s.turn);
                    let waits = s.over && s.fair.as_ref().is_some_and(|b| !b.checked && sent_at_end(b));
                    waits.then(|| names_of(s, storage::SeatKind::Remote))
                })
            }),
            welcome: derive(move || {
                saved.with(|s| {
                    let first = |b: &crate::storage::ByLink| b.sent.iter().all(|&(at, _)| at == 0);
                    (!s.over && s.fair.as_ref().is_some_and(first))
                        .then(|| (names_of(s, storage::SeatKind::Human), names_of(s, storage::SeatKind::Remote)))
                })
            }),
            pace: (self.watch.is_none() && self.kinds.with_value(|k| k.iter().any(|k| k.level().is_some())))
                .then_some(self.pace),
            ghost: derive(move || self.ghost.get().map(|g| g.code())),
            hint: self.hintable.then_some((own.can_hint, own.hint)),
            hint_words: self.hint_words.into(),
            read: None,
        }
    }
}

/// The names of the seats of kind `k`, joined for a sentence.
fn names_of(s: &storage::Saved, k: storage::SeatKind) -> String {
    let seats = (0..s.kinds.len()).filter(|&r| s.kinds[r] == k);
    seats.filter_map(|r| s.names.get(r).cloned()).collect::<Vec<_>>().join(", ")
}

/// A save as a file to download: its name and a `data:` URL (one code for every game).
fn save_file(saved: &storage::Saved) -> (String, String) {
    let url = storage::packed(saved).map(|t| web::data_url(&t)).unwrap_or_default();
    (format!("tabula-{}-{}.txt", saved.game.as_str(), saved.id), url)
}
