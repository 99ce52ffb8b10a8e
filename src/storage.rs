//! Saved games and settings in localStorage.
//!
//! Each game is one key, `tabula.save.<id>`, holding a [`Saved`] as JSON. A value
//! that does not parse is listed as damaged with its raw text, never dropped.

use serde::{Deserialize, Serialize};
use tabula_rules::GameId;

use crate::error::AppError;

const SAVE_PREFIX: &str = "tabula.save.";
const LANG_KEY: &str = "tabula.lang";

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The computer.
    Computer,
}

impl SeatKind {
    /// One letter for links: `h` or `c`.
    pub fn letter(self) -> char {
        match self {
            SeatKind::Human => 'h',
            SeatKind::Computer => 'c',
        }
    }

    /// Parses [`SeatKind::letter`].
    pub fn from_letter(c: char) -> Option<SeatKind> {
        match c {
            'h' => Some(SeatKind::Human),
            'c' => Some(SeatKind::Computer),
            _ => None,
        }
    }
}

/// A game on this device: who sits where, and the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    /// Key suffix in localStorage.
    pub id: String,
    /// Which game.
    pub game: GameId,
    /// Seat names, in seat order.
    pub names: Vec<String>,
    /// Seat kinds, in seat order.
    pub kinds: Vec<SeatKind>,
    /// The game record (JSON of `tabula_rules::Record`).
    pub record: serde_json::Value,
    /// Actions played so far (for the list, without replaying).
    pub turn: usize,
    /// Current round and round count, for games with rounds.
    pub round: Option<(u8, u8)>,
    /// Whether the game is over.
    pub over: bool,
    /// Milliseconds since the epoch.
    pub created: f64,
    /// Milliseconds since the epoch.
    pub updated: f64,
}

/// One entry of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    /// A readable save.
    Ok(Saved),
    /// A value under a save key that does not parse: shown, exportable, deletable.
    Damaged {
        /// Its id.
        id: String,
        /// The raw text.
        raw: String,
        /// Why it does not parse.
        error: String,
    },
}

/// Parses one stored value.
pub fn parse_saved(id: &str, raw: &str) -> Listed {
    match serde_json::from_str::<Saved>(raw) {
        Ok(s) => Listed::Ok(s),
        Err(e) => Listed::Damaged { id: id.to_string(), raw: raw.to_string(), error: e.to_string() },
    }
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Every saved game, most recently updated first; damaged ones last.
pub fn list() -> Vec<Listed> {
    let Some(st) = local() else { return Vec::new() };
    let n = st.length().unwrap_or(0);
    let mut out: Vec<Listed> = (0..n)
        .filter_map(|i| st.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(SAVE_PREFIX).map(str::to_string))
        .filter_map(|id| st.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten().map(|raw| parse_saved(&id, &raw)))
        .collect();
    out.sort_by(|a, b| match (a, b) {
        (Listed::Ok(x), Listed::Ok(y)) => y.updated.total_cmp(&x.updated),
        (Listed::Ok(_), Listed::Damaged { .. }) => std::cmp::Ordering::Less,
        (Listed::Damaged { .. }, Listed::Ok(_)) => std::cmp::Ordering::Greater,
        (Listed::Damaged { id: x, .. }, Listed::Damaged { id: y, .. }) => x.cmp(y),
    });
    out
}

/// Loads one save.
pub fn load(id: &str) -> Result<Saved, AppError> {
    let st = local().ok_or(AppError::NoStorage)?;
    let raw = st.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten().ok_or(AppError::NoSuchSave)?;
    match parse_saved(id, &raw) {
        Listed::Ok(s) => Ok(s),
        Listed::Damaged { .. } => Err(AppError::Unreadable),
    }
}

/// Writes a save. Returns a message when the browser refuses (storage full or off).
pub fn store(s: &Saved) -> Result<(), AppError> {
    let st = local().ok_or(AppError::NoStorage)?;
    // A save is plain data: serialising it cannot fail, but a failure must not panic.
    let text = serde_json::to_string(s).map_err(|_| AppError::StorageRefused)?;
    st.set_item(&format!("{SAVE_PREFIX}{}", s.id), &text).map_err(|_| AppError::StorageRefused)
}

/// Deletes a save.
pub fn delete(id: &str) {
    if let Some(st) = local() {
        let _ = st.remove_item(&format!("{SAVE_PREFIX}{id}"));
    }
}

/// The remembered language code.
pub fn lang_code() -> Option<String> {
    local()?.get_item(LANG_KEY).ok().flatten()
}

/// Remembers the language.
pub fn set_lang_code(code: &str) {
    if let Some(st) = local() {
        let _ = st.set_item(LANG_KEY, code);
    }
}

/// A new save id: time and randomness in base 36, short enough for a URL.
pub fn new_id(now_ms: f64, random: u32) -> String {
    format!("{}{}", base36(now_ms as u64), base36(u64::from(random % 1_679_616)))
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_saves_keep_their_text() {
        match parse_saved("x", "{not json") {
            Listed::Damaged { raw, .. } => assert_eq!(raw, "{not json"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn ids_are_url_safe() {
        let id = new_id(1_763_800_000_000.0, 123_456);
        assert!(id.chars().all(|c| c.is_ascii_alphanumeric()));
        assert_eq!(base36(0), "0");
        assert_eq!(base36(35), "z");
        assert_eq!(base36(36), "10");
    }
}
