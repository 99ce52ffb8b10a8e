//! A day's deal (`#/daily/<game>[/<date>]`): the counted try of that day's deal if
//! there is one, else the worker deals it and it is saved as the counted try; then its
//! table opens (`games/table/daily.rs`). A date with no deal goes home saying why; a
//! friend's result in the link is kept for the end of this device's game.

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
    // A friend's result, shown once this device's game of the deal ends; a damaged
    // one is left out (the deal still opens).
    if let Some(code) = theirs.filter(|c| daily::result_words(t, c).is_some()) {
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
