//! "Learn to play": the worker sends the game's lesson (its deal and script, in the
//! page's language); an unfinished lesson goes on where it was left, else a new one
//! is dealt; then its table opens (`games/table/lesson.rs`).

use leptos::prelude::*;
use tabula_bots::{ask::Answer, Level};
use tabula_rules::GameId;

use crate::games::{registry, table::lesson};
use crate::i18n::{fill, Lang};
use crate::route::Route;
use crate::storage::{self, Saved, SeatKind};
use crate::{thinker, web};

#[component]
pub fn LearnPage(game: GameId) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let lang = ctx.lang.get_untracked();
    thinker::lesson(game, lang == Lang::Fr, move |answer| {
        let t = lang.t();
        match answer {
            Ok(Answer::Lesson { record, intro, steps, outro, .. }) => {
                let id = lesson::save_id(game);
                if !storage::open(&id).is_ok_and(|s| s.game == game && !s.over) {
                    let now = web::now_ms();
                    let names = t.learn_names.iter().map(|n| n.to_string()).collect();
                    let kinds = vec![SeatKind::Human, SeatKind::Computer(Level::Easy)];
                    let saved = Saved { id: id.clone(), game, names, kinds, record, turn: 0, round: None, over: false, created: now, updated: now, settings: registry::default_settings(game) };
                    // Refused by the browser: the table says the game is not saved.
                    let _ = storage::store(&saved);
                }
                let steps = steps.into_iter().map(|(seat, action, say)| (seat as usize, action, say)).collect();
                lesson::open(id.clone(), lesson::Script { intro, steps, outro });
                ctx.redirect(Route::Play(id));
            }
            Ok(Answer::Failed { why, .. }) | Err(why) => {
                ctx.notice.set(Some(fill(t.learn_failed, &[&why])));
                ctx.redirect(Route::Home);
            }
            Ok(_) => ctx.redirect(Route::Home),
        }
    });
    view! { <p class="muted" role="status">{lang.t().link_opening}</p> }
}
