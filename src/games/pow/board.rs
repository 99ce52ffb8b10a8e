//! The board: the tray (or the final count), the rows and the stacks, drawn from the
//! scene and the dice picked. Everything around it (status, Undo, Share, log) is the
//! table frame's.

use leptos::prelude::*;
use tabula_rules::pow::Action;

use super::model::{Input, Scene};
use super::result::PowResult;
use super::rows::Rows;
use super::stacks::Stacks;
use super::tray::Tray;
use crate::i18n::Lang;
use crate::kit::die::DieSymbols;
use crate::reactive::memo;

/// The POW board. `mask` holds the rolled dice picked to set aside (bit i: the i-th);
/// a die picked and Roll again go to `on_input`, the take a tile or Take names to
/// `on_action`.
#[component]
pub fn PowBoard(
    scene: Signal<Scene>,
    mask: Signal<u8>,
    on_input: Callback<Input>,
    on_action: Callback<Action>,
    names: Signal<Vec<String>>,
    /// The names as the seats show them (a computer's with its level).
    shown: Signal<Vec<String>>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let over = memo(move || scene.with(|s| s.result.is_some()));
    view! {
        <div class="pow-main">
            <DieSymbols/>
            {move || {
                if over.get() {
                    view! { <PowResult scene names lang/> }.into_any()
                } else {
                    view! { <Tray scene mask on_input on_action names lang/> }.into_any()
                }
            }}
            <Rows scene on_action lang/>
            <Stacks scene names shown on_action lang/>
        </div>
    }
}
