//! The Shape Up! table.

mod board;
mod card;
mod draft;
mod model;
mod panels;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::shape_up::{Action, Cell};
use tabula_rules::{Game, Seat, Turn};

use self::board::{Board, BoardModel};
use self::draft::{click, end_turn, options, shown_layout, Draft, Options, Step};
pub use self::model::{new_saved, Table};
use self::model::history;
use crate::games::table::last_human_action;
use self::panels::{HandPanel, Results, ScoreBoard};
use crate::app::Ctx;
use crate::error::AppError;
use crate::i18n::fill;
use crate::storage::SeatKind;
use crate::widgets::{log::MoveLog, pass::pass_to, share::ShareButton};
use crate::route::Route;

/// Pause before a computer move, so people can follow it.
fn bot_delay(all_computers: bool) -> Duration {
    Duration::from_millis(if all_computers { 350 } else { 700 })
}

/// The table: board, hand, scores, log, and the computer players' turns.
#[component]
pub fn ShapeUpTable(ctx: Ctx, table: Table) -> impl IntoView {
    let t = Signal::derive(move || ctx.lang.get().t());
    let names = StoredValue::new(table.saved.names.clone());
    let kinds = StoredValue::new(table.saved.kinds.clone());
    let humans = table.humans();
    let table = RwSignal::new(table);
    let draft = RwSignal::new(Draft::default());
    let revealed = RwSignal::new(None::<Seat>);
    let problem = RwSignal::new(None::<AppError>);

    // Whose eyes the table is for: the person to move, else the last person who
    // moved, else (all seats computer) a spectator. Nobody's while the device is
    // being passed: the cover hides the board, and the hand must be empty too.
    let history_memo = Memo::new(move |_| table.with(|tb| history(&tb.game, &names.get_value(), t.get())));
    let holder = Memo::new(move |_| table.with(|tb| history_memo.with(|h| tb.holder(&h.1))));
    let needs_pass = Memo::new(move |_| {
        humans >= 2 && table.with(|tb| tb.human_to_move()).is_some_and(|s| revealed.get() != Some(s))
    });
    let viewer = Memo::new(move |_| if needs_pass.get() { None } else { holder.get() });
    let view = Memo::new(move |_| table.with(|tb| tb.game.state().view(viewer.get())));
    // Between rounds of a full game the table stops on the finished round's layout
    // until someone starts the next one; a reload does not show it again.
    let seen_rounds = RwSignal::new(view.with_untracked(|v| v.results.len()));
    let paused = Memo::new(move |_| view.with(|v| !v.over && v.results.len() > seen_rounds.get()));
    let legal = Memo::new(move |_| {
        table.with(|tb| if tb.human_to_move().is_some() { tb.game.state().legal_actions() } else { Vec::new() })
    });
    let opts = Memo::new(move |_| {
        let d = draft.get();
        legal.with(|l| if l.is_empty() { Options::default() } else { table.with(|tb| options(tb.game.state(), l, &d)) })
    });

    let drafting = Signal::derive(move || draft.get() != Draft { card: draft.get().card, ..Draft::default() });

    let commit = move |a: Action| {
        let mut err = None;
        table.update(|tb| err = tb.play(a).err());
        draft.set(Draft::default());
        problem.set(err);
    };

    // Computer turns: one timer per position; a stale timer finds the record moved on.
    Effect::new(move |_| {
        let (turn, len) = table.with(|tb| (tb.game.state().turn(), tb.game.record().actions.len()));
        let Turn::Seat(s) = turn else { return };
        if kinds.get_value().get(s) != Some(&SeatKind::Computer) {
            return;
        }
        if paused.get() {
            if humans == 0 {
                // Nobody to press the button: show the round a moment, then go on.
                set_timeout(
                    move || {
                        if let Some(n) = view.try_with_untracked(|v| v.results.len()) {
                            seen_rounds.try_set(n);
                        }
                    },
                    Duration::from_millis(2500),
                );
            }
            return;
        }
        crate::games::table::bot_after(table, s, len, bot_delay(humans == 0), commit);
    });

    let on_cell = Callback::new(move |cell: Cell| {
        if needs_pass.get_untracked() || paused.get_untracked() {
            return;
        }
        let d = draft.get_untracked();
        match click(&opts.get_untracked(), &d, cell) {
            Step::Continue(next) => {
                // A played card with no move left to make ends the turn by itself.
                let done = end_turn(&next).filter(|_| {
                    legal.with_untracked(|l| table.with_untracked(|tb| options(tb.game.state(), l, &next).movable.is_empty()))
                });
                match done {
                    Some(a) => commit(a),
                    None => draft.set(next),
                }
            }
            Step::Submit(a) => commit(a),
            Step::Ignore => {}
        }
    });
    let on_drop = Callback::new(move |cell: Cell| on_cell.run(cell));
    let focused = RwSignal::new(None::<Cell>);
    // Keyboard players keep their place: after each step, focus goes where the next
    // decision is (the lifted card's destinations, End turn, or the lit cells).
    let keyboard = StoredValue::new(false);
    Effect::new(move |_| {
        let d = draft.get();
        let _ = table.with(|tb| tb.game.record().actions.len());
        let pause = needs_pass.get() || paused.get();
        if !keyboard.get_value() || pause {
            return;
        }
        request_animation_frame(move || {
            let selector = if d.lifted.is_some() {
                ".board g.slot.target"
            } else if d.play.is_some() {
                ".turn-actions button.primary"
            } else {
                ".board g.slot, .turn-actions button"
            };
            if let Some(el) = document().query_selector(selector).ok().flatten() {
                use wasm_bindgen::JsCast;
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                } else if let Some(svg) = document().query_selector(selector).ok().flatten() {
                    let _ = js_sys::Reflect::get(&svg, &"focus".into())
                        .ok()
                        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                        .map(|f| f.call0(&svg));
                }
            }
        });
    });
    let on_focus = Callback::new(move |cell: Option<Cell>| focused.set(cell));

    // At the end, the board draws one seat's scoring lines: the viewer's, or the one
    // picked in the results.
    let shown_lines = RwSignal::new(None::<Seat>);
    let board = Signal::derive(move || {
        let v = view.get();
        let d = draft.get();
        let finished = v.results.last().filter(|_| v.over || paused.get());
        let over_lines = finished.map(|r| {
            let seat = shown_lines.get().or(viewer.get()).unwrap_or(0);
            r.lines.get(seat).map(|ls| ls.iter().map(|l| (l.attribute as u8, l.cells.clone())).collect()).unwrap_or_default()
        });
        if let (Some(r), true) = (finished, paused.get()) {
            return BoardModel { cards: r.layout.clone(), lines: over_lines.unwrap_or_default(), ..BoardModel::default() };
        }
        let idle = d == Draft { card: d.card, ..Draft::default() };
        let last = table.with(|tb| tb.game.record().actions.last().map(|a| (a.play, a.shift.map(|s| s.to))));
        // The plain play cells stay in frame all turn; move targets two cells out
        // would shrink every card on a phone, so they widen the board only when shown.
        let frame = legal.with(|l| l.iter().filter(|a| a.shift.is_none()).map(|a| a.play).collect());
        BoardModel {
            cards: shown_layout(&v.layout, &v.hand, &d),
            options: if needs_pass.get() { Options::default() } else { opts.get() },
            lifted: d.lifted,
            fresh: d.play,
            lines: over_lines.unwrap_or_default(),
            frame,
            last: last.filter(|_| idle && !v.layout.is_empty()),
        }
    });

    let status = move || {
        let t = t.get();
        let v = view.get();
        let names = names.get_value();
        if v.over {
            let scores: Vec<String> = v.totals.iter().enumerate().map(|(i, s)| format!("{} {}", names[i], s)).collect();
            let winners: Vec<String> = table
                .with(|tb| tb.game.state().outcome())
                .map(|o| o.winners.iter().map(|w| names[*w].clone()).collect())
                .unwrap_or_default();
            let who = if winners.len() == 1 { fill(t.winner_is, &[&winners[0]]) } else { fill(t.winners_are, &[&winners.join(", ")]) };
            return format!("{} — {} — {}", t.game_over, scores.join(" · "), who);
        }
        if paused.get() {
            let r = v.results.len();
            let pts: Vec<String> = v.results.last().map(|x| x.points.iter().enumerate().map(|(i, p)| format!("{} {}", names[i], p)).collect()).unwrap_or_default();
            return format!("{} — {}", fill(t.su_round_over, &[&r.to_string()]), pts.join(" · "));
        }
        // The computer's last move is part of the announcement, for screen readers.
        let last_by_computer = history_memo.with(|h| {
            h.1.last().filter(|s| kinds.get_value().get(**s) == Some(&SeatKind::Computer)).and(h.0.last().cloned())
        });
        match v.to_move {
            Some(s) if kinds.get_value()[s] == SeatKind::Human => match last_by_computer {
                Some(line) => format!("{} — {}", fill(t.your_turn, &[&names[s]]), line),
                None => fill(t.your_turn, &[&names[s]]),
            },
            Some(s) => fill(t.thinking, &[&names[s]]),
            None => String::new(),
        }
    };

    let hint = move || {
        let t = t.get();
        let d = draft.get();

        if legal.with(Vec::is_empty) {
            return String::new();
        }
        if let Some(f) = d.lifted {
            let name = view.with(|v| v.layout.iter().find(|p| p.0 == f).map(|p| card::card_name(t, p.1))).unwrap_or_default();
            return fill(t.su_pick_target, &[&name]);
        }
        match (d.before, d.play) {
            (Some(_), None) => t.su_moved_hint.to_string(),
            (None, Some(_)) => t.su_played_hint.to_string(),
            _ if view.with(|v| v.layout.is_empty()) => t.su_first_hint.to_string(),
            _ => t.su_play_hint.to_string(),
        }
    };
    // The hovered or focused card by name, colour included, under the hint.
    let focus_name = move || {
        let t = t.get();
        board.with(|b| focused.get().and_then(|f| b.cards.iter().find(|p| p.0 == f).map(|p| card::card_name(t, p.1))))
    };

    // Undo takes back a turn in progress first; then the last human decision. Never
    // once the game is over (the victory cards are out) nor behind the pass cover.
    let undo_to = Memo::new(move |_| history_memo.with(|h| last_human_action(&h.1, &kinds.get_value())));
    let can_undo = Signal::derive(move || {
        !view.with(|v| v.over) && !needs_pass.get() && (drafting.get() || undo_to.get().is_some())
    });
    let undo = move |_| {
        if drafting.get_untracked() {
            draft.update(|d| *d = Draft { card: d.card, ..Draft::default() });
            return;
        }
        if !can_undo.get_untracked() {
            return;
        }
        let Some(i) = undo_to.get_untracked() else { return };
        let mut err = None;
        table.update(|tb| {
            err = tb.undo_to(i).err();
        });
        draft.set(Draft::default());
        revealed.set(None);
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

    let hand_cards = Signal::derive(move || {
        if needs_pass.get() {
            return Vec::new();
        }
        let d = draft.get();
        view.with(|v| {
            (0..v.hand.len() as u8)
                .filter(|i| d.play.is_none() || *i != d.card)
                .map(|i| (i, v.hand[usize::from(i)]))
                .collect()
        })
    });
    let my_turn = Signal::derive(move || !legal.with(Vec::is_empty) && !needs_pass.get() && !paused.get());
    let can_end = Signal::derive(move || end_turn(&draft.get()).is_some());

    view! {
        <section
            class="table shape-up"
            data-testid="table"
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                keyboard.set_value(true);
                if ev.key() == "Escape" && draft.get_untracked().lifted.is_some() {
                    draft.update(|d| d.lifted = None);
                }
            }
            on:pointerdown=move |_| keyboard.set_value(false)
        >
            <div class="table-head">
                <a class="back" href="#/">{move || t.get().back_home}</a>
                <h1>"Shape Up!"</h1>
                <a class="back" href=Route::Rules(tabula_rules::GameId::ShapeUp).hash()>{move || t.get().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status">{status}</p>
            {move || problem.get().map(|p| view! { <p class="problem" role="alert">{p.text(t.get())}</p> })}
            <Show when=move || paused.get() && (humans > 0)>
                <button class="primary next-round" on:click=move |_| seen_rounds.set(view.with_untracked(|v| v.results.len()))>
                    {move || fill(t.get().su_next_round, &[&(view.with(|v| v.results.len()) + 1).to_string()])}
                </button>
            </Show>
            <Show when=move || view.with(|v| v.over)>
                <a class="button primary play-again" href=Route::Setup(tabula_rules::GameId::ShapeUp).hash()>{move || t.get().play_again}</a>
            </Show>
            <div class="table-grid">
                <div class="hand-area">
                    <Show when=move || !view.with(|v| v.over) && !paused.get()>
                        <HandPanel
                            t
                            view=view.into()
                            hand=hand_cards
                            selected=Signal::derive(move || draft.get().card)
                            enabled=my_turn
                            on_select=Callback::new(move |i: u8| draft.set(Draft { card: i, ..Draft::default() }))
                        />
                    </Show>
                    <Show when=move || my_turn.get()>
                        <div class="turn-actions">
                            <button class="primary" disabled=move || !can_end.get() on:click=move |_| {
                                if let Some(a) = end_turn(&draft.get_untracked()) {
                                    commit(a);
                                }
                            }>{move || t.get().su_end_turn}</button>
                            <button disabled=move || !drafting.get() on:click=move |_| draft.update(|d| *d = Draft { card: d.card, ..Draft::default() })>
                                {move || t.get().su_cancel}
                            </button>
                        </div>
                    </Show>
                </div>
                <div class="board-wrap">
                    {pass_screen}
                    <Board model=board t on_cell on_drop on_focus/>
                    <p class="hint">{hint}</p>
                    <p class="focus-name" aria-hidden="true">{focus_name}</p>
                </div>
                <aside class="side">
                    <div class="game-actions">
                        <button disabled=move || !can_undo.get() on:click=undo>{move || t.get().undo}</button>
                        <ShareButton
                            label=Signal::derive(move || t.get().share)
                            copied=Signal::derive(move || t.get().link_copied)
                            make_link
                        />
                    </div>
                    <ScoreBoard t view=view.into() names=names.get_value()/>
                    <Results t view=view.into() names=names.get_value() shown=shown_lines live=Signal::derive(move || paused.get() || view.with(|v| v.over))/>
                    <MoveLog title=Signal::derive(move || t.get().log) lines=Signal::derive(move || history_memo.get().0)/>
                </aside>
            </div>
        </section>
    }
}
