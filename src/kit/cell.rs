//! A square of a board: focusable when it can be pressed, pressed by click, tap,
//! Enter or Space.

use leptos::prelude::*;

/// A board square drawn at `(x, y)` in board units, `size` wide. Its shapes (a man,
/// a lit marker) are the children, drawn in the square's own units.
#[component]
pub fn Cell(
    x: i32,
    y: i32,
    size: i32,
    /// Classes beyond `cell` (lit, chosen, last move…).
    #[prop(into)]
    class: Signal<String>,
    /// Whether it can be pressed now: only then is it a focusable button.
    #[prop(into)]
    live: Signal<bool>,
    #[prop(into)] label: Signal<String>,
    #[prop(into)] pressed: Signal<bool>,
    on_press: Callback<()>,
    children: Children,
) -> impl IntoView {
    view! {
        <g
            class=move || format!("cell {}", class.get())
            transform=format!("translate({x} {y})")
            tabindex=move || if live.get() { "0" } else { "-1" }
            role=move || if live.get() { "button" } else { "img" }
            aria-label=label
            aria-pressed=move || pressed.get().then_some("true")
            on:click=move |_| on_press.run(())
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                if matches!(ev.key().as_str(), "Enter" | " ") {
                    ev.prevent_default();
                    on_press.run(());
                }
            }
        >
            <rect class="sq" width=size height=size/>
            {children()}
        </g>
    }
}

/// A man: round for the first side, square for the second, so the two are told
/// apart without colour. Drawn in a 100-unit square.
#[component]
pub fn Man(
    #[prop(into)] side: Signal<Option<usize>>,
    /// Its key for `kit::motion` (by the square it stands on).
    motion: String,
) -> impl IntoView {
    move || {
        match side.get() {
        Some(0) => view! { <circle class="man m0 motion" data-motion=motion.clone() cx="50" cy="50" r="32"/> }.into_any(),
        Some(_) => {
            view! { <rect class="man m1 motion" data-motion=motion.clone() x="21" y="21" width="58" height="58" rx="6"/> }
                .into_any()
        }
        None => ().into_any(),
    }
    }
}

/// Where a chosen piece may go: a dot on an empty square, a ring round a man.
#[component]
pub fn Mark(#[prop(into)] lit: Signal<bool>, #[prop(into)] occupied: Signal<bool>) -> impl IntoView {
    move || match (lit.get(), occupied.get()) {
        (true, true) => view! { <circle class="ring" cx="50" cy="50" r="42"/> }.into_any(),
        (true, false) => view! { <circle class="dot" cx="50" cy="50" r="13"/> }.into_any(),
        _ => ().into_any(),
    }
}
