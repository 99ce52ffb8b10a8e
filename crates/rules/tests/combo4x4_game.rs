//! Combo 4x4 games: the deal, turns and draws, combos and their types, both ways to
//! win, reshuffles, errors, views and redaction.

use tabula_rules::combo4x4::{Action, Board, Card, Cell, Combo, Combo4x4, End, IllegalAction, Position, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Turn};

fn take(deck: &mut Vec<Card>, c: Card) -> Card {
    let i = deck.iter().position(|&d| d == c).expect("in deck");
    deck.remove(i)
}

/// A game from a diagram, both hands, the combos made and the seat to move; the rest
/// of the cards make the deck.
fn arranged(diagram: &str, red: &[Card], black: &[Card], combos: [Vec<Combo>; 2], to_move: usize) -> Combo4x4 {
    let mut deck = Card::deck();
    let hands =
        [red.iter().map(|&c| take(&mut deck, c)).collect(), black.iter().map(|&c| take(&mut deck, c)).collect()];
    let board = Board::from_diagram(diagram).expect("board");
    let p = Position { board, hands, deck, discards: Vec::new(), combos, to_move };
    Combo4x4::from_position(&Setup::default(), 1, p).expect("position")
}

fn act(card: Card, from: u8, to: u8) -> Action {
    Action { card, from: Cell(from), to: Cell(to) }
}

#[test]
fn the_deal() {
    let g = Combo4x4::new(&Setup::default(), 42).expect("deal");
    assert_eq!(g.board(), Board::START);
    assert_eq!(g.hands()[0].len(), 3);
    assert_eq!(g.hands()[1].len(), 3);
    assert_eq!(g.deck().len(), 34);
    assert_eq!(g.turn(), Turn::Seat(0));
    assert_eq!(g.scores(), vec![0, 0]);
    assert_eq!(g.outcome(), None);
    let mut all: Vec<Card> = g.hands().iter().flatten().chain(g.deck()).copied().collect();
    all.sort();
    assert_eq!(all, Card::deck());
    // Seeds deal differently; a seed deals the same every time.
    assert_eq!(g, Combo4x4::new(&Setup::default(), 42).expect("deal"));
    assert_ne!(g.deck(), Combo4x4::new(&Setup::default(), 43).expect("deal").deck());
    // An explicit deal is used as given.
    let deal = Card::deck();
    let g = Combo4x4::new(&Setup { deals: vec![deal.clone()], ..Setup::default() }, 0).expect("deal");
    assert_eq!(g.hands()[0], deal[..3]);
    assert_eq!(g.hands()[1], deal[3..6]);
    assert_eq!(g.deck().last(), Some(&deal[6]));
    assert!(Combo4x4::new(&Setup { deals: vec![vec![Card::Hop]], ..Setup::default() }, 0).is_err());
}

#[test]
fn listing_is_ordered_once_per_kind_and_apply_agrees() {
    let g = arranged(
        "RREE/RREE/EEBB/EEBB",
        &[Card::Hop, Card::Zip, Card::Hop],
        &[Card::Hop, Card::Hop, Card::Skip],
        [vec![], vec![]],
        0,
    );
    let all = g.legal_actions();
    // Two Hops in hand: each Hop move once; Hop before Zip.
    assert_eq!(
        all,
        vec![
            act(Card::Hop, 1, 2),
            act(Card::Hop, 4, 8),
            act(Card::Hop, 5, 6),
            act(Card::Hop, 5, 9),
            act(Card::Zip, 0, 3),
            act(Card::Zip, 0, 12),
            act(Card::Zip, 1, 3),
            act(Card::Zip, 1, 12),
            act(Card::Zip, 4, 3),
            act(Card::Zip, 4, 12),
            act(Card::Zip, 5, 3),
            act(Card::Zip, 5, 12),
        ]
    );
    let mut g2 = g.clone();
    g2.apply(&act(Card::Hop, 5, 9)).expect("legal");
    // One Hop discarded, one drawn from the top of the deck.
    assert_eq!(g2.discards(), [Card::Hop]);
    assert_eq!(g2.hands()[0].len(), 3);
    assert_eq!(g2.hands()[0][..2], [Card::Zip, Card::Hop]);
    assert_eq!(g2.deck().len(), g.deck().len() - 1);
    assert_eq!(g2.turn(), Turn::Seat(1));
    assert_eq!(g2.board().diagram(), "RREE/REEE/ERBB/EEBB");
}

#[test]
fn illegal_actions_say_why_and_change_nothing() {
    let mut g = arranged(
        "RREE/RREE/EEBB/EEBB",
        &[Card::Hop, Card::Zip, Card::Hop],
        &[Card::Hop, Card::Hop, Card::Skip],
        [vec![], vec![]],
        0,
    );
    let before = g.clone();
    assert_eq!(g.apply(&act(Card::Rook, 1, 2)), Err(IllegalAction::NotInHand));
    assert_eq!(g.apply(&act(Card::Hop, 10, 6)), Err(IllegalAction::NotYourMan));
    assert_eq!(g.apply(&act(Card::Hop, 2, 3)), Err(IllegalAction::NotYourMan));
    assert_eq!(g.apply(&act(Card::Hop, 0, 2)), Err(IllegalAction::NotAllowed));
    assert_eq!(g.apply(&act(Card::Zip, 0, 15)), Err(IllegalAction::NotAllowed));
    assert_eq!(g.apply(&act(Card::Hop, 1, 16)), Err(IllegalAction::OffBoard));
    assert_eq!(g.apply(&act(Card::Hop, 200, 2)), Err(IllegalAction::OffBoard));
    assert_eq!(g, before);
}

const NONE: [Vec<Combo>; 2] = [Vec::new(), Vec::new()];
const BLACK_STUCK: [Card; 3] = [Card::Hop, Card::Hop, Card::Rook];

#[test]
fn combos_are_declared_and_the_second_must_be_another_type() {
    // Red 7, 8, 9 and 10: Hop 7 → 11 fills row 2, Red's first combo.
    let mut g = arranged("BEEE/EEER/RRRE/BBBE", &[Card::Hop, Card::Zip, Card::Zap], &BLACK_STUCK, NONE, 0);
    g.apply(&act(Card::Hop, 7, 11)).expect("legal");
    assert_eq!(g.combos()[0], [Combo::Orthogonal]);
    assert_eq!(g.view(None).declared, Some(Combo::Orthogonal));
    assert_eq!(g.scores(), vec![1, 0]);
    assert_eq!(g.turn(), Turn::Seat(1), "one combo does not win");
    assert_eq!(g.hands()[0].len(), 3, "the mover drew");

    // Red has a row already; a column is the same type and does not count.
    let mut g = arranged(
        "REEE/RBEE/RBEE/EBBR",
        &[Card::Zip, Card::Hop, Card::Zap],
        &BLACK_STUCK,
        [vec![Combo::Orthogonal], vec![]],
        0,
    );
    g.apply(&act(Card::Zip, 15, 12)).expect("legal");
    assert_eq!(g.board().combo(0), Some(Combo::Orthogonal));
    assert_eq!(g.combos()[0], [Combo::Orthogonal]);
    assert_eq!(g.view(None).declared, None);
    assert_eq!(g.turn(), Turn::Seat(1));

    // One long diagonal made; the other one is the same type.
    let mut g = arranged(
        "RBBR/EERE/EREE/EEBB",
        &[Card::Zip, Card::Hop, Card::Zap],
        &BLACK_STUCK,
        [vec![Combo::Diagonal], vec![]],
        0,
    );
    g.apply(&act(Card::Zip, 0, 12)).expect("legal");
    assert_eq!(g.board().combo(0), Some(Combo::Diagonal));
    assert_eq!(g.combos()[0], [Combo::Diagonal]);
    assert_eq!(g.turn(), Turn::Seat(1));
}

#[test]
fn two_combo_types_win() {
    // Red has made the centre; Hop 11 → 15 takes the four corners.
    let mut g = arranged(
        "REER/EBBE/EBBR/REEE",
        &[Card::Hop, Card::Zip, Card::Zap],
        &BLACK_STUCK,
        [vec![Combo::Centre], vec![]],
        0,
    );
    g.apply(&act(Card::Hop, 11, 15)).expect("legal");
    assert_eq!(g.combos()[0], [Combo::Centre, Combo::Corners]);
    assert_eq!(g.end(), Some(End::TwoCombos));
    assert_eq!(g.turn(), Turn::Over);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, vec![2, 0]);
    assert_eq!(outcome.winners, vec![0]);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.apply(&act(Card::Zip, 0, 3)), Err(IllegalAction::GameOver));
    let v = g.view(Some(1));
    assert_eq!((v.winner, v.end, v.to_move), (Some(0), Some(End::TwoCombos), None));
}

#[test]
fn a_combo_made_by_the_enemy_does_not_count() {
    // Red 6 pushes Black 10 into 14: Black now holds row 3, but did not make it.
    let mut g = arranged(
        "RRRE/EERE/EEBE/BBEB",
        &[Card::Push, Card::Zip, Card::Zap],
        &[Card::Hop, Card::King, Card::Rook],
        NONE,
        0,
    );
    g.apply(&act(Card::Push, 6, 10)).expect("legal");
    assert_eq!(g.board().diagram(), "RRRE/EEEE/EERE/BBBB");
    assert_eq!(g.board().combo(1), Some(Combo::Orthogonal));
    assert_eq!(g.combos()[1], Vec::<Combo>::new());
    assert_eq!(g.turn(), Turn::Seat(1));
}

#[test]
fn a_player_who_cannot_move_loses_at_once() {
    // Red fills row 2 (a first combo); Black, on row 3 with Hops and a Rook, is stuck.
    let mut g = arranged("EEEE/EEER/RRRE/BBBB", &[Card::Hop, Card::Zip, Card::Zap], &BLACK_STUCK, NONE, 0);
    g.apply(&act(Card::Hop, 7, 11)).expect("legal");
    assert_eq!(g.end(), Some(End::NoMove));
    assert_eq!(g.turn(), Turn::Over);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.scores, vec![1, 0]);
    assert_eq!(outcome.winners, vec![0]);
    // A position whose mover is stuck is over from the start.
    let g = arranged("EEEE/EEEE/RRRR/BBBB", &[Card::Hop, Card::Zip, Card::Zap], &BLACK_STUCK, NONE, 1);
    assert_eq!((g.turn(), g.winner(), g.end()), (Turn::Over, Some(0), Some(End::NoMove)));
    // With a Zap in hand Black could move.
    let g = arranged(
        "EEEE/EEEE/RRRR/BBBB",
        &[Card::Hop, Card::Zip, Card::Hop],
        &[Card::Hop, Card::Zap, Card::Rook],
        NONE,
        1,
    );
    assert_eq!(g.turn(), Turn::Seat(1));
}

/// Plays random legal moves from `seed` until `stop` says so or the game ends.
fn random_until(seed: u64, mut stop: impl FnMut(&Combo4x4) -> bool) -> Match<Combo4x4> {
    let mut m = Match::<Combo4x4>::new(Setup::default(), seed).expect("deal");
    let mut rng = Rng::new(seed, 1);
    while !stop(m.state()) {
        let all = m.state().legal_actions();
        if all.is_empty() {
            break;
        }
        m.apply(all[rng.below(all.len())]).expect("legal");
    }
    m
}

#[test]
fn the_discards_are_shuffled_into_a_new_deck() {
    let mut reshuffles = 0;
    for seed in 0..40 {
        let mut m = Match::<Combo4x4>::new(Setup::default(), seed).expect("deal");
        let mut rng = Rng::new(seed, 1);
        while m.state().turn() != Turn::Over {
            let before = m.state().clone();
            let all = before.legal_actions();
            m.apply(all[rng.below(all.len())]).expect("legal");
            let after = m.state();
            if before.deck().is_empty() && after.end() != Some(End::TwoCombos) {
                reshuffles += 1;
                assert!(after.discards().is_empty());
                assert_eq!(after.deck().len(), before.discards().len() + 1 - 1);
                assert_eq!(after.hands()[before.view(None).to_move.expect("to move")].len(), 3);
            }
        }
    }
    assert!(reshuffles > 0, "some random game ran through the deck");
}

#[test]
fn views_show_everything_but_the_deck_order() {
    let m = random_until(3, |g| g.moves_made() >= 10);
    let g = m.state();
    let v = g.view(Some(0));
    assert_eq!(v.hands, g.hands().to_vec(), "hands are open");
    assert_eq!(v.deck_left, g.deck().len());
    assert_eq!(v.discards, g.discards());
    assert_eq!(v.board, g.board());
    assert_eq!(Board::from_diagram(&v.diagram), Some(g.board()));
    let json = serde_json::to_string(&v).expect("json");
    assert!(!json.contains("\"deck\""), "{json}");
    let mut spectator = g.view(None);
    assert_eq!(spectator.seat, None);
    spectator.seat = Some(0);
    assert_eq!(spectator, v, "a seat sees what a spectator sees");
}

#[test]
fn redaction_deals_the_unseen_deck_anew_and_replays_to_the_same_views() {
    let mut changed = 0;
    for (seed, moves) in [(1u64, 0u32), (2, 5), (3, 20), (4, 40), (5, 60), (6, 90)] {
        let m = random_until(seed, |g| g.moves_made() >= moves);
        let r = Combo4x4::redact(m.record(), Some(0), 777).expect("redact");
        let n = Match::<Combo4x4>::replay(r.clone()).expect("replays");
        if m.state().turn() == Turn::Over {
            assert_eq!(&r, m.record());
            continue;
        }
        assert_eq!(r.seed, 777);
        for seat in [Some(0), Some(1), None] {
            assert_eq!(n.state().view(seat), m.state().view(seat));
        }
        let (mut a, mut b) = (m.state().deck().to_vec(), n.state().deck().to_vec());
        if a != b {
            changed += 1;
        }
        a.sort();
        b.sort();
        assert_eq!(a, b);
    }
    assert!(changed >= 3, "the unseen order is dealt anew");

    // After a reshuffle: the past decks are kept, the current one's rest dealt anew.
    let m = (0..200)
        .map(|seed| random_until(seed, |g| g.moves_made() >= 45))
        .find(|m| m.state().turn() != Turn::Over)
        .expect("a random game that runs through the deck");
    let r = Combo4x4::redact(m.record(), None, 31).expect("redact");
    assert_eq!(r.setup.deals.len(), 2, "the deal and one reshuffle");
    let n = Match::<Combo4x4>::replay(r).expect("replays");
    assert_eq!(n.state().view(None), m.state().view(None));
}

#[test]
fn setups_read_with_defaults() {
    let s: Setup = serde_json::from_str("{}").expect("defaults");
    assert_eq!(s, Setup::default());
    let s: Setup = serde_json::from_str(r#"{"push_orthogonal":true}"#).expect("one variant");
    assert!(s.push_orthogonal && !s.jump_orthogonal && !s.trade_orthogonal);
    assert!(s.rules().push_orthogonal);
    assert_eq!(Setup::with_rules(s.rules()), s);
}

#[test]
fn random_games_end() {
    let mut lengths: Vec<u32> = (0..100).map(|seed| random_until(seed, |_| false).state().moves_made()).collect();
    lengths.sort();
    eprintln!("random vs random, 100 games: moves median {} max {}", lengths[50], lengths[99]);
    assert!(lengths.iter().all(|&n| n > 0));
}
