//! The card faces drawn in SVG. Each animal is a silhouette that reads without colour
//! (the rules stress colour-blind play): pointed ears (Cat), two pairs of wings
//! (Butterfly), wide ears and a trunk (Elephant), a tail fin (Fish), long upright ears
//! (Rabbit), a beak (Bird). The shapes are symbols defined once per page and drawn
//! with `<use>`, so a board of 80 cards stays a small document.

use crate::kit::num::num;
use leptos::prelude::*;
use tabula_rules::super_pose::{Animal, CardId, Icon, Placement, Pos, Rotation};

use super::camera::{ViewBox, CELL};

/// The id of the symbol that draws an icon.
pub fn symbol(icon: Icon) -> &'static str {
    match icon {
        Icon::Animal(a) => {
            ["#sp-cat", "#sp-butterfly", "#sp-elephant", "#sp-fish", "#sp-rabbit", "#sp-bird"][a.index()]
        }
        Icon::Flower => "#sp-flower",
        Icon::Chameleon => "#sp-chameleon",
        Icon::Black => "#sp-black",
    }
}

/// The CSS class that colours an icon's cell.
pub fn class(icon: Icon) -> &'static str {
    match icon {
        Icon::Animal(a) => ["a-cat", "a-butterfly", "a-elephant", "a-fish", "a-rabbit", "a-bird"][a.index()],
        Icon::Flower => "a-flower",
        Icon::Chameleon => "a-chameleon",
        Icon::Black => "a-black",
    }
}

/// The CSS class of a pack's colour, for a card's border and a seat's marker.
pub fn pack_class(card: CardId) -> &'static str {
    card.owner().map_or("pack-start", |a| {
        ["pack-cat", "pack-butterfly", "pack-elephant", "pack-fish", "pack-rabbit", "pack-bird"][a.index()]
    })
}

/// The symbols, once per page, in a hidden SVG.
#[component]
pub fn Symbols() -> impl IntoView {
    view! {
        <svg class="sp-symbols" aria-hidden="true" width="0" height="0">
            <defs>
                <linearGradient id="sp-rainbow" x1="0" y1="0" x2="1" y2="1">
                    <stop offset="0" stop-color="#d1263b"/>
                    <stop offset="0.35" stop-color="#e8a000"/>
                    <stop offset="0.65" stop-color="#2e8b3e"/>
                    <stop offset="1" stop-color="#1f66c9"/>
                </linearGradient>
                <symbol id="sp-cat" viewBox="0 0 10 10">
                    <path d="M1.9 6.1Q1.9 3.9 2.6 3.3L2.1 0.9L4.3 2.4Q5 2.3 5.7 2.4L7.9 0.9L7.4 3.3Q8.1 3.9 8.1 6.1Q8.1 9.3 5 9.3Q1.9 9.3 1.9 6.1Z"/>
                    <circle class="eye" cx="3.8" cy="5.4" r="0.7"/>
                    <circle class="eye" cx="6.2" cy="5.4" r="0.7"/>
                </symbol>
                <symbol id="sp-butterfly" viewBox="0 0 10 10">
                    <path d="M5 5C3 0.4 0.2 1.4 0.9 4.6C1.3 6 3.2 5.6 5 5ZM5 5C7 0.4 9.8 1.4 9.1 4.6C8.7 6 6.8 5.6 5 5ZM5 5.3C3.4 5.6 1.6 7.4 2.7 8.7C3.8 9.5 4.8 7.4 5 5.3ZM5 5.3C6.6 5.6 8.4 7.4 7.3 8.7C6.2 9.5 5.2 7.4 5 5.3Z"/>
                    <rect x="4.55" y="2.8" width="0.9" height="5.4" rx="0.45"/>
                </symbol>
                <symbol id="sp-elephant" viewBox="0 0 10 10">
                    <path d="M2.8 2.6Q6.9 1.3 9.4 4.3V9.2H7.9V7.5H5.1V9.2H3.6V6.9Q3 6.7 2.8 6.2L2.6 8.3Q2.5 9.5 1 9.2V8.3Q1.6 8.4 1.6 7.6L1.3 4.5Q1.5 2.9 2.8 2.6Z"/>
                    <path class="ear" d="M3.9 3.4Q5.9 3.2 5.7 5.3Q5.2 6.3 4 5.9"/>
                    <circle class="eye" cx="2.5" cy="4.2" r="0.5"/>
                </symbol>
                <symbol id="sp-fish" viewBox="0 0 10 10">
                    <path d="M0.8 5Q4 1 7.3 5Q4 9 0.8 5ZM6.6 5L9.5 2.2V7.8Z"/>
                    <circle class="eye" cx="2.9" cy="4.6" r="0.55"/>
                </symbol>
                <symbol id="sp-rabbit" viewBox="0 0 10 10">
                    <ellipse cx="3.7" cy="3.1" rx="1" ry="2.9"/>
                    <ellipse cx="6.3" cy="3.1" rx="1" ry="2.9"/>
                    <circle cx="5" cy="7" r="2.7"/>
                    <circle class="eye" cx="4.1" cy="6.6" r="0.45"/>
                    <circle class="eye" cx="5.9" cy="6.6" r="0.45"/>
                </symbol>
                <symbol id="sp-bird" viewBox="0 0 10 10">
                    <path d="M2.4 5.6Q3 2.8 5.6 3.5Q8.6 4.4 9.5 7.8Q6.4 9.1 4 8.1Q2.4 7.3 2.4 5.6Z"/>
                    <circle cx="3.4" cy="3.8" r="1.8"/>
                    <path d="M1.9 3.2L0.2 4.1L1.9 4.7Z"/>
                    <circle class="eye" cx="3.2" cy="3.4" r="0.45"/>
                </symbol>
                <symbol id="sp-flower" viewBox="0 0 10 10">
                    <circle cx="5" cy="2.6" r="1.9"/>
                    <circle cx="7.3" cy="4.3" r="1.9"/>
                    <circle cx="6.4" cy="7" r="1.9"/>
                    <circle cx="3.6" cy="7" r="1.9"/>
                    <circle cx="2.7" cy="4.3" r="1.9"/>
                    <circle class="heart" cx="5" cy="5" r="1.4"/>
                </symbol>
                <symbol id="sp-chameleon" viewBox="0 0 10 10">
                    <path
                        class="body"
                        d="M0.9 4.1Q2.2 2.3 4.6 3Q7.3 3.7 7.6 6.2Q7.7 8.7 5.6 8.6Q3.9 8.4 4.3 6.9Q4.7 5.9 5.8 6.4"
                    />
                    <circle class="eye" cx="2" cy="3.7" r="0.5"/>
                </symbol>
                <symbol id="sp-black" viewBox="0 0 10 10">
                    <rect width="10" height="10"/>
                </symbol>
            </defs>
        </svg>
    }
}

/// Width and height of a card's box, in cells, as it is turned.
pub fn box_size(rot: Rotation) -> (i16, i16) {
    rot.size()
}

/// One card drawn at its place: the card, then its six cells. `extra` is added to the
/// group's classes (`ghost legal`, `last`, ...).
#[component]
pub fn CardShape(
    placement: Placement,
    #[prop(into)] extra: String,
    /// Whether it is the card the last turn laid, for a card that stays on the board
    /// while others come.
    #[prop(optional, into)]
    last: Option<Signal<bool>>,
) -> impl IntoView {
    let (w, h) = box_size(placement.rot);
    let Pos { x, y } = placement.at;
    let cells = placement.cells().map(|c| c.to_vec()).unwrap_or_default();
    // A card laid is a piece for `kit::motion`; a ghost (where it would go) is not.
    // On the board only the card just laid is: the others do not move in the game,
    // and when the view refits, 40 cards gliding at once in an SVG (redrawn on the
    // page's thread each frame) made long tasks.
    let piece = !extra.contains("ghost");
    let is_last = move || last.is_some_and(|l| l.get());
    let (left, top) = (f64::from(x) * CELL + 0.4, f64::from(y) * CELL + 0.4);
    let (bw, bh) = (num(f64::from(w) * CELL - 0.8), num(f64::from(h) * CELL - 0.8));
    view! {
        <g
            class=format!("sp-card {} {extra}", pack_class(placement.card))
            class:motion=move || piece && (last.is_none() || is_last())
            class:last=is_last
            data-motion=piece.then(|| format!("sp{}", placement.card.0))
        >
            // Its shadow, or a ghost's halo (style/super-pose.css): a shape placed by
            // its own coordinates. A CSS drop-shadow filter on every card made each
            // repaint of the board four times as slow to raster in software, and a
            // CSS transform on the shape half again (docs/BENCHMARKS.md, session 20).
            <rect class="card-shadow" x=num(left + 0.15) y=num(top + 0.4) width=bw.clone() height=bh.clone() rx="1.6"/>
            <rect class="card-back" x=num(left) y=num(top) width=bw height=bh rx="1.6"/>
            {cells.into_iter().map(|(p, icon)| view! { <Cell pos=p icon/> }).collect_view()}
        </g>
    }
}

/// One icon cell at a board position: its ground and its icon, each coloured by the
/// icon's class. No group round the two: six a card, they were an eighth of a late
/// board's elements, each styled, laid out and painted at every move.
#[component]
pub fn Cell(pos: Pos, icon: Icon) -> impl IntoView {
    let (x, y) = (f64::from(pos.x) * CELL, f64::from(pos.y) * CELL);
    let c = class(icon);
    view! {
        <rect class=format!("cell-bg {c}") x=num(x + 1.0) y=num(y + 1.0) width=num(CELL - 2.0) height=num(CELL - 2.0) rx="1"/>
        <use_ class=c href=symbol(icon) x=num(x + 1.6) y=num(y + 1.6) width=num(CELL - 3.2) height=num(CELL - 3.2)/>
    }
}

/// A card face alone, upright or turned, for the hand.
#[component]
pub fn CardFace(card: CardId, rot: Rotation) -> impl IntoView {
    let (w, h) = box_size(rot);
    let placement = Placement::new(card, Pos::new(0, 0), rot);
    view! {
        <svg
            class="sp-face"
            viewBox=format!("0 0 {} {}", num(f64::from(w) * CELL), num(f64::from(h) * CELL))
            aria-hidden="true"
        >
            <CardShape placement extra=""/>
        </svg>
    }
}

/// A pack's animal as a small marker (scores, seats).
#[component]
pub fn AnimalMark(animal: Animal) -> impl IntoView {
    let icon = Icon::Animal(animal);
    view! {
        <svg class=format!("sp-mark {}", class(icon)) viewBox="0 0 10 10" aria-hidden="true">
            <use_ href=symbol(icon) width="10" height="10"/>
        </svg>
    }
}

/// A ready starting layout in miniature, for the setup screen.
#[component]
pub fn LayoutPreview(flowers: bool, n: u8) -> impl IntoView {
    let cards = tabula_rules::super_pose::ready(flowers, n).unwrap_or_default();
    let vb = ViewBox::fit(cards.iter().filter_map(Placement::cells).flatten().map(|c| c.0), 0.2);
    view! {
        <svg class="sp-layout" viewBox=vb.attr() aria-hidden="true">
            {cards.into_iter().map(|p| view! { <CardShape placement=p extra=""/> }).collect_view()}
        </svg>
    }
}
