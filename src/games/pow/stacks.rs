//! Every seat's two stacks, top first: the top tile shows, those under it are face
//! down until the game is over; the ones bubbles may steal are lit.

use leptos::prelude::*;
use tabula_rules::pow::{Action, Side};
use tabula_rules::Seat;

use super::model::{tile_text, top_key, Scene, Slot};
use super::words::{ordinal, pw};
use crate::i18n::{fill, Lang};
use crate::kit::list::Keyed;
use crate::kit::tile::Tile;
use crate::reactive::{derive, memo};

/// The players' stacks, one card per seat.
#[component]
pub fn Stacks(
    scene: Signal<Scene>,
    names: Signal<Vec<String>>,
    shown: Signal<Vec<String>>,
    on_action: Callback<Action>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let seats = memo(move || scene.with(|s| (0..s.stacks.len() as u64).collect()));
    let seat = move |seat: u64| {
        let seat = seat as usize;
        view! { <SeatStacks seat scene names shown on_action lang/> }.into_any()
    };
    view! {
        <ul class="seats" data-testid="pow-seats" aria-label=move || lang.get().t().players>
            <Keyed keys=seats row=seat/>
        </ul>
    }
}

/// One seat: its name (marked while it is to move; a computer's with its level) and
/// its two stacks.
#[component]
fn SeatStacks(
    seat: Seat,
    scene: Signal<Scene>,
    names: Signal<Vec<String>>,
    shown: Signal<Vec<String>>,
    on_action: Callback<Action>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let name = derive(move || names.with(|n| n.get(seat).cloned().unwrap_or_default()));
    view! {
        <li class="seat" class:now=move || scene.with(|s| s.mover == Some(seat))>
            <b>{move || shown.with(|n| n.get(seat).cloned().unwrap_or_default())}</b>
            <Stack seat side=Side::Hero name scene on_action lang/>
            <Stack seat side=Side::Villain name scene on_action lang/>
        </li>
    }
}

/// One stack, keyed by place from the bottom: a tile keeps its element as others land
/// on it.
#[component]
fn Stack(
    seat: Seat,
    side: Side,
    name: Signal<String>,
    scene: Signal<Scene>,
    on_action: Callback<Action>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let k = side.index();
    let height = memo(move || scene.with(|s| s.stacks.get(seat).map_or(0, |st| st[k].len())));
    // Top first, each keyed by its place from the bottom.
    let from_bottom = memo(move || (0..height.get() as u64).rev().collect());
    let tile = move |from_bottom: u64| {
        // The tile's depth from the top now, what shows of it and the steal it makes.
        let depth = memo(move || height.get().checked_sub(from_bottom as usize + 1));
        let slot = move || scene.with(|s| Some((depth.get()?, s.stacks.get(seat)?[k].get(depth.get()?)?.clone())));
        // At the end, the heroes the count drops are the top ones of the hero stack.
        let dropped = memo(move || {
            let n = scene.with(|s| s.result.as_ref().and_then(|r| r.get(seat)).map_or(0, |c| c.dropped.len()));
            k == 0 && depth.get().is_some_and(|d| d < n)
        });
        let label = move || {
            let (l, who) = (lang.get(), name.get());
            let w = pw(l);
            let side = w.side[k];
            let text = match slot() {
                Some((0, (Some(t), _))) => fill(w.top, &[&who, side, &tile_text(t)]),
                Some((d, (Some(t), _))) => fill(w.shown, &[&who, side, &ordinal(l, d + 1), &tile_text(t)]),
                Some((d, (None, _))) => fill(w.depth, &[&who, side, &ordinal(l, d + 1)]),
                None => String::new(),
            };
            text + if dropped.get() { w.dropped_tile } else { "" }
        };
        let act = move || slot().and_then(|(_, p): (usize, Slot)| p.1);
        view! {
            <Tile
                class="chip"
                value=move || slot().and_then(|p| p.1 .0).map(|t| t.points())
                label
                lit=memo(move || act().is_some())
                faded=dropped
                marked=memo(move || depth.get() == Some(0) && scene.with(|s| s.last == Some((seat, side))))
                motion=derive(move || (depth.get() == Some(0)).then(|| top_key(seat, side)))
                on_pick=move |()| {
                    if let Some(a) = untrack(act) {
                        on_action.run(a);
                    }
                }
            />
        }
        .into_any()
    };
    view! {
        <div class=["stack h", "stack v"][k]>
            <span class="height">{move || format!("{} {}", pw(lang.get()).rows[k], height.get())}</span>
            <Keyed keys=from_bottom row=tile/>
        </div>
    }
}
