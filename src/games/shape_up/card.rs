//! A card drawn as SVG: the shape, solid or outlined, in an Okabe-Ito colour that
//! colour-blind players can tell apart, with the colour's initial in the corner and
//! its full name on hover and focus.

use crate::kit::num::num;
use leptos::prelude::*;
use tabula_rules::shape_up::{Card, Fill, Shape};

use crate::i18n::Strings;

/// Fill colours for red, green and blue: Okabe-Ito's green and blue; a crimson
/// rather than their vermillion, which read as orange beside yellow (issue 22).
/// Colour-blind players also read the initial in the corner.
const COLOURS: [&str; 3] = ["#c8203a", "#009e73", "#0072b2"];

/// The card's name in the interface language: "blue hollow circle".
pub fn card_name(t: &Strings, c: Card) -> String {
    (t.card_name)(t, c.colour() as usize, c.fill() as usize, c.shape() as usize)
}

/// The symbol of a card, centred on (`cx`, `cy`), `s` units wide.
#[component]
pub fn Symbol(card: Card, cx: f64, cy: f64, s: f64) -> impl IntoView {
    let colour = COLOURS[card.colour() as usize];
    let hollow = card.fill() == Fill::Hollow;
    let fill = if hollow { "#fffdf8" } else { colour };
    let stroke_w = s * 0.09;
    let r = s * 0.36;
    match card.shape() {
        Shape::Circle => view! {
            <circle cx=num(cx) cy=num(cy) r=num(r) fill=fill stroke=colour stroke-width=num(stroke_w)/>
        }
        .into_any(),
        Shape::Triangle => {
            let pts = format!(
                "{},{} {},{} {},{}",
                num(cx),
                num(cy - r * 1.05),
                num(cx + r * 1.1),
                num(cy + r * 0.85),
                num(cx - r * 1.1),
                num(cy + r * 0.85)
            );
            view! { <polygon points=pts fill=fill stroke=colour stroke-width=num(stroke_w) stroke-linejoin="round"/> }
                .into_any()
        }
        Shape::Square => {
            let h = r * 0.9;
            view! {
                <rect x=num(cx - h) y=num(cy - h) width=num(2.0 * h) height=num(2.0 * h) rx=num(s * 0.03) fill=fill stroke=colour stroke-width=num(stroke_w)/>
            }
            .into_any()
        }
    }
}

/// A whole card at (`x`, `y`), `size` units square.
#[component]
pub fn CardFace(card: Card, x: f64, y: f64, size: f64, t: &'static Strings) -> impl IntoView {
    let name = card_name(t, card);
    let initial: String =
        t.colours[card.colour() as usize].chars().next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    let colour = COLOURS[card.colour() as usize];
    view! {
        <g class="card-face">
            <title>{name}</title>
            <rect x=num(x) y=num(y) width=num(size) height=num(size) rx=num(size * 0.1) class="card-bg"/>
            <Symbol card cx=x + size / 2.0 cy=y + size * 0.54 s=size * 0.62/>
            <text x=num(x + size * 0.1) y=num(y + size * 0.22) font-size=num(size * 0.17) fill=colour class="card-initial">
                {initial}
            </text>
        </g>
    }
}

/// A card alone in its own small SVG, for hands and score sheets.
#[component]
pub fn CardIcon(card: Card, t: &'static Strings, #[prop(default = 56.0)] px: f64) -> impl IntoView {
    let name = card_name(t, card);
    view! {
        <svg class="card-icon" viewBox="0 0 100 100" width=num(px) height=num(px) role="img" aria-label=name>
            <CardFace card x=2.0 y=2.0 size=96.0 t/>
        </svg>
    }
}
