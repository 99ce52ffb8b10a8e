//! Today's deal: one deal a day per game, the same on every device, from the UTC date
//! and the game alone (`docs/RECORDS.md`, "Today's deal").
//!
//! A [`Daily`] is a game and a [`Day`]. Its record is the game's plain setup (SUPER-POSE:
//! the rulebook's solo game, one seat; the others: a person in seat 0 against the Hard
//! computer in seat 1) dealt from [`Daily::seed`], SHA-256 of the versioned text
//! `"tabula daily 1/<game>/<YYYY-MM-DD>"`. No server and no clock take part: the date
//! is the caller's, so a test (or a curious player) can ask for any day's deal.
//!
//! The computer's generator for each decision is [`computer_rng`] of the record's seed
//! and the number of actions played, the stream the app's computer has always used, so
//! the same moves meet the same replies for everyone, provided the search runs its
//! full, fixed count of iterations (the app never cuts a daily search short by time).

use std::fmt;
use std::str::FromStr;

use sha2::{Digest, Sha256};

use crate::registry::{Describe, SetupError};
use crate::rng::Rng;
use crate::{GameId, Match, Record, RecordError, Seat};

/// The version of the deal's derivation, the start of the text every seed hashes. A new
/// version deals new games for every day; bump it only with a reason to.
pub const DERIVATION: &str = "tabula daily 1";

/// The seat the person plays in every daily game.
pub const PLAYER: Seat = 0;

/// The stream of a computer's generator, next to the number of actions in the low bits.
const COMPUTER_STREAM: u64 = 0xB07 << 32;

/// The generator a computer player draws from for the decision after `actions` actions
/// of a game dealt from `seed`: a pure function of the two, so the same moves get the
/// same reply on every device and after a reload.
pub fn computer_rng(seed: u64, actions: usize) -> Rng {
    Rng::new(seed, COMPUTER_STREAM | actions as u64)
}

/// The first day the calendar reads, and the last: four-digit years keep the text form
/// one length.
const FIRST_YEAR: u16 = 1970;
const LAST_YEAR: u16 = 9999;

/// A date of the UTC calendar, written `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a text or a number is no [`Day`]. Each says what to tell a person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DateError {
    /// Not of the form `YYYY-MM-DD`.
    #[error("'{0}' is not a date: write YYYY-MM-DD, e.g. 2026-11-25")]
    Format(String),
    /// A year the calendar does not read.
    #[error("the year {0} is outside {FIRST_YEAR} to {LAST_YEAR}")]
    Year(i64),
    /// No such month.
    #[error("there is no month {0}: months go from 01 to 12")]
    Month(u8),
    /// No such day in that month.
    #[error("{year}-{month:02} has {last} days, not {day}")]
    Day {
        /// The year.
        year: u16,
        /// The month.
        month: u8,
        /// The day asked for.
        day: u8,
        /// The month's last day.
        last: u8,
    },
    /// A clock reading that is no date of the calendar (not a number, or ages away).
    #[error("the clock reads no date")]
    Clock,
}

impl Day {
    /// The date `year-month-day`, if the calendar has it.
    pub fn new(year: u16, month: u8, day: u8) -> Result<Day, DateError> {
        if !(FIRST_YEAR..=LAST_YEAR).contains(&year) {
            return Err(DateError::Year(i64::from(year)));
        }
        if !(1..=12).contains(&month) {
            return Err(DateError::Month(month));
        }
        let last = days_in_month(year, month);
        if !(1..=last).contains(&day) {
            return Err(DateError::Day { year, month, day, last });
        }
        Ok(Day { year, month, day })
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, from 1.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (that day is 0).
    pub fn epoch_days(self) -> i64 {
        // Howard Hinnant's days_from_civil, for years from 1970 (no negative eras).
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y / 400;
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` days after 1970-01-01.
    pub fn from_epoch_days(days: i64) -> Result<Day, DateError> {
        // Howard Hinnant's civil_from_days.
        let z = days.checked_add(719_468).filter(|z| *z >= 0).ok_or(DateError::Year(i64::from(FIRST_YEAR) - 1))?;
        let era = z / 146_097;
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        let year = u16::try_from(year).map_err(|_| DateError::Year(year))?;
        Day::new(year, month as u8, day as u8)
    }

    /// The UTC date at `millis` milliseconds since the Unix epoch (`Date.now()`).
    pub fn from_unix_millis(millis: f64) -> Result<Day, DateError> {
        let days = (millis / 86_400_000.0).floor();
        if !days.is_finite() || days.abs() > 1e9 {
            // Not `millis.to_string()`: a float's printer is kilobytes of wasm.
            return Err(DateError::Clock);
        }
        Day::from_epoch_days(days as i64)
    }

    /// The day after.
    pub fn next(self) -> Result<Day, DateError> {
        Day::from_epoch_days(self.epoch_days() + 1)
    }

    /// The day before.
    pub fn previous(self) -> Result<Day, DateError> {
        Day::from_epoch_days(self.epoch_days() - 1)
    }
}

fn is_leap(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Day {
    type Err = DateError;

    /// Reads exactly `YYYY-MM-DD`: four, two and two digits.
    fn from_str(s: &str) -> Result<Day, DateError> {
        let bad = || DateError::Format(s.chars().take(40).collect());
        let b = s.as_bytes();
        let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' || !digits(0..4) || !digits(5..7) || !digits(8..10) {
            return Err(bad());
        }
        let year = s[0..4].parse().map_err(|_| bad())?;
        let month = s[5..7].parse().map_err(|_| bad())?;
        let day = s[8..10].parse().map_err(|_| bad())?;
        Day::new(year, month, day)
    }
}

/// Why a daily deal cannot be dealt (a broken build, never a person's input).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DailyError {
    /// The deal is of one game and the caller asked for another's type.
    #[error("the daily deal is of {deal}, not {asked}")]
    WrongGame {
        /// The deal's game.
        deal: GameId,
        /// The game type asked for.
        asked: GameId,
    },
    /// The registry refuses the daily setup.
    #[error("{0}")]
    Setup(SetupError),
    /// The rules refuse to deal it.
    #[error("{0}")]
    Record(RecordError),
}

/// One game's deal of one day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Daily {
    /// The game.
    pub game: GameId,
    /// The UTC date.
    pub day: Day,
}

impl Daily {
    /// The deal of `game` on `day`.
    pub fn new(game: GameId, day: Day) -> Daily {
        Daily { game, day }
    }

    /// The text the seed hashes: [`DERIVATION`], the game and the date.
    pub fn key(&self) -> String {
        format!("{DERIVATION}/{}/{}", self.game, self.day)
    }

    /// The record's seed: the first 8 bytes of SHA-256 of [`Daily::key`], little-endian.
    pub fn seed(&self) -> u64 {
        let hash = Sha256::digest(self.key().as_bytes());
        let mut first = [0u8; 8];
        first.copy_from_slice(&hash[..8]);
        u64::from_le_bytes(first)
    }

    /// Seats at the table: SUPER-POSE is the solo score chase, the others are duels.
    pub fn seats(&self) -> usize {
        match self.game {
            GameId::SuperPose => 1,
            GameId::ShapeUp | GameId::Combo4x4 | GameId::Pow => 2,
        }
    }

    /// The computer's seat (it plays at the Hard level), if the game has one.
    pub fn computer(&self) -> Option<Seat> {
        (self.seats() > 1).then_some(PLAYER + 1)
    }

    /// The computer's generator for the decision after `actions` actions.
    pub fn computer_rng(&self, actions: usize) -> Rng {
        computer_rng(self.seed(), actions)
    }

    /// The deal's record, before the first action.
    pub fn record<G: Describe>(&self) -> Result<Record<G>, DailyError> {
        self.start::<G>().map(|m| m.record().clone())
    }

    /// The deal, ready to play.
    pub fn start<G: Describe>(&self) -> Result<Match<G>, DailyError> {
        if G::ID != self.game {
            return Err(DailyError::WrongGame { deal: self.game, asked: G::ID });
        }
        // The plain game: no variant, so the deal does not move when a default does not.
        let setup = G::parse_setup::<&str>(self.seats(), &[]).map_err(DailyError::Setup)?;
        Match::new(setup, self.seed()).map_err(DailyError::Record)
    }

    /// Whether `record` is a game of this deal (played or not): its game, setup and
    /// seed. What a result must be before it counts for the day.
    pub fn dealt<G: Describe>(&self, record: &Record<G>) -> bool {
        self.record::<G>().is_ok_and(|r| r.game == record.game && r.setup == record.setup && r.seed == record.seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{with_game, Game, Turn};

    fn day(s: &str) -> Day {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn dates_read_back_and_refuse_what_is_no_date() {
        for s in ["1970-01-01", "2000-02-29", "2024-02-29", "2026-11-25", "2026-12-31", "9999-12-31"] {
            assert_eq!(day(s).to_string(), s);
        }
        let refused = [
            ("2026-1-25", DateError::Format("2026-1-25".into())),
            ("2026/11/25", DateError::Format("2026/11/25".into())),
            ("", DateError::Format(String::new())),
            ("+026-11-25", DateError::Format("+026-11-25".into())),
            ("2026-11-25 ", DateError::Format("2026-11-25 ".into())),
            ("2026-13-01", DateError::Month(13)),
            ("2026-00-10", DateError::Month(0)),
            ("2026-11-31", DateError::Day { year: 2026, month: 11, day: 31, last: 30 }),
            ("2026-02-29", DateError::Day { year: 2026, month: 2, day: 29, last: 28 }),
            ("1900-02-28", DateError::Year(1900)),
            ("2026-04-00", DateError::Day { year: 2026, month: 4, day: 0, last: 30 }),
        ];
        for (text, why) in refused {
            assert_eq!(text.parse::<Day>(), Err(why), "{text:?}");
        }
        // Multi-byte text of the right length is refused, not sliced inside a char.
        assert!("2026-1é-2".parse::<Day>().is_err());
    }

    #[test]
    fn the_calendar_counts_days_as_the_unix_epoch_does() {
        assert_eq!(day("1970-01-01").epoch_days(), 0);
        // 2026-11-25T00:00:00Z is 1_795_564_800 s after the epoch.
        assert_eq!(day("2026-11-25").epoch_days(), 1_795_564_800 / 86_400);
        assert_eq!(Day::from_unix_millis(1_795_564_800_000.0 + 86_399_999.0), Ok(day("2026-11-25")));
        assert_eq!(Day::from_unix_millis(1_795_564_800_000.0 - 1.0), Ok(day("2026-11-24")));
        let mut d = day("1970-01-01");
        for n in 0..40_000 {
            assert_eq!(d.epoch_days(), n);
            assert_eq!(Day::from_epoch_days(n), Ok(d));
            d = d.next().unwrap_or_else(|e| panic!("{d}: {e}"));
        }
        assert_eq!(day("2024-03-01").previous(), Ok(day("2024-02-29")));
        assert!(day("1970-01-01").previous().is_err());
        assert!(day("9999-12-31").next().is_err());
        assert!(Day::from_unix_millis(f64::NAN).is_err());
    }

    /// A deal's fingerprint: its seed and setup, and how the game goes when every seat
    /// plays its first legal action (chance drawn from the seed), which reads every
    /// card and die the deal holds.
    fn fingerprint<G: Describe>(daily: Daily) -> String {
        let mut m = daily.start::<G>().unwrap_or_else(|e| panic!("{}: {e}", daily.key()));
        while m.state().turn() != Turn::Over {
            if !m.resolve_chance() {
                let first = m.state().legal_actions().into_iter().next();
                let Some(a) = first else { panic!("{}: no legal action", daily.key()) };
                m.apply(a).unwrap_or_else(|(e, a)| panic!("{a}: {e}"));
            }
        }
        let moves: Vec<String> = m.record().actions.iter().map(ToString::to_string).collect();
        let hash = Sha256::digest(moves.join(" ").as_bytes());
        let setup = serde_json::to_string(&m.record().setup).unwrap_or_default();
        format!(
            "seed {} setup {setup} actions {} scores {:?} moves {:02x}{:02x}{:02x}{:02x}",
            daily.seed(),
            moves.len(),
            m.state().scores(),
            hash[0],
            hash[1],
            hash[2],
            hash[3]
        )
    }

    #[test]
    fn the_deal_of_a_fixed_day_is_pinned() {
        // Everyone who opens a day's deal must get the same game: results are compared
        // and shared by link between devices and app versions. If this fails, a rules
        // change (or a change of the setup or seed derivation) deals 2026-11-25 anew,
        // so every day's deal differs between builds and shared results stop
        // comparing. Bump the game's RULES_VERSION (or DERIVATION) knowingly and
        // update these values, never just the values.
        let pinned = [
            (
                GameId::SuperPose,
                r#"seed 5921002088073618212 setup {"seats":1,"packs":[],"first":0,"flowers":false,"start":{"Ready":0},"deck":"Five","advanced":false,"teams":false,"race":null,"deals":[]} actions 8 scores [0] moves 347e2bc4"#,
            ),
            (
                GameId::ShapeUp,
                r#"seed 12007588958032478248 setup {"seats":2,"advanced":false,"rounds":1,"first":0,"deals":[]} actions 15 scores [12, 12] moves 68eb2422"#,
            ),
            (
                GameId::Combo4x4,
                r#"seed 3447440377277312672 setup {"jump_orthogonal":false,"trade_orthogonal":false,"push_orthogonal":false,"deals":[]} actions 126 scores [0, 0] moves 370430c7"#,
            ),
            (
                GameId::Pow,
                r#"seed 12815461221366113707 setup {"seats":2,"deal":null} actions 48 scores [-3, -6] moves 8f6f51c5"#,
            ),
        ];
        let d = day("2026-11-25");
        for (game, want) in pinned {
            let daily = Daily::new(game, d);
            let got = with_game!(game, G => fingerprint::<G>(daily));
            assert_eq!(got, want, "the daily deal of {} changed", daily.key());
        }
    }

    #[test]
    fn each_day_and_game_deals_its_own_game() {
        let days = [day("2026-11-25"), day("2026-11-26"), day("2027-11-25")];
        let mut seen = Vec::new();
        for d in days {
            for game in GameId::ALL {
                let daily = Daily::new(game, d);
                let print = with_game!(game, G => fingerprint::<G>(daily));
                assert!(!seen.contains(&print), "{} deals a game already dealt", daily.key());
                seen.push(print);
            }
        }
        let two = |game| (Daily::new(game, days[0]).seed(), Daily::new(game, days[1]).seed());
        for game in GameId::ALL {
            let (a, b) = two(game);
            assert_ne!(a, b, "{game}: two days, one seed");
        }
    }

    #[test]
    fn seats_setups_and_the_check_of_a_record() {
        let d = day("2026-11-25");
        for game in GameId::ALL {
            let daily = Daily::new(game, d);
            with_game!(game, G => {
                let record = daily.record::<G>().unwrap_or_else(|e| panic!("{e}"));
                let m = Match::replay(record.clone()).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(m.state().seat_count(), daily.seats());
                assert!(daily.dealt(&record));
                assert!(!Daily::new(game, d.next().unwrap_or(d)).dealt(&record));
                let other = Record::<G> { seed: record.seed ^ 1, ..record };
                assert!(!daily.dealt(&other));
            });
        }
        assert_eq!(Daily::new(GameId::SuperPose, d).computer(), None);
        assert_eq!(Daily::new(GameId::Pow, d).computer(), Some(1));
        let wrong = Daily::new(GameId::Pow, d).record::<crate::shape_up::ShapeUp>();
        assert_eq!(wrong, Err(DailyError::WrongGame { deal: GameId::Pow, asked: GameId::ShapeUp }));
        assert_eq!(Daily::new(GameId::Pow, d).key(), "tabula daily 1/pow/2026-11-25");
    }
}
