//! `tabula arena`: many games between players of given kinds, seats rotating, and the
//! win rate of each with its 95% interval.

use std::time::Instant;

use serde::Serialize;
use tabula_bots::{BotGame, Budget};
use tabula_rules::rng::Rng;
use tabula_rules::{Match, Turn};

use crate::args::Args;
use crate::error::{CliError, CliResult};
use crate::games::{parse_id, with_game, CliGame, SetupOptions};
use crate::output::print_json;
use crate::play::{MAX_ACTIONS, SEAT_STREAM};
use crate::seats::{parse_seats, SeatKind};

/// Runs `tabula arena`.
pub fn run(raw: &[String]) -> CliResult {
    let args = Args::parse("arena", raw, &["game", "seats", "games", "seed", "variant", "rounds", "iterations"], &["pretty"])?;
    args.no_positional()?;
    let id = parse_id(args.required("game")?)?;
    let players = parse_seats(args.value("seats").unwrap_or("hard,medium"))?;
    let games = args.number::<u64>("games")?.unwrap_or(100);
    if games == 0 {
        return Err(CliError::input("--games must be at least 1"));
    }
    let seed = args.number::<u64>("seed")?.unwrap_or(0);
    let budget = match args.number::<usize>("iterations")? {
        Some(n) => Budget::Iterations(n),
        None => Budget::Default,
    };
    let options = SetupOptions {
        seats: players.len(),
        variant: args.value("variant").map(str::to_string),
        rounds: args.number("rounds")?,
    };
    let pretty = args.switch("pretty");
    with_game!(id, G => arena::<G>(&options, &players, games, seed, budget, pretty))
}

/// What `tabula arena` prints; every list is by entry of `--seats`.
#[derive(Serialize)]
struct Standings {
    games: u64,
    seats: Vec<&'static str>,
    /// Games won, a shared win counting as a share.
    points: Vec<f64>,
    win_rate: Vec<f64>,
    /// Wilson 95% interval of each win rate.
    ci95: Vec<[f64; 2]>,
    /// Mean time a decision took.
    ms_per_move: Vec<f64>,
}

fn arena<G: CliGame + BotGame>(
    options: &SetupOptions,
    players: &[SeatKind],
    games: u64,
    seed: u64,
    budget: Budget<'_>,
    pretty: bool,
) -> CliResult {
    let n = players.len();
    let setup = G::setup_from(options)?;
    let mut points = vec![0.0; n];
    let mut millis = vec![0.0; n];
    let mut moves = vec![0u64; n];
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        // Player p sits in seat (p + i) mod n: every player gets every seat in turn.
        let shift = (i % n as u64) as usize;
        let player_at = |seat: usize| (seat + n - shift) % n;
        let mut game = Match::<G>::new(setup.clone(), game_seed).map_err(|e| CliError::input(e.to_string()))?;
        if game.state().seat_count() != n {
            return Err(CliError::input(format!(
                "this setup has {} seats but --seats names {n}",
                game.state().seat_count()
            )));
        }
        let mut rngs: Vec<Rng> = (0..n).map(|s| Rng::new(game_seed, SEAT_STREAM | s as u64)).collect();
        loop {
            match game.state().turn() {
                Turn::Over => break,
                Turn::Chance => {
                    if !game.resolve_chance() {
                        return Err(CliError::internal("the game waits for a chance outcome it cannot draw"));
                    }
                }
                Turn::Seat(seat) => {
                    let p = player_at(seat);
                    let (kind, rng) = players
                        .get(p)
                        .zip(rngs.get_mut(seat))
                        .ok_or_else(|| CliError::internal(format!("the game asks seat {seat}, which does not exist")))?;
                    let start = Instant::now();
                    let action = match *kind {
                        SeatKind::Bot(level) => tabula_bots::choose_in(&game, seat, level, budget, rng),
                        SeatKind::Random => tabula_bots::random(game.state(), rng),
                    }
                    .ok_or_else(|| CliError::internal(format!("game {game_seed}: seat {seat} found no action")))?;
                    millis[p] += start.elapsed().as_secs_f64() * 1000.0;
                    moves[p] += 1;
                    game.apply(action).map_err(|(e, a)| {
                        CliError::internal(format!("game {game_seed}: seat {seat} chose an illegal action {a:?}: {e}"))
                    })?;
                }
            }
            if game.record().actions.len() > MAX_ACTIONS {
                return Err(CliError::internal(format!("game {game_seed} did not end within {MAX_ACTIONS} actions")));
            }
        }
        let outcome = game.state().outcome().ok_or_else(|| CliError::internal("a game ended without an outcome"))?;
        let share = 1.0 / outcome.winners.len().max(1) as f64;
        for &w in &outcome.winners {
            if let Some(p) = points.get_mut(player_at(w)) {
                *p += share;
            }
        }
    }
    let total = games as f64;
    let win_rate: Vec<f64> = points.iter().map(|p| p / total).collect();
    let standings = Standings {
        games,
        seats: players.iter().map(|k| k.name()).collect(),
        ci95: win_rate.iter().map(|&p| wilson(p, total)).collect(),
        points,
        win_rate,
        ms_per_move: millis.iter().zip(&moves).map(|(m, &k)| if k == 0 { 0.0 } else { m / k as f64 }).collect(),
    };
    print_json(&standings, pretty)
}

/// Wilson score interval at 95% for a rate `p` over `n` trials.
fn wilson(p: f64, n: f64) -> [f64; 2] {
    let z = 1.959_964;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_brackets_the_rate() {
        let [lo, hi] = wilson(0.7, 200.0);
        assert!(lo > 0.63 && lo < 0.7 && hi > 0.7 && hi < 0.76, "{lo} {hi}");
        let [lo, hi] = wilson(1.0, 40.0);
        assert!(lo > 0.9 && hi <= 1.0);
    }
}
