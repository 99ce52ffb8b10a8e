//! The final count, where the dice were, once the game is over (Play again is the
//! table frame's).

use leptos::prelude::*;

use super::model::{result_line, Scene};
use super::words::pw;
use crate::i18n::Lang;

/// Each seat's score and how it came about.
#[component]
pub fn PowResult(scene: Signal<Scene>, names: Signal<Vec<String>>, lang: Signal<Lang>) -> impl IntoView {
    let lines = move || {
        let w = pw(lang.get());
        let counts = scene.with(|s| s.result.clone()).unwrap_or_default();
        names.with(|n| {
            counts
                .iter()
                .enumerate()
                .map(|(i, c)| view! { <li>{result_line(w, n.get(i).map_or("", String::as_str), c)}</li> })
                .collect_view()
        })
    };
    view! {
        <section class="results" data-testid="pow-results">
            <h2>{move || pw(lang.get()).final_scores}</h2>
            <ul>{lines}</ul>
            <p class="hint">{move || pw(lang.get()).trim}</p>
        </section>
    }
}
