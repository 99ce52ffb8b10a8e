//! The setup screen: seats, names, who is human, and the variants.

use leptos::prelude::*;
use tabula_rules::GameId;

use tabula_rules::registry::{self, Describe, Variant};

use crate::error::AppError;
use crate::games::table::new_saved;
use crate::i18n::{fill, Lang, Strings};
use crate::pages::setup_seat::{SeatForm, SeatRow};
use crate::pages::setup_super_pose::{SpOptions, SpVariants};
use crate::route::Route;
use crate::storage::last_setup::{self, LastSetup};
use crate::storage::SeatKind;
use crate::web;
use tabula_bots::Level;

/// A variant on the setup page: whether it is on, and its number if it takes one.
#[derive(Clone, Copy)]
struct VariantForm {
    v: &'static Variant,
    on: RwSignal<bool>,
    n: RwSignal<u16>,
}

impl VariantForm {
    /// How the registry writes it, for `seats` seats: `code` or `code=N`; a seat
    /// chosen before the seats were fewer is the last.
    fn code(self, seats: usize) -> Option<String> {
        let v = self.v;
        self.on.get_untracked().then(|| match v.param {
            Some(p) if p.seat => format!("{}={}", v.code, Self::seat(self.n.get_untracked(), seats)),
            Some(_) => format!("{}={}", v.code, self.n.get_untracked()),
            None => v.code.to_string(),
        })
    }

    /// The seat that number `n` chooses among `seats`: the last if it is beyond them,
    /// so the select shows the seat Start will use.
    fn seat(n: u16, seats: usize) -> u16 {
        n.min(u16::try_from(seats.saturating_sub(1)).unwrap_or(0))
    }
}

/// A new game of a game the registry describes, from the variants chosen.
fn start_described<G: Describe + crate::games::table::TableGame>(
    n: usize,
    codes: &[String],
    names: Vec<String>,
    kinds: Vec<SeatKind>,
) -> Result<String, AppError> {
    let setup =
        G::parse_setup(n, codes).map_err(|e| AppError::Record(tabula_rules::RecordError::Setup(e.to_string())))?;
    new_saved::<G>(setup, web::new_seed(), names, kinds, G::default_settings())
}

/// A variant: a checkbox with its name and what it does, and its number if any: a
/// seat's number is chosen by the seat's name, among the seats set up now.
#[component]
fn VariantRow(f: VariantForm, lang: Signal<Lang>, seats: Vec<SeatForm>, count: Signal<usize>) -> impl IntoView {
    let text = move |t: tabula_rules::registry::Text| if lang.get() == Lang::Fr { t.fr } else { t.en };
    let seat_choice = move |p: tabula_rules::registry::Param| {
        let seats = seats.clone();
        let options = move || {
            let n = count.get().min(usize::from(p.max) + 1);
            let t = lang.get().t();
            seats[..n.min(seats.len())]
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let label = format!("{} · {}", fill(t.seat_n, &[&(i + 1).to_string()]), s.name.get());
                    view! { <option value=i.to_string() prop:selected=move || usize::from(VariantForm::seat(f.n.get(), n)) == i>{label}</option> }
                })
                .collect_view()
        };
        view! {
            <select
                aria-label=move || text(f.v.name)
                disabled=move || !f.on.get()
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u16>() {
                        f.n.set(n.clamp(p.min, p.max));
                    }
                }
            >
                {options}
            </select>
        }
    };
    view! {
        <label>
            <input type="checkbox" prop:checked=move || f.on.get() on:change=move |ev| f.on.set(event_target_checked(&ev))/>
            {move || text(f.v.name)}
        </label>
        {f.v.param.filter(|p| p.seat).map(seat_choice)}
        {f.v.param.filter(|p| !p.seat).map(|p| view! {
            <input
                type="number"
                min=p.min
                max=p.max
                aria-label=move || text(f.v.name)
                disabled=move || !f.on.get()
                prop:value=move || f.n.get().to_string()
                on:input=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u16>() {
                        f.n.set(n.clamp(p.min, p.max));
                    }
                }
            />
        })}
        <p class="help">{move || text(f.v.about)}</p>
    }
}

/// The setup page of a game.
#[component]
pub fn SetupPage(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    web::game_styles(game);
    let t = move || ctx.lang.get().t();
    // One person against the computer unless they say otherwise.
    let t0 = ctx.lang.get_untracked().t();
    let seats: Vec<SeatForm> = (0..6)
        .map(|i| SeatForm {
            name: RwSignal::new(if i == 0 { t0.default_names[i] } else { t0.computer_names[i] }.to_string()),
            kind: RwSignal::new(if i == 0 { SeatKind::Human } else { SeatKind::MEDIUM }),
            level: RwSignal::new(Level::Medium),
        })
        .collect();
    let info = registry::info(game);
    let counts: Vec<usize> = (usize::from(info.min_seats)..=usize::from(info.max_seats)).collect();
    let count = RwSignal::new(usize::from(info.default_seats).max(2).min(usize::from(info.max_seats)));
    // The registry's variants; SUPER-POSE has its own page section (layouts, decks).
    let variants: Vec<VariantForm> = info
        .variants
        .iter()
        .map(|v| VariantForm { v, on: RwSignal::new(false), n: RwSignal::new(v.param.map_or(0, |p| p.default)) })
        .collect();
    let sp = SpOptions::new();
    // As the player last left it, where that still fits the game.
    let last = last_setup::load(game).filter(|l| counts.contains(&l.seats.len()) && l.seats.len() <= seats.len());
    if let Some(last) = &last {
        count.set(last.seats.len());
        restore(game, last, t0, &seats, &variants, sp);
    }
    let seats_for_start = seats.clone();
    let seats_for_rows = seats.clone();
    let variants_for_start = variants.clone();
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
                        SeatKind::Computer(_) => t.computer_names[i].to_string(),
                        _ => t.default_names[i].to_string(),
                    }
                } else {
                    name
                }
            })
            .collect();
        let kinds: Vec<SeatKind> = seats_for_start[..n].iter().map(|s| s.kind.get_untracked()).collect();
        let codes: Vec<String> = variants_for_start
            .iter()
            .filter(|f| f.v.seats.is_empty() || f.v.seats.contains(&(n as u8)))
            .filter_map(|f| f.code(n))
            .collect();
        // A default name is kept as none, so it comes back in the language of the
        // next visit ("Ann" is "Anne" in French).
        let kept = names.iter().enumerate().map(|(i, name)| {
            match [t.default_names[i], t.computer_names[i]].contains(&name.as_str()) {
                true => String::new(),
                false => name.clone(),
            }
        });
        let chosen = LastSetup {
            seats: kept.zip(kinds.iter().copied()).collect(),
            variants: if game == GameId::SuperPose { sp.codes() } else { codes.clone() },
        };
        let made = match game {
            GameId::SuperPose => sp.start(n, names, kinds),
            _ => tabula_rules::with_game!(game, G => start_described::<G>(n, &codes, names, kinds)),
        };
        if made.is_ok() {
            last_setup::store(game, &chosen);
        }
        match made {
            Ok(id) => web::go(&Route::Play(id)),
            Err(e) => ctx.notice.set(Some(e.text(ctx.lang.get_untracked().t()))),
        }
    };
    // SUPER-POSE's own layout: Start waits for every starting card, and says so.
    let missing = move || if game == GameId::SuperPose { sp.missing() } else { 0 };
    let seat_rows = move || {
        let n = count.get();
        seats[..n].iter().enumerate().map(|(i, s)| view! { <SeatRow game i s=*s/> }).collect_view()
    };
    view! {
        <section class="setup">
            <h1>{game.title()}</h1>
            <p class="muted">
                {move || crate::pages::home::blurb(t(), game)}
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
                {(game != GameId::SuperPose && !variants.is_empty()).then(|| view! {
                    <fieldset class="variants">
                        <legend>{move || t().variants}</legend>
                        {variants
                            .into_iter()
                            .map(|f| view! { <VariantRow f lang=ctx.lang.into() seats=seats_for_rows.clone() count=count.into()/> })
                            .collect_view()}
                    </fieldset>
                })}
                <div class="actions">
                    <a class="button" href="#/">{move || t().back_home}</a>
                    <button class="primary" type="submit" disabled=move || { missing() > 0 } aria-describedby="start-why">
                        {move || t().start}
                    </button>
                    <p id="start-why" class="start-why" data-testid="start-why" hidden=move || { missing() == 0 }>
                        {move || fill(t().lay_more, &[&missing().to_string()])}
                    </p>
                </div>
            </form>
        </section>
    }
    .into_any()
}

/// The seats and variants as the player last left them (`last`), a name kept as none
/// being the default one in today's language (`t0`). A level the game no longer
/// offers (POW's Expert, which played as Hard) comes back as the game's strongest.
fn restore(game: GameId, last: &LastSetup, t0: &Strings, seats: &[SeatForm], variants: &[VariantForm], sp: SpOptions) {
    for (i, (form, (name, kind))) in seats.iter().zip(&last.seats).enumerate() {
        // None kept: the default name, in today's language.
        let default = if kind.level().is_some() { t0.computer_names[i] } else { t0.default_names[i] };
        form.name.set(if name.is_empty() { default.to_string() } else { name.chars().take(24).collect() });
        let kind = kind.level().map_or(*kind, |l| SeatKind::Computer(tabula_bots::offered_level(game, l)));
        form.kind.set(kind);
        if let Some(l) = kind.level() {
            form.level.set(l);
        }
    }
    for f in variants {
        if let Some(n) = last.variant(f.v.code) {
            f.on.set(true);
            if let (Some(p), Some(n)) = (f.v.param, n) {
                f.n.set(n.clamp(p.min, p.max));
            }
        }
    }
    sp.restore(last);
}
