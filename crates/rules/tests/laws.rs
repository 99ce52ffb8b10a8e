//! The laws every game keeps, written once and run on each game of the registry:
//! setups round-trip through variant names; random legal play never panics and ends;
//! the listing is exactly what `apply` accepts (each listed action is accepted, and
//! an action not listed is refused with the state unchanged); every action reads back
//! from its notation; each action gets one report; the outcome agrees with the
//! scores; a record replays (as is, as JSON and as a link) to the same state and
//! reports; a redacted record replays and shows the redacting seat the same view;
//! dealing anew what no seat has seen changes no seat's view; the registry's facts
//! hold (chance turns only where `chance` says so, and the odds a game lists are those
//! its draws follow; without `hidden`, every seat sees the spectator's view).
//! Game-specific worked examples and hiding checks stay in each game's own tests.

use std::collections::HashSet;

use tabula_rules::registry::{Describe, GameInfo};
use tabula_rules::rng::Rng;
use tabula_rules::{link, Game, Match, Record, Seat, Turn};

/// Actions a game may take before the test calls it endless: far beyond any real game.
const MAX_ACTIONS: usize = 5_000;

/// Setups drawn from the game's own description: the plain game at every seat count,
/// and random picks of its variants (numbers anywhere in their range) that the
/// description accepts.
fn setups<G: Describe>(rng: &mut Rng, picks: usize) -> Vec<G::Setup> {
    let info: GameInfo = G::INFO;
    let mut out = Vec::new();
    for seats in usize::from(info.min_seats)..=usize::from(info.max_seats) {
        if let Ok(s) = G::default_setup(seats) {
            out.push(s);
        }
        for _ in 0..picks {
            let mut names = Vec::new();
            for v in info.variants {
                if rng.below(2) == 0 {
                    continue;
                }
                names.push(match v.param {
                    Some(p) => {
                        let span = usize::from(p.max - p.min).min(60) + 1;
                        format!("{}={}", v.code, p.min + rng.below(span) as u16)
                    }
                    None => v.code.to_string(),
                });
            }
            if let Ok(s) = G::parse_setup(seats, &names) {
                out.push(s);
            }
        }
    }
    out
}

/// The whole state as text: equal texts are equal states (every game derives Debug).
fn snapshot<G: Game>(g: &G) -> String {
    format!("{g:?}")
}

fn view_text<G: Game>(g: &G, seat: Option<Seat>) -> String {
    serde_json::to_string(&g.view(seat)).unwrap_or_default()
}

/// What a view shows, leaving out whose view it is.
fn shown<G: Game>(g: &G, seat: Option<Seat>) -> serde_json::Value {
    let mut v = serde_json::to_value(g.view(seat)).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.remove("seat");
    }
    v
}

/// What one game showed of the registry's facts.
#[derive(Default)]
struct Facts {
    /// A chance turn came.
    chance: bool,
    /// Some seat saw what the spectator did not.
    hidden: bool,
}

/// At a chance turn, the outcomes the game lists (if it lists them) are distinct, add
/// up to 1, and are all that its draws give.
fn check_chance<G: Game>(g: &G, seed: u64) {
    let outcomes = g.chance_outcomes();
    if outcomes.is_empty() {
        return;
    }
    let total: f64 = outcomes.iter().map(|o| o.1).sum();
    assert!((total - 1.0).abs() < 1e-9, "the odds add up to {total}");
    assert!(outcomes.iter().all(|o| o.1 > 0.0), "every outcome listed may come");
    let distinct: HashSet<String> = outcomes.iter().map(|o| o.0.to_string()).collect();
    assert_eq!(distinct.len(), outcomes.len(), "each outcome is listed once");
    for stream in 0..8 {
        let drawn = g.chance_action(&mut Rng::new(seed, 900 + stream)).expect("chance draws an outcome");
        assert!(distinct.contains(&drawn.to_string()), "{drawn} is drawn but not listed");
    }
}

/// The notation of `a` with one digit changed or one character dropped: text that
/// often reads as another action, legal or not.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let chars: Vec<char> = text.chars().collect();
    let i = rng.below(chars.len().max(1));
    let mut out = chars.clone();
    match chars.get(i) {
        Some(c) if c.is_ascii_digit() => out[i] = char::from(b'0' + rng.below(10) as u8),
        Some(_) => {
            out.remove(i);
        }
        None => {}
    }
    out.into_iter().collect()
}

/// A listed action must be accepted. One not listed must be refused, leaving the
/// state as it was, unless it is another way to write a listed one (Shape Up! takes
/// a turn's move and play in either order that works, and lists each turn once): then
/// it must do exactly what that listed action does.
fn probe<G: Game>(g: &G, listed: &[G::Action], a: &G::Action) {
    let mut copy = g.clone();
    let result = copy.apply(a);
    if listed.contains(a) {
        assert!(result.is_ok(), "listed {a} refused: {:?}", result.err());
    } else if result.is_ok() {
        let after = snapshot(&copy);
        let same = listed.iter().any(|b| {
            let mut other = g.clone();
            other.apply(b).is_ok() && snapshot(&other) == after
        });
        assert!(same, "{a} is not listed but was accepted, and no listed action does the same");
    } else {
        assert_eq!(snapshot(&copy), snapshot(g), "refusing {a} changed the state");
    }
}

/// Checks one position: listing, notation, apply against the listing, outcome.
fn check_position<G: Game>(g: &G, pool: &mut Vec<G::Action>, rng: &mut Rng) {
    let listed = g.legal_actions();
    match g.turn() {
        Turn::Over => {
            assert!(listed.is_empty(), "a finished game lists actions");
            let o = g.outcome().expect("a finished game has an outcome");
            assert_eq!(o.scores, g.scores(), "outcome scores are the scores");
            assert_eq!(o.scores.len(), g.seat_count());
            assert!(!o.winners.is_empty(), "someone wins (ties are shared)");
            assert!(o.winners.windows(2).all(|w| w[0] < w[1]), "winners listed once, in order");
            assert!(o.winners.iter().all(|&w| w < g.seat_count()));
            return;
        }
        Turn::Chance => assert!(listed.is_empty(), "chance turns list nothing"),
        Turn::Seat(s) => {
            assert!(s < g.seat_count());
            assert!(!listed.is_empty(), "a seat to act has an action");
        }
    }
    assert!(g.outcome().is_none(), "no outcome before the end");
    let mut seen = HashSet::new();
    for a in &listed {
        let text = a.to_string();
        assert_eq!(text.parse::<G::Action>().as_ref(), Ok(a), "notation '{text}' reads back");
        assert!(seen.insert(text), "{a} listed twice");
    }
    for _ in 0..4.min(listed.len()) {
        let a = &listed[rng.below(listed.len())];
        probe(g, &listed, a);
        if let Ok(b) = mutate(&a.to_string(), rng).parse::<G::Action>() {
            probe(g, &listed, &b);
        }
    }
    // Actions of other positions: mostly not legal here.
    for _ in 0..4.min(pool.len()) {
        let b = pool[rng.below(pool.len())].clone();
        probe(g, &listed, &b);
    }
    if pool.len() < 256 {
        pool.extend(listed.into_iter().take(4));
    }
}

/// Plays `setup` with uniformly random legal actions (chance from the seed), checking
/// every position; returns the finished match.
fn play<G: Describe>(setup: G::Setup, seed: u64) -> (Match<G>, Facts) {
    let mut m = Match::<G>::new(setup, seed).expect("the registry's setups deal");
    let mut rng = Rng::new(seed, 77);
    let mut pool = Vec::new();
    let mut seats = Vec::new();
    let mut facts = Facts::default();
    loop {
        let g = m.state();
        check_position(g, &mut pool, &mut rng);
        let public = shown(g, None);
        let private = (0..g.seat_count()).any(|s| shown(g, Some(s)) != public);
        assert!(G::INFO.hidden || !private, "a game without hidden information shows a seat what others do not see");
        facts.hidden |= private;
        if g.turn() != Turn::Chance {
            assert!(g.chance_outcomes().is_empty(), "chance outcomes are listed only at a chance turn");
        }
        match g.turn() {
            Turn::Over => break,
            Turn::Chance => {
                assert!(G::INFO.chance, "a chance turn in a game without chance");
                facts.chance = true;
                check_chance(g, seed);
                seats.push(None);
                let mut peek = Rng::new(seed, 5);
                let roll = g.chance_action(&mut peek).expect("chance draws an outcome");
                assert_eq!(roll.to_string().parse::<G::Action>().as_ref(), Ok(&roll), "chance notation reads back");
                assert!(m.resolve_chance(), "chance plays its outcome");
            }
            Turn::Seat(s) => {
                seats.push(Some(s));
                let listed = g.legal_actions();
                let a = listed[rng.below(listed.len())].clone();
                m.apply(a).expect("a listed action is legal");
            }
        }
        assert!(m.record().actions.len() <= MAX_ACTIONS, "the game did not end");
    }
    let who: Vec<Option<Seat>> = m.reports().iter().map(|e| e.seat).collect();
    assert_eq!(who, seats, "one report an action, naming who acted");
    (m, facts)
}

/// A record replays to the same state and reports: as is, from JSON, from a link.
fn check_replays<G: Game>(m: &Match<G>) {
    let again = Match::<G>::replay(m.record().clone()).expect("the record replays");
    assert_eq!(snapshot(again.state()), snapshot(m.state()));
    assert_eq!(again.reports(), m.reports(), "replaying gives the same reports");
    let json = Match::<G>::from_json(&m.to_json()).expect("the JSON replays");
    assert_eq!(snapshot(json.state()), snapshot(m.state()));
    let linked = link::decode::<G>(&link::encode(m.record())).expect("the link replays");
    assert_eq!(snapshot(linked.state()), snapshot(m.state()));
    // The end chart: a point before the first move and one per turn, ending on the
    // scores of an ended game.
    let series = m.score_series();
    let turns =
        m.reports().windows(2).filter(|w| w[0].seat.is_some() && w[1].seat.is_some() && w[0].seat != w[1].seat).count();
    assert!(series.len() > turns, "{} points for at least {turns} changes of seat", series.len());
    assert!(series.iter().all(|p| p.len() == m.state().seat_count()));
    if m.state().outcome().is_some() {
        assert_eq!(series.last(), Some(&m.state().scores()));
        // A point for every turn the game counts (POW's chart once had two).
        assert_eq!(series.len(), m.turn_number() + 1, "a point a turn, and one before the first");
    }
    // The turn number counts seats' goes: from 1, up by at most one an action, never
    // down, and a seat that acts after another does so in a later turn.
    let mut cut = Match::<G>::new(m.record().setup.clone(), m.record().seed).expect("deals");
    let mut number = cut.turn_number();
    assert_eq!(number, 1, "a new game is at turn 1");
    let mut last: Option<(Seat, usize)> = None;
    for (i, action) in m.record().actions.iter().enumerate() {
        cut.apply(action.clone()).expect("replays");
        let now = cut.turn_number();
        assert!(now == number || now == number + 1, "action {i}: turn {number} then {now}");
        // The turn an action is made in is the number shown before it.
        if let Some(seat) = m.reports()[i].seat {
            if let Some((before, then)) = last.filter(|&(s, _)| s != seat) {
                assert!(number > then, "action {i}: seat {seat} after seat {before} in the same turn {number}");
            }
            last = Some((seat, number));
        }
        number = now;
    }
}

/// Redacting the record cut at `len` for each seat (and a spectator) gives a record
/// that replays, with the same actions, to the view that seat had.
fn check_redaction<G: Game>(full: &Record<G>, len: usize, fresh: u64) {
    let record = Record { actions: full.actions[..len].to_vec(), ..full.clone() };
    let m = Match::<G>::replay(record.clone()).expect("a prefix replays");
    let seats = m.state().seat_count();
    for seat in std::iter::once(None).chain((0..seats).map(Some)) {
        let redacted = G::redact(&record, seat, fresh).expect("redaction works");
        assert_eq!(redacted.actions, record.actions, "redaction keeps the actions");
        let r = Match::<G>::replay(redacted).expect("a redacted record replays");
        assert_eq!(view_text(r.state(), seat), view_text(m.state(), seat), "seat {seat:?} sees the same");
    }
    // Dealing anew what nobody has seen changes no seat's view.
    let redealt = G::redeal_unseen(&record, fresh).expect("redealing works");
    assert_eq!(redealt.actions, record.actions, "redealing keeps the actions");
    let r = Match::<G>::replay(redealt).expect("a redealt record replays");
    for seat in std::iter::once(None).chain((0..seats).map(Some)) {
        assert_eq!(
            view_text(r.state(), seat),
            view_text(m.state(), seat),
            "seat {seat:?} sees the same after redealing"
        );
    }
}

/// Every law, on `games` random games a seat count (plus the plain game's).
fn laws<G: Describe>(seed: u64, picks: usize) {
    let mut rng = Rng::new(seed, 1);
    let mut facts = Facts::default();
    for setup in setups::<G>(&mut rng, picks) {
        let seats = G::new(&setup, 0).expect("deals").seat_count();
        let names = G::encode_setup(&setup);
        assert_eq!(G::parse_setup(seats, &names).as_ref(), Ok(&setup), "variants {names:?} read back");
        let (m, seen) = play::<G>(setup, rng.below(1 << 30) as u64);
        facts.chance |= seen.chance;
        facts.hidden |= seen.hidden;
        check_replays(&m);
        let n = m.record().actions.len();
        check_redaction(m.record(), rng.below(n + 1), rng.below(1 << 30) as u64);
    }
    assert_eq!(facts.chance, G::INFO.chance, "{}: chance came as the registry says", G::INFO.title);
    assert_eq!(facts.hidden, G::INFO.hidden, "{}: hidden information came as the registry says", G::INFO.title);
}

/// The registry lists each game once, under its own id, with sensible seats.
#[test]
fn the_registry_describes_every_game() {
    for (id, info) in tabula_rules::GameId::ALL.into_iter().zip(tabula_rules::registry::ALL) {
        assert_eq!(info.id, id);
        assert_eq!(tabula_rules::registry::info(id), info);
        assert!(info.min_seats <= info.default_seats && info.default_seats <= info.max_seats);
        let mut codes = HashSet::new();
        for v in info.variants {
            assert!(codes.insert(v.code), "{} twice", v.code);
            assert!(v.param.is_none_or(|p| p.min <= p.default && p.default <= p.max));
        }
        for a in info.aliases {
            assert!(codes.insert(a.code), "alias {} is also a name", a.code);
            assert!(a.means.iter().all(|m| info.variant(m).is_some()));
        }
    }
}

macro_rules! laws_of {
    ($name:ident, $G:ty) => {
        mod $name {
            #[test]
            fn every_law_holds_over_random_games() {
                super::laws::<$G>(1, 2);
            }
        }
    };
}

tabula_rules::for_each_game!(laws_of);

/// POW's tiles all start face up: dealing anew what nobody has seen keeps every tile
/// where it is, whatever the fresh seed, and changes only the dice to come.
#[test]
fn pow_keeps_every_tile_and_changes_the_dice() {
    use tabula_rules::pow::{Pow, Setup};
    let mut m = Match::<Pow>::new(Setup { seats: 2, deal: None }, 21).expect("deals");
    while m.record().actions.len() < 30 || m.state().turn() != Turn::Chance {
        if !m.resolve_chance() {
            let a = m.state().legal_actions()[0].clone();
            m.apply(a).expect("legal");
        }
    }
    let mut next = m.clone();
    next.resolve_chance();
    let real_roll = next.record().actions.last().cloned();
    let mut other_rolls = 0;
    let first = Pow::redeal_unseen(m.record(), 1).expect("redeals");
    for fresh in 1..=20 {
        let r = Pow::redeal_unseen(m.record(), fresh).expect("redeals");
        assert_eq!(r.setup.deal, first.setup.deal, "the same tiles");
        let mut g = Match::<Pow>::replay(r).expect("replays");
        g.resolve_chance();
        other_rolls += usize::from(g.record().actions.last().cloned() != real_roll);
    }
    assert!(other_rolls > 0, "the next roll is drawn anew");
}

/// POW's listed rolls, counted by face, are the odds its computers reckon with
/// (`Dice::outcomes`).
#[test]
fn pow_lists_the_odds_its_computers_use() {
    use tabula_rules::pow::{Dice, Pow, Setup};
    let m = Match::<Pow>::new(Setup { seats: 2, deal: None }, 3).expect("deals");
    assert_eq!(m.state().turn(), Turn::Chance, "the first roll");
    let mut by_count: Vec<(Dice, f64)> = Vec::new();
    for (action, p) in m.state().chance_outcomes() {
        let tabula_rules::pow::Action::Roll(faces) = action else { panic!("a roll is listed") };
        let dice = Dice::from_faces(&faces);
        match by_count.iter_mut().find(|(d, _)| *d == dice) {
            Some((_, q)) => *q += p,
            None => by_count.push((dice, p)),
        }
    }
    let expected = Dice::outcomes(5);
    assert_eq!(by_count.len(), expected.len());
    for (dice, p) in expected {
        let q = by_count.iter().find(|(d, _)| *d == dice).map_or(0.0, |o| o.1);
        assert!((p - q).abs() < 1e-12, "{dice:?}: {p} reckoned, {q} listed");
    }
}
