//! A day's deal (`#/daily/<game>[/<date>]`): the counted try of that day's deal if
//! there is one, else the worker deals it and it is saved as the counted try; then its
//! table opens (`games/table/daily.rs`). A date with no deal goes home saying why; a
//! friend's result in the link is kept for the end of this device's game, and their
//! game (`#/daily/<game>/<date>/friend`) is watched once this device's is over.

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_bots::Level;
use tabula_rules::daily::{Daily, Day};
use tabula_rules::GameId;

use crate::games::{registry, table::daily};
use crate::i18n::fill;
use crate::route::Route;
use crate::storage::{self, Saved, SeatKind};
use crate::{thinker, web};

#[component]
pub fn DailyPage(game: GameId, date: Option<String>, theirs: Option<String>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = ctx.lang.get_untracked().t();
    let day = match &date {
        Some(d) => d.parse::<Day>(),
        None => daily::today(),
    };
    let day = match day {
        Ok(day) => day,
        Err(why) => {
            ctx.notice.set(Some(fill(t.daily_failed, &[&why.to_string()])));
            request_animation_frame(move || ctx.redirect(Route::Home));
            return view! { <p class="muted" role="status">{t.link_opening}</p> };
        }
    };
    if theirs.as_deref() == Some(daily::FRIEND) {
        friend_game(game, day);
        return view! { <p class="muted" role="status">{t.link_opening}</p> };
    }
    // A friend's result (and their moves), shown once this device's game of the deal
    // ends; a damaged result is left out (the deal still opens).
    if let Some(code) = theirs.filter(|c| daily::result_words(t, daily::split_theirs(c).0).is_some()) {
        storage::daily::keep_theirs(game, day, &code);
    }
    let id = daily::counted_id(game, day);
    if storage::open(&id).is_ok_and(|s| s.game == game) {
        request_animation_frame(move || ctx.redirect(Route::Play(id)));
    } else {
        thinker::ask(
            |ask| Ask::Daily { id: ask, game, date: day.to_string() },
            move |answer| match answer {
                Ok(Answer::Daily { record, .. }) => {
                    let seats = Daily::new(game, day).seats();
                    let names = t.learn_names.iter().take(seats).map(|n| n.to_string()).collect();
                    let kinds = [SeatKind::Human, SeatKind::Computer(Level::Hard)].into_iter().take(seats).collect();
                    let mut settings = registry::default_settings(game);
                    // A result means the same for everyone: no move taken back.
                    settings.strict = true;
                    ctx.open_new(&Saved::dealt(id.clone(), game, (names, kinds), record, settings, web::now_ms()));
                }
                Ok(Answer::Failed { why, .. }) | Err(why) => {
                    ctx.notice.set(Some(fill(t.daily_failed, &[&why])));
                    ctx.redirect(Route::Home);
                }
                Ok(_) => ctx.redirect(Route::Home),
            },
        );
    }
    view! { <p class="muted" role="status">{t.link_opening}</p> }
}

/// The game a friend's link brought of `game`'s deal on `day`, watched move by move:
/// only once this device's counted game of that deal is over (before, nothing of it is
/// shown). The worker deals the day again, the link's moves replay on it, and the game
/// is kept as a finished save of its own (`daily::friend_id`) and opened to watch.
fn friend_game(game: GameId, day: Day) {
    let ctx = crate::ctx::use_ctx();
    let t = ctx.lang.get_untracked().t();
    let home = move |why: String| {
        ctx.notice.set(Some(why));
        request_animation_frame(move || ctx.redirect(Route::Home));
    };
    if !storage::open(&daily::counted_id(game, day)).is_ok_and(|s| s.over) {
        return home(t.daily_finish_first.to_string());
    }
    let theirs = storage::daily::theirs(game, day);
    let Some(moves) = theirs.as_deref().and_then(|s| daily::split_theirs(s).1).map(str::to_string) else {
        return home(t.daily_friend_none.to_string());
    };
    thinker::ask(
        |ask| Ask::Daily { id: ask, game, date: day.to_string() },
        move |answer| {
            let deal = match answer {
                Ok(Answer::Daily { record, .. }) => record,
                Ok(Answer::Failed { why, .. }) | Err(why) => return home(fill(t.daily_failed, &[&why])),
                Ok(_) => return home(t.daily_friend_damaged.to_string()),
            };
            let Some(record) = daily::with_moves(&deal, &moves) else {
                return home(t.daily_friend_damaged.to_string());
            };
            let seats = Daily::new(game, day).seats();
            let names = [t.daily_friend, t.learn_names[1]].iter().take(seats).map(|n| n.to_string()).collect();
            // Played elsewhere: seated as people, so that opening it never counts it
            // here nor asks a computer to move.
            let kinds = vec![SeatKind::Human; seats];
            let id = daily::friend_id(game, day);
            let mut saved =
                Saved::dealt(id.clone(), game, (names, kinds), record, registry::default_settings(game), web::now_ms());
            saved.over = true;
            // Moves that do not replay to the game's end are not the sender's game.
            if crate::games::progress::outcome(&saved).is_none() {
                return home(t.daily_friend_damaged.to_string());
            }
            let _ = storage::store(&saved);
            ctx.redirect(Route::Watch(id));
        },
    );
}
