//! A day's deal (`tabula_rules::daily`, `#/daily/<game>/<date>`): its saves. The
//! first game of a day's deal is the counted try, saved as `daily-<game>-<date>`;
//! every later one is practice, `daily-<game>-<date>-<n>`, dealt the same. Both play
//! against the Hard computer's daily replies and without Undo, so a result means the
//! same on every device.

use tabula_rules::daily::Day;
use tabula_rules::GameId;

/// The save of the counted try of `game`'s deal on `day`.
pub fn counted_id(game: GameId, day: Day) -> String {
    format!("daily-{game}-{day}")
}

/// What a save of a day's deal is: the game, the day, and whether it is the counted try.
pub fn of(id: &str) -> Option<(GameId, Day, bool)> {
    let rest = id.strip_prefix("daily-")?;
    let (game, tail) =
        GameId::ALL.iter().find_map(|&g| Some((g, rest.strip_prefix(g.as_str())?.strip_prefix('-')?)))?;
    let day: Day = tail.get(..10)?.parse().ok()?;
    Some((game, day, tail.len() == 10))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_id_tells_its_deal_and_whether_it_counts() {
        let day: Day = "2026-11-26".parse().unwrap();
        for game in GameId::ALL {
            let id = counted_id(game, day);
            assert_eq!(of(&id), Some((game, day, true)), "{id}");
            assert_eq!(of(&format!("{id}-k3x")), Some((game, day, false)));
        }
        for id in ["daily-", "daily-pow", "daily-pow-2026-13-01", "learn-pow", "daily-chess-2026-11-26"] {
            assert_eq!(of(id), None, "{id}");
        }
    }
}
