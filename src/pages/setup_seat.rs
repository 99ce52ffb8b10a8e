//! One seat of the setup page: its name, who plays it, and a computer's level with
//! how that level plays.

use leptos::prelude::*;
use tabula_bots::Level;
use tabula_rules::GameId;

use crate::i18n::{fill, Lang, Strings};
use crate::storage::SeatKind;

/// One seat being set up.
#[derive(Clone, Copy)]
pub struct SeatForm {
    pub(super) name: RwSignal<String>,
    pub(super) kind: RwSignal<SeatKind>,
    /// The level a computer seat plays at, kept while the seat is a person's.
    pub(super) level: RwSignal<Level>,
}

/// How a level plays and how it did against the level below (`tabula_bots::figures`).
fn level_help(t: &Strings, lang: Lang, game: GameId, level: Level) -> String {
    let how = tabula_bots::figures::how_it_plays(game, level);
    let name = |l: Option<Level>| {
        l.and_then(|l| Level::ALL.iter().position(|x| *x == l)).map_or(t.level_random, |n| t.levels[n])
    };
    let pct = |x: f64| format!("{:.0}", x * 100.0);
    let record = match tabula_bots::figures::figure(game, level) {
        Some(f) => {
            let (lo, hi) = f.interval();
            fill(t.level_record, &[name(f.below), &pct(f.share()), &f.games.to_string(), &pct(lo), &pct(hi)])
        }
        None => fill(t.level_unmeasured, &[name(level.below())]),
    };
    // The figure a player's own rating is measured against (`tabula ratings`).
    let (rating, deviation) = tabula_bots::rating::level_rating(game, level);
    use crate::storage::rating::{margin, whole};
    let rated = fill(t.level_rating, &[&whole(rating).to_string(), &margin(deviation).to_string()]);
    format!("{} {record} {rated}", if lang == Lang::Fr { how.fr } else { how.en })
}

/// One seat's name, who plays it, and a computer's level.
#[component]
pub fn SeatRow(game: GameId, i: usize, s: SeatForm) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let name_id = format!("seat-name-{i}");
    let kind_name = format!("seat-kind-{i}");
    let level_id = format!("seat-level-{i}");
    // A person keeps their name; a computer's name gives way.
    let person = move |k: SeatKind| {
        s.kind.set(k);
        if t().computer_names.contains(&s.name.get_untracked().as_str()) {
            s.name.set(t().default_names[i].to_string());
        }
    };
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
            // Named with its seat: a screen reader's list of fields said "Name" twice.
            <input
                id=name_id
                aria-label=move || fill(t().seat_name, &[&(i + 1).to_string()])
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
                        on:change=move |_| person(SeatKind::Human)
                    />
                    {move || t().human}
                </label>
                <label>
                    <input
                        type="radio"
                        name=kind_name.clone()
                        prop:checked=move || s.kind.get() == SeatKind::Remote
                        on:change=move |_| person(SeatKind::Remote)
                    />
                    {move || t().by_link}
                </label>
                <label>
                    <input
                        type="radio"
                        name=kind_name
                        prop:checked=move || s.kind.get().is_computer()
                        on:change=move |_| {
                            s.kind.set(SeatKind::Computer(s.level.get_untracked()));
                            // A computer seat named like a person gets a computer name.
                            if t().default_names.contains(&s.name.get_untracked().as_str()) {
                                s.name.set(t().computer_names[i].to_string());
                            }
                        }
                    />
                    {move || t().computer}
                </label>
            </div>
            <p class="help" hidden=move || s.kind.get() != SeatKind::Remote>{move || t().by_link_help}</p>
            <div class="level" hidden=move || !s.kind.get().is_computer()>
                <label for=level_id.clone()>{move || t().level}</label>
                <select
                    id=level_id
                    on:change=move |ev| {
                        let l = Level::ALL.get(event_target_value(&ev).parse::<usize>().unwrap_or(1)).copied().unwrap_or(Level::Medium);
                        s.level.set(l);
                        s.kind.set(SeatKind::Computer(l));
                    }
                >
                    {Level::ALL
                        .into_iter()
                        .enumerate()
                        // Only the levels the game offers; the values stay places in
                        // Level::ALL, which the change handler reads.
                        .filter(|(_, l)| tabula_bots::offered(game).contains(l))
                        .map(|(n, l)| {
                            view! {
                                <option value=n.to_string() prop:selected=move || s.level.get() == l>
                                    {move || t().levels[n]}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
                <p class="help" data-testid="level-help">{move || level_help(t(), ctx.lang.get(), game, s.level.get())}</p>
            </div>
        </fieldset>
    }
}
