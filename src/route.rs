//! Hash routes. The whole app state a URL carries lives after `#`, so the app works
//! from any host and sub-path and no server ever sees a game.

use tabula_bots::Level;
use tabula_rules::GameId;

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game box and the saved games.
    Home,
    /// The setup screen of a game.
    Setup(GameId),
    /// The rules of a game, with the house readings.
    Rules(GameId),
    /// A saved game, by save id.
    Play(String),
    /// A saved game watched move by move, by save id.
    Watch(String),
    /// A finished saved game reviewed with the computer, by save id.
    Review(String),
    /// The in-browser benchmark (not linked).
    Bench,
    /// A game's guided first game.
    Learn(GameId),
    /// The game box's one-tap start: a new game against the computer (at a level, or
    /// Medium), then its table.
    Quick(GameId, Option<Level>),
    /// A day's deal of a game (`tabula_rules::daily`): the date as written, `None`
    /// for today (UTC), and the result of the friend who sent the link, if it is one.
    Daily(GameId, Option<String>, Option<String>),
    /// A shared game: the seats (`h`uman or `c`omputer), the names, the record payload.
    Link { game: GameId, seats: String, names: String, payload: String },
    /// A game played by link, sent to seat `to`'s device: the game's id on every
    /// device, the seats as the sender has them (`l`: by link), the names, the record.
    Turn { game: GameId, uid: String, to: usize, seats: String, names: String, payload: String },
}

impl Route {
    /// Whether the page is a game's table (the skip link leads to its board).
    pub fn is_table(&self) -> bool {
        !matches!(self, Route::Home | Route::Setup(_) | Route::Rules(_) | Route::Bench)
    }

    /// Parses `location.hash` (with or without the leading `#`). Unknown routes go home.
    pub fn parse(hash: &str) -> Route {
        let pasted = as_pasted(hash);
        let path = pasted.trim_start_matches('#').trim_start_matches('/');
        let parts: Vec<&str> = path.split('/').collect();
        match parts.as_slice() {
            ["setup", g] => GameId::parse(g).map_or(Route::Home, Route::Setup),
            ["rules", g] => GameId::parse(g).map_or(Route::Home, Route::Rules),
            ["bench"] => Route::Bench,
            ["learn", g] => GameId::parse(g).map_or(Route::Home, Route::Learn),
            ["quick", g] => GameId::parse(g).map_or(Route::Home, |g| Route::Quick(g, None)),
            ["quick", g, level] => match (GameId::parse(g), level.parse()) {
                (Some(g), Ok(level)) => Route::Quick(g, Some(level)),
                _ => Route::Home,
            },
            ["daily", g] => GameId::parse(g).map_or(Route::Home, |g| Route::Daily(g, None, None)),
            ["daily", g, date] => {
                GameId::parse(g).map_or(Route::Home, |g| Route::Daily(g, Some((*date).to_string()), None))
            }
            ["daily", g, date, theirs] => GameId::parse(g)
                .map_or(Route::Home, |g| Route::Daily(g, Some((*date).to_string()), Some((*theirs).to_string()))),
            ["play", id] if !id.is_empty() => Route::Play((*id).to_string()),
            ["watch", id] if !id.is_empty() => Route::Watch((*id).to_string()),
            ["review", id] if !id.is_empty() => Route::Review((*id).to_string()),
            ["link", g, seats, names, payload] => match GameId::parse(g) {
                Some(game) => Route::Link {
                    game,
                    seats: (*seats).to_string(),
                    names: (*names).to_string(),
                    payload: (*payload).to_string(),
                },
                None => Route::broken_link(),
            },
            // The check catches a link cut short or edited by mistake (not on purpose:
            // play by link is for friends).
            ["turn", g, uid, to, seats, names, payload, check] if *check == checksum(&parts[1..7]) => {
                match (GameId::parse(g), to.parse()) {
                    (Some(game), Ok(to)) => Route::Turn {
                        game,
                        uid: (*uid).to_string(),
                        to,
                        seats: (*seats).to_string(),
                        names: (*names).to_string(),
                        payload: (*payload).to_string(),
                    },
                    _ => Route::broken_link(),
                }
            }
            ["turn", ..] => Route::broken_link(),
            // A link cut or pasted with a slash too many: still a link, and a broken one
            // (the player is told so, not silently sent home).
            ["link", ..] => Route::broken_link(),
            _ => Route::Home,
        }
    }

    /// A link that cannot be read: opening it says so.
    fn broken_link() -> Route {
        Route::Link { game: GameId::ShapeUp, seats: String::new(), names: String::new(), payload: String::new() }
    }

    /// The hash for this route, with the leading `#`.
    pub fn hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Setup(g) => format!("#/setup/{g}"),
            Route::Rules(g) => format!("#/rules/{g}"),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Watch(id) => format!("#/watch/{id}"),
            Route::Review(id) => format!("#/review/{id}"),
            Route::Bench => "#/bench".into(),
            Route::Learn(g) => format!("#/learn/{g}"),
            Route::Quick(g, None) => format!("#/quick/{g}"),
            Route::Quick(g, Some(level)) => format!("#/quick/{g}/{level}"),
            Route::Daily(g, None, _) => format!("#/daily/{g}"),
            Route::Daily(g, Some(date), None) => format!("#/daily/{g}/{date}"),
            Route::Daily(g, Some(date), Some(theirs)) => format!("#/daily/{g}/{date}/{theirs}"),
            Route::Link { game, seats, names, payload } => format!("#/link/{game}/{seats}/{names}/{payload}"),
            Route::Turn { game, uid, to, seats, names, payload } => {
                let body = format!("{game}/{uid}/{to}/{seats}/{names}/{payload}");
                let check = checksum(&body.split('/').collect::<Vec<_>>());
                format!("#/turn/{body}/{check}")
            }
        }
    }
}

/// FNV-1a over the parts of a link, in base 36.
/// A link as chat apps and mail clients hand it on, back to the link sent: a query
/// string added, a line break or spaces inside, and closing punctuation, quotes or
/// angle brackets after it (raw or percent-encoded) are dropped. Every part of a
/// link is letters, digits, `-`, `_` and `.` (names are base64url), so nothing of the
/// link itself goes; a link cut short stays short and is refused by its checksum.
fn as_pasted(hash: &str) -> String {
    let hash = hash.split('?').next().unwrap_or_default();
    let mut out: String = hash.chars().filter(|c| !c.is_whitespace()).collect();
    for blank in ["%0A", "%0D", "%20", "%09", "%0a", "%0d"] {
        out = out.replace(blank, "");
    }
    const TAIL: [&str; 12] = [".", ",", ";", ":", "!", ")", "]", "}", ">", "'", "\"", "*"];
    const ENCODED_TAIL: [&str; 10] = ["%22", "%27", "%3E", "%3e", "%29", "%5D", "%5d", "%7D", "%7d", "%2A"];
    loop {
        let before = out.len();
        for t in TAIL.iter().chain(&ENCODED_TAIL) {
            if let Some(rest) = out.strip_suffix(t) {
                out.truncate(rest.len());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

fn checksum(parts: &[&str]) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in parts.join("/").bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    let mut out = Vec::new();
    loop {
        out.push(b"0123456789abcdefghijklmnopqrstuvwxyz"[(h % 36) as usize]);
        h /= 36;
        if h == 0 {
            break;
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_round_trip() {
        for r in [
            Route::Home,
            Route::Setup(GameId::ShapeUp),
            Route::Rules(GameId::Pow),
            Route::Play("k3x9".into()),
            Route::Watch("k3x9".into()),
            Route::Review("k3x9".into()),
            Route::Bench,
            Route::Learn(GameId::SuperPose),
            Route::Quick(GameId::Combo4x4, None),
            Route::Quick(GameId::Pow, Some(Level::Expert)),
            Route::Link { game: GameId::ShapeUp, seats: "hc".into(), names: "QW5u".into(), payload: "1.AAE".into() },
            Route::Turn {
                game: GameId::Pow,
                uid: "k3x9".into(),
                to: 1,
                seats: "hl".into(),
                names: "QW5u".into(),
                payload: "1.AAE".into(),
            },
        ] {
            assert_eq!(Route::parse(&r.hash()), r);
        }
    }

    #[test]
    fn a_damaged_link_is_still_a_link() {
        let turn = Route::Turn {
            game: GameId::Pow,
            uid: "k3x9".into(),
            to: 1,
            seats: "hl".into(),
            names: "QW5u".into(),
            payload: "1.AAE".into(),
        }
        .hash();
        let edited = turn.replace("1.AAE", "1.AAF");
        for h in [
            "#/link",
            "#/link/pow/hc/QW5u",
            "#/link/pow/hc/QW5u/1.AAE/x",
            "#/link/chess/hc/QW5u/1.AAE",
            "#/turn/pow/k3/x/hl/QW5u/1.AAE",
            "#/turn/pow",
            &edited,
        ] {
            assert!(matches!(Route::parse(h), Route::Link { ref seats, .. } if seats.is_empty()), "{h}");
        }
    }

    #[test]
    fn a_link_as_people_paste_it_still_opens() {
        let turn = Route::Turn {
            game: GameId::Pow,
            uid: "k3x9".into(),
            to: 1,
            seats: "hl".into(),
            names: "QW5u".into(),
            payload: "2.AAE-_x".into(),
        };
        let h = turn.hash();
        for pasted in [
            format!("{h}."),
            format!("{h})"),
            format!("{h})."),
            format!("{h}?x=1"),
            format!("{h}?utm_source=chat&x=1"),
            format!("{h}%3E"),
            format!("{h}%22."),
            format!("{h}\""),
            format!("{h}>"),
            format!("{h}\n"),
            format!("{h}%0A"),
            format!("{}\n{}", &h[..20], &h[20..]),
            format!("{}%0A{}", &h[..20], &h[20..]),
        ] {
            assert_eq!(Route::parse(&pasted), turn, "{pasted}");
        }
        // Cut short: still a broken link, and said so.
        assert!(matches!(Route::parse(&h[..h.len() - 2]), Route::Link { ref seats, .. } if seats.is_empty()));
    }

    #[test]
    fn junk_goes_home() {
        for h in ["", "#", "#/nowhere", "#/setup/chess", "#/play/", "#/watch/", "#/review/", "%%%"] {
            assert_eq!(Route::parse(h), Route::Home, "{h}");
        }
    }
}
