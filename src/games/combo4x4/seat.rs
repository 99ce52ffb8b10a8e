//! A seat's panel: name and colour, the combos made (each with its cells), the hand.

use leptos::prelude::*;
use tabula_rules::combo4x4::{Card, Cell, Cells, Combo, Combo4x4};

use super::model::Sel;
use super::{words, Input};
use crate::games::table::Play;
use crate::kit::card::CardButton;
use crate::kit::list::Keyed;
use crate::reactive::{derive, memo};

/// One seat.
#[component]
pub fn SeatPanel(play: Play<Combo4x4>, seat: usize, combos: Signal<Vec<(Combo, Cells)>>) -> impl IntoView {
    let w = derive(move || words::c4(play.lang.get()));
    let hand = memo(move || play.table.with(|tb| tb.game.state().hands().get(seat).cloned().unwrap_or_default()));
    let mine = memo(move || play.table.with(|tb| tb.human_to_move()) == Some(seat));
    let made = Callback::new(move |k: u64| {
        let (combo, cells) = (Combo::ALL[(k >> 16) as usize % Combo::ALL.len()], Cells(k as u16));
        view! {
            <span class="c4-made">
                <span class="c4-mini" aria-hidden="true">
                    {Cell::all().map(|c| view! { <i class:on=cells.contains(c)></i> }).collect_view()}
                </span>
                {move || words::combo(w.get(), combo)}
            </span>
        }
        .into_any()
    });
    // Copies of a kind are alike: keyed by position, only the first copy of the chosen
    // kind shows chosen.
    let card_row = Callback::new(move |k: u64| {
        let (i, card) = ((k >> 8) as usize, Card::ALL[(k & 0xff) as usize % Card::ALL.len()]);
        let first = derive(move || hand.with(|h| h.iter().position(|c| *c == card) == Some(i)));
        view! { <li><HandCard play card first mine=mine.into()/></li> }.into_any()
    });
    view! {
        <h2>
            <span class=format!("mark m{}", seat.min(1)) aria-hidden="true"></span>
            {move || play.shown_name(seat)}
            <span class="muted">{move || format!(" · {}", w.get().colours.get(seat).copied().unwrap_or(""))}</span>
        </h2>
        <p class="c4-combos">
            {move || format!("{}: ", w.get().combos_made)}
            {move || combos.with(Vec::is_empty).then(|| w.get().none_yet)}
            <Keyed keys=derive(move || combos.with(|c| c.iter().map(|&(combo, cells)| combo_key(combo, cells)).collect())) row=made/>
        </p>
        <ul class="c4-hand" aria-label=move || play.lang.get().t().hand>
            <Keyed keys=derive(move || hand.with(|h| h.iter().enumerate().map(|(i, c)| card_key(i, *c)).collect())) row=card_row/>
        </ul>
    }
}

/// A card of a hand, pressable when its owner is to move.
#[component]
fn HandCard(play: Play<Combo4x4>, card: Card, first: Signal<bool>, mine: Signal<bool>) -> impl IntoView {
    let w = move || words::c4(play.lang.get());
    // Not while a move is shown without being played: it alone is legal then.
    let stuck = derive(move || {
        mine.get() && play.shown.with(Option::is_none) && play.legal.with(|l| !l.iter().any(|a| a.card == card))
    });
    let k = Card::ALL.iter().position(|x| *x == card).unwrap_or(0);
    view! {
        <CardButton
            name=derive(move || words::card(w(), card).to_string())
            help=derive(move || words::help(w(), card).to_string())
            tag=derive(move || stuck.get().then(|| w().no_move_tag.to_string()))
            pressed=derive(move || mine.get() && first.get() && play.choice.with(|s: &Sel| s.card == Some(card)))
            enabled=mine
            class=format!("c4-card c4-card-{k}")
            on_press=Callback::new(move |()| play.input(Input::Card(card)))
        />
    }
}

/// A combo made, as a list key: which combo, and its cells.
fn combo_key(combo: Combo, cells: Cells) -> u64 {
    let k = Combo::ALL.iter().position(|c| *c == combo).unwrap_or(0) as u64;
    k << 16 | u64::from(cells.0)
}

/// A card of a hand, as a list key: its place in the hand, and its kind.
fn card_key(i: usize, card: Card) -> u64 {
    (i as u64) << 8 | Card::ALL.iter().position(|c| *c == card).unwrap_or(0) as u64
}
