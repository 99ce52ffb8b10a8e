//! A game's rules in short, with the house readings marked. The texts come from the
//! worker (`tabula_rules::summary`), so the first load carries none of them.

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::GameId;

use crate::i18n::Lang;
use crate::reactive::effect;
use crate::route::Route;

/// The rules in short, then the house readings.
type Texts = (Vec<String>, Vec<String>);

/// The rules page.
#[component]
pub fn RulesPage(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    crate::web::game_styles(game);
    let t = move || ctx.lang.get().t();
    // The rules and the readings, once the worker has said them in the page's language.
    let texts = RwSignal::new(None::<Texts>);
    effect(move || {
        thinker_rules(game, ctx.lang.get(), texts);
    });
    let list = move |which: fn(&Texts) -> &Vec<String>| {
        move || {
            texts.with(|x| x.as_ref().map(|x| which(x).iter().map(|r| view! { <li>{r.clone()}</li> }).collect_view()))
        }
    };
    view! {
        <section class="rules">
            <h1>{game.title()} " — " {move || t().rules}</h1>
            <ol aria-busy=move || texts.with(Option::is_none).to_string()>{list(|x| &x.0)}</ol>
            <h2>{move || t().house_reading}</h2>
            <ul class="readings">{list(|x| &x.1)}</ul>
            <div class="actions">
                <a class="button" href="#/">{move || t().back_home}</a>
                <a class="button primary" href=Route::Setup(game).hash()>{move || t().play}</a>
            </div>
        </section>
    }
}

/// Asks the worker for the texts in `lang`; a worker that cannot answer leaves the
/// page with its headings and links.
fn thinker_rules(game: GameId, lang: Lang, texts: RwSignal<Option<Texts>>) {
    crate::thinker::ask(
        |id| Ask::Rules { id, game, fr: lang == Lang::Fr },
        move |answer| {
            if let Ok(Answer::Rules { rules, readings, .. }) = answer {
                texts.try_set(Some((rules, readings)));
            }
        },
    );
}
