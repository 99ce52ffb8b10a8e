//! What every page may read or change, provided once by the root as Leptos context
//! (so pages and tables do not import the root, nor pass it down as a prop).

use leptos::prelude::*;

use crate::i18n::Lang;
use crate::route::Route;
use crate::web;

/// The app's shared signals.
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

    /// Stores a new game and opens its table (refused by the browser, the table says
    /// the game is not saved, and it plays on).
    pub fn open_new(self, saved: &crate::storage::Saved) {
        let _ = crate::storage::store(saved);
        self.redirect(Route::Play(saved.id.clone()));
    }
}

/// The context the root provided. Every page is under the root, so it is always
/// there; a component rendered alone (a test) gets fresh signals rather than a panic.
pub fn use_ctx() -> Ctx {
    use_context::<Ctx>().unwrap_or_else(|| Ctx {
        lang: RwSignal::new(Lang::En),
        notice: RwSignal::new(None),
        route: RwSignal::new(Route::Home),
    })
}
