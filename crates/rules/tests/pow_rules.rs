//! POW rules, one by one: setup, the turn's rolls, takes, steals, the forced take,
//! the end count (the rulebook's examples) and what the view hides.

use tabula_rules::pow::{count, Action, Deal, Dice, Face, IllegalAction, Pow, Setup, Side, Tile};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Turn};

/// Heroes and villains in a known order, left to right.
const HEROES: [i8; 12] = [3, 1, 4, 1, 5, 6, 2, 6, 5, 3, 2, 4];
const VILLAINS: [i8; 12] = [-2, -6, -1, -4, -6, -3, -5, -1, -2, -3, -4, -5];

fn setup(seats: u8) -> Setup {
    Setup { seats, deal: Some(Deal { heroes: HEROES.map(Tile).to_vec(), villains: VILLAINS.map(Tile).to_vec() }) }
}

fn game(seats: u8) -> Pow {
    Pow::new(&setup(seats), 1).expect("valid setup")
}

/// Faces from letters: S shield, K skull, B blue bubble, O orange bubble.
fn faces(s: &str) -> Vec<Face> {
    s.chars()
        .map(|c| match c {
            'S' => Face::Shield,
            'K' => Face::Skull,
            'B' => Face::BlueBubble,
            'O' => Face::OrangeBubble,
            _ => panic!("face letter {c}"),
        })
        .collect()
}

fn dice(s: &str) -> Dice {
    Dice::from_faces(&faces(s))
}

fn roll(g: &mut Pow, s: &str) {
    assert_eq!(g.turn(), Turn::Chance);
    g.apply(&Action::Roll(faces(s))).expect("a roll of the right size");
}

/// One turn: roll, then act.
fn turn(g: &mut Pow, s: &str, a: Action) {
    roll(g, s);
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} after {s}: {e}"));
}

fn tiles(v: &[i8]) -> Vec<Tile> {
    v.iter().copied().map(Tile).collect()
}

#[test]
fn two_to_five_seats_and_checked_deals() {
    for seats in 2..=5 {
        let g = Pow::new(&Setup::new(seats), 9).expect("2 to 5 seats");
        assert_eq!(g.seat_count(), usize::from(seats));
        assert_eq!(g.turn(), Turn::Chance);
        assert!(g.legal_actions().is_empty(), "chance acts first: no seat action listed");
        let mut row = g.row(Side::Hero);
        row.sort();
        assert_eq!(row, tiles(&[1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]));
        assert_eq!(g.row(Side::Villain).len(), 12);
    }
    for seats in [0, 1, 6] {
        assert!(Pow::new(&Setup::new(seats), 0).unwrap_err().contains("2 to 5"));
    }
    let mut bad = setup(2);
    if let Some(d) = bad.deal.as_mut() {
        d.heroes[0] = Tile(7);
    }
    assert!(Pow::new(&bad, 0).unwrap_err().contains("hero row"));
    // Seeds shuffle the rows, each differently.
    assert_ne!(
        Pow::new(&Setup::new(2), 1).unwrap().row(Side::Hero),
        Pow::new(&Setup::new(2), 2).unwrap().row(Side::Hero)
    );
}

#[test]
fn rolls_are_chance_actions_and_checked() {
    let mut g = game(2);
    let mut rng = Rng::new(3, 0);
    let Some(Action::Roll(f)) = g.chance_action(&mut rng) else { panic!("a roll") };
    assert_eq!(f.len(), 5);
    assert_eq!(g.apply(&Action::Roll(faces("SSSS"))), Err(IllegalAction::DiceCount { expected: 5, found: 4 }));
    assert_eq!(g.apply(&Action::Take(Side::Hero)), Err(IllegalAction::RollDue));
    roll(&mut g, "SSKBO");
    assert_eq!(g.turn(), Turn::Seat(0));
    assert_eq!(g.chance_action(&mut rng), None);
    assert_eq!(g.apply(&Action::Roll(faces("SSKBO"))), Err(IllegalAction::NoRollDue));
    // Set aside: at least one die, at least one left, only dice rolled.
    assert_eq!(g.apply(&Action::SetAside(Dice::default())), Err(IllegalAction::NothingAside));
    assert_eq!(g.apply(&Action::SetAside(dice("SSKBO"))), Err(IllegalAction::NothingToRoll));
    assert_eq!(g.apply(&Action::SetAside(dice("KK"))), Err(IllegalAction::NotRolled));
    g.apply(&Action::SetAside(dice("SS"))).expect("two shields aside");
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.apply(&Action::Roll(faces("SSSSS"))), Err(IllegalAction::DiceCount { expected: 3, found: 5 }));
    roll(&mut g, "SKK");
    assert_eq!(g.view(None).dice.result(), dice("SSSKK"));
    g.apply(&Action::SetAside(dice("S"))).expect("one more aside");
    roll(&mut g, "BB");
    // Three rolls made: only takes are left.
    assert_eq!(g.apply(&Action::SetAside(dice("B"))), Err(IllegalAction::NoRollLeft));
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::SetAside(_))));
    // Set-aside dice count: 3 shields take the third hero.
    g.apply(&Action::Take(Side::Hero)).expect("third hero");
    assert_eq!(g.stack(0, Side::Hero), tiles(&[4]));
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.view(None).to_move, Some(1));
}

#[test]
fn one_die_rolled_on_the_second_roll_means_no_third() {
    let mut g = game(2);
    roll(&mut g, "SKKBO");
    assert_eq!(g.legal_actions().iter().filter(|a| matches!(a, Action::SetAside(_))).count(), 2 * 2 * 2 * 3 - 2);
    g.apply(&Action::SetAside(dice("SKKB"))).expect("four aside");
    roll(&mut g, "O");
    assert!(!g.view(None).dice.can_reroll);
    assert_eq!(g.apply(&Action::SetAside(dice("O"))), Err(IllegalAction::NoRollLeft));
    assert_eq!(g.legal_actions(), vec![Action::Take(Side::Hero), Action::Take(Side::Villain)]);
}

#[test]
fn shields_and_skulls_name_the_tile_from_the_left() {
    // The rulebook's example: 2 shields and 3 skulls take the second hero or the third
    // villain.
    let mut g = game(3);
    roll(&mut g, "SSKKK");
    let takes: Vec<Action> = g.legal_actions().into_iter().filter(|a| !matches!(a, Action::SetAside(_))).collect();
    assert_eq!(takes, vec![Action::Take(Side::Hero), Action::Take(Side::Villain)]);
    g.apply(&Action::Take(Side::Villain)).expect("third villain");
    assert_eq!(g.stack(0, Side::Villain), tiles(&[-1]));
    assert_eq!(g.row(Side::Villain).len(), 11, "the gap closes");
    assert_eq!(g.row(Side::Villain)[2], Tile(-4));
    turn(&mut g, "SSKKK", Action::Take(Side::Hero));
    assert_eq!(g.stack(1, Side::Hero), tiles(&[1]));
    assert_eq!(g.row(Side::Hero)[..3], tiles(&[3, 4, 1]));
    // No shield: no hero.
    roll(&mut g, "KBBOO");
    assert_eq!(g.apply(&Action::Take(Side::Hero)), Err(IllegalAction::NoDice(Face::Shield, Side::Hero)));
}

#[test]
fn bubbles_steal_the_top_or_any_tile() {
    let mut g = game(3);
    turn(&mut g, "SKKKK", Action::Take(Side::Hero)); // seat 0: hero 3
    turn(&mut g, "SSKKK", Action::Take(Side::Hero)); // seat 1: second of 1 4 1 5: 4
    turn(&mut g, "SSSKK", Action::Take(Side::Hero)); // seat 2: third of 1 1 5 6: 5
    assert_eq!(g.stack(2, Side::Hero), tiles(&[5]));
    turn(&mut g, "SSSSK", Action::Take(Side::Hero)); // seat 0: fourth of 1 1 6 2: 2
    assert_eq!(g.stack(0, Side::Hero), tiles(&[3, 2]));
    // Seat 1 rolls 3 blue bubbles: the top hero of an opponent, not their own.
    roll(&mut g, "BBBKO");
    let steals: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Steal { .. })).collect();
    assert_eq!(
        steals,
        vec![
            Action::Steal { victim: 0, side: Side::Hero, depth: 0 },
            Action::Steal { victim: 2, side: Side::Hero, depth: 0 }
        ]
    );
    let own = Action::Steal { victim: 1, side: Side::Hero, depth: 0 };
    assert_eq!(g.apply(&own), Err(IllegalAction::NotAnOpponent(1)));
    assert_eq!(g.apply(&Action::Steal { victim: 0, side: Side::Hero, depth: 1 }), Err(IllegalAction::TopOnly));
    assert_eq!(
        g.apply(&Action::Steal { victim: 0, side: Side::Villain, depth: 0 }),
        Err(IllegalAction::NotEnoughBubbles(Side::Villain))
    );
    g.apply(&Action::Steal { victim: 0, side: Side::Hero, depth: 0 }).expect("top hero of seat 0");
    assert_eq!(g.stack(1, Side::Hero), tiles(&[4, 2]));
    assert_eq!(g.stack(0, Side::Hero), tiles(&[3]));
    assert_eq!(g.view(Some(2)).stacks[0].heroes.top, Some(Tile(3)), "the tile under is shown now");
    // Seat 2 rolls 4 blue bubbles: any tile by its depth (here under seat 1's top).
    roll(&mut g, "BBBBK");
    assert_eq!(g.apply(&Action::Steal { victim: 1, side: Side::Hero, depth: 2 }), Err(IllegalAction::TooDeep(2)));
    assert_eq!(
        g.apply(&Action::Steal { victim: 0, side: Side::Villain, depth: 0 }),
        Err(IllegalAction::NotEnoughBubbles(Side::Villain))
    );
    g.apply(&Action::Steal { victim: 1, side: Side::Hero, depth: 1 }).expect("the covered hero");
    assert_eq!(g.stack(2, Side::Hero), tiles(&[5, 4]));
    assert_eq!(g.stack(1, Side::Hero), tiles(&[2]));
    // An empty stack cannot be robbed.
    roll(&mut g, "OOOSS");
    assert_eq!(
        g.apply(&Action::Steal { victim: 1, side: Side::Villain, depth: 0 }),
        Err(IllegalAction::EmptyStack(1, Side::Villain))
    );
}

#[test]
fn the_forced_take_is_the_worst_villain_then_the_lowest_hero() {
    let mut g = game(2);
    roll(&mut g, "BBOOB");
    // No shield, no skull, and 3 blue bubbles but no hero in any stack: no take.
    assert_eq!(g.legal_actions().first(), Some(&Action::TakeForced));
    roll_aside_and_check(&mut g);
    // Once a take is possible the forced take is refused.
    let mut h = game(2);
    roll(&mut h, "SBBOO");
    assert_eq!(h.apply(&Action::TakeForced), Err(IllegalAction::NotForced));

    // With no villain left, the lowest hero (leftmost of equals).
    let mut h = game(2);
    for _ in 0..12 {
        turn(&mut h, "KSSSS", Action::Take(Side::Villain));
    }
    assert!(h.row(Side::Villain).is_empty());
    roll(&mut h, "BBOOK");
    assert_eq!(h.legal_actions()[0], Action::TakeForced);
    h.apply(&Action::TakeForced).expect("forced");
    assert_eq!(h.stack(0, Side::Hero), tiles(&[1]));
    assert_eq!(h.row(Side::Hero), tiles(&[3, 4, 1, 5, 6, 2, 6, 5, 3, 2, 4]));
    // 5 shields with 4 heroes left: no take.
    let mut k = game(2);
    for _ in 0..8 {
        turn(&mut k, "SKKKK", Action::Take(Side::Hero));
    }
    roll(&mut k, "SSSSS");
    assert_eq!(k.apply(&Action::Take(Side::Hero)), Err(IllegalAction::NoSuchTile(5, Side::Hero)));
}

/// The forced take in the first game: the leftmost -6, after rerolls were possible.
fn roll_aside_and_check(g: &mut Pow) {
    assert!(g.legal_actions().contains(&Action::SetAside(dice("B"))), "the mover may still roll");
    g.apply(&Action::TakeForced).expect("forced");
    assert_eq!(g.stack(0, Side::Villain), tiles(&[-6]));
    assert_eq!(g.row(Side::Villain)[..3], tiles(&[-2, -1, -4]));
    let last = g.view(None).last.expect("a last take");
    assert_eq!((last.seat, last.action, last.tile), (0, Action::TakeForced, Tile(-6)));
}

#[test]
fn the_rulebooks_end_examples() {
    // A. Martin: 5 heroes, only 4 villains: the top hero is dropped; +12 - 8 = 4.
    let a = count(&tiles(&[1, 2, 4, 5, 6]), &tiles(&[-1, -2, -2, -3]));
    assert_eq!((a.heroes.clone(), a.dropped.clone(), a.score), (tiles(&[1, 2, 4, 5]), tiles(&[6]), 4));
    // B. Guillaume: more villains than heroes; the extra villains stay: +12 - 10 = 2.
    let b = count(&tiles(&[3, 4, 5]), &tiles(&[-1, -2, -3, -4]));
    assert_eq!((b.dropped.len(), b.villains.len(), b.score), (0, 4, 2));
    // C. Lucie drops the top hero and wins with +11 - 5 = 6.
    let c = count(&tiles(&[5, 6, 3]), &tiles(&[-1, -4]));
    assert_eq!((c.heroes.clone(), c.dropped.clone(), c.score), (tiles(&[5, 6]), tiles(&[3]), 6));
}

#[test]
fn the_game_ends_with_the_rows_and_ties_are_shared() {
    let mut g = game(2);
    // Every turn takes the first tile of a row, villains first, seats alternating:
    // each seat gets 6 villains and 6 heroes in row order.
    for i in 0..24 {
        assert_ne!(g.turn(), Turn::Over, "{i}");
        let side = if i < 12 { Side::Villain } else { Side::Hero };
        let f = if side == Side::Villain { "KSSSS" } else { "SKKKK" };
        turn(&mut g, f, Action::Take(side));
    }
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.apply(&Action::Roll(faces("SSSSS"))), Err(IllegalAction::GameOver));
    assert_eq!(g.stack(0, Side::Villain), tiles(&[-2, -1, -6, -5, -2, -4]));
    assert_eq!(g.stack(0, Side::Hero), tiles(&[3, 4, 5, 2, 5, 2]));
    let expect = [21 - 20, 21 - 22];
    assert_eq!(g.scores(), expect.to_vec());
    let out = g.outcome().expect("over");
    assert_eq!(out.winners, vec![0]);
    let view = g.view(Some(1));
    let result = view.result.expect("the end shows every stack");
    assert_eq!(result[1].heroes, tiles(&[1, 1, 6, 6, 3, 4]));

    // A tie: two seats with mirrored takes of equal values.
    let tie = tabula_rules::Outcome::from_scores(vec![3, 3, 1]);
    assert_eq!(tie.winners, vec![0, 1]);
}

#[test]
fn views_show_tops_and_heights_only() {
    let mut g = game(2);
    turn(&mut g, "SKKKK", Action::Take(Side::Hero)); // seat 0: 3
    turn(&mut g, "SKKKK", Action::Take(Side::Hero)); // seat 1: 1
    turn(&mut g, "SSSKK", Action::Take(Side::Hero)); // seat 0: 5 on the 3
    let v = g.view(Some(0));
    assert_eq!(v.stacks[0].heroes.height, 2);
    assert_eq!(v.stacks[0].heroes.top, Some(Tile(5)));
    let json = serde_json::to_value(&v).expect("a view serialises");
    let pile = &json["stacks"][0]["heroes"];
    assert_eq!(pile.as_object().map(|o| o.len()), Some(2), "only height and top: {pile}");
    assert_eq!(json["result"], serde_json::Value::Null);
    // The 3 under the 5 is nowhere in the stacks nor in the last take.
    assert!(!json["stacks"].to_string().contains('3'), "{json}");
    assert_eq!(json["last"]["tile"], 5);
    // A spectator sees the same, and the seat's own view is no different.
    let mut spectator = g.view(None);
    spectator.seat = Some(0);
    assert_eq!(spectator, v);
}

#[test]
fn records_of_pow_replay_and_refuse_damage() {
    let mut m = Match::<Pow>::new(setup(3), 5).expect("deal");
    let mut rng = Rng::new(5, 9);
    while m.state().turn() != Turn::Over {
        if !m.resolve_chance() {
            let a = m.state().random_action(&mut rng).expect("an action");
            m.apply(a).expect("legal");
        }
    }
    let json = m.to_json();
    let again = Match::<Pow>::from_json(&json).expect("replays");
    assert_eq!(again.state(), m.state());
    let mut record = m.record().clone();
    record.actions[0] = Action::Roll(faces("SS"));
    let err = Match::<Pow>::replay(record).unwrap_err().to_string();
    assert!(err.contains("action 0") && err.contains("5 dice are rolled, not 2"), "{err}");
    let text = serde_json::to_string(&Action::Steal { victim: 1, side: Side::Hero, depth: 0 }).unwrap();
    assert_eq!(text, r#"{"Steal":{"victim":1,"side":"Hero","depth":0}}"#);
    assert_eq!(serde_json::to_string(&Action::Take(Side::Villain)).unwrap(), r#"{"Take":"Villain"}"#);
    assert_eq!(
        serde_json::to_string(&Action::SetAside(dice("SSK"))).unwrap(),
        r#"{"SetAside":{"shields":2,"skulls":1,"blue":0,"orange":0}}"#
    );
}

/// The saved-games list counts turns as players do: the first player's roll and
/// every die they set aside are all turn 1; the next player's roll opens turn 2.
#[test]
fn the_first_players_roll_is_turn_one() {
    let mut m = Match::<Pow>::new(setup(3), 7).expect("deal");
    assert_eq!(m.turn_number(), 1);
    assert!(m.resolve_chance(), "the first roll");
    assert_eq!(m.turn_number(), 1, "seat 0 rolled: still its turn");
    let mut rng = Rng::new(7, 1);
    while m.state().turn() == Turn::Seat(0) || m.state().chance_owner() == Some(0) {
        if !m.resolve_chance() {
            let a = m.state().random_action(&mut rng).expect("an action");
            m.apply(a).expect("legal");
        }
        if m.state().turn() == Turn::Seat(0) || m.state().chance_owner() == Some(0) {
            assert_eq!(m.turn_number(), 1);
        }
    }
    assert_eq!(m.turn_number(), 2, "seat 1's go is turn 2");
}
