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
use crate::widgets::{log::MoveLog, share::ShareButton};

/// A Combo 4x4 table.
pub type Table = table::Table<Combo4x4>;

impl TableGame for Combo4x4 {
    fn bot(state: &Combo4x4, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::combo4x4::choose(&state.view(Some(seat)), rng)
    }
}

/// The element an event happened in, or its nearest ancestor, carrying `data-<key>`,
/// and that value as a number (0 when not one).
fn data_of(ev: &web_sys::Event, key: &str) -> Option<(web_sys::Element, u8)> {
    use wasm_bindgen::JsCast;
    let attr = format!("data-{key}");
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(&format!("[{attr}]")).ok()??;
    let n = el.get_attribute(&attr)?.parse().unwrap_or(0);
    Some((el, n))
}

/// Focuses the first element `selector` finds (SVG elements too).
fn focus_first(selector: &str) {
    if let Some(el) = document().query_selector(selector).ok().flatten() {
        use wasm_bindgen::JsCast;
        let _ = js_sys::Reflect::get(&el, &"focus".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .map(|f| f.call0(&el));
    }
}

/// Plays `action`, or else goes back to before action `undo_to`; clears the choice
/// and shows what went wrong, if anything. One copy of this code for every caller.
#[inline(never)]
fn change(table: RwSignal<Table>, sel: RwSignal<Sel>, problem: RwSignal<Option<AppError>>, action: Option<Action>, undo_to: usize) {
    let mut err = None;
    table.update(|tb| {
        err = match action {
            Some(a) => tb.play(a),
            None => tb.undo_to(undo_to),
        }
        .err()
    });
    sel.set(Sel::default());
    problem.set(err);
}

/// The table: board, both hands, combos, log, and the computer's turns.
#[component]
pub fn Combo4x4Table(ctx: Ctx, table: Table) -> impl IntoView {
    let t = Signal::derive(move || ctx.lang.get().t());
    let all_computers = table.humans() == 0;
    let table = RwSignal::new(table);
    let sel = RwSignal::new(Sel::default());
    let problem = RwSignal::new(None::<AppError>);
    let keyboard = StoredValue::new(false);
    let ui = Memo::new(move |_| {
        let lang = ctx.lang.get();
        let p = problem.get().map(|e| e.text(lang.t()));
        table.with(|tb| ui(tb, sel.get(), lang, p))
    });
    // One closure type for every part shown from the Ui.
    let part = move |f: fn(&Ui) -> String| move || ui.with(f);

    let commit = move |a: Option<Action>, undo_to: usize| change(table, sel, problem, a, undo_to);

    // Computer turns (one timer per position: a stale timer finds the record moved
    // on), and keyboard players' focus, which goes where the next decision is.
    Effect::new(move |_| {
        let (bot, focus) = ui.with(|u| (u.bot, u.focus));
        if let Some((s, len)) = bot {
            set_timeout(
                move || {
                    let Some(Some(a)) = table
                        .try_with_untracked(|tb| (tb.game.record().actions.len() == len).then(|| tb.bot_action(s)).flatten())
                    else {
                        return;
                    };
                    commit(Some(a), 0);
                },
                Duration::from_millis(if all_computers { 300 } else { 700 }),
            );
        }
        if let Some(f) = focus.filter(|_| keyboard.get_value()) {
            request_animation_frame(move || focus_first(f));
        }
    });

    // A cell clicked or activated: play to a lit cell, choose a lit man, or let go.
    let on_cell = move |c: u8| {
        let (s, movable, targets) = ui.with_untracked(|u| (u.sel, u.movable, u.targets));
        if targets & bit(c) != 0 {
            if let (Some(card), Some(from)) = (s.card, s.from) {
                commit(Some(Action { card, from, to: c }), 0);
            }
        } else if movable & bit(c) != 0 && s.from != Some(c) {
            sel.set(Sel { from: Some(c), ..s });
        } else {
            sel.set(Sel { from: None, ..s });
        }
    };
    let on_click = move |ev: &web_sys::Event| {
        if let Some((_, c)) = data_of(ev, "cell") {
            on_cell(c);
        } else if let Some((el, k)) = data_of(ev, "card") {
            // A card of the hand to move: choose it, or let it go when chosen already.
            let card = Card::ALL.get(usize::from(k)).copied().filter(|_| !el.has_attribute("disabled"));
            if let Some(card) = card {
                let same = sel.get_untracked().card == Some(card);
                sel.set(Sel { card: (!same).then_some(card), from: None });
            }
        } else if data_of(ev, "act").is_some() {
            // Undo: back to before the last person's move.
            if let Some(i) = ui.with_untracked(|u| u.undo_to) {
                commit(None, i);
            }
        }
    };

    let make_link = Callback::new(move |()| {
        table.with_untracked(|tb| tb.share_link(tb.holder(&model::movers(&tb.game)))).map_err(|e| problem.set(Some(e))).ok()
    });

    view! {
        <section
            class="table c4"
            data-testid="table"
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                keyboard.set_value(true);
                match ev.key().as_str() {
                    "Escape" => sel.update(|s| if s.from.is_some() { s.from = None } else { s.card = None }),
                    "Enter" | " " if data_of(&ev, "cell").is_some() => {
                        ev.prevent_default();
                        on_click(&ev);
                    }
                    _ => {}
                }
            }
            on:pointerdown=move |_| keyboard.set_value(false)
            on:click=move |ev| on_click(&ev)
        >
            <div class="table-head" inner_html=part(|u| u.head.clone())></div>
            <p class="status" role="status" data-testid="status">{part(|u| u.status.clone())}</p>
            <div class="c4-grid">
                <div class="c4-play" inner_html=part(|u| u.main.clone())></div>
                <aside class="side">
                    <div class="game-actions">
                        <span class="c4-undo" inner_html=part(|u| u.undo.clone())></span>
                        <ShareButton
                            label=Signal::derive(move || t.get().share)
                            copied=Signal::derive(move || t.get().link_copied)
                            make_link
                        />
                    </div>
                    <MoveLog title=Signal::derive(move || t.get().log) lines=Signal::derive(move || ui.with(|u| u.lines.clone()))/>
                </aside>
            </div>
        </section>
    }
}
