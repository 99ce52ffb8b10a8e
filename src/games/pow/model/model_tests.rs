//! The table's pure logic: what lights up, the log, the final count, the hints.

use tabula_rules::pow::{Deal, Setup};
use tabula_rules::Turn;

use super::*;
use crate::games::pow::words::{EN, FR};

fn game(seats: u8) -> Match<Pow> {
    let deal = Deal {
        heroes: [3, 1, 6, 2, 5, 4, 1, 2, 3, 4, 5, 6].map(Tile).to_vec(),
        villains: [-2, -6, -1, -3, -6, -4, -5, -1, -2, -3, -4, -5].map(Tile).to_vec(),
    };
    Match::new(Setup { seats, deal: Some(deal) }, 7).unwrap()
}

fn roll(m: &mut Match<Pow>, faces: &[Face]) {
    m.apply(Action::Roll(faces.to_vec())).unwrap();
}

use Face::{BlueBubble as B, OrangeBubble as O, Shield as H, Skull as K};

#[test]
fn a_selection_maps_to_the_dice_it_sets_aside() {
    let rolled = faces(Dice { shields: 2, skulls: 1, blue: 1, orange: 1 });
    assert_eq!(rolled, vec![H, H, K, B, O]);
    assert_eq!(picked(&rolled, 0b00011), Dice { shields: 2, ..Dice::default() });
    assert_eq!(picked(&rolled, 0b10100), Dice { skulls: 1, orange: 1, ..Dice::default() });
    assert_eq!(picked(&rolled, 0), Dice::default());
    let mut m = game(2);
    roll(&mut m, &rolled);
    let s = scene(m.state(), &m.state().legal_actions());
    assert_eq!(reroll(&s, 0), None, "nothing picked");
    assert_eq!(reroll(&s, 0b11111), None, "nothing left to roll");
    let a = reroll(&s, 0b00001).unwrap();
    assert_eq!(a, Action::SetAside(Dice { shields: 1, ..Dice::default() }));
    assert!(m.state().legal_actions().contains(&a));
    assert_eq!(reroll(&scene(m.state(), &[]), 0b1), None, "nobody acting");
}

/// A lesson allows one move: only its dice can be picked, and nothing is lit.
#[test]
fn only_the_legal_actions_given_are_offered() {
    let mut m = game(2);
    roll(&mut m, &[H, K, K, K, O]);
    let shield = Action::SetAside(Dice { shields: 1, ..Dice::default() });
    let s = scene(m.state(), std::slice::from_ref(&shield));
    assert_eq!(Face::ALL.map(|f| pickable(&s, f)), [true, false, false, false]);
    assert_eq!(reroll(&s, 0b00001), Some(shield));
    assert_eq!(reroll(&s, 0b00010), None, "a skull is not the lesson's move");
    assert!(s.rows.iter().flatten().all(|t| t.1.is_none()), "no take is lit");
}

#[test]
fn the_roll_lights_the_tiles_it_takes() {
    let mut m = game(2);
    roll(&mut m, &[H, H, K, K, K]);
    let s = scene(m.state(), &m.state().legal_actions());
    let lit: Vec<usize> = s.rows[0].iter().enumerate().filter(|p| p.1 .1.is_some()).map(|p| p.0).collect();
    assert_eq!(lit, vec![1], "2 shields: the 2nd hero");
    assert_eq!(s.rows[1][2].1, Some(Action::Take(Side::Villain)), "3 skulls: the 3rd villain");
    assert_eq!(s.rows[1].iter().filter(|p| p.1.is_some()).count(), 1);
    assert_eq!(s.only, None, "two takes: Take waits for a click");
    assert!(s.forced.is_none() && s.can_reroll && s.acting);
    let idle = scene(m.state(), &[]);
    assert!(idle.rows.iter().flatten().all(|p| p.1.is_none()) && !idle.acting);
}

#[test]
fn bubbles_light_opponents_stacks_and_the_forced_take_is_explained() {
    let mut m = game(3);
    // Seat 0 takes the 1st hero (3), seat 1 the 1st villain (-2).
    roll(&mut m, &[H, K, K, B, O]);
    m.apply(Action::Take(Side::Hero)).unwrap();
    roll(&mut m, &[K, B, B, O, O]);
    m.apply(Action::Take(Side::Villain)).unwrap();
    // Seat 2, three blue bubbles: the top hero of seat 0 only.
    roll(&mut m, &[B, B, B, O, O]);
    let s = scene(m.state(), &m.state().legal_actions());
    assert_eq!(s.stacks[0][0], vec![(Some(Tile(3)), Some(Action::Steal { victim: 0, side: Side::Hero, depth: 0 }))]);
    assert_eq!(s.stacks[1][1], vec![(Some(Tile(-2)), None)], "two orange bubbles steal nothing");
    assert_eq!(s.only, Some(Action::Steal { victim: 0, side: Side::Hero, depth: 0 }));
    // No shield, skull or three bubbles on the last roll: the forced take.
    m.apply(Action::SetAside(Dice { orange: 2, ..Dice::default() })).unwrap();
    roll(&mut m, &[O, B, B]);
    m.apply(Action::SetAside(Dice { blue: 1, ..Dice::default() })).unwrap();
    roll(&mut m, &[B, B]);
    let s = scene(m.state(), &m.state().legal_actions());
    // Aside: 2 orange + 1 blue; rolled 2 blue: 3 blue bubbles steal after all.
    assert_eq!(s.aside, vec![B, O, O]);
    assert!(s.forced.is_none());
    let mut m = game(2);
    roll(&mut m, &[B, B, O, O, B]);
    m.apply(Action::SetAside(Dice { orange: 2, ..Dice::default() })).unwrap();
    roll(&mut m, &[B, B, O]);
    let s = scene(m.state(), &m.state().legal_actions());
    assert_eq!(s.forced, Some(Tile(-6)), "the most negative villain");
    assert_eq!(s.rows[1][1].1, Some(Action::TakeForced), "the leftmost -6");
    assert_eq!(s.rows[1][4].1, None);
    assert_eq!(s.only, Some(Action::TakeForced));
}

#[test]
fn the_log_folds_each_turn_under_its_take() {
    let mut m = game(2);
    roll(&mut m, &[H, H, K, B, O]);
    m.apply(Action::SetAside(Dice { shields: 2, ..Dice::default() })).unwrap();
    roll(&mut m, &[H, K, B]);
    let names = ["Ann".to_string(), "Bob".to_string()];
    let h = history(&m, &names, &EN, Lang::En);
    let open = |l: &str| LogEntry { line: l.to_string(), detail: Vec::new() };
    let done = [
        "Ann rolled 2 shields, 1 skull, 1 blue bubble, 1 orange bubble.",
        "Ann set aside 2 shields.",
        "Ann rolled 1 shield, 1 skull, 1 blue bubble.",
    ];
    assert_eq!(h.lines, done.map(open).to_vec(), "a turn in progress shows each action");
    assert_eq!(h.at, vec![0, 1, 2]);
    m.apply(Action::Take(Side::Hero)).unwrap();
    roll(&mut m, &[K, K, B, O, O]);
    let h = history(&m, &names, &EN, Lang::En);
    let took =
        LogEntry { line: "Ann took the 3rd hero from the left.".to_string(), detail: done.map(String::from).to_vec() };
    assert_eq!(h.lines, vec![took, open("Bob rolled 2 skulls, 1 blue bubble, 2 orange bubbles.")]);
    assert_eq!(h.movers, vec![CHANCE, 0, CHANCE, 0, CHANCE]);
    assert_eq!(h.at, vec![0, 0, 0, 0, 1], "a turn's actions are told by its one line");
    assert_eq!(h.line_of(3).map(|e| e.line.as_str()), Some("Ann took the 3rd hero from the left."));
    m.apply(Action::Take(Side::Villain)).unwrap();
    let fr = history(&m, &names, &FR, Lang::Fr);
    assert_eq!(fr.lines[0].line, "Ann — prise : le 3e super-héros en partant de la gauche.");
    assert_eq!(fr.lines[1].detail, vec!["Bob — lancer : 2 têtes de mort, 1 bulle bleue, 2 bulles orange."]);
    assert_eq!(ordinal(Lang::En, 1), "1st");
    assert_eq!(ordinal(Lang::En, 12), "12th");
    assert_eq!(ordinal(Lang::Fr, 1), "1er");
}

#[test]
fn the_final_count_explains_dropped_heroes() {
    let c = tabula_rules::pow::count(&[Tile(2), Tile(5), Tile(6)], &[Tile(-3)]);
    assert_eq!(result_line(&EN, "Ann", &c), "Ann: −1 — heroes +2 (dropped: +6 +5) · villains −3");
    let none = tabula_rules::pow::count(&[], &[]);
    assert_eq!(result_line(&EN, "Bob", &none), "Bob: 0 — heroes none · villains none");
}

#[test]
fn row_tiles_keep_their_keys_when_another_is_taken() {
    let row = [3, 1, 3, 2].map(|v| (Tile(v), None));
    let keys = tile_keys(&row);
    assert_eq!(keys, vec![(3, 0), (1, 0), (3, 1), (2, 0)]);
    assert_eq!(place_of(&row, (3, 1)), Some(2));
    let after = [3, 3, 2].map(|v| (Tile(v), None));
    assert_eq!(place_of(&after, (2, 0)), Some(2));
    assert_eq!(place_of(&after, (1, 0)), None, "taken");
}

/// Plays to the end: whoever is to move takes the first tile it may.
fn play_out(m: &mut Match<Pow>) {
    while m.state().turn() != Turn::Over {
        if m.state().turn() == Turn::Chance {
            let n = 5 - m.state().view(None).dice.aside.total();
            roll(m, &vec![H; n]);
        } else {
            let a = m.state().legal_actions().into_iter().next().unwrap();
            m.apply(a).unwrap();
        }
    }
}

#[test]
fn the_end_lists_every_score_with_a_true_minus() {
    let mut m = game(2);
    play_out(&mut m);
    let names = ["Ann".to_string(), "Bob".to_string()];
    let counts = scene(m.state(), &[]).result.unwrap();
    let line = scores(&counts, &names);
    assert_eq!(line, format!("Ann {} · Bob {}", signed(counts[0].score), signed(counts[1].score)));
    let forced = tabula_rules::pow::count(&[], &[Tile(-3)]);
    assert_eq!(scores(&[forced], &names), "Ann −3");
}

#[test]
fn at_the_end_every_stack_shows_its_tiles() {
    let mut m = game(3);
    play_out(&mut m);
    let s = scene(m.state(), &m.state().legal_actions());
    let counts = s.result.clone().unwrap();
    assert!(!s.acting);
    for (st, c) in s.stacks.iter().zip(&counts) {
        let shown = |pile: &[Slot]| pile.iter().rev().map(|p| p.0.unwrap()).collect::<Vec<_>>();
        assert_eq!(shown(&st[0]), [c.heroes.as_slice(), &c.dropped].concat(), "heroes, bottom first");
        assert_eq!(shown(&st[1]), c.villains);
        assert!(st.iter().flatten().all(|p| p.1.is_none()));
    }
    let tiles: usize = s.stacks.iter().flatten().map(Vec::len).sum();
    assert_eq!(tiles, 24);
}

#[test]
fn the_hint_explains_the_forced_take() {
    let mut m = game(2);
    roll(&mut m, &[B, B, O, O, B]);
    m.apply(Action::SetAside(Dice { orange: 2, ..Dice::default() })).unwrap();
    roll(&mut m, &[B, B, O]);
    let s = scene(m.state(), &m.state().legal_actions());
    assert_eq!(hint(&s, &EN), "No take possible: if you stop, you take the most negative villain, −6.");
    assert_eq!(hint(&scene(m.state(), &[]), &EN), "Rolls used: 2 of 3.");
}
