//! `<Show>` once for every page: Leptos' `<Show>` is generic over its children and
//! its condition, so each use brought its own copy of the same code (14 uses, about
//! 8.6 KB of wasm). Here the condition is a `Signal<bool>` and the children are
//! type-erased, so every use shares one.

use leptos::prelude::*;

use crate::reactive::memo;

/// `children` while `when` holds, else `fallback` (nothing by default); each drawn
/// anew only when the condition changes, not every time it is read again.
#[component]
pub fn When(
    #[prop(into)] when: Signal<bool>,
    children: ChildrenFn,
    #[prop(optional, into)] fallback: Option<ViewFn>,
) -> impl IntoView {
    let shown = memo(move || when.get());
    move || {
        if shown.get() {
            children().into_any()
        } else {
            fallback.as_ref().map(|f| f.run()).unwrap_or_else(|| ().into_any())
        }
    }
}
