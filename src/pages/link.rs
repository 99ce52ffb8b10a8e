//! Opening a shared link: the record becomes a new saved game on this device.

use leptos::prelude::*;
use tabula_rules::GameId;

use crate::error::AppError;
use crate::games::registry;
use crate::i18n::fill;
use crate::pages::home::go_home_with;
use crate::route::Route;
use crate::storage::SeatKind;
use crate::widgets::share::decode_names;

/// Decodes the link, saves the game and opens it; a bad link goes home with a message.
#[component]
pub fn OpenLink(game: GameId, seats: String, names: String, payload: String) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    // A shared game is played on at this device: seats played by link become people here.
    let kinds: Option<Vec<SeatKind>> = seats
        .chars()
        .map(|c| SeatKind::from_letter(c).map(|k| if k == SeatKind::Remote { SeatKind::Human } else { k }))
        .collect();
    let opened =
        kinds.ok_or(AppError::SeatsDamaged).and_then(|k| registry::save_link(game, &payload, k, decode_names(&names)));
    match opened {
        Ok(id) => {
            // After this render: the router must not be written while it renders us.
            request_animation_frame(move || ctx.redirect(Route::Play(id)));
            view! { <p class="muted">"…"</p> }.into_any()
        }
        Err(e) => {
            let t = ctx.lang.get_untracked().t();
            go_home_with(fill(t.link_broken, &[&e.text(t)]))
        }
    }
}
