//! The review says the better move by its own words (issue 45): in games of every
//! game, over a few setups and seeds, wherever a better move differs from the move
//! made, the two read differently, in English and French. A review's better move is
//! the Hard search's; here each decision is compared with the Medium player's choice
//! and with a few other legal moves at random, which covers any move a review could
//! offer at a fraction of a search's time.

use tabula_bots::{choose_in, BotGame, Budget, Level};
use tabula_rules::rng::Rng;
use tabula_rules::{link, Match, Turn};

use super::review::decision_words;
use super::TableGame;
use crate::i18n::Lang;

/// Other moves each decision is compared with, besides the Medium player's.
const OTHERS: usize = 3;

/// A game played to its end: the first seat at random (the mistakes a review finds),
/// the others by the Medium player; chance drawn as the driver draws it.
fn played<G: BotGame>(setup: &G::Setup, seed: u64) -> Match<G> {
    let mut m = Match::<G>::new(setup.clone(), seed).unwrap();
    let mut rng = Rng::new(seed, 45);
    loop {
        let a = match m.state().turn() {
            Turn::Over => return m,
            Turn::Chance => m.state().chance_action(&mut rng).unwrap(),
            Turn::Seat(0) => tabula_bots::random(m.state(), &mut rng).unwrap(),
            Turn::Seat(s) => choose_in(&m, s, Level::Medium, Budget::Default, &mut rng).unwrap(),
        };
        m.apply(a).unwrap();
    }
}

/// Compares every decision of a game of each setup and seed with other moves; returns
/// how many pairs it compared.
fn check<G: TableGame + BotGame>(setups: &[G::Setup], seeds: u64) -> usize {
    let names: Vec<String> = ["You", "Ann", "Ben", "Cleo", "Dan", "Eve"].map(String::from).into();
    let mut compared = 0;
    for setup in setups {
        for seed in 0..seeds {
            let full = played::<G>(setup, seed);
            let bytes = link::to_bytes(full.record());
            let mut m = Match::<G>::new(setup.clone(), seed).unwrap();
            let mut rng = Rng::new(seed, 46);
            for (index, made) in full.record().actions.iter().enumerate() {
                if let Turn::Seat(seat) = m.state().turn() {
                    let legal = m.state().legal_actions();
                    let mut others: Vec<G::Action> =
                        choose_in(&m, seat, Level::Medium, Budget::Default, &mut rng).into_iter().collect();
                    others.extend((0..OTHERS).filter_map(|_| legal.get(rng.below(legal.len())).cloned()));
                    for best in others.into_iter().filter(|b| b != made) {
                        for lang in [Lang::En, Lang::Fr] {
                            let (said, better) =
                                decision_words::<G>(&bytes, &names, lang, index, made.clone(), best.clone()).unwrap();
                            let better = better.expect("a better move in words");
                            assert_ne!(
                                said,
                                better,
                                "{} seed {seed}, decision {index}: {made:?} / {best:?}",
                                G::ID.as_str()
                            );
                        }
                        compared += 1;
                    }
                }
                m.apply(made.clone()).unwrap();
            }
        }
    }
    compared
}

#[test]
fn the_better_move_of_shape_up_reads_otherwise() {
    use tabula_rules::shape_up::{Setup, ShapeUp};
    let n = check::<ShapeUp>(&[Setup::default(), Setup { advanced: true, ..Setup::default() }], 3);
    assert!(n >= 10, "only {n} better moves compared");
}

#[test]
fn the_better_move_of_super_pose_reads_otherwise() {
    use tabula_rules::super_pose::{Setup, SuperPose};
    let n = check::<SuperPose>(&[Setup::first_game(2)], 2);
    assert!(n >= 10, "only {n} better moves compared");
}

#[test]
fn the_better_move_of_combo4x4_reads_otherwise() {
    use tabula_rules::combo4x4::{Combo4x4, Setup};
    let n = check::<Combo4x4>(&[Setup::default()], 3);
    assert!(n >= 10, "only {n} better moves compared");
}

#[test]
fn the_better_move_of_pow_reads_otherwise() {
    use tabula_rules::pow::{Pow, Setup};
    let n = check::<Pow>(&[Setup::default()], 2);
    assert!(n >= 10, "only {n} better moves compared");
}
