//! A press answered in its own frame: the button or square pressed is marked
//! (`data-pressed`, style/main.css) at once, and what the press does runs in the
//! next frame. On a slow phone a move's result takes several frames to draw; marked
//! first, the person sees the press taken within one (issue 48, docs/BENCHMARKS.md
//! session 42).

use std::cell::Cell;

use wasm_bindgen::JsCast;

thread_local! {
    /// The press marked and waiting for its frame: one page, one at a time.
    static WAITING: Cell<Option<Box<dyn FnOnce()>>> = const { Cell::new(None) };
}

/// Runs `play` for the press being handled: after its frame if the event pressed a
/// button (or an element in the button role), which is marked meanwhile; at once for
/// anything else (a board's own keys, a pointer over or up on a board, a call from
/// code), whose frame would show nothing of it. A press waiting runs first, so
/// presses keep their order.
pub fn after_frame(play: Box<dyn FnOnce()>) {
    flush();
    match mark() {
        Some(()) => {
            WAITING.set(Some(play));
            // Drawn in the frame after the mark's. (A page hidden meanwhile draws no
            // frame: it runs with the next press, or when shown again.)
            super::frame::after_next(flush);
        }
        None => play(),
    }
}

/// Runs the press waiting for its frame, if any, and takes its mark off: before
/// anything else changes the table (another press, Undo, a hint, a computer's move).
pub fn flush() {
    if let Some(play) = WAITING.take() {
        play();
        if let Some(el) = leptos::prelude::document().query_selector("[data-pressed]").ok().flatten() {
            let _ = el.remove_attribute("data-pressed");
        }
    }
}

/// Marks the button, or element in the button role, that the event being handled
/// reached (a click, a key, a card dragged from the hand), if any.
fn mark() -> Option<()> {
    let ev = leptos::prelude::window().event();
    if ev.is_undefined() {
        return None;
    }
    // Not checked: `closest` on a target that is no element throws, and is caught.
    let target: web_sys::Element = ev.unchecked_into::<web_sys::Event>().target()?.unchecked_into();
    let el = target.closest("button,[role=button]").ok()??;
    el.set_attribute("data-pressed", "").ok()
}
