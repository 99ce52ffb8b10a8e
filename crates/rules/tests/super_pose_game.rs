//! SUPER-POSE turns, setup and the end of the game, one rule (or house reading) per
//! test.

use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{Action, Animal, CardId, Deck, IllegalAction, Kind, Pos, Setup, Start, SuperPose};
use tabula_rules::{Game, Match, Turn};

fn play_out(setup: &Setup, seed: u64) -> Match<SuperPose> {
    let mut m = Match::<SuperPose>::new(setup.clone(), seed).expect("valid setup");
    let mut rng = Rng::new(seed, 1);
    while m.state().turn() != Turn::Over {
        let a = m.state().random_action(&mut rng).expect("an action while the game runs");
        m.apply(a).expect("listed actions are legal");
    }
    m
}

#[test]
fn a_random_game_ends_with_every_card_played() {
    for seats in 2..=6 {
        let m = play_out(&Setup::with_flowers(seats), u64::from(seats));
        let g = m.state();
        assert_eq!(m.record().actions.len(), 8 * usize::from(seats));
        assert_eq!(g.board().placed().len() + g.set_aside().len(), 5 + 8 * usize::from(seats));
    }
}

#[test]
fn setups_are_checked() {
    for seats in [0, 7] {
        assert!(SuperPose::new(&Setup::first_game(seats), 0).is_err(), "{seats}");
    }
    let dup = Setup { packs: vec![Animal::Fish, Animal::Fish], ..Setup::first_game(2) };
    assert!(SuperPose::new(&dup, 0).is_err());
    let short = Setup { packs: vec![Animal::Fish], ..Setup::first_game(2) };
    assert!(SuperPose::new(&short, 0).is_err());
    assert!(SuperPose::new(&Setup { first: 2, ..Setup::first_game(2) }, 0).is_err());
    assert!(SuperPose::new(&Setup { start: Start::Ready(9), ..Setup::first_game(2) }, 0).is_err());
    let bad_deal = Setup { deals: vec![vec![CardId::pack(Animal::Cat, 7); 5]], ..Setup::first_game(2) };
    assert!(SuperPose::new(&bad_deal, 0).is_err());
    let deal: Vec<CardId> = (7..12).rev().map(|i| CardId::pack(Animal::Cat, i)).collect();
    assert!(SuperPose::new(&Setup { deals: vec![deal], ..Setup::first_game(2) }, 0).is_ok());
    assert!(SuperPose::new(&Setup { packs: vec![Animal::Bird, Animal::Cat], ..Setup::first_game(2) }, 0).is_ok());
    assert!(SuperPose::new(&Setup { teams: true, ..Setup::first_game(3) }, 0).is_err());
    assert!(SuperPose::new(&Setup { race: Some(35), ..Setup::first_game(4) }, 0).is_err());
    assert!(SuperPose::new(&Setup { teams: true, race: Some(35), ..Setup::first_game(6) }, 0).is_ok());
}

#[test]
fn everyone_starts_with_the_three_diamond_cards_and_a_deck_of_five() {
    for (setup, laid) in [(Setup::first_game(4), 3), (Setup::with_flowers(4), 5)] {
        let setup = Setup { first: 2, ..setup };
        let g = SuperPose::new(&setup, 11).expect("valid setup");
        assert_eq!(g.turn(), Turn::Seat(2), "the first player plays first");
        assert_eq!(g.board().placed().len(), laid);
        assert!(g.zones().is_empty());
        for s in 0..4 {
            let v = g.view(Some(s));
            assert_eq!(v.hand.len(), 3);
            assert!(v.hand.iter().all(|c| c.kind() == Kind::Diamond && c.owner() == Some(Animal::ALL[s])));
            assert_eq!(v.deck_left[s], 5);
        }
        assert_eq!(g.scores(), [0; 4]);
    }
    let g = SuperPose::new(&Setup::first_game(2), 0).expect("valid setup");
    assert_eq!(g.setup().deck, Deck::Five);
}

#[test]
fn a_turn_plays_draws_back_to_three_and_passes_on() {
    let mut g = SuperPose::new(&Setup::first_game(3), 5).expect("valid setup");
    let a = g.legal_actions().remove(0);
    g.apply(&a).expect("a listed action");
    assert_eq!(g.turn(), Turn::Seat(1));
    let v = g.view(Some(0));
    assert_eq!((v.hand.len(), v.deck_left[0]), (3, 4));
    assert!(!v.hand.contains(&a.card()));
    assert_eq!(v.log.len(), 1);
    assert_eq!(v.log[0].points, v.scores[0]);
    assert_eq!(v.placed.len(), 4);
}

#[test]
fn illegal_actions_are_refused_with_the_reason_and_change_nothing() {
    let mut g = SuperPose::new(&Setup::with_flowers(2), 3).expect("valid setup");
    let before = g.clone();
    let Action::Play { at, rot, call, .. } = g.legal_actions().remove(0) else { panic!("a play") };
    let foreign = CardId::pack(Animal::Butterfly, 0);
    assert_eq!(
        g.apply(&Action::Play { card: foreign, at, rot, call, shapes: Vec::new() }),
        Err(IllegalAction::NotInHand)
    );
    let mine = g.view(Some(0)).hand[0];
    assert_eq!(g.apply(&Action::SetAside { card: mine }), Err(IllegalAction::CanPlay));
    // Far from every card: nothing to match.
    let far = Action::Play { card: mine, at: Pos::new(90, 90), rot, call, shapes: Vec::new() };
    assert!(matches!(g.apply(&far), Err(IllegalAction::Play(_))));
    assert_eq!(g, before);
}

#[test]
fn views_hide_other_hands_and_every_deck_order() {
    let mut g = SuperPose::new(&Setup::first_game(3), 8).expect("valid setup");
    for _ in 0..3 {
        let a = g.legal_actions().remove(0);
        g.apply(&a).expect("listed");
    }
    let spectator = g.view(None);
    assert!(spectator.hand.is_empty());
    for s in 0..3 {
        let v = g.view(Some(s));
        assert_eq!(v.hand_sizes, [3, 3, 3]);
        assert!(v.hand.iter().all(|c| c.owner() == Some(Animal::ALL[s])));
        // The view's JSON names no card of another seat's hand or any deck.
        let text = serde_json::to_string(&v).expect("plain data");
        assert_eq!(serde_json::from_str::<tabula_rules::super_pose::View>(&text).ok().as_ref(), Some(&v));
        let seen: Vec<CardId> = v.placed.iter().map(|p| p.card).chain(v.hand.iter().copied()).collect();
        for other in (0..3).filter(|&o| o != s) {
            for c in g.view(Some(other)).hand.into_iter().filter(|c| !seen.contains(c)) {
                assert!(!text.contains(&format!("\"card\":{}", c.0)), "{c} leaks to seat {s}");
            }
        }
    }
}

#[test]
fn the_winner_is_on_points_then_the_largest_zone_then_most_zones() {
    let mut by = std::collections::HashSet::new();
    for seed in 0..12 {
        let m = play_out(&Setup::with_flowers(2 + (seed % 5) as u8), seed);
        let g = m.state();
        let out = g.outcome().expect("over");
        let (winners, decider) = g.winners();
        assert_eq!(out.winners, winners);
        let best = g.scores().into_iter().max().unwrap_or(0);
        assert!(winners.iter().all(|&w| g.scores()[w] == best));
        let v = g.view(None);
        assert_eq!(v.decided_by, Some(decider));
        by.insert(format!("{decider:?}"));
    }
    assert!(by.contains("Points"), "{by:?}");
}

#[test]
fn solo_is_a_score_chase_for_one_seat() {
    let m = play_out(&Setup::with_flowers(1), 4);
    let g = m.state();
    assert_eq!(m.record().actions.len(), 8);
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![0]));
}

#[test]
fn partners_pool_their_points_and_win_together() {
    for seats in [4u8, 6] {
        for seed in 0..4 {
            let m = play_out(&Setup { teams: true, ..Setup::with_flowers(seats) }, seed);
            let g = m.state();
            let v = g.view(None);
            let half = usize::from(seats) / 2;
            for s in 0..half {
                assert_eq!(v.scores[s], v.points[s] + v.points[s + half]);
                assert_eq!(v.scores[s], v.scores[s + half]);
            }
            let winners = g.outcome().expect("over").winners;
            assert!(
                winners.len().is_multiple_of(2)
                    && winners.iter().all(|&w| winners.contains(&((w + half) % usize::from(seats))))
            );
        }
    }
}

#[test]
fn the_race_ends_when_a_team_reaches_the_target() {
    let setup = Setup { teams: true, race: Some(10), ..Setup::with_flowers(4) };
    let mut ended_early = false;
    for seed in 0..6 {
        let m = play_out(&setup, seed);
        let g = m.state();
        let best = g.scores().into_iter().max().unwrap_or(0);
        if m.record().actions.len() < 32 {
            ended_early = true;
            assert!(best >= 10);
            // Only the last turn took the team over the line.
            let last = g.log().last().expect("a turn");
            assert!(g.scores()[last.seat] >= 10 && g.scores()[last.seat] - last.points < 10);
            assert!(g.outcome().expect("over").winners.contains(&last.seat));
        }
    }
    assert!(ended_early);
}

#[test]
fn the_advanced_card_scores_a_point_at_the_third_and_fifth_own_zone() {
    let setup = Setup { advanced: true, ..Setup::with_flowers(2) };
    let mut bonuses = 0;
    for seed in 0..12 {
        let done = play_out(&setup, seed);
        let mut g = SuperPose::new(&setup, seed).expect("valid setup");
        for a in &done.record().actions {
            let seat = mover(&g);
            let own = |g: &SuperPose| g.zones().iter().filter(|z| z.owner == Some(seat)).count();
            let before = own(&g);
            g.apply(a).expect("replays");
            let after = own(&g);
            let want = [3, 5].iter().filter(|&&k| before < k && after >= k).count() as i32;
            let t = g.log().last().expect("a turn");
            assert_eq!(t.bonus, want, "seat {seat}: {before} -> {after}");
            bonuses += t.bonus;
        }
    }
    assert!(bonuses > 0, "no game reached 3 own zones");
}

fn mover(g: &SuperPose) -> usize {
    match g.turn() {
        Turn::Seat(s) => s,
        t => panic!("no seat to move: {t:?}"),
    }
}

#[test]
fn each_turn_reads_as_a_log_line() {
    let m = play_out(&Setup::with_flowers(3), 2);
    let lines: Vec<String> = m.state().log().iter().map(|t| t.to_string()).collect();
    assert!(lines.iter().all(|l| l.contains(" calling ") || l.contains(" set aside")), "{lines:?}");
    let scored = m.state().log().iter().find(|t| !t.zones.is_empty()).expect("a turn that changed a zone");
    let line = scored.to_string();
    assert!(line.contains(&scored.zones[0].to_string()), "{line}");
    assert!(line.ends_with(&format!("Turn: +{}", scored.points)), "{line}");
}

/// The assist's preview is the turn's real score, the advanced card's bonus included.
#[test]
fn preview_points_are_what_the_turn_scores() {
    let setup = Setup { advanced: true, deck: Deck::Nine, ..Setup::first_game(2) };
    let mut bonuses = 0;
    for seed in 0..6 {
        let mut g = SuperPose::new(&setup, seed).unwrap();
        let mut rng = Rng::new(seed, 5);
        while let Turn::Seat(_) = g.turn() {
            let a = g.random_action(&mut rng).unwrap();
            let preview = match &a {
                Action::Play { card, at, rot, shapes, .. } => {
                    g.preview_points(tabula_rules::super_pose::Placement::new(*card, *at, *rot), shapes)
                }
                Action::SetAside { .. } => 0,
            };
            g.apply(&a).unwrap();
            let report = g.log().last().unwrap();
            assert_eq!(preview, report.points, "{a:?}");
            bonuses += report.bonus;
        }
    }
    assert!(bonuses > 0, "some turn earned the advanced card's point");
}
