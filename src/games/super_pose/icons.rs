//! The card faces drawn in SVG. Each animal is a silhouette that reads without colour
//! (the rules stress colour-blind play): pointed ears (Cat), two pairs of wings
//! (Butterfly), wide ears and a trunk (Elephant), a tail fin (Fish), long upright ears
//! (Rabbit), a beak (Bird). Their shapes are data (`shapes.rs`), drawn inline.

use crate::kit::num::num;
use leptos::prelude::*;
use tabula_rules::super_pose::{Animal, CardId, Icon, Placement, Pos, Rotation};

use super::camera::{ViewBox, CELL};
use super::shapes::paths;

/// An icon's paths, its box at `(x, y)` and `size` wide, each of class `colour` too.
/// Drawn inline, not as symbols: a `<use>` is a copy of its symbol under its own
/// transform, five to nine objects to style, lay out, paint and layer where a cell's
/// icon is one to three (docs/BENCHMARKS.md, session 46).
pub fn ink(icon: Icon, x: f64, y: f64, size: f64, colour: &str) -> impl IntoView {
    let paths = paths(icon, x, y, size).into_iter();
    paths
        .map(|(ink, d)| {
            let width = ink.line_width().map(|w| num(w * size / 10.0));
            view! { <path class=format!("{}{colour}", ink.class()) d=d stroke-width=width/> }
        })
        .collect_view()
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

/// What icons share, once per page, in a hidden SVG: the chameleon's rainbow.
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

/// One icon cell at a board position: its ground and its icon's paths, each coloured
/// by the icon's class. No group round them: six a card, they were an eighth of a late
/// board's elements, each styled, laid out and painted at every move.
#[component]
pub fn Cell(pos: Pos, icon: Icon) -> impl IntoView {
    let (x, y) = (f64::from(pos.x) * CELL, f64::from(pos.y) * CELL);
    let c = class(icon);
    view! {
        <rect class=format!("cell-bg {c}") x=num(x + 1.0) y=num(y + 1.0) width=num(CELL - 2.0) height=num(CELL - 2.0) rx="1"/>
        {ink(icon, x + 1.6, y + 1.6, CELL - 3.2, &format!(" {c}"))}
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
            {ink(icon, 0.0, 0.0, 10.0, "")}
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
