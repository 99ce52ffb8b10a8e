//! A day's deal (`tabula_rules::daily`, `#/daily/<game>/<date>`): its saves. The
//! first game of a day's deal is the counted try, saved as `daily-<game>-<date>`;
//! every later one is practice, `daily-<game>-<date>-<n>`, dealt the same. Both play
//! against the Hard computer's daily replies and without Undo, so a result means the
//! same on every device.

use tabula_rules::daily::Day;
use tabula_rules::GameId;

use crate::i18n::{fill, Strings};
use crate::storage::stats::Finished;

/// Today, by the device's clock, in UTC (as every device counts the day).
pub fn today() -> Result<Day, tabula_rules::daily::DateError> {
    Day::from_unix_millis(crate::web::now_ms())
}

/// A finished game's result for the person (seat 0) as a link carries it: `w`on, `l`ost,
/// `t`ie, or `s` and the score of a solo game.
pub fn result_code(winners: &[usize], scores: &[i32]) -> Option<String> {
    let me = tabula_rules::daily::PLAYER;
    Some(match (scores.len(), winners.contains(&me), winners.len()) {
        (0, ..) => return None,
        (1, ..) => format!("s{}", scores[me]),
        (_, true, 1) => "w".into(),
        (_, true, _) => "t".into(),
        _ => "l".into(),
    })
}

/// A result code in words, with a mark that spoils nothing of the game; `None` for a
/// code no link of ours makes (a damaged link: its result is left out).
pub fn result_words(t: &Strings, code: &str) -> Option<String> {
    Some(match code {
        "w" => format!("{} ★", t.daily_won),
        "t" => format!("{} =", t.daily_tie),
        "l" => format!("{} ·", t.daily_lost),
        _ => {
            let score: i32 = code.strip_prefix('s')?.parse().ok()?;
            format!("{} ★", fill(t.daily_score, &[&score.to_string()]))
        }
    })
}

/// A friend's part of a result link (`w`, or `w.` and the moves of their game,
/// [`moves_of`]): the result code and the moves, if any.
pub fn split_theirs(theirs: &str) -> (&str, Option<&str>) {
    match theirs.split_once('.') {
        Some((code, moves)) => (code, Some(moves)),
        None => (theirs, None),
    }
}

/// How the id of every save of a day's deal begins.
pub const ID_PREFIX: &str = "daily-";

/// The save of the counted try of `game`'s deal on `day`.
pub fn counted_id(game: GameId, day: Day) -> String {
    format!("{ID_PREFIX}{game}-{day}")
}

/// What a save of a day's deal is: the game, the day, and whether it is the counted try.
pub fn of(id: &str) -> Option<(GameId, Day, bool)> {
    let rest = id.strip_prefix(ID_PREFIX)?;
    let (game, tail) =
        GameId::ALL.iter().find_map(|&g| Some((g, rest.strip_prefix(g.as_str())?.strip_prefix('-')?)))?;
    let day: Day = tail.get(..10)?.parse().ok()?;
    Some((game, day, tail.len() == 10))
}

/// How `game`'s days stand on `today`, from the games counted (`finished`): today's
/// counted result if it was played to its end (a person won, or shared the win), and
/// the streak, the days in a row with a counted result up to today (or up to
/// yesterday, while today is not played yet).
pub fn standing(game: GameId, today: Day, finished: &[Finished]) -> (Option<bool>, u32) {
    let result = |day: Day| finished.iter().find(|f| f.save == counted_id(game, day)).map(|f| f.won);
    let played = result(today);
    let mut day = if played.is_some() { Some(today) } else { today.previous().ok() };
    let mut streak = 0;
    while let Some(d) = day.filter(|d| result(*d).is_some()) {
        streak += 1;
        day = d.previous().ok();
    }
    (played, streak)
}

/// The moves of a game of a day's deal as a result link carries them: its actions in
/// postcard, base64url, the record's own encoding without the deal (`deal`, the deal's
/// record with no action: the link's date deals it anew). `None` when `record` is not
/// a game of that deal.
pub fn moves_of(record: &[u8], deal: &[u8]) -> Option<String> {
    // A record in postcard is the deal's fields, then its actions: a length and each
    // action. The deal alone ends with a length of 0, one byte.
    let (0, head) = deal.split_last()? else { return None };
    Some(tabula_rules::base64url::encode(record.strip_prefix(head)?))
}

/// The record of a friend's game of a day's deal, from the deal's record and the moves
/// a link carried ([`moves_of`]); `None` when the moves are damaged (the replay then
/// checks every action).
pub fn with_moves(deal: &[u8], moves: &str) -> Option<Vec<u8>> {
    let (0, head) = deal.split_last()? else { return None };
    let moves = tabula_rules::base64url::decode(moves).ok().filter(|m| !m.is_empty())?;
    Some([head, &moves].concat())
}

/// What a day's deal's address carries instead of a result to show the friend's game
/// (`#/daily/<game>/<date>/friend`).
pub const FRIEND: &str = "friend";

/// The save of a friend's game of `game`'s deal on `day`, kept to be watched.
pub fn friend_id(game: GameId, day: Day) -> String {
    format!("friend-{game}-{day}")
}

/// The player's own counted game of the deal a friend's game ([`friend_id`]) is of.
pub fn own_of_friend(id: &str) -> Option<String> {
    id.strip_prefix("friend-").map(|rest| format!("{ID_PREFIX}{rest}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(game: GameId, day: &str, won: bool) -> Finished {
        Finished { save: counted_id(game, day.parse().unwrap()), game, against: None, won }
    }

    #[test]
    fn a_result_reads_back_from_its_code_and_a_damaged_one_is_left_out() {
        let t = &crate::i18n::EN;
        assert_eq!(result_code(&[0], &[3, 1]).as_deref(), Some("w"));
        assert_eq!(result_code(&[1], &[1, 3]).as_deref(), Some("l"));
        assert_eq!(result_code(&[0, 1], &[2, 2]).as_deref(), Some("t"));
        assert_eq!(result_code(&[0], &[41]).as_deref(), Some("s41"));
        assert_eq!(result_code(&[], &[]), None);
        assert_eq!(result_words(t, "w").as_deref(), Some("won ★"));
        assert_eq!(result_words(t, "s41").as_deref(), Some("41 pts ★"));
        for bad in ["", "x", "s", "s4x", "ww"] {
            assert_eq!(result_words(t, bad), None, "{bad}");
        }
        // Old links carry the result alone; newer ones the moves after a dot.
        assert_eq!(split_theirs("w"), ("w", None));
        assert_eq!(split_theirs("s41.AQID"), ("s41", Some("AQID")));
    }

    #[test]
    fn the_streak_counts_days_in_a_row_with_a_counted_result() {
        let today: Day = "2026-03-01".parse().unwrap();
        let pow = GameId::Pow;
        assert_eq!(standing(pow, today, &[]), (None, 0));
        // Yesterday and the day before (across February's end): alive until today ends.
        let two = [counted(pow, "2026-02-28", false), counted(pow, "2026-02-27", true)];
        assert_eq!(standing(pow, today, &two), (None, 2));
        let three = [two.as_slice(), &[counted(pow, "2026-03-01", true)]].concat();
        assert_eq!(standing(pow, today, &three), (Some(true), 3));
        // A gap ends it; another game's days and practice tries do not count.
        let gap = [counted(pow, "2026-03-01", false), counted(pow, "2026-02-27", true)];
        assert_eq!(standing(pow, today, &gap), (Some(false), 1));
        let mut other = counted(GameId::ShapeUp, "2026-02-28", true);
        assert_eq!(standing(pow, today, std::slice::from_ref(&other)), (None, 0));
        other.save = format!("{}-x1", counted_id(pow, "2026-02-28".parse().unwrap()));
        assert_eq!(standing(pow, today, &[other]), (None, 0));
    }

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

    #[test]
    fn a_games_moves_travel_without_the_deal_and_join_it_again() {
        use tabula_rules::combo4x4::Combo4x4;
        use tabula_rules::{link, Game};
        let daily = tabula_rules::daily::Daily::new(GameId::Combo4x4, "2026-11-25".parse().unwrap());
        let mut m = daily.start::<Combo4x4>().unwrap();
        let deal = link::to_bytes(m.record());
        for _ in 0..5 {
            let action = m.state().legal_actions()[0];
            m.apply(action).map_err(|_| "legal").unwrap();
        }
        let played = link::to_bytes(m.record());
        let moves = moves_of(&played, &deal).unwrap();
        assert!(moves.len() < played.len(), "{moves}");
        let back = with_moves(&deal, &moves).unwrap();
        assert_eq!(back, played);
        assert_eq!(link::from_bytes::<Combo4x4>(&back).unwrap().record(), m.record());
        // Another day's game has no moves of this deal; damaged moves do not join.
        let other = tabula_rules::daily::Daily::new(GameId::Combo4x4, "2026-11-26".parse().unwrap());
        let other = link::to_bytes(other.start::<Combo4x4>().unwrap().record());
        assert_eq!(moves_of(&other, &deal), None);
        for bad in ["", "!!", "a"] {
            assert_eq!(with_moves(&deal, bad), None, "{bad}");
        }
        // A cut move list joins but does not replay: the replay says why.
        let cut = with_moves(&deal, &moves[..moves.len() - 3]).unwrap();
        assert!(link::from_bytes::<Combo4x4>(&cut).is_err());
        assert_eq!(own_of_friend(&friend_id(GameId::Pow, daily.day)), Some(counted_id(GameId::Pow, daily.day)));
    }
}
