//! `#/bench`: random Shape Up! games in the production build, and plain UCT in the
//! computers' worker, for `scripts/bench-browser.mjs`. Not linked from the app.

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{rng::Rng, Game};

/// Plays `games` seeded random 2-player games (uniform over every distinct legal turn)
/// and returns how many finished.
fn random_games(games: u64) -> u64 {
    let mut done = 0;
    for seed in 0..games {
        let Ok(mut g) = ShapeUp::new(&Setup::default(), seed) else { continue };
        let mut rng = Rng::new(seed, 1);
        while let Some(a) = g.random_action(&mut rng) {
            if g.apply(&a).is_err() {
                break;
            }
        }
        done += u64::from(g.outcome().is_some());
    }
    done
}

/// The same-run baseline: shuffles of the 18 cards.
fn shuffles(n: u64) -> u64 {
    let mut rng = Rng::new(0, 0);
    let mut v: Vec<u8> = (0..18).collect();
    for _ in 0..n {
        rng.shuffle(&mut v);
    }
    u64::from(v[0])
}

fn rate(n: u64, f: impl Fn(u64) -> u64) -> (f64, u64) {
    let start = js_sys::Date::now();
    let check = f(n);
    let secs = (js_sys::Date::now() - start) / 1000.0;
    (n as f64 / secs.max(1e-9), check)
}

/// The benchmark page.
#[component]
pub fn BenchPage() -> impl IntoView {
    let result = RwSignal::new(String::new());
    let run = move |_| {
        let (games_per_s, finished) = rate(2000, random_games);
        let (shuffles_per_s, _) = rate(2_000_000, shuffles);
        // Plain UCT in the computers' worker, the work `tabula bench --mcts` measures.
        crate::thinker::ask(
            |id| Ask::Bench { id, games: 2, iterations: 200, seed: 1 },
            move |answer| {
                let uct = match answer {
                    Ok(Answer::Bench { iterations, millis, .. }) => {
                        ((iterations as f64 * 1000.0 / millis.max(1e-3)).round() as u64).to_string()
                    }
                    _ => "null".to_string(),
                };
                // Whole numbers: `{:.0}` would bring a second float printer into the wasm.
                let (games_per_s, shuffles_per_s) = (games_per_s.round() as u64, shuffles_per_s.round() as u64);
                result.set(format!(
                "{{\"games_per_second\":{games_per_s},\"finished\":{finished},\"baseline_shuffles_per_second\":{shuffles_per_s},\"uct_iterations_per_second\":{uct}}}"
            ));
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
