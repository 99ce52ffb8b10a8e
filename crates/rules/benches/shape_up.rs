//! Shape Up! rules speed: listing and counting turns, and whole random games.
//!
//! Everything is in one group with a baseline (dealing 18 cards: one seeded shuffle)
//! so figures can be quoted as ratios that hold across machines within one run.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{lines, Card, Setup, ShapeUp};
use tabula_rules::{Game, Turn};

/// A fixed 2-player position after `turns` turns, each picked uniformly from the
/// listing (so most turns include a move and the layout is not a tidy block).
fn position(turns: usize) -> ShapeUp {
    let mut g = ShapeUp::new(&Setup::default(), 2024).expect("valid setup");
    let mut rng = Rng::new(2024, 1);
    for _ in 0..turns {
        let all = g.legal_actions();
        g.apply(&all[rng.below(all.len())]).expect("listed actions are legal");
    }
    g
}

/// One 2-player game to the end with `random_action`.
fn playout(seed: u64) -> Vec<i32> {
    let mut g = ShapeUp::new(&Setup::default(), seed).expect("valid setup");
    let mut rng = Rng::new(seed, 1);
    while let Some(a) = g.random_action(&mut rng) {
        g.apply(&a).expect("random_action is legal");
    }
    g.scores()
}

/// The same, listing every legal action each turn and picking one uniformly.
fn playout_listing(seed: u64) -> Vec<i32> {
    let mut g = ShapeUp::new(&Setup::default(), seed).expect("valid setup");
    let mut rng = Rng::new(seed, 1);
    while g.turn() != Turn::Over {
        let all = g.legal_actions();
        g.apply(&all[rng.below(all.len())]).expect("listed actions are legal");
    }
    g.scores()
}

fn shape_up(c: &mut Criterion) {
    let mut group = c.benchmark_group("shape_up");

    // One element is one call (one shuffle, one listing, one whole game), so elem/s
    // reads directly as calls or games per second.
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("baseline_shuffle", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut cards: Vec<Card> = Card::all().collect();
            Rng::new(black_box(seed), 0).shuffle(&mut cards);
            cards
        })
    });

    for turns in [3, 7, 11] {
        let g = position(turns);
        let id = format!("turn_{turns}");
        group.bench_with_input(BenchmarkId::new("legal_actions", &id), &g, |b, g| {
            b.iter(|| black_box(g).legal_actions())
        });
        group.bench_with_input(BenchmarkId::new("legal_count", &id), &g, |b, g| b.iter(|| black_box(g).legal_count()));
    }

    // Scoring a finished 2-player round's layout (15 cards) for one victory card.
    let end = position(15);
    let layout = end.view(None).results[0].layout.clone();
    group.bench_function("lines", |b| b.iter(|| lines(black_box(&layout), black_box(Card(4)))));

    let mut seed = 0u64;
    group.bench_function("random_playout", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            playout(black_box(seed))
        })
    });
    let mut seed = 0u64;
    group.bench_function("random_playout_listing", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            playout_listing(black_box(seed))
        })
    });
    group.finish();
}

criterion_group!(benches, shape_up);
criterion_main!(benches);
