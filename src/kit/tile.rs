//! A tile: a number face up, or its back face down; lit when a click on it does
//! something.

use leptos::prelude::*;

/// A tile's value as printed: "+4", "−3" (a true minus sign, U+2212, as in print),
/// "0".
pub fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        minus(n)
    }
}

/// A total as printed: "4", "−3", with the same minus sign as [`signed`].
pub fn minus(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
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
            {move || value.get().map_or_else(|| "?".to_string(), signed)}
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_print_with_a_true_minus_sign() {
        assert_eq!(signed(4), "+4");
        assert_eq!(signed(-3), "−3");
        assert_eq!(signed(0), "0");
        assert_eq!(minus(-12), "−12");
        assert_eq!(minus(7), "7");
    }
}
