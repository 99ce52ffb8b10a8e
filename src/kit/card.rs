//! A card in a hand: its name, what it does, and a tag when it cannot be played.

use leptos::prelude::*;

/// A card as a button. `tag` says why it cannot be played now, if so.
#[component]
pub fn CardButton(
    #[prop(into)] name: Signal<String>,
    #[prop(into)] help: Signal<String>,
    #[prop(into)] tag: Signal<Option<String>>,
    #[prop(into)] pressed: Signal<bool>,
    #[prop(into)] enabled: Signal<bool>,
    /// Extra classes.
    #[prop(into)]
    class: Signal<String>,
    on_press: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            class=move || format!("card-button {}", class.get())
            class:stuck=move || tag.with(Option::is_some)
            disabled=move || !enabled.get()
            aria-pressed=move || pressed.get().then_some("true")
            on:click=move |_| on_press.run(())
        >
            <b>{name}</b>
            <small>{help}</small>
            {move || tag.get().map(|t| view! { <em>{t}</em> })}
        </button>
    }
}
