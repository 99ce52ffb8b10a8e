//! The SUPER-POSE table.

mod board;
mod camera;
mod hand;
mod icons;
mod model;
mod panels;
pub mod words;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::super_pose::{Action, Placement, Pos, SuperPose};
use tabula_rules::{Game, GameId, Seat, Turn};

use self::board::{Board, BoardKey, BoardModel};
use self::hand::HandPanel;
use self::icons::Symbols;
pub use self::camera::{to_board, ViewBox};
pub use self::icons::{CardShape, LayoutPreview, Symbols as SpSymbols, CELL};
pub use self::model::turned;
pub use self::model::Table;
use self::model::{anchor, history, judge, next_spot, spots, Choice, Draft, Verdict};
use self::panels::{BestTable, EndPanel, ScoreTrack, SeatsPanel};
use crate::app::Ctx;
use crate::error::AppError;
use crate::games::table::last_human_action;
use crate::i18n::fill;
use crate::storage::{self, Best, SeatKind};
use crate::widgets::{log::MoveLog, pass::pass_to, share::ShareButton};
use crate::{route::Route, web};

/// Key of the solo best-score table in storage.
pub const BEST_KEY: &str = "super-pose";

/// Pause before a computer move, so people can follow it.
fn bot_delay(all_computers: bool) -> Duration {
    Duration::from_millis(if all_computers { 300 } else { 800 })
}

/// The table: board, hand, seats, score track, log, and the computer turns.
#[component]
pub fn SuperPoseTable(ctx: Ctx, table: Table) -> impl IntoView {
    let t = Signal::derive(move || ctx.lang.get().t());
    let w = Signal::derive(move || words::sp(ctx.lang.get()));
    let names = StoredValue::new(table.saved.names.clone());
    let kinds = StoredValue::new(table.saved.kinds.clone());
    let humans = table.humans();
    let teams = table.game.state().setup().teams;
    let solo = table.game.state().seat_count() == 1;
    let strict = table.saved.settings.strict;
    let assist = RwSignal::new(table.saved.settings.assist);
    let save_id = table.saved.id.clone();
    let table = RwSignal::new(table);
    let draft = RwSignal::new(Draft::default());
    let revealed = RwSignal::new(None::<Seat>);
    let problem = RwSignal::new(None::<AppError>);
    let dialog = RwSignal::new(None::<Vec<Choice>>);

    let history_memo = Memo::new(move |_| table.with(|tb| history(&tb.game, &names.get_value(), w.get())));
    // Whose eyes the table is for: the person to move, else the last person who
    // moved, else a spectator. Nobody's while the device is being passed.
    let holder = Memo::new(move |_| table.with(|tb| history_memo.with(|h| tb.holder(&h.1))));
    let needs_pass = Memo::new(move |_| {
        humans >= 2 && table.with(|tb| tb.human_to_move()).is_some_and(|s| revealed.get() != Some(s))
    });
    let viewer = Memo::new(move |_| if needs_pass.get() { None } else { holder.get() });
    let view = Memo::new(move |_| table.with(|tb| tb.game.state().view(viewer.get())));
    let over = Memo::new(move |_| view.with(|v| v.to_move.is_none()));
    let legal = Memo::new(move |_| {
        table.with(|tb| if tb.human_to_move().is_some() && !needs_pass.get() { tb.game.state().legal_actions() } else { Vec::new() })
    });
    let my_turn = Signal::derive(move || !legal.with(Vec::is_empty));
    let stuck = Signal::derive(move || legal.with(|l| !l.is_empty() && l.iter().all(|a| matches!(a, Action::SetAside { .. }))));
    let hand = Signal::derive(move || if needs_pass.get() { Vec::new() } else { view.with(|v| v.hand.clone()) });
    let card = Memo::new(move |_| draft.with(|d| d.slot).and_then(|s| hand.with(|h| h.get(s).copied())));
    let placement = Memo::new(move |_| {
        let d = draft.get();
        card.get().zip(d.at).map(|(c, at)| Placement::new(c, at, d.rot()))
    });
    let verdict = Memo::new(move |_| {
        placement.get().filter(|_| my_turn.get()).map(|p| legal.with(|l| table.with(|tb| judge(tb.game.state(), l, p))))
    });

    let keyboard = StoredValue::new(false);
    let commit = move |a: Action| {
        let mut err = None;
        table.update(|tb| err = tb.play(a).err());
        draft.set(Draft::default());
        if dialog.with_untracked(Option::is_some) && keyboard.get_value() {
            request_animation_frame(|| focus(".sp-board"));
        }
        dialog.set(None);
        problem.set(err);
    };
    // Plays the card where it is; several chameleon choices ask first.
    let play = move || match verdict.get_untracked() {
        Some(Verdict::Legal(choices)) if choices.len() == 1 => commit(choices[0].action.clone()),
        Some(Verdict::Legal(choices)) => {
            dialog.set(Some(choices));
            // The dialog takes the focus, its proposed choice first.
            request_animation_frame(|| focus(".sp-dialog button.primary"));
        }
        _ => {}
    };

    // Computer turns: one timer per position; a stale timer finds the record moved on.
    Effect::new(move |_| {
        let (turn, len) = table.with(|tb| (tb.game.state().turn(), tb.game.record().actions.len()));
        let Turn::Seat(s) = turn else { return };
        if kinds.get_value().get(s) != Some(&SeatKind::Computer) {
            return;
        }
        crate::games::table::bot_after(table, s, len, bot_delay(humans == 0), commit);
    });

    // A finished solo game enters the best-score table once.
    let best = RwSignal::new(if solo { storage::best_scores(BEST_KEY) } else { Vec::new() });
    let over_when_opened = table.with_untracked(|tb| tb.game.state().turn() == Turn::Over);
    let human_solo = solo && kinds.get_value().first() == Some(&SeatKind::Human);
    {
        let save_id = save_id.clone();
        Effect::new(move |_| {
            // A person's own game enters the table; a computer's, or a finished game
            // opened again (from a link, say), does not.
            if !human_solo || over_when_opened || !over.get() {
                return;
            }
            let (score, variant) = table.with_untracked(|tb| (tb.game.state().scores()[0], variant_words(tb.game.state(), w.get_untracked())));
            let entry = Best {
                name: names.get_value().first().cloned().unwrap_or_default(),
                score,
                variant,
                when: web::now_ms() as u64,
                save: save_id.clone(),
            };
            match storage::add_best(BEST_KEY, entry) {
                Ok(all) => best.set(all),
                Err(e) => problem.set(Some(e)),
            }
        });
    }

    // The hand redraws when these change, not on every move of the ghost.
    let rots = Memo::new(move |_| draft.with(|d| d.rots));
    let selected = Memo::new(move |_| draft.with(|d| d.slot));
    let dialog_open = move || dialog.with_untracked(Option::is_some);
    let focus_board = move || request_animation_frame(|| focus(".sp-board"));
    let on_select = Callback::new(move |i: usize| {
        if dialog_open() {
            return;
        }
        let again = draft.with_untracked(|d| d.slot == Some(i));
        draft.update(|d| {
            d.slot = if again { None } else { Some(i) };
            d.pinned = false;
        });
        if !again && keyboard.get_value() {
            // Keyboard players start on the first legal place, on the board.
            if let Some(c) = card.get_untracked() {
                let first = legal.with_untracked(|l| next_spot(&spots(l, c), None, false));
                if let Some((at, rot)) = first {
                    draft.update(|d| {
                        d.at = Some(at);
                        if let Some(r) = d.rots.get_mut(i) {
                            *r = rot;
                        }
                        d.pinned = true;
                    });
                }
            }
            focus_board();
        }
    });
    let on_rotate = Callback::new(move |i: usize| {
        if dialog_open() {
            return;
        }
        draft.update(|d| {
            if let Some(r) = d.rots.get_mut(i) {
                *r = turned(*r);
            }
        })
    });
    let on_set_aside = Callback::new(move |i: usize| {
        if let Some(c) = hand.with_untracked(|h| h.get(i).copied()) {
            commit(Action::SetAside { card: c });
        }
    });
    let on_hover = Callback::new(move |cell: Pos| {
        if draft.with_untracked(|d| d.slot.is_some() && !d.pinned) && my_turn.get_untracked() && !dialog_open() {
            draft.update(|d| d.at = Some(anchor(cell, d.rot())));
        }
    });
    let on_tap = Callback::new(move |cell: Pos| {
        if !my_turn.get_untracked() || draft.with_untracked(|d| d.slot.is_none()) || dialog_open() {
            return;
        }
        let at = anchor(cell, draft.with_untracked(Draft::rot));
        // A second tap anywhere on the ghost where it stands plays it.
        let on_ghost = placement.get_untracked().and_then(|p| p.cells()).is_some_and(|cs| cs.iter().any(|c| c.0 == cell));
        if draft.with_untracked(|d| d.pinned) && on_ghost {
            play();
        } else {
            draft.update(|d| {
                d.at = Some(at);
                d.pinned = true;
            });
        }
    });
    let on_key = Callback::new(move |k: BoardKey| {
        if !my_turn.get_untracked() {
            return;
        }
        if dialog_open() {
            if k == BoardKey::Cancel {
                dialog.set(None);
            }
            return;
        }
        let Some(c) = card.get_untracked() else { return };
        let all = legal.with_untracked(|l| spots(l, c));
        match k {
            BoardKey::Step(dx, dy) => draft.update(|d| {
                d.at = match d.at {
                    Some(p) => Some(Pos::new(p.x.saturating_add(dx), p.y.saturating_add(dy))),
                    None => next_spot(&all, None, false).map(|s| s.0),
                };
                d.pinned = true;
            }),
            BoardKey::Rotate => draft.update(|d| {
                if let Some(r) = d.slot.and_then(|s| d.rots.get_mut(s)) {
                    *r = turned(*r);
                }
            }),
            BoardKey::Next(back) => {
                let cur = draft.with_untracked(|d| d.at.map(|a| (a, d.rot())));
                if let Some((at, rot)) = next_spot(&all, cur, back) {
                    draft.update(|d| {
                        d.at = Some(at);
                        if let Some(r) = d.slot.and_then(|s| d.rots.get_mut(s)) {
                            *r = rot;
                        }
                        d.pinned = true;
                    });
                }
            }
            BoardKey::Play => play(),
            BoardKey::Cancel => draft.set(Draft::default()),
        }
    });

    let board = Memo::new(move |_| {
        view.with(|v| {
            let fresh = usize::from(matches!(v.log.last().map(|r| &r.action), Some(Action::Play { .. })));
            let zones = v.zones.iter().map(|z| (z.zone.animal, z.zone.cells.clone())).collect();
            BoardModel { placed: v.placed.clone(), zones, fresh }
        })
    });
    let ghost = Memo::new(move |_| placement.get().zip(verdict.get()).map(|(p, vd)| (p, matches!(vd, Verdict::Legal(_)))));

    let status = move || {
        let t = t.get();
        let names = names.get_value();
        let v = view.get();
        if over.get() {
            let winners: Vec<String> = table
                .with(|tb| tb.game.state().outcome())
                .map(|o| o.winners.iter().map(|s| names[*s].clone()).collect())
                .unwrap_or_default();
            let who = if winners.len() == 1 { fill(t.winner_is, &[&winners[0]]) } else { fill(t.winners_are, &[&winners.join(", ")]) };
            return format!("{} — {}", t.game_over, who);
        }
        match v.to_move {
            Some(s) if kinds.get_value()[s] == SeatKind::Human => fill(t.your_turn, &[&names[s]]),
            Some(s) => fill(t.thinking, &[&names[s]]),
            None => String::new(),
        }
    };
    // The computer's last turn, read out with the status (the log has it too).
    let last_move = move || {
        if over.get() {
            return None;
        }
        history_memo.with(|h| {
            h.1.last().filter(|s| kinds.get_value().get(**s) == Some(&SeatKind::Computer)).and(h.0.last().cloned())
        })
    };
    // What the ghost means, in words, for everyone (and screen readers).
    let ghost_status = move || {
        let w = w.get();
        if !my_turn.get() {
            return String::new();
        }
        if stuck.get() {
            return w.stuck.into();
        }
        if card.get().is_none() {
            return w.pick_card.into();
        }
        match verdict.get() {
            None => w.place_hint.into(),
            Some(Verdict::Illegal(e)) => words::why(w, &e).into(),
            Some(Verdict::Legal(choices)) => {
                let call = match &choices[0].action {
                    Action::Play { call, .. } => words::animal(w, *call),
                    Action::SetAside { .. } => "",
                };
                if assist.get() {
                    fill(w.legal_points, &[call, &crate::i18n::points(t.get(), choices[0].points)])
                } else {
                    fill(w.legal_here, &[call])
                }
            }
        }
    };
    let can_play = Signal::derive(move || matches!(verdict.get(), Some(Verdict::Legal(_))));

    // Undo (unless a played card stays played): back to the last human decision.
    // With several people, each takes back only their own turn.
    let undo_to = Memo::new(move |_| {
        history_memo.with(|h| last_human_action(&h.1, &kinds.get_value()).filter(|&i| humans < 2 || h.1.get(i).copied() == viewer.get()))
    });
    let can_undo = Signal::derive(move || !strict && !over.get() && !needs_pass.get() && undo_to.get().is_some());
    let undo = move |_| {
        let Some(i) = undo_to.get_untracked().filter(|_| can_undo.get_untracked()) else { return };
        let mut err = None;
        table.update(|tb| err = tb.undo_to(i).err());
        draft.set(Draft::default());
        revealed.set(None);
        problem.set(err);
    };
    let toggle_assist = move |on: bool| {
        assist.set(on);
        let mut err = None;
        // A display setting: saved, without redrawing the game.
        table.update_untracked(|tb| {
            tb.saved.settings.assist = on;
            err = tb.store().err();
        });
        problem.set(err);
    };

    let make_link = Callback::new(move |()| {
        table.with_untracked(|tb| tb.share_link(viewer.get_untracked())).map_err(|e| problem.set(Some(e))).ok()
    });

    let pass_screen = move || {
        let t = t.get();
        needs_pass.get().then(|| {
            let s = table.with(|tb| tb.human_to_move()).unwrap_or(0);
            let name = names.get_value().get(s).cloned().unwrap_or_default();
            pass_to(t, &name, Callback::new(move |()| revealed.set(Some(s))))
        })
    };
    let chameleon_dialog = move || {
        dialog.get().map(|choices| {
            let w = w.get();
            let t = t.get();
            view! {
                <div class="sp-dialog" role="dialog" aria-modal="true" aria-labelledby="sp-cham-title">
                    <h2 id="sp-cham-title">{w.cham_title}</h2>
                    <p>{w.cham_explain}</p>
                    <ul>
                        {choices
                            .into_iter()
                            .enumerate()
                            .map(|(i, c)| {
                                let shapes = match &c.action {
                                    Action::Play { shapes, card, at, rot, .. } if !shapes.is_empty() => {
                                        // Which chameleon: the card's own, or one on the table.
                                        let laid = Placement::new(*card, *at, *rot).cells();
                                        shapes
                                            .iter()
                                            .map(|(pos, a)| {
                                                let own = laid.is_some_and(|cs| cs.iter().any(|x| x.0 == *pos));
                                                let whose = if own { w.on_card } else { w.on_table };
                                                format!("{} ({whose}) → {}", w.chameleon, words::animal(w, *a))
                                            })
                                            .collect::<Vec<_>>()
                                            .join(", ")
                                    }
                                    _ => w.jokers.to_string(),
                                };
                                let label = fill(w.cham_option, &[&shapes, &crate::i18n::points(t, c.points)]);
                                let label = if i == 0 { format!("{label} ({})", w.best) } else { label };
                                let a = c.action.clone();
                                view! {
                                    <li>
                                        <button class:primary=i == 0 autofocus=i == 0 on:click=move |_| commit(a.clone())>{label}</button>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                    <button on:click=move |_| dialog.set(None)>{w.cancel}</button>
                </div>
            }
        })
    };
    let names_v = names.get_value();
    let winners = Signal::derive(move || table.with(|tb| tb.game.state().outcome().map(|o| o.winners).unwrap_or_default()));

    view! {
        <section
            class="table super-pose"
            data-testid="table"
            on:keydown=move |_| keyboard.set_value(true)
            on:pointerdown=move |_| keyboard.set_value(false)
        >
            <Symbols/>
            <div class="table-head">
                <a class="back" href="#/">{move || t.get().back_home}</a>
                <h1>"SUPER-POSE"</h1>
                <a class="back" href=Route::Rules(GameId::SuperPose).hash()>{move || t.get().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status">
                {status}
                {move || last_move().map(|l| view! { <span class="last-move">{format!(" — {l}")}</span> })}
            </p>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p.text(t.get())}</p> })}
            <Show when=move || over.get()>
                <a class="button primary play-again" href=Route::Setup(GameId::SuperPose).hash()>{move || t.get().play_again}</a>
            </Show>
            <div class="table-grid">
                <div class="hand-area">
                    <Show when=move || my_turn.get()>
                        <HandPanel
                            w
                            cards=hand
                            rots=rots.into()
                            selected=selected.into()
                            enabled=my_turn
                            stuck
                            on_select
                            on_rotate
                            on_set_aside
                        />
                        <div class="turn-actions">
                            <button class="primary" data-testid="sp-play" disabled=move || !can_play.get() on:click=move |_| play()>
                                {move || w.get().play_here}
                            </button>
                            <button
                                disabled=move || card.get().is_none()
                                on:click=move |_| on_key.run(BoardKey::Next(false))
                            >
                                {move || w.get().next_spot}
                            </button>
                        </div>
                    </Show>
                    <p class="hint" id="sp-ghost-status" aria-live="polite" data-testid="sp-ghost-status">{ghost_status}</p>
                </div>
                <div class="board-area">
                    {pass_screen}
                    {chameleon_dialog}
                    <Board model=board.into() ghost=ghost.into() w on_hover on_tap on_key/>
                </div>
                <aside class="side">
                    <div class="game-actions">
                        <Show when=move || !strict>
                            <button disabled=move || !can_undo.get() on:click=undo>{move || t.get().undo}</button>
                        </Show>
                        <ShareButton
                            label=Signal::derive(move || t.get().share)
                            copied=Signal::derive(move || t.get().link_copied)
                            make_link
                        />
                        <label class="assist">
                            <input type="checkbox" prop:checked=move || assist.get() on:change=move |ev| toggle_assist(event_target_checked(&ev))/>
                            {move || w.get().assist}
                        </label>
                    </div>
                    <Show when=move || over.get()>
                        <EndPanel t w view=view.into() names=names_v.clone() winners teams/>
                    </Show>
                    <Show when=move || solo && over.get()>
                        <BestTable w best=best.into() latest=save_id.clone()/>
                    </Show>
                    <SeatsPanel t w view=view.into() names=names.get_value() teams/>
                    <ScoreTrack w view=view.into() names=names.get_value() teams/>
                    <MoveLog title=Signal::derive(move || t.get().log) lines=Signal::derive(move || history_memo.get().0)/>
                </aside>
            </div>
        </section>
    }
}

/// Focuses the first element matching `selector` (SVG elements included).
fn focus(selector: &str) {
    if let Some(el) = document().query_selector(selector).ok().flatten() {
        let _ = js_sys::Reflect::get(&el, &"focus".into())
            .ok()
            .and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok())
            .map(|f| f.call0(&el));
    }
}

/// The variants of a game in a few words, for the best-score table.
pub fn variant_words(g: &SuperPose, w: &words::Sp) -> String {
    let s = g.setup();
    let mut parts = Vec::new();
    if s.flowers {
        parts.push(w.flowers);
    }
    if s.deck == tabula_rules::super_pose::Deck::Nine {
        parts.push(w.nine);
    }
    if s.advanced {
        parts.push(w.advanced);
    }
    parts.join(", ")
}
