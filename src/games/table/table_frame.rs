//! The frame around every board, once for all games and not generic over any: the
//! head (game box, title, rules), the status and problem lines, Play again, the
//! pass-the-device cover, Undo, Share and the log. A game's board goes inside; what
//! the frame shows comes from [`Frame`].

use leptos::prelude::*;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;

use super::calendar::daily_end;
use super::frame::Frame;
use super::frame_links::{fair_checked, fair_note, fair_summary};
use super::learn_panel::LearnPanel;
use super::review_panel::{ReviewPanel, Shown};
use super::watch::{current_line, through_line, ReplayBar, Watch};
use crate::ctx::use_ctx;
use crate::i18n::{fill, Strings};
use crate::kit::choice::Choice;
use crate::kit::frame;
use crate::kit::part::{drawn_when_loaded, Part};
use crate::kit::soon::Soon;
use crate::kit::when::When;
use crate::reactive::{derive, memo};
use crate::route::Route;
use crate::storage::Pace;
use crate::widgets::{chart::ScoreChart, log::MoveLog, pass::pass_to, send_link::SendLink, share::ShareButton};

/// Side panels of a game (scores, seats), above the log.
#[slot]
pub struct Side {
    children: ChildrenFn,
}

/// The table: `class` names the game for its styles, `grid` its layout; the board
/// and hands are the children.
#[component]
pub fn TableFrame(
    frame: Frame,
    class: &'static str,
    grid: &'static str,
    #[prop(optional)] side: Option<Side>,
    children: Children,
) -> impl IntoView {
    let t = derive(move || use_ctx().lang.get().t());
    let f = frame;
    let cover = move || match (f.dealing.get(), f.pass.get()) {
        (true, _) => {
            let said = if f.over.get() { t.get().dealing_end_wait } else { t.get().dealing_wait };
            Some(view! { <div class="pass dealing" data-testid="dealing"><p>{said}</p></div> }.into_any())
        }
        (false, Some(name)) => Some(pass_to(t.get(), &name, f.reveal).into_any()),
        (false, None) => None,
    };
    let (h, w) = (f.history, f.watch);
    let current = derive(move || w.and_then(|w| h.with(|h| current_line(h, w.at.get()))));
    // While learning from a mistake the board stays at its position.
    let jump = w.map(|w| {
        Callback::new(move |line| {
            if !w.review.is_some_and(|r| r.learn.with_untracked(Option::is_some)) {
                w.go(h.with_untracked(|h| through_line(h, line)))
            }
        })
    });
    crate::web::table_to_top();
    // Each press draws the words anew (a new count), so the same words asked twice are
    // said twice. They are of the state when asked: gone once the record changes (a
    // move, an Undo) or the language does, so a reader who comes back to the region
    // hears no old table, nor one an Undo and a new move brought back unasked. An era
    // counts those changes, read in the same pass as the words (an effect clearing
    // the words would come after the region had said the new state's).
    let lang = use_ctx().lang;
    let era = Memo::new(move |before: Option<&u32>| {
        f.history.track();
        lang.track();
        before.map_or(0, |n| n.wrapping_add(1))
    });
    let asked = RwSignal::new(None::<(u32, u32)>);
    let read = move || asked.update(|a| *a = Some((era.get_untracked(), a.map_or(0, |(_, n)| n.wrapping_add(1)))));
    let said = move || asked.get().filter(|&(at, _)| at == era.get());
    view! {
        // Classes for what the style sheets once asked with `:has()`: a `:has()` on the
        // table is matched again on any change inside it, and cost a six-seat
        // SUPER-POSE game most of its style work (docs/BENCHMARKS.md, session 27).
        <section
            class=format!("table {class}")
            class:replaying=move || f.watch.is_some_and(|w| !w.review.is_some_and(|r| r.learning()))
            class:over=move || f.over.get()
            class:sending=move || f.send.with(|s| !s.is_empty())
            data-testid="table"
            on:keydown=move |ev| {
                f.keyboard.set_value(true);
                if f.read.is_some() && read_key(&ev) {
                    read();
                }
            }
            on:pointerdown=move |_| f.keyboard.set_value(false)
        >
            <div class="table-head">
                <a class="back" href="#/">{move || t.get().back_home}</a>
                <h1>{f.game.title()}</h1>
                <a class="back" href=Route::Rules(f.game).hash()>{move || t.get().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status" data-thinking=move || f.thinking.get().then_some("")>
                {f.status}
                // Kept and hidden, not made again at each computer's move.
                <span class="thinking" aria-hidden="true" hidden=move || !f.thinking.get()><i></i><i></i><i></i></span>
                // Where a style folds a long sentence (SUPER-POSE on a phone), it says so
                // and a tap or a key unfolds it.
                {move || f.last.get().map(|l| {
                    let (open, folded) = (RwSignal::new(false), RwSignal::new(false));
                    // Measured once drawn; by a selector, not a `NodeRef` (its code put
                    // SUPER-POSE's first game over the size budget).
                    frame::read(move || {
                        if let Ok(Some(el)) = document().query_selector(".status .last-move") {
                            let is = el.scroll_height() > el.client_height() + 1;
                            frame::write(move || _ = folded.try_set(is));
                        }
                    });
                    let toggle = move || open.update(|o| *o = !*o);
                    view! {
                        <span
                            class="last-move"
                            class:open=move || open.get()
                            class:folded=move || folded.get()
                            data-more=move || t.get().read_all
                            role=move || folded.get().then_some("button")
                            tabindex=move || folded.get().then_some("0")
                            aria-expanded=move || folded.get().then(|| open.get().to_string())
                            on:click=move |_| toggle()
                            on:keydown=move |ev| {
                                if folded.get_untracked() && matches!(ev.key().as_str(), "Enter" | " ") {
                                    ev.prevent_default();
                                    toggle();
                                }
                            }
                        >
                            {format!(" — {l}")}
                        </span>
                    }
                })}
            </p>
            <When when=move || f.can_play_now.get()>
                <button type="button" class="play-now" data-testid="play-now" on:click=move |_| f.play_now.run(())>
                    {move || t.get().play_now}
                </button>
            </When>
            {move || f.lesson.get().map(|text| view! { <p class="lesson" aria-live="polite" data-testid="lesson">{text}</p> })}
            {move || f.problem.get().map(|p| view! { <p class="problem" role="alert">{p.text(t.get())}</p> })}
            {move || f.hint_words.get().map(|w| view! {
                <p class="hint-said" aria-live="polite" data-testid="hint-said">{fill(t.get().hint_said, &[&w])}</p>
            })}
            {move || f.welcome.get().filter(|_| f.watch.is_none()).map(|(here, away)| view! {
                <p class="welcome muted" data-testid="welcome">{fill(t.get().by_link_welcome, &[&here, &away])}</p>
            })}
            {move || {
                let (end, checked) = (f.over.get(), f.checked.get());
                let note = fair_note(t.get(), f.game, f.dealt);
                let summary = fair_summary(t.get(), f.game, f.dealt);
                f.send
                    .get()
                    .into_iter()
                    .map(|(name, url)| {
                        // Before it is handed on, the link's move can still be taken back.
                        let undo = (f.has_undo && !end).then_some((f.can_undo, f.undo));
                        let handshake = f.handshake.get();
                        view! { <SendLink name url fair=f.fair note summary end checked undo handed=f.handed handshake/> }
                    })
                    .collect_view()
            }}
            <When when=move || f.checked.get()>
                <p class="fair-checked" data-testid="fair-checked">{move || fair_checked(t.get(), f.game, f.dealt)}</p>
            </When>
            {move || f.waiting.get().map(|names| view! {
                <p class="fair-waiting" data-testid="fair-waiting">{fill(t.get().fair_waiting, &[&names])}</p>
            })}
            // One paragraph while it lasts (only the link follows the moves), so a screen
            // reader announces it once.
            {move || f.unsaved.get().then(|| view! {
                <p class="unsaved" role="alert" data-testid="unsaved">
                    {move || t.get().unsaved}" "
                    <a href=move || f.save_file.run(()).1 download=untrack(move || f.save_file.run(()).0)>
                        {move || t.get().unsaved_download}
                    </a>
                </p>
            })}
            {match f.watch {
                Some(w) => drawn_when_loaded(replay_part(w, f), true),
                None => view! {
                    <div class="end-actions" hidden=move || !f.over.get()>
                        <button class="primary play-again" on:click=move |_| f.again.run(())>{move || t.get().play_again}</button>
                        {[(f.watch_href, (|t| t.watch_game) as fn(&Strings) -> &'static str), (f.review_href, |t| t.review)]
                            .map(|(href, label)| view! { <a class="button" href=href.get_value()>{move || label(t.get())}</a> })
                            .collect_view()}
                        {f.result.map(|make_link| view! {
                            <ShareButton label=derive(move || t.get().daily_share) copied=derive(move || t.get().daily_copied) make_link/>
                        })}
                    </div>
                }
                .into_any(),
            }}
            // A task after the end shows: its series replays every move of the game, which
            // in the last move's own task made that one of a game's longest tasks
            // (docs/BENCHMARKS.md, session 46).
            {move || f.over.get().then(|| view! {
                <Soon>{move || f.chart.get().map(|series| view! { <ScoreChart series names=f.names.get_value() title=t.get().chart_title/> })}</Soon>
            })}
            {f.daily.filter(|_| f.watch.is_none()).map(|day| daily_end(f.game, day, f.over))}
            <div class=format!("{grid} covered") tabindex="-1" data-ghost=move || f.ghost.get()>
                {cover}
                <Soon>{children()}</Soon>
                <aside class="side">
                    <div class="game-actions" hidden=f.watch.is_some()>
                        <When when=move || f.has_undo>
                            <button disabled=move || !f.can_undo.get() on:click=move |_| f.undo.run(())>{move || t.get().undo}</button>
                        </When>
                        {f.hint.map(|(can, ask)| view! {
                            <button class="hint-button" data-testid="hint" disabled=move || !can.get() on:click=move |_| ask.run(())>
                                {move || t.get().hint}
                            </button>
                        })}
                        {f.share.map(|make_link| view! {
                            <ShareButton label=derive(move || t.get().share) copied=derive(move || t.get().link_copied) make_link/>
                        })}
                        {f.pace.map(|pace| view! { <PaceChoice pace/> })}
                    </div>
                    {f.read.map(|_| view! {
                        <button type="button" class="read-state" id="read-state" aria-keyshortcuts="S" on:click=move |_| read()>
                            {move || t.get().read_state}
                        </button>
                        // A live region named by its button: not a second status, which the turn
                        // line is, and a reader's list of regions finds it.
                        <div class="read-said" role="region" aria-live="polite" aria-labelledby="read-state">
                            {move || said().and(f.read).map(|r| (r.said)(r.reader))}
                        </div>
                    })}
                    // A game's panels, made and drawn in a task of their own after the
                    // board's: with the frame, they put the table's opening over the
                    // budget of 50 ms of CPU at a quarter of the CPU (docs/BENCHMARKS.md,
                    // session 43).
                    {side.map(|s| view! { <Soon>{(s.children)()}</Soon> })}
                    <MoveLog title=derive(move || t.get().log) lines=f.log current jump/>
                </aside>
            </div>
        </section>
    }
}

/// S, alone and pressed once (held, it would say the state over and over), outside
/// a field (a letter typed in a name, or one choosing the pace from its list, is not
/// a question).
fn read_key(ev: &leptos::ev::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    let field = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).map(|e| e.tag_name());
    matches!(ev.key().as_str(), "s" | "S")
        && !(ev.ctrl_key() || ev.meta_key() || ev.alt_key() || ev.shift_key() || ev.repeat())
        && !matches!(field.as_deref(), Some("INPUT" | "SELECT" | "TEXTAREA"))
}

/// The computers' pace: Instant, Normal or Slow, kept in storage for every table.
#[component]
fn PaceChoice(pace: RwSignal<Pace>) -> impl IntoView {
    let t = move || use_ctx().lang.get().t();
    let options = Pace::ALL.iter().enumerate().map(|(i, p)| (p.code(), Signal::derive(move || t().paces[i]))).collect();
    let on_pick = move |code: String| {
        if let Some(p) = Pace::from_code(&code) {
            p.store();
            pace.set(p);
        }
    };
    view! { <Choice class="pace" label=Signal::derive(move || t().pace) value=Signal::derive(move || pace.get().code()) options on_pick/> }
}

/// The replay's bar and the review's panels: a part of the wasm of their own, fetched
/// when a game is first watched, since a game played needs none of their code (and
/// SUPER-POSE's first game was at its size budget).
#[cfg(not(test))]
#[wasm_split(replay, wasm_split_path = ::leptos::wasm_split, fallible)]
fn replay_part(w: Watch, f: Frame) -> Part {
    Ok(replay_bar(w, f))
}

/// In the tests' wasm, which is never cut, a split point is an import that nothing
/// provides (the module would not load): the replay is drawn from here.
#[cfg(test)]
async fn replay_part(w: Watch, f: Frame) -> Part {
    Ok(replay_bar(w, f))
}

/// The replay's bar, with the newest action shown in words, and the review's panel
/// under it when the game is reviewed.
fn replay_bar(w: Watch, f: Frame) -> AnyView {
    let step = derive(move || {
        let at = w.at.get();
        f.history.with(|h| at.checked_sub(1).and_then(|i| h.line_of(i)).map(|l| l.line.clone()).unwrap_or_default())
    });
    let shown = w.review.map(|review| Shown { review, at: w.at, history: f.history, names: f.names, eyes: w.eyes });
    match shown {
        Some(shown) => {
            // Learning from a mistake, its panel stands in for the replay's and the review's.
            let learning = memo(move || shown.review.learning());
            (move || match learning.get() {
                true => view! { <LearnPanel shown/> }.into_any(),
                false => view! { <ReplayBar watch=w names=f.names step/> <ReviewPanel shown/> }.into_any(),
            })
            .into_any()
        }
        None => view! { <ReplayBar watch=w names=f.names step/> }.into_any(),
    }
}
