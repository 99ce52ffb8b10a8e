//! When a place allows several chameleon choices: which shape each chameleon takes,
//! with the points, the best first.

use leptos::prelude::*;
use tabula_rules::super_pose::{Action, Placement};

use super::input::Presses;
use super::words::{self, Sp};
use crate::i18n::{fill, Strings};

/// A choice in words: each chameleon (the card's own or one on the table) and its shape.
fn shapes_words(w: &Sp, a: &Action) -> String {
    match a {
        Action::Play { shapes, card, at, rot, .. } if !shapes.is_empty() => {
            let laid = Placement::new(*card, *at, *rot).cells();
            shapes
                .iter()
                .map(|(pos, animal)| {
                    let own = laid.is_some_and(|cs| cs.iter().any(|x| x.0 == *pos));
                    let whose = if own { w.on_card } else { w.on_table };
                    format!("{} ({whose}) → {}", w.chameleon, words::animal(w, *animal))
                })
                .collect::<Vec<_>>()
                .join(", ")
        }
        _ => w.jokers.to_string(),
    }
}

/// The dialog, while there are choices to make. Tapping, clicking or focusing a choice
/// shows its zones on the board (a tap must not lay the card: on a touch screen a tap
/// is the only way to look), and so does pointing at one while the pointer is on it;
/// "Lay it" lays the choice shown, the best at first, and has the focus, so Enter
/// alone still lays the best.
#[component]
pub fn ChameleonDialog(presses: Presses, t: Signal<&'static Strings>, w: Signal<&'static Sp>) -> impl IntoView {
    move || {
        presses.dialog.get().map(|choices| {
            let (w, t) = (w.get(), t.get());
            view! {
                <div class="sp-dialog" role="dialog" aria-modal="true" aria-labelledby="sp-cham-title">
                    <h2 id="sp-cham-title">{w.cham_title}</h2>
                    <p>{w.cham_explain}</p>
                    <ul>
                        {choices
                            .into_iter()
                            .enumerate()
                            .map(|(i, c)| {
                                let label = fill(w.cham_option, &[&shapes_words(w, &c.action), &crate::i18n::points(t, c.points)]);
                                let label = if i == 0 { format!("{label} ({})", w.best) } else { label };
                                let shown = move || presses.shown.get() == i;
                                view! {
                                    <li>
                                        <button
                                            class:shown=shown
                                            aria-pressed=move || if shown() { "true" } else { "false" }
                                            on:pointerenter=move |_| presses.pointed.set(Some(i))
                                            on:pointerleave=move |_| presses.pointed.set(None)
                                            on:focus=move |_| presses.shown.set(i)
                                            on:click=move |_| presses.shown.set(i)
                                        >
                                            {label}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                    <div class="cham-actions">
                        <button class="primary" data-testid="sp-cham-lay" on:click=move |_| presses.choose(presses.shown.get_untracked())>
                            {w.cham_lay}
                        </button>
                        <button on:click=move |_| presses.dialog.set(None)>{w.cancel}</button>
                    </div>
                </div>
            }
        })
    }
}
