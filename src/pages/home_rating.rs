//! The player's rating on a game's card (issue 47): the figure with its margin, a
//! small chart of its last values, and the level nearest it to play. The figures are
//! computed in the computers' worker when a game ends (`storage::rating`); this page
//! only reads them.

use leptos::prelude::*;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;
use tabula_rules::GameId;

use crate::i18n::{fill, Strings};
use crate::kit::part::{drawn_when_loaded, Part};
use crate::storage::rating::{self, Rating};

/// Every game's rating; a damaged one is forgotten and said in the home page's
/// notice, the others read as they are.
pub fn load_all(t: &Strings, notice: RwSignal<Option<String>>) -> Vec<Rating> {
    let mut out = Vec::new();
    for game in GameId::ALL {
        match rating::load(game) {
            Ok(r) => out.extend(r),
            Err(()) => {
                rating::forget(game);
                notice.set(Some(fill(t.rating_damaged, &[game.title()])));
            }
        }
    }
    out
}

/// The rating's line: the figure, ± its 95% margin (1.96 deviations), the games.
pub fn line(t: &Strings, r: &Rating) -> String {
    let margin = rating::margin(r.figure.deviation);
    let mut text = fill(
        t.rating_line[usize::from(r.games > 1)],
        &[&rating::whole(r.figure.rating).to_string(), &margin.to_string(), &r.games.to_string()],
    );
    if r.hinted > 0 {
        text = format!("{text} · {}", fill(t.stats_hinted, &[&r.hinted.to_string()]));
    }
    text
}

/// The chart's points in a 120 x 30 box, oldest first: the lowest value at the foot,
/// the highest at the top (a flat history in the middle).
pub fn points(history: &[u16]) -> Vec<(i32, i32)> {
    if let [_] = history {
        // One game: a level line, as a single point draws nothing.
        return vec![(0, 15), (120, 15)];
    }
    let (lo, hi) = history.iter().fold((u16::MAX, 0), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let step = 120 / (history.len() as i32 - 1).max(1);
    history
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let y = if hi == lo { 15 } else { 28 - 26 * i32::from(v - lo) / i32::from(hi - lo) };
            (i as i32 * step, y)
        })
        .collect()
}

/// A game's rating on its card, drawn from the pages' part: only a returning player
/// has one, and in the first load it took SUPER-POSE's first game over its budget.
pub fn card_rating(game: GameId, cleared: RwSignal<bool>, rating: Option<Rating>) -> Option<AnyView> {
    rating.map(|r| drawn_when_loaded(rating_part(game, cleared, r), true))
}

#[cfg(not(test))]
#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn rating_part(game: GameId, cleared: RwSignal<bool>, rating: Rating) -> Part {
    Ok(view! { <CardRating game cleared rating/> }.into_any())
}

/// In the tests' wasm, which is never cut, the part is drawn from here.
#[cfg(test)]
async fn rating_part(game: GameId, cleared: RwSignal<bool>, rating: Rating) -> Part {
    Ok(view! { <CardRating game cleared rating/> }.into_any())
}

/// A game's rating under its results (a game with none has no card rating), gone
/// once the statistics are reset (which resets the ratings: `cleared`).
#[component]
fn CardRating(game: GameId, cleared: RwSignal<bool>, rating: Rating) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    move || {
        let t = ctx.lang.get().t();
        (!cleared.get()).then(|| {
            let r = &rating;
            let pts: String = points(&r.history).iter().map(|(x, y)| format!("{x},{y} ")).collect();
            let figures: Vec<String> = r.history.iter().map(u16::to_string).collect();
            let label = fill(t.rating_chart, &[&figures.join(", ")]);
            view! {
                <div class="card-rating" data-testid=format!("rating-{game}")>
                    <p class="rating-line">{line(t, r)}</p>
                    <svg class="sparkline" viewBox="-2 0 124 30" role="img" aria-label=label>
                        <polyline points=pts/>
                    </svg>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;
    use tabula_bots::rating::Figure;

    #[test]
    fn the_chart_runs_from_lowest_to_highest() {
        assert_eq!(points(&[1500, 1400, 1450]), vec![(0, 2), (60, 28), (120, 15)]);
        assert_eq!(points(&[1500]), vec![(0, 15), (120, 15)]);
        assert_eq!(points(&[1500, 1500]), vec![(0, 15), (120, 15)]);
        let long: Vec<u16> = (0..30).map(|i| 1500 + i).collect();
        assert!(points(&long).iter().all(|&(x, y)| (0..=120).contains(&x) && (2..=28).contains(&y)));
    }

    #[test]
    fn the_line_gives_the_figure_its_margin_and_hints() {
        let f = Figure { rating: 1623.4, deviation: 100.0, volatility: 0.06 };
        let r = Rating::new(GameId::Pow).after(f, true).after(f, false);
        assert_eq!(line(&EN, &r), "Your rating: 1623 ± 196 · 2 games · with hints 1");
    }
}
