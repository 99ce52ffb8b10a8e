//! What Escape and a second press of a card do (that presses build exactly the legal
//! moves is `table/presses_tests.rs`, for every game).

use tabula_rules::combo4x4::{Combo4x4, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::Game;

use super::*;

fn game_after(moves: usize, seed: u64) -> Combo4x4 {
    let mut g = Combo4x4::new(&Setup::default(), seed).unwrap();
    let mut rng = Rng::new(seed, 9);
    for _ in 0..moves {
        let Some(a) = tabula_bots::random(&g, &mut rng) else { break };
        g.apply(&a).unwrap();
    }
    g
}

#[test]
fn escape_lets_go_of_the_man_then_the_card() {
    let g = game_after(2, 5);
    let legal = g.legal_actions();
    let a = legal[0];
    let sel = Sel { card: Some(a.card), from: Some(a.from) };
    let Step::Continue(s1) = Combo4x4::interpret(&g, &legal, &sel, Input::Back) else { panic!() };
    assert_eq!(s1, Sel { card: Some(a.card), from: None });
    let Step::Continue(s2) = Combo4x4::interpret(&g, &legal, &s1, Input::Back) else { panic!() };
    assert_eq!(s2, Sel::default());
    assert_eq!(Combo4x4::interpret(&g, &legal, &s2, Input::Back), Step::Ignore);
    // Nobody to move (a computer's turn): presses do nothing.
    assert_eq!(Combo4x4::interpret(&g, &[], &sel, Input::Cell(a.to)), Step::Ignore);
}

#[test]
fn the_same_card_again_lets_it_go() {
    let g = game_after(0, 1);
    let legal = g.legal_actions();
    let c = legal[0].card;
    let Step::Continue(s) = Combo4x4::interpret(&g, &legal, &Sel::default(), Input::Card(c)) else { panic!() };
    assert_eq!(Combo4x4::interpret(&g, &legal, &s, Input::Card(c)), Step::Continue(Sel::default()));
}
