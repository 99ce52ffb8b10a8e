//! The rules' speed in this build (`Ask::Bench`): random games, shuffles and plain
//! UCT, timed by the caller.

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{Game, Turn};

/// Plays `games` seeded random 2-player Shape Up! games (uniform over every distinct
/// legal turn) and returns how many finished.
pub(super) fn random_games(games: u32) -> u64 {
    let mut done = 0;
    for seed in 0..u64::from(games) {
        let Ok(mut g) = ShapeUp::new(&Setup::default(), seed) else { continue };
        let mut rng = Rng::new(seed, 1);
        while let Some(a) = g.random_action(&mut rng) {
            if g.apply(&a).is_err() {
                break;
            }
        }
        done += u64::from(g.outcome().is_some());
    }
    done
}

/// `n` shuffles of the 18 cards; the first card of the last.
pub(super) fn shuffle(n: u32) -> u8 {
    let mut rng = Rng::new(0, 0);
    let mut v: Vec<u8> = (0..18).collect();
    for _ in 0..n {
        rng.shuffle(&mut v);
    }
    v[0]
}

/// Plays `games` 2-player Shape Up! games with every move chosen by plain UCT of
/// `iterations` iterations; returns the iterations run.
pub(super) fn bench(games: u32, iterations: usize, seed: u64) -> u64 {
    let mut total = 0u64;
    for i in 0..u64::from(games) {
        let Ok(mut state) = ShapeUp::new(&Setup::default(), seed.wrapping_add(i)) else { continue };
        let mut rng = Rng::new(seed.wrapping_add(i), 0xBE7C);
        while let Turn::Seat(_) = state.turn() {
            let Some(a) =
                crate::uct::search(&state, iterations, |s: &ShapeUp, r: &mut Rng| s.random_action(r), &mut rng)
            else {
                break;
            };
            if state.apply(&a).is_err() {
                break;
            }
            total += iterations as u64;
        }
    }
    total
}
