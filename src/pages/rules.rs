//! A game's rules in short, with the house readings marked.

use leptos::prelude::*;
use tabula_rules::GameId;

use crate::i18n::Lang;
use crate::route::Route;

/// A game's rules and house readings in a language.
fn texts(lang: Lang, game: GameId) -> (&'static [&'static str], &'static [&'static str]) {
    match game {
        GameId::ShapeUp => (lang.t().su_rules, lang.t().su_readings),
        GameId::SuperPose => {
            let w = crate::games::super_pose::words::sp(lang);
            (w.rules, w.readings)
        }
        GameId::Combo4x4 => crate::games::combo4x4::words::rules(lang),
        GameId::Pow => crate::games::pow::words::rules(lang),
    }
}

/// The rules page.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    crate::web::game_styles(game);
    let t = move || ctx.lang.get().t();
    let texts = move || texts(ctx.lang.get(), game);
    view! {
        <section class="rules">
            <h1>{game.title()} " — " {move || t().rules}</h1>
            <ol>{move || texts().0.iter().map(|r| view! { <li>{*r}</li> }).collect_view()}</ol>
            <h2>{move || t().house_reading}</h2>
            <ul class="readings">
                {move || {
                    texts().1
                        .iter()
                        .map(|r| view! { <li>{*r}</li> })
                        .collect_view()
                }}
            </ul>
            <div class="actions">
                <a class="button" href="#/">{move || t().back_home}</a>
                <a class="button primary" href=Route::Setup(game).hash()>{move || t().play}</a>
            </div>
        </section>
    }
}
