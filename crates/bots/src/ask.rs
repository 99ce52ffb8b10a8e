//! A computer's decision asked for and answered as bytes, so that the app's page can
//! hand it to a Web Worker (which carries the rules and the bots, and no page code)
//! and read the action back. Both ends live here so they cannot drift apart; the
//! worker only moves bytes, and everything it does is tested natively.
//!
//! A message is [`VERSION`] then the postcard form of an [`Ask`] or an [`Answer`]. A
//! page and a worker from different builds refuse each other's messages by that byte,
//! with a message saying so, instead of misreading them.

mod answers;
mod bench;
mod computer;
mod fair_play;
mod links;
mod questions;

use serde::de::DeserializeOwned;
use serde::Serialize;
use tabula_rules::{fair, link, with_game, Game};

use crate::review::Settings;
use crate::Budget;

use bench::{random_games, shuffle};
use computer::{coach, review_part, think, Thinking};
use fair_play::{fair_arrive, fair_send, Sending};
use links::arrive;

pub use answers::{Answer, Judged};
pub use links::share_payload;
pub use questions::Ask;

/// The shape of [`Ask`] and [`Answer`]; bumped whenever either changes.
pub const VERSION: u8 = 9;

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
            .map_or_else(|why| Answer::Failed { id, why }, |(pick, free, say)| Answer::Coach { id, pick, free, say }),
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
        Ok(Ask::Rate { id, game, player, results }) => {
            Answer::Rated { id, figure: crate::rating::rate(game, player, &results) }
        }
        Ok(Ask::Bench { id, random, shuffles, games, iterations, seed }) => {
            let start = clock();
            let finished = random_games(random.min(MAX_BENCH_RANDOM));
            let random_millis = clock() - start;
            let start = clock();
            let shuffled = shuffle(shuffles.min(MAX_BENCH_SHUFFLES));
            let shuffles_millis = clock() - start;
            let start = clock();
            let done = bench::bench(games.min(MAX_BENCH_GAMES), iterations.min(MAX_BENCH_ITERATIONS) as usize, seed);
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

/// The action in an [`Answer::Action`], read as the game's.
pub fn action_of<G: Game>(bytes: &[u8]) -> Result<G::Action, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("unreadable action ({e})"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Level;
    use tabula_rules::by_link::Arrival;
    use tabula_rules::pow::Pow;
    use tabula_rules::rng::Rng;
    use tabula_rules::shape_up::{Setup, ShapeUp};
    use tabula_rules::{GameId, Match, Turn};

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
            Ok(Answer::Coach { id: 4, pick, free, say }) => (pick, free, say),
            other => panic!("{other:?}"),
        };
        for (i, step) in l.steps.iter().enumerate() {
            while m.resolve_chance() {}
            let (pick, free, say) = coach(&m, false);
            assert_eq!(pick.is_some(), step.seat == tabula_rules::lesson::LEARNER, "{} step {i}", G::ID);
            assert!(!free, "{} step {i} is scripted", G::ID);
            assert!(say.ends_with(step.say.en), "{} step {i}: {say}", G::ID);
            assert_eq!(say.starts_with(l.intro.en), i == 0, "{} step {i}: {say}", G::ID);
            assert!(coach(&m, true).2.ends_with(step.say.fr), "{} step {i} in French", G::ID);
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
        assert_eq!(coach(&m, false), (None, true, l.outro.en.to_string()), "{}: free play", G::ID);
        // Free play stays free: the table lights every later position's moves at
        // once, on the word about an earlier one (`lesson::lit` on the page).
        let mut rng = tabula_rules::rng::Rng::new(5, 1);
        while m.state().turn() != tabula_rules::Turn::Over {
            while m.resolve_chance() {}
            let legal = m.state().legal_actions();
            let Some(a) = legal.get(rng.below(legal.len().max(1))).cloned() else { break };
            m.apply(a).unwrap();
            let (pick, free, _) = coach(&m, false);
            assert!(pick.is_none() && free, "{}: free play after the script", G::ID);
        }
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

    #[test]
    fn the_worker_rates_a_game_as_rating_rate_does() {
        let player = crate::rating::Figure::default();
        let results = vec![(Level::Easy, 2), (Level::Hard, 0)];
        let asked = Ask::Rate { id: 4, game: GameId::Pow, player, results: results.clone() };
        let Ok(Answer::Rated { id: 4, figure }) = decode(&answer(&encode(&asked), &clock)) else { panic!() };
        assert_eq!(figure, crate::rating::rate(GameId::Pow, player, &results));
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
