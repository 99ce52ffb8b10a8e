//! How strong a computer player is, and how much effort one decision may take.

use std::fmt;
use std::str::FromStr;

use tabula_rules::GameId;

/// A computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Level {
    /// Plausible moves a beginner can beat: the heuristic bot, with some moves random.
    Easy,
    /// The game's heuristic bot.
    Medium,
    /// Search: the strongest player that fits about a second a move in the browser.
    Hard,
    /// Hard's search with [`EXPERT_FACTOR`] times its effort: about five seconds a move
    /// in the browser, for players who beat Hard.
    Expert,
}

/// How many times Hard's effort (iterations, samples, layouts) Expert spends on a
/// decision: the app gives Hard a second a move and Expert five.
pub const EXPERT_FACTOR: usize = 5;

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The name [`FromStr`] reads and [`Display`](fmt::Display) prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The level just below, which this one is measured against (`None`: Easy, which
    /// is measured against uniformly random moves; `figures.rs`).
    pub fn below(self) -> Option<Level> {
        match self {
            Level::Easy => None,
            Level::Medium => Some(Level::Easy),
            Level::Hard => Some(Level::Medium),
            Level::Expert => Some(Level::Hard),
        }
    }

    /// How long the app lets this level think about one move, in milliseconds (the
    /// search stops at its own count of iterations or at this time, whichever is first).
    pub fn think_millis(self) -> u32 {
        match self {
            Level::Easy | Level::Medium | Level::Hard => 1000,
            Level::Expert => 5000,
        }
    }
}

/// The levels `game` offers its players, weakest first: the levels that play
/// differently. POW's Expert is not among them: it plays as Hard (an exact search of
/// three turns over the dice that a fourth turn did not improve), so it won 49-50%
/// against Hard, and a level that plays as another is a promise it cannot keep
/// (issue 47; docs/ARCHITECTURE.md, "Which levels a game offers"). The app's setup
/// page, the player's rating and `tabula ratings` all ask here.
pub fn offered(game: GameId) -> &'static [Level] {
    match game {
        GameId::Pow => &[Level::Easy, Level::Medium, Level::Hard],
        _ => &Level::ALL,
    }
}

/// `level` if `game` offers it, else the game's strongest: a save or link that names a
/// level no longer offered (POW's Expert, which played as Hard) still plays.
pub fn offered_level(game: GameId, level: Level) -> Level {
    let offered = offered(game);
    if offered.contains(&level) {
        level
    } else {
        offered.last().copied().unwrap_or(level)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A level name that is not one of `easy`, `medium`, `hard`, `expert`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown level '{}': use easy, medium, hard or expert", self.0)
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL.into_iter().find(|l| l.as_str() == s).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// How much effort a search may spend on one decision. Only [`Level::Hard`] and
/// [`Level::Expert`] search; the other levels ignore the budget.
///
/// The clock is the caller's (milliseconds, any origin): this crate never reads the
/// time itself, because `std::time::Instant` panics in the browser.
#[derive(Clone, Copy)]
pub enum Budget<'a> {
    /// The level's own iteration count: the same decision on every machine.
    Default,
    /// Exactly this many search iterations: the same decision on every machine.
    Iterations(usize),
    /// As many iterations as fit in `millis` by `clock`, capped at `max_iterations`
    /// (which bounds memory on a fast machine).
    Time {
        /// Milliseconds since any fixed origin (`performance.now()` in the browser).
        clock: &'a dyn Fn() -> f64,
        /// Time allowed for the decision.
        millis: f64,
        /// Never more iterations than this.
        max_iterations: usize,
    },
    /// The level's own iteration count, stopping early at `millis` by `clock`: as
    /// strong as the measured level, never slower than the time allowed (the app's).
    Capped {
        /// Milliseconds since any fixed origin.
        clock: &'a dyn Fn() -> f64,
        /// Time allowed for the decision.
        millis: f64,
    },
}

impl fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Default => f.write_str("Default"),
            Budget::Iterations(n) => write!(f, "Iterations({n})"),
            Budget::Time { millis, max_iterations, .. } => write!(f, "Time({millis} ms, max {max_iterations})"),
            Budget::Capped { millis, .. } => write!(f, "Capped({millis} ms)"),
        }
    }
}

/// Counts iterations against a [`Budget`].
pub(crate) struct Meter<'a> {
    limit: usize,
    deadline: Option<(&'a dyn Fn() -> f64, f64)>,
    done: usize,
}

impl<'a> Meter<'a> {
    /// A meter for `budget`; `default` is the iteration count of [`Budget::Default`].
    pub(crate) fn new(budget: Budget<'a>, default: usize) -> Meter<'a> {
        match budget {
            Budget::Default => Meter { limit: default, deadline: None, done: 0 },
            Budget::Iterations(n) => Meter { limit: n, deadline: None, done: 0 },
            Budget::Time { clock, millis, max_iterations } => {
                Meter { limit: max_iterations, deadline: Some((clock, clock() + millis)), done: 0 }
            }
            Budget::Capped { clock, millis } => {
                Meter { limit: default, deadline: Some((clock, clock() + millis)), done: 0 }
            }
        }
    }

    /// Whether another iteration may start; counts it if so. The first always may, so
    /// a search has at least one result to give.
    pub(crate) fn next(&mut self) -> bool {
        let more = self.done == 0 || (self.done < self.limit && self.deadline.is_none_or(|(clock, end)| clock() < end));
        if more {
            self.done += 1;
        }
        more
    }

    /// Iterations at most, the clock aside.
    pub(crate) fn limit(&self) -> usize {
        self.limit
    }

    /// Iterations started so far.
    pub(crate) fn done(&self) -> usize {
        self.done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// Every game offers Easy to Hard, weakest first; only POW leaves Expert out.
    #[test]
    fn games_offer_the_levels_that_differ() {
        for game in GameId::ALL {
            let levels = offered(game);
            assert_eq!(&levels[..3], &[Level::Easy, Level::Medium, Level::Hard], "{game}");
            assert_eq!(levels.contains(&Level::Expert), game != GameId::Pow, "{game}");
            assert_eq!(offered_level(game, Level::Expert), *levels.last().unwrap(), "{game}");
            assert_eq!(offered_level(game, Level::Medium), Level::Medium, "{game}");
        }
    }

    #[test]
    fn names_round_trip() {
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert!("master".parse::<Level>().is_err());
    }

    #[test]
    fn meters_stop_at_the_count_or_the_time() {
        let mut m = Meter::new(Budget::Iterations(3), 99);
        while m.next() {}
        assert_eq!(m.done(), 3);
        let now = Cell::new(0.0);
        let clock = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        let mut m = Meter::new(Budget::Time { clock: &clock, millis: 10.0, max_iterations: 1000 }, 5);
        while m.next() {}
        assert!(m.done() < 20 && m.done() > 1, "{}", m.done());
        let mut m = Meter::new(Budget::Iterations(0), 5);
        assert!(m.next());
        assert!(!m.next());
        // Capped: the level's own count, unless the time runs out first.
        let mut m = Meter::new(Budget::Capped { clock: &|| 0.0, millis: 10.0 }, 7);
        while m.next() {}
        assert_eq!(m.done(), 7);
        let mut m = Meter::new(Budget::Capped { clock: &clock, millis: 10.0 }, 1000);
        while m.next() {}
        assert!(m.done() < 20, "{}", m.done());
    }
}
