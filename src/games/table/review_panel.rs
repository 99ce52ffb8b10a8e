//! The review's panel under the replay bar: progress and Cancel, then the win-chance
//! chart, the decision shown and steps from decision to decision. The decisions'
//! list is the log itself, each judged line followed by its judgement
//! (`Review::annotate`), where a click already goes to its position. Not generic.
//!
//! The chart is written as markup text, its words escaped, and one listener reads
//! where it was clicked: a typed view of it cost the first load several times more
//! code.

use leptos::prelude::*;
use tabula_bots::review::Verdict;
use wasm_bindgen::JsCast;

use super::review::{Phase, Review};
use super::History;
use crate::ctx::use_ctx;
use crate::i18n::{fill, Strings};
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
}

impl Shown {
    /// The decision the board is at: the last one made before the position shown.
    fn current(self) -> Memo<Option<usize>> {
        let (state, at) = (self.review.state, self.at);
        memo(move || {
            let at = at.get();
            state.with(|(_, js)| js.iter().rposition(|j| (j.index as usize) < at))
        })
    }

    fn select(self, i: usize) {
        if let Some(index) = self.review.state.with_untracked(|(_, js)| js.get(i).map(|j| j.index as usize)) {
            self.at.set(index + 1);
        }
    }

    /// The reviewed seat's name.
    fn name(self) -> String {
        self.names.with_value(|n| n.get(self.review.seat).cloned().unwrap_or_default())
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

/// Text safe inside markup.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Progress and Cancel while the worker judges; the chart and the decision shown once
/// every decision is judged. The buttons are drawn anew only when the phase changes,
/// so that the focus stays on a step while the steps move the board.
#[component]
pub fn ReviewPanel(shown: Shown) -> impl IntoView {
    let lang = use_ctx().lang;
    let r = shown.review;
    let current = shown.current();
    let status = move || status(shown, lang.get().t());
    let controls = memo(move || controls(r, lang.get().t()));
    let chart = move || chart(shown, lang.get().t(), current.get());
    let said = move || {
        let l = lang.get();
        let i = current.get()?;
        let j = r.state.with(|(p, js)| js.get(i).filter(|_| *p == Phase::Done).cloned())?;
        let made = shown.history.with(|h| h.line_of(j.index as usize).map(|e| e.line.clone())).unwrap_or_default();
        Some(format!("{made} — {}", r.judgement(l, &j)))
    };
    view! {
        <section class="review" data-testid="review" on:click=move |ev| clicked(shown, current, &ev)>
            <div inner_html=status></div>
            <div inner_html=chart></div>
            <div inner_html=controls></div>
            <p class="review-shown" data-testid="review-shown" aria-live="polite">{said}</p>
        </section>
    }
}

/// The heading, and while there is no chart, where the review stands.
fn status(shown: Shown, t: &Strings) -> String {
    let title = format!("<h2>{}</h2>", esc(&fill(t.review_title, &[&shown.name()])));
    let (text, bar) = match shown.review.state.with(|(p, _)| p.clone()) {
        Phase::Done => return title,
        Phase::Running { done, total } if total > 0 => (
            fill(t.reviewing, &[&(done + 1).min(total).to_string(), &total.to_string()]),
            Some(format!(r#" max="{total}" value="{done}""#)),
        ),
        Phase::Running { .. } => (fill(t.reviewing, &["1", "…"]), Some(String::new())),
        Phase::Stopped { done, total, .. } => (fill(t.review_stopped, &[&done.to_string(), &total.to_string()]), None),
        Phase::Failed(why) => (fill(t.review_failed, &[&why]), None),
        Phase::Unfinished => (t.review_unfinished.to_string(), None),
    };
    let text = esc(&text);
    let bar = bar.map(|b| format!(r#"<progress aria-label="{text}"{b}></progress>"#)).unwrap_or_default();
    format!(r#"{title}<p class="review-progress" data-testid="review-progress"><span>{text}</span>{bar}</p>"#)
}

/// The buttons of the phase: Cancel, Go on, or the steps between decisions.
fn controls(r: Review, t: &Strings) -> String {
    let button = |act: &str, label: &str| format!(r#"<button data-act="{act}">{}</button>"#, esc(label));
    let buttons = match r.state.with(|(p, _)| p.clone()) {
        Phase::Running { .. } => button("stop", t.review_cancel),
        Phase::Stopped { .. } => button("stop", t.review_resume),
        Phase::Done => button("prev", t.review_prev) + &button("next", t.review_next),
        _ => return String::new(),
    };
    format!(r#"<div class="review-steps">{buttons}</div>"#)
}

/// A click in the panel: a button's act, or a point of the chart.
fn clicked(shown: Shown, current: Memo<Option<usize>>, ev: &leptos::ev::MouseEvent) {
    let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let act =
        target.as_ref().and_then(|e| e.closest("[data-act]").ok().flatten()).and_then(|e| e.get_attribute("data-act"));
    let by = match act.as_deref() {
        Some("stop") => return shown.review.cancel_or_resume(),
        Some("prev") => -1,
        Some("next") => 1,
        _ => {
            if let Some(svg) = target.and_then(|e| e.closest("svg").ok().flatten()) {
                pick(shown, &svg, ev);
            }
            return;
        }
    };
    if let Some(i) = shown.step(current.get_untracked(), by) {
        shown.select(i);
    }
}

/// The chart's markup, once every decision is judged: the seat's win chance after each decision, mistakes and
/// blunders marked, and the current decision.
fn chart(shown: Shown, t: &Strings, current: Option<usize>) -> String {
    shown.review.state.with(|(p, js)| {
        if *p != Phase::Done {
            return String::new();
        }
        let n = js.len().max(1) as i32;
        let x = move |i: usize| if n == 1 { W / 2 } else { i as i32 * W / (n - 1) };
        let y = |c: f32| H - (c.clamp(0.0, 1.0) * H as f32).round() as i32;
        let points: String = js.iter().enumerate().map(|(i, j)| format!("{},{} ", x(i), y(j.win_chance))).collect();
        // Dots as zero-length strokes with round caps: one path a kind of verdict.
        let dots = |keep: fn(Verdict) -> bool| -> String {
            js.iter()
                .enumerate()
                .filter(|(_, j)| keep(j.verdict))
                .map(|(i, j)| format!("M{} {}h0", x(i), y(j.win_chance)))
                .collect()
        };
        let now = current
            .and_then(|i| js.get(i).map(|j| (x(i), y(j.win_chance))))
            .map(|(cx, cy)| format!(r#"<path class="now" d="M{cx} 0V{H}"/><path class="dot" d="M{cx} {cy}h0"/>"#))
            .unwrap_or_default();
        let count = |v: Verdict| js.iter().filter(|j| j.verdict == v).count().to_string();
        let counts = [Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder].map(count);
        let title = esc(&fill(t.review_chart, &[&shown.name()]));
        format!(
            r#"<figure class="end-chart review-chart" data-testid="review-chart"><figcaption>{title}</figcaption><svg viewBox="-{LEFT} -8 {vw} {vh}" role="img" aria-label="{title}"><g class="axes" aria-hidden="true"><path d="M0 0V{H}H{W}"/><path class="zero" d="M0 {h2}H{W}"/><text x="-6" y="4">100%</text><text x="-6" y="{h2t}">50%</text><text x="-6" y="{ht}">0%</text></g><polyline points="{points}"/><path class="slip" d="{slips}"/><path class="error" d="{errors}"/>{now}</svg><p class="chart-key">{key}</p></figure>"#,
            vw = W + LEFT + 10,
            vh = H + 16,
            h2 = H / 2,
            h2t = H / 2 + 4,
            ht = H + 4,
            slips = dots(|v| v == Verdict::Inaccuracy),
            errors = dots(Verdict::is_error),
            key = esc(&fill(t.review_count, &[&counts[0], &counts[1], &counts[2]])),
        )
    })
}

/// A click or tap on the chart shows the decision nearest to it (the chart spans `W`
/// of the viewBox's `W + LEFT + 10`, from `LEFT`).
fn pick(shown: Shown, svg: &web_sys::Element, ev: &leptos::ev::MouseEvent) {
    let n = shown.review.state.with_untracked(|(_, js)| js.len());
    let r = svg.get_bounding_client_rect();
    let at = (f64::from(ev.client_x()) - r.left()) / r.width().max(1.0) * f64::from(W + LEFT + 10) - f64::from(LEFT);
    let i = (at * (n.max(2) - 1) as f64 / f64::from(W)).round().max(0.0) as usize;
    shown.select(i.min(n.saturating_sub(1)));
}
