//! A seat's panel: name and colour, the combos made (each with its cells), the hand.

use leptos::prelude::*;
use tabula_rules::combo4x4::{Card, Cell, Cells, Combo, Combo4x4};

use super::model::Sel;
use super::{words, Input};
use crate::games::table::Play;
use crate::i18n::{fill, said};
use crate::kit::card::CardButton;
use crate::kit::list::Keyed;
use crate::reactive::{derive, memo};
use crate::storage::SeatKind;

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
    // A hand this device does not play (a computer's, a player's by link) is shown, not
    // offered: cards, not buttons that never enable.
    let here = play.kinds.with_value(|k| k.get(seat) == Some(&SeatKind::Human));
    // Copies of a kind are alike: keyed by position, only the first copy of the chosen
    // kind shows chosen; a screen reader tells them apart by number.
    let card_row = Callback::new(move |k: u64| {
        let (i, card) = ((k >> 8) as usize, Card::ALL[(k & 0xff) as usize % Card::ALL.len()]);
        let first = derive(move || hand.with(|h| h.iter().position(|c| *c == card) == Some(i)));
        let copy = derive(move || {
            hand.with(|h| {
                let alike = |cs: &[Card]| cs.iter().filter(|c| **c == card).count();
                (alike(&h[..i.min(h.len())]) + 1, alike(h))
            })
        });
        view! { <li><HandCard play card first copy mine=mine.into() here/></li> }.into_any()
    });
    let hand_label = move || said(&play.lang.get().t().hand_of, &play.name(seat), &[]);
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
        <ul class="c4-hand" aria-label=hand_label>
            <Keyed keys=derive(move || hand.with(|h| h.iter().enumerate().map(|(i, c)| card_key(i, *c)).collect())) row=card_row/>
        </ul>
    }
}

/// A card of a hand, pressable when its owner is to move; `copy` is its number
/// among the copies of its kind in the hand, and how many there are.
#[component]
fn HandCard(
    play: Play<Combo4x4>,
    card: Card,
    first: Signal<bool>,
    copy: Signal<(usize, usize)>,
    mine: Signal<bool>,
    here: bool,
) -> impl IntoView {
    let w = move || words::c4(play.lang.get());
    let name = derive(move || {
        let name = words::card(w(), card);
        match copy.get() {
            (_, 1) => name.to_string(),
            (n, _) => fill(play.lang.get().t().copy_of, &[name, &n.to_string()]),
        }
    });
    let k = Card::ALL.iter().position(|x| *x == card).unwrap_or(0);
    if !here {
        return view! {
            <div class=format!("button card-button c4-card c4-card-{k} theirs")>
                <b>{name}</b>
                <small>{move || words::help(w(), card)}</small>
            </div>
        }
        .into_any();
    }
    // Not while a move is shown without being played: it alone is legal then.
    let stuck = derive(move || {
        mine.get() && play.shown.with(Option::is_none) && play.legal.with(|l| !l.iter().any(|a| a.card == card))
    });
    view! {
        <CardButton
            name
            help=derive(move || words::help(w(), card).to_string())
            tag=derive(move || stuck.get().then(|| w().no_move_tag.to_string()))
            pressed=derive(move || mine.get() && first.get() && play.choice.with(|s: &Sel| s.card == Some(card)))
            enabled=mine
            class=format!("c4-card c4-card-{k}")
            on_press=Callback::new(move |()| play.input(Input::Card(card)))
        />
    }
    .into_any()
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
