//! The board in words on the page (`ear.rs` says what it reads): a button under the
//! board opens it. Its code is fetched when first opened, with the replay's part: few
//! players need it, and SUPER-POSE's first game is near its size budget.

use leptos::prelude::*;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;
use tabula_rules::super_pose::{Action, CardId, View};

use super::ear::{grid, last_move, place, places};
use super::input::Presses;
use super::interpret::Input;
use super::model::middle;
use super::words::{self, Sp};
use crate::i18n::fill;
use crate::kit::part::{drawn_when_loaded, Part};
use crate::kit::when::When;
use crate::reactive::memo;

/// What the board in words reads.
#[derive(Clone, Copy)]
pub struct Ear {
    pub presses: Presses,
    pub view: Memo<View>,
    pub card: Memo<Option<CardId>>,
    pub w: Signal<&'static Sp>,
}

/// The button that opens the board in words, and the board in words once open.
#[component]
pub fn ByEar(ear: Ear) -> impl IntoView {
    let open = RwSignal::new(false);
    let w = ear.w;
    view! {
        <section class="sp-ear">
            <button type="button" class="ear-open" aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>
                {move || w.get().ear_open}
            </button>
            <When when=move || open.get()>
                {drawn_when_loaded(ear_part(ear), true)}
            </When>
        </section>
    }
}

/// In the replay's part, not one of its own: a seventh part cut the code the parts
/// share into more, smaller files, and each game's first load grew by 6 to 11 KiB.
#[cfg(not(test))]
#[wasm_split(replay, wasm_split_path = ::leptos::wasm_split, fallible)]
fn ear_part(ear: Ear) -> Part {
    Ok(ear_body(ear))
}

/// In the tests' wasm, which is never cut, the part is drawn from here.
#[cfg(test)]
async fn ear_part(ear: Ear) -> Part {
    Ok(ear_body(ear))
}

fn ear_body(ear: Ear) -> AnyView {
    let Ear { presses, view, card, w } = ear;
    let play = presses.play;
    let mine = move || !play.legal.with(Vec::is_empty);
    // The card being placed is read on the board only on its owner's turn.
    let ghost = memo(move || presses.placement.get().filter(|_| mine()));
    // A table, not an ARIA grid: a screen reader's table keys walk it cell by cell,
    // each cell said with its column and row.
    let table = move || {
        let wd = w.get();
        let g = view.with(|v| play.names.with_value(|n| grid(wd, v, ghost.get(), n)));
        let head = g.cols.iter().map(|x| view! { <th scope="col">{fill(wd.ear_column, &[&x.to_string()])}</th> });
        let rows = g.rows.into_iter().map(|(y, cells)| {
            view! {
                <tr>
                    <th scope="row">{fill(wd.ear_row, &[&y.to_string()])}</th>
                    {cells.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}
                </tr>
            }
        });
        view! {
            <table class="sr-only" data-testid="sp-ear-grid">
                <caption>{wd.ear_grid}</caption>
                <thead><tr><td></td>{head.collect_view()}</tr></thead>
                <tbody>{rows.collect_view()}</tbody>
            </table>
        }
    };

    // Listed again only when the card, its turn or the position changes, not as the
    // card moves: a moving card's place is marked in the list (`aria-current`).
    let slot = memo(move || play.choice.with(|d| d.slot));
    let rot = memo(move || play.choice.with(|d| d.rot()));
    let list = memo(move || {
        let Some(c) = card.get().filter(|_| mine()) else { return Vec::new() };
        let r = rot.get();
        play.legal.with(|l| play.table.with(|tb| places(tb.game.state(), l, c, r)))
    });
    let at = memo(move || presses.placement.get().map(|p| p.at));
    let go = move |p| {
        if presses.dialog.with_untracked(Option::is_none) {
            play.input(Input::Tap(middle(p, rot.get_untracked())));
        }
    };
    let places_view = move || {
        let wd = w.get();
        if !mine() {
            return view! { <p>{wd.ear_not_yours}</p> }.into_any();
        }
        let Some(s) = slot.get() else { return view! { <p>{wd.ear_no_card}</p> }.into_any() };
        let items = list.get().into_iter().map(|(p, pts)| {
            view! {
                <li>
                    <button type="button" aria-current=move || (at.get() == Some(p)).then_some("true") on:click=move |_| go(p)>
                        {place(wd, p, pts)}
                    </button>
                </li>
            }
        });
        view! {
            <h3 id="sp-ear-places">{fill(wd.ear_places, &[&(s + 1).to_string()])}</h3>
            <ul class="sp-places" aria-labelledby="sp-ear-places">{items.collect_view()}</ul>
        }
        .into_any()
    };

    let last_open = RwSignal::new(false);
    let last = move || {
        let wd = w.get();
        let lines = view.with(|v| {
            let Some(r) = v.log.last() else { return Vec::new() };
            let mut lines = vec![words::turn(wd, &play.name(r.seat), r)];
            if matches!(r.action, Action::Play { .. }) {
                lines.extend(last_move(wd, v));
            }
            lines
        });
        view! { <ul class="sp-last" aria-label=wd.ear_last>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }
    };

    view! {
        {table}
        {places_view}
        <button type="button" aria-expanded=move || last_open.get().to_string() on:click=move |_| last_open.update(|o| *o = !*o)>
            {move || w.get().ear_last}
        </button>
        <When when=move || last_open.get()>{last}</When>
    }
    .into_any()
}
