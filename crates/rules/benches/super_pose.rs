//! SUPER-POSE rules speed: listing every legal play of a 3-card hand on a board of
//! about 60 cards (the target: at most 1 ms natively).
//!
//! Everything is in one group with a baseline (one seeded shuffle of the 72 pack
//! cards) so figures can be quoted as ratios that hold across machines within one run.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{Animal, CardId, Deck, Setup, SuperPose};
use tabula_rules::{Game, Turn};

/// A 6-seat position (9-card decks, so chameleons are about; flowers) played at
/// random until at least `cards` cards are on the board.
fn position(cards: usize) -> SuperPose {
    let setup = Setup { deck: Deck::Nine, flowers: true, ..Setup::first_game(6) };
    let mut g = SuperPose::new(&setup, 2024).expect("valid setup");
    let mut rng = Rng::new(2024, 1);
    while g.board().placed().len() < cards && g.turn() != Turn::Over {
        let a = g.random_action(&mut rng).expect("a legal action until the end");
        g.apply(&a).expect("random_action is legal");
    }
    g
}

fn super_pose(c: &mut Criterion) {
    let mut group = c.benchmark_group("super_pose");
    // One element is one call, so elem/s reads directly as calls per second.
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    let pack: Vec<CardId> = Animal::ALL.iter().flat_map(|&a| (0..12).map(move |i| CardId::pack(a, i))).collect();
    group.bench_function("baseline_shuffle", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut cards = pack.clone();
            Rng::new(black_box(seed), 0).shuffle(&mut cards);
            cards
        })
    });

    for cards in [30, 60] {
        let g = position(cards);
        let id = format!("{}_cards", g.board().placed().len());
        // The whole listing: every card of the hand, placement, call and chameleon
        // choice, as the table and the bots ask for it.
        group.bench_with_input(BenchmarkId::new("legal_actions", &id), &g, |b, g| {
            b.iter(|| black_box(g).legal_actions())
        });
    }
    group.finish();
}

criterion_group!(benches, super_pose);
criterion_main!(benches);
