//! The Combo 4x4 table.
//!
//! Lean by design (the app has a size budget): the whole table is one `Ui` value
//! derived from the game and the person's choice (see [`draw::ui`]), shown as markup;
//! clicks and keys are read from `data-cell`, `data-card` and `data-act`.

mod draw;
mod model;
pub mod words;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::combo4x4::{Action, Card, Combo4x4};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Seat};

use self::draw::{ui, Ui};
use self::model::{bit, Sel};
use crate::app::Ctx;
use crate::error::AppError;
use crate::games::table::{self, TableGame};

/// A Combo 4x4 table.
pub type Table = table::Table<Combo4x4>;

impl TableGame for Combo4x4 {
    fn bot(state: &Combo4x4, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::combo4x4::choose(&state.view(Some(seat)), rng)
    }
}

/// What an event happened on: the nearest element carrying `data-cell`, `data-card`
/// or `data-act`, as that attribute's 7th letter (`e`, `a`, `c`) and value, unless
/// disabled.
fn target_of(ev: &web_sys::Event) -> Option<(u8, String)> {
    use wasm_bindgen::JsCast;
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest("[data-cell],[data-card],[data-act]").ok()??;
    if el.has_attribute("disabled") {
        return None;
    }
    ["data-cell", "data-card", "data-act"]
        .into_iter()
        .find_map(|k| el.get_attribute(k).map(|v| (k.as_bytes().get(6).copied().unwrap_or(0), v)))
}

/// The table's state, to hand to [`act`] in one piece.
#[derive(Clone, Copy)]
struct Handles {
    table: RwSignal<Table>,
    sel: RwSignal<Sel>,
    problem: RwSignal<Option<AppError>>,
    link: RwSignal<Option<String>>,
    ui: Memo<Ui>,
}

/// A click, or Enter or Space on a focused cell: play to a lit cell, choose a lit man
/// or a card (or let it go), Undo, Share.
#[inline(never)]
fn act(h: Handles, ev: &web_sys::Event) -> bool {
    let Some((kind, value)) = target_of(ev) else { return false };
    let n: u8 = value.parse().unwrap_or(0);
    let (s, movable, targets, undo_to) = h.ui.with_untracked(|u| (u.sel, u.movable, u.targets, u.undo_to));
    match (kind, value.as_str()) {
        (b'e', _) if targets & bit(n) != 0 => {
            if let (Some(card), Some(from)) = (s.card, s.from) {
                change(h, Some(Action { card, from, to: n }), 0);
            }
        }
        (b'e', _) if movable & bit(n) != 0 && s.from != Some(n) => h.sel.set(Sel { from: Some(n), ..s }),
        (b'e', _) => h.sel.set(Sel { from: None, ..s }),
        (b'a', _) => {
            let card = Card::ALL.get(usize::from(n)).copied();
            h.sel.set(Sel { card: card.filter(|&c| s.card != Some(c)), from: None });
        }
        (_, "undo") => {
            if let Some(i) = undo_to {
                change(h, None, i);
            }
        }
        (_, "share") => {
            let made = h.table.with_untracked(|tb| tb.share_link(tb.holder(&model::movers(tb.game.record().actions.len()))));
            match made {
                Ok(url) => {
                    crate::web::copy(&url);
                    h.link.set(Some(url));
                }
                Err(e) => h.problem.set(Some(e)),
            }
        }
        _ => return false,
    }
    true
}

/// Focuses the first element `selector` finds. `focus` is called by name, so it works
/// on the board's SVG cells too.
fn focus_first(selector: &str) {
    use wasm_bindgen::JsCast;
    if let Some(el) = document().query_selector(selector).ok().flatten() {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Plays `action`, or else goes back to before action `undo_to`; clears the choice
/// and the share link, and shows what went wrong, if anything.
#[inline(never)]
fn change(h: Handles, action: Option<Action>, undo_to: usize) {
    let mut err = None;
    h.table.update(|tb| {
        err = match action {
            Some(a) => tb.play(a),
            None => tb.undo_to(undo_to),
        }
        .err()
    });
    h.sel.set(Sel::default());
    h.link.set(None);
    h.problem.set(err);
}

/// The table: board, both hands, combos, log, and the computer's turns.
#[component]
pub fn Combo4x4Table(ctx: Ctx, table: Table) -> impl IntoView {
    let all_computers = table.humans() == 0;
    let table = RwSignal::new(table);
    let sel = RwSignal::new(Sel::default());
    let problem = RwSignal::new(None::<AppError>);
    let link = RwSignal::new(None::<String>);
    let keyboard = StoredValue::new(false);
    let ui = Memo::new(move |_| {
        let lang = ctx.lang.get();
        let p = problem.get().map(|e| e.text(lang.t()));
        link.with(|l| table.with(|tb| ui(tb, sel.get(), lang, p, l.as_deref())))
    });
    let h = Handles { table, sel, problem, link, ui };
    // One closure type for every part shown from the Ui.
    let part = move |f: fn(&Ui) -> String| move || ui.with(f);

    // Computer turns (one timer per position: a stale timer finds the record moved
    // on), and keyboard players' focus, which goes where the next decision is.
    Effect::new(move |_| {
        let (bot, focus) = ui.with(|u| (u.bot, u.focus));
        if let Some((s, len)) = bot {
            let delay = Duration::from_millis(if all_computers { 300 } else { 700 });
            table::bot_after(table, s, len, delay, move |a| change(h, Some(a), 0));
        }
        if let Some(f) = focus.filter(|_| keyboard.get_value()) {
            request_animation_frame(move || focus_first(f));
        }
    });

    view! {
        <section
            class="table c4"
            data-testid="table"
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                keyboard.set_value(true);
                match ev.key().as_str() {
                    "Escape" => sel.update(|s| if s.from.is_some() { s.from = None } else { s.card = None }),
                    "Enter" | " " if target_of(&ev).is_some_and(|t| t.0 == b'e') && act(h, &ev) => ev.prevent_default(),
                    _ => {}
                }
            }
            on:pointerdown=move |_| keyboard.set_value(false)
            on:click=move |ev| {
                act(h, &ev);
            }
        >
            <div class="table-head" inner_html=part(|u| u.head.clone())></div>
            <p class="status" role="status" data-testid="status">{part(|u| u.status.clone())}</p>
            <div class="c4-grid" inner_html=part(|u| u.main.clone())></div>
        </section>
    }
}
