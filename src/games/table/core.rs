//! The half of the midend that is the same for every game: who sits where and whose
//! eyes the table is for, Undo's place, the pass-the-device cover, the computers'
//! questions (`computers.rs`) and the status in words (`status.rs`). It knows the
//! game only through [`Facts`], which one small generic memo (`Play::new`) keeps, so
//! its code is in the wasm once rather than once per game (`docs/BENCHMARKS.md`,
//! "First load").

use leptos::prelude::*;
use tabula_bots::ask::Answer;
use tabula_rules::daily::Day;
use tabula_rules::{GameId, Seat, Turn};

use super::lesson::Coach;
use super::saved::last_human_action;
use super::watch::Watch;
use super::{undo_point, History, CHANCE};
use crate::error::AppError;
use crate::i18n::Lang;
use crate::reactive::memo;
use crate::storage::{Pace, SeatKind};

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
    /// A game by link waits for its handshake (`Table::handshake`).
    pub handshake: bool,
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
}
