//! A tile: a number face up, or its back face down; lit when a click on it does
//! something.

use leptos::prelude::*;

use crate::i18n::signed;

/// A tile's value as printed: "+4", "−3" (the true minus sign of [`signed`]), "0".
pub fn face(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        signed(n)
    }
}

/// One tile, a button: enabled only while lit. `value` `None` is face down. The
/// stylesheet keeps it at least 44 px each way, a finger's tap target.
#[component]
pub fn Tile(
    #[prop(into)] value: Signal<Option<i32>>,
    #[prop(into)] label: Signal<String>,
    #[prop(into)] lit: Signal<bool>,
    #[prop(into)] on_pick: Callback<()>,
    /// Shown but not counting (struck through).
    #[prop(optional, into)]
    faded: Signal<bool>,
    /// Extra classes for the button.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class=class
            class:lit=move || lit.get()
            class:down=move || value.with(Option::is_none)
            class:faded=move || faded.get()
            aria-label=label
            disabled=move || !lit.get()
            on:click=move |_| on_pick.run(())
        >
            {move || value.get().map_or_else(|| "?".to_string(), face)}
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_print_with_a_sign_and_a_true_minus() {
        assert_eq!(face(4), "+4");
        assert_eq!(face(-3), "−3");
        assert_eq!(face(0), "0");
    }
}
