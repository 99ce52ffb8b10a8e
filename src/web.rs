//! Small wrappers over browser calls, each of which degrades quietly when the
//! browser refuses (no clipboard, no storage…).

use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use crate::route::Route;

/// Milliseconds since the epoch.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Whether the main pointer is a finger (a phone, a tablet): hints then say "tap",
/// and leave out keys; with a mouse they say "click" and name the keys.
pub fn coarse_pointer() -> bool {
    window().match_media("(pointer: coarse)").ok().flatten().is_some_and(|m| m.matches())
}

/// 32 random bits from the browser's crypto (0 if it is unavailable).
pub fn random_u32() -> u32 {
    let mut b = [0u8; 4];
    let _ = getrandom::fill(&mut b);
    u32::from_le_bytes(b)
}

/// 32 random bytes from the browser's crypto, for a secret a link commits to; `None`
/// if the browser has none (a weak secret would let the other side steer the dice).
pub fn secret() -> Option<[u8; 32]> {
    let mut b = [0u8; 32];
    getrandom::fill(&mut b).ok().map(|()| b)
}

/// A fresh seed for a new game. Kept below 2^53 so it survives any JSON tool.
pub fn new_seed() -> u64 {
    (u64::from(random_u32()) << 21) ^ u64::from(random_u32())
}

/// The current `location.hash`.
pub fn hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Goes to a route (a new history entry).
pub fn go(route: &Route) {
    let _ = window().location().set_hash(&route.hash());
}

/// Replaces the current history entry with a route (for redirects).
pub fn replace(route: &Route) {
    let loc = window().location();
    let base = format!("{}{}", loc.pathname().unwrap_or_default(), loc.search().unwrap_or_default());
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{base}{}", route.hash())));
    }
}

/// The page's address without the hash: where links to this app point.
pub fn app_base() -> String {
    let loc = window().location();
    format!(
        "{}{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    )
}

/// Copies text to the clipboard; the promise's outcome is not awaited.
pub fn copy(text: &str) -> bool {
    let clip = window().navigator().clipboard();
    let _ = clip.write_text(text);
    true
}

/// A date in the player's locale.
pub fn date_text(ms: f64, lang: &str) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    d.to_locale_string(lang, &wasm_bindgen::JsValue::UNDEFINED).as_string().unwrap_or_default()
}

/// Applies a theme: `<html data-theme>` (none: the system's, by CSS) and the
/// browser's bar colour (`<meta name="theme-color">`, one per system scheme in
/// index.html: a chosen theme sets both).
pub fn set_theme(chosen: Option<&str>) {
    let Some(el) = document().document_element() else { return };
    let _ = match chosen {
        Some(code) => el.set_attribute("data-theme", code),
        None => el.remove_attribute("data-theme"),
    };
    for scheme in ["light", "dark"] {
        if let Ok(Some(meta)) = document().query_selector(&format!("meta[name=theme-color][media*={scheme}]")) {
            let _ = meta.set_attribute("content", bar_colour(chosen.unwrap_or(scheme)));
        }
    }
}

/// The top bar's colour in a theme (style/main.css `--bar`).
fn bar_colour(theme: &str) -> &'static str {
    if theme == "dark" {
        "#0b1014"
    } else {
        "#22313f"
    }
}

/// Listens to `event` on the window in the capture phase (before any element sees
/// it), until the returned function is called.
pub fn capture(event: &'static str, f: impl FnMut(web_sys::Event) + 'static) -> impl FnOnce() {
    use wasm_bindgen::{closure::Closure, JsCast};
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(f);
    let _ = window().add_event_listener_with_callback_and_bool(event, closure.as_ref().unchecked_ref(), true);
    move || {
        let _ = window().remove_event_listener_with_callback_and_bool(event, closure.as_ref().unchecked_ref(), true);
    }
}

/// Whether an event happened on a page control (button, link, field), rather than
/// on a board or the page itself.
pub fn on_control(ev: &web_sys::Event) -> bool {
    within(ev, "button, [role=button], a, select, input, textarea, summary")
}

/// Whether the event's target is, or is inside, an element matching `selector`.
pub fn within(ev: &web_sys::Event, selector: &str) -> bool {
    closest(ev.target(), selector).is_some()
}

/// The element matching `selector` that is, or holds, an event's target.
pub fn closest(target: Option<web_sys::EventTarget>, selector: &str) -> Option<web_sys::Element> {
    let el = wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(target?).ok()?;
    el.closest(selector).ok().flatten()
}

/// Sets `<html lang>` so screen readers speak the right language.
pub fn set_document_lang(code: &str) {
    if let Some(el) = document().document_element() {
        let _ = el.set_attribute("lang", code);
    }
}

/// Loads the tables' stylesheet and `game`'s own if they are not yet: release builds
/// write them disabled, so the first visit (the game box) does not fetch them
/// (`scripts/post-build.mjs`).
pub fn game_styles(game: tabula_rules::GameId) {
    for name in ["table", game.as_str()] {
        enable_styles(name);
    }
}

/// Loads the deferred stylesheet `name` (`table`, a game's, `review`, `daily`) if it is
/// not yet.
pub fn enable_styles(name: &str) {
    if let Ok(Some(link)) = document().query_selector(&format!("link[data-game={name}][disabled]")) {
        let _ = link.remove_attribute("disabled");
    }
}

/// A `data:` URL holding text, for downloads.
pub fn data_url(text: &str) -> String {
    let encoded = js_sys::encode_uri_component(text).as_string().unwrap_or_default();
    format!("data:text/plain;charset=utf-8,{encoded}")
}

/// Removes the static game box that `index.html` draws before the app runs.
pub fn remove_shell() {
    if let Some(shell) = window().document().and_then(|d| d.get_element_by_id("shell")) {
        shell.remove();
    }
}

/// A `performance` mark, for the scripts that time the page.
pub fn mark(name: &str) {
    if let Some(p) = window().performance() {
        let _ = p.mark(name);
    }
}

/// Runs `f` once the next frame is drawn (a timer set in that frame's animation
/// callback), or at once in a hidden page, which draws no frames: for work a press
/// sets off but need not show, kept out of the press's own frame.
pub fn after_paint(f: impl FnOnce() + 'static) {
    if document().hidden() {
        return f();
    }
    // A page hidden before its next frame draws none: a timer runs `f` then (a
    // hidden page's timers still run), whichever of the two comes first.
    fn run<F: FnOnce()>(once: &Cell<Option<F>>) {
        if let Some(f) = once.take() {
            f();
        }
    }
    let once = Rc::new(Cell::new(Some(f)));
    let later = Rc::clone(&once);
    request_animation_frame(move || set_timeout(move || run(&later), Duration::ZERO));
    set_timeout(move || run(&once), Duration::from_millis(250));
}

/// On a phone the table is the page: it opens scrolled past the site's header and the
/// table's head (its links are a scroll up), so that the turn line, the scores, the
/// hand and the board fill the screen over the table's bar of buttons (`style/`).
/// Called as the table is built: the table is drawn in parts over a few frames, and
/// the page may not yet be tall enough to scroll that far, so each frame tries again
/// until the head's foot is the screen's top, for half a second. A page the player
/// scrolls meanwhile stays where it is.
pub fn table_to_top() {
    fn attempt(frames: u32, was: f64) {
        let w = window();
        let phone = w.match_media("(max-width: 600px)").ok().flatten().is_some_and(|m| m.matches());
        let y = w.scroll_y().unwrap_or(f64::NAN);
        if !phone || (y - was).abs() > 0.5 {
            return;
        }
        if let Ok(Some(head)) = document().query_selector(".table-head") {
            let foot = head.get_bounding_client_rect().bottom();
            if foot.abs() <= 0.5 {
                return;
            }
            w.scroll_by_with_x_and_y(0.0, foot);
        }
        if frames > 0 {
            let now = w.scroll_y().unwrap_or(f64::NAN);
            request_animation_frame(move || attempt(frames - 1, now));
        }
    }
    request_animation_frame(|| attempt(30, 0.0));
}
