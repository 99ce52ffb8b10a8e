//! The panel of "Learn from your mistakes" (`learn.rs`), in place of the replay's bar
//! and the review's panel while the player learns: which mistake the board is at, what
//! the player made of it, the answer on request, the steps between mistakes and the
//! way back to the review. Not generic; in the tables' part, as the review is.

use leptos::prelude::*;

use super::review::Tried;
use super::review_panel::Shown;
use crate::ctx::use_ctx;
use crate::i18n::fill;
use crate::kit::focus::focus_first;
use crate::reactive::memo;

impl Shown {
    /// Starts learning at the `k`th mistake, from the reviewed seat's eyes.
    pub fn learn(self, k: usize) {
        let Some(&i) = self.review.mistakes().get(k) else { return };
        self.eyes.set(Some(self.review.seat.get_untracked()));
        self.review.learn_at(i, self.at);
        request_animation_frame(|| focus_first(".learn button"));
    }

    /// Back to the review, the board where it was.
    fn unlearn(self) {
        self.review.learn.set(None);
        request_animation_frame(|| focus_first("[data-testid=learn]"));
    }
}

/// The panel. Its buttons are drawn once, so that the focus stays on a step.
#[component]
pub fn LearnPanel(shown: Shown) -> impl IntoView {
    let lang = use_ctx().lang;
    let t = move || lang.get().t();
    let r = shown.review;
    let mistakes = StoredValue::new(untrack(|| r.mistakes()));
    let n = mistakes.with_value(Vec::len);
    // The mistake's place among the mistakes.
    let k = memo(move || {
        let i = r.learn.with(|l| l.as_ref().map(|l| l.i));
        i.and_then(|i| mistakes.with_value(|m| m.iter().position(|&x| x == i))).unwrap_or(0)
    });
    let tried = memo(move || r.learn.with(|l| l.as_ref().map(|l| l.tried.clone())).unwrap_or(Tried::Not));
    let at = move || {
        let j = r.learned()?;
        let made = r.made(lang.get(), &j).unwrap_or_default();
        let verdict = t().verdicts[j.verdict as usize];
        Some(fill(t().learn_at, &[&(k.get() + 1).to_string(), &n.to_string(), verdict, &made]))
    };
    let said = move || {
        let t = t();
        let better = || r.learned().and_then(|j| r.better(lang.get(), &j)).unwrap_or_default();
        match tried.get() {
            Tried::Not => t.learn_find.to_string(),
            Tried::Wrong(words) => fill(t.learn_wrong, &[&words]),
            Tried::Found => fill(t.learn_found, &[&better()]),
            Tried::Shown => fill(t.learn_answer, &[&better()]),
        }
    };
    let last = move || k.get() + 1 >= n;
    let go = move |by: isize| {
        if let Some(k) = k.get_untracked().checked_add_signed(by).filter(|&k| k < n) {
            shown.learn(k);
        }
    };
    view! {
        <section class="review learn" data-testid="learn-panel">
            <h2>{move || t().learn_mistakes}</h2>
            <p class="learn-at" data-testid="learn-at">{at}</p>
            <p
                class="learn-said"
                data-testid="learn-said"
                data-tried=move || match tried.get() { Tried::Not => "", Tried::Wrong(_) => "wrong", Tried::Found => "found", Tried::Shown => "shown" }
                aria-live="polite"
            >
                {said}
            </p>
            <div class="review-steps">
                <button on:click=move |_| r.tried(Tried::Shown)>{move || t().learn_show}</button>
                <button on:click=move |_| shown.unlearn()>{move || t().learn_back}</button>
            </div>
            <div class="review-steps">
                <button disabled=move || k.get() == 0 on:click=move |_| go(-1)>{move || t().learn_prev}</button>
                <button disabled=last on:click=move |_| go(1)>{move || t().learn_next}</button>
            </div>
        </section>
    }
}
