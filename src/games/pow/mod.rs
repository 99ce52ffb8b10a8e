//! The POW table: the board ([`board::PowBoard`], components drawn from the pure scene
//! of [`model`]) inside the table's head, status, Undo, Share and log.

mod board;
mod log;
mod model;
mod result;
mod rows;
mod stacks;
mod tray;
pub mod words;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::pow::{Action, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, GameId, Seat, Turn};

use self::board::PowBoard;
use self::log::PowLog;
use self::model::{history, scene, status};
use self::words::pw;
use crate::app::Ctx;
use crate::games::table::{self, last_human_action, TableGame};
use crate::route::Route;
use crate::storage::SeatKind;
use crate::widgets::share::ShareButton;

/// A POW table.
pub type Table = table::Table<Pow>;

impl TableGame for Pow {
    fn bot(state: &Pow, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::pow::choose(&state.view(Some(seat)), rng)
    }
}

/// Pause before a computer move, so people can follow it.
fn bot_delay(all_computers: bool) -> Duration {
    Duration::from_millis(if all_computers { 300 } else { 800 })
}

/// The table: head, status, the board, Undo and Share, the log, and the computers'
/// turns.
#[component]
pub fn PowTable(ctx: Ctx, table: Table) -> impl IntoView {
    let lang = ctx.lang;
    let names = Signal::stored(table.saved.names.clone());
    let kinds = StoredValue::new(table.saved.kinds.clone());
    let humans = table.humans();
    let table = RwSignal::new(table);
    let mask = RwSignal::new(0u8);
    let problem = RwSignal::new(None::<String>);

    // Targets are lit only while a person is to decide.
    let scene = Memo::new(move |_| {
        table.with(|tb| {
            let st = tb.game.state();
            let person = matches!(st.turn(), Turn::Seat(s) if kinds.with_value(|k| k.get(s) == Some(&SeatKind::Human)));
            scene(st, person)
        })
    });
    let hist = Memo::new(move |_| {
        let l = lang.get();
        table.with(|tb| names.with(|n| history(&tb.game, n, pw(l), l)))
    });
    // Undo goes back to before the last decision a person made, while the game lasts.
    let undo_to = Memo::new(move |_| {
        let over = scene.with(|s| s.result.is_some());
        hist.with(|h| kinds.with_value(|k| last_human_action(&h.movers, k))).filter(|_| !over)
    });

    let settle = move |err: Option<crate::error::AppError>| {
        if err.is_none() {
            mask.set(0);
        }
        problem.set(err.map(|e| e.text(lang.get_untracked().t())));
    };
    let commit = move |a: Action| {
        let mut err = None;
        table.update(|tb| err = tb.play(a).err());
        settle(err);
    };
    let undo = move |_| {
        let Some(i) = undo_to.get_untracked() else { return };
        let mut err = None;
        table.update(|tb| err = tb.undo_to(i).err());
        mask.set(0);
        settle(err);
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

    let make_link = Callback::new(move |()| table.with_untracked(|tb| tb.share_link(None)).map_err(|e| problem.set(Some(e.text(lang.get_untracked().t())))).ok());
    let status = move || {
        problem.get().unwrap_or_else(|| {
            let l = lang.get();
            scene.with(|s| hist.with(|h| names.with(|n| kinds.with_value(|k| status(s, h, n, k, l)))))
        })
    };
    let has_undo = Memo::new(move |_| undo_to.with(Option::is_some));

    view! {
        <section class="table pow" data-testid="table">
            <div class="table-head">
                <a class="back" href="#/">{move || lang.get().t().back_home}</a>
                <h1>"POW"</h1>
                <a class="back" href=Route::Rules(GameId::Pow).hash()>{move || lang.get().t().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status">{status}</p>
            <div class="pow-grid">
                <PowBoard scene mask on_action=commit names lang/>
                <aside class="side">
                    <div class="game-actions">
                        {move || has_undo.get().then(|| view! { <button type="button" on:click=undo>{move || lang.get().t().undo}</button> })}
                        <ShareButton
                            label=Signal::derive(move || lang.get().t().share)
                            copied=Signal::derive(move || lang.get().t().link_copied)
                            make_link
                        />
                    </div>
                    <PowLog title=move || lang.get().t().log entries=move || hist.with(|h| h.entries.clone())/>
                </aside>
            </div>
        </section>
    }
}
