//! The midend every table shares: the save being played, the person's choice so far,
//! whose eyes the table is for, the legal actions, the log and Undo; what it does by
//! itself is in `effects.rs`. A game's components read these signals and send their
//! input here.

use leptos::prelude::*;
use tabula_rules::{link, Seat, Turn};

use super::lesson::{self, Coach};
use super::watch::Watch;
use super::{undo_point, History, Step, Table, TableGame};
use crate::ctx::use_ctx;
use crate::error::AppError;
use crate::i18n::{fill, Lang};
use crate::kit::motion;
use crate::reactive::memo;
use crate::storage::{self, Pace, SeatKind};

/// A table being played. Copy: every closure of the table holds one.
pub struct Play<G: TableGame> {
    /// The save and its match.
    pub table: RwSignal<Table<G>>,
    /// What the person to move has chosen so far.
    pub choice: RwSignal<G::Choice>,
    /// The log and who made each action.
    pub history: Memo<History>,
    /// The seat a person confirmed holding the device, after a pass.
    pub revealed: RwSignal<Option<Seat>>,
    /// The device must change hands before the table shows anything private.
    pub needs_pass: Memo<bool>,
    /// Whose eyes the table is for (`None`: a spectator, or the cover is up).
    pub viewer: Memo<Option<Seat>>,
    /// The legal actions of the person to move; empty otherwise or behind the cover.
    pub legal: Memo<Vec<G::Action>>,
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
}

impl<G: TableGame> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: TableGame> Copy for Play<G> {}

/// A computer's answer held back until the pace's time is up (`effects.rs`).
pub struct Waiting {
    pub(super) asked: u64,
    pub(super) len: usize,
    pub(super) answer: Result<tabula_bots::ask::Answer, String>,
    pub(super) timer: Option<leptos::leptos_dom::helpers::TimeoutHandle>,
}

/// After a save: a refusal of the browser's is a lasting notice, not a problem with
/// the move (the move stands); a save that works again ends the notice.
fn note_saved(unsaved: RwSignal<bool>, problem: RwSignal<Option<AppError>>, err: Option<AppError>) {
    // An illegal move stored nothing: it says nothing about storage.
    let refused = match &err {
        Some(e) if e.is_storage() => Some(true),
        Some(_) => None,
        None => Some(false),
    };
    if let Some(r) = refused.filter(|r| *r != unsaved.get_untracked()) {
        unsaved.set(r);
    }
    problem.set(err.filter(|e| !e.is_storage()));
}

impl<G: TableGame> Play<G> {
    /// Starts playing a save: builds the signals and the computers' turns.
    pub fn new(table: Table<G>) -> Self {
        let lang = use_ctx().lang;
        let names = StoredValue::new(table.saved.names.clone());
        let kinds = StoredValue::new(table.saved.kinds.clone());
        let humans = table.humans();
        let strict = table.saved.settings.strict;
        let unsaved = storage::unsaved(&table.saved.id);
        let (table, watch) = Self::watched(table);
        // A turn left half built (a reload) resumes where it was, if nothing was
        // played since.
        let resumed = table.with_untracked(|tb| {
            let len = tb.game.record().actions.len();
            storage::draft(&tb.saved.id)
                .filter(|(n, _)| *n == len && watch.is_none())
                .and_then(|(_, bytes)| G::resume_choice(&bytes))
        });
        let revealed = RwSignal::new(None::<Seat>);
        // Watched, the log is the whole game's, whatever position the board shows.
        let history = memo(move || {
            let l = lang.get();
            table.with(|tb| {
                let whole = watch.and_then(|_| Self::whole(tb).ok());
                names.with_value(|n| G::history(whole.as_ref().unwrap_or(&tb.game), n, l))
            })
        });
        let needs_pass = memo(move || {
            watch.is_none()
                && G::INFO.hidden
                && humans >= 2
                && table.with(|tb| tb.human_to_move()).is_some_and(|s| revealed.get() != Some(s))
        });
        let holder = memo(move || table.with(|tb| history.with(|h| tb.holder(&h.movers))));
        let viewer = memo(move || match watch {
            Some(w) => w.eyes.get(),
            None if needs_pass.get() => None,
            None => holder.get(),
        });
        let lesson = watch.is_none() && table.with_untracked(|tb| lesson::game_of(&tb.saved.id)).is_some();
        let coach = lesson.then(|| RwSignal::new(None));
        let legal = memo(move || {
            let open = !needs_pass.get() && watch.is_none();
            let legal = table.with(|tb| {
                if open && tb.human_to_move().is_some() {
                    tb.game.state().legal_actions()
                } else {
                    Vec::new()
                }
            });
            match coach {
                Some(c) => c.with(|c| lesson::lit(c.as_ref(), table.with(|tb| tb.game.record().actions.len()), legal)),
                None => legal,
            }
        });
        // With several people at the device, each takes back only their own turn.
        let remote = memo(move || if watch.is_some() { None } else { table.with(|tb| tb.remote_turn()) });
        let undo_to = memo(move || {
            let over = table.with(|tb| tb.game.state().turn() == Turn::Over);
            let mine = |i: &usize| humans < 2 || history.with(|h| h.movers.get(*i).copied()) == viewer.get();
            let to = kinds.with_value(|k| history.with(|h| undo_point(&h.movers, k)));
            to.filter(|i| !strict && !over && watch.is_none() && remote.get().is_none() && mine(i))
        });
        let play = Play {
            table,
            choice: RwSignal::new(resumed.unwrap_or_default()),
            history,
            revealed,
            needs_pass,
            viewer,
            legal,
            undo_to,
            problem: RwSignal::new(None),
            keyboard: StoredValue::new(false),
            hold: StoredValue::new(None),
            names,
            kinds,
            humans,
            strict,
            lang,
            thinking: RwSignal::new(None),
            pace: RwSignal::new(Pace::stored()),
            waiting: StoredValue::new(None),
            asked: StoredValue::new(0),
            unsaved: RwSignal::new(unsaved),
            watch,
            remote,
            coach,
        };
        if watch.is_none() {
            play.coached();
            play.computers();
            play.follow_other_tabs();
            play.count_finished();
            play.keep_choice();
        }
        play
    }

    /// Keeps the choice in progress in storage, so a reload resumes it.
    fn keep_choice(self) {
        let id = self.table.with_untracked(|tb| tb.saved.id.clone());
        crate::reactive::effect(move || {
            let kept = self.choice.with(G::keep_choice);
            let len = self.table.with(|tb| tb.game.record().actions.len());
            storage::set_draft(&id, kept.map(|b| (len, b)));
        });
    }

    /// Plays an action and saves; the choice starts afresh.
    pub fn commit(self, action: G::Action) {
        let mut err = None;
        let before = motion::before();
        self.table.update(|tb| err = tb.play(action).err());
        motion::after(before, self.table.with_untracked(|tb| G::renamed(&tb.game)));
        self.choice.set(G::Choice::default());
        self.saved(err);
    }

    /// After a save: a refusal of the browser's is a lasting notice, not a problem
    /// with the move (the move stands); a save that works again ends the notice.
    pub fn saved(self, err: Option<AppError>) {
        note_saved(self.unsaved, self.problem, err);
    }

    /// A click, tap or key on the board, as the game reads it.
    pub fn input(self, input: G::Input) {
        if self.watch.is_some()
            || self.needs_pass.get_untracked()
            || self.hold.get_value().is_some_and(|h| h.get_untracked())
        {
            return;
        }
        let step = self.legal.with_untracked(|legal| {
            self.choice
                .with_untracked(|c| self.table.with_untracked(|tb| G::interpret(tb.game.state(), legal, c, input)))
        });
        match step {
            Step::Continue(c) => self.choice.set(c),
            Step::Submit(a) => self.commit(a),
            Step::Ignore => {}
        }
    }

    /// Whether the person has chosen something this turn that Undo lets go.
    pub fn choosing(self) -> bool {
        self.choice.with(|c| G::unchoose(c).is_some())
    }

    /// Undo: first a choice in progress, then back to the last decision of a person.
    pub fn undo(self) {
        if let Some(c) = self.choice.with_untracked(G::unchoose) {
            self.choice.set(c);
            return;
        }
        let Some(i) = self.undo_to.get_untracked().filter(|_| !self.needs_pass.get_untracked()) else { return };
        let mut err = None;
        self.table.update(|tb| err = tb.undo_to(i).err());
        self.choice.set(G::Choice::default());
        self.revealed.set(None);
        self.saved(err);
    }

    /// Whether Undo has something to take back now.
    pub fn can_undo(self) -> bool {
        !self.needs_pass.get() && (self.choosing() || self.undo_to.get().is_some())
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

    /// Every seat's [`Play::shown_name`].
    pub fn shown_names(self) -> Vec<String> {
        (0..self.names.with_value(Vec::len)).map(|s| self.shown_name(s)).collect()
    }

    /// The status line before the end: whose turn it is, in words.
    pub fn turn_status(self) -> String {
        let t = self.lang.get().t();
        if let Some(s) = self.remote.get() {
            return fill(t.waiting_for_link, &[&self.name(s)]);
        }
        match self.table.with(|tb| tb.game.state().turn()) {
            Turn::Seat(s) if self.watch.is_some() => fill(t.to_play, &[&self.name(s)]),
            Turn::Seat(s) if self.kinds.with_value(|k| k.get(s) == Some(&SeatKind::Human)) => {
                fill(t.your_turn, &[&self.name(s)])
            }
            Turn::Seat(s) => fill(t.thinking, &[&self.name(s)]),
            _ => String::new(),
        }
    }

    /// The others' last action, read out with the status when a person is to move
    /// (for screen readers, and for the next person at a shared device).
    pub fn last_by_others(self) -> Option<String> {
        if self.watch.is_some() {
            return None;
        }
        let mover = self.table.with(|tb| tb.human_to_move())?;
        self.history.with(|h| {
            let i = h.movers.iter().rposition(|&m| m != super::CHANCE)?;
            (h.movers.get(i) != Some(&mover)).then(|| h.line_of(i).map(|l| l.line.clone())).flatten()
        })
    }

    /// "X wins" (or the shared win), from the rules' outcome.
    pub fn who_won(self) -> String {
        let t = self.lang.get().t();
        let winners: Vec<String> = self
            .table
            .with(|tb| tb.game.state().outcome())
            .map(|o| o.winners.into_iter().map(|s| self.name(s)).collect())
            .unwrap_or_default();
        match winners.as_slice() {
            [one] => fill(t.winner_is, &[one]),
            _ => fill(t.winners_are, &[&winners.join(", ")]),
        }
    }

    /// "Game over — " and `rest` joined by dashes.
    pub fn game_over(self, rest: &[&str]) -> String {
        let mut s = self.lang.get().t().game_over.to_string();
        for r in rest.iter().filter(|r| !r.is_empty()) {
            s.push_str(" — ");
            s.push_str(r);
        }
        s
    }

    /// Whether the game is over.
    pub fn over(self) -> bool {
        self.table.with(|tb| tb.game.state().turn() == Turn::Over)
    }

    /// Makes a share link to the game as the viewer sees it, for `done`.
    pub fn share(self, done: Callback<Option<String>>) {
        let problem = self.problem;
        self.table.with_untracked(|tb| {
            super::saved::share_link(
                &tb.saved,
                link::to_bytes(tb.game.record()),
                self.viewer.get_untracked(),
                move |e| problem.set(Some(e)),
                move |l| done.run(l),
            )
        });
    }

    /// A new game with the same setup, opened at once.
    pub fn again(self) {
        match self.table.with_untracked(Table::again) {
            Ok(id) => crate::web::go(&crate::route::Route::Play(id)),
            Err(e) => self.problem.set(Some(e)),
        }
    }
}
