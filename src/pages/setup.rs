//! The setup screen: seats, names, who is human, and the variants.

use leptos::prelude::*;
use tabula_rules::GameId;

use crate::games::shape_up;
use crate::i18n::fill;
use crate::pages::setup_super_pose::{SpOptions, SpVariants};
use crate::route::Route;
use crate::games::table::new_saved;
use crate::storage::{SeatKind, Settings};
use tabula_rules::combo4x4::Combo4x4;
use tabula_rules::pow::Pow;
use crate::web;

/// One seat being set up.
#[derive(Clone, Copy)]
pub struct SeatForm {
    name: RwSignal<String>,
    kind: RwSignal<SeatKind>,
}

/// The setup page of a game.
#[component]
pub fn SetupPage(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    // One person against the computer unless they say otherwise.
    let t0 = ctx.lang.get_untracked().t();
    let seats: Vec<SeatForm> = (0..6)
        .map(|i| SeatForm {
            name: RwSignal::new(if i == 0 { t0.default_names[i] } else { t0.computer_names[i] }.to_string()),
            kind: RwSignal::new(if i == 0 { SeatKind::Human } else { SeatKind::Computer }),
        })
        .collect();
    let counts: Vec<usize> = match game {
        GameId::SuperPose => (1..=6).collect(),
        GameId::ShapeUp => vec![2, 3],
        GameId::Combo4x4 => vec![2],
        GameId::Pow => (2..=5).collect(),
    };
    let count = RwSignal::new(2usize);
    // Shape Up!'s advanced rule and full game; Combo 4x4's three card readings.
    let advanced = RwSignal::new(false);
    let full = RwSignal::new(false);
    let c4 = [RwSignal::new(false), RwSignal::new(false), RwSignal::new(false)];
    let sp = SpOptions::new();
    let seats_for_start = seats.clone();
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let n = count.get_untracked();
        let t = ctx.lang.get_untracked().t();
        let names: Vec<String> = seats_for_start[..n]
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let name = s.name.get_untracked().trim().to_string();
                if name.is_empty() {
                    match s.kind.get_untracked() {
                        SeatKind::Human => t.default_names[i].to_string(),
                        SeatKind::Computer => t.computer_names[i].to_string(),
                    }
                } else {
                    name
                }
            })
            .collect();
        let kinds: Vec<SeatKind> = seats_for_start[..n].iter().map(|s| s.kind.get_untracked()).collect();
        let made = match game {
            GameId::SuperPose => sp.start(n, names, kinds),
            GameId::Combo4x4 => {
                let rules = tabula_rules::combo4x4::Rules {
                    jump_orthogonal: c4[0].get_untracked(),
                    trade_orthogonal: c4[1].get_untracked(),
                    push_orthogonal: c4[2].get_untracked(),
                };
                let setup = tabula_rules::combo4x4::Setup::with_rules(rules);
                new_saved::<Combo4x4>(setup, web::new_seed(), names, kinds, Settings::default())
            }
            GameId::Pow => {
                let setup = tabula_rules::pow::Setup::new(n as u8);
                new_saved::<Pow>(setup, web::new_seed(), names, kinds, Settings::default())
            }
            GameId::ShapeUp => {
                let setup = tabula_rules::shape_up::Setup {
                    seats: n as u8,
                    advanced: advanced.get_untracked(),
                    rounds: if full.get_untracked() { 4 } else { 1 },
                    ..Default::default()
                };
                shape_up::new_saved(setup, web::new_seed(), names, kinds)
            }
        };
        match made {
            Ok(id) => web::go(&Route::Play(id)),
            Err(e) => ctx.notice.set(Some(e.text(ctx.lang.get_untracked().t()))),
        }
    };
    let seat_rows = move || {
        let n = count.get();
        seats[..n]
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let s = *s;
                let name_id = format!("seat-name-{i}");
                let kind_name = format!("seat-kind-{i}");
                view! {
                    <fieldset class="seat">
                        <legend>
                            {move || fill(t().seat_n, &[&(i + 1).to_string()])}
                            // Combo 4x4's seats are its colours: Red moves first.
                            {move || {
                                (game == GameId::Combo4x4)
                                    .then(|| crate::games::combo4x4::words::c4(ctx.lang.get()).colours.get(i).map(|c| format!(" · {c}")))
                                    .flatten()
                            }}
                        </legend>
                        <label for=name_id.clone()>{move || t().name}</label>
                        <input
                            id=name_id
                            type="text"
                            maxlength="24"
                            prop:value=move || s.name.get()
                            on:input=move |ev| s.name.set(event_target_value(&ev))
                        />
                        <div class="kind" role="radiogroup">
                            <label>
                                <input
                                    type="radio"
                                    name=kind_name.clone()
                                    prop:checked=move || s.kind.get() == SeatKind::Human
                                    on:change=move |_| {
                                        s.kind.set(SeatKind::Human);
                                        // A person keeps their name; a computer's name gives way.
                                        if t().computer_names.contains(&s.name.get_untracked().as_str()) {
                                            s.name.set(t().default_names[i].to_string());
                                        }
                                    }
                                />
                                {move || t().human}
                            </label>
                            <label>
                                <input
                                    type="radio"
                                    name=kind_name
                                    prop:checked=move || s.kind.get() == SeatKind::Computer
                                    on:change=move |_| {
                                        s.kind.set(SeatKind::Computer);
                                        // A computer seat named like a person gets a computer name.
                                        if t().default_names.contains(&s.name.get_untracked().as_str()) {
                                            s.name.set(t().computer_names[i].to_string());
                                        }
                                    }
                                />
                                {move || t().computer}
                            </label>
                        </div>
                    </fieldset>
                }
            })
            .collect_view()
    };
    view! {
        <section class="setup">
            <h1>{game.title()}</h1>
            <p class="muted">
                {move || match game {
                    GameId::SuperPose => t().sp_blurb,
                    GameId::ShapeUp => t().su_blurb,
                    GameId::Combo4x4 => t().c4_blurb,
                    GameId::Pow => t().pow_blurb,
                }}
                " "
                <a href=Route::Rules(game).hash()>{move || t().rules}</a>
            </p>
            <form on:submit=start>
                <fieldset class="count">
                    <legend>{move || t().players}</legend>
                    {counts
                        .into_iter()
                        .map(|n| {
                            view! {
                                <label class="pill">
                                    <input
                                        type="radio"
                                        name="count"
                                        prop:checked=move || count.get() == n
                                        on:change=move |_| count.set(n)
                                    />
                                    {n}
                                </label>
                            }
                        })
                        .collect_view()}
                </fieldset>
                {seat_rows}
                {(game == GameId::SuperPose).then(|| view! { <SpVariants options=sp count=count.into()/> })}
                <fieldset class="variants" hidden=game != GameId::Combo4x4>
                    <legend>{move || t().variants}</legend>
                    {c4
                        .into_iter()
                        .enumerate()
                        .map(|(i, on)| {
                            view! {
                                <label>
                                    <input type="checkbox" prop:checked=move || on.get() on:change=move |ev| on.set(event_target_checked(&ev))/>
                                    {move || t().c4_variants[i].0}
                                </label>
                                <p class="help">{move || t().c4_variants[i].1}</p>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <fieldset class="variants" hidden=game != GameId::ShapeUp>
                    <legend>{move || t().variants}</legend>
                    <label>
                        <input type="checkbox" prop:checked=move || advanced.get() on:change=move |ev| advanced.set(event_target_checked(&ev))/>
                        {move || t().su_advanced}
                    </label>
                    <p class="help">{move || t().su_advanced_help}</p>
                    <label>
                        <input type="checkbox" prop:checked=move || full.get() on:change=move |ev| full.set(event_target_checked(&ev))/>
                        {move || t().su_full_game}
                    </label>
                    <p class="help">{move || t().su_full_game_help}</p>
                </fieldset>
                <div class="actions">
                    <a class="button" href="#/">{move || t().back_home}</a>
                    <button class="primary" type="submit">{move || t().start}</button>
                </div>
            </form>
        </section>
    }
    .into_any()
}
