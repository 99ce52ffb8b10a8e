//! A keyed list for every board: Leptos' keyed diff is generic over the list's item,
//! key and closures, so each `<For>` brings its own copy of it into the wasm. Here the
//! items are `u64` keys and the rows come from a `Callback`, so every list shares one.

use leptos::prelude::*;

/// The rows of `keys`, each drawn once by `row` when its key appears and kept (with
/// its element, and the focus on it) while the key stays. A row whose content changes
/// must either read it reactively or change its key.
#[component]
pub fn Keyed(#[prop(into)] keys: Signal<Vec<u64>>, #[prop(into)] row: Callback<u64, AnyView>) -> impl IntoView {
    view! { <For each=move || keys.get() key=|k| *k children=move |k| row.run(k)/> }
}
