//! `tabula arena`: many games between players of given kinds, seats rotating, and the
//! win rate of each with its 95% interval.

use std::time::Duration;

use serde::Serialize;
use sha2::{Digest, Sha256};
use tabula_bots::figures::wilson;
use tabula_bots::{BotGame, Budget};
use tabula_rules::link;

use crate::args::ArenaArgs;
use crate::error::{CliError, CliResult};
use crate::games::{with_game, CliGame, SetupOptions};
use crate::output::print_json;
use crate::seats::SeatKind;
use crate::turns::{deal, play_out};

/// Runs `tabula arena`.
pub fn run(args: &ArenaArgs, pretty: bool) -> CliResult {
    let budget = match args.iterations {
        Some(n) => Budget::Iterations(n),
        None => Budget::Default,
    };
    let options = args.setup.options(args.seats.len());
    with_game!(args.setup.game, G => arena::<G>(&options, &args.seats, args.games, args.seed, budget, pretty))
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
    /// SHA-256 over every game's record, in order (first 16 hex digits): the same
    /// players, seeds and budget give the same games, so a level whose play changed
    /// changes it (`tabula_bots::figures` keeps one per row, tested).
    digest: String,
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
    crate::turns::seats_playable::<G>(players)?;
    let setup = G::setup_from(options)?;
    let mut points = vec![0.0; n];
    let mut millis = vec![0.0; n];
    let mut moves = vec![0u64; n];
    let mut digest = Sha256::new();
    for i in 0..games {
        // Player p sits in seat (p + i) mod n: every player gets every seat in turn.
        let shares = play_rotated::<G>(
            &setup,
            seed.wrapping_add(i),
            players,
            (i % n as u64) as usize,
            budget,
            &mut digest,
            |p, took| {
                if let (Some(ms), Some(k)) = (millis.get_mut(p), moves.get_mut(p)) {
                    *ms += took.as_secs_f64() * 1000.0;
                    *k += 1;
                }
            },
        )?;
        for (p, share) in points.iter_mut().zip(shares) {
            *p += share;
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
        digest: hex_digest(digest),
    };
    print_json(&standings, pretty)
}

/// Plays one game seeded `game_seed` between `players`, player p in seat
/// (p + shift) mod n, and adds its record to `digest`. Returns each player's share of
/// the win (a shared win split evenly), by player; `timed` hears each decision's time
/// by player. `tabula arena` and `tabula ratings` both play through here, so a game
/// seeded and seated alike is the same game in both.
pub fn play_rotated<G: CliGame + BotGame>(
    setup: &G::Setup,
    game_seed: u64,
    players: &[SeatKind],
    shift: usize,
    budget: Budget<'_>,
    digest: &mut Sha256,
    mut timed: impl FnMut(usize, Duration),
) -> CliResult<Vec<f64>> {
    let n = players.len();
    let shift = shift % n.max(1);
    let player_at = |seat: usize| (seat + n - shift) % n;
    let mut game = deal::<G>(setup.clone(), game_seed, n)?;
    let kinds: Vec<SeatKind> = (0..n).filter_map(|seat| players.get(player_at(seat)).copied()).collect();
    let outcome = play_out(&mut game, &kinds, budget, |seat, took| timed(player_at(seat), took))
        .map_err(|e| CliError::internal(format!("game {game_seed}: {e}")))?;
    digest.update(link::to_bytes(game.record()));
    let mut shares = vec![0.0; n];
    let share = 1.0 / outcome.winners.len().max(1) as f64;
    for &w in &outcome.winners {
        if let Some(p) = shares.get_mut(player_at(w)) {
            *p += share;
        }
    }
    Ok(shares)
}

/// The first 16 hex digits of a digest: enough to tell runs apart, short enough to read.
pub fn hex_digest(digest: Sha256) -> String {
    digest.finalize()[..8].iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use tabula_bots::figures::wilson;

    #[test]
    fn wilson_brackets_the_rate() {
        let [lo, hi] = wilson(0.7, 200.0);
        assert!(lo > 0.63 && lo < 0.7 && hi > 0.7 && hi < 0.76, "{lo} {hi}");
        let [lo, hi] = wilson(1.0, 40.0);
        assert!(lo > 0.9 && hi <= 1.0);
    }
}
