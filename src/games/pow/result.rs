//! The final count, where the dice were once the game is over.

use leptos::prelude::*;
use tabula_rules::GameId;

use super::model::{result_line, Scene};
use super::words::pw;
use crate::i18n::Lang;
use crate::route::Route;

/// Each seat's score and how it came about, and Play again.
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
            <a class="button primary" href=Route::Setup(GameId::Pow).hash()>{move || lang.get().t().play_again}</a>
        </section>
    }
}
