//! The setup page's level figures (`tabula_bots::figures`) are `tabula arena`'s: the
//! first game of every row, played again, gives the digest the row keeps. A change to
//! any level's play changes it: run the row again (`tabula arena --game G --seats
//! LEVEL,BELOW --games 200 --seed 10000`), then put its points and the digest of its
//! first game (`--games 1`) in the table, and its line in docs/BENCHMARKS.md.

use std::sync::atomic::{AtomicUsize, Ordering};

use tabula_bots::figures::{Figure, FIGURES, SEED, WITNESS_GAMES};

mod common;
use common::*;

#[test]
fn every_level_figure_is_the_arena_s() {
    // The rows are independent games: two at a time, one per core, each core taking
    // the next row when done. The strongest levels' rows first: they take longest (a
    // fixed half each left one core with every Expert row, 95 s against 40).
    let mut rows: Vec<&Figure> = FIGURES.iter().collect();
    rows.sort_by_key(|f| std::cmp::Reverse(f.level));
    let next = AtomicUsize::new(0);
    let changed: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| {
                    std::iter::from_fn(|| rows.get(next.fetch_add(1, Ordering::Relaxed)))
                        .filter_map(|f| changed_row(f))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        runs.into_iter().flat_map(|r| r.join().expect("a row's thread")).collect()
    });
    assert!(
        changed.is_empty(),
        "these levels play otherwise than their figures were measured:\n{}",
        changed.join("\n")
    );
}

/// The row's seats and new digest, if its first games no longer give its own.
fn changed_row(f: &Figure) -> Option<String> {
    let seats = format!("{},{}", f.level, f.below.map_or("random".to_string(), |b| b.to_string()));
    let (games, seed) = (WITNESS_GAMES.to_string(), SEED.to_string());
    let out = json(&["arena", "--game", f.game.as_str(), "--seats", &seats, "--games", &games, "--seed", &seed], None);
    let digest = out["digest"].as_str().unwrap_or_default().to_string();
    (digest != f.digest).then(|| format!("{} {seats}: {digest}", f.game.as_str()))
}
