//! `tabula bench --mcts`: how many iterations of plain UCT (boardgame.io's `MCTSBot`
//! loop, see `tabula_bots::uct`) the rules allow per second, over whole 2-player
//! games in which every move is the search's.

use std::time::Instant;

use serde::Serialize;
use tabula_rules::rng::Rng;
use tabula_rules::Turn;

use crate::error::{CliError, CliResult};
use crate::games::{CliGame, SetupOptions};
use crate::output::print_json;

/// Generator stream of the random players (of `tabula bench` too), apart from the
/// streams the rules use.
pub(crate) const BENCH_STREAM: u64 = 0x4245_4E43_0000_0000;

/// What `tabula bench --mcts` prints.
#[derive(Serialize)]
struct Throughput {
    games: u64,
    /// Iterations per move.
    iterations: usize,
    moves: u64,
    seconds: f64,
    iterations_per_second: f64,
    mode: &'static str,
}

/// Plays `games` games (seeds `seed`, `seed + 1`, ...), every move chosen by plain
/// UCT with `iterations` iterations and uniformly random playouts.
pub fn bench<G: CliGame>(options: &SetupOptions, games: u64, seed: u64, iterations: usize, pretty: bool) -> CliResult {
    let setup = G::setup_from(options)?;
    let start = Instant::now();
    let mut moves = 0u64;
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut state = G::new(&setup, game_seed).map_err(|e| CliError::input(format!("impossible setup: {e}")))?;
        let mut rng = Rng::new(game_seed, BENCH_STREAM);
        loop {
            let action = match state.turn() {
                Turn::Over => break,
                Turn::Chance => state.chance_action(&mut rng),
                Turn::Seat(_) => {
                    moves += 1;
                    tabula_bots::uct::search(&state, iterations, G::sample, &mut rng)
                }
            }
            .ok_or_else(|| CliError::internal(format!("game {game_seed} stopped with no action")))?;
            state.apply(&action).map_err(|e| {
                CliError::internal(format!("game {game_seed}: the search chose an illegal action: {e}"))
            })?;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let total = moves as f64 * iterations as f64;
    let rate = if seconds > 0.0 { total / seconds } else { 0.0 };
    print_json(&Throughput { games, iterations, moves, seconds, iterations_per_second: rate, mode: "mcts" }, pretty)
}
