//! Motion, once for every board: a move is measured, drawn, and played back as
//! motion (FLIP: measure each piece First, let the move draw the Last places, Invert
//! the difference as a transform, Play it away). A piece is any element of class
//! `motion` with a `data-motion` key naming what it shows (a card, a tile, a man): a
//! piece whose key was on the page before the move glides from where that was (from
//! the hand to the board, between stacks, across the board); one new to the page
//! (a card a computer played from its hidden hand, a card drawn) fades in in place.
//! A fade, not a growth: while an SVG element's transform plays, every frame the page
//! draws (a score counting, a thinking line) paints its whole board again, where an
//! opacity does not (docs/BENCHMARKS.md, session 45).
//! Keys name only what the page already shows, so they tell nothing hidden.
//!
//! Nothing moves under `prefers-reduced-motion: reduce`, nor in a replay (its moves
//! do not come through here).

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use super::frame;
use super::num::num;

/// Each motion's length in milliseconds.
const MILLIS: f64 = 260.0;

/// Where every piece was before a move: its key and its box on the screen.
pub struct Before(Vec<(String, web_sys::DomRect)>);

/// Every piece on the page with its key.
fn pieces() -> Vec<(String, web_sys::Element)> {
    let list = document().get_elements_by_class_name("motion");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|el| Some((el.get_attribute("data-motion")?, el)))
        .collect()
}

thread_local! {
    /// The query, asked once: `matchMedia` builds a new list at each call (a die's roll,
    /// a move's measure), where the list's `matches` follows the setting as it changes.
    static REDUCED: Option<web_sys::MediaQueryList> =
        window().match_media("(prefers-reduced-motion: reduce)").ok().flatten();
}

/// Whether the player lets things move.
pub fn wanted() -> bool {
    !REDUCED.with(|m| m.as_ref().is_some_and(web_sys::MediaQueryList::matches))
}

/// Measures every piece, before a move is drawn (`None`: nothing is to move).
pub fn before() -> Option<Before> {
    wanted().then(|| Before(pieces().into_iter().map(|(k, el)| (k, el.get_bounding_client_rect())).collect()))
}

/// Once the move is drawn (the next frame), plays each piece from where it was.
/// `renamed` lists pieces whose key changed with the move, old key first (a man
/// keyed by its square, which moved).
pub fn after(before: Before, renamed: Vec<(String, String)>) {
    // Every piece measured with the frame's other reads, then every motion started
    // with its writes (`frame.rs`): a motion started before a measure would lay the
    // page out again for it (with POW's tiles, most of the page's time in a game).
    frame::read(move || {
        let mut moves = Vec::new();
        for (key, el) in pieces() {
            let origin = renamed.iter().find(|(_, new)| *new == key).map_or(key.as_str(), |(old, _)| old.as_str());
            let was = before.0.iter().find(|(k, _)| k == origin).map(|(_, r)| r);
            let from = match was {
                Some(was) => match inverse(&el, was, &el.get_bounding_client_rect()) {
                    Some(t) => Some(t),
                    None => continue,
                },
                None => None,
            };
            moves.push((el, from));
        }
        frame::write(move || {
            for (el, from) in moves {
                animate(&el, from);
            }
        });
    });
}

/// The transform that puts a piece now at `now` back where it `was`, in the piece's
/// own units (an SVG drawing may be scaled), or `None` if it did not move.
fn inverse(el: &web_sys::Element, was: &web_sys::DomRect, now: &web_sys::DomRect) -> Option<String> {
    let (dx, dy) = (was.left() - now.left(), was.top() - now.top());
    let (sx, sy) = (ratio(was.width(), now.width()), ratio(was.height(), now.height()));
    if dx.abs() < 1.0 && dy.abs() < 1.0 && (sx - 1.0).abs() < 0.02 && (sy - 1.0).abs() < 0.02 {
        return None;
    }
    let unit = screen_scale(el);
    // Hundredths by `num`: core's float printer would add 2 KiB to the first load.
    let by = format!("translate({}px,{}px)", num(dx / unit), num(dy / unit));
    // A piece that keeps its size is only moved: no scale, not even of 1, for the
    // browser to apply to the drawing inside it.
    if (sx - 1.0).abs() < 0.02 && (sy - 1.0).abs() < 0.02 {
        return Some(by);
    }
    Some(format!("{by} scale({},{})", num(sx), num(sy)))
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        1.0
    }
}

/// Screen pixels per unit of an SVG element's drawing (1 for a page element).
fn screen_scale(el: &web_sys::Element) -> f64 {
    let call = |obj: &JsValue, name: &str| -> Option<JsValue> {
        js_sys::Reflect::get(obj, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()?.call0(obj).ok()
    };
    call(el, "getScreenCTM")
        .filter(|m| !m.is_null() && !m.is_undefined())
        .and_then(|m| js_sys::Reflect::get(&m, &"a".into()).ok()?.as_f64())
        .filter(|a| *a > 0.0)
        .unwrap_or(1.0)
}

/// Plays `from` back to the piece's place with the Web Animations API, or fades in a
/// piece new to the page (`None`).
fn animate(el: &web_sys::Element, from: Option<String>) {
    match from {
        Some(from) => play(el, &[("transform", &from, None), ("transform", "none", None)], MILLIS),
        None => play(el, &[("opacity", "0", None), ("opacity", "1", None)], MILLIS),
    }
}

/// Rolls a die's face in, as a roll lands: thrown from the top left, turning, and
/// settling. Nothing moves under `prefers-reduced-motion: reduce`.
pub fn roll(el: &web_sys::Element) {
    if wanted() {
        let frames = [
            ("transform", "translate(-14px,-10px) rotate(-200deg) scale(0.7)", None),
            ("transform", "translate(2px,1px) rotate(12deg)", Some(0.7)),
            ("transform", "none", None),
        ];
        play(el, &frames, 450.0);
    }
}

/// Plays keyframes (a property, its value and its offset, if not evenly spaced) on
/// `el` with the Web Animations API, eased out.
fn play(el: &web_sys::Element, keyframes: &[(&str, &str, Option<f64>)], millis: f64) {
    let set = |o: &js_sys::Object, k: &str, v: &JsValue| {
        let _ = js_sys::Reflect::set(o, &k.into(), v);
    };
    let frames = js_sys::Array::new();
    for (property, value, offset) in keyframes {
        let frame = js_sys::Object::new();
        set(&frame, property, &(*value).into());
        if let Some(at) = offset {
            set(&frame, "offset", &(*at).into());
        }
        frames.push(&frame);
    }
    let options = js_sys::Object::new();
    set(&options, "duration", &millis.into());
    set(&options, "easing", &"ease-out".into());
    if let Some(f) =
        js_sys::Reflect::get(el, &"animate".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call2(el, &frames, &options);
    }
}
