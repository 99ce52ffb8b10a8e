//! The one place that maps a game id to its table: opening a save, opening a link
//! and starting a game go through here, by the rules' own `with_game!` (game id to
//! rules type), so a new game is a folder and nothing here.

use leptos::prelude::*;
use tabula_rules::{with_game, GameId};

use crate::error::AppError;
use crate::games::table::{self, TableGame};
use crate::later::Mode;
use crate::pages::home::go_home_with;
use crate::route::Route;
use crate::storage::{self, SeatKind};
use crate::web;

/// The table of a saved game, in `mode`, or the home page with the reason it cannot
/// open. Each game's table is a part of its own, fetched when that game is first
/// opened (`crate::later`).
pub fn play_saved(id: &str, mode: Mode) -> AnyView {
    match storage::open(id) {
        Ok(saved) => {
            web::game_styles(saved.game);
            crate::later::table(saved, mode)
        }
        Err(e) => crate::later::cannot_open(e),
    }
}

/// How a table of `game` plays when nobody chose (a game opened from a link).
pub fn default_settings(game: GameId) -> storage::Settings {
    with_game!(game, G => G::default_settings())
}

/// Saves the game a share link carries and returns the new save's id.
pub fn save_link(game: GameId, payload: &str, kinds: Vec<SeatKind>, names: Vec<String>) -> Result<String, AppError> {
    with_game!(game, G => table::saved_from_link::<G>(payload, kinds, names))
}

/// Starts the one-tap game of the game box: a person against one Medium computer, in
/// the setup the game proposes for two, and returns the new save's id.
pub fn quick_game(game: GameId, names: Vec<String>) -> Result<String, AppError> {
    use tabula_rules::registry::Describe;
    with_game!(game, G => {
        let setup = G::default_setup(2).map_err(|e| AppError::Record(tabula_rules::RecordError::Setup(e.to_string())))?;
        table::new_saved::<G>(setup, web::new_seed(), names, vec![SeatKind::Human, SeatKind::MEDIUM], G::default_settings())
    })
}

/// The one-tap start: a new game against a Medium computer, opened at once (the
/// address becomes the game's, so Back and a reload do not start another).
pub fn quick_start(game: GameId) -> AnyView {
    let ctx = crate::ctx::use_ctx();
    let t = ctx.lang.get_untracked().t();
    let names = vec![t.learn_names[0].to_string(), t.computer_names[1].to_string()];
    match quick_game(game, names) {
        Ok(id) => {
            web::replace(&Route::Play(id.clone()));
            play_saved(&id, Mode::Play)
        }
        Err(e) => go_home_with(e.text(t)),
    }
}
