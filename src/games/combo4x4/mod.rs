//! The Combo 4x4 table.

mod model;
pub mod words;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::combo4x4::{Action, Cell, Combo4x4};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, GameId, Seat, Turn};

use self::model::{bit, cell_name, history, how_it_ended, scene, Sel};
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

const UNIT: i32 = 100;

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
        let mine = !legal.with(Vec::is_empty);
        if !keyboard.get_value() || !mine {
            return;
        }
        let movable = scene.with(|sc| sc.movable != 0);
        request_animation_frame(move || {
            focus_first(match (s.card, s.from) {
                (Some(_), Some(_)) => ".c4-board .target",
                (Some(_), None) if movable => ".c4-board .movable",
                (Some(_), None) => ".c4-card[aria-pressed=true]",
                _ => ".c4-card:enabled",
            })
        });
    });

    let on_cell = move |c: Cell| {
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
                    let last = hist.with(|h| {
                        h.movers
                            .last()
                            .filter(|m| kinds.get_value().get(**m) == Some(&SeatKind::Computer))
                            .and_then(|_| h.lines.get(h.movers.len().saturating_sub(1)).cloned())
                    });
                    let you = fill(t.your_turn, &[&name(s)]);
                    last.map_or(you.clone(), |l| format!("{you} — {l}"))
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

    // A seat's panel: name and colour, combos made (each with its cells), hand.
    let panel = move |s: Seat| {
        move || {
            let w = w.get();
            let t = t.get();
            let chosen = sel.get().card;
            let (hand, to_move, mine) = table.with(|tb| {
                let g = tb.game.state();
                (g.hands().get(s).cloned().unwrap_or_default(), g.turn() == Turn::Seat(s), tb.human_to_move() == Some(s))
            });
            let combos = hist.with(|h| h.combos.get(s).cloned().unwrap_or_default());
            let name = names.get_value().get(s).cloned().unwrap_or_default();
            let cards = hand
                .into_iter()
                .map(|card| {
                    let stuck = mine && legal.with(|l| !l.iter().any(|a| a.card == card));
                    view! {
                        <li>
                            <button
                                class="c4-card"
                                class:stuck=stuck
                                disabled=!mine
                                aria-pressed=(mine && chosen == Some(card)).then_some("true")
                                on:click=move |_| {
                                    let same = sel.get_untracked().card == Some(card);
                                    sel.set(Sel { card: (!same).then_some(card), from: None });
                                }
                            >
                                <b>{words::card(w, card)}</b>
                                <small>{words::help(w, card)}</small>
                                {stuck.then(|| view! { <em>{w.no_move_tag}</em> })}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            let made = if combos.is_empty() {
                w.none_yet.into_any()
            } else {
                combos
                    .into_iter()
                    .map(|(c, cells)| {
                        view! {
                            <span class="c4-made">
                                <span class="c4-mini" aria-hidden="true">
                                    {(0..16u8).map(|i| view! { <i class:on=cells & bit(i) != 0></i> }).collect_view()}
                                </span>
                                {words::combo(w, c)}
                            </span>
                        }
                    })
                    .collect_view()
                    .into_any()
            };
            view! {
                <section class=format!("c4-seat c4-seat-{s}") class:turn=to_move data-testid=format!("c4-seat-{s}")>
                    <h2>
                        <span class=format!("mark m{s}") aria-hidden="true"></span>
                        {name}
                        <span class="muted">" · " {w.colours.get(s).copied().unwrap_or("")}</span>
                    </h2>
                    <p class="c4-combos">{w.combos_made} ": " {made}</p>
                    <ul class="c4-hand" aria-label=t.hand>{cards}</ul>
                </section>
            }
        }
    };

    // The board: 16 cells with the men, lit men and cells, push arrows.
    let board = move || {
        let w = w.get();
        let sc = scene.get();
        let cells = (0..16u8)
            .map(|c| {
                let (x, y) = (i32::from(c % 4) * UNIT, i32::from(c / 4) * UNIT);
                let owner = sc.men.iter().position(|m| m & bit(c) != 0);
                let movable = sc.movable & bit(c) != 0;
                let target = sc.targets & bit(c) != 0;
                let name = cell_name(c);
                let label = match (target, owner) {
                    (true, _) => fill(w.target, &[&name]),
                    (false, Some(o)) => fill(w.man, &[w.colours.get(o).copied().unwrap_or(""), &name]),
                    _ => name,
                };
                let live = movable || target;
                let (cx, cy) = (x + UNIT / 2, y + UNIT / 2);
                view! {
                    <g
                        class="c4-cell"
                        class:movable=movable
                        class:target=target
                        class:from=sc.from == Some(c)
                        class:last=sc.last.is_some_and(|l| l.0 == c || l.1 == c)
                        class:combo=sc.combo & bit(c) != 0
                        tabindex=if live { "0" } else { "-1" }
                        role=if live { "button" } else { "img" }
                        aria-label=label
                        aria-pressed=(sc.from == Some(c)).then_some("true")
                        data-cell=c
                        on:click=move |_| on_cell(c)
                        on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                            if matches!(ev.key().as_str(), "Enter" | " ") {
                                ev.prevent_default();
                                on_cell(c);
                            }
                        }
                    >
                        <rect class="sq" x=x y=y width=UNIT height=UNIT/>
                        {(owner == Some(0)).then(|| view! { <circle class="man m0" cx=cx cy=cy r="32"/> })}
                        {(owner == Some(1)).then(|| view! { <rect class="man m1" x=cx - 29 y=cy - 29 width="58" height="58" rx="6"/> })}
                        {target.then(|| view! { <circle class="dot" cx=cx cy=cy r=if owner.is_some() { "42" } else { "13" }/> })}
                    </g>
                }
            })
            .collect_view();
        let arrows = sc
            .pushes
            .iter()
            .map(|&(a, b)| {
                let p = |c: u8| (i32::from(c % 4) * UNIT + UNIT / 2, i32::from(c / 4) * UNIT + UNIT / 2);
                let ((x1, y1), (x2, y2)) = (p(a), p(b));
                view! {
                    <line class="push" x1=x1 + (x2 - x1) / 4 y1=y1 + (y2 - y1) / 4 x2=x2 - (x2 - x1) / 4 y2=y2 - (y2 - y1) / 4 marker-end="url(#c4-arrow)"/>
                }
            })
            .collect_view();
        view! {
            {cells}
            {arrows}
        }
    };

    let coords = (0..4)
        .map(|i| {
            let m = i * UNIT + UNIT / 2;
            view! {
                <text x=m y="-9">{char::from(b'a' + i as u8).to_string()}</text>
                <text x="-14" y=m + 7>{(i + 1).to_string()}</text>
            }
        })
        .collect_view();

    view! {
        <section
            class="table c4"
            data-testid="table"
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                keyboard.set_value(true);
                if ev.key() == "Escape" {
                    sel.update(|s| if s.from.is_some() { s.from = None } else { s.card = None });
                }
            }
            on:pointerdown=move |_| keyboard.set_value(false)
        >
            <div class="table-head">
                <a class="back" href="#/">{move || t.get().back_home}</a>
                <h1>"Combo 4x4"</h1>
                <a class="back" href=Route::Rules(GameId::Combo4x4).hash()>{move || t.get().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status">{status}</p>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p.text(t.get())}</p> })}
            <p class="hint" data-testid="c4-hint">{hint}</p>
            <Show when=move || table.with(|tb| tb.game.state().turn() == Turn::Over)>
                <a class="button primary play-again" href=Route::Setup(GameId::Combo4x4).hash()>{move || t.get().play_again}</a>
            </Show>
            <div class="c4-grid">
                {panel(0)}
                <svg class="c4-board" viewBox="-28 -28 432 432" role="group" aria-label=move || w.get().board data-testid="c4-board">
                    <defs>
                        <marker id="c4-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                            <path d="M0 0L10 5L0 10z"/>
                        </marker>
                    </defs>
                    <g class="coords" aria-hidden="true">{coords}</g>
                    {board}
                </svg>
                {panel(1)}
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
