//! The review's panel under the replay bar: progress and Cancel, then the win-chance
//! chart, the decision shown and steps from decision to decision. The decisions'
//! list is the log itself, each judged line followed by its judgement
//! (`Review::annotate`), where a click already goes to its position. Not generic.
//!
//! The panel's code is in the tables' part (`crate::later`), not the first load.

use leptos::prelude::*;
use tabula_bots::ask::Judged;
use tabula_bots::review::Verdict;
use wasm_bindgen::JsCast;

use super::review::{Phase, Review};
use super::History;
use crate::ctx::use_ctx;
use crate::i18n::{fill, said, Strings};
use crate::reactive::memo;

const W: i32 = 320;
const H: i32 = 100;
/// Room left of the chart for the axis's labels.
const LEFT: i32 = 48;

/// What the panel and the list share: the review, the replay's position (a decision
/// shown is the position just after it) and the log.
#[derive(Clone, Copy)]
pub struct Shown {
    pub review: Review,
    pub at: RwSignal<usize>,
    pub history: Memo<History>,
    pub names: StoredValue<Vec<String>>,
    /// Whose hidden cards the board shows: the reviewed seat's while learning.
    pub eyes: RwSignal<Option<usize>>,
}

impl Shown {
    /// The decision the board is at: the last one made before the position shown, or
    /// the one about to be made, where the board shows its better move (`hint.rs`).
    fn current(self) -> Memo<Option<usize>> {
        let (state, at) = (self.review.state, self.at);
        memo(move || {
            let at = at.get();
            state
                .with(|(_, js)| js.iter().rposition(|j| (j.index as usize) < at || at == j.index as usize && better(j)))
        })
    }

    /// Shows decision `i`: with a better move, the position before it, that move on
    /// the board as a ghost (one step on shows the move made); else the position after.
    fn select(self, i: usize) {
        let to =
            self.review.state.with_untracked(|(_, js)| js.get(i).map(|j| j.index as usize + usize::from(!better(j))));
        if let Some(at) = to {
            self.at.set(at);
        }
    }

    /// The reviewed seat's name.
    pub fn name(self) -> String {
        self.names.with_value(|n| n.get(self.review.seat.get()).cloned().unwrap_or_default())
    }

    /// The decision `i` steps from the current one, if there is one.
    fn step(self, current: Option<usize>, by: isize) -> Option<usize> {
        let n = self.review.state.with_untracked(|(_, js)| js.len());
        let i = match current {
            Some(c) => c.checked_add_signed(by)?,
            None if by > 0 => 0,
            None => return None,
        };
        (i < n).then_some(i)
    }
}

/// Progress and Cancel while the worker judges; the chart and the decision shown once
/// every decision is judged. The buttons are drawn anew only when the phase changes,
/// so that the focus stays on a step while the steps move the board.
#[component]
pub fn ReviewPanel(shown: Shown) -> impl IntoView {
    let lang = use_ctx().lang;
    let t = move || lang.get().t();
    let r = shown.review;
    let current = shown.current();
    let phase = memo(move || r.state.with(|(p, _)| p.clone()));
    let told = move || {
        let l = lang.get();
        let i = current.get()?;
        let j = r.state.with(|(p, js)| js.get(i).filter(|_| *p == Phase::Done).cloned())?;
        let made =
            r.made(l, &j).or_else(|| shown.history.with(|h| h.line_of(j.index as usize).map(|e| e.line.clone())));
        Some(format!("{} — {}", made.unwrap_or_default(), r.judgement(l, &j)))
    };
    view! {
        <section class="review" data-testid="review">
            <h2>{move || said(&t().review_title, &shown.name(), &[])}</h2>
            {seats(shown)}
            {move || progress(phase.get(), t())}
            // Drawn anew for another seat, even one whose review was kept (done either way).
            {move || {
                r.seat.track();
                (phase.get() == Phase::Done).then(|| chart(shown, current))
            }}
            {move || {
                r.seat.track();
                steps(shown, current, phase.get(), t())
            }}
            <p class="review-shown" data-testid="review-shown" aria-live="polite">{told}</p>
        </section>
    }
}

/// The choice of the seat reviewed, in a finished game of several seats: its eyes
/// are the board's.
fn seats(shown: Shown) -> Option<impl IntoView> {
    let lang = use_ctx().lang;
    let r = shown.review;
    let n = shown.names.with_value(Vec::len);
    let finished = r.state.with_untracked(|(p, _)| *p != Phase::Unfinished);
    (finished && n > 1).then(|| {
        let options = shown.names.with_value(|names| {
            names
                .iter()
                .enumerate()
                .map(|(s, name)| view! { <option value=s.to_string()>{name.clone()}</option> })
                .collect_view()
        });
        let pick = move |ev| {
            if let Ok(seat) = event_target_value(&ev).parse::<usize>() {
                r.choose(seat);
                shown.eyes.set(Some(seat));
            }
        };
        view! {
            <label class="review-seat">
                {move || lang.get().t().review_seat}" "
                <select data-testid="review-seat" on:change=pick prop:value=move || r.seat.get().to_string()>
                    {options}
                </select>
            </label>
        }
    })
}

/// Where the review stands while there is no chart, with a bar while it runs.
fn progress(phase: Phase, t: &'static Strings) -> Option<AnyView> {
    let (text, bar) = match phase {
        Phase::Done => return None,
        Phase::Running { done, total } if total > 0 => {
            (fill(t.reviewing, &[&(done + 1).min(total).to_string(), &total.to_string()]), Some((done, total)))
        }
        Phase::Running { .. } => (fill(t.reviewing, &["1", "…"]), Some((0, 0))),
        Phase::Stopped { done, total, .. } => (fill(t.review_stopped, &[&done.to_string(), &total.to_string()]), None),
        Phase::Failed(why) => (fill(t.review_failed, &[&why]), None),
        Phase::Unfinished => (t.review_unfinished.to_string(), None),
    };
    // Before the first answer the bar has no value: it shows that work goes on.
    let bar = bar.map(|(done, total)| match total {
        0 => view! { <progress aria-label=text.clone()></progress> }.into_any(),
        _ => view! { <progress aria-label=text.clone() max=total value=done></progress> }.into_any(),
    });
    Some(
        view! {
            <p class="review-progress" data-testid="review-progress">
                <span>{text.clone()}</span>
                {bar}
            </p>
        }
        .into_any(),
    )
}

/// The buttons of the phase: Cancel, Go on, or the steps between decisions.
fn steps(shown: Shown, current: Memo<Option<usize>>, phase: Phase, t: &'static Strings) -> Option<AnyView> {
    let step = move |by: isize| {
        if let Some(i) = shown.step(current.get_untracked(), by) {
            shown.select(i);
        }
    };
    let stop = move |_| shown.review.cancel_or_resume();
    Some(match phase {
        Phase::Running { .. } => {
            view! { <div class="review-steps"><button on:click=stop>{t.review_cancel}</button></div> }.into_any()
        }
        Phase::Stopped { .. } => {
            view! { <div class="review-steps"><button on:click=stop>{t.review_resume}</button></div> }.into_any()
        }
        Phase::Done => view! {
            <div class="review-steps">
                <button on:click=move |_| step(-1)>{t.review_prev}</button>
                <button on:click=move |_| step(1)>{t.review_next}</button>
            </div>
            {learn(shown, t)}
        }
        .into_any(),
        _ => return None,
    })
}

/// "Learn from your mistakes", where the reviewed seat made any.
fn learn(shown: Shown, t: &'static Strings) -> AnyView {
    if shown.review.mistakes().is_empty() {
        return view! { <p class="review-none">{t.learn_none}</p> }.into_any();
    }
    view! {
        <div class="review-steps">
            <button class="primary" data-testid="learn" on:click=move |_| shown.learn(0)>{t.learn_mistakes}</button>
        </div>
    }
    .into_any()
}

/// The chart, once every decision is judged: the seat's win chance after each
/// decision, mistakes and blunders marked, and the current decision.
fn chart(shown: Shown, current: Memo<Option<usize>>) -> impl IntoView {
    let lang = use_ctx().lang;
    let (n, line, slips, errors, counts) = shown.review.state.with_untracked(|(_, js)| {
        let n = js.len().max(1) as i32;
        let points: String = js.iter().enumerate().map(|(i, j)| format!("{},{} ", x(n, i), y(j.win_chance))).collect();
        // Dots as zero-length strokes with round caps: one path a kind of verdict.
        let dots = |keep: fn(Verdict) -> bool| -> String {
            js.iter()
                .enumerate()
                .filter(|(_, j)| keep(j.verdict))
                .map(|(i, j)| format!("M{} {}h0", x(n, i), y(j.win_chance)))
                .collect()
        };
        let count = |v: Verdict| js.iter().filter(|j| j.verdict == v).count().to_string();
        let counts = [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder].map(count);
        (n, points, dots(|v| v == Verdict::Inaccuracy), dots(Verdict::is_error), counts)
    });
    let now = move || {
        let i = current.get()?;
        let (cx, cy) = shown.review.state.with(|(_, js)| js.get(i).map(|j| (x(n, i), y(j.win_chance))))?;
        Some(view! {
            <path class="now" d=format!("M{cx} 0V{H}")/>
            <path class="dot" d=format!("M{cx} {cy}h0")/>
        })
    };
    let title = move || said(&lang.get().t().review_chart, &shown.name(), &[]);
    let key = move || fill(lang.get().t().review_count, &[&counts[0], &counts[1], &counts[2]]);
    view! {
        <figure class="end-chart review-chart" data-testid="review-chart">
            <figcaption>{title}</figcaption>
            <svg
                viewBox=format!("-{LEFT} -8 {} {}", W + LEFT + 10, H + 16)
                role="img"
                aria-label=title
                on:click=move |ev| pick(shown, &ev)
            >
                <g class="axes" aria-hidden="true">
                    <path d=format!("M0 0V{H}H{W}")/>
                    <path class="zero" d=format!("M0 {}H{W}", H / 2)/>
                    <text x="-6" y="4">"100%"</text>
                    <text x="-6" y=H / 2 + 4>"50%"</text>
                    <text x="-6" y=H + 4>"0%"</text>
                </g>
                <polyline points=line/>
                <path class="slip" d=slips/>
                <path class="error" d=errors/>
                {now}
            </svg>
            <p class="chart-key">{key}</p>
        </figure>
    }
}

/// Whether the better move found differs from the move made.
fn better(j: &Judged) -> bool {
    j.best != j.action
}

/// Decision `i` of `n` across the chart's width.
fn x(n: i32, i: usize) -> i32 {
    if n == 1 {
        W / 2
    } else {
        i as i32 * W / (n - 1)
    }
}

/// A win chance up the chart's height.
fn y(chance: f32) -> i32 {
    H - (chance.clamp(0.0, 1.0) * H as f32).round() as i32
}

/// A click or tap on the chart shows the decision nearest to it (the chart spans `W`
/// of the viewBox's `W + LEFT + 10`, from `LEFT`).
fn pick(shown: Shown, ev: &leptos::ev::MouseEvent) {
    let Some(svg) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return;
    };
    let n = shown.review.state.with_untracked(|(_, js)| js.len());
    let r = svg.get_bounding_client_rect();
    let at = (f64::from(ev.client_x()) - r.left()) / r.width().max(1.0) * f64::from(W + LEFT + 10) - f64::from(LEFT);
    let i = (at * (n.max(2) - 1) as f64 / f64::from(W)).round().max(0.0) as usize;
    shown.select(i.min(n.saturating_sub(1)));
}
