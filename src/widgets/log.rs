//! The move log: each action in words, newest last; a line with steps under it (a
//! turn's rolls) opens to show them.

use leptos::prelude::*;

use crate::kit::frame;
use crate::kit::list::Keyed;
use crate::reactive::{derive, effect};

/// One line of the log, with the steps folded under it (a turn's rolls, say).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LogEntry {
    /// What happened, in words.
    pub line: String,
    /// The steps that led there, shown when the line is opened.
    pub detail: Vec<String>,
}

impl From<String> for LogEntry {
    fn from(line: String) -> Self {
        LogEntry { line, detail: Vec::new() }
    }
}

/// The log panel. Keeps its newest line in view; in a replay, the `current` line,
/// and a click on a line `jump`s there.
#[component]
pub fn MoveLog(
    title: Signal<&'static str>,
    lines: Signal<Vec<LogEntry>>,
    current: Signal<Option<usize>>,
    jump: Option<Callback<usize>>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    effect(move || {
        lines.track();
        let now = current.get();
        // In the next frame, with its other reads (`kit::frame`): measuring the list
        // now would lay the page out in the middle of the move's own work (a forced
        // layout in every move's task, the largest part of the page's long tasks);
        // the frame lays it out anyway.
        frame::read(move || {
            // The table may be gone by then (a link opened and left at once): its
            // list with it, and reading a disposed node would abort the page.
            let Some(el) = list.try_get_untracked().flatten() else { return };
            // By index: this may run before the line's `aria-current` is drawn.
            let line = now.and_then(|i| el.children().item(i as u32));
            let top = match line.and_then(|l| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(l).ok()) {
                Some(l) => l.offset_top() - el.offset_top() - el.client_height() / 2,
                None if jump.is_none() => el.scroll_height(),
                None => 0,
            };
            // Scrolled here, not with the writes: setting a scroll lays the page out
            // first, once more if the motion's writes came before.
            el.set_scroll_top(top);
        });
    });
    // A line is drawn anew when its words change (a round's line completed), and kept
    // while they stay.
    let row = Callback::new(move |k: u64| {
        let i = (k >> 32) as usize;
        let e = lines.with_untracked(|l| l.get(i).cloned()).unwrap_or_default();
        view! {
            <li
                aria-current=move || (current.get() == Some(i)).then_some("step")
                on:click=move |_| if let Some(j) = jump { j.run(i) }
            >
                {line(e)}
            </li>
        }
        .into_any()
    });
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{title}</h2>
            // Focusable: a log taller than its box scrolls, and keys must reach it too.
            <ol node_ref=list data-testid="move-log" tabindex="0" aria-labelledby="log-title">
                <Keyed keys=derive(move || lines.with(|l| l.iter().enumerate().map(|(i, e)| line_key(i, &e.line)).collect())) row/>
            </ol>
        </section>
    }
}

/// A line as a list key: its place, and a hash of its words (FNV-1a).
fn line_key(i: usize, words: &str) -> u64 {
    let hash = words.bytes().fold(0x811c_9dc5_u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    (i as u64) << 32 | u64::from(hash)
}

fn line(e: LogEntry) -> AnyView {
    if e.detail.is_empty() {
        return e.line.into_any();
    }
    // A details element is a group, and its summary does not name it.
    let name = e.line.clone();
    view! {
        <details aria-label=name>
            <summary>{e.line}</summary>
            {e.detail.into_iter().map(|d| view! { <span class="step">{d}</span> }).collect_view()}
        </details>
    }
    .into_any()
}
