//! Parts of the app fetched when first opened, not with the first load. Each
//! `#[wasm_split]` function here becomes a wasm file of its own
//! (`scripts/post-build.mjs` cuts the page's wasm with `wasm_split_cli_support`), and
//! a call to it first fetches that file. A page reached by a link is drawn as soon as
//! its part has arrived; the service worker keeps every part for offline play.

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tabula_rules::{combo4x4::Combo4x4, pow::Pow, shape_up::ShapeUp, super_pose::SuperPose, GameId};

use crate::error::AppError;
use crate::games::registry::quick_game;
use crate::games::table::{Table, TableGame};
use crate::i18n::fill;
use crate::kit::part::{drawn_when_loaded, Part};
use crate::pages::{self, home::go_home_with};
use crate::route::Route;
use crate::storage::{self, Saved};
use crate::web;

/// How a saved game's table opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// To play on.
    Play,
    /// Watched move by move.
    Watch,
    /// Watched with the computer's review of its decisions.
    Review,
}

// A game's table, its board and its rules: fetched when the game is first opened.
#[wasm_split(super_pose, wasm_split_path = ::leptos::wasm_split, fallible)]
fn super_pose_table(saved: Saved, mode: Mode) -> Part {
    Ok(open_table::<SuperPose>(saved, mode))
}

#[wasm_split(shape_up, wasm_split_path = ::leptos::wasm_split, fallible)]
fn shape_up_table(saved: Saved, mode: Mode) -> Part {
    Ok(open_table::<ShapeUp>(saved, mode))
}

#[wasm_split(combo4x4, wasm_split_path = ::leptos::wasm_split, fallible)]
fn combo4x4_table(saved: Saved, mode: Mode) -> Part {
    Ok(open_table::<Combo4x4>(saved, mode))
}

#[wasm_split(pow, wasm_split_path = ::leptos::wasm_split, fallible)]
fn pow_table(saved: Saved, mode: Mode) -> Part {
    Ok(open_table::<Pow>(saved, mode))
}

/// The table of a saved game, in `mode`, or the home page with the reason it cannot
/// open. Each game's table is a part of its own, fetched when that game is first
/// opened (below).
pub fn play_saved(id: &str, mode: Mode) -> AnyView {
    match storage::open(id) {
        Ok(saved) => {
            web::game_styles(saved.game);
            if mode != Mode::Play {
                web::enable_styles("review");
            }
            // A day's deal ends with its month's calendar.
            if saved.id.starts_with(crate::games::table::daily::ID_PREFIX) {
                web::enable_styles("daily");
            }
            table(saved, mode)
        }
        Err(e) => cannot_open(e),
    }
}

/// The one-tap start: a new game against a computer at `level` (Medium if none),
/// opened at once (the address becomes the game's, so Back and a reload do not start
/// another).
pub fn quick_start(game: GameId, level: Option<tabula_bots::Level>) -> AnyView {
    let ctx = crate::ctx::use_ctx();
    let t = ctx.lang.get_untracked().t();
    // A level the game does not offer (POW's Expert, which plays as Hard, in an old
    // or hand-made link) starts as the game's strongest.
    let level = level.map_or(tabula_bots::Level::Medium, |l| tabula_bots::offered_level(game, l));
    let names = vec![t.learn_names[0].to_string(), t.computer_names[1].to_string()];
    match quick_game(game, names, level) {
        Ok(id) => {
            web::replace(&Route::Play(id.clone()));
            play_saved(&id, Mode::Play)
        }
        Err(e) => go_home_with(e.text(t)),
    }
}

/// Fetches the four tables' parts one after another, once (a part fetched is kept):
/// from the game box, so that a tap on Play finds its table's code already here.
/// It waits a second first, and stops once a table is asked for, so that a quick
/// tap's table does not share the network with the others. Parts that cannot be
/// fetched now are fetched again when opened.
pub fn prefetch_tables() {
    leptos::task::spawn_local(async {
        gloo_timers::future::TimeoutFuture::new(1000).await;
        let asked = || TABLE_ASKED.get();
        if !asked() {
            _ = __wasm_split_preload_super_pose_table().await;
        }
        if !asked() {
            _ = __wasm_split_preload_shape_up_table().await;
        }
        if !asked() {
            _ = __wasm_split_preload_combo4x4_table().await;
        }
        if !asked() {
            _ = __wasm_split_preload_pow_table().await;
        }
    });
}

thread_local! {
    /// A table has been asked for: the prefetch gives way.
    static TABLE_ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The table of a saved game, drawn once its game's part has arrived.
pub fn table(saved: Saved, mode: Mode) -> AnyView {
    TABLE_ASKED.set(true);
    match saved.game {
        GameId::SuperPose => drawn_when_loaded(super_pose_table(saved, mode), false),
        GameId::ShapeUp => drawn_when_loaded(shape_up_table(saved, mode), false),
        GameId::Combo4x4 => drawn_when_loaded(combo4x4_table(saved, mode), false),
        GameId::Pow => drawn_when_loaded(pow_table(saved, mode), false),
    }
}

// The pages besides the game box: one part, fetched when one of them first opens
// (a part each made many small chunks of the code they share with the tables, each a
// round trip more when a table first opens).
#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn rules_page(game: GameId) -> Part {
    Ok(view! { <pages::rules::RulesPage game/> }.into_any())
}

#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn setup_page(game: GameId) -> Part {
    Ok(view! { <pages::setup::SetupPage game/> }.into_any())
}

#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn learn_page(game: GameId) -> Part {
    Ok(view! { <pages::learn::LearnPage game/> }.into_any())
}

#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn daily_page(game: GameId, date: Option<String>, theirs: Option<String>) -> Part {
    Ok(view! { <pages::daily::DailyPage game date theirs/> }.into_any())
}

#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn link_page(game: GameId, seats: String, names: String, payload: String) -> Part {
    Ok(view! { <pages::link::OpenLink game seats names payload/> }.into_any())
}

#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn turn_page(game: GameId, uid: String, to: usize, seats: String, names: String, payload: String) -> Part {
    Ok(view! { <pages::turn::OpenTurn game uid to seats names payload/> }.into_any())
}

#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn bench_page() -> Part {
    Ok(view! { <pages::bench::BenchPage/> }.into_any())
}

/// The page of `route`, drawn once its part has arrived: every page but the game box
/// (drawn at once, it is the first load) and a game's table (by [`table`]).
pub fn page(route: Route) -> AnyView {
    match route {
        Route::Rules(game) => drawn_when_loaded(rules_page(game), false),
        Route::Setup(game) => drawn_when_loaded(setup_page(game), false),
        Route::Learn(game) => drawn_when_loaded(learn_page(game), false),
        Route::Daily(game, date, theirs) => drawn_when_loaded(daily_page(game, date, theirs), false),
        Route::Link { game, seats, names, payload } => drawn_when_loaded(link_page(game, seats, names, payload), false),
        Route::Turn { game, uid, to, seats, names, payload } => {
            drawn_when_loaded(turn_page(game, uid, to, seats, names, payload), false)
        }
        Route::Bench => drawn_when_loaded(bench_page(), false),
        // The app draws these itself (`app.rs`); never asked here.
        Route::Home | Route::Play(_) | Route::Watch(_) | Route::Review(_) | Route::Quick(..) => {
            view! { <pages::home::Home/> }.into_any()
        }
    }
}

/// The table of `saved`, run inside its game's part.
fn open_table<G: TableGame>(saved: Saved, mode: Mode) -> AnyView {
    Table::<G>::from_saved(saved)
        .map(|mut t| {
            t.watch = mode != Mode::Play;
            t.review = mode == Mode::Review;
            G::table_view(t)
        })
        .unwrap_or_else(cannot_open)
}

/// The home page, saying why a save cannot open.
pub fn cannot_open(e: AppError) -> AnyView {
    let t = crate::ctx::use_ctx().lang.get_untracked().t();
    go_home_with(fill(t.save_broken, &[&e.text(t)]))
}
