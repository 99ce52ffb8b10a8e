//! Opening a shared link: the record becomes a new saved game on this device.

use leptos::prelude::*;
use tabula_rules::GameId;

use crate::app::{go_home_with, Ctx};
use crate::error::AppError;
use crate::games::table::saved_from_link;
use crate::i18n::fill;
use crate::route::Route;
use crate::storage::SeatKind;
use crate::widgets::share::decode_names;

/// Decodes the link, saves the game and opens it; a bad link goes home with a message.
#[component]
pub fn OpenLink(ctx: Ctx, game: GameId, seats: String, names: String, payload: String) -> impl IntoView {
    let kinds: Option<Vec<SeatKind>> = seats.chars().map(SeatKind::from_letter).collect();
    let opened = match (game, kinds) {
        (GameId::ShapeUp, Some(kinds)) => saved_from_link::<tabula_rules::shape_up::ShapeUp>(&payload, kinds, decode_names(&names)),
        (GameId::SuperPose, Some(kinds)) => saved_from_link::<tabula_rules::super_pose::SuperPose>(&payload, kinds, decode_names(&names)),
        (GameId::Combo4x4, Some(kinds)) => saved_from_link::<tabula_rules::combo4x4::Combo4x4>(&payload, kinds, decode_names(&names)),
        (GameId::Pow, Some(kinds)) => saved_from_link::<tabula_rules::pow::Pow>(&payload, kinds, decode_names(&names)),
        (_, None) => Err(AppError::SeatsDamaged),
    };
    match opened {
        Ok(id) => {
            // After this render: the router must not be written while it renders us.
            request_animation_frame(move || ctx.redirect(Route::Play(id)));
            view! { <p class="muted">"…"</p> }.into_any()
        }
        Err(e) => {
            let t = ctx.lang.get_untracked().t();
            let msg = fill(t.link_broken, &[&e.text(t)]);
            go_home_with(ctx, msg)
        }
    }
}
