//! How long each game's bot takes to decide, from a seeded mid-game position, next
//! to a baseline (one seeded shuffle of 40 numbers) so figures can be quoted as
//! ratios that hold across machines within one run. The table waits on these
//! decisions, so they bound how quickly an all-computer game can go.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use tabula_rules::rng::Rng;
use tabula_rules::{combo4x4, pow, shape_up, super_pose, Game, Seat, Turn};

/// The position after `plies` random actions (chance drawn as it comes), stopped
/// early on a seat's turn if the game would end; returns it with the seat to move.
fn position<G: Game>(setup: &G::Setup, seed: u64, plies: usize) -> (G, Seat) {
    let mut g = G::new(setup, seed).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = Rng::new(seed, 1);
    let mut done = 0;
    loop {
        let a = match g.turn() {
            Turn::Chance => g.chance_action(&mut rng),
            Turn::Seat(s) => {
                if done >= plies {
                    return (g, s);
                }
                done += 1;
                let all = g.legal_actions();
                let a = all.get(rng.below(all.len().max(1))).cloned();
                // Never play the game's last action: a decision must remain.
                let mut after = g.clone();
                if a.as_ref().is_some_and(|a| after.apply(a).is_ok() && after.turn() == Turn::Over) {
                    return (g, s);
                }
                a
            }
            Turn::Over => panic!("seed {seed}: game over before a decision"),
        };
        let a = a.unwrap_or_else(|| panic!("seed {seed}: no action"));
        g.apply(&a).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
}

fn decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("bot_decision");
    let numbers: Vec<u32> = (0..40).collect();
    let mut seed = 0u64;
    group.bench_function("baseline_shuffle_40", |b| {
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let mut t = numbers.clone();
            Rng::new(black_box(seed), 0).shuffle(&mut t);
            t
        })
    });

    let (g, s) = position::<shape_up::ShapeUp>(&shape_up::Setup::default(), 7, 4);
    let v = g.view(Some(s));
    group.bench_function("shape_up_2_seats", |b| {
        b.iter(|| tabula_bots::shape_up::choose(black_box(&v), &mut Rng::new(1, 2)))
    });

    let (g, s) = position::<super_pose::SuperPose>(&super_pose::Setup::default(), 7, 12);
    let v = g.view(Some(s));
    group.bench_function("super_pose_default", |b| {
        b.iter(|| tabula_bots::super_pose::choose(black_box(&v), &mut Rng::new(1, 2)))
    });

    let (g, s) = position::<combo4x4::Combo4x4>(&combo4x4::Setup::default(), 7, 10);
    let v = g.view(Some(s));
    group.bench_function("combo4x4", |b| b.iter(|| tabula_bots::combo4x4::choose(black_box(&v), &mut Rng::new(1, 2))));

    // POW: the first decision of a turn (three rolls ahead) is the expensive one.
    let (g, s) = position::<pow::Pow>(&pow::Setup::new(4), 7, 6);
    let v = g.view(Some(s));
    group.bench_function("pow_4_seats", |b| b.iter(|| tabula_bots::pow::choose(black_box(&v), &mut Rng::new(1, 2))));
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
