//! A tile: a number face up, or its back face down; lit when a click on it does
//! something. The face is drawn in SVG inside a button, as a die is, so the button
//! keeps what a browser gives one (focus, Enter and Space, disabled) and the tile's
//! look (frame, hatching, strike) is shapes a stylesheet colours.

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

/// The hatching of a face-down tile and the strike of a dropped hero. Constants (and
/// the frame's `rx` a number) because a shape whose attributes are all string literals
/// is built by Leptos 0.8 from markup, and tachys 0.2.19 puts it on the page in a
/// `<g>` of its own (leptos issue 4556), three more objects a tile for the browser to
/// style, lay out and paint (docs/BENCHMARKS.md, session 47).
const HATCH: &str = "M3 17 17 3M3 31 31 3M8 40 40 8M22 40 40 22";
const STRIKE: &str = "M7 36 37 8";

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
    /// The last move: outlined until the next (style/table.css `.last`).
    #[prop(optional, into)]
    marked: Signal<bool>,
    /// Its key for `kit::motion`, while it has one.
    #[prop(optional, into)]
    motion: Signal<Option<String>>,
    /// A small mark in the top left corner (a row tile's place), or nothing.
    #[prop(optional, into)]
    corner: Signal<String>,
    /// Extra classes for the button.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let down = move || value.with(Option::is_none);
    let faded = move || faded.get();
    let button = NodeRef::<leptos::html::Button>::new();
    let pick = move |_| {
        // A lit tile picked leaves the page (taken into a stack, or stolen from one).
        // Had it kept the focus a click gives it, its removal would make the browser
        // restyle and lay out the page then and there, in the middle of the move's
        // update, and again for the frame: 28 ms of a take's 140 at a quarter of the
        // CPU (docs/BENCHMARKS.md, session 41). Blurred first, the page is clean.
        let el = button.get_untracked();
        if let Some(el) = &el {
            let _ = el.blur();
        }
        on_pick.run(());
        // A pick that took nothing (learning from a mistake, a move not the better
        // one) keeps its tile and, with nothing else focused, the focus.
        // After the press is played (`Play::input` plays it in the frame after).
        if let Some(el) = el {
            crate::kit::frame::after_next(move || {
                if el.is_connected() && crate::kit::focus::lost() {
                    let _ = el.focus();
                }
            });
        }
    };
    view! {
        <button
            node_ref=button
            type="button"
            class=class
            class:lit=move || lit.get()
            class:down=down
            class:faded=faded
            class:last=move || marked.get()
            class:motion=move || motion.with(Option::is_some)
            data-motion=move || motion.get()
            disabled=move || !lit.get()
            on:click=pick
        >
            // The name in words, read instead of the face (which is hidden from
            // assistive technology): a label attribute would not hold the face's text.
            <span class="sr-only">{label}</span>
            <svg viewBox="0 0 44 44" class="tile-face" aria-hidden="true">
                <rect class="tile-bg" x="1.5" y="1.5" width="41" height="41" rx=6/>
                // Drawn always, shown by the button's `down` and `faded` classes: no code
                // per tile to add and remove them.
                <path class="tile-hatch" d=HATCH/>
                <text class="tile-corner" x="5" y="11">{corner}</text>
                <text class="tile-n" x="22" y="29.5" text-anchor="middle">
                    {move || value.get().map_or_else(|| "?".to_string(), face)}
                </text>
                <path class="tile-strike" d=STRIKE/>
            </svg>
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
