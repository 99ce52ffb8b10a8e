//! A labelled drop-down of a few settings (language, theme, the computers' pace): one
//! component, so each new setting adds no rendering code to the wasm.

use leptos::prelude::*;

/// A `<select>` in a `<label>`: `label` is shown unless `quiet` (then only screen
/// readers have it), `options` are (code, words) pairs and `on_pick` gets the code.
#[component]
pub fn Choice(
    #[prop(into)] label: Signal<&'static str>,
    #[prop(into)] value: Signal<&'static str>,
    options: Vec<(&'static str, Signal<&'static str>)>,
    #[prop(into)] on_pick: Callback<String>,
    class: &'static str,
    #[prop(optional)] quiet: bool,
) -> impl IntoView {
    view! {
        <label class=class>
            <span class:sr-only=quiet>{label}</span>
            <select on:change=move |ev| on_pick.run(event_target_value(&ev)) prop:value=value>
                {options.into_iter().map(|(code, words)| view! { <option value=code>{words}</option> }).collect_view()}
            </select>
        </label>
    }
}
