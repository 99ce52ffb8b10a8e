//! A die as an SVG face: a shield, a skull, a round bubble or a jagged burst, so every
//! face reads by shape, not only by colour.

use leptos::prelude::*;

/// The shape a die face shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A shield with a chevron.
    Shield,
    /// A skull.
    Skull,
    /// A round speech bubble.
    Bubble,
    /// A jagged "POW" burst.
    Burst,
}

impl Shape {
    /// The symbol drawn and the class a stylesheet colours the face by.
    fn parts(self) -> (&'static str, &'static str) {
        match self {
            Shape::Shield => ("#die-f0", "f0"),
            Shape::Skull => ("#die-f1", "f1"),
            Shape::Bubble => ("#die-f2", "f2"),
            Shape::Burst => ("#die-f3", "f3"),
        }
    }
}

/// The face shapes as symbols, once per page: each die is then a `<use>`.
#[component]
pub fn DieSymbols() -> impl IntoView {
    view! {
        <svg class="die-defs" aria-hidden="true" width="0" height="0">
            <defs>
                <symbol id="die-f0" viewBox="0 0 40 40">
                    <path d="M20 5 32 10v10c0 7-5 12-12 15C13 32 8 27 8 20V10z"/>
                    <path d="m13 14 7 7 7-7" fill="none" stroke="#fffdf8" stroke-width="3.5"/>
                </symbol>
                <symbol id="die-f1" viewBox="0 0 40 40">
                    <path d="M20 6c8 0 13 5 13 12 0 4-2 6-4 8v6H11v-6c-2-2-4-4-4-8C7 11 12 6 20 6z"/>
                    <g fill="#fffdf8" stroke="#fffdf8">
                        <circle cx="15" cy="18" r="3.5"/>
                        <circle cx="25" cy="18" r="3.5"/>
                        <path d="M16 27v5M20 27v5M24 27v5" stroke-width="2"/>
                    </g>
                </symbol>
                <symbol id="die-f2" viewBox="0 0 40 40">
                    <ellipse cx="20" cy="17" rx="14" ry="10"/>
                    <path d="m11 24-3 10 11-7z"/>
                </symbol>
                <symbol id="die-f3" viewBox="0 0 40 40">
                    <path d="m20 3 4 9 9-4-3 9 9 3-9 4 4 9-10-3-4 9-3-9-10 3 4-9-9-4 9-3-3-9 9 4z"/>
                </symbol>
            </defs>
        </svg>
    }
}

/// One die, a button, kept from roll to roll: a roll changes its face and rolls it in
/// again (`roll`), rather than five new buttons, with their listeners and effects,
/// built at each roll (docs/BENCHMARKS.md, session 47). `pressed` is `None`
/// for a die that is not a toggle (one set aside): it then has no `aria-pressed` at
/// all.
#[component]
pub fn Die(
    #[prop(into)] shape: Signal<Shape>,
    #[prop(into)] label: Signal<String>,
    #[prop(into)] pressed: Signal<Option<bool>>,
    #[prop(into)] disabled: Signal<bool>,
    #[prop(into)] on_press: Callback<()>,
    /// Changes at each roll of this die, which then rolls in (`kit::motion::roll`).
    #[prop(optional)]
    roll: Option<Signal<u64>>,
    /// Extra classes for the button, after `die`.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let face = NodeRef::<leptos::svg::Svg>::new();
    if let Some(roll) = roll {
        // After the face is drawn (an effect runs once the view is on the page).
        crate::reactive::effect(move || {
            roll.track();
            if let Some(el) = face.get_untracked() {
                super::motion::roll(&el);
            }
        });
    }
    view! {
        <button
            type="button"
            class=format!("die {class}")
            aria-label=label
            aria-pressed=move || pressed.get().map(|p| if p { "true" } else { "false" })
            disabled=move || disabled.get()
            on:click=move |_| on_press.run(())
        >
            <svg node_ref=face viewBox="0 0 40 40" class=move || shape.get().parts().1 aria-hidden="true">
                // `rx` a number: a shape of string literals alone comes in a `<g>` of its own
                // (`kit::tile`'s `HATCH`).
                <rect class="die-bg" x="1.5" y="1.5" width="37" height="37" rx=7/>
                <use_ href=move || shape.get().parts().0/>
            </svg>
        </button>
    }
}
