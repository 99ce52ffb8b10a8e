//! SUPER-POSE's free starting layout: the first player lays the starting cards one by
//! one, each after the first overlapping the layout on black squares only.

use leptos::prelude::*;
use tabula_rules::super_pose::{zones, Board, CardId, Placement, PlayError, Pos, Rotation};

use crate::games::super_pose::words::{self, Sp};
use crate::games::super_pose::{CardShape, ViewBox, CELL};
use crate::i18n::{fill, Lang};
use crate::reactive::{effect, memo};

/// How far from the middle a starting card may lie (the rules engine's limit).
const NEAR: i16 = 100;

/// The board of the cards laid so far.
fn board_of(laid: &[Placement]) -> Board {
    let mut b = Board::new();
    for p in laid {
        b.place(*p);
    }
    b
}

/// Why the next card cannot go there, if it cannot.
pub fn refusal(laid: &[Placement], p: &Placement) -> Option<fn(&Sp) -> &'static str> {
    if p.at.x.abs() > NEAR || p.at.y.abs() > NEAR {
        return Some(|w| w.free_far);
    }
    let mut board = board_of(laid);
    match board.check_start(p) {
        Err(PlayError::StartApart) => return Some(|w| w.free_apart),
        Err(_) => return Some(|w| w.free_hides),
        Ok(()) => {}
    }
    board.place(*p);
    (!zones(&board).is_empty()).then_some(|w: &Sp| w.free_zone)
}

/// The builder. `laid` holds the cards laid so far, in laying order.
#[component]
pub fn FreeLayout(lang: RwSignal<Lang>, flowers: Signal<bool>, laid: RwSignal<Vec<Placement>>) -> impl IntoView {
    let w = move || words::sp(lang.get());
    let total = move || if flowers.get() { 5 } else { 3 };
    let at = RwSignal::new(Pos::new(1, 1));
    let rot = RwSignal::new(Rotation::R0);
    let back = RwSignal::new(false);
    // A different set of cards starts over.
    effect(move || {
        flowers.track();
        laid.set(Vec::new());
    });
    let next = memo(move || {
        let n = laid.with(Vec::len);
        (n < total()).then(|| {
            let card = CardId::start(n as u8);
            Placement { card, back: back.get() && card.double_sided(), at: at.get(), rot: rot.get() }
        })
    });
    let why = memo(move || next.get().and_then(|p| laid.with(|l| refusal(l, &p))));
    let lay = move || {
        if let (Some(p), None) = (next.get_untracked(), why.get_untracked()) {
            laid.update(|l| l.push(p));
            back.set(false);
        }
    };
    let step = move |dx: i16, dy: i16| at.update(|p| *p = Pos::new(p.x.saturating_add(dx), p.y.saturating_add(dy)));
    let turn = move || rot.update(|r| *r = crate::games::super_pose::turned(*r));
    let vb = move || {
        let cells = laid.with(|l| {
            l.iter().chain(next.get().iter()).filter_map(Placement::cells).flatten().map(|c| c.0).collect::<Vec<_>>()
        });
        ViewBox::fit(cells, 1.5)
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let r = el.get_bounding_client_rect();
        let v = vb();
        let (x, y) = crate::games::super_pose::to_board(
            &v,
            r.width(),
            r.height(),
            f64::from(ev.client_x()) - r.left(),
            f64::from(ev.client_y()) - r.top(),
        );
        at.set(Pos::new((x / CELL).floor() as i16, (y / CELL).floor() as i16));
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let handled = match ev.key().as_str() {
            "ArrowLeft" => {
                step(-1, 0);
                true
            }
            "ArrowRight" => {
                step(1, 0);
                true
            }
            "ArrowUp" => {
                step(0, -1);
                true
            }
            "ArrowDown" => {
                step(0, 1);
                true
            }
            "r" | "R" => {
                turn();
                true
            }
            "f" | "F" => {
                back.update(|b| *b = !*b);
                true
            }
            "Enter" | " " => {
                lay();
                true
            }
            "Backspace" => {
                laid.update(|l| {
                    l.pop();
                });
                true
            }
            _ => false,
        };
        if handled {
            ev.prevent_default();
        }
    };
    let status = move || {
        let w = w();
        let n = laid.with(Vec::len);
        if n >= total() {
            return w.free_done.to_string();
        }
        let head = fill(w.free_card, &[&(n + 1).to_string(), &total().to_string()]);
        match why.get() {
            Some(f) => format!("{head} — {}", f(w)),
            None => format!("{head} — {}", w.free_ok),
        }
    };
    view! {
        <div class="free-layout">
            <p class="help">{move || if crate::web::coarse_pointer() { w().free_tap } else { w().free_hint }}</p>
            <svg
                class="sp-free"
                viewBox=move || vb().attr()
                tabindex="0"
                role="application"
                aria-label=move || w().free_keys
                aria-describedby="sp-free-status"
                on:click=on_click
                on:keydown=on_key
            >
                {move || laid.get().into_iter().map(|p| view! { <CardShape placement=p extra=""/> }).collect_view()}
                {move || next.get().map(|p| {
                    let extra = if why.get().is_none() { "ghost legal" } else { "ghost illegal" };
                    view! { <CardShape placement=p extra/> }
                })}
            </svg>
            <p id="sp-free-status" class="hint" aria-live="polite" data-testid="sp-free-status">{status}</p>
            <div class="turn-actions">
                <button type="button" on:click=move |_| turn()>{move || format!("⟳ {}", w().turn_card)}</button>
                <button type="button" disabled=move || !next.get().is_some_and(|p| p.card.double_sided()) on:click=move |_| back.update(|b| *b = !*b)>
                    {move || w().other_side}
                </button>
                <button type="button" class="primary" disabled=move || next.get().is_none() || why.get().is_some() on:click=move |_| lay()>
                    {move || w().lay_card}
                </button>
                <button type="button" disabled=move || laid.with(Vec::is_empty) on:click=move |_| laid.update(|l| { l.pop(); })>
                    {move || w().take_back}
                </button>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::super_pose::ready;

    #[test]
    fn every_ready_layout_passes_card_by_card() {
        let cards = ready(false, 0).unwrap_or_default();
        for i in 0..cards.len() {
            assert!(refusal(&cards[..i], &cards[i]).is_none(), "card {i}");
        }
        // The second card laid apart from the first is refused.
        let apart = Placement { at: Pos::new(20, 20), ..cards[1] };
        assert!(refusal(&cards[..1], &apart).is_some());
        // On top of the first, it hides icons.
        let on_top = Placement { at: cards[0].at, ..cards[1] };
        assert!(refusal(&cards[..1], &on_top).is_some());
    }
}
