//! SUPER-POSE's part of the setup screen: variants, starting layout, table settings,
//! and the solo best scores.

use leptos::prelude::*;
use tabula_rules::super_pose::{ready_count, Deck, Placement, Setup, Start, SuperPose};

use crate::error::AppError;
use crate::games::super_pose::{words, LayoutPreview, SpSymbols, BEST_KEY};
use crate::games::table;
use crate::kit::when::When;
use crate::pages::sp_free_layout::FreeLayout;
use crate::storage::last_setup::LastSetup;
use crate::storage::{self, SeatKind, Settings};
use crate::web;

/// The choices, as signals the form binds to.
#[derive(Clone, Copy)]
pub struct SpOptions {
    flowers: RwSignal<bool>,
    nine: RwSignal<bool>,
    advanced: RwSignal<bool>,
    teams: RwSignal<bool>,
    race: RwSignal<String>,
    layout: RwSignal<u8>,
    /// The free layout being built (used when `layout` is past the ready ones).
    free: RwSignal<Vec<Placement>>,
    strict: RwSignal<bool>,
    assist: RwSignal<bool>,
}

impl SpOptions {
    /// The rules' first game, played strictly.
    pub fn new() -> SpOptions {
        SpOptions {
            flowers: RwSignal::new(false),
            nine: RwSignal::new(false),
            advanced: RwSignal::new(false),
            teams: RwSignal::new(false),
            race: RwSignal::new(String::new()),
            layout: RwSignal::new(0),
            free: RwSignal::new(Vec::new()),
            strict: RwSignal::new(true),
            assist: RwSignal::new(false),
        }
    }

    /// The choices that are on or off, each with its code in a last setup.
    fn flags(&self) -> [(RwSignal<bool>, &'static str); 6] {
        [
            (self.flowers, "flowers"),
            (self.nine, "nine"),
            (self.advanced, "advanced"),
            (self.teams, "teams"),
            (self.strict, "strict"),
            (self.assist, "assist"),
        ]
    }

    /// These choices as the last setup keeps them (a free layout is not kept).
    pub fn codes(&self) -> Vec<String> {
        let mut codes: Vec<String> =
            self.flags().into_iter().filter(|(sig, _)| sig.get_untracked()).map(|(_, c)| c.to_string()).collect();
        if let Ok(r) = self.race.get_untracked().trim().parse::<u16>() {
            codes.push(format!("race={r}"));
        }
        let layout = self.layout.get_untracked();
        if usize::from(layout) < ready_count(self.flowers.get_untracked()) {
            codes.push(format!("layout={layout}"));
        }
        codes
    }

    /// Takes the choices of a last setup; a layout that no longer exists is the first.
    pub fn restore(&self, last: &LastSetup) {
        for (sig, code) in self.flags() {
            sig.set(last.variant(code).is_some());
        }
        self.race.set(last.variant("race").flatten().filter(|r| *r > 0).map(|r| r.to_string()).unwrap_or_default());
        let layout =
            last.variant("layout").flatten().filter(|&l| usize::from(l) < ready_count(self.flowers.get_untracked()));
        self.layout.set(layout.map_or(0, |l| l as u8));
    }

    /// The setup these choices make for `seats` players.
    pub fn setup(&self, seats: usize) -> Setup {
        let teams = self.teams.get_untracked() && matches!(seats, 4 | 6);
        let flowers = self.flowers.get_untracked();
        let layout = self.layout.get_untracked();
        let start = if usize::from(layout) >= ready_count(flowers) {
            Start::Free(self.free.get_untracked())
        } else {
            Start::Ready(layout)
        };
        Setup {
            flowers,
            start,
            deck: if self.nine.get_untracked() { Deck::Nine } else { Deck::Five },
            advanced: self.advanced.get_untracked(),
            teams,
            race: if teams { self.race.get_untracked().trim().parse::<u16>().ok().filter(|r| *r > 0) } else { None },
            ..Setup::first_game(seats as u8)
        }
    }

    /// How many starting cards the free layout still needs (0 for a ready layout).
    pub fn missing(&self) -> usize {
        let flowers = self.flowers.get();
        if usize::from(self.layout.get()) < ready_count(flowers) {
            return 0;
        }
        (if flowers { 5usize } else { 3 }).saturating_sub(self.free.with(Vec::len))
    }

    /// Saves the new game and returns its id.
    pub fn start(&self, seats: usize, names: Vec<String>, kinds: Vec<SeatKind>) -> Result<String, AppError> {
        let settings = Settings { strict: self.strict.get_untracked(), assist: self.assist.get_untracked() };
        let free = usize::from(self.layout.get_untracked()) >= ready_count(self.flowers.get_untracked());
        let needed = if self.flowers.get_untracked() { 5 } else { 3 };
        if free && self.free.with_untracked(Vec::len) != needed {
            return Err(AppError::LayoutIncomplete);
        }
        table::new_saved::<SuperPose>(self.setup(seats), web::new_seed(), names, kinds, settings)
    }
}

/// The variants fieldset.
#[component]
pub fn SpVariants(options: SpOptions, count: Signal<usize>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let w = move || words::sp(ctx.lang.get());
    let o = options;
    let check = move |sig: RwSignal<bool>,
                      label: fn(&words::Sp) -> &'static str,
                      help: fn(&words::Sp) -> &'static str| {
        view! {
            <label>
                <input type="checkbox" prop:checked=move || sig.get() on:change=move |ev| sig.set(event_target_checked(&ev))/>
                {move || label(words::sp(ctx.lang.get()))}
            </label>
            <p class="help">{move || help(words::sp(ctx.lang.get()))}</p>
        }
    };
    let team_ok = move || matches!(count.get(), 4 | 6);
    let layouts = move || {
        let flowers = o.flowers.get();
        let n = ready_count(flowers);
        if usize::from(o.layout.get_untracked()) > n {
            o.layout.set(0);
        }
        (0..n as u8)
            .map(|i| {
                let name = move || {
                    let w = w();
                    if flowers { w.layouts_flowers.get(usize::from(i)) } else { w.layouts_plain.get(usize::from(i)) }.copied().unwrap_or("")
                };
                view! {
                    <label class="layout-choice">
                        <input type="radio" name="sp-layout" prop:checked=move || o.layout.get() == i on:change=move |_| o.layout.set(i)/>
                        <LayoutPreview flowers n=i/>
                        <span>{name}</span>
                    </label>
                }
            })
            .collect_view()
    };
    let free_index = move || ready_count(o.flowers.get()) as u8;
    let best = move || {
        (count.get() == 1).then(|| {
            let all = storage::best::scores(BEST_KEY);
            view! {
                <section class="sp-best">
                    <h2>{move || w().best_scores}</h2>
                    {if all.is_empty() {
                        view! { <p class="muted">{move || w().no_best}</p> }.into_any()
                    } else {
                        view! { <ol>{all.into_iter().map(|b| {
                            let hinted = storage::hints::used(&b.save) > 0;
                            view! { <li><span class="score">{b.score}</span> " " {b.name}{hinted.then(|| view! { <span class="hinted">{move || format!(" · {}", t().best_hinted)}</span> })}</li> }
                        }).collect_view()}</ol> }.into_any()
                    }}
                </section>
            }
        })
    };
    view! {
        <fieldset class="variants">
            <legend>{move || t().variants}</legend>
            <p class="help">{move || w().first_game}</p>
            {check(o.flowers, |w| w.flowers, |w| w.flowers_help)}
            {check(o.nine, |w| w.nine, |w| w.nine_help)}
            {check(o.advanced, |w| w.advanced, |w| w.advanced_help)}
            <When when=team_ok>
                {check(o.teams, |w| w.teams, |w| w.teams_help)}
                <When when=move || o.teams.get()>
                    <label class="race">
                        {move || w().race} " "
                        <input
                            type="number"
                            min="1"
                            max="999"
                            inputmode="numeric"
                            placeholder="—"
                            prop:value=move || o.race.get()
                            on:input=move |ev| o.race.set(event_target_value(&ev))
                        />
                    </label>
                    <p class="help">{move || w().race_help}</p>
                </When>
            </When>
            <When when=move || count.get() == 1>
                <p class="help">{move || w().solo_note}</p>
            </When>
        </fieldset>
        <SpSymbols/>
        <fieldset class="layouts">
            <legend>{move || w().layout}</legend>
            <div class="layout-list">
                {layouts}
                <label class="layout-choice">
                    <input type="radio" name="sp-layout" prop:checked=move || o.layout.get() == free_index() on:change=move |_| o.layout.set(free_index())/>
                    <span class="free-icon" aria-hidden="true">"✎"</span>
                    <span>{move || w().free_layout}</span>
                </label>
            </div>
            <When when=move || o.layout.get() == free_index()>
                <FreeLayout lang=ctx.lang flowers=o.flowers.into() laid=o.free/>
            </When>
        </fieldset>
        <fieldset class="variants">
            <legend>{move || t().settings}</legend>
            {check(o.strict, |w| w.strict, |w| w.strict_help)}
            {check(o.assist, |w| w.assist, |w| w.assist_help)}
        </fieldset>
        {best}
    }
}
