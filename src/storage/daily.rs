//! A friend's result of a day's deal, as their link carried it (`#/daily/<game>/<date>/<result>`),
//! kept until this device's own game of that deal ends and shows both.

use tabula_rules::daily::Day;
use tabula_rules::GameId;

use super::local;

fn key(game: GameId, day: Day) -> String {
    format!("tabula.daily.theirs.{game}.{day}")
}

/// The friend's result code of `game`'s deal on `day`, if a link brought one.
pub fn theirs(game: GameId, day: Day) -> Option<String> {
    local()?.get_item(&key(game, day)).ok().flatten()
}

/// Keeps a friend's result code (a refusal of the browser's only loses the comparison).
pub fn keep_theirs(game: GameId, day: Day, code: &str) {
    if let Some(st) = local() {
        let _ = st.set_item(&key(game, day), code);
    }
}
