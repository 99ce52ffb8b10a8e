//! The move log: each action in words, newest last.

use leptos::prelude::*;

/// The log panel. Keeps its newest line in view.
#[component]
pub fn MoveLog(title: Signal<&'static str>, lines: Signal<Vec<String>>) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        lines.track();
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{title}</h2>
            <ol node_ref=list data-testid="move-log">
                {move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ol>
        </section>
    }
}
