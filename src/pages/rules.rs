//! A game's rules in short, with the house readings marked.

use leptos::prelude::*;
use tabula_rules::GameId;

use crate::app::Ctx;
use crate::route::Route;

/// The rules page.
#[component]
pub fn RulesPage(ctx: Ctx, game: GameId) -> impl IntoView {
    let t = move || ctx.lang.get().t();
    let (rules, readings): (fn(&crate::i18n::Strings) -> &[&str], fn(&crate::i18n::Strings) -> &[&str]) = match game {
        GameId::ShapeUp => (|t| t.su_rules, |t| t.su_readings),
        _ => (|_| &[], |_| &[]),
    };
    let lang = ctx.lang;
    let rules = move |t: &'static crate::i18n::Strings| -> &'static [&'static str] {
        if game == GameId::SuperPose { crate::games::super_pose::words::sp(lang.get()).rules } else { rules(t) }
    };
    let readings = move |t: &'static crate::i18n::Strings| -> &'static [&'static str] {
        if game == GameId::SuperPose { crate::games::super_pose::words::sp(lang.get()).readings } else { readings(t) }
    };
    view! {
        <section class="rules">
            <h1>{game.title()} " — " {move || t().rules}</h1>
            <ol>{move || rules(t()).iter().map(|r| view! { <li>{*r}</li> }).collect_view()}</ol>
            <h2>{move || t().house_reading}</h2>
            <ul class="readings">
                {move || {
                    readings(t())
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
