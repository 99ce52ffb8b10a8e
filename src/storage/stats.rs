//! Games finished on this device, for the home page's statistics: per game, and per
//! the strongest computer seated (none: people only). One entry a save, so a game
//! opened again or undone and finished again counts once.

use serde::{Deserialize, Serialize};
use tabula_bots::Level;
use tabula_rules::{GameId, Seat};

use super::{local, pack, unpack, Saved, SeatKind};
use crate::error::AppError;

const KEY: &str = "tabula.stats";
const FORMAT: &str = "t1.";

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finished {
    /// The save it was, so it counts once.
    pub save: String,
    pub game: GameId,
    /// The strongest computer at the table.
    pub against: Option<Level>,
    /// A person at this device won (alone or sharing the win).
    pub won: bool,
}

impl Finished {
    /// The entry for a save that ended with `winners`; none without a person here.
    pub fn of(saved: &Saved, winners: &[Seat]) -> Option<Finished> {
        let here = |s: &Seat| saved.kinds.get(*s) == Some(&SeatKind::Human);
        saved.kinds.contains(&SeatKind::Human).then(|| Finished {
            save: saved.id.clone(),
            game: saved.game,
            against: saved.kinds.iter().filter_map(|k| k.level()).max(),
            won: winners.iter().any(here),
        })
    }
}

/// Every game counted; a damaged list reads as empty.
pub fn finished() -> Vec<Finished> {
    local().and_then(|st| st.get_item(KEY).ok().flatten()).and_then(|raw| unpack(FORMAT, &raw).ok()).unwrap_or_default()
}

/// Counts a finished game, once: whether it was counted now (the player's rating
/// then takes it too).
pub fn count(saved: &Saved, winners: &[Seat]) -> Result<bool, AppError> {
    let Some(entry) = Finished::of(saved, winners) else { return Ok(false) };
    let mut all = finished();
    if all.iter().any(|f| f.save == entry.save) {
        return Ok(false);
    }
    all.push(entry);
    let text = pack(FORMAT, &all)?;
    local().ok_or(AppError::NoStorage)?.set_item(KEY, &text).map_err(|_| AppError::StorageRefused)?;
    Ok(true)
}

/// Forgets every count (saves are kept).
pub fn reset() {
    if let Some(st) = local() {
        let _ = st.remove_item(KEY);
    }
}

/// Games played, won and played with hints (`hinted`, by save id: the hints' count
/// outlives its save), per game and opponent, in the order of [`GameId::ALL`] and
/// people first, then the levels weakest first.
pub fn tally(all: &[Finished], hinted: &dyn Fn(&str) -> bool) -> Vec<(GameId, Option<Level>, u32, u32, u32)> {
    let mut rows = Vec::new();
    for game in GameId::ALL {
        for against in std::iter::once(None).chain(Level::ALL.map(Some)) {
            let these = all.iter().filter(|f| f.game == game && f.against == against);
            let (played, won, hints) =
                these.fold((0, 0, 0), |(p, w, h), f| (p + 1, w + u32::from(f.won), h + u32::from(hinted(&f.save))));
            if played > 0 {
                rows.push((game, against, played, won, hints));
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::Settings;

    fn saved(id: &str, game: GameId, kinds: Vec<SeatKind>) -> Saved {
        Saved {
            id: id.into(),
            game,
            names: Vec::new(),
            kinds,
            record: Vec::new(),
            turn: 0,
            round: None,
            over: true,
            created: 0.0,
            updated: 0.0,
            settings: Settings::default(),
            fair: None,
        }
    }

    #[test]
    fn a_game_counts_against_its_strongest_computer_and_is_won_by_a_person_here() {
        let hard = SeatKind::Computer(Level::Hard);
        let easy = SeatKind::Computer(Level::Easy);
        let s = saved("a", GameId::Pow, vec![SeatKind::Human, easy, hard]);
        assert_eq!(Finished::of(&s, &[0]).map(|f| (f.against, f.won)), Some((Some(Level::Hard), true)));
        assert_eq!(Finished::of(&s, &[1, 2]).map(|f| f.won), Some(false));
        // Nobody here: a game between computers, or one watched from a link.
        assert_eq!(Finished::of(&saved("b", GameId::Pow, vec![easy, hard]), &[0]), None);
        assert_eq!(Finished::of(&saved("c", GameId::Pow, vec![SeatKind::Remote, easy]), &[0]), None);
    }

    #[test]
    fn the_tally_groups_by_game_then_opponent() {
        let f = |save: &str, game, against, won| Finished { save: save.into(), game, against, won };
        let all = [
            f("1", GameId::Combo4x4, Some(Level::Hard), false),
            f("2", GameId::SuperPose, None, true),
            f("3", GameId::Combo4x4, Some(Level::Easy), true),
            f("4", GameId::Combo4x4, Some(Level::Hard), true),
        ];
        // Game 4 was played with hints.
        let rows = tally(&all, &|save| save == "4");
        assert_eq!(
            rows,
            vec![
                (GameId::SuperPose, None, 1, 1, 0),
                (GameId::Combo4x4, Some(Level::Easy), 1, 1, 0),
                (GameId::Combo4x4, Some(Level::Hard), 2, 1, 1)
            ]
        );
    }
}
