//! The board: every laid card in laying order (so later cards cover earlier ones),
//! the existing zones outlined, the ghost of the card being placed, and a view that
//! fits the layout as it grows and pans and zooms by wheel, pinch, drag, buttons or
//! keys.

use crate::kit::list::Keyed;
use crate::kit::num::num;
use std::collections::BTreeSet;

use leptos::prelude::*;
use tabula_rules::super_pose::{Animal, CardId, Icon, Placement, Pos, Rotation};

use super::camera::{cell_at, to_board, units_per_pixel, ViewBox, CELL};
use super::gesture::{Gesture, Pointers};
use super::icons::{class, CardShape};
use super::words::Sp;
use crate::reactive::{derive, effect, memo};

/// What the board shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardModel {
    /// Every card laid, oldest first.
    pub placed: Vec<Placement>,
    /// The existing zones: animal, cells, and whether a winner holds it.
    pub zones: Vec<(Animal, Vec<Pos>, bool)>,
    /// How many cards at the end of `placed` the last turn laid (0 or 1), to mark it.
    pub fresh: usize,
    /// Whether `zones` are those a chameleon choice being weighed would make.
    pub weighed: bool,
}

/// A key the board passes on to the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Move the card being placed by a cell.
    Step(i16, i16),
    /// Turn it a quarter.
    Rotate,
    /// Jump to the next legal place (or the previous one).
    Next(bool),
    /// Play it where it is.
    Play,
    /// Put it back.
    Cancel,
}

/// A laid card's key in the board's list: its place in the laying order and the
/// placement itself (a card taken back by Undo and laid elsewhere is a new row).
fn card_key(i: usize, p: Placement) -> u64 {
    let rot = Rotation::ALL.iter().position(|r| *r == p.rot).unwrap_or(0) as u64;
    (i as u64 & 0xffff) << 48
        | u64::from(p.card.0) << 40
        | u64::from(p.at.x as u16) << 24
        | u64::from(p.at.y as u16) << 8
        | rot
}

/// The place in the laying order and the placement a [`card_key`] names.
fn card_of(k: u64) -> (usize, Placement) {
    let at = Pos::new((k >> 24) as u16 as i16, (k >> 8) as u16 as i16);
    let rot = Rotation::ALL[(k & 3) as usize];
    ((k >> 48) as usize, Placement::new(CardId((k >> 40) as u8), at, rot))
}

/// A zone's key in the board's list, from all it shows (FNV-1a over its animal, its
/// cells and whether it is won): a move draws only the zones it made or changed.
fn zone_key((a, cells, won): &(Animal, Vec<Pos>, bool)) -> u64 {
    let start = (*a as u64) << 1 | u64::from(*won);
    cells.iter().fold(start ^ 0xcbf2_9ce4_8422_2325, |h, p| {
        (h ^ (u64::from(p.x as u16) << 16 | u64::from(p.y as u16))).wrapping_mul(0x100_0000_01b3)
    })
}

/// The outline of a zone: the cell edges with no zone cell across them.
fn outline(cells: &[Pos]) -> String {
    let set: BTreeSet<Pos> = cells.iter().copied().collect();
    let mut d = String::new();
    for p in cells {
        let (x, y) = (f64::from(p.x) * CELL, f64::from(p.y) * CELL);
        let edges = [
            (Pos::new(p.x, p.y.saturating_sub(1)), (x, y, x + CELL, y)),
            (Pos::new(p.x.saturating_add(1), p.y), (x + CELL, y, x + CELL, y + CELL)),
            (Pos::new(p.x, p.y.saturating_add(1)), (x, y + CELL, x + CELL, y + CELL)),
            (Pos::new(p.x.saturating_sub(1), p.y), (x, y, x, y + CELL)),
        ];
        for (n, (x0, y0, x1, y1)) in edges {
            if !set.contains(&n) {
                d.push_str(&format!("M{} {}L{} {}", num(x0), num(y0), num(x1), num(y1)));
            }
        }
    }
    d
}

/// When the view follows a card that leaves it.
#[derive(Clone, Copy, PartialEq)]
enum Follow {
    /// The last press was a key: always, the fitted view too.
    Keys,
    /// Only in a view the player zoomed or panned (the fitted one holds every card
    /// laid and every legal place).
    Zoomed,
    /// Never: a mouse is over the board.
    Hover,
}

/// The board.
#[component]
pub fn Board(
    model: Signal<BoardModel>,
    ghost: Signal<Option<(Placement, bool)>>,
    lit: Signal<Vec<Pos>>,
    w: Signal<&'static Sp>,
    on_hover: Callback<Pos>,
    on_tap: Callback<Pos>,
    on_key: Callback<BoardKey>,
) -> impl IntoView {
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let manual = RwSignal::new(None::<ViewBox>);
    // The view fits the laid cards with room for a card round them; the ghost is left
    // out so hovering near the edge does not move the board under the pointer.
    let auto = memo(move || {
        model.with(|m| ViewBox::fit(m.placed.iter().filter_map(Placement::cells).flatten().map(|c| c.0), 3.0))
    });
    let vb = derive(move || manual.get().unwrap_or_else(|| auto.get()));
    // Next legal place, a tap near the edge or a card laid can leave a view the
    // player zoomed or panned: it moves as little as it takes to show the card. Keys
    // move the ghost anywhere, so the fitted view follows them too. Nothing moves
    // under a mouse hovering over the board, or the board would slide away from it.
    let follow = StoredValue::new(Follow::Zoomed);
    let bring_in = move |cells: Vec<Pos>| {
        let cur = vb.get_untracked();
        let wanted = match follow.get_value() {
            Follow::Keys => true,
            Follow::Zoomed => manual.with_untracked(Option::is_some),
            Follow::Hover => false,
        };
        if wanted && !cells.iter().all(|p| cur.shows(*p)) {
            manual.set(Some(cur.including(cells)));
        }
    };
    effect(move || {
        let Some((g, _)) = ghost.get() else { return };
        bring_in(g.cells().map(|c| c.iter().map(|x| x.0).collect()).unwrap_or_default());
    });
    // Only a card laid: the board's zones change as a chameleon choice is shown.
    let last_laid = memo(move || model.with(|m| m.placed.last().copied()));
    effect(move || {
        let cells = last_laid.get().and_then(|p| p.cells());
        bring_in(cells.map(|c| c.iter().map(|x| x.0).collect()).unwrap_or_default());
    });

    let size = move || {
        svg_ref.get_untracked().map(|el| {
            let r = el.get_bounding_client_rect();
            (r.left(), r.top(), r.width(), r.height())
        })
    };
    let board_point =
        move |cx: f64, cy: f64| size().map(|(l, t, wd, ht)| to_board(&vb.get_untracked(), wd, ht, cx - l, cy - t));
    let pointers = StoredValue::new_local(Pointers::default());
    let point = |ev: &leptos::ev::PointerEvent| (f64::from(ev.client_x()), f64::from(ev.client_y()));

    let on_down = move |ev: leptos::ev::PointerEvent| pointers.update_value(|s| s.press(ev.pointer_id(), point(&ev)));
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let Some((_, _, wd, ht)) = size() else { return };
        let cur = vb.get_untracked();
        match pointers.try_update_value(|s| s.moved(ev.pointer_id(), point(&ev))) {
            Some(Gesture::Pan(dx, dy)) => {
                let upp = units_per_pixel(&cur, wd, ht);
                manual.set(Some(cur.pan(dx * upp, dy * upp)));
            }
            Some(Gesture::Pinch(f, (mx, my))) => {
                if let Some((bx, by)) = board_point(mx, my) {
                    manual.set(Some(cur.zoom(f, bx, by)));
                }
            }
            // Only a mouse hovers: a finger's ghost would jump about under it.
            Some(Gesture::Hover(hx, hy)) if ev.pointer_type() == "mouse" => {
                follow.set_value(Follow::Hover);
                if let Some((bx, by)) = board_point(hx, hy) {
                    on_hover.run(cell_at(bx, by));
                }
            }
            _ => {}
        }
    };
    let on_up = move |ev: leptos::ev::PointerEvent| {
        if pointers.try_update_value(|s| s.lift(ev.pointer_id())) == Some(true) {
            let (x, y) = point(&ev);
            if let Some((bx, by)) = board_point(x, y) {
                on_tap.run(cell_at(bx, by));
            }
        }
    };
    let on_cancel = move |ev: leptos::ev::PointerEvent| pointers.update_value(|s| s.cancel(ev.pointer_id()));
    // The pointer gone, a card moved by a button or laid is followed again.
    let on_leave = move |ev: leptos::ev::PointerEvent| {
        follow.set_value(Follow::Zoomed);
        on_cancel(ev);
    };
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        let f = (-ev.delta_y() * 0.0015).exp();
        if let Some((bx, by)) = board_point(f64::from(ev.client_x()), f64::from(ev.client_y())) {
            manual.set(Some(vb.get_untracked().zoom(f, bx, by)));
        }
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let cur = vb.get_untracked();
        let step = cur.w.min(cur.h) / 6.0;
        let Some(act) = key_action(ev.key().as_str(), ev.shift_key()) else { return };
        ev.prevent_default();
        match act {
            KeyAct::Pan(dx, dy) => manual.set(Some(cur.pan(dx * step, dy * step))),
            KeyAct::Zoom(f) => manual.set(Some(cur.zoom_centre(f))),
            KeyAct::Fit => manual.set(None),
            KeyAct::Pass(k) => {
                follow.set_value(Follow::Keys);
                on_key.run(k);
            }
        }
    };

    view! {
        <div class="sp-board-wrap">
            <svg
                class="sp-board"
                node_ref=svg_ref
                viewBox=move || vb.get().attr()
                tabindex="0"
                role="application"
                aria-label=move || w.get().board_label
                aria-describedby="sp-ghost-status"
                data-testid="sp-board"
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_cancel
                on:pointerleave=on_leave
                on:wheel=on_wheel
                on:keydown=on_keydown
            >
                <Layers model ghost lit/>
            </svg>
            <ZoomButtons w manual vb/>
        </div>
    }
}

/// The cards in laying order, the zones' outlines over them, the chosen card's legal
/// places (a dot at each one's middle), and the ghost on top.
#[component]
fn Layers(model: Signal<BoardModel>, ghost: Signal<Option<(Placement, bool)>>, lit: Signal<Vec<Pos>>) -> impl IntoView {
    // Keyed: a move adds its card and leaves the others' elements be (redrawing a
    // board of 40 cards on every move made the page's long tasks).
    let keys = derive(move || model.with(|m| m.placed.iter().enumerate().map(|(i, p)| card_key(i, *p)).collect()));
    let row = Callback::new(move |k: u64| {
        let (i, placement) = card_of(k);
        let last = derive(move || model.with(|m| i + m.fresh >= m.placed.len()));
        view! { <CardShape placement extra="" last/> }.into_any()
    });
    // Keyed too: every outline drawn again at each move was a third of a move's
    // restyled elements late in a game (docs/BENCHMARKS.md, session 45).
    let zone_keys = move |weighed: bool| {
        derive(move || {
            model.with(|m| if m.weighed == weighed { m.zones.iter().map(zone_key).collect() } else { Vec::new() })
        })
    };
    let zone = Callback::new(move |k: u64| {
        model.with_untracked(|m| {
            m.zones.iter().find(|z| zone_key(z) == k).map(|(a, cells, won)| {
                view! { <path class=format!("zone {}{}", class(Icon::Animal(*a)), if *won { " won" } else { "" }) d=outline(cells)/> }
            })
        })
        .into_any()
    });
    // Keyed by place: a press that turns the card keeps the dots of the places both
    // turns allow (every dot drawn again was most of a press's attributes).
    let spot_keys =
        derive(move || lit.with(|l| l.iter().map(|p| u64::from(p.x as u16) << 16 | u64::from(p.y as u16)).collect()));
    let spot = Callback::new(move |k: u64| {
        let (x, y) = ((k >> 16) as u16 as i16, k as u16 as i16);
        let (cx, cy) = ((f64::from(x) + 0.5) * CELL, (f64::from(y) + 0.5) * CELL);
        view! { <circle class="spot" cx=num(cx) cy=num(cy) r=num(CELL * 0.2)/> }.into_any()
    });
    // The ghost is drawn at the origin and moved by its layer's `transform`: drawn
    // again only for another card, turn or verdict, so a press or a mouse moving it to
    // the next place sets one attribute rather than drawing its twenty shapes again.
    let shape = memo(move || ghost.get().map(|(p, legal)| (Placement::new(p.card, Pos::new(0, 0), p.rot), legal)));
    let moved = move || {
        let Pos { x, y } = ghost.with(|g| g.map_or(Pos::new(0, 0), |(p, _)| p.at));
        format!("translate({} {})", num(f64::from(x) * CELL), num(f64::from(y) * CELL))
    };
    let ghost_view = move || {
        shape.get().map(|(p, legal)| {
            view! { <CardShape placement=p extra=if legal { "ghost legal" } else { "ghost illegal" }/> }
        })
    };
    view! {
        <g class="cards">
            <Keyed keys row/>
        </g>
        <g class="zones" data-testid="sp-zones"><Keyed keys=zone_keys(false) row=zone/></g>
        <g class="spots" data-testid="sp-spots"><Keyed keys=spot_keys row=spot/></g>
        <g class="ghosts" transform=moved>{ghost_view}</g>
        // The zones a chameleon choice would make, over the card that makes them.
        <g class="zones weighed" data-testid="sp-weighed"><Keyed keys=zone_keys(true) row=zone/></g>
    }
}

/// Zoom in, zoom out and fit, for pointers without a wheel or a pinch.
#[component]
fn ZoomButtons(w: Signal<&'static Sp>, manual: RwSignal<Option<ViewBox>>, vb: Signal<ViewBox>) -> impl IntoView {
    view! {
        <div class="zoom-buttons">
            <button type="button" aria-label=move || w.get().zoom_in title=move || w.get().zoom_in
                on:click=move |_| manual.set(Some(vb.get_untracked().zoom_centre(1.25)))>"+"</button>
            <button type="button" aria-label=move || w.get().zoom_out title=move || w.get().zoom_out
                on:click=move |_| manual.set(Some(vb.get_untracked().zoom_centre(0.8)))>"−"</button>
            <button type="button" class="fit" on:click=move |_| manual.set(None)>{move || w.get().fit}</button>
        </div>
    }
}

/// What a key does to the view (pan by a sixth of it, zoom, fit) or passes on to the
/// table; Shift and an arrow pans, an arrow alone moves the card.
#[derive(Clone, Copy, Debug, PartialEq)]
enum KeyAct {
    Pan(f64, f64),
    Zoom(f64),
    Fit,
    Pass(BoardKey),
}

fn key_action(key: &str, shift: bool) -> Option<KeyAct> {
    Some(match (key, shift) {
        ("ArrowLeft", true) => KeyAct::Pan(-1.0, 0.0),
        ("ArrowRight", true) => KeyAct::Pan(1.0, 0.0),
        ("ArrowUp", true) => KeyAct::Pan(0.0, -1.0),
        ("ArrowDown", true) => KeyAct::Pan(0.0, 1.0),
        ("ArrowLeft", false) => KeyAct::Pass(BoardKey::Step(-1, 0)),
        ("ArrowRight", false) => KeyAct::Pass(BoardKey::Step(1, 0)),
        ("ArrowUp", false) => KeyAct::Pass(BoardKey::Step(0, -1)),
        ("ArrowDown", false) => KeyAct::Pass(BoardKey::Step(0, 1)),
        ("+" | "=", _) => KeyAct::Zoom(1.25),
        ("-" | "_", _) => KeyAct::Zoom(0.8),
        ("0", _) => KeyAct::Fit,
        ("r" | "R", _) => KeyAct::Pass(BoardKey::Rotate),
        ("n", false) => KeyAct::Pass(BoardKey::Next(false)),
        ("N", _) | ("n", true) => KeyAct::Pass(BoardKey::Next(true)),
        ("Enter" | " ", _) => KeyAct::Pass(BoardKey::Play),
        ("Escape", _) => KeyAct::Pass(BoardKey::Cancel),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zones_key_changes_with_all_it_shows() {
        let zone =
            |a, cells: &[(i16, i16)], won| (a, cells.iter().map(|&(x, y)| Pos::new(x, y)).collect::<Vec<_>>(), won);
        let two = zone(Animal::Cat, &[(0, 0), (1, 0)], false);
        let keys = [
            zone_key(&two),
            zone_key(&zone(Animal::Cat, &[(0, 0), (1, 0), (2, 0)], false)),
            zone_key(&zone(Animal::Cat, &[(0, 0), (0, 1)], false)),
            zone_key(&zone(Animal::Fish, &[(0, 0), (1, 0)], false)),
            zone_key(&zone(Animal::Cat, &[(0, 0), (1, 0)], true)),
            zone_key(&zone(Animal::Cat, &[(-1, 0), (1, 0)], false)),
        ];
        for (i, a) in keys.iter().enumerate() {
            assert!(keys[i + 1..].iter().all(|b| a != b), "{keys:?}");
        }
        assert_eq!(zone_key(&two), zone_key(&two.clone()));
    }

    #[test]
    fn a_laid_card_is_named_by_its_key() {
        for (i, p) in [
            (0, Placement::new(CardId(0), Pos::new(0, 0), Rotation::R0)),
            (41, Placement::new(CardId(53), Pos::new(-7, 12), Rotation::R270)),
            (65535, Placement::new(CardId(255), Pos::new(i16::MIN, i16::MAX), Rotation::R90)),
        ] {
            assert_eq!(card_of(card_key(i, p)), (i, p));
        }
    }

    #[test]
    fn a_zone_outline_skips_inner_edges() {
        let two = outline(&[Pos::new(0, 0), Pos::new(1, 0)]);
        assert_eq!(two.matches('M').count(), 6, "a 2 x 1 domino has 6 outer edges");
        assert!(!two.contains("M10 0L10 10"), "the shared edge is not drawn");
    }

    #[test]
    fn shift_and_an_arrow_pans_an_arrow_alone_moves_the_card() {
        assert_eq!(key_action("ArrowLeft", true), Some(KeyAct::Pan(-1.0, 0.0)));
        assert_eq!(key_action("ArrowLeft", false), Some(KeyAct::Pass(BoardKey::Step(-1, 0))));
        assert_eq!(key_action("N", false), Some(KeyAct::Pass(BoardKey::Next(true))));
        assert_eq!(key_action("0", false), Some(KeyAct::Fit));
        assert_eq!(key_action("x", false), None);
    }
}
