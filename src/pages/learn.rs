//! "Learn to play": an unfinished lesson goes on where it was left, else the worker
//! deals the game's lesson anew; then its table opens (`games/table/lesson.rs`).

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_bots::Level;
use tabula_rules::GameId;

use crate::games::{registry, table::lesson};
use crate::i18n::fill;
use crate::route::Route;
use crate::storage::{self, Saved, SeatKind};
use crate::{thinker, web};

#[component]
pub fn LearnPage(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = ctx.lang.get_untracked().t();
    let id = lesson::save_id(game);
    if storage::open(&id).is_ok_and(|s| s.game == game && !s.over) {
        request_animation_frame(move || ctx.redirect(Route::Play(id)));
    } else {
        thinker::ask(
            |id| Ask::Lesson { id, game },
            move |answer| match answer {
                Ok(Answer::Lesson { record, .. }) => {
                    let names = t.learn_names.iter().map(|n| n.to_string()).collect();
                    let kinds = vec![SeatKind::Human, SeatKind::Computer(Level::Easy)];
                    let settings = registry::default_settings(game);
                    ctx.open_new(&Saved::dealt(id.clone(), game, (names, kinds), record, settings, web::now_ms()));
                }
                Ok(Answer::Failed { why, .. }) | Err(why) => {
                    ctx.notice.set(Some(fill(t.learn_failed, &[&why])));
                    ctx.redirect(Route::Home);
                }
                Ok(_) => ctx.redirect(Route::Home),
            },
        );
    }
    view! { <p class="muted" role="status">{t.link_opening}</p> }
}
