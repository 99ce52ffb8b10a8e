//! POW's log: one line per finished turn (its take), which opens on the rolls and
//! set-asides that led to it; the turn in progress line by line.

use leptos::prelude::*;

use super::model::LogEntry;

/// The log panel. Keeps its newest line in view; entries are keyed by their text and
/// place, so a line someone opened stays open as the game goes on.
#[component]
pub fn PowLog(#[prop(into)] title: Signal<&'static str>, #[prop(into)] entries: Signal<Vec<LogEntry>>) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        entries.track();
        if let Some(el) = list.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });
    let entry = |(_, e): (usize, LogEntry)| {
        if e.detail.is_empty() {
            view! { <li>{e.line}</li> }.into_any()
        } else {
            let detail = e.detail.into_iter().map(|l| view! { <li>{l}</li> }).collect_view();
            view! {
                <li>
                    <details>
                        <summary>{e.line}</summary>
                        <ol>{detail}</ol>
                    </details>
                </li>
            }
            .into_any()
        }
    };
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{title}</h2>
            <ol node_ref=list data-testid="move-log">
                <For each=move || entries.get().into_iter().enumerate() key=|e| e.clone() children=entry/>
            </ol>
        </section>
    }
}
