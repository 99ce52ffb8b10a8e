//! The move log: each action in words, newest last; a line with steps under it (a
//! turn's rolls) opens to show them.

use leptos::prelude::*;

use crate::games::table::LogEntry;

/// The log panel. Keeps its newest line in view.
#[component]
pub fn MoveLog(title: Signal<&'static str>, lines: Signal<Vec<LogEntry>>) -> impl IntoView {
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
            // Focusable: a log taller than its box scrolls, and keys must reach it too.
            <ol node_ref=list data-testid="move-log" tabindex="0" aria-labelledby="log-title">
                <For each=move || lines.get().into_iter().enumerate() key=|(i, e)| (*i, e.line.clone()) let((_, e))>
                    <li>{line(e)}</li>
                </For>
            </ol>
        </section>
    }
}

fn line(e: LogEntry) -> AnyView {
    if e.detail.is_empty() {
        return e.line.into_any();
    }
    view! {
        <details>
            <summary>{e.line}</summary>
            {e.detail.into_iter().map(|d| view! { <span class="step">{d}</span> }).collect_view()}
        </details>
    }
    .into_any()
}
