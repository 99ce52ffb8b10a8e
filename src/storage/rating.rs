//! The player's rating in each game (issue 47), one key a game: `tabula.rating.<game>`,
//! in the store's packed form under the tag `r1.`. Kept apart from the statistics'
//! list so that a damaged figure resets alone: the statistics, the saves and the other
//! games' ratings stay as they were. The figure itself is computed in the computers'
//! worker (`tabula_bots::rating`, `Ask::Rate`): the page's first load only reads it.

use serde::{Deserialize, Serialize};
use tabula_bots::rating::{self, Figure, Score};
use tabula_rules::{GameId, Seat};

use super::{local, pack, unpack, Saved, SeatKind};
use crate::error::AppError;

const PREFIX: &str = "tabula.rating.";
const FORMAT: &str = "r1.";
/// How many of the last ratings the chart keeps.
pub const HISTORY: usize = 30;

/// A game's rating as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// Which game: the value reads alone in a saves file.
    pub game: GameId,
    /// The Glicko-2 figure now.
    pub figure: Figure,
    /// Games rated.
    pub games: u32,
    /// Of those, games played with hints (they count as any other, as in the
    /// statistics, and are said).
    pub hinted: u32,
    /// The rating after each of the last [`HISTORY`] games, oldest first.
    pub history: Vec<u16>,
}

impl Rating {
    /// A game's figure before any game.
    pub fn new(game: GameId) -> Rating {
        Rating { game, figure: Figure::default(), games: 0, hinted: 0, history: Vec::new() }
    }

    /// The rating after one more game, rated `figure`.
    pub fn after(mut self, figure: Figure, hinted: bool) -> Rating {
        self.figure = figure;
        self.games = self.games.saturating_add(1);
        self.hinted = self.hinted.saturating_add(u32::from(hinted));
        self.history.push(whole(figure.rating));
        if self.history.len() > HISTORY {
            self.history.remove(0);
        }
        self
    }

    /// The level whose rating is nearest the player's.
    pub fn near(&self) -> tabula_bots::Level {
        rating::nearest(self.game, self.figure.rating)
    }

    /// Whether every figure is one Glicko-2 can reach: a value that reads but is not
    /// (a hand-edited or half-written one) is damaged too.
    fn sound(&self) -> bool {
        let Figure { rating, deviation, volatility } = self.figure;
        (0.0..=4000.0).contains(&rating)
            && deviation > 0.0
            && deviation <= 400.0
            && volatility > 0.0
            && volatility < 1.0
            && self.hinted <= self.games
            && self.history.len() <= HISTORY.min(self.games as usize)
            && self.history.iter().all(|&r| r <= 4000)
    }
}

/// A rating as a whole number (no float printer in the page: `as` only).
pub fn whole(x: f64) -> u16 {
    x.round().clamp(0.0, 4000.0) as u16
}

/// The 95% margin said after a rating ("1597 ± 39"): 1.96 deviations, whole.
pub fn margin(deviation: f64) -> u16 {
    whole(1.96 * deviation)
}

/// Reads a stored value: `None` when it does not read or is not sound.
pub fn parse(raw: &str) -> Option<Rating> {
    unpack::<Rating>(FORMAT, raw).ok().filter(Rating::sound)
}

/// Whether a line of a saves file is a rating.
pub fn is_rating(line: &str) -> bool {
    line.starts_with(FORMAT)
}

/// A rating in storage form (as a saves file carries it too).
pub fn packed(r: &Rating) -> Result<String, AppError> {
    pack(FORMAT, r)
}

/// A game's rating: `Ok(None)` before its first rated game, `Err(())` when the
/// stored value is damaged (the caller says so, then starts again with [`forget`]).
pub fn load(game: GameId) -> Result<Option<Rating>, ()> {
    let Some(raw) = local().and_then(|st| st.get_item(&key(game)).ok().flatten()) else { return Ok(None) };
    parse(&raw).filter(|r| r.game == game).map(Some).ok_or(())
}

/// Forgets one game's rating: a damaged one starts again.
pub fn forget(game: GameId) {
    if let Some(st) = local() {
        let _ = st.remove_item(&key(game));
    }
}

/// Every game's readable rating, in the order of [`GameId::ALL`].
pub fn all() -> Vec<Rating> {
    GameId::ALL.into_iter().filter_map(|g| load(g).ok().flatten()).collect()
}

/// Stores a game's rating.
pub fn store(r: &Rating) -> Result<(), AppError> {
    let text = packed(r)?;
    local().ok_or(AppError::NoStorage)?.set_item(&key(r.game), &text).map_err(|_| AppError::StorageRefused)
}

/// Takes a saves file's ratings: each replaces this device's only when it counts
/// more games (the longer history is the same player's, further on). Returns how
/// many were taken.
pub fn merge(file: Vec<Rating>) -> usize {
    let taken: Vec<Rating> =
        file.into_iter().filter(|r| load(r.game).ok().flatten().is_none_or(|here| here.games < r.games)).collect();
    taken.iter().filter(|r| store(r).is_ok()).count()
}

/// Forgets every game's rating (with the statistics).
pub fn reset() {
    GameId::ALL.into_iter().for_each(forget);
}

fn key(game: GameId) -> String {
    format!("{PREFIX}{game}")
}

/// What a finished game says of the player's rating: the person's score against
/// each computer seated. `None` unless exactly one person of this device played
/// against computers only (a game between people, or by link, is not rated), and
/// for a lesson, whose computer follows a script.
pub fn scores(saved: &Saved, winners: &[Seat]) -> Option<Vec<Score>> {
    let people = saved.kinds.iter().filter(|k| **k == SeatKind::Human).count();
    let computers: Vec<(tabula_bots::Level, bool)> = saved
        .kinds
        .iter()
        .enumerate()
        .filter_map(|(seat, k)| k.level().map(|l| (l, winners.contains(&seat))))
        .collect();
    let lesson = saved.id.starts_with("learn-");
    if people != 1 || computers.is_empty() || computers.len() + 1 != saved.kinds.len() || lesson {
        return None;
    }
    let me = saved.kinds.iter().position(|k| *k == SeatKind::Human)?;
    Some(rating::results(winners.contains(&me), &computers))
}

#[cfg(test)]
#[path = "rating_tests.rs"]
mod tests;
