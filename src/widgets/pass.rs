//! The hot-seat cover: hides the table until the next player says they hold the device.

use leptos::prelude::*;

use crate::i18n::{fill, said, Strings};

/// The cover for handing the device to `name`.
pub fn pass_to(t: &Strings, name: &str, on_ready: Callback<()>) -> impl IntoView {
    view! {
        <PassScreen
            heading=fill(t.pass_to, &[name])
            explain=said(&t.pass_explain, name, &[])
            button=fill(t.i_am, &[name])
            on_ready
        />
    }
}

/// A full-table cover with one button.
#[component]
pub fn PassScreen(heading: String, explain: String, button: String, on_ready: Callback<()>) -> impl IntoView {
    view! {
        <div class="pass" role="dialog" aria-modal="true" aria-labelledby="pass-title">
            <h2 id="pass-title">{heading}</h2>
            <p>{explain}</p>
            <button class="primary" autofocus on:click=move |_| on_ready.run(())>{button}</button>
        </div>
    }
}
