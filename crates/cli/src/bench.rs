//! `tabula bench`: how many seeded random games the rules play per second, on one
//! thread.

use std::time::Instant;

use serde::Serialize;
use tabula_rules::rng::Rng;
use tabula_rules::Turn;

use crate::args::BenchArgs;
use crate::bench_mcts::BENCH_STREAM;
use crate::error::{CliError, CliResult};
use crate::games::{with_game, CliGame, SetupOptions};
use crate::output::print_json;

/// Runs `tabula bench`.
pub fn run(args: &BenchArgs, pretty: bool) -> CliResult {
    let id = args.setup.game;
    let games = args.games.unwrap_or(if args.mcts { 10 } else { 1000 });
    let options = args.setup.options(2);
    if args.mcts {
        let iterations = args.iterations.unwrap_or(200).max(1);
        return with_game!(id, G => crate::bench_mcts::bench::<G>(&options, games, args.seed, iterations, pretty));
    }
    with_game!(id, G => bench::<G>(&options, games, args.seed, args.listing, pretty))
}

/// What `tabula bench` prints.
#[derive(Serialize)]
struct Throughput {
    games: u64,
    seconds: f64,
    games_per_second: f64,
    /// `sample` (the game's sampler) or `listing` (a pick from every legal action).
    mode: &'static str,
}

fn bench<G: CliGame>(options: &SetupOptions, games: u64, seed: u64, listing: bool, pretty: bool) -> CliResult {
    let setup = G::setup_from(options)?;
    let start = Instant::now();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut state = G::new(&setup, game_seed).map_err(|e| CliError::input(format!("impossible setup: {e}")))?;
        let mut rng = Rng::new(game_seed, BENCH_STREAM);
        loop {
            let action = match state.turn() {
                Turn::Over => break,
                Turn::Chance => state.chance_action(&mut rng),
                Turn::Seat(_) if listing => tabula_bots::random(&state, &mut rng),
                Turn::Seat(_) => G::sample(&state, &mut rng),
            }
            .ok_or_else(|| CliError::internal(format!("game {game_seed} stopped with no legal action")))?;
            state
                .apply(&action)
                .map_err(|e| CliError::internal(format!("game {game_seed}: a sampled action was illegal: {e}")))?;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let rate = if seconds > 0.0 { games as f64 / seconds } else { 0.0 };
    let mode = if listing { "listing" } else { "sample" };
    print_json(&Throughput { games, seconds, games_per_second: rate, mode }, pretty)
}
