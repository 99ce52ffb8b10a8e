//! "A new version is ready": shown when the service worker has installed a new
//! version that waits (public/sw-register.js). The player chooses when to reload;
//! until then the page keeps running the version it started with.

use leptos::prelude::*;

use crate::ctx::use_ctx;

/// Whether sw-register.js found a waiting version before this page listened.
fn flagged() -> bool {
    js_sys::Reflect::get(&window(), &"tabulaUpdateReady".into()).is_ok_and(|v| v.is_truthy())
}

/// The banner, with its Reload button.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let lang = use_ctx().lang;
    let ready = RwSignal::new(flagged());
    let listener = window_event_listener_untyped("tabula-update", move |_| ready.set(true));
    on_cleanup(move || listener.remove());
    let reload = move |_| {
        if let Ok(ev) = web_sys::Event::new("tabula-reload") {
            let _ = window().dispatch_event(&ev);
        }
    };
    view! {
        <div class="update" role="status" data-testid="update" hidden=move || !ready.get()>
            <span>{move || lang.get().t().update_ready}</span>
            <button type="button" class="primary" on:click=reload>
                {move || lang.get().t().update_reload}
            </button>
        </div>
    }
}
