//! The hot-seat cover: hides the table until the next player says they hold the device.

use leptos::prelude::*;

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
