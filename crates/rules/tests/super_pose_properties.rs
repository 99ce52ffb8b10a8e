//! Properties of SUPER-POSE over random games: the board is the cards laid, in order;
//! every laid card was legal when laid; flowers stay uncovered; cards, points and zones
//! add up; the listing matches the check; replays, JSON, links and redaction.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use proptest::prelude::*;
use proptest::test_runner::Config;
use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{
    zones, Action, Animal, Board, CardId, Deck, Icon, Placement, Pos, Rotation, Setup, Start, SuperPose,
};
use tabula_rules::{link, Game, Match, Turn};

fn config(cases: u32) -> Config {
    // No regression files: the suite must not write into the source tree.
    Config { cases, failure_persistence: None, ..Config::default() }
}

fn setups() -> impl Strategy<Value = Setup> {
    (1u8..=6, any::<bool>(), 0u8..3, 0u8..6, any::<bool>(), any::<bool>(), 0u8..3, any::<bool>()).prop_map(
        |(seats, flowers, layout, first, shuffle, advanced, team, nine)| {
            let mut packs: Vec<Animal> = Animal::ALL.to_vec();
            if shuffle {
                packs.reverse();
            }
            packs.truncate(usize::from(seats));
            Setup {
                seats,
                packs,
                first: first % seats,
                flowers,
                start: Start::Ready(layout % if flowers { 2 } else { 3 }),
                advanced,
                deck: if nine { Deck::Nine } else { Deck::Five },
                teams: team > 0 && matches!(seats, 4 | 6),
                race: (team == 2 && matches!(seats, 4 | 6)).then_some(20),
                ..Setup::first_game(seats)
            }
        },
    )
}

/// Cards each seat plays: 3 in hand and the deck.
fn per_seat(setup: &Setup) -> usize {
    match setup.deck {
        Deck::Five => 8,
        Deck::Nine => 12,
    }
}

/// Plays random listed actions until the game ends or `steps` were played.
fn advance(m: &mut Match<SuperPose>, rng: &mut Rng, steps: usize) {
    for _ in 0..steps {
        let Some(a) = m.state().random_action(rng) else { return };
        m.apply(a).expect("listed actions are legal");
    }
}

/// Every invariant of a position that does not need its history.
fn check_position(g: &SuperPose) -> Result<(), TestCaseError> {
    let placed = g.board().placed();
    // The board is exactly the cards laid, later on top.
    let mut tops: BTreeMap<Pos, (Icon, CardId)> = BTreeMap::new();
    for p in placed {
        for (pos, icon) in p.cells().expect("laid cards have faces") {
            tops.insert(pos, (icon, p.card));
        }
    }
    let board: BTreeMap<Pos, (Icon, CardId)> = g.board().tiles().map(|(p, t)| (p, (t.icon, t.card))).collect();
    prop_assert_eq!(&board, &tops);
    // Icons are conserved: each card's six cells are either on top or under a later card.
    for (i, p) in placed.iter().enumerate() {
        for (pos, icon) in p.cells().expect("a face") {
            let on_top = board.get(&pos) == Some(&(icon, p.card));
            let covered = placed[i + 1..].iter().any(|q| q.cells().is_some_and(|c| c.iter().any(|x| x.0 == pos)));
            prop_assert!(on_top || covered, "{} lost a cell at {:?}", p.card, pos);
        }
    }
    // Every card is accounted for once: on the board, set aside, in a hand or a deck.
    let v = g.view(None);
    let mut count: BTreeMap<CardId, usize> = BTreeMap::new();
    for c in placed.iter().map(|p| p.card).chain(g.set_aside().iter().copied()) {
        *count.entry(c).or_default() += 1;
    }
    for s in 0..g.seat_count() {
        for c in g.view(Some(s)).hand {
            *count.entry(c).or_default() += 1;
        }
    }
    prop_assert!(count.values().all(|&n| n == 1));
    let in_decks: usize = v.deck_left.iter().sum();
    let starting = placed.iter().filter(|p| p.card.owner().is_none()).count();
    prop_assert_eq!(count.len() - starting + in_decks, per_seat(g.setup()) * g.seat_count());
    prop_assert!(v.hand_sizes.iter().all(|&n| n <= 3));
    // The zones are the board's, and points add up.
    let owned: Vec<_> = g.zones().iter().map(|z| z.zone.clone()).collect();
    prop_assert_eq!(owned, zones(g.board()));
    let mut totals = vec![0; g.seat_count()];
    for t in g.log() {
        prop_assert_eq!(t.points, t.zones.iter().map(|z| z.points).sum::<i32>() + t.bonus);
        prop_assert!(t.bonus == 0 || (g.setup().advanced && t.bonus <= 2));
        totals[t.seat] += t.points;
    }
    prop_assert_eq!(&totals, &v.points);
    // With teams, each seat's score is its team's pooled points.
    for (s, score) in g.scores().into_iter().enumerate() {
        let team: i32 = (0..g.seat_count()).filter(|&o| g.side(o) == g.side(s)).map(|o| totals[o]).sum();
        prop_assert_eq!(score, team);
    }
    Ok(())
}

/// Replays the laid cards one by one on a fresh board and checks each was legal then:
/// a called animal matched, a cell on bare table, no flower covered.
fn check_history(g: &SuperPose) -> Result<(), TestCaseError> {
    let placed = g.board().placed();
    let starting = placed.iter().take_while(|p| p.card.owner().is_none()).count();
    let mut b = Board::new();
    for p in &placed[..starting] {
        b.check_start(p).map_err(|e| TestCaseError::fail(e.to_string()))?;
        b.place(*p);
    }
    let mut plays = g.log().iter().filter_map(|t| match t.action {
        Action::Play { call, .. } => Some(call),
        Action::SetAside { .. } => None,
    });
    let mut flowers: BTreeSet<Pos> = BTreeSet::new();
    for p in &placed[starting..] {
        let call = plays.next().ok_or_else(|| TestCaseError::fail("a laid card without a turn"))?;
        prop_assert_eq!(b.check_play(p, call), Ok(()));
        b.place(*p);
        // Flowers, once on the board, stay on top for good.
        prop_assert!(flowers.iter().all(|f| b.get(*f).map(|t| t.icon) == Some(Icon::Flower)));
        flowers.extend(b.tiles().filter(|t| t.1.icon == Icon::Flower).map(|t| t.0));
    }
    Ok(())
}

/// Every play of the hand within the board's box widened by 3, found by trying each
/// on the check: the listing must be exactly these.
fn brute_force(g: &SuperPose) -> HashSet<Action> {
    let Turn::Seat(s) = g.turn() else { return HashSet::new() };
    let cells: Vec<Pos> = g.board().tiles().map(|t| t.0).collect();
    let (x0, x1) = (cells.iter().map(|c| c.x).min().unwrap_or(0), cells.iter().map(|c| c.x).max().unwrap_or(0));
    let (y0, y1) = (cells.iter().map(|c| c.y).min().unwrap_or(0), cells.iter().map(|c| c.y).max().unwrap_or(0));
    let mut out = HashSet::new();
    for card in g.view(Some(s)).hand {
        for rot in Rotation::ALL {
            for y in y0 - 3..=y1 + 1 {
                for x in x0 - 3..=x1 + 1 {
                    let p = Placement::new(card, Pos::new(x, y), rot);
                    for call in Animal::ALL {
                        let a = Action::Play { card, at: p.at, rot, call, shapes: Vec::new() };
                        if g.check_action(&a).is_ok() {
                            out.insert(a);
                        }
                    }
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(config(16))]

    #[test]
    fn random_games_keep_every_invariant_and_replay(setup in setups(), seed in any::<u64>()) {
        let mut m = Match::<SuperPose>::new(setup.clone(), seed).expect("valid setup");
        let mut rng = Rng::new(seed, 3);
        while m.state().turn() != Turn::Over {
            check_position(m.state())?;
            advance(&mut m, &mut rng, 1);
        }
        let g = m.state();
        check_position(g)?;
        check_history(g)?;
        match setup.race {
            None => prop_assert_eq!(m.record().actions.len(), per_seat(&setup) * usize::from(setup.seats)),
            Some(r) => prop_assert!(
                m.record().actions.len() == per_seat(&setup) * usize::from(setup.seats) || g.scores().iter().any(|&s| s >= i32::from(r))
            ),
        }
        prop_assert!(g.legal_actions().is_empty());
        // The record replays to the same game, through JSON and through a link.
        let again = Match::<SuperPose>::replay(m.record().clone()).expect("replays");
        prop_assert_eq!(again.state(), g);
        let json = Match::<SuperPose>::from_json(&m.to_json()).expect("JSON round trip");
        prop_assert_eq!(json.state(), g);
        let linked = link::decode::<SuperPose>(&link::encode(m.record())).expect("link round trip");
        prop_assert_eq!(linked.state(), g);
        prop_assert_eq!(g.outcome().map(|o| o.scores), Some(g.scores()));
    }

    /// A copy of the game that does not know some seats' cards (a game by link, on
    /// another device) replays every honest game to the same public position, and
    /// refuses a card that is not the seat's.
    #[test]
    fn a_copy_without_some_seats_cards_replays_every_game(setup in setups(), seed in any::<u64>(), mask in any::<u8>(), steps in 0usize..40) {
        let mut m = Match::<SuperPose>::new(setup.clone(), seed).expect("valid setup");
        advance(&mut m, &mut Rng::new(seed, 5), steps);
        // (A finished game's record is not redealt: the copy of a game by link
        // learns every deck at its end.)
        prop_assume!(m.state().turn() != Turn::Over);
        let seats = usize::from(setup.seats);
        let hidden: Vec<bool> = (0..seats).map(|s| mask & (1 << s) != 0).collect();
        let mut record = SuperPose::redact(m.record(), None, seed ^ 1).expect("redacts");
        for (s, &h) in hidden.iter().enumerate() {
            if h {
                record.setup.deals[s] = Vec::new();
            }
        }
        let copy = Match::<SuperPose>::replay(record.clone()).expect("an honest game replays without the hidden cards");
        let (a, b) = (copy.state().view(None), m.state().view(None));
        prop_assert_eq!(&a.board, &b.board);
        prop_assert_eq!(&a.points, &b.points);
        prop_assert_eq!(&a.hand_sizes, &b.hand_sizes);
        prop_assert_eq!(&a.deck_left, &b.deck_left);
        prop_assert_eq!(&a.log, &b.log);
        // Another pack's card is refused even from a hidden hand.
        if let (Turn::Seat(s), true) = (copy.state().turn(), seats > 1) {
            let other = copy.state().view(Some((s + 1) % seats)).hand;
            if let Some(&card) = other.first() {
                let aside = Action::SetAside { card };
                prop_assert!(copy.state().check_action(&aside).is_err());
            }
        }
    }

    #[test]
    fn the_listing_is_every_legal_play_once(setup in setups(), seed in any::<u64>(), steps in 0usize..12) {
        let mut m = Match::<SuperPose>::new(setup, seed).expect("valid setup");
        advance(&mut m, &mut Rng::new(seed, 4), steps);
        let g = m.state();
        let listed = g.legal_actions();
        let set: HashSet<Action> = listed.iter().cloned().collect();
        prop_assert_eq!(set.len(), listed.len(), "an action is listed twice");
        for a in &listed {
            prop_assert_eq!(g.check_action(a), Ok(()));
        }
        if g.turn() != Turn::Over && listed.iter().all(|a| matches!(a, Action::Play { .. })) {
            // Every placement and call once with no chameleon shape chosen.
            let plain: HashSet<Action> =
                set.into_iter().filter(|a| matches!(a, Action::Play { shapes, .. } if shapes.is_empty())).collect();
            prop_assert_eq!(plain, brute_force(g));
        }
    }
}

#[test]
fn redaction_does_not_depend_on_the_hidden_cards() {
    // Two deals that differ only in a deck card seat 0 has not seen yet: seat 0's
    // redacted records are identical.
    let deck =
        |a: u8, b: u8| -> Vec<CardId> { [7, 8, 9, a, b].iter().map(|&i| CardId::pack(Animal::Cat, i)).collect() };
    let rec = |deal: Vec<CardId>| {
        let setup = Setup { deals: vec![deal], ..Setup::first_game(2) };
        let mut m = Match::<SuperPose>::new(setup, 1).expect("valid setup");
        advance(&mut m, &mut Rng::new(1, 1), 2);
        m.record().clone()
    };
    let (one, two) = (rec(deck(10, 11)), rec(deck(11, 10)));
    assert_ne!(one, two);
    let r1 = SuperPose::redact(&one, Some(0), 77).expect("redacts");
    let r2 = SuperPose::redact(&two, Some(0), 77).expect("redacts");
    assert_eq!(r1, r2);
}
