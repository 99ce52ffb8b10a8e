//! A computer's decision asked for and answered as bytes, so that the app's page can
//! hand it to a Web Worker (which carries the rules and the bots, and no page code)
//! and read the action back. Both ends live here so they cannot drift apart; the
//! worker only moves bytes, and everything it does is tested natively.
//!
//! A message is [`VERSION`] then the postcard form of an [`Ask`] or an [`Answer`]. A
//! page and a worker from different builds refuse each other's messages by that byte,
//! with a message saying so, instead of misreading them.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tabula_rules::by_link::{arrival, Arrival};
use tabula_rules::fair::DeckSecret;
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{fair, link, with_game, Game, GameId, Match, Turn};

use crate::review::{review_from, Settings, Verdict};
use crate::{choose_in, Budget, Level};

/// The shape of [`Ask`] and [`Answer`]; bumped whenever either changes.
pub const VERSION: u8 = 8;

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ask {
    /// The action of a computer at `level` for `seat`, after `record` (in
    /// `tabula_rules::link::to_bytes` form). Hard searches as much as the level does
    /// in the arena (`Budget::Capped`), stopping early at `millis`.
    Think {
        /// Echoed in the answer, so the page can tell a stale answer.
        id: u32,
        /// Which game the record is of.
        game: GameId,
        /// The game so far.
        record: Vec<u8>,
        /// The seat to play.
        seat: u32,
        /// How strong.
        level: Level,
        /// Time allowed (only Hard searches).
        millis: u32,
        /// The game is its game's lesson (`tabula_rules::lesson`): while it follows
        /// the script, the computer plays the scripted reply.
        lesson: bool,
        /// The game is a day's deal (`tabula_rules::daily`): the computer plays
        /// `crate::daily_reply`, Hard's full search and no clock, so the same moves
        /// meet the same replies on every device.
        daily: bool,
    },
    /// The payload of a share link to `record` as `seat` sees it (`None`: a
    /// spectator): everything the seat has not seen dealt anew from `fresh_seed`
    /// (`Game::redact`; a finished game as it is). Asked of the worker because the
    /// page's first load need not carry every game's redaction.
    Share {
        /// Echoed in the answer.
        id: u32,
        /// Which game the record is of.
        game: GameId,
        /// The game so far (`tabula_rules::link::to_bytes` form).
        record: Vec<u8>,
        /// Whose eyes.
        seat: Option<u32>,
        /// Deals what the seat has not seen.
        fresh_seed: u64,
    },
    /// A record arrived by link (`theirs`, a link payload) for a game this device
    /// may have (`ours`, in `to_bytes` form): how it stands to ours, and when it is
    /// new or newer, the record to keep, with everything no seat has seen dealt anew
    /// from `fresh_seed` (`Game::redeal_unseen`), so the next draws are this device's.
    Arrive {
        /// Echoed in the answer.
        id: u32,
        /// Which game both records must be of.
        game: GameId,
        /// This device's record of the game, if any.
        ours: Option<Vec<u8>>,
        /// The link's payload.
        theirs: String,
        /// Deals what nobody has seen.
        fresh_seed: u64,
    },
    /// The "learn to play" lesson of `game` (`tabula_rules::lesson`): its deal.
    /// Lessons live in the worker so that the page's first load carries none.
    Lesson {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
    },
    /// Where `record`, a game of its game's lesson, stands (`Lesson::coach`): the
    /// move the learner may make and what the table says.
    Coach {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The game so far (`tabula_rules::link::to_bytes` form).
        record: Vec<u8>,
        /// French (else English).
        fr: bool,
    },
    /// The rules in short and the house readings of `game`
    /// (`tabula_rules::summary`), in one language.
    Rules {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// French (else English).
        fr: bool,
    },
    /// The rules' speed in this build: seeded 2-player Shape Up! games of random
    /// legal turns (as `tabula bench`), shuffles of 18 cards (the same-run
    /// baseline), and plain UCT (as `tabula bench --mcts`). In the worker, so that
    /// none of it is in the page's first load.
    Bench {
        /// Echoed in the answer.
        id: u32,
        /// Random games to play (seeds 0, 1, ...).
        random: u32,
        /// Shuffles to make.
        shuffles: u32,
        /// Whole games to play, every move searched.
        games: u32,
        /// Iterations per move.
        iterations: u32,
        /// The first game's seed.
        seed: u64,
    },
    /// Fair play by link (`tabula_rules::fair`): a link of format `2.` (`theirs`)
    /// arrived for a game this device may hold (`ours`, `fair::to_bytes` form).
    /// Answered by [`Answer::FairArrived`] once every handover, roll and move in it
    /// checks; a link of the old format is refused saying the game started before.
    FairArrive {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// This device's copy of the game by link, if any.
        ours: Option<Vec<u8>>,
        /// The link's payload.
        theirs: String,
        /// This device's deck secrets (`fair::DeckSecret`; for a new game, the seat
        /// the link is for): their decks are dealt as they are.
        own: Vec<DeckSecret>,
        /// This device's chains (`ByLink::secrets`: per seat played here, its top):
        /// the stretch of a seat played here is dealt as it truly is.
        #[serde(default)]
        tops: Vec<(u8, [u8; 32])>,
    },
    /// The link this device sends now, from `from` to `to`, after playing on to
    /// `played` (`link::to_bytes` of the record it played, which must extend `fair`'s
    /// moves): it reveals `pending` and commits to `fresh` (32 bytes of `getrandom`).
    FairSend {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The device's copy of the game by link (`fair::to_bytes`).
        fair: Vec<u8>,
        /// The record as played on this device.
        played: Vec<u8>,
        /// The seat this device sends from (the seat the last link was for).
        from: u32,
        /// The seat the link is for.
        to: u32,
        /// The secret this seat committed to in its previous link, if it sent one.
        pending: Option<[u8; 32]>,
        /// A fresh secret.
        fresh: [u8; 32],
        /// This device's deck secrets: committed to as their seats move, revealed at
        /// the end.
        own: Vec<DeckSecret>,
        /// Only reveal this device's decks: the game is over and its end came from
        /// `to`'s device (no handover, `fresh` unused).
        reveal: bool,
    },
    /// Part of the review of a finished game (`crate::review`): the decisions of
    /// `seat` (every seat's if `None`) from action index `from` on, judged one after
    /// another until `millis` have passed (at least one). Answered by
    /// [`Answer::Reviewed`]; the page asks again from its `next` until there is none,
    /// showing `done` of `total` as progress, and cancels by not asking again. The
    /// verdicts do not depend on how the review is cut into parts, nor on the clock:
    /// the same seed and budget give the same review.
    Review {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The finished game (`tabula_rules::link::to_bytes` form).
        record: Vec<u8>,
        /// Only this seat's decisions.
        seat: Option<u32>,
        /// The first action index to judge from.
        from: u32,
        /// The review's seed.
        seed: u64,
        /// The Hard level's search iterations for the best move (0: its own).
        iterations: u32,
        /// Samples each move is played out in (`review::SAMPLES` is the default).
        samples: u32,
        /// Time for this part.
        millis: u32,
    },
    /// The deal of `game` on `date` (`YYYY-MM-DD`, UTC), before the first move
    /// (`tabula_rules::daily`). In the worker, so that the page carries no SHA-256.
    Daily {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The day, as written in the route.
        date: String,
    },
    /// The end check of a game by link: every roll and draw.
    FairCheck {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The game by link (`fair::to_bytes`).
        fair: Vec<u8>,
        /// This device's deck secrets.
        own: Vec<DeckSecret>,
    },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// The worker has started and listens.
    Ready,
    /// The action chosen (postcard form of the game's action), or `None` when the
    /// seat was not to move.
    Action {
        /// The id asked with.
        id: u32,
        /// The action's bytes.
        action: Option<Vec<u8>>,
    },
    /// The question could not be answered, and why.
    Failed {
        /// The id asked with (0 when the message could not be read at all).
        id: u32,
        /// In words.
        why: String,
    },
    /// The payload of a [`Ask::Share`] link (`tabula_rules::link::encode`).
    Link {
        /// The id asked with.
        id: u32,
        /// The part of the link after `#/link/GAME/SEATS/NAMES/`.
        payload: String,
    },
    /// The answer to [`Ask::Arrive`].
    Arrived {
        /// The id asked with.
        id: u32,
        /// How the link's record stands to the device's.
        how: Arrival,
        /// The record to keep (`to_bytes` form) when `how` is new or newer; else empty.
        record: Vec<u8>,
        /// Its actions, for the saved-games list.
        actions: u32,
        /// Whether its game is over.
        over: bool,
    },
    /// The answer to [`Ask::Lesson`].
    Lesson {
        /// The id asked with.
        id: u32,
        /// The lesson's game before its first step (`to_bytes` form).
        record: Vec<u8>,
    },
    /// The answer to [`Ask::Daily`].
    Daily {
        /// The id asked with.
        id: u32,
        /// The deal (`to_bytes` form).
        record: Vec<u8>,
    },
    /// The answer to [`Ask::Coach`].
    Coach {
        /// The id asked with.
        id: u32,
        /// While the learner is to play a scripted step: its place in the state's
        /// `legal_actions()` (the only move the table lights). `None`: free play, or
        /// not the learner's turn.
        pick: Option<u32>,
        /// What the table says (empty: nothing).
        say: String,
    },
    /// The answer to [`Ask::Rules`].
    Rules {
        /// The id asked with.
        id: u32,
        /// The rules in short, a paragraph each.
        rules: Vec<String>,
        /// The house readings.
        readings: Vec<String>,
    },
    /// How long a [`Ask::Bench`] took.
    Bench {
        /// The id asked with.
        id: u32,
        /// Random games that finished.
        finished: u64,
        /// Milliseconds the random games took.
        random_millis: f64,
        /// Milliseconds the shuffles took.
        shuffles_millis: f64,
        /// The first card of the last shuffle (so that no shuffle is optimised away).
        shuffled: u8,
        /// Iterations run in all.
        iterations: u64,
        /// Milliseconds they took.
        millis: f64,
    },
    /// The answer to [`Ask::FairArrive`].
    FairArrived {
        /// The id asked with.
        id: u32,
        /// How the link's game stands to the device's.
        how: Arrival,
        /// The game by link to keep (`fair::to_bytes`) when new or newer; else empty.
        fair: Vec<u8>,
        /// The position to play on (`link::to_bytes`), dealt by the joint seed, when
        /// new or newer; else empty.
        record: Vec<u8>,
        /// Its actions.
        actions: u32,
        /// Whether its game is over.
        over: bool,
        /// Whether it is over and every roll and draw checked, every hidden deck
        /// known here.
        checked: bool,
        /// Where a forked link parts from the device's game: (the moves both share,
        /// the seat that played on differently, whether two devices answered for
        /// that seat). `fair` and `record` are then the link's version, to take up.
        #[serde(default)]
        parting: Option<(u32, u8, bool)>,
    },
    /// The answer to [`Ask::FairSend`].
    FairLink {
        /// The id asked with.
        id: u32,
        /// The link's payload (`fair::encode`).
        payload: String,
        /// The game by link to keep now (`fair::to_bytes`).
        fair: Vec<u8>,
        /// The secret committed to, to keep in the device's save until its next link.
        pending: [u8; 32],
        /// The seat the link is for: the one asked, but where the devices deal the
        /// cards (`fair::dealing`), the device the deal needs next.
        to: u32,
        /// Whether the game is over and every roll and draw checked, every hidden
        /// deck known here.
        checked: bool,
    },
    /// The answer to [`Ask::Review`].
    Reviewed {
        /// The id asked with.
        id: u32,
        /// The decisions judged, in order.
        judged: Vec<Judged>,
        /// The action index to ask from next; `None` when the review is complete.
        next: Option<u32>,
        /// Decisions judged so far in the whole review (those before `next`).
        done: u32,
        /// Decisions the whole review judges.
        total: u32,
    },
    /// The answer to [`Ask::FairCheck`]: `None` when every roll and draw checks, else
    /// the first move (or link) that does not.
    FairChecked {
        /// The id asked with.
        id: u32,
        /// What does not check.
        problem: Option<String>,
    },
}

/// One decision of [`Answer::Reviewed`] (`review::Judgement` with the actions as
/// bytes).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    /// The decision's index in the record's actions.
    pub index: u32,
    /// The seat that decided.
    pub seat: u32,
    /// The move made (postcard form of the game's action).
    pub action: Vec<u8>,
    /// The seat's win chance after it.
    pub win_chance: f32,
    /// The best move found (postcard form).
    pub best: Vec<u8>,
    /// The seat's win chance after the best move.
    pub best_win_chance: f32,
    /// The verdict on the move made.
    pub verdict: Verdict,
}

/// A message as bytes: the version, then the postcard form.
pub fn encode<T: Serialize>(msg: &T) -> Vec<u8> {
    let mut out = vec![VERSION];
    // Plain data into a Vec does not fail; an empty body is refused on reading.
    out.extend(postcard::to_allocvec(msg).unwrap_or_default());
    out
}

/// Reads [`encode`]; the error says why in words.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    match bytes.split_first() {
        Some((&VERSION, body)) => postcard::from_bytes(body).map_err(|e| format!("unreadable message ({e})")),
        Some((v, _)) => Err(format!(
            "a message of version {v}, expected {VERSION}: the page and its worker come from different builds"
        )),
        None => Err("an empty message".to_string()),
    }
}

/// The most a message may ask for: whatever its bytes say, a question ends in
/// seconds and fits in memory (a search tree of a billion iterations would not).
const MAX_MILLIS: u32 = 10_000;
const MAX_BENCH_GAMES: u32 = 20;
const MAX_BENCH_RANDOM: u32 = 100_000;
const MAX_BENCH_SHUFFLES: u32 = 100_000_000;
const MAX_BENCH_ITERATIONS: u32 = 10_000;
const MAX_REVIEW_SAMPLES: u32 = 1_000;

/// The worker's whole job: the answer to the message `bytes`, timed by `clock`
/// (milliseconds from any origin). Never panics, whatever the bytes.
pub fn answer(bytes: &[u8], clock: &dyn Fn() -> f64) -> Vec<u8> {
    let reply = match decode::<Ask>(bytes) {
        Err(why) => Answer::Failed { id: 0, why },
        Ok(Ask::Think { id, game, record, seat, level, millis, lesson, daily }) => {
            let how = Thinking { level, millis: f64::from(millis.min(MAX_MILLIS)), lesson, daily };
            with_game!(game, G => think::<G>(&record, seat as usize, how, clock))
                .map_or_else(|why| Answer::Failed { id, why }, |action| Answer::Action { id, action })
        }
        Ok(Ask::Share { id, game, record, seat, fresh_seed }) => {
            with_game!(game, G => share_payload::<G>(&record, seat.map(|s| s as usize), fresh_seed))
                .map_or_else(|why| Answer::Failed { id, why }, |payload| Answer::Link { id, payload })
        }
        Ok(Ask::Arrive { id, game, ours, theirs, fresh_seed }) => {
            with_game!(game, G => arrive::<G>(ours.as_deref(), &theirs, fresh_seed)).map_or_else(
                |why| Answer::Failed { id, why },
                |(how, record, actions, over)| Answer::Arrived { id, how, record, actions, over },
            )
        }
        Ok(Ask::Lesson { id, game }) => {
            let l = tabula_rules::lesson::lesson(game);
            with_game!(game, G => tabula_rules::lesson::start::<G>(l).map(|m| link::to_bytes(m.record())))
                .map_or_else(|e| Answer::Failed { id, why: e.to_string() }, |record| Answer::Lesson { id, record })
        }
        Ok(Ask::Daily { id, game, date }) => {
            let deal = |day: tabula_rules::daily::Day| {
                let daily = tabula_rules::daily::Daily::new(game, day);
                with_game!(game, G => daily.start::<G>().map(|m| link::to_bytes(m.record())).map_err(|e| e.to_string()))
            };
            date.parse()
                .map_err(|e: tabula_rules::daily::DateError| e.to_string())
                .and_then(deal)
                .map_or_else(|why| Answer::Failed { id, why }, |record| Answer::Daily { id, record })
        }
        Ok(Ask::Coach { id, game, record, fr }) => with_game!(game, G => coach::<G>(&record, fr))
            .map_or_else(|why| Answer::Failed { id, why }, |(pick, say)| Answer::Coach { id, pick, say }),
        Ok(Ask::Rules { id, game, fr }) => {
            let s = tabula_rules::summary::summary(game);
            let say = |t: &[tabula_rules::registry::Text]| {
                t.iter().map(|t| if fr { t.fr } else { t.en }.to_string()).collect()
            };
            Answer::Rules { id, rules: say(s.rules), readings: say(s.readings) }
        }
        Ok(Ask::FairArrive { id, game, ours, theirs, own, tops }) => {
            let tops: Vec<fair::Pending> =
                tops.into_iter().map(|(seat, secret)| fair::Pending { seat, secret }).collect();
            with_game!(game, G => fair_arrive::<G>(ours.as_deref(), &theirs, &own, &tops)).map_or_else(
                |why| Answer::Failed { id, why },
                |(how, fair, record, actions, over, checked, parting)| Answer::FairArrived {
                    id,
                    how,
                    fair,
                    record,
                    actions,
                    over,
                    checked,
                    parting,
                },
            )
        }
        Ok(Ask::FairSend { id, game, fair, played, from, to, pending, fresh, own, reveal }) => {
            let sending = Sending { from: from as usize, to: to as usize, pending, fresh, reveal };
            with_game!(game, G => fair_send::<G>(&fair, &played, &sending, &own)).map_or_else(
                |why| Answer::Failed { id, why },
                |(payload, fair, pending, checked, to)| Answer::FairLink { id, payload, fair, pending, checked, to },
            )
        }
        Ok(Ask::FairCheck { id, game, fair, own }) => {
            let problem =
                with_game!(game, G => fair::from_bytes::<G>(&fair).and_then(|f| fair::end_check_with(&f, &own)));
            Answer::FairChecked { id, problem: problem.err().map(|e| e.to_string()) }
        }
        Ok(Ask::Review { id, game, record, seat, from, seed, iterations, samples, millis }) => {
            let iterations = iterations.min(MAX_BENCH_ITERATIONS) as usize;
            let search = if iterations == 0 { Budget::Default } else { Budget::Iterations(iterations) };
            let settings = Settings { search, samples: samples.clamp(1, MAX_REVIEW_SAMPLES) as usize };
            let end = clock() + f64::from(millis.min(MAX_MILLIS));
            let more = || clock() < end;
            with_game!(game, G => review_part::<G>(&record, seat.map(|s| s as usize), from as usize, &settings, seed, more))
                .map_or_else(
                    |why| Answer::Failed { id, why },
                    |(judged, next, done, total)| Answer::Reviewed { id, judged, next, done, total },
                )
        }
        Ok(Ask::Bench { id, random, shuffles, games, iterations, seed }) => {
            let start = clock();
            let finished = random_games(random.min(MAX_BENCH_RANDOM));
            let random_millis = clock() - start;
            let start = clock();
            let shuffled = shuffle(shuffles.min(MAX_BENCH_SHUFFLES));
            let shuffles_millis = clock() - start;
            let start = clock();
            let done = bench(games.min(MAX_BENCH_GAMES), iterations.min(MAX_BENCH_ITERATIONS) as usize, seed);
            Answer::Bench {
                id,
                finished,
                random_millis,
                shuffles_millis,
                shuffled,
                iterations: done,
                millis: clock() - start,
            }
        }
    };
    encode(&reply)
}

/// [`Ask::Review`]'s part of the review, the actions as bytes.
type ReviewPart = (Vec<Judged>, Option<u32>, u32, u32);

fn review_part<G: crate::BotGame>(
    record: &[u8],
    seat: Option<usize>,
    from: usize,
    settings: &Settings<'_>,
    seed: u64,
    more: impl FnMut() -> bool,
) -> Result<ReviewPart, String> {
    let m = link::from_bytes::<G>(record).map_err(|e| e.to_string())?;
    // Before the end, a seat's win chance would tell what it holds.
    if m.state().outcome().is_none() {
        return Err("only a finished game can be reviewed".to_string());
    }
    if seat.is_some_and(|s| s >= m.state().seat_count()) {
        return Err("no such seat".to_string());
    }
    let part = review_from(&m, seat, from, settings, seed, more).map_err(|e| e.to_string())?;
    let bytes = |a: &G::Action| postcard::to_allocvec(a).unwrap_or_default();
    let judged = part
        .judged
        .iter()
        .map(|j| Judged {
            index: j.index as u32,
            seat: j.seat as u32,
            action: bytes(&j.action),
            win_chance: j.win_chance as f32,
            best: bytes(&j.best),
            best_win_chance: j.best_win_chance as f32,
            verdict: j.verdict,
        })
        .collect();
    Ok((judged, part.next.map(|n| n as u32), part.done as u32, part.total as u32))
}

/// How [`Ask::Think`] asks the computer to decide.
struct Thinking {
    level: Level,
    millis: f64,
    lesson: bool,
    daily: bool,
}

/// The action of [`Ask::Think`], as bytes. The generator is seeded by the record, so
/// Easy and Medium choose the same again after a reload.
fn think<G: crate::BotGame>(
    record: &[u8],
    seat: usize,
    how: Thinking,
    clock: &dyn Fn() -> f64,
) -> Result<Option<Vec<u8>>, String> {
    let m = link::from_bytes::<G>(record).map_err(|e| e.to_string())?;
    let scripted = how.lesson.then(|| tabula_rules::lesson::lesson(G::ID).coach(&m).due).flatten();
    if let Some((_, action)) = scripted.filter(|(s, _)| *s == seat && m.state().turn() == Turn::Seat(seat)) {
        return Ok(Some(postcard::to_allocvec(&action).unwrap_or_default()));
    }
    let action = if how.daily {
        crate::daily_reply(&m, seat)
    } else {
        let mut rng = tabula_rules::daily::computer_rng(m.record().seed, m.record().actions.len());
        choose_in(&m, seat, how.level, Budget::Capped { clock, millis: how.millis }, &mut rng)
    };
    Ok(action.map(|a| postcard::to_allocvec(&a).unwrap_or_default()))
}

/// The share link's payload for the record `bytes` as `seat` sees it: the real
/// record once the game is over, else everything `seat` may not see dealt anew.
/// Never the real record of a game in progress: if redaction fails there is no link.
pub fn share_payload<G: Game>(bytes: &[u8], seat: Option<usize>, fresh_seed: u64) -> Result<String, String> {
    let m = link::from_bytes::<G>(bytes).map_err(|e| e.to_string())?;
    let record = G::redact(m.record(), seat, fresh_seed).map_err(|e| e.to_string())?;
    Ok(link::encode(&record))
}

/// [`Ask::Coach`]: the learner's scripted move as a place in the legal list, and
/// what the table says, in one language.
fn coach<G: Game>(record: &[u8], fr: bool) -> Result<(Option<u32>, String), String> {
    let m = link::from_bytes::<G>(record).map_err(|e| e.to_string())?;
    let c = tabula_rules::lesson::lesson(G::ID).coach(&m);
    let learner = Turn::Seat(tabula_rules::lesson::LEARNER);
    let pick = c.due.filter(|(s, _)| m.state().turn() == learner && Turn::Seat(*s) == learner);
    let pick = pick.and_then(|(_, a)| m.state().legal_actions().iter().position(|l| *l == a)).map(|i| i as u32);
    let say: Vec<&str> = c.says.iter().map(|t| if fr { t.fr } else { t.en }).collect();
    Ok((pick, say.join(" ")))
}

/// [`Ask::Arrive`]: how the link's record stands to ours, and the record to keep.
fn arrive<G: Game>(
    ours: Option<&[u8]>,
    theirs: &str,
    fresh_seed: u64,
) -> Result<(Arrival, Vec<u8>, u32, bool), String> {
    let theirs = link::decode::<G>(theirs).map_err(|e| e.to_string())?;
    let ours = ours.map(link::from_bytes::<G>).transpose().map_err(|e| e.to_string())?;
    let how = arrival(ours.as_ref().map(Match::record), theirs.record());
    let (actions, over) = (theirs.record().actions.len() as u32, theirs.state().turn() == Turn::Over);
    let record = match how {
        Arrival::New | Arrival::Newer => {
            link::to_bytes(&G::redeal_unseen(theirs.record(), fresh_seed).map_err(|e| e.to_string())?)
        }
        _ => Vec::new(),
    };
    Ok((how, record, actions, over))
}

/// [`Ask::FairArrive`]: the link's game checked, how it stands to ours, what to
/// keep, whether the whole game is checked, and where a fork parts.
type FairArrived = (Arrival, Vec<u8>, Vec<u8>, u32, bool, bool, Option<(u32, u8, bool)>);

fn fair_arrive<G: Game>(
    ours: Option<&[u8]>,
    theirs: &str,
    own: &[DeckSecret],
    tops: &[fair::Pending],
) -> Result<FairArrived, String> {
    let theirs = fair::decode::<G>(theirs).map_err(|e| e.to_string())?;
    fair::check_as(&theirs, own, tops).map_err(|e| e.to_string())?;
    let ours = ours.map(fair::from_bytes::<G>).transpose().map_err(|e| e.to_string())?;
    let mut how = fair::arrival(ours.as_ref(), &theirs);
    // A new game for a seat that has answered already from another device: that
    // device plays it, and this one cannot (it holds no secret of the seat's).
    if how == Arrival::New && seat_elsewhere(&theirs, tops) {
        how = Arrival::Elsewhere;
    }
    // At the end each device reveals its decks on the copy it got: merged here.
    let theirs = match (how, &ours) {
        (Arrival::Forked | Arrival::Older, Some(o)) => {
            match fair::merge(o, &theirs).filter(|m| fair::to_bytes(m) != fair::to_bytes(o)) {
                Some(m) => {
                    how = Arrival::Newer;
                    m
                }
                None => theirs,
            }
        }
        _ => theirs,
    };
    let parting = match (how, &ours) {
        (Arrival::Forked, Some(o)) => fair::parting(o, &theirs).map(|p| (p.moves as u32, p.seat as u8, p.two_devices)),
        _ => None,
    };
    let state = fair::check_as(&theirs, own, tops).map_err(|e| e.to_string())?.state;
    let (actions, over) = (theirs.record.actions.len() as u32, state.state().turn() == Turn::Over);
    let checked = over && fair::end_check_with(&theirs, own).is_ok();
    let keep = matches!(how, Arrival::New | Arrival::Newer) || parting.is_some_and(|p| !p.2);
    Ok(match keep {
        true => (how, fair::to_bytes(&theirs), link::to_bytes(state.record()), actions, over, checked, parting),
        false => (how, Vec::new(), Vec::new(), actions, over, checked, parting),
    })
}

/// Whether the link's seat (the last link's receiver) has sent a link before, from a
/// device whose chain this one does not hold: under protocol 2 only that device plays it.
fn seat_elsewhere<G: Game>(theirs: &fair::Fair<G>, tops: &[fair::Pending]) -> bool {
    let Some((last, before)) = theirs.ledger.split_last() else { return false };
    let answered = theirs.version >= 2 && theirs.deal.is_none() && before.iter().any(|p| p.from == last.to);
    answered && !tops.iter().any(|t| t.seat == last.to)
}

/// What [`Ask::FairSend`] asks for.
struct Sending {
    from: usize,
    to: usize,
    pending: Option<[u8; 32]>,
    fresh: [u8; 32],
    reveal: bool,
}

/// What [`fair_send`] makes: the link's payload, the game by link to keep, the secret
/// committed to, whether the whole game is checked, and the seat the link is for.
type FairLinkMade = (String, Vec<u8>, [u8; 32], bool, u32);

/// [`Ask::FairSend`]: the link made, as [`FairLinkMade`] says.
fn fair_send<G: Game>(
    fair_bytes: &[u8],
    played: &[u8],
    s: &Sending,
    own: &[DeckSecret],
) -> Result<FairLinkMade, String> {
    let mut f = fair::from_bytes::<G>(fair_bytes).map_err(|e| e.to_string())?;
    let m = link::from_bytes::<G>(played).map_err(|e| e.to_string())?;
    if !m.record().actions.starts_with(&f.record.actions) {
        return Err("the moves played here do not follow the game's".into());
    }
    f.record.actions = m.record().actions.clone();
    let (out, secret) = if s.reveal {
        let out = fair::reveal_decks(&f, own);
        fair::check_with(&out, own).map_err(|e| e.to_string())?;
        (out, s.pending.unwrap_or(s.fresh))
    } else {
        let (out, p) =
            fair::send_with(&f, s.from, s.to, s.pending.as_ref(), s.fresh, own).map_err(|e| e.to_string())?;
        (out, p.secret)
    };
    let over = m.state().turn() == Turn::Over;
    let checked = over && fair::end_check_with(&out, own).is_ok();
    let to = match (s.reveal, out.ledger.last()) {
        (false, Some(h)) => u32::from(h.to),
        _ => s.to as u32,
    };
    Ok((fair::encode(&out), fair::to_bytes(&out), secret, checked, to))
}

/// Plays `games` seeded random 2-player Shape Up! games (uniform over every distinct
/// legal turn) and returns how many finished.
fn random_games(games: u32) -> u64 {
    let mut done = 0;
    for seed in 0..u64::from(games) {
        let Ok(mut g) = ShapeUp::new(&Setup::default(), seed) else { continue };
        let mut rng = Rng::new(seed, 1);
        while let Some(a) = g.random_action(&mut rng) {
            if g.apply(&a).is_err() {
                break;
            }
        }
        done += u64::from(g.outcome().is_some());
    }
    done
}

/// `n` shuffles of the 18 cards; the first card of the last.
fn shuffle(n: u32) -> u8 {
    let mut rng = Rng::new(0, 0);
    let mut v: Vec<u8> = (0..18).collect();
    for _ in 0..n {
        rng.shuffle(&mut v);
    }
    v[0]
}

/// Plays `games` 2-player Shape Up! games with every move chosen by plain UCT of
/// `iterations` iterations; returns the iterations run.
fn bench(games: u32, iterations: usize, seed: u64) -> u64 {
    let mut total = 0u64;
    for i in 0..u64::from(games) {
        let Ok(mut state) = ShapeUp::new(&Setup::default(), seed.wrapping_add(i)) else { continue };
        let mut rng = Rng::new(seed.wrapping_add(i), 0xBE7C);
        while let Turn::Seat(_) = state.turn() {
            let Some(a) =
                crate::uct::search(&state, iterations, |s: &ShapeUp, r: &mut Rng| s.random_action(r), &mut rng)
            else {
                break;
            };
            if state.apply(&a).is_err() {
                break;
            }
            total += iterations as u64;
        }
    }
    total
}

/// The action in an [`Answer::Action`], read as the game's.
pub fn action_of<G: Game>(bytes: &[u8]) -> Result<G::Action, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("unreadable action ({e})"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::pow::Pow;
    use tabula_rules::Match;

    /// A clock that moves a millisecond each time it is read, so timed searches end.
    fn clock() -> f64 {
        thread_local!(static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
        NOW.with(|n| {
            n.set(n.get() + 1.0);
            n.get()
        })
    }

    #[test]
    fn a_computer_answers_with_a_legal_action_of_its_seat() {
        let mut m = Match::<Pow>::new(tabula_rules::pow::Setup { seats: 2, deal: None }, 5).unwrap();
        while m.state().turn() == Turn::Chance {
            let a = m.state().chance_action(&mut Rng::new(1, 1)).unwrap();
            m.apply(a).unwrap();
        }
        let Turn::Seat(seat) = m.state().turn() else { panic!("someone is to move") };
        for level in Level::ALL {
            let ask = Ask::Think {
                id: 7,
                game: GameId::Pow,
                record: link::to_bytes(m.record()),
                seat: seat as u32,
                level,
                millis: 50,
                lesson: false,
                daily: false,
            };
            let reply: Answer = decode(&answer(&encode(&ask), &clock)).unwrap();
            let Answer::Action { id: 7, action: Some(bytes) } = reply else { panic!("{reply:?}") };
            let a = action_of::<Pow>(&bytes).unwrap();
            assert!(m.state().legal_actions().contains(&a), "{level}: {a:?}");
        }
        let other = Ask::Think {
            id: 8,
            game: GameId::Pow,
            record: link::to_bytes(m.record()),
            seat: 1 - seat as u32,
            level: Level::Easy,
            millis: 0,
            lesson: false,
            daily: false,
        };
        assert_eq!(decode::<Answer>(&answer(&encode(&other), &clock)), Ok(Answer::Action { id: 8, action: None }));
    }

    #[test]
    fn a_lesson_is_dealt_coached_and_answered_by_its_script() {
        for game in GameId::ALL {
            let l = tabula_rules::lesson::lesson(game);
            let reply: Answer = decode(&answer(&encode(&Ask::Lesson { id: 3, game }), &clock)).unwrap();
            let Answer::Lesson { id: 3, record } = reply else { panic!("{reply:?}") };
            with_game!(game, G => play_lesson::<G>(l, record));
        }
    }

    /// Plays a lesson through the worker as the page does: the learner's picks, the
    /// computer's scripted replies, chance from the record.
    fn play_lesson<G: crate::BotGame>(l: &tabula_rules::lesson::Lesson, record: Vec<u8>) {
        let mut m = link::from_bytes::<G>(&record).unwrap();
        let coach = |m: &Match<G>, fr: bool| match decode::<Answer>(&answer(
            &encode(&Ask::Coach { id: 4, game: G::ID, record: link::to_bytes(m.record()), fr }),
            &clock,
        )) {
            Ok(Answer::Coach { id: 4, pick, say }) => (pick, say),
            other => panic!("{other:?}"),
        };
        for (i, step) in l.steps.iter().enumerate() {
            while m.resolve_chance() {}
            let (pick, say) = coach(&m, false);
            assert_eq!(pick.is_some(), step.seat == tabula_rules::lesson::LEARNER, "{} step {i}", G::ID);
            assert!(say.ends_with(step.say.en), "{} step {i}: {say}", G::ID);
            assert_eq!(say.starts_with(l.intro.en), i == 0, "{} step {i}: {say}", G::ID);
            assert!(coach(&m, true).1.ends_with(step.say.fr), "{} step {i} in French", G::ID);
            let bytes = link::to_bytes(m.record());
            let action = if step.seat == tabula_rules::lesson::LEARNER {
                m.state().legal_actions()[pick.unwrap_or_default() as usize].clone()
            } else {
                let ask = Ask::Think {
                    id: 2,
                    game: G::ID,
                    record: bytes,
                    seat: step.seat as u32,
                    level: Level::Easy,
                    millis: 0,
                    lesson: true,
                    daily: false,
                };
                let Ok(Answer::Action { action: Some(a), .. }) = decode(&answer(&encode(&ask), &clock)) else {
                    panic!("{}: no reply", G::ID)
                };
                action_of::<G>(&a).unwrap()
            };
            assert_eq!(action.to_string(), step.action, "{}", G::ID);
            m.apply(action).unwrap();
        }
        while m.resolve_chance() {}
        assert_eq!(coach(&m, false), (None, l.outro.en.to_string()), "{}: free play", G::ID);
    }

    #[test]
    fn the_rules_come_in_the_language_asked() {
        for game in GameId::ALL {
            let s = tabula_rules::summary::summary(game);
            for fr in [false, true] {
                let Ok(Answer::Rules { id: 6, rules, readings }) =
                    decode(&answer(&encode(&Ask::Rules { id: 6, game, fr }), &clock))
                else {
                    panic!("{game}")
                };
                assert_eq!((rules.len(), readings.len()), (s.rules.len(), s.readings.len()));
                assert_eq!(rules[0], if fr { s.rules[0].fr } else { s.rules[0].en });
            }
        }
    }

    /// A finished 2-player Shape Up! game of random moves, and one cut short.
    fn shape_up_games() -> (Match<ShapeUp>, Match<ShapeUp>) {
        let mut m = Match::<ShapeUp>::new(Setup::default(), 11).unwrap();
        let mut rng = Rng::new(11, 1);
        let mut half = None;
        while m.state().turn() != Turn::Over {
            if !m.resolve_chance() {
                let a = crate::random(m.state(), &mut rng).unwrap();
                m.apply(a).unwrap();
            }
            if half.is_none() && m.record().actions.len() >= 6 {
                half = Some(m.clone());
            }
        }
        (m, half.unwrap())
    }

    #[test]
    fn a_review_in_parts_is_the_whole_review_and_only_of_finished_games() {
        let (m, unfinished) = shape_up_games();
        let review = |record: &Match<ShapeUp>, seat: Option<u32>, from: u32, millis: u32| {
            let q = Ask::Review {
                id: 8,
                game: GameId::ShapeUp,
                record: link::to_bytes(record.record()),
                seat,
                from,
                seed: 4,
                iterations: 8,
                samples: 4,
                millis,
            };
            decode::<Answer>(&answer(&encode(&q), &clock)).unwrap()
        };
        let Answer::Reviewed { judged: whole, next: None, done, total, .. } = review(&m, None, 0, MAX_MILLIS) else {
            panic!("the whole review in one part")
        };
        assert_eq!((done as usize, total as usize), (whole.len(), whole.len()));
        // One decision a part (the test clock passes a millisecond a reading).
        let (mut parts, mut from, mut asks) = (Vec::new(), Some(0), 0);
        while let Some(f) = from {
            let Answer::Reviewed { judged, next, done, total: t, .. } = review(&m, None, f, 0) else {
                panic!("a part")
            };
            assert_eq!((judged.len(), t), (1, total), "one decision a part, the same total");
            parts.extend(judged);
            assert_eq!(done as usize, parts.len(), "progress");
            (from, asks) = (next, asks + 1);
        }
        assert_eq!((parts, asks), (whole.clone(), total), "parts make the whole, the same verdicts");
        let Answer::Reviewed { judged: seat_1, .. } = review(&m, Some(1), 0, MAX_MILLIS) else { panic!("seat 1") };
        let of_seat_1: Vec<Judged> = whole.into_iter().filter(|j| j.seat == 1).collect();
        assert_eq!(seat_1, of_seat_1);
        assert!(matches!(review(&unfinished, None, 0, MAX_MILLIS), Answer::Failed { id: 8, .. }), "not over");
        assert!(matches!(review(&m, Some(2), 0, MAX_MILLIS), Answer::Failed { id: 8, .. }), "no seat 2");
    }

    #[test]
    fn bad_bytes_get_an_answer_not_a_panic() {
        let wrong_game = Ask::Think {
            id: 3,
            game: GameId::ShapeUp,
            record: vec![1, 2, 3],
            seat: 0,
            level: Level::Hard,
            millis: 10,
            lesson: false,
            daily: false,
        };
        assert!(matches!(decode::<Answer>(&answer(&encode(&wrong_game), &clock)), Ok(Answer::Failed { id: 3, .. })));
        for bytes in [&[][..], &[VERSION], &[VERSION, 200, 1], &[VERSION + 1, 0]] {
            assert!(matches!(decode::<Answer>(&answer(bytes, &clock)), Ok(Answer::Failed { id: 0, .. })), "{bytes:?}");
        }
        let mut rng = Rng::new(9, 9);
        for _ in 0..500 {
            let n = (rng.next_u64() % 40) as usize;
            let bytes: Vec<u8> = std::iter::once(VERSION).chain((0..n).map(|_| rng.next_u64() as u8)).collect();
            // A benchmark that happens to decode is real work (seconds in a debug build).
            if matches!(decode::<Ask>(&bytes), Ok(Ask::Bench { .. })) {
                continue;
            }
            assert!(decode::<Answer>(&answer(&bytes, &clock)).is_ok());
        }
    }

    /// The link of a game in progress never carries the real seed or, across fresh
    /// seeds, the real hidden card and opponent's victory card.
    #[test]
    fn share_links_hide_what_the_seat_has_not_seen() {
        use tabula_rules::shape_up::{Setup, ShapeUp};
        let mut m = Match::<ShapeUp>::new(Setup::default(), 77).unwrap();
        for _ in 0..4 {
            let a = m.state().legal_actions()[0];
            m.apply(a).unwrap();
        }
        let real = m.state().view(None);
        let mut same_secret = 0;
        for fresh in 1..=20u64 {
            let ask = Ask::Share {
                id: 4,
                game: GameId::ShapeUp,
                record: link::to_bytes(m.record()),
                seat: Some(0),
                fresh_seed: fresh,
            };
            let Ok(Answer::Link { id: 4, payload }) = decode::<Answer>(&answer(&encode(&ask), &clock)) else {
                panic!("no link")
            };
            let shared = link::decode::<ShapeUp>(&payload).unwrap();
            assert_ne!(shared.record().seed, m.record().seed);
            assert_eq!(shared.state().view(Some(0)).hand, m.state().view(Some(0)).hand);
            assert_eq!(shared.state().view(Some(0)).victory, m.state().view(Some(0)).victory);
            assert_eq!(shared.state().view(None).layout, real.layout);
            // Play both to the end with the same moves: the opponent's card differs.
            let (mut a, mut b) = (m.clone(), shared);
            while let Some(x) = a.state().legal_actions().first().copied() {
                a.apply(x).unwrap();
                b.apply(x).unwrap();
            }
            let (ra, rb) = (&a.state().view(None).results[0], &b.state().view(None).results[0]);
            same_secret += usize::from(ra.victory[1] == rb.victory[1] && ra.hidden == rb.hidden);
        }
        assert!(same_secret <= 2, "{same_secret} of 20 links kept the real secrets");
        // A finished game is shared as it is; a damaged record gets a reason.
        let bad = Ask::Share { id: 5, game: GameId::Pow, record: vec![9, 9], seat: None, fresh_seed: 1 };
        assert!(matches!(decode::<Answer>(&answer(&encode(&bad), &clock)), Ok(Answer::Failed { id: 5, .. })));
    }

    #[test]
    fn a_link_arrives_newer_older_or_forked_and_is_dealt_anew() {
        let mut m = Match::<Pow>::new(tabula_rules::pow::Setup { seats: 2, deal: None }, 5).unwrap();
        while m.record().actions.len() < 10 {
            if !m.resolve_chance() {
                let a = m.state().legal_actions()[0].clone();
                m.apply(a).unwrap();
            }
        }
        let mut short = m.clone();
        short.truncate(6).unwrap();
        let ask = |ours: Option<&Match<Pow>>, theirs: &Match<Pow>| {
            let q = Ask::Arrive {
                id: 2,
                game: GameId::Pow,
                ours: ours.map(|o| link::to_bytes(o.record())),
                theirs: link::encode(theirs.record()),
                fresh_seed: 99,
            };
            decode::<Answer>(&answer(&encode(&q), &clock)).unwrap()
        };
        let Answer::Arrived { id: 2, how: Arrival::Newer, record, actions: 10, over: false } = ask(Some(&short), &m)
        else {
            panic!("newer")
        };
        let kept = link::from_bytes::<Pow>(&record).unwrap();
        assert_eq!(kept.record().actions, m.record().actions);
        assert_ne!(kept.record().seed, m.record().seed, "the next rolls are this device's");
        assert_eq!(kept.state().view(None), m.state().view(None));
        assert!(matches!(ask(None, &m), Answer::Arrived { how: Arrival::New, .. }));
        assert!(
            matches!(ask(Some(&m), &short), Answer::Arrived { how: Arrival::Older, ref record, .. } if record.is_empty())
        );
        let q = Ask::Arrive { id: 3, game: GameId::Pow, ours: None, theirs: "1.tampered".into(), fresh_seed: 1 };
        assert!(matches!(decode::<Answer>(&answer(&encode(&q), &clock)), Ok(Answer::Failed { id: 3, .. })));
    }

    #[test]
    fn two_devices_play_pow_by_fair_links_through_the_worker() {
        use tabula_rules::fair::Fair;
        let ask = |q: Ask| decode::<Answer>(&answer(&encode(&q), &clock)).unwrap();
        // Each device plays its seat until the other's turn (or roll).
        let play_on = |record: &[u8], me: usize| {
            let mut m = link::from_bytes::<Pow>(record).unwrap();
            while m.state().turn() != Turn::Over && fair::seat_to_act(&m) == Some(me) {
                if !m.resolve_chance() {
                    let a = m.state().legal_actions()[0].clone();
                    m.apply(a).unwrap();
                }
            }
            m
        };
        let start = Match::<Pow>::new(tabula_rules::pow::Setup { seats: 2, deal: None }, 11).unwrap();
        let mut fairs = [fair::to_bytes(&Fair::new(start.record().clone())), Vec::new()];
        let mut record = link::to_bytes(start.record());
        let mut pending: [Option<[u8; 32]>; 2] = [None, None];
        let (mut me, mut from) = (0usize, 0usize);
        let mut first_rolls = Vec::new();
        for turn in 0..10u8 {
            // The first two links are the handshake: nothing is played before them.
            let m = if turn < 2 { link::from_bytes::<Pow>(&record).unwrap() } else { play_on(&record, me) };
            let to = 1 - me;
            let Answer::FairLink { payload, fair, pending: p, .. } = ask(Ask::FairSend {
                id: 1,
                game: GameId::Pow,
                fair: fairs[me].clone(),
                played: link::to_bytes(m.record()),
                from: from as u32,
                to: to as u32,
                pending: pending[me],
                fresh: [turn; 32],
                own: Vec::new(),
                reveal: false,
            }) else {
                panic!("a link")
            };
            (fairs[me], pending[me]) = (fair, Some(p));
            let arrive = |ours: Option<Vec<u8>>, tops: Vec<(u8, [u8; 32])>| {
                ask(Ask::FairArrive { id: 2, game: GameId::Pow, ours, theirs: payload.clone(), own: Vec::new(), tops })
            };
            let tops: Vec<(u8, [u8; 32])> = pending[to].map(|p| (to as u8, p)).into_iter().collect();
            let Answer::FairArrived { how, fair, record: r, .. } =
                arrive(Some(fairs[to].clone()).filter(|f| !f.is_empty()), tops.clone())
            else {
                panic!("arrived")
            };
            assert!(matches!(how, Arrival::New | Arrival::Newer));
            // Opened again where it goes: the same position. On a fresh device, once
            // the seat has answered: refused, its seat is played elsewhere.
            let Answer::FairArrived { record: again, .. } =
                arrive(Some(fairs[to].clone()).filter(|f| !f.is_empty()), tops)
            else {
                panic!("again")
            };
            assert_eq!(again, r, "the same position where it goes");
            if turn >= 2 {
                assert!(matches!(arrive(None, Vec::new()), Answer::FairArrived { how: Arrival::Elsewhere, .. }));
            }
            let mut next = link::from_bytes::<Pow>(&r).unwrap();
            if turn >= 1 && next.resolve_chance() {
                first_rolls.push(next.record().actions.last().cloned());
            }
            // An edited link is refused.
            let mut edited = payload.clone().into_bytes();
            let i = edited.len() - 3;
            edited[i] = if edited[i] == b'A' { b'B' } else { b'A' };
            let q = Ask::FairArrive {
                id: 3,
                game: GameId::Pow,
                ours: Some(fair.clone()),
                theirs: String::from_utf8(edited).unwrap(),
                own: Vec::new(),
                tops: Vec::new(),
            };
            assert!(!matches!(ask(q), Answer::FairArrived { how: Arrival::Newer | Arrival::Same, .. }));
            fairs[to] = fair;
            record = r;
            (me, from) = (to, to);
        }
        assert!(!first_rolls.is_empty());
        let Answer::FairChecked { problem: None, .. } =
            ask(Ask::FairCheck { id: 4, game: GameId::Pow, fair: fairs[me].clone(), own: Vec::new() })
        else {
            panic!("checks")
        };
        // A link of the old format says the game started before this version.
        let q = Ask::FairArrive {
            id: 5,
            game: GameId::Pow,
            ours: None,
            theirs: link::encode(start.record()),
            own: Vec::new(),
            tops: Vec::new(),
        };
        assert!(matches!(ask(q), Answer::Failed { id: 5, ref why } if why.contains("started before this version")));
    }

    #[test]
    fn the_bench_counts_every_iteration_it_ran() {
        let reply = decode::<Answer>(&answer(
            &encode(&Ask::Bench { id: 1, random: 2, shuffles: 10, games: 1, iterations: 5, seed: 3 }),
            &clock,
        ))
        .unwrap();
        let Answer::Bench { id: 1, iterations, .. } = reply else { panic!("{reply:?}") };
        assert!(iterations >= 5 && iterations % 5 == 0, "{iterations}");
    }

    #[test]
    fn a_days_deal_comes_from_the_worker_and_its_computer_replies_as_daily_reply() {
        use tabula_rules::combo4x4::Combo4x4;
        use tabula_rules::daily::Daily;
        let ask = Ask::Daily { id: 3, game: GameId::Combo4x4, date: "2026-11-25".into() };
        let Answer::Daily { id: 3, record } = decode(&answer(&encode(&ask), &clock)).unwrap() else { panic!("a deal") };
        let day = "2026-11-25".parse().unwrap();
        let dealt = Daily::new(GameId::Combo4x4, day).start::<Combo4x4>().unwrap();
        assert_eq!(record, link::to_bytes(dealt.record()));
        let mut m = dealt;
        let first = m.state().legal_actions()[0];
        m.apply(first).unwrap();
        let think = Ask::Think {
            id: 4,
            game: GameId::Combo4x4,
            record: link::to_bytes(m.record()),
            seat: 1,
            level: Level::Hard,
            millis: 1,
            lesson: false,
            daily: true,
        };
        let Answer::Action { action: Some(bytes), .. } = decode(&answer(&encode(&think), &clock)).unwrap() else {
            panic!("a reply")
        };
        assert_eq!(action_of::<Combo4x4>(&bytes), Ok(crate::daily_reply(&m, 1).unwrap()));
        let bad = Ask::Daily { id: 5, game: GameId::Pow, date: "2026-13-01".into() };
        assert!(matches!(decode(&answer(&encode(&bad), &clock)), Ok(Answer::Failed { id: 5, .. })));
    }
}
