//! Properties of Combo 4x4 over random games in every variant: men never overlap or
//! leave the board, the 40 cards are conserved, the listing and `apply` agree,
//! replays (record, JSON, share link, redaction) are identical, and damaged records
//! or links are errors, never panics.

#[path = "common/damage.rs"]
mod damage;

use proptest::prelude::*;
use proptest::test_runner::Config;
use tabula_rules::combo4x4::{Action, Card, Cell, Combo4x4, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::{link, Game, Match, Record, Turn};

fn config(cases: u32) -> Config {
    // No regression files: the suite must not write into the source tree.
    Config { cases, failure_persistence: None, ..Config::default() }
}

fn setups() -> impl Strategy<Value = Setup> {
    (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(j, t, p)| Setup {
        jump_orthogonal: j,
        trade_orthogonal: t,
        push_orthogonal: p,
        deals: Vec::new(),
    })
}

/// Every invariant of a state.
fn check(g: &Combo4x4) -> Result<(), TestCaseError> {
    let b = g.board();
    prop_assert!(b.is_valid(), "men overlap or went missing: {}", b.diagram());
    let mut all: Vec<Card> = g.hands().iter().flatten().chain(g.deck()).chain(g.discards()).copied().collect();
    all.sort();
    prop_assert_eq!(all, Card::deck());
    prop_assert!(g.hands().iter().all(|h| h.len() <= 3));
    let all = g.legal_actions();
    match g.turn() {
        Turn::Seat(s) => {
            prop_assert_eq!(g.hands()[s].len(), 3);
            prop_assert!(!all.is_empty(), "a seat to move always has a move (or has lost)");
            prop_assert!(g.combos().iter().all(|c| c.len() < 2));
        }
        Turn::Over => {
            prop_assert!(all.is_empty());
            prop_assert!(g.outcome().is_some_and(|o| o.winners.len() == 1));
        }
        Turn::Chance => prop_assert!(false, "no chance turns"),
    }
    let mut seen = std::collections::HashSet::new();
    prop_assert!(all.iter().all(|a| seen.insert(*a)), "each action listed once");
    Ok(())
}

/// Plays `steps` random moves; at each step also tries an arbitrary action and
/// checks that `apply` accepts it exactly when the listing has it.
fn play(setup: &Setup, seed: u64, steps: usize) -> Result<Match<Combo4x4>, TestCaseError> {
    let mut m = Match::<Combo4x4>::new(setup.clone(), seed).expect("deal");
    let mut rng = Rng::new(seed, 11);
    for _ in 0..steps {
        check(m.state())?;
        let all = m.state().legal_actions();
        let probe =
            Action { card: Card::ALL[rng.below(12)], from: Cell(rng.below(17) as u8), to: Cell(rng.below(17) as u8) };
        let mut copy = m.state().clone();
        let ok = copy.apply(&probe).is_ok();
        prop_assert_eq!(ok, all.contains(&probe), "{:?}", probe);
        if !ok {
            prop_assert_eq!(&copy, m.state(), "a refused action changes nothing");
        }
        if all.is_empty() {
            break;
        }
        m.apply(all[rng.below(all.len())]).expect("listed actions are legal");
    }
    check(m.state())?;
    Ok(m)
}

proptest! {
    #![proptest_config(config(96))]

    #[test]
    fn random_games_keep_every_invariant(setup in setups(), seed in any::<u64>(), steps in 0usize..160) {
        // Replays (record, JSON, link) are the generic laws' (tests/laws.rs).
        play(&setup, seed, steps)?;
    }

    #[test]
    fn redacted_records_replay_to_the_same_views(
        setup in setups(), seed in any::<u64>(), steps in 0usize..160, seat in 0usize..3, fresh in any::<u64>(),
    ) {
        let m = play(&setup, seed, steps)?;
        let seat = (seat < 2).then_some(seat);
        let r = Combo4x4::redact(m.record(), seat, fresh).expect("redacts");
        let n = link::decode::<Combo4x4>(&link::encode(&r)).expect("the redacted link replays");
        for s in [Some(0), Some(1), None] {
            prop_assert_eq!(n.state().view(s), m.state().view(s));
        }
        check(n.state())?;
        // The game goes on from the redacted record like any other.
        let mut n = n;
        let mut rng = Rng::new(fresh, 1);
        for _ in 0..40 {
            let all = n.state().legal_actions();
            if all.is_empty() {
                break;
            }
            n.apply(all[rng.below(all.len())]).expect("legal");
            check(n.state())?;
        }
    }
}

fn sample_record(actions: usize) -> Record<Combo4x4> {
    let mut m = Match::<Combo4x4>::new(Setup::default(), 5).expect("deal");
    let mut rng = Rng::new(5, 1);
    for _ in 0..actions {
        let all = m.state().legal_actions();
        if all.is_empty() {
            break;
        }
        m.apply(all[rng.below(all.len())]).expect("legal");
    }
    m.record().clone()
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn arbitrary_text_is_refused_without_panic(text in any::<String>()) {
        prop_assert!(Match::<Combo4x4>::from_json(&text).is_err());
        prop_assert!(link::decode::<Combo4x4>(&text).is_err());
        let payload = format!("1.{text}");
        prop_assert!(link::decode::<Combo4x4>(&payload).is_err());
    }

    #[test]
    fn arbitrary_link_bytes_are_refused_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        use base64::Engine as _;
        let payload = format!("1.{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&bytes));
        let _ = link::decode::<Combo4x4>(&payload);
    }

    #[test]
    fn damaged_records_never_panic(at in any::<prop::sample::Index>(), byte in any::<u8>(), len in 0usize..40) {
        damage::read_damaged(&sample_record(len), at, byte);
    }

    #[test]
    fn arbitrary_actions_and_deals_never_panic(
        actions in prop::collection::vec((0usize..12, any::<u8>(), any::<u8>()), 0..30),
        deal in prop::collection::vec(0usize..12, 0..45),
        seed in any::<u64>(),
    ) {
        let actions = actions.into_iter().map(|(c, from, to)| Action { card: Card::ALL[c], from: Cell(from), to: Cell(to) }).collect();
        let deals = vec![Card::deck(), deal.into_iter().map(|c| Card::ALL[c]).collect()];
        let record = Record::<Combo4x4> {
            game: tabula_rules::GameId::Combo4x4,
            rules_version: <Combo4x4 as Game>::RULES_VERSION,
            setup: Setup { deals, ..Setup::default() },
            seed,
            actions,
        };
        let _ = Match::replay(record);
    }
}
