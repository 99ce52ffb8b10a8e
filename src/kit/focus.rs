//! Where the keyboard's focus goes after a move: once, here, for every board and panel.

use leptos::prelude::*;

/// Focuses the first element `selector` finds, SVG elements included (`focus` is
/// called by name: SVG elements are not `HtmlElement`s). If that leaves the focus
/// nowhere (nothing to choose while a computer plays, the focused button gone or
/// disabled), the table's game area takes it: a keyboard player never drops to the page.
pub fn focus_first(selector: &str) {
    let doc = document();
    let focus = |el: web_sys::Element| {
        let _ = js_sys::Reflect::get(&el, &"focus".into())
            .ok()
            .and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok())
            .map(|f| f.call0(&el));
    };
    if let Some(el) = doc.query_selector(selector).ok().flatten() {
        focus(el);
    }
    if let Some(el) = lost().then(|| doc.query_selector(".table .covered").ok().flatten()).flatten() {
        focus(el);
    }
}

/// Whether the focus is nowhere: on the page's body, or on nothing at all.
pub fn lost() -> bool {
    let doc = document();
    doc.active_element().is_none_or(|a| doc.body().is_some_and(|b| *b == a))
}
