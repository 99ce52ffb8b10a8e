//! Properties of POW over random games: random legal play never panics and ends; the
//! 24 tiles are conserved; the listing matches the check; replays, JSON and links give
//! the same game; the view never shows covered tiles (redacted records that differ in
//! covered tiles give the very same views); damaged records and links are errors.

use proptest::prelude::*;
use proptest::test_runner::Config;
use tabula_rules::pow::data::{HEROES, VILLAINS};
use tabula_rules::pow::{Action, Dice, Pow, Setup, Side, Tile};
use tabula_rules::rng::Rng;
use tabula_rules::{link, Game, Match, Turn};

fn config(cases: u32) -> Config {
    // No regression files: the suite must not write into the source tree.
    Config { cases, failure_persistence: None, ..Config::default() }
}

/// Far beyond a real game: a game of steals only could go on, but never this long.
const CAP: usize = 20_000;

/// Plays random listed actions (chance drawn from the seed) for `steps` actions or to
/// the end, checking the position after each.
fn advance(m: &mut Match<Pow>, rng: &mut Rng, steps: usize) -> Result<(), TestCaseError> {
    for _ in 0..steps {
        match m.state().turn() {
            Turn::Over => return Ok(()),
            Turn::Chance => prop_assert!(m.resolve_chance(), "a roll is drawn"),
            Turn::Seat(_) => {
                let a = m.state().random_action(rng).expect("a seat to move has an action");
                m.apply(a).expect("listed actions are legal");
            }
        }
        check_position(m.state())?;
    }
    Ok(())
}

/// Every tile once, in a row or a stack.
fn check_position(g: &Pow) -> Result<(), TestCaseError> {
    for (side, all) in [(Side::Hero, HEROES), (Side::Villain, VILLAINS)] {
        let mut held: Vec<i8> = g.row(side).iter().map(|t| t.0).collect();
        for s in 0..g.seat_count() {
            held.extend(g.stack(s, side).iter().map(|t| t.0));
        }
        held.sort();
        let mut want = all.to_vec();
        want.sort();
        prop_assert_eq!(held, want);
    }
    Ok(())
}

/// Actions to try against the listing: every take, steals of every shape, set-asides
/// of every small count.
fn candidates(seats: usize) -> Vec<Action> {
    let mut out = vec![Action::Take(Side::Hero), Action::Take(Side::Villain), Action::TakeForced];
    for victim in 0..=seats {
        for side in Side::ALL {
            for depth in 0..6 {
                out.push(Action::Steal { victim, side, depth });
            }
        }
    }
    let all = Dice { shields: 5, skulls: 5, blue: 5, orange: 5 };
    out.extend(all.parts(0, 5).into_iter().map(Action::SetAside));
    out
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn random_games_end_and_conserve_tiles(seats in 2u8..=5, seed in any::<u64>()) {
        let mut m = Match::<Pow>::new(Setup::new(seats), seed).expect("deal");
        let mut rng = Rng::new(seed, 77);
        advance(&mut m, &mut rng, CAP)?;
        prop_assert_eq!(m.state().turn(), Turn::Over);
        let out = m.state().outcome().expect("an outcome");
        prop_assert_eq!(out.scores.len(), usize::from(seats));
        prop_assert!(!out.winners.is_empty());
        prop_assert!(m.state().row(Side::Hero).is_empty() && m.state().row(Side::Villain).is_empty());
        // Replay, JSON and link give the same game.
        let again = Match::<Pow>::replay(m.record().clone()).expect("replays");
        prop_assert_eq!(again.state(), m.state());
        let json = Match::<Pow>::from_json(&m.to_json()).expect("JSON");
        prop_assert_eq!(json.record(), m.record());
        let linked = link::decode::<Pow>(&link::encode(m.record())).expect("link");
        prop_assert_eq!(linked.state(), m.state());
    }

    #[test]
    fn the_listing_matches_the_check(seats in 2u8..=5, seed in any::<u64>(), steps in 0usize..200) {
        let mut m = Match::<Pow>::new(Setup::new(seats), seed).expect("deal");
        let mut rng = Rng::new(seed, 5);
        advance(&mut m, &mut rng, steps)?;
        let g = m.state();
        let listed = g.legal_actions();
        let mut sorted = listed.clone();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), listed.len(), "each action listed once");
        for a in candidates(g.seat_count()) {
            prop_assert_eq!(g.check_action(&a).is_ok(), listed.contains(&a), "{:?}", a);
        }
        if let Turn::Seat(_) = g.turn() {
            prop_assert!(!listed.is_empty());
        }
    }

    #[test]
    fn views_never_show_covered_tiles(seats in 2u8..=5, seed in any::<u64>(), steps in 0usize..300, fresh in any::<u64>()) {
        let mut m = Match::<Pow>::new(Setup::new(seats), seed).expect("deal");
        let mut rng = Rng::new(seed, 6);
        advance(&mut m, &mut rng, steps)?;
        let g = m.state();
        // Structure: a stack shows its height and top only.
        let view = serde_json::to_value(g.view(Some(0))).expect("serialises");
        for stacks in view["stacks"].as_array().expect("stacks") {
            for side in ["heroes", "villains"] {
                let keys: Vec<&String> = stacks[side].as_object().expect("a pile").keys().collect();
                prop_assert_eq!(keys, vec!["height", "top"]);
            }
        }
        // A redacted record deals the covered tiles anew: the same actions give the
        // same view to every seat, whatever lies under the tops.
        for k in 0..3u64 {
            let red = Pow::redact(m.record(), Some(0), fresh.wrapping_add(k)).expect("redacts");
            let r = Match::<Pow>::replay(red).expect("the redacted record replays");
            for seat in (0..g.seat_count()).map(Some).chain([None]) {
                prop_assert_eq!(r.state().view(seat), g.view(seat));
            }
            if g.turn() != Turn::Over {
                check_position(r.state())?;
            }
        }
    }

    #[test]
    fn garbage_is_an_error_not_a_panic(text in ".{0,200}", bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        prop_assert!(Match::<Pow>::from_json(&text).is_err() || text.contains("pow"));
        let _ = link::decode::<Pow>(&text);
        use base64::Engine as _;
        let payload = format!("1.{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&bytes));
        let _ = link::decode::<Pow>(&payload);
    }

    #[test]
    fn damaged_records_are_errors(seed in any::<u64>(), index in 0usize..400, junk in 0usize..8, value in any::<u8>()) {
        let mut m = Match::<Pow>::new(Setup::new(3), seed).expect("deal");
        advance(&mut m, &mut Rng::new(seed, 8), 400)?;
        let mut record = m.record().clone();
        let i = index % record.actions.len().max(1);
        let replacement = match junk {
            0 => Action::Roll(vec![]),
            1 => Action::TakeForced,
            2 => Action::Take(Side::Hero),
            3 => Action::Steal { victim: usize::from(value), side: Side::Villain, depth: usize::from(value) },
            4 => Action::SetAside(Dice { shields: value, skulls: value, blue: 0, orange: 1 }),
            5 => Action::Roll(vec![tabula_rules::pow::Face::Shield; usize::from(value % 7)]),
            _ => Action::SetAside(Dice { shields: 1, ..Dice::default() }),
        };
        if i < record.actions.len() {
            record.actions[i] = replacement;
        } else {
            record.actions.push(replacement);
        }
        // Either it replays (the change happened to be legal) or it is an error.
        let _ = Match::<Pow>::replay(record.clone());
        let _ = link::decode::<Pow>(&link::encode(&record));
        let mut text = serde_json::to_value(&record).expect("json");
        text["setup"]["deal"] = serde_json::json!({ "heroes": [Tile(9)], "villains": [] });
        prop_assert!(Match::<Pow>::from_json(&text.to_string()).is_err());
    }
}

/// Redaction really deals covered tiles anew (it is not the real deal kept), and keeps
/// what is shown.
#[test]
fn redaction_moves_covered_tiles() {
    let (mut positions, mut moved) = (0, 0);
    for seed in 0..40u64 {
        let mut m = Match::<Pow>::new(Setup::new(3), seed).expect("deal");
        advance(&mut m, &mut Rng::new(seed, 3), 120).expect("plays");
        let g = m.state();
        let covered =
            (0..3).flat_map(|s| Side::ALL.map(|side| g.stack(s, side).len().saturating_sub(1))).sum::<usize>();
        if g.turn() == Turn::Over || covered < 2 {
            continue;
        }
        positions += 1;
        let red = Pow::redact(m.record(), None, seed + 1000).expect("redacts");
        assert_ne!(red.seed, m.record().seed);
        let r = Match::<Pow>::replay(red).expect("replays");
        let stacks = |g: &Pow| (0..3).map(|s| Side::ALL.map(|side| g.stack(s, side))).collect::<Vec<_>>();
        if stacks(r.state()) != stacks(g) {
            moved += 1;
        }
    }
    assert!(positions >= 20, "{positions}");
    assert!(moved * 10 >= positions * 8, "covered tiles moved in {moved} of {positions} positions");
}
