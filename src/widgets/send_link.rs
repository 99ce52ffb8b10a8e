//! The hand-over of a game played by link: the link for the next player, to copy or
//! to send with the device's own share sheet (where the browser has one), and what a
//! link does not protect against.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::ctx::use_ctx;
use crate::i18n::fill;
use crate::kit::when::When;

/// "Send this link to NAME", with the link, and what it does not protect against
/// (`fair`: a game played fairly by link).
#[component]
pub fn SendLink(
    name: String,
    url: String,
    fair: bool,
    /// What the game adds about its hidden cards (`fair` only).
    #[prop(optional)]
    note: &'static str,
    /// The one sentence of what fair play guarantees in this game (`fair` only); the
    /// rest opens under it.
    #[prop(optional)]
    summary: &'static str,
    /// The game is over: the link brings the end.
    #[prop(optional)]
    end: bool,
    /// And every card is checked here already.
    #[prop(optional)]
    checked: bool,
    /// A link of the handshake that begins a game by link: sent before any move.
    #[prop(optional)]
    handshake: bool,
    /// Undo, while the move that made the link can be taken back: whether it can
    /// now, and taking it back.
    #[prop(optional_no_strip)]
    undo: Option<(Signal<bool>, Callback<()>)>,
    /// Told when the link is copied, shared or selected: it may be on its way.
    #[prop(optional)]
    handed: Option<Callback<()>>,
) -> impl IntoView {
    let hand = move || {
        if let Some(h) = handed {
            h.run(());
        }
    };
    let t = use_ctx().lang.get().t();
    let copied_now = RwSignal::new(false);
    let help = match (end, checked) {
        (true, true) => fill(t.send_link_end_checked, &[&name]),
        (true, false) => t.send_link_end.to_string(),
        _ if handshake => t.send_link_handshake.to_string(),
        _ => t.send_link_help.to_string(),
    };
    let trust =
        if fair { format!("{} {note}", t.link_fair).trim_end().to_string() } else { t.link_only_friends.to_string() };
    let shared = url.clone();
    let copied = url.clone();
    let sheet = share_sheet().map(|share| {
        let title = fill(t.send_link_to, &[&name]);
        view! {
            <button on:click=move |_| {
                hand();
                let data = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&data, &"title".into(), &title.as_str().into());
                let _ = js_sys::Reflect::set(&data, &"url".into(), &shared.as_str().into());
                // Closing the sheet rejects the promise: nothing to say then.
                let _ = share.call1(&window().navigator(), &data);
            }>
                {t.send_link_share}
            </button>
        }
    });
    view! {
        <section class="send-link" data-testid="send-link" aria-label=fill(t.send_link_to, &[&name])>
            <h2>{fill(t.send_link_to, &[&name])}</h2>
            <p>{help}</p>
            <input type="text" readonly prop:value=url aria-label=fill(t.send_link_to, &[&name]) on:focus=move |ev| {
                hand();
                if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                    input.select();
                }
            }/>
            <div class="game-actions">
                <button class="primary" on:click=move |_| {
                    hand();
                    copied_now.set(crate::web::copy(&copied));
                }>{move || if copied_now.get() { t.send_link_copied } else { t.send_link_copy }}</button>
                {sheet}
            </div>
            {undo.map(|(can, run)| view! {
                <When when=move || can.get()>
                    <p class="muted" data-testid="link-undo-help">
                        {t.send_link_undo_help}" "
                        <button data-testid="link-undo" on:click=move |_| run.run(())>{t.send_link_undo}</button>
                    </p>
                </When>
            })}
            {if fair {
                view! {
                    <details class="trust muted" aria-label=summary>
                        <summary>{summary}</summary>
                        <p>{trust}</p>
                    </details>
                }
                    .into_any()
            } else {
                view! { <p class="muted">{trust}</p> }.into_any()
            }}
        </section>
    }
}

/// The Web Share API's `navigator.share`, where the browser has it.
fn share_sheet() -> Option<js_sys::Function> {
    let share = js_sys::Reflect::get(&window().navigator(), &JsValue::from_str("share")).ok()?;
    share.dyn_into::<js_sys::Function>().ok()
}
