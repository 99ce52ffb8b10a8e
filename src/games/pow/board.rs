//! The board: the tray (or the final count), the rows and the stacks, drawn from the
//! scene and the dice picked. Everything around it (status, Undo, Share, log) is the
//! table's.

use leptos::prelude::*;
use tabula_rules::pow::Action;

use super::model::Scene;
use super::result::PowResult;
use super::rows::Rows;
use super::stacks::Stacks;
use super::tray::Tray;
use crate::i18n::Lang;
use crate::kit::die::DieSymbols;

/// The POW board. `mask` holds the rolled dice picked to set aside (bit i: the i-th);
/// every action a click makes goes to `on_action`.
#[component]
pub fn PowBoard(
    #[prop(into)] scene: Signal<Scene>,
    mask: RwSignal<u8>,
    #[prop(into)] on_action: Callback<Action>,
    #[prop(into)] names: Signal<Vec<String>>,
    #[prop(into)] lang: Signal<Lang>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let keyboard = StoredValue::new(false);
    // Keyboard players keep their place: after each change of the game the first die
    // to pick (or the first lit tile) takes the focus. Picking a die changes no
    // element, so the focus stays on it.
    Effect::new(move |_| {
        scene.track();
        if !keyboard.get_value() {
            return;
        }
        request_animation_frame(move || {
            use wasm_bindgen::JsCast;
            let first = root.get_untracked().and_then(|r| r.query_selector(".die.rolled:enabled, button.lit").ok().flatten());
            if let Some(el) = first.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
        });
    });
    let over = Memo::new(move |_| scene.with(|s| s.result.is_some()));
    view! {
        <div
            class="pow-main"
            node_ref=root
            on:keydown=move |_| keyboard.set_value(true)
            on:pointerdown=move |_| keyboard.set_value(false)
        >
            <DieSymbols/>
            {move || {
                if over.get() {
                    view! { <PowResult scene names lang/> }.into_any()
                } else {
                    view! { <Tray scene mask on_action lang/> }.into_any()
                }
            }}
            <Rows scene on_action lang/>
            <Stacks scene names on_action lang/>
        </div>
    }
}
