//! The player's choices that outlive a game: language, theme and the computers'
//! pace, each one key of its own holding a short code (an unknown code reads as the
//! default, so an older or newer version's value never stops the page).

use super::local;

const LANG_KEY: &str = "tabula.lang";
const THEME_KEY: &str = "tabula.theme";
const PACE_KEY: &str = "tabula.pace";

fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

fn set(key: &str, value: &str) {
    if let Some(st) = local() {
        let _ = st.set_item(key, value);
    }
}

/// The remembered language code.
pub fn lang_code() -> Option<String> {
    get(LANG_KEY)
}

/// Remembers the language.
pub fn set_lang_code(code: &str) {
    set(LANG_KEY, code);
}

/// Light or dark colours: the system's unless the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn code(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_code(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.code() == code)
    }

    /// The stored choice.
    pub fn stored() -> Theme {
        get(THEME_KEY).as_deref().and_then(Theme::from_code).unwrap_or_default()
    }

    pub fn store(self) {
        set(THEME_KEY, self.code());
    }
}

/// How long a computer's move stays on screen before the game goes on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pace {
    Instant,
    #[default]
    Normal,
    Slow,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Instant, Pace::Normal, Pace::Slow];

    pub fn code(self) -> &'static str {
        match self {
            Pace::Instant => "instant",
            Pace::Normal => "normal",
            Pace::Slow => "slow",
        }
    }

    pub fn from_code(code: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The stored choice.
    pub fn stored() -> Pace {
        get(PACE_KEY).as_deref().and_then(Pace::from_code).unwrap_or_default()
    }

    pub fn store(self) {
        set(PACE_KEY, self.code());
    }

    /// The least time from asking a computer to playing its move, in milliseconds:
    /// at Normal, long enough to see the last move and the thinking dots; shorter
    /// when only computers play (a game watched, not followed move by move).
    pub fn pause_ms(self, people: usize) -> f64 {
        let normal = if people == 0 { 300.0 } else { 750.0 };
        match self {
            Pace::Instant => 0.0,
            Pace::Normal => normal,
            Pace::Slow => 2.0 * normal,
        }
    }
}
