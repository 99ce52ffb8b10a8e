//! Combo 4x4 rules speed: listing the legal actions of a mid-game position, and a
//! whole random game, against a baseline (one seeded shuffle of the 40 cards) so
//! figures can be quoted as ratios that hold across machines within one run.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tabula_rules::combo4x4::{Card, Combo4x4, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Turn};

/// A position after `moves` random moves (fewer if that game ends first).
fn position(seed: u64, moves: u32) -> Combo4x4 {
    let mut g = Combo4x4::new(&Setup::default(), seed).expect("deal");
    let mut rng = Rng::new(seed, 1);
    while g.moves_made() < moves && g.turn() != Turn::Over {
        let all = g.legal_actions();
        let a = all[rng.below(all.len())];
        g.apply(&a).expect("legal");
    }
    g
}

fn combo4x4(c: &mut Criterion) {
    let mut group = c.benchmark_group("combo4x4");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    let deck = Card::deck();
    group.bench_function("baseline_shuffle", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut cards = deck.clone();
            Rng::new(black_box(seed), 0).shuffle(&mut cards);
            cards
        })
    });
    let g = (0..100).map(|s| position(s, 12)).find(|g| g.turn() != Turn::Over).expect("a mid-game position");
    group.bench_function("legal_actions_mid_game", |b| b.iter(|| black_box(&g).legal_actions()));
    group.bench_function("random_game", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            position(black_box(seed), u32::MAX)
        })
    });
    group.finish();
}

criterion_group!(benches, combo4x4);
criterion_main!(benches);
