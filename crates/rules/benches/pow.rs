//! POW rules speed: whole random 4-seat games (rolls drawn as chance actions, seat
//! actions picked from the full listing), next to a baseline (one seeded shuffle of
//! the 24 tiles) so figures can be quoted as ratios that hold across machines within
//! one run.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tabula_rules::pow::data::{HEROES, VILLAINS};
use tabula_rules::pow::{Pow, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Turn};

/// Plays one random game to the end and returns its final scores.
fn random_game(seed: u64) -> Vec<i32> {
    let mut g = Pow::new(&Setup::new(4), seed).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = Rng::new(seed, 1);
    loop {
        let a = match g.turn() {
            Turn::Over => return g.scores(),
            Turn::Chance => g.chance_action(&mut rng),
            Turn::Seat(_) => g.random_action(&mut rng),
        };
        let Some(a) = a else { return g.scores() };
        if g.apply(&a).is_err() {
            return g.scores();
        }
    }
}

fn pow(c: &mut Criterion) {
    let mut group = c.benchmark_group("pow");
    // One element is one call, so elem/s reads directly as games (or shuffles) per second.
    group.throughput(Throughput::Elements(1));
    let tiles: Vec<i8> = HEROES.iter().chain(&VILLAINS).copied().collect();
    let mut seed = 0u64;
    group.bench_function("baseline_shuffle", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut t = tiles.clone();
            Rng::new(black_box(seed), 0).shuffle(&mut t);
            t
        })
    });
    let mut seed = 0u64;
    group.bench_function("random_game_4_seats", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            random_game(black_box(seed))
        })
    });
    group.finish();
}

criterion_group!(benches, pow);
criterion_main!(benches);
