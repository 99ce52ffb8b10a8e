//! Tests that need a real browser: localStorage, and the rules running as wasm.
//! Run by `scripts/wasm-test.sh` in headless Chromium.

use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{rng::Rng, Game, Match};
use wasm_bindgen_test::*;

use crate::games::shape_up::Table;
use crate::games::table;

fn saved_from_link(payload: &str, kinds: Vec<SeatKind>, names: Vec<String>) -> Result<String, crate::error::AppError> {
    table::saved_from_link::<ShapeUp>(payload, kinds, names)
}
use crate::storage::{self, Listed, SeatKind};

wasm_bindgen_test_configure!(run_in_browser);

fn kinds() -> Vec<SeatKind> {
    vec![SeatKind::Human, SeatKind::MEDIUM]
}

#[wasm_bindgen_test]
fn a_saved_game_survives_a_round_trip_through_local_storage() {
    let id = crate::games::table::new_saved::<ShapeUp>(
        Setup::default(),
        42,
        vec!["Ann".into(), "Bot".into()],
        kinds(),
        Default::default(),
    )
    .unwrap();
    let mut table = Table::from_saved(storage::load(&id).unwrap()).unwrap();
    let mut rng = Rng::new(1, 1);
    for _ in 0..5 {
        let a = table.game.state().random_action(&mut rng).unwrap();
        table.game.apply(a).unwrap();
        table.store().unwrap();
    }
    let again = Table::from_saved(storage::load(&id).unwrap()).unwrap();
    assert_eq!(again.game.state(), table.game.state());
    assert_eq!(again.saved.turn, 5);
    assert!(storage::list().iter().any(|l| matches!(l, Listed::Ok(s) if s.id == id)));
    storage::delete(&id);
    assert!(storage::load(&id).is_err());
}

#[wasm_bindgen_test]
fn damaged_values_are_listed_not_dropped() {
    let st = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    st.set_item("tabula.save.zz-damaged", "{\"id\":").unwrap();
    let found = storage::list().into_iter().find_map(|l| match l {
        Listed::Damaged { id, raw, .. } if id == "zz-damaged" => Some(raw),
        _ => None,
    });
    assert_eq!(found.as_deref(), Some("{\"id\":"));
    assert!(storage::load("zz-damaged").is_err());
    storage::delete("zz-damaged");
}

#[wasm_bindgen_test]
fn links_open_and_junk_links_are_errors() {
    let mut m = Match::<ShapeUp>::new(Setup::default(), 9).unwrap();
    let a = m.state().legal_actions()[0];
    m.apply(a).unwrap();
    let payload = tabula_rules::link::encode(m.record());
    let id = saved_from_link(&payload, kinds(), vec!["Ann".into(), "Bot".into()]).unwrap();
    let t = Table::from_saved(storage::load(&id).unwrap()).unwrap();
    assert_eq!(t.game.state(), m.state());
    storage::delete(&id);
    for junk in ["", "1.", "1.%%%", "2.AAAA", "1.AAAAAAAAAAAAAAAAAAAAAAAA"] {
        assert!(saved_from_link(junk, kinds(), vec![]).is_err(), "{junk}");
    }
    assert!(saved_from_link(&payload, vec![SeatKind::Human], vec![]).is_err(), "seat count must match");
}

/// Not a timed test: prints the browser build's random-game rate for the README.
#[wasm_bindgen_test]
fn random_games_in_wasm_finish_and_report_their_rate() {
    let games = 300;
    let start = js_sys::Date::now();
    for seed in 0..games {
        let mut g = ShapeUp::new(&Setup::default(), seed).unwrap();
        let mut rng = Rng::new(seed, 7);
        while let Some(a) = g.random_action(&mut rng) {
            g.apply(&a).unwrap();
        }
        assert!(g.outcome().is_some());
    }
    let secs = (js_sys::Date::now() - start) / 1000.0;
    console_log!(
        "wasm (debug build): {} random 2-player games in {:.2}s = {:.0} games/s",
        games,
        secs,
        games as f64 / secs
    );
}

/// The Hard computer's replies to a day's deal, asked in the browser through the
/// worker's protocol as the app asks them, are the native ones: the pins of
/// `crates/bots/tests/daily_pins.tsv`, which the native test holds too.
#[wasm_bindgen_test]
fn daily_replies_in_wasm_are_the_native_ones() {
    let pins = include_str!("../crates/bots/tests/daily_pins.tsv");
    for line in pins.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        let game = tabula_rules::GameId::parse(f[0]).expect("a game");
        let reply = tabula_rules::with_game!(game, G => first_daily_reply::<G>(game, f[1]));
        assert_eq!(reply, f[2], "{game} on {}", f[1]);
    }
}

/// The deal of `date`, the person playing their first legal action, to the computer's
/// first reply, each step asked of the worker's `answer` as the page asks it.
fn first_daily_reply<G: tabula_bots::BotGame>(game: tabula_rules::GameId, date: &str) -> String {
    use tabula_bots::ask::{self, Answer, Ask};
    use tabula_rules::{link, Turn};
    let clock = || 0.0;
    let ask = |q: &Ask| ask::decode::<Answer>(&ask::answer(&ask::encode(q), &clock)).expect("an answer");
    let Answer::Daily { record, .. } = ask(&Ask::Daily { id: 1, game, date: date.into() }) else { panic!("a deal") };
    let mut m = link::from_bytes::<G>(&record).expect("the deal reads");
    loop {
        match m.state().turn() {
            Turn::Chance => assert!(m.resolve_chance()),
            Turn::Seat(0) => {
                let first = m.state().legal_actions().into_iter().next().expect("a legal action");
                m.apply(first).expect("legal");
            }
            Turn::Seat(s) => {
                let record = link::to_bytes(m.record());
                let level = tabula_bots::Level::Hard;
                let think =
                    Ask::Think { id: 2, game, record, seat: s as u32, level, millis: 1, lesson: false, daily: true };
                let Answer::Action { action: Some(bytes), .. } = ask(&think) else { panic!("a reply") };
                return ask::action_of::<G>(&bytes).expect("an action").to_string();
            }
            Turn::Over => panic!("{game}: over before the computer's turn"),
        }
    }
}
