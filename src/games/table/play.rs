//! The midend every table shares: the save being played, the person's choice so far,
//! whose eyes the table is for, the legal actions, the log and Undo; what it does by
//! itself is in `effects.rs`. A game's components read these signals and send their
//! input here.

use leptos::prelude::*;
use tabula_rules::link;

use super::core::{Core, Facts, Ghost, Seating};
use super::{daily, lesson};
use super::{Step, Table, TableGame};
use crate::ctx::use_ctx;
use crate::error::AppError;
use crate::kit::{motion, press};
use crate::reactive::memo;
use crate::storage;

/// A table being played: the shared half ([`Core`], which `Play` derefs to) and
/// what is the game's own. Copy: every closure of the table holds one.
pub struct Play<G: TableGame> {
    /// Everything that is the same for every game.
    pub core: Core,
    /// The save and its match.
    pub table: RwSignal<Table<G>>,
    /// What the person to move has chosen so far.
    pub choice: RwSignal<G::Choice>,
    /// The legal actions of the person to move; empty otherwise or behind the cover.
    /// While the board shows an action without playing it (`hint.rs`), that action
    /// alone, so the board lights it as it lights any move.
    pub legal: Memo<Vec<G::Action>>,
    /// The action shown without being played, and the record's length it is for.
    pub shown: RwSignal<Option<(usize, G::Action)>>,
}

impl<G: TableGame> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: TableGame> Copy for Play<G> {}

impl<G: TableGame> std::ops::Deref for Play<G> {
    type Target = Core;
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl<G: TableGame> Play<G> {
    /// Starts playing a save: builds the signals and the computers' turns.
    pub fn new(table: Table<G>) -> Self {
        let lang = use_ctx().lang;
        let names = StoredValue::new(table.saved.names.clone());
        let seating = Seating {
            game: G::ID,
            hidden: G::INFO.hidden,
            names: table.saved.names.clone(),
            kinds: table.saved.kinds.clone(),
            strict: table.saved.settings.strict,
            unsaved: storage::unsaved(&table.saved.id),
            lesson: lesson::game_of(&table.saved.id).is_some(),
            daily: daily::of(&table.saved.id).map(|(_, day, counted)| (day, counted)),
            watch: None,
            hints: storage::hints::used(&table.saved.id),
        };
        let (table, watch) = Self::watched(table);
        // A turn left half built (a reload) resumes where it was, if nothing was
        // played since.
        let resumed = table.with_untracked(|tb| {
            let len = tb.game.record().actions.len();
            storage::draft(&tb.saved.id)
                .filter(|(n, _)| *n == len && watch.is_none())
                .and_then(|(_, bytes)| G::resume_choice(&bytes))
        });
        let facts = memo(move || {
            table.with(|tb| {
                let st = tb.game.state();
                let (winners, scores) = st.outcome().map(|o| (o.winners, o.scores)).unwrap_or_default();
                Facts {
                    turn: st.turn(),
                    len: tb.game.record().actions.len(),
                    human_to_move: tb.human_to_move(),
                    remote_turn: tb.remote_turn(),
                    unsent: tb.can_take_back_link(),
                    deal_wait: tb.deal_wait() || tb.handshake(),
                    handshake: tb.handshake(),
                    updated: tb.saved.updated.to_bits(),
                    winners,
                    scores,
                }
            })
        });
        // Watched, the log is the whole game's, whatever position the board shows.
        let history = memo(move || {
            let l = lang.get();
            table.with(|tb| {
                let whole = watch.and_then(|_| Self::whole(tb).ok());
                names.with_value(|n| G::history(whole.as_ref().unwrap_or(&tb.game), n, l))
            })
        });
        let core = Core::new(facts, history, Seating { watch, ..seating }, lang);
        let shown = RwSignal::new(None::<(usize, G::Action)>);
        let legal = memo(move || {
            let len = core.facts.with(|f| f.len);
            if let Some(a) = shown.with(|s| s.as_ref().filter(|(n, _)| *n == len).map(|(_, a)| a.clone())) {
                return vec![a];
            }
            // Learning from a mistake, the reviewed seat moves at the mistake's position.
            let open = core.learn_open(len).unwrap_or_else(|| {
                !core.needs_pass.get() && watch.is_none() && core.facts.with(|f| f.human_to_move.is_some())
            });
            let legal = if open { table.with(|tb| tb.game.state().legal_actions()) } else { Vec::new() };
            match core.coach {
                Some(c) => c.with(|c| lesson::lit(c.as_ref(), core.facts.with(|f| f.len), legal)),
                None => legal,
            }
        });
        let play = Play { core, table, choice: RwSignal::new(resumed.unwrap_or_default()), legal, shown };
        if let Some(review) = watch.and_then(|w| w.review) {
            play.show_better(review);
        }
        if watch.is_none() {
            play.coached();
            play.core.computers(
                Callback::new(move |()| table.with_untracked(|tb| link::to_bytes(tb.game.record()))),
                Callback::new(move |bytes: Vec<u8>| match tabula_bots::ask::action_of::<G>(&bytes) {
                    Ok(a) => play.commit(a, true),
                    Err(why) => play.problem.set(Some(AppError::Computer(why))),
                }),
            );
            play.follow_other_tabs();
            play.hand_over();
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

    /// Plays an action and saves; the choice starts afresh. With `glide` (a computer's
    /// move) the pieces glide from where they were; a person's own press draws its
    /// result at once: they chose it and watched it, and the measures and motions
    /// would fall in the press's own frame (issue 48, docs/BENCHMARKS.md session 40).
    pub fn commit(self, action: G::Action, glide: bool) {
        press::flush();
        let mut err = None;
        let before = glide.then(motion::before).flatten();
        self.table.update(|tb| err = tb.play(action).err());
        // A move that does not glide needs no renamed pieces either.
        if let Some(before) = before {
            motion::after(before, self.table.with_untracked(|tb| G::renamed(&tb.game)));
        }
        self.unshow();
        self.choice.set(G::Choice::default());
        self.saved(err);
    }

    /// A click, tap or key on the board, as the game reads it. A button or square
    /// pressed is marked in the press's own frame and played in the next
    /// (`kit::press`): at a quarter of this CPU a move takes 40-100 ms to draw, and
    /// the person saw nothing of their press meanwhile.
    pub fn input(self, input: G::Input) {
        press::after_frame(Box::new(move || self.play_input(input)));
    }

    fn play_input(self, input: G::Input) {
        // A press waiting for its frame outlives a table closed meanwhile.
        if self.table.is_disposed() {
            return;
        }
        if self.still() || self.needs_pass.get_untracked() || self.hold.get_value().is_some_and(|h| h.get_untracked()) {
            return;
        }
        // A hint shown is the person's move half made: the next press goes on from
        // it, among every legal move again.
        self.unshow();
        let step = self.legal.with_untracked(|legal| {
            self.choice
                .with_untracked(|c| self.table.with_untracked(|tb| G::interpret(tb.game.state(), legal, c, input)))
        });
        match step {
            Step::Continue(c) => self.choice.set(c),
            Step::Submit(a) => match self.learning() {
                Some(review) => self.try_move(review, a),
                None => self.commit(a, false),
            },
            Step::Ignore => {}
        }
    }

    /// Whether the person has chosen something this turn that Undo lets go.
    pub fn choosing(self) -> bool {
        self.choice.with(|c| G::unchoose(c).is_some())
    }

    /// Undo: first a choice in progress, then back to the last decision of a person.
    pub fn undo(self) {
        press::flush();
        // A hint shown is only advice: Undo lets it go, and nothing else. Its move
        // alone is lit meanwhile, so without this a hint asked before any move of the
        // turn left the person that move or nothing.
        if self.hinted() {
            self.unshow();
            self.choice.set(G::Choice::default());
            return;
        }
        self.unshow();
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
        !self.needs_pass.get() && (self.choosing() || self.hinted() || self.undo_to.get().is_some())
    }

    /// Whether a hint is shown on the board.
    fn hinted(self) -> bool {
        self.ghost.with(|g| *g == Some(Ghost::Hint))
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
