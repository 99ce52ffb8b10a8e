//! Tuning aid: plays two bot configurations against each other and reports results.
//!
//! `cargo run --release -p tabula-bots --example arena -- GAMES SEATS basic|advanced A B`
//! where A and B are `random` or `budget,replies,growth`. A sits at one seat (turning
//! round from game to game), B at the others.

use std::time::Instant;

use tabula_bots::shape_up::{choose_with, Config};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{Game, Turn};

/// `None` for random play.
fn player(s: &str) -> Option<Option<Config>> {
    if s == "random" {
        return Some(None);
    }
    let mut p = s.split(',');
    let budget = p.next()?.parse().ok()?;
    let replies = p.next()?.parse().ok()?;
    let growth = p.next()?.parse().ok()?;
    Some(Some(Config { budget, replies, growth }))
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let parsed = (|| {
        Some((
            a.get(1)?.parse::<u64>().ok()?,
            a.get(2)?.parse::<u8>().ok()?,
            a.get(3)? == "advanced",
            player(a.get(4)?)?,
            player(a.get(5)?)?,
        ))
    })();
    let Some((games, seats, advanced, first, second)) = parsed else {
        eprintln!("usage: arena GAMES SEATS basic|advanced A B  (A, B: random or budget,replies,growth)");
        std::process::exit(2);
    };
    let players = [first, second];
    let (mut wins, mut points) = ([0f64; 2], [0f64; 2]);
    let (mut decisions, mut slowest) = (0u64, 0f64);
    let start = Instant::now();
    for g in 0..games {
        let setup = Setup { seats, advanced, ..Setup::default() };
        let Ok(mut state) = ShapeUp::new(&setup, g) else { return eprintln!("bad setup") };
        let a_seat = (g % u64::from(seats)) as usize;
        let mut rng = Rng::new(g, 77);
        while let Turn::Seat(s) = state.turn() {
            let t = Instant::now();
            let action = match &players[usize::from(s != a_seat)] {
                Some(c) => choose_with(&state.view(Some(s)), &mut rng, c),
                None => state.random_action(&mut rng),
            };
            slowest = slowest.max(t.elapsed().as_secs_f64());
            decisions += 1;
            let Some(Ok(())) = action.map(|a| state.apply(&a)) else { return eprintln!("no legal action, game {g}") };
        }
        let Some(o) = state.outcome() else { return eprintln!("game {g} did not end") };
        // Shared wins are split; B's seats pool theirs.
        for &w in &o.winners {
            wins[usize::from(w != a_seat)] += 1.0 / o.winners.len() as f64;
        }
        for (s, &p) in o.scores.iter().enumerate() {
            let side = usize::from(s != a_seat);
            points[side] += f64::from(p) / if side == 0 { 1.0 } else { f64::from(seats - 1) };
        }
    }
    let n = games.max(1) as f64;
    println!(
        "A wins {:.1}%  B wins {:.1}%  A avg {:.2}  B avg {:.2} (per seat)  | {:.2} ms/decision, slowest {:.1} ms",
        100.0 * wins[0] / n,
        100.0 * wins[1] / n,
        points[0] / n,
        points[1] / n,
        1000.0 * start.elapsed().as_secs_f64() / decisions.max(1) as f64,
        1000.0 * slowest
    );
}
