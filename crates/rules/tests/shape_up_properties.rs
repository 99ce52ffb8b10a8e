//! Properties of Shape Up! over random reachable positions: the fast turn generator
//! against brute force, conservation of the 18 cards, the 5x3 window, replays, links,
//! redaction, and robustness against damaged records.

#[path = "common/damage.rs"]
mod damage;

use std::collections::HashSet;

use proptest::prelude::*;
use proptest::test_runner::Config;
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{fits, Action, Card, Cell, Setup, ShapeUp, Shift};
use tabula_rules::{link, Game, GameId, Match, Record, RecordError, Turn};

// ---------------------------------------------------------------------------------
// Positions

fn config(cases: u32) -> Config {
    // No regression files: the suite must not write into the source tree.
    Config { cases, failure_persistence: None, ..Config::default() }
}

fn setups() -> impl Strategy<Value = Setup> {
    (2u8..=3, any::<bool>(), 1u8..=4, 0u8..3).prop_map(|(seats, advanced, rounds, first)| Setup {
        seats,
        advanced,
        rounds,
        first: first % seats,
        deals: Vec::new(),
    })
}

fn one_round() -> impl Strategy<Value = Setup> {
    (2u8..=3, any::<bool>(), 0u8..3).prop_map(|(seats, advanced, first)| Setup {
        seats,
        advanced,
        first: first % seats,
        ..Setup::default()
    })
}

/// Plays up to `steps` turns, each chosen uniformly from the full listing (so reaching
/// a position does not lean on `random_action`, which is under test too).
fn advance(m: &mut Match<ShapeUp>, rng: &mut Rng, steps: usize) {
    for _ in 0..steps {
        let all = m.state().legal_actions();
        if all.is_empty() {
            return;
        }
        let a = all[rng.below(all.len())];
        m.apply(a).expect("listed actions are legal");
    }
}

fn reach(setup: &Setup, seed: u64, steps: usize) -> Match<ShapeUp> {
    let mut m = Match::new(setup.clone(), seed).expect("valid setup");
    advance(&mut m, &mut Rng::new(seed, 7), steps);
    m
}

fn mover(g: &ShapeUp) -> Option<usize> {
    match g.turn() {
        Turn::Seat(s) => Some(s),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------
// The generator against brute force

/// Every legal action found by trying, on `apply`, every play cell and every move of a
/// card in the layout to every cell, in both orders, within 3 cells of the layout's
/// box (legal turns reach at most 2). A turn legal in both orders is kept once, as
/// play then move, the form the listing uses.
fn brute_force(g: &ShapeUp) -> HashSet<Action> {
    let cells: Vec<Cell> = g.layout().iter().map(|p| p.0).collect();
    let (x0, x1) = (cells.iter().map(|c| c.x).min().unwrap_or(0), cells.iter().map(|c| c.x).max().unwrap_or(0));
    let (y0, y1) = (cells.iter().map(|c| c.y).min().unwrap_or(0), cells.iter().map(|c| c.y).max().unwrap_or(0));
    let area: Vec<Cell> = (y0 - 3..=y1 + 3).flat_map(|y| (x0 - 3..=x1 + 3).map(move |x| Cell::new(x, y))).collect();
    let hand = mover(g).map_or(0, |s| g.view(Some(s)).hand.len());
    let mut shifts = vec![None];
    for &from in &cells {
        for &to in &area {
            for before in [false, true] {
                shifts.push(Some(Shift { from, to, before }));
            }
        }
    }
    let mut scratch = g.clone();
    let mut legal = HashSet::new();
    // One card index past the hand too: it must never be legal.
    for card in 0..=hand as u8 {
        for &play in &area {
            for &shift in &shifts {
                let a = Action { card, play, shift };
                if scratch.apply(&a).is_ok() {
                    legal.insert(a);
                    scratch = g.clone();
                }
            }
        }
    }
    let both = |a: &Action| {
        a.shift.is_some_and(|s| s.before && legal.contains(&Action { shift: Some(Shift { before: false, ..s }), ..*a }))
    };
    legal.iter().filter(|a| !both(a)).copied().collect()
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn listing_equals_brute_force(setup in one_round(), seed in any::<u64>(), steps in 0usize..15) {
        let m = reach(&setup, seed, steps);
        let g = m.state();
        let listed = g.legal_actions();
        let set: HashSet<Action> = listed.iter().copied().collect();
        prop_assert_eq!(set.len(), listed.len(), "an action is listed twice");
        let brute = brute_force(g);
        let missing: Vec<_> = brute.difference(&set).collect();
        let extra: Vec<_> = set.difference(&brute).collect();
        prop_assert!(missing.is_empty() && extra.is_empty(), "missing {:?}\nextra {:?}\nlayout {:?}", missing, extra, g.layout());
        prop_assert_eq!(g.legal_count(), listed.len());
    }
}

/// FNV-1a over every action listed in every position of some seeded games, played
/// by picks from the listing. The listing's order is behaviour (a table shows turns in
/// it, and the generator's speed-ups must keep it), so any change in order or content
/// changes this number. Pinned from the first, unoptimised generator.
#[test]
fn listing_order_is_pinned() {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut eat = |b: u8| hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    let mut listed = 0usize;
    for seed in 0..40u64 {
        let setup = Setup { seats: 2 + (seed % 2) as u8, advanced: seed % 3 == 0, ..Setup::default() };
        let mut g = ShapeUp::new(&setup, seed).expect("valid setup");
        let mut rng = Rng::new(seed, 11);
        while g.turn() != Turn::Over {
            let all = g.legal_actions();
            for a in &all {
                eat(a.card);
                eat(a.play.x as u8);
                eat(a.play.y as u8);
                match a.shift {
                    None => eat(0xFF),
                    Some(s) => {
                        for b in [s.from.x as u8, s.from.y as u8, s.to.x as u8, s.to.y as u8, u8::from(s.before)] {
                            eat(b);
                        }
                    }
                }
            }
            listed += all.len();
            g.apply(&all[rng.below(all.len())]).expect("listed actions are legal");
        }
    }
    assert_eq!((listed, hash), PINNED_LISTING);
}

/// Actions listed and their hash in [`listing_order_is_pinned`].
const PINNED_LISTING: (usize, u64) = (245_089, 8_683_089_456_018_108_075);

// ---------------------------------------------------------------------------------
// Uniform sampling

/// `random_action` draws every listed action equally often: a chi-square test on a
/// few small positions (16 to 264 actions), each drawn 100 times per action. The
/// draws are seeded, so the test is deterministic; the bound is six standard
/// deviations above the statistic's mean, far from a fair sampler's values and far
/// below those of a sampler that favours some moves (which gives each move's turns,
/// or each card, its own share).
#[test]
fn random_action_is_uniform_over_the_listing() {
    let cases = [(Setup::default(), 1), (Setup::default(), 2), (Setup { advanced: true, ..Setup::default() }, 2)];
    for (setup, turns) in cases {
        let m = reach(&setup, 3, turns);
        let g = m.state();
        let listed = g.legal_actions();
        let n = listed.len();
        let mut seen = vec![0u32; n];
        let mut rng = Rng::new(99, turns as u64);
        let draws = 100 * n;
        for _ in 0..draws {
            let a = g.random_action(&mut rng).expect("a legal action");
            let i = listed.iter().position(|l| *l == a).expect("random_action picks a listed action");
            seen[i] += 1;
        }
        let expected = draws as f64 / n as f64;
        let chi2: f64 = seen.iter().map(|&o| (f64::from(o) - expected).powi(2) / expected).sum();
        let df = (n - 1) as f64;
        assert!(chi2 < df + 6.0 * (2.0 * df).sqrt(), "chi-square {chi2:.1} for {df} degrees of freedom, {n} actions");
    }
}

// ---------------------------------------------------------------------------------
// Whole random games

/// Checks the invariants that hold between any two turns.
fn check_position(g: &ShapeUp, rng: &mut Rng) -> Result<(), TestCaseError> {
    let n = g.seat_count();
    let public = g.view(None);
    let layout = &public.layout;

    // The window: no two cards on one cell, all of them inside 5x3 or 3x5.
    let cells: HashSet<Cell> = layout.iter().map(|p| p.0).collect();
    prop_assert_eq!(cells.len(), layout.len());
    prop_assert!(fits(cells.iter().copied()), "layout outside the window: {:?}", layout);
    if public.over {
        return Ok(());
    }

    // The 18 cards: what the seats can see, all distinct, plus the deck and the
    // hidden card make 18.
    let mut visible: Vec<Card> = layout.iter().map(|p| p.1).collect();
    for s in 0..n {
        let v = g.view(Some(s));
        prop_assert_eq!(v.hand.len(), public.hand_sizes[s]);
        visible.extend(v.hand);
        visible.extend(v.victory);
    }
    let distinct: HashSet<Card> = visible.iter().copied().collect();
    prop_assert_eq!(distinct.len(), visible.len(), "a card is in two places");
    prop_assert!(visible.iter().all(|c| c.is_valid()));
    prop_assert_eq!(visible.len() + public.deck_left + 1, 18);

    // The listing, its count, and the random pick agree.
    let listed = g.legal_actions();
    prop_assert!(!listed.is_empty(), "a seat to move always has a legal turn");
    prop_assert_eq!(g.legal_count(), listed.len());
    let pick = g.random_action(rng);
    prop_assert!(pick.is_some_and(|a| listed.contains(&a)), "random_action {:?} not listed", pick);
    Ok(())
}

fn check_round(r: &tabula_rules::shape_up::RoundResult, n: usize) -> Result<(), TestCaseError> {
    let mut all: Vec<Card> = r.layout.iter().map(|p| p.1).collect();
    prop_assert_eq!(all.len(), 17 - n);
    all.extend(r.victory.iter().copied());
    all.push(r.hidden);
    let distinct: HashSet<Card> = all.iter().copied().collect();
    prop_assert_eq!(distinct.len(), 18, "the round does not account for the 18 cards");
    Ok(())
}

proptest! {
    #![proptest_config(config(128))]

    #[test]
    fn random_games_end_and_keep_every_invariant(setup in setups(), seed in any::<u64>(), cut in any::<prop::sample::Index>()) {
        let mut m = Match::<ShapeUp>::new(setup.clone(), seed).expect("valid setup");
        let mut rng = Rng::new(seed, 3);
        let mut states = vec![m.state().clone()];
        let limit = usize::from(setup.rounds) * (17 - usize::from(setup.seats));
        while m.state().turn() != Turn::Over {
            check_position(m.state(), &mut rng)?;
            let a = m.state().random_action(&mut rng).expect("a legal action while the game runs");
            m.apply(a).expect("random_action is legal");
            states.push(m.state().clone());
            prop_assert!(m.record().actions.len() <= limit, "the game does not end");
        }
        check_position(m.state(), &mut rng)?;
        prop_assert_eq!(m.record().actions.len(), limit);
        let end = m.state().view(None);
        prop_assert_eq!(end.results.len(), usize::from(setup.rounds));
        for r in &end.results {
            check_round(r, usize::from(setup.seats))?;
        }

        // The record is the game: replay, JSON and link all give the same state.
        let replayed = Match::replay(m.record().clone()).expect("the record replays");
        prop_assert_eq!(replayed.state(), m.state());
        let json = Match::<ShapeUp>::from_json(&m.to_json()).expect("the JSON replays");
        prop_assert_eq!(json.state(), m.state());
        prop_assert_eq!(json.record(), m.record());
        prop_assert_eq!(json.to_json(), m.to_json());
        let linked = link::decode::<ShapeUp>(&link::encode(m.record())).expect("the link replays");
        prop_assert_eq!(linked.state(), m.state());
        prop_assert_eq!(linked.record(), m.record());

        // Undo: truncating the record gives back the state at that point.
        let k = cut.index(states.len());
        let mut undone = m.clone();
        undone.truncate(k).expect("truncate");
        prop_assert_eq!(undone.state(), &states[k]);
    }
}

// ---------------------------------------------------------------------------------
// Redaction

/// Plays the rest of the current round on `m` with turns drawn from `rng`, and
/// returns that round's result.
fn finish_round(m: &mut Match<ShapeUp>, rng: &mut Rng) -> tabula_rules::shape_up::RoundResult {
    let round = usize::from(m.state().view(None).round);
    while m.state().view(None).results.len() <= round {
        let a = m.state().random_action(rng).expect("the round is not over");
        m.apply(a).expect("legal");
    }
    m.state().view(None).results[round].clone()
}

/// The secrets a seat does not know at the end of the round: the others' victory
/// cards and the hidden card.
fn secrets(r: &tabula_rules::shape_up::RoundResult, seat: Option<usize>) -> Vec<Card> {
    let mut v: Vec<Card> = (0..r.victory.len()).filter(|&o| Some(o) != seat).map(|o| r.victory[o]).collect();
    v.push(r.hidden);
    v
}

proptest! {
    #![proptest_config(config(32))]

    #[test]
    fn redaction_keeps_the_public_position_and_hides_the_rest(
        setup in setups(), seed in any::<u64>(), steps in 0usize..60, seat in 0usize..4, fresh in any::<u64>(),
    ) {
        let m = reach(&setup, seed, steps);
        let n = usize::from(setup.seats);
        let seat = (seat < n).then_some(seat);
        let real = m.state();
        let record = m.record();
        if real.turn() == Turn::Over {
            let same = ShapeUp::redact(record, seat, fresh).expect("redact");
            prop_assert_eq!(&same, record, "a finished game is public: nothing to redact");
            return Ok(());
        }
        let mut real_secrets = None;
        let mut same_secrets = 0;
        let mut seen_secrets = HashSet::new();
        let tries = 64u64;
        for t in 0..tries {
            let fresh = fresh.wrapping_add(t);
            let red = ShapeUp::redact(record, seat, fresh).expect("redact");
            prop_assert_eq!(&red.actions, &record.actions);
            prop_assert_eq!(red.seed, fresh);
            let r = Match::replay(red).expect("a redacted record replays");
            let g = r.state();
            prop_assert_eq!(g.view(seat), real.view(seat), "what the seat sees is unchanged");
            prop_assert_eq!(g.view(None), real.view(None));
            prop_assert_eq!(g.turn(), real.turn());
            prop_assert_eq!(g.scores(), real.scores());
            prop_assert_eq!(g.legal_actions(), real.legal_actions());

            // Play both to the end of the round with the same turns and compare what
            // was hidden from the seat.
            let (mut a, mut b) = (m.clone(), r.clone());
            let ra = finish_round(&mut a, &mut Rng::new(t, 1));
            let rb = finish_round(&mut b, &mut Rng::new(t, 1));
            let truth = secrets(&ra, seat);
            real_secrets.get_or_insert(truth.clone());
            let guess = secrets(&rb, seat);
            same_secrets += u64::from(guess == truth);
            seen_secrets.insert(guess);
        }
        // At least two unseen cards (the hidden card and a card of another seat)
        // share the unseen slots, so a fair deal matches the truth at most half of
        // the time; 48 of 64 is far out in that tail.
        prop_assert!(same_secrets <= 48, "{} of {} redactions kept the secrets of {:?}", same_secrets, tries, real_secrets);
        prop_assert!(seen_secrets.len() >= 2);
    }

    /// Two deals that differ only in cards the seat has not seen must redact to the
    /// same record: the redaction may depend on what the seat knows, nothing else.
    #[test]
    fn redaction_depends_only_on_what_the_seat_knows(
        setup in one_round(), seed in any::<u64>(), steps in 0usize..14, seat in 0usize..4,
        fresh in any::<u64>(), swap in any::<(prop::sample::Index, prop::sample::Index)>(),
    ) {
        let n = usize::from(setup.seats);
        let seat = (seat < n).then_some(seat);
        let base = reach(&setup, seed, steps);
        if base.state().turn() == Turn::Over {
            return Ok(());
        }
        // The real deal, then a twin with two cards the seat cannot see swapped.
        let mut deal: Vec<Card> = Card::all().collect();
        Rng::new(seed, 0).shuffle(&mut deal);
        let g = base.state();
        let mut seen: Vec<Card> = g.layout().iter().map(|p| p.1).collect();
        if let Some(s) = seat {
            seen.extend(g.view(Some(s)).hand);
            seen.extend(g.view(Some(s)).victory);
        }
        let unseen: Vec<usize> = (0..18).filter(|&i| !seen.contains(&deal[i])).collect();
        let (i, j) = (unseen[swap.0.index(unseen.len())], unseen[swap.1.index(unseen.len())]);
        prop_assume!(i != j);
        let mut twin_deal = deal.clone();
        twin_deal.swap(i, j);
        let rec = |d: Vec<Card>| Record::<ShapeUp> {
            game: GameId::ShapeUp,
            rules_version: <ShapeUp as Game>::RULES_VERSION,
            setup: Setup { deals: vec![d], ..setup.clone() },
            seed,
            actions: base.record().actions.clone(),
        };
        let (one, two) = (rec(deal), rec(twin_deal));
        let (m1, m2) = (Match::replay(one.clone()).expect("replays"), Match::replay(two.clone()).expect("replays"));
        for s in (0..n).map(Some).chain([None]) {
            prop_assert_eq!(m1.state().view(s), base.state().view(s), "the explicit deal is the seeded one");
        }
        prop_assert_eq!(m1.state().view(seat), m2.state().view(seat), "the twins look alike to the seat");
        let r1 = ShapeUp::redact(&one, seat, fresh).expect("redact");
        let r2 = ShapeUp::redact(&two, seat, fresh).expect("redact");
        prop_assert_eq!(r1, r2, "the redaction tells the twins apart: it leaks what the seat has not seen");
    }
}

// ---------------------------------------------------------------------------------
// Damaged input

fn sample_record(actions: usize) -> Record<ShapeUp> {
    reach(&Setup { rounds: 2, ..Setup::default() }, 5, actions).record().clone()
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn arbitrary_text_is_refused_without_panic(text in any::<String>()) {
        prop_assert!(Match::<ShapeUp>::from_json(&text).is_err());
        prop_assert!(link::decode::<ShapeUp>(&text).is_err());
        let payload = format!("1.{text}");
        prop_assert!(link::decode::<ShapeUp>(&payload).is_err());
    }

    #[test]
    fn arbitrary_link_bytes_are_refused_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        use base64::Engine as _;
        let payload = format!("1.{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&bytes));
        prop_assert!(link::decode::<ShapeUp>(&payload).is_err());
    }

    #[test]
    fn damaged_records_never_panic(at in any::<prop::sample::Index>(), byte in any::<u8>(), len in 0usize..30) {
        damage::read_damaged(&sample_record(len), at, byte);
    }

    #[test]
    fn an_illegal_action_is_reported_at_its_index(len in 1usize..30, at in any::<prop::sample::Index>(), far in 20i8..100) {
        let mut record = sample_record(len);
        let i = at.index(record.actions.len());
        // No card is ever 20 cells away from the layout.
        record.actions[i].play = Cell::new(far, -far);
        let err = Match::replay(record.clone()).err();
        let is_illegal_at_i = matches!(&err, Some(RecordError::Illegal { index, .. }) if *index == i);
        prop_assert!(is_illegal_at_i, "{:?}", err);
        prop_assert_eq!(link::decode::<ShapeUp>(&link::encode(&record)).err(), err);
    }
}

// ---------------------------------------------------------------------------------
// Tampered records, one by one

fn json_with(record: &Record<ShapeUp>, edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v = serde_json::to_value(record).expect("serialise");
    edit(&mut v);
    v.to_string()
}

#[test]
fn tampered_records_give_the_matching_error() {
    let good = sample_record(20);
    assert!(Match::<ShapeUp>::from_json(&serde_json::to_string(&good).expect("json")).is_ok());

    let wrong_game = json_with(&good, |v| v["game"] = "pow".into());
    assert_eq!(
        Match::<ShapeUp>::from_json(&wrong_game).err(),
        Some(RecordError::WrongGame { expected: GameId::ShapeUp, found: GameId::Pow })
    );
    let unknown_game = json_with(&good, |v| v["game"] = "chess".into());
    assert!(matches!(Match::<ShapeUp>::from_json(&unknown_game), Err(RecordError::Parse(_))));

    let version = json_with(&good, |v| v["rules_version"] = 2.into());
    assert_eq!(Match::<ShapeUp>::from_json(&version).err(), Some(RecordError::RulesVersion { found: 2, supported: 1 }));
    let retired = json_with(&good, |v| v["rules_version"] = 0.into());
    assert_eq!(Match::<ShapeUp>::from_json(&retired).err(), Some(RecordError::RulesVersion { found: 0, supported: 1 }));

    let seats = json_with(&good, |v| v["setup"]["seats"] = 5.into());
    assert!(matches!(Match::<ShapeUp>::from_json(&seats), Err(RecordError::Setup(_))));

    // A deal with a card twice (and one missing), and one with a card that does not exist.
    let mut twice: Vec<u8> = (0..18).collect();
    twice[17] = 0;
    let dup = json_with(&good, |v| v["setup"]["deals"] = serde_json::json!([twice]));
    assert!(matches!(Match::<ShapeUp>::from_json(&dup), Err(RecordError::Setup(_))));
    let bogus: Vec<u8> = (1..19).collect();
    let bogus = json_with(&good, |v| v["setup"]["deals"] = serde_json::json!([bogus]));
    assert!(matches!(Match::<ShapeUp>::from_json(&bogus), Err(RecordError::Setup(_))));

    // A card index past the hand, and a play onto a taken cell.
    let no_card = json_with(&good, |v| v["actions"][3]["card"] = 1.into());
    assert_eq!(
        Match::<ShapeUp>::from_json(&no_card).err().map(|e| illegal_reason(&e, 3)),
        Some(tabula_rules::shape_up::IllegalAction::NoSuchCard.to_string())
    );
    let mut taken = good.clone();
    taken.actions.truncate(4);
    let occupied = Match::replay(taken.clone()).expect("replays").state().layout()[0].0;
    taken.actions.push(Action { card: 0, play: occupied, shift: None });
    assert_eq!(
        Match::replay(taken).err().map(|e| illegal_reason(&e, 4)),
        Some(tabula_rules::shape_up::IllegalAction::Occupied.to_string())
    );

    // Actions after the end of the game.
    let mut over = reach(&Setup::default(), 1, 15).record().clone();
    over.actions.push(over.actions[0]);
    assert_eq!(
        Match::replay(over).err().map(|e| illegal_reason(&e, 15)),
        Some(tabula_rules::shape_up::IllegalAction::GameOver.to_string())
    );

    // The same through links.
    let mut r = good.clone();
    r.game = GameId::Combo4x4;
    assert_eq!(
        link::decode::<ShapeUp>(&link::encode(&r)).err(),
        Some(RecordError::WrongGame { expected: GameId::ShapeUp, found: GameId::Combo4x4 })
    );
    let mut r = good.clone();
    r.setup.seats = 5;
    assert!(matches!(link::decode::<ShapeUp>(&link::encode(&r)), Err(RecordError::Setup(_))));
    assert!(matches!(link::decode::<ShapeUp>("2.AAAA"), Err(RecordError::Parse(_))));
}

fn illegal_reason(e: &RecordError, at: usize) -> String {
    match e {
        RecordError::Illegal { index, reason, .. } if *index == at => reason.clone(),
        other => format!("unexpected {other:?}"),
    }
}

#[test]
fn hostile_payloads_are_refused_quickly() {
    // Deep nesting stops at serde_json's recursion limit.
    let deep = "[".repeat(100_000);
    assert!(matches!(Match::<ShapeUp>::from_json(&deep), Err(RecordError::Parse(_))));
    // A link that claims four billion actions but carries none.
    use base64::Engine as _;
    let mut bin = postcard::to_allocvec(&sample_record(0)).expect("serialise");
    bin.pop(); // the empty action list's length
    bin.extend([0xFF, 0xFF, 0xFF, 0xFF, 0x0F]);
    let payload = format!("1.{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&bin));
    assert!(matches!(link::decode::<ShapeUp>(&payload), Err(RecordError::Parse(_))));
}
