//! A person's rating in a game, from their finished games against the computers
//! (issue 47). The model is the `skillratings` crate's Glicko-2, not a formula of our
//! own: the person is rated as one rating period a game against each computer seated,
//! at that level's fixed rating ([`LEVELS`]), so the figure sits on the same scale as
//! the levels and "a level near your rating" is a plain comparison. A game of more
//! than two seats is rated pairwise against each computer, as the levels' own
//! Weng-Lin runs score a finish: the winners share first place and the rest second,
//! so the person beats each computer that did not win, draws with one that shared
//! the win (or the loss), and loses to each that won alone or with others.
//!
//! Only the worker calls [`rate`]: the page's first load carries the levels' table
//! and [`nearest`], not the crate's arithmetic.

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use tabula_rules::GameId;

use crate::Level;

/// A Glicko-2 figure: rating, deviation (its uncertainty) and volatility.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Figure {
    /// The rating: 1500 to start.
    pub rating: f64,
    /// How far off it may be (one standard deviation): 350 to start.
    pub deviation: f64,
    /// How much the player's strength changes from game to game: 0.06 to start.
    pub volatility: f64,
}

impl Default for Figure {
    /// The crate's starting figure.
    fn default() -> Figure {
        let r = Glicko2Rating::new();
        Figure { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    }
}

/// The person's result against one computer: 2 a win, 1 a draw, 0 a loss (half
/// points, so the message carries no float).
pub type Score = (Level, u8);

/// The person's figure after one game's results.
pub fn rate(game: GameId, player: Figure, results: &[Score]) -> Figure {
    let me = Glicko2Rating { rating: player.rating, deviation: player.deviation, volatility: player.volatility };
    let against: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|&(level, half_points)| {
            let (rating, deviation) = level_rating(game, level);
            let outcome = match half_points {
                0 => Outcomes::LOSS,
                1 => Outcomes::DRAW,
                _ => Outcomes::WIN,
            };
            (Glicko2Rating { rating, deviation, volatility: 0.06 }, outcome)
        })
        .collect();
    let r = glicko2_rating_period(&me, &against, &Glicko2Config::new());
    Figure { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
}

/// The person's results in a finished game: `computers` are the computers seated
/// (their levels, and whether each won); `won` says whether the person won.
pub fn results(won: bool, computers: &[(Level, bool)]) -> Vec<Score> {
    computers.iter().map(|&(level, theirs)| (level, 1 + u8::from(won) - u8::from(theirs))).collect()
}

/// Each level's rating and deviation per game, on Glicko-2's scale, in the order of
/// [`GameId::ALL`] then [`Level::ALL`]: the 2-seat tables of the `tabula ratings`
/// runs kept in `crates/bots/ratings/`, written by `scripts/level-ratings.sh`
/// (docs/BENCHMARKS.md, "Level ratings, session 32").
pub const LEVELS: [[(f64, f64); 4]; 4] = include!("level_ratings.in");

/// A level's rating and deviation in a game.
pub fn level_rating(game: GameId, level: Level) -> (f64, f64) {
    let g = GameId::ALL.iter().position(|&x| x == game).unwrap_or(0);
    LEVELS[g][level as usize]
}

/// The level `game` offers ([`crate::offered`]) whose rating is nearest `rating`
/// (the weaker one on a tie).
pub fn nearest(game: GameId, rating: f64) -> Level {
    let gap = |l: &Level| (level_rating(game, *l).0 - rating).abs();
    crate::offered(game).iter().fold(Level::Easy, |best, &l| if gap(&l) < gap(&best) { l } else { best })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// skillratings' documented example of `glicko2_rating_period` (docs.rs), through
    /// the crate directly: the figures this module's arithmetic rests on.
    #[test]
    fn the_crates_documented_rating_period() {
        let player = Glicko2Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let o = |rating, deviation| Glicko2Rating { rating, deviation, volatility: 0.06 };
        let results = vec![
            (o(1400.0, 30.0), Outcomes::WIN),
            (o(1550.0, 100.0), Outcomes::LOSS),
            (o(1700.0, 300.0), Outcomes::LOSS),
        ];
        let new = glicko2_rating_period(&player, &results, &Glicko2Config::new());
        assert_eq!((new.rating.round(), new.deviation.round()), (1464.0, 152.0));
        assert!((new.volatility - 0.059_995_984_286_488_495).abs() < f64::EPSILON);
    }

    /// The crate's documented two-player example (`glicko2`: two new players, one
    /// wins, 1662 ± 290), as a rating period of one result: the same figure.
    #[test]
    fn one_win_between_new_players_is_the_crates_example() {
        let fresh = Glicko2Rating::new();
        let new = glicko2_rating_period(&fresh, &[(fresh, Outcomes::WIN)], &Glicko2Config::new());
        assert_eq!((new.rating.round(), new.deviation.round()), (1662.0, 290.0));
        assert!((new.volatility - 0.059_999_675_372_338_14).abs() < f64::EPSILON);
    }

    /// `rate` is that arithmetic against a level's fixed figure: the same numbers as
    /// the crate's own call, and a win lifts the rating, a loss lowers it, a draw
    /// with a level rated alike leaves it near.
    #[test]
    fn a_game_moves_the_rating_the_way_of_its_result() {
        let start = Figure::default();
        for game in GameId::ALL {
            for level in Level::ALL {
                let (rating, deviation) = level_rating(game, level);
                let them = Glicko2Rating { rating, deviation, volatility: 0.06 };
                let crate_says =
                    glicko2_rating_period(&Glicko2Rating::new(), &[(them, Outcomes::WIN)], &Glicko2Config::new());
                let won = rate(game, start, &[(level, 2)]);
                assert_eq!(won.rating, crate_says.rating);
                assert_eq!(won.deviation, crate_says.deviation);
                assert!(won.rating > start.rating && won.deviation < start.deviation);
                assert!(rate(game, start, &[(level, 0)]).rating < start.rating);
            }
        }
    }

    #[test]
    fn a_finish_scores_against_each_computer() {
        use Level::*;
        // The person won with Hard's help (shared), ahead of Easy.
        assert_eq!(results(true, &[(Easy, false), (Hard, true)]), vec![(Easy, 2), (Hard, 1)]);
        // The person lost: to the winner, level with the other loser.
        assert_eq!(results(false, &[(Easy, false), (Hard, true)]), vec![(Easy, 1), (Hard, 0)]);
    }

    #[test]
    fn the_nearest_level_is_the_closest_rating() {
        for game in GameId::ALL {
            let offered = crate::offered(game).iter().copied();
            for level in offered.clone() {
                assert_eq!(nearest(game, level_rating(game, level).0), level, "{game}");
            }
            let by_rating = |a: &Level, b: &Level| level_rating(game, *a).0.total_cmp(&level_rating(game, *b).0);
            assert_eq!(Some(nearest(game, -1e9)), offered.clone().min_by(by_rating));
            assert_eq!(Some(nearest(game, 1e9)), offered.max_by(by_rating));
        }
    }
}
