//! Every seat's two stacks, top first: the top tile shows, those under it are face
//! down until the game is over; the ones bubbles may steal are lit.

use leptos::prelude::*;
use tabula_rules::pow::{Action, Side};
use tabula_rules::Seat;

use super::model::{tile_text, Scene, Slot};
use super::words::{ordinal, pw};
use crate::i18n::{fill, Lang};
use crate::kit::tile::Tile;

/// The players' stacks, one card per seat.
#[component]
pub fn Stacks(scene: Signal<Scene>, names: Signal<Vec<String>>, on_action: Callback<Action>, lang: Signal<Lang>) -> impl IntoView {
    let seats = Memo::new(move |_| scene.with(|s| s.stacks.len()));
    view! {
        <ul class="seats" data-testid="pow-seats" aria-label=move || pw(lang.get()).players>
            <For
                each=move || 0..seats.get()
                key=|seat| *seat
                children=move |seat| view! { <SeatStacks seat scene names on_action lang/> }
            />
        </ul>
    }
}

/// One seat: its name (marked while it is to move) and its two stacks.
#[component]
fn SeatStacks(seat: Seat, scene: Signal<Scene>, names: Signal<Vec<String>>, on_action: Callback<Action>, lang: Signal<Lang>) -> impl IntoView {
    let name = Signal::derive(move || names.with(|n| n.get(seat).cloned().unwrap_or_default()));
    view! {
        <li class="seat" class:now=move || scene.with(|s| s.mover == Some(seat))>
            <b>{name}</b>
            <Stack seat side=Side::Hero name scene on_action lang/>
            <Stack seat side=Side::Villain name scene on_action lang/>
        </li>
    }
}

/// One stack, keyed by place from the bottom: a tile keeps its element as others land
/// on it.
#[component]
fn Stack(seat: Seat, side: Side, name: Signal<String>, scene: Signal<Scene>, on_action: Callback<Action>, lang: Signal<Lang>) -> impl IntoView {
    let k = side.index();
    let height = Memo::new(move |_| scene.with(|s| s.stacks.get(seat).map_or(0, |st| st[k].len())));
    let tile = move |from_bottom: usize| {
        // The tile's depth from the top now, what shows of it and the steal it makes.
        let slot = Memo::new(move |_| {
            scene.with(|s| {
                let pile = &s.stacks.get(seat)?[k];
                let depth = pile.len().checked_sub(from_bottom + 1)?;
                pile.get(depth).map(|p| (depth, p.clone()))
            })
        });
        let label = move || {
            let (l, who) = (lang.get(), name.get());
            let w = pw(l);
            let side = w.side[k];
            match slot.get() {
                Some((0, (Some(t), _))) => fill(w.top, &[&who, side, &tile_text(t)]),
                Some((d, (Some(t), _))) => fill(w.shown, &[&who, side, &ordinal(l, d + 1), &tile_text(t)]),
                Some((d, (None, _))) => fill(w.depth, &[&who, side, &ordinal(l, d + 1)]),
                None => String::new(),
            }
        };
        let act = move || slot.with(|s| s.as_ref().and_then(|(_, p): &(usize, Slot)| p.1.clone()));
        view! {
            <Tile
                class="chip"
                value=move || slot.with(|s| s.as_ref().and_then(|p| p.1 .0).map(|t| t.points()))
                label
                lit=move || act().is_some()
                on_pick=move |()| {
                    if let Some(a) = slot.with_untracked(|s| s.as_ref().and_then(|p| p.1 .1.clone())) {
                        on_action.run(a);
                    }
                }
            />
        }
    };
    view! {
        <div class=["stack h", "stack v"][k]>
            <span class="height">{move || format!("{} {}", pw(lang.get()).rows[k], height.get())}</span>
            <For each=move || (0..height.get()).rev() key=|p| *p children=tile/>
        </div>
    }
}
