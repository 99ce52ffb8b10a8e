//! The one place that maps a game id to its table: opening a save, opening a link
//! and starting a game go through here, by the rules' own `with_game!` (game id to
//! rules type), so a new game is a folder and nothing here.

use leptos::prelude::*;
use tabula_rules::{with_game, GameId};

use crate::error::AppError;
use crate::games::table::{self, Table, TableGame};
use crate::i18n::fill;
use crate::pages::home::go_home_with;
use crate::storage::{self, SeatKind};

/// The table of a saved game (to play, or to `watch` move by move), or the home page
/// with the reason it cannot open.
pub fn play_saved(id: &str, watch: bool) -> AnyView {
    let opened = storage::open(id).and_then(|saved| {
        crate::web::game_styles(saved.game);
        with_game!(saved.game, G => Table::<G>::from_saved(saved).map(|mut t| {
            t.watch = watch;
            G::table_view(t)
        }))
    });
    opened.unwrap_or_else(|e| {
        let t = crate::ctx::use_ctx().lang.get_untracked().t();
        go_home_with(fill(t.save_broken, &[&e.text(t)]))
    })
}

/// How a table of `game` plays when nobody chose (a game opened from a link).
pub fn default_settings(game: GameId) -> storage::Settings {
    with_game!(game, G => G::default_settings())
}

/// Saves the game a share link carries and returns the new save's id.
pub fn save_link(game: GameId, payload: &str, kinds: Vec<SeatKind>, names: Vec<String>) -> Result<String, AppError> {
    with_game!(game, G => table::saved_from_link::<G>(payload, kinds, names))
}
