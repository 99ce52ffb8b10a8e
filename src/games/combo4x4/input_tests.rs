//! The board's input builds exactly the legal moves.

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

/// Card, man, cell: every legal move is built by three presses, and nothing else is.
#[test]
fn card_man_cell_builds_every_legal_move() {
    for seed in 0..20 {
        for moves in [0, 3, 8] {
            let g = game_after(moves, seed);
            let legal = g.legal_actions();
            for a in &legal {
                let mut sel = Sel::default();
                let mut built = None;
                for input in [Input::Card(a.card), Input::Cell(a.from), Input::Cell(a.to)] {
                    match Combo4x4::interpret(&g, &legal, &sel, input) {
                        Step::Continue(next) => sel = next,
                        Step::Submit(action) => built = Some(action),
                        Step::Ignore => panic!("seed {seed}: {input:?} ignored building {a:?}"),
                    }
                }
                assert_eq!(built.as_ref(), Some(a));
            }
        }
    }
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
