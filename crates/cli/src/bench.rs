//! `tabula bench`: how many seeded random games the rules play per second, on one
//! thread.

use std::time::Instant;

use serde::Serialize;
use tabula_rules::rng::Rng;
use tabula_rules::Turn;

use crate::args::Args;
use crate::error::{CliError, CliResult};
use crate::games::{parse_id, with_game, CliGame, SetupOptions};
use crate::output::print_json;

/// Generator stream of the random players, apart from the streams the rules use.
pub(crate) const BENCH_STREAM: u64 = 0x4245_4E43_0000_0000;

/// Runs `tabula bench`.
pub fn run(raw: &[String]) -> CliResult {
    let args = Args::parse(
        "bench",
        raw,
        &["game", "games", "seed", "variant", "rounds", "iterations"],
        &["listing", "mcts", "pretty"],
    )?;
    args.no_positional()?;
    let id = parse_id(args.required("game")?)?;
    let mcts = args.switch("mcts");
    let iterations = args.number::<usize>("iterations")?;
    if iterations.is_some() && !mcts {
        return Err(CliError::input("--iterations is for --mcts"));
    }
    let games = args.number::<u64>("games")?.unwrap_or(if mcts { 10 } else { 1000 });
    if games == 0 {
        return Err(CliError::input("--games must be at least 1"));
    }
    let seed = args.number::<u64>("seed")?.unwrap_or(0);
    let options =
        SetupOptions { seats: 2, variant: args.value("variant").map(str::to_string), rounds: args.number("rounds")? };
    let listing = args.switch("listing");
    let pretty = args.switch("pretty");
    if mcts {
        let iterations = iterations.unwrap_or(200).max(1);
        return with_game!(id, G => crate::bench_mcts::bench::<G>(&options, games, seed, iterations, pretty));
    }
    with_game!(id, G => bench::<G>(&options, games, seed, listing, pretty))
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
