//! The hand: up to three cards, each shown as it is turned, with a button to turn it.
//! A hand that cannot be laid anywhere offers to set a card aside instead.

use leptos::prelude::*;
use tabula_rules::super_pose::{CardId, Rotation};

use super::icons::CardFace;
use super::words::{self, Sp};
use crate::i18n::fill;
use crate::kit::list::Keyed;
use crate::kit::when::When;
use crate::reactive::memo;

/// The hand of the person to move.
#[component]
pub fn HandPanel(
    w: Signal<&'static Sp>,
    cards: Signal<Vec<CardId>>,
    rots: Signal<[Rotation; 3]>,
    selected: Signal<Option<usize>>,
    enabled: Signal<bool>,
    stuck: Signal<bool>,
    on_select: Callback<usize>,
    on_rotate: Callback<usize>,
    on_set_aside: Callback<usize>,
) -> impl IntoView {
    // Keyed by card: a card laid leaves and the one drawn arrives, the others keep
    // their elements (each with its drawing) and read their place in the hand.
    let keys = memo(move || cards.with(|c| c.iter().map(|card| u64::from(card.0)).collect()));
    let item = Callback::new(move |k: u64| {
        let card = CardId(k as u8);
        let place = memo(move || cards.with(|c| c.iter().position(|x| *x == card)).unwrap_or(0));
        let label = move || fill(w.get().card_n, &[&(place.get() + 1).to_string()]);
        // The icons in words, row by row, for anyone who cannot see the drawing.
        let described = move || {
            let icons: Vec<String> =
                card.face(false).map(|f| f.iter().map(|x| words::icon(w.get(), *x)).collect()).unwrap_or_default();
            format!("{}: {}", label(), icons.join(", "))
        };
        let chosen = move || selected.get() == Some(place.get());
        // Its face is drawn again only when it turns: at every press (a card picked,
        // a place tried) the whole drawing was rebuilt, every attribute set again.
        let rot = memo(move || rots.with(|r| r.get(place.get()).copied().unwrap_or(Rotation::R0)));
        view! {
            <li class="sp-hand-card" class:selected=chosen>
                <button
                    type="button"
                    class="pick motion"
                    data-motion=format!("sp{}", card.0)
                    data-testid=move || format!("sp-hand-{}", place.get())
                    aria-pressed=move || chosen().to_string()
                    aria-label=described
                    disabled=move || !enabled.get() || stuck.get()
                    on:click=move |_| on_select.run(place.get_untracked())
                >
                    {move || view! { <CardFace card rot=rot.get()/> }}
                </button>
                <When
                    when=move || stuck.get()
                    fallback=move || view! {
                        <button
                            type="button"
                            class="turn"
                            disabled=move || !enabled.get()
                            aria-label=move || format!("{} — {}", w.get().turn_card, label())
                            on:click=move |_| on_rotate.run(place.get_untracked())
                        >
                            "⟳ " {move || w.get().turn_card}
                        </button>
                    }
                >
                    <button type="button" class="set-aside" disabled=move || !enabled.get() on:click=move |_| on_set_aside.run(place.get_untracked())>
                        {move || format!("{} — {}", w.get().set_aside_btn, label())}
                    </button>
                </When>
            </li>
        }
        .into_any()
    });
    view! {
        <ul class="sp-hand" data-testid="sp-hand">
            <Keyed keys row=item/>
        </ul>
    }
}
