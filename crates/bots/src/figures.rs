//! What the setup page says of each level: how it plays (Hard's and Expert's words
//! stand by each game's code, [`BotGame::HARD_PLAYS`]), and how it did against the
//! level below in `tabula arena` (two players, seats swapped every game, 200 games
//! from seed 10000; `docs/BENCHMARKS.md`, "Levels a player can trust"). One table,
//! here: the page reads it, and a test (`crates/cli/tests/figures.rs`) plays the
//! first games of every row again and compares their digest, so a change to a level's
//! play cannot leave its figure behind silently.

use tabula_rules::registry::Text;
use tabula_rules::GameId;

use crate::{BotGame, Level};

/// The seed every row starts from.
pub const SEED: u64 = 10_000;
/// The games of a row the test plays again: one, since a level's changed play shows
/// in any of its games, and SUPER-POSE's Expert row alone set the native tests' time.
pub const WITNESS_GAMES: u64 = 1;

/// One arena row: `level` against `below`, two seats.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figure {
    /// Which game.
    pub game: GameId,
    /// The level measured.
    pub level: Level,
    /// The level below (`None`: uniformly random moves).
    pub below: Option<Level>,
    /// Games played.
    pub games: u32,
    /// Games `level` won, a shared win counting half.
    pub points: f64,
    /// `tabula arena`'s digest of the row's first [`WITNESS_GAMES`] games.
    pub digest: &'static str,
}

impl Figure {
    /// The win share.
    pub fn share(&self) -> f64 {
        self.points / f64::from(self.games)
    }

    /// The Wilson 95% interval of the win share.
    pub fn interval(&self) -> (f64, f64) {
        let [lo, hi] = wilson(self.share(), f64::from(self.games));
        (lo, hi)
    }
}

/// The Wilson score interval at 95% for a rate `p` over `n` trials (`tabula arena`'s
/// intervals, and the setup page's).
pub fn wilson(p: f64, n: f64) -> [f64; 2] {
    let z = 1.959_964_f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

const fn row(game: GameId, level: Level, below: Option<Level>, points: f64, digest: &'static str) -> Figure {
    Figure { game, level, below, games: 200, points, digest }
}

use GameId::{Combo4x4, Pow, ShapeUp, SuperPose};
use Level::{Easy, Expert, Hard, Medium};

/// Every row measured (session 15, the build of this table).
pub const FIGURES: &[Figure] = &[
    row(SuperPose, Easy, None, 200.0, "f5acdb72b9057699"),
    row(SuperPose, Medium, Some(Easy), 192.0, "bb5e2d011a8ac201"),
    row(SuperPose, Hard, Some(Medium), 156.5, "907bc812cf96b6be"),
    row(SuperPose, Expert, Some(Hard), 117.0, "225f5a86879ef369"),
    row(ShapeUp, Easy, None, 173.0, "787b89164359d74d"),
    row(ShapeUp, Medium, Some(Easy), 133.0, "b9b6ed68053fbca1"),
    row(ShapeUp, Hard, Some(Medium), 139.0, "dd7f3495bac0c8f7"),
    row(ShapeUp, Expert, Some(Hard), 121.5, "cb585baadf0dd72e"),
    row(Combo4x4, Easy, None, 199.0, "d74ac2c3ff67a482"),
    row(Combo4x4, Medium, Some(Easy), 168.0, "cc6a410d3cbb1f2a"),
    row(Combo4x4, Hard, Some(Medium), 185.0, "bf912823e2ff3d9c"),
    row(Combo4x4, Expert, Some(Hard), 155.0, "b20e243f63f516d1"),
    row(Pow, Easy, None, 193.5, "a2fef75c57e48ac4"),
    // Session 38: Medium plays a tenth of its moves at random (`MEDIUM_NOISE`).
    row(Pow, Medium, Some(Easy), 172.5, "21f1d849b8c580c4"),
    row(Pow, Hard, Some(Medium), 142.5, "f122b9904bb484ee"),
];

/// The row of `level` in `game`, if it was measured.
pub fn figure(game: GameId, level: Level) -> Option<&'static Figure> {
    FIGURES.iter().find(|f| f.game == game && f.level == level)
}

/// How `level` plays `game`, in a sentence.
pub fn how_it_plays(game: GameId, level: Level) -> Text {
    match level {
        Easy => Text {
            en: "Plays Medium's moves, but about one in three at random.",
            fr: "Joue les coups de Moyen, mais environ un sur trois au hasard.",
        },
        Medium => tabula_rules::with_game!(game, G => G::MEDIUM_PLAYS),
        Hard => tabula_rules::with_game!(game, G => G::HARD_PLAYS),
        Expert => tabula_rules::with_game!(game, G => G::EXPERT_PLAYS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_below_expert_has_its_figure_and_wins_most_games_against_the_level_below() {
        for game in GameId::ALL {
            for level in [Easy, Medium, Hard] {
                let f = figure(game, level).expect("measured");
                assert_eq!(f.below, level.below(), "{game:?} {level:?}");
                let (lo, hi) = f.interval();
                assert!(lo < f.share() && f.share() <= hi + 1e-9 && f.share() > 0.5, "{game:?} {level:?}: {lo} {hi}");
            }
        }
    }
}
