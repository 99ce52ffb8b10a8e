//! Saved games in localStorage: the save store, with the turn left half built on a
//! save and the language; the statistics (`stats.rs`), best scores (`best.rs`), the
//! last setup of each game (`last_setup.rs`), the player's ratings (`rating.rs`) and the saves file (`transfer.rs`) keep
//! their own keys in the same packed form.
//!
//! Each game is one key, `tabula.save.<id>`, holding a [`Saved`]. Values are postcard
//! (the compact binary form links use) in base64url after a format tag (`s2.` for a
//! save, `b1.` for a best-score table, ...): a new format gets a new tag
//! and the old one keeps its reader. postcard rather than JSON because the JSON
//! library's code was about a twentieth of the whole app. A value that does not
//! parse is listed as damaged with its raw text, never dropped.

use std::cell::RefCell;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tabula_rules::base64url;
use tabula_rules::GameId;

use crate::error::AppError;

pub use self::by_link::ByLink;
pub use self::seat::SeatKind;
pub use self::settings::{lang_code, set_lang_code, Pace, Theme};

pub mod best;
mod by_link;
pub mod daily;
pub mod hints;
pub mod last_setup;
pub mod rating;
pub mod review;
mod seat;
mod settings;
pub mod stats;
pub mod transfer;

const SAVE_PREFIX: &str = "tabula.save.";
const SAVE_FORMAT: &str = "s2.";
/// Saves before fair play by link: a [`Saved`] without its last field, `fair`.
const SAVE_FORMAT_1: &str = "s1.";
const DRAFT_PREFIX: &str = "tabula.draft.";
const DRAFT_FORMAT: &str = "d1.";

/// A value in storage form: `tag` then postcard in base64url.
fn pack<T: Serialize>(tag: &str, value: &T) -> Result<String, AppError> {
    let bytes = postcard::to_allocvec(value).map_err(|_| AppError::StorageRefused)?;
    Ok(format!("{tag}{}", base64url::encode(&bytes)))
}

/// Reads [`pack`]; the error says why in words for the damaged-saves list.
fn unpack<T: DeserializeOwned>(tag: &str, raw: &str) -> Result<T, String> {
    let body = raw.strip_prefix(tag).ok_or_else(|| {
        if raw.starts_with('{') {
            "written by a development version of Tabula before saves were compact".to_string()
        } else {
            "not a Tabula save".to_string()
        }
    })?;
    let bytes = base64url::decode(body.trim()).map_err(|e| e.to_string())?;
    postcard::from_bytes(&bytes).map_err(|e| e.to_string())
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
    /// The game record (`tabula_rules::link::to_bytes`).
    pub record: Vec<u8>,
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
    /// How the table plays.
    pub settings: Settings,
    /// A game played by link, fairly (`tabula_rules::fair`): the game by link and
    /// this device's secrets. `None` for every other game, and for a game by link
    /// begun before fair play, which goes on as it began.
    pub fair: Option<ByLink>,
}

impl Saved {
    /// A game as dealt, nothing played yet, not stored yet, made at `now`: seats are
    /// (names, kinds).
    pub fn dealt(
        id: String,
        game: GameId,
        (names, kinds): (Vec<String>, Vec<SeatKind>),
        record: Vec<u8>,
        settings: Settings,
        now: f64,
    ) -> Saved {
        Saved {
            id,
            game,
            names,
            kinds,
            record,
            turn: 0,
            round: None,
            over: false,
            created: now,
            updated: now,
            settings,
            fair: None,
        }
    }
}

/// Table settings chosen at setup; some can be changed during play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// A played card stays played (SUPER-POSE's "card in play"): no Undo.
    pub strict: bool,
    /// Show the points a placement would score before it is made.
    pub assist: bool,
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

/// Reads a save of either format. An `s1.` save is the same fields but the last, and
/// postcard writes `None` as one zero byte: the old bytes and that byte read as the
/// new form (a second struct for the old form would cost code in every page). So
/// does an `s2.` save of a game by link from before hidden decks, whose last field
/// (`ByLink::decks`, an empty list) is missing.
fn unpack_saved(raw: &str) -> Result<Saved, String> {
    let Some(body) = raw.strip_prefix(SAVE_FORMAT_1) else {
        return unpack(SAVE_FORMAT, raw).or_else(|e| {
            let body = raw.strip_prefix(SAVE_FORMAT).ok_or_else(|| e.clone())?;
            let mut bytes = base64url::decode(body.trim()).map_err(|_| e.clone())?;
            bytes.push(0);
            postcard::from_bytes(&bytes).map_err(|_| e)
        });
    };
    let mut bytes = base64url::decode(body.trim()).map_err(|e| e.to_string())?;
    bytes.push(0);
    postcard::from_bytes(&bytes).map_err(|e| e.to_string())
}

/// Whether a line is a save of any format (the saves file).
fn is_save(line: &str) -> bool {
    line.starts_with(SAVE_FORMAT) || line.starts_with(SAVE_FORMAT_1)
}

/// Parses one stored value.
pub fn parse_saved(id: &str, raw: &str) -> Listed {
    match unpack_saved(raw) {
        Ok(s) => Listed::Ok(s),
        Err(error) => Listed::Damaged { id: id.to_string(), raw: raw.to_string(), error },
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

/// The localStorage key of a save: another tab's write to it arrives as a `storage`
/// event with this key.
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// A save as storage keeps it, and as a downloaded file holds it.
pub fn packed(s: &Saved) -> Result<String, AppError> {
    // A save is plain data: packing it cannot fail, but a failure must not panic.
    pack(SAVE_FORMAT, s)
}

thread_local! {
    /// Saves the browser refused to store, newest version, for this page's life: the
    /// game goes on (and reopens from the game box's links) while storage is full or
    /// gone.
    /// A list: a page holds a game or two, and a map would add code for nothing.
    static UNSAVED: RefCell<Vec<Saved>> = const { RefCell::new(Vec::new()) };
}

/// Writes a save. Returns a message when the browser refuses (storage full or off);
/// what was stored before stays as it was, and the page keeps this version.
pub fn store(s: &Saved) -> Result<(), AppError> {
    let written = put(s);
    UNSAVED.with_borrow_mut(|m| {
        m.retain(|u| u.id != s.id);
        if written.is_err() {
            m.push(s.clone());
        }
    });
    written
}

/// Drops the page's own copy of a save (another tab's newer version replaced it).
pub fn forget_unsaved(id: &str) {
    UNSAVED.with_borrow_mut(|m| m.retain(|u| u.id != id));
}

/// Writes a save as it is, nothing kept by the page if the browser refuses (an
/// import: the file still has it).
pub fn put(s: &Saved) -> Result<(), AppError> {
    let st = local().ok_or(AppError::NoStorage)?;
    let text = packed(s)?;
    st.set_item(&format!("{SAVE_PREFIX}{}", s.id), &text).map_err(|_| AppError::StorageRefused)
}

/// Whether the newest version of a save lives only in this page (storage refused it).
pub fn unsaved(id: &str) -> bool {
    UNSAVED.with_borrow(|m| m.iter().any(|u| u.id == id))
}

/// A save to play: the page's own newer version if storage refused it, else storage's.
pub fn open(id: &str) -> Result<Saved, AppError> {
    UNSAVED.with_borrow(|m| m.iter().find(|u| u.id == id).cloned()).map_or_else(|| load(id), Ok)
}

/// A save's stored text as it is (to put back with [`put_raw`] after a delete).
pub fn raw(id: &str) -> Option<String> {
    local()?.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten()
}

/// Stores a save's text as [`raw`] read it.
pub fn put_raw(id: &str, raw: &str) -> Result<(), AppError> {
    local()
        .ok_or(AppError::NoStorage)?
        .set_item(&format!("{SAVE_PREFIX}{id}"), raw)
        .map_err(|_| AppError::StorageRefused)
}

/// Deletes a save, the turn left half built on it and its review.
pub fn delete(id: &str) {
    if let Some(st) = local() {
        let _ = st.remove_item(&format!("{SAVE_PREFIX}{id}"));
        let _ = st.remove_item(&format!("{DRAFT_PREFIX}{id}"));
    }
    review::forget(id);
}

/// The turn a person was building on a save when the page went (a reload): the
/// record's length it was built on and the game's bytes for it. Kept apart from the
/// save: it is nobody's move yet, and links and files never carry it.
pub fn draft(id: &str) -> Option<(usize, Vec<u8>)> {
    let raw = local()?.get_item(&format!("{DRAFT_PREFIX}{id}")).ok().flatten()?;
    unpack(DRAFT_FORMAT, &raw).ok()
}

/// Keeps (or, with `None`, forgets) the turn being built on a save. A refusal only
/// loses the half-built turn on a reload: nothing is said.
pub fn set_draft(id: &str, draft: Option<(usize, Vec<u8>)>) {
    let Some(st) = local() else { return };
    let key = format!("{DRAFT_PREFIX}{id}");
    match draft.and_then(|d| pack(DRAFT_FORMAT, &d).ok()) {
        Some(text) => _ = st.set_item(&key, &text),
        None => _ = st.remove_item(&key),
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

    pub(super) fn sample() -> Saved {
        Saved {
            id: "x".into(),
            game: GameId::Pow,
            names: vec!["Ada".into(), "Zoé ✓".into()],
            kinds: vec![SeatKind::Human, SeatKind::Computer(tabula_bots::Level::Hard)],
            record: vec![1, 2, 250],
            turn: 3,
            round: Some((1, 4)),
            over: false,
            created: 1.5,
            updated: 2.5,
            settings: Settings { strict: true, assist: false },
            fair: None,
        }
    }

    #[test]
    fn saves_round_trip() {
        let s = sample();
        let raw = pack(SAVE_FORMAT, &s).unwrap();
        assert!(raw.starts_with("s2.") && raw.is_ascii());
        assert_eq!(parse_saved("x", &raw), Listed::Ok(s.clone()));
        let fair = Saved { fair: Some(ByLink::new(vec![7, 8])), ..s };
        assert_eq!(parse_saved("x", &pack(SAVE_FORMAT, &fair).unwrap()), Listed::Ok(fair));
    }

    /// A save written before fair play by link (format `s1.`, no `fair` field) still
    /// opens, as a game with no fair play.
    #[test]
    fn saves_of_the_first_format_still_open() {
        let s = sample();
        let mut bytes = postcard::to_allocvec(&s).unwrap();
        assert_eq!(bytes.pop(), Some(0), "None is one zero byte, written last");
        let raw = format!("{SAVE_FORMAT_1}{}", base64url::encode(&bytes));
        assert_eq!(parse_saved("x", &raw), Listed::Ok(s));
    }

    /// A save of a game by link from before hidden decks (no `ByLink::decks`) still
    /// opens, with no deck secrets.
    #[test]
    fn saves_of_games_by_link_before_hidden_decks_still_open() {
        let s = Saved { fair: Some(ByLink::new(vec![7, 8])), ..sample() };
        let mut bytes = postcard::to_allocvec(&s).unwrap();
        assert_eq!(bytes.pop(), Some(0), "an empty list is one zero byte, written last");
        let raw = format!("{SAVE_FORMAT}{}", base64url::encode(&bytes));
        assert_eq!(parse_saved("x", &raw), Listed::Ok(s));
    }

    #[test]
    fn damaged_or_foreign_values_say_why() {
        let raw = pack(SAVE_FORMAT, &sample()).unwrap();
        for (bad, why) in [
            (raw[..raw.len() - 4].to_string(), ""),
            ("s1.%%%".to_string(), ""),
            ("b1.AAAA".to_string(), "not a Tabula save"),
            (r#"{"id":"x","game":"shape-up"}"#.to_string(), "development version"),
        ] {
            match parse_saved("x", &bad) {
                Listed::Damaged { raw, error, .. } => {
                    assert_eq!(raw, bad);
                    assert!(!error.is_empty() && error.contains(why), "{error}");
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
    }

    #[test]
    fn any_text_is_ok_or_damaged_never_a_panic() {
        let raw = pack(SAVE_FORMAT, &sample()).unwrap();
        for cut in 0..raw.len() {
            let _ = parse_saved("x", &raw[..cut]);
        }
        let mut state = 7u64;
        for _ in 0..2000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let len = (state >> 58) as usize;
            let body: String = (0..len).map(|i| char::from(b'A' + ((state >> (i % 50)) % 64) as u8)).collect();
            let _ = parse_saved("x", &format!("s1.{body}"));
            let _ = parse_saved("x", &format!("s2.{body}"));
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
