//! The 4x4 board: sixteen cells that stay in the page (so focus stays put), each bound
//! to the scene, and the arrows of a push.

use leptos::prelude::*;
use tabula_rules::combo4x4;

use super::model::Scene;
use super::words;
use crate::i18n::{fill, Lang};
use crate::kit::cell::{Cell, Man, Mark};
use crate::kit::list::Keyed;
use crate::reactive::{derive, memo};

/// Side of a cell in board units.
const UNIT: i32 = 100;

/// The centre of a cell.
fn centre(c: combo4x4::Cell) -> (i32, i32) {
    (i32::from(c.col()) * UNIT + UNIT / 2, i32::from(c.row()) * UNIT + UNIT / 2)
}

/// The board. `on_cell` gets every press of a cell; `on_back` Escape.
#[component]
pub fn Board(
    scene: Memo<Scene>,
    lang: Signal<Lang>,
    on_cell: Callback<combo4x4::Cell>,
    on_back: Callback<()>,
) -> impl IntoView {
    let w = move || words::c4(lang.get());
    let cols = ["a", "b", "c", "d"];
    view! {
        <svg
            class="c4-board"
            viewBox="-28 -28 432 432"
            role="group"
            aria-label=move || w().board
            data-testid="c4-board"
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                if ev.key() == "Escape" {
                    on_back.run(());
                }
            }
        >
            <defs>
                <marker id="c4-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                    <path d="M0 0L10 5L0 10z"/>
                </marker>
            </defs>
            <g class="coords" aria-hidden="true">
                {(0..4).map(|i| view! {
                    <text x=50 + 100 * i y="-9">{cols[i as usize]}</text>
                    <text x="-14" y=57 + 100 * i>{i + 1}</text>
                }).collect_view()}
            </g>
            {combo4x4::Cell::all().map(|c| view! { <BoardCell c scene lang on_cell/> }).collect_view()}
            <Keyed
                keys=derive(move || scene.with(|s| s.pushes.iter().map(|&(a, b)| u64::from(a.0) << 8 | u64::from(b.0)).collect()))
                row=Callback::new(|k: u64| view! { <Push a=combo4x4::Cell((k >> 8) as u8) b=combo4x4::Cell(k as u8)/> }.into_any())
            />
        </svg>
    }
}

/// One cell: its man, whether it is lit, its name for screen readers.
#[component]
fn BoardCell(
    c: combo4x4::Cell,
    scene: Memo<Scene>,
    lang: Signal<Lang>,
    on_cell: Callback<combo4x4::Cell>,
) -> impl IntoView {
    // Memos, not derived signals: a cell's parts are drawn again only when what
    // they show changes, not at every change of the scene (each man's element was
    // rebuilt, its every attribute set again, at each press).
    let owner = memo(move || scene.with(|s| s.men.iter().position(|m| m.contains(c))));
    let movable = memo(move || scene.with(|s| s.movable.contains(c)));
    let target = memo(move || scene.with(|s| s.targets.contains(c)));
    let from = memo(move || scene.with(|s| s.from == Some(c)));
    let class = memo(move || {
        scene.with(|s| {
            let mut k = String::from("c4-cell");
            for (on, name) in [
                (s.movable.contains(c), " movable"),
                (s.targets.contains(c), " target"),
                (s.from == Some(c), " from"),
                (s.last.is_some_and(|l| l.0 == c || l.1 == c), " last"),
                (s.combo.contains(c), " combo"),
            ] {
                if on {
                    k.push_str(name);
                }
            }
            k
        })
    });
    let label = memo(move || {
        let w = words::c4(lang.get());
        let name = c.to_string();
        // A lit cell with a man on it is a swap, unless the card pushes it.
        let swap = scene.with(|s| s.pushes.is_empty());
        match (target.get(), owner.get()) {
            (true, Some(o)) if swap => fill(w.swap_target, &[w.colours.get(o).copied().unwrap_or(""), &name]),
            (true, _) => fill(w.target, &[&name]),
            (false, Some(o)) => fill(w.man, &[w.colours.get(o).copied().unwrap_or(""), &name]),
            _ => name,
        }
    });
    let (x, y) = centre(c);
    view! {
        <Cell
            x=x - UNIT / 2
            y=y - UNIT / 2
            size=UNIT
            class
            live=derive(move || movable.get() || target.get())
            label
            pressed=from
            on_press=Callback::new(move |()| on_cell.run(c))
        >
            <Man side=owner motion=format!("c{c}")/>
            <Mark lit=target occupied=derive(move || owner.get().is_some())/>
        </Cell>
    }
}

/// The arrow of a man a push would shove.
#[component]
fn Push(a: combo4x4::Cell, b: combo4x4::Cell) -> impl IntoView {
    let ((x1, y1), (x2, y2)) = (centre(a), centre(b));
    let (dx, dy) = ((x2 - x1) / 4, (y2 - y1) / 4);
    view! { <line class="push" x1=x1 + dx y1=y1 + dy x2=x2 - dx y2=y2 - dy marker-end="url(#c4-arrow)"/> }
}
