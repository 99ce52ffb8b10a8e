//! The Combo 4x4 table.

mod draw;
mod model;
pub mod words;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::combo4x4::{Action, Card, Combo4x4};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, GameId, Seat, Turn};

use self::model::{bit, history, how_it_ended, scene, Sel};
use crate::app::Ctx;
use crate::error::AppError;
use crate::games::table::{self, last_human_action, TableGame};
use crate::i18n::fill;
use crate::route::Route;
use crate::storage::SeatKind;
use crate::widgets::{log::MoveLog, share::ShareButton};

/// A Combo 4x4 table.
pub type Table = table::Table<Combo4x4>;

impl TableGame for Combo4x4 {
    fn bot(state: &Combo4x4, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::combo4x4::choose(&state.view(Some(seat)), rng)
    }
}

/// Pause before a computer move, so people can follow it.
fn bot_delay(all_computers: bool) -> Duration {
    Duration::from_millis(if all_computers { 300 } else { 700 })
}

/// The element an event happened in, or its nearest ancestor, carrying `data-<key>`,
/// and that number.
fn data_of(ev: &web_sys::Event, key: &str) -> Option<(web_sys::Element, u8)> {
    use wasm_bindgen::JsCast;
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(&format!("[data-{key}]")).ok()??;
    let n = el.get_attribute(&format!("data-{key}"))?.parse().ok()?;
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

/// The table: board, both hands, combos, log, and the computer's turns.
#[component]
pub fn Combo4x4Table(ctx: Ctx, table: Table) -> impl IntoView {
    let t = Signal::derive(move || ctx.lang.get().t());
    let w = Signal::derive(move || words::c4(ctx.lang.get()));
    let names = StoredValue::new(table.saved.names.clone());
    let kinds = StoredValue::new(table.saved.kinds.clone());
    let humans = table.humans();
    let table = RwSignal::new(table);
    let sel = RwSignal::new(Sel::default());
    let problem = RwSignal::new(None::<AppError>);
    let keyboard = StoredValue::new(false);

    let hist = Memo::new(move |_| table.with(|tb| history(&tb.game, &names.get_value(), w.get())));
    let legal = Memo::new(move |_| {
        table.with(|tb| if tb.human_to_move().is_some() { tb.game.state().legal_actions() } else { Vec::new() })
    });
    let scene = Memo::new(move |_| {
        let s = sel.get();
        legal.with(|l| table.with(|tb| scene(tb.game.state(), l, tb.game.record().actions.last().copied(), s)))
    });
    let over = Memo::new(move |_| table.with(|tb| tb.game.state().turn() == Turn::Over));

    let commit = move |a: Action| {
        let mut err = None;
        table.update(|tb| err = tb.play(a).err());
        sel.set(Sel::default());
        problem.set(err);
    };

    // Computer turns: one timer per position; a stale timer finds the record moved on.
    Effect::new(move |_| {
        let (turn, len) = table.with(|tb| (tb.game.state().turn(), tb.game.record().actions.len()));
        let Turn::Seat(s) = turn else { return };
        if kinds.get_value().get(s) != Some(&SeatKind::Computer) {
            return;
        }
        set_timeout(
            move || {
                let Some(Some(a)) =
                    table.try_with_untracked(|tb| (tb.game.record().actions.len() == len).then(|| tb.bot_action(s)).flatten())
                else {
                    return;
                };
                commit(a);
            },
            bot_delay(humans == 0),
        );
    });

    // Keyboard players keep their place: focus goes where the next decision is.
    Effect::new(move |_| {
        let s = sel.get();
        let movable = scene.with(|sc| sc.movable != 0);
        if !keyboard.get_value() || legal.with(Vec::is_empty) {
            return;
        }
        request_animation_frame(move || {
            focus_first(match (s.card, s.from) {
                (Some(_), Some(_)) => ".c4-board .target",
                (Some(_), None) if movable => ".c4-board .movable",
                (Some(_), None) => ".c4-card[aria-pressed]",
                _ => ".c4-card:enabled",
            })
        });
    });

    // A cell clicked or activated: play to a lit cell, choose a lit man, or let go.
    let on_cell = move |c: u8| {
        let s = sel.get_untracked();
        let sc = scene.get_untracked();
        if sc.targets & bit(c) != 0 {
            if let (Some(card), Some(from)) = (s.card, s.from) {
                commit(Action { card, from, to: c });
            }
        } else if sc.movable & bit(c) != 0 && s.from != Some(c) {
            sel.set(Sel { from: Some(c), ..s });
        } else {
            sel.set(Sel { from: None, ..s });
        }
    };
    // A card clicked: choose it, or let it go when chosen already.
    let on_card = move |k: u8| {
        let Some(card) = Card::ALL.get(usize::from(k)).copied() else { return };
        if table.with_untracked(|tb| tb.human_to_move().and_then(|s| tb.game.state().hands().get(s)).is_some_and(|h| h.contains(&card))) {
            let same = sel.get_untracked().card == Some(card);
            sel.set(Sel { card: (!same).then_some(card), from: None });
        }
    };

    let status = move || {
        let t = t.get();
        let names = names.get_value();
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        table.with(|tb| {
            let g = tb.game.state();
            match g.turn() {
                Turn::Over => format!(
                    "{} — {} — {}",
                    t.game_over,
                    fill(t.winner_is, &[&g.winner().map(name).unwrap_or_default()]),
                    how_it_ended(g, &names, w.get())
                ),
                Turn::Seat(s) if tb.human_to_move().is_some() => {
                    // The computer's last move is part of the announcement, for screen readers.
                    let you = fill(t.your_turn, &[&name(s)]);
                    hist.with(|h| match (h.movers.last(), h.lines.get(h.movers.len().wrapping_sub(1))) {
                        (Some(m), Some(l)) if kinds.get_value().get(*m) == Some(&SeatKind::Computer) => format!("{you} — {l}"),
                        _ => you,
                    })
                }
                Turn::Seat(s) => fill(t.thinking, &[&name(s)]),
                _ => String::new(),
            }
        })
    };

    let hint = move || {
        let w = w.get();
        if legal.with(Vec::is_empty) {
            return String::new();
        }
        let s = sel.get();
        let Some(card) = s.card else { return w.pick_card.to_string() };
        let name = words::card(w, card);
        match (s.from, scene.with(|sc| sc.movable)) {
            (_, 0) => fill(w.card_stuck, &[name]),
            (None, _) => fill(w.pick_man, &[name, words::help(w, card)]),
            (Some(_), _) => fill(w.pick_to, &[name]),
        }
    };

    // Undo goes back to before the last person's move.
    let undo_to = Memo::new(move |_| hist.with(|h| last_human_action(&h.movers, &kinds.get_value())));
    let undo = move |_| {
        let Some(i) = undo_to.get_untracked() else { return };
        let mut err = None;
        table.update(|tb| err = tb.undo_to(i).err());
        sel.set(Sel::default());
        problem.set(err);
    };
    let make_link = Callback::new(move |()| {
        table
            .with_untracked(|tb| hist.with_untracked(|h| tb.share_link(tb.holder(&h.movers))))
            .map_err(|e| problem.set(Some(e)))
            .ok()
    });

    let panel = move |s: Seat| {
        move || {
            let chosen = sel.get().card;
            let hand_label = t.get().hand;
            table.with(|tb| {
                let mine = tb.human_to_move() == Some(s);
                let hand = tb.game.state().hands().get(s).cloned().unwrap_or_default();
                let names = names.get_value();
                hist.with(|h| {
                    legal.with(|l| {
                        let p = draw::Panel {
                            seat: s,
                            name: names.get(s).map_or("", String::as_str),
                            hand: &hand,
                            combos: h.combos.get(s).map_or(&[], Vec::as_slice),
                            play: mine.then_some((l.as_slice(), chosen)),
                        };
                        draw::panel(&p, w.get(), hand_label)
                    })
                })
            })
        }
    };
    let panel_class = move |s: Seat| {
        move || {
            let turn = table.with(|tb| tb.game.state().turn() == Turn::Seat(s));
            format!("c4-seat c4-seat-{s}{}", if turn { " turn" } else { "" })
        }
    };

    let coords: String = (0..4)
        .map(|i| {
            let m = i * draw::UNIT + draw::UNIT / 2;
            format!(r#"<text x="{m}" y="-9">{}</text><text x="-14" y="{}">{}</text>"#, char::from(b'a' + i as u8), m + 7, i + 1)
        })
        .collect();

    view! {
        <section
            class="table c4"
            data-testid="table"
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                keyboard.set_value(true);
                match ev.key().as_str() {
                    "Escape" => sel.update(|s| if s.from.is_some() { s.from = None } else { s.card = None }),
                    "Enter" | " " => {
                        if let Some((_, c)) = data_of(&ev, "cell") {
                            ev.prevent_default();
                            on_cell(c);
                        }
                    }
                    _ => {}
                }
            }
            on:pointerdown=move |_| keyboard.set_value(false)
            on:click=move |ev| {
                if let Some((_, c)) = data_of(&ev, "cell") {
                    on_cell(c);
                } else if let Some((el, k)) = data_of(&ev, "card") {
                    if !el.has_attribute("disabled") {
                        on_card(k);
                    }
                }
            }
        >
            <div class="table-head">
                <a class="back" href="#/">{move || t.get().back_home}</a>
                <h1>"Combo 4x4"</h1>
                <a class="back" href=Route::Rules(GameId::Combo4x4).hash()>{move || t.get().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status">{status}</p>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p.text(t.get())}</p> })}
            <p class="hint" data-testid="c4-hint">{hint}</p>
            <Show when=move || over.get()>
                <a class="button primary play-again" href=Route::Setup(GameId::Combo4x4).hash()>{move || t.get().play_again}</a>
            </Show>
            <div class="c4-grid">
                <section class=panel_class(0) data-testid="c4-seat-0" inner_html=panel(0)></section>
                <svg class="c4-board" viewBox="-28 -28 432 432" role="group" aria-label=move || w.get().board data-testid="c4-board">
                    <defs>
                        <marker id="c4-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                            <path d="M0 0L10 5L0 10z"/>
                        </marker>
                    </defs>
                    <g class="coords" aria-hidden="true" inner_html=coords></g>
                    <g inner_html=move || scene.with(|sc| draw::board(sc, w.get()))></g>
                </svg>
                <section class=panel_class(1) data-testid="c4-seat-1" inner_html=panel(1)></section>
                <aside class="side">
                    <div class="game-actions">
                        <button disabled=move || undo_to.get().is_none() on:click=undo>{move || t.get().undo}</button>
                        <ShareButton
                            label=Signal::derive(move || t.get().share)
                            copied=Signal::derive(move || t.get().link_copied)
                            make_link
                        />
                    </div>
                    <p class="c4-piles">
                        {move || {
                            table.with(|tb| {
                                let g = tb.game.state();
                                fill(w.get().piles, &[&g.deck().len().to_string(), &g.discards().len().to_string()])
                            })
                        }}
                    </p>
                    <MoveLog title=Signal::derive(move || t.get().log) lines=Signal::derive(move || hist.get().lines)/>
                </aside>
            </div>
        </section>
    }
}
