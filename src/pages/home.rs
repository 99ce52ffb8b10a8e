//! The game box and the saved games.

use leptos::prelude::*;
use tabula_rules::GameId;

use super::saves_file::SavesFile;
use crate::i18n::fill;
use crate::route::Route;
use crate::storage::{self, stats, Listed};
use crate::web;

/// The home page.
#[component]
pub fn Home() -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    view! {
        <section class="home">
            <h1>"Tabula"</h1>
            <p class="tagline">{move || t().tagline}</p>
            {move || {
                ctx.notice
                    .get()
                    .map(|n| {
                        view! {
                            <div class="notice" role="alert">
                                <p>{n}</p>
                                <button on:click=move |_| ctx.notice.set(None)>{move || t().close}</button>
                            </div>
                        }
                    })
            }}
            <h2>{move || t().games}</h2>
            <ul class="game-box">
                {GameId::ALL.into_iter().map(|g| view! { <GameTile game=g/> }).collect_view()}
            </ul>
            <SavedGames/>
            <Statistics/>
        </section>
    }
}

#[component]
fn GameTile(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let blurb = move || match game {
        GameId::SuperPose => t().sp_blurb,
        GameId::ShapeUp => t().su_blurb,
        GameId::Combo4x4 => t().c4_blurb,
        GameId::Pow => t().pow_blurb,
    };
    view! {
        <li class="tile" data-game=game.as_str()>
            <a class="tile-link" href=Route::Setup(game).hash()>
                <span class="tile-title">{game.title()}</span>
            </a>
            <p class="tile-blurb">{blurb}</p>
            <p class="tile-more">
                <a href=Route::Learn(game).hash()>{move || t().learn}</a>
                <a href=Route::Rules(game).hash()>{move || t().rules}</a>
            </p>
        </li>
    }
}

#[component]
fn SavedGames() -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let saves = RwSignal::new(storage::list());
    let rows = move || {
        let list = saves.get();
        if list.is_empty() {
            return view! { <p class="muted">{move || t().no_saves}</p> }.into_any();
        }
        view! {
            <ul class="saves">
                {list.into_iter().map(|entry| view! { <SaveRow entry saves/> }).collect_view()}
            </ul>
        }
        .into_any()
    };
    view! {
        <h2>{move || t().continue_title}</h2>
        {rows}
        <SavesFile saves/>
    }
}

#[component]
fn SaveRow(entry: Listed, saves: RwSignal<Vec<Listed>>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    match entry {
        Listed::Ok(s) => {
            let id = s.id.clone();
            let progress = move || {
                let t = t();
                let mut parts = Vec::new();
                if s.over {
                    parts.push(t.finished.to_string());
                } else {
                    parts.push(fill(t.turn_n, &[&(s.turn + 1).to_string()]));
                }
                if let Some((r, n)) = s.round.filter(|&(_, n)| n > 1) {
                    parts.push(fill(t.round_n_of, &[&(r + 1).to_string(), &n.to_string()]));
                }
                parts.push(fill(t.saved_on, &[&web::date_text(s.updated, ctx.lang.get().code())]));
                parts.join(" · ")
            };
            let names = s.names.join(", ");
            let href = Route::Play(id.clone()).hash();
            let watch = Route::Watch(id.clone()).hash();
            view! {
                <li class="save">
                    <div class="save-info">
                        <strong>{s.game.title()}</strong>
                        <span>{names}</span>
                        <span class="muted">{progress}</span>
                    </div>
                    <div class="save-actions">
                        <a class="button" href=href>{move || t().resume}</a>
                        <a class="button" href=watch>{move || t().watch}</a>
                        <DeleteButton id=id.clone() saves/>
                    </div>
                </li>
            }
            .into_any()
        }
        Listed::Damaged { id, raw, error } => {
            let url = web::data_url(&raw);
            let file = format!("tabula-save-{id}.txt");
            view! {
                <li class="save damaged">
                    <div class="save-info">
                        <strong>{move || t().damaged_save}</strong>
                        <span class="muted">{move || t().damaged_explain}</span>
                        <details>
                            <summary>{move || t().show_text}</summary>
                            <textarea readonly rows="4" aria-label=move || t().show_text>{raw.clone()}</textarea>
                            <p class="muted tech">{error}</p>
                        </details>
                    </div>
                    <div class="save-actions">
                        <a class="button" href=url download=file>{move || t().export}</a>
                        <DeleteButton id=id.clone() saves/>
                    </div>
                </li>
            }
            .into_any()
        }
    }
}

/// Games played and won here, per game and opponent; nothing until a game ends.
/// Redrawn whole when the language changes: one closure, not one a cell.
#[component]
fn Statistics() -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let rows = RwSignal::new(stats::tally(&stats::finished()));
    move || {
        let t = ctx.lang.get().t();
        let list = rows.get();
        let [game, against, played, won] = t.stats_heads;
        (!list.is_empty()).then(|| view! {
            <h2>{t.stats_title}</h2>
            <table class="stats" data-testid="stats">
                <tr><th>{game}</th><th>{against}</th><th>{played}</th><th>{won}</th></tr>
                {list.into_iter().map(|(game, level, played, won)| view! {
                    <tr><td>{game.title()}</td><td>{level.map_or(t.stats_people, |l| t.levels[l as usize])}</td><td>{played}</td><td>{won}</td></tr>
                }).collect_view()}
            </table>
            <button on:click=move |_| {
                if window().confirm_with_message(t.stats_reset_confirm).unwrap_or(false) {
                    stats::reset();
                    rows.set(Vec::new());
                }
            }>{t.stats_reset}</button>
        })
    }
}

/// Deletes a save after the player confirms: there is no way back.
#[component]
fn DeleteButton(id: String, saves: RwSignal<Vec<Listed>>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    view! {
        <button on:click=move |_| {
            if window().confirm_with_message(t().delete_confirm).unwrap_or(false) {
                storage::delete(&id);
                saves.set(storage::list());
            }
        }>{move || t().delete}</button>
    }
}

/// Shows the home page with a message, replacing the failed address.
pub fn go_home_with(message: String) -> AnyView {
    let ctx = crate::ctx::use_ctx();
    ctx.notice.set(Some(message));
    web::replace(&Route::Home);
    view! { <Home/> }.into_any()
}
