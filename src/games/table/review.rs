//! The computer's review of a finished game (issue 25), shown on the replay's table:
//! the worker judges one seat's decisions a part at a time (`Ask::Review`), the page
//! shows the progress and can stop between parts, and the whole review is kept beside
//! the save (`storage::review`), so that it opens again without asking. Only the
//! words of the better moves are generic over a game.

use leptos::prelude::*;
use tabula_bots::ask::{self, Answer, Ask, Judged};
use tabula_rules::{GameId, Turn};

use super::{History, LogEntry, Table, TableGame};
use crate::i18n::{fill, Lang};
use crate::storage::{self, Saved, SeatKind};
use crate::thinker;

/// The review's seed: the same game is reviewed the same on every device.
const SEED: u64 = 25;
/// How long one part of the review may take in the worker: the progress moves and
/// Cancel is heard at least this often.
const PART_MS: u32 = 300;
/// How long the page may spend a task on the better moves' words: each replays the
/// game and tells its log (a POW game's 70 decisions took 31 ms of CPU in one task).
const WORDS_MS: f64 = 8.0;

/// Where the review stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// The worker is judging: `done` of `total` decisions judged (`total` 0 before
    /// the first answer).
    Running { done: u32, total: u32 },
    /// Stopped by the player; goes on from action `next`.
    Stopped { next: u32, done: u32, total: u32 },
    /// The worker could not go on, and why.
    Failed(String),
    /// The game is not over: nothing to review.
    Unfinished,
    /// Every decision judged.
    Done,
}

/// A review on a table. Copy: the panel and the list share it.
#[derive(Clone, Copy)]
pub struct Review {
    /// The seat whose decisions are judged: the first person seated here, or the seat
    /// chosen.
    pub seat: RwSignal<usize>,
    /// Where the review stands, and the decisions judged so far, in order.
    pub state: RwSignal<(Phase, Vec<Judged>)>,
    /// "Learn from your mistakes", while the player is at it (`learn.rs`).
    pub learn: RwSignal<Option<Learn>>,
    asked: StoredValue<Asked>,
}

/// Where "Learn from your mistakes" stands: the mistake shown and what the player
/// made of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Learn {
    /// The mistake's place among the decisions judged.
    pub i: usize,
    pub tried: Tried,
}

/// What the player made of the mistake shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Tried {
    /// Nothing yet.
    Not,
    /// A move that is not the better one, in the log's words.
    Wrong(String),
    /// The better move.
    Found,
    /// The answer was asked for.
    Shown,
}

impl Tried {
    /// Whether the board shows the better move.
    pub fn shows(&self) -> bool {
        matches!(self, Tried::Found | Tried::Shown)
    }
}

/// What the worker is asked about, and the question it is answering.
struct Asked {
    game: GameId,
    id: String,
    record: Vec<u8>,
    actions: u32,
    said: Said,
    /// The decisions' words worked out so far: language, action index, words.
    words: Vec<(Lang, u32, Option<Words>)>,
    asking: Option<u32>,
    /// The page's language, the one the words are worked out in before the review
    /// shows as done.
    lang: RwSignal<Lang>,
    /// Bumped when the judged decisions change: a wording of the old ones stops.
    wording: u32,
}

/// A decision in words: the move made's own, and the better move's where it differs.
type Words = (String, Option<String>);

/// A decision in words ([`decision_words`]), the game's own.
type Said = Box<dyn Fn(&Judged, Lang) -> Option<Words> + Send + Sync>;

impl Review {
    /// The review of a watched table's game (its save holds the whole record), kept or
    /// started. Only the decisions' words are the game's own.
    pub(super) fn new<G: TableGame>(table: &Table<G>) -> Review {
        let (over, actions) = (table.game.state().turn() == Turn::Over, table.game.record().actions.len() as u32);
        let (names, record) = (table.saved.names.clone(), table.saved.record.clone());
        let said: Said = Box::new(move |j, lang| {
            let (made, best) = (ask::action_of::<G>(&j.action).ok()?, ask::action_of::<G>(&j.best).ok()?);
            decision_words::<G>(&record, &names, lang, j.index as usize, made, best)
        });
        Review::open(&table.saved, (G::ID, over, actions), said, crate::ctx::use_ctx().lang)
    }

    /// [`Review::new`]'s part that is the same for every game.
    #[inline(never)]
    fn open(saved: &Saved, (game, over, actions): (GameId, bool, u32), said: Said, lang: RwSignal<Lang>) -> Review {
        let seat = saved.kinds.iter().position(|k| *k == SeatKind::Human).unwrap_or(0);
        let kept = storage::review::load(&saved.id, seat as u32, actions);
        let phase = match (&kept, over) {
            (_, false) => Phase::Unfinished,
            (Some(js), true) => Phase::Running { done: js.len() as u32, total: js.len() as u32 },
            (None, true) => Phase::Running { done: 0, total: 0 },
        };
        let running = kept.is_none() && over;
        let asked = Asked {
            game,
            id: saved.id.clone(),
            record: saved.record.clone(),
            actions,
            said,
            words: Vec::new(),
            asking: None,
            lang,
            wording: 0,
        };
        let r = Review {
            seat: RwSignal::new(seat),
            state: RwSignal::new((phase, kept.unwrap_or_default())),
            learn: RwSignal::new(None),
            asked: StoredValue::new(asked),
        };
        if running {
            r.ask_from(0);
        } else if over {
            r.done_when_worded();
        }
        // Leaving the page stops the worker's part in progress.
        on_cleanup(move || r.stop());
        r
    }

    /// The judgement of `j` in words: the verdict, the chance, the better move.
    pub fn judgement(self, lang: Lang, j: &Judged) -> String {
        let t = lang.t();
        let pct = |c: f32| ((c * 100.0).round() as i32).to_string();
        let mut out = format!("{} · {}", t.verdicts[j.verdict as usize], fill(t.review_chance, &[&pct(j.win_chance)]));
        if let Some(better) = self.better(lang, j) {
            out = format!("{out} · {}", fill(t.review_better, &[&better, &pct(j.best_win_chance)]));
        }
        out
    }

    /// The better move of `j` in words, where it differs from the move made.
    pub fn better(self, lang: Lang, j: &Judged) -> Option<String> {
        // The same bytes are the same move: nothing to replay.
        (j.best != j.action).then(|| self.words(lang, j)?.1).flatten()
    }

    /// The move made at `j` in its own words (in POW, not the turn's line it folds into).
    pub fn made(self, lang: Lang, j: &Judged) -> Option<String> {
        self.words(lang, j).map(|w| w.0)
    }

    /// The words of `j`, worked out once a language (it replays the game).
    fn words(self, lang: Lang, j: &Judged) -> Option<Words> {
        let words = |a: &mut Asked| {
            if let Some((_, _, w)) = a.words.iter().find(|(l, i, _)| *l == lang && *i == j.index) {
                return w.clone();
            }
            let w = (a.said)(j, lang);
            a.words.push((lang, j.index, w.clone()));
            w
        };
        self.asked.try_update_value(words).flatten()
    }

    /// The log with each judged decision's judgement after the line that tells it,
    /// once every decision is judged.
    pub fn annotate(self, h: &History, lang: Lang) -> Vec<LogEntry> {
        let mut lines = h.lines.clone();
        self.state.with(|(p, js)| {
            for j in js.iter().filter(|_| *p == Phase::Done) {
                let at = h.at.get(j.index as usize).copied().unwrap_or(j.index as usize);
                if let Some(l) = lines.get_mut(at) {
                    l.line = format!("{} — {}", l.line, self.judgement(lang, j));
                }
            }
        });
        lines
    }

    /// The log of a reviewed game: annotated; while learning from a mistake, only the
    /// lines before the one that tells it (the rest would tell what came after).
    pub fn log(self, h: &History, lang: Lang) -> Vec<LogEntry> {
        match self.learned() {
            Some(j) => {
                let line = h.at.get(j.index as usize).copied().unwrap_or(j.index as usize);
                h.lines.iter().take(line).cloned().collect()
            }
            None => self.annotate(h, lang),
        }
    }

    /// Asks the worker for the part of the review from action `from` on.
    fn ask_from(self, from: u32) {
        let (game, record) = self.asked.with_value(|a| (a.game, a.record.clone()));
        let seat = Some(self.seat.get_untracked() as u32);
        let samples = samples(game);
        let question =
            move |id| Ask::Review { id, game, record, seat, from, seed: SEED, iterations: 0, samples, millis: PART_MS };
        // Asking (id 0 until `ask` returns): a worker that cannot start answers at once.
        self.asked.update_value(|a| a.asking = Some(0));
        let id = thinker::ask(question, move |answer| self.answered(answer));
        self.asked.update_value(|a| {
            if a.asking == Some(0) {
                a.asking = Some(id);
            }
        });
    }

    fn answered(self, answer: Result<Answer, String>) {
        // Gone with its page, or stopped: the answer is nobody's.
        if self.asked.try_update_value(|a| a.asking.take()).flatten().is_none() {
            return;
        }
        let phase = match answer {
            Ok(Answer::Reviewed { judged, next, done, total, .. }) => {
                self.state.update(|(_, js)| js.extend(judged));
                match next {
                    Some(next) => {
                        self.ask_from(next);
                        Phase::Running { done, total }
                    }
                    None => {
                        self.keep();
                        self.done_when_worded();
                        Phase::Running { done, total }
                    }
                }
            }
            Ok(Answer::Failed { why, .. }) | Err(why) => Phase::Failed(why),
            Ok(_) => Phase::Failed(String::new()),
        };
        self.state.update(|(p, _)| *p = phase);
    }

    /// Shows the review as done once the better moves' words are worked out, a few
    /// in each task from the next on, so that the log that tells them all is drawn
    /// in one short task.
    fn done_when_worded(self) {
        let Some(wording) = self.asked.try_with_value(|a| a.wording) else { return };
        set_timeout(move || self.word_part(wording, crate::web::now_ms()), std::time::Duration::ZERO);
    }

    fn word_part(self, wording: u32, start: f64) {
        let Some((lang, now)) = self.asked.try_with_value(|a| (a.lang.get_untracked(), a.wording == wording)) else {
            return;
        };
        let Some(js) = self.state.try_with_untracked(|(_, js)| js.clone()).filter(|_| now) else { return };
        for j in js.iter().filter(|j| j.best != j.action) {
            if crate::web::now_ms() - start > WORDS_MS {
                return set_timeout(move || self.word_part(wording, crate::web::now_ms()), std::time::Duration::ZERO);
            }
            self.words(lang, j);
        }
        self.state.try_update(|(p, _)| *p = Phase::Done);
    }

    /// Drops the part in progress, if any (its worker stopped), and the wording.
    fn stop(self) {
        self.asked.try_update_value(|a| a.wording += 1);
        if let Some(id) = self.asked.try_update_value(|a| a.asking.take()).flatten() {
            thinker::cancel(id);
        }
    }

    /// Stops between parts, or goes on after a stop.
    pub fn cancel_or_resume(self) {
        let (phase, next) = self.state.with_untracked(|(p, js)| (p.clone(), js.last().map_or(0, |j| j.index + 1)));
        match phase {
            Phase::Running { done, total } => {
                self.stop();
                self.state.update(|(p, _)| *p = Phase::Stopped { next, done, total });
            }
            Phase::Stopped { next, done, total } => {
                self.state.update(|(p, _)| *p = Phase::Running { done, total });
                self.ask_from(next);
            }
            _ => {}
        }
    }

    /// Reviews `seat` instead: its review kept, or asked for from the start.
    pub fn choose(self, seat: usize) {
        if seat == self.seat.get_untracked() || self.state.with_untracked(|(p, _)| *p == Phase::Unfinished) {
            return;
        }
        self.stop();
        self.learn.set(None);
        self.seat.set(seat);
        let (id, actions) = self.asked.with_value(|a| (a.id.clone(), a.actions));
        match storage::review::load(&id, seat as u32, actions) {
            Some(judged) => {
                let n = judged.len() as u32;
                self.state.set((Phase::Running { done: n, total: n }, judged));
                self.done_when_worded();
            }
            None => {
                self.state.set((Phase::Running { done: 0, total: 0 }, Vec::new()));
                self.ask_from(0);
            }
        }
    }

    /// Keeps the whole review beside the save.
    fn keep(self) {
        let (id, actions) = self.asked.with_value(|a| (a.id.clone(), a.actions));
        let judged = self.state.with_untracked(|(_, js)| js.clone());
        storage::review::keep(&id, &storage::review::Kept { seat: self.seat.get_untracked() as u32, actions, judged });
    }
}

/// Samples a move is played out in: POW's decisions are many and each playout long
/// (docs/BENCHMARKS.md, "Review"), so it takes fewer to stay near 20 s a game.
fn samples(game: GameId) -> u32 {
    match game {
        GameId::Pow => 8,
        _ => tabula_bots::review::SAMPLES as u32,
    }
}

/// The decision at action `index` of `record` in words: the move made in the log's
/// words, and where `best` differs from it, the better move: what a player would do
/// otherwise (the game's [`TableGame::changes`]: a card laid elsewhere, turned,
/// another card moved), then its own words in the log. The log's words alone may be
/// the same for both ("You played the blue hollow square").
pub fn decision_words<G: TableGame>(
    record: &[u8],
    names: &[String],
    lang: Lang,
    index: usize,
    made: G::Action,
    best: G::Action,
) -> Option<Words> {
    // Replayed from the save's bytes rather than cloned: no game's `Clone` in the page.
    let mut m = tabula_rules::link::from_bytes::<G>(record).ok()?;
    m.truncate(index).ok()?;
    let changes = G::changes(m.state(), &made, &best, lang);
    let mut said = |a: G::Action| {
        m.truncate(index).ok()?;
        m.apply(a).ok()?;
        G::history(&m, names, lang).line_of(index).map(|l| l.line.clone())
    };
    let line = said(made.clone())?;
    if best == made {
        return Some((line, None));
    }
    let own = said(best)?;
    let better = match changes.as_slice() {
        [] => own,
        _ => fill(lang.t().review_changed, &[&changes.join(", "), &own]),
    };
    Some((line, Some(better)))
}

/// Action `index` of `record` told as the log tells it, had `action` been played
/// there instead.
pub fn words_of<G: TableGame>(
    record: &[u8],
    names: &[String],
    lang: Lang,
    index: usize,
    action: G::Action,
) -> Option<String> {
    // Replayed from the save's bytes rather than cloned: no game's `Clone` in the page.
    let mut m = tabula_rules::link::from_bytes::<G>(record).ok()?;
    m.truncate(index).ok()?;
    m.apply(action).ok()?;
    G::history(&m, names, lang).line_of(index).map(|l| l.line.clone())
}
