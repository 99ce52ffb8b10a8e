//! The POW table.

mod model;
pub mod words;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::pow::{Action, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, GameId, Seat, Turn};

use self::model::{model, reroll};
use crate::app::Ctx;
use crate::games::table::{self, TableGame};
use crate::route::Route;
use crate::storage::SeatKind;
use crate::widgets::{log::MoveLog, share::ShareButton};

/// A POW table.
pub type Table = table::Table<Pow>;

impl TableGame for Pow {
    fn bot(state: &Pow, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::pow::choose(&state.view(Some(seat)), rng)
    }
}

/// The four die faces as shapes, so they read without colour: a shield, a skull, a
/// round speech bubble and a jagged "POW" burst.
const SYMBOLS: &str = r##"<svg class="pow-defs" aria-hidden="true"><defs>
<symbol id="pow-f0" viewBox="0 0 40 40"><path d="M20 5 32 10v10c0 7-5 12-12 15C13 32 8 27 8 20V10z"/><path d="m13 14 7 7 7-7" fill="none" stroke="#fffdf8" stroke-width="3.5"/></symbol>
<symbol id="pow-f1" viewBox="0 0 40 40"><path d="M20 6c8 0 13 5 13 12 0 4-2 6-4 8v6H11v-6c-2-2-4-4-4-8C7 11 12 6 20 6z"/><g fill="#fffdf8" stroke="#fffdf8"><circle cx="15" cy="18" r="3.5"/><circle cx="25" cy="18" r="3.5"/><path d="M16 27v5M20 27v5M24 27v5" stroke-width="2"/></g></symbol>
<symbol id="pow-f2" viewBox="0 0 40 40"><ellipse cx="20" cy="17" rx="14" ry="10"/><path d="m11 24-3 10 11-7z"/></symbol>
<symbol id="pow-f3" viewBox="0 0 40 40"><path d="m20 3 4 9 9-4-3 9 9 3-9 4 4 9-10-3-4 9-3-9-10 3 4-9-9-4 9-3-3-9 9 4z"/></symbol>
</defs></svg>"##;

/// Pause before a computer move, so people can follow it.
fn bot_delay(all_computers: bool) -> Duration {
    Duration::from_millis(if all_computers { 300 } else { 800 })
}

/// The table: dice, the two rows, every seat's stacks, log, and the computers' turns.
/// The tray and board are HTML drawn from one memo ([`model::model`]); one click
/// handler serves all their buttons.
#[component]
pub fn PowTable(ctx: Ctx, table: Table) -> impl IntoView {
    let lang = ctx.lang;
    let names = StoredValue::new(table.saved.names.clone());
    let kinds = StoredValue::new(table.saved.kinds.clone());
    let humans = table.humans();
    let table = RwSignal::new(table);
    let mask = RwSignal::new(0u8);
    let problem = RwSignal::new(None::<String>);
    let keyboard = StoredValue::new(false);

    // The picked dice are drawn from the mask as it is when the game or the language
    // changes; a click on a die sets its `aria-pressed` itself, so the dice do not
    // roll again on the screen.
    let m = Memo::new(move |_| {
        let l = lang.get();
        table.with(|tb| names.with_value(|n| kinds.with_value(|k| model(&tb.game, n, k, l, mask.get_untracked()))))
    });

    let commit = move |a: Action| {
        let mut err = None;
        table.update(|tb| err = tb.play(a).err());
        if err.is_none() {
            mask.set(0);
        }
        problem.set(err.map(|e| e.text(lang.get_untracked().t())));
    };

    // Computer turns: one timer per position; a stale timer finds the record moved on.
    Effect::new(move |_| {
        let (turn, len) = table.with(|tb| (tb.game.state().turn(), tb.game.record().actions.len()));
        let Turn::Seat(s) = turn else { return };
        if kinds.with_value(|k| k.get(s) != Some(&SeatKind::Computer)) {
            return;
        }
        table::bot_after(table, s, len, bot_delay(humans == 0), commit);
    });

    // Keyboard players keep their place: after each redraw the first die to pick (or
    // the first lit tile) takes the focus.
    Effect::new(move |_| {
        m.track();
        if !keyboard.get_value() {
            return;
        }
        request_animation_frame(|| {
            use wasm_bindgen::JsCast;
            let el = document().query_selector(".pow .die:enabled, .pow button.lit").ok().flatten();
            if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
        });
    });

    // One handler for every drawn button: a die picked or put back, Roll again, a
    // take, Undo.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|e| e.closest("button").ok().flatten())
        else {
            return;
        };
        let num = |k: &str| el.get_attribute(k).and_then(|v| v.parse::<usize>().ok());
        if let Some(d) = num("data-d") {
            let bit = 1u8 << d.min(7);
            mask.update(|x| *x ^= bit);
            let x = mask.get_untracked();
            let _ = el.set_attribute("aria-pressed", if x & bit != 0 { "true" } else { "false" });
            let ok = m.with_untracked(|md| reroll(&md.scene, x).is_some());
            if let Some(r) = document().query_selector(".pow [data-r]").ok().flatten() {
                let _ = if ok { r.remove_attribute("disabled") } else { r.set_attribute("disabled", "") };
            }
        } else if num("data-r").is_some() {
            if let Some(a) = m.with_untracked(|md| reroll(&md.scene, mask.get_untracked())) {
                commit(a);
            }
        } else if let Some(a) = num("data-a").and_then(|i| m.with_untracked(|md| md.acts.get(i).cloned())) {
            commit(a);
        } else if num("data-u").is_some() {
            let Some(i) = m.with_untracked(|md| md.undo_to) else { return };
            let mut err = None;
            table.update(|tb| err = tb.undo_to(i).err());
            mask.set(0);
            problem.set(err.map(|e| e.text(lang.get_untracked().t())));
        }
    };

    let make_link = Callback::new(move |()| table.with_untracked(|tb| tb.share_link(None)).map_err(|e| problem.set(Some(e.text(lang.get_untracked().t())))).ok());
    let status = move || {
        problem.get().unwrap_or_else(|| m.with(|md| md.status.clone()))
    };
    let head = move || {
        let t = lang.get().t();
        format!(
            "<a class=\"back\" href=\"#/\">{}</a><h1>POW</h1><a class=\"back\" href=\"{}\">{}</a>",
            t.back_home,
            Route::Rules(GameId::Pow).hash(),
            t.rules
        )
    };

    view! {
        <section
            class="table pow"
            data-testid="table"
            on:click=on_click
            on:keydown=move |_| keyboard.set_value(true)
            on:pointerdown=move |_| keyboard.set_value(false)
        >
            <div inner_html=SYMBOLS></div>
            <div class="table-head" inner_html=head></div>
            <p class="status" role="status" data-testid="status">{status}</p>
            <div class="pow-grid">
                <div class="pow-main" inner_html=move || m.with(|md| md.html.clone())></div>
                <aside class="side">
                    <div class="game-actions">
                        <ShareButton
                            label=Signal::derive(move || lang.get().t().share)
                            copied=Signal::derive(move || lang.get().t().link_copied)
                            make_link
                        />
                    </div>
                    <MoveLog title=Signal::derive(move || lang.get().t().log) lines=Signal::derive(move || m.with(|md| md.lines.clone()))/>
                </aside>
            </div>
        </section>
    }
}
