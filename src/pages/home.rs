//! The game box: a card per game (its picture, what it is, one tap to play), the
//! player's games, and their results beside the game they count.
//!
//! `index.html` holds a static copy of this page's top (written by `shell_tests.rs` from
//! the same strings and pictures), drawn before the app's code arrives; `main.rs`
//! swaps it for this page in one go.

use leptos::prelude::*;
use tabula_bots::Level;
use tabula_rules::{registry, GameId};

use super::home_rating::{card_rating, load_all};
use super::pictures::{self, Mark, Shape};
use super::your_games::{InProgress, Lists, YourGames};
use crate::i18n::{fill, Strings};
use crate::route::Route;
use crate::storage::rating::Rating;
use crate::storage::{rating, stats};
use crate::web;

/// The home page.
#[component]
pub fn Home() -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let results = RwSignal::new(stats::finished());
    // Read once, not a signal of their own (a new signal type is code in the first
    // load): a rating changes only when a game ends at a table, and a reset of the
    // statistics, which resets them too, sets `cleared`, which hides them. (Not "no
    // results": a device that imported its ratings may have none.)
    let ratings = load_all(ctx.lang.get_untracked().t(), ctx.notice);
    let cleared = RwSignal::new(false);
    let lists = Lists::load();
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
            <InProgress lists/>
            <h2>{move || t().games}</h2>
            <ul class="game-box">
                {GameId::ALL
                    .into_iter()
                    .map(|g| {
                        let rating = ratings.iter().find(|r| r.game == g).cloned();
                        view! { <GameCard game=g results rating cleared/> }
                    })
                    .collect_view()}
            </ul>
            <YourGames lists/>
            <ResetStatistics results cleared/>
        </section>
    }
}

/// Whether a game's card offers "Learn to play" first: until a game of it is finished.
fn learn_first(results: &[stats::Finished], game: GameId) -> bool {
    !results.iter().any(|f| f.game == game)
}

/// Today's deal's link: today's counted result once played, and the streak.
fn daily_text(t: &Strings, game: GameId, results: &[stats::Finished]) -> String {
    let Ok(today) = crate::games::table::daily::today() else { return t.daily_deal.to_string() };
    let (played, streak) = crate::games::table::daily::standing(game, today, results);
    let mut text = match played {
        Some(won) => fill(
            t.daily_played,
            &[if game == GameId::SuperPose {
                t.daily_done
            } else if won {
                t.daily_won
            } else {
                t.daily_lost
            }],
        ),
        None => t.daily_deal.to_string(),
    };
    if streak >= 2 {
        text.push_str(&fill(t.daily_streak, &[&streak.to_string()]));
    }
    text
}

/// The line under a game's name: seats and length.
pub fn facts(t: &Strings, game: GameId) -> String {
    let info = registry::info(game);
    let minutes = info.minutes.to_string();
    if info.min_seats == info.max_seats {
        fill(t.facts_exact, &[&info.min_seats.to_string(), &minutes])
    } else {
        fill(t.facts, &[&info.min_seats.to_string(), &info.max_seats.to_string(), &minutes])
    }
}

/// What the game is, in a sentence.
pub fn blurb(t: &Strings, game: GameId) -> &'static str {
    match game {
        GameId::SuperPose => t.sp_blurb,
        GameId::ShapeUp => t.su_blurb,
        GameId::Combo4x4 => t.c4_blurb,
        GameId::Pow => t.pow_blurb,
    }
}

/// A card's actions in order, each as (route, text, primary): a new player is
/// offered the lesson first; Play is always one tap, and the one filled button.
pub fn actions(t: &Strings, game: GameId, learn_first: bool) -> Vec<(Route, &'static str, bool)> {
    let play = (Route::Quick(game, None), t.play_quick, true);
    let learn = (Route::Learn(game), t.learn, false);
    let setup = (Route::Setup(game), t.set_up, false);
    let rules = (Route::Rules(game), t.rules, false);
    let daily = (Route::Daily(game, None, None), t.daily_deal, false);
    if learn_first {
        vec![learn, play, daily, setup, rules]
    } else {
        vec![play, daily, setup, rules, learn]
    }
}

#[component]
fn GameCard(
    game: GameId,
    results: RwSignal<Vec<stats::Finished>>,
    rating: Option<Rating>,
    cleared: RwSignal<bool>,
) -> impl IntoView {
    let near = rating.as_ref().map(Rating::near);
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let buttons = move || {
        let t = t();
        let first = results.with(|r| learn_first(r, game));
        let mut all = actions(t, game, first);
        // Once the player has a rating here, the level nearest it is a choice beside Play.
        if let Some(level) = near.filter(|_| !cleared.get()) {
            let at = all.iter().position(|a| a.2).map_or(0, |i| i + 1);
            all.insert(at, (Route::Quick(game, Some(level)), t.rating_near, false));
        }
        all.into_iter()
            .map(|(route, text, primary)| {
                let label = matches!(route, Route::Quick(_, None)).then(|| fill(t.play_quick_label, &[game.title()]));
                let text = match route {
                    Route::Daily(..) => results.with(|r| daily_text(t, game, r)),
                    Route::Quick(_, Some(level)) => fill(text, &[t.levels[level as usize]]),
                    _ => text.to_string(),
                };
                view! {
                    <a class=if primary { "button primary" } else { "button" } href=route.hash() aria-label=label>{text}</a>
                }
            })
            .collect_view()
    };
    view! {
        <li class="game-card tile" data-game=game.as_str()>
            <Picture game/>
            <div class="card-text">
                <h3 class="card-title">{game.title()}</h3>
                <p class="card-facts">{move || facts(t(), game)}</p>
                <p class="card-blurb">{move || blurb(t(), game)}</p>
            </div>
            <div class="card-actions">{buttons}</div>
            <CardResults game results/>
            {card_rating(game, cleared, rating)}
        </li>
    }
}

/// The marks of a game's picture as SVG.
#[component]
pub fn Picture(game: GameId) -> impl IntoView {
    let marks = pictures::picture(game).into_iter().map(mark).collect_view();
    let view_box = format!("0 0 {} {}", pictures::WIDTH, pictures::HEIGHT);
    view! { <svg class="pic" viewBox=view_box aria-hidden="true">{marks}</svg> }
}

fn mark(m: Mark) -> AnyView {
    let n = |v: i32| v.to_string();
    match m.shape {
        Shape::Rect { round } => view! {
            <rect class=m.class x=n(m.x) y=n(m.y) width=n(m.w) height=n(m.h) rx=round.then_some("3")/>
        }
        .into_any(),
        Shape::Circle => {
            view! { <circle class=m.class cx=n(m.x + m.w / 2) cy=n(m.y + m.h / 2) r=n(m.w.min(m.h) / 2)/> }.into_any()
        }
        Shape::Triangle => view! { <polygon class=m.class points=m.points()/> }.into_any(),
    }
}

/// Games of this game played and won here, per opponent; nothing until one ends.
#[component]
fn CardResults(game: GameId, results: RwSignal<Vec<stats::Finished>>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    move || {
        let t = ctx.lang.get().t();
        let hinted = |save: &str| crate::storage::hints::used(save) > 0;
        let rows: Vec<_> = results.with(|r| stats::tally(r, &hinted)).into_iter().filter(|row| row.0 == game).collect();
        (!rows.is_empty()).then(|| {
            let lines = rows
                .into_iter()
                .map(|(_, level, played, won, hints)| {
                    let against = against(t, level);
                    let mut line = fill(t.played_won, &[against, &played.to_string(), &won.to_string()]);
                    if hints > 0 {
                        line = format!("{line} · {}", fill(t.stats_hinted, &[&hints.to_string()]));
                    }
                    view! { <li>{line}</li> }
                })
                .collect_view();
            view! { <ul class="card-stats" data-testid=format!("stats-{game}") aria-label=t.stats_title>{lines}</ul> }
        })
    }
}

fn against(t: &Strings, level: Option<Level>) -> &'static str {
    level.map_or(t.stats_people, |l| t.levels[l as usize])
}

/// Forgets every result and rating, after asking (the saves stay).
#[component]
fn ResetStatistics(results: RwSignal<Vec<stats::Finished>>, cleared: RwSignal<bool>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    move || {
        let t = ctx.lang.get().t();
        results.with(|r| !r.is_empty()).then(|| {
            view! {
                <p class="reset-stats">
                    <button on:click=move |_| {
                        if window().confirm_with_message(t.stats_reset_confirm).unwrap_or(false) {
                            stats::reset();
                            rating::reset();
                            results.set(Vec::new());
                            cleared.set(true);
                        }
                    }>{t.stats_reset}</button>
                </p>
            }
        })
    }
}

/// Shows the home page with a message, replacing the failed address.
pub fn go_home_with(message: String) -> AnyView {
    let ctx = crate::ctx::use_ctx();
    ctx.notice.set(Some(message));
    web::replace(&Route::Home);
    // The shell's route too, once this drawing is done: what it shows for a table (the
    // skip link to the board) must go. A replaced address fires no hashchange.
    // Unless the player went elsewhere within that frame.
    let route = ctx.route;
    request_animation_frame(move || {
        if Route::parse(&web::hash()) == Route::Home {
            route.set(Route::Home);
        }
    });
    view! { <Home/> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;

    #[test]
    fn a_new_player_is_offered_the_lesson_first_and_play_always() {
        let first = actions(&EN, GameId::Pow, true);
        assert_eq!(first[0].0, Route::Learn(GameId::Pow));
        assert_eq!(first[1].0, Route::Quick(GameId::Pow, None));
        let later = actions(&EN, GameId::Pow, false);
        assert_eq!(later[0].0, Route::Quick(GameId::Pow, None));
        assert!(later.iter().any(|a| a.0 == Route::Learn(GameId::Pow)));
        let done = [stats::Finished { save: "a".into(), game: GameId::Pow, against: None, won: false }];
        assert!(!learn_first(&done, GameId::Pow) && learn_first(&done, GameId::ShapeUp));
    }

    #[test]
    fn facts_come_from_the_registry() {
        assert_eq!(facts(&EN, GameId::ShapeUp), "2–3 players · about 10 min");
        assert_eq!(facts(&EN, GameId::SuperPose), "1–6 players · about 20 min");
        assert_eq!(facts(&EN, GameId::Combo4x4), "2 players · about 10 min");
    }
}
