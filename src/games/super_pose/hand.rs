//! The hand: up to three cards, each shown as it is turned, with a button to turn it.
//! A hand that cannot be laid anywhere offers to set a card aside instead.

use leptos::prelude::*;
use tabula_rules::super_pose::{CardId, Rotation};

use super::icons::CardFace;
use super::words::{self, Sp};
use crate::i18n::fill;
use crate::kit::when::When;

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
    let items = move || {
        cards
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, card)| {
                let label = move || fill(w.get().card_n, &[&(i + 1).to_string()]);
                // The icons in words, row by row, for anyone who cannot see the drawing.
                let described = move || {
                    let icons: Vec<String> = card.face(false).map(|f| f.iter().map(|x| words::icon(w.get(), *x)).collect()).unwrap_or_default();
                    format!("{}: {}", label(), icons.join(", "))
                };
                view! {
                    <li class="sp-hand-card" class:selected=move || selected.get() == Some(i)>
                        <button
                            type="button"
                            class="pick motion"
                            data-motion=format!("sp{}", card.0)
                            data-testid=format!("sp-hand-{i}")
                            aria-pressed=move || (selected.get() == Some(i)).to_string()
                            aria-label=described
                            disabled=move || !enabled.get() || stuck.get()
                            on:click=move |_| on_select.run(i)
                        >
                            {move || view! { <CardFace card rot=rots.with(|r| r.get(i).copied().unwrap_or(Rotation::R0))/> }}
                        </button>
                        <When
                            when=move || stuck.get()
                            fallback=move || view! {
                                <button
                                    type="button"
                                    class="turn"
                                    disabled=move || !enabled.get()
                                    aria-label=move || format!("{} — {}", w.get().turn_card, label())
                                    on:click=move |_| on_rotate.run(i)
                                >
                                    "⟳ " {move || w.get().turn_card}
                                </button>
                            }
                        >
                            <button type="button" class="set-aside" disabled=move || !enabled.get() on:click=move |_| on_set_aside.run(i)>
                                {move || format!("{} — {}", w.get().set_aside_btn, label())}
                            </button>
                        </When>
                    </li>
                }
            })
            .collect_view()
    };
    view! { <ul class="sp-hand" data-testid="sp-hand">{items}</ul> }
}
