//! The app shell: language, notices and the router.

use leptos::prelude::*;

use crate::ctx::Ctx;
use crate::i18n::Lang;
use crate::kit::choice::Choice;
use crate::kit::focus::focus_first;
use crate::later::{play_saved, quick_start, Mode};
use crate::pages::home::Home;
use crate::reactive::effect;
use crate::route::Route;
use crate::storage::Theme;
use crate::widgets::update::UpdateBanner;
use crate::{storage, web};

/// The language stored, else the browser's.
pub fn initial_lang() -> Lang {
    if let Some(l) = storage::lang_code().as_deref().and_then(Lang::from_code) {
        return l;
    }
    let nav = window().navigator().language().unwrap_or_default();
    if nav.starts_with("fr") {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// The theme switch beside the language: System, Light or Dark, kept in storage.
#[component]
fn ThemeChoice() -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let theme = RwSignal::new(Theme::stored());
    effect(move || {
        let th = theme.get();
        web::set_theme((th != Theme::System).then(|| th.code()));
    });
    let t = move || ctx.lang.get().t();
    let options =
        Theme::ALL.iter().enumerate().map(|(i, th)| (th.code(), Signal::derive(move || t().themes[i]))).collect();
    let on_pick = move |code: String| {
        if let Some(th) = Theme::from_code(&code) {
            th.store();
            theme.set(th);
        }
    };
    view! { <Choice class="theme" quiet=true label=Signal::derive(move || t().theme) value=Signal::derive(move || theme.get().code()) options on_pick/> }
}

/// The root component.
#[component]
pub fn App() -> impl IntoView {
    let route = RwSignal::new(Route::parse(&web::hash()));
    // French only once its texts are loaded (main waits for them).
    let lang = Some(initial_lang()).filter(|&l| l == Lang::En || crate::i18n::french().is_some()).unwrap_or(Lang::En);
    let ctx = Ctx { lang: RwSignal::new(lang), notice: RwSignal::new(None), route };
    provide_context(ctx);
    let _listener = window_event_listener(leptos::ev::hashchange, move |_| {
        // A message belongs to the page it was shown on.
        ctx.notice.set(None);
        route.set(Route::parse(&web::hash()));
        // A new page starts at the top, as a real navigation would.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    effect(move || {
        let l = ctx.lang.get();
        storage::set_lang_code(l.code());
        web::set_document_lang(l.code());
    });
    let page = move || match route.get() {
        Route::Home => {
            // A tap on Play finds its table's code already here.
            crate::later::prefetch_tables();
            view! { <Home/> }.into_any()
        }
        Route::Play(id) => play_saved(&id, Mode::Play),
        Route::Watch(id) => play_saved(&id, Mode::Watch),
        Route::Review(id) => play_saved(&id, Mode::Review),
        Route::Quick(game, level) => quick_start(game, level),
        other => crate::later::page(other),
    };
    view! {
        // A table's first stop is the way past the header's controls to its board.
        {move || route.with(Route::is_table).then(|| view! {
            <a class="skip-link" href="#" on:click=move |ev| { ev.prevent_default(); focus_first(".table .covered") }>
                {move || ctx.lang.get().t().skip_board}
            </a>
        })}
        <header class="topbar">
            <a class="brand" href="#/">"Tabula"</a>
            <Choice
                class="lang"
                quiet=true
                label=Signal::derive(move || ctx.lang.get().t().language)
                value=Signal::derive(move || ctx.lang.get().code())
                options=vec![("en", Signal::stored("English")), ("fr", Signal::stored("Français"))]
                on_pick=move |code: String| match Lang::from_code(&code) {
                    Some(Lang::Fr) => crate::i18n::load_french(&crate::games::FRENCH, move |ok| ctx.lang.set(if ok { Lang::Fr } else { Lang::En })),
                    Some(l) => ctx.lang.set(l),
                    None => {}
                }
            />
            <ThemeChoice/>
        </header>
        <UpdateBanner/>
        <main id="main">{page}</main>
    }
}
