//! POW's log: one line per finished turn (its take), which opens on the rolls and
//! set-asides that led to it; the turn in progress line by line.

use leptos::prelude::*;

use super::model::LogEntry;
use crate::kit::list::Keyed;

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
    // The key: a hash of the entry's text above its place, which finds it again.
    let keys = Memo::new(move |_| entries.with(|es| es.iter().enumerate().map(|(i, e)| text_hash(e) << 16 | i.min(0xffff) as u64).collect()));
    let entry = move |k: u64| {
        let e = entries.with_untracked(|es| es.get((k & 0xffff) as usize).cloned()).unwrap_or_default();
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
                <Keyed keys row=entry/>
            </ol>
        </section>
    }
}

/// FNV-1a over an entry's lines, in 48 bits.
fn text_hash(e: &LogEntry) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for line in std::iter::once(&e.line).chain(&e.detail) {
        for b in line.bytes().chain([0]) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    h >> 16
}
