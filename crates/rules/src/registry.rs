//! Each game describes itself once: title, seat range, variants with their names in
//! English and French, and how a seat count and a list of variant names make a setup
//! (and back). The command line, the app's setup page and the tests all read this.
//!
//! A setup as the registry sees it is a seat count and a list of variant names, each
//! `code` or `code=N` for a variant that takes a number, e.g. `["flowers",
//! "race=35"]`. Absent variants are off (or, for a number, at the game's default).
//! Variants of one `group` exclude each other; a variant with `seats` is only for
//! those seat counts. [`Describe::encode_setup`] writes every variant that is on, so
//! `parse_setup(seats, encode_setup(s)) == s` for every setup the variants can say
//! (explicit deals, free starting layouts and chosen packs are not variants: they
//! come from links and tests).

use crate::combo4x4::Combo4x4;
use crate::pow::Pow;
use crate::shape_up::ShapeUp;
use crate::super_pose::SuperPose;
use crate::{Game, GameId};

/// A text in each language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
}

/// The number a variant takes, written `code=N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    /// Smallest value.
    pub min: u16,
    /// Largest value.
    pub max: u16,
    /// The value of a bare `code`, and the one a setup page proposes.
    pub default: u16,
    /// The number is a seat, from 0: a setup page offers the seats by name.
    pub seat: bool,
}

/// One variant of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Its stable name in variant lists, lower case with dashes (`"chameleons"`).
    pub code: &'static str,
    /// Its name for people.
    pub name: Text,
    /// What it changes, in one sentence.
    pub about: Text,
    /// Variants sharing a group exclude each other.
    pub group: Option<&'static str>,
    /// The number it takes, if any.
    pub param: Option<Param>,
    /// The seat counts it is for; empty: every count.
    pub seats: &'static [u8],
}

// Most variants are plain switches: these spell only what sets one apart.
impl Variant {
    /// A variant that is on or off, in no group, for every seat count, with its name
    /// and what it changes in English, then in French.
    pub const fn new(code: &'static str, en: [&'static str; 2], fr: [&'static str; 2]) -> Variant {
        let [name_en, about_en] = en;
        let [name_fr, about_fr] = fr;
        Variant {
            code,
            name: Text { en: name_en, fr: name_fr },
            about: Text { en: about_en, fr: about_fr },
            group: None,
            param: None,
            seats: &[],
        }
    }

    /// This variant taking a number from `min` to `max`, `default` when written bare.
    pub const fn number(self, min: u16, max: u16, default: u16) -> Variant {
        Variant { param: Some(Param { min, max, default, seat: false }), ..self }
    }

    /// This variant taking a seat, from 0 (the bare name) to `last`.
    pub const fn seat(self, last: u16) -> Variant {
        Variant { param: Some(Param { min: 0, max: last, default: 0, seat: true }), ..self }
    }

    /// This variant only for these seat counts.
    pub const fn for_seats(self, seats: &'static [u8]) -> Variant {
        Variant { seats, ..self }
    }
}

/// Another name accepted on reading, standing for some variants (or for none: the
/// plain game), never written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alias {
    /// The name.
    pub code: &'static str,
    /// The variants it stands for.
    pub means: &'static [&'static str],
    /// The seat counts it is for; empty: every count.
    pub seats: &'static [u8],
}

/// What a game says about itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The id records carry.
    pub id: GameId,
    /// The title on the box.
    pub title: &'static str,
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
    /// Seats a new game proposes.
    pub default_seats: u8,
    /// About how long a game lasts, in minutes, at the seats it proposes: what a game
    /// box prints (Shape Up!'s rulebook says 10; the others are the house's timing
    /// of games against the computer).
    pub minutes: u8,
    /// The variants, in the order a setup page lists them.
    pub variants: &'static [Variant],
    /// Other names accepted on reading.
    pub aliases: &'static [Alias],
    /// Whether some seat sees what another does not (a hand, a hidden card). Without
    /// it every seat's view is the spectator's, but for whose it is.
    pub hidden: bool,
    /// Whether chance acts during play ([`crate::Turn::Chance`]: dice); a deal from the
    /// seed is not chance in this sense.
    pub chance: bool,
}

/// Why a seat count and variant list make no setup. Each says what to tell a person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A seat count outside the game's range.
    #[error("{game} is for {min} to {max} players, not {found}")]
    Seats {
        /// The game's title.
        game: &'static str,
        /// Fewest seats.
        min: u8,
        /// Most seats.
        max: u8,
        /// The count asked for.
        found: usize,
    },
    /// A name that is no variant of the game.
    #[error("{0}")]
    Unknown(String),
    /// A variant's number that is not a number or out of its range.
    #[error("{0}")]
    Value(String),
    /// A variant for other seat counts, or two variants that exclude each other.
    #[error("{0}")]
    Conflict(String),
    /// The rules refuse the setup.
    #[error("impossible setup: {0}")]
    Impossible(String),
}

/// The variants chosen, each with its number if it takes one, in the registry's order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chosen(Vec<(&'static str, Option<u16>)>);

impl Chosen {
    /// Whether `code` is on.
    pub fn has(&self, code: &str) -> bool {
        self.0.iter().any(|c| c.0 == code)
    }

    /// The number of `code`, if it is on.
    pub fn value(&self, code: &str) -> Option<u16> {
        self.0.iter().find(|c| c.0 == code).and_then(|c| c.1)
    }

    /// Turns `code` on, with a number for a variant that takes one.
    pub fn set(&mut self, code: &'static str, value: Option<u16>) {
        match self.0.iter_mut().find(|c| c.0 == code) {
            Some(c) => c.1 = value,
            None => self.0.push((code, value)),
        }
    }

    /// The flags `(code, on)` that are on, turned on.
    pub fn flags(flags: &[(&'static str, bool)]) -> Chosen {
        Chosen(flags.iter().filter(|f| f.1).map(|f| (f.0, None)).collect())
    }

    /// The number of `code` as a small count or seat, `absent` when it is off.
    pub fn small(&self, code: &str, absent: u8) -> u8 {
        self.value(code).map_or(absent, |n| u8::try_from(n).unwrap_or(u8::MAX))
    }

    /// Turns `code` on with `n`, unless `n` is what the game plays without it.
    pub fn set_small(&mut self, code: &'static str, n: u8, absent: u8) {
        if n != absent {
            self.set(code, Some(u16::from(n)));
        }
    }

    /// The list of names: `code` or `code=N`, in the registry's order.
    pub fn names(&self, info: &GameInfo) -> Vec<String> {
        let mut out = Vec::new();
        for v in info.variants {
            if let Some(c) = self.0.iter().find(|c| c.0 == v.code) {
                out.push(match c.1 {
                    Some(n) => format!("{}={n}", v.code),
                    None => v.code.to_string(),
                });
            }
        }
        out
    }
}

/// Seat counts as words: "4 or 6 players", "one seat".
fn seat_words(seats: &[u8]) -> String {
    if seats == [1] {
        return "one seat".into();
    }
    let n: Vec<String> = seats.iter().map(u8::to_string).collect();
    format!("{} players", n.join(" or "))
}

impl GameInfo {
    /// The variant named `code`.
    pub fn variant(&self, code: &str) -> Option<&'static Variant> {
        self.variants.iter().find(|v| v.code == code)
    }

    /// Checks a seat count and reads a variant list (names checked, numbers read and
    /// in range, groups and seat counts respected). Empty names are skipped, so a
    /// comma-separated list may be split as it is.
    pub fn choose<S: AsRef<str>>(&self, seats: usize, names: &[S]) -> Result<Chosen, SetupError> {
        if !(usize::from(self.min_seats)..=usize::from(self.max_seats)).contains(&seats) {
            return Err(SetupError::Seats { game: self.title, min: self.min_seats, max: self.max_seats, found: seats });
        }
        let fits = |list: &[u8]| list.is_empty() || list.iter().any(|&s| usize::from(s) == seats);
        let mut chosen = Chosen::default();
        for name in names.iter().map(|n| n.as_ref().trim()).filter(|n| !n.is_empty()) {
            let (code, number) = match name.split_once('=') {
                Some((c, v)) => (c.trim(), Some(v.trim())),
                None => (name, None),
            };
            if let Some(alias) = self.aliases.iter().find(|a| a.code == code && number.is_none()) {
                if !fits(alias.seats) {
                    return Err(SetupError::Conflict(format!(
                        "{code} is for {}, not {seats}",
                        seat_words(alias.seats)
                    )));
                }
                for &m in alias.means {
                    chosen.set(m, self.variant(m).and_then(|v| v.param).map(|p| p.default));
                }
                continue;
            }
            let v = self.variant(code).ok_or_else(|| SetupError::Unknown(self.unknown(name)))?;
            let value = match (v.param, number) {
                (None, None) => None,
                (None, Some(_)) => return Err(SetupError::Value(format!("{code} takes no number, not '{name}'"))),
                (Some(p), None) => Some(p.default),
                (Some(p), Some(n)) => {
                    let n: u16 = n
                        .parse()
                        .map_err(|_| SetupError::Value(format!("{code}=N needs a whole number, not '{name}'")))?;
                    if !(p.min..=p.max).contains(&n) {
                        return Err(SetupError::Value(format!(
                            "{name} is out of range: {} goes from {} to {}",
                            v.name.en, p.min, p.max
                        )));
                    }
                    Some(n)
                }
            };
            if !fits(v.seats) {
                return Err(SetupError::Conflict(format!("{code} is for {}, not {seats}", seat_words(v.seats))));
            }
            chosen.set(v.code, value);
        }
        for (i, a) in self.variants.iter().enumerate() {
            let clash = self.variants[..i].iter().find(|b| a.group.is_some() && b.group == a.group);
            if let Some(b) = clash.filter(|b| chosen.has(a.code) && chosen.has(b.code)) {
                return Err(SetupError::Conflict(format!("{} and {} exclude each other", b.code, a.code)));
            }
        }
        Ok(chosen)
    }

    fn unknown(&self, name: &str) -> String {
        if self.variants.is_empty() {
            return format!("{} has no variants, not '{name}'", self.title);
        }
        let codes: Vec<String> = self
            .variants
            .iter()
            .map(|v| if v.param.is_some() { format!("{}[=N]", v.code) } else { v.code.to_string() })
            .chain(self.aliases.iter().map(|a| a.code.to_string()))
            .collect();
        format!("{} has variants {} (comma-separated), not '{name}'", self.title, codes.join(", "))
    }
}

/// A game that describes itself: its [`GameInfo`] and the mapping between its setup
/// and a seat count with variant names.
pub trait Describe: Game {
    /// What the game says about itself.
    const INFO: GameInfo;

    /// The setup for `seats` seats and the variants `chosen` (already checked against
    /// [`Describe::INFO`]).
    fn build(seats: u8, chosen: &Chosen) -> Result<Self::Setup, SetupError>;

    /// The variants `setup` plays.
    fn chosen(setup: &Self::Setup) -> Chosen;

    /// Reads a seat count and variant names (`code` or `code=N`) into a setup the
    /// rules accept.
    fn parse_setup<S: AsRef<str>>(seats: usize, variants: &[S]) -> Result<Self::Setup, SetupError> {
        let chosen = Self::INFO.choose(seats, variants)?;
        let setup = Self::build(seats as u8, &chosen)?;
        Self::new(&setup, 0).map_err(SetupError::Impossible)?;
        Ok(setup)
    }

    /// The variant names of `setup`: [`Describe::parse_setup`] reads them back to it.
    fn encode_setup(setup: &Self::Setup) -> Vec<String> {
        Self::chosen(setup).names(&Self::INFO)
    }

    /// The plain game for `seats` seats.
    fn default_setup(seats: usize) -> Result<Self::Setup, SetupError> {
        Self::parse_setup::<&str>(seats, &[])
    }
}

/// Every game's description, in the order the game box shows them.
pub const ALL: [&GameInfo; 4] = [&SuperPose::INFO, &ShapeUp::INFO, &Combo4x4::INFO, &Pow::INFO];

/// The description of game `id`.
pub fn info(id: GameId) -> &'static GameInfo {
    match id {
        GameId::SuperPose => &SuperPose::INFO,
        GameId::ShapeUp => &ShapeUp::INFO,
        GameId::Combo4x4 => &Combo4x4::INFO,
        GameId::Pow => &Pow::INFO,
    }
}

/// Runs `$body` with `$G` naming the type of the game `$id` (a [`GameId`]): the one
/// place generic code turns a game id into a type.
/// `with_game!(id, G => do_something::<G>(...))`.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::GameId::ShapeUp => {
                type $G = $crate::shape_up::ShapeUp;
                $body
            }
            $crate::GameId::SuperPose => {
                type $G = $crate::super_pose::SuperPose;
                $body
            }
            $crate::GameId::Combo4x4 => {
                type $G = $crate::combo4x4::Combo4x4;
                $body
            }
            $crate::GameId::Pow => {
                type $G = $crate::pow::Pow;
                $body
            }
        }
    };
}

/// Calls `$m!(module_name, GameType)` once per game, e.g. to write one test module
/// per game from a generic suite.
#[macro_export]
macro_rules! for_each_game {
    ($m:ident) => {
        $m!(super_pose, $crate::super_pose::SuperPose);
        $m!(shape_up, $crate::shape_up::ShapeUp);
        $m!(combo4x4, $crate::combo4x4::Combo4x4);
        $m!(pow, $crate::pow::Pow);
    };
}
