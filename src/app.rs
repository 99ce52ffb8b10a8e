//! The app shell: language, notices and the router.

use leptos::prelude::*;

use crate::error::AppError;
use crate::games::combo4x4::{self, Combo4x4Table};
use crate::games::pow::{self, PowTable};
use crate::games::shape_up::{self, ShapeUpTable};
use crate::games::super_pose::{self, SuperPoseTable};
use crate::i18n::Lang;
use crate::pages::{bench::BenchPage, home::Home, link::OpenLink, rules::RulesPage, setup::SetupPage};
use crate::route::Route;
use crate::{storage, web};

/// What every page may read or change: copyable signals, passed as a prop.
#[derive(Clone, Copy)]
pub struct Ctx {
    /// Interface language.
    pub lang: RwSignal<Lang>,
    /// A message for the home page (a link or save that failed, say).
    pub notice: RwSignal<Option<String>>,
    /// The page shown.
    pub route: RwSignal<Route>,
}

impl Ctx {
    /// Shows another page in place of this one, without a history entry for this one.
    pub fn redirect(self, to: Route) {
        web::replace(&to);
        self.route.set(to);
    }
}

fn initial_lang() -> Lang {
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

/// The root component.
#[component]
pub fn App() -> impl IntoView {
    let route = RwSignal::new(Route::parse(&web::hash()));
    let ctx = Ctx { lang: RwSignal::new(initial_lang()), notice: RwSignal::new(None), route };
    let _listener = window_event_listener(leptos::ev::hashchange, move |_| {
        // A message belongs to the page it was shown on.
        ctx.notice.set(None);
        route.set(Route::parse(&web::hash()));
        // A new page starts at the top, as a real navigation would.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    Effect::new(move |_| {
        let l = ctx.lang.get();
        storage::set_lang_code(l.code());
        web::set_document_lang(l.code());
    });
    let page = move || match route.get() {
        Route::Home => view! { <Home ctx/> }.into_any(),
        Route::Setup(game) => view! { <SetupPage ctx game/> }.into_any(),
        Route::Rules(game) => view! { <RulesPage ctx game/> }.into_any(),
        Route::Play(id) => view! { <PlaySaved ctx id/> }.into_any(),
        Route::Bench => view! { <BenchPage/> }.into_any(),
        Route::Link { game, seats, names, payload } => view! { <OpenLink ctx game seats names payload/> }.into_any(),
    };
    view! {
        <header class="topbar">
            <a class="brand" href="#/">"Tabula"</a>
            <label class="lang">
                <span class="sr-only">{move || ctx.lang.get().t().language}</span>
                <select
                    aria-label=move || ctx.lang.get().t().language
                    on:change=move |ev| {
                        if let Some(l) = Lang::from_code(&event_target_value(&ev)) {
                            ctx.lang.set(l);
                        }
                    }
                    prop:value=move || ctx.lang.get().code()
                >
                    <option value="en">"English"</option>
                    <option value="fr">"Français"</option>
                </select>
            </label>
        </header>
        <main id="main">{page}</main>
    }
}

/// Opens a saved game by id, or goes home with a message.
#[component]
fn PlaySaved(ctx: Ctx, id: String) -> impl IntoView {
    match storage::load(&id) {
        Ok(saved) => match saved.game {
            tabula_rules::GameId::ShapeUp => match shape_up::Table::from_saved(saved) {
                Ok(table) => view! { <ShapeUpTable ctx table/> }.into_any(),
                Err(e) => go_home_with(ctx, broken(ctx, &e)),
            },
            tabula_rules::GameId::SuperPose => match super_pose::Table::from_saved(saved) {
                Ok(table) => view! { <SuperPoseTable ctx table/> }.into_any(),
                Err(e) => go_home_with(ctx, broken(ctx, &e)),
            },
            tabula_rules::GameId::Combo4x4 => match combo4x4::Table::from_saved(saved) {
                Ok(table) => view! { <Combo4x4Table ctx table/> }.into_any(),
                Err(e) => go_home_with(ctx, broken(ctx, &e)),
            },
            tabula_rules::GameId::Pow => match pow::Table::from_saved(saved) {
                Ok(table) => view! { <PowTable ctx table/> }.into_any(),
                Err(e) => go_home_with(ctx, broken(ctx, &e)),
            },
        },
        Err(e) => go_home_with(ctx, broken(ctx, &e)),
    }
}

fn broken(ctx: Ctx, why: &AppError) -> String {
    let t = ctx.lang.get_untracked().t();
    crate::i18n::fill(t.save_broken, &[&why.text(t)])
}

/// Shows the home page with a message, replacing the failed address.
pub fn go_home_with(ctx: Ctx, message: String) -> AnyView {
    ctx.notice.set(Some(message));
    web::replace(&Route::Home);
    view! { <Home ctx/> }.into_any()
}
