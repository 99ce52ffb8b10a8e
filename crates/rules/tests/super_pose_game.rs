//! SUPER-POSE turns, setup and the end of the game, one rule (or house reading) per
//! test.

use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{Setup, SuperPose};
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
