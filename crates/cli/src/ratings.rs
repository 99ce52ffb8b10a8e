//! `tabula ratings`: the computer levels a game offers (`tabula_bots::offered`) rated
//! against each other on one scale.
//!
//! Arena's win rates answer "how often does A beat B"; a rating answers "how far apart
//! are all the levels", from a round robin where each level meets every other. The
//! rating models are the `skillratings` crate's, not formulas of our own: Glicko-2 for
//! 2-seat games (a deviation that shrinks as games come in, so the interval says how
//! much the figure can be trusted), Weng-Lin for games of more seats (it rates a
//! finishing order, which Glicko-2 cannot).

use serde::Serialize;
use sha2::Sha256;
use skillratings::glicko2::{confidence_interval, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};
use tabula_bots::{BotGame, Budget, Level};

use crate::arena::{hex_digest, play_rotated};
use crate::args::RatingsArgs;
use crate::error::{CliError, CliResult};
use crate::games::{with_game, CliGame};
use crate::output::print_json;
use crate::seats::SeatKind;

/// Runs `tabula ratings`.
pub fn run(args: &RatingsArgs, pretty: bool) -> CliResult {
    let budget = args.iterations.map_or(Budget::Default, Budget::Iterations);
    let report = with_game!(args.setup.game, G => ratings::<G>(args, budget))?;
    print_json(&report, pretty)
}

/// What `tabula ratings` prints.
#[derive(Serialize)]
struct Report {
    game: &'static str,
    /// `--games`: games each pair of levels plays (2 seats), or each level starts the
    /// rotation (more seats).
    games_per_pairing: u64,
    seed: u64,
    /// `--iterations`, if given.
    iterations: Option<usize>,
    /// One table a seat count, in the order `--seats` names them.
    tables: Vec<Table>,
    /// SHA-256 over every game's record, in the order played (first 16 hex digits): the
    /// same arguments give the same games, so a level whose play changed changes it.
    digest: String,
}

/// The levels' ratings at one seat count.
#[derive(Serialize)]
struct Table {
    seats: usize,
    /// `glicko-2` (2 seats) or `weng-lin` (more).
    model: &'static str,
    games: u64,
    levels: Vec<LevelRating>,
}

/// One level's rating, on the model's own scale (Glicko-2 starts at 1500, Weng-Lin at 25).
#[derive(Serialize)]
struct LevelRating {
    level: &'static str,
    rating: f64,
    /// Glicko-2's rating deviation, or Weng-Lin's uncertainty (sigma).
    deviation: f64,
    /// rating ± 1.96 deviation.
    ci95: [f64; 2],
    games: u64,
    /// The share of its games won, a shared win counting as a share.
    score_share: f64,
}

/// One 2-seat game's result: the score of level `a` against level `b` (1 a win, ½ a
/// shared win, 0 a loss).
#[derive(Clone, Copy, Debug)]
pub struct Duel {
    pub a: usize,
    pub b: usize,
    pub score: f64,
}

fn ratings<G: CliGame + BotGame>(args: &RatingsArgs, budget: Budget<'_>) -> CliResult<Report> {
    let info = G::INFO;
    // Only the levels the game offers (`tabula_bots::offered`): POW's Expert plays as
    // Hard and is not rated apart.
    let levels = tabula_bots::offered(info.id);
    let mut digest = Sha256::default();
    let mut tables = Vec::new();
    for &seats in &args.seats {
        let (min, max) = (usize::from(info.min_seats), usize::from(info.max_seats).min(levels.len()));
        if !(2..=max).contains(&seats) || seats < min {
            return Err(CliError::input(format!(
                "{} is rated at {} to {max} seats (2 at least, and one a level at most): not {seats}",
                info.title,
                min.max(2)
            )));
        }
        let setup = G::setup_from(&args.setup.options(seats))?;
        let table = if seats == 2 {
            round_robin::<G>(&setup, levels, args.games, args.seed, budget, &mut digest)?
        } else {
            free_for_all::<G>(&setup, levels, seats, args.games, args.seed, budget, &mut digest)?
        };
        tables.push(table);
    }
    Ok(Report {
        game: info.id.as_str(),
        games_per_pairing: args.games,
        seed: args.seed,
        iterations: args.iterations,
        tables,
        digest: hex_digest(digest),
    })
}

/// Every pair of levels plays `games` games, seats swapping each game; game i of every
/// pairing is dealt from seed + i, so each pair meets the same deals. Round i (game i
/// of every pairing) is one Glicko-2 rating period.
fn round_robin<G: CliGame + BotGame>(
    setup: &G::Setup,
    levels: &[Level],
    games: u64,
    seed: u64,
    budget: Budget<'_>,
    digest: &mut Sha256,
) -> CliResult<Table> {
    let pairs: Vec<(usize, usize)> =
        (0..levels.len()).flat_map(|a| (a + 1..levels.len()).map(move |b| (a, b))).collect();
    let mut rounds = Vec::new();
    for i in 0..games {
        let mut round = Vec::new();
        for &(a, b) in &pairs {
            let players = [SeatKind::Bot(levels[a]), SeatKind::Bot(levels[b])];
            let shares =
                play_rotated::<G>(setup, seed.wrapping_add(i), &players, (i % 2) as usize, budget, digest, |_, _| ())?;
            round.push(Duel { a, b, score: shares.first().copied().unwrap_or(0.0) });
        }
        rounds.push(round);
    }
    let rated = glicko2_by_rounds(levels.len(), &rounds, level_start());
    let (mut played, mut points) = (vec![0u64; levels.len()], vec![0.0; levels.len()]);
    for duel in rounds.iter().flatten() {
        played[duel.a] += 1;
        played[duel.b] += 1;
        points[duel.a] += duel.score;
        points[duel.b] += 1.0 - duel.score;
    }
    let levels = rated.iter().enumerate().map(|(l, r)| {
        let (lo, hi) = confidence_interval(r);
        level_rating(levels[l], r.rating, r.deviation, [lo, hi], played[l], points[l])
    });
    Ok(Table { seats: 2, model: "glicko-2", games: games * pairs.len() as u64, levels: levels.collect() })
}

/// `games` games for each level to start the rotation: game i seats levels i, i+1, ...
/// (mod the levels) in seats 0, 1, ..., so every level takes every seat and meets every other
/// level; it is dealt from seed + i. Games are rated by Weng-Lin one at a time, in order.
fn free_for_all<G: CliGame + BotGame>(
    setup: &G::Setup,
    levels: &[Level],
    seats: usize,
    games: u64,
    seed: u64,
    budget: Budget<'_>,
    digest: &mut Sha256,
) -> CliResult<Table> {
    let total = games * levels.len() as u64;
    let mut results = Vec::new();
    for i in 0..total {
        let start = (i % levels.len() as u64) as usize;
        let in_game: Vec<usize> = (0..seats).map(|s| (start + s) % levels.len()).collect();
        let players: Vec<SeatKind> = in_game.iter().map(|&l| SeatKind::Bot(levels[l])).collect();
        let shares = play_rotated::<G>(setup, seed.wrapping_add(i), &players, 0, budget, digest, |_, _| ())?;
        results.push(in_game.into_iter().zip(shares).collect::<Vec<_>>());
    }
    let rated = weng_lin_by_games(levels.len(), &results);
    let (mut played, mut points) = (vec![0u64; levels.len()], vec![0.0; levels.len()]);
    for &(l, share) in results.iter().flatten() {
        played[l] += 1;
        points[l] += share;
    }
    let levels = rated.iter().enumerate().map(|(l, r)| {
        let ci = [r.rating - 1.96 * r.uncertainty, r.rating + 1.96 * r.uncertainty];
        level_rating(levels[l], r.rating, r.uncertainty, ci, played[l], points[l])
    });
    Ok(Table { seats, model: "weng-lin", games: total, levels: levels.collect() })
}

fn level_rating(level: Level, rating: f64, deviation: f64, ci95: [f64; 2], games: u64, points: f64) -> LevelRating {
    LevelRating {
        level: level.as_str(),
        rating,
        deviation,
        ci95,
        games,
        score_share: if games == 0 { 0.0 } else { points / games as f64 },
    }
}

/// A level's Glicko-2 start: the crate's, but for its volatility. A level is a fixed
/// program, no better or worse from one round to the next; a person's volatility (the
/// crate's 0.06) has a rating follow its last twenty rounds or so (its deviation
/// stops near 45), and after 600 games each Shape Up!'s Hard and Expert came out 0.3
/// apart, though Expert took 69% of its games and Hard 64% (docs/BENCHMARKS.md,
/// "Level ratings, session 32").
pub fn level_start() -> (Glicko2Rating, Glicko2Config) {
    // Tau: Glickman's smallest reasonable value, so the volatility stays small too.
    (Glicko2Rating { volatility: 0.01, ..Glicko2Rating::new() }, Glicko2Config { tau: 0.3, ..Glicko2Config::new() })
}

/// Glicko-2 ratings of `players` players, each from `start`, after `rounds`: each
/// round is one rating period, every player's results in it rated against its
/// opponents' ratings at the round's start, so the order of games within a round does
/// not matter.
pub fn glicko2_by_rounds(
    players: usize,
    rounds: &[Vec<Duel>],
    (start, config): (Glicko2Rating, Glicko2Config),
) -> Vec<Glicko2Rating> {
    let mut ratings = vec![start; players];
    for round in rounds {
        let mut results: Vec<Vec<(Glicko2Rating, Outcomes)>> = vec![Vec::new(); players];
        for d in round {
            let (Some(&ra), Some(&rb)) = (ratings.get(d.a), ratings.get(d.b)) else { continue };
            results[d.a].push((rb, outcome(d.score)));
            results[d.b].push((ra, outcome(1.0 - d.score)));
        }
        ratings = ratings.iter().zip(&results).map(|(r, res)| glicko2_rating_period(r, res, &config)).collect();
    }
    ratings
}

/// A score of ½ is a draw (a shared win).
fn outcome(score: f64) -> Outcomes {
    if score > 0.5 {
        Outcomes::WIN
    } else if score < 0.5 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

/// Weng-Lin ratings of `players` players, each from the crate's default, after
/// `games` rated one at a time in order. Each game lists (player, share of the win);
/// its winners share first place and the rest share second: the games' scores mean
/// different things from game to game, winning means the same in all.
pub fn weng_lin_by_games(players: usize, games: &[Vec<(usize, f64)>]) -> Vec<WengLinRating> {
    let config = WengLinConfig::new();
    let mut ratings = vec![WengLinRating::new(); players];
    for game in games {
        let teams: Vec<[WengLinRating; 1]> =
            game.iter().map(|&(p, _)| [ratings.get(p).copied().unwrap_or_default()]).collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(game)
            .map(|(team, &(_, share))| (&team[..], MultiTeamOutcome::new(if share > 0.0 { 1 } else { 2 })))
            .collect();
        for (&(p, _), team) in game.iter().zip(weng_lin_multi_team(&ranked, &config)) {
            if let (Some(r), Some(&new)) = (ratings.get_mut(p), team.first()) {
                *r = new;
            }
        }
    }
    ratings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{RatingsArgs, SetupArgs};
    use tabula_rules::GameId;

    fn close(x: f64, y: f64) -> bool {
        (x - y).abs() < 1e-9
    }

    /// The crate's documented figures, through our wrapper: `glicko2`'s example (two
    /// new players, one wins: 1662 and 1338, deviation 290 each) is one rating period
    /// of one game, and `glicko2_rating_period`'s (1464, 152) a period of three.
    #[test]
    fn glicko2_matches_the_crate_s_documented_examples() {
        let crate_s = (Glicko2Rating::new(), Glicko2Config::new());
        let rated = glicko2_by_rounds(2, &[vec![Duel { a: 0, b: 1, score: 1.0 }]], crate_s);
        assert_eq!(rated[0].rating.round(), 1662.0);
        assert_eq!(rated[0].deviation.round(), 290.0);
        assert!(close(rated[0].volatility, 0.05999967537233814), "{rated:?}");
        assert_eq!(rated[1].rating.round(), 1338.0);
        assert_eq!(rated[1].deviation.round(), 290.0);

        let player = Glicko2Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let opponents =
            [(1400.0, 30.0, Outcomes::WIN), (1550.0, 100.0, Outcomes::LOSS), (1700.0, 300.0, Outcomes::LOSS)];
        let results: Vec<_> = opponents
            .iter()
            .map(|&(rating, deviation, o)| (Glicko2Rating { rating, deviation, volatility: 0.06 }, o))
            .collect();
        let new = glicko2_rating_period(&player, &results, &Glicko2Config::new());
        assert_eq!(new.rating.round(), 1464.0);
        assert_eq!(new.deviation.round(), 152.0);
        assert!(close(new.volatility, 0.059995984286488495));
        // Our score-to-outcome reading gives the crate the same results.
        let scores = [1.0, 0.0, 0.0].map(outcome);
        assert_eq!(scores, [Outcomes::WIN, Outcomes::LOSS, Outcomes::LOSS]);
        assert_eq!(outcome(0.5), Outcomes::DRAW);
    }

    #[test]
    fn a_level_that_always_wins_is_rated_above_one_that_always_loses() {
        // Level 0 beats 1, 1 beats 2, 0 beats 2, every round, 20 rounds.
        let round =
            vec![Duel { a: 0, b: 1, score: 1.0 }, Duel { a: 1, b: 2, score: 1.0 }, Duel { a: 0, b: 2, score: 1.0 }];
        let rated = glicko2_by_rounds(3, &vec![round; 20], level_start());
        assert!(rated[0].rating > rated[1].rating && rated[1].rating > rated[2].rating, "{rated:?}");
        let (lo0, _) = confidence_interval(&rated[0]);
        let (_, hi2) = confidence_interval(&rated[2]);
        assert!(lo0 > hi2, "the intervals part: {rated:?}");
        assert!(rated[0].deviation < 350.0, "games shrink the deviation");

        // The same in 3-seat games: 0 always wins, 2 never does.
        let game = vec![(0, 1.0), (1, 0.0), (2, 0.0)];
        let rated = weng_lin_by_games(3, &vec![game; 20]);
        assert!(rated[0].rating > rated[1].rating && rated[0].rating > rated[2].rating, "{rated:?}");
        assert!(rated[0].rating - 1.96 * rated[0].uncertainty > 25.0);
    }

    /// A level is rated by all its games, not its last ones: one that wins 3 of every
    /// 5 games against another for 200 rounds is near Elo's 70 points above it (a 60%
    /// expectation; 65 here), its deviation below 30.
    #[test]
    fn a_level_is_rated_by_its_whole_run() {
        let rounds: Vec<Vec<Duel>> =
            (0..200).map(|i| vec![Duel { a: 0, b: 1, score: if i % 5 < 3 { 1.0 } else { 0.0 } }]).collect();
        let rated = glicko2_by_rounds(2, &rounds, level_start());
        let gap = rated[0].rating - rated[1].rating;
        assert!((55.0..85.0).contains(&gap), "{gap}: {rated:?}");
        assert!(rated[0].deviation < 30.0, "{rated:?}");
        // A person's start keeps the deviation near 60 (the last rounds decide): its
        // gap was 46 points here.
        let person = glicko2_by_rounds(2, &rounds, (Glicko2Rating::new(), Glicko2Config::new()));
        assert!(person[0].deviation > 50.0, "{person:?}");
    }

    fn tiny(game: GameId, seats: Vec<usize>) -> RatingsArgs {
        let setup = SetupArgs { game, variant: Vec::new(), rounds: None };
        RatingsArgs { setup, games: 2, seed: 5, seats, iterations: Some(10) }
    }

    fn report(args: &RatingsArgs) -> String {
        let budget = args.iterations.map_or(Budget::Default, Budget::Iterations);
        let report = with_game!(args.setup.game, G => ratings::<G>(args, budget));
        serde_json::to_string(&report.expect("the run works")).expect("serializes")
    }

    #[test]
    fn a_ratings_run_is_the_same_run_again() {
        let args = tiny(GameId::ShapeUp, vec![2, 3]);
        let first = report(&args);
        assert_eq!(first, report(&args));
        let out: serde_json::Value = serde_json::from_str(&first).expect("JSON");
        let two = &out["tables"][0];
        assert_eq!((two["model"].as_str(), two["games"].as_u64()), (Some("glicko-2"), Some(12)));
        let levels: Vec<_> = two["levels"].as_array().expect("levels").iter().map(|l| l["level"].clone()).collect();
        assert_eq!(levels, ["easy", "medium", "hard", "expert"]);
        assert!(two["levels"].as_array().expect("levels").iter().all(|l| l["games"] == 6));
        let three = &out["tables"][1];
        assert_eq!((three["model"].as_str(), three["games"].as_u64()), (Some("weng-lin"), Some(8)));
        assert!(three["levels"].as_array().expect("levels").iter().all(|l| l["games"] == 6));
        assert_ne!(report(&RatingsArgs { seed: 6, ..tiny(GameId::ShapeUp, vec![2]) }), first);
    }

    /// POW rates the levels it offers, Expert (which plays as Hard) not among them.
    #[test]
    fn pow_rates_only_its_offered_levels() {
        let out: serde_json::Value = serde_json::from_str(&report(&tiny(GameId::Pow, vec![2, 3]))).expect("JSON");
        for table in out["tables"].as_array().expect("tables") {
            let levels: Vec<_> =
                table["levels"].as_array().expect("levels").iter().map(|l| l["level"].clone()).collect();
            assert_eq!(levels, ["easy", "medium", "hard"]);
        }
    }

    #[test]
    fn refuses_seat_counts_the_game_or_the_levels_do_not_allow() {
        // POW offers three levels (its Expert plays as Hard): 4 seats would seat one twice.
        let refused = [(GameId::Combo4x4, 3), (GameId::SuperPose, 5), (GameId::SuperPose, 1), (GameId::Pow, 4)];
        for (game, seats) in refused {
            let budget = Budget::Iterations(1);
            let args = tiny(game, vec![seats]);
            let refused = with_game!(game, G => ratings::<G>(&args, budget));
            assert!(refused.is_err(), "{game:?} {seats}");
        }
    }
}
