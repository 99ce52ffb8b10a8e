//! `#/bench`: the rules' speed in the production build, for `scripts/bench-browser.mjs`:
//! random Shape Up! games, the same-run baseline (shuffles) and plain UCT, all run in
//! the computers' worker (`Ask::Bench`), so none of it is in the first load. Not
//! linked from the app.

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};

/// Whole operations per second, as a whole number: `{:.0}` would bring a second float
/// printer into the wasm.
fn per_second(n: u32, millis: f64) -> u64 {
    (f64::from(n) * 1000.0 / millis.max(1e-3)).round() as u64
}

/// The benchmark page.
#[component]
pub fn BenchPage() -> impl IntoView {
    let result = RwSignal::new(String::new());
    const RANDOM: u32 = 2000;
    const SHUFFLES: u32 = 2_000_000;
    let run = move |_| {
        crate::thinker::ask(
            |id| Ask::Bench { id, random: RANDOM, shuffles: SHUFFLES, games: 2, iterations: 200, seed: 1 },
            move |answer| {
                let text = match answer {
                    Ok(Answer::Bench { finished, random_millis, shuffles_millis, iterations, millis, .. }) => format!(
                        "{{\"games_per_second\":{},\"finished\":{finished},\"baseline_shuffles_per_second\":{},\"uct_iterations_per_second\":{}}}",
                        per_second(RANDOM, random_millis),
                        per_second(SHUFFLES, shuffles_millis),
                        (iterations as f64 * 1000.0 / millis.max(1e-3)).round() as u64
                    ),
                    _ => "null".to_string(),
                };
                result.set(text);
            },
        );
    };
    view! {
        <section>
            <h1>"Benchmark"</h1>
            <button on:click=run>"Run"</button>
            <output data-testid="bench-result">{result}</output>
        </section>
    }
}
